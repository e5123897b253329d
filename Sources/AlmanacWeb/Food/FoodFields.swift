import AlmanacCore
import AlmanacStore
import Foundation

// The food forms, each read once by `FormReader`: every field checked, every wrong one reported.

/// The day a food form is about (`day`: today, yesterday or YYYY-MM-DD) and the instant of its
/// `time` on that day by the food log's day-start rule. (A refused field leaves a stand-in value:
/// `FormReader.finish()` throws before anyone reads it.)
struct FoodDayFields {
    var day: LocalDay
    var at: Date

    init(_ fields: inout FormReader, user: User, now: Date, time: Bool = true) {
        let dayText = fields.raw("day")
        let today = user.preferences.today(at: now)
        let day = fields.check("day") { try DayReference.parse(dayText, today: today) } ?? today
        self.day = day
        let timeText = fields.raw("time")
        let instant =
            time
            ? fields.check("time") { try FoodDayStart.instant(day: day, time: timeText, preferences: user.preferences, now: now) } : nil
        at = instant ?? now
    }

    /// `meal`: breakfast, lunch, dinner or snack.
    static func meal(_ fields: inout FormReader) -> Meal {
        let text = fields.raw("meal")
        return fields.check("meal") { try FoodController.meal(text) } ?? .snack
    }
}

/// Logging a food (`FoodRoutes.log`): which food, how much of which unit, when, which meal.
struct LogFoodFields {
    var when: FoodDayFields
    var foodId: String
    var amount: FoodAmount
    var meal: Meal

    init(_ form: FormData, user: User, now: Date) throws {
        var fields = FormReader(form)
        when = FoodDayFields(&fields, user: user, now: now)
        foodId = fields.require("food", label: "The food")
        let unit = fields.optional("unit") ?? "g"
        let number = fields.number("amount", unit == "g" ? .gramsPerEntry : .portionAmount, missing: "How much? Enter an amount.")
        amount = unit == "g" ? .grams(number) : .portion(amount: number, name: unit)
        meal = FoodDayFields.meal(&fields)
        try fields.finish()
    }
}

/// Calories added without a food (`FoodRoutes.quickAdd`).
struct QuickAddFields {
    var when: FoodDayFields
    var kcal: Double
    var meal: Meal
    var note: String

    init(_ form: FormData, user: User, now: Date) throws {
        var fields = FormReader(form)
        when = FoodDayFields(&fields, user: user, now: now)
        kcal = fields.number("kcal", .kcalPerEntry, missing: "Enter the calories.")
        meal = FoodDayFields.meal(&fields)
        note = fields.text("note")
        try fields.finish()
    }
}

/// An activity with its minutes and calories (`FoodRoutes.activity`).
struct ActivityFields {
    var when: FoodDayFields
    var name: String
    var minutes: Double
    var kcal: Double

    init(_ form: FormData, user: User, now: Date) throws {
        var fields = FormReader(form)
        when = FoodDayFields(&fields, user: user, now: now)
        name = fields.text("name")
        minutes = fields.number("minutes", .activityMinutes, missing: "How long? Enter the minutes.")
        kcal = fields.number("kcal", .kcalPerActivity, missing: "Enter the calories.")
        try fields.finish()
    }
}

/// A meal copied from the day before, or an entry corrected or deleted: the day of the page and
/// what changes (`grams`, `meal`: absent, unchanged).
struct FoodEntryFields {
    var day: LocalDay
    var meal: Meal?
    var grams: Double?
    /// "weight": the deletion was asked from the weight page, which is shown again.
    var back: String?

    init(_ form: FormData, user: User, now: Date, mealRequired: Bool = false) throws {
        var fields = FormReader(form)
        day = FoodDayFields(&fields, user: user, now: now, time: false).day
        grams = fields.number("grams", .gramsPerEntry)
        meal = mealRequired || fields.optional("meal") != nil ? FoodDayFields.meal(&fields) : nil
        back = fields.optional("back")
        try fields.finish()
    }
}

/// A daily target for a nutrient (`FoodRoutes.target`); no amount removes it.
struct NutrientTargetFields {
    var nutrient: String
    var amount: Double?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        nutrient = fields.require("nutrient", label: "The nutrient")
        amount = fields.number("amount", .nutrientTarget)
        try fields.finish()
    }
}

/// A weigh-in (`FoodRoutes.weights`).
struct WeightFields {
    var kilograms: Double

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        kilograms = fields.number("kilograms", .bodyKilograms, missing: "Enter your weight.")
        try fields.finish()
    }
}

/// The energy profile (`FoodRoutes.profile`): what the resting-energy formula needs.
struct EnergyProfileFields {
    var sex: EnergyProfile.Sex
    var birthYear: Int
    var heightCm: Double
    var activityMultiplier: Double?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let sex = EnergyProfile.Sex(rawValue: fields.text("sex"))
        if sex == nil { fields.refuse("sex", "Choose female or male (the formula needs one).") }
        self.sex = sex ?? .female
        birthYear = Int(fields.number("birthYear", .birthYear, missing: "Enter your birth year."))
        heightCm = fields.number("heightCm", .heightCm, missing: "Enter your height in cm.")
        activityMultiplier = fields.number("activityMultiplier", .activityMultiplier)
        try fields.finish()
    }
}

extension FoodDayFields {
    /// The day and the food of a refused post, as typed, to show the day page again.
    static func shown(_ form: FormData?) -> (day: String?, food: String?) {
        let fields = form.map { FormReader($0) }
        return (fields?.raw("day"), fields?.raw("food"))
    }
}

/// Your own food's form (`FoodRoutes.customFoods` to add, `FoodRoutes.customFood` to save): the
/// nutrients (`FoodController.customFoodFields`), per 100 g or per serving, and one portion.
struct CustomFoodFields {
    var input: CustomFoodInput

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        var nutrients: [String: Double] = [:]
        for item in FoodController.customFoodFields {
            let text = fields.raw(item.field)
            let key = "nutrients.\(item.number)"
            if let value = fields.check(key, { try Quantity.nutrientAmount.parse(optional: text, field: key) }) ?? nil {
                nutrients[item.number] = value
            }
        }
        let per = fields.raw("per") ?? "100g"
        var serving: Double?
        if per == "serving" {
            serving = fields.number("servingGrams", .servingGrams) ?? 0
        } else if let grams = fields.optional("servingGrams") {
            // A weight typed where it would count for nothing is refused, not dropped (issue 30).
            fields.refuse(
                "servingGrams", "A serving of \(grams) g counts only when the nutrients are per serving: choose “serving”, or empty it.")
        }
        var portions: [FoodPortion] = []
        if let name = fields.optional("portionName") {
            portions.append(FoodPortion(amount: 1, description: name, grams: fields.number("portionGrams", .servingGrams) ?? 0))
        } else if let grams = fields.optional("portionGrams") {
            fields.refuse("portionName", "Name the portion of \(grams) g (a slice, a bowl), or empty its weight.")
        }
        input = CustomFoodInput(name: fields.text("name"), nutrients: nutrients, servingGrams: serving, portions: portions)
        try fields.finish()
    }
}

/// A recipe's name, servings and yield, and the ingredient lines typed (`RecipeLine`, resolved by
/// `FoodController.ingredients(from:owner:)`, which searches the foods).
struct RecipeFields {
    var name: String
    var servings: Double
    var yieldGrams: Double?
    /// Nil when blank.
    var lines: String?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        self.init(&fields)
        try fields.finish()
    }

    fileprivate init(_ fields: inout FormReader) {
        name = fields.text("name")
        servings = fields.number("servings", .servings) ?? 1
        yieldGrams = fields.number("yieldGrams", .yieldGrams)
        lines = fields.optional("ingredients")
    }
}

/// A recipe's edit form (`FoodRoutes.recipe`): the kept rows (food id, name and grams each, in
/// order), those ticked to remove, and the recipe's fields with new lines. Every row's grams are
/// checked (`grams[<row>]`).
struct RecipeEditFields {
    /// As typed, shown again when refused.
    var rows: [RecipeEditView.Row]
    var recipe: RecipeFields
    /// The rows kept, with their grams.
    var kept: [(foodId: String, grams: Double)] = []
    private var reader: FormReader

    /// Reads every field; `check()` throws what was wrong.
    init(_ form: FormData) {
        var fields = FormReader(form)
        let foods = fields.all("food")
        let names = fields.all("foodName")
        let amounts = fields.all("grams")
        rows = foods.indices.map {
            RecipeEditView.Row(
                foodId: foods[$0], name: $0 < names.count ? names[$0] : foods[$0], grams: $0 < amounts.count ? amounts[$0] : "")
        }
        let removed = Set(fields.all("remove").compactMap(Int.init))
        for (index, row) in rows.enumerated() where !removed.contains(index) {
            let key = "grams[\(index)]"
            if let grams = fields.check(key, { try Quantity.gramsPerEntry.parse(optional: row.grams, field: key) }) ?? nil {
                kept.append((row.foodId, grams))
            } else {
                fields.refuse(key, "Give the grams of \(row.name), or tick Remove.")
            }
        }
        recipe = RecipeFields(&fields)
        reader = fields
    }

    /// Throws when a field was wrong (every one named).
    func check() throws { try reader.finish() }
}

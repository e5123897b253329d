import Foundation

/// Checks on what a person logs, shared by web, API and CLI so all refuse the same input.
public enum FoodAmountRules {
    public static let maxGramsPerEntry = 10_000.0
    public static let maxKcalPerEntry = 20_000.0

    /// Grams of one food in one entry: more than 0, at most 10 kg (`Quantity.gramsPerEntry`).
    public static func validateGrams(_ grams: Double, field: String = "grams") throws(AlmanacError) {
        try Quantity.gramsPerEntry.check(grams, field: field)
    }

    /// kcal in one entry (a food portion or a quick add): 0 to 20,000 (`Quantity.kcalPerEntry`).
    public static func validateKcal(_ kcal: Double, field: String = "kcal") throws(AlmanacError) {
        try Quantity.kcalPerEntry.check(kcal, field: field)
    }

    /// A food entry: its grams and the kcal they carry.
    public static func validate(_ food: EatenFood) throws(AlmanacError) {
        try validateGrams(food.grams)
        try validateKcal(food.kcal)
    }

    /// Grams for `amount` of a named portion (`1.5 cup`), refusing unknown portions.
    public static func grams(amount: Double, portion description: String, of portions: [FoodPortion]) throws(AlmanacError) -> Double {
        try Quantity.portionAmount.check(amount, field: "amount")
        let wanted = description.trimmingCharacters(in: .whitespaces).lowercased()
        guard
            let portion = portions.first(where: { $0.description.lowercased() == wanted })
                ?? portions.first(where: { $0.description.lowercased().hasPrefix(wanted) }),
            portion.amount > 0
        else {
            let known = portions.map(\.description).joined(separator: ", ")
            throw .invalid(
                "portion", "\"\(description)\" is not a portion of this food; use grams\(known.isEmpty ? "" : " or one of: \(known)").")
        }
        let grams = amount / portion.amount * portion.grams
        try validateGrams(grams)
        return grams
    }

    static func format(_ value: Double) -> String { NumberText.plain(value, decimals: 1) }
}

/// Nutrients a person types for a custom food, checked against what food can physically hold.
public enum CustomFoodRules {
    /// The parts of 100 g of food that are mass: together they cannot exceed 100 g.
    static let massNutrients: [(number: String, name: String)] = [
        (NutrientNumber.protein, "protein"), (NutrientNumber.fat, "fat"), (NutrientNumber.carbohydrate, "carbohydrate"),
        (NutrientNumber.water, "water"), (NutrientNumber.ash, "ash"), (NutrientNumber.alcohol, "alcohol"),
    ]
    /// Pure fat is about 900 kcal per 100 g, the most any food can carry.
    public static let maxKcalPer100g = 900.0
    /// SR28 totals come to 100 g give or take rounding.
    static let roundingAllowance = 0.5

    /// Refuses negative amounts, more than 100 g of any mass nutrient, mass nutrients summing to
    /// more than 100 g, sugars or fibre above the carbohydrate, or more than 900 kcal per 100 g.
    public static func validate(per100g nutrients: [String: Double], names: [String: String] = [:]) throws(AlmanacError) {
        for (number, value) in nutrients.sorted(by: { $0.key < $1.key }) {
            let name = names[number] ?? massNutrients.first { $0.number == number }?.name ?? "nutrient \(number)"
            guard value.isFinite, value >= 0 else { throw .invalid("nutrients.\(number)", "\(name.capitalized) cannot be negative.") }
            try Quantity.nutrientAmount.check(value, field: "nutrients.\(number)")
        }
        for (number, name) in massNutrients {
            if let value = nutrients[number], value > 100 {
                throw .invalid(
                    "nutrients.\(number)",
                    "\(FoodAmountRules.format(value)) g of \(name) per 100 g is impossible: 100 g of food holds at most 100 g of \(name).")
            }
        }
        let mass = massNutrients.compactMap { nutrients[$0.number] }.reduce(0, +)
        if mass > 100 + roundingAllowance {
            throw .invalid(
                "nutrients",
                "Protein, fat, carbohydrate, water, ash and alcohol add up to \(FoodAmountRules.format(mass)) g per 100 g; they cannot exceed 100 g."
            )
        }
        let carbohydrate = nutrients[NutrientNumber.carbohydrate]
        if let carbohydrate, let sugars = nutrients[NutrientNumber.sugars], sugars > carbohydrate + roundingAllowance {
            throw .invalid(
                "nutrients.\(NutrientNumber.sugars)",
                "Sugars (\(FoodAmountRules.format(sugars)) g) cannot exceed the carbohydrate (\(FoodAmountRules.format(carbohydrate)) g).")
        }
        if let kcal = nutrients[NutrientNumber.energyKcal], kcal > maxKcalPer100g {
            throw .invalid(
                "nutrients.\(NutrientNumber.energyKcal)",
                "\(FoodAmountRules.format(kcal)) kcal per 100 g is impossible; pure fat has about 900.")
        }
    }

    /// Nutrients given per serving of `servingGrams`, turned into per 100 g and checked.
    public static func per100g(fromServing nutrients: [String: Double], servingGrams: Double) throws(AlmanacError) -> [String: Double] {
        try Quantity.servingGrams.check(servingGrams, field: "servingGrams")
        let scaled = nutrients.mapValues { $0 * 100 / servingGrams }
        try validate(per100g: scaled)
        return scaled
    }
}

public struct RecipeIngredient: Codable, Equatable, Sendable {
    public var foodId: String
    public var grams: Double
    /// The ingredient food's nutrients per 100 g as they are now (recomputing the recipe after the
    /// food changes is calling `RecipeNutrients.compute` again).
    public var per100g: [String: Double]

    public init(foodId: String, grams: Double, per100g: [String: Double]) {
        self.foodId = foodId
        self.grams = grams
        self.per100g = per100g
    }
}

public struct RecipeNutrients: Codable, Equatable, Sendable {
    public var total: [String: Double]
    public var perServing: [String: Double]
    public var per100g: [String: Double]
    /// The finished dish's weight: the yield weight when given (cooking loses or gains water),
    /// else the sum of the ingredients.
    public var totalGrams: Double
    public var servingGrams: Double

    public static func compute(ingredients: [RecipeIngredient], servings: Double, yieldGrams: Double? = nil) throws(AlmanacError)
        -> RecipeNutrients
    {
        guard !ingredients.isEmpty else { throw .invalid("ingredients", "A recipe needs at least one ingredient.") }
        try Quantity.servings.check(servings, field: "servings")
        for ingredient in ingredients { try FoodAmountRules.validateGrams(ingredient.grams, field: "ingredients.grams") }
        if let yieldGrams {
            try Quantity.yieldGrams.check(yieldGrams, field: "yieldGrams")
        }
        var total: [String: Double] = [:]
        for ingredient in ingredients {
            total.merge(ingredient.per100g.mapValues { $0 * ingredient.grams / 100 }, uniquingKeysWith: +)
        }
        let weight = yieldGrams ?? ingredients.reduce(0) { $0 + $1.grams }
        return RecipeNutrients(
            total: total, perServing: total.mapValues { $0 / servings }, per100g: total.mapValues { $0 * 100 / weight }, totalGrams: weight,
            servingGrams: weight / servings)
    }
}

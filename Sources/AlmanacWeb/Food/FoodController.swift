import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The food log, the ring of calories left, search, custom foods, recipes, weight and history
/// (pages), and the food API.
struct FoodController {
    let database: AppDatabase
    /// Search indexes built once per process (SR28 + each user's own foods).
    let search = FoodSearchCache()

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        // A served data file loads the shipped food database in the background at start, so the
        // first search does not wait; test databases in memory load it only when a test needs it.
        let path = database.writer.path
        if path != ":memory:" && !path.isEmpty && !path.contains("mode=memory") {
            let database = self.database
            Task.detached(priority: .utility) { _ = try? await database.ensureFoodCatalog() }
        }
        router.get("/food", use: dayPage)
        router.post("/food/log", use: logFood)
        router.post("/food/quick-add", use: quickAdd)
        router.post("/food/activity", use: addActivity)
        router.post("/food/copy-meal", use: copyMeal)
        router.post("/food/entries/{id}/edit", use: editEntry)
        router.post("/food/entries/{id}/delete", use: deleteEntry)
        router.get("/food/foods/{id}", use: foodPage)
        router.get("/food/history", use: historyPage)
        router.post("/food/targets", use: setTarget)
        router.get("/food/weight", use: weightPage)
        router.post("/food/weight", use: addWeight)
        router.post("/food/profile", use: saveProfile)
        router.get("/food/custom", use: customFoodsPage)
        router.post("/food/custom", use: createCustomFood)
        router.get("/food/custom/{id}/edit", use: editCustomFoodPage)
        router.post("/food/custom/{id}", use: updateCustomFood)
        router.post("/food/custom/{id}/delete", use: deleteCustomFood)
        router.get("/food/recipes", use: recipesPage)
        router.post("/food/recipes", use: createRecipe)
        router.get("/food/recipes/{id}", use: recipePage)
        router.get("/food/recipes/{id}/edit", use: editRecipePage)
        router.post("/food/recipes/{id}", use: updateRecipe)
        router.post("/food/recipes/{id}/delete", use: deleteRecipe)

        api.get("/foods/search", use: apiSearch)
        api.get("/foods/{id}", use: apiFood)
        api.get("/foods/{id}/portions", use: apiPortions)
        api.get("/custom-foods", use: apiCustomFoods)
        api.post("/custom-foods", use: apiCreateCustomFood)
        api.put("/custom-foods/{id}", use: apiUpdateCustomFood)
        api.delete("/custom-foods/{id}", use: apiDeleteCustomFood)
        api.get("/recipes", use: apiRecipes)
        api.post("/recipes", use: apiCreateRecipe)
        api.get("/recipes/{id}", use: apiRecipe)
        api.put("/recipes/{id}", use: apiUpdateRecipe)
        api.delete("/recipes/{id}", use: apiDeleteRecipe)
        api.post("/food/entries", use: apiLogFood)
        api.patch("/food/entries/{id}", use: apiCorrectEntry)
        api.delete("/food/entries/{id}", use: apiDeleteEntry)
        api.post("/food/quick-add", use: apiQuickAdd)
        api.get("/food/days/{day}", use: apiDay)
        api.get("/food/log", use: apiLog)
        api.get("/weights", use: apiWeights)
        api.post("/weights", use: apiAddWeight)
        api.post("/activities", use: apiAddActivity)
        api.post("/energy-samples", use: apiAddEnergySample)
        api.get("/food/profile", use: apiProfile)
        api.put("/food/profile", use: apiSaveProfile)
        api.put("/food/targets/{nutrient}", use: apiSetTarget)
    }

    static let entrySchema = Schema.object(
        [
            "id": .string, "occurredAt": .dateTime, "kind": .string, "meal": .enumeration(Meal.allCases.map(\.rawValue)), "name": .string,
            "foodId": .string, "ndb": .string, "grams": .number, "kcal": .number, "minutes": .number, "kilograms": .number,
        ],
        required: ["id", "occurredAt", "kind", "name"])
    static let daySchema = Schema.object(
        [
            "day": .date, "consumedKcal": .number, "burnedKcal": .number, "leftKcal": .number, "basalKcal": .number, "basalSource": .string,
            "activityKcal": .number, "activityNotCountedKcal": .number, "isEstimate": .boolean, "proteinG": .number, "fatG": .number,
            "carbohydrateG": .number, "nutrients": .anyObject, "targets": .anyObject, "entries": .array(entrySchema),
        ],
        required: ["day", "consumedKcal", "burnedKcal", "leftKcal", "entries"])
    static let searchSchema = Schema.object(
        [
            "id": .string, "ndb": .string, "name": .string, "friendlyName": .string, "kcalPer100g": .number,
            "kind": .enumeration(["sr28", "custom", "recipe"]),
        ], required: ["id", "name", "friendlyName", "kcalPer100g"])
    static let portionSchema = Schema.object(
        ["amount": .number, "description": .string, "grams": .number], required: ["amount", "description", "grams"])
    static let nutrientSchema = Schema.object(
        ["number": .string, "name": .string, "unit": .string, "amount": .number], required: ["number", "name", "unit", "amount"])
    static let foodSchema = Schema.object(
        [
            "id": .string, "ndb": .string, "kind": .string, "name": .string, "friendlyName": .string, "groupName": .string,
            "kcalPer100g": .number, "nutrients": .array(nutrientSchema), "portions": .array(portionSchema),
        ],
        required: ["id", "kind", "name", "friendlyName", "nutrients", "portions"])
    static let customFoodRequest = Schema.object(
        [
            "name": .string, "nutrients": .dictionary(.quantity(.nutrientAmount)), "servingGrams": .quantity(.servingGrams),
            "portions": .array(
                .object(
                    ["amount": .quantity(.portionAmount), "description": .string, "grams": .quantity(.servingGrams)],
                    required: ["amount", "description", "grams"])),
        ],
        required: ["name", "nutrients"])
    static let customFoodSchema = Schema.object(
        ["id": .string, "name": .string, "per100g": .anyObject, "servingGrams": .number, "portions": .array(portionSchema)],
        required: ["id", "name", "per100g", "portions"])
    static let recipeRequest = Schema.object(
        [
            "name": .string, "servings": .quantity(.servings), "yieldGrams": .quantity(.yieldGrams),
            "ingredients": .array(.object(["foodId": .string, "grams": .quantity(.gramsPerEntry)], required: ["foodId", "grams"])),
        ],
        required: ["name", "servings", "ingredients"])
    static let recipeSchema = Schema.object(
        [
            "id": .string, "name": .string, "servings": .number, "yieldGrams": .number, "totalGrams": .number, "servingGrams": .number,
            "per100g": .anyObject, "perServing": .anyObject,
            "ingredients": .array(.object(["foodId": .string, "name": .string, "grams": .number, "kcal": .number])),
        ],
        required: ["id", "name", "servings", "totalGrams", "per100g", "ingredients"])
    static let logRequest = Schema.object(
        [
            "foodId": .string, "grams": .quantity(.gramsPerEntry), "amount": .quantity(.portionAmount), "portion": .string,
            "meal": .enumeration(Meal.allCases.map(\.rawValue)),
            "at": .dateTime,
        ], required: ["foodId", "meal"])
    static let weightSchema = Schema.object(
        ["id": .string, "occurredAt": .dateTime, "day": .date, "kilograms": .number, "trendKg": .number],
        required: ["id", "occurredAt", "day", "kilograms"])
    static let profileSchema = Schema.object(
        [
            "sex": .enumeration(["female", "male"]), "birthYear": .quantity(.birthYear), "heightCm": .quantity(.heightCm),
            "activityMultiplier": .quantity(.activityMultiplier),
        ],
        required: ["sex", "birthYear", "heightCm"])

    static let apiOperations: [APIOperation] = [
        .init(
            .get, "/foods/search", "Search foods (SR28, your custom foods and recipes), best first", response: .array(searchSchema),
            query: ["q", .number("limit", .searchLimit)]),
        .init(.get, "/foods/{id}", "A food by NDB or id: every nutrient per 100 g and its portions", response: foodSchema),
        .init(.get, "/foods/{id}/portions", "A food's household measures (1 cup = 244 g)", response: .array(portionSchema)),
        .init(.get, "/custom-foods", "Your custom foods", response: .array(customFoodSchema)),
        .init(
            .post, "/custom-foods", "Create a custom food (nutrients per 100 g, or per serving with servingGrams)",
            request: customFoodRequest, response: customFoodSchema, status: 201),
        .init(
            .put, "/custom-foods/{id}", "Change a custom food; recipes using it are recomputed", request: customFoodRequest,
            response: customFoodSchema),
        .init(.delete, "/custom-foods/{id}", "Delete a custom food that no recipe uses", status: 204, errors: [409]),
        .init(.get, "/recipes", "Your recipes", response: .array(recipeSchema)),
        .init(
            .post, "/recipes", "Create a recipe; nutrients are computed from the ingredients", request: recipeRequest,
            response: recipeSchema, status: 201, errors: [404]),
        .init(.get, "/recipes/{id}", "A recipe with its ingredients and nutrients", response: recipeSchema),
        .init(.put, "/recipes/{id}", "Replace a recipe and its ingredients", request: recipeRequest, response: recipeSchema),
        .init(.delete, "/recipes/{id}", "Delete a recipe", status: 204),
        .init(
            .post, "/food/entries", "Log a food: grams, or amount of a portion (1.5 cup)", request: logRequest, response: entrySchema,
            status: 201, errors: [404]),
        .init(
            .patch, "/food/entries/{id}", "Correct a logged food (appends a correction event)",
            request: .object([
                "grams": .quantity(.gramsPerEntry), "amount": .quantity(.portionAmount), "portion": .string, "meal": .string,
                "at": .dateTime,
            ]),
            response: entrySchema),
        .init(.delete, "/food/entries/{id}", "Delete any log entry (appends a retraction event)", status: 204),
        .init(
            .post, "/food/quick-add", "Add calories without a food",
            request: .object(
                ["kcal": .quantity(.kcalPerEntry), "meal": .string, "note": .string, "at": .dateTime], required: ["kcal", "meal"]),
            response: entrySchema, status: 201),
        .init(.get, "/food/days/{day}", "A local day: consumed, burned, left, macros, nutrients and entries", response: daySchema),
        .init(.get, "/food/log", "The raw immutable log: records, corrections and retractions", response: .array(.anyObject)),
        .init(.get, "/weights", "Weigh-ins with the trend weight", response: .array(weightSchema)),
        .init(
            .post, "/weights", "Record a weigh-in",
            request: .object(["kilograms": .quantity(.bodyKilograms), "at": .dateTime], required: ["kilograms"]),
            response: weightSchema, status: 201),
        .init(
            .post, "/activities", "Record an activity (kcal on top of resting energy)",
            request: .object(
                ["name": .string, "minutes": .quantity(.activityMinutes), "kcal": .quantity(.kcalPerActivity), "at": .dateTime],
                required: ["name", "minutes", "kcal"]),
            response: entrySchema, status: 201),
        .init(
            .post, "/energy-samples", "Record measured active or basal energy",
            request: .object(
                ["kind": .enumeration(["active", "basal"]), "kcal": .quantity(.kcalPerSample), "at": .dateTime], required: ["kind", "kcal"]),
            response: entrySchema, status: 201),
        .init(.get, "/food/profile", "Your energy profile (sex, birth year, height)", response: profileSchema),
        .init(.put, "/food/profile", "Set your energy profile", request: profileSchema, response: profileSchema),
        .init(
            .put, "/food/targets/{nutrient}", "Set (amount) or remove (amount null) a daily nutrient target",
            request: .object(["amount": .quantity(.nutrientTarget)]), status: 204),
    ]

    // MARK: Helpers

    static func day(_ text: String?, user: User, now: Date) throws -> LocalDay {
        guard let text, !text.isEmpty else { return user.preferences.today(at: now) }
        guard let day = LocalDay(text) else { throw AlmanacError.invalid("day", "\(text) is not a date (YYYY-MM-DD).") }
        return day
    }

    /// The instant of `time` (HH:MM) on `day` for this user; a time before the day-start hour
    /// belongs to the next calendar date (02:00 on a day that starts at 04:00).
    static func instant(day: LocalDay, time: String?, user: User, now: Date) throws -> Date {
        let preferences = user.preferences
        guard let time, !time.isEmpty else {
            let today = preferences.today(at: now)
            if day == today { return now }
            return day.start(in: preferences.zone, dayStartHour: preferences.dayStartHour).addingTimeInterval(12 * 3600)
        }
        let parts = time.split(separator: ":").compactMap { Int($0) }
        guard parts.count >= 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) else {
            throw AlmanacError.invalid("time", "\(time) is not a time (HH:MM).")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = preferences.zone
        let date = parts[0] < preferences.dayStartHour ? day.adding(days: 1) : day
        guard
            let instant = calendar.date(
                from: DateComponents(year: date.year, month: date.month, day: date.day, hour: parts[0], minute: parts[1]))
        else {
            throw AlmanacError.invalid("time", "\(time) does not exist on \(day).")
        }
        return instant
    }

    static func meal(_ text: String?) throws -> Meal {
        guard let text, let meal = Meal(rawValue: text) else {
            throw AlmanacError.invalid("meal", "The meal is breakfast, lunch, dinner or snack.")
        }
        return meal
    }

    static func dayPath(_ day: LocalDay, today: LocalDay) -> String { day == today ? "/food" : "/food?day=\(day)" }

    // MARK: Pages

    @Sendable func dayPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderDay(request, context: context, user: user)
    }

    func renderDay(
        _ request: Request, context: AppRequestContext, user: User, error: AlmanacError? = nil, status: HTTPResponse.Status = .ok,
        form: FormData? = nil
    ) async throws -> Response {
        let now = database.now()
        let query = request.query
        let day = try Self.day(form?["day"] ?? query["day"], user: user, now: now)
        let today = user.preferences.today(at: now)
        let report = try await database.foodDay(owner: user.id, day: day)
        let q = query.optional("q") ?? ""
        var results: [FoodSearchResult] = []
        if !q.isEmpty { results = try await search.search(owner: user.id, query: q, limit: 15, database: database) }
        var selected: FoodDetail?
        if let id = form?["food"] ?? query.optional("food") { selected = try await database.food(owner: user.id, id: id) }
        let model = FoodDayView.Model(
            csrf: context.csrfToken, day: day, today: today, report: report, query: q, results: results, selected: selected,
            suggestedMeal: Meal.suggested(at: now, in: user.preferences.zone),
            nowTime: now.formatted(
                Date.FormatStyle(date: .omitted, time: .omitted, timeZone: user.preferences.zone).hour(.twoDigits(amPM: .omitted)).minute(
                    .twoDigits)),
            zone: user.preferences.zone, error: error, form: form)
        return Pages.render(day == today ? "Food" : "Food · \(day)", request: request, context: context, status: status) {
            FoodDayView(model: model)
        }
    }

    /// Runs a form action; a refused one shows the day page again with the error and a 400.
    func formAction(
        _ request: Request, context: AppRequestContext, _ action: (User, FormData) async throws -> Response
    ) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            return try await action(user, form)
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderDay(request, context: context, user: user, error: error, status: .badRequest, form: form)
        }
    }

    @Sendable func logFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let day = try Self.day(form["day"], user: user, now: now)
            let foodId = try form.require("food", label: "The food")
            let unit = form.optional("unit") ?? "g"
            guard let amount = try form.number("amount", unit == "g" ? .gramsPerEntry : .portionAmount) else {
                throw AlmanacError.invalid("amount", "How much? Enter an amount.")
            }
            let parsed: FoodAmount = unit == "g" ? .grams(amount) : .portion(amount: amount, name: unit)
            let at = try Self.instant(day: day, time: form["time"], user: user, now: now)
            try await database.logFood(owner: user.id, foodId: foodId, amount: parsed, meal: try Self.meal(form["meal"]), at: at)
            let food = try await database.food(owner: user.id, id: foodId)
            return .seeOther(
                Self.dayPath(day, today: user.preferences.today(at: now)), flash: .success("Logged “\(food.friendlyName)”.", undo: true))
        }
    }

    @Sendable func quickAdd(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let day = try Self.day(form["day"], user: user, now: now)
            guard let kcal = try form.number("kcal", .kcalPerEntry) else {
                throw AlmanacError.invalid("kcal", "Enter the calories.")
            }
            let at = try Self.instant(day: day, time: form["time"], user: user, now: now)
            try await database.quickAdd(owner: user.id, kcal: kcal, meal: try Self.meal(form["meal"]), note: form["note"] ?? "", at: at)
            return .seeOther(
                Self.dayPath(day, today: user.preferences.today(at: now)),
                flash: .success("Added \(NumberText.whole(kcal)) kcal.", undo: true)
            )
        }
    }

    @Sendable func addActivity(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let day = try Self.day(form["day"], user: user, now: now)
            guard let minutes = try form.number("minutes", .activityMinutes) else {
                throw AlmanacError.invalid("minutes", "How long? Enter the minutes.")
            }
            guard let kcal = try form.number("kcal", .kcalPerActivity) else { throw AlmanacError.invalid("kcal", "Enter the calories.") }
            let at = try Self.instant(day: day, time: form["time"], user: user, now: now)
            try await database.addActivity(owner: user.id, name: form["name"] ?? "", minutes: minutes, kcal: kcal, at: at)
            return .seeOther(Self.dayPath(day, today: user.preferences.today(at: now)), flash: .success("Activity added.", undo: true))
        }
    }

    @Sendable func copyMeal(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let day = try Self.day(form["day"], user: user, now: now)
            let meal = try Self.meal(form["meal"])
            let count = try await database.copyMeal(owner: user.id, meal: meal, from: day.adding(days: -1), to: day)
            return .seeOther(
                Self.dayPath(day, today: user.preferences.today(at: now)),
                flash: .success("Copied \(count) \(count == 1 ? "entry" : "entries") from yesterday's \(meal.rawValue).", undo: true))
        }
    }

    @Sendable func editEntry(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let day = try Self.day(form["day"], user: user, now: now)
            let id = try context.parameters.require("id")
            let grams = try form.number("grams", .gramsPerEntry)
            let meal = try form.optional("meal").map { try Self.meal($0) }
            try await database.correctFoodEntry(owner: user.id, id: id, amount: grams.map { .grams($0) }, meal: meal, at: nil)
            return .seeOther(Self.dayPath(day, today: user.preferences.today(at: now)), flash: .success("Entry changed.", undo: true))
        }
    }

    @Sendable func deleteEntry(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        let now = database.now()
        let day = try Self.day(form["day"], user: user, now: now)
        try await database.retractEntry(owner: user.id, id: try context.parameters.require("id"))
        let back = form["back"] == "weight" ? "/food/weight" : Self.dayPath(day, today: user.preferences.today(at: now))
        return .seeOther(back, flash: .success("Entry deleted.", undo: true))
    }

    @Sendable func foodPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let food = try await database.food(owner: user.id, id: try context.parameters.require("id"))
        let definitions = try await database.nutrientDefinitions()
        let today = user.preferences.today(at: database.now())
        return Pages.render(food.friendlyName, request: request, context: context) {
            FoodDetailView(model: .init(csrf: context.csrfToken, food: food, definitions: definitions, today: today))
        }
    }

    @Sendable func historyPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderHistory(request, context: context, user: user)
    }

    func renderHistory(_ request: Request, context: AppRequestContext, user: User, error: AlmanacError? = nil) async throws -> Response {
        let today = user.preferences.today(at: database.now())
        let days = (0..<30).map { today.adding(days: $0 - 29) }
        let reports = try await database.foodDays(owner: user.id, days: days)
        let definitions = try await database.nutrientDefinitions()
        return Pages.render("Food history", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            FoodHistoryView(model: .init(csrf: context.csrfToken, reports: reports, definitions: definitions, error: error))
        }
    }

    @Sendable func setTarget(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let nutrient = try form.require("nutrient", label: "The nutrient")
            let amount = try form.number("amount", .nutrientTarget)
            try await database.setNutrientTarget(owner: user.id, nutrient: nutrient, amount: amount)
            return .seeOther("/food/history", flash: .success(amount == nil ? "Target removed." : "Target saved.", undo: true))
        } catch let error as AlmanacError {
            return try await renderHistory(request, context: context, user: user, error: error)
        }
    }

    @Sendable func weightPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderWeight(request, context: context, user: user)
    }

    func renderWeight(_ request: Request, context: AppRequestContext, user: User, error: AlmanacError? = nil) async throws -> Response {
        let weights = try await database.weights(owner: user.id)
        let profile = try await database.energyProfile(owner: user.id)
        let today = user.preferences.today(at: database.now())
        let report = try await database.foodDay(owner: user.id, day: today)
        return Pages.render("Weight", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            WeightView(
                model: .init(
                    csrf: context.csrfToken, weights: weights, profile: profile, today: report, error: error, zone: user.preferences.zone))
        }
    }

    @Sendable func addWeight(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            guard let value = try form.number("kilograms", .bodyKilograms) else {
                throw AlmanacError.invalid("kilograms", "Enter your weight.")
            }
            try await database.addWeight(owner: user.id, kilograms: value)
            return .seeOther("/food/weight", flash: .success(String(format: "Recorded %.1f kg.", value), undo: true))
        } catch let error as AlmanacError {
            return try await renderWeight(request, context: context, user: user, error: error)
        }
    }

    @Sendable func saveProfile(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            guard let sex = EnergyProfile.Sex(rawValue: form["sex"] ?? "") else {
                throw AlmanacError.invalid("sex", "Choose female or male (the formula needs one).")
            }
            guard let year = try form.whole("birthYear", .birthYear) else {
                throw AlmanacError.invalid("birthYear", "Enter your birth year.")
            }
            guard let height = try form.number("heightCm", .heightCm) else {
                throw AlmanacError.invalid("heightCm", "Enter your height in cm.")
            }
            let multiplier = try form.number("activityMultiplier", .activityMultiplier)
            try await database.setEnergyProfile(owner: user.id, sex: sex, birthYear: year, heightCm: height, activityMultiplier: multiplier)
            return .seeOther("/food/weight", flash: .success("Energy profile saved.", undo: true))
        } catch let error as AlmanacError {
            return try await renderWeight(request, context: context, user: user, error: error)
        }
    }

    @Sendable func customFoodsPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderCustomFoods(request, context: context, user: user)
    }

    func renderCustomFoods(_ request: Request, context: AppRequestContext, user: User, error: AlmanacError? = nil, form: FormData? = nil)
        async throws -> Response
    {
        let foods = try await database.customFoods(owner: user.id)
        return Pages.render("Your foods", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            CustomFoodsView(model: .init(csrf: context.csrfToken, foods: foods, error: error, form: form))
        }
    }

    static let customFoodFields: [(field: String, number: String, label: String)] = [
        ("kcal", NutrientNumber.energyKcal, "Calories (kcal)"), ("protein", NutrientNumber.protein, "Protein (g)"),
        ("fat", NutrientNumber.fat, "Fat (g)"), ("carbohydrate", NutrientNumber.carbohydrate, "Carbohydrate (g)"),
        ("sugars", NutrientNumber.sugars, "Sugars (g)"), ("fiber", NutrientNumber.fiber, "Fibre (g)"),
        ("sodium", NutrientNumber.sodium, "Sodium (mg)"),
    ]

    /// The custom food a form describes (create and edit share the form).
    static func customFoodInput(from form: FormData) throws -> CustomFoodInput {
        var nutrients: [String: Double] = [:]
        for item in customFoodFields {
            if let value = try Quantity.nutrientAmount.parse(optional: form[item.field], field: "nutrients.\(item.number)") {
                nutrients[item.number] = value
            }
        }
        let per = form["per"] ?? "100g"
        let serving = per == "serving" ? try form.number("servingGrams", .servingGrams) ?? 0 : nil
        var portions: [FoodPortion] = []
        if let name = form.optional("portionName") {
            let grams = try form.number("portionGrams", .servingGrams) ?? 0
            portions.append(FoodPortion(amount: 1, description: name, grams: grams))
        }
        return CustomFoodInput(name: form["name"] ?? "", nutrients: nutrients, servingGrams: serving, portions: portions)
    }

    /// The form values that show a stored custom food (per serving when it was entered that way).
    static func customFoodForm(_ food: CustomFoodRecord) -> FormData {
        let scale = food.servingGrams.map { $0 / 100 } ?? 1
        var pairs = [("name", food.name), ("per", food.servingGrams == nil ? "100g" : "serving")]
        if let serving = food.servingGrams { pairs.append(("servingGrams", formNumber(serving))) }
        for item in customFoodFields {
            if let value = food.per100g[item.number] { pairs.append((item.field, formNumber(value * scale))) }
        }
        if let portion = food.portionList.first {
            pairs += [("portionName", portion.description), ("portionGrams", formNumber(portion.grams))]
        }
        return FormData(pairs)
    }

    /// A number as a form shows it: no trailing zeros, at most 4 decimals.
    static func formNumber(_ value: Double) -> String {
        NumberText.plain(value, decimals: 4)
    }

    @Sendable func createCustomFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let food = try await database.createCustomFood(owner: user.id, Self.customFoodInput(from: form))
            return .seeOther("/food/custom", flash: .success("Created “\(food.name)”.", undo: true))
        } catch let error as AlmanacError {
            return try await renderCustomFoods(request, context: context, user: user, error: error, form: form)
        }
    }

    @Sendable func editCustomFoodPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let food = try await database.customFood(owner: user.id, id: try context.parameters.require("id"))
        return Pages.render("Change \(food.name)", request: request, context: context) {
            CustomFoodEditView(model: .init(csrf: context.csrfToken, food: food, form: Self.customFoodForm(food)))
        }
    }

    @Sendable func updateCustomFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let food = try await database.customFood(owner: user.id, id: id)
        let form = try await Body.form(from: request)
        do {
            let saved = try await database.updateCustomFood(owner: user.id, id: id, Self.customFoodInput(from: form))
            return .seeOther("/food/custom", flash: .success("Saved “\(saved.name)”.", undo: true))
        } catch let error as AlmanacError where error.code != "not_found" {
            return Pages.render("Change \(food.name)", request: request, context: context, status: .badRequest) {
                CustomFoodEditView(model: .init(csrf: context.csrfToken, food: food, error: error, form: form))
            }
        }
    }

    @Sendable func deleteCustomFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        do {
            try await database.deleteCustomFood(owner: user.id, id: try context.parameters.require("id"))
            return .seeOther("/food/custom", flash: .success("Food deleted.", undo: true))
        } catch let error as AlmanacError {
            if case .conflict(let message) = error { return .seeOther("/food/custom", flash: .error(message)) }
            throw error
        }
    }

    @Sendable func recipesPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderRecipes(request, context: context, user: user)
    }

    func renderRecipes(_ request: Request, context: AppRequestContext, user: User, error: AlmanacError? = nil, form: FormData? = nil)
        async throws -> Response
    {
        let recipes = try await database.recipes(owner: user.id)
        return Pages.render("Recipes", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            RecipesView(model: .init(csrf: context.csrfToken, recipes: recipes, error: error, form: form))
        }
    }

    /// Reads ingredient lines such as `200 g rolled oats` or `1 cup 2% milk`: an amount, then the
    /// food (its best search hit). An amount in portions needs a portion the food has.
    func ingredients(from text: String, owner: String) async throws -> [(foodId: String, grams: Double)] {
        var result: [(foodId: String, grams: Double)] = []
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else {
            throw AlmanacError.invalid("ingredients", "A recipe needs at least one ingredient, one per line (200 g oats).")
        }
        for (number, line) in lines.enumerated() {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first, first.first?.isNumber == true else {
                throw AlmanacError.invalid(
                    "ingredients", "Line \(number + 1) (“\(line)”) must start with an amount: 200 g oats, 1 cup milk.")
            }
            // The amount: a number with a unit glued on (200g), or a number followed by a unit
            // (200 g) or by a household measure (1 cup, 1 medium), which is then not part of the food's name.
            var rest = Array(words.dropFirst())
            let bare = first.allSatisfy { $0.isNumber || $0 == "." || $0 == "/" || $0 == "," }
            var amount = try FoodAmount.parse(first)
            if bare, let next = rest.first?.lowercased() {
                if ["g", "gram", "grams", "kg", "oz", "lb"].contains(next) {
                    amount = try FoodAmount.parse(first + " " + next)
                    rest.removeFirst()
                } else if Self.measureWords.contains(next), case .grams(let count) = amount {
                    amount = .portion(amount: count, name: next.hasSuffix("s") && next != "glass" ? String(next.dropLast()) : next)
                    rest.removeFirst()
                }
            }
            let query = rest.joined(separator: " ")
            guard !query.isEmpty, let hit = try await search.search(owner: owner, query: query, limit: 1, database: database).first else {
                throw AlmanacError.invalid("ingredients", "Line \(number + 1): no food matches “\(query)”.")
            }
            let food = try await database.food(owner: owner, id: hit.id)
            let grams: Double
            switch amount {
            case .grams(let g):
                try FoodAmountRules.validateGrams(g, field: "ingredients")
                grams = g
            case .portion(let count, let name): grams = try FoodAmountRules.grams(amount: count, portion: name, of: food.portions)
            }
            result.append((food.id, grams))
        }
        return result
    }

    /// Household measures that may follow an ingredient's amount (`1 cup milk`).
    static let measureWords: Set<String> = [
        "cup", "cups", "tbsp", "tsp", "medium", "large", "small", "slice", "slices", "piece", "pieces", "glass", "serving", "servings",
        "stalk", "clove", "cloves", "leaf", "leaves", "pat", "fl", "can", "package", "breast", "egg",
    ]

    @Sendable func createRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let ingredients = try await ingredients(from: form["ingredients"] ?? "", owner: user.id)
            let servings = try form.number("servings", .servings) ?? 1
            let yield = try form.number("yieldGrams", .yieldGrams)
            let recipe = try await database.saveRecipe(
                owner: user.id, RecipeInput(name: form["name"] ?? "", servings: servings, yieldGrams: yield, ingredients: ingredients))
            return .seeOther("/food/recipes/\(recipe.id)", flash: .success("Created the recipe “\(recipe.name)”.", undo: true))
        } catch let error as AlmanacError {
            return try await renderRecipes(request, context: context, user: user, error: error, form: form)
        }
    }

    @Sendable func recipePage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let detail = try await database.recipe(owner: user.id, id: try context.parameters.require("id"))
        let today = user.preferences.today(at: database.now())
        return Pages.render(detail.recipe.name, request: request, context: context) {
            RecipeView(model: .init(csrf: context.csrfToken, detail: detail, today: today))
        }
    }

    @Sendable func editRecipePage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let detail = try await database.recipe(owner: user.id, id: try context.parameters.require("id"))
        let recipe = detail.recipe
        var pairs = [("name", recipe.name), ("servings", Self.formNumber(recipe.servings))]
        if let yield = recipe.yieldGrams { pairs.append(("yieldGrams", Self.formNumber(yield))) }
        let rows = detail.ingredients.map { RecipeEditView.Row(foodId: $0.foodId, name: $0.name, grams: Self.formNumber($0.grams)) }
        return renderRecipeEdit(request, context: context, detail: detail, form: FormData(pairs), rows: rows)
    }

    func renderRecipeEdit(
        _ request: Request, context: AppRequestContext, detail: RecipeDetail, form: FormData, rows: [RecipeEditView.Row],
        error: AlmanacError? = nil
    ) -> Response {
        Pages.render("Change \(detail.recipe.name)", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            RecipeEditView(
                model: .init(
                    csrf: context.csrfToken, recipeId: detail.recipe.id, title: detail.recipe.name, form: form, rows: rows, error: error))
        }
    }

    /// Saves the edit form: kept rows by food id with their grams, minus the ticked ones, then the new lines.
    @Sendable func updateRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let detail = try await database.recipe(owner: user.id, id: try context.parameters.require("id"))
        let form = try await Body.form(from: request)
        let foods = form.all("food")
        let names = form.all("foodName")
        let amounts = form.all("grams")
        let rows = foods.indices.map {
            RecipeEditView.Row(
                foodId: foods[$0], name: $0 < names.count ? names[$0] : foods[$0], grams: $0 < amounts.count ? amounts[$0] : "")
        }
        do {
            let removed = Set(form.all("remove").compactMap(Int.init))
            var ingredients: [(foodId: String, grams: Double)] = []
            for (index, row) in rows.enumerated() where !removed.contains(index) {
                let grams = try Quantity.gramsPerEntry.parse(optional: row.grams, field: "grams[\(index)]")
                guard let grams else { throw AlmanacError.invalid("grams[\(index)]", "Give the grams of \(row.name), or tick Remove.") }
                ingredients.append((row.foodId, grams))
            }
            if let lines = form.optional("ingredients") { ingredients += try await self.ingredients(from: lines, owner: user.id) }
            guard !ingredients.isEmpty else { throw AlmanacError.invalid("ingredients", "A recipe needs at least one ingredient.") }
            let servings = try form.number("servings", .servings) ?? 1
            let yield = try form.number("yieldGrams", .yieldGrams)
            let recipe = try await database.saveRecipe(
                owner: user.id, id: detail.recipe.id,
                RecipeInput(name: form["name"] ?? "", servings: servings, yieldGrams: yield, ingredients: ingredients))
            return .seeOther("/food/recipes/\(recipe.id)", flash: .success("Saved the recipe “\(recipe.name)”.", undo: true))
        } catch let error as AlmanacError where error.code != "not_found" {
            return renderRecipeEdit(request, context: context, detail: detail, form: form, rows: rows, error: error)
        }
    }

    @Sendable func deleteRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deleteRecipe(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther("/food/recipes", flash: .success("Recipe deleted.", undo: true))
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The food JSON API.
extension FoodController {
    struct FoodJSON: Encodable {
        struct Nutrient: Encodable {
            var number: String
            var name: String
            var unit: String
            var amount: Double
        }
        var id: String
        var ndb: String?
        var kind: String
        var name: String
        var friendlyName: String
        var groupName: String
        var kcalPer100g: Double
        var nutrients: [Nutrient]
        var portions: [FoodPortion]
    }

    struct CustomFoodJSON: Encodable {
        var id: String
        var name: String
        var per100g: [String: Double]
        var servingGrams: Double?
        var portions: [FoodPortion]

        init(_ record: CustomFoodRecord) {
            id = record.id
            name = record.name
            per100g = record.per100g
            servingGrams = record.servingGrams
            portions = record.portionList
        }
    }

    struct CustomFoodRequest: Decodable {
        struct Portion: Decodable {
            var amount: Checked<Quantities.PortionAmount>
            var description: String
            var grams: Checked<Quantities.ServingGrams>
        }
        var name: String
        var nutrients: [String: Checked<Quantities.NutrientAmount>]
        var servingGrams: Checked<Quantities.ServingGrams>?
        var portions: [Portion]?

        var input: CustomFoodInput {
            CustomFoodInput(
                name: name, nutrients: nutrients.mapValues(\.value), servingGrams: servingGrams?.value,
                portions: (portions ?? []).map { FoodPortion(amount: $0.amount.value, description: $0.description, grams: $0.grams.value) })
        }
    }

    struct RecipeJSON: Encodable {
        var id: String
        var name: String
        var servings: Double
        var yieldGrams: Double?
        var totalGrams: Double
        var servingGrams: Double
        var per100g: [String: Double]
        var perServing: [String: Double]
        var ingredients: [RecipeDetail.Ingredient]

        init(_ detail: RecipeDetail) {
            let r = detail.recipe
            id = r.id
            name = r.name
            servings = r.servings
            yieldGrams = r.yieldGrams
            totalGrams = r.totalGrams
            servingGrams = r.servingGrams
            per100g = r.per100g
            perServing = r.per100g.mapValues { $0 * r.servingGrams / 100 }
            ingredients = detail.ingredients
        }
    }

    struct RecipeRequest: Decodable {
        struct Ingredient: Decodable {
            var foodId: String
            var grams: Checked<Quantities.GramsPerEntry>
        }
        var name: String
        var servings: Checked<Quantities.Servings>
        var yieldGrams: Checked<Quantities.YieldGrams>?
        var ingredients: [Ingredient]

        var input: RecipeInput {
            RecipeInput(
                name: name, servings: servings.value, yieldGrams: yieldGrams?.value,
                ingredients: ingredients.map { ($0.foodId, $0.grams.value) })
        }
    }

    struct LogRequest: Decodable {
        var foodId: String
        var grams: Checked<Quantities.GramsPerEntry>?
        var amount: Checked<Quantities.PortionAmount>?
        var portion: String?
        var meal: Meal
        var at: String?
    }

    struct CorrectionRequest: Decodable {
        var grams: Checked<Quantities.GramsPerEntry>?
        var amount: Checked<Quantities.PortionAmount>?
        var portion: String?
        var meal: Meal?
        var at: String?
    }

    static func instant(_ text: String?, field: String = "at") throws -> Date? {
        guard let text else { return nil }
        guard let date = Timestamp.parse(text) else { throw AlmanacError.invalid(field, "\(field) must be an ISO 8601 date-time.") }
        return date
    }

    static func amount(
        grams: Checked<Quantities.GramsPerEntry>?, amount: Checked<Quantities.PortionAmount>?, portion: String?
    ) throws -> FoodAmount? {
        if let grams { return .grams(grams.value) }
        if let portion {
            guard let amount else { throw AlmanacError.invalid("amount", "Give the amount of the portion (1.5 for 1.5 cup).") }
            return .portion(amount: amount.value, name: portion)
        }
        if amount != nil { throw AlmanacError.invalid("portion", "Name the portion the amount is in, or send grams.") }
        return nil
    }

    /// The effective entry `id` as the day document shows it.
    func entryJSON(owner: User, id: String) async throws -> FoodDayDocument.Entry {
        FoodDayDocument.Entry(try await database.foodEntry(owner: owner.id, id: id))
    }

    @Sendable func apiSearch(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let query = request.query
        guard let q = query.optional("q") else { throw AlmanacError.invalid("q", "Say what to search for: ?q=banana.") }
        guard q.count <= 200 else { throw AlmanacError.invalid("q", "A search is at most 200 characters.") }
        var limit = 20
        if let value = try query.whole("limit", .searchLimit) { limit = value }
        return try .json(try await search.search(owner: user.id, query: q, limit: limit, database: database))
    }

    @Sendable func apiFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let food = try await database.food(owner: user.id, id: try context.parameters.require("id"))
        let definitions = try await database.nutrientDefinitions()
        let nutrients = definitions.compactMap { d in
            food.per100g[d.number].map { FoodJSON.Nutrient(number: d.number, name: d.name, unit: d.unit, amount: $0) }
        }
        return try .json(
            FoodJSON(
                id: food.id, ndb: food.ndb, kind: food.kind.rawValue, name: food.name, friendlyName: food.friendlyName,
                groupName: food.groupName,
                kcalPer100g: food.kcalPer100g, nutrients: nutrients, portions: food.portions))
    }

    @Sendable func apiPortions(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.food(owner: user.id, id: try context.parameters.require("id")).portions)
    }

    @Sendable func apiCustomFoods(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.customFoods(owner: user.id).map(CustomFoodJSON.init))
    }

    @Sendable func apiCreateCustomFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(CustomFoodRequest.self, from: request)
        let food = try await database.createCustomFood(owner: user.id, body.input)
        await search.invalidate(owner: user.id)
        return try .json(CustomFoodJSON(food), status: .created)
    }

    @Sendable func apiUpdateCustomFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(CustomFoodRequest.self, from: request)
        let food = try await database.updateCustomFood(owner: user.id, id: try context.parameters.require("id"), body.input)
        await search.invalidate(owner: user.id)
        return try .json(CustomFoodJSON(food))
    }

    @Sendable func apiDeleteCustomFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deleteCustomFood(owner: user.id, id: try context.parameters.require("id"))
        await search.invalidate(owner: user.id)
        return .noContent()
    }

    @Sendable func apiRecipes(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var result: [RecipeJSON] = []
        for recipe in try await database.recipes(owner: user.id) {
            result.append(RecipeJSON(try await database.recipe(owner: user.id, id: recipe.id)))
        }
        return try .json(result)
    }

    @Sendable func apiCreateRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(RecipeRequest.self, from: request)
        let recipe = try await database.saveRecipe(owner: user.id, body.input)
        await search.invalidate(owner: user.id)
        return try .json(RecipeJSON(try await database.recipe(owner: user.id, id: recipe.id)), status: .created)
    }

    @Sendable func apiRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(RecipeJSON(try await database.recipe(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(RecipeRequest.self, from: request)
        let recipe = try await database.saveRecipe(owner: user.id, id: try context.parameters.require("id"), body.input)
        await search.invalidate(owner: user.id)
        return try .json(RecipeJSON(try await database.recipe(owner: user.id, id: recipe.id)))
    }

    @Sendable func apiDeleteRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deleteRecipe(owner: user.id, id: try context.parameters.require("id"))
        await search.invalidate(owner: user.id)
        return .noContent()
    }

    @Sendable func apiLogFood(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(LogRequest.self, from: request)
        guard let amount = try Self.amount(grams: body.grams, amount: body.amount, portion: body.portion) else {
            throw AlmanacError.invalid("grams", "Send grams, or amount with portion.")
        }
        let id = try await database.logFood(
            owner: user.id, foodId: body.foodId, amount: amount, meal: body.meal, at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    @Sendable func apiCorrectEntry(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let body = try await Body.json(CorrectionRequest.self, from: request)
        try await database.correctFoodEntry(
            owner: user.id, id: id, amount: try Self.amount(grams: body.grams, amount: body.amount, portion: body.portion), meal: body.meal,
            at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id))
    }

    @Sendable func apiDeleteEntry(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.retractEntry(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    struct QuickAddRequest: Decodable {
        var kcal: Checked<Quantities.KcalPerEntry>
        var meal: Meal
        var note: String?
        var at: String?
    }

    @Sendable func apiQuickAdd(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(QuickAddRequest.self, from: request)
        let id = try await database.quickAdd(
            owner: user.id, kcal: body.kcal.value, meal: body.meal, note: body.note ?? "", at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    @Sendable func apiDay(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let text = try context.parameters.require("day")
        guard let day = LocalDay(text) else { throw AlmanacError.invalid("day", "\(text) is not a date (YYYY-MM-DD).") }
        return try .json(FoodDayDocument(try await database.foodDay(owner: user.id, day: day)))
    }

    @Sendable func apiLog(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.foodLog(owner: user.id))
    }

    struct WeightJSON: Encodable {
        var id: String
        var occurredAt: Date
        var day: String
        var kilograms: Double
        var trendKg: Double?
    }

    func weightsJSON(owner: String) async throws -> [WeightJSON] {
        let weights = try await database.weights(owner: owner)
        let trend = Dictionary(
            TrendWeight.trend(weights.map { ($0.day, $0.kilograms) }).map { ($0.day, $0.trendKg) }, uniquingKeysWith: { a, _ in a })
        return weights.map {
            WeightJSON(id: $0.id, occurredAt: $0.occurredAt, day: $0.day.description, kilograms: $0.kilograms, trendKg: trend[$0.day])
        }
    }

    @Sendable func apiWeights(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await weightsJSON(owner: user.id))
    }

    struct WeightRequest: Decodable {
        var kilograms: Checked<Quantities.BodyKilograms>
        var at: String?
    }

    @Sendable func apiAddWeight(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(WeightRequest.self, from: request)
        let id = try await database.addWeight(owner: user.id, kilograms: body.kilograms.value, at: try Self.instant(body.at))
        guard let weight = try await weightsJSON(owner: user.id).first(where: { $0.id == id }) else {
            throw AlmanacError.notFound("No weigh-in \(id).")
        }
        return try .json(weight, status: .created)
    }

    struct ActivityRequest: Decodable {
        var name: String
        var minutes: Checked<Quantities.ActivityMinutes>
        var kcal: Checked<Quantities.KcalPerActivity>
        var at: String?
    }

    @Sendable func apiAddActivity(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(ActivityRequest.self, from: request)
        let id = try await database.addActivity(
            owner: user.id, name: body.name, minutes: body.minutes.value, kcal: body.kcal.value, at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    struct EnergySampleRequest: Decodable {
        enum Kind: String, Decodable { case active, basal }
        var kind: Kind
        var kcal: Checked<Quantities.KcalPerSample>
        var at: String?
    }

    @Sendable func apiAddEnergySample(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(EnergySampleRequest.self, from: request)
        let id = try await database.addEnergySample(
            owner: user.id, basal: body.kind == .basal, kcal: body.kcal.value, at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    struct ProfileJSON: Encodable {
        var sex: EnergyProfile.Sex
        var birthYear: Int
        var heightCm: Double
        var activityMultiplier: Double?
    }

    struct ProfileRequest: Decodable {
        var sex: EnergyProfile.Sex
        var birthYear: Checked<Quantities.BirthYear>
        var heightCm: Checked<Quantities.HeightCm>
        var activityMultiplier: Checked<Quantities.ActivityMultiplier>?
    }

    @Sendable func apiProfile(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        guard let profile = try await database.energyProfile(owner: user.id) else {
            throw AlmanacError.notFound("No energy profile yet; PUT one to /api/v1/food/profile.")
        }
        return try .json(
            ProfileJSON(
                sex: profile.sex, birthYear: profile.birthYear, heightCm: profile.heightCm, activityMultiplier: profile.activityMultiplier))
    }

    @Sendable func apiSaveProfile(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(ProfileRequest.self, from: request)
        try await database.setEnergyProfile(
            owner: user.id, sex: body.sex, birthYear: body.birthYear.int, heightCm: body.heightCm.value,
            activityMultiplier: body.activityMultiplier?.value)
        return try .json(
            ProfileJSON(
                sex: body.sex, birthYear: body.birthYear.int, heightCm: body.heightCm.value,
                activityMultiplier: body.activityMultiplier?.value))
    }

    struct TargetRequest: Decodable { var amount: Checked<Quantities.NutrientTarget>? }

    @Sendable func apiSetTarget(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(TargetRequest.self, from: request)
        try await database.setNutrientTarget(
            owner: user.id, nutrient: try context.parameters.require("nutrient"), amount: body.amount?.value)
        return .noContent()
    }
}

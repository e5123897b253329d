import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The food JSON API: searching foods, custom foods, recipes, the log, days, weight, profile and targets.
extension FoodController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(FoodRoutes.API.search, use: apiSearch)
        api.get(FoodRoutes.API.food, use: apiFood)
        api.get(FoodRoutes.API.portions, use: apiPortions)
        api.get(FoodRoutes.API.customFoods, use: apiCustomFoods)
        api.post(FoodRoutes.API.customFoods, use: apiCreateCustomFood)
        api.put(FoodRoutes.API.customFood, use: apiUpdateCustomFood)
        api.delete(FoodRoutes.API.customFood, use: apiDeleteCustomFood)
        api.get(FoodRoutes.API.recipes, use: apiRecipes)
        api.post(FoodRoutes.API.recipes, use: apiCreateRecipe)
        api.get(FoodRoutes.API.recipe, use: apiRecipe)
        api.put(FoodRoutes.API.recipe, use: apiUpdateRecipe)
        api.delete(FoodRoutes.API.recipe, use: apiDeleteRecipe)
        api.post(FoodRoutes.API.entries, use: apiLogFood)
        api.patch(FoodRoutes.API.entry, use: apiCorrectEntry)
        api.delete(FoodRoutes.API.entry, use: apiDeleteEntry)
        api.post(FoodRoutes.API.quickAdd, use: apiQuickAdd)
        api.get(FoodRoutes.API.day, use: apiDay)
        api.get(FoodRoutes.API.log, use: apiLog)
        api.get(FoodRoutes.API.weights, use: apiWeights)
        api.post(FoodRoutes.API.weights, use: apiAddWeight)
        api.post(FoodRoutes.API.activities, use: apiAddActivity)
        api.post(FoodRoutes.API.energySamples, use: apiAddEnergySample)
        api.get(FoodRoutes.API.profile, use: apiProfile)
        api.put(FoodRoutes.API.profile, use: apiSaveProfile)
        api.put(FoodRoutes.API.target, use: apiSetTarget)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .get, FoodRoutes.API.search, "Search foods (SR28, your custom foods and recipes), best first",
            response: .array(FoodSearchResult.schema),
            query: [QueryParameter("q", .nonBlank, required: true), .number("limit", .searchLimit)]),
        .init(.get, FoodRoutes.API.food, "A food by NDB or id: every nutrient per 100 g and its portions", response: FoodJSON.Food.schema),
        .init(.get, FoodRoutes.API.portions, "A food's household measures (1 cup = 244 g)", response: .array(FoodPortion.schema)),
        .init(.get, FoodRoutes.API.customFoods, "Your custom foods", response: .array(FoodJSON.CustomFood.schema)),
        .init(
            .post, FoodRoutes.API.customFoods, "Create a custom food (nutrients per 100 g, or per serving with servingGrams)",
            request: FoodJSON.CustomFoodRequest.schema, response: FoodJSON.CustomFood.schema, status: 201),
        .init(
            .put, FoodRoutes.API.customFood, "Change a custom food; recipes using it are recomputed",
            request: FoodJSON.CustomFoodRequest.schema,
            response: FoodJSON.CustomFood.schema),
        .init(.delete, FoodRoutes.API.customFood, "Delete a custom food that no recipe uses", status: 204, errors: [409]),
        .init(.get, FoodRoutes.API.recipes, "Your recipes", response: .array(FoodJSON.Recipe.schema)),
        .init(
            .post, FoodRoutes.API.recipes, "Create a recipe; nutrients are computed from the ingredients",
            request: FoodJSON.RecipeRequest.schema,
            response: FoodJSON.Recipe.schema, status: 201, errors: [404]),
        .init(.get, FoodRoutes.API.recipe, "A recipe with its ingredients and nutrients", response: FoodJSON.Recipe.schema),
        .init(
            .put, FoodRoutes.API.recipe, "Replace a recipe and its ingredients", request: FoodJSON.RecipeRequest.schema,
            response: FoodJSON.Recipe.schema),
        .init(.delete, FoodRoutes.API.recipe, "Delete a recipe", status: 204),
        .init(
            .post, FoodRoutes.API.entries, "Log a food: grams, or amount of a portion (1.5 cup)", request: FoodJSON.LogRequest.schema,
            response: FoodDayDocument.Entry.schema,
            status: 201, errors: [404]),
        .init(
            .patch, FoodRoutes.API.entry, "Correct a logged food (appends a correction event)",
            request: FoodJSON.CorrectionRequest.schema,
            response: FoodDayDocument.Entry.schema),
        .init(.delete, FoodRoutes.API.entry, "Delete any log entry (appends a retraction event)", status: 204),
        .init(
            .post, FoodRoutes.API.quickAdd, "Add calories without a food",
            request: FoodJSON.QuickAddRequest.schema,
            response: FoodDayDocument.Entry.schema, status: 201),
        .init(
            .get, FoodRoutes.API.day, "A local day: consumed, burned, left, macros, nutrients and entries",
            response: FoodDayDocument.schema),
        .init(
            .get, FoodRoutes.API.log,
            "The raw immutable log, newest first, a page at a time (see Paging): records, corrections and retractions",
            response: .array(FoodEvent.schema), query: Paging.parameters),
        .init(
            .get, FoodRoutes.API.weights, "Weigh-ins with the trend weight of their day, newest first, a page at a time (see Paging)",
            response: .array(FoodJSON.Weight.schema), query: Paging.parameters),
        .init(
            .post, FoodRoutes.API.weights, "Record a weigh-in",
            request: FoodJSON.WeightRequest.schema,
            response: FoodJSON.Weight.schema, status: 201),
        .init(
            .post, FoodRoutes.API.activities, "Record an activity (kcal on top of resting energy)",
            request: FoodJSON.ActivityRequest.schema,
            response: FoodDayDocument.Entry.schema, status: 201),
        .init(
            .post, FoodRoutes.API.energySamples, "Record measured active or basal energy",
            request: FoodJSON.EnergySampleRequest.schema,
            response: FoodDayDocument.Entry.schema, status: 201),
        .init(
            .get, FoodRoutes.API.profile, "Your energy profile (sex, birth year, height)", response: FoodJSON.Profile.schema, errors: [404]),
        .init(
            .put, FoodRoutes.API.profile, "Set your energy profile", request: FoodJSON.ProfileRequest.schema,
            response: FoodJSON.Profile.schema),
        .init(
            .put, FoodRoutes.API.target, "Set (amount) or remove (amount null) a daily nutrient target",
            request: FoodJSON.TargetRequest.schema, status: 204),
    ]

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

    @Sendable func apiSearch(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        guard let q = query.optional("q") else { throw AlmanacError.invalid("q", "Say what to search for: ?q=banana.") }
        guard q.count <= 200 else { throw AlmanacError.invalid("q", "A search is at most 200 characters.") }
        var limit = 20
        if let value = try query.whole("limit", .searchLimit) { limit = value }
        return try .json(try await search.search(owner: user.id, query: q, limit: limit, database: database))
    }

    @Sendable func apiFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let (food, definitions) = try await database.foodAndNutrientDefinitions(owner: user.id, id: try context.parameters.require("id"))
        let nutrients = definitions.compactMap { d in
            food.per100g[d.number].map { FoodJSON.Food.Nutrient(number: d.number, name: d.name, unit: d.unit, amount: $0) }
        }
        return try .json(
            FoodJSON.Food(
                id: food.id, ndb: food.ndb, kind: food.kind, name: food.name, friendlyName: food.friendlyName,
                groupName: food.groupName,
                kcalPer100g: food.kcalPer100g, nutrients: nutrients, portions: food.portions))
    }

    @Sendable func apiPortions(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.food(owner: user.id, id: try context.parameters.require("id")).portions)
    }

    @Sendable func apiCustomFoods(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.customFoods(owner: user.id).map(FoodJSON.CustomFood.init))
    }

    @Sendable func apiCreateCustomFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.CustomFoodRequest.self, from: request)
        let food = try await database.createCustomFood(owner: user.id, body.input)
        await search.invalidate(owner: user.id)
        return try .json(FoodJSON.CustomFood(food), status: .created)
    }

    @Sendable func apiUpdateCustomFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.CustomFoodRequest.self, from: request)
        let food = try await database.updateCustomFood(owner: user.id, id: try context.parameters.require("id"), body.input)
        await search.invalidate(owner: user.id)
        return try .json(FoodJSON.CustomFood(food))
    }

    @Sendable func apiDeleteCustomFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteCustomFood(owner: user.id, id: try context.parameters.require("id"))
        await search.invalidate(owner: user.id)
        return .noContent()
    }

    @Sendable func apiRecipes(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.recipeDetails(owner: user.id).map(FoodJSON.Recipe.init))
    }

    @Sendable func apiCreateRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.RecipeRequest.self, from: request)
        let recipe = try await database.saveRecipe(owner: user.id, body.input)
        await search.invalidate(owner: user.id)
        return try .json(FoodJSON.Recipe(try await database.recipe(owner: user.id, id: recipe.id)), status: .created)
    }

    @Sendable func apiRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(FoodJSON.Recipe(try await database.recipe(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.RecipeRequest.self, from: request)
        let recipe = try await database.saveRecipe(owner: user.id, id: try context.parameters.require("id"), body.input)
        await search.invalidate(owner: user.id)
        return try .json(FoodJSON.Recipe(try await database.recipe(owner: user.id, id: recipe.id)))
    }

    @Sendable func apiDeleteRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteRecipe(owner: user.id, id: try context.parameters.require("id"))
        await search.invalidate(owner: user.id)
        return .noContent()
    }

    @Sendable func apiLogFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.LogRequest.self, from: request)
        guard let amount = try Self.amount(grams: body.grams, amount: body.amount, portion: body.portion) else {
            throw AlmanacError.invalid("grams", "Send grams, or amount with portion.")
        }
        let id = try await database.logFood(
            owner: user.id, foodId: body.foodId, amount: amount, meal: body.meal, at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    @Sendable func apiCorrectEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(FoodJSON.CorrectionRequest.self, from: request)
        try await database.correctFoodEntry(
            owner: user.id, id: id, amount: try Self.amount(grams: body.grams, amount: body.amount, portion: body.portion), meal: body.meal,
            at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id))
    }

    @Sendable func apiDeleteEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.retractEntry(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiQuickAdd(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.QuickAddRequest.self, from: request)
        let id = try await database.quickAdd(
            owner: user.id, kcal: body.kcal.value, meal: body.meal, note: body.note ?? "", at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    @Sendable func apiDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        // today, yesterday or YYYY-MM-DD, in the user's zone and day start (as in the System API).
        let day = try Self.day(try context.parameters.require("day"), user: user, now: database.now())
        return try .json(FoodDayDocument(try await database.foodDay(owner: user.id, day: day)))
    }

    @Sendable func apiLog(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let limit = try Paging.limit(request)
        let (events, older) = try await database.foodLog(owner: user.id, before: request.query.optional("before"), limit: limit)
        let response = Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: try FoodJSON.log(events)))
        return Paging.linking(response, request, older: older, limit: limit)
    }

    @Sendable func apiWeights(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let limit = try Paging.limit(request)
        let page = try await database.weighIns(owner: user.id, before: request.query.optional("before"), limit: limit)
        return Paging.linking(try .json(FoodJSON.Weight.page(page)), request, older: page.older, limit: limit)
    }

    @Sendable func apiAddWeight(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.WeightRequest.self, from: request)
        let id = try await database.addWeight(owner: user.id, kilograms: body.kilograms.value, at: try Self.instant(body.at))
        guard let added = try await database.weighIn(owner: user.id, id: id) else { throw AlmanacError.notFound("No weigh-in \(id).") }
        return try .json(FoodJSON.Weight(added.weight, trendKg: added.trendKg), status: .created)
    }

    @Sendable func apiAddActivity(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.ActivityRequest.self, from: request)
        let id = try await database.addActivity(
            owner: user.id, name: body.name, minutes: body.minutes.value, kcal: body.kcal.value, at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    @Sendable func apiAddEnergySample(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.EnergySampleRequest.self, from: request)
        let id = try await database.addEnergySample(
            owner: user.id, basal: body.kind == .basal, kcal: body.kcal.value, at: try Self.instant(body.at))
        return try .json(try await entryJSON(owner: user, id: id), status: .created)
    }

    @Sendable func apiProfile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard let profile = try await database.energyProfile(owner: user.id) else {
            throw AlmanacError.notFound("No energy profile yet; PUT one to /api/v1/food/profile.")
        }
        return try .json(
            FoodJSON.Profile(
                sex: profile.sex, birthYear: profile.birthYear, heightCm: profile.heightCm, activityMultiplier: profile.activityMultiplier))
    }

    @Sendable func apiSaveProfile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.ProfileRequest.self, from: request)
        try await database.setEnergyProfile(
            owner: user.id, sex: body.sex, birthYear: body.birthYear.int, heightCm: body.heightCm.value,
            activityMultiplier: body.activityMultiplier?.value)
        return try .json(
            FoodJSON.Profile(
                sex: body.sex, birthYear: body.birthYear.int, heightCm: body.heightCm.value,
                activityMultiplier: body.activityMultiplier?.value))
    }

    @Sendable func apiSetTarget(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FoodJSON.TargetRequest.self, from: request)
        try await database.setNutrientTarget(
            owner: user.id, nutrient: try context.parameters.require("nutrient"), amount: body.amount?.value)
        return .noContent()
    }
}

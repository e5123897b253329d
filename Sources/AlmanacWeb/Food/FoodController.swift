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

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        // A served data file loads the shipped food database in the background at start, so the
        // first search does not wait; test databases in memory load it only when a test needs it.
        let path = database.writer.path
        if path != ":memory:" && !path.isEmpty && !path.contains("mode=memory") {
            let database = self.database
            Task.detached(priority: .utility) { _ = try? await database.ensureFoodCatalog() }
        }
        router.get(FoodRoutes.day, use: dayPage)
        router.get(FoodRoutes.searchResults, use: searchResults)
        router.post(FoodRoutes.log, use: logFood)
        router.post(FoodRoutes.quickAdd, use: quickAdd)
        router.post(FoodRoutes.activity, use: addActivity)
        router.post(FoodRoutes.copyMeal, use: copyMeal)
        router.post(FoodRoutes.editEntry, use: editEntry)
        router.post(FoodRoutes.deleteEntry, use: deleteEntry)
        router.get(FoodRoutes.food, use: foodPage)
        router.get(FoodRoutes.history, use: historyPage)
        router.post(FoodRoutes.targets, use: setTarget)
        router.get(FoodRoutes.weight, use: weightPage)
        router.post(FoodRoutes.weight, use: addWeight)
        router.post(FoodRoutes.profile, use: saveProfile)
        router.get(FoodRoutes.customFoods, use: customFoodsPage)
        router.post(FoodRoutes.customFoods, use: createCustomFood)
        router.get(FoodRoutes.editCustomFood, use: editCustomFoodPage)
        router.post(FoodRoutes.customFood, use: updateCustomFood)
        router.post(FoodRoutes.deleteCustomFood, use: deleteCustomFood)
        router.get(FoodRoutes.recipes, use: recipesPage)
        router.post(FoodRoutes.recipes, use: createRecipe)
        router.get(FoodRoutes.recipe, use: recipePage)
        router.get(FoodRoutes.editRecipe, use: editRecipePage)
        router.post(FoodRoutes.recipe, use: updateRecipe)
        router.post(FoodRoutes.deleteRecipe, use: deleteRecipe)

        registerAPI(api)
    }

    // MARK: Helpers

    /// The day a request names: today, yesterday or YYYY-MM-DD (`DayReference`); blank is today.
    static func day(_ text: String?, user: User, now: Date) throws -> LocalDay {
        try DayReference.parse(text, today: user.preferences.today(at: now))
    }

    /// The instant of `time` on `day` by the food log's day-start rule (`FoodDayStart`).
    static func instant(day: LocalDay, time: String?, user: User, now: Date) throws -> Date {
        try FoodDayStart.instant(day: day, time: time, preferences: user.preferences, now: now)
    }

    static func meal(_ text: String?) throws -> Meal {
        guard let text, let meal = Meal(rawValue: text) else {
            throw AlmanacError.invalid("meal", "The meal is breakfast, lunch, dinner or snack.")
        }
        return meal
    }

    // MARK: Pages

    @Sendable func dayPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderDay(request, context: context, user: user)
    }

    func renderDay(
        _ request: Request, context: SignedInContext, user: User, error: AlmanacError? = nil, status: HTTPResponse.Status = .ok,
        form: FormData? = nil
    ) async throws -> Response {
        let now = database.now()
        let query = request.query
        let shown = FoodDayFields.shown(form)
        let day = try Self.day(shown.day ?? query["day"], user: user, now: now)
        let today = user.preferences.today(at: now)
        let q = query.optional("q") ?? ""
        let data = try await database.foodDayPage(
            owner: user.id, day: day, foodId: shown.food ?? query.optional("food"), searching: !q.isEmpty)
        var results: [FoodSearchResult] = []
        if let state = data.search {
            results = try await search.search(owner: user.id, query: q, limit: 15, state: state, database: database)
        }
        let model = FoodDayView.Model(
            csrf: context.csrfToken, day: day, today: today, report: data.report, query: q, results: results, selected: data.selected,
            suggestedMeal: Meal.suggested(at: now, in: user.preferences.zone),
            nowTime: WallClockTime.of(now, in: user.preferences.zone).description,
            zone: user.preferences.zone, error: error, form: form, usual: data.usual)
        return Pages.render(
            day == today ? "Food" : "Food · \(Dates.relative(day, today: today))", request: request, context: context, status: status
        ) {
            FoodDayView(model: model)
        }
    }

    /// The results for `q` as the day page lists them: what its script shows as you type.
    @Sendable func searchResults(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let day = try Self.day(query["day"], user: user, now: database.now())
        let q = query.optional("q") ?? ""
        guard q.count <= 200 else { throw AlmanacError.invalid("q", "A search is at most 200 characters.") }
        let results = q.isEmpty ? [] : try await search.search(owner: user.id, query: q, limit: 10, database: database)
        return .html(FoodSearchResults(day: day, query: q, results: results).render())
    }

    /// Runs a form action; a refused one shows the day page again with the error and a 400.
    func formAction(
        _ request: Request, context: SignedInContext, _ action: (User, FormData) async throws -> Response
    ) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            return try await action(user, form)
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderDay(request, context: context, user: user, error: error, status: .badRequest, form: form)
        }
    }

    @Sendable func logFood(_ request: Request, context: SignedInContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let log = try LogFoodFields(form, user: user, now: now)
            try await database.logFood(owner: user.id, foodId: log.foodId, amount: log.amount, meal: log.meal, at: log.when.at)
            let food = try await database.food(owner: user.id, id: log.foodId)
            return .seeOther(
                FoodRoutes.day(log.when.day, today: user.preferences.today(at: now)),
                flash: .success("Logged “\(food.friendlyName)”.", undo: true))
        }
    }

    @Sendable func quickAdd(_ request: Request, context: SignedInContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let added = try QuickAddFields(form, user: user, now: now)
            try await database.quickAdd(owner: user.id, kcal: added.kcal, meal: added.meal, note: added.note, at: added.when.at)
            return .seeOther(
                FoodRoutes.day(added.when.day, today: user.preferences.today(at: now)),
                flash: .success("Added \(NumberText.whole(added.kcal)) kcal.", undo: true)
            )
        }
    }

    @Sendable func addActivity(_ request: Request, context: SignedInContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let activity = try ActivityFields(form, user: user, now: now)
            try await database.addActivity(
                owner: user.id, name: activity.name, minutes: activity.minutes, kcal: activity.kcal, at: activity.when.at)
            return .seeOther(
                FoodRoutes.day(activity.when.day, today: user.preferences.today(at: now)), flash: .success("Activity added.", undo: true))
        }
    }

    @Sendable func copyMeal(_ request: Request, context: SignedInContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let copy = try FoodEntryFields(form, user: user, now: now, mealRequired: true)
            let (day, meal) = (copy.day, copy.meal ?? .snack)
            let count = try await database.copyMeal(owner: user.id, meal: meal, from: day.adding(days: -1), to: day)
            return .seeOther(
                FoodRoutes.day(day, today: user.preferences.today(at: now)),
                flash: .success("Copied \(count) \(count == 1 ? "entry" : "entries") from yesterday's \(meal.rawValue).", undo: true))
        }
    }

    @Sendable func editEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        try await formAction(request, context: context) { user, form in
            let now = database.now()
            let entry = try FoodEntryFields(form, user: user, now: now)
            let id = try context.parameters.require("id")
            try await database.correctFoodEntry(owner: user.id, id: id, amount: entry.grams.map { .grams($0) }, meal: entry.meal, at: nil)
            return .seeOther(
                FoodRoutes.day(entry.day, today: user.preferences.today(at: now)), flash: .success("Entry changed.", undo: true))
        }
    }

    @Sendable func deleteEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let now = database.now()
        let entry = try FoodEntryFields(form, user: user, now: now)
        try await database.retractEntry(owner: user.id, id: try context.parameters.require("id"))
        let back = entry.back == "weight" ? FoodRoutes.weight.href : FoodRoutes.day(entry.day, today: user.preferences.today(at: now))
        return .seeOther(back, flash: .success("Entry deleted.", undo: true))
    }

    @Sendable func foodPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let data = try await database.foodPage(owner: user.id, id: try context.parameters.require("id"))
        let today = user.preferences.today(at: database.now())
        return Pages.render(data.food.friendlyName, request: request, context: context) {
            FoodDetailView(model: .init(csrf: context.csrfToken, food: data.food, definitions: data.definitions, today: today))
        }
    }

    @Sendable func historyPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderHistory(request, context: context, user: user)
    }

    func renderHistory(_ request: Request, context: SignedInContext, user: User, error: AlmanacError? = nil) async throws -> Response {
        let today = user.preferences.today(at: database.now())
        let days = (0..<30).map { today.adding(days: $0 - 29) }
        let data = try await database.foodHistoryPage(owner: user.id, days: days, nutrients: FoodHistoryView.highlighted)
        return Pages.render("Food history", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            FoodHistoryView(
                model: .init(
                    csrf: context.csrfToken, reports: data.reports, definitions: data.definitions, logged: data.logged, today: today,
                    error: error))
        }
    }

    @Sendable func setTarget(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let target = try NutrientTargetFields(form)
            try await database.setNutrientTarget(owner: user.id, nutrient: target.nutrient, amount: target.amount)
            return .seeOther(
                FoodRoutes.history.href, flash: .success(target.amount == nil ? "Target removed." : "Target saved.", undo: true))
        } catch let error as AlmanacError {
            return try await renderHistory(request, context: context, user: user, error: error)
        }
    }

    @Sendable func weightPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderWeight(request, context: context, user: user)
    }

    func renderWeight(_ request: Request, context: SignedInContext, user: User, error: AlmanacError? = nil, form: FormData? = nil)
        async throws -> Response
    {
        let data = try await database.weightPage(owner: user.id, today: user.preferences.today(at: database.now()))
        return Pages.render("Weight", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            WeightView(
                model: .init(
                    csrf: context.csrfToken, recent: data.recent, trend: data.trend, profile: data.profile, today: data.today, error: error,
                    form: form))
        }
    }

    @Sendable func addWeight(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let value = try WeightFields(form).kilograms
            try await database.addWeight(owner: user.id, kilograms: value)
            return .seeOther(FoodRoutes.weight.href, flash: .success(String(format: "Recorded %.1f kg.", value), undo: true))
        } catch let error as AlmanacError {
            return try await renderWeight(request, context: context, user: user, error: error, form: form)
        }
    }

    @Sendable func saveProfile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let profile = try EnergyProfileFields(form)
            try await database.setEnergyProfile(
                owner: user.id, sex: profile.sex, birthYear: profile.birthYear, heightCm: profile.heightCm,
                activityMultiplier: profile.activityMultiplier)
            return .seeOther(FoodRoutes.weight.href, flash: .success("Energy profile saved.", undo: true))
        } catch let error as AlmanacError {
            return try await renderWeight(request, context: context, user: user, error: error, form: form)
        }
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The app with the five sample foods (not the whole SR28 catalogue: that is the store test's job).
private func makeFoodApp() async throws -> (AppDatabase, some ApplicationProtocol) {
    let (database, app) = try await makeApp()
    try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
    return (database, app)
}

private func today(_ database: AppDatabase) async throws -> LocalDay {
    let user = try await database.user(named: "ada")
    return user.preferences.today(at: database.now())
}

@Suite struct FoodWebTests {
    @Test func searchLogAndTheDaySummaryAgreeWithThePage() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let page = try await visitor.get("/food")
            #expect(page.status == .ok)
            #expect(page.text.contains("food-ring"))
            #expect(page.text.contains("No double counting"))

            let search = try await visitor.api(.get, "/api/v1/foods/search?q=banana&limit=3")
            let results = try JSONSerialization.jsonObject(with: Data(search.text.utf8)) as? [[String: Any]] ?? []
            #expect(results.first?["ndb"] as? String == "09040")
            #expect(results.first?["friendlyName"] as? String == "Banana, raw")
            #expect(results.first?["kcalPer100g"] as? Double == 89)

            // No JavaScript: the GET form lists results, each result opens the log form.
            let listed = try await visitor.get("/food?q=brocoli")
            #expect(listed.text.contains("Broccoli, raw"))
            let form = try await visitor.get("/food?food=09040")
            #expect(form.text.contains("medium (7&quot; to 7-7/8&quot; long) (118 g)"))

            let day = try await today(database)
            let logged = try await visitor.post(
                "/food/log",
                form: ["food": "09040", "amount": "1", "unit": "medium (7\" to 7-7/8\" long)", "meal": "breakfast", "day": day.description])
            #expect(logged.status == .seeOther)
            let after = try await visitor.get("/food")
            #expect(after.text.contains("Banana, raw"))
            #expect(after.text.contains("105 kcal"))  // 118 g × 0.89

            let api = try await visitor.api(.get, "/api/v1/food/days/\(day)")
            #expect(api.status == .ok)
            #expect(abs((api.json["consumedKcal"] as? Double ?? 0) - 105.02) < 0.01)
            let entries = api.json["entries"] as? [[String: Any]] ?? []
            #expect(entries.first?["meal"] as? String == "breakfast")
            #expect(entries.first?["grams"] as? Double == 118)
        }
    }

    @Test func theAPILogsCorrectsAndDeletesThroughTheImmutableLog() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let created = try await visitor.api(
                .post, "/api/v1/food/entries",
                json: #"{"foodId": "01079", "amount": 1.5, "portion": "cup", "meal": "breakfast", "at": "2026-11-22T07:30:00.000Z"}"#)
            #expect(created.status == .created)
            let id = created.json["id"] as? String ?? ""
            #expect(created.json["grams"] as? Double == 366)
            let patched = try await visitor.api(.patch, "/api/v1/food/entries/\(id)", json: #"{"grams": 200}"#)
            #expect(patched.json["grams"] as? Double == 200)
            #expect(try await visitor.api(.get, "/api/v1/food/days/2026-11-22").json["consumedKcal"] as? Double == 100)
            #expect(try await visitor.api(.delete, "/api/v1/food/entries/\(id)").status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/food/days/2026-11-22").json["consumedKcal"] as? Double == 0)
            let log = try await visitor.api(.get, "/api/v1/food/log")
            let events = try JSONSerialization.jsonObject(with: Data(log.text.utf8)) as? [[String: Any]] ?? []
            #expect(events.count == 3)
            // Newest written first: the retraction, the correction, the record.
            #expect(events.map { ($0["body"] as? [String: Any])?.keys.first } == ["retraction", "correction", "record"])
            _ = database
        }
    }

    /// The raw log answers each kind of entry in its own shape, and the document's `oneOf` describes
    /// every one (the answer is checked against it, as every API answer in these tests is).
    @Test func theRawLogAnswersEveryKindOfEntryAsTheDocumentDescribesIt() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let at = #""at": "2026-11-22T12:30:00.000Z""#
            for (path, body) in [
                ("/food/entries", #"{"foodId": "01079", "grams": 100, "meal": "lunch", \#(at)}"#),
                ("/food/quick-add", #"{"kcal": 150, "meal": "snack", "note": "cake", \#(at)}"#),
                ("/activities", #"{"name": "Walk", "minutes": 30, "kcal": 120, \#(at)}"#),
                ("/energy-samples", #"{"kind": "active", "kcal": 300, \#(at)}"#),
                ("/energy-samples", #"{"kind": "basal", "kcal": 1600, \#(at)}"#),
                ("/weights", #"{"kilograms": 71.5, \#(at)}"#),
            ] {
                #expect(try await visitor.api(.post, "/api/v1" + path, json: body).status == .created, "\(path) \(body)")
            }
            let log = try await visitor.api(.get, "/api/v1/food/log")
            let kinds = log.jsonArray.compactMap { event in
                ((event["body"] as? [String: Any])?["record"] as? [String: Any])?["_0"].flatMap { ($0 as? [String: Any])?.keys.first }
            }
            #expect(Set(kinds) == ["eaten", "quickAdd", "activity", "activeEnergy", "basalEnergy", "weight"])
            // A correction and a retraction too; the answer is written from the stored rows, byte
            // for byte what the encoder makes of the events.
            let id = try #require(log.jsonArray.last?["id"] as? String)
            #expect(try await visitor.api(.patch, "/api/v1/food/entries/\(id)", json: #"{"grams": 80}"#).status == .ok)
            #expect(try await visitor.api(.delete, "/api/v1/food/entries/\(id)").status == .noContent)
            let owner = try #require(try await database.users().first).id
            let events = Array(try await database.foodLog(owner: owner).reversed())
            #expect(events.count == 8)
            let answer = try await visitor.api(.get, "/api/v1/food/log").text
            #expect(answer == String(decoding: try JSONEncoder.almanac.encode(events), as: UTF8.self))
        }
    }

    @Test func theFoodLogPagesNewestFirstWithALinkToTheNext() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            for hour in 6..<13 {
                let created = try await visitor.api(
                    .post, "/api/v1/food/entries",
                    json: #"{"foodId": "01079", "grams": 100, "meal": "lunch", "at": "2026-11-22T\#(hour):00:00.000Z"}"#)
                #expect(created.status == .created)
            }
            let owner = try #require(try await database.users().first).id
            let written = try await database.foodLog(owner: owner, before: nil, limit: 500).events.map(\.id)
            #expect(written.count == 7)
            var walked: [String] = []
            var path: String? = "/food/log?limit=3"
            var pages = 0
            while let next = path {
                let page = try await visitor.api(.get, "/api/v1" + next)
                #expect(page.status == .ok)
                walked += page.jsonArray.compactMap { $0["id"] as? String }
                let link = page.headers[HTTPField.Name("Link")!]
                path = link?.firstMatch(of: /^<\/api\/v1([^>]*)>; rel="next"$/).map { String($0.1) }
                #expect(link == nil || path != nil, "a Link that is not the next page's: \(link ?? "")")
                pages += 1
            }
            #expect(pages == 3 && walked == written)
            #expect(try await visitor.api(.get, "/api/v1/food/log?limit=0").errorField == "limit")
            #expect(try await visitor.api(.get, "/api/v1/food/log?before=nothing").errorField == "before")
        }
    }

    @Test func theWeighInsPageNewestFirstEachWithItsTrend() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            var trends: [String: Double] = [:]
            for (day, kilograms) in [(1, 80.0), (2, 79.0), (2, 78.0), (4, 79.5), (9, 77.0), (10, 76.5), (12, 77.5)] {
                let created = try await visitor.api(
                    .post, "/api/v1/weights", json: #"{"kilograms": \#(kilograms), "at": "2026-11-\#(10 + day)T07:00:00.000Z"}"#)
                #expect(created.status == .created)
                let json = (try? JSONSerialization.jsonObject(with: Data(created.text.utf8))) as? [String: Any] ?? [:]
                if let id = json["id"] as? String { trends[id] = json["trendKg"] as? Double }
            }
            let owner = try #require(try await database.users().first).id
            let every = try await database.weights(owner: owner)
            let trend = Dictionary(
                TrendWeight.trend(every.map { ($0.day, $0.kilograms) }).map { ($0.day.description, $0.trendKg) },
                uniquingKeysWith: { a, _ in a })
            var walked: [[String: Any]] = []
            var path: String? = "/weights?limit=3"
            var pages = 0
            while let next = path {
                let page = try await visitor.api(.get, "/api/v1" + next)
                #expect(page.status == .ok)
                walked += page.jsonArray
                path = page.headers[HTTPField.Name("Link")!]?.firstMatch(of: /^<\/api\/v1([^>]*)>; rel="next"$/).map { String($0.1) }
                pages += 1
            }
            #expect(pages == 3 && walked.compactMap { $0["id"] as? String } == every.reversed().map(\.id))
            // Each with the trend of its day, as computed from every weigh-in; the last one written had it when it was made.
            #expect(walked.map { $0["trendKg"] as? Double } == walked.map { trend[$0["day"] as? String ?? ""] })
            #expect(trends[every[every.count - 1].id] == trend["2026-11-22"])
            #expect(try await visitor.api(.get, "/api/v1/weights?limit=501").errorField == "limit")
            #expect(try await visitor.api(.get, "/api/v1/weights?before=nothing").errorField == "before")
        }
    }

    @Test func liveSearchResultsAreThePagesOwnMarkup() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let day = try await today(database).adding(days: -1)
            let live = try await visitor.get("/food/search?day=yesterday&q=banana")
            #expect(live.status == .ok)
            #expect(live.text.hasPrefix("<ol class=\"food-results\" id=\"food-results\""))
            #expect(live.text.contains("href=\"/food?day=\(day)&amp;food=09040#log\""))
            #expect(live.text.contains("Banana, raw"))
            // The page without JavaScript lists the same result the same way.
            let page = try await visitor.get("/food?day=\(day)&q=banana")
            #expect(page.text.contains("href=\"/food?day=\(day)&amp;food=09040#log\""))
            let none = try await visitor.get("/food/search?q=xylophone")
            #expect(none.text.contains("No food matches “xylophone”."))
        }
    }

    @Test func theDayAPIAcceptsTodayAndYesterdayLikeTheSystemAPI() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let day = try await today(database)
            let user = try await database.user(named: "ada")
            _ = try await database.quickAdd(owner: user.id, kcal: 300, meal: .lunch)
            let named = try await visitor.api(.get, "/api/v1/food/days/today")
            #expect(named.status == .ok)
            #expect(named.json["day"] as? String == day.description)
            #expect(named.json["consumedKcal"] as? Double == 300)
            let yesterday = try await visitor.api(.get, "/api/v1/food/days/yesterday")
            #expect(yesterday.json["day"] as? String == day.adding(days: -1).description)
            #expect(yesterday.json["consumedKcal"] as? Double == 0)
            let refused = try await visitor.api(.get, "/api/v1/food/days/someday")
            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "day")
        }
    }

    @Test func badInputIsRefusedNamingTheFieldAndWritesNothing() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            // Numbers outside what they mean are 422 (out_of_range); other refusals 400.
            let cases: [(String, String, String, HTTPResponse.Status)] = [
                ("/api/v1/food/entries", #"{"foodId": "09040", "grams": -5, "meal": "lunch"}"#, "grams", .unprocessableContent),
                ("/api/v1/food/entries", #"{"foodId": "09040", "grams": 12000, "meal": "lunch"}"#, "grams", .unprocessableContent),
                ("/api/v1/food/entries", #"{"foodId": "08120", "grams": 6000, "meal": "lunch"}"#, "kcal", .unprocessableContent),
                ("/api/v1/food/entries", #"{"foodId": "09040", "amount": 1, "portion": "slice", "meal": "lunch"}"#, "portion", .badRequest),
                ("/api/v1/food/entries", #"{"foodId": "09040", "grams": "lots", "meal": "lunch"}"#, "grams", .badRequest),
                ("/api/v1/food/entries", #"{"foodId": "09040", "grams": 100, "meal": "brunch"}"#, "meal", .badRequest),
                ("/api/v1/food/quick-add", #"{"kcal": 25000, "meal": "snack"}"#, "kcal", .unprocessableContent),
                ("/api/v1/custom-foods", #"{"name": "Protein bomb", "nutrients": {"208": 400, "203": 150}}"#, "nutrients.203", .badRequest),
                ("/api/v1/custom-foods", #"{"name": "", "nutrients": {"208": 100}}"#, "name", .badRequest),
                ("/api/v1/recipes", #"{"name": "Air", "servings": 2, "ingredients": []}"#, "ingredients", .badRequest),
                (
                    "/api/v1/recipes", #"{"name": "Soup", "servings": 0, "ingredients": [{"foodId": "11090", "grams": 100}]}"#, "servings",
                    .unprocessableContent
                ),
                ("/api/v1/weights", #"{"kilograms": 1000}"#, "kilograms", .unprocessableContent),
            ]
            for (path, body, field, status) in cases {
                let response = try await visitor.api(.post, path, json: body)
                #expect(response.status == status, "\(path) \(body)")
                #expect(response.errorField == field, "\(path) \(body): \(response.text)")
            }
            let user = try await database.user(named: "ada")
            #expect(try await database.foodLog(owner: user.id).isEmpty)
            #expect(try await database.customFoods(owner: user.id).isEmpty)
            #expect(try await database.history(owner: user.id).isEmpty)
            // The form says what was wrong, on the page, with a 400.
            let page = try await visitor.post("/food/log", form: ["food": "09040", "amount": "20000", "unit": "g", "meal": "lunch"])
            #expect(page.status == .badRequest)
            #expect(page.text.contains("Grams of one food must be more than 0 and at most 10,000 g; 20000 was given."))
            #expect(try await visitor.api(.get, "/api/v1/foods/search").errorField == "q")
        }
    }

    @Test func anotherUsersEntriesFoodsAndRecipesAreNotFound() async throws {
        let (database, app) = try await makeFoodApp()
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let entry = try await database.logFood(owner: bob.id, foodId: "09040", amount: .grams(100), meal: .lunch)
        let food = try await database.createCustomFood(owner: bob.id, CustomFoodInput(name: "Bob's stew", nutrients: ["208": 120]))
        let recipe = try await database.saveRecipe(
            owner: bob.id, RecipeInput(name: "Bob's bowl", servings: 1, ingredients: [("09040", 100)]))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            _ = try await visitor.get("/signin")
            let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
            _ = ada
            _ = try await visitor.post("/signin", form: ["username": "ada", "password": "correct horse"])
            #expect(try await visitor.api(.delete, "/api/v1/food/entries/\(entry)").status == .notFound)
            #expect(try await visitor.api(.patch, "/api/v1/food/entries/\(entry)", json: #"{"grams": 5}"#).status == .notFound)
            #expect(try await visitor.api(.get, "/api/v1/foods/\(food.id)").status == .notFound)
            #expect(try await visitor.api(.get, "/api/v1/recipes/\(recipe.id)").status == .notFound)
            #expect(try await visitor.api(.delete, "/api/v1/custom-foods/\(food.id)").status == .notFound)
            let search = try await visitor.api(.get, "/api/v1/foods/search?q=stew")
            #expect(!search.text.contains(food.id))
            #expect(try await visitor.post("/food/entries/\(entry)/delete", form: [:]).status == .notFound)
        }
        #expect(try await database.foodLog(owner: bob.id).count == 1)
    }

    @Test func recipesFromIngredientLinesAndTheOtherPagesRender() async throws {
        let (_, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let created = try await visitor.post(
                "/food/recipes", form: ["name": "Porridge", "servings": "2", "ingredients": "80 g oats\n1 cup 2% milk\n1 medium banana"])
            #expect(created.status == .seeOther)
            let location = created.headers[.location] ?? ""
            let recipe = try await visitor.get(location)
            #expect(recipe.text.contains("Porridge"))
            #expect(recipe.text.contains("244 g"))
            #expect(recipe.text.contains("118 g"))
            let bad = try await visitor.post("/food/recipes", form: ["name": "Mystery", "servings": "1", "ingredients": "some cheese"])
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("must start with an amount"))
            let custom = try await visitor.post(
                "/food/custom", form: ["name": "Rye bread", "per": "100g", "kcal": "250", "protein": "120"])
            #expect(custom.status == .badRequest)
            #expect(custom.text.contains("impossible"))
            // A weight that would count for nothing is refused at its field, everything typed kept (issue 30).
            let serving = try await visitor.post(
                "/food/custom", form: ["name": "Rye bread", "per": "100g", "servingGrams": "42.5", "kcal": "250"])
            #expect(serving.status == .badRequest)
            #expect(serving.text.contains("A serving of 42.5 g counts only when the nutrients are per serving"))
            #expect(serving.text.contains("value=\"42.5\"") && serving.text.contains("value=\"250\""))
            let portion = try await visitor.post(
                "/food/custom", form: ["name": "Rye bread", "per": "100g", "kcal": "250", "portionGrams": "30"])
            #expect(portion.status == .badRequest)
            #expect(portion.text.contains("Name the portion of 30 g"))
            #expect(portion.text.contains("value=\"30\""))
            #expect(try await visitor.post("/food/custom", form: ["name": "Rye bread", "per": "100g", "kcal": "250"]).status == .seeOther)
            #expect(try await visitor.post("/food/weight", form: ["kilograms": "72.4"]).status == .seeOther)
            #expect(
                try await visitor.post("/food/profile", form: ["sex": "female", "birthYear": "1990", "heightCm": "170"]).status == .seeOther
            )
            #expect(try await visitor.post("/food/targets", form: ["nutrient": "401", "amount": "90"]).status == .seeOther)
            for path in ["/food/history", "/food/weight", "/food/custom", "/food/recipes", "/food/foods/09040"] {
                let page = try await visitor.get(path)
                #expect(page.status == .ok, "\(path)")
            }
            #expect(try await visitor.get("/food/weight").text.contains("72.4 kg"))
            #expect(try await visitor.get("/food/history").text.contains("Vitamin C"))
            #expect(try await visitor.get("/food").text.contains("Mifflin-St Jeor"))
        }
    }

    /// Two years of weigh-ins: the chart draws the last year, the trend reads them all.
    @Test func theWeightChartShowsTheLastYearAndTheTrendReadsEveryWeighIn() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let user = try await database.user(named: "ada")
            let now = database.now()
            var weighIns: [(day: LocalDay, kilograms: Double)] = []
            // Every third day for two years, from 90 kg down to about 75.
            for index in stride(from: 729, through: 0, by: -3) {
                let at = now.addingTimeInterval(-Double(index) * 86_400)
                let kilograms = 75 + Double(index) / 50
                _ = try await database.addWeight(owner: user.id, kilograms: kilograms, at: at)
                weighIns.append((user.preferences.today(at: at), kilograms))
            }
            let page = try await visitor.get("/food/weight").text
            let drawn = page.components(separatedBy: "class=\"weigh-in\"").count - 1
            let lastDay = weighIns.map(\.day).max()!
            let inTheLastYear = weighIns.filter { $0.day > lastDay.adding(days: -365) }.count
            #expect(drawn == inTheLastYear, "\(drawn) dots drawn")
            let trend = TrendWeight.trend(weighIns).last!.trendKg
            #expect(page.contains("<strong id=\"trend-kg\">\(String(format: "%.1f kg", trend))</strong>"))
        }
    }

    @Test func aCustomFoodAndARecipeCanBeChangedInTheWeb() async throws {
        let (database, app) = try await makeFoodApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try #require(try await database.users().first).id
            // A slice of bread entered per serving (2 slices = 60 g, 160 kcal).
            #expect(
                try await visitor.post(
                    "/food/custom",
                    form: [
                        "name": "Rye bread", "per": "serving", "servingGrams": "60", "kcal": "160", "portionName": "slice",
                        "portionGrams": "30",
                    ]
                ).status == .seeOther)
            let bread = try #require(try await database.customFoods(owner: owner).first)
            let edit = try await visitor.get("/food/custom/\(bread.id)/edit")
            #expect(edit.status == .ok)
            #expect(edit.text.contains("value=\"Rye bread\""))
            #expect(edit.text.contains("name=\"kcal\" value=\"160\""))
            #expect(edit.text.contains("name=\"portionGrams\" value=\"30\""))
            let recipe = try await visitor.post(
                "/food/recipes", form: ["name": "Toast", "servings": "1", "ingredients": "1 slice rye bread\n100 g banana"])
            let recipePath = try #require(recipe.headers[.location])
            // Changing the bread recomputes the recipe: 1 slice = 30 g at 300 kcal/100 g = 90 kcal.
            let impossible = try await visitor.post(
                "/food/custom/\(bread.id)",
                form: ["name": "Rye bread", "per": "100g", "kcal": "300", "protein": "150", "portionName": "slice", "portionGrams": "30"])
            #expect(impossible.status == .badRequest)
            #expect(impossible.text.contains("value=\"150\""))
            #expect(try await database.customFood(owner: owner, id: bread.id).per100g[NutrientNumber.energyKcal] == 160.0 / 0.6)
            let saved = try await visitor.post(
                "/food/custom/\(bread.id)",
                form: ["name": "Dark rye bread", "per": "100g", "kcal": "300", "portionName": "slice", "portionGrams": "30"])
            #expect(saved.status == .seeOther)
            let toastId = String(recipePath.split(separator: "/").last ?? "")
            var toast = try await database.recipe(owner: owner, id: toastId)
            #expect(abs(toast.ingredients.reduce(0) { $0 + $1.kcal } - (90 + 89)) < 0.01)
            // The recipe's edit form: change the banana's grams, remove the bread, add a line.
            let recipeEdit = try await visitor.get("/food/recipes/\(toastId)/edit")
            #expect(recipeEdit.text.contains("Dark rye bread"))
            let bad = try await visitor.post(
                "/food/recipes/\(toastId)",
                form: ["name": "Toast", "servings": "1", "food": bread.id, "foodName": "Dark rye bread", "grams": "lots"])
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("must be a number"))
            #expect(try await database.recipe(owner: owner, id: toastId).ingredients.count == 2)
            let changed = try await visitor.post(
                "/food/recipes/\(toastId)",
                pairs: [
                    ("name", "Banana bowl"), ("servings", "2"), ("food", bread.id), ("foodName", "x"), ("grams", "30"),
                    ("food", "09040"), ("foodName", "Banana"), ("grams", "200"), ("remove", "0"), ("ingredients", "1 cup 2% milk"),
                ])
            #expect(changed.status == .seeOther)
            toast = try await database.recipe(owner: owner, id: toastId)
            #expect(toast.recipe.name == "Banana bowl")
            #expect(toast.ingredients.map(\.foodId) == ["09040", "01079"])
            #expect(toast.ingredients.map(\.grams) == [200, 244])
        }
    }
}

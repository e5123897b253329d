import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// A database with one user (Europe/Berlin) and the five sample foods, on a clock starting 2026-11-18.
private func makeFoodDatabase() async throws -> (AppDatabase, User) {
    let (database, user) = try await makeDatabaseWithUser()
    let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 1)
    let fixed = database.with(now: { clock.now })
    try await fixed.loadFoodCatalog(SampleFoods.database, source: "sample")
    return (fixed, user)
}

private func at(_ text: String) -> Date { Timestamp.parse(text)! }

/// The error `work` was refused with (nil when it succeeded or failed otherwise).
private func refusal(_ work: () async throws -> Void) async -> AlmanacError? {
    do {
        try await work()
        return nil
    } catch {
        return error as? AlmanacError
    }
}

@Suite struct FoodStoreTests {
    @Test func loggingByPortionSnapshotsTheNutrientsOfThatAmount() async throws {
        let (database, user) = try await makeFoodDatabase()
        let id = try await database.logFood(
            owner: user.id, foodId: "09040", amount: .portion(amount: 1, name: "medium"), meal: .breakfast, at: at("2026-11-22T08:00:00Z"))
        let day = try await database.foodDay(owner: user.id, day: LocalDay("2026-11-22")!)
        #expect(day.summary.intake.entries.map(\.id) == [id])
        #expect(abs(day.summary.intake.consumedKcal - 89 * 1.18) < 0.001)
        #expect(abs((day.summary.intake.nutrients[NutrientNumber.vitaminC] ?? 0) - 8.7 * 1.18) < 0.001)
        // `1.5 cup` of milk is 366 g.
        try await database.logFood(
            owner: user.id, foodId: "01079", amount: try FoodAmount.parse("1.5 cup"), meal: .breakfast, at: at("2026-11-22T08:05:00Z"))
        let after = try await database.foodDay(owner: user.id, day: LocalDay("2026-11-22")!)
        #expect(abs(after.summary.intake.consumedKcal - (89 * 1.18 + 50 * 3.66)) < 0.001)
    }

    @Test func badAmountsAndUnknownPortionsAreRefusedAndWriteNothing() async throws {
        let (database, user) = try await makeFoodDatabase()
        #expect(
            await refusal {
                try await database.logFood(owner: user.id, foodId: "09040", amount: .portion(amount: 1, name: "slice"), meal: .lunch)
            }?.field == "portion")
        for grams in [-5.0, 0, 10_001, .nan] {
            #expect(
                await refusal { try await database.logFood(owner: user.id, foodId: "09040", amount: .grams(grams), meal: .lunch) }?.field
                    == "grams")
        }
        // 6 kg of oats is under 10 kg but 22,740 kcal: over the 20,000 kcal limit.
        #expect(
            await refusal { try await database.logFood(owner: user.id, foodId: "08120", amount: .grams(6000), meal: .lunch) }?.field
                == "kcal")
        #expect(
            await refusal { try await database.logFood(owner: user.id, foodId: "99999", amount: .grams(100), meal: .lunch) }?.code
                == "not_found")
        #expect(await refusal { try await database.quickAdd(owner: user.id, kcal: 25_000, meal: .snack) }?.field == "kcal")
        #expect(await refusal { try await database.addWeight(owner: user.id, kilograms: 4) }?.field == "kilograms")
        #expect(try await database.foodLog(owner: user.id).isEmpty)
        #expect(try await database.history(owner: user.id).isEmpty)
    }

    @Test func editsAndDeletesAppendEventsAndTheLogRefusesUpdates() async throws {
        let (database, user) = try await makeFoodDatabase()
        let id = try await database.logFood(
            owner: user.id, foodId: "09040", amount: .grams(100), meal: .lunch, at: at("2026-11-22T11:00:00Z"))
        try await database.correctFoodEntry(owner: user.id, id: id, amount: .grams(200), meal: .snack, at: nil)
        let day = LocalDay("2026-11-22")!
        var report = try await database.foodDay(owner: user.id, day: day)
        #expect(abs(report.summary.intake.consumedKcal - 178) < 0.001)
        guard case .eaten(let food) = report.summary.intake.entries.first?.entry else {
            Issue.record("no entry")
            return
        }
        #expect(food.meal == .snack)
        try await database.retractEntry(owner: user.id, id: id)
        report = try await database.foodDay(owner: user.id, day: day)
        #expect(report.summary.intake.entries.isEmpty)
        let log = try await database.foodLog(owner: user.id)
        #expect(log.count == 3)
        #expect(log.map(\.id).first == id)
        // A retracted entry cannot be edited or deleted again; a correction's own id is not an entry.
        await #expect(throws: (any Error).self) { try await database.retractEntry(owner: user.id, id: id) }
        await #expect(throws: (any Error).self) { try await database.retractEntry(owner: user.id, id: log[1].id) }
        // The table itself refuses UPDATE.
        await #expect(throws: (any Error).self) {
            try await database.writeUnlogged { db in try db.execute(sql: "UPDATE food_events SET occurred_at = occurred_at") }
        }
        // Undo of the delete brings the entry back (it removes the retraction event).
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.foodDay(owner: user.id, day: day).summary.intake.entries.count == 1)
    }

    @Test func anotherUsersEntriesAndFoodsAreNotFound() async throws {
        let (database, ada) = try await makeFoodDatabase()
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let id = try await database.logFood(owner: ada.id, foodId: "09040", amount: .grams(100), meal: .lunch)
        let food = try await database.createCustomFood(owner: ada.id, CustomFoodInput(name: "Ada's bread", nutrients: ["208": 250]))
        #expect(await refusal { try await database.retractEntry(owner: bob.id, id: id) }?.code == "not_found")
        await #expect(throws: (any Error).self) { try await database.food(owner: bob.id, id: food.id) }
        await #expect(throws: (any Error).self) {
            try await database.logFood(owner: bob.id, foodId: food.id, amount: .grams(50), meal: .lunch)
        }
        #expect(try await database.foodLog(owner: bob.id).isEmpty)
    }

    @Test func daysFollowTheTimeZoneAndTheDayStartHour() async throws {
        let (database, user) = try await makeFoodDatabase()
        var preferences = user.preferences
        preferences.dayStartHour = 4
        _ = try await database.updateProfile(owner: user.id, displayName: user.displayName, preferences: preferences)
        // 01:30 in Berlin on the 23rd (00:30 UTC) still belongs to the 22nd with a 04:00 day start.
        try await database.quickAdd(owner: user.id, kcal: 300, meal: .snack, at: at("2026-11-23T00:30:00Z"))
        // 23:30 UTC on the 22nd is 00:30 on the 23rd in Berlin: also the 22nd.
        try await database.quickAdd(owner: user.id, kcal: 200, meal: .snack, at: at("2026-11-22T23:30:00Z"))
        try await database.quickAdd(owner: user.id, kcal: 100, meal: .snack, at: at("2026-11-23T05:00:00Z"))
        #expect(try await database.foodDay(owner: user.id, day: LocalDay("2026-11-22")!).summary.intake.consumedKcal == 500)
        #expect(try await database.foodDay(owner: user.id, day: LocalDay("2026-11-23")!).summary.intake.consumedKcal == 100)
    }

    /// Replays random operations against a plain model of what each entry should count, then
    /// rebuilds every day's totals from the raw log and compares them with what the day summary shows.
    @Test func everyDaysTotalsRebuiltFromTheLogMatchTheDaySummary() async throws {
        let (database, user) = try await makeFoodDatabase()
        var generator = SeededRandom(seed: 7)
        let zone = TimeZone(identifier: "Europe/Berlin")!
        let start = at("2026-11-01T06:00:00Z")
        var model: [String: (day: LocalDay, kcal: Double, activity: Double)] = [:]
        let foods: [(String, Double)] = [("09040", 89), ("01079", 50), ("08120", 379), ("05064", 165), ("11090", 34)]
        for _ in 0..<120 {
            let instant = start.addingTimeInterval(Double(Int.random(in: 0..<(14 * 24 * 60), using: &generator)) * 60)
            let day = LocalDay(containing: instant, in: zone)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                let (ndb, kcal) = foods.randomElement(using: &generator)!
                let grams = Double(Int.random(in: 10...400, using: &generator))
                let id = try await database.logFood(owner: user.id, foodId: ndb, amount: .grams(grams), meal: .lunch, at: instant)
                model[id] = (day, kcal * grams / 100, 0)
            case 5:
                let kcal = Double(Int.random(in: 1...900, using: &generator))
                let id = try await database.quickAdd(owner: user.id, kcal: kcal, meal: .snack, at: instant)
                model[id] = (day, kcal, 0)
            case 6:
                let kcal = Double(Int.random(in: 1...600, using: &generator))
                let id = try await database.addActivity(owner: user.id, name: "Run", minutes: 30, kcal: kcal, at: instant)
                model[id] = (day, 0, kcal)
            case 7, 8:
                // Correct a random food entry to a new amount.
                let foodIds = model.filter { $0.value.kcal > 0 }.keys.sorted()
                guard let id = foodIds.randomElement(using: &generator) else { continue }
                let log = try await database.foodLog(owner: user.id)
                guard let event = EnergyLedger.effectiveEvents(log).first(where: { $0.id == id }) else { continue }
                if case .eaten(let food) = event.entry {
                    let grams = Double(Int.random(in: 10...400, using: &generator))
                    try await database.correctFoodEntry(owner: user.id, id: id, amount: .grams(grams), meal: nil, at: nil)
                    model[id]!.kcal = food.kcal / food.grams * grams
                }
            default:
                guard let id = model.keys.sorted().randomElement(using: &generator) else { continue }
                try await database.retractEntry(owner: user.id, id: id)
                model[id] = nil
            }
        }
        let days = (0..<16).map { LocalDay("2026-11-01")!.adding(days: $0) }
        let reports = try await database.foodDays(owner: user.id, days: days)
        // Independent rebuild from the raw log rows.
        let rebuilt = DayIntake.allDays(from: try await database.foodLog(owner: user.id), timeZone: zone, dayStartHour: 0)
        for (day, report) in zip(days, reports) {
            let expected = model.values.filter { $0.day == day }
            #expect(abs(report.summary.intake.consumedKcal - expected.reduce(0) { $0 + $1.kcal }) < 0.01, "consumed on \(day)")
            #expect(abs(report.summary.intake.manualActivityKcal - expected.reduce(0) { $0 + $1.activity }) < 0.01, "activity on \(day)")
            #expect(abs(report.summary.intake.consumedKcal - (rebuilt[day]?.consumedKcal ?? 0)) < 0.01)
        }
    }

    @Test func burnedUsesMifflinStJeorFromTheProfileAndTheLatestWeight() async throws {
        let (database, user) = try await makeFoodDatabase()
        try await database.addWeight(owner: user.id, kilograms: 70, at: at("2026-11-20T07:00:00Z"))
        try await database.setEnergyProfile(owner: user.id, sex: .female, birthYear: 1990, heightCm: 170, activityMultiplier: nil)
        try await database.addActivity(owner: user.id, name: "Swim", minutes: 45, kcal: 300, at: at("2026-11-22T17:00:00Z"))
        let report = try await database.foodDay(owner: user.id, day: LocalDay("2026-11-22")!)
        let resting: Double = 700 + 1062.5 - 180 - 161  // 10 kg + 6.25 cm - 5 age - 161
        #expect(report.summary.burned.basalKcal == resting)
        #expect(report.summary.burned.totalKcal == resting + 300)
        // With an activity level, the swim is within what the level stands for: not added again.
        try await database.setEnergyProfile(owner: user.id, sex: .female, birthYear: 1990, heightCm: 170, activityMultiplier: 1.4)
        let again = try await database.foodDay(owner: user.id, day: LocalDay("2026-11-22")!)
        #expect(abs(again.summary.burned.totalKcal - resting * 1.4) < 0.001)
        #expect(again.summary.burned.recordedActivityKcal == 300 && again.summary.burned.activityLevel == 1.4)
        #expect(
            await refusal {
                try await database.setEnergyProfile(owner: user.id, sex: .male, birthYear: 1990, heightCm: 900, activityMultiplier: nil)
            }?.field == "heightCm")
    }

    @Test func customFoodsAreCheckedAgainstPhysicalLimits() async throws {
        let (database, user) = try await makeFoodDatabase()
        #expect(
            await refusal {
                try await database.createCustomFood(
                    owner: user.id, CustomFoodInput(name: "Impossible", nutrients: ["208": 300, "203": 150]))
            }?.field == "nutrients.203")
        #expect(
            await refusal { try await database.createCustomFood(owner: user.id, CustomFoodInput(name: "Dense", nutrients: ["208": 1200])) }?
                .field == "nutrients.208")
        #expect(
            await refusal { try await database.createCustomFood(owner: user.id, CustomFoodInput(name: "", nutrients: ["208": 100])) }?.field
                == "name")
        #expect(try await database.customFoods(owner: user.id).isEmpty)
        // Per serving: 30 g bar with 120 kcal is 400 kcal per 100 g.
        let bar = try await database.createCustomFood(
            owner: user.id, CustomFoodInput(name: "Granola bar", nutrients: ["208": 120, "203": 3], servingGrams: 30))
        #expect(abs((bar.per100g["208"] ?? 0) - 400) < 0.001)
        let detail = try await database.food(owner: user.id, id: bar.id)
        #expect(detail.portions.first?.description == "serving")
        try await database.logFood(owner: user.id, foodId: bar.id, amount: .portion(amount: 2, name: "serving"), meal: .snack)
    }

    @Test func recipesAreComputedAndRecomputedWhenAnIngredientChanges() async throws {
        let (database, user) = try await makeFoodDatabase()
        let bread = try await database.createCustomFood(
            owner: user.id, CustomFoodInput(name: "Rye bread", nutrients: ["208": 250, "203": 8]))
        let recipe = try await database.saveRecipe(
            owner: user.id, RecipeInput(name: "Breakfast bowl", servings: 2, ingredients: [("08120", 80), ("01079", 244), (bread.id, 100)]))
        let kcal = 379 * 0.8 + 50 * 2.44 + 250.0
        #expect(abs(recipe.per100g["208"]! * recipe.totalGrams / 100 - kcal) < 0.001)
        #expect(recipe.totalGrams == 424)
        _ = try await database.updateCustomFood(owner: user.id, id: bread.id, CustomFoodInput(name: "Rye bread", nutrients: ["208": 200]))
        let updated = try await database.recipe(owner: user.id, id: recipe.id).recipe
        #expect(abs(updated.per100g["208"]! * updated.totalGrams / 100 - (kcal - 50)) < 0.001)
        // A food used by a recipe cannot be deleted from under it.
        #expect(await refusal { try await database.deleteCustomFood(owner: user.id, id: bread.id) }?.code == "conflict")
        #expect(
            await refusal { try await database.saveRecipe(owner: user.id, RecipeInput(name: "Nothing", servings: 1, ingredients: [])) }?
                .field == "ingredients")
        #expect(
            await refusal {
                try await database.saveRecipe(owner: user.id, RecipeInput(name: "Bad", servings: 1, ingredients: [("nope", 10)]))
            }?.field == "ingredients[0].foodId")
        // One serving logged is half the dish.
        let id = try await database.logFood(
            owner: user.id, foodId: recipe.id, amount: .portion(amount: 1, name: "serving"), meal: .breakfast)
        let log = try await database.foodLog(owner: user.id)
        guard case .record(.eaten(let eaten)) = log.first(where: { $0.id == id })?.body else {
            Issue.record("no entry")
            return
        }
        #expect(abs(eaten.kcal - (kcal - 50) / 2) < 0.001)
    }

    @Test func searchFindsCustomFoodsAndRanksTheUsersHistoryFirst() async throws {
        let (database, user) = try await makeFoodDatabase()
        let cache = FoodSearchCache()
        #expect(try await cache.search(owner: user.id, query: "banana", limit: 3, database: database).first?.ndb == "09040")
        #expect(try await cache.search(owner: user.id, query: "brocoli", limit: 3, database: database).first?.ndb == "11090")
        let pie = try await database.createCustomFood(owner: user.id, CustomFoodInput(name: "Banana bread", nutrients: ["208": 326]))
        let results = try await cache.search(owner: user.id, query: "banana", limit: 5, database: database)
        #expect(results.contains { $0.id == pie.id && $0.kind == .custom && $0.kcalPer100g == 326 })
        for _ in 0..<3 { try await database.logFood(owner: user.id, foodId: pie.id, amount: .grams(80), meal: .snack) }
        #expect(try await cache.search(owner: user.id, query: "banana", limit: 5, database: database).first?.id == pie.id)
        // Undo bypasses the food methods; the cache still notices the food is gone.
        for _ in 0..<4 { try await database.undoLastChange(owner: user.id) }
        #expect(try await cache.search(owner: user.id, query: "banana", limit: 5, database: database).allSatisfy { $0.id != pie.id })
    }

    @Test func amountsAreReadAsPeopleTypeThem() throws {
        #expect(try FoodAmount.parse("150g") == .grams(150))
        #expect(try FoodAmount.parse("150 g") == .grams(150))
        #expect(try FoodAmount.parse("0.2 kg") == .grams(200))
        #expect(try FoodAmount.parse("1.5 cup") == .portion(amount: 1.5, name: "cup"))
        #expect(try FoodAmount.parse("1/2 cup") == .portion(amount: 0.5, name: "cup"))
        #expect(try FoodAmount.parse("1 medium") == .portion(amount: 1, name: "medium"))
        #expect(throws: AlmanacError.self) { try FoodAmount.parse("lots") }
    }

    @Test func foodDataTravelsWithTheAccountExport() async throws {
        let (database, user) = try await makeFoodDatabase()
        try await database.logFood(owner: user.id, foodId: "09040", amount: .grams(120), meal: .breakfast)
        let bread = try await database.createCustomFood(owner: user.id, CustomFoodInput(name: "Rye bread", nutrients: ["208": 250]))
        _ = try await database.saveRecipe(owner: user.id, RecipeInput(name: "Toast", servings: 1, ingredients: [(bread.id, 60)]))
        try await database.addWeight(owner: user.id, kilograms: 72.4)
        let export = try await database.exportAccount(owner: user.id)
        #expect(export.tables["food_events"]?.count == 2)
        let other = try await makeDatabase()
        try await other.loadFoodCatalog(SampleFoods.database, source: "sample")
        let newUser = try await other.createUser(username: "ada2", password: "long enough", timeZone: "Europe/Berlin")
        try await other.importAccount(owner: newUser.id, export)
        #expect(try await other.exportAccount(owner: newUser.id).tables == export.tables)
    }

    @Test func theShippedFoodDatabaseLoadsEverySR28Food() async throws {
        let database = try await makeDatabase()
        let load = try #require(try await database.ensureFoodCatalog())
        #expect(load.foods == 8789)
        #expect(load.nutrientRows == 679_045)
        #expect(load.portions == 15_438)
        #expect(try await database.ensureFoodCatalog() == nil)
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let banana = try await database.food(owner: user.id, id: "09040")
        #expect(banana.friendlyName == "Banana, raw")
        #expect(banana.portions.contains { $0.description.hasPrefix("medium") && $0.grams == 118 })
        #expect(try await database.nutrientDefinitions().count == 150)
        #expect(try await FoodSearchCache().search(owner: user.id, query: "2% milk", limit: 1, database: database).first?.ndb == "01079")
        // SQLite's FTS5 baseline (the benchmark's, which runs on SQLite in memory): none on PostgreSQL.
        if !TestEngine.isPostgres { #expect(database.fullTextRanker()("bananas raw", 3).contains("09040")) }
    }

    /// Text is loaded as it is: PostgreSQL's load sends it as COPY text, where a tab, a line end or
    /// a backslash would otherwise split or change a value.
    @Test func catalogueTextWithTabsLineEndsAndBackslashesReadsBackAsLoaded() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let name = "Tea\tbag, C:\\tea \\N \"strong\"\nsecond line\r"
        let portion = FoodPortion(amount: 1, description: "cup\t(8 fl oz)\\", grams: 237.5)
        let foods = FoodDatabase(
            groups: [], nutrients: [], foods: [FoodRecord(ndb: "77777", longDesc: name, nutrients: ["208": 1.5], portions: [portion])])
        try await database.loadFoodCatalog(foods, source: "odd")
        let food = try await database.food(owner: user.id, id: "77777")
        #expect(food.name == name)
        #expect(food.portions == [portion])
        #expect(food.per100g["208"] == 1.5)
    }

    @Test func aFoodDataCentralFolderReplacesTheCatalogueKeepingSRNumbers() async throws {
        let (database, user) = try await makeFoodDatabase()
        let logged = try await database.logFood(
            owner: user.id, foodId: "09040", amount: .grams(100), meal: .lunch, at: at("2026-11-22T11:00:00Z"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fdc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: AlmanacError.self) { try FoodCatalogFile.parseFolder(folder) }
        let files = [
            "food.csv":
                "\"fdc_id\",\"data_type\",\"description\"\n\"173944\",\"sr_legacy_food\",\"Bananas, raw\"\n\"1102653\",\"survey_fndds_food\",\"Banana, raw\"\n",
            "sr_legacy_food.csv": "\"fdc_id\",\"NDB_number\"\n\"173944\",\"9040\"\n",
            "nutrient.csv": "\"id\",\"name\",\"unit_name\",\"nutrient_nbr\",\"rank\"\n\"1008\",\"Energy\",\"KCAL\",\"208\",\"300\"\n",
            "food_nutrient.csv":
                "\"id\",\"fdc_id\",\"nutrient_id\",\"amount\"\n\"1\",\"173944\",\"1008\",\"90\"\n\"2\",\"1102653\",\"1008\",\"89\"\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let load = try #require(try await database.loadFoodCatalog(FoodCatalogFile.parseFolder(folder), source: "fdc"))
        #expect(load.foods == 2)
        let banana = try await database.food(owner: user.id, id: "09040")
        #expect(banana.per100g[NutrientNumber.energyKcal] == 90)
        #expect(try await database.food(owner: user.id, id: "fdc-1102653").friendlyName == "Banana, raw")
        await #expect(throws: AlmanacError.self) { try await database.food(owner: user.id, id: "01079") }
        // The log keeps what was eaten: entries snapshot their nutrients when they are written.
        let day = try await database.foodDay(owner: user.id, day: LocalDay("2026-11-22")!)
        #expect(day.summary.intake.entries.map(\.id) == [logged])
        #expect(abs(day.summary.intake.consumedKcal - 89) < 0.001)
    }
}

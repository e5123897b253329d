import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// Each Food and Prices page reads its data in one transaction, with a number of statements that
/// does not grow with the log.
@Suite struct FoodPagesTests {
    @Test func everyFoodAndPricesPageIsOneReadTransaction() async throws {
        let log = StatementLog()
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 1)
        let database = try log.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        let today = user.preferences.today(at: clock.now)
        _ = try await database.logFood(owner: user.id, foodId: "09040", amount: .grams(118), meal: .breakfast)
        _ = try await database.addWeight(owner: user.id, kilograms: 72)
        let food = try await database.createCustomFood(
            owner: user.id, CustomFoodInput(name: "Rye bread", nutrients: [NutrientNumber.energyKcal: 250], servingGrams: nil, portions: [])
        )
        let recipe = try await database.saveRecipe(
            owner: user.id, RecipeInput(name: "Porridge", servings: 2, yieldGrams: nil, ingredients: [("09040", 118), (food.id, 50)]))
        let saved = try await database.saveComparison(
            owner: user.id, name: "Jam",
            request: PriceComparisonRequest(unitSystem: .metric, products: [ProductInput(price: "3.49", quantity: "500", unit: "g")]))

        func transactions(_ page: () async throws -> Void) async throws -> Int {
            log.reset()
            try await page()
            return log.transactions
        }
        #expect(
            try await transactions { _ = try await database.foodDayPage(owner: user.id, day: today, foodId: "09040", searching: true) } == 1
        )
        #expect(try await transactions { _ = try await database.foodPage(owner: user.id, id: "09040") } == 1)
        #expect(
            try await transactions {
                _ = try await database.foodHistoryPage(owner: user.id, days: [today.adding(days: -1), today], nutrients: [])
            } == 1)
        #expect(try await transactions { _ = try await database.weightPage(owner: user.id, today: today) } == 1)
        #expect(try await transactions { _ = try await database.customFoodsPage(owner: user.id) } == 1)
        #expect(try await transactions { _ = try await database.recipesPage(owner: user.id) } == 1)
        #expect(try await transactions { _ = try await database.recipePage(owner: user.id, id: recipe.id) } == 1)
        #expect(try await transactions { _ = try await database.savedComparisonsPage(owner: user.id) } == 1)
        #expect(try await transactions { _ = try await database.comparisonPage(owner: user.id, id: saved.id) } == 1)

        // The day page reads as many statements with ten meals logged as with one.
        log.reset()
        _ = try await database.foodDayPage(owner: user.id, day: today, foodId: nil, searching: false)
        let few = log.statements.count
        for _ in 0..<9 { _ = try await database.quickAdd(owner: user.id, kcal: 100, meal: .snack) }
        log.reset()
        let page = try await database.foodDayPage(owner: user.id, day: today, foodId: nil, searching: false)
        #expect(page.report.summary.intake.entries.count == 11)  // with the weigh-in
        #expect(log.statements.count == few)

        // The weight page and a page of weigh-ins read as many statements after forty more weigh-ins.
        func statements(_ read: () async throws -> Void) async throws -> Int {
            log.reset()
            try await read()
            #expect(log.transactions == 1)
            return log.statements.count
        }
        let weightPage = try await statements { _ = try await database.weightPage(owner: user.id, today: today) }
        let weighIns = try await statements { _ = try await database.weighIns(owner: user.id, before: nil, limit: 20) }
        for day in 1...40 {
            _ = try await database.addWeight(
                owner: user.id, kilograms: 72 - Double(day) / 10, at: clock.now.addingTimeInterval(Double(-day * 86_400)))
        }
        #expect(try await statements { _ = try await database.weightPage(owner: user.id, today: today) } == weightPage)
        let latest = try await database.weighIns(owner: user.id, before: nil, limit: 20)
        #expect(try await statements { _ = try await database.weighIns(owner: user.id, before: nil, limit: 20) } == weighIns)
        #expect(latest.weights.count == 20 && latest.older != nil)
    }

    /// The recipe page looks its ingredients up together: as many statements with eight as with
    /// two, each named and counted as the food's own page does, in the recipe's order.
    @Test func theRecipePageReadsItsIngredientsTogether() async throws {
        let log = StatementLog()
        let database = try log.database()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        let rye = try await database.createCustomFood(
            owner: user.id, CustomFoodInput(name: "Rye bread", nutrients: [NutrientNumber.energyKcal: 250], servingGrams: nil, portions: [])
        )
        let jam = try await database.createCustomFood(
            owner: user.id, CustomFoodInput(name: "Plum jam", nutrients: [NutrientNumber.energyKcal: 180], servingGrams: nil, portions: []))
        let toast = try await database.saveRecipe(
            owner: user.id, RecipeInput(name: "Toast", servings: 1, ingredients: [("09040", 100), (rye.id, 50)]))
        let order: [(foodId: String, grams: Double)] = [
            ("08120", 40), (rye.id, 50), ("01079", 200), ("05064", 150), (jam.id, 30), ("11090", 80), ("09040", 118), ("01079", 20),
        ]
        let feast = try await database.saveRecipe(owner: user.id, RecipeInput(name: "Feast", servings: 4, ingredients: order))

        _ = try await database.recipePage(owner: user.id, id: toast.id)
        log.reset()
        _ = try await database.recipePage(owner: user.id, id: toast.id)
        let few = log.queries
        log.reset()
        let page = try await database.recipePage(owner: user.id, id: feast.id)
        #expect(log.transactions == 1)
        #expect(log.queries == few, "\(log.statements)")

        #expect(page.ingredients.map(\.foodId) == order.map(\.foodId))
        #expect(page.ingredients.map(\.grams) == order.map(\.grams))
        for ingredient in page.ingredients {
            let food = try await database.food(owner: user.id, id: ingredient.foodId)
            #expect(ingredient.name == food.friendlyName)
            #expect(abs(ingredient.kcal - food.kcalPer100g * ingredient.grams / 100) < 1e-9)
        }
        #expect(page.ingredients[1].name == "Rye bread" && page.ingredients[1].kcal == 125)
    }
}

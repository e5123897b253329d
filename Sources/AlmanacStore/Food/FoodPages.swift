import AlmanacCore
import Foundation
import GRDB

// The data of each food page, read in one transaction. Pages that show foods need the SR28
// catalogue; on a fresh database it is loaded first (once), then the page is read.

/// A day of the food log: its report, the food being logged (if one is chosen) and what a search
/// needs (when there is a query).
public struct FoodDayPageData: Sendable {
    public var report: FoodDayReport
    public var selected: FoodDetail?
    public var search: FoodSearchState?
}

/// One food with every nutrient's definition.
public struct FoodPageData: Sendable {
    public var food: FoodDetail
    public var definitions: [NutrientInfo]
}

/// The last days' reports with the nutrient definitions.
public struct FoodHistoryPageData: Sendable {
    public var reports: [FoodDayReport]
    public var definitions: [NutrientInfo]
}

/// Weigh-ins, the energy profile and today's report (for the resting energy it gives).
public struct WeightPageData: Sendable {
    public var weights: [WeightEntry]
    public var profile: EnergyProfileRecord?
    public var today: FoodDayReport
}

extension AppDatabase {
    /// The day page: `foodId` is the food chosen to log, `searching` says a query is shown.
    public func foodDayPage(owner: String, day: LocalDay, foodId: String?, searching: Bool) async throws -> FoodDayPageData {
        try await readWithCatalog(needed: foodId != nil || searching) { db in
            FoodDayPageData(
                report: try Self.foodDays(owner: owner, days: [day], db: db)[0],
                selected: try foodId.map { try Self.food(owner: owner, id: $0, db: db) },
                search: searching ? try FoodSearchState(owner: owner, db: db) : nil)
        }
    }

    public func foodPage(owner: String, id: String) async throws -> FoodPageData {
        try await readWithCatalog { db in
            FoodPageData(food: try Self.food(owner: owner, id: id, db: db), definitions: try Self.nutrientDefinitions(db: db))
        }
    }

    public func foodHistoryPage(owner: String, days: [LocalDay]) async throws -> FoodHistoryPageData {
        try await readWithCatalog { db in
            FoodHistoryPageData(
                reports: try Self.foodDays(owner: owner, days: days, db: db), definitions: try Self.nutrientDefinitions(db: db))
        }
    }

    public func weightPage(owner: String, today: LocalDay) async throws -> WeightPageData {
        try await read { db in
            WeightPageData(
                weights: try Self.weights(owner: owner, db: db),
                profile: try EnergyProfileRecord.filter(Column("owner_id") == owner).fetchOne(db),
                today: try Self.foodDays(owner: owner, days: [today], db: db)[0])
        }
    }

    public func customFoodsPage(owner: String) async throws -> [CustomFoodRecord] {
        try await customFoods(owner: owner)
    }

    public func recipesPage(owner: String) async throws -> [RecipeRecord] {
        try await recipes(owner: owner)
    }

    /// A recipe with its ingredients' names and kcal.
    public func recipePage(owner: String, id: String) async throws -> RecipeDetail {
        try await readWithCatalog { db in try Self.recipe(owner: owner, id: id, db: db) }
    }

    /// `work` in one read transaction, once the SR28 catalogue is there: loaded on first use,
    /// then read again (so a page reads once whenever the catalogue is loaded).
    func readWithCatalog<T: Sendable>(needed: Bool = true, _ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard needed else { return try await read(work) }
        let result = try await read { db -> T? in
            try Int.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM foods)") == 1 ? try work(db) : nil
        }
        if let result { return result }
        try await ensureFoodCatalog()
        return try await read(work)
    }
}

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
    /// The foods logged most often lately, for logging them again in one tap (and offline).
    public var usual: [UsualFood] = []
}

/// A food the user logs often: what they ate of it last time.
public struct UsualFood: Sendable, Equatable {
    public var foodId: String
    public var name: String
    public var lastGrams: Double
    /// How often it was logged in the last `AppDatabase.usualFoodsDays` days.
    public var times: Int
}

/// One food with every nutrient's definition.
public struct FoodPageData: Sendable {
    public var food: FoodDetail
    public var definitions: [NutrientInfo]
}

/// The last days' reports with the nutrient definitions. The reports carry no entries, and of
/// the nutrients only those the page asked for and those with a target (see `foodHistoryPage`).
public struct FoodHistoryPageData: Sendable {
    public var reports: [FoodDayReport]
    public var definitions: [NutrientInfo]
    /// The days with something logged.
    public var logged: Set<LocalDay>
}

/// The latest weigh-ins, the trend, the energy profile and today's report (for the resting energy it gives).
public struct WeightPageData: Sendable {
    /// The last `AppDatabase.weightPageRecent` weigh-ins, newest first.
    public var recent: [WeightEntry]
    /// The trend weight of the last `AppDatabase.weightPageTrendDays` days up to the last weigh-in
    /// (computed from every weigh-in).
    public var trend: [TrendPoint]
    public var profile: EnergyProfileRecord?
    public var today: FoodDayReport
}

extension AppDatabase {
    /// The day page: `foodId` is the food chosen to log, `searching` says a query is shown.
    public func foodDayPage(owner: String, day: LocalDay, foodId: String?, searching: Bool) async throws -> FoodDayPageData {
        try await readWithCatalog(needed: foodId != nil || searching) { db in
            FoodDayPageData(
                report: try Self.foodDays(owner: owner, days: [day], now: now(), db: db)[0],
                selected: try foodId.map { try Self.food(owner: owner, id: $0, db: db) },
                search: searching ? try FoodSearchState(owner: owner, db: db) : nil,
                usual: try Self.usualFoods(owner: owner, since: day.adding(days: -Self.usualFoodsDays), db: db))
        }
    }

    /// Days looked back for the usual foods, and how many are listed.
    public static let usualFoodsDays = 60
    public static let usualFoodsLimit = 8

    /// The foods logged most often since `day` (retracted entries not counted), most often first,
    /// then the most recent; each with the amount logged last time. One statement: the foods are
    /// counted from index `food_events_logged` alone (migration 0041; reading 60 days of rows, each
    /// with its nutrients, was most of the food page's read), then the entry of each one's latest
    /// record is read, for eight of them.
    static func usualFoods(owner: String, since day: LocalDay, db: any StoreDatabase) throws -> [UsualFood] {
        // A day early in UTC rather than the user's zone: one statement, and a day more does not matter.
        let since = day.adding(days: -1).start(in: .gmt, dayStartHour: 0)
        var foods: [UsualFood] = []
        try db.forEachRow(
            sql: """
                SELECT g.food_id, g.n, (
                    SELECT x.entry FROM food_events x
                    WHERE x.owner_id = ?1 AND x.occurred_at = g.last AND x.food_id = g.food_id AND x.kind = 'record'
                      AND NOT EXISTS (SELECT 1 FROM food_events r WHERE r.refers_to = x.id AND r.kind = 'retraction')
                    ORDER BY x.id DESC LIMIT 1)
                FROM (
                  SELECT food_id, COUNT(*) AS n, MAX(occurred_at) AS last FROM food_events e
                  WHERE owner_id = ?1 AND occurred_at >= ?2 AND kind = 'record' AND food_id IS NOT NULL
                    AND NOT EXISTS (SELECT 1 FROM food_events r WHERE r.refers_to = e.id AND r.kind = 'retraction')
                  GROUP BY food_id ORDER BY n DESC, last DESC, food_id LIMIT ?3) g
                ORDER BY g.n DESC, g.last DESC, g.food_id
                """, arguments: [owner, since, usualFoodsLimit]
        ) { row in
            guard let foodId = String.fromDatabaseValue(row[0]), let times = Int.fromDatabaseValue(row[1]),
                let text = String.fromDatabaseValue(row[2]), case .eaten(let eaten) = try? LedgerEntry.decodeStored(text)
            else { return }
            foods.append(UsualFood(foodId: foodId, name: eaten.name, lastGrams: eaten.grams, times: times))
        }
        return foods
    }

    public func foodPage(owner: String, id: String) async throws -> FoodPageData {
        try await readWithCatalog { db in
            FoodPageData(food: try Self.food(owner: owner, id: id, db: db), definitions: try Self.nutrientDefinitions(db: db))
        }
    }

    /// The history of `days`: each day's figures and its totals of `nutrients` (and of the
    /// nutrients with a target), read from the kept days (`FoodDays`) while they are current.
    public func foodHistoryPage(owner: String, days: [LocalDay], nutrients: Set<String>) async throws -> FoodHistoryPageData {
        try await readWithCatalog { db in
            let read = try Self.foodDays(owner: owner, days: days, now: now(), keptNutrients: nutrients, db: db)
            return FoodHistoryPageData(reports: read.reports, definitions: try Self.nutrientDefinitions(db: db), logged: read.logged)
        }
    }

    public func weightPage(owner: String, today: LocalDay) async throws -> WeightPageData {
        try await read { db in
            WeightPageData(
                recent: try Self.weighIns(owner: owner, before: nil, limit: Self.weightPageRecent, db: db).weights,
                trend: try Self.weightTrend(owner: owner, last: Self.weightPageTrendDays, db: db),
                profile: try EnergyProfileRecord.of(owner, db: db),
                today: try Self.foodDays(owner: owner, days: [today], now: now(), db: db)[0])
        }
    }

    /// How many of the latest weigh-ins the weight page lists.
    public static let weightPageRecent = 14

    /// How many days of the trend the weight page's chart shows, up to the last weigh-in: a year
    /// (years of daily dots in 600 units of width were indistinguishable, and drawing them was
    /// most of the page's render).
    public static let weightPageTrendDays = 365

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
    func readWithCatalog<T: Sendable>(needed: Bool = true, _ work: @escaping @Sendable (any StoreDatabase) throws -> T) async throws -> T {
        guard needed else { return try await read(work) }
        let result = try await read { db -> T? in
            try Int.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM foods)") == 1 ? try work(db) : nil
        }
        if let result { return result }
        try await ensureFoodCatalog()
        return try await read(work)
    }
}

import AlmanacCore
import Foundation
import GRDB

/// One search result as the API and CLI give it.
public struct FoodSearchResult: Codable, Sendable, Equatable {
    public var id: String
    public var ndb: String?
    public var name: String
    public var friendlyName: String
    public var kcalPer100g: Double
    public var kind: FoodDetail.Kind
}

/// Food search indexes, built once per process and kept in memory: the SR28 part once, and one
/// index per user (SR28 + their custom foods and recipes) rebuilt only when those change. The
/// change check is a fingerprint of the user's custom foods and recipes, so even an undo (which
/// bypasses the food methods) is noticed.
public actor FoodSearchCache {
    private var catalog: [SearchableFood]?
    private var kcal: [String: Double] = [:]
    private var perOwner: [String: (fingerprint: String, index: FoodSearchIndex, kcal: [String: Double])] = [:]

    public init() {}

    /// Drops the cached SR28 foods (after `almanac food import`).
    public func invalidateCatalog() {
        catalog = nil
        perOwner = [:]
    }

    public func invalidate(owner: String) {
        perOwner[owner] = nil
    }

    /// The owner's index, built if missing or out of date.
    public func index(owner: String, database: AppDatabase) async throws -> FoodSearchIndex {
        try await entry(owner: owner, database: database).index
    }

    private func entry(owner: String, database: AppDatabase) async throws -> (
        fingerprint: String, index: FoodSearchIndex, kcal: [String: Double]
    ) {
        try await entry(owner: owner, fingerprint: try await database.customFoodsFingerprint(owner: owner), database: database)
    }

    /// The owner's index for `fingerprint`; the database is read only to (re)build it.
    private func entry(owner: String, fingerprint: String, database: AppDatabase) async throws -> (
        fingerprint: String, index: FoodSearchIndex, kcal: [String: Double]
    ) {
        if let cached = perOwner[owner], cached.fingerprint == fingerprint { return cached }
        if catalog == nil {
            let foods = try await database.catalogSearchableFoods()
            kcal = try await database.read { db in
                Dictionary(
                    try Row.fetchAll(db, sql: "SELECT ndb, kcal_per_100g FROM foods").map { row -> (String, Double) in
                        (row["ndb"], row["kcal_per_100g"])
                    },
                    uniquingKeysWith: { a, _ in a })
            }
            catalog = foods
        }
        let (own, ownKcal) = try await database.read { db in
            (try database.searchableFoods(owner: owner, db: db), try database.customKcal(owner: owner, db: db))
        }
        let entry = (fingerprint, FoodSearchIndex(foods: (catalog ?? []) + own), ownKcal)
        perOwner[owner] = entry
        return entry
    }

    /// The best `limit` foods for `query`, the user's often-logged foods first among equals.
    public func search(owner: String, query: String, limit: Int, database: AppDatabase) async throws -> [FoodSearchResult] {
        let state = try await database.read { db in try FoodSearchState(owner: owner, db: db) }
        return try await search(owner: owner, query: query, limit: limit, state: state, database: database)
    }

    /// The same search with what it needs from the database already read (with a page's data, in
    /// its one transaction); the database is read again only when the index must be rebuilt.
    public func search(owner: String, query: String, limit: Int, state: FoodSearchState, database: AppDatabase) async throws
        -> [FoodSearchResult]
    {
        let limit = min(max(limit, 1), 100)
        let entry = try await entry(owner: owner, fingerprint: state.fingerprint, database: database)
        let history = state.history
        return entry.index.search(query, limit: limit, history: history).map { hit in
            let food = entry.index.food(id: hit.id)
            let kind: FoodDetail.Kind =
                food?.flags.contains(.recipe) == true ? .recipe : food?.flags.contains(.custom) == true ? .custom : .sr28
            return FoodSearchResult(
                id: hit.id, ndb: hit.ndb, name: hit.name, friendlyName: hit.friendlyName,
                kcalPer100g: ((kcal[hit.id] ?? entry.kcal[hit.id] ?? 0) * 10).rounded() / 10, kind: kind)
        }
    }
}

/// What a search reads from the database: the fingerprint of the owner's own foods (is the index
/// current?) and how often they logged each food (to rank).
public struct FoodSearchState: Sendable {
    public var fingerprint: String
    public var history: [String: Int]

    init(owner: String, db: Database) throws {
        fingerprint = try AppDatabase.customFoodsFingerprint(owner: owner, db: db)
        history = try AppDatabase.foodLogCounts(owner: owner, db: db)
    }
}

extension AppDatabase {
    func customKcal(owner: String, db: Database) throws -> [String: Double] {
        var result: [String: Double] = [:]
        for food in try CustomFoodRecord.filter(Column("owner_id") == owner).fetchAll(db) {
            result[food.id] = food.per100g[NutrientNumber.energyKcal] ?? 0
        }
        for recipe in try RecipeRecord.filter(Column("owner_id") == owner).fetchAll(db) {
            result[recipe.id] = recipe.per100g[NutrientNumber.energyKcal] ?? 0
        }
        return result
    }
}

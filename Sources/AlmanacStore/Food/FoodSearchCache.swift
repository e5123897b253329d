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

/// Food search indexes, built once and kept in memory (and on disk in the data folder, so the next
/// process loads instead of building): the SR28 part once, and one index per user (SR28 + their custom foods and recipes) rebuilt only when those change. The
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
        kcal = [:]
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

    /// The owner's index for `fingerprint`; the database is read only to (re)build it. With a data
    /// folder the built index is also kept on disk (`cache/food-search-OWNER.index`), so a new
    /// process (every CLI command, a restarted server) loads it instead of building it again.
    private func entry(owner: String, fingerprint: String, database: AppDatabase) async throws -> (
        fingerprint: String, index: FoodSearchIndex, kcal: [String: Double]
    ) {
        if let cached = perOwner[owner], cached.fingerprint == fingerprint { return cached }
        try await database.ensureFoodCatalog()
        let needsCatalogKcal = kcal.isEmpty
        let (ownKcal, catalogKcal, catalogStamp) = try await database.read { db in
            (
                try database.customKcal(owner: owner, db: db),
                needsCatalogKcal ? try AppDatabase.catalogKcal(db: db) : [:],
                try AppDatabase.catalogStamp(db: db)
            )
        }
        if needsCatalogKcal { kcal = catalogKcal }
        let tag = Self.cacheTag(catalogStamp: catalogStamp, fingerprint: fingerprint)
        let file = Self.cacheFile(owner: owner, database: database)
        let index: FoodSearchIndex
        if let file, let bytes = try? Data(contentsOf: file), let loaded = FoodSearchIndex(serialized: [UInt8](bytes), tag: tag) {
            index = loaded
        } else {
            if catalog == nil { catalog = try await database.catalogSearchableFoods() }
            let own = try await database.read { db in try database.searchableFoods(owner: owner, db: db) }
            index = FoodSearchIndex(foods: (catalog ?? []) + own)
            if let file { Self.keep(index.serialized(tag: tag), at: file) }
        }
        let entry = (fingerprint, index, ownKcal)
        perOwner[owner] = entry
        return entry
    }

    static func cacheFile(owner: String, database: AppDatabase) -> URL? {
        database.folder?.appendingPathComponent("cache/food-search-\(owner).index")
    }

    /// What an index on disk must have been built from to be used: this catalogue, these own
    /// foods, this program.
    static func cacheTag(catalogStamp: String, fingerprint: String) -> String {
        [catalogStamp, fingerprint, buildStamp].joined(separator: "\n")
    }

    /// Writes the cache file whole or not at all; a cache that cannot be written is only slower.
    private static func keep(_ bytes: [UInt8], at file: URL) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(bytes).write(to: file, options: .atomic)
    }

    /// What the program that built an index was (its size and time): a new build may rank
    /// differently, so it never loads an index an older one wrote.
    private static let buildStamp: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path):\(size):\(modified)"
    }()

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

    init(owner: String, db: any StoreDatabase) throws {
        fingerprint = try AppDatabase.customFoodsFingerprint(owner: owner, db: db)
        history = try AppDatabase.foodLogCounts(owner: owner, db: db)
    }
}

extension AppDatabase {
    /// What the catalogue's search form depends on, cheaply: a food import that changes it changes this.
    /// The sums are SQLite's `TOTAL` written portably (a real, 0.0 for no foods), so SQLite's stamp
    /// reads as it did.
    static func catalogStamp(db: any StoreDatabase) throws -> String {
        try String.fetchOne(
            db,
            sql: """
                SELECT COUNT(*) || ':'
                  || CAST(COALESCE(SUM(LENGTH(long_desc) + LENGTH(com_name) + LENGTH(manufacturer) + is_survey), 0) AS DOUBLE PRECISION)
                  || ':' || COALESCE(MAX(ndb), '') || ':' || CAST(COALESCE(SUM(kcal_per_100g), 0) AS DOUBLE PRECISION) FROM foods
                """) ?? ""
    }

    static func catalogKcal(db: any StoreDatabase) throws -> [String: Double] {
        Dictionary(
            try Row.fetchAll(db, sql: "SELECT ndb, kcal_per_100g FROM foods").map { row -> (String, Double) in
                (row["ndb"], row["kcal_per_100g"])
            },
            uniquingKeysWith: { a, _ in a })
    }

    func customKcal(owner: String, db: any StoreDatabase) throws -> [String: Double] {
        var result: [String: Double] = [:]
        // fetchAll, not fetchReadable: a row that cannot be read fails the index as before.
        for food in try CustomFoodRecord.fetchAll(
            db, sql: "SELECT * FROM custom_foods WHERE owner_id = ?", arguments: [owner])
        {
            result[food.id] = food.per100g[NutrientNumber.energyKcal] ?? 0
        }
        for recipe in try RecipeRecord.fetchAll(db, sql: "SELECT * FROM recipes WHERE owner_id = ?", arguments: [owner]) {
            result[recipe.id] = recipe.per100g[NutrientNumber.energyKcal] ?? 0
        }
        return result
    }
}

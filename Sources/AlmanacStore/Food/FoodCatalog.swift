import AlmanacCore
import CompressNIO
import Foundation
import GRDB
import GRDBSQLite
import NIOCore

/// The shipped food database: USDA SR28 in Almanac's compact text form, gzipped
/// (`Resources/food/sr28.tsv.gz`), and the loading of a `FoodDatabase` into the catalogue tables.
public enum FoodCatalogFile {
    /// The bundled file (`almanac food build-data` writes it).
    public static var bundledURL: URL? {
        // The target copies its `Resources` folder; Foundation on Linux takes a bundle holding a
        // `Resources` folder for a deep bundle and points resourceURL into it, elsewhere it does not.
        let bundle = Bundle.module
        let candidates = [
            bundle.bundleURL.appendingPathComponent("Resources/food/sr28.tsv.gz"),
            bundle.resourceURL?.appendingPathComponent("food/sr28.tsv.gz"),
            bundle.resourceURL?.appendingPathComponent("Resources/food/sr28.tsv.gz"),
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    public static func gzip(_ text: String) throws -> Data {
        var input = ByteBuffer(string: text)
        let output = try input.compress(with: .gzip(configuration: .init(windowSize: .window128k, compressionLevel: .bestCompression)))
        return Data(output.readableBytesView)
    }

    public static func gunzip(_ data: Data) throws -> String {
        var input = ByteBuffer(bytes: data)
        do {
            let output = try input.decompress(with: .gzip())
            return String(buffer: output)
        } catch {
            throw AlmanacError.invalid("file", "The food database file is not valid gzip data.")
        }
    }

    /// Reads a gzipped compact food database file.
    public static func read(_ url: URL) throws -> FoodDatabase {
        try FoodDatabaseText.decode(gunzip(try Data(contentsOf: url)))
    }

    /// The five SR28 ASCII files of `folder` parsed into a `FoodDatabase`.
    public static func parseSR28(folder: URL) throws -> FoodDatabase {
        func file(_ name: String) throws -> Data {
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw AlmanacError.invalid(
                    "folder",
                    "\(folder.path) has no \(name); an SR28 folder holds FOOD_DES, FD_GROUP, NUTR_DEF, NUT_DATA and WEIGHT .txt files.")
            }
            return try Data(contentsOf: url)
        }
        return try SR28.parse(
            foodDescriptions: file("FOOD_DES.txt"), groups: file("FD_GROUP.txt"), nutrientDefinitions: file("NUTR_DEF.txt"),
            nutrientData: file("NUT_DATA.txt"), weights: file("WEIGHT.txt"))
    }
    /// A FoodData Central CSV folder (SR Legacy, Foundation, Survey) parsed into a `FoodDatabase`.
    public static func parseFoodDataCentral(folder: URL) throws -> FoodDatabase {
        var files: [String: String] = [:]
        for name in FoodDataCentral.requiredFiles + FoodDataCentral.optionalFiles {
            let url = folder.appendingPathComponent(name)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int else { continue }
            guard size <= 512 << 20 else {
                throw AlmanacError.invalid(
                    "folder",
                    "\(name) is \(size >> 20) MB; import FDC's SR Legacy, Foundation or Survey (FNDDS) download, not the full download with branded foods."
                )
            }
            files[name] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        }
        return try FoodDataCentral.parse(files)
    }

    /// An SR28 ASCII folder or a FoodData Central CSV folder, told apart by their files.
    public static func parseFolder(_ folder: URL) throws -> FoodDatabase {
        let has = { (name: String) in FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }
        if has("FOOD_DES.txt") { return try parseSR28(folder: folder) }
        if has("food.csv") { return try parseFoodDataCentral(folder: folder) }
        throw AlmanacError.invalid(
            "folder",
            "\(folder.path) is neither an SR28 ASCII folder (FOOD_DES.txt, ...) nor a FoodData Central CSV folder (food.csv, ...).")
    }
}

/// Catalogue loads in flight, one per database.
actor FoodCatalogLoads {
    static let shared = FoodCatalogLoads()
    private var running: [ObjectIdentifier: Task<FoodCatalogLoad?, any Error>] = [:]

    func run(key: ObjectIdentifier, _ work: @escaping @Sendable () async throws -> FoodCatalogLoad?) async throws -> FoodCatalogLoad? {
        if let task = running[key] { return try await task.value }
        let task = Task { try await work() }
        running[key] = task
        defer { running[key] = nil }
        return try await task.value
    }
}

/// What a catalogue load did, for the CLI and the README figures.
public struct FoodCatalogLoad: Sendable, Codable, Equatable {
    public var source: String
    public var foods: Int
    public var nutrientRows: Int
    public var portions: Int
    public var seconds: Double
}

/// Progress of a long load: rows written so far out of the total.
public typealias FoodCatalogProgress = @Sendable (_ done: Int, _ total: Int) -> Void

extension AppDatabase {
    /// The food catalogue's tables: loaded from the bundled SR28 on each engine's side, replaced
    /// whole by a load; `almanac copy` replaces the target's with the data folder's.
    static let catalogueTables = [
        "foods", "food_nutrients", "food_portions", "food_groups", "nutrient_definitions", "foods_fts", "food_catalog",
    ]

    /// Number of foods in the catalogue (0 before the first load).
    public func foodCatalogCount() async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM foods") ?? 0 }
    }

    /// Loads the bundled SR28 file the first time food data is needed (a fresh database has an
    /// empty catalogue, so tests that never touch foods never pay for it). Returns the load, or nil
    /// when the catalogue was already there.
    @discardableResult
    public func ensureFoodCatalog(progress: FoodCatalogProgress? = nil) async throws -> FoodCatalogLoad? {
        if lookups.foodCatalogFilled.withLock({ $0 }) { return nil }
        if try await foodCatalogCount() > 0 {
            lookups.foodCatalogFilled.withLock { $0 = true }
            return nil
        }
        // One load per database at a time: a request arriving while the server's start-up load
        // runs waits for it instead of decoding the file a second time.
        return try await FoodCatalogLoads.shared.run(key: ObjectIdentifier(writer as AnyObject)) {
            if try await foodCatalogCount() > 0 { return nil }
            guard let url = FoodCatalogFile.bundledURL else {
                throw AlmanacError.notFound("The bundled food database is missing; import one with almanac food import DIR.")
            }
            let database = try FoodCatalogFile.read(url)
            return try await loadFoodCatalog(database, source: "USDA SR28 (bundled)", replace: false, progress: progress)
        }
    }

    /// Writes `foods` into the catalogue tables in one transaction: on SQLite with prepared
    /// statements, on PostgreSQL with one `COPY` a table (`PostgresStore.loadFoodCatalog`).
    /// `replace: false` leaves an existing catalogue alone (two first users racing load it once).
    @discardableResult
    public func loadFoodCatalog(
        _ foods: FoodDatabase, source: String, replace: Bool = true, progress: FoodCatalogProgress? = nil
    ) async throws -> FoodCatalogLoad? {
        let started = DispatchTime.now().uptimeNanoseconds
        let total = foods.foods.count
        let counts: (Int, Int)?
        if let postgres {
            counts = try await postgres.loadFoodCatalog(foods, source: source, replace: replace, progress: progress)
        } else {
            counts = try await loadFoodCatalogIntoSQLite(foods, source: source, replace: replace, progress: progress)
        }
        guard let (nutrientRows, portionRows) = counts else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return FoodCatalogLoad(source: source, foods: total, nutrientRows: nutrientRows, portions: portionRows, seconds: seconds)
    }

    /// SQLite's load: one transaction with prepared statements, the nutrient and portion rows bound
    /// through SQLite's C API. Returns the nutrient and portion rows written, or nil when nothing was.
    private func loadFoodCatalogIntoSQLite(
        _ foods: FoodDatabase, source: String, replace: Bool, progress: FoodCatalogProgress?
    ) async throws -> (Int, Int)? {
        let total = foods.foods.count
        return try await writer.write { db in
            if !replace, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM foods") ?? 0 > 0 { return nil }
            for table in AppDatabase.catalogueTables {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            let group = try db.makeStatement(sql: "INSERT INTO food_groups (code, name) VALUES (?, ?)")
            for g in foods.groups { try group.execute(arguments: [g.code, g.name]) }
            let definition = try db.makeStatement(
                sql: "INSERT INTO nutrient_definitions (number, unit, tag, name, decimals, display_order) VALUES (?, ?, ?, ?, ?, ?)")
            for n in foods.nutrients { try definition.execute(arguments: [n.number, n.unit, n.tag, n.name, n.decimals, n.order]) }
            let food = try db.makeStatement(
                sql: """
                    INSERT INTO foods (ndb, group_code, long_desc, short_desc, com_name, manufacturer, is_survey, refuse_percent,
                                       friendly_name, kcal_per_100g)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            let nutrient = try db.makeStatement(sql: "INSERT INTO food_nutrients (ndb, nutrient, amount) VALUES (?, ?, ?)")
            let portion = try db.makeStatement(
                sql: "INSERT INTO food_portions (ndb, seq, amount, description, grams) VALUES (?, ?, ?, ?, ?)")
            let text = try db.makeStatement(sql: "INSERT INTO foods_fts (ndb, long_desc) VALUES (?, ?)")
            var nutrientRows = 0
            var portionRows = 0
            // The ~680,000 nutrient rows go through SQLite's C binding directly: GRDB's argument
            // arrays cost more than SQLite itself at this volume (several times so in debug builds).
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            func run(_ statement: Statement, _ bind: (OpaquePointer) -> Void) throws {
                let handle = statement.sqliteStatement
                sqlite3_reset(handle)
                bind(handle)
                let code = sqlite3_step(handle)
                guard code == SQLITE_DONE else {
                    throw AlmanacError.invalid("file", "Loading foods failed: \(String(cString: sqlite3_errmsg(db.sqliteConnection)))")
                }
            }
            for (index, f) in foods.foods.enumerated() {
                food.setUncheckedArguments([
                    f.ndb, f.groupCode, f.longDesc, f.shortDesc, f.comName, f.manufacturer, f.isSurvey, f.refusePercent,
                    FriendlyName.make(longDescription: f.longDesc), f.kcalPer100g,
                ])
                try food.execute()
                for (number, amount) in f.nutrients {
                    try run(nutrient) { handle in
                        sqlite3_bind_text(handle, 1, f.ndb, -1, transient)
                        sqlite3_bind_text(handle, 2, number, -1, transient)
                        sqlite3_bind_double(handle, 3, amount)
                    }
                }
                nutrientRows += f.nutrients.count
                for (seq, p) in f.portions.enumerated() {
                    try run(portion) { handle in
                        sqlite3_bind_text(handle, 1, f.ndb, -1, transient)
                        sqlite3_bind_int64(handle, 2, Int64(seq))
                        sqlite3_bind_double(handle, 3, p.amount)
                        sqlite3_bind_text(handle, 4, p.description, -1, transient)
                        sqlite3_bind_double(handle, 5, p.grams)
                    }
                }
                portionRows += f.portions.count
                text.setUncheckedArguments([f.ndb, f.longDesc])
                try text.execute()
                if let progress, index % 500 == 499 || index == total - 1 { progress(index + 1, total) }
            }
            try db.execute(
                sql: "INSERT INTO food_catalog (key, value) VALUES ('source', ?), ('foods', ?)", arguments: [source, String(total)])
            return (nutrientRows, portionRows)
        }
    }

    /// SQLite FTS5 bm25 over the long description: the plain baseline the benchmark compares
    /// Almanac's ranking with. Each query word must appear (as a porter stem). SQLite's alone:
    /// `almanac bench food` runs on SQLite in memory; on PostgreSQL it reads the side SQLite,
    /// which holds no catalogue, and finds nothing.
    public func fullTextRanker() -> FoodRanker {
        let writer = self.writer
        return { query, limit in
            let words = query.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { "\"\($0)\"" }
            guard !words.isEmpty else { return [] }
            let match = words.joined(separator: " ")
            return
                (try? writer.read { db in
                    try String.fetchAll(
                        db, sql: "SELECT ndb FROM foods_fts WHERE foods_fts MATCH ? ORDER BY bm25(foods_fts) LIMIT ?",
                        arguments: [match, limit])
                }) ?? []
        }
    }
}

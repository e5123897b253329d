import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// A database from each earlier migration level opens and migrates on this build with nothing lost.
///
/// The fixtures (`Upgrade/NNNN-….sql`, committed) are databases at each level: the schema that
/// level's migrations made, holding the shape fixture's data (every module) as far as that schema
/// had room for it. They are written once per new level by
/// `ALMANAC_WRITE_UPGRADE_FIXTURES=1 swift test --filter UpgradeTests`, and never rewritten
/// afterwards, so a later change to an old migration, or a new one that drops or garbles rows,
/// fails here.
@Suite struct UpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Upgrade")

    static var levels: [String] { Migrations.migrator.migrations }

    @Test func everyEarlierLevelMigratesWithNothingLost() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".sql") }.sorted()
        // One fixture per level before the newest: a new migration comes with the fixture of the level before it.
        #expect(files.map { String($0.dropLast(4)) } == Array(Self.levels.dropLast()))
        for file in files {
            let dump = try String(contentsOf: Self.fixtures.appendingPathComponent(file), encoding: .utf8)
            let queue = try Self.load(dump)
            let before = try await queue.read { db in try Self.rows(db) }
            #expect(before.values.reduce(0) { $0 + $1.rows.count } > 30, "\(file) holds too little to prove anything")

            let database = try AppDatabase(queue)  // migrates to the newest level
            try await database.writer.read { db in
                #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"], "\(file)")
                #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty, "\(file)")
                #expect(try Migrations.migrator.appliedMigrations(db) == Self.levels, "\(file)")
                for (table, old) in before {
                    // Every row is still there with the values it had, in the columns that are still
                    // there (a later level renamed `areas.colour` to `color`).
                    let kept = Set(try Row.fetchAll(db, sql: "PRAGMA table_info(\"\(table)\")").map { $0["name"] as String })
                    #expect(!kept.isEmpty, "\(file): the table \(table) is gone")
                    let positions = old.columns.indices.filter { kept.contains(old.columns[$0]) }
                    let columns = positions.map { "\"\(old.columns[$0])\"" }.joined(separator: ", ")
                    let now = Set(try Row.fetchAll(db, sql: "SELECT \(columns) FROM \"\(table)\"").map { Self.text($0) })
                    let lost = old.rows.map { row in positions.map { row[$0] }.joined(separator: " | ") }.filter { !now.contains($0) }
                    #expect(lost.isEmpty, "\(file): \(table) lost or changed \(lost.count) rows, e.g. \(lost.first ?? "")")
                }
            }
            // And this build reads it: the user's account exports with every row it had.
            let owner = try #require(try await database.read { db in try String.fetchOne(db, sql: "SELECT id FROM users") })
            let export = try await database.exportAccount(owner: owner)
            for table in ExportedTables.all {
                #expect((export.tables[table]?.count ?? 0) >= (before[table]?.rows.count ?? 0), "\(file): \(table) in the export")
            }
        }
    }

    /// The same fixtures on PostgreSQL (issue 36), from its baseline level on (a PostgreSQL
    /// database is born there): each level is made by PostgreSQL's own migrations, filled with the
    /// fixture's rows, and migrated to the newest level; then the account exports exactly as the
    /// same fixture migrated on SQLite does. So every PostgreSQL migration after the baseline is
    /// run over a person's data, as an upgrade runs it.
    @Test(.enabled(if: TestEngine.isPostgres))
    func everyLevelFromThePostgresBaselineMigratesThereAsOnSQLite() async throws {
        let server = try PostgresURL(try #require(ProcessInfo.processInfo.environment["ALMANAC_TEST_DATABASE_URL"]))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".sql") }.sorted()
            .filter { String($0.dropLast(4)) >= PostgresMigrations.baselineLevel }
        #expect(files.count >= Self.levels.count - 1 - Self.levels.firstIndex(of: PostgresMigrations.baselineLevel)!)
        for file in files {
            let level = String(file.dropLast(4))
            let fixture = try Self.load(try String(contentsOf: Self.fixtures.appendingPathComponent(file), encoding: .utf8))
            var url = server
            url.database = "upgrade_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            let admin = try await PostgresEngine.connect(server)
            try await admin.execute("CREATE DATABASE \(url.database)")
            await admin.close()

            let engine = try await PostgresEngine.connect(url)
            try await engine.migrate(upTo: level)
            #expect(
                try await engine.appliedMigrations()
                    == Array(Self.levels.prefix { $0 <= level }) + PostgresMigrations.postgresOnly.map(\.identifier), "\(file)")
            let store = PostgresStore(engine: engine)
            let copied = try await store.transaction(readOnly: false) { to in
                try fixture.read { from in try AppDatabase.copyTables(from: from, to: to) }
            }
            #expect(copied.values.reduce(0, +) > 30, "\(file): too few rows copied to prove anything")
            try await engine.migrate()
            #expect(try await engine.appliedMigrations() == PostgresMigrations.identifiers, "\(file)")
            await store.close()

            let onPostgres = try await AppDatabase.open(postgres: url)
            let onSQLite = try AppDatabase(fixture)
            let owner = try #require(try await onSQLite.read { db in try String.fetchOne(db, sql: "SELECT id FROM users") })
            #expect(try await onPostgres.exportAccount(owner: owner) == (try await onSQLite.exportAccount(owner: owner)), "\(file)")
        }
    }

    /// Writes the fixture of every level that has none yet.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ALMANAC_WRITE_UPGRADE_FIXTURES"] == "1"))
    func writeMissingFixtures() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // SQLite by nature: the upgrade fixtures are SQLite files.
        let full = try AppDatabase.inMemory(folder: folder)
        let owner = try await full.createUser(username: "ada", password: "correct horse battery", timeZone: "Europe/Berlin").id
        try await full.loadFoodCatalog(SampleFoods.database, source: "sample")
        try await ShapeFixture.fill(full, owner: owner, count: 1)
        try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
        for level in Self.levels.dropLast() {
            let file = Self.fixtures.appendingPathComponent("\(level).sql")
            if FileManager.default.fileExists(atPath: file.path) { continue }
            var configuration = Configuration()
            configuration.foreignKeysEnabled = false
            let queue = try DatabaseQueue(configuration: configuration)
            try Migrations.migrator.migrate(queue, upTo: level)
            try await full.read { source in
                try queue.write { target in
                    let virtual = try Self.virtualTables(target)
                    for table in try Self.tables(target) {
                        let have = try Set(Row.fetchAll(source, sql: "PRAGMA table_info(\"\(table)\")").map { $0["name"] as String })
                        guard !have.isEmpty else { continue }
                        let info = try Row.fetchAll(target, sql: "PRAGMA table_info(\"\(table)\")")
                        let columns = info.map { $0["name"] as String }.filter(have.contains)
                        // A column a later level renamed or dropped (areas.colour): a plain value.
                        let filled = info.filter { !have.contains($0["name"]) && $0["notnull"] == 1 && $0["dflt_value"] == nil }
                            .map { ($0["name"] as String, ($0["type"] as String).uppercased().contains("TEXT") ? "''" : "0") }
                        // Virtual (search) tables that triggers fill are filled by the rows below.
                        if virtual.contains(table), try Int.fetchOne(target, sql: "SELECT COUNT(*) FROM \"\(table)\"") ?? 0 > 0 { continue }
                        let list = (columns + filled.map(\.0)).map { "\"\($0)\"" }.joined(separator: ", ")
                        let marks = (columns.map { _ in "?" } + filled.map(\.1)).joined(separator: ", ")
                        let selected = columns.map { "\"\($0)\"" }.joined(separator: ", ")
                        for row in try Row.fetchAll(source, sql: "SELECT \(selected) FROM \"\(table)\"") {
                            try target.execute(
                                sql: "INSERT INTO \"\(table)\" (\(list)) VALUES (\(marks))",
                                arguments: StatementArguments(columns.map { row[$0] as DatabaseValue }))
                        }
                    }
                }
            }
            try await queue.read { db in try Self.dump(db, level: level) }.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    // MARK: Reading and writing a database as SQL

    /// Tables with rows worth keeping: not SQLite's or GRDB's own, not the shadow tables of a
    /// search index (the index's own virtual table stands for them).
    static func tables(_ db: Database) throws -> [String] {
        let virtual = try virtualTables(db)
        return try String.fetchAll(
            db,
            sql:
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations' ORDER BY rowid"
        ).filter { name in !virtual.contains { name.hasPrefix($0 + "_") } }
    }

    static func virtualTables(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
    }

    /// The database as SQL: tables, their rows, then indexes and triggers (so rows load as they are).
    static func dump(_ db: Database, level: String) throws -> String {
        var out = ["-- An Almanac database at migration level \(level) (UpgradeTests: written once, never rewritten).", "BEGIN;"]
        let virtual = try virtualTables(db)
        let shadow = { (name: String) in virtual.contains { name.hasPrefix($0 + "_") } }
        for row in try Row.fetchAll(
            db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid")
        where !shadow(row["name"]) {
            out.append((row["sql"] as String) + ";")
        }
        for table in try ["grdb_migrations"] + tables(db) + ["sqlite_sequence"] {
            guard try db.tableExists(table) else { continue }
            let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\"\(table)\")").map { "quote(\"\($0["name"] as String)\")" }
            let values = columns.joined(separator: " || ',' || ")
            out += try String.fetchAll(db, sql: "SELECT 'INSERT INTO \"\(table)\" VALUES(' || \(values) || ');' FROM \"\(table)\"")
        }
        for row in try Row.fetchAll(
            db, sql: "SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger', 'view') AND sql IS NOT NULL ORDER BY rowid")
        {
            out.append((row["sql"] as String) + ";")
        }
        out.append("COMMIT;")
        return out.joined(separator: "\n") + "\n"
    }

    static func load(_ dump: String) throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: dump)
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        return queue
    }

    /// Every row of every table, as text, with the table's columns.
    static func rows(_ db: Database) throws -> [String: (columns: [String], rows: [[String]])] {
        var result: [String: (columns: [String], rows: [[String]])] = [:]
        for table in try tables(db) {
            let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\"\(table)\")").map { $0["name"] as String }
            result[table] = (columns, try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"").map { $0.databaseValues.map(\.description) })
        }
        return result
    }

    static func text(_ row: Row) -> String {
        row.databaseValues.map(\.description).joined(separator: " | ")
    }
}

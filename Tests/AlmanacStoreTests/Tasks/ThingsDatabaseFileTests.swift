import AlmanacCore
import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import AlmanacStore

/// A Things database is someone else's file: what it may not hold, and what is refused before
/// a row of it is read.
@Suite struct ThingsDatabaseFileTests {
    /// The test fixture, changed by `sql` (run with no limits, as an attacker's tool would).
    func fixture(_ sql: String, walMode: Bool = false) throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-things-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("main.sqlite")
        try writeThingsFixture(at: file, walMode: walMode)
        if !sql.isEmpty {
            let queue = try DatabaseQueue(path: file.path)
            try queue.write { db in try db.execute(sql: sql) }
            try queue.close()
        }
        return (folder, file)
    }

    @Test func aGeneratedColumnIsRefusedBeforeItMakesItsFiftyMegabyteValues() throws {
        // The file: TMTask.title generated as 50 MB of "x" per row.
        let (folder, file) = try fixture(
            """
            ALTER TABLE TMTask RENAME TO TMTaskStored;
            CREATE TABLE TMTask (uuid TEXT PRIMARY KEY, type INTEGER, seed TEXT,
                title TEXT GENERATED ALWAYS AS (printf('%.*c', 50000000, 'x')) VIRTUAL,
                notes TEXT, status INTEGER, trashed INTEGER, start INTEGER, startDate INTEGER, startBucket INTEGER,
                deadline INTEGER, "index" INTEGER, todayIndex INTEGER, area TEXT, project TEXT, heading TEXT);
            INSERT INTO TMTask (uuid, type, status, trashed, start, "index") SELECT uuid, type, status, trashed, start, "index" FROM TMTaskStored;
            DROP TABLE TMTaskStored;
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = ContinuousClock.now
        #expect(
            throws: AlmanacError.invalid("file", "This is not a Things database as Things writes it: TMTask.title is a generated column.")
        ) {
            try ThingsDatabaseFile.read(at: file)
        }
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test func aViewATriggerOrAVirtualTableIsRefused() throws {
        let cases: [(sql: String, message: String)] = [
            (
                "DROP TABLE TMTag; CREATE VIEW TMTag AS SELECT 'G1' AS uuid, 'errand' AS title;",
                "This is not a Things database as Things writes it: TMTag is a view, not a table."
            ),
            (
                "CREATE TRIGGER noisy AFTER INSERT ON TMArea BEGIN SELECT 1; END;",
                "This is not a Things database as Things writes it: it has a trigger (noisy)."
            ),
            (
                "DROP TABLE TMTaskTag; CREATE VIRTUAL TABLE TMTaskTag USING fts5(tasks, tags);",
                "This is not a Things database as Things writes it: TMTaskTag is a virtual table."
            ),
        ]
        for (sql, message) in cases {
            let (folder, file) = try fixture(sql)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(throws: AlmanacError.invalid("file", message)) { try ThingsDatabaseFile.read(at: file) }
        }
    }

    @Test func aValueLongerThanAMegabyteIsRefused() throws {
        let (folder, file) = try fixture("UPDATE TMTask SET notes = printf('%.*c', 2000000, 'x') WHERE uuid = 't2';")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            throws: AlmanacError.tooLarge(
                "The Things database holds a value longer than 1 MB; a Things database does not, so it is refused.")
        ) {
            try ThingsDatabaseFile.read(at: file)
        }
        // Notes just under the limit are read.
        let (other, fine) = try fixture("UPDATE TMTask SET notes = printf('%.*c', 900000, 'x') WHERE uuid = 't2';")
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(try ThingsDatabaseFile.read(at: fine).tasks.first { $0.uuid == "t2" }?.notes.count == 900_000)
    }

    @Test func aWalThatIsNotARegularFileIsRefused() throws {
        let (folder, file) = try fixture("")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wal = file.path + "-wal"
        // A link to an endless device, then a folder: neither is read.
        try FileManager.default.createSymbolicLink(atPath: wal, withDestinationPath: "/dev/zero")
        #expect(throws: AlmanacError.invalid("file", "main.sqlite-wal is not a regular file; it is not read.")) {
            try ThingsDatabaseFile.read(at: file)
        }
        try FileManager.default.removeItem(atPath: wal)
        try FileManager.default.createDirectory(atPath: wal, withIntermediateDirectories: false)
        #expect(throws: AlmanacError.invalid("file", "main.sqlite-wal is not a regular file; it is not read.")) {
            try ThingsDatabaseFile.read(at: file)
        }
        try FileManager.default.removeItem(atPath: wal)
        #expect(try ThingsDatabaseFile.read(at: file).tasks.count == 8)
        // The database itself must be a file too.
        #expect(throws: AlmanacError.self) { try ThingsDatabaseFile.read(at: URL(fileURLWithPath: "/dev/zero")) }
    }

    /// The connection that reads the file runs with its limits, read back from SQLite itself
    /// (issue 29.27, 29.28): no trust in the file's schema, an 8 MB cache, 1 MB values.
    @Test func theReaderConnectionDistrustsTheSchemaAndBoundsItsMemory() throws {
        let (folder, file) = try fixture("")
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: file.path, configuration: ThingsDatabaseFile.configuration)
        defer { try? queue.close() }
        let (pragmas, limits) = try queue.read { db in
            let pragmas = try ["trusted_schema", "cache_size", "temp_store"].map {
                try Int.fetchOne(db, sql: "PRAGMA \($0)")
            }
            let connection = db.sqliteConnection
            return (
                pragmas,
                [
                    sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, -1), sqlite3_limit(connection, SQLITE_LIMIT_SQL_LENGTH, -1),
                    sqlite3_db_readonly(connection, "main"),
                ]
            )
        }
        #expect(pragmas == [0, -8192, 1])
        #expect(limits == [ThingsDatabaseFile.valueLimit, 100_000, 1])
    }
}

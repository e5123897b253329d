import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The seam the Store's code runs on (issue 36): a record written through it is the row GRDB's
/// own persistence writes, and SQLite's answers (a missing row, a taken key) reach the Store as
/// GRDB gave them.
@Suite struct StoreDatabaseTests {
    let database: AppDatabase
    let session = PersistedValue(
        key: "session-1", value: Data("{\"userId\":\"u1\"}".utf8), expiresAt: Date(timeIntervalSince1970: 1_800_000_000.25))

    init() throws {
        database = try AppDatabase.inMemory()
    }

    func stored(_ key: String) throws -> Row? {
        try database.writer.read { db in try Row.fetchOne(db, sql: "SELECT * FROM persist WHERE key = ?", arguments: [key]) }
    }

    @Test func aRecordInsertedThroughTheSeamIsTheRowGRDBWrites() async throws {
        let session = self.session
        var other = session
        other.key = "session-2"
        try await database.writeUnlogged { db in try session.insert(db) }
        try await database.writer.write { [other] db in try other.insert(db) }
        let throughSeam = try #require(try stored("session-1"))
        let throughGRDB = try #require(try stored("session-2"))
        #expect(throughSeam["value"] as Data? == throughGRDB["value"] as Data?)
        #expect(throughSeam["expires_at"] as String? == throughGRDB["expires_at"] as String?)
        #expect(throughSeam["expires_at"] as String? == "2027-01-15 08:00:00.250")
    }

    @Test func updateFindsTheRowByItsPrimaryKeyAndRefusesAMissingOne() async throws {
        let session = self.session
        var changed = session
        changed.expiresAt = nil
        await #expect(throws: RecordError.self) { try await database.writeUnlogged { [changed] db in try changed.update(db) } }
        try await database.writeUnlogged { [changed] db in
            try session.insert(db)
            try changed.update(db)
        }
        let row = try #require(try stored("session-1"))
        #expect(row["expires_at"] as String? == nil)
        #expect(row["value"] as Data? == session.value)
    }

    @Test func saveInsertsAMissingRowAndUpdatesAPresentOne() async throws {
        var session = self.session
        try await database.writeUnlogged { [session] db in try session.save(db) }
        session.value = Data("later".utf8)
        try await database.writeUnlogged { [session] db in try session.save(db) }
        #expect(try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM persist") } == 1)
        #expect(try stored("session-1")?["value"] as Data? == Data("later".utf8))
    }

    @Test func aTakenKeyIsAConstraintFailureAndOtherErrorsAreNot() async throws {
        let session = self.session
        let (taken, other) = try await database.writeUnlogged { db -> (Bool, Bool) in
            try session.insert(db)
            var taken = false
            do { try session.insert(db) } catch { taken = db.isConstraintFailure(error) }
            var other = true
            do { try db.execute(sql: "SELECT * FROM no_such_table") } catch { other = db.isConstraintFailure(error) }
            return (taken, other)
        }
        #expect(taken)
        #expect(!other)
    }

    @Test func theColumnsOfAMissingTableAreNone() async throws {
        let (persist, missing) = try await database.read { db in
            (try db.columnNames(in: "persist"), try db.columnNames(in: "no_such_table"))
        }
        #expect(persist == ["key", "value", "expires_at"])
        #expect(missing.isEmpty)
    }
}

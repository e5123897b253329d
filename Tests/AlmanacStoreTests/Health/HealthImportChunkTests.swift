import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// A health import may not hold the single writer for long: a record over decades is left out,
/// and days are written a chunk per transaction, undone as one action.
@Suite struct HealthImportChunkTests {
    static let now = Date(timeIntervalSince1970: 1_767_225_600)  // 1 January 2026

    func makeDatabase() async throws -> (AppDatabase, User) {
        let database = try await TestEngine.database(now: { Self.now })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Berlin")
        return (database, user)
    }

    /// Counts the transactions committed on the database.
    final class CommitCounter: TransactionObserver, @unchecked Sendable {
        var commits = 0
        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) {}
        func databaseDidCommit(_ db: Database) { commits += 1 }
        func databaseDidRollback(_ db: Database) {}
    }

    func steps(days: Int) -> String {
        var lines = ["type,start,end,value,unit,source"]
        var day = LocalDay(year: 2025, month: 1, day: 1)
        for _ in 0..<days {
            lines.append("steps,\(day)T10:00:00+01:00,\(day)T11:00:00+01:00,1000,count,Phone")
            day = day.adding(days: 1)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aRecordOverDecadesIsLeftOutAndCountedNotSpreadOverEveryDay() async throws {
        let (database, user) = try await makeDatabase()
        // The 198-byte file: one record from 1900 to 2029 (47,481 days), and an ordinary one.
        let csv = """
            type,start,end,value,unit,source
            steps,1900-01-01T00:00:00Z,2029-12-31T00:00:00Z,1000000,count,Phone
            steps,2025-03-01T10:00:00+01:00,2025-03-01T11:00:00+01:00,800,count,Phone
            sleep,2025-03-01T23:00:00+01:00,2025-03-03T07:00:00+01:00,1920,min,Watch

            """
        let url = try HealthStoreFixture.write(csv, name: "health.csv")
        let summary = try await database.importHealthFile(owner: user.id, url: url, fileName: "health.csv")
        #expect(summary.tooLongRecords == 2)  // the decades of steps, and 32 hours of "sleep"
        #expect(summary.days == 1)
        let days = try await database.healthDays(
            owner: user.id, from: LocalDay(year: 1900, month: 1, day: 1), to: LocalDay(year: 2030, month: 1, day: 1))
        #expect(days.map(\.day) == ["2025-03-01"])
        #expect(days[0].steps == 800)
        // A day's total as some apps write it (24 hours) is kept.
        var reading = HealthReading()
        #expect(reading.add(.activeEnergy, source: "App", start: 0, end: 86_400, value: 500) == nil)
        #expect(reading.samples.count == 1 && reading.tooLongRecords == 0)
    }

    /// Records the Health app wrote (healthkit-to-sqlite's fixture, Apache 2.0): Apple's
    /// `Workout` has `startDate`/`endDate` with their offset and `duration` in `durationUnit`;
    /// a body-mass index and a heart-rate record are kinds Almanac does not keep.
    @Test func anAppleHealthExportTheAppWroteIsRead() async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/third-party/healthkit-to-sqlite/export.xml")
        let (reading, format) = try HealthFile.read(url)
        #expect(format == .appleHealth)
        #expect(reading.recordsByKind == [.workout: 1])
        #expect(reading.otherRecords == 2)
        // 2016-11-14 07:25:41 -0700 to 07:30:52 -0700: 311 seconds (its `duration` says 5.194 min).
        #expect(reading.samples.map(\.start) == [1_479_133_541])
        #expect(reading.samples.map(\.end) == [1_479_133_852])
        let database = try await TestEngine.database(now: { Self.now })
        let user = try await database.createUser(username: "simon", password: "correct horse", timeZone: "America/Los_Angeles")
        let summary = try await database.importHealthFile(owner: user.id, url: url, fileName: "export.xml")
        #expect(summary.days == 1 && summary.tooLongRecords == 0)
        let days = try await database.healthDays(
            owner: user.id, from: LocalDay(year: 2016, month: 11, day: 14), to: LocalDay(year: 2016, month: 11, day: 14))
        #expect(days.map(\.day) == ["2016-11-14"])
        #expect(abs((days.first?.workoutMinutes ?? 0) - 311.0 / 60) < 0.001)
    }

    @Test func daysAreWrittenAChunkPerTransactionAndUndoneAsOne() async throws {
        // SQLite by nature: it counts commits through GRDB's transaction observer.
        let database = try AppDatabase.inMemory(now: { Self.now })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Berlin")
        let counter = CommitCounter()
        try await database.writer.write { db in db.add(transactionObserver: counter, extent: .databaseLifetime) }
        let before = counter.commits
        let url = try HealthStoreFixture.write(steps(days: 10), name: "steps.csv")
        let (reading, _) = try HealthFile.read(url)
        let summary = try await database.importHealth(owner: user.id, reading: reading, fileName: "steps.csv", format: .csv, chunkDays: 3)
        #expect(summary.days == 10)
        #expect(summary.daysChanged == 10)
        // 10 days, 3 a transaction: 4 transactions (the sources' read before them is not a write).
        #expect(counter.commits - before == 4)
        let all = try await database.healthDays(
            owner: user.id, from: LocalDay(year: 2025, month: 1, day: 1), to: LocalDay(year: 2025, month: 12, day: 31))
        #expect(all.count == 10)
        let action = try await database.lastUndoable(owner: user.id)
        #expect(action?.summary == "Imported 10 health records from “steps.csv” (10 days changed)")
        _ = try await database.undoLastChange(owner: user.id)
        #expect(
            try await database.healthDays(
                owner: user.id, from: LocalDay(year: 2025, month: 1, day: 1), to: LocalDay(year: 2025, month: 12, day: 31)
            ).isEmpty)
        #expect(try await database.lastUndoable(owner: user.id) == nil)
        // The same file again in one chunk writes the same days.
        let (again, _) = try HealthFile.read(url)
        let whole = try await database.importHealth(owner: user.id, reading: again, fileName: "steps.csv", format: .csv)
        #expect(whole.days == 10)
    }

    /// A server shutting down cancels the import's task: reading the file stops at the next chunk
    /// (a multi-GB export would otherwise be read to its end first) and nothing is written.
    @Test func readingAFileStopsWhenTheTaskIsCancelled() async throws {
        let url = try HealthStoreFixture.write(steps(days: 10), name: "steps.csv")
        let outcome = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return Result { try HealthFile.read(url) }
        }.value
        #expect(throws: CancellationError.self) { try outcome.get() }
    }
}

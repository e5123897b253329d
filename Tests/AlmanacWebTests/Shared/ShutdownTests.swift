import AlmanacCore
import Foundation
import GRDB
import Logging
import ServiceLifecycle
import Testing

@testable import AlmanacStore
@testable import AlmanacWeb

/// `almanac serve` gives a running request `shutdownGrace` after SIGTERM, then cancels it; a
/// cancelled write is interrupted inside SQLite and rolled back, and a chunked import keeps the
/// chunks it committed. Proven one level below HTTP (no client, no socket). The tests assert what
/// happened, never how fast: on a loaded 2-core machine a stop took 16 s. Every wait is bounded
/// (generously), so a test that fails ends instead of hanging.
@Suite struct ShutdownTests {
    /// Long enough for any loaded machine; the write under test would never end on its own.
    static let patience: Duration = .seconds(60)

    /// Runs `work` once in a detached task and answers its result, or nil when it has not ended
    /// within `limit`. The task is left running then, so the test goes on (and fails) instead of hanging.
    static func result<T: Sendable>(
        within limit: Duration = patience, _ work: @escaping @Sendable () async throws -> T
    ) async -> Result<T, any Error>? {
        let task = Task.detached { try await work() }
        let once = Once<Result<T, any Error>?>()
        return await withCheckedContinuation { continuation in
            once.start(continuation)
            Task.detached { once.finish(with: await task.result) }
            Task.detached {
                try? await Task.sleep(for: limit)
                once.finish(with: nil)
            }
        }
    }

    /// Resumes a continuation once, with the first value given.
    final class Once<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Value, Never>?
        private var early: Value??
        func start(_ continuation: CheckedContinuation<Value, Never>) {
            let value: Value?? = lock.withLock {
                if let early { return .some(early) }
                self.continuation = continuation
                return nil
            }
            if let value { continuation.resume(returning: value!) }
        }
        func finish(with value: Value) {
            let waiting: CheckedContinuation<Value, Never>? = lock.withLock {
                if let continuation {
                    self.continuation = nil
                    early = .some(value)
                    return continuation
                }
                if early == nil { early = .some(value) }
                return nil
            }
            waiting?.resume(returning: value)
        }
    }

    /// How the endless write ended: nil while it runs, then "finished" or the error that stopped it.
    final class Ending: @unchecked Sendable {
        private let lock = NSLock()
        private var ended: String?
        var description: String? { lock.withLock { ended } }
        func record(_ ending: String) { lock.withLock { ended = ending } }
    }

    /// A service whose run is one write that does not end by itself (a count to 10¹⁰ in SQL, hours
    /// of work), as the 159-second undo: only cancellation stops it.
    struct EndlessWrite: Service {
        let database: AppDatabase
        let owner: String
        let started: AsyncStream<Void>.Continuation
        let ending: Ending
        func run() async throws {
            do {
                try await database.write(owner: owner) { batch in
                    _ = try AppDatabase.insertArea(owner: owner, name: "Half-written", color: nil, icon: nil, batch: batch)
                    started.yield()
                    _ = try Int.fetchOne(
                        batch.db,
                        sql: "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 10000000000) SELECT count(*) FROM n")
                }
                ending.record("finished")
            } catch {
                ending.record("\(type(of: error)): \(error)")
                throw error
            }
        }
    }

    @Test func aWriteStillRunningWhenTheGraceEndsIsInterruptedRolledBackAndTheNextWriterGetsIn() async throws {
        // SQLite by nature: the cancelled write is interrupted inside SQLite (sqlite3_interrupt).
        let database = try AppDatabase.inMemory()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let (started, writeStarted) = AsyncStream<Void>.makeStream()
        let ending = Ending()
        let group = serviceGroup(
            running: EndlessWrite(database: database, owner: user.id, started: writeStarted, ending: ending), grace: .milliseconds(200),
            signals: [], logger: Logger(label: "test"))
        let server = Task.detached { try await group.run() }
        defer { server.cancel() }  // should the test fail, the write does not go on for hours
        let begun = await Self.result {
            for await _ in started { return true }
            return false
        }
        #expect(try #require(begun).get())

        // SIGTERM: the group asks its service to stop, and cancels it once the grace is over. The
        // write would never end by itself, so its ending at all is the proof.
        await group.triggerGracefulShutdown()
        let stopped = await Self.result { try await server.value }
        #expect(stopped != nil, "the write went on past the grace: nothing cancelled it")
        let ended = try #require(ending.description)
        #expect(ended != "finished", "the write ended by itself, so nothing was proven")

        // Nothing of the interrupted write is in the database, nothing to undo, and the next
        // writer gets in.
        #expect(try await database.areas(owner: user.id, includeArchived: true).isEmpty)
        #expect(try await database.lastUndoable(owner: user.id) == nil)
        let next = await Self.result { try await database.addArea(owner: user.id, name: "Health") }
        #expect(try #require(next).get().name == "Health")
    }

    /// Cancels the import at the first commit once armed (the end of the grace falling right after
    /// a chunk), so the import is cancelled mid-way every run, however loaded the machine.
    final class CancelAtFirstCommit: TransactionObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var task: Task<HealthImportSummary, any Error>?
        func arm(_ task: Task<HealthImportSummary, any Error>) { lock.withLock { self.task = task } }
        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) {}
        func databaseDidCommit(_ db: Database) {
            let armed = lock.withLock {
                defer { task = nil }
                return task
            }
            armed?.cancel()
        }
        func databaseDidRollback(_ db: Database) {}
    }

    /// A health import cancelled mid-way keeps a prefix of whole chunks, as one undoable action;
    /// the same file imported again writes exactly the rest.
    @Test func aHealthImportCancelledMidWayKeepsWholeChunksAsOneUndoableActionAndASecondImportWritesTheRest() async throws {
        // SQLite by nature: it counts commits through GRDB's transaction observer.
        let database = try AppDatabase.inMemory(now: { Date(timeIntervalSince1970: 1_767_225_600) })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Berlin")
        let chunkDays = 3
        var lines = ["type,start,end,value,unit,source"]
        var allDays: [String] = []
        var day = LocalDay(year: 2025, month: 1, day: 1)
        for _ in 0..<10 {
            lines.append("steps,\(day)T10:00:00+01:00,\(day)T11:00:00+01:00,1000,count,Phone")
            allDays.append(day.description)
            day = day.adding(days: 1)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).csv")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let year = (from: LocalDay(year: 2025, month: 1, day: 1), to: LocalDay(year: 2025, month: 12, day: 31))

        let observer = CancelAtFirstCommit()
        try await database.writer.write { db in db.add(transactionObserver: observer, extent: .databaseLifetime) }
        // The import waits for `go` until the observer holds it, so its first commit cancels it.
        let (go, letGo) = AsyncStream<Void>.makeStream()
        let (reading, _) = try HealthFile.read(url)
        let importing = Task.detached {
            for await _ in go { break }
            return try await database.importHealth(
                owner: user.id, reading: reading, fileName: "steps.csv", format: .csv, chunkDays: chunkDays)
        }
        observer.arm(importing)
        letGo.yield()
        letGo.finish()
        let outcome = try #require(await Self.result { try await importing.value })
        #expect(throws: CancellationError.self) { try outcome.get() }

        // Kept: the first days of the file, whole chunks of them, each once, and not all of them.
        let kept = try await database.healthDays(owner: user.id, from: year.from, to: year.to)
        #expect(!kept.isEmpty && kept.count < allDays.count, "the import was not cancelled mid-way: \(kept.count) days kept")
        #expect(kept.count % chunkDays == 0, "\(kept.count) days kept: a chunk was cut")
        #expect(kept.map(\.day) == Array(allDays.prefix(kept.count)))
        #expect(kept.allSatisfy { $0.steps == 1000 })
        // As one action: every change it logged is in one batch, the one undo would revert.
        let logged = try await database.history(owner: user.id, limit: 1000).filter { $0.entity == "health_days" }
        #expect(logged.count == kept.count && Set(logged.map(\.batchId)).count == 1)
        #expect(try await database.lastUndoable(owner: user.id)?.summary == "Imported 10 health records from “steps.csv”")

        // The next writer gets in, and the same file again writes exactly the rest: all days, none twice.
        let (again, _) = try HealthFile.read(url)
        let rest = try #require(
            await Self.result {
                try await database.importHealth(owner: user.id, reading: again, fileName: "steps.csv", format: .csv, chunkDays: chunkDays)
            }
        ).get()
        #expect(rest.days == allDays.count && rest.daysChanged == allDays.count - kept.count)
        let all = try await database.healthDays(owner: user.id, from: year.from, to: year.to)
        #expect(all.map(\.day) == allDays)
        #expect(all.allSatisfy { $0.steps == 1000 })

        // Undo takes back the second import, then the whole cancelled one in one step.
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.healthDays(owner: user.id, from: year.from, to: year.to).map(\.day) == kept.map(\.day))
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.healthDays(owner: user.id, from: year.from, to: year.to).isEmpty)
    }
}

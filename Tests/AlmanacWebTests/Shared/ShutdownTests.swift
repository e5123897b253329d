import AlmanacCore
import Foundation
import GRDB
import Logging
import ServiceLifecycle
import Testing

@testable import AlmanacStore
@testable import AlmanacWeb

/// `almanac serve` gives a running request `shutdownGrace` after SIGTERM, then cancels it; a
/// cancelled write is interrupted inside SQLite and rolled back. Proven here one level below HTTP
/// (no client, no socket), with every wait bounded: a test that fails never hangs.
@Suite struct ShutdownTests {
    /// Runs `work` once in a detached task and answers its result, or nil when it has not ended
    /// within `limit`. The task is left running then, so the test goes on (and fails) instead of hanging.
    static func result<T: Sendable>(
        within limit: Duration, _ work: @escaping @Sendable () async throws -> T
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

    /// A service whose run is one write that does not end by itself (a very long count in SQL),
    /// as the 159-second undo: only cancellation stops it.
    struct EndlessWrite: Service {
        let database: AppDatabase
        let owner: String
        let started: AsyncStream<Void>.Continuation
        func run() async throws {
            try await database.write(owner: owner) { batch in
                _ = try AppDatabase.insertArea(owner: owner, name: "Half-written", color: nil, icon: nil, batch: batch)
                started.yield()
                _ = try Int.fetchOne(
                    batch.db,
                    sql: "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 10000000000) SELECT count(*) FROM n")
            }
        }
    }

    @Test func aWriteStillRunningWhenTheGraceEndsIsInterruptedRolledBackAndTheNextWriterGetsIn() async throws {
        let database = try AppDatabase.inMemory()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let (started, writeStarted) = AsyncStream<Void>.makeStream()
        let group = serviceGroup(
            running: EndlessWrite(database: database, owner: user.id, started: writeStarted), grace: .milliseconds(200), signals: [],
            logger: Logger(label: "test"))
        let server = Task.detached { try await group.run() }
        let begun = await Self.result(within: .seconds(10)) {
            for await _ in started { return true }
            return false
        }
        #expect(try #require(begun).get())

        // SIGTERM: the group asks its service to stop, and cancels it once the grace is over.
        let clock = ContinuousClock()
        let signalled = clock.now
        await group.triggerGracefulShutdown()
        let stopped = await Self.result(within: .seconds(10)) { try await server.value }
        #expect(stopped != nil, "the write went on past the grace: nothing cancelled it")
        #expect(clock.now - signalled < .seconds(5))

        // Nothing of the interrupted write is in the database, and the next write gets in at once.
        #expect(try await database.areas(owner: user.id).isEmpty)
        #expect(try await database.lastUndoable(owner: user.id) == nil)
        let next = await Self.result(within: .seconds(5)) { try await database.addArea(owner: user.id, name: "Health") }
        #expect(try #require(next).get().name == "Health")
    }

    /// Blocks the writer inside the commit of the import's first chunk until the test has cancelled
    /// the import (as the end of the grace does), so "cancelled between chunks" happens every run.
    final class HoldFirstCommit: TransactionObserver, @unchecked Sendable {
        let committed: AsyncStream<Void>.Continuation
        let release = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var held = false
        var armed = false
        init(committed: AsyncStream<Void>.Continuation) { self.committed = committed }
        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) {}
        func databaseDidCommit(_ db: Database) {
            let first = lock.withLock {
                guard armed, !held else { return false }
                held = true
                return true
            }
            guard first else { return }
            committed.yield()
            // Bounded: should the test never cancel, the import goes on and the test fails.
            _ = release.wait(timeout: .now() + 5)
        }
        func databaseDidRollback(_ db: Database) {}
    }

    /// A health import cancelled between chunks keeps the whole chunks it committed, as one
    /// undoable action; the next writer gets in and the same file again writes the rest.
    @Test func aHealthImportCancelledBetweenChunksKeepsWholeChunksAsOneUndoableAction() async throws {
        let database = try AppDatabase.inMemory(now: { Date(timeIntervalSince1970: 1_767_225_600) })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Berlin")
        var lines = ["type,start,end,value,unit,source"]
        var day = LocalDay(year: 2025, month: 1, day: 1)
        for _ in 0..<10 {
            lines.append("steps,\(day)T10:00:00+01:00,\(day)T11:00:00+01:00,1000,count,Phone")
            day = day.adding(days: 1)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).csv")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }

        let (committed, didCommit) = AsyncStream<Void>.makeStream()
        let observer = HoldFirstCommit(committed: didCommit)
        try await database.writer.write { db in db.add(transactionObserver: observer, extent: .databaseLifetime) }
        observer.armed = true
        let (reading, _) = try HealthFile.read(url)
        let importing = Task.detached {
            try await database.importHealth(owner: user.id, reading: reading, fileName: "steps.csv", format: .csv, chunkDays: 3)
        }
        let first = await Self.result(within: .seconds(10)) {
            for await _ in committed { return true }
            return false
        }
        #expect(try #require(first).get())
        importing.cancel()
        observer.release.signal()
        let outcome = try #require(await Self.result(within: .seconds(5)) { try await importing.value })
        #expect(throws: CancellationError.self) { try outcome.get() }

        let year = (from: LocalDay(year: 2025, month: 1, day: 1), to: LocalDay(year: 2025, month: 12, day: 31))
        #expect(
            try await database.healthDays(owner: user.id, from: year.from, to: year.to).map(\.day) == [
                "2025-01-01", "2025-01-02", "2025-01-03",
            ])
        #expect(try await database.lastUndoable(owner: user.id)?.summary == "Imported 10 health records from “steps.csv”")
        let (again, _) = try HealthFile.read(url)
        let rest = try #require(
            await Self.result(within: .seconds(10)) {
                try await database.importHealth(owner: user.id, reading: again, fileName: "steps.csv", format: .csv, chunkDays: 3)
            }
        ).get()
        #expect(rest.days == 10 && rest.daysChanged == 7)
        #expect(try await database.healthDays(owner: user.id, from: year.from, to: year.to).count == 10)
    }
}

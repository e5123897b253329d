import AlmanacCore
import Foundation
import GRDB
import Hummingbird
import Logging
import NIOCore
import Testing

@testable import AlmanacStore
@testable import AlmanacWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ShutdownTests {
    /// SIGTERM while a long write runs (the 159-second undo kept the server up): once the
    /// grace is over the request is cancelled, SQLite interrupts and rolls its write back, and the
    /// server stops. The write here never ends by itself, so only the cancellation can stop it.
    @Test func aWriteStillRunningWhenTheGraceEndsIsRolledBackAndTheServerStops() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-shutdown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(folder: folder)
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let (started, writeStarted) = AsyncStream<Void>.makeStream()
        let router = buildRouter(database: database, configuration: AppConfiguration(logLevel: .critical))
        router.post("/test/endless-write") { _, _ -> HTTPResponse.Status in
            try await database.write(owner: user.id) { batch in
                _ = try AppDatabase.insertArea(owner: user.id, name: "Half-written", color: nil, icon: nil, batch: batch)
                writeStarted.yield()
                _ = try Int.fetchOne(
                    batch.db, sql: "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n")
            }
            return .ok
        }
        let (ports, portKnown) = AsyncStream<Int>.makeStream()
        let app = buildApplication(
            router: router, database: database, configuration: AppConfiguration(port: 0, logLevel: .critical),
            onServerRunning: { channel in portKnown.yield(channel.localAddress?.port ?? 0) })
        let group = serviceGroup(running: app, grace: .milliseconds(300), signals: [], logger: Logger(label: "test"))
        let server = Task { try await group.run() }
        var portIterator = ports.makeAsyncIterator()
        let port = try #require(await portIterator.next())
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/test/endless-write")))
        request.httpMethod = "POST"
        let client = Task { [request] in try? await URLSession.shared.data(for: request) }
        var startedIterator = started.makeAsyncIterator()
        _ = await startedIterator.next()

        let clock = ContinuousClock()
        let signalled = clock.now
        await group.triggerGracefulShutdown()
        let stopped = await withTaskGroup(of: Bool.self) { tasks in
            tasks.addTask {
                _ = try? await server.value
                return true
            }
            tasks.addTask {
                // Without the grace the server waits for the request for ever: give up, then cancel it.
                try? await Task.sleep(for: .seconds(10))
                server.cancel()
                return false
            }
            let first = await tasks.next() ?? false
            tasks.cancelAll()
            return first
        }
        #expect(stopped)
        #expect(clock.now - signalled < .seconds(5))
        _ = await client.value
        // Nothing of the interrupted write is in the file.
        #expect(try await database.areas(owner: user.id).isEmpty)
        #expect(try await database.lastUndoable(owner: user.id) == nil)
    }
}

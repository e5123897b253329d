import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// A page asked for again is served from the page cache, and never once anything it could show
/// has changed: a write by the server, a write by the CLI (another connection to the file), the
/// next minute of the clock, another browser.
@Suite struct PageCacheTests {
    /// Whether the last request read the to-dos (the Inbox page's own query), from the trace.
    /// Whether a page read to-dos (not the reminder service, which polls every 30 s and, on a loaded
    /// machine, once landed between two visits of this test).
    static func readTasks(_ log: StatementLog) -> Bool {
        log.statements.contains { $0.contains("FROM tasks") && !$0.contains("reminder IS NOT NULL") }
    }

    @Test func aPageIsKeptUntilAWriteOrTheNextMinute() async throws {
        let log = StatementLog()
        let clock = TestClock(Date())
        let database = try log.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            _ = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Buy oat milk"}"#)
            let welcome = try await visitor.get("/tasks/today")
            #expect(welcome.text.contains("Welcome to Almanac"), "a page with a flash message is not kept (it shows once)")
            log.reset()
            let first = try await visitor.get("/tasks/inbox")
            #expect(first.text.contains("Buy oat milk"))
            #expect(Self.readTasks(log), "the first visit renders the page: \(log.statements)")

            log.reset()
            let again = try await visitor.get("/tasks/inbox")
            #expect(again.status == .ok)
            #expect(again.text == first.text)
            #expect(!Self.readTasks(log), "asked again with nothing changed, the page comes from the cache: \(log.statements)")
            #expect(again.headers[HTTPField.Name("Content-Security-Policy")!] != nil, "the security headers are added to a kept page too")

            // A write through the API: the next visit shows it.
            _ = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Call the plumber"}"#)
            log.reset()
            let afterWrite = try await visitor.get("/tasks/inbox")
            #expect(Self.readTasks(log))
            #expect(afterWrite.text.contains("Call the plumber"))

            // The next minute: rendered again (pages show the time and today's day).
            log.reset()
            _ = try await visitor.get("/tasks/inbox")
            #expect(!Self.readTasks(log))
            clock.advance(60)
            log.reset()
            _ = try await visitor.get("/tasks/inbox")
            #expect(Self.readTasks(log), "a page of the previous minute is not served")

            // Another browser of the same user has its own pages (its CSRF token is in them).
            var other = Visitor(client)
            _ = try await other.post("/signin", form: ["username": "ada", "password": "correct horse"])
            let theirs = try await other.get("/tasks/inbox")
            #expect(theirs.text.contains(other.csrf))
            #expect(!theirs.text.contains(visitor.csrf))
        }
    }

    @Test func aWriteByAnotherProcessIsSeenAtOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-page-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try AppDatabase.open(folder: folder)
        let cli = try AppDatabase.open(folder: folder, origin: .cli)
        let app = buildApplication(database: server, configuration: AppConfiguration(logLevel: .warning))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await cli.user(named: "ada").id
            _ = try await cli.addTask(owner: owner, NewTask(title: "Water the plants"))
            #expect(try await visitor.get("/tasks/inbox").text.contains("Water the plants"))
            let kept = try await visitor.get("/tasks/inbox").text
            #expect(kept.contains("Water the plants") && !kept.contains("Renew the passport"))
            _ = try await cli.addTask(owner: owner, NewTask(title: "Renew the passport"))
            #expect(try await visitor.get("/tasks/inbox").text.contains("Renew the passport"), "the CLI's write is on the next visit")
        }
    }
}

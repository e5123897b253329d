import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import AlmanacWeb

/// What a webhook listener (ntfy, Gotify, anything) was sent.
private actor Inbox {
    var posts: [(title: String?, body: Data)] = []
    func add(title: String?, body: Data) { posts.append((title, body)) }
}

@Suite struct WebhookDeliveryTests {
    /// The reminder service POSTs to a real HTTP listener on this machine, once per intention.
    @Test func theReminderServicePostsTimeUpToTheWebhookOnce() async throws {
        let inbox = Inbox()
        let router = Router()
        router.post("/hook") { request, _ -> HTTPResponse.Status in
            let body = try await request.body.collect(upTo: 64 * 1024)
            await inbox.add(title: request.headers[HTTPField.Name("Title")!], body: Data(buffer: body))
            return .ok
        }
        let listener = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await listener.test(.live) { client in
            let port = try #require(client.port)
            let clock = TestClock(Date(timeIntervalSince1970: 1_777_881_600))  // Monday 4 May 2026, 10:00 in Berlin
            let database = try AppDatabase.inMemory().with(now: { clock.now })
            let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
            var settings = SystemSettings.standard
            settings.webhookURL = "http://127.0.0.1:\(port)/hook"
            try await database.updateSystemSettings(owner: user.id, settings)
            let intention = try await database.startIntention(owner: user.id, what: "Write report", plannedMinutes: 1)
            let service = FocusReminderService(database: database, logger: Logger(label: "test"))

            await service.checkEveryone()
            #expect(await inbox.posts.isEmpty)  // still running

            clock.advance(61)
            await service.checkEveryone()
            await service.checkEveryone()
            let posts = await inbox.posts
            try #require(posts.count == 1)
            #expect(posts[0].title == "Time's up")
            let payload = try #require(try JSONSerialization.jsonObject(with: posts[0].body) as? [String: Any])
            #expect(payload["event"] as? String == "timeUp")
            #expect(payload["intentionId"] as? String == intention.id)
            #expect((payload["message"] as? String)?.contains("Write report") == true)

            // A to-do's own reminder goes the same way when its time comes.
            _ = try await database.addTask(
                owner: user.id,
                NewTask(
                    title: "Call mom", when: .day(LocalDay(year: 2026, month: 5, day: 4)), reminder: try WallClockTime(hour: 10, minute: 5))
            )
            clock.advance(4 * 60)
            await service.checkEveryone()
            let all = await inbox.posts
            try #require(all.count == 2)
            #expect(all[1].title == "To-do reminder")
            #expect(String(decoding: all[1].body, as: UTF8.self).contains("Reminder: “Call mom”."))
        }
    }
}

import AlmanacCore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import AlmanacStore
@testable import AlmanacWeb

/// What a webhook listener (ntfy, Gotify, anything) was sent.
private actor Inbox {
    var posts: [(title: String?, body: Data)] = []
    func add(title: String?, body: Data) { posts.append((title, body)) }
}

@Suite struct WebhookDeliveryTests {
    /// How long a test's webhook may take. The listener answers at once, but its handler is a Swift
    /// task: while the whole suite's long synchronous tests hold the machine's two threads of the
    /// concurrency pool it may not run for minutes (the 10-second default timed out on CI). Only a
    /// listener that never answers makes a test wait this long.
    static let patience: Duration = .seconds(600)

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
            let database = try await TestEngine.database(now: { clock.now })
            let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
            var settings = SystemSettings.standard
            settings.webhookURL = "http://127.0.0.1:\(port)/hook"
            try await database.updateSystemSettings(owner: user.id, settings)
            let intention = try await database.startIntention(owner: user.id, what: "Write report", plannedMinutes: 1)
            // A listener on this machine is reached only because the server allows it.
            let service = FocusReminderService(
                database: database, logger: Logger(label: "test"), allowPrivateWebhooks: true, webhookTimeout: Self.patience)

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

    /// A webhook listener on loopback that records what reaches it; `/moved` redirects to `/hook`.
    fileprivate func withListener(_ body: @escaping @Sendable (Int, Inbox) async throws -> Void) async throws {
        let inbox = Inbox()
        let router = Router()
        router.post("/hook") { request, _ -> HTTPResponse.Status in
            let data = try await request.body.collect(upTo: 64 * 1024)
            await inbox.add(title: request.head.authority, body: Data(buffer: data))
            return .ok
        }
        router.post("/moved") { _, _ -> Response in
            Response(status: .temporaryRedirect, headers: [.location: "/hook"])
        }
        router.post("/large") { _, _ -> Response in
            Response(status: .ok, body: .init(byteBuffer: ByteBuffer(repeating: UInt8(ascii: "x"), count: 100 * 1024)))
        }
        let listener = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await listener.test(.live) { client in try await body(try #require(client.port), inbox) }
    }

    func serviceAfterTimeUp(webhook: String, allowPrivate: Bool) async throws -> FocusReminderService {
        let clock = TestClock(Date(timeIntervalSince1970: 1_777_881_600))
        let database = try await TestEngine.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        var settings = SystemSettings.standard
        settings.webhookURL = webhook
        try await database.updateSystemSettings(owner: user.id, settings)
        _ = try await database.startIntention(owner: user.id, what: "Write report", plannedMinutes: 1)
        clock.advance(61)
        return FocusReminderService(
            database: database, logger: Logger(label: "test"), allowPrivateWebhooks: allowPrivate, webhookTimeout: Self.patience)
    }

    /// Any account can set a webhook; by default the server never POSTs into its own network.
    @Test func aWebhookToThisMachineIsNotSentUnlessTheServerAllowsIt() async throws {
        try await withListener { port, inbox in
            for host in ["127.0.0.1", "localhost", "[::ffff:127.0.0.1]", "127.1", "0x7f000001"] {
                let service = try await serviceAfterTimeUp(webhook: "http://\(host):\(port)/hook", allowPrivate: false)
                await service.checkEveryone()
            }
            #expect(await inbox.posts.isEmpty)
            let allowed = try await serviceAfterTimeUp(webhook: "http://localhost:\(port)/hook", allowPrivate: true)
            await allowed.checkEveryone()
            let posts = await inbox.posts
            try #require(posts.count == 1)
            // Sent to the address that was checked, with the name the user gave in Host.
            #expect(posts[0].title == "localhost:\(port)")
        }
    }

    /// A listener's answer is read up to 64 KB; a longer one is refused, the message naming the limit.
    @Test func anAnswerLargerThan64KBIsRefusedNamingTheLimit() async throws {
        try await withListener { port, _ in
            let target = WebhookDelivery.Target(
                url: try #require(URL(string: "http://127.0.0.1:\(port)/large")), name: "127.0.0.1", address: "127.0.0.1")
            await #expect(throws: AlmanacError.tooLarge("The answer is larger than 64 KB.")) {
                try await WebhookDelivery.send(target, body: Data("{}".utf8), timeout: Self.patience)
            }
        }
    }

    @Test func aRedirectIsNotFollowed() async throws {
        try await withListener { port, inbox in
            let service = try await serviceAfterTimeUp(webhook: "http://127.0.0.1:\(port)/moved", allowPrivate: true)
            await service.checkEveryone()
            #expect(await inbox.posts.isEmpty)
        }
    }

    @Test func loopbackLinkLocalPrivateAndMappedAddressesAreRefused() {
        let refused = [
            "127.0.0.1", "127.255.255.254", "0.0.0.0", "0.1.2.3", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1",
            "169.254.169.254", "100.64.0.1", "100.127.255.255", "224.0.0.1", "255.255.255.255", "::", "::1", "fc00::1", "fd12:3456::1",
            "fe80::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:8.8.8.8", "::127.0.0.1", "64:ff9b::7f00:1", "ff02::1",
            "not an address",
        ]
        for address in refused { #expect(WebhookDelivery.isPrivate(address), "\(address)") }
        let allowed = [
            "8.8.8.8", "1.1.1.1", "100.63.255.255", "100.128.0.0", "172.32.0.1", "192.169.0.1", "2606:4700::1111", "2001:db9::1",
        ]
        for address in allowed { #expect(!WebhookDelivery.isPrivate(address), "\(address)") }
    }

    static func settingsJSON(webhook: String) -> String {
        #"{"activeStart": "08:00", "activeEnd": "16:00", "activeWeekdays": [2], "webhookUrl": "\#(webhook)", "sprintLength": 1, "dayModules": [], "standupQuestions": ["Q"]}"#
    }

    /// Issue 29: a webhook into the server's own network is refused when it is saved (it used to
    /// be saved and then silently never sent), naming the field, through the API and the form.
    @Test func aPrivateWebhookIsRefusedWhenSavedUnlessTheServerAllowsIt() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let privateAddresses = [
                "http://127.0.0.1:9/hook", "http://localhost:8080/", "http://ntfy.localhost/x", "http://[::1]/x",
                "http://169.254.169.254/latest/meta-data", "https://10.0.0.1/hook", "http://192.168.1.1/", "http://127.1/",
                "http://0x7f000001/", "http://[::ffff:127.0.0.1]/", "http://[fe80::1]/",
            ]
            for address in privateAddresses {
                let refused = try await visitor.api(.put, "/api/v1/system/settings", json: Self.settingsJSON(webhook: address))
                #expect(refused.status == .badRequest && refused.errorField == "webhookUrl", "\(address)")
            }
            let form = try await visitor.post(
                "/week/settings",
                form: [
                    "activeStart": "09:00", "activeEnd": "17:00", "activeDay": "1", "questions": "Energy?", "sprintLength": "1",
                    "webhookUrl": "http://10.1.2.3/hook",
                ])
            #expect(form.status == .badRequest)
            #expect(form.text.contains("a loopback, link-local or private address"))
            let user = try #require(try await database.users().first)
            #expect(try await database.systemSettings(owner: user.id).webhookURL == nil)
            // A public address is kept (its name is checked again when a webhook is sent).
            let kept = try await visitor.api(.put, "/api/v1/system/settings", json: Self.settingsJSON(webhook: "https://203.0.113.9/hook"))
            #expect(kept.status == .ok)
        }
        let allowing = try await TestEngine.database()
        let allowed = buildApplication(
            database: allowing, configuration: AppConfiguration(logLevel: .warning, allowPrivateWebhooks: true, outboundRequests: false))
        try await allowed.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let saved = try await visitor.api(.put, "/api/v1/system/settings", json: Self.settingsJSON(webhook: "http://127.0.0.1:9/hook"))
            #expect(saved.status == .ok)
        }
    }

    /// A name resolved to a private address is refused when saved too (localhost through the
    /// resolver here, which reads /etc/hosts: no query leaves the machine).
    @Test func aNameThatResolvesToAPrivateAddressIsRefusedWhenSaved() async throws {
        await #expect(throws: AlmanacError.self) {
            try await WebhookDelivery.refusePrivate("http://localhost:8080/hook", allowPrivate: false, resolveNames: true)
        }
        let resolved = try await WebhookDelivery.resolve("localhost")
        #expect(!resolved.isEmpty && resolved.allSatisfy(WebhookDelivery.isPrivate))
        // Outbound requests off: a name is not looked up at all, a literal still is refused.
        try await WebhookDelivery.refusePrivate("https://ntfy.invalid/hook", allowPrivate: false, resolveNames: false)
        await #expect(throws: AlmanacError.self) {
            try await WebhookDelivery.refusePrivate("https://127.0.0.2/hook", allowPrivate: false, resolveNames: false)
        }
    }

    /// DNS rebinding: the request goes to the address that was checked, never to a second look-up
    /// of the name. Here the name cannot be resolved at all (.invalid), so only the checked
    /// address can reach the listener; the name is what the listener sees in Host.
    @Test func theRequestGoesToTheCheckedAddressNotASecondLookUp() async throws {
        try await withListener { port, inbox in
            let target = WebhookDelivery.Target(
                url: try #require(URL(string: "http://rebinding.invalid:\(port)/hook")), name: "rebinding.invalid", address: "127.0.0.1")
            let answer = try await WebhookDelivery.send(
                target, headers: [("Content-Type", "application/json")], body: Data("{}".utf8), timeout: Self.patience)
            #expect(answer.status == 200)
            let posts = await inbox.posts
            try #require(posts.count == 1)
            #expect(posts[0].title == "rebinding.invalid:\(port)")
        }
    }

    /// Outbound requests off (`ALMANAC_OUTBOUND=off`, as schemathesis runs): nothing is resolved
    /// or sent, even to an allowed listener.
    @Test func withOutboundRequestsOffNoWebhookIsSent() async throws {
        try await withListener { port, inbox in
            var service = try await serviceAfterTimeUp(webhook: "http://127.0.0.1:\(port)/hook", allowPrivate: true)
            service.outboundRequests = false
            await service.checkEveryone()
            #expect(await inbox.posts.isEmpty)
            let due = CalendarDue(id: "c", ownerId: "o", url: "http://127.0.0.1:\(port)/cal.ics", etag: nil, lastModified: nil)
            guard case .failed(let message) = await CalendarFetcher.fetch(due, allowPrivate: true, enabled: false) else {
                Issue.record("fetched with outbound requests off")
                return
            }
            #expect(message.contains("ALMANAC_OUTBOUND=off"))
        }
    }
}

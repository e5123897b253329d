import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite struct PlanFeedWebTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// The address in the flash after the form makes a feed.
    static func address(in page: String) -> String? {
        page.firstMatch(of: /\/plan\/feed\/[0-9a-f-]+_[0-9a-f]{64}\.ics/).map { String($0.output) }
    }

    static func events(_ response: TestResponse) throws -> [ICalendarEvent] {
        try ICalendarFile.parse(response.text, person: TimeZone(identifier: "UTC")!).events
    }

    /// Near midnight in Berlin, the evening before the autumn DST change: the feed answers
    /// without a session, with the month back and the quarter ahead in UTC (the block of the DST
    /// day an hour later in UTC than the one of the day before), escaped titles, stable UIDs; a
    /// new address ends the old one, an area's feed holds only its blocks, a revoked one is 404.
    @Test func theFeedPublishesTheBlocksUntilRevoked() async throws {
        let clock = TestClock()
        let database = try await TestEngine.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning, outboundRequests: false))
        // Saturday 24 October 2026, 23:50 in Berlin (CEST); Sunday's 03:00 goes back to 02:00.
        clock.set(try WallClockTime(hour: 23, minute: 50).instant(on: LocalDay(year: 2026, month: 10, day: 24), in: Self.berlin))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            let home = try await database.addArea(owner: owner, name: "Home")
            let saturday = LocalDay(year: 2026, month: 10, day: 24)
            let sunday = saturday.adding(days: 1)
            let late = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Plan, review; then ship", day: saturday, start: try .init(hour: 23), minutes: 45, areaId: work.id))
            let morning = try await database.addBlock(
                owner: owner, TimeBlockDraft(title: "Run", day: sunday, start: try .init(hour: 9), minutes: 60, areaId: home.id))
            _ = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Too far", day: saturday.adding(days: 91), start: try .init(hour: 9), minutes: 30, areaId: work.id))
            _ = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Too old", day: saturday.adding(days: -31), start: try .init(hour: 9), minutes: 30, areaId: work.id))

            let made = try await visitor.post("/plan/feeds", form: ["area": ""])
            #expect(made.status == .seeOther)
            let page = try await visitor.get("/plan")
            let path = try #require(Self.address(in: page.text))
            #expect(page.text.contains("not read yet"))

            var phone = Visitor(client)
            let feed = try await phone.get(path)
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(feed.headers[.cacheControl] == "private, no-store")
            let events = try Self.events(feed)
            #expect(events.map(\.summary).sorted() == ["Plan, review; then ship", "Run"])
            let utc = TimeZone(identifier: "UTC")!
            let lateEvent = try #require(events.first { $0.uid == "\(late.id)@almanac" })
            #expect(lateEvent.start.instant(person: utc) == ISO8601DateFormatter().date(from: "2026-10-24T21:00:00Z"))
            #expect(lateEvent.end?.instant(person: utc) == ISO8601DateFormatter().date(from: "2026-10-24T21:45:00Z"))
            let runEvent = try #require(events.first { $0.uid == "\(morning.id)@almanac" })
            #expect(runEvent.start.instant(person: utc) == ISO8601DateFormatter().date(from: "2026-10-25T08:00:00Z"))
            #expect(feed.text.contains("SUMMARY:Plan\\, review\\; then ship\r\n"))
            #expect(try await visitor.get("/plan").text.contains("last read"))

            // The API makes another address of all blocks: the form's one stops answering.
            let again = try await visitor.api(.post, "/api/v1/plan/feeds", json: "{}")
            #expect(again.status == .created)
            let url = try #require(again.json["url"] as? String)
            let newPath = try #require(Self.address(in: url))
            #expect(try await phone.get(path).status == .notFound)
            #expect(try await phone.get(newPath).status == .ok)

            // An area's feed: only its blocks, beside the feed of all.
            let homeFeed = try await visitor.api(.post, "/api/v1/plan/feeds", json: #"{"areaId": "\#(home.id)"}"#)
            let homePath = try #require(Self.address(in: homeFeed.json["url"] as? String ?? ""))
            #expect(try Self.events(try await phone.get(homePath)).map(\.summary) == ["Run"])
            #expect(try await visitor.api(.get, "/api/v1/plan/feeds").jsonArray.count == 2)
            #expect(try await visitor.api(.post, "/api/v1/plan/feeds", json: #"{"areaId": "nope"}"#).status == .notFound)

            let id = try #require(homeFeed.json["id"] as? String)
            #expect(try await visitor.api(.delete, "/api/v1/plan/feeds/\(id)").status == .noContent)
            #expect(try await phone.get(homePath).status == .notFound)
            #expect(try await phone.get(newPath).status == .ok)
            #expect(try await phone.get(String(newPath.dropLast(4))).status == .notFound)
        }
    }

    /// Another account cannot revoke a feed, and a token with another owner's id in front of a
    /// valid secret opens nothing.
    @Test func aFeedIsItsOwnersOnly() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var ada = Visitor(client)
            try await ada.setUp()
            let made = try await ada.api(.post, "/api/v1/plan/feeds", json: "{}")
            let id = try #require(made.json["id"] as? String)
            let path = try #require(Self.address(in: made.json["url"] as? String ?? ""))
            let owner = try await database.user(named: "ada").id
            let bob = try await database.createUser(username: "bob", password: "correct horse battery", timeZone: "UTC")
            let token = try await database.createToken(owner: bob.id, name: "cli").secret
            var other = Visitor(client)
            #expect(try await other.api(.delete, "/api/v1/plan/feeds/\(id)", token: token).status == .notFound)
            #expect(try await other.get(path).status == .ok)
            let forged = path.replacingOccurrences(of: owner, with: bob.id)
            #expect(try await other.get(forged).status == .notFound)
        }
    }

    /// An address that asked for too many unknown feeds is refused (429, with when to retry),
    /// even for a right one, so secrets cannot be guessed.
    @Test func guessingFeedAddressesIsRateLimited() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var ada = Visitor(client)
            try await ada.setUp()
            let made = try await ada.api(.post, "/api/v1/plan/feeds", json: "{}")
            let path = try #require(Self.address(in: made.json["url"] as? String ?? ""))
            var guesser = Visitor(client)
            for _ in 0..<AppDatabase.planFeedMissLimit {
                #expect(
                    try await guesser.get("/plan/feed/00000000-0000-0000-0000-000000000000_\(String(repeating: "a", count: 64)).ics").status
                        == .notFound)
            }
            let refused = try await guesser.get(path)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] != nil)
        }
    }
}

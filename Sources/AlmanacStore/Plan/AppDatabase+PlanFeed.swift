import AlmanacCore
import Crypto
import Foundation
import GRDB

extension AppDatabase {
    /// The days a feed covers around today: a month back, a quarter ahead.
    public static let planFeedDaysBack = 30
    public static let planFeedDaysAhead = 90
    /// Unknown feed addresses asked from one address within `signInWindow` before it is refused (429).
    public static let planFeedMissLimit = 20
    /// How a feed miss is kept among the sign-in failures (the same window, its own limit).
    static let planFeedAttempt = "(plan feed)"

    /// Makes the secret address of a feed of `areaId`'s blocks (nil: all blocks). The person's
    /// live feed of the same scope is revoked: making a new one ends the old one. Returns the
    /// feed and its token (`<owner>_<secret>`), which is never stored or shown again.
    public func createPlanFeed(owner: String, areaId: String? = nil) async throws -> (feed: PlanFeed, token: String) {
        var generator = SystemRandomNumberGenerator()
        let secret = Hex.lowercase((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
        // The owner in the token: the feed is found by owner and hash, never by a hash alone.
        let token = "\(owner)_\(secret)"
        let time = now()
        let area = areaId.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let feed = PlanFeed(
            id: UUIDv7.make(at: time), ownerId: owner, areaId: area, tokenHash: Self.tokenHash(token), createdAt: time,
            lastUsedAt: nil, revokedAt: nil)
        try await writeUnlogged { db in
            if let area { _ = try Area.owned(area, by: owner, in: db, what: "area") }
            try db.execute(
                sql: "UPDATE plan_feeds SET revoked_at = ? WHERE owner_id = ? AND revoked_at IS NULL AND area_id IS NOT DISTINCT FROM ?",
                arguments: [time, owner, area])
            try feed.insert(db)
        }
        return (feed, token)
    }

    /// The person's live feeds, oldest first.
    public func planFeeds(owner: String) async throws -> [PlanFeed] {
        try await read { db in try Self.planFeeds(owner: owner, db: db) }
    }

    static func planFeeds(owner: String, db: any StoreDatabase) throws -> [PlanFeed] {
        try PlanFeed.fetchReadable(
            db, sql: "SELECT * FROM plan_feeds WHERE owner_id = ? AND revoked_at IS NULL ORDER BY created_at, id", arguments: [owner])
    }

    /// Revokes a feed for good: its address answers 404 from now on (not undoable, as a token).
    public func revokePlanFeed(owner: String, id: String) async throws {
        let time = now()
        try await writeUnlogged { db in
            let feed = try PlanFeed.owned(id, by: owner, in: db, what: "feed")
            guard feed.revokedAt == nil else { return }
            try db.execute(sql: "UPDATE plan_feeds SET revoked_at = ? WHERE id = ? AND owner_id = ?", arguments: [time, id, owner])
        }
    }

    /// The calendar a feed's token opens, or nil for a token that is unknown, malformed or
    /// revoked. An address that asked for `planFeedMissLimit` unknown feeds within the window is
    /// refused (`rateLimited`) before the token is looked at.
    public func planFeedCalendar(token: String, from client: ClientInfo) async throws -> PlanFeedCalendar? {
        let time = now()
        let parts = token.split(separator: "_", maxSplits: 1)
        let owner = parts.count == 2 && parts[0].count <= 64 ? String(parts[0]) : ""
        let hash = Self.tokenHash(token)
        let found = try await read { db -> (PlanFeedCalendar?, throttled: Date?) in
            if let lift = try Self.throttleLift(
                failures: "username = ? COLLATE NOCASE AND address = ? AND at >= ?",
                [Self.planFeedAttempt, client.address, time.addingTimeInterval(-Self.signInWindow)], limit: Self.planFeedMissLimit, db: db)
            {
                return (nil, lift)
            }
            guard
                let feed = try PlanFeed.fetchOneReadable(
                    db, sql: "SELECT * FROM plan_feeds WHERE owner_id = ? AND token_hash = ? AND revoked_at IS NULL LIMIT 1",
                    arguments: [owner, hash])
            else { return (nil, nil) }
            return (try Self.planFeedCalendar(feed: feed, at: time, db: db), nil)
        }
        if let lift = found.throttled {
            let seconds = max(1, Int(lift.timeIntervalSince(time).rounded()))
            throw AlmanacError.rateLimited(
                "Too many unknown feed addresses from here. Try again in \((seconds + 59) / 60) minutes.", retryAfter: seconds)
        }
        guard let calendar = found.0 else {
            try await writeUnlogged { db in
                try SignInFailure(id: nil, username: Self.planFeedAttempt, address: client.address, at: time).insert(db)
            }
            return nil
        }
        // Touched at most once an hour (a calendar asks about that often), so the page can say
        // the phone still reads it.
        if calendar.feed.lastUsedAt.map({ time.timeIntervalSince($0) > 3600 }) ?? true {
            try await writeUnlogged { db in
                try db.execute(
                    sql: "UPDATE plan_feeds SET last_used_at = ? WHERE id = ? AND owner_id = ?", arguments: [time, calendar.feed.id, owner])
            }
        }
        return calendar
    }

    /// The feed's blocks from `planFeedDaysBack` days before today to `planFeedDaysAhead` after, in
    /// the person's zone, as iCalendar: one event per block (its id is the UID), its area and goal.
    static func planFeedCalendar(feed: PlanFeed, at time: Date, db: any StoreDatabase) throws -> PlanFeedCalendar {
        let owner = feed.ownerId
        let preferences = try preferences(owner: owner, db: db)
        let today = preferences.today(at: time)
        let blocks = try Self.blocks(
            owner: owner, from: today.adding(days: -planFeedDaysBack), through: today.adding(days: planFeedDaysAhead), db: db
        ).filter { feed.areaId == nil || $0.areaId == feed.areaId }
        let areas = Dictionary(
            try Self.areas(owner: owner, includeArchived: true, db: db).map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let goalIds = Array(Set(blocks.compactMap(\.goalId)))
        let goals =
            goalIds.isEmpty
            ? [:]
            : Dictionary(
                try GoalRecord.owned(goalIds, by: owner, in: db).map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        let events = blocks.compactMap { block -> PublishedEvent? in
            guard let interval = block.interval(in: preferences.zone) else { return nil }
            return PublishedEvent(
                uid: "\(block.id)@almanac", start: interval.start, end: interval.end, summary: block.title,
                description: block.goalId.flatMap { goals[$0] }.map { "Goal: \($0)" }, categories: areas[block.areaId],
                modified: block.updatedAt)
        }
        let name = feed.areaId.flatMap { areas[$0] }.map { "Almanac plan · \($0)" } ?? "Almanac plan"
        return PlanFeedCalendar(feed: feed, text: ICalendarWriter.calendar(name: name, events: events))
    }
}

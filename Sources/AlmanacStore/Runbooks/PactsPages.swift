import AlmanacCore
import Foundation
import GRDB

/// /runbooks/pacts: every pact with the marks of the last `days` days, and the person's today and zone.
public struct PactsPageData: Sendable {
    public var today: LocalDay
    public var timeZone: TimeZone
    public var now: Date
    public var pacts: [PactWeek]
    /// What the form offers to attach a pact to: this week's goals, the habits kept, the blocks
    /// of today and the six days after.
    public var linkOptions: [PactLinkTarget] = []
    /// Every goal, habit and block a pact is attached to (a link whose target is gone is absent).
    public var linkTargets: [PactLink: PactLinkTarget] = [:]

    public static let days = 7
    /// The days the page shows, oldest first, ending today.
    public var shownDays: [LocalDay] { (0..<Self.days).reversed().map { today.adding(days: -$0) } }
}

/// A goal, habit or block a pact can be attached to, named as the person sees it.
public struct PactLinkTarget: Sendable, Equatable {
    public var link: PactLink
    public var title: String
    /// A block's day and its time ("09:00–10:30"); nil for a goal or a habit.
    public var day: LocalDay?
    public var timeText: String?

    public init(link: PactLink, title: String, day: LocalDay? = nil, timeText: String? = nil) {
        self.link = link
        self.title = title
        self.day = day
        self.timeText = timeText
    }

    static func all(goals: [GoalRecord], habits: [Habit], blocks: [TimeBlock]) -> [PactLinkTarget] {
        goals.map { PactLinkTarget(link: PactLink(kind: .goal, id: $0.id), title: $0.title) }
            + habits.map { PactLinkTarget(link: PactLink(kind: .habit, id: $0.id), title: $0.name) }
            + blocks.map {
                PactLinkTarget(link: PactLink(kind: .block, id: $0.id), title: $0.title, day: $0.localDay, timeText: $0.timeText)
            }
    }
}

extension AppDatabase {
    public func pactsPage(owner: String) async throws -> PactsPageData {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: instant)
            var page = PactsPageData(
                today: today, timeZone: preferences.zone, now: instant,
                pacts: try Self.pactWeeks(
                    owner: owner, from: today.adding(days: -(PactsPageData.days - 1)), through: today, at: instant, db: db))
            page.linkOptions = try Self.pactLinkOptions(owner: owner, today: today, db: db)
            let linked = page.pacts.flatMap { [$0.pact.terms.link, $0.pact.pending?.terms?.link] }.compactMap { $0 }
            let targets = try Self.pactLinkTargets(owner: owner, linked, db: db)
            page.linkTargets = Dictionary((page.linkOptions + targets).map { ($0.link, $0) }) { first, _ in first }
            return page
        }
    }

    /// This week's goals, the habits not archived and the blocks from today to six days ahead.
    static func pactLinkOptions(owner: String, today: LocalDay, db: any StoreDatabase) throws -> [PactLinkTarget] {
        let (_, week) = try period(owner: owner, containing: today, db: db)
        let goals =
            try week.map { week in
                try GoalRecord.fetchReadable(
                    db, sql: "SELECT * FROM weekly_goals WHERE owner_id = ? AND week_id = ? ORDER BY created_at, id",
                    arguments: [owner, week.id])
            } ?? []
        let habits = try Self.activeHabits(owner: owner, db: db)
        let blocks = try TimeBlock.fetchReadable(
            db, sql: "SELECT * FROM plan_blocks WHERE owner_id = ? AND day >= ? AND day <= ? ORDER BY day, start_minute, id",
            arguments: [owner, today.description, today.adding(days: 6).description])
        return PactLinkTarget.all(goals: goals, habits: habits, blocks: blocks)
    }

    /// The goals, habits and blocks of `links` that still exist: three statements, whatever their number.
    static func pactLinkTargets(owner: String, _ links: [PactLink], db: any StoreDatabase) throws -> [PactLinkTarget] {
        func ids(_ kind: PactLinkKind) -> [String] { links.filter { $0.kind == kind }.map(\.id) }
        // One statement each even for none, so the page's statements do not depend on its links.
        func targets<Record: OwnedRecord>(_ kind: PactLinkKind) throws -> [Record] {
            try Record.fetchReadable(
                db, sql: "SELECT * FROM \(Record.databaseTableName) WHERE +owner_id = ? AND id IN (SELECT value FROM json_each(?))",
                arguments: [owner, jsonText(ids(kind))])
        }
        let goals: [GoalRecord] = try targets(.goal)
        let habits: [Habit] = try targets(.habit)
        let blocks: [TimeBlock] = try targets(.block)
        return PactLinkTarget.all(goals: goals, habits: habits, blocks: blocks)
    }
}

import AlmanacCore
import Foundation
import GRDB

/// A block with what the grid draws beside it: its area, its goal and to-do when they still
/// exist, and the intentions that ran for it (planned and actual side by side).
public struct PlannedBlock: Sendable, Identifiable {
    public var block: TimeBlock
    public var area: Area?
    public var goal: GoalRecord?
    public var task: ToDo?
    public var intentions: [Intention]
    /// Earlier versions of this block (moved after its day started), oldest first.
    public var versions: [TimeBlockVersion] = []

    public var id: String { block.id }

    /// Whether the block passed without an intention and still waits for a disposition.
    public func needsDisposition(at now: Date, in zone: TimeZone) -> Bool {
        intentions.isEmpty && block.disposition == nil && (block.interval(in: zone).map { $0.end <= now } ?? false)
    }
    /// Minutes the intentions that ran for it lasted (so far for one still running).
    public func actualMinutes(at now: Date) -> Int {
        intentions.reduce(0) { total, intention in
            let end = intention.endedAt ?? min(now, intention.endsAt)
            return total + max(0, Int(end.timeIntervalSince(intention.startedAt) / 60))
        }
    }
}

/// The plan page: one day (the phone's view) inside its week (the desktop's view), the blocks of
/// the week with their intentions, what can be dragged into a slot (today's to-dos, the week's
/// goals, the areas), and each day's load against the week's capacity.
public struct PlanPageData: Sendable {
    public var today: LocalDay
    public var day: LocalDay
    public var days: [LocalDay]
    public var zone: TimeZone
    public var now: Date
    public var blocks: [PlannedBlock]
    public var tasks: [ToDo]
    public var goals: [GoalRecord]
    public var areas: [Area]
    /// Hours available on each day of `days` (the week's capacity setting).
    public var capacityHours: [LocalDay: Double]
    public var running: Intention?
    /// Blocks of the week dropped after their day started (their last version).
    public var dropped: [TimeBlockVersion] = []
    /// The busy meetings of the week from the person's calendars (Calendars), drawn beside the blocks.
    public var meetings: [CalendarMeeting] = []
    /// The pacts attached to each block, by block id.
    public var pactsByBlock: [String: [Pact]] = [:]
    /// The person's live published feeds (their addresses are not kept; only when made and last read).
    public var feeds: [PlanFeed] = []
    /// The person's templates (a "Monday"), to save this day or week as one and to apply one.
    public var templates: [PlanTemplateWithBlocks] = []

    /// A meeting on the grid of one day: its quarter hours on the wall clock, cut at midnight.
    public struct GridMeeting: Sendable {
        public var meeting: CalendarMeeting
        public var startMinute: Int
        public var endMinute: Int
    }

    /// The meetings on `day`: the all-day ones, and the timed ones on the day's wall clock (a
    /// meeting from the evening before starts at 00:00, one into the next day ends at 24:00), from
    /// the quarter hour it starts in to the one it ends in.
    public func meetings(on day: LocalDay) -> (allDay: [CalendarMeeting], timed: [GridMeeting]) {
        // The grid is the calendar day from midnight, whatever the person's day start.
        let found = AppDatabase.meetings(meetings, on: day, zone: zone, dayStartHour: 0)
        let midnight = day.start(in: zone)
        let next = day.adding(days: 1).start(in: zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        func wallMinute(_ date: Date) -> Int {
            let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
            return (parts.hour ?? 0) * 60 + (parts.minute ?? 0) + ((parts.second ?? 0) > 0 ? 1 : 0)
        }
        let step = TimeBlockRules.stepMinutes
        let timed = found.filter { !$0.allDay }.map { meeting in
            let start = meeting.start <= midnight ? 0 : wallMinute(meeting.start) / step * step
            let end = meeting.end >= next ? TimeBlockRules.dayMinutes : (wallMinute(meeting.end) + step - 1) / step * step
            return GridMeeting(meeting: meeting, startMinute: start, endMinute: max(end, start + step))
        }
        return (found.filter(\.allDay), timed)
    }

    public func blocks(on day: LocalDay) -> [PlannedBlock] {
        // The day's text once, not once per block of the week (the grid asks for each day often).
        let text = day.description
        return blocks.filter { $0.block.day == text }
    }

    public func load(on day: LocalDay) -> DayLoad {
        DayLoad(
            plannedMinutes: blocks(on: day).reduce(0) { $0 + $1.block.minutes },
            capacityMinutes: Int(((capacityHours[day] ?? 0) * 60).rounded()))
    }
}

extension AppDatabase {
    /// The plan of `day` (nil: today) and its week, in one read.
    public func planPage(owner: String, day: LocalDay?) async throws -> PlanPageData {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: instant)
            let day = day ?? today
            let first = PlanTemplateRules.firstDayOfWeek(day, weekStart: preferences.weekStart)
            let days = (0..<7).map { first.adding(days: $0) }
            guard first.isInRange, let last = days.last, last.isInRange else {
                throw AlmanacError.outOfRange(
                    field: "day", message: "Days are planned \(LocalDay.rangeText); the week of \(day) reaches outside that.")
            }
            var page = try Self.planPage(owner: owner, today: today, day: day, days: days, zone: preferences.zone, now: instant, db: db)
            page.pactsByBlock = try Self.linkedPacts(owner: owner, kind: .block, at: instant, db: db)
            return page
        }
    }

    static func planPage(
        owner: String, today: LocalDay, day: LocalDay, days: [LocalDay], zone: TimeZone, now: Date, db: any StoreDatabase
    ) throws -> PlanPageData {
        let first = days[0]
        let last = days[days.count - 1]
        let blocks = try Self.blocks(owner: owner, from: first, through: last, db: db)
        var ran: [String: [Intention]] = [:]
        // From the week's blocks to their intentions (CROSS JOIN keeps that order): left to choose,
        // SQLite walked every intention of the person by `intentions_owner_start` and looked up its
        // block, so the page grew with the years of history (PlanPageCostTests).
        for record in try IntentionRecord.fetchReadable(
            db,
            sql: """
                SELECT intentions.* FROM plan_blocks CROSS JOIN intentions ON intentions.block_id = plan_blocks.id
                WHERE plan_blocks.owner_id = ? AND plan_blocks.day BETWEEN ? AND ? AND intentions.owner_id = ?
                ORDER BY intentions.started_at
                """, arguments: [owner, first.description, last.description, owner])
        {
            if let blockId = record.blockId { ran[blockId, default: []].append(record.intention(settledAt: now)) }
        }
        let areas = try Self.areas(owner: owner, includeArchived: true, db: db)
        let areaById = Dictionary(areas.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let plan = try Self.weekPlan(owner: owner, containing: day, db: db)
        let goalIds = Set(blocks.compactMap(\.goalId)).subtracting(plan.goals.map(\.id))
        let otherGoals =
            try GoalRecord.owned(goalIds, by: owner, in: db)
        let goalById = Dictionary((plan.goals + otherGoals).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let taskIds = Set(blocks.compactMap(\.taskId))
        let tasks = try ToDo.fetchReadable(
            db,
            sql: """
                SELECT * FROM tasks WHERE owner_id = ? AND status = 'open' AND someday = 0
                AND start_day IS NOT NULL AND start_day <= ? ORDER BY today_key, id LIMIT 100
                """, arguments: [owner, day.description])
        let blockTasks = try ToDo.owned(taskIds, by: owner, in: db)
        let taskById = Dictionary((tasks + blockTasks).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let versions = try TimeBlockVersion.fetchReadable(
            db, sql: "SELECT * FROM plan_block_versions WHERE owner_id = ? AND day >= ? AND day <= ? ORDER BY recorded_at, id",
            arguments: [owner, first.description, last.description])
        let movedIds = Set(versions.filter { $0.change == "moved" }.map(\.blockId))
        let earlierMoves =
            movedIds.isEmpty
            ? []
            : try TimeBlockVersion.fetchReadable(
                db,
                sql: """
                    SELECT * FROM plan_block_versions WHERE owner_id = ? AND block_id IN (SELECT value FROM json_each(?))
                    ORDER BY recorded_at, id
                    """, arguments: [owner, jsonText(Array(movedIds))])
        let versionsByBlock = Dictionary(grouping: earlierMoves + versions.filter { !movedIds.contains($0.blockId) }, by: \.blockId)
        var capacity: [LocalDay: Double] = [:]
        for day in days {
            capacity[day] = plan.period.contains(day) ? plan.capacity.hoursByWeekday[day.weekday - 1] : 0
        }
        return PlanPageData(
            today: today, day: day, days: days, zone: zone, now: now,
            blocks: blocks.map { block in
                PlannedBlock(
                    block: block, area: areaById[block.areaId], goal: block.goalId.flatMap { goalById[$0] },
                    task: block.taskId.flatMap { taskById[$0] }, intentions: ran[block.id] ?? [],
                    versions: (versionsByBlock[block.id] ?? []).filter { $0.change == "moved" })
            }, tasks: tasks, goals: plan.goals, areas: areas.filter { !$0.archived }, capacityHours: capacity,
            running: try Self.runningIntention(owner: owner, db: db, now: now), dropped: versions.filter { $0.change == "dropped" },
            meetings: try Self.meetings(
                owner: owner, calendarId: nil, from: first.start(in: zone), to: last.adding(days: 1).start(in: zone), busyOnly: true, db: db
            ), feeds: try Self.planFeeds(owner: owner, db: db), templates: try Self.planTemplates(owner: owner, db: db))
    }
}

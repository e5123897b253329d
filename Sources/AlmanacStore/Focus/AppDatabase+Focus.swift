import AlmanacCore
import Foundation
import GRDB

/// Which intentions the history shows.
public struct IntentionFilter: Sendable, Equatable {
    public var tag: String?
    public var areaId: String?
    public var feeling: Feeling?

    public init(tag: String? = nil, areaId: String? = nil, feeling: Feeling? = nil) {
        self.tag = tag
        self.areaId = areaId
        self.feeling = feeling
    }

    func matches(_ intention: Intention, areaOfGoal: [String: String]) -> Bool {
        if let tag, !intention.tags.contains(where: { $0.lowercased() == tag.lowercased() }) { return false }
        if let areaId, (intention.areaId ?? intention.goalId.flatMap { areaOfGoal[$0] }) != areaId { return false }
        if let feeling, intention.feeling != feeling { return false }
        return true
    }
}

/// One day's presence with what the chart draws.
public struct DayPresenceDetail: Sendable, Equatable {
    public var day: LocalDay
    public var presence: Presence
    /// The day's active hours, nil on a day off.
    public var window: DateInterval?
    /// Worked stretches inside the window, merged.
    public var covered: [DateInterval]

    public init(day: LocalDay, presence: Presence, window: DateInterval?, covered: [DateInterval]) {
        self.day = day
        self.presence = presence
        self.window = window
        self.covered = covered
    }
}

/// A reminder as the web page and the webhook receive it.
public struct DeliveredReminder: Codable, Sendable, Equatable {
    public var kind: String
    public var message: String
    public var at: Date
    public var intentionId: String?
}

extension AppDatabase {
    // MARK: Reading

    public func intention(owner: String, id: String) async throws -> Intention {
        let time = now()
        return try await read { db in try Self.loadIntention(owner: owner, id: id, db: db, now: time) }
    }

    static func loadIntention(owner: String, id: String, db: any StoreDatabase, now: Date) throws -> Intention {
        let record = try IntentionRecord.owned(id, by: owner, in: db, what: "intention")
        let distractions = try DistractionRecord.fetchReadable(
            db, sql: "SELECT * FROM distractions WHERE owner_id = ? AND intention_id = ? ORDER BY at", arguments: [owner, id])
        return record.intention(distractions: distractions.map(\.distraction), settledAt: now)
    }

    /// The intention running now, if any.
    public func runningIntention(owner: String) async throws -> Intention? {
        let time = now()
        return try await read { db in try Self.runningIntention(owner: owner, db: db, now: time) }
    }

    static func runningIntention(owner: String, db: any StoreDatabase, now: Date) throws -> Intention? {
        guard
            let record = try IntentionRecord.fetchOneReadable(
                db, sql: "SELECT * FROM intentions WHERE owner_id = ? AND state = 'running' LIMIT 1", arguments: [owner])
        else { return nil }
        let intention = try loadIntention(owner: owner, id: record.id, db: db, now: now)
        return intention.state == .running ? intention : nil
    }

    /// The most recently started intention.
    public func latestIntention(owner: String) async throws -> Intention? {
        let time = now()
        return try await read { db in try Self.latestIntention(owner: owner, db: db, now: time) }
    }

    static func latestIntention(owner: String, db: any StoreDatabase, now: Date) throws -> Intention? {
        try IntentionRecord.fetchOneReadable(
            db, sql: "SELECT * FROM intentions WHERE owner_id = ? ORDER BY started_at DESC LIMIT 1", arguments: [owner]
        ).map { try loadIntention(owner: owner, id: $0.id, db: db, now: now) }
    }

    /// Intentions started in `[from, to)`, oldest first, matching `filter`.
    public func intentions(owner: String, from: Date, to: Date, filter: IntentionFilter = .init()) async throws -> [Intention] {
        let time = now()
        return try await read { db in try Self.intentions(owner: owner, from: from, to: to, filter: filter, db: db, now: time) }
    }

    static func intentions(owner: String, from: Date, to: Date, filter: IntentionFilter = .init(), db: any StoreDatabase, now: Date) throws
        -> [Intention]
    {
        let records = try IntentionRecord.fetchReadable(
            db, sql: "SELECT * FROM intentions WHERE owner_id = ? AND started_at >= ? AND started_at < ? ORDER BY started_at",
            arguments: [owner, from.storedValue, to.storedValue])
        // Every goal's area, read only when the filter asks for an area (years of weekly goals).
        let areaOfGoal = filter.areaId == nil ? [:] : try areaOfGoal(owner: owner, db: db)
        let distractions = Dictionary(
            grouping: try DistractionRecord.fetchReadable(
                db,
                sql: "SELECT * FROM distractions WHERE owner_id = ? AND intention_id IN (SELECT value FROM json_each(?)) ORDER BY at",
                arguments: [owner, jsonText(records.map(\.id))]),
            by: \.intentionId)
        return records.map { $0.intention(distractions: distractions[$0.id]?.map(\.distraction) ?? [], settledAt: now) }
            .filter { filter.matches($0, areaOfGoal: areaOfGoal) }
    }

    /// Intentions started on the user's `day`.
    public func intentions(owner: String, on day: LocalDay, filter: IntentionFilter = .init()) async throws -> [Intention] {
        let time = now()
        return try await read { db in try Self.intentions(owner: owner, on: day, filter: filter, db: db, now: time) }
    }

    static func intentions(owner: String, on day: LocalDay, filter: IntentionFilter = .init(), db: any StoreDatabase, now: Date) throws
        -> [Intention]
    {
        let (from, to) = try dayBounds(owner: owner, from: day, through: day, db: db)
        return try intentions(owner: owner, from: from, to: to, filter: filter, db: db, now: now)
    }

    static func dayBounds(owner: String, from first: LocalDay, through last: LocalDay, db: any StoreDatabase) throws -> (Date, Date) {
        let preferences = try Self.preferences(owner: owner, db: db)
        return (
            first.start(in: preferences.zone, dayStartHour: preferences.dayStartHour),
            last.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
        )
    }

    func dayBounds(owner: String, from first: LocalDay, through last: LocalDay) async throws -> (Date, Date) {
        try await read { db in try Self.dayBounds(owner: owner, from: first, through: last, db: db) }
    }

    static func areaOfGoal(owner: String, db: any StoreDatabase) throws -> [String: String] {
        Dictionary(
            try GoalRecord.fetchReadable(db, sql: "SELECT * FROM weekly_goals WHERE owner_id = ?", arguments: [owner]).map {
                ($0.id, $0.areaId)
            }, uniquingKeysWith: { a, _ in a }
        )
    }

    /// Every tag the user has used, most used first.
    public func intentionTags(owner: String) async throws -> [String] {
        try await read { db in try Self.intentionTags(owner: owner, db: db) }
    }

    static func intentionTags(owner: String, db: any StoreDatabase) throws -> [String] {
        // Intentions without tags ('[]', most of them) are not handed to the JSON functions at all;
        // a tag written in several cases is shown in its first spelling by byte order (`min`).
        try String.fetchAll(
            db,
            sql: """
                SELECT min(value) FROM intentions, json_each(CASE WHEN json_valid(intentions.tags) THEN intentions.tags ELSE '[]' END)
                WHERE intentions.owner_id = ? AND intentions.tags != '[]' AND type = 'text'
                GROUP BY lower(value) ORDER BY COUNT(*) DESC, lower(value)
                """, arguments: [owner])
    }

    // MARK: Writing

    /// Sets and starts an intention; refused while another one runs. With `taskId`, the intention
    /// is for that open to-do ("Focus on this"): an empty `what` becomes the to-do's title, and
    /// its goal and area are taken when none is given, and without `plannedMinutes` its estimate
    /// (25 minutes when it has none).
    public func startIntention(
        owner: String, what: String, plannedMinutes: Int?, goalId: String? = nil, areaId: String? = nil, taskId: String? = nil
    ) async throws -> Intention {
        try await write(owner: owner) { batch in
            try Self.startIntention(
                owner: owner, what: what, plannedMinutes: plannedMinutes, goalId: goalId, areaId: areaId, taskId: taskId, batch: &batch)
        }
    }

    /// Starts an intention inside a write (Plan starts a block's intention this way, with its
    /// `blockId`).
    static func startIntention(
        owner: String, what: String, plannedMinutes: Int?, goalId: String?, areaId: String?, taskId: String? = nil,
        blockId: String? = nil, batch: inout ChangeBatch
    ) throws -> Intention {
        var what = what
        var plannedMinutes = plannedMinutes
        var goalId = goalId
        var areaId = areaId
        if let taskId {
            let task = try ToDo.owned(taskId, by: owner, in: batch.db, what: "to-do")
            guard task.status == .open else {
                throw AlmanacError.invalid("taskId", "“\(task.title)” is already \(task.status.rawValue); reopen it to focus on it.")
            }
            if what.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { what = task.title }
            if plannedMinutes == nil { plannedMinutes = task.estimateMinutes ?? TaskEstimate.intentionMinutesWithout }
            if goalId == nil && areaId == nil {
                goalId = task.goalId
                areaId = task.areaId
            }
        }
        if let goalId {
            let goal = try GoalRecord.owned(goalId, by: owner, in: batch.db, what: "goal")
            areaId = areaId ?? goal.areaId
        }
        if let areaId { _ = try Area.owned(areaId, by: owner, in: batch.db, what: "area") }
        for record in try IntentionRecord.fetchReadable(
            batch.db, sql: "SELECT * FROM intentions WHERE owner_id = ? AND state = 'running'", arguments: [owner])
        {
            var running = record.intention()
            if running.settle(at: batch.now) {
                try batch.update(IntentionRecord(running, owner: owner))
            } else {
                throw AlmanacError.conflict("“\(running.what)” is still running; end it or abandon it first.")
            }
        }
        guard let plannedMinutes else {
            throw AlmanacError.invalid("plannedMinutes", "Say how long the intention lasts (or focus on a to-do, which has its estimate).")
        }
        var intention = try Intention.start(
            id: UUIDv7.make(at: batch.now), what: what, plannedMinutes: plannedMinutes, goalId: goalId, areaId: areaId, taskId: taskId,
            at: batch.now)
        intention.blockId = blockId
        try batch.insert(IntentionRecord(intention, owner: owner))
        batch.describe("Started “\(intention.what)”")
        return intention
    }

    /// Loads an intention, applies `change` at this action's time and saves it; the history says
    /// "<verb> “<what>”<detail>".
    /// `at`: when the user did it, sent by a device that was offline (`ClientTime`); nil for now.
    /// `completeTask`: also complete the intention's to-do, when it has one and it is still open.
    private func changeIntention(
        owner: String, id: String, verb: String, detail: String = "", at: Date? = nil, completeTask: Bool = false,
        _ change: @escaping @Sendable (inout Intention, Date) throws -> Void
    ) async throws -> Intention {
        try await write(owner: owner) { batch in
            let time = try ClientTime.resolve(at, now: batch.now)
            var intention = try Self.loadIntention(owner: owner, id: id, db: batch.db, now: time)
            // Apply the rules to the stored state: the Core methods settle time up themselves.
            let record = try IntentionRecord.owned(id, by: owner, in: batch.db, what: "intention")
            intention.state = Intention.State(rawValue: record.state) ?? intention.state
            intention.endedAt = record.endedAt
            try change(&intention, time)
            try batch.update(IntentionRecord(intention, owner: owner))
            var completed = ""
            if completeTask, let taskId = intention.taskId,
                var task = try ToDo.existing(taskId, by: owner, in: batch.db),
                task.status == .open
            {
                _ = try Self.finish(&task, status: .completed, owner: owner, batch: batch)
                completed = " and completed “\(task.title)”"
            }
            batch.describe("\(verb) “\(intention.what)”\(detail)\(completed)")
            return intention
        }
    }

    public func extendIntention(owner: String, id: String, minutes: Int) async throws -> Intention {
        try await changeIntention(owner: owner, id: id, verb: "Extended", detail: " by \(minutes) minutes") {
            try $0.extend(byMinutes: minutes, at: $1)
        }
    }

    /// Ends an intention; with `completeTask`, its to-do is completed in the same step (one Undo).
    public func endIntention(owner: String, id: String, at: Date? = nil, completeTask: Bool = false) async throws -> Intention {
        try await changeIntention(owner: owner, id: id, verb: "Ended", at: at, completeTask: completeTask) { try $0.end(at: $1) }
    }

    public func abandonIntention(owner: String, id: String, reason: String, at: Date? = nil) async throws -> Intention {
        try await changeIntention(owner: owner, id: id, verb: "Abandoned", at: at) { try $0.abandon(reason: reason, at: $1) }
    }

    public func tagIntention(owner: String, id: String, tags: [String]) async throws -> Intention {
        try await changeIntention(owner: owner, id: id, verb: "Tagged") { intention, _ in try intention.setTags(tags) }
    }

    /// Refused with a conflict until 5 seconds after the intention ended.
    public func rateIntention(owner: String, id: String, feeling: Feeling, at: Date? = nil) async throws -> Intention {
        try await changeIntention(owner: owner, id: id, verb: "Rated", detail: " \(feeling.rawValue)", at: at) {
            try $0.rate(feeling, at: $1)
        }
    }

    /// The after page's one save: tags, a feeling (checked against the 5-second pause only when it
    /// changes) and the review, in one change; a refused part writes nothing.
    /// `completeTask`: the review's "Also complete the to-do" box.
    public func reflectOnIntention(
        owner: String, id: String, tags: [String], feeling: Feeling?, review: IntentionReview, completeTask: Bool = false
    ) async throws -> Intention {
        try await changeIntention(owner: owner, id: id, verb: "Reflected on", completeTask: completeTask) { intention, now in
            try intention.setTags(tags)
            if let feeling, feeling != intention.feeling { try intention.rate(feeling, at: now) }
            try intention.setReview(review, at: now)
        }
    }

    public func reviewIntention(owner: String, id: String, review: IntentionReview, completeTask: Bool = false) async throws -> Intention {
        try await changeIntention(owner: owner, id: id, verb: "Reviewed", completeTask: completeTask) { try $0.setReview(review, at: $1) }
    }

    public func logDistraction(
        owner: String, intentionId: String, trigger: DistractionTrigger, note: String?, urgePassed: Bool? = nil, at: Date? = nil
    ) async throws -> Intention {
        try await write(owner: owner) { batch in
            let time = try ClientTime.resolve(at, now: batch.now)
            var intention = try Self.loadIntention(owner: owner, id: intentionId, db: batch.db, now: time)
            try intention.logDistraction(trigger: trigger, note: note, urgePassed: urgePassed, at: time)
            let logged = intention.distractions.last!
            try batch.insert(
                DistractionRecord(
                    id: UUIDv7.make(at: batch.now), ownerId: owner, intentionId: intentionId, trigger: trigger.rawValue, note: logged.note,
                    at: time, urgePassed: urgePassed))
            batch.describe("Noted a distraction during “\(intention.what)”")
            return intention
        }
    }

    /// Corrects a past intention from the history: what, times, link, tags, feeling and review.
    public func editIntention(
        owner: String, id: String, what: String, startedAt: Date, endedAt: Date, goalId: String?, areaId: String?, tags: [String],
        feeling: Feeling?, review: IntentionReview
    ) async throws -> Intention {
        let what = try Validate.title(what, field: "what")
        return try await write(owner: owner) { batch in
            var intention = try Self.loadIntention(owner: owner, id: id, db: batch.db, now: batch.now)
            if let goalId { _ = try GoalRecord.owned(goalId, by: owner, in: batch.db, what: "goal") }
            if let areaId { _ = try Area.owned(areaId, by: owner, in: batch.db, what: "area") }
            try intention.correctTimes(startedAt: startedAt, endedAt: endedAt)
            intention.what = what
            intention.goalId = goalId
            intention.areaId = areaId
            try intention.setTags(tags)
            if feeling != intention.feeling {
                if let feeling {
                    try intention.rate(feeling, at: batch.now)
                } else {
                    intention.feeling = nil
                    intention.ratedAt = nil
                }
            }
            if intention.state.isCompleted { try intention.setReview(review, at: batch.now) }
            try batch.update(IntentionRecord(intention, owner: owner))
            batch.describe("Edited “\(intention.what)”")
            return intention
        }
    }

    /// Deletes an intention and its distractions (one undoable step).
    public func deleteIntention(owner: String, id: String) async throws -> IntentionRecord {
        try await write(owner: owner) { batch in
            let record = try IntentionRecord.owned(id, by: owner, in: batch.db, what: "intention")
            for distraction in try DistractionRecord.fetchReadable(
                batch.db, sql: "SELECT * FROM distractions WHERE owner_id = ? AND intention_id = ?", arguments: [owner, id])
            {
                try batch.delete(distraction)
            }
            try batch.delete(record)
            batch.describe("Deleted “\(record.what)”")
            return record
        }
    }

    // MARK: Presence and insights

    /// Presence for each day from `first` through `last`.
    /// Presence per day from `first` through `last`; with neither, over the current week (its
    /// saved period, or the one a new week would have), in the same read.
    public func presence(owner: String, from first: LocalDay?, through last: LocalDay?) async throws -> [DayPresenceDetail] {
        let time = now()
        return try await read { db in
            guard let from = first ?? last, let through = last ?? first else {
                let preferences = try Self.preferences(owner: owner, db: db)
                let (week, _) = try Self.period(owner: owner, containing: preferences.today(at: time), db: db)
                return try Self.presence(owner: owner, from: week.start, through: week.end, db: db, now: time)
            }
            return try Self.presence(owner: owner, from: from, through: through, db: db, now: time)
        }
    }

    /// `read`: intentions the caller has read already, started from at least 9 hours before the
    /// first day's start to the last day's end (Today reads yesterday's and today's once).
    static func presence(
        owner: String, from first: LocalDay, through last: LocalDay, intentions read: [Intention]? = nil, db: any StoreDatabase,
        now time: Date
    ) throws -> [DayPresenceDetail] {
        let preferences = try Self.preferences(owner: owner, db: db)
        guard first <= last, first.days(to: last) < 366 else {
            throw AlmanacError.invalid("to", "Ask for presence over 1 to 366 days.")
        }
        let settings = try systemSettings(owner: owner, db: db)
        let zone = preferences.zone
        // A day start and intentions of up to 8 hours: look a little earlier.
        let from = first.start(in: zone, dayStartHour: preferences.dayStartHour).addingTimeInterval(-9 * 3600)
        let to = last.adding(days: 1).start(in: zone, dayStartHour: preferences.dayStartHour)
        let started =
            try read?.filter { $0.startedAt >= from && $0.startedAt < to }
            ?? intentions(owner: owner, from: from, to: to, db: db, now: time)
        let worked =
            started.compactMap { $0.workedInterval(at: time) }
            + (try practiceSessions(owner: owner, from: from, to: to, db: db).map(\.interval))
        return (0...first.days(to: last)).map { offset in
            let day = first.adding(days: offset)
            let window = settings.activeHours.window(on: day, timeZone: zone, dayStartHour: preferences.dayStartHour)
            return DayPresenceDetail(
                day: day,
                presence: AlmanacCore.presence(
                    of: worked, on: day, activeHours: settings.activeHours, timeZone: zone, dayStartHour: preferences.dayStartHour),
                window: window, covered: window.map { mergedIntervals(worked, within: $0) } ?? [])
        }
    }

    public func insights(owner: String) async throws -> Insights {
        let time = now()
        return try await read { db in try Self.insights(owner: owner, db: db, now: time) }
    }

    static func insights(owner: String, db: any StoreDatabase, now time: Date) throws -> Insights {
        let preferences = try Self.preferences(owner: owner, db: db)
        return Insights(counts: try insightCounts(owner: owner, timeZone: preferences.zone, db: db, now: time))
    }

    /// What the insights rest on, counted by the database and from one index rather than by
    /// reading every intention ever: that reading was 61 % of the Focus page. A running intention
    /// past its end counts as time up, as `Intention.settle(at:)` has it.
    static func insightCounts(owner: String, timeZone: TimeZone, db: any StoreDatabase, now time: Date) throws -> InsightCounts {
        var counts = InsightCounts()
        try countStartsByHour(owner: owner, timeZone: timeZone, db: db, now: time, into: &counts)
        // Feelings of rated, completed intentions, per tag (each tag once per intention) and per
        // area (the intention's own, else its goal's); keys under the minimum sample are left out.
        let feelings = try Row.fetchAll(
            db,
            sql: """
                WITH rated AS (
                    SELECT i.id, i.tags, COALESCE(i.area_id, g.area_id) AS area,
                           CASE WHEN i.feeling IN ('ecstatic', 'happy') THEN 1 ELSE 0 END AS positive,
                           CASE WHEN i.feeling IN ('sad', 'angry') THEN 1 ELSE 0 END AS negative
                    FROM intentions i LEFT JOIN weekly_goals g ON g.id = i.goal_id AND g.owner_id = i.owner_id
                    WHERE i.owner_id = ? AND i.feeling IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')
                      AND (i.state IN ('timeUp', 'endedEarly') OR (i.state = 'running' AND i.ends_at <= ?)))
                SELECT 'tag' AS kind, t.value AS key, COUNT(DISTINCT rated.id) AS based_on,
                       COUNT(DISTINCT CASE WHEN positive = 1 THEN rated.id END) AS positive,
                       COUNT(DISTINCT CASE WHEN negative = 1 THEN rated.id END) AS negative
                FROM rated, json_each(CASE WHEN json_valid(rated.tags) THEN rated.tags ELSE '[]' END) AS t
                WHERE t.type = 'text' GROUP BY t.value HAVING COUNT(DISTINCT rated.id) >= ?
                UNION ALL
                SELECT 'area', area, COUNT(*), SUM(positive), SUM(negative)
                FROM rated WHERE area IS NOT NULL GROUP BY area HAVING COUNT(*) >= ?
                """, arguments: [owner, time, Insights.minimumSample, Insights.minimumSample])
        for row in feelings {
            guard let key = row["key"] as String? else { continue }
            let insight = FeelingInsight(
                key: key, basedOn: row["based_on"] ?? 0, positiveCount: row["positive"] ?? 0, negativeCount: row["negative"] ?? 0)
            if row["kind"] as String? == "tag" { counts.byTag.append(insight) } else { counts.byArea.append(insight) }
        }
        return counts
    }

    /// Counts the settled intentions by state and the local hour of their start. Each state's
    /// starts in seconds since 1970 come from the index `intentions_owner_hours` (migration 0040
    /// keeps `started_epoch`) in its order, with no sorting and no grouping by SQLite (a GROUP BY
    /// of the local hour sorted 5,216 starts in a temporary B-tree: about 1 ms a page); each local
    /// hour is integer arithmetic on the zone's offset of its period, found by a binary search.
    static func countStartsByHour(
        owner: String, timeZone: TimeZone, db: any StoreDatabase, now time: Date, into counts: inout InsightCounts
    ) throws {
        // A start whose text did not parse has no seconds: it counts at hour 0.
        let unparsed = Int64.min
        var settled: [(state: Intention.State, starts: [Int64])] = []
        for state in [Intention.State.timeUp, .endedEarly, .abandoned] {
            settled.append(
                (
                    state,
                    try Int64.fetchAll(
                        db, sql: "SELECT COALESCE(started_epoch, ?) FROM intentions WHERE owner_id = ? AND state = ?",
                        arguments: [unparsed, owner, state.rawValue])
                ))
        }
        for row in try Row.fetchAll(
            db, sql: "SELECT started_epoch, ends_at <= ? AS over FROM intentions WHERE owner_id = ? AND state = 'running'",
            arguments: [time, owner])
        {
            settled.append(((row["over"] as Bool?) == true ? .timeUp : .running, [row["started_epoch"] ?? unparsed]))
        }
        let parsed = settled.flatMap { $0.starts.lazy.filter { $0 != unparsed } }
        guard let first = parsed.min(), let last = parsed.max() else {
            for (state, starts) in settled { counts.count(state, startingAtHour: 0, number: starts.count) }
            return
        }
        let periods = timeZone.offsetPeriods(
            from: Date(timeIntervalSince1970: Double(first)), through: Date(timeIntervalSince1970: Double(last) + 1))
        // A start before `changes[i]` (and not before `changes[i - 1]`) has the offset of period i.
        let changes = periods.dropFirst().map { Int64($0.start.timeIntervalSince1970.rounded(.down)) }
        let offsets = periods.map { Int64($0.secondsFromGMT) }
        for (state, starts) in settled {
            var byHour = [Int](repeating: 0, count: 24)
            for start in starts {
                guard start != unparsed else {
                    byHour[0] += 1
                    continue
                }
                var low = 0
                var high = changes.count
                while low < high {
                    let middle = (low + high) / 2
                    if start < changes[middle] { high = middle } else { low = middle + 1 }
                }
                // Remainders first: no sum of outside values can overflow.
                let seconds = (start % 86_400 + offsets[low] % 86_400 + 2 * 86_400) % 86_400
                byHour[Int(seconds / 3600)] += 1
            }
            for (hour, number) in byHour.enumerated() where number > 0 {
                counts.count(state, startingAtHour: hour, number: number)
            }
        }
    }

    // MARK: Reminders

    /// Checks whether a reminder is due for `owner` now and records it as delivered. The reminder
    /// service calls this each minute; the page reads the last one with `lastReminder`.
    public func deliverDueReminder(owner: String) async throws -> DeliveredReminder? {
        guard let user = try await user(id: owner) else { return nil }
        let settings = try await systemSettings(owner: owner)
        let time = now()
        return try await writeUnlogged { db in
            let notice = try FocusNotice.of(owner, db: db) ?? FocusNotice(ownerId: owner)
            let recent = try IntentionRecord.fetchReadable(
                db, sql: "SELECT * FROM intentions WHERE owner_id = ? AND started_at >= ?",
                arguments: [owner, time.addingTimeInterval(-24 * 3600)]
            ).map { $0.intention() }
            let zone = user.preferences.zone
            let today = user.preferences.today(at: time)
            let blocks = try Self.blocks(owner: owner, from: today, through: today, db: db)
                .compactMap { block in
                    block.interval(in: zone).map { PlannedStart(id: block.id, title: block.title, interval: $0, timeText: block.timeText) }
                }
            guard
                let reminder = Reminders.blockStarting(
                    at: time, blocks: blocks, quietHours: settings.reminderSettings.quietHours, timeZone: zone,
                    lastReminderAt: notice.lastReminderAt, recentIntentions: recent)
                    ?? Reminders.due(
                        at: time, settings: settings.reminderSettings, timeZone: zone, dayStartHour: user.dayStartHour,
                        lastReminderAt: notice.lastReminderAt, recentIntentions: recent)
            else { return nil }
            var updated = notice
            updated.lastReminderAt = time
            updated.lastMessage = reminder.message
            let delivered: DeliveredReminder
            switch reminder.kind {
            case .reviewIntention(let id):
                updated.lastKind = "review"
                delivered = DeliveredReminder(kind: "review", message: reminder.message, at: time, intentionId: id)
            case .startIntention:
                updated.lastKind = "start"
                delivered = DeliveredReminder(kind: "start", message: reminder.message, at: time, intentionId: nil)
            case .startBlock:
                updated.lastKind = "block"
                delivered = DeliveredReminder(kind: "block", message: reminder.message, at: time, intentionId: nil)
            }
            try updated.save(db)
            return delivered
        }
    }

    /// The running intention whose time just ran out and was not announced yet (announced once).
    public func announceTimeUp(owner: String) async throws -> Intention? {
        let time = now()
        return try await writeUnlogged { db in
            guard
                let record = try IntentionRecord.fetchOneReadable(
                    db, sql: "SELECT * FROM intentions WHERE owner_id = ? AND state = 'running' AND ends_at <= ? LIMIT 1",
                    arguments: [owner, time])
            else { return nil }
            var notice = try FocusNotice.of(owner, db: db) ?? FocusNotice(ownerId: owner)
            guard notice.lastTimeUpId != record.id else { return nil }
            notice.lastTimeUpId = record.id
            try notice.save(db)
            return record.intention(settledAt: time)
        }
    }

    /// The last reminder delivered to `owner`, for the open page to show.
    public func lastReminder(owner: String) async throws -> DeliveredReminder? {
        try await read { db in
            guard let notice = try FocusNotice.of(owner, db: db), let at = notice.lastReminderAt,
                let message = notice.lastMessage
            else { return nil }
            return DeliveredReminder(kind: notice.lastKind ?? "start", message: message, at: at, intentionId: nil)
        }
    }
}

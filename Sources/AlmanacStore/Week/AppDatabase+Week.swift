import AlmanacCore
import Foundation
import GRDB

/// A week as the planning page shows it. `week.id` is empty while nothing was saved for it.
public struct WeekPlan: Sendable {
    public var week: WeekRecord
    public var period: SprintPeriod
    public var capacity: WeeklyCapacity
    public var goals: [GoalRecord]
    public var areas: [Area]
    public var retrospective: RetrospectiveRecord?
    public var actionItems: [ActionItemRecord]
    /// The previous week's action items, ticked "done?" in this week's retrospective.
    public var lastWeekActionItems: [ActionItemRecord]
    /// The to-dos serving each goal (goal id → to-dos, open first, then by title).
    public var tasksByGoal: [String: [ToDo]] = [:]

    /// A goal's linked to-dos, done of all (canceled ones left out); nil without any.
    public func todoProgress(of goalId: String) -> GoalTodoProgress? {
        guard let tasks = tasksByGoal[goalId], !tasks.isEmpty else { return nil }
        let progress = GoalTodoProgress(completed: tasks.map { $0.status == .canceled ? nil : $0.status == .completed })
        return progress.total == 0 ? nil : progress
    }

    public var isSaved: Bool { !week.id.isEmpty }
    public var isStarted: Bool { week.startedAt != nil }
    public var capacityHours: Double { capacity.totalHours(for: period) }
    public var load: PlanLoad { PlanLoad(goals: goals.map(\.goal), capacityHours: capacityHours) }
    public var progress: [AreaProgress] { progressByArea(goals.map(\.goal)) }
}

/// The metrics report of a week with the 8-week trend.
public struct WeekReport: Sendable {
    public var report: RetrospectiveReport
    public var trend: [WeekTrendPoint]
    /// The distractions logged during the week's intentions, with the urges surfed.
    public var distractions = DistractionTally()
    /// The pacts with the week's days marked kept and broken.
    public var pacts: [PactWeek] = []
}

/// The areas a new user is offered in one click.
public enum SuggestedAreas {
    public static let all: [(name: String, icon: String, color: String)] = [
        ("Career", "💼", "#2f6f5e"), ("Family", "🏡", "#b5651d"), ("Health", "🌿", "#3a7d44"),
        ("Friends", "🤝", "#5b5fc7"), ("Chores", "🧺", "#7a6f5d"), ("Play", "🎲", "#c2185b"),
    ]
}

extension AppDatabase {
    // MARK: Settings

    public func systemSettings(owner: String) async throws -> SystemSettings {
        try await read { db in try Self.systemSettings(owner: owner, db: db) }
    }

    static func systemSettings(owner: String, db: any StoreDatabase) throws -> SystemSettings {
        try SystemSettingsRecord.fetchOneReadable(db, sql: "SELECT * FROM system_settings WHERE owner_id = ?", arguments: [owner])
            .map(SystemSettings.init(record:)) ?? .standard
    }

    public func updateSystemSettings(owner: String, _ settings: SystemSettings) async throws {
        if let url = settings.webhookURL {
            guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host != nil,
                url.count <= 2000
            else { throw AlmanacError.invalid("webhookUrl", "The webhook is an http:// or https:// address.") }
        }
        try await write(owner: owner) { batch in
            let existing = try SystemSettingsRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM system_settings WHERE owner_id = ? LIMIT 1", arguments: [owner])
            let record = SystemSettingsRecord(
                id: existing?.id ?? UUIDv7.make(at: batch.now), ownerId: owner,
                activeStart: settings.activeHours.start.description, activeEnd: settings.activeHours.end.description,
                activeWeekdays: jsonText(settings.activeHours.weekdays.sorted()),
                quietStart: settings.quietHours?.start.description, quietEnd: settings.quietHours?.end.description,
                webhookUrl: settings.webhookURL, sprintLength: settings.sprintLength.rawValue,
                dayModules: jsonText(settings.dayModules.map(\.rawValue)),
                standupQuestions: jsonText(settings.standupTemplate.questions),
                todayCards: settings.todayCards == TodayCard.standardOrder ? nil : jsonText(settings.todayCards.map(\.rawValue)))
            if existing == nil { try batch.insert(record) } else { try batch.update(record) }
            batch.describe("Changed the system settings")
        }
    }

    // MARK: Areas

    public func areas(owner: String, includeArchived: Bool = false) async throws -> [Area] {
        try await read { db in try Self.areas(owner: owner, includeArchived: includeArchived, db: db) }
    }

    static func areas(owner: String, includeArchived: Bool, db: any StoreDatabase) throws -> [Area] {
        try Area.fetchReadable(
            db, sql: "SELECT * FROM areas WHERE owner_id = ? AND (? OR archived = 0) ORDER BY order_key, id",
            arguments: [owner, includeArchived])
    }

    public func area(owner: String, id: String) async throws -> Area {
        try await read { db in try Area.owned(id, by: owner, in: db, what: "area") }
    }

    static func validIcon(_ icon: String?) throws -> String? {
        guard let icon = icon?.trimmingCharacters(in: .whitespaces), !icon.isEmpty else { return nil }
        guard icon.count <= 2 else { throw AlmanacError.invalid("icon", "An area's icon is one emoji, e.g. 💼.") }
        return icon
    }

    public func addArea(owner: String, name: String, color: String? = nil, icon: String? = nil) async throws -> Area {
        let name = try Validate.title(name, field: "name", max: Limits.nameLength)
        let color = try HexColor.parse(color, field: "color")
        let icon = try Self.validIcon(icon)
        return try await write(owner: owner) { batch in
            let area = try Self.insertArea(owner: owner, name: name, color: color, icon: icon, batch: batch)
            batch.describe("Added the area “\(name)”")
            return area
        }
    }

    static func insertArea(owner: String, name: String, color: String?, icon: String?, batch: ChangeBatch) throws -> Area {
        let existing = try areas(owner: owner, includeArchived: true, db: batch.db)
        if existing.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            throw AlmanacError.invalid("name", "There is already an area called “\(name)”.")
        }
        let palette = SuggestedAreas.all.map(\.color)
        let area = Area(
            id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, color: color ?? palette[existing.count % palette.count],
            icon: icon, archived: false, orderKey: OrderKey.between(existing.map(\.orderKey).max(), nil), createdAt: batch.now)
        try batch.insert(area)
        return area
    }

    /// Adds Career, Family, Health, Friends, Chores and Play (those not there yet), in one undoable step.
    public func addSuggestedAreas(owner: String) async throws -> [Area] {
        try await write(owner: owner) { batch in
            let names = Set(try Self.areas(owner: owner, includeArchived: true, db: batch.db).map { $0.name.lowercased() })
            var added: [Area] = []
            for suggestion in SuggestedAreas.all where !names.contains(suggestion.name.lowercased()) {
                added.append(
                    try Self.insertArea(
                        owner: owner, name: suggestion.name, color: suggestion.color, icon: suggestion.icon, batch: batch))
            }
            batch.describe("Added \(added.count) areas of focus")
            return added
        }
    }

    public func updateArea(
        owner: String, id: String, name: String? = nil, color: String? = nil, icon: String? = nil, archived: Bool? = nil
    ) async throws -> Area {
        let name = try name.map { try Validate.title($0, field: "name", max: Limits.nameLength) }
        let color = try HexColor.parse(color, field: "color")
        let icon = try icon.map { try Self.validIcon($0) }
        return try await write(owner: owner) { batch in
            var area = try Area.owned(id, by: owner, in: batch.db, what: "area")
            if let name { area.name = name }
            if let color { area.color = color }
            if let icon { area.icon = icon }
            if let archived { area.archived = archived }
            try batch.update(area)
            batch.describe(archived == true ? "Archived the area “\(area.name)”" : "Changed the area “\(area.name)”")
            return area
        }
    }

    /// Moves an area one place up or down among the visible areas.
    public func moveArea(owner: String, id: String, up: Bool) async throws {
        try await write(owner: owner) { batch in
            let list = try Self.areas(owner: owner, includeArchived: false, db: batch.db)
            guard let index = list.firstIndex(where: { $0.id == id }) else { throw AlmanacError.notFound("No area with id \(id).") }
            let target = up ? index - 1 : index + 1
            guard list.indices.contains(target) else { return }
            var area = list[index]
            let (low, high) =
                up
                ? (target > 0 ? list[target - 1].orderKey : nil, list[target].orderKey)
                : (list[target].orderKey, target + 1 < list.count ? list[target + 1].orderKey : nil)
            area.orderKey = OrderKey.between(low, high)
            try batch.update(area)
            batch.describe("Moved the area “\(area.name)”")
        }
    }

    // MARK: Weeks

    /// The sprint containing `day`: a saved week covering it, else computed from the settings.
    static func period(owner: String, containing day: LocalDay, db: any StoreDatabase) throws -> (SprintPeriod, WeekRecord?) {
        let earliest = day.adding(days: -13).description
        let candidates = try WeekRecord.fetchReadable(
            db, sql: "SELECT * FROM weeks WHERE owner_id = ? AND start_day <= ? AND start_day >= ? ORDER BY start_day DESC",
            arguments: [owner, day.description, earliest])
        if let week = candidates.first(where: { $0.period.contains(day) }) { return (week.period, week) }
        let preferences = try Self.preferences(owner: owner, db: db)
        let settings = try systemSettings(owner: owner, db: db)
        var period = SprintPeriod.containing(day, weekStart: preferences.weekStart, length: settings.sprintLength)
        // A saved week may end inside the computed period (after a length change): start after it.
        if let overlapping = candidates.first(where: { $0.period.end >= period.start }) {
            period = SprintPeriod(start: overlapping.period.end.adding(days: 1), length: .oneWeek)
        }
        // A week is stored by its first day, which must read back as that day.
        guard period.start.isInRange, period.end.isInRange else {
            throw AlmanacError.outOfRange(
                field: "day", message: "Weeks are planned \(LocalDay.rangeText); the week of \(day) reaches outside that.")
        }
        return (period, nil)
    }

    static let defaultCapacity = try! WeeklyCapacity.uniform(hoursPerDay: 6)

    static func capacityForNewWeek(owner: String, before start: LocalDay, db: any StoreDatabase) throws -> WeeklyCapacity {
        try WeekRecord.fetchOneReadable(
            db, sql: "SELECT * FROM weeks WHERE owner_id = ? AND start_day < ? ORDER BY start_day DESC LIMIT 1",
            arguments: [owner, start.description])?.weeklyCapacity ?? defaultCapacity
    }

    /// The saved week containing `day`, created (with last week's capacity) when missing.
    static func ensureWeek(owner: String, containing day: LocalDay, batch: ChangeBatch) throws -> WeekRecord {
        let (period, existing) = try period(owner: owner, containing: day, db: batch.db)
        if let existing { return existing }
        let week = WeekRecord(
            id: UUIDv7.make(at: batch.now), ownerId: owner, startDay: period.start.description, lengthDays: period.dayCount,
            capacity: jsonText(try capacityForNewWeek(owner: owner, before: period.start, db: batch.db).hoursByWeekday), startedAt: nil)
        try batch.insert(week)
        return week
    }

    public func weekPlan(owner: String, containing day: LocalDay) async throws -> WeekPlan {
        try await read { db in try Self.weekPlan(owner: owner, containing: day, db: db) }
    }

    /// The week containing `day`, with its goals' to-dos (found through `tasks_owner_goal`, so
    /// the years of done to-dos are not visited).
    static func weekPlan(owner: String, containing day: LocalDay, db: any StoreDatabase) throws -> WeekPlan {
        let (period, saved) = try period(owner: owner, containing: day, db: db)
        let week =
            try saved
            ?? WeekRecord(
                id: "", ownerId: owner, startDay: period.start.description, lengthDays: period.dayCount,
                capacity: jsonText(try capacityForNewWeek(owner: owner, before: period.start, db: db).hoursByWeekday), startedAt: nil)
        let goals =
            saved == nil
            ? []
            : try GoalRecord.fetchReadable(
                db, sql: "SELECT * FROM weekly_goals WHERE owner_id = ? AND week_id = ? ORDER BY added_mid_sprint, created_at, id",
                arguments: [owner, week.id])
        let retro =
            saved == nil
            ? nil
            : try RetrospectiveRecord.fetchOneReadable(
                db, sql: "SELECT * FROM retrospectives WHERE owner_id = ? AND week_id = ?", arguments: [owner, week.id])
        let items =
            saved == nil
            ? []
            : try ActionItemRecord.fetchReadable(
                db, sql: "SELECT * FROM action_items WHERE owner_id = ? AND week_id = ? ORDER BY id", arguments: [owner, week.id])
        // The previous saved week's items in one statement, whether or not there is such a week.
        let lastItems = try ActionItemRecord.fetchReadable(
            db,
            sql: """
                SELECT * FROM action_items WHERE owner_id = ? AND week_id = (
                    SELECT id FROM weeks WHERE owner_id = ? AND start_day < ? ORDER BY start_day DESC LIMIT 1
                ) ORDER BY id
                """, arguments: [owner, owner, period.start.description])
        let tasks = try ToDo.fetchReadable(
            db,
            sql: """
                SELECT * FROM tasks WHERE owner_id = ? AND goal_id IN (SELECT value FROM json_each(?))
                ORDER BY status <> 'open', title COLLATE NOCASE, id
                """, arguments: [owner, jsonText(goals.map(\.id))])
        return WeekPlan(
            week: week, period: period, capacity: week.weeklyCapacity, goals: goals,
            areas: try areas(owner: owner, includeArchived: true, db: db), retrospective: retro, actionItems: items,
            lastWeekActionItems: lastItems, tasksByGoal: Dictionary(grouping: tasks, by: { $0.goalId ?? "" }))
    }

    /// The saved weeks, newest first.
    public func weeks(owner: String) async throws -> [WeekRecord] {
        try await read { db in try Self.weeks(owner: owner, db: db) }
    }

    static func weeks(owner: String, db: any StoreDatabase) throws -> [WeekRecord] {
        try WeekRecord.fetchReadable(db, sql: "SELECT * FROM weeks WHERE owner_id = ? ORDER BY start_day DESC", arguments: [owner])
    }

    public func setCapacity(owner: String, weekContaining day: LocalDay, _ capacity: WeeklyCapacity) async throws -> WeekRecord {
        try await write(owner: owner) { batch in
            var week = try Self.ensureWeek(owner: owner, containing: day, batch: batch)
            week.capacity = jsonText(capacity.hoursByWeekday)
            try batch.update(week)
            batch.describe("Set the capacity of the week of \(week.startDay)")
            return week
        }
    }

    /// "Start the week": commits the plan; goals added afterwards count as added mid-sprint.
    public func startWeek(owner: String, containing day: LocalDay) async throws -> WeekRecord {
        try await write(owner: owner) { batch in
            var week = try Self.ensureWeek(owner: owner, containing: day, batch: batch)
            guard week.startedAt == nil else { throw AlmanacError.conflict("The week of \(week.startDay) has already started.") }
            week.startedAt = batch.now
            try batch.update(week)
            batch.describe("Started the week of \(week.startDay)")
            return week
        }
    }

    public func addGoal(owner: String, weekContaining day: LocalDay, title: String, areaId: String, estimateHours: Double) async throws
        -> GoalRecord
    {
        let probe = try WeeklyGoal(id: "new", title: title, areaId: areaId, estimateHours: estimateHours)
        return try await write(owner: owner) { batch in
            let area = try Area.owned(areaId, by: owner, in: batch.db, what: "area")
            let week = try Self.ensureWeek(owner: owner, containing: day, batch: batch)
            let goal = GoalRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, weekId: week.id, areaId: area.id, title: probe.title,
                estimateHours: probe.estimateHours, status: "open", percent: nil, addedMidSprint: week.startedAt != nil,
                createdAt: batch.now)
            try batch.insert(goal)
            batch.describe("Added the goal “\(probe.title)”")
            return goal
        }
    }

    public func goal(owner: String, id: String) async throws -> GoalRecord {
        try await read { db in try GoalRecord.owned(id, by: owner, in: db, what: "goal") }
    }

    public func updateGoal(
        owner: String, id: String, title: String? = nil, areaId: String? = nil, estimateHours: Double? = nil, status: GoalStatus? = nil
    ) async throws -> GoalRecord {
        try await write(owner: owner) { batch in
            var record = try GoalRecord.owned(id, by: owner, in: batch.db, what: "goal")
            if let areaId { record.areaId = try Area.owned(areaId, by: owner, in: batch.db, what: "area").id }
            let checked = try WeeklyGoal(
                id: id, title: title ?? record.title, areaId: record.areaId, estimateHours: estimateHours ?? record.estimateHours)
            record.title = checked.title
            record.estimateHours = checked.estimateHours
            if let status {
                record.status = status.state
                if case .partial(let percent) = status { record.percent = percent } else { record.percent = nil }
            }
            try batch.update(record)
            switch status {
            case .done?: batch.describe("Marked “\(record.title)” done")
            case .partial(let percent)?: batch.describe("Marked “\(record.title)” \(percent) % done")
            default: batch.describe("Changed the goal “\(record.title)”")
            }
            return record
        }
    }

    /// Deletes a goal; intentions linked to it keep their time but lose the link (undo restores it).
    public func deleteGoal(owner: String, id: String) async throws -> GoalRecord {
        try await write(owner: owner) { batch in
            let record = try GoalRecord.owned(id, by: owner, in: batch.db, what: "goal")
            for var intention in try IntentionRecord.fetchReadable(
                batch.db, sql: "SELECT * FROM intentions WHERE owner_id = ? AND goal_id = ?", arguments: [owner, id])
            {
                intention.goalId = nil
                intention.areaId = intention.areaId ?? record.areaId
                try batch.update(intention)
            }
            // Blocks planned for the goal keep serving its area (Plan).
            for var block in try TimeBlock.fetchReadable(
                batch.db, sql: "SELECT * FROM plan_blocks WHERE owner_id = ? AND goal_id = ?", arguments: [owner, id])
            {
                block.goalId = nil
                try batch.update(block)
            }
            // To-dos for the goal keep serving its area.
            for var task in try ToDo.fetchReadable(
                batch.db, sql: "SELECT * FROM tasks WHERE owner_id = ? AND goal_id = ?", arguments: [owner, id])
            {
                task.goalId = nil
                task.areaId = record.areaId
                try batch.update(task)
            }
            try batch.delete(record)
            batch.describe("Deleted the goal “\(record.title)”")
            return record
        }
    }

    // MARK: Retrospective

    public func saveRetrospective(owner: String, weekContaining day: LocalDay, wentWell: String?, improve: String?) async throws {
        let wentWell = try Validate.notes(wentWell?.trimmingCharacters(in: .whitespacesAndNewlines), field: "wentWell")
        let improve = try Validate.notes(improve?.trimmingCharacters(in: .whitespacesAndNewlines), field: "improve")
        try await write(owner: owner) { batch in
            let week = try Self.ensureWeek(owner: owner, containing: day, batch: batch)
            if var retro = try RetrospectiveRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM retrospectives WHERE owner_id = ? AND week_id = ? LIMIT 1", arguments: [owner, week.id])
            {
                retro.wentWell = wentWell?.isEmpty == true ? nil : wentWell
                retro.improve = improve?.isEmpty == true ? nil : improve
                retro.updatedAt = batch.now
                try batch.update(retro)
            } else {
                try batch.insert(
                    RetrospectiveRecord(
                        id: UUIDv7.make(at: batch.now), ownerId: owner, weekId: week.id,
                        wentWell: wentWell?.isEmpty == true ? nil : wentWell,
                        improve: improve?.isEmpty == true ? nil : improve, updatedAt: batch.now))
            }
            batch.describe("Saved the retrospective of the week of \(week.startDay)")
        }
    }

    public func addActionItem(owner: String, weekContaining day: LocalDay, text: String) async throws -> ActionItemRecord {
        let item = try ActionItem(id: "new", text: text)
        return try await write(owner: owner) { batch in
            let week = try Self.ensureWeek(owner: owner, containing: day, batch: batch)
            let record = ActionItemRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, weekId: week.id, text: item.text, done: false, createdAt: batch.now)
            try batch.insert(record)
            batch.describe("Added the action item “\(item.text)”")
            return record
        }
    }

    public func setActionItemDone(owner: String, id: String, done: Bool) async throws -> ActionItemRecord {
        try await write(owner: owner) { batch in
            var record = try ActionItemRecord.owned(id, by: owner, in: batch.db, what: "action item")
            record.done = done
            try batch.update(record)
            batch.describe(done ? "Ticked “\(record.text)”" : "Unticked “\(record.text)”")
            return record
        }
    }

    public func deleteActionItem(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let record = try ActionItemRecord.owned(id, by: owner, in: batch.db, what: "action item")
            try batch.delete(record)
            batch.describe("Deleted the action item “\(record.text)”")
        }
    }

    // MARK: Metrics

    /// The retrospective's metrics for the week containing `day`, with the 8-week trend.
    public func weekReport(owner: String, containing day: LocalDay) async throws -> WeekReport {
        let time = now()
        return try await read { db in try Self.weekReport(owner: owner, containing: day, db: db, now: time) }
    }

    /// The earlier weeks of the trend are read together (their goals in one statement, their
    /// intentions in another) rather than a week's plan each, so the page reads as many statements
    /// with one earlier week as with seven.
    static func weekReport(owner: String, containing day: LocalDay, db: any StoreDatabase, now time: Date) throws -> WeekReport {
        let preferences = try Self.preferences(owner: owner, db: db)
        let settings = try Self.systemSettings(owner: owner, db: db)
        let plan = try Self.weekPlan(owner: owner, containing: day, db: db)
        let zone = preferences.zone
        func instants(of period: SprintPeriod) -> (from: Date, to: Date) {
            (
                period.start.start(in: zone, dayStartHour: preferences.dayStartHour),
                period.end.adding(days: 1).start(in: zone, dayStartHour: preferences.dayStartHour)
            )
        }
        func report(
            period: SprintPeriod, goals: [GoalRecord], capacity: WeeklyCapacity, intentions: [Intention],
            lastWeekActionItems: [ActionItemRecord] = [], habits: [HabitSprintTally] = [], blocks: [SprintBlock] = [],
            practice: [PracticeSession]
        ) -> RetrospectiveReport {
            RetrospectiveReport(
                RetrospectiveInput(
                    period: period, goals: goals.map(\.goal), intentions: intentions, capacity: capacity,
                    lastWeekActionItems: lastWeekActionItems.compactMap { try? ActionItem(id: $0.id, text: $0.text, done: $0.done) },
                    activeHours: settings.activeHours, timeZone: zone, dayStartHour: preferences.dayStartHour, habits: habits,
                    blocks: blocks, practice: practice),
                now: time)
        }
        func intentions(from: Date, to: Date) throws -> [IntentionRecord] {
            try IntentionRecord.fetchReadable(
                db, sql: "SELECT * FROM intentions WHERE owner_id = ? AND started_at >= ? AND started_at < ?", arguments: [owner, from, to])
        }
        let (from, to) = instants(of: plan.period)
        let weekIntentions = try intentions(from: from, to: to)
        var current = report(
            period: plan.period, goals: plan.goals, capacity: plan.capacity,
            intentions: weekIntentions.map { $0.intention(settledAt: time) },
            lastWeekActionItems: plan.lastWeekActionItems,
            habits: try Self.habitSprintTallies(
                owner: owner, period: plan.period, today: preferences.today(at: time), weekStart: preferences.weekStart, db: db),
            blocks: try Self.sprintBlocks(owner: owner, period: plan.period, zone: zone, now: time, db: db),
            practice: try Self.practiceSessions(owner: owner, from: from, to: to, db: db))
        for index in current.byGoal.indices { current.byGoal[index].todos = plan.todoProgress(of: current.byGoal[index].goalId) }
        var points = [current.trendPoint]
        let earlier = try WeekRecord.fetchReadable(
            db, sql: "SELECT * FROM weeks WHERE owner_id = ? AND start_day < ? ORDER BY start_day DESC LIMIT ?",
            arguments: [owner, plan.period.start.description, WeekTrendPoint.trendLength - 1])
        let earlierGoals = Dictionary(
            grouping: try GoalRecord.fetchReadable(
                db,
                sql: """
                    SELECT * FROM weekly_goals WHERE owner_id = ? AND week_id IN (SELECT value FROM json_each(?))
                    ORDER BY added_mid_sprint, created_at, id
                    """,
                arguments: [owner, jsonText(earlier.map(\.id))]),
            by: \.weekId)
        let spans = earlier.map { instants(of: $0.period) }
        let earlierIntentions = try intentions(from: spans.map(\.from).min() ?? from, to: spans.map(\.to).max() ?? from)
        let earlierPractice = try Self.practiceSessions(
            owner: owner, from: spans.map(\.from).min() ?? from, to: spans.map(\.to).max() ?? from, db: db)
        for (week, span) in zip(earlier, spans) {
            let inWeek = earlierIntentions.filter { $0.startedAt >= span.from && $0.startedAt < span.to }
                .map { $0.intention(settledAt: time) }
            points.append(
                report(
                    period: week.period, goals: earlierGoals[week.id] ?? [], capacity: week.weeklyCapacity, intentions: inWeek,
                    practice: earlierPractice.filter { $0.startedAt >= span.from && $0.startedAt < span.to }
                ).trendPoint)
        }
        var result = WeekReport(report: current, trend: WeekTrendPoint.trend(points, endingWith: plan.period))
        result.distractions = DistractionTally(
            try DistractionRecord.fetchReadable(
                db, sql: "SELECT * FROM distractions WHERE owner_id = ? AND intention_id IN (SELECT value FROM json_each(?))",
                arguments: [owner, jsonText(weekIntentions.map(\.id))]
            ).map(\.distraction))
        result.pacts = try Self.pactWeeks(owner: owner, from: plan.period.start, through: plan.period.end, at: time, db: db)
        return result
    }

    /// The plan blocks of a sprint's days for the retrospective: planned hours per area, and
    /// whether each passed without an intention (answered or not).
    static func sprintBlocks(owner: String, period: SprintPeriod, zone: TimeZone, now: Date, db: any StoreDatabase) throws -> [SprintBlock]
    {
        let blocks = try Self.blocks(owner: owner, from: period.start, through: period.end, db: db)
        let ran = Set(
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT intentions.block_id FROM intentions JOIN plan_blocks ON plan_blocks.id = intentions.block_id
                    WHERE intentions.owner_id = ? AND plan_blocks.owner_id = ? AND plan_blocks.day BETWEEN ? AND ?
                    """, arguments: [owner, owner, period.start.description, period.end.description]))
        return blocks.compactMap { block in
            guard let day = block.localDay else { return nil }
            let passed = block.interval(in: zone).map { $0.end <= now } ?? false
            return SprintBlock(
                areaId: block.areaId, day: day, minutes: block.minutes, disposition: block.blockDisposition, cause: block.missCause,
                awaitingDisposition: passed && block.disposition == nil && !ran.contains(block.id))
        }
    }
}

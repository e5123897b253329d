import AlmanacCore
import Foundation
import GRDB

/// A habit with what every view of it shows: its area, its check-ins and rest days, and its
/// standing today (streaks, freezes, strength).
public struct HabitSummary: Sendable, Identifiable {
    public var habit: Habit
    public var area: Area?
    /// Local day → amount.
    public var checkIns: [LocalDay: Double]
    public var restDays: Set<LocalDay>
    public var progress: HabitProgress

    public var id: String { habit.id }

    /// Whether `day` is done (the target reached for a measurable habit).
    public func isDone(_ day: LocalDay) -> Bool {
        checkIns[day].map { HabitProgress.isDone(amount: $0, target: habit.target) } ?? false
    }
}

/// One check-in as the API and CLI show it.
public struct HabitDayStatus: Sendable, Equatable {
    public var day: LocalDay
    public var amount: Double?
    public var isRest: Bool
}

extension AppDatabase {
    /// How far back a check-in may be back-filled (ten years), so the history stays bounded.
    public static let habitBackfillDays = 3_660

    // MARK: Habits

    /// The user's habits in their order, with their standing today.
    public func habitSummaries(owner: String, includeArchived: Bool = false) async throws -> (today: LocalDay, habits: [HabitSummary]) {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: instant)
            let habits = try Self.habitSummaries(
                owner: owner, today: today, weekStart: preferences.weekStart, includeArchived: includeArchived, db: db)
            return (today, habits)
        }
    }

    public func habit(owner: String, id: String) async throws -> HabitSummary {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            _ = try Habit.owned(id, by: owner, in: db, what: "habit")
            let today = preferences.today(at: instant)
            return try Self.habitSummaries(owner: owner, today: today, weekStart: preferences.weekStart, onlyId: id, db: db)[0]
        }
    }

    /// The habit named `name` (ignoring case) or with this id; the CLI names habits either way.
    public func habit(owner: String, named name: String) async throws -> Habit {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return try await read { db in
            if let habit = try Habit.existing(trimmed, by: owner, in: db) { return habit }
            guard
                let habit = try Habit.fetchOneReadable(
                    db, sql: "SELECT * FROM habits WHERE owner_id = ? AND name = ? COLLATE NOCASE", arguments: [owner, trimmed])
            else { throw AlmanacError.notFound("No habit named “\(trimmed.prefix(100))”.") }
            return habit
        }
    }

    /// Habits with their check-ins, rest days and areas, in four statements whatever their number.
    static func habitSummaries(
        owner: String, today: LocalDay, weekStart: Int, includeArchived: Bool = false, onlyId: String? = nil, db: any StoreDatabase
    ) throws -> [HabitSummary] {
        let habits = try Habit.fetchReadable(
            db,
            sql: """
                SELECT * FROM habits WHERE owner_id = ? AND (id = ? OR (CAST(? AS TEXT) IS NULL AND (? OR archived = 0))) ORDER BY order_key, id
                """, arguments: [owner, onlyId, onlyId, includeArchived])
        guard !habits.isEmpty else { return [] }
        var checkIns: [String: [LocalDay: Double]] = [:]
        var rest: [String: Set<LocalDay>] = [:]
        let filter = onlyId == nil ? "" : " AND habit_id = ?"
        let arguments: StatementArguments = onlyId.map { [owner, $0] } ?? [owner]
        for row in try Row.fetchAll(
            db, sql: "SELECT habit_id, day, amount FROM habit_check_ins WHERE owner_id = ?\(filter)", arguments: arguments)
        {
            guard let day = LocalDay(row["day"] as String) else { continue }
            checkIns[row["habit_id"] as String, default: [:]][day] = row["amount"]
        }
        for row in try Row.fetchAll(
            db, sql: "SELECT habit_id, day FROM habit_rest_days WHERE owner_id = ?\(filter)", arguments: arguments)
        {
            guard let day = LocalDay(row["day"] as String) else { continue }
            rest[row["habit_id"] as String, default: []].insert(day)
        }
        let areas = Dictionary(
            uniqueKeysWithValues: try areas(owner: owner, includeArchived: true, db: db).map { ($0.id, $0) })
        return habits.map { habit in
            let days = checkIns[habit.id] ?? [:]
            let restDays = rest[habit.id] ?? []
            return HabitSummary(
                habit: habit, area: habit.areaId.flatMap { areas[$0] }, checkIns: days, restDays: restDays,
                progress: HabitProgress.compute(
                    schedule: habit.schedule, target: habit.target, anchor: habit.start, weekStart: weekStart, today: today,
                    checkIns: days, restDays: restDays))
        }
    }

    /// Each active habit's check-ins planned and done in a sprint, for the retrospective's metrics
    /// (inside the week report's read). Slots are counted from the sprint's first day, or from the
    /// habit's beginning when it began during the sprint: the day it was added, or its first
    /// check-in when earlier days were back-filled (as streaks count them).
    static func habitSprintTallies(owner: String, period: SprintPeriod, today: LocalDay, weekStart: Int, db: any StoreDatabase) throws
        -> [HabitSprintTally]
    {
        try habitSummaries(owner: owner, today: today, weekStart: weekStart, db: db).map { summary in
            let habit = summary.habit
            let beginning = min(habit.start, summary.checkIns.keys.min() ?? habit.start)
            let tally = HabitTally.tally(
                schedule: habit.schedule, from: max(period.start, beginning), through: period.end, anchor: habit.start,
                weekStart: period.start.weekday, doneDays: Set(summary.checkIns.keys.filter { summary.isDone($0) }),
                restDays: summary.restDays)
            return HabitSprintTally(areaId: habit.areaId, planned: tally.planned, done: tally.done)
        }
    }

    public func addHabit(owner: String, _ draft: HabitDraft) async throws -> Habit {
        let draft = try draft.validated()
        let instant = now()
        return try await write(owner: owner) { batch in
            try Self.checkHabitName(draft.name, owner: owner, except: nil, db: batch.db)
            try Self.checkHabitArea(draft.areaId, owner: owner, db: batch.db)
            let today = try Self.preferences(owner: owner, db: batch.db).today(at: instant)
            let last = try String.fetchOne(
                batch.db, sql: "SELECT order_key FROM habits WHERE owner_id = ? ORDER BY order_key DESC LIMIT 1", arguments: [owner])
            var habit = Habit(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: draft.name, icon: draft.icon, color: nil, areaId: nil,
                scheduleKind: "daily", scheduleCount: 0, scheduleWeekdays: 0, target: nil, unit: "", reminder: nil,
                startDay: today.description, archived: false, orderKey: OrderKey.between(last, nil), createdAt: batch.now,
                updatedAt: batch.now)
            Self.apply(draft, to: &habit)
            batch.describe("Added the habit “\(draft.name)”")
            try batch.insert(habit)
            return habit
        }
    }

    public func updateHabit(owner: String, id: String, _ draft: HabitDraft, archived: Bool? = nil) async throws -> Habit {
        let draft = try draft.validated()
        return try await write(owner: owner) { batch in
            var habit = try Habit.owned(id, by: owner, in: batch.db, what: "habit")
            try Self.checkHabitName(draft.name, owner: owner, except: id, db: batch.db)
            try Self.checkHabitArea(draft.areaId, owner: owner, db: batch.db)
            Self.apply(draft, to: &habit)
            if let archived { habit.archived = archived }
            habit.updatedAt = batch.now
            batch.describe("Changed the habit “\(draft.name)”")
            try batch.update(habit)
            return habit
        }
    }

    /// Moves a habit before or after another of the user's habits, or to the top or bottom: the
    /// order of /habits, Today's check-ins and the week's grid. As lists and to-dos are moved
    /// (`OrderScope`): one key written, undoable.
    @discardableResult
    public func moveHabit(owner: String, id: String, to placement: TaskPlacement) async throws -> Habit {
        try await write(owner: owner) { batch in
            let habit = try Habit.owned(id, by: owner, in: batch.db, what: "habit")
            let resolved = try OrderScope.resolve(
                placement, moving: id, itself: { _ in "A habit cannot be moved next to itself." },
                anchor: {
                    anchor, _ in
                    let other = try Habit.owned(anchor, by: owner, in: batch.db, what: "habit")
                    return (other.id, other.orderKey)
                })
            try OrderScope.habits(owner: owner).place(id, at: resolved, batch: batch)
            batch.describe("Moved the habit “\(habit.name)”")
            return try Habit.owned(id, by: owner, in: batch.db, what: "habit")
        }
    }

    public func deleteHabit(owner: String, id: String) async throws -> Habit {
        try await write(owner: owner) { batch in
            let habit = try Habit.owned(id, by: owner, in: batch.db, what: "habit")
            batch.describe("Deleted the habit “\(habit.name)”")
            // One by one (not by the cascade) so the change log can undo them.
            for checkIn in try HabitCheckIn.fetchReadable(
                batch.db, sql: "SELECT * FROM habit_check_ins WHERE owner_id = ? AND habit_id = ?", arguments: [owner, id])
            {
                try batch.delete(checkIn)
            }
            for rest in try HabitRestDay.fetchReadable(
                batch.db, sql: "SELECT * FROM habit_rest_days WHERE owner_id = ? AND habit_id = ?", arguments: [owner, id])
            {
                try batch.delete(rest)
            }
            try batch.delete(habit)
            return habit
        }
    }

    static func apply(_ draft: HabitDraft, to habit: inout Habit) {
        habit.name = draft.name
        habit.icon = draft.icon
        habit.color = draft.color
        habit.areaId = draft.areaId
        habit.scheduleKind = draft.schedule.kind
        habit.scheduleCount = draft.schedule.count
        habit.scheduleWeekdays = draft.schedule.weekdayMask
        habit.target = draft.target
        habit.unit = draft.unit
        habit.reminder = draft.reminder?.description
    }

    static func checkHabitName(_ name: String, owner: String, except id: String?, db: any StoreDatabase) throws {
        if let other = try Habit.fetchOneReadable(
            db, sql: "SELECT * FROM habits WHERE owner_id = ? AND name = ? COLLATE NOCASE", arguments: [owner, name]), other.id != id
        {
            throw AlmanacError.validation(field: "name", message: "You already have a habit named “\(other.name)”.")
        }
    }

    static func checkHabitArea(_ areaId: String?, owner: String, db: any StoreDatabase) throws {
        guard let areaId else { return }
        guard try Area.isOwned(areaId, by: owner, in: db) else {
            throw AlmanacError.validation(field: "area", message: "Choose one of your areas of focus.")
        }
    }

    // MARK: Check-ins

    /// Checks the habit in on `day` (today when nil). A measurable habit takes `amount` (its target
    /// when nil); checking in again on the same day sets the amount. Days ahead are refused;
    /// days back are a back-fill, up to ten years.
    @discardableResult
    /// An amount more than 10× the target is refused (field `amount`) unless `confirmed`.
    public func checkInHabit(
        owner: String, habitId: String, day: LocalDay? = nil, amount: Double? = nil, confirmed: Bool = false
    ) async throws -> HabitCheckIn {
        let amount = try amount.map { try HabitDraft.amountQuantity.check($0, field: "amount") }
        let instant = now()
        return try await write(owner: owner) { batch in
            let habit = try Habit.owned(habitId, by: owner, in: batch.db, what: "habit")
            if let amount {
                try HabitDraft.checkPlausible(amount: amount, target: habit.target, unit: habit.unit, confirmed: confirmed)
            }
            let today = try Self.preferences(owner: owner, db: batch.db).today(at: instant)
            return try Self.checkIn(habit, on: day ?? today, today: today, amount: amount, batch: &batch)
        }
    }

    /// Checks `habit` in on `day` inside another write (a practice session checks its habit in).
    static func checkIn(_ habit: Habit, on day: LocalDay, today: LocalDay, amount: Double?, batch: inout ChangeBatch) throws -> HabitCheckIn
    {
        try Self.checkHabitDay(day, today: today)
        let value = amount ?? habit.target ?? 1
        let existing = try HabitCheckIn.on(day, habit: habit.id, owner: habit.ownerId, db: batch.db)
        let what = habit.target == nil ? "" : " (\(NumberText.plain(value))\(habit.unit.isEmpty ? "" : " \(habit.unit)"))"
        batch.describe("Checked in “\(habit.name)” on \(day)\(what)")
        if var existing {
            existing.amount = value
            try batch.update(existing)
            return existing
        }
        let checkIn = HabitCheckIn(
            id: UUIDv7.make(at: batch.now), ownerId: batch.owner, habitId: habit.id, day: day.description, amount: value,
            createdAt: batch.now)
        try batch.insert(checkIn)
        return checkIn
    }

    /// Takes back the check-in of `day` (today when nil).
    @discardableResult
    public func uncheckHabit(owner: String, habitId: String, day: LocalDay? = nil) async throws -> HabitCheckIn {
        let instant = now()
        return try await write(owner: owner) { batch in
            let habit = try Habit.owned(habitId, by: owner, in: batch.db, what: "habit")
            let day = try day ?? Self.preferences(owner: owner, db: batch.db).today(at: instant)
            guard
                let checkIn = try HabitCheckIn.on(day, habit: habitId, owner: owner, db: batch.db)
            else { throw AlmanacError.notFound("“\(habit.name)” has no check-in on \(day).") }
            batch.describe("Took back “\(habit.name)” on \(day)")
            try batch.delete(checkIn)
            return checkIn
        }
    }

    static func checkHabitDay(_ day: LocalDay, today: LocalDay) throws {
        guard day <= today else {
            throw AlmanacError.validation(field: "day", message: "\(day) has not come yet; check in on today or a past day.")
        }
        guard day.days(to: today) <= habitBackfillDays else {
            throw AlmanacError.validation(field: "day", message: "Back-fill reaches ten years back, not \(day).")
        }
    }

    // MARK: Rest days

    /// Declares `day` a rest day for the habit (today or later: rest days are declared in advance).
    @discardableResult
    public func addHabitRestDay(owner: String, habitId: String, day: LocalDay) async throws -> HabitRestDay {
        let instant = now()
        return try await write(owner: owner) { batch in
            let habit = try Habit.owned(habitId, by: owner, in: batch.db, what: "habit")
            let today = try Self.preferences(owner: owner, db: batch.db).today(at: instant)
            try HabitStreaks.checkRestDay(day, today: today)
            if let existing = try HabitRestDay.on(day, habit: habitId, owner: owner, db: batch.db) {
                return existing
            }
            batch.describe("Declared \(day) a rest day for “\(habit.name)”")
            let rest = HabitRestDay(
                id: UUIDv7.make(at: batch.now), ownerId: owner, habitId: habitId, day: day.description, createdAt: batch.now)
            try batch.insert(rest)
            return rest
        }
    }

    /// Withdraws a rest day that has not passed yet.
    @discardableResult
    public func removeHabitRestDay(owner: String, habitId: String, day: LocalDay) async throws -> HabitRestDay {
        let instant = now()
        return try await write(owner: owner) { batch in
            let habit = try Habit.owned(habitId, by: owner, in: batch.db, what: "habit")
            let today = try Self.preferences(owner: owner, db: batch.db).today(at: instant)
            guard
                let rest = try HabitRestDay.on(day, habit: habitId, owner: owner, db: batch.db)
            else { throw AlmanacError.notFound("\(day) is not a rest day of “\(habit.name)”.") }
            guard day >= today else {
                throw AlmanacError.validation(field: "day", message: "\(day) has passed; a past rest day stays as it was.")
            }
            batch.describe("Withdrew the rest day \(day) of “\(habit.name)”")
            try batch.delete(rest)
            return rest
        }
    }
}

extension AppDatabase {
    // MARK: Reminders

    /// The habits whose reminder time has come today, that are due today (scheduled, not a rest
    /// day, the period not done yet) and not checked in, outside quiet hours; each rings once a
    /// day. Records them as announced and as the user's last reminder (shown by the open pages),
    /// as the to-dos' reminders do. The reminder service calls this each half minute.
    public func deliverDueHabitReminders(owner: String) async throws -> DeliveredReminder? {
        let settings = try await systemSettings(owner: owner)
        let time = now()
        return try await writeUnlogged { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: time)
            let announced = Set(
                try String.fetchAll(
                    db, sql: "SELECT habit_id FROM habit_reminder_notices WHERE owner_id = ? AND day = ?",
                    arguments: [owner, today.description]))
            let due = try Self.habitSummaries(owner: owner, today: today, weekStart: preferences.weekStart, db: db).filter { summary in
                let habit = summary.habit
                guard let reminder = habit.reminderTime, !announced.contains(habit.id) else { return false }
                let streaks = summary.progress.streaks
                guard habit.schedule.isScheduled(on: today), !summary.restDays.contains(today), summary.checkIns[today] == nil,
                    streaks.openDone < max(streaks.openQuota, 1)
                else { return false }
                return HabitReminder.isDue(
                    reminder, on: today, in: preferences.zone, now: time, quietHours: settings.reminderSettings.quietHours)
            }
            for summary in due {
                try db.execute(
                    sql: "INSERT INTO habit_reminder_notices (habit_id, day, owner_id, sent_at) VALUES (?, ?, ?, ?)",
                    arguments: [summary.habit.id, today.description, owner, time])
            }
            guard !due.isEmpty else { return nil }
            let names = due.map { "“\($0.habit.label)”" }.joined(separator: ", ")
            let message = "Habit\(due.count == 1 ? "" : "s") for today: \(names)."
            var notice = try FocusNotice.of(owner, db: db) ?? FocusNotice(ownerId: owner)
            notice.lastReminderAt = time
            notice.lastMessage = message
            notice.lastKind = "habit"
            try notice.save(db)
            return DeliveredReminder(kind: "habit", message: message, at: time, intentionId: nil)
        }
    }
}

extension OrderScope {
    /// The user's habits, in their order on every page.
    static func habits(owner: String) -> OrderScope {
        OrderScope(table: "habits", column: "order_key", condition: "owner_id = ?", arguments: [owner])
    }
}

extension AppDatabase {
    /// The habits not archived, in their order.
    static func activeHabits(owner: String, db: any StoreDatabase) throws -> [Habit] {
        try Habit.fetchReadable(
            db, sql: "SELECT * FROM habits WHERE owner_id = ? AND archived = 0 ORDER BY order_key, id", arguments: [owner])
    }
}

extension HabitCheckIn {
    /// The habit's check-in on `day`, if any.
    static func on(_ day: LocalDay, habit: String, owner: String, db: any StoreDatabase) throws -> HabitCheckIn? {
        try fetchOneReadable(
            db, sql: "SELECT * FROM habit_check_ins WHERE owner_id = ? AND habit_id = ? AND day = ? LIMIT 1",
            arguments: [owner, habit, day.description])
    }
}

extension HabitRestDay {
    /// The habit's rest on `day`, if any.
    static func on(_ day: LocalDay, habit: String, owner: String, db: any StoreDatabase) throws -> HabitRestDay? {
        try fetchOneReadable(
            db, sql: "SELECT * FROM habit_rest_days WHERE owner_id = ? AND habit_id = ? AND day = ? LIMIT 1",
            arguments: [owner, habit, day.description])
    }
}

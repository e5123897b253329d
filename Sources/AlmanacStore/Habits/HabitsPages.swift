import AlmanacCore
import Foundation
import GRDB

/// The habits page: every active habit with its standing today, and the archived ones.
public struct HabitsListPageData: Sendable {
    public var today: LocalDay
    public var weekStart: Int
    public var habits: [HabitSummary]
    public var archived: [HabitSummary]
}

/// A habit's page: the habit, its history and the strength on each day of the last year.
public struct HabitPageData: Sendable {
    public var today: LocalDay
    public var weekStart: Int
    public var summary: HabitSummary
    /// Strength on the first day of each of the last twelve months and today, oldest first.
    public var strengthByMonth: [(day: LocalDay, score: Double)]
    /// The pacts attached to the habit.
    public var pacts: [Pact] = []
}

/// The new/edit form: the habit when editing, and the areas to choose from.
public struct HabitFormPageData: Sendable {
    public var habit: Habit?
    public var areas: [Area]
}

/// Habits on the Today and Week pages: the days shown and each active habit's check-ins.
public struct HabitsDayData: Sendable {
    public var today: LocalDay
    /// The days of the grid (the week holding the page's day).
    public var days: [LocalDay]
    public var habits: [HabitSummary]
    /// Days of `days` with a practice session (meditation, breathing), in the person's zone and day start.
    public var practiceDays = 0

    public init(today: LocalDay, days: [LocalDay], habits: [HabitSummary]) {
        self.today = today
        self.days = days
        self.habits = habits
    }

    public static let empty = HabitsDayData(today: LocalDay(year: 2000, month: 1, day: 1), days: [], habits: [])

    /// The habits due on `day`: every habit except a weekday habit on its other days.
    public func due(on day: LocalDay) -> [HabitSummary] {
        habits.filter { $0.habit.schedule.isScheduled(on: day) && !$0.restDays.contains(day) }
    }
}

extension AppDatabase {
    public func habitsListPage(owner: String) async throws -> HabitsListPageData {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: instant)
            let all = try Self.habitSummaries(owner: owner, today: today, weekStart: preferences.weekStart, includeArchived: true, db: db)
            return HabitsListPageData(
                today: today, weekStart: preferences.weekStart, habits: all.filter { !$0.habit.archived },
                archived: all.filter(\.habit.archived))
        }
    }

    public func habitPage(owner: String, id: String) async throws -> HabitPageData {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            _ = try Habit.owned(id, by: owner, in: db, what: "habit")
            let today = preferences.today(at: instant)
            let summary = try Self.habitSummaries(owner: owner, today: today, weekStart: preferences.weekStart, onlyId: id, db: db)[0]
            let values = summary.checkIns.filter { $0.key <= today }.mapValues {
                HabitProgress.value(amount: $0, target: summary.habit.target)
            }
            let scores = HabitStrength.scores(schedule: summary.habit.schedule, values: values, restDays: summary.restDays, today: today)
            let yearAgo = today.adding(days: -365)
            let monthly = scores.filter { ($0.day.day == 1 && $0.day > yearAgo) || $0.day == today }
            var page = HabitPageData(today: today, weekStart: preferences.weekStart, summary: summary, strengthByMonth: monthly)
            page.pacts = try Self.linkedPacts(owner: owner, kind: .habit, at: instant, db: db)[id] ?? []
            return page
        }
    }

    public func habitFormPage(owner: String, id: String?) async throws -> HabitFormPageData {
        try await read { db in
            HabitFormPageData(
                habit: try id.map { try Habit.owned($0, by: owner, in: db, what: "habit") },
                areas: try Area.fetchReadable(
                    db, sql: "SELECT * FROM areas WHERE owner_id = ? AND archived = 0 ORDER BY order_key", arguments: [owner]))
        }
    }

    /// The habits of the week holding `day`, inside another page's read (Today, Week).
    static func habitsWeek(owner: String, containing day: LocalDay, at instant: Date, db: any StoreDatabase) throws -> HabitsDayData {
        let preferences = try preferences(owner: owner, db: db)
        let today = preferences.today(at: instant)
        let start = day.adding(days: -((day.weekday - preferences.weekStart + 7) % 7))
        var data = HabitsDayData(
            today: today, days: (0..<7).map { start.adding(days: $0) },
            habits: try habitSummaries(owner: owner, today: today, weekStart: preferences.weekStart, db: db))
        let from = start.start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
        let to = start.adding(days: 7).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
        let sessions = try practiceSessions(owner: owner, from: from, to: to, db: db)
        data.practiceDays = PracticeTotal(sessions, in: preferences.zone, dayStartHour: preferences.dayStartHour).days
        return data
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// The JSON shapes of the Habits API (the CLI's `--json` prints them too).
public enum HabitsJSON {
    /// A schedule: `kind` daily | weekly (`times` a week) | weekdays (`weekdays`: mon…sun) |
    /// interval (every `days` days).
    struct Schedule: APIType, Codable {
        var kind: String
        var times: Checked<Quantities.HabitScheduleCount>?
        var days: Checked<Quantities.HabitScheduleCount>?
        var weekdays: [String]?

        init(_ schedule: HabitSchedule) {
            kind = schedule.kind
            switch schedule {
            case .timesPerWeek(let n): times = try? Checked(Double(n), field: "times")
            case .everyNDays(let n): days = try? Checked(Double(n), field: "days")
            case .weekdays(let set): weekdays = set.sorted().map { HabitSchedule.weekdayNames[$0 - 1] }
            case .daily: break
            }
        }

        func schedule() throws -> HabitSchedule {
            var set = Set<Int>()
            for name in weekdays ?? [] {
                guard let index = HabitSchedule.weekdayNames.firstIndex(of: name.lowercased().prefix(3).description) else {
                    throw AlmanacError.invalid(
                        "schedule.weekdays", "A weekday is mon, tue, wed, thu, fri, sat or sun, not “\(name.prefix(12))”.")
                }
                set.insert(index + 1)
            }
            let count = kind == "interval" ? days?.int : times?.int
            if kind == "weekly" && times == nil { throw AlmanacError.invalid("schedule.times", "Say how many times a week (1 to 7).") }
            if kind == "interval" && days == nil { throw AlmanacError.invalid("schedule.days", "Say every how many days (2 to 365).") }
            do {
                return try HabitSchedule.make(kind: kind, count: count ?? 0, weekdays: set)
            } catch {
                // The form's fields are `times`, `days`, `weekdays`; in JSON they sit in `schedule`.
                switch error {
                case .outOfRange(let field, let message): throw AlmanacError.outOfRange(field: "schedule.\(field)", message: message)
                case .validation(let field, let message):
                    throw AlmanacError.validation(field: field.map { $0 == "schedule" ? $0 : "schedule.\($0)" }, message: message)
                default: throw error
                }
            }
        }

        static let fieldNotes: [String: Schema] = [
            "kind": .enumeration(["daily", "weekly", "weekdays", "interval"]),
            "weekdays": .array(.enumeration(HabitSchedule.weekdayNames)),
        ]
    }

    /// Streaks, freezes and strength today.
    struct Stats: APIType, Codable {
        var currentStreak: Int
        var bestStreak: Int
        /// What a streak step is: day(s), week(s), time(s).
        var streakUnit: String
        var freezesBanked: Int
        var freezesUsed: Int
        var towardsNextFreeze: Int
        /// Days a freeze covered inside the current streak.
        var frozenInCurrentStreak: [LocalDay]
        /// 0...1, Loop Habit Tracker's score.
        var strength: Double
        var strengthPercent: Int
        var doneToday: Bool
        var todayAmount: Double?
        /// Check-ins done in the schedule's open period (this week for "3 times a week") and its quota.
        var periodDone: Int
        var periodQuota: Int

        init(_ summary: HabitSummary, today: LocalDay) {
            let p = summary.progress
            currentStreak = p.streaks.current
            bestStreak = p.streaks.best
            streakUnit = summary.habit.schedule.unit(2)
            freezesBanked = p.streaks.freezesBanked
            freezesUsed = p.streaks.freezesUsed
            towardsNextFreeze = p.streaks.towardsNextFreeze
            frozenInCurrentStreak = p.streaks.frozenInCurrent
            strength = p.strength
            strengthPercent = p.strengthPercent
            doneToday = summary.isDone(today)
            todayAmount = p.todayAmount
            periodDone = p.streaks.openDone
            periodQuota = p.streaks.openQuota
        }

        static let fieldNotes: [String: Schema] = ["streakUnit": .enumeration(["days", "weeks", "times"])]
    }

    public struct Habit: APIType, Codable {
        var id: String
        var name: String
        var icon: String
        var color: String?
        var areaId: String?
        var schedule: Schedule
        var scheduleText: String
        var target: Double?
        var unit: String
        var reminder: String?
        var startDay: String
        var archived: Bool
        var upcomingRestDays: [LocalDay]
        var stats: Stats

        public init(_ summary: HabitSummary, today: LocalDay) {
            let habit = summary.habit
            id = habit.id
            name = habit.name
            icon = habit.icon
            color = habit.color
            areaId = habit.areaId
            schedule = Schedule(habit.schedule)
            scheduleText = habit.schedule.description
            target = habit.target
            unit = habit.unit
            reminder = habit.reminder
            startDay = habit.startDay
            archived = habit.archived
            upcomingRestDays = summary.restDays.filter { $0 >= today }.sorted()
            stats = Stats(summary, today: today)
        }

        static let fieldNotes: [String: Schema] = ["startDay": .date]
    }

    /// A new habit (POST) or changes to one (PATCH: absent keys stay; `target: null`… is not
    /// needed: `measurable: false` drops the target).
    struct HabitFields: APIType, Codable {
        var name: String?
        var icon: String?
        var color: String?
        var areaId: String?
        var schedule: Schedule?
        var target: Checked<Quantities.HabitTarget>?
        var unit: String?
        var measurable: Bool?
        var reminder: String?
        var archived: Bool?

        /// The draft these fields make, over `base` (the habit being changed) when given.
        func draft(over base: HabitDraft? = nil) throws -> HabitDraft {
            var draft = base ?? HabitDraft(name: "")
            if let name { draft.name = name }
            if let icon { draft.icon = icon }
            if let color { draft.color = color.isEmpty ? nil : color }
            if let areaId { draft.areaId = areaId.isEmpty ? nil : areaId }
            if let schedule { draft.schedule = try schedule.schedule() }
            if let target { draft.target = target.value }
            if let unit { draft.unit = unit }
            if measurable == false { draft.target = nil }
            if let reminder { draft.reminder = reminder.isEmpty ? nil : try WallClockTime(reminder, field: "reminder") }
            return draft
        }

        static let fieldNotes: [String: Schema] = ["name": .nonBlank]
        /// A new habit: its name required, `archived` not (a habit is made active).
        static var createSchema: Schema { schema.removing("archived").requiring("name") }
    }

    /// A check-in: `day` (today when absent; a past day back-fills) and `amount` (a measurable
    /// habit's amount; its target when absent). More than 10× the target needs `confirmed: true`.
    struct CheckInFields: APIType, Codable {
        var day: LocalDay?
        var amount: Checked<Quantities.HabitAmount>?
        var confirmed: Bool?
    }

    /// A move: exactly one of `before` or `after` (another habit's id) or `to` (`top`, `bottom`).
    struct MoveHabit: APIType, Codable, MoveRequest {
        var before: String?
        var after: String?
        var to: String?

        static let fieldNotes: [String: Schema] = ["to": .enumeration(["top", "bottom"])]
    }

    struct RestDayFields: APIType, Codable {
        var day: LocalDay
    }

    /// A habit's whole history: every check-in, the rest days, the days freezes covered, and the
    /// strength on the first of each of the last twelve months.
    public struct History: APIType, Codable {
        struct CheckIn: Codable {
            var day: LocalDay
            var amount: Double
            var done: Bool
        }
        struct Strength: Codable {
            var day: LocalDay
            var strength: Double
        }
        var habit: Habit
        var checkIns: [CheckIn]
        var restDays: [LocalDay]
        var frozenDays: [LocalDay]
        var strength: [Strength]

        public init(_ page: HabitPageData) {
            let summary = page.summary
            habit = Habit(summary, today: page.today)
            checkIns = summary.checkIns.sorted { $0.key > $1.key }.map {
                CheckIn(day: $0.key, amount: $0.value, done: HabitProgress.isDone(amount: $0.value, target: summary.habit.target))
            }
            restDays = summary.restDays.sorted(by: >)
            frozenDays = summary.progress.streaks.frozen.reversed()
            strength = page.strengthByMonth.map { Strength(day: $0.day, strength: $0.score) }
        }
    }
}

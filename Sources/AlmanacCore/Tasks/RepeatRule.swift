/// How a repeating to-do comes back. Completing one creates the next occurrence from this rule.
///
/// Weekdays are Foundation's numbers (1 = Sunday … 7 = Saturday), as `LocalDay.weekday`.
/// JSON is flat: `{"kind": "weekly", "every": 2, "weekdays": [2, 5]}`,
/// `{"kind": "monthly", "every": 1, "day": 31}`, `{"kind": "yearly", "every": 1, "month": 12, "day": 24}`,
/// `{"kind": "daily", "every": 3}`, `{"kind": "afterCompletion", "days": 3}`.
public enum RepeatRule: Hashable, Sendable {
    /// Every N days.
    case daily(every: Int)
    /// Every N weeks on the given weekdays (weeks counted from the start's week).
    case weekly(every: Int, on: [Int])
    /// Every N months on a day of the month; a day past the month's end means its last day.
    case monthly(every: Int, day: Int)
    /// Every N years on a month and day (29 February means 28 February in other years).
    case yearly(every: Int, month: Int, day: Int)
    /// N days after the day the previous one was completed.
    case afterCompletion(days: Int)

    public static let maxInterval = 999

    /// The start of the next occurrence, after a to-do that started on `start` was completed on
    /// `completedOn`. For fixed schedules it is the first scheduled day after both the start and the
    /// completion day, so a to-do completed late does not come back already overdue, and one
    /// completed early does not come back on the same day. `weekStart` (1 = Sunday, 2 = Monday)
    /// decides which weeks count for "every N weeks".
    public func nextOccurrence(after start: LocalDay, completedOn: LocalDay, weekStart: Int = 2) -> LocalDay {
        let floor = max(start, completedOn)
        switch self {
        case .daily(let every):
            let step = max(1, every)
            return start.adding(days: (start.days(to: floor) / step + 1) * step)
        case .weekly(let every, let weekdays):
            let step = max(1, every)
            let chosen = Set(weekdays.filter { (1...7).contains($0) })
            let days = chosen.isEmpty ? [start.weekday] : chosen
            let firstWeek = TaskDates.weekStart(of: start, weekStart: weekStart)
            var candidate = floor.adding(days: 1)
            while true {
                let week = firstWeek.days(to: TaskDates.weekStart(of: candidate, weekStart: weekStart)) / 7
                if week % step == 0, days.contains(candidate.weekday) { return candidate }
                candidate = candidate.adding(days: 1)
            }
        case .monthly(let every, let day):
            let step = max(1, every)
            var months = 0
            while true {
                let candidate = TaskDates.day(day, monthsAfter: months, from: start)
                if candidate > floor { return candidate }
                months += step
            }
        case .yearly(let every, let month, let day):
            let step = max(1, every)
            var year = start.year
            while true {
                let candidate = TaskDates.clamped(year: year, month: month, day: day)
                if candidate > floor { return candidate }
                year += step
            }
        case .afterCompletion(let days):
            return completedOn.adding(days: max(1, days))
        }
    }

    /// The first scheduled day on or after `day`: where a new repeating to-do starts.
    public func firstOccurrence(onOrAfter day: LocalDay) -> LocalDay {
        switch self {
        case .daily, .afterCompletion:
            return day
        case .weekly(_, let weekdays):
            let chosen = Set(weekdays.filter { (1...7).contains($0) })
            guard !chosen.isEmpty else { return day }
            var candidate = day
            while !chosen.contains(candidate.weekday) { candidate = candidate.adding(days: 1) }
            return candidate
        case .monthly(_, let dayOfMonth):
            let thisMonth = TaskDates.day(dayOfMonth, monthsAfter: 0, from: day)
            return thisMonth >= day ? thisMonth : TaskDates.day(dayOfMonth, monthsAfter: 1, from: day)
        case .yearly(_, let month, let dayOfMonth):
            let thisYear = TaskDates.clamped(year: day.year, month: month, day: dayOfMonth)
            return thisYear >= day ? thisYear : TaskDates.clamped(year: day.year + 1, month: month, day: dayOfMonth)
        }
    }

    /// The rule with its numbers checked and its weekdays sorted without repeats.
    public func validated() throws(AlmanacError) -> RepeatRule {
        func interval(_ value: Int, _ unit: String) throws(AlmanacError) {
            guard (1...Self.maxInterval).contains(value) else {
                throw .invalid("repeat", "A to-do repeats every 1 to \(Self.maxInterval) \(unit), not \(value).")
            }
        }
        switch self {
        case .daily(let every):
            try interval(every, "days")
        case .weekly(let every, let weekdays):
            try interval(every, "weeks")
            guard !weekdays.isEmpty else { throw .invalid("repeat", "A weekly repeat needs at least one weekday.") }
            guard weekdays.allSatisfy({ (1...7).contains($0) }) else {
                throw .invalid("repeat", "Weekdays are numbered 1 (Sunday) to 7 (Saturday).")
            }
            return .weekly(every: every, on: Array(Set(weekdays)).sorted())
        case .monthly(let every, let day):
            try interval(every, "months")
            guard (1...31).contains(day) else {
                throw .invalid("repeat", "A monthly repeat falls on day 1 to 31 of the month, not \(day).")
            }
        case .yearly(let every, let month, let day):
            try interval(every, "years")
            guard (1...12).contains(month), (1...LocalDay.daysIn(month: month, year: 2024)).contains(day) else {
                throw .invalid("repeat", "\(month)/\(day) is not a day of the year.")
            }
        case .afterCompletion(let days):
            try interval(days, "days after completion")
        }
        return self
    }

    /// A short English text: "every 2 weeks on Mon, Thu", "every month on the 31st",
    /// "3 days after completion".
    public func text(dateOrder: DateOrder = .dayMonth) -> String {
        func every(_ count: Int, _ unit: String) -> String {
            count == 1 ? "every \(unit)" : "every \(count) \(unit)s"
        }
        switch self {
        case .daily(let count):
            return every(count, "day")
        case .weekly(let count, let weekdays):
            // Monday first, as people list a week's days.
            let names = Set(weekdays).sorted { ($0 + 5) % 7 < ($1 + 5) % 7 }.map { TaskDates.weekdayNames[$0 - 1] }
            return every(count, "week") + (names.isEmpty ? "" : " on " + names.joined(separator: ", "))
        case .monthly(let count, let day):
            return every(count, "month") + " on the " + TaskDates.ordinal(day)
        case .yearly(let count, let month, let day):
            let monthName = TaskDates.monthNames[month - 1]
            let date = dateOrder == .monthDay ? "\(monthName) \(day)" : "\(day) \(monthName)"
            return every(count, "year") + " on " + date
        case .afterCompletion(let days):
            return days == 1 ? "1 day after completion" : "\(days) days after completion"
        }
    }
}

extension RepeatRule: Codable {
    private enum CodingKeys: String, CodingKey { case kind, every, weekdays, day, month, days }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "daily":
            self = .daily(every: try container.decode(Int.self, forKey: .every))
        case "weekly":
            self = .weekly(
                every: try container.decode(Int.self, forKey: .every),
                on: try container.decode([Int].self, forKey: .weekdays))
        case "monthly":
            self = .monthly(
                every: try container.decode(Int.self, forKey: .every), day: try container.decode(Int.self, forKey: .day))
        case "yearly":
            self = .yearly(
                every: try container.decode(Int.self, forKey: .every),
                month: try container.decode(Int.self, forKey: .month),
                day: try container.decode(Int.self, forKey: .day))
        case "afterCompletion":
            self = .afterCompletion(days: try container.decode(Int.self, forKey: .days))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "kind must be daily, weekly, monthly, yearly or afterCompletion, not \(kind)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .daily(let every):
            try container.encode("daily", forKey: .kind)
            try container.encode(every, forKey: .every)
        case .weekly(let every, let weekdays):
            try container.encode("weekly", forKey: .kind)
            try container.encode(every, forKey: .every)
            try container.encode(weekdays, forKey: .weekdays)
        case .monthly(let every, let day):
            try container.encode("monthly", forKey: .kind)
            try container.encode(every, forKey: .every)
            try container.encode(day, forKey: .day)
        case .yearly(let every, let month, let day):
            try container.encode("yearly", forKey: .kind)
            try container.encode(every, forKey: .every)
            try container.encode(month, forKey: .month)
            try container.encode(day, forKey: .day)
        case .afterCompletion(let days):
            try container.encode("afterCompletion", forKey: .kind)
            try container.encode(days, forKey: .days)
        }
    }
}

/// The start and deadline of the copy created when a repeating to-do is completed.
public struct NextTaskDates: Equatable, Sendable {
    public var when: TaskWhen?
    public var deadline: LocalDay?
}

extension RepeatRule {
    /// The dates of the next copy of a repeating to-do completed on `completedOn`. The schedule
    /// follows the start day (or the deadline when there is no start, or else the completion day);
    /// a deadline keeps its distance from the start, and "this evening" stays in the evening.
    public func nextDates(
        when: TaskWhen?, deadline: LocalDay?, completedOn: LocalDay, weekStart: Int = 2
    ) -> NextTaskDates {
        let anchor = when?.day ?? deadline ?? completedOn
        let next = nextOccurrence(after: anchor, completedOn: completedOn, weekStart: weekStart)
        if let start = when?.day {
            return NextTaskDates(
                when: when!.moved(to: next), deadline: deadline.map { next.adding(days: start.days(to: $0)) })
        }
        if deadline != nil { return NextTaskDates(when: nil, deadline: next) }
        return NextTaskDates(when: .day(next), deadline: nil)
    }
}

/// Calendar arithmetic the Tasks rules share (kept here so it cannot clash with other modules).
enum TaskDates {
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The first day of the week containing `day`, for weeks starting on `weekStart`.
    static func weekStart(of day: LocalDay, weekStart: Int) -> LocalDay {
        day.adding(days: -((day.weekday - weekStart + 7) % 7))
    }

    /// The first `weekStart` day strictly after `day`.
    static func nextWeekStart(after day: LocalDay, weekStart: Int) -> LocalDay {
        Self.weekStart(of: day, weekStart: weekStart).adding(days: 7)
    }

    /// The first day strictly after `day` that falls on `weekday`.
    static func next(_ weekday: Int, after day: LocalDay) -> LocalDay {
        let ahead = (weekday - day.weekday + 7) % 7
        return day.adding(days: ahead == 0 ? 7 : ahead)
    }

    /// `year-month-day`, with a day past the month's end moved to its last day.
    static func clamped(year: Int, month: Int, day: Int) -> LocalDay {
        LocalDay(year: year, month: month, day: min(max(1, day), LocalDay.daysIn(month: month, year: year)))
    }

    /// Day `dayOfMonth` (clamped) of the month `months` after the month of `from`.
    static func day(_ dayOfMonth: Int, monthsAfter months: Int, from: LocalDay) -> LocalDay {
        let index = from.year * 12 + (from.month - 1) + months
        return clamped(year: index / 12, month: index % 12 + 1, day: dayOfMonth)
    }

    /// `from` moved by whole months, clamped to the end of a shorter month.
    static func adding(months: Int, to from: LocalDay) -> LocalDay {
        day(from.day, monthsAfter: months, from: from)
    }

    static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }
}

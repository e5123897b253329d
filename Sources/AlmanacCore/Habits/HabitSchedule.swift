import Foundation

/// How often a habit is meant to be done. Streaks are counted in the schedule's own periods
/// ("slots"): a day for a daily habit, each chosen weekday, each week for "N times a week", each
/// run of N days for "every N days".
public enum HabitSchedule: Hashable, Sendable, CustomStringConvertible {
    case daily
    /// 1...7 check-ins in each week (the user's week start).
    case timesPerWeek(Int)
    /// Foundation weekday numbers, 1 = Sunday ... 7 = Saturday; at least one.
    case weekdays(Set<Int>)
    /// Once in every run of `n` days (2...365), counted from the habit's start day.
    case everyNDays(Int)

    public static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    public static let weekdayTitles = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The stored kind: daily, weekly, weekdays, interval.
    public var kind: String {
        switch self {
        case .daily: "daily"
        case .timesPerWeek: "weekly"
        case .weekdays: "weekdays"
        case .everyNDays: "interval"
        }
    }

    /// The number stored beside the kind: times a week or days of the interval (0 otherwise).
    public var count: Int {
        switch self {
        case .timesPerWeek(let n), .everyNDays(let n): n
        case .daily, .weekdays: 0
        }
    }

    /// The chosen weekdays as a bit set (bit 0 = Sunday), 0 for other kinds.
    public var weekdayMask: Int {
        guard case .weekdays(let days) = self else { return 0 }
        return days.reduce(0) { $0 | (1 << ($1 - 1)) }
    }

    /// Builds and checks a schedule from its stored or submitted parts.
    public static func make(kind: String, count: Int, weekdays: Set<Int>) throws(AlmanacError) -> HabitSchedule {
        switch kind {
        case "daily": return .daily
        case "weekly":
            guard (1...7).contains(count) else {
                throw .outOfRange(field: "times", message: "Times a week must be a whole number from 1 to 7; \(count) was given.")
            }
            return .timesPerWeek(count)
        case "weekdays":
            guard !weekdays.isEmpty, weekdays.allSatisfy({ (1...7).contains($0) }) else {
                throw .invalid("weekdays", "Choose at least one weekday.")
            }
            return .weekdays(weekdays)
        case "interval":
            guard (2...365).contains(count) else {
                throw .outOfRange(field: "days", message: "Every N days takes a whole number from 2 to 365; \(count) was given.")
            }
            return .everyNDays(count)
        default:
            throw .invalid("schedule", "A schedule is daily, weekly, weekdays or interval, not “\(kind.prefix(20))”.")
        }
    }

    public static func make(kind: String, count: Int, weekdayMask: Int) throws(AlmanacError) -> HabitSchedule {
        try make(kind: kind, count: count, weekdays: Set((1...7).filter { weekdayMask & (1 << ($0 - 1)) != 0 }))
    }

    /// The short text form used by the CLI: `daily`, `3/week`, `mon,wed,fri`, `every 2 days`.
    public static func parse(_ text: String, field: String = "schedule") throws(AlmanacError) -> HabitSchedule {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t == "daily" || t == "every day" { return .daily }
        if t.hasSuffix("/week") || t.hasSuffix("x/week") {
            let number = t.replacingOccurrences(of: "x/week", with: "").replacingOccurrences(of: "/week", with: "")
            guard let n = Int(number) else { throw .invalid(field, "Write N times a week as N/week, e.g. 3/week.") }
            return try make(kind: "weekly", count: n, weekdays: [])
        }
        if t.hasPrefix("every "), t.hasSuffix(" days") {
            let number = t.dropFirst("every ".count).dropLast(" days".count)
            guard let n = Int(number) else { throw .invalid(field, "Write an interval as “every N days”, e.g. every 2 days.") }
            return try make(kind: "interval", count: n, weekdays: [])
        }
        var days = Set<Int>()
        for part in t.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces).prefix(3)
            guard let index = weekdayNames.firstIndex(of: String(name)) else {
                throw .invalid(field, "“\(text.prefix(30))” is not a schedule; write daily, 3/week, mon,wed,fri or every 2 days.")
            }
            days.insert(index + 1)
        }
        return try make(kind: "weekdays", count: 0, weekdays: days)
    }

    /// The CLI text form (parses back to the same schedule).
    public var text: String {
        switch self {
        case .daily: "daily"
        case .timesPerWeek(let n): "\(n)/week"
        case .weekdays(let days): days.sorted().map { Self.weekdayNames[$0 - 1] }.joined(separator: ",")
        case .everyNDays(let n): "every \(n) days"
        }
    }

    /// Words for people: "Every day", "3 times a week", "Mon, Wed, Fri", "Every 2 days".
    public var description: String {
        switch self {
        case .daily: "Every day"
        case .timesPerWeek(1): "Once a week"
        case .timesPerWeek(let n): "\(n) times a week"
        case .weekdays(let days) where days.count == 7: "Every day"
        case .weekdays(let days): days.sorted().map { Self.weekdayNames[$0 - 1].capitalized }.joined(separator: ", ")
        case .everyNDays(let n): "Every \(n) days"
        }
    }

    /// What one streak step is called: a day, a week, a time.
    public func unit(_ count: Int) -> String {
        switch self {
        case .daily, .weekdays: count == 1 ? "day" : "days"
        case .timesPerWeek: count == 1 ? "week" : "weeks"
        case .everyNDays: count == 1 ? "time" : "times"
        }
    }

    /// Loop Habit Tracker's frequency as numerator / denominator (repetitions per days).
    public var frequency: (numerator: Int, denominator: Int) {
        switch self {
        case .daily: (1, 1)
        case .timesPerWeek(let n): (n, 7)
        case .weekdays(let days): (days.count, 7)
        case .everyNDays(let n): (1, n)
        }
    }

    /// The slot that `day` belongs to; nil on a day a weekday habit is not scheduled.
    /// `anchor` is the habit's start day (it fixes the runs of "every N days").
    public func slot(containing day: LocalDay, anchor: LocalDay, weekStart: Int) -> HabitSlot? {
        switch self {
        case .daily:
            return HabitSlot(start: day, end: day, quota: 1)
        case .weekdays(let days):
            return days.contains(day.weekday) ? HabitSlot(start: day, end: day, quota: 1) : nil
        case .timesPerWeek(let n):
            let start = day.adding(days: -((day.weekday - weekStart + 7) % 7))
            return HabitSlot(start: start, end: start.adding(days: 6), quota: n)
        case .everyNDays(let n):
            let offset = anchor.days(to: day)
            let index = offset >= 0 ? offset / n : -((-offset + n - 1) / n)
            let start = anchor.adding(days: index * n)
            return HabitSlot(start: start, end: start.adding(days: n - 1), quota: 1)
        }
    }

    /// Every slot that touches `first...last`, oldest first.
    public func slots(from first: LocalDay, through last: LocalDay, anchor: LocalDay, weekStart: Int) -> [HabitSlot] {
        guard first <= last else { return [] }
        var result: [HabitSlot] = []
        var day = first
        while day <= last {
            if let slot = slot(containing: day, anchor: anchor, weekStart: weekStart) {
                result.append(slot)
                day = slot.end.adding(days: 1)
            } else {
                day = day.adding(days: 1)
            }
        }
        return result
    }

    /// Whether a check-in on `day` fits the schedule (weekday habits only on their weekdays).
    public func isScheduled(on day: LocalDay) -> Bool {
        if case .weekdays(let days) = self { return days.contains(day.weekday) }
        return true
    }
}

/// One period of a schedule: `quota` check-ins are due between `start` and `end` (inclusive).
public struct HabitSlot: Hashable, Sendable {
    public let start: LocalDay
    public let end: LocalDay
    public let quota: Int

    public var days: [LocalDay] {
        (0...start.days(to: end)).map { start.adding(days: $0) }
    }

    public func contains(_ day: LocalDay) -> Bool { start <= day && day <= end }
}

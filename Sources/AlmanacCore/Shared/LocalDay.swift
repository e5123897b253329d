import Foundation

/// A calendar day in the user's own time zone, as `YYYY-MM-DD`. Sorts as text.
public struct LocalDay: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`, refusing impossible dates such as 2026-02-30.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            (1...12).contains(m), d >= 1, d <= LocalDay.daysIn(month: m, year: y)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (a: LocalDay, b: LocalDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = LocalDay(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected a date as YYYY-MM-DD, got \(text)"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The day that contains `instant` for someone in `timeZone` whose day starts at `dayStartHour`
    /// (a night owl with day start 4 still counts 02:00 as the previous day).
    public init(containing instant: Date, in timeZone: TimeZone, dayStartHour: Int = 0) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let shifted = instant.addingTimeInterval(-Double(dayStartHour) * 3600)
        let c = calendar.dateComponents([.year, .month, .day], from: shifted)
        self.init(year: c.year!, month: c.month!, day: c.day!)
    }

    /// The first instant of this day for `timeZone` and `dayStartHour`.
    public func start(in timeZone: TimeZone, dayStartHour: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        return calendar.date(byAdding: .hour, value: dayStartHour, to: midnight)!
    }

    public func adding(days: Int) -> LocalDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        let moved = calendar.date(byAdding: .day, value: days, to: date)!
        let c = calendar.dateComponents([.year, .month, .day], from: moved)
        return LocalDay(year: c.year!, month: c.month!, day: c.day!)
    }

    /// 1 = Sunday ... 7 = Saturday, as Foundation's `Calendar` counts.
    public var weekday: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        return calendar.component(.weekday, from: date)
    }

    /// Whole days from `self` to `other` (negative when `other` is earlier).
    public func days(to other: LocalDay) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let a = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        let b = calendar.date(from: DateComponents(year: other.year, month: other.month, day: other.day))!
        return calendar.dateComponents([.day], from: a, to: b).day!
    }
}

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
        guard (0...9999).contains(year) else { return String(format: "%04d-%02d-%02d", year, month, day) }
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.utf8.count)) + text
        }
        return digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
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

    /// English names, Sunday first (index `weekday - 1`).
    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// English names, January first (index `month - 1`).
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
    /// "Monday".
    public var weekdayName: String { Self.weekdayNames[weekday - 1] }
    /// "May" (a month outside 1...12, which no parsed day has, shows as its number).
    public var monthName: String { (1...12).contains(month) ? Self.monthNames[month - 1] : String(month) }

    /// Whole days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`): day arithmetic in integers, with no calendar object per call.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (Hinnant's `civil_from_days`).
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }

    /// The day `days` later (earlier when negative); a shift beyond a million years stops there.
    public func adding(days: Int) -> LocalDay {
        LocalDay(daysSinceEpoch: daysSinceEpoch + min(max(days, -400_000_000), 400_000_000))
    }

    /// 1 = Sunday ... 7 = Saturday, as Foundation's `Calendar` counts (1970-01-01 was a Thursday).
    public var weekday: Int {
        ((daysSinceEpoch % 7 + 7) % 7 + 4) % 7 + 1
    }

    /// Whole days from `self` to `other` (negative when `other` is earlier).
    public func days(to other: LocalDay) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }
}

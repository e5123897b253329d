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

    /// The first and last day Almanac stores or accepts: years 1–9999, the days whose
    /// `YYYY-MM-DD` text reads back as the same day (year 0 and negative years do not).
    public static let first = LocalDay(year: 1, month: 1, day: 1)
    public static let last = LocalDay(year: 9999, month: 12, day: 31)
    /// The range, in words, for error messages.
    public static let rangeText = "between 0001-01-01 and 9999-12-31"

    /// Whether this day is within `first...last`, so its text reads back as itself.
    public var isInRange: Bool { LocalDay.first <= self && self <= LocalDay.last }

    /// Parses `YYYY-MM-DD` (ASCII digits only), refusing impossible dates such as 2026-02-30 and
    /// years outside 0001–9999.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10),
            (1...9999).contains(y), (1...12).contains(m), d >= 1, d <= LocalDay.daysIn(month: m, year: y)
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
        return String(year, zeroPaddedTo: 4) + "-" + String(month, zeroPaddedTo: 2) + "-" + String(day, zeroPaddedTo: 2)
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

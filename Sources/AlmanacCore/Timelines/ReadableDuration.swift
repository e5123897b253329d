import Foundation

/// Something a duration can be counted from or to: a `PartialDate` or a `LocalDay`.
public protocol DurationEndpoint: Sendable {
    var partialDate: PartialDate { get }
}

extension PartialDate: DurationEndpoint {
    public var partialDate: PartialDate { self }
}

extension LocalDay: DurationEndpoint {
    public var partialDate: PartialDate { PartialDate(self) }
}

/// A calendar-correct duration in years, months and days with its text for people:
/// `1 year, 10 months, and 7 days`, `2 months and 3 days`, `5 days`, `today`, `about 4 years`.
/// The API sends it as `{"years", "months", "days", "approximate", "text"}`.
///
/// Rules:
/// - It counts from the earlier date to the later one with `Calendar.dateComponents([.year,
///   .month, .day])`; the fields are never negative.
/// - Both dates are local calendar days, so the count runs in UTC: no daylight-saving hour can
///   turn a day into 23 hours.
/// - Month ends clamp as Foundation does: Jan 31 → Feb 28 (or 29) is 1 month, Mar 31 → Apr 30 is
///   1 month, and Feb 29 → Feb 28 of the next year is 1 year (a leap-day birthday is a year older
///   on Feb 28).
/// - Partial dates count from their earliest days and say only what the coarser precision knows:
///   `2015`–`2019` is `about 4 years`, `2015-06`–`2018-08` is `about 3 years and 2 months`; a
///   span shorter than the precision is `less than a year` / `less than a month`.
/// - An approximate date (`~`) also makes the text start with `about`.
public struct ReadableDuration: Codable, Hashable, Sendable, CustomStringConvertible {
    public let years: Int
    public let months: Int
    public let days: Int
    public let approximate: Bool
    public let text: String

    public init(years: Int, months: Int, days: Int, approximate: Bool, precision: PartialDate.Precision = .day) {
        self.years = years
        self.months = months
        self.days = days
        self.approximate = approximate
        self.text = Self.text(years: years, months: months, days: days, approximate: approximate, precision: precision)
    }

    public var description: String { text }

    /// The Gregorian calendar in UTC, used to count between local days.
    public static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The duration between two dates, whichever comes first. `calendar` counts the years, months
    /// and days; its time zone is ignored because both ends are already local days.
    public static func between(
        _ from: some DurationEndpoint, _ to: some DurationEndpoint, calendar: Calendar = gregorian
    ) -> ReadableDuration {
        let a = from.partialDate
        let b = to.partialDate
        let precision = min(a.precision, b.precision)
        let approximate = precision < .day || a.isApproximate || b.isApproximate
        let (earlier, later) = a.earliest <= b.earliest ? (a.earliest, b.earliest) : (b.earliest, a.earliest)

        let parts: (years: Int, months: Int, days: Int)
        if calendar == gregorian, earlier >= gregorianCounted {
            parts = yearsMonthsDays(from: earlier, to: later)
        } else {
            var counting = calendar
            counting.timeZone = TimeZone(identifier: "UTC")!
            let found = counting.dateComponents([.year, .month, .day], from: instant(earlier), to: instant(later))
            parts = (found.year ?? 0, found.month ?? 0, found.day ?? 0)
        }
        let months = precision >= .month ? parts.months : 0
        let days = precision >= .day ? parts.days : 0
        return ReadableDuration(years: parts.years, months: months, days: days, approximate: approximate, precision: precision)
    }

    /// From here on Foundation's Gregorian calendar is the proleptic one `LocalDay` counts in
    /// (before October 1582 it counts Julian days), so the arithmetic below gives its answer.
    static let gregorianCounted = LocalDay(year: 1583, month: 1, day: 1)

    /// What `Calendar.dateComponents([.year, .month, .day], from:to:)` of the Gregorian calendar
    /// gives for `earlier <= later`, as integer arithmetic (Foundation's walk through its calendar
    /// was a quarter of the Timelines page): the most whole years that, added to `earlier`, do not
    /// pass `later`; then the most whole months added to that day; then the days left. Adding
    /// clamps to the month's end, as Foundation does (Jan 31 + 1 month is Feb 28).
    static func yearsMonthsDays(from earlier: LocalDay, to later: LocalDay) -> (years: Int, months: Int, days: Int) {
        func adding(months: Int, to day: LocalDay) -> LocalDay {
            let index = day.year * 12 + (day.month - 1) + months
            let year = index / 12
            let month = index % 12 + 1
            return LocalDay(year: year, month: month, day: min(day.day, LocalDay.daysIn(month: month, year: year)))
        }
        var years = later.year - earlier.year
        if years > 0, adding(months: years * 12, to: earlier) > later { years -= 1 }
        let afterYears = adding(months: years * 12, to: earlier)
        var months = (later.year - afterYears.year) * 12 + later.month - afterYears.month
        if months > 0, adding(months: months, to: afterYears) > later { months -= 1 }
        let afterMonths = adding(months: months, to: afterYears)
        return (years, months, afterMonths.days(to: later))
    }

    /// Time since `date`, up to `today` (also for a date in the future: the distance, unsigned).
    public static func since(_ date: some DurationEndpoint, today: LocalDay, calendar: Calendar = gregorian) -> ReadableDuration {
        between(date, today, calendar: calendar)
    }

    /// Midnight UTC of the day: components are Gregorian whatever calendar counts.
    private static func instant(_ day: LocalDay) -> Date {
        gregorian.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
    }

    static func text(years: Int, months: Int, days: Int, approximate: Bool, precision: PartialDate.Precision) -> String {
        var parts: [String] = []
        if years > 0 { parts.append(counted(years, "year")) }
        if months > 0 { parts.append(counted(months, "month")) }
        if days > 0 { parts.append(counted(days, "day")) }
        let joined: String
        switch parts.count {
        case 0:
            switch precision {
            case .day: return "today"
            case .month: return "less than a month"
            case .year: return "less than a year"
            }
        case 1: joined = parts[0]
        case 2: joined = "\(parts[0]) and \(parts[1])"
        default: joined = "\(parts[0]), \(parts[1]), and \(parts[2])"
        }
        return approximate ? "about " + joined : joined
    }

    private static func counted(_ n: Int, _ unit: String) -> String {
        n == 1 ? "1 \(unit)" : "\(n) \(unit)s"
    }
}

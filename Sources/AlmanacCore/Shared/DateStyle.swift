import Foundation

/// How one person's dates are written, from their settings: every date a page, chart or message
/// shows goes through here, so a person sees one style ("Mon 30 Nov" and 30/11 in Berlin, "Mon Nov
/// 30" and 11/30 in New York), never a mix with `2026-11-30`. The order is the same setting that
/// says how quick entry reads `12/11` (`DateOrder`). Names are English, as the rest of the app.
public struct DateStyle: Sendable, Equatable {
    public var order: DateOrder

    public init(order: DateOrder) { self.order = order }

    /// The style people in `timeZone` most likely use until they choose (`DateOrder.usual`).
    public static func usual(inTimeZone timeZone: String) -> DateStyle { DateStyle(order: .usual(inTimeZone: timeZone)) }

    static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private var dayFirst: Bool { order == .dayMonth }

    /// "Mon".
    public func weekday(_ day: LocalDay) -> String { Self.shortWeekdays[day.weekday - 1] }

    /// "30 Nov" or "Nov 30".
    public func dayMonth(_ day: LocalDay) -> String {
        let month = shortMonth(day.month)
        return dayFirst ? "\(day.day) \(month)" : "\(month) \(day.day)"
    }

    /// "Mon 30 Nov" or "Mon Nov 30".
    public func short(_ day: LocalDay) -> String { "\(weekday(day)) \(dayMonth(day))" }

    /// "Monday 30 November" or "Monday, November 30".
    public func long(_ day: LocalDay) -> String {
        dayFirst ? "\(day.weekdayName) \(day.day) \(day.monthName)" : "\(day.weekdayName), \(day.monthName) \(day.day)"
    }

    /// "Monday 30 November 2026" or "Monday, November 30, 2026".
    public func longWithYear(_ day: LocalDay) -> String { dayFirst ? "\(long(day)) \(day.year)" : "\(long(day)), \(day.year)" }

    /// "30 Nov 2026" or "Nov 30, 2026".
    public func withYear(_ day: LocalDay) -> String { dayFirst ? "\(dayMonth(day)) \(day.year)" : "\(dayMonth(day)), \(day.year)" }

    /// "Mon 30 Nov 2026" or "Mon Nov 30, 2026".
    public func shortWithYear(_ day: LocalDay) -> String { "\(weekday(day)) \(withYear(day))" }

    /// "30/11" or "11/30": chart axes, where room is short.
    public func numeric(_ day: LocalDay) -> String { dayFirst ? "\(day.day)/\(day.month)" : "\(day.month)/\(day.day)" }

    /// "Nov".
    public func shortMonth(_ month: Int) -> String { Self.shortMonths[min(max(month, 1), 12) - 1] }

    /// A date known to the year, the month or the day: "2015", "Jun 2015", "25 Jun 2015" or "Jun 25, 2015".
    public func partial(year: Int, month: Int?, day: Int?) -> String {
        guard let month else { return String(year) }
        guard let day else { return "\(shortMonth(month)) \(year)" }
        return withYear(LocalDay(year: year, month: month, day: day))
    }

    /// "November 2026".
    public func month(year: Int, month: Int) -> String { "\(LocalDay(year: year, month: month, day: 1).monthName) \(year)" }

    /// "Today", "Tomorrow", "Yesterday", else "Mon 30 Nov", with the year when it is not this year's.
    public func relative(_ day: LocalDay, today: LocalDay) -> String {
        switch today.days(to: day) {
        case 0: "Today"
        case 1: "Tomorrow"
        case -1: "Yesterday"
        default: day.year == today.year ? short(day) : shortWithYear(day)
        }
    }

    /// "Mon 30 Nov 2026, 14:05": an instant on the wall clock of `zone` (24-hour, as every time).
    public func instant(_ date: Date, in zone: TimeZone) -> String {
        "\(shortWithYear(LocalDay(containing: date, in: zone))), \(WallClockTime.of(date, in: zone))"
    }

    /// A stored `YYYY-MM-DD` text in this style ("Mon 30 Nov", with the year unless it is `thisYear`);
    /// text that is not a day is shown as it is rather than hidden.
    public func stored(_ text: String, thisYear: Int? = nil) -> String {
        guard let day = LocalDay(text) else { return text }
        return day.year == thisYear ? short(day) : shortWithYear(day)
    }
}

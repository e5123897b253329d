import AlmanacCore
import AlmanacStore
import Foundation

/// The one way the web layer writes a date: in the signed-in person's `DateStyle`. The style is
/// set once per request by `AuthMiddleware` (a task-local value, so views stay functions of their
/// page data without every page's data carrying the person's settings); a request without a
/// person writes day first. Views call these and never format a date themselves
/// (`scripts/check-layout` refuses a view that does).
enum Dates {
    @TaskLocal static var style = DateStyle(order: .dayMonth)

    /// "Mon".
    static func weekday(_ day: LocalDay) -> String { style.weekday(day) }
    /// "30 Nov" or "Nov 30".
    static func dayMonth(_ day: LocalDay) -> String { style.dayMonth(day) }
    /// "Mon 30 Nov" or "Mon Nov 30".
    static func short(_ day: LocalDay) -> String { style.short(day) }
    /// "Monday 30 November" or "Monday, November 30".
    static func long(_ day: LocalDay) -> String { style.long(day) }
    /// "Monday 30 November 2026" or "Monday, November 30, 2026".
    static func longWithYear(_ day: LocalDay) -> String { style.longWithYear(day) }
    /// "30 Nov 2026" or "Nov 30, 2026".
    static func withYear(_ day: LocalDay) -> String { style.withYear(day) }
    /// "Mon 30 Nov 2026" or "Mon Nov 30, 2026".
    static func shortWithYear(_ day: LocalDay) -> String { style.shortWithYear(day) }
    /// "30/11" or "11/30" (chart axes).
    static func numeric(_ day: LocalDay) -> String { style.numeric(day) }
    /// "Nov".
    static func shortMonth(_ month: Int) -> String { style.shortMonth(month) }
    /// "2015", "Jun 2015", "25 Jun 2015" or "Jun 25, 2015".
    static func partial(year: Int, month: Int?, day: Int?) -> String { style.partial(year: year, month: month, day: day) }
    /// "November 2026".
    static func month(year: Int, month: Int) -> String { style.month(year: year, month: month) }
    /// "Today", "Tomorrow", "Yesterday", "Mon 30 Nov", "Mon 30 Nov 2027".
    static func relative(_ day: LocalDay, today: LocalDay) -> String { style.relative(day, today: today) }
    /// "Mon 30 Nov 2026, 14:05" on the wall clock of `zone`.
    static func instant(_ date: Date, in zone: TimeZone) -> String { style.instant(date, in: zone) }
    /// A day stored as `YYYY-MM-DD` text ("Mon 30 Nov", with the year unless it is `thisYear`).
    static func stored(_ text: String, thisYear: Int? = nil) -> String { style.stored(text, thisYear: thisYear) }
}

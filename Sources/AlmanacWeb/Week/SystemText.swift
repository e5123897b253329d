import AlmanacCore
import AlmanacStore
import Foundation

/// Words and numbers as the system's pages show them (Week, Today and Focus share these).
enum SystemText {
    static func clock(_ date: Date, _ zone: TimeZone) -> String { WallClockTime.of(date, in: zone).description }

    static func hours(_ hours: Double) -> String { NumberText.hours(hours) }

    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = NumberText.clampedInt(seconds / 60)
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    static func percent(_ fraction: Double) -> String { "\(NumberText.whole(fraction * 100)) %" }

    /// "Monday 4 May" (in the person's date style, as every date here: `Dates`).
    static func dayTitle(_ day: LocalDay) -> String { Dates.long(day) }
    /// "Mon 4".
    static func dayShort(_ day: LocalDay) -> String { "\(weekday(day)) \(day.day)" }
    /// "Mon".
    static func weekday(_ day: LocalDay) -> String { Dates.weekday(day) }
    /// "4 May" or "May 4".
    static func dayMonth(_ day: LocalDay) -> String { Dates.dayMonth(day) }

    static func period(_ period: SprintPeriod) -> String { "\(dayMonth(period.start)) – \(dayMonth(period.end))" }
}

import Foundation

/// The hours of the week the user means to work: presence is measured against them and the
/// "start an intention" reminder only speaks inside them. An end at or before the start runs past
/// midnight (22:00–02:00).
public struct ActiveHours: Equatable, Codable, Sendable {
    public var start: WallClockTime
    public var end: WallClockTime
    /// Foundation weekday numbers: 1 = Sunday ... 7 = Saturday.
    public var weekdays: Set<Int>

    public init(start: WallClockTime, end: WallClockTime, weekdays: Set<Int>) throws(AlmanacError) {
        guard start != end else {
            throw .invalid("activeHours", "Active hours must start and end at different times.")
        }
        guard weekdays.allSatisfy({ (1...7).contains($0) }) else {
            throw .invalid("activeHours.weekdays", "Weekdays are numbered 1 (Sunday) to 7 (Saturday).")
        }
        self.start = start
        self.end = end
        self.weekdays = weekdays
    }

    /// 09:00–18:00, Monday to Friday.
    public static let standard = try! ActiveHours(
        start: WallClockTime(uncheckedHour: 9), end: WallClockTime(uncheckedHour: 18), weekdays: [2, 3, 4, 5, 6])

    /// The active stretch of `day` (the user's day, which starts at `dayStartHour`), or nil on a day
    /// off. Only the part inside the user's day counts, so a night shift past the day start is cut.
    public func window(on day: LocalDay, timeZone: TimeZone, dayStartHour: Int) -> DateInterval? {
        guard weekdays.contains(day.weekday) else { return nil }
        let dayStart = day.start(in: timeZone, dayStartHour: dayStartHour)
        let dayEnd = day.adding(days: 1).start(in: timeZone, dayStartHour: dayStartHour)
        // With a day start of 04:00, an active start at 02:00 belongs to the next calendar date.
        let startDate = start.minutesSinceMidnight >= dayStartHour * 60 ? day : day.adding(days: 1)
        let endDate = end > start ? startDate : startDate.adding(days: 1)
        let from = max(start.instant(on: startDate, in: timeZone), dayStart)
        let to = min(end.instant(on: endDate, in: timeZone), dayEnd)
        guard to > from else { return nil }
        return DateInterval(start: from, end: to)
    }
}

/// Hours in which no reminder may speak; an end at or before the start runs past midnight.
public struct QuietHours: Equatable, Codable, Sendable {
    public var start: WallClockTime
    public var end: WallClockTime

    public init(start: WallClockTime, end: WallClockTime) throws(AlmanacError) {
        guard start != end else {
            throw .invalid("quietHours", "Quiet hours must start and end at different times.")
        }
        self.start = start
        self.end = end
    }

    public func contains(_ instant: Date, in timeZone: TimeZone) -> Bool {
        let time = WallClockTime.of(instant, in: timeZone)
        if start < end { return start <= time && time < end }
        return time >= start || time < end
    }
}

import Foundation

/// A time on the wall clock ("09:00"), independent of date and time zone. Coded as `HH:MM`.
public struct WallClockTime: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init(hour: Int, minute: Int = 0) throws(AlmanacError) {
        guard (0...23).contains(hour), (0...59).contains(minute) else {
            throw .invalid("time", "\(hour):\(minute) is not a time of day; use 00:00 to 23:59.")
        }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `H:MM` or `HH:MM`.
    public init(_ text: String, field: String = "time") throws(AlmanacError) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
        else { throw .invalid(field, "\"\(text)\" is not a time of day; write it as HH:MM, e.g. 09:00.") }
        self.hour = h
        self.minute = m
    }

    /// For constants known to be valid.
    init(uncheckedHour hour: Int, minute: Int = 0) {
        self.hour = hour
        self.minute = minute
    }

    public var minutesSinceMidnight: Int { hour * 60 + minute }

    public var description: String { String(format: "%02d:%02d", hour, minute) }

    public static func < (a: WallClockTime, b: WallClockTime) -> Bool { a.minutesSinceMidnight < b.minutesSinceMidnight }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try WallClockTime(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The instant this wall-clock time happens on `date` in `timeZone`. Wall-clock times are what the
    /// user means, so on a DST day 09:00 is still 09:00 local time.
    public func instant(on date: LocalDay, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: hour, minute: minute)
        return calendar.date(from: components)!
    }

    /// The wall-clock time of `instant` in `timeZone`.
    public static func of(_ instant: Date, in timeZone: TimeZone) -> WallClockTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.hour, .minute], from: instant)
        return WallClockTime(uncheckedHour: c.hour!, minute: c.minute!)
    }
}

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

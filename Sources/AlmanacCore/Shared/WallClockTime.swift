import Foundation

/// The one time of day of Almanac: a time on the wall clock ("09:00"), independent of date and
/// time zone (active and quiet hours, a to-do's reminder). Coded and stored as `HH:MM`.
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

    public var description: String { String(hour, zeroPaddedTo: 2) + ":" + String(minute, zeroPaddedTo: 2) }

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

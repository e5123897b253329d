import Foundation

/// The preferences every module reads: time zone, week start, day start hour, unit system.
public struct UserPreferences: Codable, Equatable, Sendable {
    public enum UnitSystem: String, Codable, Sendable, CaseIterable { case metric, us }

    public var timeZone: String
    /// 1 = Sunday, 2 = Monday (Foundation's weekday numbers).
    public var weekStart: Int
    /// 0...6: when the user's day begins (night owls count 02:00 as yesterday).
    public var dayStartHour: Int
    public var unitSystem: UnitSystem

    public init(timeZone: String, weekStart: Int = 2, dayStartHour: Int = 0, unitSystem: UnitSystem = .metric) {
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.dayStartHour = dayStartHour
        self.unitSystem = unitSystem
    }

    public var zone: TimeZone { TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")! }

    /// Today for this user at `now`.
    public func today(at now: Date) -> LocalDay {
        LocalDay(containing: now, in: zone, dayStartHour: dayStartHour)
    }

    public func validated() throws(AlmanacError) -> UserPreferences {
        guard TimeZone(identifier: timeZone) != nil else {
            throw .invalid("timeZone", "\(timeZone) is not a known IANA time zone (e.g. Europe/Berlin).")
        }
        guard weekStart == 1 || weekStart == 2 else {
            throw .invalid("weekStart", "The week starts on Monday (2) or Sunday (1).")
        }
        guard (0...6).contains(dayStartHour) else {
            throw .invalid("dayStartHour", "The day can start at hour 0 to 6, not \(dayStartHour).")
        }
        return self
    }
}

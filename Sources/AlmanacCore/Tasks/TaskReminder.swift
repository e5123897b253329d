import Foundation

/// When a to-do's reminder rings: at its time of day on its start day, in the user's time zone.
public enum TaskReminder {
    /// How late a reminder still rings (the server was down, or the to-do was added after its time).
    public static let grace: TimeInterval = 12 * 3600

    /// The instant of `time` on `day`; a time skipped by a DST change rings after the change.
    public static func instant(of time: WallClockTime, on day: LocalDay, in zone: TimeZone) -> Date {
        time.instant(on: day, in: zone)
    }

    public static func isDue(_ time: WallClockTime, on day: LocalDay, in zone: TimeZone, now: Date) -> Bool {
        let at = instant(of: time, on: day, in: zone)
        return at <= now && now.timeIntervalSince(at) <= grace
    }
}

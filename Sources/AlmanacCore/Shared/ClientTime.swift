import Foundation

/// When the user did something, as the device says: actions made offline are sent later with the
/// time they were made (`at`), so an intention ended at 10:05 on the train is ended at 10:05, not
/// when the phone found a network. Range-checked at the boundary: at most `maximumAge` old (a
/// device that was offline longer has its action refused and shown, not recorded at a guess), and
/// not in the future beyond `maximumAhead` of clock skew; a time a little ahead counts as now.
public enum ClientTime {
    public static let maximumAge: TimeInterval = 7 * 24 * 3600
    public static let maximumAhead: TimeInterval = 5 * 60

    /// The time an action counts at: `at` when given and in range, else `now`.
    public static func resolve(_ at: Date?, now: Date, field: String = "at") throws(AlmanacError) -> Date {
        guard let at else { return now }
        guard at >= now.addingTimeInterval(-maximumAge) else {
            throw .invalid(field, "\(field) is more than 7 days ago; an action is recorded within 7 days of when it was made.")
        }
        guard at <= now.addingTimeInterval(maximumAhead) else {
            throw .invalid(field, "\(field) is more than 5 minutes in the future; check the device's clock.")
        }
        return min(at, now)
    }
}

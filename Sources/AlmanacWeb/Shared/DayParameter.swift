import AlmanacCore
import AlmanacStore
import Foundation

/// A day in a URL or form, read by the one day rule (`DayReference`) in the user's zone and day start.
enum DayParameter {
    /// "today", "yesterday" or YYYY-MM-DD, in the user's time zone and day start (`DayReference`).
    static func parse(_ text: String?, user: User, now: Date, field: String = "day") throws -> LocalDay {
        try DayReference.parse(text, today: user.preferences.today(at: now), field: field)
    }
}

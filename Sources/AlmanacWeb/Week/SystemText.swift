import AlmanacCore
import AlmanacStore
import Foundation

/// Words and numbers as the system's pages show them (Week, Today and Focus share these).
enum SystemText {
    static func clock(_ date: Date, _ zone: TimeZone) -> String { WallClockTime.of(date, in: zone).description }

    static func hours(_ hours: Double) -> String {
        let rounded = (hours * 10).rounded() / 10
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)) + " h"
    }

    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded())) %" }

    private static func format(_ day: LocalDay, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: day.start(in: TimeZone(identifier: "UTC")!))
    }

    /// "Monday 4 May".
    static func dayTitle(_ day: LocalDay) -> String { format(day, "EEEE d MMMM") }
    /// "Mon 4".
    static func dayShort(_ day: LocalDay) -> String { format(day, "EEE d") }
    /// "Mon".
    static func weekday(_ day: LocalDay) -> String { format(day, "EEE") }
    /// "4 May".
    static func dayMonth(_ day: LocalDay) -> String { format(day, "d MMM") }

    static func period(_ period: SprintPeriod) -> String { "\(dayMonth(period.start)) – \(dayMonth(period.end))" }

    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
}

extension Feeling {
    var emoji: String {
        switch self {
        case .ecstatic: "🤩"
        case .happy: "🙂"
        case .meh: "😐"
        case .sad: "😢"
        case .angry: "😠"
        }
    }
}

enum DayParameter {
    /// "today", "yesterday" or YYYY-MM-DD.
    static func parse(_ text: String?, user: User, now: Date, field: String = "day") throws -> LocalDay {
        let today = user.preferences.today(at: now)
        switch text {
        case nil, "", "today": return today
        case "yesterday": return today.adding(days: -1)
        case let text?:
            guard let day = LocalDay(text) else { throw AlmanacError.invalid(field, "\"\(text)\" is not a day; write it as YYYY-MM-DD.") }
            return day
        }
    }
}

extension FormData {
    func double(_ key: String, label: String? = nil) throws -> Double? {
        guard let text = optional(key) else { return nil }
        guard let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
            throw AlmanacError.invalid(key, "\(label ?? key) must be a number.")
        }
        return value
    }

    func integer(_ key: String, label: String? = nil) throws -> Int? {
        guard let text = optional(key) else { return nil }
        guard let value = Int(text) else { throw AlmanacError.invalid(key, "\(label ?? key) must be a whole number.") }
        return value
    }
}

import Foundation

/// The one rule for a day named in a URL, a form or a command: `today`, `yesterday`, or a date
/// written `YYYY-MM-DD`. "Today" is the user's today (their time zone and day start), which the
/// caller passes in, so the rule stays pure.
public enum DayReference {
    /// A date as `YYYY-MM-DD` (no "today"): where a URL, form, JSON field or argument names one day.
    public static func date(_ text: String, field: String = "day") throws(AlmanacError) -> LocalDay {
        // A date as written needs no trimming (Foundation's is slow; stored days are read by the hundred).
        if let day = LocalDay(text) { return day }
        guard let day = LocalDay(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalid(field, "“\(text.prefix(40))” is not a date; write it as YYYY-MM-DD \(LocalDay.rangeText).")
        }
        return day
    }

    /// A text that is exactly a date written `YYYY-MM-DD`, or nil: for text that may name a day or
    /// not (a word of quick entry), where no error is due.
    public static func written(_ text: some StringProtocol) -> LocalDay? { LocalDay(String(text)) }

    /// The date a text begins with (`2024-05-03 Walk.md`, `2026-11-20T17:00:00+0000`), or nil.
    public static func leading(_ text: some StringProtocol) -> LocalDay? { LocalDay(String(text.prefix(10))) }

    /// The day `text` names; blank means today.
    public static func parse(_ text: String?, today: LocalDay, field: String = "day") throws(AlmanacError) -> LocalDay {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        switch trimmed {
        case "", "today": return today
        case "yesterday": return today.adding(days: -1)
        default:
            guard let day = LocalDay(trimmed) else {
                throw .invalid(
                    field, "“\(trimmed.prefix(40))” is not a day; write today, yesterday or a date as YYYY-MM-DD \(LocalDay.rangeText).")
            }
            return day
        }
    }
}

/// The one rule for a colour: `#rrggbb`, stored in lower case.
public enum HexColor {
    /// The colour `text` names, lower-cased; nil when blank.
    public static func parse(_ text: String?, field: String = "color") throws(AlmanacError) -> String? {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty { return nil }
        guard trimmed.count == 7, trimmed.hasPrefix("#"), trimmed.dropFirst().allSatisfy(\.isHexDigit) else {
            throw .invalid(field, "A colour is written #rrggbb (like #2f6f5e), not “\(trimmed.prefix(20))”.")
        }
        return trimmed
    }
}

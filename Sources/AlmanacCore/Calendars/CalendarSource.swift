import Foundation

/// The rules for a calendar's name, address and window.
public enum CalendarSource {
    /// The address of a calendar to fetch: http(s), or webcal(s) (which phones hand out for the
    /// same feed, fetched over https). The address is a secret (it often holds a private token).
    public static func url(_ text: String, field: String = "url") throws(AlmanacError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalid(field, "The calendar's address must not be empty.") }
        guard trimmed.utf8.count <= 2000 else { throw .invalid(field, "The calendar's address is longer than 2,000 bytes.") }
        try Validate.plainText(trimmed, field: field)
        var normalized = trimmed
        let lower = trimmed.lowercased()
        if lower.hasPrefix("webcal://") {
            normalized = "https://" + trimmed.dropFirst("webcal://".count)
        } else if lower.hasPrefix("webcals://") {
            normalized = "https://" + trimmed.dropFirst("webcals://".count)
        }
        guard let url = URL(string: normalized), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw .invalid(field, "A calendar's address starts with https://, http:// or webcal:// and names a host.")
        }
        return normalized
    }

    /// The window kept expanded around now: 8 weeks back, 26 weeks ahead.
    public static func window(around now: Date) -> (from: Date, to: Date) {
        (now.addingTimeInterval(-8 * 7 * 86_400), now.addingTimeInterval(26 * 7 * 86_400))
    }

    /// The longest span one events query may ask for.
    public static let maxQueryDays = 400

    /// Colours given to new calendars in turn.
    public static let colors = ["#5b6ee1", "#d9822b", "#2f9e74", "#c2185b", "#7e57c2", "#00838f"]
}

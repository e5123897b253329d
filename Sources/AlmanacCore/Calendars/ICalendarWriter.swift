import Foundation

/// One event of a published calendar: a stable UID, the instants it covers, and its texts.
public struct PublishedEvent: Equatable, Sendable {
    public var uid: String
    public var start: Date
    public var end: Date
    public var summary: String
    public var description: String?
    public var categories: String?
    /// DTSTAMP and LAST-MODIFIED: when the event last changed, so a client sees an edit.
    public var modified: Date

    public init(uid: String, start: Date, end: Date, summary: String, description: String? = nil, categories: String? = nil, modified: Date)
    {
        self.uid = uid
        self.start = start
        self.end = end
        self.summary = summary
        self.description = description
        self.categories = categories
        self.modified = modified
    }
}

/// Writes an iCalendar file (RFC 5545) of published events: times in UTC (`…Z`), texts escaped
/// (§3.3.11), lines folded at 75 octets without splitting a character (§3.1), CRLF endings.
public enum ICalendarWriter {
    /// A client asks again after an hour (Apple's and Google's hint properties).
    public static let refreshInterval = "PT1H"

    public static func calendar(name: String, events: [PublishedEvent]) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Almanac//Plan//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:\(escaped(name))", "REFRESH-INTERVAL;VALUE=DURATION:\(refreshInterval)",
            "X-PUBLISHED-TTL:\(refreshInterval)",
        ]
        for event in events {
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(escaped(event.uid))")
            lines.append("DTSTAMP:\(utc(event.modified))")
            lines.append("LAST-MODIFIED:\(utc(event.modified))")
            lines.append("DTSTART:\(utc(event.start))")
            lines.append("DTEND:\(utc(event.end))")
            lines.append("SUMMARY:\(escaped(event.summary))")
            if let description = event.description { lines.append("DESCRIPTION:\(escaped(description))") }
            if let categories = event.categories { lines.append("CATEGORIES:\(escaped(categories))") }
            lines.append("TRANSP:OPAQUE")
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// A TEXT value: backslash, semicolon and comma escaped, every line break written `\n`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousWasReturn { result += "\\n" }
            // Other control characters are not allowed in a TEXT value (§3.3.11).
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A content line folded so that no line is longer than 75 octets: the continuation lines
    /// begin with one space, and a character's bytes are never split across lines.
    public static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var result = ""
        var octets = 0
        var limit = 75
        for character in line {
            let size = character.utf8.count
            if octets + size > limit {
                result += "\r\n "
                octets = 0
                // The leading space counts as one of the 75.
                limit = 74
            }
            result.append(character)
            octets += size
        }
        return result
    }

    /// `20261128T093000Z`.
    public static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 1970) + two(parts.month) + two(parts.day) + "T" + two(parts.hour)
            + two(parts.minute) + two(parts.second) + "Z"
    }
}

import Foundation

/// iCalendar (RFC 5545) export of timeline events as all-day events, for calendar apps.
public enum TimelineICS {
    /// A VCALENDAR with one all-day VEVENT per event. A date covers what it means, so `2015-06`
    /// runs from June 1 to July 1 (DTEND is exclusive) and `2015` is the whole year; a range runs
    /// from its start's earliest day to the day after its end's latest day. An ongoing event is
    /// exported as its start only (a calendar entry ending on the export day would look like a
    /// real end), with "Ongoing since …" in its description. `generatedAt` is the DTSTAMP.
    public static func export(_ events: [TimelineEvent], calendarName: String, generatedAt: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Almanac//Timelines//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escaped(calendarName),
        ]
        let stamp = timestamp(generatedAt)
        for event in events.sorted(by: TimelineOverlap.startsBefore) {
            let first = event.start.earliest
            let last = event.end?.latest ?? event.start.latest
            lines += [
                "BEGIN:VEVENT",
                "UID:\(event.id)@almanac",
                "DTSTAMP:" + stamp,
                "DTSTART;VALUE=DATE:" + compact(first),
                "DTEND;VALUE=DATE:" + compact(last.adding(days: 1)),
                "SUMMARY:" + escaped(event.title),
            ]
            if let description = description(of: event) {
                lines.append("DESCRIPTION:" + escaped(description))
            }
            if !event.tags.isEmpty {
                lines.append("CATEGORIES:" + event.tags.map(escaped).joined(separator: ","))
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map { folded($0) + "\r\n" }.joined()
    }

    /// The notes, plus the dates as Almanac knows them when a calendar cannot show them
    /// (partial, approximate or ongoing).
    static func description(of event: TimelineEvent) -> String? {
        var parts: [String] = []
        if let notes = event.notes, !notes.isEmpty { parts.append(notes) }
        let dates = [event.start] + (event.end.map { [$0] } ?? [])
        if event.ongoing {
            parts.append("Ongoing since \(event.start.text).")
        } else if dates.contains(where: { $0.precision != .day || $0.isApproximate }) {
            parts.append("Dates: " + dates.map(\.text).joined(separator: " to ") + ".")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// TEXT escaping: backslash, semicolon, comma and line breaks.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Splits a content line so no physical line exceeds 75 octets; each continuation starts with
    /// a space. Splits only between Unicode scalars so UTF-8 sequences stay whole.
    static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += size
        }
        return result
    }

    static func compact(_ day: LocalDay) -> String {
        String(format: "%04d%02d%02d", day.year, day.month, day.day)
    }

    static func timestamp(_ instant: Date) -> String {
        let c = ReadableDuration.gregorian.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }
}

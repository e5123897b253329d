import Foundation

/// One journal entry as a file or an import gives it, before it is stored.
public struct JournalDocument: Equatable, Sendable {
    public var writtenAt: Date
    /// The IANA zone the entry was written in; its day and time are read in it.
    public var timeZone: String
    public var text: String
    public var tags: [String]
    public var mood: Feeling?
    public var location: String?
    public var template: JournalTemplateKind?
    /// Photo files beside the Markdown file (`photos/…`), by name.
    public var photos: [String]

    public init(
        writtenAt: Date, timeZone: String, text: String, tags: [String] = [], mood: Feeling? = nil, location: String? = nil,
        template: JournalTemplateKind? = nil, photos: [String] = []
    ) {
        self.photos = photos
        self.writtenAt = writtenAt
        self.timeZone = timeZone
        self.text = text
        self.tags = tags
        self.mood = mood
        self.location = location
        self.template = template
    }

    public var zone: TimeZone { TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")! }
    public var day: LocalDay { LocalDay(containing: writtenAt, in: zone) }
}

/// The Markdown file shape of an entry, for export and import: front matter between `---`
/// lines (date with its offset, time_zone, tags, mood, location, template), a blank line, and
/// the entry's Markdown as written. A file without front matter takes its date from its name
/// (`2024-05-03.md`, `2024-05-03-2115.md`, `2024-05-03 Lisbon.md`; noon when no time is given).
public enum JournalMarkdown {
    public static func render(_ document: JournalDocument) -> String {
        var lines = ["---", "date: \(isoDate(document.writtenAt, in: document.zone))", "time_zone: \(document.timeZone)"]
        if !document.tags.isEmpty { lines.append("tags: [\(document.tags.joined(separator: ", "))]") }
        if let mood = document.mood { lines.append("mood: \(mood.rawValue)") }
        if let location = document.location { lines.append("location: \(location)") }
        if let template = document.template { lines.append("template: \(template.rawValue)") }
        if !document.photos.isEmpty { lines.append("photos: [\(document.photos.joined(separator: ", "))]") }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n\n" + document.text + "\n"
    }

    /// `2024-05-03-2115-<id end>.md`: sorts by time, and the id keeps two entries of one minute apart.
    public static func fileName(_ document: JournalDocument, id: String) -> String {
        let day = document.day
        let time = WallClockTime.of(document.writtenAt, in: document.zone)
        let suffix = String(id.filter { $0.isLetter || $0.isNumber }.suffix(8))
        return String(format: "%@-%02d%02d-%@.md", day.description, time.hour, time.minute, suffix)
    }

    /// `2024-05-03T21:15:00+02:00`.
    public static func isoDate(_ date: Date, in zone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// Reads a file of this shape (or plain Markdown named by its date). `zone` is used when the
    /// file names none.
    public static func parse(_ content: String, fileName: String, zone: TimeZone) throws(AlmanacError) -> JournalDocument {
        var body = content.replacingOccurrences(of: "\r\n", with: "\n")
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        var fields: [String: String] = [:]
        if body.hasPrefix("---\n") {
            let rest = body.dropFirst(4)
            guard let end = rest.range(of: "\n---\n") ?? (rest.hasSuffix("\n---") ? rest.range(of: "\n---", options: .backwards) : nil)
            else { throw .invalid("file", "\(fileName): the front matter has no closing --- line.") }
            for line in rest[rest.startIndex..<end.lowerBound].split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = line[line.startIndex..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                fields[key] = value
            }
            body = String(rest[end.upperBound...])
        }
        var timeZone = zone.identifier
        if let name = fields["time_zone"] ?? fields["timezone"], !name.isEmpty {
            guard TimeZone(identifier: name) != nil else {
                throw .invalid("time_zone", "\(fileName): \(name) is not a known time zone (e.g. Europe/Berlin).")
            }
            timeZone = name
        }
        let entryZone = TimeZone(identifier: timeZone) ?? zone
        let writtenAt: Date
        if let text = fields["date"], !text.isEmpty {
            guard let date = parseDate(text, zone: entryZone) else {
                throw .invalid("date", "\(fileName): “\(text)” is not a date; write 2024-05-03T21:15:00+02:00 or 2024-05-03 21:15.")
            }
            writtenAt = date
        } else if let date = dateFromFileName(fileName, zone: entryZone) {
            writtenAt = date
        } else {
            throw .invalid("date", "\(fileName): no date in the front matter and none in the file name (2024-05-03….md).")
        }
        var tags: [String] = []
        if var text = fields["tags"] {
            if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
            tags = try JournalRules.tags(parsing: text.replacingOccurrences(of: "\"", with: ""))
        }
        var mood: Feeling?
        if let text = fields["mood"], !text.isEmpty {
            guard let feeling = Feeling(rawValue: text.lowercased()) else {
                throw .invalid(
                    "mood", "\(fileName): “\(text)” is not a mood; use \(Feeling.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            mood = feeling
        }
        var photos: [String] = []
        if var text = fields["photos"] {
            if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
            photos = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.contains("/") && !$0.hasPrefix(".") }
        }
        return JournalDocument(
            writtenAt: writtenAt, timeZone: timeZone, text: try JournalRules.text(body), tags: tags, mood: mood,
            location: try JournalRules.location(fields["location"]), template: try JournalTemplateKind.parse(fields["template"]),
            photos: photos)
    }

    /// ISO 8601 with an offset, or `YYYY-MM-DD HH:MM` / `YYYY-MM-DD` read in `zone`.
    public static func parseDate(_ text: String, zone: TimeZone) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        let parts = text.replacingOccurrences(of: "T", with: " ").split(separator: " ")
        guard let first = parts.first, let day = DayReference.written(first) else { return nil }
        var time = WallClockTime(uncheckedHour: 12)
        if parts.count > 1 {
            guard let parsed = try? WallClockTime(String(parts[1].prefix(5))) else { return nil }
            time = parsed
        }
        return JournalRules.instant(day: day, time: time, in: zone)
    }

    /// The date at the start of a file name: `2024-05-03`, optionally followed by `-2115` or `_21-15`.
    public static func dateFromFileName(_ name: String, zone: TimeZone) -> Date? {
        let base = (name as NSString).lastPathComponent
        guard let day = DayReference.leading(base) else { return nil }
        var time = WallClockTime(uncheckedHour: 12)
        let digits = base.dropFirst(11).prefix(5).filter(\.isNumber)
        let separator = base.dropFirst(10).first
        if separator == "-" || separator == "_", digits.count == 4,
            let parsed = try? WallClockTime("\(digits.prefix(2)):\(digits.suffix(2))")
        {
            time = parsed
        }
        return JournalRules.instant(day: day, time: time, in: zone)
    }
}

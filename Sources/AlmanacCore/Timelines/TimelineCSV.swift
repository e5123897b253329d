import Foundation

/// An event read from a CSV row, not yet stored: `timelineName` is the row's Group.
public struct TimelineEventDraft: Hashable, Codable, Sendable {
    public var timelineName: String
    public var title: String
    public var notes: String?
    public var start: PartialDate
    public var end: PartialDate?
    public var ongoing: Bool
    public var tags: [String]
    /// Same group, headline and start give the same key, so importing a file twice (or a file
    /// exported from Almanac) finds the events it already made. See `TimelineCSV.importKey`.
    public var importKey: String

    public init(
        timelineName: String, title: String, notes: String? = nil, start: PartialDate, end: PartialDate? = nil,
        ongoing: Bool = false, tags: [String] = []
    ) {
        self.timelineName = timelineName
        self.title = title
        self.notes = notes
        self.start = start
        self.end = end
        self.ongoing = ongoing
        self.tags = tags
        self.importKey = TimelineCSV.importKey(timelineName: timelineName, title: title, start: start)
    }

    public func event(id: String, timelineId: String) -> TimelineEvent {
        TimelineEvent(
            id: id, timelineId: timelineId, title: title, notes: notes, start: start, end: end, ongoing: ongoing, tags: tags)
    }
}

/// A row that cannot be read: where and why, in words for the preview page.
public struct TimelineCSVRowError: Error, Hashable, Codable, Sendable, CustomStringConvertible {
    public var line: Int
    /// The CSV column at fault (`Month`, `End Year`, `Headline`...), when there is one.
    public var field: String?
    public var message: String

    public var description: String { "line \(line): \(message)" }
}

/// What a CSV file would create: every data row with its line and either a draft or an error.
public struct TimelineCSVImport: Hashable, Codable, Sendable {
    public struct Row: Hashable, Codable, Sendable {
        public var line: Int
        public var draft: TimelineEventDraft?
        public var error: TimelineCSVRowError?
    }

    public var rows: [Row]

    public var drafts: [TimelineEventDraft] { rows.compactMap(\.draft) }
    public var errors: [TimelineCSVRowError] { rows.compactMap(\.error) }

    /// The timelines the drafts go to, in order of first appearance.
    public var timelineNames: [String] {
        var seen = Set<String>()
        return drafts.map(\.timelineName).filter { seen.insert($0.lowercased()).inserted }
    }
}

/// CSV in the TimelineJS style: `Year, Month, Day, End Year, End Month, End Day, Headline, Text,
/// Group`, plus Almanac's own `Tags` and `Ongoing`. Header names are matched ignoring case, spaces
/// and underscores; other columns (Media, Time, Display Date...) are ignored, in any order.
/// An approximate date has a `~` in any of its cells (`~2015` or `2015~` in Year).
public enum TimelineCSV {
    public static let columns = [
        "Year", "Month", "Day", "End Year", "End Month", "End Day", "Headline", "Text", "Group", "Tags", "Ongoing",
    ]

    /// Reads a whole file. Throws only when the file as a whole cannot be read (no header, no Year
    /// or Headline column, an unclosed quote); a bad row becomes an error row.
    public static func read(_ text: String, defaultTimelineName: String = "Imported") throws(AlmanacError)
        -> TimelineCSVImport
    {
        let records = try CSVTable.parse(text).filter { !$0.fields.allSatisfy(isBlank) }
        guard let header = records.first else {
            throw .invalid("file", "The file is empty; it needs a header row such as \(columns.prefix(9).joined(separator: ", ")).")
        }
        var columnIndex: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() where columnIndex[headerKey(name)] == nil {
            columnIndex[headerKey(name)] = index
        }
        let missing = ["Year", "Headline"].filter { columnIndex[headerKey($0)] == nil }
        guard missing.isEmpty else {
            throw .invalid(
                "file",
                "line \(header.line): the header row needs the columns \(missing.joined(separator: " and ")); it has \(header.fields.joined(separator: ", "))."
            )
        }

        var rows: [TimelineCSVImport.Row] = []
        var firstLineOfKey: [String: Int] = [:]
        for record in records.dropFirst() {
            func cell(_ column: String) -> String {
                guard let index = columnIndex[headerKey(column)], index < record.fields.count else { return "" }
                return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            do throws(TimelineCSVRowError) {
                let draft = try draft(cell: cell, line: record.line, defaultTimelineName: defaultTimelineName)
                if let earlier = firstLineOfKey[draft.importKey] {
                    throw TimelineCSVRowError(
                        line: record.line, field: "Headline",
                        message: "The same Group, Headline and start as line \(earlier); one of them is a duplicate.")
                }
                firstLineOfKey[draft.importKey] = record.line
                rows.append(.init(line: record.line, draft: draft, error: nil))
            } catch {
                rows.append(.init(line: record.line, draft: nil, error: error))
            }
        }
        return TimelineCSVImport(rows: rows)
    }

    /// The events as CSV with `columns` as header, oldest first, CRLF line ends. `timelineNames`
    /// maps timeline ids to the names written in Group.
    public static func export(_ events: [TimelineEvent], timelineNames: [String: String]) -> String {
        let rows = events.sorted(by: TimelineOverlap.startsBefore).map { event in
            dateCells(event.start) + (event.end.map(dateCells) ?? ["", "", ""]) + [
                event.title, event.notes ?? "", timelineNames[event.timelineId] ?? "", event.tags.joined(separator: ", "),
                event.ongoing ? "yes" : "",
            ]
        }
        return CSVTable.text([columns] + rows)
    }

    /// A stable identity for an imported event: a hash of its timeline name, title (both ignoring
    /// case and extra spaces) and start (ignoring `~`). The end is left out on purpose, so a
    /// re-import after an ongoing job got its end date finds the same event.
    public static func importKey(timelineName: String, title: String, start: PartialDate) -> String {
        let identity = ["v1", normalized(timelineName), normalized(title), start.sortKey].joined(separator: "\u{1F}")
        // FNV-1a, 64 bit: stable across runs and platforms, unlike Swift's seeded `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(format: "%016llx", hash)
    }

    // MARK: - Reading a row

    private static func draft(cell: (String) -> String, line: Int, defaultTimelineName: String) throws(TimelineCSVRowError)
        -> TimelineEventDraft
    {
        func fail(_ error: AlmanacError, field: String?) -> TimelineCSVRowError {
            TimelineCSVRowError(line: line, field: error.field ?? field, message: error.message)
        }
        let start: PartialDate
        let end: PartialDate?
        do throws(AlmanacError) {
            guard let date = try date(year: cell("Year"), month: cell("Month"), day: cell("Day"), prefix: "") else {
                throw AlmanacError.invalid("Year", "Year is empty; every row needs a start year.")
            }
            start = date
            end = try self.date(year: cell("End Year"), month: cell("End Month"), day: cell("End Day"), prefix: "End ")
        } catch {
            throw fail(error, field: nil)
        }
        let ongoing = ["yes", "y", "true", "1", "x", "ongoing"].contains(cell("Ongoing").lowercased())
        do throws(AlmanacError) {
            try TimelineEvent.validateDates(start: start, end: end, ongoing: ongoing)
        } catch {
            throw fail(.invalid(ongoing ? "Ongoing" : "End Year", error.message), field: nil)
        }
        do throws(AlmanacError) {
            let title = try Validate.title(cell("Headline"), field: "Headline")
            let group = cell("Group").isEmpty ? defaultTimelineName : cell("Group")
            let timelineName = try Validate.title(group, field: "Group", max: Limits.nameLength)
            let notes = try Validate.notes(cell("Text").isEmpty ? nil : cell("Text"), field: "Text")
            let tags = try TimelineEvent.normalizedTags(cell("Tags").split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init))
            return TimelineEventDraft(
                timelineName: timelineName, title: title, notes: notes, start: start, end: end, ongoing: ongoing, tags: tags)
        } catch {
            throw fail(error, field: nil)
        }
    }

    /// nil when all three cells are empty.
    private static func date(year: String, month: String, day: String, prefix: String) throws(AlmanacError) -> PartialDate? {
        let cells = [year, month, day]
        guard cells.contains(where: { !$0.isEmpty }) else { return nil }
        let approximate = cells.contains { $0.contains("~") }
        func number(_ text: String, _ column: String) throws(AlmanacError) -> Int? {
            let digits = text.replacingOccurrences(of: "~", with: "").trimmingCharacters(in: .whitespaces)
            guard !digits.isEmpty else { return nil }
            guard let value = Int(digits), value >= 0 else {
                throw .invalid(prefix + column, "\(prefix + column) “\(text)” is not a number.")
            }
            return value
        }
        guard let y = try number(year, "Year") else {
            let given = month.isEmpty ? "Day" : "Month"
            throw .invalid(prefix + given, "\(prefix + given) is given without \(prefix.isEmpty ? "a Year" : "an End Year").")
        }
        let m = try number(month, "Month")
        let d = try number(day, "Day")
        guard (1...9999).contains(y) else {
            throw .invalid(prefix + "Year", "Year \(y) is out of range; write a year from 1 to 9999.")
        }
        if let m, !(1...12).contains(m) { throw .invalid(prefix + "Month", "Month \(m) is not a month.") }
        return try PartialDate(year: y, month: m, day: d, approximate: approximate, field: prefix + "Day")
    }

    private static func dateCells(_ date: PartialDate) -> [String] {
        var cells = [String(date.year), date.month.map(String.init) ?? "", date.day.map(String.init) ?? ""]
        if date.isApproximate { cells[date.precision.rawValue] += "~" }
        return cells
    }

    private static func headerKey(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" }
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func isBlank(_ field: String) -> Bool {
        field.allSatisfy(\.isWhitespace)
    }
}

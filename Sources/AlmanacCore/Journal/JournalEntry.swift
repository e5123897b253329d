import Foundation

/// The kinds of journal template. A daily review is the Today page's daily review module: one
/// entry per day of this kind, written in either place.
public enum JournalTemplateKind: String, Codable, Sendable, CaseIterable {
    case morningPages = "morning-pages"
    case eveningReview = "evening-review"
    case gratitude
    case dailyReview = "daily-review"

    public var title: String {
        switch self {
        case .morningPages: "Morning pages"
        case .eveningReview: "Evening review"
        case .gratitude: "Gratitude"
        case .dailyReview: "Daily review"
        }
    }

    /// The text a new entry of this kind starts with until the user edits the template.
    public var standardText: String {
        switch self {
        case .morningPages: "Three pages, longhand, whatever comes to mind.\n\n"
        case .eveningReview: "## What happened today\n\n\n## What I learned\n\n\n## What tomorrow needs\n\n"
        case .gratitude: "Three things I am grateful for today:\n\n1. \n2. \n3. \n"
        case .dailyReview: ""
        }
    }

    /// Parses a kind from a form or file (`daily-review`), nil for blank.
    public static func parse(_ text: String?, field: String = "template") throws(AlmanacError) -> JournalTemplateKind? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let kind = JournalTemplateKind(rawValue: text) else {
            throw .invalid(field, "“\(text)” is not a template; use \(allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return kind
    }
}

/// The rules every journal entry follows, wherever it comes from (web, API, CLI, imports).
public enum JournalRules {
    /// An entry's text holds at most 1 MB (UTF-8 bytes).
    public static let maximumTextBytes = 1_000_000
    public static let maximumTags = 20
    public static let tagLength = 40
    public static let locationLength = 200

    /// The text, trimmed at its ends; empty or over 1 MB is refused.
    public static func text(_ value: String, field: String = "text") throws(AlmanacError) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalid(field, "Write something first: the entry is empty.") }
        let bytes = trimmed.utf8.count
        guard bytes <= maximumTextBytes else {
            throw .invalid(
                field, "An entry holds at most 1 MB of text; this one has \(megabytes(bytes)). Split it into several entries.")
        }
        return trimmed
    }

    /// The first line of `text` as a title: without Markdown's line marks (`#`, `*`, `>`, …) and
    /// with its backslash escapes undone (Day One writes `3\. May` and `Wow\!`), at most 80
    /// characters. The text itself stays Markdown.
    public static func headline(_ text: String) -> String {
        let line = text.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        // An escaped mark is held as a private-use character while the marks around the line are
        // trimmed, so `\*` at its end stays a star.
        let held = escapes(in: String(line)) { UnicodeScalar(0xE000 + $0.value).map(Character.init) ?? Character($0) }
        let trimmed = held.trimmingCharacters(in: CharacterSet(charactersIn: "#*>-_ \t"))
        let cleaned = String(
            trimmed.map { character -> Character in
                guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    (0xE000..<0xE080).contains(scalar.value), let original = UnicodeScalar(scalar.value - 0xE000)
                else { return character }
                return Character(original)
            })
        return cleaned.count > 80 ? String(cleaned.prefix(79)) + "…" : cleaned
    }

    /// CommonMark's backslash escapes undone: a `\` before ASCII punctuation is dropped.
    public static func unescapingMarkdown(_ text: String) -> String { escapes(in: text) { Character($0) } }

    /// `text` with each escaped ASCII punctuation character (`\.`) replaced by `replacement` of it.
    static func escapes(in text: String, _ replacement: (UnicodeScalar) -> Character) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let next = characters.next() else {
                result.append(character)
                break
            }
            if next.isASCII, next.isPunctuation || next.isSymbol, let scalar = next.unicodeScalars.first {
                result.append(replacement(scalar))
            } else {
                result.append(character)
                result.append(next)
            }
        }
        return result
    }

    /// "1.2 MB" for a byte count.
    public static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    /// Tags from a text the user typed: separated by commas or spaces, `#` optional, lowercased,
    /// each once, in the order first written.
    public static func tags(parsing text: String, field: String = "tags") throws(AlmanacError) -> [String] {
        try tags(text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init), field: field)
    }

    public static func tags(_ values: [String], field: String = "tags") throws(AlmanacError) -> [String] {
        try Limits.check(count: values.count, of: field, limit: maximumTags, what: "tags on an entry")
        var result: [String] = []
        for value in values {
            var tag = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            while tag.hasPrefix("#") { tag.removeFirst() }
            tag = tag.split(whereSeparator: \.isWhitespace).joined(separator: "-")
            guard !tag.isEmpty else { continue }
            guard Validate.length(tag) <= tagLength else {
                throw .invalid(field, "A tag has at most \(tagLength) characters: “\(tag.prefix(20))…”.")
            }
            guard !tag.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) else {
                throw .invalid(field, "A tag cannot hold control characters.")
            }
            if !result.contains(tag) { result.append(tag) }
        }
        guard result.count <= maximumTags else { throw .invalid(field, "An entry has at most \(maximumTags) tags, not \(result.count).") }
        return result
    }

    /// The location text: trimmed, nil when blank, at most 200 characters.
    public static func location(_ value: String?, field: String = "location") throws(AlmanacError) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        try Validate.plainText(value, field: field, multiline: true)
        guard Validate.length(value) <= locationLength else {
            throw .invalid(field, "The location has at most \(locationLength) characters, not \(Validate.length(value)).")
        }
        return value.replacingOccurrences(of: "\n", with: " ")
    }

    /// The instant of a date and a wall-clock time in `zone` (a form's `day` and `time`).
    public static func instant(day: LocalDay, time: WallClockTime, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute)
        return calendar.date(from: components) ?? day.start(in: zone)
    }

    /// Entries may be written for past days (catching up) but not for days after tomorrow:
    /// a date far ahead is a typing mistake.
    public static func checkNotFuture(_ day: LocalDay, today: LocalDay, field: String = "day") throws(AlmanacError) {
        guard day <= today.adding(days: 1) else {
            throw .invalid(field, "\(day) is in the future; a journal entry is about a day that has begun.")
        }
        guard day.year >= 1900 else { throw .invalid(field, "\(day) is too long ago; use a date from 1900 on.") }
    }
}

/// The words of a search typed by the user, as an FTS5 query that cannot be misread as syntax:
/// every word quoted and matched as a prefix (as Tasks' search does).
public enum JournalSearchQuery {
    public static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).prefix(12).map { $0 }
    }

    public static func match(_ text: String) -> String? {
        let words = words(text)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }
}

/// A search result's snippet as plain pieces, highlighted or not. SQLite marks the matches with
/// two private-use characters; the page builds `<mark>` elements from the pieces, so nothing of
/// the entry's text is ever trusted as HTML.
public struct JournalSnippet: Equatable, Sendable, Codable {
    public struct Piece: Equatable, Sendable, Codable {
        public var text: String
        public var highlighted: Bool
        public init(text: String, highlighted: Bool) {
            self.text = text
            self.highlighted = highlighted
        }
    }

    public static let startMark: Character = "\u{E000}"
    public static let endMark: Character = "\u{E001}"

    public var pieces: [Piece]

    public init(pieces: [Piece]) { self.pieces = pieces }

    /// Splits SQLite's `snippet()` output at the marks.
    public init(marked text: String) {
        var pieces: [Piece] = []
        var current = ""
        var highlighted = false
        for character in text {
            if character == Self.startMark || character == Self.endMark {
                if !current.isEmpty { pieces.append(Piece(text: current, highlighted: highlighted)) }
                current = ""
                highlighted = character == Self.startMark
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { pieces.append(Piece(text: current, highlighted: highlighted)) }
        self.pieces = pieces
    }

    public var plainText: String { pieces.map(\.text).joined() }
}

/// "On this day": the same month and day in earlier years. An entry of 29 February shows on
/// 28 February in the years without one.
public enum OnThisDay {
    /// The `MM-DD` texts that count as today's date in earlier years.
    public static func monthDays(for today: LocalDay) -> [String] {
        let own = String(format: "%02d-%02d", today.month, today.day)
        let isLeap = LocalDay.daysIn(month: 2, year: today.year) == 29
        if today.month == 2 && today.day == 28 && !isLeap { return [own, "02-29"] }
        return [own]
    }

    /// The same date in each of the `years` years before `today`, newest first (with 29 February
    /// of leap years when today is 28 February of a year without it).
    public static func earlierDays(for today: LocalDay, years: Int) -> [LocalDay] {
        guard years > 0 else { return [] }
        let days = monthDays(for: today).count == 2 ? [today.day, 29] : [today.day]
        return (1...years).flatMap { back -> [LocalDay] in
            let year = today.year - back
            guard year >= 1 else { return [] }
            return days.filter { $0 <= LocalDay.daysIn(month: today.month, year: year) }
                .map { LocalDay(year: year, month: today.month, day: $0) }
        }
    }

    /// "1 year ago today", "3 years ago today".
    public static func label(day: LocalDay, today: LocalDay) -> String {
        let years = today.year - day.year
        return years == 1 ? "1 year ago today" : "\(years) years ago today"
    }
}

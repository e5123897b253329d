import Foundation

/// Size limits shared by every module, checked in Core so web, API and CLI refuse the same input.
public enum Limits {
    public static let titleLength = 500
    public static let nameLength = 200
    public static let notesBytes = 100 * 1024
    public static let requestBodyBytes = 1024 * 1024
    /// Items of one to-do's checklist: a list people tick through, not a store (20,000 items once
    /// made one undo hold the writer for minutes).
    public static let checklistItems = 500
    /// Tags on one to-do.
    public static let tags = 50
    /// Headings in one list (Things and Todoist lists hold a handful; a page of 200 is still a page).
    public static let headingsPerList = 200
    /// Ingredients of one recipe (a long stew has 30).
    public static let recipeIngredients = 200
    /// Warning signs of one runbook (each is a line people read in a hard moment).
    public static let warningSigns = 50
    /// Timelines one query names (a query of every timeline names none).
    public static let timelinesInQuery = 200

    /// Refuses a collection longer than `limit`, naming the field.
    public static func check(count: Int, of field: String, limit: Int, what: String) throws(AlmanacError) {
        guard count <= limit else { throw .invalid(field, "At most \(limit) \(what), not \(count).") }
    }
}

public enum Validate {
    /// The one length rule: text is as long as its Unicode scalars (code points), which is how
    /// SQLite's `length()` counts it, so Core and the schema's CHECKs agree. (Counting characters
    /// let 400 KB of combining marks through as "1 character".)
    public static func length(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.count
    }

    /// A field's key as a person reads it at the start of a message: `displayName` → "Display name".
    public static func label(_ field: String) -> String {
        var words = ""
        for character in field {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// Refuses control characters (NUL, escape, DEL, C1...): invisible, and NUL ends the text for
    /// SQLite's `length()` and for C. Tab, newline and carriage return pass where text is multi-line.
    public static func plainText(_ text: some StringProtocol, field: String, multiline: Bool = false) throws(AlmanacError) {
        for scalar in text.unicodeScalars where scalar.properties.generalCategory == .control {
            if multiline, scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            throw .invalid(
                field, "\(label(field)) must not hold control characters (U+\(String(repeating: "0", count: 4 - hex.count) + hex)).")
        }
    }

    /// One line of text that may be empty (a unit, a tag, a place): trimmed, at most `max` code
    /// points, no control characters.
    public static func line(_ value: String, field: String, max: Int) throws(AlmanacError) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        try plainText(trimmed, field: field)
        let length = length(trimmed)
        guard length <= max else { throw .invalid(field, "\(label(field)) is \(length) characters long; the limit is \(max).") }
        return trimmed
    }

    /// A required one-line text (a name, a title): trimmed, not empty, at most `max` code points,
    /// no control characters.
    public static func title(_ value: String, field: String = "title", max: Int = Limits.titleLength) throws(AlmanacError) -> String {
        let trimmed = try line(value, field: field, max: max)
        guard !trimmed.isEmpty else { throw .invalid(field, "\(label(field)) must not be empty.") }
        return trimmed
    }

    /// Optional notes: at most `Limits.notesBytes` bytes of UTF-8.
    public static func notes(_ value: String?, field: String = "notes") throws(AlmanacError) -> String? {
        guard let value else { return nil }
        guard value.utf8.count <= Limits.notesBytes else {
            throw .invalid(field, "\(label(field)) is \(value.utf8.count / 1024) KB; the limit is 100 KB.")
        }
        return value
    }
}

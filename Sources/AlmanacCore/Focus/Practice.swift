import Foundation

/// One practice session (meditation, breathing): when it started, its minutes, an optional note.
public struct PracticeSession: Equatable, Codable, Sendable, Identifiable {
    public var id: String
    public var startedAt: Date
    public var minutes: Int
    public var note: String?

    public init(id: String, startedAt: Date, minutes: Int, note: String? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.minutes = minutes
        self.note = note
    }
}

/// A quiet total of a span's practice: minutes, sessions, days practised. Counts, no streaks.
public struct PracticeTotal: Equatable, Sendable {
    public var minutes = 0
    public var sessions = 0
    public var days = 0

    public init(_ sessions: [PracticeSession] = [], in zone: TimeZone, dayStartHour: Int = 0) {
        minutes = sessions.reduce(0) { $0 + $1.minutes }
        self.sessions = sessions.count
        days = Set(sessions.map { LocalDay(containing: $0.startedAt, in: zone, dayStartHour: dayStartHour) }).count
    }
}

/// The rules of practice, checked once here for the web, the API and the CLI.
public enum PracticeRules {
    public static let minutes = Quantity("minutes of practice", unit: "min", 1...240, isWhole: true)
    /// Minutes between interval bells offered by the timer (0: none); nothing is stored.
    public static let intervals = [0, 1, 2, 5, 10]
    public static let noteLimit = 1_000
    public static let durations = [5, 10, 15, 20, 30, 45]

    public static func note(_ value: String?) throws(AlmanacError) -> String? {
        guard let value else { return nil }
        let text = value.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        try Validate.plainText(text, field: "note", multiline: true)
        guard Validate.length(text) <= noteLimit else { throw .invalid("note", "A note is at most \(noteLimit) characters.") }
        return text.isEmpty ? nil : text
    }
}

import Foundation

/// One practice session (meditation, breathing): when it started, its minutes, an optional note,
/// and how the person felt after it (the intentions' five-point scale).
public struct PracticeSession: Equatable, Codable, Sendable, Identifiable {
    public var id: String
    public var startedAt: Date
    public var minutes: Int
    public var note: String?
    public var feeling: Feeling?

    public init(id: String, startedAt: Date, minutes: Int, note: String? = nil, feeling: Feeling? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.minutes = minutes
        self.note = note
        self.feeling = feeling
    }

    /// The time it took: practice is presence, as a focused intention is (Today's and the
    /// retrospective's presence count it).
    public var interval: DateInterval { DateInterval(start: startedAt, duration: Double(minutes) * 60) }
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

    /// The feeling gate of intentions, for a session the timer just ended: a feeling sent less than
    /// `Intention.ratingGate` seconds after the session's end (`startedAt` + its minutes) is refused
    /// as a conflict (409, as rating an intention too early is),
    /// so the answer comes after a breath, not in the rush of the bell. A session logged without
    /// its start (timed with another clock, logged later) has no known end and no gate.
    public static func checkFeelingGate(_ feeling: Feeling?, startedAt: Date?, minutes: Int, now: Date) throws(AlmanacError) {
        guard feeling != nil, let startedAt else { return }
        let opens = startedAt.addingTimeInterval(Double(minutes) * 60 + Intention.ratingGate)
        guard now >= opens else {
            let seconds = NumberText.clampedInt(opens.timeIntervalSince(now).rounded(.up))
            throw .conflict("Take a breath first: how you feel can be noted 5 seconds after the session ended (\(seconds) s to go).")
        }
    }

    public static func note(_ value: String?) throws(AlmanacError) -> String? {
        guard let value else { return nil }
        let text = value.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        try Validate.plainText(text, field: "note", multiline: true)
        guard Validate.length(text) <= noteLimit else { throw .invalid("note", "A note is at most \(noteLimit) characters.") }
        return text.isEmpty ? nil : text
    }
}

/// When a to-do is meant to be started: on a day, on the evening of a day ("This Evening"), or
/// Someday. No `TaskWhen` at all (nil) means Anytime.
///
/// As text (JSON, forms, the database) it is `2026-11-19`, `2026-11-19 evening` or `someday`.
public enum TaskWhen: Hashable, Sendable, Codable, CustomStringConvertible {
    case day(LocalDay)
    case evening(LocalDay)
    case someday

    /// The start day, nil for Someday.
    public var day: LocalDay? {
        switch self {
        case .day(let day), .evening(let day): day
        case .someday: nil
        }
    }

    public var isEvening: Bool {
        if case .evening = self { return true }
        return false
    }

    public var isSomeday: Bool { self == .someday }

    /// The same kind of start on another day (a repeating "this evening" to-do stays in the evening).
    public func moved(to day: LocalDay) -> TaskWhen {
        isEvening ? .evening(day) : .day(day)
    }

    /// Reads the text form; nil for anything else.
    public init?(_ text: String) {
        let words = text.lowercased().split(separator: " ")
        if words == ["someday"] {
            self = .someday
        } else if words.count == 1, let day = DayReference.written(words[0]) {
            self = .day(day)
        } else if words.count == 2, words[1] == "evening", let day = DayReference.written(words[0]) {
            self = .evening(day)
        } else {
            return nil
        }
    }

    /// The store's columns: a start day, an evening flag and a Someday flag.
    public init?(startDay: LocalDay?, evening: Bool, someday: Bool) {
        if someday {
            self = .someday
        } else if let startDay {
            self = evening ? .evening(startDay) : .day(startDay)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .day(let day): day.description
        case .evening(let day): "\(day) evening"
        case .someday: "someday"
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let when = TaskWhen(text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected YYYY-MM-DD, \"YYYY-MM-DD evening\" or \"someday\", got \(text)"))
        }
        self = when
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

public enum TaskStatus: String, Codable, Sendable, CaseIterable {
    case open, completed, canceled
}

/// The built-in views; each open or finished to-do has exactly one home among them on a given day.
public enum TaskView: String, Codable, Sendable, CaseIterable {
    case inbox, today, upcoming, anytime, someday, logbook

    /// The view a to-do belongs to on `today`, checked in this order:
    /// 1. completed or canceled → Logbook;
    /// 2. a deadline on or before today (due or overdue) → Today, whatever its start;
    /// 3. a start day on or before today (missed starts roll forward) → Today;
    /// 4. a start day after today → Upcoming;
    /// 5. Someday → Someday;
    /// 6. no start: in a list → Anytime, in no list → Inbox.
    /// A start date takes a to-do out of the Inbox, as in Things.
    public static func home(
        inList: Bool, when: TaskWhen?, deadline: LocalDay?, status: TaskStatus, on today: LocalDay
    ) -> TaskView {
        if status != .open { return .logbook }
        if let deadline, deadline <= today { return .today }
        switch when {
        case .day(let day), .evening(let day): return day <= today ? .today : .upcoming
        case .someday: return .someday
        case nil: return inList ? .anytime : .inbox
        }
    }
}

/// Today's two sections.
public enum TodaySection: String, Codable, Sendable, CaseIterable {
    case main, evening

    /// A to-do shown in Today goes to "This Evening" when it starts this evening or an earlier
    /// evening (an evening to-do left undone stays an evening to-do).
    public static func of(when: TaskWhen?, on today: LocalDay) -> TodaySection {
        if case .evening(let day) = when, day <= today { return .evening }
        return .main
    }
}

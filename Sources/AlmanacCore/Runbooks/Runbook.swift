import Foundation

/// What a runbook step does: plain text to read, or one of the actions the use page runs.
public enum RunbookStepKind: String, Codable, Sendable, CaseIterable {
    case text
    /// Paced breathing: box (in, hold, out, hold, four counts each) or cyclic sighing.
    case breathing
    /// 5-4-3-2-1 grounding: things seen, touched, heard, smelt, tasted.
    case grounding
    /// Surf the urge: five minutes of noticing it, then "has it passed?".
    case urge
    /// A thought record, saved as a journal entry.
    case thoughtRecord = "thought-record"
    /// Start a 15-minute intention (Focus).
    case intention
    /// Call or text one of the person's contacts.
    case contact

    /// The label of the kind in forms.
    public var label: String {
        switch self {
        case .text: "Text to read"
        case .breathing: "Paced breathing timer"
        case .grounding: "Grounding checklist (5-4-3-2-1)"
        case .urge: "Surf the urge (5 minutes)"
        case .thoughtRecord: "Thought record (saved to the journal)"
        case .intention: "Start a 15-minute intention"
        case .contact: "Call or text a contact"
        }
    }
}

/// The two paced breathing timers.
public enum BreathingPattern: String, Codable, Sendable, CaseIterable {
    /// In 4, hold 4, out 4, hold 4 (seconds).
    case box
    /// Cyclic sighing: a breath in, a second short one on top, a long breath out.
    case sigh

    public var label: String {
        switch self {
        case .box: "Box breathing (4-4-4-4)"
        case .sigh: "Cyclic sighing"
        }
    }

    /// The phases of one cycle: what to do and for how many seconds.
    public var phases: [(String, Int)] {
        switch self {
        case .box: [("Breathe in", 4), ("Hold", 4), ("Breathe out", 4), ("Hold", 4)]
        case .sigh: [("Breathe in", 2), ("A little more in", 1), ("Long breath out", 6)]
        }
    }
}

/// Rules of a runbook's parts, checked once here for the web, the API and the CLI.
public enum RunbookRules {
    public static let nameLimit = 100
    public static let textLimit = 2_000
    public static let stepsLimit = 50
    public static let contactNameLimit = 100
    public static let noteLimit = 200
    public static let phoneLimit = 32
    /// The use page counts a step as done for minutes this long at most (the urge timer).
    public static let urgeSeconds = 300
    public static let intentionMinutes = 15

    public static func name(_ value: String) throws(AlmanacError) -> String {
        try Validate.title(value, field: "name", max: nameLimit)
    }

    /// Warning signs: one per line, blank lines dropped.
    public static func warningSigns(_ value: String) throws(AlmanacError) -> String {
        try Validate.plainText(value, field: "warningSigns", multiline: true)
        let lines = value.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        try Limits.check(count: lines.count, of: "warningSigns", limit: Limits.warningSigns, what: "warning signs")
        let text = lines.joined(separator: "\n")
        guard Validate.length(text) <= textLimit else {
            throw .invalid("warningSigns", "Warning signs are at most \(textLimit) characters.")
        }
        return text
    }

    /// A step's text: required for a text step, optional (a title) for an action.
    public static func stepText(_ value: String, kind: RunbookStepKind, field: String = "text") throws(AlmanacError) -> String {
        let text = value.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        try Validate.plainText(text, field: field, multiline: true)
        guard Validate.length(text) <= textLimit else { throw .invalid(field, "A step is at most \(textLimit) characters.") }
        if kind == .text && text.isEmpty { throw .invalid(field, "Write what this step says.") }
        return text
    }

    /// A number to call or text: digits, with + * # and spaces, dots, dashes and brackets between
    /// them (as people write them); kept as typed, trimmed.
    public static func phone(_ value: String, field: String = "phone") throws(AlmanacError) -> String {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw .invalid(field, "Enter the number.") }
        guard text.count <= phoneLimit else { throw .invalid(field, "A number is at most \(phoneLimit) characters.") }
        let allowed = Set("0123456789+*# ().-/")
        guard text.allSatisfy({ allowed.contains($0) }), text.contains(where: \.isNumber) else {
            throw .invalid(field, "A number holds digits, and + * # ( ) - . / or spaces between them.")
        }
        return text
    }

    /// The number as a `tel:`/`sms:` link takes it: digits and + * # only.
    public static func dialable(_ phone: String) -> String {
        String(phone.filter { "0123456789+*#".contains($0) })
    }
}

/// A contact as the person enters it: who, their number, a note ("my sister", "crisis line"), and
/// the day they last checked that the number is right.
public struct RunbookContactDraft: Equatable, Sendable {
    public var name: String
    public var phone: String
    public var note: String
    public var checkedOn: LocalDay?

    public init(name: String, phone: String, note: String = "", checkedOn: LocalDay? = nil) {
        self.name = name
        self.phone = phone
        self.note = note
        self.checkedOn = checkedOn
    }

    public func validated(today: LocalDay) throws(AlmanacError) -> RunbookContactDraft {
        var draft = self
        draft.name = try Validate.title(name, field: "name", max: RunbookRules.contactNameLimit)
        draft.phone = try RunbookRules.phone(phone)
        draft.note = try Validate.line(note, field: "note", max: RunbookRules.noteLimit)
        if let checkedOn, checkedOn > today {
            throw .invalid("checkedOn", "The day you checked the number cannot be after today.")
        }
        return draft
    }
}

extension Feeling {
    /// The five-point scale as a number: 1 (angry) … 5 (ecstatic), the order of the feeling buttons.
    public var score: Int {
        switch self {
        case .angry: 1
        case .sad: 2
        case .meh: 3
        case .happy: 4
        case .ecstatic: 5
        }
    }

    public init?(score: Int) {
        guard let feeling = Feeling.allCases.first(where: { $0.score == score }) else { return nil }
        self = feeling
    }

    /// A feeling from outside: its name or its score 1…5; nil for empty; otherwise refused, naming `field`.
    public static func parse(_ text: String?, field: String) throws(AlmanacError) -> Feeling? {
        guard let text = text?.trimmingCharacters(in: .whitespaces).lowercased(), !text.isEmpty else { return nil }
        if let feeling = Feeling(rawValue: text) { return feeling }
        if let score = Int(text), let feeling = Feeling(score: score) { return feeling }
        throw .invalid(field, "How you feel is 1 (angry), 2 (sad), 3 (meh), 4 (happy) or 5 (ecstatic).")
    }
}

/// "You felt better after this 7 of 9 times": per step, the uses that did it with a feeling
/// before and after, and in how many the feeling after was higher. Silent (absent) below
/// `minimumUses`, so two lucky days never pose as a pattern.
public enum WhatHelps {
    public static let minimumUses = 5

    public struct Use: Sendable, Equatable {
        public var stepsDone: [String]
        public var before: Feeling?
        public var after: Feeling?

        public init(stepsDone: [String], before: Feeling?, after: Feeling?) {
            self.stepsDone = stepsDone
            self.before = before
            self.after = after
        }
    }

    public struct Tally: Sendable, Equatable {
        public var better: Int
        public var of: Int

        public init(better: Int, of: Int) {
            self.better = better
            self.of = of
        }

        public var sentence: String {
            "You felt better after this \(better) of \(of) \(of == 1 ? "time" : "times")."
        }
    }

    public static func tally(_ uses: [Use], minimumUses: Int = minimumUses) -> [String: Tally] {
        var tallies: [String: Tally] = [:]
        for use in uses {
            guard let before = use.before, let after = use.after else { continue }
            for step in Set(use.stepsDone) {
                var tally = tallies[step] ?? Tally(better: 0, of: 0)
                tally.of += 1
                if after.score > before.score { tally.better += 1 }
                tallies[step] = tally
            }
        }
        return tallies.filter { $0.value.of >= minimumUses }
    }
}

/// A thought record: the four questions, written as one journal entry.
public struct ThoughtRecord: Equatable, Sendable {
    public var situation: String
    public var thought: String
    public var evidence: String
    public var kinderThought: String

    public init(situation: String, thought: String, evidence: String, kinderThought: String) {
        self.situation = situation
        self.thought = thought
        self.evidence = evidence
        self.kinderThought = kinderThought
    }

    public static let questions: [(field: String, title: String)] = [
        ("situation", "Situation"), ("thought", "The thought"), ("evidence", "Evidence for and against"),
        ("kinderThought", "A kinder thought"),
    ]

    /// The entry's Markdown; refused when every answer is empty.
    public func markdown(runbook: String) throws(AlmanacError) -> String {
        let answers = [situation, thought, evidence, kinderThought].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        for (answer, question) in zip(answers, Self.questions) {
            try Validate.plainText(answer, field: question.field, multiline: true)
            guard Validate.length(answer) <= RunbookRules.textLimit else {
                throw .invalid(question.field, "An answer is at most \(RunbookRules.textLimit) characters.")
            }
        }
        guard answers.contains(where: { !$0.isEmpty }) else {
            throw .invalid("situation", "Write at least the situation or the thought.")
        }
        var lines = ["# Thought record", "", "From the runbook “\(runbook)”."]
        for (answer, question) in zip(answers, Self.questions) where !answer.isEmpty {
            lines += ["", "## \(question.title)", "", answer]
        }
        return lines.joined(separator: "\n")
    }
}

import Foundation

/// How an intention felt, rated after it ended.
public enum Feeling: String, Codable, Sendable, CaseIterable {
    case ecstatic, happy, meh, sad, angry

    public var isPositive: Bool { self == .ecstatic || self == .happy }
    public var isNegative: Bool { self == .sad || self == .angry }
}

/// What pulled the user away: an urge from inside, something from outside, or a plan that did not hold.
public enum DistractionTrigger: String, Codable, Sendable, CaseIterable {
    case `internal`, external, planning
}

public struct Distraction: Equatable, Codable, Sendable {
    public var trigger: DistractionTrigger
    public var note: String?
    public var at: Date
    /// Surfing the urge: nil when it was not surfed, else whether it passed without acting on it.
    public var urgePassed: Bool?

    public init(trigger: DistractionTrigger, note: String?, at: Date, urgePassed: Bool? = nil) {
        self.trigger = trigger
        self.note = note
        self.at = at
        self.urgePassed = urgePassed
    }
}

/// A week's (or any span's) distractions counted: by trigger, and the urges surfed and passed.
public struct DistractionTally: Equatable, Sendable {
    public var total = 0
    public var byTrigger: [DistractionTrigger: Int] = [:]
    public var urgesSurfed = 0
    public var urgesPassed = 0

    public init(_ distractions: [Distraction] = []) {
        for distraction in distractions {
            total += 1
            byTrigger[distraction.trigger, default: 0] += 1
            if let passed = distraction.urgePassed {
                urgesSurfed += 1
                if passed { urgesPassed += 1 }
            }
        }
    }

    public subscript(trigger: DistractionTrigger) -> Int { byTrigger[trigger] ?? 0 }
}

/// The three review questions, each optional.
public struct IntentionReview: Equatable, Codable, Sendable {
    public var wentWell: String?
    public var improve: String?
    public var interesting: String?

    public init(wentWell: String? = nil, improve: String? = nil, interesting: String? = nil) {
        self.wentWell = wentWell
        self.improve = improve
        self.interesting = interesting
    }

    public var isEmpty: Bool { wentWell == nil && improve == nil && interesting == nil }
}

/// One focused stretch of work: set and started in one step, then ended by the clock, ended early
/// or abandoned; afterwards tagged, rated and reviewed. The end time is stored, so every device
/// computes the same countdown from its own wall clock. Every transition checks the state first and
/// throws without changing anything when the move is impossible.
public struct Intention: Equatable, Codable, Sendable, Identifiable {
    public enum State: String, Codable, Sendable, CaseIterable {
        case running
        /// Ran until its end time.
        case timeUp
        case endedEarly
        case abandoned

        public var isCompleted: Bool { self == .timeUp || self == .endedEarly }
    }

    public static let presetMinutes = [15, 25, 45, 60, 90]
    public static let plannedMinutesRange = 1...480
    public static let extensionMinutes: Set<Int> = [5, 15]
    /// The feeling buttons unlock this long after the intention ended, so the rating is a pause, not a reflex.
    public static let ratingGate: TimeInterval = 5
    public static let maximumTags = 20

    public let id: String
    public var what: String
    /// As set, before any extension.
    public var plannedMinutes: Int
    public var goalId: String?
    public var areaId: String?
    /// The to-do this intention was started for ("Focus on this"), nil for one typed in.
    public var taskId: String?
    public var startedAt: Date
    public var endsAt: Date
    public var state: State
    public var endedAt: Date?
    public var abandonReason: String?
    public var distractions: [Distraction] = []
    public var tags: [String] = []
    public var feeling: Feeling?
    public var ratedAt: Date?
    public var review: IntentionReview?
    /// The plan's block this intention ran for (Plan), nil when started on its own. The record
    /// points at the plan; the plan is never rewritten from the record.
    public var blockId: String?

    /// Restores an intention as stored; new intentions come from `start`.
    public init(
        id: String, what: String, plannedMinutes: Int, goalId: String?, areaId: String?, startedAt: Date, endsAt: Date,
        state: State, endedAt: Date? = nil, abandonReason: String? = nil, distractions: [Distraction] = [],
        tags: [String] = [], feeling: Feeling? = nil, ratedAt: Date? = nil, review: IntentionReview? = nil, taskId: String? = nil
    ) {
        self.id = id
        self.taskId = taskId
        self.what = what
        self.plannedMinutes = plannedMinutes
        self.goalId = goalId
        self.areaId = areaId
        self.startedAt = startedAt
        self.endsAt = endsAt
        self.state = state
        self.endedAt = endedAt
        self.abandonReason = abandonReason
        self.distractions = distractions
        self.tags = tags
        self.feeling = feeling
        self.ratedAt = ratedAt
        self.review = review
    }

    /// Sets and starts an intention at `now`.
    public static func start(
        id: String, what: String, plannedMinutes: Int, goalId: String? = nil, areaId: String? = nil, taskId: String? = nil, at now: Date
    ) throws(AlmanacError) -> Intention {
        let what = try Validate.title(what, field: "what")
        guard plannedMinutes.isIn(plannedMinutesRange) else {
            throw .invalid("plannedMinutes", "An intention lasts 1 to 480 minutes, not \(plannedMinutes).")
        }
        return Intention(
            id: id, what: what, plannedMinutes: plannedMinutes, goalId: goalId, areaId: areaId, startedAt: now,
            endsAt: now.addingTimeInterval(Double(plannedMinutes) * 60), state: .running, taskId: taskId)
    }

    /// The state as the clock sees it: a running intention whose end time has passed is time up,
    /// even before anyone recorded it.
    public func state(at now: Date) -> State {
        state == .running && now >= endsAt ? .timeUp : state
    }

    /// Seconds left on the countdown; 0 once it has ended.
    public func remaining(at now: Date) -> TimeInterval {
        state(at: now) == .running ? endsAt.timeIntervalSince(now) : 0
    }

    /// Records "time up" when the end time has passed. Returns whether it just ended, so the
    /// background service knows to notify.
    @discardableResult
    public mutating func settle(at now: Date) -> Bool {
        guard state == .running, now >= endsAt else { return false }
        state = .timeUp
        endedAt = endsAt
        return true
    }

    /// Time up, as the timer reports it; refused while time is left.
    public mutating func timeUp(at now: Date) throws(AlmanacError) {
        try requireRunning(at: now, to: "end", orTimeUp: true)
        guard settle(at: now) else {
            throw .conflict("“\(what)” still has \(Self.minutesText(remaining(at: now))) to go.")
        }
    }

    /// Ends the intention; before its end time that is "ended early", after it simply time up.
    public mutating func end(at now: Date) throws(AlmanacError) {
        try requireRunning(at: now, to: "end", orTimeUp: true)
        if settle(at: now) { return }
        state = .endedEarly
        endedAt = max(now, startedAt)
    }

    /// Adds 5 or 15 minutes. After the end time (the "time's up" screen) it counts from now.
    public mutating func extend(byMinutes minutes: Int, at now: Date) throws(AlmanacError) {
        guard Self.extensionMinutes.contains(minutes) else {
            throw .invalid("minutes", "An intention is extended by 5 or 15 minutes, not \(minutes).")
        }
        guard state == .running else {
            throw .conflict("“\(what)” has \(stateText); only a running intention can be extended.")
        }
        let newEnd = max(endsAt, now).addingTimeInterval(Double(minutes) * 60)
        guard newEnd.timeIntervalSince(startedAt) <= Double(Self.plannedMinutesRange.upperBound) * 60 else {
            throw .conflict("An intention lasts at most 8 hours; “\(what)” cannot be extended further.")
        }
        endsAt = newEnd
    }

    public mutating func abandon(reason: String, at now: Date) throws(AlmanacError) {
        let reason = try Validate.title(reason, field: "reason")
        try requireRunning(at: now, to: "abandon")
        state = .abandoned
        endedAt = max(now, startedAt)
        abandonReason = reason
    }

    /// "I got distracted", while the intention runs; `urgePassed` when an urge from inside was
    /// surfed first (only an internal trigger is an urge to surf).
    public mutating func logDistraction(
        trigger: DistractionTrigger, note: String? = nil, urgePassed: Bool? = nil, at now: Date
    ) throws(AlmanacError) {
        let note = try Self.optionalText(note, field: "note")
        if urgePassed != nil && trigger != .internal {
            throw .invalid("urgePassed", "Only an urge from inside is surfed: pick “An urge from inside”, or leave the urge unsurfed.")
        }
        try requireRunning(at: now, to: "log a distraction on")
        distractions.append(Distraction(trigger: trigger, note: note, at: now, urgePassed: urgePassed))
    }

    /// Replaces the tags: trimmed, empty ones dropped, duplicates (ignoring case) kept once, in order.
    public mutating func setTags(_ newTags: [String]) throws(AlmanacError) {
        var seen = Set<String>()
        var result: [String] = []
        for tag in newTags {
            let trimmed = tag.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, seen.insert(trimmed.lowercased()).inserted else { continue }
            try Validate.plainText(trimmed, field: "tags")
            guard Validate.length(trimmed) <= Limits.nameLength else {
                throw .invalid("tags", "A tag is at most \(Limits.nameLength) characters long.")
            }
            result.append(trimmed)
        }
        guard result.count <= Self.maximumTags else {
            throw .invalid("tags", "An intention takes at most \(Self.maximumTags) tags, not \(result.count).")
        }
        tags = result
    }

    /// Rates how it felt. Refused until 5 seconds after the end, and for running or abandoned ones.
    public mutating func rate(_ newFeeling: Feeling, at now: Date) throws(AlmanacError) {
        try requireCompleted(at: now, to: "rate")
        var copy = self
        copy.settle(at: now)
        let wait = copy.endedAt!.addingTimeInterval(Self.ratingGate).timeIntervalSince(now)
        guard wait <= 0 else {
            let seconds = NumberText.clampedInt(wait.rounded(.up))
            throw .conflict(
                "Take a breath first: how it felt can be rated 5 seconds after the intention ended (\(seconds) s to go).")
        }
        copy.feeling = newFeeling
        copy.ratedAt = now
        self = copy
    }

    /// Answers the review questions; blank answers count as unanswered.
    public mutating func setReview(_ newReview: IntentionReview, at now: Date) throws(AlmanacError) {
        let cleaned = IntentionReview(
            wentWell: try Self.optionalText(newReview.wentWell, field: "wentWell"),
            improve: try Self.optionalText(newReview.improve, field: "improve"),
            interesting: try Self.optionalText(newReview.interesting, field: "interesting"))
        try requireCompleted(at: now, to: "review")
        settle(at: now)
        review = cleaned.isEmpty ? nil : cleaned
    }

    /// Corrects the times of a finished intention from the history page.
    public mutating func correctTimes(startedAt newStart: Date, endedAt newEnd: Date) throws(AlmanacError) {
        guard state != .running else {
            throw .conflict("“\(what)” is still running; its times can be corrected once it has ended.")
        }
        guard newEnd > newStart else { throw .invalid("endedAt", "The end must come after the start.") }
        guard newEnd.timeIntervalSince(newStart) <= Double(Self.plannedMinutesRange.upperBound) * 60 else {
            throw .invalid("endedAt", "An intention lasts at most 8 hours.")
        }
        startedAt = newStart
        endedAt = newEnd
        if state == .timeUp { endsAt = newEnd }
    }

    /// Rated or reviewed: the "review your intention" reminder stays quiet.
    public var isReviewed: Bool { feeling != nil || review != nil }

    /// The stretch worked: completed intentions from start to end, a running one up to `now`.
    /// Abandoned intentions do not count as presence.
    public func workedInterval(at now: Date) -> DateInterval? {
        switch state(at: now) {
        case .running: return now > startedAt ? DateInterval(start: startedAt, end: now) : nil
        case .timeUp, .endedEarly:
            let end = endedAt ?? endsAt
            return end > startedAt ? DateInterval(start: startedAt, end: end) : nil
        case .abandoned: return nil
        }
    }

    /// Hours worked in a completed intention; 0 otherwise.
    public var completedHours: Double {
        guard state.isCompleted, let endedAt else { return 0 }
        return max(0, endedAt.timeIntervalSince(startedAt)) / 3600
    }

    // MARK: - Checks

    private var stateText: String {
        switch state {
        case .running: "is still running"
        case .timeUp: "already ended"
        case .endedEarly: "was already ended early"
        case .abandoned: "was abandoned"
        }
    }

    /// Refuses unless the intention is running; `orTimeUp` also lets through one whose end time
    /// has passed but was not yet recorded (ending it then records time up).
    private func requireRunning(at now: Date, to action: String, orTimeUp: Bool = false) throws(AlmanacError) {
        let current = state(at: now)
        if current == .running || (orTimeUp && state == .running) { return }
        let how = current == .timeUp ? "already ended" : stateText
        throw .conflict("“\(what)” \(how); there is nothing to \(action).")
    }

    private func requireCompleted(at now: Date, to action: String) throws(AlmanacError) {
        switch state(at: now) {
        case .timeUp, .endedEarly: return
        case .running:
            throw .conflict("“\(what)” is still running; it can be \(action == "rate" ? "rated" : "reviewed") once it has ended.")
        case .abandoned:
            throw .conflict("“\(what)” was abandoned; only completed intentions are \(action == "rate" ? "rated" : "reviewed").")
        }
    }

    private static func optionalText(_ value: String?, field: String) throws(AlmanacError) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return try Validate.notes(trimmed, field: field)
    }

    static func minutesText(_ seconds: TimeInterval) -> String {
        let minutes = NumberText.clampedInt((seconds / 60).rounded(.up))
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}

extension Int {
    fileprivate func isIn(_ range: ClosedRange<Int>) -> Bool { range.contains(self) }
}

import Foundation

/// The two short steps of a planned day: the morning's planning (place today's to-dos and goals
/// into free time, seeing the capacity) and the evening's shutdown (what became of each block,
/// unfinished to-dos carried to tomorrow, a draft journal entry the person edits and saves).
public enum DailySteps {
    /// The first quarter hour at or after `earliest` where a block of `minutes` overlaps none of
    /// `taken` (blocks and meetings, minutes of the day) and ends by midnight; nil when the rest of
    /// the day has no such gap.
    public static func firstFreeStart(minutes: Int, earliest: Int, taken: [(start: Int, end: Int)]) -> Int? {
        let step = TimeBlockRules.stepMinutes
        guard TimeBlockRules.minutesRange.contains(minutes) else { return nil }
        var start = (max(0, earliest) + step - 1) / step * step
        while start + minutes <= TimeBlockRules.dayMinutes {
            guard let clash = taken.filter({ $0.start < start + minutes && $0.end > start }).map(\.end).max() else { return start }
            start = (clash + step - 1) / step * step
        }
        return nil
    }

    /// The day's load once its to-dos not yet in a block are placed too: the blocks' minutes plus
    /// the to-dos' estimates, against the same capacity; and how many to-dos have no estimate
    /// (counted as nothing, and said).
    public static func loadWithTasks(_ load: DayLoad, estimates: [Int?]) -> (load: DayLoad, estimated: Int, unestimated: Int) {
        let estimated = estimates.reduce(0) { $0 + ($1 ?? 0) }
        let total = DayLoad(plannedMinutes: load.plannedMinutes + estimated, capacityMinutes: load.capacityMinutes)
        return (total, estimated, estimates.filter { $0 == nil }.count)
    }

    /// What became of one block, for the shutdown and its draft entry.
    public enum Outcome: Equatable, Sendable {
        /// Intentions ran for it this long.
        case ran(minutes: Int)
        case disposed(BlockDisposition, MissCause?)
        /// It passed without an intention and waits for a disposition.
        case unanswered
        /// It has not ended yet.
        case ahead

        public var text: String {
            switch self {
            case .ran(let minutes): "ran \(PlanDuration.text(minutes))"
            case .disposed(let disposition, let cause):
                disposition.label.lowercased() + (cause.map { " (\($0.label.lowercased()))" } ?? "")
            case .unanswered: "passed without an intention"
            case .ahead: "still ahead"
            }
        }
    }

    public struct ShutdownLine: Equatable, Sendable {
        public var time: String
        public var title: String
        public var plannedMinutes: Int
        public var outcome: Outcome
        /// How many times it was moved after the day started.
        public var moves: Int

        public init(time: String, title: String, plannedMinutes: Int, outcome: Outcome, moves: Int = 0) {
            self.time = time
            self.title = title
            self.plannedMinutes = plannedMinutes
            self.outcome = outcome
            self.moves = moves
        }
    }

    /// The draft journal entry of a day's shutdown (Markdown): planned against done, each block
    /// with what became of it, the dropped ones, the to-dos carried over, the feelings rated.
    public static func journalDraft(
        day: LocalDay, lines: [ShutdownLine], dropped: [String], openTasks: [String], feelings: [Feeling]
    ) -> String {
        let planned = lines.reduce(0) { $0 + $1.plannedMinutes }
        let ran = lines.reduce(0) { total, line in
            if case .ran(let minutes) = line.outcome { return total + minutes }
            return total
        }
        var text = "Shutdown of \(day.weekdayName) \(day)\n\n"
        text +=
            lines.isEmpty
            ? "No blocks were planned.\n"
            : "Planned \(PlanDuration.text(planned)) in \(lines.count) block\(lines.count == 1 ? "" : "s"); \(PlanDuration.text(ran)) ran as intentions.\n"
        if !lines.isEmpty {
            text += "\n"
            for line in lines {
                text += "- \(line.time) \(line.title): \(line.outcome.text)"
                if line.moves > 0 { text += ", moved \(line.moves == 1 ? "once" : "\(line.moves) times")" }
                text += "\n"
            }
        }
        if !dropped.isEmpty { text += "\nDropped: \(dropped.joined(separator: ", ")).\n" }
        if !openTasks.isEmpty { text += "\nStill open: \(openTasks.joined(separator: ", ")).\n" }
        if !feelings.isEmpty { text += "\nFelt: \(feelings.map(\.rawValue).joined(separator: ", ")).\n" }
        text += "\nWhat went well, what to change tomorrow:\n"
        return text
    }
}

/// "45 min", "1 h", "1 h 30 min".
public enum PlanDuration {
    public static func text(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}

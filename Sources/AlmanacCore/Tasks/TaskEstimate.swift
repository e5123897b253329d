import Foundation

/// How long a to-do is expected to take, in whole minutes: what "Focus on this" starts the
/// intention with, the length of its block when it is dragged or placed into the plan, and what
/// the daily planning step adds up against the day's capacity.
///
/// Decisions: 5 minutes to 8 hours (the longest intention and block); a block is on the
/// quarter-hour grid, so it is the estimate rounded up to the next quarter hour.
public enum TaskEstimate {
    public static let quantity = Quantity("a to-do's estimate", unit: "min", 5...480, isWhole: true)
    /// The length of a to-do's block and intention when it has no estimate.
    public static let blockMinutesWithout = 30
    public static let intentionMinutesWithout = 25

    /// A length as typed: "45", "45m", "1h", "1h30m", "1:30"; nil for an empty one.
    public static func parse(_ text: String?, field: String = "estimate") throws(AlmanacError) -> Int? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return try TimeBlockRules.parseMinutes(text, field: field, quantity: quantity)
    }

    /// A length as the form shows it, the way it is typed: "45m", "1h", "1h30m".
    public static func text(_ minutes: Int) -> String {
        let (hours, rest) = (minutes / 60, minutes % 60)
        return hours == 0 ? "\(rest)m" : rest == 0 ? "\(hours)h" : "\(hours)h\(rest)m"
    }

    public static func check(_ minutes: Int?, field: String = "estimateMinutes") throws(AlmanacError) -> Int? {
        guard let minutes else { return nil }
        try quantity.check(minutes, field: field)
        return minutes
    }

    /// The block a to-do gets: its estimate rounded up to the quarter hour, 30 minutes without one.
    public static func blockMinutes(_ estimate: Int?) -> Int {
        guard let estimate else { return blockMinutesWithout }
        let step = TimeBlockRules.stepMinutes
        return min(TimeBlockRules.minutesRange.upperBound, max(step, (estimate + step - 1) / step * step))
    }
}

extension Quantities {
    public enum TaskEstimateMinutes: BoundedQuantity { public static let quantity = TaskEstimate.quantity }
}

import Foundation

/// What a plan template holds: the blocks of one day, or of a whole week (each on its weekday).
public enum PlanTemplateScope: String, Sendable, CaseIterable, Codable {
    case day, week

    public var days: Int { self == .day ? 1 : 7 }
}

/// The rules of plan templates (a "Monday" saved and applied again).
///
/// Decisions: a template keeps each block's time, length, title, goal and area, not its to-do
/// (a to-do is done once); saving under a name that exists replaces that template; applying
/// places every block even where it overlaps a block already there, and says which (blocks may
/// overlap, as on the grid).
public enum PlanTemplateRules {
    public static let nameLength = 100
    /// Templates per person, and blocks per template (a week of quarter-hour blocks is 672).
    public static let maxTemplates = 100
    public static let maxBlocks = 700

    public static func name(_ value: String) throws(AlmanacError) -> String {
        try Validate.title(value, field: "name", max: nameLength)
    }

    /// The first day of the week that holds `day`, for weeks starting on `weekStart` (1 is Sunday).
    public static func firstDayOfWeek(_ day: LocalDay, weekStart: Int) -> LocalDay {
        day.adding(days: -((day.weekday - weekStart + 7) % 7))
    }

    /// The days a template of `scope` covers when saved from or applied to `day`: that day, or
    /// its whole week; refused (field `day`) when one of them is outside the days' range.
    public static func days(of scope: PlanTemplateScope, at day: LocalDay, weekStart: Int) throws(AlmanacError) -> [LocalDay] {
        let first = scope == .day ? day : firstDayOfWeek(day, weekStart: weekStart)
        let days = (0..<scope.days).map { first.adding(days: $0) }
        guard day.isInRange, days.allSatisfy(\.isInRange) else {
            throw .invalid("day", "The day must be \(LocalDay.rangeText), with its whole week for a week's template.")
        }
        return days
    }

    /// Whether the span `start..<end` (minutes of a day) overlaps any of `others`.
    public static func overlaps(start: Int, end: Int, _ others: [(start: Int, end: Int)]) -> Bool {
        others.contains { $0.start < end && start < $0.end }
    }
}

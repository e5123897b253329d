import Foundation

/// How long a sprint runs.
public enum SprintLength: Int, Codable, Sendable, CaseIterable {
    case oneWeek = 1
    case twoWeeks = 2

    public var days: Int { rawValue * 7 }
}

/// One week (or two-week sprint) of the user's plan, `start` through `end` inclusive.
public struct SprintPeriod: Hashable, Codable, Sendable, CustomStringConvertible {
    public let start: LocalDay
    /// The last day, inclusive.
    public let end: LocalDay

    public init(start: LocalDay, length: SprintLength) {
        self.start = start
        self.end = start.adding(days: length.days - 1)
    }

    /// Monday 2001-01-01: two-week sprints are counted in pairs of weeks from the week-start day on
    /// or before it (Sunday 2000-12-31 for weeks starting on Sunday), unless the user gives an anchor
    /// such as the start of their first sprint.
    public static let referenceAnchor = LocalDay(year: 2001, month: 1, day: 1)

    /// The sprint that contains `day` for a week starting on `weekStart` (1 = Sunday, 2 = Monday).
    public static func containing(
        _ day: LocalDay, weekStart: Int, length: SprintLength, anchor: LocalDay = referenceAnchor
    ) -> SprintPeriod {
        let weekStartDay = day.adding(days: -((day.weekday - weekStart + 7) % 7))
        guard length == .twoWeeks else { return SprintPeriod(start: weekStartDay, length: length) }
        let anchorWeek = anchor.adding(days: -((anchor.weekday - weekStart + 7) % 7))
        let weeks = anchorWeek.days(to: weekStartDay) / 7
        // Floor division, so days before the anchor fall into whole sprints too.
        let offset = ((weeks % 2) + 2) % 2
        return SprintPeriod(start: weekStartDay.adding(days: -7 * offset), length: length)
    }

    public var dayCount: Int { start.days(to: end) + 1 }
    public var days: [LocalDay] { (0..<dayCount).map { start.adding(days: $0) } }
    public var length: SprintLength { dayCount == 14 ? .twoWeeks : .oneWeek }

    public func contains(_ day: LocalDay) -> Bool { start <= day && day <= end }
    public var next: SprintPeriod { SprintPeriod(start: end.adding(days: 1), length: length) }
    public var previous: SprintPeriod { SprintPeriod(start: start.adding(days: -dayCount), length: length) }

    public var description: String { "\(start)…\(end)" }
}

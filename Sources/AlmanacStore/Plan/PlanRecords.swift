import AlmanacCore
import Foundation
import GRDB

/// One block of a day's plan (a timebox): a title on a local day from `startMinute` for `minutes`,
/// serving a goal or an area (always with the area, for its colour), optionally for a to-do.
public struct TimeBlock: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "plan_blocks"
    public var id: String
    public var ownerId: String
    /// `YYYY-MM-DD`, a day in the person's zone.
    public var day: String
    /// Minutes since midnight, a multiple of 15.
    public var startMinute: Int
    public var minutes: Int
    public var title: String
    public var goalId: String?
    public var areaId: String
    public var taskId: String?
    /// `BlockDisposition` and `MissCause` of a block that passed without an intention.
    public var disposition: String?
    public var cause: String?
    public var disposedAt: Date?
    public var createdAt: Date
    public var updatedAt: Date

    public var localDay: LocalDay? { LocalDay(day) }
    public var blockDisposition: BlockDisposition? { disposition.flatMap(BlockDisposition.init(rawValue:)) }
    public var missCause: MissCause? { cause.flatMap(MissCause.init(rawValue:)) }
    public var endMinute: Int { startMinute + minutes }
    /// "09:00–09:45".
    public var timeText: String { "\(TimeBlockRules.clock(startMinute))–\(TimeBlockRules.clock(endMinute))" }

    /// The instants it covers in `zone` (nil for a stored day that cannot be read).
    public func interval(in zone: TimeZone) -> DateInterval? {
        localDay.map { TimeBlockDraft.interval(day: $0, startMinute: startMinute, minutes: minutes, in: zone) }
    }
}

/// An earlier version of a block, kept when the block was moved or dropped after its day started.
public struct TimeBlockVersion: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "plan_block_versions"
    public var id: String
    public var ownerId: String
    public var blockId: String
    public var day: String
    public var startMinute: Int
    public var minutes: Int
    public var title: String
    public var areaId: String?
    /// "moved" or "dropped".
    public var change: String
    public var reason: String
    public var recordedAt: Date

    public var timeText: String {
        "\(TimeBlockRules.clock(startMinute))–\(TimeBlockRules.clock(startMinute + minutes))"
    }
}

/// A named template of blocks (a "Monday"): a day's blocks, or a week's.
public struct PlanTemplate: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "plan_templates"
    public var id: String
    public var ownerId: String
    public var name: String
    /// `PlanTemplateScope`: "day" or "week".
    public var scope: String
    public var createdAt: Date
    public var updatedAt: Date

    public var templateScope: PlanTemplateScope { PlanTemplateScope(rawValue: scope) ?? .day }
}

/// One block of a template: its weekday in the template (0 for a day's), time, length, title and
/// what it served (ids kept without keys: the goal may be gone when it is applied).
public struct PlanTemplateBlock: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "plan_template_blocks"
    public var id: String
    public var ownerId: String
    public var templateId: String
    public var dayOffset: Int
    public var startMinute: Int
    public var minutes: Int
    public var title: String
    public var goalId: String?
    public var areaId: String

    public var timeText: String { "\(TimeBlockRules.clock(startMinute))–\(TimeBlockRules.clock(startMinute + minutes))" }
}

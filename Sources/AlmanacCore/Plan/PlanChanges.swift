import Foundation

/// What became of a block whose time passed without an intention.
public enum BlockDisposition: String, Codable, Sendable, CaseIterable {
    case doneAnyway, moved, backToList, dropped

    public var label: String {
        switch self {
        case .doneAnyway: "Done anyway"
        case .moved: "Moved"
        case .backToList: "Back to the list"
        case .dropped: "Dropped"
        }
    }
}

/// Why a block was missed: the distraction triggers of Indistractable.
public enum MissCause: String, Codable, Sendable, CaseIterable {
    case `internal`, external, planning

    public var label: String {
        switch self {
        case .internal: "Internal trigger"
        case .external: "External trigger"
        case .planning: "Planning"
        }
    }
}

/// The rules of changing a plan: the first plan of a day is kept. Once the day has started (it is
/// today or past), moving or dropping one of its blocks keeps the earlier version with a reason;
/// a later day's plan changes freely.
public enum PlanChangeRules {
    public static let reasonLength = 500

    /// Whether changing a block of `day` at `today` must keep the earlier version.
    public static func keepsVersion(blockDay: LocalDay, today: LocalDay) -> Bool { blockDay <= today }

    /// The reason, trimmed; required (field `reason`) when the change keeps a version.
    public static func reason(_ text: String?, required: Bool) throws(AlmanacError) -> String? {
        let trimmed = try Validate.line(text ?? "", field: "reason", max: reasonLength)
        if trimmed.isEmpty {
            if required { throw .invalid("reason", "The day has started: say why the plan changes (it keeps the earlier version).") }
            return nil
        }
        return trimmed
    }

    /// A disposition is asked of a block that ended without an intention, and given once.
    public static func checkDisposable(blockEnd: Date, now: Date, ran: Bool, disposed: Bool) throws(AlmanacError) {
        guard !ran else { throw .conflict("An intention ran for this block; it needs no disposition.") }
        guard blockEnd <= now else { throw .conflict("The block has not ended yet; start it, move it or drop it instead.") }
        guard !disposed else { throw .conflict("This block already has a disposition.") }
    }
}

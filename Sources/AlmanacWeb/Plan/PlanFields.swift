import AlmanacCore
import AlmanacStore
import Foundation

// The Plan forms, each read once by `FormReader`: every field checked, every wrong one reported.
// Whether a goal, area, to-do or block exists is the Store's to say.

/// A new block (`PlanRoutes.addBlock`): its title, start and length on the page's day, the goal
/// or area (`link`), the to-do it is for, and `next` (`planning`: back to the morning step).
struct NewBlockFields {
    var draft: TimeBlockDraft
    var toPlanning: Bool

    init(_ form: FormData, day: LocalDay) throws {
        var fields = FormReader(form)
        let title = fields.text("title")
        let startText = fields.text("start")
        let start = fields.check("start") { try WallClockTime(startText, field: "start") }
        let minutesText = fields.text("minutes")
        let minutes = fields.check("minutes") { try TimeBlockRules.parseMinutes(minutesText) }
        let linkText = fields.raw("link")
        let link: (goalId: String?, areaId: String?) = fields.check("link") { try parseLink(linkText) } ?? (nil, nil)
        let task = fields.optional("task")
        toPlanning = fields.raw("next") == "planning"
        try fields.finish()
        guard let start, let minutes else { throw AlmanacError.invalid("start", "Give the block a start and a length.") }
        draft = TimeBlockDraft(
            title: title, day: day, start: start, minutes: minutes, goalId: link.goalId, areaId: link.areaId, taskId: task)
    }
}

/// The new-block form's values as typed, kept when a post is refused.
struct PlanBlockFormValues {
    var title = ""
    var start = "09:00"
    var minutes = "60"
    var link = ""
    var taskId = ""

    init() {}

    init(form: FormData) {
        let fields = FormReader(form)
        title = fields.text("title")
        start = fields.text("start")
        minutes = fields.text("minutes")
        link = fields.text("link")
        taskId = fields.text("task")
    }
}

/// A block moved or resized from its own small form (`PlanRoutes.block`): any of its day, start
/// and length (a field left empty is kept), with a reason for the plan's history.
struct ChangeBlockFields {
    var day: LocalDay?
    var start: WallClockTime?
    var minutes: Int?
    var reason: String?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let dayText = fields.optional("day")
        day = fields.check("day") { try dayText.map { try DayReference.date($0) } } ?? nil
        let startText = fields.optional("start")
        start = fields.check("start") { try startText.map { try WallClockTime($0, field: "start") } } ?? nil
        let minutesText = fields.optional("minutes")
        minutes = fields.check("minutes") { try minutesText.map { try TimeBlockRules.parseMinutes($0) } } ?? nil
        reason = BlockReasonFields(form).reason
        try fields.finish()
    }

    /// `back`: the day the form was on, where a refusal returns (nil when missing or not a day).
    static func back(_ form: FormData) -> LocalDay? {
        FormReader(form).optional("back").flatMap { try? DayReference.date($0) }
    }
}

/// Why a block was moved or removed (`reason`), kept in the plan's history.
struct BlockReasonFields {
    var reason: String?

    init(_ form: FormData) { reason = FormReader(form).optional("reason") }
}

/// What became of a block that passed without an intention (`PlanRoutes.disposeBlock`), and why.
struct DisposeBlockFields {
    var disposition: BlockDisposition
    var cause: MissCause

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let disposition = fields.raw("disposition").flatMap(BlockDisposition.init(rawValue:))
        if disposition == nil {
            fields.refuse("disposition", "Say what became of the block: done anyway, moved, back to the list or dropped.")
        }
        let cause = fields.raw("cause").flatMap(MissCause.init(rawValue:))
        if cause == nil { fields.refuse("cause", "Say why: an internal trigger, an external trigger or planning.") }
        try fields.finish()
        guard let disposition, let cause else { throw AlmanacError.invalid("disposition", "Say what became of the block.") }
        (self.disposition, self.cause) = (disposition, cause)
    }
}

/// The shutdown's carry-over (`PlanRoutes.carryOver`): the to-dos ticked to move to the next day.
struct CarryOverFields {
    var taskIds: [String]

    init(_ form: FormData) { taskIds = FormReader(form).all("task") }
}

/// A new calendar feed of the plan (`PlanRoutes.feeds`): all of it, or one area's blocks.
struct PlanFeedFields {
    var areaId: String?

    init(_ form: FormData) { areaId = FormReader(form).optional("area") }
}

/// The day a template form is about (`day`): required to save or apply one, optional on delete
/// (where the page returns to).
struct PlanTemplateDayFields {
    var day: LocalDay?

    init(_ form: FormData, required: Bool) throws {
        var fields = FormReader(form)
        let text = required ? fields.require("day") : fields.optional("day")
        day = text.flatMap { text in fields.check("day") { try DayReference.date(text) } }
        try fields.finish()
    }
}

/// A template saved from the plan (`PlanRoutes.templates`): its name and whether it holds the
/// day or the week.
struct SaveTemplateFields {
    var name: String
    var scope: PlanTemplateScope

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        name = fields.text("name")
        let scope = PlanTemplateScope(rawValue: fields.raw("scope") ?? "day")
        if scope == nil { fields.refuse("scope", "Save the day or the week.") }
        self.scope = scope ?? .day
        try fields.finish()
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

// The Focus forms, each read once by `FormReader`: every field checked, every wrong one reported.
// Whether a goal, area, to-do or habit exists is the Store's to say.

/// Setting an intention (`FocusRoutes.start`): what, for how long (a preset or one's own
/// minutes), for which goal or area, and the to-do it came from.
struct StartIntentionFields {
    var what: String
    var plannedMinutes: Int
    var link: (goalId: String?, areaId: String?)
    var taskId: String?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        what = fields.text("what")
        let linkText = fields.raw("link")
        link = fields.check("link") { try parseLink(linkText) } ?? (nil, nil)
        // One's own minutes, when typed, win over the preset.
        if fields.optional("customMinutes") != nil {
            plannedMinutes = fields.whole("customMinutes", .intentionMinutes) ?? 0
        } else if let preset = fields.whole("minutes", .intentionMinutes) {
            plannedMinutes = preset
        } else {
            fields.refuse("minutes", "Choose how long: 15, 25, 45, 60, 90 minutes or your own.")
            plannedMinutes = 0
        }
        taskId = Self.task(form)
        try fields.finish()
    }

    /// `task`: the to-do the intention is for (the page shows it chosen again after a refusal).
    static func task(_ form: FormData?) -> String? { form.flatMap { FormReader($0).optional("task") } }
}

/// "Focus on this" on a to-do (`FocusRoutes.task`): the minutes chosen, if any.
struct FocusOnTaskFields {
    var minutes: Int?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        minutes = fields.whole("minutes", .intentionMinutes)
        try fields.finish()
    }
}

/// More time for the running intention (`FocusRoutes.extend`).
struct ExtendIntentionFields {
    var minutes: Int

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        // Missing, the Store's rule refuses the 0.
        minutes = fields.whole("minutes", .extendMinutes) ?? 0
        try fields.finish()
    }
}

/// Giving up the running intention (`FocusRoutes.abandon`), with a reason or none.
struct AbandonIntentionFields {
    var reason: String

    init(_ form: FormData) { reason = FormReader(form).text("reason") }
}

/// A distraction noted while an intention runs (`FocusRoutes.distraction`): what pulled, a note,
/// and whether the urge passed when surfed.
struct DistractionFields {
    var trigger: DistractionTrigger
    var note: String?
    var urgePassed: Bool?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let triggerText = fields.text("trigger")
        let trigger = DistractionTrigger(rawValue: triggerText)
        if trigger == nil { fields.refuse("trigger", "Say what pulled you away: internal, external or planning.") }
        self.trigger = trigger ?? .internal
        note = fields.optional("note")
        switch fields.optional("urgePassed") {
        case nil, "none": urgePassed = nil
        case "true": urgePassed = true
        case "false": urgePassed = false
        default:
            urgePassed = nil
            fields.refuse("urgePassed", "Say whether the urge passed: it passed, you gave in, or not surfed.")
        }
        try fields.finish()
    }
}

/// The after page's one form (`FocusRoutes.after`): tags (ticked and new), the feeling, the
/// review, and whether the to-do is done too.
struct AfterIntentionFields {
    var tags: [String]
    var feeling: Feeling?
    var review: IntentionReview
    var completeTask: Bool

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        tags = fields.all("tag") + fields.text("newTags").split(separator: ",").map(String.init)
        if let picked = fields.optional("feeling") {
            feeling = Feeling(rawValue: picked)
            if feeling == nil { fields.refuse("feeling", "Pick how it felt: ecstatic, happy, meh, sad or angry.") }
        }
        review = IntentionFields.review(fields)
        completeTask = fields.raw("completeTask") != nil
        try fields.finish()
    }
}

/// An intention corrected afterwards (`FocusRoutes.edit`): what, when it started and ended (in
/// the user's zone), the goal or area, tags, feeling and review.
struct EditIntentionFields {
    var what: String
    var startedAt: Date
    var endedAt: Date
    var link: (goalId: String?, areaId: String?)
    var tags: [String]
    var feeling: Feeling?
    var review: IntentionReview

    init(_ form: FormData, zone: TimeZone) throws {
        var fields = FormReader(form)
        what = fields.text("what")
        func instant(_ key: String) -> Date {
            let text = fields.raw(key)
            return fields.check(key) { try FocusController.localDateTime(text, zone: zone, field: key) } ?? Date(timeIntervalSince1970: 0)
        }
        startedAt = instant("startedAt")
        endedAt = instant("endedAt")
        let linkText = fields.raw("link")
        link = fields.check("link") { try parseLink(linkText) } ?? (nil, nil)
        tags = fields.text("tags").split(separator: ",").map(String.init)
        feeling = fields.optional("feeling").flatMap(Feeling.init(rawValue:))
        review = IntentionFields.review(fields)
        try fields.finish()
    }
}

/// What the intention forms share.
enum IntentionFields {
    /// The review's three answers, as typed.
    static func review(_ fields: FormReader) -> IntentionReview {
        IntentionReview(wentWell: fields.raw("wentWell"), improve: fields.raw("improve"), interesting: fields.raw("interesting"))
    }
}

/// A practice session logged from its page (`FocusRoutes.practice`): the minutes, a note, when it
/// started (the timer fills it in; a session timed with another clock has none), how it felt,
/// and a habit to check in.
struct PracticeFields {
    var minutes: Int
    var note: String?
    var startedAt: Date?
    var feeling: Feeling?
    var habitId: String?

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let minutesText = fields.text("minutes")
        minutes = fields.check("minutes") { try PracticeRules.minutes.parseWhole(minutesText, field: "minutes") } ?? 0
        note = fields.raw("note")
        let startText = fields.optional("startedAt")
        startedAt = fields.check("startedAt") { try FocusController.practiceStart(startText) } ?? nil
        let feelingText = fields.optional("feeling")
        feeling = fields.check("feeling") { try Feeling.parse(feelingText, field: "feeling") } ?? nil
        habitId = fields.optional("habitId")
        try fields.finish()
    }
}

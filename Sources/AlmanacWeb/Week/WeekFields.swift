import AlmanacCore
import AlmanacStore
import Foundation

// The Week forms, each read once by `FormReader`: every field checked, every wrong one reported.

/// A goal added to the week (`WeekRoutes.addGoal`).
struct GoalFields {
    var title: String
    var areaId: String
    var estimateHours: Double

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let titleText = fields.text("title")
        title = fields.check("title") { try Validate.title(titleText) } ?? ""
        areaId = fields.require("areaId", label: "The area")
        estimateHours = fields.number("estimateHours", .estimateHours) ?? 0
        try fields.finish()
    }
}

/// The System settings (`WeekRoutes.settings`): active and quiet hours, the webhook, the sprint
/// length, the day modules, the order of Today's cards and the standup questions.
struct SystemSettingsFields {
    var settings: SystemSettings

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        func time(_ key: String) -> WallClockTime? {
            let text = fields.text(key)
            return fields.check(key) { try WallClockTime(text, field: key) }
        }
        let start = time("activeStart")
        let end = time("activeEnd")
        let weekdays = Set(fields.all("activeDay").compactMap(Int.init))
        var active = ActiveHours.standard
        if let start, let end {
            active = fields.check("activeEnd") { try ActiveHours(start: start, end: end, weekdays: weekdays) } ?? active
        }
        var quiet: QuietHours?
        // Quiet hours need both ends; with one left empty there are none.
        if fields.optional("quietStart") != nil, fields.optional("quietEnd") != nil {
            let start = time("quietStart")
            let end = time("quietEnd")
            if let start, let end { quiet = fields.check("quietEnd") { try QuietHours(start: start, end: end) } }
        }
        let questions = fields.text("questions").split(whereSeparator: \.isNewline).map(String.init)
        let template = fields.check("questions") { try StandupTemplate(questions: questions) }
        let cards = fields.all("todayCard").filter { !$0.isEmpty }
        let order = fields.check("todayCards") { try TodayCard.order(cards) }
        settings = SystemSettings(
            activeHours: active, quietHours: quiet, webhookURL: fields.optional("webhookUrl"),
            sprintLength: fields.text("sprintLength") == "2" ? .twoWeeks : .oneWeek,
            dayModules: fields.all("module").compactMap(DayModule.init(rawValue:)),
            standupTemplate: template ?? StandupTemplate.standard, todayCards: order ?? TodayCard.standardOrder)
        try fields.finish()
    }
}

/// The week's capacity (`WeekRoutes.capacity`): the hours of each weekday, `hours1` (Monday) to
/// `hours7` (Sunday); an empty day has none.
struct CapacityFields {
    var capacity: WeeklyCapacity

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        let hours = (1...7).map { weekday in fields.number("hours\(weekday)", .dayHours) ?? 0 }
        let capacity = fields.check("capacity") { try WeeklyCapacity(hoursByWeekday: hours) }
        try fields.finish()
        guard let capacity else { throw AlmanacError.invalid("capacity", "Give each day 0 to 24 hours.") }
        self.capacity = capacity
    }
}

/// The retrospective's two answers (`WeekRoutes.retrospective`), as typed.
struct RetrospectiveFields {
    var wentWell: String?
    var improve: String?

    init(_ form: FormData) {
        let fields = FormReader(form)
        wentWell = fields.raw("wentWell")
        improve = fields.raw("improve")
    }
}

/// An action item: its text when added (`WeekRoutes.actionItems`), done or not when ticked
/// (`WeekRoutes.actionItem`).
struct ActionItemFields {
    var text: String
    var done: Bool

    init(_ form: FormData) {
        let fields = FormReader(form)
        text = fields.text("text")
        done = fields.text("done") == "true"
    }
}

/// A goal's status (`WeekRoutes.goalStatus`): open, done, or partly done with its percent (a
/// partial 100 % is done, a partial 0 % open).
struct GoalStatusFields {
    var status: GoalStatus

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        var state = fields.raw("state") ?? "open"
        var percent = fields.whole("percent", .percentDone)
        if state == "partial", percent == 100 || percent == 0 {
            state = percent == 100 ? "done" : "open"
            percent = nil
        }
        let (chosen, done) = (state, percent)
        let status = fields.check("state") { try GoalStatus.make(state: chosen, percent: done) }
        try fields.finish()
        self.status = status ?? .open
    }
}

/// An area of focus (`WeekRoutes.areas`, `WeekRoutes.area`); the Store checks the name, colour
/// and icon. On an update, a field left out of the form is left as it is.
struct AreaFields {
    var name: String?
    var color: String?
    var icon: String?
    var archived: Bool?

    init(_ form: FormData) {
        let fields = FormReader(form)
        name = fields.raw("name")
        color = fields.raw("color")
        icon = fields.raw("icon")
        archived = fields.raw("archived").map { $0 == "true" }
    }
}

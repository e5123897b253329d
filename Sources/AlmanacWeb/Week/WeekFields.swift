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

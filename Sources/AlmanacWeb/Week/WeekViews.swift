import AlmanacCore
import AlmanacStore
import Foundation

/// A horizontal progress bar with its text.
struct ProgressBar: Component {
    var fraction: Double
    var label: String
    var colour: String? = nil
    var body: Component {
        Div {
            Span().class("bar-fill").attribute(
                named: "style",
                value: "width: \(NumberText.clampedInt(min(1, max(0, fraction)) * 100))%\(colour.map { "; background: \($0)" } ?? "")")
        }
        .class("bar")
        .attribute(named: "role", value: "img")
        .attribute(named: "aria-label", value: label)
    }
}

struct WeekView: Component {
    struct Model {
        var csrf: String
        var plan: WeekPlan
        var today: LocalDay
        var report: WeekReport
        var error: AlmanacError?
    }
    var model: Model

    var plan: WeekPlan { model.plan }
    var page: Href { WeekRoutes.day.href(plan.period.start) }
    var isCurrent: Bool { plan.period.contains(model.today) }
    var isPast: Bool { plan.period.end < model.today }

    var body: Component {
        let load = plan.load
        let areaNames = Dictionary(plan.areas.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let visibleAreas = plan.areas.filter { area in !area.archived || plan.goals.contains { $0.areaId == area.id } }
        return ComponentGroup {
            Div {
                H1("Week of \(SystemText.dayMonth(plan.period.start))")
                Paragraph(
                    "\(isCurrent ? "This week · " : isPast ? "Past · " : "")\(SystemText.period(plan.period))\(plan.isStarted ? " · started" : " · planning")"
                ).class("lead")
                Navigation {
                    Link("← Previous", url: WeekRoutes.day.href(plan.period.previous.start))
                    if !isCurrent { Link("This week", url: WeekRoutes.week.href) }
                    Link("Next →", url: WeekRoutes.day.href(plan.period.next.start))
                    Link("Past weeks", url: WeekRoutes.past.href)
                    Link("Areas", url: WeekRoutes.areas.href)
                    Link("Settings", url: WeekRoutes.settings.href)
                }
                .class("week-nav")
            }
            .class("page-head")
            if let error = model.error {
                Paragraph(error.message).class("flash error").attribute(named: "role", value: "alert")
            }
            if plan.areas.isEmpty {
                Element(name: "section") {
                    H2("Start with your areas of focus")
                    Paragraph("Every goal belongs to an area of your life. Start with six common ones and change them any time.")
                    Form(url: WeekRoutes.suggestedAreas.href, method: .post) {
                        CSRFField(token: model.csrf)
                        Input(type: .hidden, name: "next", value: page.description)
                        Div {
                            Button { Text("Add Career, Family, Health, Friends, Chores and Play") }.attribute(
                                named: "type", value: "submit"
                            ).class("primary")
                        }
                        .class("actions")
                    }
                    Paragraph {
                        Text("Or ")
                        Link("add your own areas", url: WeekRoutes.areas.href)
                        Text(".")
                    }.class("hint")
                }
                .class("card welcome")
            }
            Div {
                Element(name: "section") {
                    H2("Capacity")
                    Paragraph("Hours you can give your goals each day.").class("hint")
                    Form(url: WeekRoutes.capacity.href(plan.period.start), method: .post) {
                        CSRFField(token: model.csrf)
                        Div {
                            for day in plan.period.days.prefix(7) {
                                Div {
                                    Label(SystemText.dayShort(day)) {
                                        Input(
                                            type: .number, name: "hours\(day.weekday)",
                                            value: SystemText.hours(plan.capacity.hours(on: day)).replacingOccurrences(of: " h", with: "")
                                        )
                                        .attribute(named: "min", value: "0").attribute(named: "max", value: "24").attribute(
                                            named: "step", value: "0.5"
                                        )
                                        .attribute(named: "inputmode", value: "decimal")
                                    }
                                }
                                .class("field capacity-day")
                            }
                        }
                        .class("capacity-grid")
                        if plan.period.dayCount > 7 { Paragraph("Two-week sprint: the same hours each week.").class("hint") }
                        Div {
                            Span("Total: \(SystemText.hours(plan.capacityHours))").class("capacity-total")
                            Button { Text("Save capacity") }.attribute(named: "type", value: "submit")
                        }
                        .class("actions")
                    }
                }
                .class("card")
                Element(name: "section") {
                    H2("Goals")
                    Div {
                        Span("Estimated \(SystemText.hours(load.estimatedHours)) of \(SystemText.hours(load.capacityHours))").class(
                            "load-text")
                        ProgressBar(
                            fraction: load.capacityHours > 0 ? load.estimatedHours / load.capacityHours : (load.estimatedHours > 0 ? 1 : 0),
                            label: "Estimated \(SystemText.hours(load.estimatedHours)) of \(SystemText.hours(load.capacityHours)) capacity")
                    }
                    .class(load.isOverCapacity ? "load over" : "load")
                    if let warning = load.warning {
                        Paragraph(warning).class("flash error over-capacity").attribute(named: "role", value: "alert")
                    }
                    for area in visibleAreas {
                        let goals = plan.goals.filter { $0.areaId == area.id }
                        if !goals.isEmpty {
                            let progress = plan.progress.first { $0.areaID == area.id }
                            Div {
                                Div {
                                    AreaChip(area: area)
                                    Span(
                                        "\(goals.count { $0.status == "done" })/\(goals.count) done · \(SystemText.percent(progress?.completion ?? 0))"
                                    ).class("hint")
                                }
                                .class("area-head")
                                if plan.isStarted {
                                    ProgressBar(
                                        fraction: progress?.completion ?? 0,
                                        label: "\(area.name): \(SystemText.percent(progress?.completion ?? 0)) done", colour: area.colour)
                                }
                                List(goals) { goal in
                                    GoalRow(goal: goal, csrf: model.csrf, started: plan.isStarted, tasks: plan.tasksByGoal[goal.id] ?? [])
                                }
                                .class("goals")
                            }
                            .class("area-goals")
                        }
                    }
                    if plan.goals.isEmpty { Paragraph("No goals yet. What would make this week a good one?").class("empty") }
                    if !plan.areas.filter({ !$0.archived }).isEmpty {
                        Form(url: WeekRoutes.goals.href(plan.period.start), method: .post) {
                            CSRFField(token: model.csrf)
                            H3(plan.isStarted ? "Add a goal (counts as added mid-sprint)" : "Add a goal")
                            Div {
                                Field(label: "Goal", name: "title", required: true, error: errorMessage(model.error, for: "title"))
                                SelectField(
                                    label: "Area", name: "areaId", options: plan.areas.filter { !$0.archived }.map { ($0.id, $0.label) },
                                    selected: nil)
                                Field(
                                    label: "Estimate (hours)", name: "estimateHours", type: .number, value: "1", required: true,
                                    error: errorMessage(model.error, for: "estimateHours"), inputmode: "decimal")
                            }
                            .class("goal-form")
                            SubmitRow(title: "Add goal")
                        }
                        .class("add-goal")
                    }
                    if !plan.isStarted {
                        Form(url: WeekRoutes.start.href(plan.period.start), method: .post) {
                            CSRFField(token: model.csrf)
                            Paragraph("Starting the week commits this plan; goals added later are marked as added mid-sprint.").class(
                                "hint")
                            Div {
                                Button { Text("Start the week") }.attribute(named: "type", value: "submit").class("primary").id(
                                    "start-week")
                            }.class("actions")
                        }
                        .class("start-week")
                    }
                }
                .class("card")
                .id("goals")
                RetrospectiveSection(model: model)
                MetricsSection(report: model.report, areas: areaNames)
            }
            .class("stack")
        }
    }
}

struct GoalRow: Component {
    var goal: GoalRecord
    var csrf: String
    var started: Bool
    /// The to-dos serving the goal (linked from a to-do's goal-or-area picker).
    var tasks: [ToDo] = []

    var body: Component {
        let status = goal.goalStatus
        let statusText: String =
            switch status {
            case .open: "open"
            case .done: "done"
            case .partial(let percent): "\(percent) % done"
            }
        return ListItem {
            Div {
                Span(goal.title).class("goal-title")
                Span("\(SystemText.hours(goal.estimateHours)) · \(statusText)\(goal.addedMidSprint ? " · added mid-sprint" : "")").class(
                    "hint")
                if !tasks.isEmpty {
                    List(tasks) { task in
                        ListItem {
                            Span(task.status == .open ? "○" : "✓").attribute(named: "aria-hidden", value: "true")
                            Link(task.title, url: WeekRoutes.Elsewhere.task.href(task.id))
                        }
                        .class(task.status == .open ? "" : "is-done")
                    }
                    .class("goal-tasks")
                    .attribute(named: "aria-label", value: "To-dos for “\(goal.title)”")
                }
            }
            .class("goal-text")
            Div {
                if started {
                    if status != .done {
                        Form(url: WeekRoutes.goalStatus.href(goal.id), method: .post) {
                            CSRFField(token: csrf)
                            Input(type: .hidden, name: "state", value: "done")
                            Button { Text("Done") }.attribute(named: "type", value: "submit").attribute(
                                named: "aria-label", value: "Mark “\(goal.title)” done")
                        }
                        .class("inline")
                    }
                    Element(name: "details") {
                        Element(name: "summary") { Text("Partly") }.attribute(
                            named: "aria-label", value: "Mark “\(goal.title)” partly done")
                        Form(url: WeekRoutes.goalStatus.href(goal.id), method: .post) {
                            CSRFField(token: csrf)
                            Input(type: .hidden, name: "state", value: "partial")
                            Label("Percent done") {
                                Input(
                                    type: .number, name: "percent",
                                    value: { if case .partial(let p) = status { return String(p) } else { return "50" } }()
                                )
                                .attribute(named: "min", value: "0").attribute(named: "max", value: "100")
                            }
                            Button { Text("Save") }.attribute(named: "type", value: "submit")
                        }
                    }
                    .class("partial")
                    if status != .open {
                        Form(url: WeekRoutes.goalStatus.href(goal.id), method: .post) {
                            CSRFField(token: csrf)
                            Input(type: .hidden, name: "state", value: "open")
                            Button { Text("Reopen") }.attribute(named: "type", value: "submit").class("link-button")
                        }
                        .class("inline")
                    }
                }
                Form(url: WeekRoutes.deleteGoal.href(goal.id), method: .post) {
                    CSRFField(token: csrf)
                    Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                        .attribute(named: "aria-label", value: "Delete “\(goal.title)”")
                }
                .class("inline")
            }
            .class("goal-actions")
        }
        .class("goal \(status.state)")
    }
}

struct RetrospectiveSection: Component {
    var model: WeekView.Model

    var body: Component {
        let plan = model.plan
        let page = WeekRoutes.day.href(plan.period.start)
        let due = plan.period.end.adding(days: -1) <= model.today
        return Element(name: "section") {
            H2("Retrospective")
            if !due { Paragraph("Best done on the last day of the week; you can start any time.").class("hint") }
            if !plan.lastWeekActionItems.isEmpty {
                H3("Last week's action items: done?")
                List(plan.lastWeekActionItems) { item in
                    ListItem {
                        Form(url: WeekRoutes.actionItem.href(item.id), method: .post) {
                            CSRFField(token: model.csrf)
                            Input(type: .hidden, name: "done", value: item.done ? "false" : "true")
                            Input(type: .hidden, name: "next", value: page.description)
                            Button { Text(item.done ? "✓ Done" : "Not yet") }.attribute(named: "type", value: "submit")
                                .class(item.done ? "done-toggle done" : "done-toggle")
                                .attribute(named: "aria-pressed", value: item.done ? "true" : "false")
                                .attribute(named: "aria-label", value: "\(item.text): \(item.done ? "done" : "not done yet")")
                        }
                        .class("inline")
                        Span(item.text)
                    }
                }
                .class("action-items")
            }
            Form(url: WeekRoutes.retrospective.href(plan.period.start), method: .post) {
                CSRFField(token: model.csrf)
                Div { Label("What went well?") { TextArea(text: plan.retrospective?.wentWell ?? "", name: "wentWell", numberOfRows: 3) } }
                    .class("field")
                Div {
                    Label("What could be improved?") { TextArea(text: plan.retrospective?.improve ?? "", name: "improve", numberOfRows: 3) }
                }.class("field")
                SubmitRow(title: "Save retrospective")
            }
            H3("Action items for next week")
            if plan.actionItems.isEmpty {
                Paragraph("None yet. One or two small changes are plenty.").class("empty")
            } else {
                List(plan.actionItems) { item in ListItem { Span(item.text) } }.class("action-items")
            }
            Form(url: WeekRoutes.actionItems.href(plan.period.start), method: .post) {
                CSRFField(token: model.csrf)
                Field(label: "New action item", name: "text", required: true, error: errorMessage(model.error, for: "actionItem"))
                SubmitRow(title: "Add action item")
            }
        }
        .class("card")
        .id("retrospective")
    }
}

struct MetricsSection: Component {
    var report: WeekReport
    var areas: [String: Area]

    var body: Component {
        let r = report.report
        let suggestion = r.nextCapacity
        let basis: String =
            switch suggestion.basis {
            case .ratio: "actual ÷ estimated = \(SystemText.percent(suggestion.ratio ?? 1)) (moves at most −50 % / +25 %)"
            case .noEstimates: "no estimates this week, so the capacity stays"
            case .noCapacity: "no capacity was set: the hours actually worked on goals"
            }
        return Element(name: "section") {
            H2("Metrics")
            Div {
                Metric(value: "\(r.doneGoals)/\(r.plannedGoals + r.addedMidSprint)", label: "goals done")
                Metric(value: "\(r.addedMidSprint)", label: "added mid-sprint")
                Metric(value: "\(SystemText.hours(r.actualHours)) / \(SystemText.hours(r.estimatedHours))", label: "actual / estimated")
                Metric(
                    value: "\(SystemText.hours(r.intentionHours)) / \(SystemText.hours(r.capacityHours))", label: "in intentions / capacity"
                )
                Metric(value: SystemText.percent(r.presence.fraction), label: "presence")
                Metric(value: SystemText.hours(suggestion.suggestedHours), label: "suggested next capacity")
            }
            .class("metrics")
            Paragraph("Next week's capacity: \(SystemText.hours(suggestion.suggestedHours)), from \(basis).").class("hint suggestion")
            if !r.byArea.isEmpty {
                Element(name: "table") {
                    Element(name: "thead") {
                        Element(name: "tr") {
                            Element(name: "th") { Text("Area") }
                            Element(name: "th") { Text("Done") }.class("num")
                            Element(name: "th") { Text("Mid-sprint") }.class("num")
                            Element(name: "th") { Text("Est.") }.class("num")
                            Element(name: "th") { Text("Actual") }.class("num")
                        }
                    }
                    Element(name: "tbody") {
                        for line in r.byArea {
                            Element(name: "tr") {
                                Element(name: "td") {
                                    if let area = areas[line.areaID] { AreaChip(area: area) } else { Text("Unknown area") }
                                }
                                Element(name: "td") { Text("\(line.doneGoals)/\(line.plannedGoals + line.addedMidSprint)") }.class("num")
                                Element(name: "td") { Text("\(line.addedMidSprint)") }.class("num")
                                Element(name: "td") { Text(SystemText.hours(line.estimatedHours)) }.class("num")
                                Element(name: "td") { Text(SystemText.hours(line.actualHours)) }.class("num")
                            }
                        }
                    }
                }
                .class("metrics-table")
            }
            H3("Presence per day")
            SystemCharts.days(
                r.presenceByDay.map {
                    DayPresenceDetail(
                        day: $0.day, presence: $0.presence, window: $0.presence.activeSeconds > 0 ? DateInterval() : nil, covered: [])
                })
            if !r.feelingsByTag.isEmpty || !r.feelingsByArea.isEmpty {
                H3("Feelings")
                List(
                    r.feelingsByArea.map { counts in (areas[counts.key]?.label ?? "Area", counts) }
                        + r.feelingsByTag.map { ("#\($0.key)", $0) }
                ) { item in
                    ListItem {
                        Span(item.0).class("feeling-key")
                        Span(Feeling.allCases.filter { item.1[$0] > 0 }.map { "\($0.emoji) \(item.1[$0])" }.joined(separator: "  ")).class(
                            "feeling-counts")
                    }
                }
                .class("feelings-list")
            }
            H3("Last 8 weeks")
            SystemCharts.trend(report.trend)
            Paragraph("Bars: estimated (light) and actual hours; line: capacity; top: goals done/planned.").class("hint")
        }
        .class("card")
        .id("metrics")
    }
}

struct Metric: Component {
    var value: String
    var label: String
    var body: Component {
        Div {
            Span(value).class("metric-value")
            Span(label).class("metric-label")
        }
        .class("metric")
    }
}

struct PastWeeksView: Component {
    var rows: [PastWeekRow]

    var body: Component {
        ComponentGroup {
            H1("Past weeks")
            if rows.isEmpty {
                Paragraph("No weeks planned yet.").class("empty")
            } else {
                List(rows) { row in
                    ListItem {
                        Link(SystemText.period(row.period), url: WeekRoutes.day.href(row.period.start))
                        Span(
                            "\(row.done)/\(row.goals) goals done · \(SystemText.hours(row.estimatedHours)) estimated of \(SystemText.hours(row.capacityHours))\(row.started ? "" : " · not started")"
                        ).class("hint")
                    }
                }
                .class("past-weeks card")
            }
        }
    }
}

struct AreasView: Component {
    struct Model {
        var csrf: String
        var areas: [Area]
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        let active = model.areas.filter { !$0.archived }
        let archived = model.areas.filter(\.archived)
        return ComponentGroup {
            H1("Areas of focus")
            if let error = model.error {
                Paragraph(error.message).class("flash error").attribute(named: "role", value: "alert")
            }
            Div {
                if model.areas.isEmpty {
                    Element(name: "section") {
                        Form(url: WeekRoutes.suggestedAreas.href, method: .post) {
                            CSRFField(token: model.csrf)
                            Input(type: .hidden, name: "next", value: WeekRoutes.areas.href.description)
                            Paragraph("Start with Career, Family, Health, Friends, Chores and Play?")
                            Div {
                                Button { Text("Add the six suggested areas") }.attribute(named: "type", value: "submit").class("primary")
                            }.class("actions")
                        }
                    }
                    .class("card")
                }
                if !active.isEmpty {
                    Element(name: "section") {
                        List(active) { area in
                            ListItem {
                                Element(name: "details") {
                                    Element(name: "summary") { AreaChip(area: area) }
                                    Form(url: WeekRoutes.area.href(area.id), method: .post) {
                                        CSRFField(token: model.csrf)
                                        Field(label: "Name", name: "name", value: area.name, required: true)
                                        Field(label: "Emoji", name: "emoji", value: (area.emoji ?? ""))
                                        Field(label: "Colour", name: "colour", type: .color, value: area.colour)
                                        SubmitRow(title: "Save")
                                    }
                                }
                                Div {
                                    Form(url: WeekRoutes.moveArea.href(area.id), method: .post) {
                                        CSRFField(token: model.csrf)
                                        Button { Text("↑") }.attribute(named: "type", value: "submit").attribute(
                                            named: "name", value: "direction"
                                        ).attribute(named: "value", value: "up")
                                            .attribute(named: "aria-label", value: "Move \(area.name) up")
                                        Button { Text("↓") }.attribute(named: "type", value: "submit").attribute(
                                            named: "name", value: "direction"
                                        ).attribute(named: "value", value: "down")
                                            .attribute(named: "aria-label", value: "Move \(area.name) down")
                                    }
                                    .class("inline")
                                    Form(url: WeekRoutes.area.href(area.id), method: .post) {
                                        CSRFField(token: model.csrf)
                                        Input(type: .hidden, name: "archived", value: "true")
                                        Button { Text("Archive") }.attribute(named: "type", value: "submit").attribute(
                                            named: "aria-label", value: "Archive \(area.name)")
                                    }
                                    .class("inline")
                                }
                                .class("area-actions")
                            }
                        }
                        .class("areas")
                    }
                    .class("card")
                }
                Element(name: "section") {
                    H2("Add an area")
                    Form(url: WeekRoutes.areas.href, method: .post) {
                        CSRFField(token: model.csrf)
                        Field(label: "Name", name: "name", required: true, error: errorMessage(model.error, for: "name"))
                        Field(label: "Emoji (optional)", name: "emoji", error: errorMessage(model.error, for: "emoji"))
                        Field(
                            label: "Colour", name: "colour", type: .color, value: "#2f6f5e", error: errorMessage(model.error, for: "colour")
                        )
                        SubmitRow(title: "Add area")
                    }
                }
                .class("card")
                if !archived.isEmpty {
                    Element(name: "section") {
                        H2("Archived")
                        List(archived) { area in
                            ListItem {
                                AreaChip(area: area)
                                Form(url: WeekRoutes.area.href(area.id), method: .post) {
                                    CSRFField(token: model.csrf)
                                    Input(type: .hidden, name: "archived", value: "false")
                                    Button { Text("Restore") }.attribute(named: "type", value: "submit")
                                }
                                .class("inline")
                            }
                        }
                        .class("areas")
                    }
                    .class("card")
                }
            }
            .class("stack")
        }
    }
}

struct SystemSettingsView: Component {
    struct Model {
        var csrf: String
        var settings: SystemSettings
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        let settings = model.settings
        return Div {
            H1("System settings")
            if let error = model.error {
                Paragraph(error.message).class("flash error").attribute(named: "role", value: "alert")
            }
            Form(url: WeekRoutes.settings.href, method: .post) {
                CSRFField(token: model.csrf)
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Active hours") }
                    Paragraph("Presence is measured against these hours, and the “start an intention” reminder speaks only inside them.")
                        .class("hint")
                    Div {
                        Field(
                            label: "From", name: "activeStart", type: .time, value: settings.activeHours.start.description, required: true)
                        Field(label: "To", name: "activeEnd", type: .time, value: settings.activeHours.end.description, required: true)
                    }
                    .class("pair")
                    Div {
                        for weekday in [2, 3, 4, 5, 6, 7, 1] {
                            Label("") {
                                Input(type: .checkbox, name: "activeDay", value: String(weekday))
                                    .attribute(named: "checked", value: settings.activeHours.weekdays.contains(weekday) ? "checked" : nil)
                                Span(String(SystemText.weekdayNames[weekday - 1].prefix(3)))
                            }
                            .class("pill")
                        }
                    }
                    .class("pills")
                }
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Quiet hours") }
                    Paragraph("No reminder during these hours. Leave empty for none.").class("hint")
                    Div {
                        Field(label: "From", name: "quietStart", type: .time, value: settings.quietHours?.start.description)
                        Field(label: "To", name: "quietEnd", type: .time, value: settings.quietHours?.end.description)
                    }
                    .class("pair")
                }
                Field(
                    label: "Webhook", name: "webhookUrl", type: .url, value: settings.webhookURL,
                    hint: "Optional: reminders and “time's up” are POSTed here as JSON (e.g. a self-hosted ntfy or Gotify).",
                    error: errorMessage(model.error, for: "webhookUrl"))
                SelectField(
                    label: "Sprint length", name: "sprintLength", options: [("1", "One week"), ("2", "Two weeks")],
                    selected: String(settings.sprintLength.rawValue), hint: "Applies to weeks not planned yet.")
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Day modules on Today") }
                    Div {
                        for module in DayModule.allCases {
                            Label("") {
                                Input(type: .checkbox, name: "module", value: module.rawValue)
                                    .attribute(named: "checked", value: settings.dayModules.contains(module) ? "checked" : nil)
                                Span(module.title)
                            }
                            .class("pill")
                        }
                    }
                    .class("pills")
                }
                Div {
                    Label("Standup questions, one per line") {
                        TextArea(text: settings.standupTemplate.questions.joined(separator: "\n"), name: "questions", numberOfRows: 4)
                    }
                    if let message = errorMessage(model.error, for: "questions") { Paragraph(message).class("field-error") }
                }
                .class("field")
                SubmitRow(title: "Save settings")
            }
        }
        .class("card narrow wide-form")
    }
}

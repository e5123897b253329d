import AlmanacCore
import AlmanacStore
import Foundation

/// A horizontal progress bar with its text.
struct ProgressBar: Component {
    var fraction: Double
    var label: String
    var color: String? = nil
    var body: Component {
        BarGraphic(percent: NumberText.clampedInt(min(1, max(0, fraction)) * 100), color: color)
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
        /// The form refused, as typed: its fields show what was typed, the page's other forms
        /// what is saved.
        var typed: FormData? = nil
        var habits: HabitsDayData = .empty
        /// The pacts attached to each goal.
        var pactsByGoal: [String: [Pact]] = [:]
    }
    var model: Model

    var plan: WeekPlan { model.plan }

    /// A field's value: as typed when it was in the refused form, else `saved`.
    func value(_ name: String, saved: String?) -> String? { model.typed?[name] ?? saved }
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
            ErrorSummary(error: model.error)
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
                                let name = "hours\(day.weekday)"
                                let message = errorMessage(model.error, for: name)
                                Div {
                                    Label(SystemText.dayShort(day)) {
                                        Input(
                                            type: .number, name: name,
                                            value: value(
                                                name,
                                                saved: SystemText.hours(plan.capacity.hours(on: day)).replacingOccurrences(
                                                    of: " h", with: ""))
                                        )
                                        .attribute(named: "min", value: "0").attribute(named: "max", value: "24").attribute(
                                            named: "step", value: "0.5"
                                        )
                                        .attribute(named: "inputmode", value: "decimal")
                                        .fieldState(name: name, error: message)
                                    }
                                    FieldMessage(name: name, error: message)
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
                            let progress = plan.progress.first { $0.areaId == area.id }
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
                                        label: "\(area.name): \(SystemText.percent(progress?.completion ?? 0)) done", color: area.color)
                                }
                                List(goals) { goal in
                                    GoalRow(
                                        goal: goal, csrf: model.csrf, started: plan.isStarted, tasks: plan.tasksByGoal[goal.id] ?? [],
                                        progress: plan.todoProgress(of: goal.id), pacts: model.pactsByGoal[goal.id] ?? [])
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
                                Field(
                                    label: "Goal", name: "title", value: value("title", saved: nil), required: true,
                                    error: errorMessage(model.error, for: "title"))
                                SelectField(
                                    label: "Area", name: "areaId", options: plan.areas.filter { !$0.archived }.map { ($0.id, $0.label) },
                                    selected: value("areaId", saved: nil), error: errorMessage(model.error, for: "areaId"))
                                Field(
                                    label: "Estimate (hours)", name: "estimateHours", type: .number,
                                    value: value("estimateHours", saved: "1"),
                                    required: true,
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
                WeekHabitsSection(csrf: model.csrf, data: model.habits)
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
    /// The linked to-dos, done of all, beside the goal's own mark.
    var progress: GoalTodoProgress? = nil
    /// The pacts attached to the goal, shown beside it.
    var pacts: [Pact] = []

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
                if let progress { Span(" · \(progress.text)").class("hint goal-todo-progress") }
                if !tasks.isEmpty {
                    List(tasks) { task in
                        ListItem {
                            Span(task.status == .open ? "○" : "✓").attribute(named: "aria-hidden", value: "true")
                            Link(task.title, url: TasksRoutes.item.href(task.id))
                        }
                        .class(task.status == .open ? "" : "is-done")
                    }
                    .class("goal-tasks")
                    .attribute(named: "aria-label", value: "To-dos for “\(goal.title)”")
                }
                PactsAttached(pacts: pacts)
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

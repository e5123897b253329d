import AlmanacCore
import AlmanacStore
import Foundation

/// One intention in a list: times, what, area, tags, feeling.
struct IntentionRow: Component {
    var intention: Intention
    var zone: TimeZone
    var areas: [Area]
    var csrf: String?
    var next: Href = FocusRoutes.history.href

    var body: Component {
        let end = intention.endedAt ?? intention.endsAt
        let area = areas.first { $0.id == intention.areaId }
        let state: String =
            switch intention.state {
            case .running: "running"
            case .timeUp: "completed"
            case .endedEarly: "ended early"
            case .abandoned: "abandoned"
            }
        return ListItem {
            Span("\(SystemText.clock(intention.startedAt, zone))–\(SystemText.clock(end, zone))").class("intention-time")
            Div {
                Span(intention.what).class("intention-what")
                Div {
                    if let area { AreaChip(area: area) }
                    for tag in intention.tags { Span("#\(tag)").class("tag") }
                    Span("\(state) · \(SystemText.duration(end.timeIntervalSince(intention.startedAt)))").class("hint")
                    if let feeling = intention.feeling {
                        Span(feeling.emoji).class("feeling").attribute(named: "title", value: feeling.rawValue)
                            .attribute(named: "aria-label", value: "felt \(feeling.rawValue)")
                    }
                    if !intention.distractions.isEmpty {
                        Span(intention.distractions.count == 1 ? "1 distraction" : "\(intention.distractions.count) distractions").class(
                            "hint")
                    }
                }
                .class("intention-meta")
                if let reason = intention.abandonReason { Paragraph("Abandoned: \(reason)").class("hint") }
            }
            .class("intention-body")
            if let csrf, intention.state != .running {
                Div {
                    Link("Edit", url: FocusRoutes.edit.href(intention.id)).class("button")
                        .attribute(named: "aria-label", value: "Edit “\(intention.what)”")
                    Form(url: FocusRoutes.delete.href(intention.id), method: .post) {
                        CSRFField(token: csrf)
                        Input(type: .hidden, name: "next", value: next.description)
                        Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                            .attribute(named: "aria-label", value: "Delete “\(intention.what)”")
                    }
                    .class("inline")
                }
                .class("intention-actions")
            }
        }
        .class("intention \(intention.state.rawValue)")
    }
}

/// Insights, each with what it rests on; silent under 10 intentions.
struct InsightsSection: Component {
    var insights: Insights
    var areas: [Area]

    var body: Component {
        let names = Dictionary(areas.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        var sentences: [String] = []
        if let best = insights.feelingsByTag.first { sentences.append("Tag " + best.sentence) }
        if let hardest = insights.hardestTags.first, hardest.key != insights.feelingsByTag.first?.key {
            sentences.append("Hardest tag " + hardest.sentence)
        }
        for area in insights.feelingsByArea.prefix(2) {
            var renamed = area
            renamed.key = names[area.key] ?? "An area"
            sentences.append("Area " + renamed.sentence)
        }
        if let hours = insights.hours { sentences.append(hours.sentence) }
        if let early = insights.endedEarly { sentences.append(early.sentence) }
        return Element(name: "section") {
            H2("Insights")
            if sentences.isEmpty {
                Paragraph("Insights appear after 10 intentions: until then a handful of data points would only pose as a pattern.").class(
                    "empty")
            } else {
                List(sentences) { Text($0) }.class("insights")
            }
        }
        .class("card")
    }
}

struct FocusHomeView: Component {
    /// A to-do's goal or area as the picker's value ("goal:ID", "area:ID" or empty).
    static func link(of details: TaskDetails) -> String {
        if let goal = details.task.goalId { return "goal:\(goal)" }
        if let area = details.task.areaId { return "area:\(area)" }
        return ""
    }

    struct Model {
        var csrf: String
        var zone: TimeZone
        var today: LocalDay
        var intentions: [Intention]
        var presence: DayPresenceDetail
        var areas: [Area]
        var goals: [GoalRecord]
        var pendingReview: Intention?
        var insights: Insights
        var allAreas: [Area]
        var error: AlmanacError?
        /// Today's open to-dos: tapping one fills the form (`?task=ID`, no script needed).
        var suggestions: [TaskDetails] = []
        /// Today's blocks still to come: one tap starts each (Plan's Start).
        var blocks: [TimeBlock] = []
        /// The suggestion picked: its title, goal or area and id are in the form.
        var chosen: TaskDetails? = nil
        /// The refused post, shown again as typed.
        var form: FormData? = nil
    }
    var model: Model

    var body: Component {
        ComponentGroup {
            H1("Focus")
            if let pending = model.pendingReview {
                Div {
                    Span("“\(pending.what)” has ended. How did it feel?")
                    Link("Rate and review", url: FocusRoutes.after.href(pending.id)).class("button primary")
                }
                .class("flash info pending-review")
            }
            Div {
                Element(name: "section") {
                    H2("Set an intention")
                    if !model.suggestions.isEmpty {
                        Div {
                            Paragraph("From today's to-dos:").class("hint").id("focus-suggestions-label")
                            List(model.suggestions.prefix(8)) { details in
                                Link(details.task.title, url: FocusRoutes.focus.href(query: ["task": details.task.id]))
                                    .class("pill suggestion")
                                    .attribute(named: "aria-current", value: model.chosen?.task.id == details.task.id ? "true" : nil)
                            }
                            .class("pills focus-suggestions").attribute(named: "aria-labelledby", value: "focus-suggestions-label")
                        }
                    }
                    if !model.blocks.isEmpty {
                        Div {
                            Paragraph("From today's plan:").class("hint").id("focus-blocks-label")
                            List(model.blocks.prefix(4)) { block in
                                Form(url: PlanRoutes.startBlock.href(block.id), method: .post) {
                                    CSRFField(token: model.csrf)
                                    Button { Text("\(block.timeText) \(block.title)") }.attribute(named: "type", value: "submit")
                                        .class("pill suggestion")
                                        .accessibilityLabel("Start the block “\(block.title)”, \(block.timeText)")
                                }
                                .class("inline")
                            }
                            .class("pills focus-suggestions").attribute(named: "aria-labelledby", value: "focus-blocks-label")
                        }
                    }
                    Form(url: FocusRoutes.start.href, method: .post) {
                        ErrorSummary(error: model.error)
                        CSRFField(token: model.csrf)
                        Input(type: .hidden, name: "task", value: model.chosen?.task.id ?? "")
                        Field(
                            label: "What will you do?", name: "what", value: model.form?["what"] ?? model.chosen?.task.title,
                            required: true,
                            hint: "One line, e.g. “Draft the report's introduction”.",
                            error: errorMessage(model.error, for: "what") ?? errorMessage(model.error, for: "taskId"))
                        Element(name: "fieldset") {
                            Element(name: "legend") { Text("For how long?") }
                            Div {
                                for minutes in Intention.presetMinutes {
                                    Label("") {
                                        Input(type: .radio, name: "minutes", value: String(minutes))
                                            .attribute(named: "checked", value: minutes == 25 ? "checked" : nil)
                                        Span("\(minutes) min")
                                    }
                                    .class("pill")
                                }
                            }
                            .class("pills")
                            Field(
                                label: "Or your own, in minutes", name: "customMinutes", type: .number, hint: "1 to 480.",
                                error: errorMessage(model.error, for: "customMinutes") ?? errorMessage(model.error, for: "plannedMinutes"),
                                inputmode: "numeric")
                        }
                        SelectField(
                            label: "For which goal or area?", name: "link", options: linkOptions(goals: model.goals, areas: model.areas),
                            selected: model.form?["link"] ?? model.chosen.map(Self.link(of:)),
                            hint: model.areas.isEmpty
                                ? "Add areas of focus on the Week page to link intentions to them."
                                : "Optional; counts toward the week's actual hours.")
                        SubmitRow(title: "Start")
                    }
                }
                .class("card focus-start")
                Element(name: "section") {
                    H2("Today · \(SystemText.percent(model.presence.presence.fraction)) present")
                    SystemCharts.day(model.presence, zone: model.zone)
                    if model.intentions.isEmpty {
                        Paragraph("No intentions yet today.").class("empty")
                    } else {
                        List(model.intentions.reversed()) {
                            IntentionRow(
                                intention: $0, zone: model.zone, areas: model.allAreas, csrf: model.csrf, next: FocusRoutes.focus.href)
                        }
                        .class("intentions")
                    }
                    Paragraph {
                        Link("History and filters →", url: FocusRoutes.history.href)
                        Text(" · ")
                        Link("Practice with bells →", url: FocusRoutes.practice.href)
                    }
                }
                .class("card")
                InsightsSection(insights: model.insights, areas: model.allAreas)
            }
            .class("stack")
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// A coloured chip naming an area.
struct AreaChip: Component {
    var area: Area
    var body: Component {
        Span(area.label).class("area-chip").attribute(named: "style", value: "--area: \(area.colour)")
    }
}

/// The options of the "goal or area" select.
func linkOptions(goals: [GoalRecord], areas: [Area]) -> [(value: String, label: String)] {
    let names = Dictionary(areas.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
    return [("", "No goal or area")]
        + goals.map { ("goal:\($0.id)", "Goal: \($0.title) (\(names[$0.areaId] ?? "area"))") }
        + areas.filter { !$0.archived }.map { ("area:\($0.id)", "Area: \($0.label)") }
}

/// The value of a "goal or area" select (`link`): "goal:ID", "area:ID" or empty.
func parseLink(_ value: String?) throws -> (goalID: String?, areaID: String?) {
    guard let value, !value.isEmpty else { return (nil, nil) }
    if value.hasPrefix("goal:") { return (String(value.dropFirst(5)), nil) }
    if value.hasPrefix("area:") { return (nil, String(value.dropFirst(5))) }
    throw AlmanacError.invalid("link", "Pick a goal or an area from the list.")
}

/// The full-screen countdown of a running intention.
struct FocusRunView: Component {
    struct Model {
        var csrf: String
        var intention: Intention
        var now: Date
        var areas: [Area]
        var tips: [String]
        var zone: TimeZone
    }
    var model: Model

    var body: Component {
        let intention = model.intention
        let remaining = NumberText.clampedInt(intention.remaining(at: model.now).rounded(.up))
        let tip = model.tips[abs(NumberText.clampedInt(model.now.timeIntervalSince1970 / 60)) % model.tips.count]
        let area = model.areas.first { $0.id == intention.areaID }
        let tipsJSON = String(decoding: (try? JSONEncoder().encode(model.tips)) ?? Data("[]".utf8), as: UTF8.self)
        return Element(name: "section") {
            Paragraph("Focusing on").class("focus-label")
            H1(intention.what).class("focus-what")
            if let area { Paragraph { AreaChip(area: area) } }
            Paragraph(String(format: "%d:%02d", remaining / 60, remaining % 60)).class("focus-clock")
                .attribute(named: "role", value: "timer").attribute(named: "data-part", value: "clock")
            Paragraph("Until \(SystemText.clock(intention.endsAt, model.zone))").class("hint focus-until")
                .attribute(named: "data-part", value: "until")
            Paragraph(tip).class("focus-tip").attribute(named: "data-part", value: "tip")
            Paragraph("Time's up. Well done.").class("focus-done").attribute(named: "data-part", value: "done").attribute(
                named: "hidden", value: "hidden")
            Div {
                Form(url: FocusRoutes.end.href(intention.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("End now") }.attribute(named: "type", value: "submit").class("primary")
                        .attribute(named: "data-part", value: "end")
                }
                for minutes in [5, 15] {
                    Form(url: FocusRoutes.extend.href(intention.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Input(type: .hidden, name: "minutes", value: String(minutes))
                        Button { Text("+\(minutes) min") }.attribute(named: "type", value: "submit")
                    }
                }
            }
            .class("focus-actions")
            Div {
                Element(name: "details") {
                    Element(name: "summary") { Text("I got distracted") }
                    Form(url: FocusRoutes.distraction.href(intention.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Element(name: "fieldset") {
                            Element(name: "legend") { Text("What pulled you away?") }
                            for (value, label) in [
                                ("internal", "An urge from inside"), ("external", "Something from outside"),
                                ("planning", "The plan did not hold"),
                            ] {
                                Label("") {
                                    Input(type: .radio, name: "trigger", value: value).attribute(named: "required", value: "required")
                                    Text(" \(label)")
                                }
                                .class("choice")
                            }
                        }
                        Field(label: "Note (optional)", name: "note")
                        SubmitRow(title: "Note it and carry on")
                    }
                }
                .class("focus-more")
                Element(name: "details") {
                    Element(name: "summary") { Text("Abandon") }
                    Form(url: FocusRoutes.abandon.href(intention.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Field(label: "Why are you stopping?", name: "reason", required: true)
                        Div { Button { Text("Abandon intention") }.attribute(named: "type", value: "submit").class("danger") }.class(
                            "actions")
                    }
                }
                .class("focus-more")
                Div {
                    Button { Text("Notify me when time is up") }.attribute(named: "type", value: "button")
                        .attribute(named: "data-action", value: "askNotifications").attribute(named: "hidden", value: "hidden")
                    Button { Text("Full screen") }.attribute(named: "type", value: "button")
                        .attribute(named: "data-action", value: "fullscreen").attribute(named: "hidden", value: "hidden")
                    Link("Rate and review →", url: FocusRoutes.after.href(intention.id)).class("button primary")
                        .attribute(named: "data-part", value: "after").attribute(named: "hidden", value: "hidden")
                }
                .class("actions")
            }
            .class("focus-extra")
        }
        .class("focus-run")
        .attribute(named: "data-widget", value: "focus")
        .attribute(named: "data-mode", value: "run")
        .attribute(named: "data-id", value: intention.id)
        .attribute(named: "data-what", value: intention.what)
        .attribute(named: "data-ends-at", value: Timestamp.text(intention.endsAt))
        .attribute(named: "data-server-now", value: Timestamp.text(model.now))
        .attribute(named: "data-tips", value: tipsJSON)
    }
}

/// One intention in a list: times, what, area, tags, feeling.
struct IntentionRow: Component {
    var intention: Intention
    var zone: TimeZone
    var areas: [Area]
    var csrf: String?
    var next: Href = FocusRoutes.history.href

    var body: Component {
        let end = intention.endedAt ?? intention.endsAt
        let area = areas.first { $0.id == intention.areaID }
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
                    if let error = model.error, error.field == nil || error.field == "link" {
                        Paragraph(error.message).class("field-error").attribute(named: "role", value: "alert")
                    }
                    Form(url: FocusRoutes.start.href, method: .post) {
                        CSRFField(token: model.csrf)
                        Field(
                            label: "What will you do?", name: "what", required: true,
                            hint: "One line, e.g. “Draft the report's introduction”.",
                            error: errorMessage(model.error, for: "what"))
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
                            selected: nil,
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
                            IntentionRow(intention: $0, zone: model.zone, areas: model.allAreas, csrf: model.csrf, next: FocusRoutes.focus.href)
                        }
                        .class("intentions")
                    }
                    Paragraph { Link("History and filters →", url: FocusRoutes.history.href) }
                }
                .class("card")
                InsightsSection(insights: model.insights, areas: model.allAreas)
            }
            .class("stack")
        }
    }
}

/// After an intention: tag it, rate how it felt (after the 5-second pause), review it.
struct FocusAfterView: Component {
    struct Model {
        var csrf: String
        var intention: Intention
        var now: Date
        var zone: TimeZone
        var knownTags: [String]
        var areas: [Area]
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        let intention = model.intention
        let ended = intention.endedAt ?? intention.endsAt
        let worked = ended.timeIntervalSince(intention.startedAt)
        let gateOpen = model.now >= ended.addingTimeInterval(Intention.ratingGate)
        let tags = Array(Set(model.knownTags + intention.tags)).sorted { $0.lowercased() < $1.lowercased() }
        return ComponentGroup {
            H1("“\(intention.what)”")
            Paragraph(
                intention.state == .abandoned
                    ? "Abandoned after \(SystemText.duration(worked))."
                    : "\(intention.state == .endedEarly ? "Ended early" : "Time's up") after \(SystemText.duration(worked)) of \(intention.plannedMinutes) min planned."
            )
            .class("lead")
            if let error = model.error {
                Paragraph(error.message).class("flash error").attribute(named: "role", value: "alert")
            }
            if intention.state.isCompleted {
                Div {
                    Element(name: "section") {
                        H2("1. Tags")
                        Form(url: FocusRoutes.tags.href(intention.id), method: .post) {
                            CSRFField(token: model.csrf)
                            if !tags.isEmpty {
                                Div {
                                    for tag in tags {
                                        Label("") {
                                            Input(type: .checkbox, name: "tag", value: tag)
                                                .attribute(named: "checked", value: intention.tags.contains(tag) ? "checked" : nil)
                                            Span("#\(tag)")
                                        }
                                        .class("pill")
                                    }
                                }
                                .class("pills")
                            }
                            Field(
                                label: "New tags", name: "newTags", hint: "Separate with commas, e.g. writing, deep work.",
                                error: errorMessage(model.error, for: "tags"))
                            SubmitRow(title: "Save tags")
                        }
                    }
                    .class("card")
                    Element(name: "section") {
                        H2("2. How did it feel?")
                        if let feeling = intention.feeling {
                            Paragraph("You felt \(feeling.rawValue) \(feeling.emoji). Change it below if you like.").class("hint")
                        }
                        Paragraph(gateOpen ? "Pick the one that fits." : "Take a breath first: the choices unlock in a few seconds.")
                            .class("hint").attribute(named: "data-part", value: "gate")
                        Form(url: FocusRoutes.rate.href(intention.id), method: .post) {
                            CSRFField(token: model.csrf)
                            Div {
                                for feeling in Feeling.allCases {
                                    Button {
                                        Span(feeling.emoji).class("feeling-emoji")
                                        Span(feeling.rawValue)
                                    }
                                    .attribute(named: "type", value: "submit").attribute(named: "name", value: "feeling")
                                    .attribute(named: "value", value: feeling.rawValue)
                                    .attribute(named: "disabled", value: gateOpen ? nil : "disabled")
                                    .attribute(named: "aria-pressed", value: intention.feeling == feeling ? "true" : "false")
                                    .class("feeling-choice")
                                }
                            }
                            .class("feelings")
                        }
                    }
                    .class("card")
                    .id("feeling")
                    .attribute(named: "data-widget", value: "focus")
                    .attribute(named: "data-mode", value: "rate")
                    Element(name: "section") {
                        H2("3. Review")
                        Form(url: FocusRoutes.review.href(intention.id), method: .post) {
                            CSRFField(token: model.csrf)
                            ReviewFields(review: intention.review)
                            SubmitRow(title: "Save review")
                        }
                    }
                    .class("card")
                    .id("review")
                }
                .class("stack")
            }
            Paragraph { Link("← Back to Focus", url: FocusRoutes.focus.href) }
        }
    }
}

struct ReviewFields: Component {
    var review: IntentionReview?
    var body: Component {
        ComponentGroup {
            for (name, label, value) in [
                ("wentWell", "What went well?", review?.wentWell), ("improve", "What could be improved?", review?.improve),
                ("interesting", "What was interesting?", review?.interesting),
            ] {
                Div {
                    Label(label) { TextArea(text: value ?? "", name: name, numberOfRows: 2) }
                }
                .class("field")
            }
        }
    }
}

struct FocusHistoryView: Component {
    struct Model {
        var csrf: String
        var zone: TimeZone
        var dayStartHour: Int
        var today: LocalDay
        var first: LocalDay
        var last: LocalDay
        var filter: IntentionFilter
        var intentions: [Intention]
        var tags: [String]
        var areas: [Area]
        var presence: [DayPresenceDetail]
    }
    var model: Model

    var body: Component {
        let byDay = Dictionary(grouping: model.intentions) {
            LocalDay(containing: $0.startedAt, in: model.zone, dayStartHour: model.dayStartHour)
        }
        let days = byDay.keys.sorted(by: >)
        let earlier = model.first.adding(days: -7)
        let span = model.first.days(to: model.last)
        return ComponentGroup {
            H1("Intention history")
            Form(url: FocusRoutes.history.href, method: .get) {
                Input(type: .hidden, name: "from", value: model.first.description)
                Input(type: .hidden, name: "to", value: model.last.description)
                Div {
                    SelectField(
                        label: "Tag", name: "tag", options: [("", "Any tag")] + model.tags.map { ($0, "#\($0)") },
                        selected: model.filter.tag)
                    SelectField(
                        label: "Area", name: "area", options: [("", "Any area")] + model.areas.map { ($0.id, $0.label) },
                        selected: model.filter.areaID)
                    SelectField(
                        label: "Feeling", name: "feeling",
                        options: [("", "Any feeling")] + Feeling.allCases.map { ($0.rawValue, "\($0.emoji) \($0.rawValue)") },
                        selected: model.filter.feeling?.rawValue)
                }
                .class("filters")
                Div { Button { Text("Filter") }.attribute(named: "type", value: "submit") }.class("actions")
            }
            .class("card")
            Element(name: "section") {
                H2("Presence, \(SystemText.dayMonth(model.presence.first?.day ?? model.first)) – \(SystemText.dayMonth(model.last))")
                SystemCharts.days(model.presence)
            }
            .class("card")
            if days.isEmpty {
                Paragraph(
                    "No intentions from \(SystemText.dayMonth(model.first)) to \(SystemText.dayMonth(model.last))\(model.filter == IntentionFilter() ? "" : " with these filters")."
                ).class("empty")
            }
            for day in days {
                Element(name: "section") {
                    H2(SystemText.dayTitle(day))
                    List(byDay[day]!.reversed()) {
                        IntentionRow(
                            intention: $0, zone: model.zone, areas: model.areas, csrf: model.csrf,
                            next: FocusRoutes.history.href(query: ["from": model.first.description, "to": model.last.description]))
                    }
                    .class("intentions")
                }
                .class("card history-day")
            }
            Paragraph {
                Link("← Earlier", url: FocusRoutes.history.href(query: ["from": earlier.description, "to": model.first.adding(days: -1).description]))
                if model.last < model.today {
                    Text(" · ")
                    Link("Later →", url: FocusRoutes.history.href(query: ["from": model.last.adding(days: 1).description, "to": model.last.adding(days: span + 1).description]))
                }
            }
            .class("pager")
        }
    }
}

struct FocusEditView: Component {
    struct Model {
        var csrf: String
        var intention: Intention
        var zone: TimeZone
        var areas: [Area]
        var goals: [GoalRecord]
        var error: AlmanacError?
    }
    var model: Model

    func local(_ date: Date) -> String {
        let day = LocalDay(containing: date, in: model.zone)
        return "\(day)T\(SystemText.clock(date, model.zone))"
    }

    var body: Component {
        let intention = model.intention
        let selected = intention.goalID.map { "goal:\($0)" } ?? intention.areaID.map { "area:\($0)" }
        return Div {
            H1("Edit intention")
            if let error = model.error, error.field == nil {
                Paragraph(error.message).class("field-error").attribute(named: "role", value: "alert")
            }
            Form(url: FocusRoutes.edit.href(intention.id), method: .post) {
                CSRFField(token: model.csrf)
                Field(
                    label: "What", name: "what", value: intention.what, required: true,
                    error: errorMessage(model.error, for: "what"))
                Field(
                    label: "Started", name: "startedAt", type: .datetimeLocal, value: local(intention.startedAt), required: true,
                    error: errorMessage(model.error, for: "startedAt"))
                Field(
                    label: "Ended", name: "endedAt", type: .datetimeLocal, value: local(intention.endedAt ?? intention.endsAt),
                    required: true,
                    error: errorMessage(model.error, for: "endedAt"))
                SelectField(
                    label: "Goal or area", name: "link", options: linkOptions(goals: model.goals, areas: model.areas), selected: selected)
                Field(
                    label: "Tags", name: "tags", value: intention.tags.joined(separator: ", "), hint: "Separate with commas.",
                    error: errorMessage(model.error, for: "tags"))
                if intention.state.isCompleted {
                    SelectField(
                        label: "How it felt", name: "feeling",
                        options: [("", "Not rated")] + Feeling.allCases.map { ($0.rawValue, "\($0.emoji) \($0.rawValue)") },
                        selected: intention.feeling?.rawValue)
                    ReviewFields(review: intention.review)
                }
                SubmitRow(title: "Save")
            }
        }
        .class("card narrow")
    }
}

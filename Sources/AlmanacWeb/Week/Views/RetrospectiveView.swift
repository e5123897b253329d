import AlmanacCore
import AlmanacStore
import Foundation

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
        let hasHabits = r.plannedHabitCheckIns > 0 || r.doneHabitCheckIns > 0
        let hasBlocks = r.plannedHours > 0
        let missed = r.missedBlocks.reduce(0) { $0 + $1.count }
        let unassigned = r.plannedHabitCheckIns - r.byArea.reduce(0) { $0 + $1.plannedHabitCheckIns }
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
                if hasBlocks { Metric(value: SystemText.hours(r.plannedHours), label: "planned in blocks") }
                if r.plannedHabitCheckIns > 0 || r.doneHabitCheckIns > 0 {
                    Metric(value: "\(r.doneHabitCheckIns)/\(r.plannedHabitCheckIns)", label: "habit check-ins done")
                }
                Metric(value: SystemText.hours(suggestion.suggestedHours), label: "suggested next capacity")
            }
            .class("metrics")
            Paragraph("Next week's capacity: \(SystemText.hours(suggestion.suggestedHours)), from \(basis).").class("hint suggestion")
            DistractionFigures(tally: report.distractions)
            PactsWeekList(pacts: report.pacts)
            if !r.byArea.isEmpty {
                Element(name: "table") {
                    Element(name: "thead") {
                        Element(name: "tr") {
                            Element(name: "th") { Text("Area") }
                            Element(name: "th") { Text("Done") }.class("num")
                            Element(name: "th") { Text("Mid-sprint") }.class("num")
                            Element(name: "th") { Text("Est.") }.class("num")
                            if hasBlocks { Element(name: "th") { Text("Planned") }.class("num") }
                            Element(name: "th") { Text("Actual") }.class("num")
                            if hasHabits { Element(name: "th") { Text("Habits") }.class("num") }
                        }
                    }
                    Element(name: "tbody") {
                        for line in r.byArea {
                            Element(name: "tr") {
                                Element(name: "td") {
                                    if let area = areas[line.areaId] { AreaChip(area: area) } else { Text("Unknown area") }
                                }
                                Element(name: "td") { Text("\(line.doneGoals)/\(line.plannedGoals + line.addedMidSprint)") }.class("num")
                                Element(name: "td") { Text("\(line.addedMidSprint)") }.class("num")
                                Element(name: "td") { Text(SystemText.hours(line.estimatedHours)) }.class("num")
                                if hasBlocks { Element(name: "td") { Text(SystemText.hours(line.plannedHours)) }.class("num") }
                                Element(name: "td") { Text(SystemText.hours(line.actualHours)) }.class("num")
                                if hasHabits {
                                    Element(name: "td") {
                                        Text(
                                            line.plannedHabitCheckIns + line.doneHabitCheckIns == 0
                                                ? "–" : "\(line.doneHabitCheckIns)/\(line.plannedHabitCheckIns)")
                                    }
                                    .class("num")
                                }
                            }
                        }
                    }
                }
                .class("metrics-table")
            }
            if hasHabits {
                Paragraph(
                    "Habits: check-ins done of those planned by each habit's schedule this week (rest days lower the plan)"
                        + (unassigned > 0 ? "; \(unassigned) planned for habits without an area count in the total only." : ".")
                )
                .class("hint")
            }
            if hasBlocks {
                Paragraph(
                    "Planned: hours of the area's blocks on the Plan; actual: its completed intentions."
                        + (r.blocksAwaitingDisposition > 0
                            ? " \(r.blocksAwaitingDisposition) passed block\(r.blocksAwaitingDisposition == 1 ? "" : "s") still wait\(r.blocksAwaitingDisposition == 1 ? "s" : "") for what became of \(r.blocksAwaitingDisposition == 1 ? "it" : "them")."
                            : "")
                )
                .class("hint")
                H3("Blocks missed")
                if missed == 0 {
                    Paragraph("None: every block that passed had an intention or was done anyway.").class("empty")
                } else {
                    List(r.missedBlocks) { line in
                        ListItem {
                            Span(line.cause.label).class("feeling-key")
                            Text(" \(line.count) block\(line.count == 1 ? "" : "s"), \(SystemText.hours(line.hours))")
                        }
                    }
                    .class("missed-blocks")
                }
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

/// The week's distractions by trigger and the urges surfed: counts, not a score.
struct DistractionFigures: Component {
    var tally: DistractionTally

    var body: Component {
        ComponentGroup {
            if tally.total > 0 {
                H3("Distractions")
                Paragraph(
                    "\(tally.total) during intentions: "
                        + DistractionTrigger.allCases.map { "\(tally[$0]) \($0.label.lowercased())" }.joined(separator: ", ") + "."
                        + (tally.urgesSurfed > 0 ? " Urges surfed: \(tally.urgesSurfed), passed: \(tally.urgesPassed)." : "")
                )
                .class("distraction-figures")
            }
        }
    }
}

/// The week's pacts beside goals and habits: the days marked kept and broken, and for a price
/// pact what the broken days come to (an honour ledger).
struct PactsWeekList: Component {
    var pacts: [PactWeek]

    var body: Component {
        ComponentGroup {
            if !pacts.isEmpty {
                H3("Pacts")
                List(pacts) { week in
                    ListItem {
                        Link(week.pact.terms.text, url: RunbooksRoutes.pacts.href)
                        Text(" · \(week.tally)")
                        if let owed = week.owed, week.broken > 0, let consequence = week.pact.terms.consequence {
                            Text(" · \(owed): \(consequence)")
                        }
                    }
                }
                .class("pacts-week")
            }
        }
    }
}

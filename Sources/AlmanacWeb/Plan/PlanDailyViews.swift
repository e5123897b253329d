import AlmanacCore
import AlmanacStore
import Foundation

/// The morning step: the day's capacity, and today's to-dos and the week's goals not yet in a
/// block, each with the first free time that fits it and "Place" in one tap (the grid stays the
/// place to draw and drag).
struct PlanningView: Component {
    var csrf: String
    var page: PlanPageData

    /// Where a suggestion may start: now on today, 08:00 on any other day. The grid is the
    /// calendar day, so after midnight with a later day start (today is still the day before)
    /// its time has all passed.
    var earliest: Int {
        guard page.day == page.today else { return 8 * 60 }
        guard LocalDay(containing: page.now, in: page.zone) == page.day else { return TimeBlockRules.dayMinutes }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = page.zone
        let parts = calendar.dateComponents([.hour, .minute], from: page.now)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }

    struct Suggestion {
        var title: String
        var detail: String
        var fields: [(String, String)]
        var start: Int?
        var minutes: Int
    }

    /// Each to-do (with a goal or area) and goal of the day not yet in a block, in turn given the
    /// first free time after the ones before it.
    var suggestions: [Suggestion] {
        let blocks = page.blocks(on: page.day)
        var taken = blocks.map { (start: $0.block.startMinute, end: $0.block.endMinute) }
        taken += page.meetings(on: page.day).timed.map { (start: $0.startMinute, end: $0.endMinute) }
        let placedTasks = Set(blocks.compactMap(\.block.taskId))
        let placedGoals = Set(blocks.compactMap(\.block.goalId))
        var result: [Suggestion] = []
        func add(_ title: String, _ detail: String, _ fields: [(String, String)], minutes: Int) {
            let start = DailySteps.firstFreeStart(minutes: minutes, earliest: earliest, taken: taken)
            if let start { taken.append((start: start, end: start + minutes)) }
            result.append(Suggestion(title: title, detail: detail, fields: fields, start: start, minutes: minutes))
        }
        for task in page.tasks where !placedTasks.contains(task.id) && (task.goalId != nil || task.areaId != nil) {
            add(
                task.title, task.estimateMinutes.map { "to-do · \(PlanText.minutes($0)) estimated" } ?? "to-do", [("task", task.id)],
                minutes: TaskEstimate.blockMinutes(task.estimateMinutes))
        }
        for goal in page.goals where !placedGoals.contains(goal.id) && goal.goalStatus != .done {
            add(goal.title, "🎯 goal", [("title", goal.title), ("link", "goal:\(goal.id)")], minutes: 60)
        }
        return result
    }

    var body: Component {
        let day = page.day
        let unlinked = page.tasks.filter { $0.goalId == nil && $0.areaId == nil }
        let suggestions = suggestions
        return Element(name: "section") {
            PlanStylesheet()
            Header {
                H1("Plan \(day.weekdayName) \(SystemText.dayMonth(day))")
                Navigation {
                    Link("Open the grid", url: PlanRoutes.day.href(day))
                    Link("Shut down", url: PlanRoutes.shutdown.href(day))
                }
                .class("plan-nav").attribute(named: "aria-label", value: "Daily steps")
            }
            PlanLoadLine(load: page.load(on: day))
            PlanningTasksLoad(page: page)
            H2("Place into free time")
            if suggestions.isEmpty {
                Paragraph("Everything of today is in a block; open the grid to add more.").class("empty")
            } else {
                List(suggestions) { suggestion in
                    ListItem {
                        Span(suggestion.title).class("daily-title")
                        Span(" · \(suggestion.detail)").class("hint")
                        if let start = suggestion.start {
                            Form(url: PlanRoutes.addBlock.href(day), method: .post) {
                                CSRFField(token: csrf)
                                for (name, value) in suggestion.fields { Input(type: .hidden, name: name, value: value) }
                                Input(type: .hidden, name: "start", value: TimeBlockRules.clock(start))
                                Input(type: .hidden, name: "minutes", value: String(suggestion.minutes))
                                Input(type: .hidden, name: "next", value: "planning")
                                Button {
                                    Text("Place \(TimeBlockRules.clock(start))–\(TimeBlockRules.clock(start + suggestion.minutes))")
                                }
                                .attribute(named: "type", value: "submit")
                                .attribute(named: "aria-label", value: "Place “\(suggestion.title)” at \(TimeBlockRules.clock(start))")
                            }
                            .class("inline")
                        } else {
                            Span(" · no free \(PlanText.minutes(suggestion.minutes)) left today").class("hint")
                        }
                    }
                    .class("daily-item")
                }
                .class("daily-list")
            }
            if !unlinked.isEmpty {
                Paragraph(
                    "Without a goal or area (give them one, or place them on the grid): "
                        + unlinked.map(\.title).joined(separator: ", ") + "."
                )
                .class("hint")
            }
        }
        .class("daily plan")
    }
}

/// The evening step: each block and what became of it, the open to-dos to carry over to
/// tomorrow, and a draft journal entry of the day to edit and save.
struct ShutdownView: Component {
    var csrf: String
    var page: PlanPageData

    var lines: [(planned: PlannedBlock, line: DailySteps.ShutdownLine)] {
        page.blocks(on: page.day).map { planned in
            let outcome: DailySteps.Outcome =
                if !planned.intentions.isEmpty {
                    .ran(minutes: planned.actualMinutes(at: page.now))
                } else if let disposition = planned.block.blockDisposition {
                    .disposed(disposition, planned.block.missCause)
                } else if planned.needsDisposition(at: page.now, in: page.zone) {
                    .unanswered
                } else {
                    .ahead
                }
            return (
                planned,
                DailySteps.ShutdownLine(
                    time: planned.block.timeText, title: planned.block.title, plannedMinutes: planned.block.minutes, outcome: outcome,
                    moves: planned.versions.count)
            )
        }
    }

    var body: Component {
        let day = page.day
        let lines = lines
        let dropped = page.dropped.filter { $0.day == day.description }
        let draft = DailySteps.journalDraft(
            day: day, lines: lines.map(\.line), dropped: dropped.map(\.title), openTasks: page.tasks.map(\.title),
            feelings: lines.flatMap { $0.planned.intentions.compactMap(\.feeling) })
        // Today's draft is written now: on the calendar day of now (after midnight with a later day
        // start, the day after the person's day); another day's at 21:00 of that day.
        let (writtenDay, time) =
            day == page.today ? (LocalDay(containing: page.now, in: page.zone), SystemText.clock(page.now, page.zone)) : (day, "21:00")
        return Element(name: "section") {
            PlanStylesheet()
            Header {
                H1("Shut down \(day.weekdayName) \(SystemText.dayMonth(day))")
                Navigation {
                    Link("Open the grid", url: PlanRoutes.day.href(day))
                    Link("Plan tomorrow", url: PlanRoutes.planning.href(day.adding(days: 1)))
                }
                .class("plan-nav").attribute(named: "aria-label", value: "Daily steps")
            }
            PlanLoadLine(load: page.load(on: day))
            H2("What became of each block")
            if lines.isEmpty {
                Paragraph("No blocks were planned for this day.").class("empty")
            } else {
                List(lines) { item in
                    ListItem {
                        Span(item.line.time).class("meeting-time")
                        Text(" \(item.line.title): \(item.line.outcome.text)")
                        if item.line.outcome == .unanswered {
                            Text(" · ")
                            Link("say what became of it", url: PlanRoutes.day(day, at: "block-\(item.planned.id)"))
                        }
                    }
                    .class("daily-item").attribute(named: "data-color", value: item.planned.area?.color)
                }
                .class("daily-list")
            }
            if !dropped.isEmpty { Paragraph("Dropped: " + dropped.map(\.title).joined(separator: ", ") + ".").class("hint") }
            H2("Carry over to \(day.adding(days: 1).weekdayName)")
            if page.tasks.isEmpty {
                Paragraph("No open to-dos left for this day.").class("empty")
            } else {
                Form(url: PlanRoutes.carryOver.href(day), method: .post) {
                    CSRFField(token: csrf)
                    Element(name: "fieldset") {
                        Element(name: "legend") { Text("Open to-dos (unticked ones stay)") }
                        for task in page.tasks {
                            Div {
                                Element(name: "label") {
                                    Input(type: .checkbox, name: "task", value: task.id).attribute(named: "checked", value: "checked")
                                    Text(" \(task.title)")
                                }
                            }
                            .class("field checkbox")
                        }
                    }
                    SubmitRow(title: "Carry over to \(day.adding(days: 1).weekdayName)")
                }
                .id("carry-over")
            }
            H2("Journal")
            Form(url: JournalRoutes.entries.href, method: .post) {
                CSRFField(token: csrf)
                Input(type: .hidden, name: "day", value: writtenDay.description)
                Input(type: .hidden, name: "time", value: time)
                Input(type: .hidden, name: "tags", value: "shutdown")
                Div { Label("Draft of the day (edit it, then save)") { TextArea(text: draft, name: "text", numberOfRows: 12) } }
                    .class("field")
                SubmitRow(title: "Save to the journal")
            }
            .id("shutdown-journal")
        }
        .class("daily plan")
    }
}

/// The to-dos of the day not yet in a block, by their estimates, added to the planned time
/// against the day's capacity: "To place: 3 to-dos, 1 h 45 min estimated (1 without an
/// estimate). With them: 7 h 15 min of 6 h, 1 h 15 min over capacity."
struct PlanningTasksLoad: Component {
    var page: PlanPageData

    var body: Component {
        let placed = Set(page.blocks(on: page.day).compactMap(\.block.taskId))
        let open = page.tasks.filter { !placed.contains($0.id) }
        guard !open.isEmpty else { return EmptyComponent() }
        let sum = DailySteps.loadWithTasks(page.load(on: page.day), estimates: open.map(\.estimateMinutes))
        var text = "To place: \(open.count == 1 ? "1 to-do" : "\(open.count) to-dos"), \(PlanText.minutes(sum.estimated)) estimated"
        if sum.unestimated > 0 { text += " (\(sum.unestimated) without an estimate)" }
        text += ". With them: \(PlanText.minutes(sum.load.plannedMinutes)) of \(PlanText.minutes(sum.load.capacityMinutes))"
        text += sum.load.overcommittedMinutes > 0 ? ", \(PlanText.minutes(sum.load.overcommittedMinutes)) over capacity." : "."
        return Paragraph(text).class(sum.load.overcommittedMinutes > 0 ? "plan-load over" : "plan-load").id("tasks-load")
    }
}

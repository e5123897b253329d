import AlmanacCore
import AlmanacStore
import Foundation

struct TodayView: Component {
    struct Model {
        var csrf: String
        var user: User
        var page: TodayPageData
        var error: AlmanacError?
        var errorModule: DayModule?
        /// The refused module's form as typed, shown again in its card.
        var typed: FormData? = nil
    }
    var model: Model

    var page: Href { TodayRoutes.day.href(model.page.day) }

    /// The areas of focus not archived: the goal-or-area picker's choices.
    var activeAreas: [Area] { model.page.plan.areas.filter { !$0.archived } }

    var body: Component {
        ComponentGroup {
            Div {
                H1(model.page.isToday ? "Today" : SystemText.dayTitle(model.page.day))
                Paragraph(
                    model.page.isToday
                        ? "\(SystemText.dayTitle(model.page.day)) · good to see you, \(model.user.displayName)." : "A look back."
                ).class("lead")
                Navigation {
                    Link(
                        "← \(SystemText.dayShort(model.page.day.adding(days: -1)))",
                        url: TodayRoutes.day.href(model.page.day.adding(days: -1)))
                    if !model.page.isToday { Link("Today", url: TodayRoutes.today.href) }
                    Link(
                        "\(SystemText.dayShort(model.page.day.adding(days: 1))) →",
                        url: TodayRoutes.day.href(model.page.day.adding(days: 1)))
                }
                .class("week-nav")
                RunbookShortcuts(runbooks: model.page.runbooks, prompt: "Hard moment?")
                Paragraph {
                    Link("Plan the day", url: PlanRoutes.planning.href(model.page.day))
                    Text(" · ")
                    Link("Shut down", url: PlanRoutes.shutdown.href(model.page.day))
                }
                .class("daily-steps")
            }
            .class("page-head")
            TodayMeetingsLine(meetings: model.page.meetings, zone: model.user.preferences.zone)
            TodayBlockLine(
                block: model.page.nextBlock, hasBegun: model.page.nextBlockHasBegun, canStart: model.page.running == nil, csrf: model.csrf)
            if model.errorModule == nil { ErrorSummary(error: model.error) }
            Div {
                for card in model.page.settings.todayCards { self.card(card) }
            }
            .class("stack today")
            Div {}.attribute(named: "data-widget", value: "focus").attribute(named: "data-mode", value: "poll")
        }
    }
}

extension TodayView {
    /// Tasks' quick entry, adding to today and returning here.
    var quickEntry: HTML {
        var frame = TasksPage.Model(csrf: model.csrf, path: page.fragment("todos").description, today: model.page.day, lists: [], tags: [])
        frame.defaultWhen = "today"
        frame.areas = activeAreas
        frame.goals = model.page.plan.goals.filter { $0.goalStatus != .done }
        return TasksPage(model: frame).quickEntry
    }
}

extension TodayView {
    /// One card of the page; their order is the person's setting (`TodayCard`).
    @ComponentBuilder
    func card(_ card: TodayCard) -> ComponentGroup {
        let missing = model.page.settings.dayModules.filter { !model.page.entries.isFilled($0) }
        let answers = model.page.standup?.answerList ?? []
        let openGoals = model.page.plan.goals.filter { $0.status != "done" }
        let areas = Dictionary(model.page.plan.areas.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        switch card {
        case .todos:
            Element(name: "section") {
                H2(model.page.isToday ? "Today's to-dos" : "To-dos done that day")
                if model.page.tasks.isEmpty {
                    Paragraph(model.page.isToday ? "Nothing on today's list yet." : "No to-dos were completed that day.").class("empty")
                } else {
                    RowActions(csrf: model.csrf, back: page.fragment("todos").description)
                    List(model.page.tasks) {
                        TaskRow(
                            details: $0, back: page.fragment("todos").description, today: model.page.day,
                            container: nil, previous: nil,
                            next: nil, showList: true, inToday: model.page.isToday, keepsAreas: !activeAreas.isEmpty)
                    }
                    .class("task-rows")
                }
                if model.page.isToday {
                    quickEntry
                    Paragraph { Link("Open Today in Tasks", url: TasksRoutes.view(.today)) }.class("hint")
                }
            }
            .class("card today-tasks")
            .id("todos")
            // tasks.js completes a to-do in place (the page keeps its scroll, the Undo comes up
            // at the bottom); without it the form returns to #todos.
            .attribute(named: "data-widget", value: model.page.isToday ? "tasks" : nil)
        case .focus:
            Element(name: "section") {
                if let running = model.page.running {
                    Div {
                        Span("Focusing on “\(running.what)”, until \(SystemText.clock(running.endsAt, model.user.preferences.zone)).")
                        Link("Open the timer", url: FocusRoutes.focus.href).class("button primary")
                    }
                    .class("focus-now")
                } else if model.page.isToday {
                    Div {
                        Span("What is the one thing to do next?")
                        Link("Set an intention", url: FocusRoutes.focus.href).class("button primary")
                    }
                    .class("focus-now")
                }
                H2("\(model.page.isToday ? "Today" : "That day"): \(SystemText.percent(model.page.presence.presence.fraction)) present")
                SystemCharts.day(model.page.presence, zone: model.user.preferences.zone)
                if model.page.intentions.isEmpty {
                    Paragraph("No intentions yet.").class("empty")
                } else {
                    List(model.page.intentions.reversed()) {
                        IntentionRow(intention: $0, zone: model.user.preferences.zone, areas: model.page.plan.areas, csrf: nil)
                    }.class("intentions")
                }
            }
            .class("card today-focus")
        case .habits:
            TodayHabitsSection(csrf: model.csrf, data: model.page.habits, day: model.page.day)
        case .standup:
            Element(name: "section") {
                H2("Daily standup")
                if model.page.standup != nil { Paragraph("Saved. Change the answers any time today.").class("hint") }
                Form(url: TodayRoutes.standup.href(model.page.day), method: .post) {
                    CSRFField(token: model.csrf)
                    for (index, question) in model.page.settings.standupTemplate.questions.enumerated() {
                        Div {
                            Label(question) {
                                TextArea(
                                    text: answers.first { $0.question == question }?.answer ?? "", name: "answer\(index)",
                                    numberOfRows: 3)
                            }
                            if index == 0 {
                                if model.page.finishedYesterday.isEmpty && model.page.toDosDoneYesterday.isEmpty {
                                    Paragraph("Nothing completed yesterday: no intentions, no to-dos.").class("hint")
                                } else {
                                    Div {
                                        Paragraph("Yesterday you finished:").class("hint")
                                        List {
                                            for details in model.page.toDosDoneYesterday {
                                                ListItem {
                                                    Span("✓ ").class("hint")
                                                    Text(details.task.title)
                                                    Text(" ")
                                                    TieChip(details: details)
                                                }
                                                .class("done-todo")
                                            }
                                            for intention in model.page.finishedYesterday {
                                                ListItem {
                                                    Text(intention.what)
                                                    Span(
                                                        " · \(SystemText.duration((intention.endedAt ?? intention.endsAt).timeIntervalSince(intention.startedAt)))"
                                                    ).class("hint")
                                                }
                                            }
                                        }
                                        .class("yesterday")
                                    }
                                    .class("prelisted")
                                }
                            }
                        }
                        .class("field")
                    }
                    if let message = errorMessage(model.error, for: "answers") { Paragraph(message).class("field-error") }
                    Div {
                        Button { Text("Save standup") }.attribute(named: "type", value: "submit").class("primary")
                        Link("Edit the questions", url: WeekRoutes.settings.href).class("hint")
                    }
                    .class("actions")
                }
            }
            .class("card")
            .id("standup")
        case .goals:
            Element(name: "section") {
                H2("This week's goals")
                if model.page.plan.goals.isEmpty {
                    Paragraph {
                        Text("No goals for this week yet. ")
                        Link("Plan the week", url: WeekRoutes.week.href)
                    }.class("empty")
                } else {
                    List(openGoals.prefix(8)) { goal in
                        ListItem {
                            if let area = areas[goal.areaId] { AreaChip(area: area) }
                            Text(" \(goal.title)")
                            if case .partial(let percent) = goal.goalStatus { Span(" · \(percent) %").class("hint") }
                        }
                    }
                    .class("today-goals")
                    Paragraph("\(model.page.plan.goals.count - openGoals.count) of \(model.page.plan.goals.count) done. ").class("hint")
                }
            }
            .class("card")
        case .onThisDay:
            OnThisDayView(memories: model.page.onThisDay)
        case .modules:
            if !model.page.settings.dayModules.isEmpty {
                Element(name: "section") {
                    H2("Day modules")
                    Paragraph(
                        missing.isEmpty
                            ? "All filled in. Nice." : "Missing: \(missing.map { $0.title.lowercased() }.joined(separator: ", "))."
                    )
                    .class(missing.isEmpty ? "hint" : "hint missing")
                    for module in model.page.settings.dayModules {
                        DayModuleCard(
                            module: module, entries: model.page.entries, day: model.page.day, csrf: model.csrf,
                            error: model.errorModule == module ? model.error : nil,
                            typed: model.errorModule == module ? model.typed : nil)
                    }
                }
                .class("card")
                .id("modules")
            }
        }
    }
}

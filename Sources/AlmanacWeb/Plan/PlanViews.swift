import AlmanacCore
import AlmanacStore
import Foundation

/// The plan of a day: the side list of what can be placed, the day grid of blocks (each with the
/// intentions that ran for it beside it), the form that adds a block without JavaScript, and the
/// week on a wide screen. `js/plan.js` adds drawing, dragging and dropping.
struct PlanDayView: Component {
    struct Model {
        var csrf: String
        var page: PlanPageData
        var values: PlanBlockFormValues
        var error: AlmanacError?
    }
    var model: Model

    var firstMinute: Int { PlanGrid.firstMinute(of: model.page, days: [model.page.day]) }

    var body: Component {
        let page = model.page
        let day = page.day
        return Element(name: "section") {
            PlanStylesheet()
            Header {
                H1("Plan · \(Dates.long(day))")
                Navigation {
                    Link("← \(day.adding(days: -1).weekdayName)", url: PlanRoutes.day.href(day.adding(days: -1)))
                    if day != page.today { Link("Today", url: PlanRoutes.today.href) }
                    Link("\(day.adding(days: 1).weekdayName) →", url: PlanRoutes.day.href(day.adding(days: 1)))
                    Link("Week ↓", url: PlanRoutes.day(day, at: "week"))
                }
                .class("plan-nav").attribute(named: "aria-label", value: "Days")
            }
            PlanLoadLine(load: page.load(on: day))
            PlanAreaTotals(page: page, days: [day], label: "Planned and ran by area on \(Dates.long(day))")
            let allDay = page.meetings(on: day).allDay
            if !allDay.isEmpty {
                Paragraph(
                    "All day: " + allDay.map { "\(MeetingLine.title(of: $0)) (\($0.calendarName))" }.joined(separator: ", ")
                )
                .class("plan-all-day")
            }
            Div {
                PlanSideList(page: page)
                Div {
                    PlanGrid(page: page, day: day, firstMinute: firstMinute, csrf: model.csrf)
                    PlanDroppedList(page: page)
                    PlanAddForm(model: model)
                    PlanTemplates(page: page, csrf: model.csrf)
                }
                .class("plan-day")
                PlanWeek(page: page, csrf: model.csrf)
            }
            .class("plan-layout")
            PlanFeedSettings(page: page, csrf: model.csrf)
        }
        .class("plan").attribute(named: "data-widget", value: "plan").attribute(named: "data-day", value: day.description)
        .attribute(named: "data-first-minute", value: String(firstMinute))
    }
}

/// The grid's stylesheet, linked by the Plan pages only.
struct PlanStylesheet: Component {
    var body: Component {
        Element(name: "link") {}.attribute(named: "rel", value: "stylesheet").attribute(
            named: "href", value: PlanRoutes.stylesheet.href.description)
    }
}

/// Planned time against the day's capacity; overcommitment as a number.
struct PlanLoadLine: Component {
    var load: DayLoad

    var body: Component {
        let planned = PlanText.minutes(load.plannedMinutes)
        let capacity = PlanText.minutes(load.capacityMinutes)
        if load.capacityMinutes == 0 {
            return Paragraph("Planned \(planned); the week's capacity has no hours on this day.")
                .class(load.plannedMinutes > 0 ? "plan-load over" : "plan-load").attribute(named: "role", value: "status")
        }
        if load.overcommittedMinutes > 0 {
            return Paragraph(
                "Planned \(planned) of \(capacity) available: \(PlanText.minutes(load.overcommittedMinutes)) over capacity (\(load.percent ?? 0) %)."
            )
            .class("plan-load over").attribute(named: "role", value: "status")
        }
        return Paragraph("Planned \(planned) of \(capacity) available.").class("plan-load").attribute(named: "role", value: "status")
    }
}

enum PlanText {
    /// "45 min", "2 h", "1 h 30 min".
    static func minutes(_ value: Int) -> String { PlanDuration.text(max(0, value)) }

    static let lengths = [15, 30, 45, 60, 90, 120, 180, 240]
}

/// What can be dragged into a slot: today's to-dos, the week's goals, the areas.
struct PlanSideList: Component {
    var page: PlanPageData

    var body: Component {
        Element(name: "aside") {
            H2("To place")
            Paragraph("Drag one into a slot, or pick it in “Add a block”.").class("hint")
            if !page.tasks.isEmpty {
                H3("To-dos")
                Element(name: "ul") {
                    for task in page.tasks {
                        item(
                            kind: "task", id: task.id, title: task.title, color: nil,
                            minutes: TaskEstimate.blockMinutes(task.estimateMinutes),
                            estimate: task.estimateMinutes)
                    }
                }
                .class("plan-sources")
            }
            if !page.goals.isEmpty {
                H3("Goals")
                Element(name: "ul") {
                    for goal in page.goals {
                        item(kind: "goal", id: goal.id, title: goal.title, color: page.areas.first { $0.id == goal.areaId }?.color)
                    }
                }
                .class("plan-sources")
            }
            H3("Areas")
            Element(name: "ul") {
                for area in page.areas { item(kind: "area", id: area.id, title: area.label, color: area.color) }
            }
            .class("plan-sources")
        }
        .class("plan-side")
    }

    /// A thing to drag: `minutes` is the length of the block it makes (a to-do's estimate on the
    /// quarter hour, else 30 minutes; an hour for a goal or an area).
    func item(kind: String, id: String, title: String, color: String?, minutes: Int = 60, estimate: Int? = nil) -> Component {
        ListItem {
            Text(title)
            if let estimate { Span(" · \(PlanText.minutes(estimate))").class("hint") }
        }
        .class("plan-source").attribute(named: "draggable", value: "true")
        .attribute(named: "data-kind", value: kind).attribute(named: "data-id", value: id)
        .attribute(named: "data-title", value: title).attribute(named: "data-color", value: color)
        .attribute(named: "data-minutes", value: String(minutes))
    }
}

/// The day's quarter hours and its blocks, placed by `data-row` and `data-span` (plan.css), side
/// by side where they overlap (`data-lane` of `data-lanes`). The day view draws each block whole;
/// the week view draws the same grid once a day, each block a link to it on its day.
struct PlanGrid: Component {
    enum Style { case day, week }

    var page: PlanPageData
    var day: LocalDay
    var firstMinute: Int
    var csrf: String
    var style: Style = .day

    /// The grid shows 06:00 to midnight, and earlier hours when a block or meeting of `days` starts
    /// before six (the week's columns share one axis).
    static func firstMinute(of page: PlanPageData, days: [LocalDay]) -> Int {
        let starts = days.flatMap { day in
            page.blocks(on: day).map(\.block.startMinute) + page.meetings(on: day).timed.map(\.startMinute)
        }
        return min(360, (starts.min() ?? 360) / 60 * 60)
    }

    var body: Component {
        let blocks = page.blocks(on: day)
        let meetings = page.meetings(on: day)
        // Meetings take lanes beside the blocks, after them.
        let lanes = BlockLanes.assign(
            blocks.map { (start: $0.block.startMinute, end: $0.block.endMinute) }
                + meetings.timed.map { (start: $0.startMinute, end: $0.endMinute) })
        let step = TimeBlockRules.stepMinutes
        return Div {
            PlanSlots(firstMinute: firstMinute, labelled: style == .day)
            for (index, planned) in blocks.enumerated() {
                let row = (planned.block.startMinute - firstMinute) / step + 1
                let lane = min(lanes[index].lane, 3)
                let count = min(lanes[index].lanes, 4)
                if style == .day {
                    PlanBlockCard(planned: planned, page: page, csrf: csrf, row: row, lane: lane, lanes: count)
                } else {
                    PlanWeekBlock(planned: planned, row: row, lane: lane, lanes: count)
                }
            }
            for (index, busy) in meetings.timed.enumerated() {
                let lane = lanes[blocks.count + index]
                PlanMeetingCard(
                    busy: busy, zone: page.zone, row: (busy.startMinute - firstMinute) / step + 1,
                    lane: min(lane.lane, 3), lanes: min(lane.lanes, 4))
            }
            PlanNowLine(page: page, day: day, firstMinute: firstMinute)
        }
        .class(style == .week && day == page.today ? "plan-grid today" : "plan-grid")
        .attribute(named: "aria-label", value: "Blocks of \(Dates.long(day))")
        .attribute(named: "data-day", value: day.description).attribute(named: "data-first-minute", value: String(firstMinute))
    }
}

/// A meeting from one of the person's calendars: busy time on the grid, not a block (it is not
/// planned here, cannot be started or moved, and counts for nothing in the plan's figures).
struct PlanMeetingCard: Component {
    var busy: PlanPageData.GridMeeting
    var zone: TimeZone
    var row: Int
    var lane: Int
    var lanes: Int

    var body: Component {
        let meeting = busy.meeting
        return Element(name: "aside") {
            Paragraph { MeetingLine(meeting: meeting, zone: zone, showsEnd: true) }.class("plan-meeting-title")
                .attribute(named: "title", value: MeetingLine.title(of: meeting))
            Paragraph(meeting.calendarName).class("plan-meta")
        }
        .class("plan-meeting").attribute(named: "data-row", value: String(row))
        .attribute(named: "data-span", value: String(max(1, (busy.endMinute - busy.startMinute) / TimeBlockRules.stepMinutes)))
        .attribute(named: "data-lane", value: String(lane)).attribute(named: "data-lanes", value: String(lanes))
        .attribute(named: "data-color", value: meeting.color)
        .attribute(named: "aria-label", value: "Meeting: \(MeetingLine.title(of: meeting))")
        // Focusable, so a tap on a narrow one opens it full width with its whole title (plan.css).
        .attribute(named: "tabindex", value: "0")
    }
}

/// One block: title, time, goal or area, the intentions that ran for it, and its actions.
struct PlanBlockCard: Component {
    var planned: PlannedBlock
    var page: PlanPageData
    var csrf: String
    var row: Int
    var lane: Int
    var lanes: Int

    var body: Component {
        let block = planned.block
        let actual = planned.actualMinutes(at: page.now)
        return Element(name: "article") {
            H3(block.title).attribute(named: "title", value: block.title)
            Paragraph {
                Text("\(block.timeText) · \(PlanText.minutes(block.minutes))")
                if let goal = planned.goal { Text(" · 🎯 \(goal.title)") } else if let area = planned.area { Text(" · \(area.label)") }
            }
            .class("plan-meta")
            PactsAttached(pacts: page.pactsByBlock[block.id] ?? [])
            PlanVersionsLine(planned: planned)
            PlanDispositionPart(planned: planned, page: page, csrf: csrf)
            if !planned.intentions.isEmpty {
                Element(name: "ul") {
                    for intention in planned.intentions {
                        ListItem {
                            Text("Ran \(SystemText.clock(intention.startedAt, page.zone))")
                            if let end = intention.endedAt { Text("–\(SystemText.clock(end, page.zone))") } else { Text(" · running") }
                        }
                    }
                }
                .class("plan-actual").attribute(
                    named: "aria-label", value: "Actual: \(PlanText.minutes(actual)) of \(PlanText.minutes(block.minutes))")
                Paragraph("Actual \(PlanText.minutes(actual)) of \(PlanText.minutes(block.minutes))").class("plan-actual-total")
            }
            Div {
                if page.running == nil && !planned.needsDisposition(at: page.now, in: page.zone) && block.disposition == nil {
                    Form(url: PlanRoutes.startBlock.href(block.id), method: .post) {
                        CSRFField(token: csrf)
                        Button { Text("Start") }.attribute(named: "type", value: "submit").class("primary")
                            .attribute(named: "aria-label", value: "Start \(block.title)")
                    }
                }
                Element(name: "details") {
                    Element(name: "summary") { Text("Move") }
                    Form(url: PlanRoutes.block.href(block.id), method: .post) {
                        CSRFField(token: csrf)
                        Input(type: .hidden, name: "back", value: page.day.description)
                        Field(label: "Day", name: "day", type: .date, value: block.day)
                        Field(label: "Start", name: "start", type: .time, value: TimeBlockRules.clock(block.startMinute))
                        SelectField(
                            label: "Length", name: "minutes",
                            options: Array(Set(PlanText.lengths + [block.minutes])).sorted().map { (String($0), PlanText.minutes($0)) },
                            selected: String(block.minutes))
                        PlanReasonField(block: block, page: page)
                        Button { Text("Save") }.attribute(named: "type", value: "submit")
                    }
                    if planned.intentions.isEmpty {
                        Form(url: PlanRoutes.deleteBlock.href(block.id), method: .post) {
                            CSRFField(token: csrf)
                            PlanReasonField(block: block, page: page)
                            Button { Text("Remove") }.attribute(named: "type", value: "submit").class("danger")
                                .attribute(named: "aria-label", value: "Remove \(block.title)")
                        }
                    }
                }
            }
            .class("plan-actions")
        }
        .class(planned.intentions.isEmpty ? "plan-block" : "plan-block ran").id("block-\(block.id)")
        .attribute(named: "data-row", value: String(row)).attribute(named: "data-span", value: String(block.minutes / 15))
        .attribute(named: "data-lane", value: String(lane)).attribute(named: "data-lanes", value: String(lanes))
        .attribute(named: "data-color", value: planned.area?.color).attribute(named: "data-id", value: block.id)
        .attribute(named: "data-minutes", value: String(block.minutes)).attribute(named: "draggable", value: "true")
    }
}

/// The form that adds a block (no JavaScript needed; plan.js fills it from a click on the grid).
struct PlanAddForm: Component {
    var model: PlanDayView.Model

    var body: Component {
        let page = model.page
        let values = model.values
        let error = model.error
        return Form(url: PlanRoutes.addBlock.href(page.day), method: .post) {
            H2("Add a block")
            ErrorSummary(error: error)
            CSRFField(token: model.csrf)
            Field(
                label: "Title", name: "title", value: values.title, hint: "Empty: the to-do's title.",
                error: errorMessage(error, for: "title"))
            Field(label: "Start", name: "start", type: .time, value: values.start, required: true, error: errorMessage(error, for: "start"))
            SelectField(
                label: "Length", name: "minutes", options: PlanText.lengths.map { (String($0), PlanText.minutes($0)) },
                selected: values.minutes, error: errorMessage(error, for: "minutes"))
            SelectField(
                label: "Goal or area", name: "link", options: linkOptions(goals: page.goals, areas: page.areas), selected: values.link,
                hint: "Empty: the to-do's goal or area.", error: errorMessage(error, for: "link"))
            SelectField(
                label: "To-do", name: "task", options: [("", "No to-do")] + page.tasks.map { ($0.id, $0.title) }, selected: values.taskId,
                error: errorMessage(error, for: "task"))
            SubmitRow(title: "Add the block")
        }
        .class("plan-add stack").id("add")
    }
}

/// Today's block that runs now, or the next one, with Start in one tap: on Today above the cards,
/// where a phone sees it first.
struct TodayBlockLine: Component {
    var block: TimeBlock?
    var hasBegun: Bool
    var canStart: Bool
    var csrf: String

    var body: Component {
        guard let block else { return EmptyComponent() }
        return Div {
            Paragraph {
                Link(hasBegun ? "Now" : "Next", url: PlanRoutes.today.href).class("meetings-label")
                Text(": ")
                Span(block.timeText).class("meeting-time")
                Text(" \(block.title)")
            }
            if canStart {
                Form(url: PlanRoutes.startBlock.href(block.id), method: .post) {
                    CSRFField(token: csrf)
                    Button { Text("Start") }.attribute(named: "type", value: "submit").class("primary")
                        .attribute(named: "aria-label", value: "Start \(block.title)")
                }
            }
        }
        .class("today-block").id("today-block")
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// The week around the day. On a wide screen a timed grid: seven day columns on one time axis,
/// each the day's grid (the same rows, lanes and meetings as the day view), its blocks linking to
/// their day; on a phone a list of the days, each with its blocks in order.
struct PlanWeek: Component {
    var page: PlanPageData
    var csrf: String

    var body: Component {
        let firstMinute = PlanGrid.firstMinute(of: page, days: page.days)
        return Element(name: "section") {
            H2("Week")
            Div {
                Div {}.class("plan-week-corner")
                for day in page.days {
                    Div { PlanWeekDayHead(page: page, day: day) }.class(headClass(day))
                }
                Div { PlanSlots(firstMinute: firstMinute, labelled: true) }.class("plan-grid plan-axis")
                    .attribute(named: "aria-hidden", value: "true")
                for day in page.days {
                    PlanGrid(page: page, day: day, firstMinute: firstMinute, csrf: csrf, style: .week)
                }
            }
            .class("plan-week-grid")
            Element(name: "ol") {
                for day in page.days {
                    ListItem {
                        PlanWeekDayHead(page: page, day: day)
                        Element(name: "ul") {
                            for item in lines(on: day) {
                                ListItem { Text(item.line) }.class(item.meeting ? "plan-week-meeting" : "")
                                    .attribute(named: "data-color", value: item.color)
                            }
                        }
                    }
                    .class(headClass(day))
                }
            }
            .class("plan-week-list")
            PlanAreaTotals(page: page, days: page.days, label: "Planned and ran by area this week")
        }
        .class("plan-week").id("week").attribute(named: "aria-label", value: "The week")
    }

    /// A day's blocks and timed meetings as the phone's lines, in the order of their start (a
    /// block first at the same minute).
    func lines(on day: LocalDay) -> [(line: String, color: String?, meeting: Bool)] {
        let blocks = page.blocks(on: day).map {
            (start: $0.block.startMinute, title: $0.block.title, color: $0.area?.color, meeting: false)
        }
        let meetings = page.meetings(on: day).timed.map {
            (
                start: $0.startMinute, title: "\(MeetingLine.title(of: $0.meeting)) (meeting)", color: Optional($0.meeting.color),
                meeting: true
            )
        }
        return (blocks + meetings).sorted { ($0.start, $0.meeting ? 1 : 0) < ($1.start, $1.meeting ? 1 : 0) }
            .map { (line: "\(TimeBlockRules.clock($0.start)) \($0.title)", color: $0.color, meeting: $0.meeting) }
    }

    func headClass(_ day: LocalDay) -> String {
        "plan-week-day" + (day == page.day ? " current" : "") + (day == page.today ? " today" : "")
    }
}

/// A day's heading in the week: its link and its planned time against its capacity.
struct PlanWeekDayHead: Component {
    var page: PlanPageData
    var day: LocalDay

    var body: Component {
        let load = page.load(on: day)
        return ComponentGroup {
            Link(url: PlanRoutes.day.href(day)) { Text(SystemText.dayShort(day)) }
                .attribute(named: "aria-current", value: day == page.today ? "date" : nil)
            Paragraph("\(PlanText.minutes(load.plannedMinutes)) / \(PlanText.minutes(load.capacityMinutes))")
                .class(load.overcommittedMinutes > 0 ? "hint over" : "hint")
        }
    }
}

/// The current time on the grid of the calendar day it falls in (the grid is the day from
/// midnight, whatever the person's day start), to five minutes: its quarter hour's row, and
/// `data-offset` 0, 1 or 2 for 0, 5 or 10 minutes into it.
struct PlanNowLine: Component {
    var page: PlanPageData
    var day: LocalDay
    var firstMinute: Int

    var body: Component {
        guard LocalDay(containing: page.now, in: page.zone) == day else { return EmptyComponent() }
        let minute = WallClockTime.of(page.now, in: page.zone).minutesSinceMidnight
        guard minute >= firstMinute else { return EmptyComponent() }
        let step = TimeBlockRules.stepMinutes
        return Div {}.class("plan-now").attribute(named: "data-row", value: String((minute - firstMinute) / step + 1))
            .attribute(named: "data-offset", value: String(minute % step / 5))
            .attribute(named: "title", value: "Now \(TimeBlockRules.clock(minute))").attribute(named: "aria-hidden", value: "true")
    }
}

/// A block in the week's grid: its title and time, a link to it on its day's plan; dragged to
/// another slot or day, it moves there (plan.js).
struct PlanWeekBlock: Component {
    var planned: PlannedBlock
    var row: Int
    var lane: Int
    var lanes: Int

    var body: Component {
        let block = planned.block
        let day = block.localDay ?? LocalDay.first
        return Link(url: PlanRoutes.day(day, at: "block-\(block.id)")) {
            Span(block.title).class("plan-week-title")
            Span(block.timeText).class("plan-meta")
        }
        .class(planned.intentions.isEmpty ? "plan-week-block" : "plan-week-block ran").id("week-\(block.id)")
        .attribute(named: "title", value: "\(block.timeText) \(block.title)")
        .attribute(named: "data-row", value: String(row)).attribute(named: "data-span", value: String(block.minutes / 15))
        .attribute(named: "data-lane", value: String(lane)).attribute(named: "data-lanes", value: String(lanes))
        .attribute(named: "data-color", value: planned.area?.color).attribute(named: "data-id", value: block.id)
        .attribute(named: "data-minutes", value: String(block.minutes)).attribute(named: "draggable", value: "true")
    }
}

import AlmanacCore
import Foundation
import Testing

@testable import AlmanacStore
@testable import AlmanacWeb

/// A to-do's row is written straight into the page (`TaskRow.writeMarkup`) for speed; what a
/// person sees must be what its components (`TaskRow.body`) make, for every kind of row.
@Suite struct TaskRowWriterTests {
    static let today = LocalDay(year: 2026, month: 3, day: 29)
    static let at = Date(timeIntervalSince1970: 1_774_000_000)

    static func task(
        title: String, status: TaskStatus = .open, startDay: String? = nil, evening: Bool = false, someday: Bool = false,
        reminder: String? = nil, deadline: String? = nil, repeatRule: String? = nil, notes: String = "", listId: String? = nil
    ) -> ToDo {
        ToDo(
            id: "01a224c1-e284-710c-a79f-705cd9fb5391", ownerId: "owner", title: title, notes: notes, listId: listId, startDay: startDay,
            evening: evening, someday: someday, reminder: reminder, deadline: deadline, status: status,
            statusAt: status == .open ? Date?.none : at, repeatRule: repeatRule, goalId: nil, areaId: nil, listKey: "a", todayKey: "a",
            createdAt: at, updatedAt: at)
    }

    static let hostile = #"Tom & "Jerry" <b>'s</b> e\#u{301}&x"#
    static let list = TaskList(
        id: "list-1", ownerId: "owner", name: "Home <& co>", color: "red", icon: "🏡", archived: false, orderKey: "a", createdAt: at)
    static let heading = TaskHeading(
        id: "heading-1", ownerId: "owner", listId: "list-1", title: "Kitchen \"sink\"", archived: false, orderKey: "a", createdAt: at)
    static let area = Area(
        id: "area-1", ownerId: "owner", name: "Career & <craft>", color: "#336699", icon: "💼", archived: false, orderKey: "a", createdAt: at
    )
    static let goal = GoalRecord(
        id: "goal-1", ownerId: "owner", weekId: "week-1", areaId: "area-1", title: "Ship 'it' & <rest>", estimateHours: 2,
        status: "open", percent: nil, addedMidSprint: false, createdAt: at)
    static func item(done: Bool) -> ChecklistItem {
        ChecklistItem(id: UUID().uuidString, ownerId: "owner", taskId: "t", title: "x", done: done, orderKey: "a")
    }

    /// Rows of every shape: open and finished, each kind of date and badge, tied and untied,
    /// with and without list, heading, tags, neighbours and container, titles that need escaping.
    static var rows: [TaskRow] {
        let details: [TaskDetails] = [
            TaskDetails(task: task(title: "Plain"), list: nil, tags: [], checklist: []),
            TaskDetails(task: task(title: ""), list: nil, tags: [], checklist: []),
            TaskDetails(
                task: task(title: hostile, startDay: "2026-03-29", reminder: "17:00", deadline: "2026-03-20", notes: "n", listId: "list-1"),
                list: list, heading: heading, tags: ["a&b", "<tag>"], checklist: [item(done: true), item(done: false)], goal: goal,
                area: area),
            TaskDetails(
                task: task(title: hostile, startDay: "2026-03-29", evening: true, deadline: "2026-04-02", repeatRule: "{}"), list: nil,
                tags: ["x"], checklist: [], area: area),
            TaskDetails(task: task(title: "Later", startDay: "2026-04-10"), list: list, tags: [], checklist: []),
            TaskDetails(task: task(title: "Someday", someday: true), list: nil, tags: [], checklist: []),
            TaskDetails(task: task(title: hostile, status: .completed, deadline: "2026-03-01"), list: list, tags: ["t"], checklist: []),
            TaskDetails(task: task(title: "Dropped", status: .canceled, startDay: "2026-03-01"), list: nil, tags: [], checklist: []),
        ]
        var rows: [TaskRow] = []
        for detail in details {
            for container: TaskContainer? in [nil, .list, .today] {
                for (previous, next): (String?, String?) in [(nil, nil), ("prev-1", "next-1")] {
                    for flag in [false, true] {
                        rows.append(
                            TaskRow(
                                details: detail, back: flag ? "/tasks/search?q=a b&c" : "/tasks/anytime", today: today,
                                container: container, previous: previous, next: next, showList: flag, inToday: flag, keepsAreas: flag))
                    }
                }
            }
        }
        return rows
    }

    @Test func aRowWrittenStraightIsTheMarkupOfItsComponents() {
        let rows = Self.rows
        #expect(rows.count == 96)
        for row in rows {
            var straight = MarkupBytes()
            row.writeMarkup(into: &straight, pending: [])
            var components = MarkupBytes()
            row.body.writeMarkup(into: &components, pending: [])
            #expect(straight == components, "\(row.details.task.title)")
            #expect(!straight.text.contains("<b>"))
        }
    }

    @Test func attributesSetAroundARowStillReachIt() {
        let row = Self.rows[0]
        let html = row.attribute(named: "data-extra", value: "1").render().rendered
        #expect(html.hasPrefix(#"<li class="task-row" data-id="01a224c1-e284-710c-a79f-705cd9fb5391" data-title="Plain" data-extra="1">"#))
    }
}

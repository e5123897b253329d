import AlmanacCore
import AlmanacStore
import Foundation

extension TaskRow {
    /// The row written straight into the page: the same bytes as `body` (`TaskRowWriterTests`
    /// compares them for every kind of row), without its few dozen components (a list of 500
    /// rows spent most of its render building and walking them). Attributes set around the row
    /// go through `body`.
    /// A row is one `<li>`: in a list it is written as it is.
    func writeListItems(into out: inout MarkupBytes, pending: [Attribute]) {
        guard pending.isEmpty else { return body.writeListItems(into: &out, pending: pending) }
        writeMarkup(into: &out, pending: [])
    }

    func writeMarkup(into out: inout MarkupBytes, pending: [Attribute]) {
        guard pending.isEmpty else { return body.writeMarkup(into: &out, pending: pending) }
        let task = details.task
        let open = task.status == .open
        let id = task.id
        out.openStartTag("li")
        out.writeAttribute("class", open ? "task-row" : "task-row is-" + task.status.rawValue)
        out.writeAttribute("data-id", id)
        out.writeAttribute("data-title", task.title)
        out.closeStartTag()
        Self.openRowButton(to: (open ? TasksRoutes.complete : TasksRoutes.reopen).href(id), into: &out)
        out.writeAttribute("class", "check")
        out.writeAttribute("role", "checkbox")
        out.writeAttribute("aria-checked", open ? "false" : "true")
        out.writeAttribute("aria-label", open ? "Complete “" : "Reopen “", task.title, "”")
        out.closeStartTag()
        out.writeEndTag("button")
        out.openElement("span", class: "task-body")
        out.openStartTag("a")
        out.writeAttribute("href", TasksRoutes.item.href(id, query: ["back": back]).description)
        out.writeAttribute("class", "task-title")
        out.closeStartTag()
        out.writeText(task.title)
        out.writeEndTag("a")
        out.openElement("span", class: "task-meta")
        writeMeta(into: &out)
        out.writeEndTag("span")
        out.writeEndTag("span")
        if open {
            Self.openRowButton(to: FocusRoutes.task.href(id), into: &out)
            out.writeAttribute("class", "focus-task")
            out.writeAttribute("aria-label", "Focus on “", task.title, "”")
            out.writeAttribute("title", "Focus on this")
            out.closeStartTag()
            out += "▶"
            out.writeEndTag("button")
        }
        if container != nil, open {
            out.openElement("span", class: "row-moves")
            let move = TasksRoutes.move.href(id)
            writeMoveButton(action: move, symbol: "↑", field: "before", anchor: previous, kind: "up", into: &out)
            writeMoveButton(action: move, symbol: "↓", field: "after", anchor: next, kind: "down", into: &out)
            out.openStartTag("span")
            out.writeAttribute("class", "drag-handle")
            out.writeAttribute("aria-hidden", "true")
            out.writeAttribute("title", "Drag to reorder")
            out.closeStartTag()
            out += "⠿"
            out.writeEndTag("span")
            out.writeEndTag("span")
        }
        out.writeEndTag("li")
    }

    /// A submit button of the rows' form up to its `formaction`, as `RowActions.button` starts it.
    static func openRowButton(to action: Href, into out: inout MarkupBytes) {
        out.openStartTag("button")
        out.writeAttribute("type", "submit")
        out.writeAttribute("form", RowActions.id)
        out.writeAttribute("formaction", action.description)
    }

    /// `moveButton`, written straight.
    func writeMoveButton(action: Href, symbol: String, field: String, anchor: String?, kind: String, into out: inout MarkupBytes) {
        Self.openRowButton(to: action, into: &out)
        out.writeAttribute("name", anchor == nil ? "to" : field)
        out.writeAttribute("value", anchor ?? (field == "before" ? "top" : "bottom"))
        out.writeAttribute("class", "move move-" + kind)
        out.writeAttribute("aria-label", "Move “", details.task.title, kind == "up" ? "” up" : "” down")
        out.closeStartTag()
        out += symbol
        out.writeEndTag("button")
    }

    /// `meta`, written straight.
    func writeMeta(into out: inout MarkupBytes) {
        let task = details.task
        let isToday = task.when?.day.map { $0 <= today } ?? false
        if let area = details.area {
            out.openStartTag("span")
            out.writeAttribute("title", details.goal == nil ? "Area of focus" : "Weekly goal in " + area.label)
            out.writeAttribute("class", "area-chip tie")
            out.writeAttribute("data-color", area.color)
            out.closeStartTag()
            if let goal = details.goal {
                out += "🎯 "
                out.writeText(goal.title)
            } else {
                out.writeText(area.label)
            }
            out.writeEndTag("span")
        }
        if keepsAreas, task.status == .open, details.area == nil, task.home(on: today) == .today {
            out.openStartTag("a")
            out.writeAttribute("href", TasksRoutes.item.href(task.id).fragment("link").description)
            out.writeAttribute("class", "badge needs-link")
            out.closeStartTag()
            out += "needs a goal or area"
            out.writeEndTag("a")
        }
        if task.status != .open, let at = task.statusAt {
            out.openElement("span", class: "badge")
            out += task.status == .completed ? "Done " : "Canceled "
            out.writeText(String(Timestamp.text(at).prefix(10)))
            out.writeEndTag("span")
        }
        if let when = task.when, task.status == .open, !(inToday && !when.isEvening && isToday) {
            out.openElement("span", class: "badge when " + (when.isEvening ? "evening" : isToday ? "today" : "later"))
            out.writeText(TaskText.when(when, today: today))
            if let reminder = task.reminder {
                out += " · "
                out.writeText(reminder)
            }
            out.writeEndTag("span")
        }
        if let deadline = task.deadlineDay {
            out.openStartTag("span")
            out.writeAttribute("class", deadline < today && task.status == .open ? "badge deadline overdue" : "badge deadline")
            out.writeAttribute("title", "Deadline")
            out.closeStartTag()
            out += "⚑ "
            out.writeText(TaskText.day(deadline, today: today))
            out.writeEndTag("span")
        }
        if task.repeatRule != nil { out.writeElement("span", class: "badge", title: "Repeats", text: "↻") }
        if !details.checklist.isEmpty {
            out.writeElement(
                "span", class: "badge", title: "Checklist",
                text: "☑ " + String(details.checklist.lazy.filter(\.done).count) + "/" + String(details.checklist.count))
        }
        if !task.notes.isEmpty { out.writeElement("span", class: "badge", title: "Has notes", text: "✎") }
        if showList, let list = details.list {
            out.openElement("span", class: "list-name")
            if let icon = list.icon {
                out.writeText(icon)
                out += " "
            }
            out.writeText(list.name)
            if let heading = details.heading {
                out += " › "
                out.writeText(heading.title)
            }
            out.writeEndTag("span")
        }
        for tag in details.tags {
            out.openElement("span", class: "tag")
            out += "@"
            out.writeText(tag)
            out.writeEndTag("span")
        }
    }
}

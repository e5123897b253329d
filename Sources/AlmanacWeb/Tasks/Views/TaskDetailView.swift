import AlmanacCore
import AlmanacStore
import Foundation

/// A to-do's details: every field, the checklist and the actions.
struct TaskDetailView: Component {
    struct Model {
        var frame: TasksPage.Model
        var details: TaskDetails
        var back: String
        var error: AlmanacError?
    }

    var model: Model

    var task: ToDo { model.details.task }

    /// The headings of the to-do's list, in order: the open ones, and an archived one it sits under.
    var headingOptions: [(value: String, label: String)] {
        model.frame.headings.filter { !$0.archived || $0.id == task.headingId }
            .map { ($0.id, $0.archived ? "\($0.title) (archived)" : $0.title) }
    }

    func error(_ field: String) -> String? { errorMessage(model.error, for: field) }

    var body: Component {
        Div {
            TaskNavigation(model: model.frame, isPageHeading: false)
            Element(name: "section") {
                Paragraph { Element(name: "a", attributes: [Attribute(name: "href", value: model.back)]) { Text("← Back") }.class("back") }
                H1(task.title).id("task-heading").class(task.status == .open ? "" : "is-done")
                if task.status == .open {
                    FocusOnTaskForm(task: task, csrf: model.frame.csrf, back: TasksRoutes.item.href(task.id).description)
                }
                if task.status != .open, let at = task.statusAt {
                    Paragraph(
                        "\(task.status == .completed ? "Completed" : "Canceled") \(Timestamp.text(at).prefix(16).replacingOccurrences(of: "T", with: " ")) UTC."
                    )
                    .class("hint")
                }
                if !task.notes.isEmpty {
                    // The notes as they read (links work); the form below edits them.
                    Div { Markdown.safeHTML(task.notes) }.class("card task-notes markdown")
                }
                form
                checklist
                Div {
                    if task.status == .open {
                        actionForm(TasksRoutes.complete, "Complete", kind: "primary")
                        actionForm(TasksRoutes.cancel, "Cancel to-do")
                    } else {
                        actionForm(TasksRoutes.reopen, "Reopen", kind: "primary")
                    }
                    actionForm(TasksRoutes.delete, "Delete", kind: "danger")
                }
                .class("actions task-actions")
                Paragraph(
                    "In \(model.details.list?.name ?? "the Inbox") · shown in \(TasksPage.title(of: task.home(on: model.frame.today))) · added \(Timestamp.text(task.createdAt).prefix(10))."
                )
                .class("hint")
            }
            .class("task-main task-detail").attribute(named: "aria-labelledby", value: "task-heading")
        }
        .class("tasks")
    }

    var form: Component {
        let whenKind =
            switch task.when {
            case .none: ""
            case .someday: "someday"
            case .evening: "evening"
            case .day: "day"
            }
        let (repeatKind, every): (String, Int) =
            switch task.repeating {
            case .none: ("", 1)
            case .daily(let n): ("daily", n)
            case .weekly(let n, _): ("weekly", n)
            case .monthly(let n, _): ("monthly", n)
            case .yearly(let n, _, _): ("yearly", n)
            case .afterCompletion(let n): ("afterCompletion", n)
            }
        return Form(url: TasksRoutes.item.href(task.id), method: .post) {
            ErrorSummary(error: model.error)
            CSRFField(token: model.frame.csrf)
            Hidden("back", model.back)
            Field(label: "Title", name: "title", value: task.title, required: true, error: error("title"))
            Div {
                Label("Notes") { TextArea(text: task.notes, name: "notes", numberOfRows: 5) }
                Paragraph("Markdown.").class("hint")
                if let message = error("notes") { Paragraph(message).class("field-error").id("notes-error") }
            }
            .class("field")
            Div {
                SelectField(
                    label: "When", name: "whenKind",
                    options: [("", "Anytime"), ("day", "On the day"), ("evening", "That evening"), ("someday", "Someday")],
                    selected: whenKind)
                Field(label: "Start day", name: "startDay", type: .date, value: task.startDay, error: error("startDay"))
                Field(label: "Reminder", name: "reminder", type: .time, value: task.reminder, error: error("reminder"))
                Field(label: "Deadline", name: "deadline", type: .date, value: task.deadline, error: error("deadline"))
                Field(
                    label: "Estimate", name: "estimate", value: task.estimateMinutes.map(TaskEstimate.text),
                    hint: "45m, 1h30m; empty for none.",
                    error: error("estimate"))
            }
            .class("field-row")
            Div {
                SelectField(
                    label: "List", name: "listId", options: [("", "Inbox")] + model.frame.lists.map { ($0.id, $0.name) },
                    selected: task.listId ?? "")
                if let listId = task.listId, !headingOptions.isEmpty {
                    // The list the headings belong to: when another list is chosen, the heading is left.
                    Hidden("headingListId", listId)
                    SelectField(
                        label: "Heading", name: "headingId", options: [("", "No heading")] + headingOptions,
                        selected: task.headingId ?? "", hint: "Another list takes the to-do out of its heading.",
                        error: error("heading"))
                }
                Field(
                    label: "Tags", name: "tags", value: model.details.tags.joined(separator: ", "), hint: "Separated by commas.",
                    error: error("tags"))
            }
            .class("field-row")
            if model.frame.keepsAreas || model.details.area != nil { linkField }
            Div {
                SelectField(
                    label: "Repeat", name: "repeatKind",
                    options: [
                        ("", "Never"), ("daily", "Every N days"), ("weekly", "Every N weeks (on the start's weekday)"),
                        ("monthly", "Every N months (on the start's day)"), ("yearly", "Every N years"),
                        ("afterCompletion", "N days after completion"),
                    ],
                    selected: repeatKind, hint: task.repeating.map { "Now: \($0.text(dateOrder: Dates.style.order))." },
                    error: error("repeat"))
                Div {
                    Label("N") {
                        Input(type: .number, name: "repeatEvery", value: String(every))
                            .attribute(named: "min", value: "1").attribute(named: "max", value: "999")
                            .attribute(named: "inputmode", value: "numeric")
                    }
                }
                .class("field")
            }
            .class("field-row")
            SubmitRow(title: "Save")
        }
        .class("card task-form")
    }

    /// The weekly goal or area the to-do serves; a goal of an earlier week stays selectable for
    /// the to-do that serves it.
    var linkField: Component {
        var goals = model.frame.goals
        if let goal = model.details.goal, !goals.contains(where: { $0.id == goal.id }) { goals.append(goal) }
        let selected = task.goalId.map { "goal:\($0)" } ?? task.areaId.map { "area:\($0)" }
        return Div {
            LinkSelect(goals: goals, areas: model.frame.areas, selected: selected, id: "link", none: "No goal or area")
            Paragraph("To-dos for today serve a weekly goal or an area of focus.").class("hint")
            if let message = error("link") ?? error("areaId") { Paragraph(message).class("field-error").id("link-error") }
        }
        .class("field")
    }

    var checklist: Component {
        Element(name: "section") {
            H2("Checklist")
            if model.details.checklist.isEmpty { Paragraph("No steps yet.").class("empty") }
            Element(name: "ul") {
                for item in model.details.checklist {
                    ListItem {
                        Form(url: TasksRoutes.toggleChecklistItem.href(item.id), method: .post) {
                            CSRFField(token: model.frame.csrf)
                            Hidden("done", item.done ? "false" : "true")
                            Button().attribute(named: "type", value: "submit").class("check small")
                                .attribute(named: "role", value: "checkbox").attribute(named: "aria-checked", value: String(item.done))
                                .accessibilityLabel("\(item.done ? "Untick" : "Tick") “\(item.title)”")
                        }
                        .class("inline")
                        Span(item.title)
                        Form(url: TasksRoutes.deleteChecklistItem.href(item.id), method: .post) {
                            CSRFField(token: model.frame.csrf)
                            Hidden("back", TasksRoutes.item.href(task.id).description)
                            Button("✕").attribute(named: "type", value: "submit").class("link-button")
                                .accessibilityLabel("Delete “\(item.title)”")
                        }
                        .class("inline")
                    }
                    .class(item.done ? "is-done" : "")
                }
            }
            .class("checklist-items")
            Form(url: TasksRoutes.addChecklistItem.href(task.id), method: .post) {
                CSRFField(token: model.frame.csrf)
                Label("New step") {}.attribute(named: "for", value: "checklist-new").class("visually-hidden")
                Input(type: .text, name: "title", isRequired: true, placeholder: "Add a step").id("checklist-new")
                    .attribute(named: "maxlength", value: "500")
                Button("Add").attribute(named: "type", value: "submit")
            }
            .class("checklist-add")
        }
        .class("card checklist")
    }

    func actionForm(_ route: Route, _ label: String, kind: String = "") -> Component {
        Form(url: route.href(task.id), method: .post) {
            CSRFField(token: model.frame.csrf)
            Hidden("back", model.back)
            Button(label).attribute(named: "type", value: "submit").class(kind)
        }
        .class("inline")
    }
}

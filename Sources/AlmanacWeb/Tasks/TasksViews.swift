import AlmanacCore
import AlmanacStore
import Foundation

// The pieces the Tasks pages share (and the Today page, which lists today's to-dos).

/// `<kbd>`: a key to press.
struct Kbd: Component {
    var key: String
    init(_ key: String) { self.key = key }
    var body: Component { Element(name: "kbd") { Text(key) } }
}

/// A built-in view's mark (an icon drawn by the stylesheet).
struct ViewMark: Component {
    var view: TaskView
    var body: Component { Span().class("view-mark mark-\(view.rawValue)").attribute(named: "aria-hidden", value: "true") }
}

/// The goal-or-area picker of quick entry and the to-do form (`link`: "goal:ID" or "area:ID").
struct LinkSelect: Component {
    var goals: [GoalRecord]
    var areas: [Area]
    var selected: String?
    var id: String
    var none: String
    var hiddenLabel = false
    var required = false

    var body: Component {
        ComponentGroup {
            Label("Goal or area") {}.attribute(named: "for", value: id).class(hiddenLabel ? "visually-hidden" : "")
            Element(name: "select") {
                for (value, label) in [("", none)] + linkOptions(goals: goals, areas: areas).dropFirst() {
                    Option(label, value: value, isSelected: value == selected)
                }
            }
            .id(id).attribute(named: "name", value: "link")
            .attribute(named: "required", value: nil, ignoreValueIfEmpty: !required)
        }
    }
}

/// A to-do's weekly goal (🎯) or area of focus, as a chip in the area's colour.
struct TieChip: Component {
    var details: TaskDetails

    var body: Component {
        guard let area = details.area else { return EmptyComponent() }
        let chip =
            if let goal = details.goal {
                Span("🎯 \(goal.title)").attribute(named: "title", value: "Weekly goal in \(area.label)")
            } else {
                Span(area.label).attribute(named: "title", value: "Area of focus")
            }
        return chip.class("area-chip tie").attribute(named: "data-color", value: area.color)
    }
}

/// The views, lists and tags: a sidebar on wide screens, a picker that folds open on phones.
struct TaskNavigation: Component {
    var model: TasksPage.Model
    /// The module's name heads the page, except on a to-do's page where the to-do does.
    var isPageHeading = true

    var body: Component {
        Div {
            if isPageHeading { H1("Tasks").class("tasks-title") } else { Paragraph("Tasks").class("tasks-title") }
            Element(name: "details") {
                Element(name: "summary") { Text(TasksPage.currentLabel(model)) }
                Navigation { links }.accessibilityLabel("Task views and lists (phone)")
            }
            .class("task-picker")
            Navigation { links }.class("task-nav").accessibilityLabel("Task views and lists")
        }
        .class("task-side")
    }

    var links: Component {
        ComponentGroup {
            Element(name: "ul") {
                for (view, name) in TasksPage.views {
                    ListItem {
                        Link(url: TasksRoutes.view(view)) {
                            ViewMark(view: view)
                            Text(name)
                        }
                        .attribute(named: "aria-current", value: model.current == .view(view) ? "page" : nil)
                    }
                }
            }
            .class("task-views")
            if !model.lists.isEmpty {
                H3("Lists").class("nav-title")
                Element(name: "ul") {
                    for list in model.lists {
                        ListItem {
                            Link(url: TasksRoutes.list.href(list.id)) {
                                Span(list.icon ?? "•").class("icon").attribute(named: "aria-hidden", value: "true")
                                Text(list.name)
                                if let color = list.color {
                                    Span().class("dot color-\(color)").attribute(named: "aria-hidden", value: "true")
                                }
                            }
                            .attribute(named: "aria-current", value: model.current == .list(list.id) ? "page" : nil)
                        }
                    }
                }
                .class("task-lists")
            }
            if !model.tags.isEmpty {
                H3("Tags").class("nav-title")
                Element(name: "ul") {
                    for tag in model.tags {
                        ListItem {
                            Link("@\(tag.name)", url: TasksRoutes.tag.href(tag.name)).class("tag")
                                .attribute(named: "aria-current", value: model.current == .tag(tag.name.lowercased()) ? "page" : nil)
                        }
                    }
                }
                .class("task-tags")
            }
            Paragraph {
                Link("Search", url: TasksRoutes.search.href).class("nav-search")
                    .attribute(named: "aria-current", value: model.current == .search ? "page" : nil)
            }
            Paragraph { Link("Import and export", url: TasksRoutes.importPage.href).class("nav-import") }
            Element(name: "details") {
                Element(name: "summary") { Text("+ New list") }
                Form(url: TasksRoutes.lists.href, method: .post) {
                    CSRFField(token: model.csrf)
                    Hidden("back", model.path)
                    Label("Name") { Input(type: .text, name: "name", isRequired: true).attribute(named: "maxlength", value: "200") }
                    Label("Icon (one emoji, optional)") {
                        Input(type: .text, name: "icon", placeholder: "🏡").attribute(named: "maxlength", value: "8")
                    }
                    ColorSelect(selected: nil)
                    Button("Add list").attribute(named: "type", value: "submit").class("primary")
                }
            }
            .class("new-list")
        }
    }
}

/// A list's colour.
struct ColorSelect: Component {
    var selected: String?

    var body: Component {
        Label("Colour") {
            Element(name: "select") {
                Option("None", value: "")
                for color in TaskList.colors { Option(color.capitalized, value: color, isSelected: color == selected) }
            }
            .attribute(named: "name", value: "color")
        }
    }
}

/// "Focus on this" on a to-do's page: one tap starts an intention for the to-do (its title, goal
/// and area, for its estimate or 25 minutes) and opens the timer. (A row has the same as a small ▶
/// button, posting its page's `RowActions`.)
struct FocusOnTaskForm: Component {
    var task: ToDo
    var csrf: String
    var back: String

    var body: Component {
        Form(url: FocusRoutes.task.href(task.id), method: .post) {
            CSRFField(token: csrf)
            Hidden("back", back)
            Button("▶ Focus on this" + (task.estimateMinutes.map { " · \(PlanDuration.text($0))" } ?? ""))
                .attribute(named: "type", value: "submit").class("focus-task primary")
        }
        .class("focus-task-form")
    }
}

/// The one form a page's to-do rows post through: each row's buttons (complete, focus, move) name
/// it (`form="row-actions"`) with their own `formaction`, and a move button its `name` and
/// `value`. The CSRF token, the page to come back to and the rows' container are written once per
/// page instead of in four forms per row (a row was 2.4 KB, and its forms most of a long list's
/// render). Without JavaScript, a button posts this form to its action as a form of its own would.
struct RowActions: Component {
    static let id = "row-actions"
    var csrf: String
    var back: String
    var container: TaskContainer?

    var body: Component {
        Form(url: Href(path: back), method: .post) {
            CSRFField(token: csrf)
            Hidden("back", back)
            if let container { Hidden("container", container.rawValue) }
        }
        .id(Self.id).class("row-actions").attribute(named: "hidden", value: "", ignoreValueIfEmpty: false)
    }

    /// A submit button of the rows' form, posting to `action`.
    static func button(to action: Href, @ComponentBuilder content: @escaping () -> ComponentGroup) -> Component {
        Button(content: content).attribute(named: "type", value: "submit").attribute(named: "form", value: id)
            .attribute(named: "formaction", value: action.description)
    }
}

/// One to-do in a list of rows.
struct TaskRow: Component {
    var details: TaskDetails
    /// The page to come back to (the to-do's page links back to it).
    var back: String
    var today: LocalDay
    var container: TaskContainer?
    var previous: String?
    var next: String?
    var showList: Bool
    /// In Today a start of today (or earlier) goes without saying.
    var inToday = false
    /// The user keeps areas of focus, so an untied to-do for today is marked.
    var keepsAreas = false

    var body: Component {
        let task = details.task
        let open = task.status == .open
        return ListItem {
            // The checkbox: a button posting the page's `RowActions` form, so it works without JavaScript.
            RowActions.button(to: (open ? TasksRoutes.complete : TasksRoutes.reopen).href(task.id)) {}
                .class("check").attribute(named: "role", value: "checkbox")
                .attribute(named: "aria-checked", value: open ? "false" : "true")
                .accessibilityLabel("\(open ? "Complete" : "Reopen") “\(task.title)”")
            Span {
                Link(task.title, url: TasksRoutes.item.href(task.id, query: ["back": back])).class("task-title")
                Span { meta }.class("task-meta")
            }
            .class("task-body")
            if open {
                RowActions.button(to: FocusRoutes.task.href(task.id)) { Text("▶") }.class("focus-task")
                    .accessibilityLabel("Focus on “\(task.title)”").attribute(named: "title", value: "Focus on this")
            }
            if container != nil, open {
                Span {
                    moveButton(label: "Move “\(task.title)” up", symbol: "↑", field: "before", anchor: previous, kind: "up")
                    moveButton(label: "Move “\(task.title)” down", symbol: "↓", field: "after", anchor: next, kind: "down")
                    Span("⠿").class("drag-handle").attribute(named: "aria-hidden", value: "true").attribute(
                        named: "title", value: "Drag to reorder")
                }
                .class("row-moves")
            }
        }
        .class("task-row").class(open ? "" : "is-\(task.status.rawValue)")
        .attribute(named: "data-id", value: task.id).attribute(named: "data-title", value: task.title)
    }

    /// Up posts `before` the previous row (or `to=top`), down `after` the next (or `to=bottom`),
    /// with the container from the page's `RowActions`; the stylesheet hides up on the first row
    /// and down on the last, so the buttons stay right when scripts reorder rows.
    func moveButton(label: String, symbol: String, field: String, anchor: String?, kind: String) -> Component {
        RowActions.button(to: TasksRoutes.move.href(details.task.id)) { Text(symbol) }
            .attribute(named: "name", value: anchor == nil ? "to" : field)
            .attribute(named: "value", value: anchor ?? (field == "before" ? "top" : "bottom"))
            .class("move move-\(kind)").accessibilityLabel(label)
    }

    var meta: Component {
        let task = details.task
        let isToday = task.when?.day.map { $0 <= today } ?? false
        return ComponentGroup {
            TieChip(details: details)
            if keepsAreas, task.status == .open, details.area == nil, task.home(on: today) == .today {
                Link("needs a goal or area", url: TasksRoutes.item.href(task.id).fragment("link")).class("badge needs-link")
            }
            if task.status != .open, let at = task.statusAt {
                Span("\(task.status == .completed ? "Done" : "Canceled") \(Timestamp.text(at).prefix(10))").class("badge")
            }
            if let when = task.when, task.status == .open, !(inToday && !when.isEvening && isToday) {
                Span("\(TaskText.when(when, today: today))\(task.reminder.map { " · \($0)" } ?? "")")
                    .class("badge when \(when.isEvening ? "evening" : isToday ? "today" : "later")")
            }
            if let deadline = task.deadlineDay {
                Span("⚑ \(TaskText.day(deadline, today: today))").class("badge deadline")
                    .class(deadline < today && task.status == .open ? "overdue" : "").attribute(named: "title", value: "Deadline")
            }
            if task.repeatRule != nil { Span("↻").class("badge").attribute(named: "title", value: "Repeats") }
            if !details.checklist.isEmpty {
                Span("☑ \(details.checklist.filter(\.done).count)/\(details.checklist.count)").class("badge")
                    .attribute(named: "title", value: "Checklist")
            }
            if !task.notes.isEmpty { Span("✎").class("badge").attribute(named: "title", value: "Has notes") }
            if showList, let list = details.list {
                // The heading beside the list, as Things shows it: "🏡 Home › Kitchen".
                Span("\(list.icon.map { $0 + " " } ?? "")\(list.name)\(details.heading.map { " › \($0.title)" } ?? "")").class("list-name")
            }
            for tag in details.tags { Span("@\(tag)").class("tag") }
        }
    }
}

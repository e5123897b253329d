import AlmanacCore
import AlmanacStore
import Foundation

/// A Tasks page: the views and lists beside the current view, quick entry on top, then the
/// to-dos in sections. Rows can be completed, opened, moved up and down (forms) and, with
/// `tasks.js`, dragged and reordered from the keyboard.
struct TasksPage: Component {
    enum Place: Equatable {
        case view(TaskView)
        case list(String)
        case tag(String)
        case search
    }

    struct Model {
        var csrf: String
        var path: String
        var today: LocalDay
        var lists: [TaskList]
        var tags: [TaskTag]
        var current: Place = .view(.today)
        var title = ""
        var list: TaskList?
        /// A list page's headings, archived ones too.
        var headings: [TaskHeading] = []
        var sections: [TaskSection] = []
        /// The order the rows can be moved in; nil where there is no manual order.
        var container: TaskContainer?
        var defaultWhen: String?
        var query: String?
        var empty = ""
        /// The Logbook's next page (the last to-do shown), when older ones follow.
        var older: String?
        /// This week's goals and the areas of focus, for the goal-or-area picker (The System).
        var goals: [GoalRecord] = []
        var areas: [Area] = []
        var keepsAreas: Bool { !areas.isEmpty }
    }

    var model: Model

    static let views: [(TaskView, String)] = [
        (.inbox, "Inbox"), (.today, "Today"), (.upcoming, "Upcoming"), (.anytime, "Anytime"), (.someday, "Someday"),
        (.logbook, "Logbook"),
    ]

    static func title(of view: TaskView) -> String { views.first { $0.0 == view }!.1 }

    static func emptyText(of view: TaskView) -> String {
        switch view {
        case .inbox: "Your Inbox is empty. New to-dos without a list land here."
        case .today: "Nothing for today. Enjoy it, or add something above."
        case .upcoming: "Nothing scheduled. To-dos with a start date after today appear here, by day."
        case .anytime: "No to-dos in your lists yet."
        case .someday: "Nothing for someday. Type “someday” in quick entry to park an idea here."
        case .logbook: "Completed and canceled to-dos appear here."
        }
    }

    static func currentLabel(_ model: Model) -> String {
        switch model.current {
        case .view(let view): title(of: view)
        case .list: "\(model.list?.icon.map { $0 + " " } ?? "")\(model.list?.name ?? "List")"
        case .tag(let name): "@\(name)"
        case .search: "Search"
        }
    }

    var body: Component {
        let rowCount = model.sections.reduce(0) { $0 + $1.tasks.count }
        return ComponentGroup {
            Div {
                TaskNavigation(model: model)
                Element(name: "section") {
                    Header {
                        H2 {
                            headingIcon
                            Text(model.title)
                        }
                        .id("task-heading").class("view-title")
                        if model.current == .view(.today) {
                            Paragraph(TaskText.day(model.today, today: LocalDay(year: 1, month: 1, day: 1))).class("hint")
                        }
                    }
                    .class("task-head")
                    if model.current != .view(.logbook), model.current != .search { QuickEntryForm(model: model) }
                    if model.current == .search { searchForm }
                    if rowCount == 0 { Paragraph(model.empty).class("empty task-empty") }
                    if rowCount > 0 { RowActions(csrf: model.csrf, back: backPath, container: model.container) }
                    for section in model.sections where !section.tasks.isEmpty || hasHeadings { sectionView(section) }
                    if let older = model.older {
                        Navigation {
                            Link("Older to-dos →", url: TasksRoutes.view(.logbook).adding("before", older)).attribute(
                                named: "rel", value: "next")
                        }
                        .class("pager")
                    }
                    if let list = model.list {
                        HeadingForms(list: list, archived: model.headings.filter(\.archived), csrf: model.csrf)
                        ListSettings(list: list, csrf: model.csrf)
                    }
                    Paragraph {
                        Text("Keys: ")
                        Kbd("n")
                        Text(" new · ")
                        Kbd("/")
                        Text(" search · ")
                        Kbd("j")
                        Text("/")
                        Kbd("k")
                        Text(" select · ")
                        Kbd("x")
                        Text(" complete · ")
                        Kbd("Enter")
                        Text(" open · ")
                        Kbd("Alt")
                        Text("+")
                        Kbd("↑")
                        Text("/")
                        Kbd("↓")
                        Text(" move")
                    }
                    .class("hint keys")
                }
                .class("task-main").attribute(named: "aria-labelledby", value: "task-heading")
            }
            .class("tasks").attribute(named: "data-widget", value: "tasks")
            // Reminders (a to-do's reminder time, focus nudges) show on this page too.
            Div().attribute(named: "data-widget", value: "focus").attribute(named: "data-mode", value: "poll")
        }
    }

    /// A list page with headings: every group shows, empty ones too, so a to-do can be dropped in.
    var hasHeadings: Bool { model.list != nil && model.headings.contains { !$0.archived } }

    func sectionView(_ section: TaskSection) -> Component {
        let open = model.headings.filter { !$0.archived }
        return Element(name: "section") {
            if let heading = section.heading {
                HeadingHeader(
                    heading: heading, csrf: model.csrf, isFirst: open.first?.id == heading.id, isLast: open.last?.id == heading.id)
            } else if let title = section.title {
                H3(section.day.map { TaskText.day($0, today: model.today) } ?? title).class("section-title")
            }
            Element(name: "ul") {
                for (index, details) in section.tasks.enumerated() {
                    TaskRow(
                        details: details, back: backPath, today: model.today, container: model.container,
                        previous: index > 0 ? section.tasks[index - 1].task.id : nil,
                        next: index + 1 < section.tasks.count ? section.tasks[index + 1].task.id : nil,
                        showList: model.list == nil, inToday: model.current == .view(.today), keepsAreas: model.keepsAreas)
                }
            }
            .class("task-rows").attribute(named: "data-container", value: model.container?.rawValue)
            .attribute(named: "data-heading", value: hasHeadings ? "heading:" + (section.heading?.id ?? "") : nil)
            .attribute(named: "aria-labelledby", value: section.heading.map { "heading-\($0.id)" })
        }
        .class("task-section").class(section.heading != nil ? "heading-section" : "")
        .attribute(named: "data-heading-id", value: section.heading?.id)
        .attribute(named: "data-heading-title", value: section.heading?.title)
    }

    var backPath: String {
        if model.current == .search, let query = model.query { return TasksRoutes.search.href(query: ["q": query]).description }
        return model.path
    }

    var headingIcon: Component {
        if let icon = model.list?.icon {
            return ComponentGroup {
                Span(icon).class("icon").attribute(named: "aria-hidden", value: "true")
                Text(" ")
            }
        }
        if case .view(let view) = model.current { return ViewMark(view: view) }
        return EmptyComponent()
    }

    /// Quick entry as markup, for the Today page, which shows it too.
    var quickEntry: HTML { QuickEntryForm(model: model).render() }

    var searchForm: Component {
        Form(url: TasksRoutes.search.href, method: .get) {
            Label("Search to-dos") {}.attribute(named: "for", value: "task-search").class("visually-hidden")
            Input(type: .search, name: "q", value: model.query, placeholder: "Search titles and notes").id("task-search")
            Button("Search").attribute(named: "type", value: "submit")
        }
        .class("task-search").attribute(named: "role", value: "search")
    }
}

/// Quick entry: one line that becomes a to-do (the date, list and tags understood from it).
struct QuickEntryForm: Component {
    var model: TasksPage.Model

    var body: Component {
        let inToday = model.current == .view(.today)
        return Form(url: TasksRoutes.add.href, method: .post) {
            CSRFField(token: model.csrf)
            Hidden("back", model.path)
            if let list = model.list { Hidden("listId", list.id) }
            if let when = model.defaultWhen { Hidden("defaultWhen", when) }
            Label("New to-do") {}.attribute(named: "for", value: "quick-entry").class("visually-hidden")
            Input(type: .text, name: "text", isRequired: true, placeholder: "New to-do: Call mom tomorrow 5pm #Family @phone")
                .id("quick-entry").attribute(named: "autocomplete", value: "off").attribute(named: "maxlength", value: "1000")
            if model.keepsAreas {
                LinkSelect(
                    goals: model.goals, areas: model.areas, selected: nil, id: "quick-entry-link",
                    none: inToday ? "Pick a goal or area" : "No goal or area", hiddenLabel: true, required: inToday)
            }
            Button("Add").attribute(named: "type", value: "submit").class("primary")
            Paragraph().class("understood hint").attribute(named: "aria-live", value: "polite")
        }
        .class("quick-entry").class(model.keepsAreas ? "has-link" : "")
    }
}

/// Rename, recolour, archive, move or delete a list.
struct ListSettings: Component {
    var list: TaskList
    var csrf: String

    var body: Component {
        Element(name: "details") {
            Element(name: "summary") { Text("List settings") }
            Form(url: TasksRoutes.list.href(list.id), method: .post) {
                CSRFField(token: csrf)
                Label("Name") {
                    Input(type: .text, name: "name", value: list.name, isRequired: true).attribute(named: "maxlength", value: "200")
                }
                Label("Icon (one emoji)") { Input(type: .text, name: "icon", value: list.icon).attribute(named: "maxlength", value: "8") }
                ColorSelect(selected: list.color)
                Element(name: "label") {
                    Input(type: .checkbox, name: "archived").attribute(named: "checked", value: nil, ignoreValueIfEmpty: !list.archived)
                    Text(" Archived (hidden from the views)")
                }
                .class("inline-check")
                SubmitRow(title: "Save list")
            }
            Form(url: TasksRoutes.moveList.href(list.id), method: .post) {
                CSRFField(token: csrf)
                Span("Place in the sidebar")
                Button("↑ Up").attribute(named: "type", value: "submit").attribute(named: "name", value: "direction")
                    .attribute(named: "value", value: "up")
                Button("↓ Down").attribute(named: "type", value: "submit").attribute(named: "name", value: "direction")
                    .attribute(named: "value", value: "down")
            }
            .class("list-order")
            Form(url: TasksRoutes.deleteList.href(list.id), method: .post) {
                CSRFField(token: csrf)
                Button("Delete the list and its to-dos").attribute(named: "type", value: "submit").class("danger")
            }
        }
        .class("list-settings card")
    }
}

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
        var sections: [TaskSection] = []
        /// The order the rows can be moved in; nil where there is no manual order.
        var container: TaskContainer?
        var defaultWhen: String?
        var query: String?
        var empty = ""
        /// This week's goals and the areas of focus, for the goal-or-area picker (The System).
        var goals: [GoalRecord] = []
        var areas: [Area] = []
        var keepsAreas: Bool { !areas.isEmpty }
    }

    var model: Model

    static let views: [(TaskView, String, String)] = [
        (.inbox, "Inbox", "inbox"), (.today, "Today", "today"), (.upcoming, "Upcoming", "upcoming"),
        (.anytime, "Anytime", "anytime"), (.someday, "Someday", "someday"), (.logbook, "Logbook", "logbook"),
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

    var body: Component {
        html
    }

    var html: HTML {
        var out: HTML = "<div class=\"tasks\" data-widget=\"tasks\">"
        out += TaskNavigation(model: model).html
        out += "<section class=\"task-main\" aria-labelledby=\"task-heading\">"
        out += "<header class=\"task-head\"><h2 id=\"task-heading\" class=\"view-title\">\(headingIcon)\(model.title)</h2>"
        if case .view(.today) = model.current {
            out += "<p class=\"hint\">\(TaskText.day(model.today, today: LocalDay(year: 1, month: 1, day: 1)))</p>"
        }
        out += "</header>"
        if model.current != .view(.logbook), model.current != .search {
            out += quickEntry
        }
        if model.current == .search { out += searchForm }
        let rows = model.sections.reduce(0) { $0 + $1.tasks.count }
        if rows == 0 {
            out += "<p class=\"empty task-empty\">\(model.empty)</p>"
        }
        for section in model.sections where !section.tasks.isEmpty {
            out += "<section class=\"task-section\">"
            if let title = section.title {
                let text = section.day.map { TaskText.day($0, today: model.today) } ?? title
                out += "<h3 class=\"section-title\">\(text)</h3>"
            }
            let sortable = model.container != nil
            out += "<ul class=\"task-rows\"\(sortable ? " data-container=\"\(model.container!.rawValue)\"" as HTML : "")>"
            for (index, details) in section.tasks.enumerated() {
                out +=
                    TaskRow(
                        details: details, csrf: model.csrf, back: backPath, today: model.today, container: model.container,
                        previous: index > 0 ? section.tasks[index - 1].task.id : nil,
                        next: index + 1 < section.tasks.count ? section.tasks[index + 1].task.id : nil,
                        showList: model.list == nil, inToday: model.current == .view(.today), keepsAreas: model.keepsAreas
                    ).html
            }
            out += "</ul></section>"
        }
        if let list = model.list { out += ListSettings(list: list, csrf: model.csrf).html }
        out +=
            "<p class=\"hint keys\">Keys: <kbd>n</kbd> new · <kbd>/</kbd> search · <kbd>j</kbd>/<kbd>k</kbd> select · <kbd>x</kbd> complete · <kbd>Enter</kbd> open · <kbd>Alt</kbd>+<kbd>↑</kbd>/<kbd>↓</kbd> move</p>"
        out += "</section></div>"
        // Reminders (a to-do's reminder time, focus nudges) show on this page too.
        out += "<div data-widget=\"focus\" data-mode=\"poll\"></div>"
        return out
    }

    var backPath: String {
        if model.current == .search, let query = model.query {
            return "/tasks/search?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        return model.path
    }

    var headingIcon: HTML {
        if let icon = model.list?.icon { return "<span class=\"icon\" aria-hidden=\"true\">\(icon)</span> " }
        if case .view(let view) = model.current {
            return "<span class=\"view-mark mark-\(view.rawValue)\" aria-hidden=\"true\"></span>"
        }
        return ""
    }

    var quickEntry: HTML {
        var out: HTML = "<form class=\"quick-entry\(model.keepsAreas ? " has-link" : "")\" method=\"post\" action=\"/tasks/add\">"
        out += csrfField(model.csrf) + hidden("back", model.path)
        if let list = model.list { out += hidden("listId", list.id) }
        if let when = model.defaultWhen { out += hidden("defaultWhen", when) }
        out += "<label for=\"quick-entry\" class=\"visually-hidden\">New to-do</label>"
        out +=
            "<input id=\"quick-entry\" name=\"text\" type=\"text\" autocomplete=\"off\" required maxlength=\"1000\" placeholder=\"New to-do: Call mom tomorrow 5pm #Family @phone\">"
        if model.keepsAreas {
            let inToday = model.current == .view(.today)
            out += linkSelect(
                goals: model.goals, areas: model.areas, selected: nil, id: "quick-entry-link",
                none: inToday ? "Pick a goal or area" : "No goal or area", hiddenLabel: true, required: inToday)
        }
        out += "<button type=\"submit\" class=\"primary\">Add</button>"
        out += "<p class=\"understood hint\" aria-live=\"polite\"></p>"
        out += "</form>"
        return out
    }

    var searchForm: HTML {
        "<form class=\"task-search\" method=\"get\" action=\"/tasks/search\" role=\"search\"><label for=\"task-search\" class=\"visually-hidden\">Search to-dos</label><input id=\"task-search\" type=\"search\" name=\"q\" value=\"\((model.query ?? ""))\" placeholder=\"Search titles and notes\"><button type=\"submit\">Search</button></form>"
    }
}

func csrfField(_ token: String) -> HTML { hidden("_csrf", token) }

/// The goal-or-area picker of quick entry and the to-do form (`link`: "goal:ID" or "area:ID").
func linkSelect(
    goals: [GoalRecord], areas: [Area], selected: String?, id: String, none: String, hiddenLabel: Bool = false,
    required: Bool = false
) -> HTML {
    var out: HTML = "<label for=\"\(id)\"\(hiddenLabel ? " class=\"visually-hidden\"" as HTML : "")>Goal or area</label>"
    out += "<select id=\"\(id)\" name=\"link\"\(required ? " required" : "")>"
    for (value, label) in [("", none)] + linkOptions(goals: goals, areas: areas).dropFirst() {
        out += "<option value=\"\(value)\"\(value == selected ? " selected" : "")>\(label)</option>"
    }
    return out + "</select>"
}

/// A to-do's weekly goal (🎯) or area of focus, as a chip in the area's colour.
func tieChip(_ details: TaskDetails) -> HTML {
    guard let area = details.area else { return "" }
    let style: HTML = " style=\"--area: \(area.color)\""
    if let goal = details.goal {
        return "<span class=\"area-chip tie\"\(style) title=\"Weekly goal in \(area.label)\">🎯 \(goal.title)</span>"
    }
    return "<span class=\"area-chip tie\"\(style) title=\"Area of focus\">\(area.label)</span>"
}

func hidden(_ name: String, _ value: String) -> HTML {
    "<input type=\"hidden\" name=\"\(name)\" value=\"\(value)\">"
}

/// The views, lists and tags: a sidebar on wide screens, a picker that folds open on phones.
struct TaskNavigation {
    var model: TasksPage.Model
    /// The module's name heads the page, except on a to-do's page where the to-do does.
    var isPageHeading = true

    var html: HTML {
        var links: HTML = "<ul class=\"task-views\">"
        for (view, name, _) in TasksPage.views {
            links +=
                "<li><a href=\"/tasks/\(view.rawValue)\"\(model.current == .view(view) ? " aria-current=\"page\"" as HTML : "")><span class=\"view-mark mark-\(view.rawValue)\" aria-hidden=\"true\"></span>\(name)</a></li>"
        }
        links += "</ul>"
        if !model.lists.isEmpty {
            links += "<h3 class=\"nav-title\">Lists</h3><ul class=\"task-lists\">"
            for list in model.lists {
                links += item(
                    href: "/tasks/lists/\(list.id)", label: list.name, icon: list.icon, current: model.current == .list(list.id),
                    color: list.color)
            }
            links += "</ul>"
        }
        if !model.tags.isEmpty {
            links += "<h3 class=\"nav-title\">Tags</h3><ul class=\"task-tags\">"
            for tag in model.tags {
                let encoded = tag.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? tag.name
                links +=
                    "<li><a class=\"tag\" href=\"/tasks/tags/\(encoded)\"\(model.current == .tag(tag.name.lowercased()) ? " aria-current=\"page\"" as HTML : "")>@\(tag.name)</a></li>"
            }
            links += "</ul>"
        }
        links +=
            "<p><a href=\"/tasks/search\" class=\"nav-search\"\(model.current == .search ? " aria-current=\"page\"" as HTML : "")>Search</a></p>"
        links += "<details class=\"new-list\"><summary>+ New list</summary><form method=\"post\" action=\"/tasks/lists\">"
        links += csrfField(model.csrf) + hidden("back", model.path)
        links += "<label>Name<input type=\"text\" name=\"name\" required maxlength=\"200\"></label>"
        links += "<label>Icon (one emoji, optional)<input type=\"text\" name=\"icon\" maxlength=\"8\" placeholder=\"🏡\"></label>"
        links += colorSelect(selected: nil)
        links += "<button type=\"submit\" class=\"primary\">Add list</button></form></details>"
        let title: HTML = isPageHeading ? "<h1 class=\"tasks-title\">Tasks</h1>" : "<p class=\"tasks-title\">Tasks</p>"
        return """
            <div class="task-side">\(title)<details class="task-picker"><summary>\(TasksPage.currentLabel(model))</summary>\
            <nav aria-label="Task views and lists (phone)">\(links)</nav></details>\
            <nav class="task-nav" aria-label="Task views and lists">\(links)</nav></div>
            """
    }

    func item(href: String, label: String, icon: String?, current: Bool, color: String? = nil) -> HTML {
        let dot = color.map { "<span class=\"dot color-\($0)\" aria-hidden=\"true\"></span>" as HTML } ?? ""
        let iconText: HTML = "<span class=\"icon\" aria-hidden=\"true\">\(icon ?? "•")</span>"
        return "<li><a href=\"\(href)\"\(current ? " aria-current=\"page\"" as HTML : "")>\(iconText)\(label)\(dot)</a></li>"
    }
}

extension TasksPage {
    static func currentLabel(_ model: Model) -> String {
        switch model.current {
        case .view(let view): title(of: view)
        case .list: "\(model.list?.icon.map { $0 + " " } ?? "")\(model.list?.name ?? "List")"
        case .tag(let name): "@\(name)"
        case .search: "Search"
        }
    }
}

func colorSelect(selected: String?) -> HTML {
    var out: HTML = "<label>Colour<select name=\"color\"><option value=\"\">None</option>"
    for color in TaskList.colors {
        out += "<option value=\"\(color)\"\(color == selected ? " selected" : "")>\(color.capitalized)</option>"
    }
    return out + "</select></label>"
}

/// One to-do in a list of rows.
struct TaskRow {
    var details: TaskDetails
    var csrf: String
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

    var html: HTML {
        let task = details.task
        let title = task.title
        let open = task.status == .open
        var out: HTML = "<li class=\"task-row\(open ? "" : " is-\(task.status.rawValue)")\" data-id=\"\(task.id)\" data-title=\"\(title)\">"
        // The checkbox: a button in a form, so it works without JavaScript.
        out += "<form method=\"post\" action=\"/tasks/item/\(task.id)/\(open ? "complete" : "reopen")\" class=\"check-form\">"
        out += csrfField(csrf) + hidden("back", back)
        out +=
            "<button type=\"submit\" class=\"check\" role=\"checkbox\" aria-checked=\"\(open ? "false" : "true")\" aria-label=\"\(open ? "Complete" : "Reopen") “\(title)”\"></button></form>"
        out +=
            "<span class=\"task-body\"><a class=\"task-title\" href=\"/tasks/item/\(task.id)?back=\(back.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")\">\(title)</a>"
        out += "<span class=\"task-meta\">\(meta)</span></span>"
        if let container, open {
            out += "<span class=\"row-moves\">"
            out += moveForm(label: "Move “\(title)” up", symbol: "↑", field: "before", anchor: previous, container: container, kind: "up")
            out += moveForm(label: "Move “\(title)” down", symbol: "↓", field: "after", anchor: next, container: container, kind: "down")
            out += "<span class=\"drag-handle\" aria-hidden=\"true\" title=\"Drag to reorder\">⠿</span>"
            out += "</span>"
        }
        out += "</li>"
        return out
    }

    /// Up posts `before` the previous row (or `to=top`), down `after` the next (or `to=bottom`);
    /// the stylesheet hides up on the first row and down on the last, so the buttons stay
    /// right when scripts reorder rows.
    func moveForm(label: String, symbol: String, field: String, anchor: String?, container: TaskContainer, kind: String) -> HTML {
        "<form method=\"post\" action=\"/tasks/item/\(details.task.id)/move\" class=\"move-form\">"
            + csrfField(csrf) + hidden("back", back) + hidden("container", container.rawValue)
            + (anchor.map { hidden(field, $0) } ?? hidden("to", field == "before" ? "top" : "bottom"))
            + "<button type=\"submit\" class=\"move move-\(kind)\" aria-label=\"\(label)\">\(symbol)</button></form>"
    }

    var meta: HTML {
        let task = details.task
        var parts: [HTML] = []
        parts.append(tieChip(details))
        if keepsAreas, task.status == .open, details.area == nil, task.home(on: today) == .today {
            parts.append("<a class=\"badge needs-link\" href=\"/tasks/item/\(task.id)#link\">needs a goal or area</a>")
        }
        if task.status != .open, let at = task.statusAt {
            parts.append("<span class=\"badge\">\(task.status == .completed ? "Done" : "Canceled") \(Timestamp.text(at).prefix(10))</span>")
        }
        if let when = task.when, task.status == .open, !(inToday && !when.isEvening && (when.day.map { $0 <= today } ?? false)) {
            let kind = when.isEvening ? "evening" : (when.day.map { $0 <= today } ?? false) ? "today" : "later"
            parts.append(
                "<span class=\"badge when \(kind)\">\(TaskText.when(when, today: today))\(task.reminder.map { " · \($0)" } ?? "")</span>"
            )
        }
        if let deadline = task.deadlineDay {
            let overdue = deadline < today && task.status == .open
            parts.append(
                "<span class=\"badge deadline\(overdue ? " overdue" : "")\" title=\"Deadline\">⚑ \(TaskText.day(deadline, today: today))</span>"
            )
        }
        if task.repeatRule != nil { parts.append("<span class=\"badge\" title=\"Repeats\">↻</span>") }
        if !details.checklist.isEmpty {
            parts.append(
                "<span class=\"badge\" title=\"Checklist\">☑ \(details.checklist.filter(\.done).count)/\(details.checklist.count)</span>")
        }
        if !task.notes.isEmpty { parts.append("<span class=\"badge\" title=\"Has notes\">✎</span>") }
        if showList, let list = details.list {
            parts.append("<span class=\"list-name\">\(list.icon.map { $0 + " " } ?? "")\(list.name)</span>")
        }
        parts += details.tags.map { "<span class=\"tag\">@\($0)</span>" }
        return parts.joined()
    }
}

/// Rename, recolour, archive or delete a list.
struct ListSettings {
    var list: TaskList
    var csrf: String

    var html: HTML {
        var out: HTML = "<details class=\"list-settings card\"><summary>List settings</summary>"
        out += "<form method=\"post\" action=\"/tasks/lists/\(list.id)\">" + csrfField(csrf)
        out += "<label>Name<input type=\"text\" name=\"name\" required maxlength=\"200\" value=\"\(list.name)\"></label>"
        out +=
            "<label>Icon (one emoji)<input type=\"text\" name=\"icon\" maxlength=\"8\" value=\"\((list.icon ?? ""))\"></label>"
        out += colorSelect(selected: list.color)
        out +=
            "<label class=\"inline-check\"><input type=\"checkbox\" name=\"archived\"\(list.archived ? " checked" : "")> Archived (hidden from the views)</label>"
        out += "<div class=\"actions\"><button type=\"submit\" class=\"primary\">Save list</button></div></form>"
        out += "<form method=\"post\" action=\"/tasks/lists/\(list.id)/move\" class=\"list-order\">" + csrfField(csrf)
        out += "<span>Place in the sidebar</span>"
        out += "<button type=\"submit\" name=\"direction\" value=\"up\">↑ Up</button>"
        out += "<button type=\"submit\" name=\"direction\" value=\"down\">↓ Down</button></form>"
        out += "<form method=\"post\" action=\"/tasks/lists/\(list.id)/delete\">" + csrfField(csrf)
        out += "<button type=\"submit\" class=\"danger\">Delete the list and its to-dos</button></form>"
        out += "</details>"
        return out
    }
}

/// A to-do's details: every field, the checklist and the actions.
struct TaskDetailView: Component {
    struct Model {
        var frame: TasksPage.Model
        var details: TaskDetails
        var back: String
        var error: AlmanacError?
    }

    var model: Model

    var body: Component { html }

    func error(_ field: String) -> HTML {
        guard let error = model.error, error.field == field else { return "" }
        return "<p class=\"field-error\" id=\"\(field)-error\">\(error.message)</p>"
    }

    var html: HTML {
        let task = model.details.task
        let csrf = model.frame.csrf
        let today = model.frame.today
        let id = task.id
        var out: HTML = "<div class=\"tasks\">" + TaskNavigation(model: model.frame, isPageHeading: false).html
        out += "<section class=\"task-main task-detail\" aria-labelledby=\"task-heading\">"
        out += "<p><a href=\"\(model.back)\" class=\"back\">← Back</a></p>"
        out += "<h1 id=\"task-heading\"\(task.status == .open ? "" : " class=\"is-done\"" as HTML)>\(task.title)</h1>"
        if task.status != .open, let at = task.statusAt {
            out +=
                "<p class=\"hint\">\(task.status == .completed ? "Completed" : "Canceled") \(Timestamp.text(at).prefix(16).replacingOccurrences(of: "T", with: " ")) UTC.</p>"
        }
        if let error = model.error,
            error.field == nil
                || !["title", "startDay", "deadline", "reminder", "tags", "notes", "repeat", "areaId", "link"].contains(error.field!)
        {
            out += "<p class=\"flash error\" role=\"alert\">\(error.message)</p>"
        }
        if !task.notes.isEmpty {
            // The notes as they read (links work); the form below edits them.
            out += "<div class=\"card task-notes markdown\">\(Markdown.safeHTML(task.notes))</div>"
        }
        out += "<form method=\"post\" action=\"/tasks/item/\(id)\" class=\"card task-form\">" + csrfField(csrf) + hidden("back", model.back)
        out +=
            "<div class=\"field\"><label>Title<input type=\"text\" name=\"title\" required maxlength=\"500\" value=\"\(task.title)\"></label>\(error("title"))</div>"
        out +=
            "<div class=\"field\"><label>Notes<textarea name=\"notes\" rows=\"5\">\(task.notes)</textarea></label><p class=\"hint\">Markdown.</p>\(error("notes"))</div>"
        let whenKind =
            switch task.when {
            case .none: ""
            case .someday: "someday"
            case .evening: "evening"
            case .day: "day"
            }
        out += "<div class=\"field-row\">"
        out += "<div class=\"field\"><label>When<select name=\"whenKind\">"
        for (value, label) in [("", "Anytime"), ("day", "On the day"), ("evening", "That evening"), ("someday", "Someday")] {
            out += "<option value=\"\(value)\"\(value == whenKind ? " selected" : "")>\(label)</option>"
        }
        out += "</select></label></div>"
        out +=
            "<div class=\"field\"><label>Start day<input type=\"date\" name=\"startDay\" value=\"\(task.startDay ?? "")\"></label>\(error("startDay"))</div>"
        out +=
            "<div class=\"field\"><label>Reminder<input type=\"time\" name=\"reminder\" value=\"\(task.reminder ?? "")\"></label>\(error("reminder"))</div>"
        out +=
            "<div class=\"field\"><label>Deadline<input type=\"date\" name=\"deadline\" value=\"\(task.deadline ?? "")\"></label>\(error("deadline"))</div>"
        out += "</div><div class=\"field-row\">"
        out += "<div class=\"field\"><label>List<select name=\"listId\"><option value=\"\">Inbox</option>"
        for list in model.frame.lists {
            out += "<option value=\"\(list.id)\"\(list.id == task.listId ? " selected" : "")>\(list.name)</option>"
        }
        out += "</select></label></div>"
        out +=
            "<div class=\"field\"><label>Tags<input type=\"text\" name=\"tags\" value=\"\(model.details.tags.joined(separator: ", "))\" placeholder=\"home, errand\"></label><p class=\"hint\">Separated by commas.</p>\(error("tags"))</div>"
        out += "</div>"
        if model.frame.keepsAreas || model.details.area != nil {
            // A goal of an earlier week stays selectable for the to-do that serves it.
            var goals = model.frame.goals
            if let goal = model.details.goal, !goals.contains(where: { $0.id == goal.id }) { goals.append(goal) }
            let selected = task.goalId.map { "goal:\($0)" } ?? task.areaId.map { "area:\($0)" }
            out +=
                "<div class=\"field\">"
                + linkSelect(goals: goals, areas: model.frame.areas, selected: selected, id: "link", none: "No goal or area")
            out += "<p class=\"hint\">To-dos for today serve a weekly goal or an area of focus.</p>\(error("areaId"))\(error("link"))</div>"
        }
        let rule = task.repeating
        let (kind, every): (String, Int) =
            switch rule {
            case .none: ("", 1)
            case .daily(let n): ("daily", n)
            case .weekly(let n, _): ("weekly", n)
            case .monthly(let n, _): ("monthly", n)
            case .yearly(let n, _, _): ("yearly", n)
            case .afterCompletion(let n): ("afterCompletion", n)
            }
        out += "<div class=\"field-row\"><div class=\"field\"><label>Repeat<select name=\"repeatKind\">"
        for (value, label) in [
            ("", "Never"), ("daily", "Every N days"), ("weekly", "Every N weeks (on the start's weekday)"),
            ("monthly", "Every N months (on the start's day)"), ("yearly", "Every N years"), ("afterCompletion", "N days after completion"),
        ] {
            out += "<option value=\"\(value)\"\(value == kind ? " selected" : "")>\(label)</option>"
        }
        out += "</select></label>\(rule.map { "<p class=\"hint\">Now: \($0.text()).</p>" as HTML } ?? "")\(error("repeat"))</div>"
        out +=
            "<div class=\"field\"><label>N<input type=\"number\" name=\"repeatEvery\" min=\"1\" max=\"999\" value=\"\(every)\" inputmode=\"numeric\"></label></div></div>"
        out += "<div class=\"actions\"><button type=\"submit\" class=\"primary\">Save</button></div></form>"

        out += "<section class=\"card checklist\"><h2>Checklist</h2>"
        if model.details.checklist.isEmpty { out += "<p class=\"empty\">No steps yet.</p>" }
        out += "<ul class=\"checklist-items\">"
        for item in model.details.checklist {
            out +=
                "<li class=\"\(item.done ? "is-done" : "")\"><form method=\"post\" action=\"/tasks/checklist/\(item.id)/toggle\" class=\"inline\">"
                + csrfField(csrf)
            out += hidden("done", item.done ? "false" : "true")
            out +=
                "<button type=\"submit\" class=\"check small\" role=\"checkbox\" aria-checked=\"\(item.done)\" aria-label=\"\(item.done ? "Untick" : "Tick") “\(item.title)”\"></button></form>"
            out += "<span>\(item.title)</span>"
            out +=
                "<form method=\"post\" action=\"/tasks/checklist/\(item.id)/delete\" class=\"inline\">" + csrfField(csrf)
                + hidden("back", "/tasks/item/\(id)")
            out += "<button type=\"submit\" class=\"link-button\" aria-label=\"Delete “\(item.title)”\">✕</button></form></li>"
        }
        out += "</ul><form method=\"post\" action=\"/tasks/item/\(id)/checklist\" class=\"checklist-add\">" + csrfField(csrf)
        out +=
            "<label for=\"checklist-new\" class=\"visually-hidden\">New step</label><input id=\"checklist-new\" type=\"text\" name=\"title\" required maxlength=\"500\" placeholder=\"Add a step\"><button type=\"submit\">Add</button></form></section>"

        out += "<div class=\"actions task-actions\">"
        if task.status == .open {
            out += actionForm("complete", "Complete", primary: true) + actionForm("cancel", "Cancel to-do")
        } else {
            out += actionForm("reopen", "Reopen", primary: true)
        }
        out += actionForm("delete", "Delete", danger: true)
        out += "</div>"
        out +=
            "<p class=\"hint\">In \(model.details.list?.name ?? "the Inbox") · shown in \(TasksPage.title(of: task.home(on: today))) · added \(Timestamp.text(task.createdAt).prefix(10)).</p>"
        out += "</section></div>"
        return out
    }

    func actionForm(_ action: String, _ label: String, primary: Bool = false, danger: Bool = false) -> HTML {
        "<form method=\"post\" action=\"/tasks/item/\(model.details.task.id)/\(action)\" class=\"inline\">" + csrfField(model.frame.csrf)
            + hidden("back", model.back)
            + "<button type=\"submit\" class=\"\(primary ? "primary" : danger ? "danger" : "")\">\(label)</button></form>"
    }
}

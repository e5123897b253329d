import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Lists and to-dos: the pages under /tasks and the API under /api/v1 (lists, tasks, views).
struct TasksController {
    let database: AppDatabase

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(TasksRoutes.home, use: home)
        router.get(TasksRoutes.search, use: searchPage)
        router.get(TasksRoutes.list, use: listPage)
        router.get(TasksRoutes.tag, use: tagPage)
        router.get(TasksRoutes.item, use: taskPage)
        router.get(TasksRoutes.view, use: viewPage)
        router.post(TasksRoutes.add, use: add)
        router.post(TasksRoutes.item, use: save)
        router.post(TasksRoutes.complete, use: complete)
        router.post(TasksRoutes.cancel, use: cancel)
        router.post(TasksRoutes.reopen, use: reopen)
        router.post(TasksRoutes.delete, use: delete)
        router.post(TasksRoutes.move, use: move)
        router.post(TasksRoutes.addChecklistItem, use: addChecklistItem)
        router.post(TasksRoutes.toggleChecklistItem, use: toggleChecklistItem)
        router.post(TasksRoutes.deleteChecklistItem, use: deleteChecklistItem)
        router.post(TasksRoutes.lists, use: createList)
        router.post(TasksRoutes.list, use: updateList)
        router.post(TasksRoutes.deleteList, use: deleteList)
        router.post(TasksRoutes.moveList, use: moveList)
        router.post(TasksRoutes.addHeading, use: addHeading)
        router.post(TasksRoutes.heading, use: updateHeading)
        router.post(TasksRoutes.moveHeading, use: moveHeading)
        router.post(TasksRoutes.deleteHeading, use: deleteHeading)
        registerImports(on: router, api: api)
        registerAPI(api)
    }

    // MARK: Pages

    @Sendable func home(_ request: Request, context: SignedInContext) async throws -> Response {
        .seeOther(TasksRoutes.view(.today))
    }

    /// The frame every Tasks page shares (sidebar, goal-or-area picker) from its page data.
    private func frame(_ page: TasksPageData, context: SignedInContext, path: String) -> TasksPage.Model {
        var model = TasksPage.Model(csrf: context.csrfToken, path: path, today: page.today, lists: page.lists, tags: page.tags)
        model.areas = page.areas
        model.goals = page.goals
        model.list = page.list
        model.headings = page.headings
        model.sections = page.sections
        return model
    }

    @Sendable func viewPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let name = try context.parameters.require("view")
        guard let view = TaskView(rawValue: name) else { throw AlmanacError.notFound("There is no page at this address.") }
        let page = try await database.tasksPage(
            owner: user.id, showing: .view(view), before: view == .logbook ? request.query.optional("before") : nil)
        var model = frame(page, context: context, path: request.uri.path)
        model.older = page.older
        model.current = .view(view)
        model.title = TasksPage.title(of: view)
        model.container =
            switch view {
            case .today, .upcoming: .today
            case .inbox, .anytime, .someday: .list
            case .logbook: nil
            }
        model.defaultWhen =
            switch view {
            case .today: "today"
            case .someday: "someday"
            default: nil
            }
        model.empty = TasksPage.emptyText(of: view)
        return Pages.render(model.title, request: request, context: context) { TasksPage(model: model) }
    }

    @Sendable func listPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.tasksPage(owner: user.id, showing: .list(try context.parameters.require("id")))
        let list = page.list!
        var model = frame(page, context: context, path: request.uri.path)
        model.current = .list(list.id)
        model.title = list.name
        model.container = .list
        model.empty = "Nothing in \(list.name) yet. Add a to-do above."
        return Pages.render(list.name, request: request, context: context) { TasksPage(model: model) }
    }

    @Sendable func tagPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let name = try context.parameters.require("name").removingPercentEncoding ?? ""
        let page = try await database.tasksPage(owner: user.id, showing: .tag(name))
        var model = frame(page, context: context, path: request.uri.path)
        model.current = .tag(name.lowercased())
        model.title = "@" + name
        model.container = .today
        model.empty = "No open to-dos tagged @\(name)."
        return Pages.render(model.title, request: request, context: context) { TasksPage(model: model) }
    }

    @Sendable func searchPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query.optional("q") ?? ""
        let page = try await database.tasksPage(owner: user.id, showing: .search(query))
        var model = frame(page, context: context, path: TasksRoutes.search.href.description)
        model.current = .search
        model.title = "Search"
        model.query = query
        model.empty = query.isEmpty ? "Type words from a title or its notes." : "Nothing matches “\(query)”."
        return Pages.render("Search", request: request, context: context) { TasksPage(model: model) }
    }

    @Sendable func taskPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.tasksPage(owner: user.id, showing: .task(try context.parameters.require("id")))
        return renderTask(page, request: request, context: context)
    }

    /// The to-do's page; after a refused save, with the values typed kept and the error shown.
    private func renderTask(
        _ page: TasksPageData, request: Request, context: SignedInContext, form: FormData? = nil, error: AlmanacError? = nil
    ) -> Response {
        var details = page.task!
        if let form { TaskFields.keep(form, in: &details) }
        var frame = frame(page, context: context, path: request.uri.path)
        frame.current = details.task.listId.map { .list($0) } ?? .view(details.task.home(on: frame.today))
        frame.title = details.task.title
        let back =
            Self.safeBack(request.query["back"] ?? TaskReturnField.posted(form)) ?? Self.home(ofListId: details.task.listId).description
        let model = TaskDetailView.Model(frame: frame, details: details, back: back, error: error)
        return Pages.render(details.task.title, request: request, context: context, status: error == nil ? .ok : .badRequest) {
            TaskDetailView(model: model)
        }
    }

    // MARK: Forms

    /// Only a path inside Tasks (or the Today page, which lists today's to-dos) may be returned to.
    static func safeBack(_ back: String?) -> String? {
        guard let back, TasksRoutes.returnable.contains(where: { back.hasPrefix($0) }), !back.contains("//"), !back.contains("\\") else {
            return nil
        }
        return back
    }

    static func back(_ form: FormData) -> String { safeBack(TaskReturnField.posted(form)) ?? TasksRoutes.view(.today).description }

    /// A list's page, or the Inbox for a to-do without a list.
    static func home(ofListId listId: String?) -> Href { listId.map { TasksRoutes.list.href($0) } ?? TasksRoutes.view(.inbox) }

    @Sendable func add(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let back = Self.back(form)
        return try await .formAction(back: back) {
            let entry = try QuickEntryFields(form)
            let defaultWhen: TaskWhen? =
                switch entry.defaultWhen {
                case .today: .day(try await database.taskToday(owner: user.id))
                case .someday: .someday
                case nil: nil
                }
            let outcome = try await database.addTask(
                owner: user.id, quickEntry: entry.text, defaultListId: entry.listId, defaultWhen: defaultWhen,
                goalId: entry.link.goalId, areaId: entry.link.areaId)
            let today = try await database.taskToday(owner: user.id)
            var parts = TaskText.understood(outcome.parsed, today: today)
            if outcome.createdList, let name = outcome.task.list?.name, let index = parts.firstIndex(of: "in \(name)") {
                parts[index] = "in \(name) (a new list)"
            }
            if outcome.createdHeading, let title = outcome.task.heading?.title, let index = parts.firstIndex(of: "under \(title)") {
                parts[index] = "under \(title) (a new heading)"
            }
            let message = "Added “\(outcome.task.task.title)”" + (parts.isEmpty ? "." : ": " + parts.joined(separator: " · ") + ".")
            return .seeOther(back, flash: .success(message, undo: true))
        }
    }

    @Sendable func complete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let done = try await database.completeTask(owner: user.id, id: try context.parameters.require("id"))
        let today = try await database.taskToday(owner: user.id)
        let next = done.next?.task.when.map { " It comes back \(TaskText.when($0, today: today).lowercased())." } ?? ""
        return .seeOther(Self.back(form), flash: .success("Completed “\(done.task.task.title)”.\(next)", undo: true))
    }

    @Sendable func cancel(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let done = try await database.cancelTask(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(Self.back(form), flash: .success("Canceled “\(done.task.task.title)”.", undo: true))
    }

    @Sendable func reopen(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let task = try await database.reopenTask(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(Self.back(form), flash: .success("Reopened “\(task.task.title)”.", undo: true))
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let task = try await database.deleteTask(owner: user.id, id: try context.parameters.require("id"))
        var back = Self.back(form)
        if back.hasPrefix(TasksRoutes.item.href(task.id).path) { back = Self.home(ofListId: task.listId).description }
        return .seeOther(back, flash: .success("Deleted “\(task.title)”.", undo: true))
    }

    @Sendable func move(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let move = MoveTaskFields(form)
        return try await .formAction(back: Self.back(form)) {
            let moved = try await database.moveTask(
                owner: user.id, id: try context.parameters.require("id"), to: move.placement, in: move.container, heading: move.heading)
            if moved.rowsWritten == 0 { return .seeOther(Self.back(form)) }
            return .seeOther(Self.back(form), flash: .success("Moved “\(moved.task.task.title)”.", undo: true))
        }
    }

    @Sendable func save(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let today = try await database.taskToday(owner: user.id)
        do {
            let task = try await database.updateTask(owner: user.id, id: id, try TaskFields(form, today: today).changes)
            return .seeOther(Self.back(form), flash: .success("Saved “\(task.task.title)”.", undo: true))
        } catch let error as AlmanacError {
            let page = try await database.tasksPage(owner: user.id, showing: .task(id))
            return renderTask(page, request: request, context: context, form: form, error: error)
        }
    }

    @Sendable func addChecklistItem(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let back = TasksRoutes.item.href(id)
        return try await .formAction(back: back) {
            _ = try await database.addChecklistItem(owner: user.id, taskId: id, title: ChecklistItemFields(form).title)
            return .seeOther(back)
        }
    }

    @Sendable func toggleChecklistItem(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let item = try await database.updateChecklistItem(
            owner: user.id, id: try context.parameters.require("id"), done: ChecklistItemFields(form).done)
        return .seeOther(TasksRoutes.item.href(item.taskId))
    }

    @Sendable func deleteChecklistItem(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        try await database.deleteChecklistItem(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(Self.back(form), flash: .success("Deleted the checklist item.", undo: true))
    }

    @Sendable func createList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        return try await .formAction(back: Self.back(form)) {
            let fields = TaskListFields(form)
            let list = try await database.addList(owner: user.id, name: fields.name ?? "", color: fields.color, icon: fields.icon)
            return .seeOther(TasksRoutes.list.href(list.id), flash: .success("Added the list “\(list.name)”.", undo: true))
        }
    }

    @Sendable func updateList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: TasksRoutes.list.href(id)) {
            let fields = TaskListFields(form)
            let list = try await database.updateList(
                owner: user.id, id: id, name: fields.name, color: .some(fields.color), icon: .some(fields.icon), archived: fields.archived)
            if list.archived {
                return .seeOther(TasksRoutes.view(.anytime), flash: .success("Archived “\(list.name)”.", undo: true))
            }
            return .seeOther(TasksRoutes.list.href(id), flash: .success("Saved “\(list.name)”.", undo: true))
        }
    }

    /// Moves a list one place up or down among the lists (the sidebar's order).
    @Sendable func moveList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let back = TasksRoutes.list.href(id)
        let lists = try await database.lists(owner: user.id)
        guard let list = lists.first(where: { $0.id == id }) else { throw AlmanacError.notFound("No list with id \(id).") }
        return try await OnePlaceMove(form).respond(id: id, name: list.name, among: lists.map(\.id), back: back) {
            _ = try await database.moveList(owner: user.id, id: id, to: $0)
        }
    }

    @Sendable func deleteList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let list = try await database.list(owner: user.id, id: id)
        let count = try await database.deleteList(owner: user.id, id: id)
        let what = count == 1 ? "1 to-do" : "\(count) to-dos"
        return .seeOther(TasksRoutes.view(.inbox), flash: .success("Deleted the list “\(list.name)” and \(what).", undo: true))
    }
}

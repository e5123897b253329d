import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

extension TasksController {
    static let apiOperations = listAndTaskOperations + importOperations

    static let listAndTaskOperations: [APIOperation] = [
        .init(
            .get, TasksRoutes.API.lists, "The user's lists in their order", response: .array(TasksJSON.ListJSON.schema), query: ["archived"]
        ),
        .init(
            .post, TasksRoutes.API.lists, "Create a list (at the bottom)", request: TasksJSON.CreateList.schema,
            response: TasksJSON.ListJSON.schema,
            status: 201),
        .init(.get, TasksRoutes.API.list, "One list", response: TasksJSON.ListJSON.schema),
        .init(
            .patch, TasksRoutes.API.list, "Rename, recolour, change the icon or archive a list", request: TasksJSON.PatchList.schema,
            response: TasksJSON.ListJSON.schema),
        .init(.delete, TasksRoutes.API.list, "Delete a list and its to-dos", status: 204),
        .init(
            .get, TasksRoutes.API.listTasks, "A list's open to-dos in their order, each with its orderKey",
            response: .array(TasksJSON.TaskJSON.schema)),
        .init(
            .get, TasksRoutes.API.listHeadings,
            "A list's headings in their order (archived ones with ?archived=true), and its open to-dos grouped under them",
            response: TasksJSON.ListHeadingsJSON.schema, query: ["archived"]),
        .init(
            .post, TasksRoutes.API.listHeadings, "Add a heading to a list (at the bottom, or before or after another heading)",
            request: TasksJSON.CreateHeading.schema, response: TasksJSON.HeadingJSON.schema, status: 201),
        .init(.get, TasksRoutes.API.heading, "One heading", response: TasksJSON.HeadingJSON.schema),
        .init(
            .patch, TasksRoutes.API.heading, "Rename or archive a heading", request: TasksJSON.PatchHeading.schema,
            response: TasksJSON.HeadingJSON.schema),
        .init(
            .delete, TasksRoutes.API.heading,
            "Delete a heading; ?tasks=keep leaves its to-dos in the list under no heading, ?tasks=delete deletes them too (required)",
            status: 204, query: [QueryParameter("tasks", .enumeration(["keep", "delete"]), required: true)]),
        .init(
            .post, TasksRoutes.API.moveHeading, "Move a heading (with its to-dos) before or after another heading, or to the top or bottom",
            request: TasksJSON.MoveTask.schema, response: TasksJSON.HeadingJSON.schema, errors: [404]),
        .init(
            .get, TasksRoutes.API.tasks, "Search to-dos (title and notes)", response: .array(TasksJSON.TaskJSON.schema),
            query: ["q", "tag"]),
        .init(
            .post, TasksRoutes.API.tasks, "Create a to-do from fields (without listId: the Inbox) or from {\"quickEntry\": \"…\"}",
            request: TasksJSON.CreateTask.schema,
            response: TasksJSON.CreatedJSON.schema,
            status: 201, errors: [404]),
        .init(
            .post, TasksRoutes.API.parse, "What quick entry understands in a line, without creating anything",
            request: ParseRequest.schema, response: TasksJSON.QuickEntryJSON.schema),
        .init(.get, TasksRoutes.API.task, "One to-do", response: TasksJSON.TaskJSON.schema),
        .init(
            .patch, TasksRoutes.API.task, "Change a to-do; null clears a field", request: TasksJSON.PatchTask.schema,
            response: TasksJSON.TaskJSON.schema),
        .init(.delete, TasksRoutes.API.task, "Delete a to-do", status: 204),
        .init(
            .post, TasksRoutes.API.move,
            "Move before or after another to-do of the same list (or of Today with container today), or to the top or bottom; in a list, heading (an id, or null for none) moves it into a heading",
            request: TasksJSON.MoveTask.schema, response: TasksJSON.TaskJSON.schema, errors: [404]),
        .init(
            .post, TasksRoutes.API.complete, "Complete a to-do (a repeating one comes back as a new to-do)",
            response: TasksJSON.CompletionJSON.schema, errors: [409]),
        .init(
            .post, TasksRoutes.API.cancel, "Cancel a to-do",
            response: TasksJSON.CompletionJSON.schema, errors: [409]),
        .init(
            .post, TasksRoutes.API.reopen, "Open a completed or canceled to-do again", response: TasksJSON.TaskJSON.schema, errors: [409]),
        .init(
            .get, TasksRoutes.API.view,
            "A built-in view: today, upcoming, anytime, someday, logbook or inbox; the logbook pages (before, limit; see Paging)",
            response: TasksJSON.ViewJSON.schema, query: Paging.parameters),
    ]

    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(TasksRoutes.API.lists, use: apiLists)
        api.post(TasksRoutes.API.lists, use: apiCreateList)
        api.get(TasksRoutes.API.list, use: apiList)
        api.patch(TasksRoutes.API.list, use: apiUpdateList)
        api.delete(TasksRoutes.API.list, use: apiDeleteList)
        api.get(TasksRoutes.API.listTasks, use: apiListTasks)
        api.get(TasksRoutes.API.listHeadings, use: apiListHeadings)
        api.post(TasksRoutes.API.listHeadings, use: apiCreateHeading)
        api.get(TasksRoutes.API.heading, use: apiHeading)
        api.patch(TasksRoutes.API.heading, use: apiUpdateHeading)
        api.delete(TasksRoutes.API.heading, use: apiDeleteHeading)
        api.post(TasksRoutes.API.moveHeading, use: apiMoveHeading)
        api.get(TasksRoutes.API.tasks, use: apiSearch)
        api.post(TasksRoutes.API.tasks, use: apiCreateTask)
        api.post(TasksRoutes.API.parse, use: apiParse)
        api.get(TasksRoutes.API.task, use: apiTask)
        api.patch(TasksRoutes.API.task, use: apiUpdateTask)
        api.delete(TasksRoutes.API.task, use: apiDeleteTask)
        api.post(TasksRoutes.API.move, use: apiMoveTask)
        api.post(TasksRoutes.API.complete, use: apiCompleteTask)
        api.post(TasksRoutes.API.cancel, use: apiCancelTask)
        api.post(TasksRoutes.API.reopen, use: apiReopenTask)
        api.get(TasksRoutes.API.view, use: apiView)
    }

    @Sendable func apiLists(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let lists = try await database.lists(owner: user.id, includeArchived: request.query["archived"] == "true")
        return try .json(lists.map(TasksJSON.ListJSON.init))
    }

    @Sendable func apiCreateList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.CreateList.self, from: request)
        let list = try await database.addList(owner: user.id, name: body.name, color: body.color, icon: body.icon)
        return try .json(TasksJSON.ListJSON(list), status: .created)
    }

    @Sendable func apiList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(TasksJSON.ListJSON(try await database.list(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.PatchList.self, from: request)
        let list = try await database.updateList(
            owner: user.id, id: try context.parameters.require("id"), name: body.name, color: body.color.change, icon: body.icon.change,
            archived: body.archived)
        return try .json(TasksJSON.ListJSON(list))
    }

    @Sendable func apiDeleteList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteList(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiListTasks(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let tasks = try await database.tasks(owner: user.id, inList: try context.parameters.require("id"))
        return try .json(tasks.map(TasksJSON.TaskJSON.init))
    }

    @Sendable func apiListHeadings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let listId = try context.parameters.require("id")
        let (headings, sections) = try await database.headingsAndSections(
            owner: user.id, listId: listId, includeArchived: request.query["archived"] == "true")
        return try .json(TasksJSON.ListHeadingsJSON(headings: headings, sections: sections))
    }

    @Sendable func apiCreateHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.CreateHeading.self, from: request)
        let heading = try await database.addHeading(
            owner: user.id, listId: try context.parameters.require("id"), title: body.title, placement: try body.placement)
        return try .json(TasksJSON.HeadingJSON(heading), status: .created)
    }

    @Sendable func apiHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(TasksJSON.HeadingJSON(try await database.heading(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.PatchHeading.self, from: request)
        let heading = try await database.updateHeading(
            owner: user.id, id: try context.parameters.require("id"), title: body.title, archived: body.archived)
        return try .json(TasksJSON.HeadingJSON(heading))
    }

    @Sendable func apiDeleteHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let deletion = try Self.headingDeletion(request.query["tasks"])
        try await database.deleteHeading(owner: user.id, id: try context.parameters.require("id"), tasks: deletion)
        return .noContent()
    }

    /// What to do with a deleted heading's to-dos: asked every time, never assumed.
    static func headingDeletion(_ text: String?) throws -> HeadingDeletion {
        guard let text, let deletion = HeadingDeletion(rawValue: text) else {
            throw AlmanacError.invalid(
                "tasks", "Say what happens to the heading's to-dos: tasks=keep (they stay in the list) or tasks=delete.")
        }
        return deletion
    }

    @Sendable func apiMoveHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.MoveTask.self, from: request)
        let heading = try await database.moveHeading(owner: user.id, id: try context.parameters.require("id"), to: try body.placement)
        return try .json(TasksJSON.HeadingJSON(heading))
    }

    @Sendable func apiSearch(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        if let tag = request.query.optional("tag") {
            return try .json(try await database.tasks(owner: user.id, tagged: tag).map(TasksJSON.TaskJSON.init))
        }
        guard let query = request.query.optional("q") else {
            throw AlmanacError.invalid("q", "Search with ?q=words (or list a tag with ?tag=name).")
        }
        return try .json(try await database.searchTasks(owner: user.id, query: query).map(TasksJSON.TaskJSON.init))
    }

    @Sendable func apiCreateTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.CreateTask.self, from: request)
        if let line = body.quickEntry {
            let outcome = try await database.addTask(
                owner: user.id, quickEntry: line, defaultListId: body.listId, defaultWhen: body.when, goalId: body.goalId,
                areaId: body.areaId, estimateMinutes: body.estimateMinutes?.int)
            let today = try await database.taskToday(owner: user.id)
            return try .json(
                TasksJSON.CreatedJSON(task: .init(outcome.task), understood: .init(outcome.parsed, today: today)), status: .created)
        }
        guard let title = body.title else { throw AlmanacError.invalid("title", "title is required (or send quickEntry).") }
        let new = NewTask(
            title: title, notes: body.notes, listId: body.listId, when: body.when,
            reminder: try body.reminder.map(TasksJSON.reminder), deadline: body.deadline, repeatRule: body.repeat,
            tags: body.tags ?? [], checklist: body.checklist ?? [], goalId: body.goalId, areaId: body.areaId, headingId: body.headingId,
            estimateMinutes: body.estimateMinutes?.int)
        let task = try await database.addTask(owner: user.id, new)
        return try .json(TasksJSON.CreatedJSON(task: .init(task), understood: nil), status: .created)
    }

    struct ParseRequest: APIType, Codable { var quickEntry: String }

    @Sendable func apiParse(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(ParseRequest.self, from: request)
        let preview = try await database.previewQuickEntry(owner: user.id, body.quickEntry)
        return try .json(TasksJSON.QuickEntryJSON(preview))
    }

    @Sendable func apiTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(TasksJSON.TaskJSON(try await database.task(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.PatchTask.self, from: request)
        let task = try await database.updateTask(owner: user.id, id: try context.parameters.require("id"), try body.changes)
        return try .json(TasksJSON.TaskJSON(task))
    }

    @Sendable func apiDeleteTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteTask(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiMoveTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TasksJSON.MoveTask.self, from: request)
        let move = try await database.moveTask(
            owner: user.id, id: try context.parameters.require("id"), to: try body.placement, in: body.container ?? .list,
            heading: body.headingTarget)
        return try .json(TasksJSON.TaskJSON(move.task))
    }

    @Sendable func apiCompleteTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let done = try await database.completeTask(owner: user.id, id: try context.parameters.require("id"))
        return try .json(TasksJSON.CompletionJSON(task: .init(done.task), next: done.next.map(TasksJSON.TaskJSON.init)))
    }

    @Sendable func apiCancelTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let done = try await database.cancelTask(owner: user.id, id: try context.parameters.require("id"))
        return try .json(TasksJSON.CompletionJSON(task: .init(done.task), next: done.next.map(TasksJSON.TaskJSON.init)))
    }

    @Sendable func apiReopenTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(TasksJSON.TaskJSON(try await database.reopenTask(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiView(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let name = try context.parameters.require("view")
        guard let view = TaskView(rawValue: name) else {
            throw AlmanacError.notFound(
                "There is no view \(name); the views are \(TaskView.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        let limit = try Paging.limit(request)
        let (today, sections, older) = try await database.taskView(
            owner: user.id, view, before: request.query.optional("before"), limit: limit)
        return Paging.linking(
            try .json(TasksJSON.ViewJSON(view: view, today: today, sections: sections)), request, older: older, limit: limit)
    }
}

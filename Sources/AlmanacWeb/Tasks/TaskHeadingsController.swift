import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The forms of headings inside a list: add, rename or archive, move up or down, delete.
extension TasksController {
    @Sendable func addHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let listId = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let back = TasksRoutes.list.href(listId)
        return try await .formAction(back: back) {
            let heading = try await database.addHeading(owner: user.id, listId: listId, title: TaskHeadingFields(form).title ?? "")
            return .seeOther(back, flash: .success("Added the heading “\(heading.title)”.", undo: true))
        }
    }

    /// Renames a heading, or archives or unarchives it (`archived`: true or false).
    @Sendable func updateHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let heading = try await database.heading(owner: user.id, id: id)
        let back = TasksRoutes.list.href(heading.listId)
        return try await .formAction(back: back) {
            let fields = TaskHeadingFields(form)
            let archived = fields.archived
            let changed = try await database.updateHeading(owner: user.id, id: id, title: fields.title, archived: archived)
            let message =
                archived == true
                ? "Archived the heading “\(changed.title)”."
                : archived == false ? "Brought back “\(changed.title)”." : "Saved “\(changed.title)”."
            return .seeOther(back, flash: .success(message, undo: true))
        }
    }

    /// Moves a heading one place up or down among its list's headings.
    @Sendable func moveHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let heading = try await database.heading(owner: user.id, id: id)
        let back = TasksRoutes.list.href(heading.listId)
        let headings = try await database.headings(owner: user.id, listId: heading.listId)
        guard headings.contains(where: { $0.id == id }) else {
            return .seeOther(back, flash: .error("Bring “\(heading.title)” back from the archive to move it."))
        }
        return try await OnePlaceMove(form).respond(id: id, name: heading.title, among: headings.map(\.id), back: back) {
            _ = try await database.moveHeading(owner: user.id, id: id, to: $0)
        }
    }

    /// Deletes a heading; the form asks what happens to its to-dos (`tasks`: keep or delete).
    @Sendable func deleteHeading(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let heading = try await database.heading(owner: user.id, id: id)
        let back = TasksRoutes.list.href(heading.listId)
        return try await .formAction(back: back) {
            let deletion = try Self.headingDeletion(TaskHeadingFields(form).tasks)
            let count = try await database.deleteHeading(owner: user.id, id: id, tasks: deletion)
            let what = deletion == .keepTasks ? "its to-dos stay in the list" : count == 1 ? "its 1 to-do" : "its \(count) to-dos"
            return .seeOther(back, flash: .success("Deleted the heading “\(heading.title)” (\(what)).", undo: true))
        }
    }
}

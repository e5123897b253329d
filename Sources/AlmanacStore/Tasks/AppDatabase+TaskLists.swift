import AlmanacCore
import Foundation
import GRDB

/// Lists, tags and checklists: the places a to-do lives and what it carries.
extension AppDatabase {
    // MARK: Lists

    public func lists(owner: String, includeArchived: Bool = false) async throws -> [TaskList] {
        try await read { db in try Self.lists(owner: owner, includeArchived: includeArchived, db) }
    }

    static func lists(owner: String, includeArchived: Bool, _ db: any StoreDatabase) throws -> [TaskList] {
        let archived = includeArchived ? "" : " AND archived = 0"
        return try TaskList.fetchReadable(
            db, sql: "SELECT * FROM task_lists WHERE owner_id = ?\(archived) ORDER BY order_key, id", arguments: [owner])
    }

    public func list(owner: String, id: String) async throws -> TaskList {
        try await read { db in try TaskList.owned(id, by: owner, in: db, what: "list") }
    }

    /// The list called `name` (any case).
    public func list(owner: String, named name: String) async throws -> TaskList {
        try await read { db in
            guard let list = try Self.list(named: name, owner: owner, db) else {
                throw AlmanacError.notFound("There is no list named \(name).")
            }
            return list
        }
    }

    public func addList(owner: String, name: String, color: String? = nil, icon: String? = nil) async throws -> TaskList {
        try await write(owner: owner) { batch in
            let list = try Self.insertList(owner: owner, name: name, color: color, icon: icon, batch: batch)
            batch.describe("Added the list “\(list.name)”")
            return list
        }
    }

    /// Changes a list; nil leaves a field as it is, `.some(nil)` clears colour or icon.
    public func updateList(
        owner: String, id: String, name: String? = nil, color: String?? = nil, icon: String?? = nil, archived: Bool? = nil
    ) async throws -> TaskList {
        let name = try name.map { try Validate.title($0, field: "name", max: Limits.nameLength) }
        let color = try color.map { try Self.validatedColor($0) }
        let icon = try icon.map { try Self.validatedIcon($0) }
        return try await write(owner: owner) { batch in
            var list = try TaskList.owned(id, by: owner, in: batch.db, what: "list")
            if let name {
                if let other = try Self.list(named: name, owner: owner, batch.db), other.id != id {
                    throw AlmanacError.invalid("name", "There is already a list named “\(other.name)”.")
                }
                list.name = name
            }
            if let color { list.color = color }
            if let icon { list.icon = icon }
            if let archived { list.archived = archived }
            try batch.update(list)
            batch.describe(archived == true ? "Archived the list “\(list.name)”" : "Changed the list “\(list.name)”")
            return list
        }
    }

    /// Deletes a list and every to-do in it (undo brings them back). Returns the to-dos deleted.
    @discardableResult
    public func deleteList(owner: String, id: String) async throws -> Int {
        try await write(owner: owner) { batch in
            let list = try TaskList.owned(id, by: owner, in: batch.db, what: "list")
            let tasks = try ToDo.fetchReadable(
                batch.db, sql: "SELECT * FROM tasks WHERE owner_id = ? AND list_id = ?", arguments: [owner, id])
            for task in tasks { try Self.deleteTaskRows(task, batch: batch) }
            for heading in try TaskHeading.fetchReadable(
                batch.db, sql: "SELECT * FROM task_headings WHERE owner_id = ? AND list_id = ?", arguments: [owner, id])
            {
                try batch.delete(heading)
            }
            try batch.delete(list)
            batch.describe("Deleted the list “\(list.name)”")
            return tasks.count
        }
    }

    public func moveList(owner: String, id: String, to placement: TaskPlacement) async throws -> TaskList {
        try await write(owner: owner) { batch in
            let list = try TaskList.owned(id, by: owner, in: batch.db, what: "list")
            let scope = OrderScope.lists(owner: owner)
            let resolved = try OrderScope.resolve(
                placement, moving: id, itself: { _ in "A list cannot be moved next to itself." },
                anchor: {
                    anchor, _ in
                    let other = try TaskList.owned(anchor, by: owner, in: batch.db, what: "list")
                    return (other.id, other.orderKey)
                })
            try scope.place(id, at: resolved, batch: batch)
            batch.describe("Moved the list “\(list.name)”")
            return try TaskList.owned(id, by: owner, in: batch.db, what: "list")
        }
    }

    // MARK: Tags

    /// The user's tags, by name.
    public func taskTags(owner: String) async throws -> [TaskTag] {
        try await read { db in try Self.taskTags(owner: owner, db) }
    }

    static func taskTags(owner: String, _ db: any StoreDatabase) throws -> [TaskTag] {
        try TaskTag.fetchReadable(db, sql: "SELECT * FROM task_tags WHERE owner_id = ? ORDER BY name COLLATE NOCASE", arguments: [owner])
    }

    // MARK: Checklists

    public func addChecklistItem(owner: String, taskId: String, title: String) async throws -> ChecklistItem {
        let title = try Validate.title(title)
        return try await write(owner: owner) { batch in
            let task = try ToDo.owned(taskId, by: owner, in: batch.db, what: "to-do")
            let count =
                try Int.fetchOne(
                    batch.db, sql: "SELECT COUNT(*) FROM task_checklist_items WHERE owner_id = ? AND task_id = ?",
                    arguments: [owner, task.id]) ?? 0
            try Limits.check(count: count + 1, of: "title", limit: Limits.checklistItems, what: "checklist items on a to-do")
            let item = try Self.insertChecklistItem(title: title, done: false, into: task, batch: batch)
            batch.describe("Added “\(title)” to “\(task.title)”")
            return item
        }
    }

    /// Ticks, unticks or renames a checklist item.
    public func updateChecklistItem(owner: String, id: String, title: String? = nil, done: Bool? = nil) async throws -> ChecklistItem {
        let title = try title.map { try Validate.title($0) }
        return try await write(owner: owner) { batch in
            var item = try ChecklistItem.owned(id, by: owner, in: batch.db, what: "checklist item")
            if let title { item.title = title }
            if let done { item.done = done }
            try batch.update(item)
            batch.describe(done == true ? "Ticked “\(item.title)”" : "Changed “\(item.title)”")
            return item
        }
    }

    public func deleteChecklistItem(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let item = try ChecklistItem.owned(id, by: owner, in: batch.db, what: "checklist item")
            try batch.delete(item)
            batch.describe("Deleted “\(item.title)”")
        }
    }

    public func moveChecklistItem(owner: String, id: String, to placement: TaskPlacement) async throws {
        try await write(owner: owner) { batch in
            let item = try ChecklistItem.owned(id, by: owner, in: batch.db, what: "checklist item")
            let resolved = try OrderScope.resolve(
                placement, moving: id, itself: { _ in "An item cannot be moved next to itself." },
                anchor: {
                    anchor, field in
                    let other = try ChecklistItem.owned(anchor, by: owner, in: batch.db, what: "checklist item")
                    guard other.taskId == item.taskId else {
                        throw AlmanacError.invalid(field, "That item belongs to another to-do's checklist.")
                    }
                    return (other.id, other.orderKey)
                })
            try OrderScope.checklist(owner: owner, taskId: item.taskId).place(id, at: resolved, batch: batch)
            batch.describe("Moved “\(item.title)”")
        }
    }
}

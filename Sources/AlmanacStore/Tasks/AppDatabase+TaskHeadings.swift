import AlmanacCore
import Foundation
import GRDB

/// Where a to-do goes when it moves: into a heading of its list, or out of every heading.
public enum HeadingTarget: Equatable, Sendable {
    /// The list's to-dos that sit under no heading (they come first in the list).
    case none
    case heading(String)

    var id: String? {
        if case .heading(let id) = self { return id }
        return nil
    }
}

extension OrderScope {
    /// The headings of one list.
    static func headings(owner: String, listId: String) -> OrderScope {
        OrderScope(
            table: "task_headings", column: "order_key", condition: "owner_id = ? AND list_id = ?", arguments: [owner, listId])
    }
}

extension AppDatabase {
    // MARK: Headings

    /// The headings of a list in their order; archived ones only when asked.
    public func headings(owner: String, listId: String, includeArchived: Bool = false) async throws -> [TaskHeading] {
        try await read { db in
            _ = try TaskList.owned(listId, by: owner, in: db, what: "list")
            return try Self.headings(owner: owner, listId: listId, includeArchived: includeArchived, db)
        }
    }

    /// A list's headings (archived ones too when asked) and its open to-dos grouped under the
    /// headings that are not archived, in one read.
    public func headingsAndSections(owner: String, listId: String, includeArchived: Bool) async throws -> (
        headings: [TaskHeading], sections: [TaskSection]
    ) {
        try await read { db in
            _ = try TaskList.owned(listId, by: owner, in: db, what: "list")
            let headings = try Self.headings(owner: owner, listId: listId, includeArchived: includeArchived, db)
            let tasks = try Self.tasks(owner: owner, inList: listId, db)
            return (headings, Self.headingSections(tasks, headings: headings.filter { !$0.archived }))
        }
    }

    static func headings(owner: String, listId: String, includeArchived: Bool, _ db: any StoreDatabase) throws -> [TaskHeading] {
        let archived = includeArchived ? "" : " AND archived = 0"
        return try TaskHeading.fetchReadable(
            db, sql: "SELECT * FROM task_headings WHERE owner_id = ? AND list_id = ?\(archived) ORDER BY order_key, id",
            arguments: [owner, listId])
    }

    /// The heading of a list with that title (any case).
    public func heading(owner: String, listId: String, titled title: String) async throws -> TaskHeading {
        try await read { db in
            let list = try TaskList.owned(listId, by: owner, in: db, what: "list")
            guard let heading = try Self.heading(titled: title, inList: list.id, owner: owner, db) else {
                throw AlmanacError.notFound("“\(list.name)” has no heading “\(title)”.")
            }
            return heading
        }
    }

    public func heading(owner: String, id: String) async throws -> TaskHeading {
        try await read { db in try TaskHeading.owned(id, by: owner, in: db, what: "heading") }
    }

    /// Adds a heading to a list, at the bottom of its headings unless `placement` says otherwise
    /// (`before`/`after` another heading of the same list).
    public func addHeading(
        owner: String, listId: String, title: String, placement: TaskPlacement = .bottom
    ) async throws -> TaskHeading {
        let title = try Validate.title(title, field: "title", max: Limits.nameLength)
        return try await write(owner: owner) { batch in
            let list = try TaskList.owned(listId, by: owner, in: batch.db, what: "list")
            let heading = try Self.insertHeading(owner: owner, listId: list.id, title: title, placement: placement, batch: batch)
            batch.describe("Added the heading “\(heading.title)” to “\(list.name)”")
            return heading
        }
    }

    /// Renames or archives (unarchives) a heading; nil leaves a field as it is.
    public func updateHeading(owner: String, id: String, title: String? = nil, archived: Bool? = nil) async throws -> TaskHeading {
        let title = try title.map { try Validate.title($0, field: "title", max: Limits.nameLength) }
        return try await write(owner: owner) { batch in
            var heading = try TaskHeading.owned(id, by: owner, in: batch.db, what: "heading")
            let before = heading
            if let title { heading.title = title }
            if let archived { heading.archived = archived }
            if heading != before { try batch.update(heading) }
            batch.describe(
                archived == true && !before.archived
                    ? "Archived the heading “\(heading.title)”"
                    : before.title != heading.title
                        ? "Renamed the heading “\(before.title)” to “\(heading.title)”" : "Changed the heading “\(heading.title)”")
            return heading
        }
    }

    /// Moves a heading among its list's headings; its to-dos go with it. One row written (unless
    /// the list's heading keys had to be rewritten).
    @discardableResult
    public func moveHeading(owner: String, id: String, to placement: TaskPlacement) async throws -> TaskHeading {
        try await write(owner: owner) { batch in
            let heading = try TaskHeading.owned(id, by: owner, in: batch.db, what: "heading")
            let resolved = try Self.resolveHeading(placement, moving: heading.id, listId: heading.listId, owner: owner, batch.db)
            try OrderScope.headings(owner: owner, listId: heading.listId).place(id, at: resolved, batch: batch)
            batch.describe("Moved the heading “\(heading.title)”")
            return try TaskHeading.owned(id, by: owner, in: batch.db, what: "heading")
        }
    }

    /// Deletes a heading. Its to-dos (open and finished) stay in the list without a heading
    /// (`.keepTasks`) or are deleted with it (`.deleteTasks`). Returns the to-dos deleted.
    @discardableResult
    public func deleteHeading(owner: String, id: String, tasks deletion: HeadingDeletion) async throws -> Int {
        try await write(owner: owner) { batch in
            let heading = try TaskHeading.owned(id, by: owner, in: batch.db, what: "heading")
            let tasks = try ToDo.fetchReadable(
                batch.db, sql: "SELECT * FROM tasks WHERE owner_id = ? AND heading_id = ?", arguments: [owner, id])
            for var task in tasks {
                switch deletion {
                case .keepTasks:
                    task.headingId = nil
                    task.updatedAt = batch.now
                    try batch.update(task)
                case .deleteTasks:
                    try Self.deleteTaskRows(task, batch: batch)
                }
            }
            try batch.delete(heading)
            batch.describe(
                deletion == .deleteTasks
                    ? "Deleted the heading “\(heading.title)” and its \(tasks.count) to-dos" : "Deleted the heading “\(heading.title)”")
            return deletion == .deleteTasks ? tasks.count : 0
        }
    }

    // MARK: Inside transactions

    static func insertHeading(
        owner: String, listId: String, title: String, placement: TaskPlacement, importKey: String? = nil, batch: ChangeBatch
    ) throws -> TaskHeading {
        let count =
            try Int.fetchOne(
                batch.db, sql: "SELECT COUNT(*) FROM task_headings WHERE owner_id = ? AND list_id = ?", arguments: [owner, listId]) ?? 0
        try Limits.check(count: count + 1, of: "title", limit: Limits.headingsPerList, what: "headings in a list")
        let id = UUIDv7.make(at: batch.now)
        let scope = OrderScope.headings(owner: owner, listId: listId)
        let resolved = try resolveHeading(placement, moving: nil, listId: listId, owner: owner, batch.db)
        let decision = try scope.decideForNewRow(at: resolved, id: id, batch.db)
        let key = if case .key(let key, _, _) = decision { key } else { OrderScope.temporaryKey(for: id) }
        let heading = TaskHeading(
            id: id, ownerId: owner, listId: listId, title: title, archived: false, orderKey: key, createdAt: batch.now,
            importKey: importKey)
        try batch.insert(heading)
        if case .rebalance(let order) = decision { try scope.rebalance(order, moving: id, batch: batch) }
        return heading
    }

    /// `before:`/`after:` another heading of the same list.
    static func resolveHeading(
        _ placement: TaskPlacement, moving id: String?, listId: String, owner: String, _ db: any StoreDatabase
    ) throws -> OrderScope.Resolved {
        try OrderScope.resolve(
            placement, moving: id, itself: { _ in "A heading cannot be moved next to itself." },
            anchor: { anchor, field in
                let other = try TaskHeading.owned(anchor, by: owner, in: db, what: "heading")
                guard other.listId == listId else {
                    throw AlmanacError.invalid(field, "The heading “\(other.title)” is in another list.")
                }
                return (other.id, other.orderKey)
            })
    }

    /// The list's heading of that title (any case), archived ones too.
    static func heading(titled title: String, inList listId: String, owner: String, _ db: any StoreDatabase) throws -> TaskHeading? {
        try TaskHeading.fetchOneReadable(
            db,
            sql: "SELECT * FROM task_headings WHERE owner_id = ? AND list_id = ? AND title = ? COLLATE NOCASE ORDER BY archived, order_key",
            arguments: [owner, listId, title.trimmingCharacters(in: .whitespaces)])
    }

    /// The heading a to-do of `listId` may sit under: one of that list's, or not found.
    static func heading(_ id: String, inList listId: String?, owner: String, _ db: any StoreDatabase) throws -> TaskHeading {
        let heading = try TaskHeading.owned(id, by: owner, in: db, what: "heading")
        guard heading.listId == listId else {
            throw AlmanacError.invalid("heading", "The heading “\(heading.title)” is in another list than the to-do.")
        }
        return heading
    }
}

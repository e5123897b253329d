import AlmanacCore
import Foundation
import GRDB

/// One immutable row of the change log: what changed, when and from where.
public struct Change: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "changes"
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

    public enum Operation: String, Codable, Sendable, CaseIterable { case insert, update, delete }

    public var id: String
    public var ownerId: String
    /// Changes written by one user action share a batch; undo reverts a whole batch.
    public var batchId: String
    public var entity: String
    /// The row's id; `Change.manyRows` for the rows an import added to one table, whose ids
    /// are then in `data` as `{"ids": [...]}`.
    public var entityId: String
    public var operation: Operation
    /// The new values (nil for a delete), as JSON.
    public var data: String?
    /// The values before (nil for an insert), so the change can be undone.
    public var previous: String?
    public var at: Date
    public var origin: ChangeOrigin
    /// The action this batch performed, in words ("Completed “Call mom”").
    public var summary: String?
    /// For the changes of an undo: the batch they revert.
    public var undoesBatchId: String?

    /// The `entityId` of an entry that stands for many inserted rows of one table.
    public static let manyRows = "*"

    struct ManyRows: Codable { var ids: [String] }
}

/// The writes of one user action, logged as they happen in the same transaction.
public struct ChangeBatch {
    public let db: any StoreDatabase
    public let owner: String
    public let origin: ChangeOrigin
    /// The time of this action.
    public let now: Date
    let batchId: String
    var summary: String?
    var undoesBatchId: String?
    /// The rows added with `insertInBulk`, by table in the order the tables were first used.
    private let bulk = BulkInserts()
    /// The food log's rows this action added or removed, for its kept days (`keepFoodDays`).
    private let foodLog = FoodLogTouches()

    final class BulkInserts {
        var tables: [String] = []
        var ids: [String: [String]] = [:]
    }

    final class FoodLogTouches {
        var rows: [AppDatabase.FoodLogTouch] = []
    }

    init(db: any StoreDatabase, owner: String, origin: ChangeOrigin, time: Date, batchId: String? = nil) {
        self.db = db
        self.owner = owner
        self.origin = origin
        self.now = time
        self.batchId = batchId ?? UUIDv7.make(at: time)
    }

    /// Names the action for history and the Undo button ("Deleted “Groceries”").
    public mutating func describe(_ summary: String) {
        self.summary = summary
    }

    public func insert<R: OwnedRecord>(_ record: R) throws {
        try record.insert(db)
        try log(table: R.databaseTableName, id: record.id, operation: .insert, previous: nil)
    }

    /// Inserts a row of a large batch (an import): rather than an entry of its own with a copy
    /// of the row, the action logs one entry per table listing the ids it added (written by
    /// `finish`). Undo deletes exactly those rows, as it would rows logged one by one. Only
    /// for rows the action does not change again.
    public func insertInBulk<R: OwnedRecord>(_ record: R) throws {
        try record.insert(db)
        if let event = record as? FoodEventRecord {
            foodLog.rows.append(.init(original: event.refersTo ?? event.id, occurredAt: event.occurredAt))
        }
        let table = R.databaseTableName
        if bulk.ids[table] == nil { bulk.tables.append(table) }
        bulk.ids[table, default: []].append(record.id)
    }

    public func update<R: OwnedRecord>(_ record: R) throws {
        let previous = try snapshot(table: R.databaseTableName, id: record.id)
        try record.update(db)
        try log(table: R.databaseTableName, id: record.id, operation: .update, previous: previous)
    }

    public func delete<R: OwnedRecord>(_ record: R) throws {
        let previous = try snapshot(table: R.databaseTableName, id: record.id)
        try db.execute(
            sql: "DELETE FROM \(R.databaseTableName.quotedDatabaseIdentifier) WHERE id = ? AND owner_id = ?", arguments: [record.id, owner])
        try log(table: R.databaseTableName, id: record.id, operation: .delete, previous: previous)
    }

    func snapshot(table: String, id: String) throws -> [String: JSONValue]? {
        // Every statement on a person's rows names the owner (OwnerScopeTests): a row of another account is never read.
        try Row.fetchOne(
            db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier) WHERE id = ? AND owner_id = ?", arguments: [id, owner]
        ).map(JSONValue.row)
    }

    func log(table: String, id: String, operation: Change.Operation, previous: [String: JSONValue]?) throws {
        let data = operation == .delete ? nil : try snapshot(table: table, id: id)
        if table == FoodEventRecord.databaseTableName, var touch = (data ?? previous).flatMap({ Self.foodLogTouch($0, id: id) }) {
            if operation == .insert, data?["kind"] == .text(FoodEventRecord.Kind.record.rawValue), case .text(let json)? = data?["entry"] {
                touch.recorded = try? LedgerEntry.decodeStored(json)
            }
            foodLog.rows.append(touch)
        }
        let encoder = JSONEncoder.almanac
        let change = Change(
            id: UUIDv7.make(at: now), ownerId: owner, batchId: batchId, entity: table, entityId: id,
            operation: operation,
            data: try data.map { String(decoding: try encoder.encode($0), as: UTF8.self) },
            previous: try previous.map { String(decoding: try encoder.encode($0), as: UTF8.self) },
            at: now, origin: origin, summary: summary, undoesBatchId: undoesBatchId)
        try change.insert(db)
    }

    /// A food log row as the change log keeps it, as a touch of the log; nil when its time cannot
    /// be read (the row is then not counted, and the kept days are rebuilt from the log).
    static func foodLogTouch(_ row: [String: JSONValue], id: String) -> AppDatabase.FoodLogTouch? {
        guard let occurredAt = row["occurred_at"].flatMap({ Date.fromDatabaseValue($0.databaseValue) }) else { return nil }
        if case .text(let original) = row["refers_to"] { return .init(original: original, occurredAt: occurredAt) }
        return .init(original: id, occurredAt: occurredAt)
    }

    /// Stamps the summary on every change of this batch, inside the same transaction, once the
    /// action knows what it did, and keeps the food days it touched. Committed rows are never
    /// changed.
    func finish() throws {
        try AppDatabase.keepFoodDays(owner: owner, touched: foodLog.rows, db: db)
        foodLog.rows = []
        for table in bulk.tables {
            guard let ids = bulk.ids[table] else { continue }
            // Ids are UUIDs: nothing to escape.
            let data = "{\"ids\":[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
            try Change(
                id: UUIDv7.make(at: now), ownerId: owner, batchId: batchId, entity: table, entityId: Change.manyRows,
                operation: .insert, data: data, previous: nil, at: now, origin: origin, summary: summary,
                undoesBatchId: undoesBatchId
            ).insert(db)
        }
        bulk.tables = []
        bulk.ids = [:]
        guard let summary else { return }
        try db.execute(sql: "UPDATE changes SET summary = ? WHERE batch_id = ? AND owner_id = ?", arguments: [summary, batchId, owner])
    }
}

/// What the last undoable action was, for the Undo button.
public struct UndoableAction: Codable, Sendable, Equatable {
    public var batchId: String
    public var summary: String
    public var at: Date
}

extension AppDatabase {
    /// Tables whose rows are security state (accounts, credentials, tokens, sessions). Their
    /// changes are security events, kept in the security log; should a change to one of them be
    /// in the change log (written by an older version), history hides it and undo skips its batch.
    static let securityTables = ["users", "credentials", "api_tokens", "persist", "sign_in_failures", "security_events"]
    static let securityTablesSQL = securityTables.map { "'\($0)'" }.joined(separator: ", ")

    /// The user's recent changes, newest first.
    public func history(owner: String, limit: Int = 50) async throws -> [Change] {
        try await read { db in
            try Change.fetchReadable(
                db,
                sql: """
                    SELECT * FROM changes WHERE owner_id = ? AND entity NOT IN (\(Self.securityTablesSQL))
                    ORDER BY \(db.dialect.rowOrder) DESC LIMIT ?
                    """, arguments: [owner, limit])
        }
    }

    /// The last action that undo would revert, if any.
    public func lastUndoable(owner: String) async throws -> UndoableAction? {
        try await read { db in try Self.lastUndoableBatch(owner: owner, db: db) }
    }

    /// Walks the person's changes newest first (`changes_owner_newest`) and stops at the first
    /// one that is not an undo, not undone and not in a batch that touched security state; each
    /// check is one look-up in an index on `(owner_id, batch)`. So the cost grows with the undos
    /// just made, never with the history (issue 29: lists of every undone batch, and a sort of
    /// every change, read all of it). The security list is written as `changes_owner_security`'s
    /// condition, word for word, which is what lets SQLite use that partial index.
    static func lastUndoableBatch(owner: String, db: any StoreDatabase) throws -> UndoableAction? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT * FROM changes AS c
                    WHERE c.owner_id = ? AND c.undoes_batch_id IS NULL
                      AND NOT EXISTS (SELECT 1 FROM changes AS u WHERE u.owner_id = ? AND u.undoes_batch_id = c.batch_id)
                      AND NOT EXISTS (
                        SELECT 1 FROM changes AS s WHERE s.owner_id = ? AND s.batch_id = c.batch_id AND s.entity IN (\(securityTablesSQL)))
                    ORDER BY c.rowid DESC LIMIT 1
                    """, arguments: [owner, owner, owner])
        else { return nil }
        let change = try readableForUndo(row)
        return UndoableAction(
            batchId: change.batchId, summary: change.summary ?? "\(change.operation.rawValue) \(change.entity)", at: change.at)
    }

    /// Reverts the user's last action (all changes of its batch, newest first) and logs the
    /// reverting writes. Returns what was undone, or nil when there is nothing to undo.
    @discardableResult
    public func undoLastChange(owner: String) async throws -> UndoableAction? {
        try await write(owner: owner) { batch in
            guard let action = try Self.lastUndoableBatch(owner: owner, db: batch.db) else { return nil }
            batch.undoesBatchId = action.batchId
            batch.describe("Undid: \(action.summary)")
            // rowid, not id: the changes of one batch share a millisecond, so their UUIDv7 ids are not in order.
            let rows = try Row.fetchAll(
                batch.db, sql: "SELECT * FROM changes WHERE owner_id = ? AND batch_id = ? ORDER BY \(batch.db.dialect.rowOrder) DESC",
                arguments: [owner, action.batchId])
            // Every entry is read and checked before anything is written back: half an action undone is worse than none.
            var columnsOf: [String: Set<String>] = [:]
            var changes: [(change: Change, previous: [String: JSONValue]?)] = []
            for row in rows {
                let change = try Self.readableForUndo(row)
                if columnsOf[change.entity] == nil {
                    columnsOf[change.entity] = try Self.ownedColumns(of: change.entity, db: batch.db)
                }
                changes.append((change, try Self.undoValues(of: change, columns: columnsOf[change.entity] ?? [])))
            }
            for (change, previous) in changes {
                let table = change.entity.quotedDatabaseIdentifier
                switch change.operation {
                case .insert where change.entityId == Change.manyRows:
                    let rows = try JSONDecoder().decode(Change.ManyRows.self, from: Data((change.data ?? "{\"ids\":[]}").utf8))
                    for id in rows.ids.reversed() {
                        let before = try batch.snapshot(table: change.entity, id: id)
                        try batch.db.execute(sql: "DELETE FROM \(table) WHERE id = ? AND owner_id = ?", arguments: [id, owner])
                        try batch.log(table: change.entity, id: id, operation: .delete, previous: before)
                    }
                case .insert:
                    let before = try batch.snapshot(table: change.entity, id: change.entityId)
                    try batch.db.execute(sql: "DELETE FROM \(table) WHERE id = ? AND owner_id = ?", arguments: [change.entityId, owner])
                    try batch.log(table: change.entity, id: change.entityId, operation: .delete, previous: before)
                case .update:
                    guard let previous = previous.map({ RenamedColumns.current($0, table: change.entity) }) else { continue }
                    let before = try batch.snapshot(table: change.entity, id: change.entityId)
                    let pairs = previous.filter { $0.key != "id" }.sorted { $0.key < $1.key }
                    let assignments = pairs.map { "\($0.key.quotedDatabaseIdentifier) = ?" }.joined(separator: ", ")
                    let values = pairs.map { $0.value.databaseValue } + [change.entityId.databaseValue, owner.databaseValue]
                    try batch.db.execute(
                        sql: "UPDATE \(table) SET \(assignments) WHERE id = ? AND owner_id = ?", arguments: StatementArguments(values))
                    try batch.log(table: change.entity, id: change.entityId, operation: .update, previous: before)
                case .delete:
                    guard let previous else { continue }
                    try Self.insertRow(previous, into: change.entity, db: batch.db)
                    try batch.log(table: change.entity, id: change.entityId, operation: .insert, previous: nil)
                }
            }
            return action
        }
    }

    /// A change-log entry that undo can rely on, or a refusal naming it (logged with its table and
    /// id): undo never skips an entry, since reverting the rest of an action, or an older action
    /// in its place, would leave the person's data in a state they never had.
    static func readableForUndo(_ row: Row) throws -> Change {
        do {
            return try Change(row: row)
        } catch {
            throw unreadableForUndo(id: row["id"].map { "\($0)" } ?? "?", error: error)
        }
    }

    static func unreadableForUndo(id: String, error: any Error) -> AlmanacError {
        UnreadableRows.skip(id: id, table: Change.databaseTableName, error: error)
        return .conflict("The last action cannot be undone: its entry \(id) in the change log cannot be read.")
    }

    /// The columns of `table` when it is a table of a person's rows; a refusal otherwise.
    static func ownedColumns(of table: String, db: any StoreDatabase) throws -> Set<String> {
        guard !table.isEmpty, !securityTables.contains(table) else { return [] }
        let columns = Set(try db.columnNames(in: table))
        return columns.contains("owner_id") ? columns : []
    }

    /// The values `change` writes back when undone (its `previous`), checked against the table's
    /// columns; a refusal (`unreadableForUndo`) when they cannot be read or do not fit the table.
    static func undoValues(of change: Change, columns: Set<String>) throws -> [String: JSONValue]? {
        struct Unusable: Error, CustomStringConvertible { var description: String }
        if columns.isEmpty { throw unreadableForUndo(id: change.id, error: Unusable(description: "no table “\(change.entity)”")) }
        let previous: [String: JSONValue]?
        do {
            if change.operation == .insert {
                // An insert is undone by its id (or its list of ids); what it held before is not used.
                if change.entityId == Change.manyRows {
                    _ = try JSONDecoder().decode(Change.ManyRows.self, from: Data((change.data ?? "{\"ids\":[]}").utf8))
                }
                return nil
            }
            previous = try change.previous.map { try JSONDecoder().decode([String: JSONValue].self, from: Data($0.utf8)) }
        } catch {
            throw unreadableForUndo(id: change.id, error: error)
        }
        guard let previous else { return nil }
        let current = RenamedColumns.current(previous, table: change.entity)
        let needed = change.operation == .update ? current.keys.filter { $0 != "id" } : Array(current.keys)
        guard !needed.isEmpty, Set(needed).isSubset(of: columns) else {
            throw unreadableForUndo(id: change.id, error: Unusable(description: "its values do not fit “\(change.entity)”"))
        }
        return previous
    }

    static func insertRow(_ values: [String: JSONValue], into table: String, db: any StoreDatabase) throws {
        let pairs = RenamedColumns.current(values, table: table).sorted { $0.key < $1.key }
        let sql =
            "INSERT INTO \(table.quotedDatabaseIdentifier) (\(pairs.map(\.key.quotedDatabaseIdentifier).joined(separator: ", "))) VALUES (\(pairs.map { _ in "?" }.joined(separator: ", ")))"
        try db.execute(sql: sql, arguments: StatementArguments(pairs.map { $0.value.databaseValue }))
    }
}

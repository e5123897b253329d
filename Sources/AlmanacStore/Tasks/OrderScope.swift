import AlmanacCore
import Foundation
import GRDB

/// One ordered container in SQL: a table's key column within a condition (a list, Today, the
/// list of lists, a checklist). Keys come only from `OrderKey`; reads are `ORDER BY key, id`.
struct OrderScope {
    var table: String
    var column: String
    /// SQL that selects the container's rows; it matches the unique index so lookups use it.
    var condition: String
    var arguments: StatementArguments

    static func list(owner: String, listId: String?) -> OrderScope {
        OrderScope(
            table: "tasks", column: "list_key", condition: "owner_id = ? AND COALESCE(list_id, '') = ?",
            arguments: [owner, listId ?? ""])
    }

    static func today(owner: String) -> OrderScope {
        OrderScope(table: "tasks", column: "today_key", condition: "owner_id = ?", arguments: [owner])
    }

    static func lists(owner: String) -> OrderScope {
        OrderScope(table: "task_lists", column: "order_key", condition: "owner_id = ?", arguments: [owner])
    }

    static func checklist(owner: String, taskId: String) -> OrderScope {
        OrderScope(
            table: "task_checklist_items", column: "order_key", condition: "owner_id = ? AND task_id = ?", arguments: [owner, taskId])
    }

    /// A placement whose anchor is known to be in this container, with the anchor's key.
    enum Resolved {
        case before(id: String, key: String)
        case after(id: String, key: String)
        case top
        case bottom
    }

    /// `placement` among a container's rows: the top, the bottom, or next to the row `anchor`
    /// reads (its id and key; it refuses a row of another container, naming `field`). A row moved
    /// next to itself is refused with `itself(field)`, `field` being "before" or "after".
    static func resolve(
        _ placement: TaskPlacement, moving id: String?, itself: (_ field: String) -> String,
        anchor: (_ id: String, _ field: String) throws -> (id: String, key: String)
    ) throws -> Resolved {
        switch placement {
        case .top: return .top
        case .bottom: return .bottom
        case .before(let other), .after(let other):
            let isBefore = if case .before = placement { true } else { false }
            let field = isBefore ? "before" : "after"
            guard other != id else { throw AlmanacError.invalid(field, itself(field)) }
            let found = try anchor(other, field)
            return isBefore ? .before(id: found.id, key: found.key) : .after(id: found.id, key: found.key)
        }
    }

    /// What to do with the moving row: give it `key`, or rewrite the whole container in `order`.
    enum Decision: Equatable {
        case unchanged
        case key(String, lower: String?, upper: String?)
        case rebalance(order: [String])
    }

    private var quotedTable: String { table.quotedDatabaseIdentifier }
    private var quotedColumn: String { column.quotedDatabaseIdentifier }

    func key(of id: String, _ db: any StoreDatabase) throws -> String? {
        try String.fetchOne(
            db, sql: "SELECT \(quotedColumn) FROM \(quotedTable) WHERE \(condition) AND id = ?",
            arguments: arguments + [id])
    }

    /// The nearest key below (or above) `key`, leaving out the row `excluding`.
    func neighbour(of key: String?, below: Bool, excluding id: String, _ db: any StoreDatabase) throws -> String? {
        var sql = "SELECT \(quotedColumn) FROM \(quotedTable) WHERE \(condition) AND id != ?"
        var args = arguments + [id]
        if let key {
            sql += " AND \(quotedColumn) \(below ? "<" : ">") ?"
            args += [key]
        }
        sql += " ORDER BY \(quotedColumn) \(below ? "DESC" : "ASC") LIMIT 1"
        return try String.fetchOne(db, sql: sql, arguments: args)
    }

    func orderedIds(_ db: any StoreDatabase) throws -> [String] {
        try String.fetchAll(
            db, sql: "SELECT id FROM \(quotedTable) WHERE \(condition) ORDER BY \(quotedColumn), id", arguments: arguments)
    }

    /// The two keys the row `moving` must go between for `placement`, and the key it gets:
    /// one row written, unless the key would be too long and the container is rewritten.
    func decide(_ placement: Resolved, moving id: String, currentKey: String?, _ db: any StoreDatabase) throws -> Decision {
        let lower: String?
        let upper: String?
        switch placement {
        case .before(_, let key):
            lower = try neighbour(of: key, below: true, excluding: id, db)
            upper = key
        case .after(_, let key):
            lower = key
            upper = try neighbour(of: key, below: false, excluding: id, db)
        case .top:
            lower = nil
            upper = try neighbour(of: nil, below: false, excluding: id, db)
        case .bottom:
            lower = try neighbour(of: nil, below: true, excluding: id, db)
            upper = nil
        }
        if let currentKey, lower.map({ OrderKey.precedes($0, currentKey) }) ?? true,
            upper.map({ OrderKey.precedes(currentKey, $0) }) ?? true
        {
            return .unchanged
        }
        // A neighbour's key that is not well formed (a damaged database) rewrites the container.
        if OrderKey.canBisect(lower, upper) {
            let key = OrderKey.between(lower, upper)
            if !OrderKey.needsRebalancing(key) { return .key(key, lower: lower, upper: upper) }
        }
        var order = try orderedIds(db).filter { $0 != id }
        switch placement {
        case .before(let anchor, _): order.insert(id, at: order.firstIndex(of: anchor) ?? order.count)
        case .after(let anchor, _): order.insert(id, at: (order.firstIndex(of: anchor) ?? order.count - 1) + 1)
        case .top: order.insert(id, at: 0)
        case .bottom: order.append(id)
        }
        return .rebalance(order: order)
    }

    /// Sets one row's key, logged. Should the key be taken after all (it cannot be while the
    /// key is computed inside the same write transaction, but a constraint is the final word),
    /// it retries with random digits appended between the same neighbours. On PostgreSQL a failed
    /// statement aborts the whole transaction, so each attempt is a savepoint there; SQLite undoes
    /// just the statement and needs none.
    func setKey(_ key: String, lower: String?, upper: String?, of id: String, from old: String?, batch: ChangeBatch) throws {
        var candidate = key
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<8 {
            do {
                if batch.db.dialect == .postgres {
                    try batch.db.inSavepoint { try writeKey(candidate, of: id, from: old, batch: batch) }
                } else {
                    try writeKey(candidate, of: id, from: old, batch: batch)
                }
                return
            } catch  where batch.db.isConstraintFailure(error) && attempt < 7 {
                candidate = OrderKey.between(lower, upper, jitter: 2, using: &generator)
            }
        }
    }

    /// One key write and its change-log entry. The entry holds just the id and the key (not
    /// the whole row): that is all undo needs, and keeps rewrites of large containers cheap.
    func writeKey(_ key: String, of id: String, from old: String?, batch: ChangeBatch) throws {
        try batch.db.execute(
            sql: "UPDATE \(quotedTable) SET \(quotedColumn) = ? WHERE owner_id = ? AND id = ?", arguments: [key, batch.owner, id])
        func json(_ value: String?) -> String {
            // Ids are UUIDs and keys base-62 (or `~` + id): nothing to escape.
            "{\"\(column)\":\"\(value ?? "")\",\"id\":\"\(id)\"}"
        }
        // A cached statement rather than `Change.insert`: a rewrite logs thousands of these.
        try batch.db.execute(
            sql: """
                INSERT INTO changes (id, owner_id, batch_id, entity, entity_id, operation, data, previous, at, origin, summary, undoes_batch_id)
                VALUES (?, ?, ?, ?, ?, 'update', ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                UUIDv7.make(at: batch.now), batch.owner, batch.batchId, table, id, json(key), json(old), batch.now,
                batch.origin.rawValue, batch.summary, batch.undoesBatchId,
            ])
    }

    /// Rewrites the container's keys evenly in `order` (`moving` is the row that caused it).
    /// Rows whose key stays are not written. The unique index holds after every statement:
    /// the moving row first steps aside to a temporary key; rows whose key decreases are
    /// written in ascending order, then rows whose key increases in descending order (a row
    /// never takes a key another row still holds, as old and new keys are both sorted); the
    /// moving row takes its key last. Undo replays the steps backwards, so it is safe too.
    /// Returns the number of rows written.
    @discardableResult
    func rebalance(_ order: [String], moving: String, batch: ChangeBatch) throws -> Int {
        var current: [String: String] = [:]
        for row in try Row.fetchAll(
            batch.db, sql: "SELECT id, \(quotedColumn) AS key FROM \(quotedTable) WHERE \(condition)", arguments: arguments)
        {
            current[row["id"]] = row["key"]
        }
        let keys = OrderKey.evenlySpaced(count: order.count)
        let temporary = Self.temporaryKey(for: moving)
        if current[moving] != temporary {
            try writeKey(temporary, of: moving, from: current[moving], batch: batch)
        }
        var written = 1
        let others = order.indices.filter { order[$0] != moving }
        for index in others {
            let id = order[index]
            guard let old = current[id], OrderKey.precedes(keys[index], old) else { continue }
            try writeKey(keys[index], of: id, from: old, batch: batch)
            written += 1
        }
        for index in others.reversed() {
            let id = order[index]
            guard let old = current[id], OrderKey.precedes(old, keys[index]) else { continue }
            try writeKey(keys[index], of: id, from: old, batch: batch)
            written += 1
        }
        try writeKey(keys[order.firstIndex(of: moving)!], of: moving, from: temporary, batch: batch)
        return written
    }

    /// Places `id` (already a row of this container) at `placement`. Returns the rows written
    /// (0 when it was already there, 1 normally, the container's size after a rewrite).
    @discardableResult
    func place(_ id: String, at placement: Resolved, batch: ChangeBatch) throws -> Int {
        let current = try key(of: id, batch.db)
        switch try decide(placement, moving: id, currentKey: current, batch.db) {
        case .unchanged:
            return 0
        case .key(let key, let lower, let upper):
            try setKey(key, lower: lower, upper: upper, of: id, from: current, batch: batch)
            return 1
        case .rebalance(let order):
            return try rebalance(order, moving: id, batch: batch)
        }
    }

    /// Where a new row goes: a key, or (rarely) the container's new order once it is inserted
    /// with `temporaryKey(for:)`, to be written with `rebalance`.
    func decideForNewRow(at placement: Resolved, id: String, _ db: any StoreDatabase) throws -> Decision {
        try decide(placement, moving: id, currentKey: nil, db)
    }

    static func temporaryKey(for id: String) -> String { "~" + id }
}

import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// Undo holds the single writer, so its cost must grow with the change it reverts, linearly: a
/// fixed number of statements per row, each one finding its rows through an index (the issue's
/// 20,000-item checklist took 159 s to undo while every other account waited).
@Suite struct UndoCostTests {
    /// What undoing one change of `items` checklist items cost: the statements it ran, each as
    /// written and with its arguments in place.
    func undoStatements(items: Int, deleteFirst: Bool) async throws -> (
        statements: [(sql: String, withValues: String)], database: AppDatabase
    ) {
        let log = StatementLog()
        let database = try log.database()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let task = try await database.addTask(
            owner: user.id, NewTask(title: "Pack", checklist: (1...items).map { "Item \($0)" }))
        if deleteFirst { try await database.deleteTask(owner: user.id, id: task.task.id) }
        log.reset()
        let undone = try await database.undoLastChange(owner: user.id)
        #expect(undone != nil)
        let ran = zip(log.statements, log.statementsWithValues)
        let after = try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM task_checklist_items WHERE owner_id = ?", arguments: [user.id]) ?? -1
        }
        #expect(after == (deleteFirst ? items : 0))
        let control = ["BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "PRAGMA"]
        // Statements of triggers show as "-- TRIGGER name"; they run per row written, as the write does.
        let statements = ran.filter { sql, _ in
            !sql.hasPrefix("--") && !control.contains { sql.uppercased().hasPrefix($0) }
        }
        return (statements.map { (sql: $0.0, withValues: $0.1) }, database)
    }

    @Test(arguments: [false, true])
    func undoRunsAFixedNumberOfStatementsPerRowEachThroughAnIndex(deleteFirst: Bool) async throws {
        let small = try await undoStatements(items: 20, deleteFirst: deleteFirst)
        let large = try await undoStatements(items: 200, deleteFirst: deleteFirst)
        // Linear: the 180 more rows cost at most 4 statements each (a snapshot, the write, the log
        // entry), and the fixed part (finding the batch, the summary) stays small.
        let perRow = Double(large.statements.count - small.statements.count) / 180
        #expect(perRow <= 4, "undo ran \(small.statements.count) statements for 20 rows, \(large.statements.count) for 200")
        #expect(Double(small.statements.count) - perRow * 20 <= 30)

        // Every statement undo runs finds its rows through an index (or the rowid): no table scan.
        // A correlated subquery is a look-up per row visited, so it must search an index too (its
        // own SCAN line would show here); `lastUndoIsFoundAtTheSameCost…` holds the rows visited.
        // Each distinct statement is asked about once, with the values it ran with: SQLite plans
        // `owner_id = 'x'` as it plans `owner_id = ?` bound to 'x'.
        var planned = Set<String>()
        var scanning: [String] = []
        var scanningPlanBlocks: [String] = []
        for (sql, withValues) in large.statements where planned.insert(sql).inserted {
            let plan = try await large.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + withValues).map { $0["detail"] as String }
            }
            let scans = plan.filter { $0.hasPrefix("SCAN") && !$0.hasPrefix("SCAN CONSTANT") }
            if scans.contains(where: { $0 != "SCAN plan_blocks" }) { scanning.append("\(sql): \(plan)") }
            if scans.contains("SCAN plan_blocks") { scanningPlanBlocks.append("\(sql): \(plan)") }
        }
        #expect(!planned.isEmpty)

        // Deleting a row checks the rows that refer to it: every foreign key to a table undo
        // deletes from has an index on its column, or each delete reads the whole child table.
        let deletedFrom = Set(
            large.statements.compactMap { sql, _ -> String? in
                guard sql.hasPrefix("DELETE FROM ") else { return nil }
                return sql.dropFirst("DELETE FROM ".count).split(separator: " ").first.map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }
            })
        #expect(!deletedFrom.isEmpty || deleteFirst)
        let unindexed = try await large.database.read { db in
            var missing: [String] = []
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
                let leading = Set(
                    try Row.fetchAll(db, sql: "PRAGMA index_list(\(table.quotedDatabaseIdentifier))").compactMap { index -> String? in
                        try Row.fetchOne(db, sql: "PRAGMA index_info(\((index["name"] as String).quotedDatabaseIdentifier))")?["name"]
                    })
                for reference in try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table.quotedDatabaseIdentifier))")
                where deletedFrom.contains(reference["table"] as String) && !leading.contains(reference["from"] as String) {
                    missing.append("\(table).\(reference["from"] as String) → \(reference["table"] as String)")
                }
            }
            return missing
        }
        #expect(scanning.isEmpty, "\(scanning)")
        #expect(scanningPlanBlocks.isEmpty, "\(scanningPlanBlocks)")
        #expect(unindexed.isEmpty, "\(unindexed)")
    }

    /// A person's history of `batches` actions (each tenth one undone, as people do), written
    /// straight into the change log, then one real action: a to-do with a checklist.
    func databaseWithHistory(batches: Int) async throws -> (AppDatabase, owner: String) {
        let database = try AppDatabase.inMemory()
        let owner = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        let at = Timestamp.text(Date(timeIntervalSince1970: 1_790_000_000))
        // One statement each, rather than a record per row: the larger history takes milliseconds.
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
                    INSERT INTO changes (id, owner_id, batch_id, entity, entity_id, operation, data, previous, at, origin, summary)
                    SELECT 'h' || i, ?, 'history-' || i, 'tasks', 'task-' || i, 'insert', '{}', NULL, ?, 'web', 'Added ' || i FROM n
                    """, arguments: [batches, owner, at])
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 9 UNION ALL SELECT i + 10 FROM n WHERE i + 10 < ?)
                    INSERT INTO changes (id, owner_id, batch_id, entity, entity_id, operation, data, previous, at, origin, summary, undoes_batch_id)
                    SELECT 'u' || i, ?, 'undo-' || i, 'tasks', 'task-' || i, 'delete', NULL, '{}', ?, 'web', 'Undid: Added ' || i, 'history-' || i FROM n
                    """, arguments: [batches, owner, at])
        }
        _ = try await database.addTask(owner: owner, NewTask(title: "Pack", checklist: ["Passport", "Charger", "Socks"]))
        return (database, owner)
    }

    /// Finding the last undoable action walks back from the newest change and stops there: with
    /// 10,000 earlier actions it visits what it visits with 100 (it read the whole history:
    /// every undone batch into a list, every change into a sort).
    @Test func lastUndoIsFoundAtTheSameCostAfter100Or10000EarlierActions() async throws {
        var costs: [Int: (find: Int, undo: Int)] = [:]
        for batches in [100, 10_000] {
            let (database, owner) = try await databaseWithHistory(batches: batches)
            var found: UndoableAction?
            let find = try await database.vmSteps { found = try await database.lastUndoable(owner: owner) }
            #expect(found?.summary.contains("Pack") == true)
            var undone: UndoableAction?
            let undo = try await database.vmSteps { undone = try await database.undoLastChange(owner: owner) }
            #expect(undone?.batchId == found?.batchId)
            costs[batches] = (find, undo)
        }
        let small = try #require(costs[100])
        let large = try #require(costs[10_000])
        #expect(
            large.find <= small.find + small.find / 10, "finding the last action: \(small.find) steps after 100, \(large.find) after 10,000"
        )
        #expect(large.undo <= small.undo + small.undo / 10, "undoing it: \(small.undo) steps after 100, \(large.undo) after 10,000")
    }

    /// Every query on the change log, as the app runs it, goes through the index meant for it:
    /// no `SCAN changes`, no sort of a person's changes. SQLite has no statistics here, so one
    /// new index can quietly take another's queries (an index on `owner_id` alone once took
    /// `owner_id = ? AND batch_id = ?` and made 10,000 inserts take 870 s instead of 144 s).
    @Test func everyChangeLogQueryUsesItsIndex() async throws {
        let log = StatementLog()
        let database = try log.database()
        let owner = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        log.reset()  // the migrations' statements are not the app's queries
        let first = try await database.addTask(owner: owner, NewTask(title: "Pack", checklist: ["Passport"])).task.id
        let second = try await database.addTask(owner: owner, NewTask(title: "Post")).task.id
        _ = try await database.moveTask(owner: owner, id: second, to: .before(first))
        _ = try await database.history(owner: owner)
        _ = try await database.lastUndoable(owner: owner)
        _ = try await database.undoLastChange(owner: owner)
        _ = try await database.undoLastChange(owner: owner)

        // What each kind of statement must use, told apart by a phrase of its SQL.
        let expected: [(kind: String, phrase: String, indexes: Set<String>)] = [
            ("last undoable action", "NOT EXISTS", ["changes_owner_newest", "changes_owner_undoes", "changes_owner_security"]),
            ("history", "NOT IN", ["changes_owner_newest"]),
            ("a batch's summary", "UPDATE changes SET summary", ["changes_owner_batch"]),
            ("a batch's changes, for undo", "WHERE owner_id = ? AND batch_id = ?", ["changes_owner_batch"]),
        ]
        var seen: Set<String> = []
        var problems: [String] = []
        let onChanges = zip(log.statements, log.statementsWithValues).filter { sql, _ in
            sql.range(of: #"(FROM|UPDATE|JOIN)\s+"?changes"?\b"#, options: .regularExpression) != nil
        }
        for (sql, withValues) in onChanges where !seen.contains(sql) {
            seen.insert(sql)
            let plan = try await database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + withValues).map { $0["detail"] as String }
            }
            let used = Set(
                plan.compactMap { line -> String? in
                    guard let range = line.range(of: #"INDEX \w+"#, options: .regularExpression) else { return nil }
                    return String(line[range].dropFirst("INDEX ".count))
                })
            if plan.contains(where: { $0.hasPrefix("SCAN") || $0.contains("TEMP B-TREE") }) { problems.append("\(sql): \(plan)") }
            guard let kind = expected.first(where: { sql.contains($0.phrase) }) else {
                problems.append("a query on changes with no expected plan here (add it): \(sql): \(plan)")
                continue
            }
            if used != kind.indexes { problems.append("\(kind.kind) uses \(used.sorted()), not \(kind.indexes.sorted()): \(sql)") }
        }
        #expect(problems.isEmpty, "\(problems)")
        let kindsSeen = Set(expected.filter { kind in seen.contains { $0.contains(kind.phrase) } }.map(\.kind))
        #expect(kindsSeen == Set(expected.map(\.kind)))
    }
}

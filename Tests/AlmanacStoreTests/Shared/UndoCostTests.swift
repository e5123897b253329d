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

        // Every statement undo runs finds its rows through an index (or the rowid): no table scan
        // and no correlated subquery that would visit the whole history once per row.
        // Each distinct statement is asked about once, with the values it ran with: SQLite plans
        // `owner_id = 'x'` as it plans `owner_id = ?` bound to 'x'.
        var planned = Set<String>()
        var scanning: [String] = []
        var scanningPlanBlocks: [String] = []
        for (sql, withValues) in large.statements where planned.insert(sql).inserted {
            let plan = try await large.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + withValues).map { $0["detail"] as String }
            }
            let scans = plan.filter { ($0.hasPrefix("SCAN") && !$0.hasPrefix("SCAN CONSTANT")) || $0.contains("CORRELATED") }
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
}

import AlmanacCore
import Foundation
import GRDB

/// What `almanac copy` moved: the rows of each table, and the accounts whose exports were compared.
public struct InstallationCopyReport: Sendable, Equatable {
    public var rows: [String: Int]
    public var accounts: Int

    public var totalRows: Int { rows.values.reduce(0, +) }
}

extension AppDatabase {
    /// Copies a whole installation, every account and its rows, from this database (SQLite, a
    /// data folder) into `target` (PostgreSQL, migrated to the same level, with no account yet),
    /// in one transaction of the target: all of it or nothing. Tables go in the order their
    /// foreign keys need, each table's rows in their insertion order (the target's `seq` follows);
    /// identity columns continue after the copied ids. The food catalogue is copied as the data
    /// folder has it (an imported one included), replacing what the target may have loaded; an empty
    /// one is loaded from the bundled file on first use. Photos stay in the data folder: serve the
    /// copy with `--data` naming that folder.
    /// Then every account's export is read from both sides and must be the same, and every table
    /// must hold as many rows on both.
    public func copyInstallation(to target: AppDatabase) async throws -> InstallationCopyReport {
        guard postgres == nil else { throw AlmanacError.invalid("from", "Copy from a data folder (SQLite), not from PostgreSQL.") }
        guard let destination = target.postgres else { throw AlmanacError.invalid("to", "Copy into PostgreSQL (postgres://…).") }
        let source = writer
        let rows = try await destination.transaction(readOnly: false) { to in
            try source.read { from in try Self.copyTables(from: from, to: to) }
        }
        var accounts = 0
        for user in try await users() {
            guard try await exportAccount(owner: user.id) == (try await target.exportAccount(owner: user.id)) else {
                throw AlmanacError.conflict(
                    "The copy of \(user.username) does not export as the original does; nothing is served from it yet.")
            }
            accounts += 1
        }
        let counted = try await target.read { db in
            try rows.keys.reduce(into: [String: Int]()) { counts, table in
                counts[table] = try db.fetchOne(Int.self, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier)", arguments: [])
            }
        }
        guard counted == rows else {
            let differing = rows.keys.sorted().filter { counted[$0] != rows[$0] }
            throw AlmanacError.conflict("The copy's row counts differ from the original's in \(differing.joined(separator: ", ")).")
        }
        return InstallationCopyReport(rows: rows, accounts: accounts)
    }

    /// The rows of every table both sides have, in an order that puts each table after the tables
    /// its foreign keys name. Refuses a target that holds any row of them.
    static func copyTables(from: Database, to: any StoreDatabase) throws -> [String: Int] {
        let targetTables = Set(
            try to.fetchAll(
                String.self,
                sql:
                    "SELECT table_name::text FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
                arguments: []))
        let sourceTables = try String.fetchAll(
            from, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        let tables = sourceTables.filter { targetTables.contains($0) && $0 != "grdb_migrations" }
        var copied: [String: Int] = [:]
        for table in try foreignKeyOrder(tables, from) {
            let quoted = table.quotedDatabaseIdentifier
            if catalogueTables.contains(table) {
                try to.execute(sql: "DELETE FROM \(quoted)", arguments: [])
            } else if try to.fetchOne(Int.self, sql: "SELECT COUNT(*) FROM \(quoted)", arguments: []) ?? 0 > 0 {
                throw AlmanacError.conflict("The PostgreSQL database already has rows in \(table); copy only into an empty database.")
            }
            let columns = try to.columnNames(in: table)
            let sourceColumns = Set(try from.columns(in: table).map(\.name))
            if let missing = columns.first(where: { !sourceColumns.contains($0) }) {
                throw AlmanacError.conflict("\(table).\(missing) is not in the data folder's database; are both at the same level?")
            }
            let list = columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
            let order = PostgresMigrations.insertionOrderTables.contains(table) ? " ORDER BY rowid" : ""
            let perStatement = max(1, 20_000 / columns.count)
            var batch: [DatabaseValue] = []
            var count = 0
            func flush() throws {
                guard !batch.isEmpty else { return }
                let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
                let rows = Array(repeating: row, count: batch.count / columns.count).joined(separator: ", ")
                try to.execute(sql: "INSERT INTO \(quoted) (\(list)) VALUES \(rows)", arguments: StatementArguments(batch))
                batch.removeAll(keepingCapacity: true)
            }
            let cursor = try Row.fetchCursor(from, sql: "SELECT \(list) FROM \(quoted)\(order)")
            while let row = try cursor.next() {
                batch.append(contentsOf: columns.indices.map { row[$0] as DatabaseValue })
                count += 1
                if count % perStatement == 0 { try flush() }
            }
            try flush()
            copied[table] = count
        }
        // Identity columns (`sign_in_failures.id`) go on after the largest id copied.
        let identities = try to.fetchRows(
            sql: """
                SELECT table_name::text AS table_name, column_name::text AS column_name FROM information_schema.columns
                WHERE table_schema = current_schema() AND is_identity = 'YES' AND identity_generation = 'BY DEFAULT'
                """,
            arguments: [])
        for identity in identities {
            let table: String = identity["table_name"]
            let column: String = identity["column_name"]
            guard copied[table] ?? 0 > 0 else { continue }
            try to.execute(
                sql: """
                    SELECT setval(pg_get_serial_sequence('\(table)', '\(column)'), max(\(column.quotedDatabaseIdentifier)))
                    FROM \(table.quotedDatabaseIdentifier)
                    """,
                arguments: [])
        }
        return copied
    }

    /// `tables` ordered so that a table comes after every other table its foreign keys reference.
    private static func foreignKeyOrder(_ tables: [String], _ db: Database) throws -> [String] {
        var references: [String: Set<String>] = [:]
        for table in tables {
            let named = try String.fetchAll(db, sql: "SELECT \"table\" FROM pragma_foreign_key_list(?)", arguments: [table])
            references[table] = Set(named).subtracting([table]).intersection(tables)
        }
        var ordered: [String] = []
        var placed = Set<String>()
        while ordered.count < tables.count {
            let ready = tables.filter { !placed.contains($0) && references[$0, default: []].isSubset(of: placed) }
            guard !ready.isEmpty else {
                throw AlmanacError.conflict("The tables' foreign keys form a cycle; the copy cannot order them.")
            }
            ordered += ready
            placed.formUnion(ready)
        }
        return ordered
    }
}

import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The schema on PostgreSQL is SQLite's through the type map: both engines migrated from the same
/// numbered list, compared table by table. Runs when ALMANAC_TEST_DATABASE_URL names a database
/// (`scripts/with-postgres` starts a throw-away one); each test works in a schema of its own.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["ALMANAC_TEST_DATABASE_URL"] != nil,
        "no PostgreSQL: set ALMANAC_TEST_DATABASE_URL, or run under scripts/with-postgres"))
struct PostgresSchemaTests {
    @Test func bothEnginesHaveTheSameTablesColumnsIndexesAndForeignKeys() async throws {
        let sqlite = try sqliteShape()
        try await withFreshSchema { engine in
            try await engine.migrate()
            let postgres = try await postgresShape(engine)
            // owner_versions is PostgreSQL's data version (SQLite has PRAGMA data_version).
            #expect(postgres.keys.sorted() == (sqlite.keys + ["owner_versions"]).sorted())
            for (table, shape) in sqlite.sorted(by: { $0.key < $1.key }) {
                #expect(postgres[table]?.columns == shape.columns, "columns of \(table)")
                #expect(postgres[table]?.indexes == shape.indexes, "indexes of \(table)")
                #expect(postgres[table]?.foreignKeys == shape.foreignKeys, "foreign keys of \(table)")
            }
            #expect(sqlite.count > 70 && sqlite.values.map(\.foreignKeys.count).reduce(0, +) > 90)
            // FTS5's tables are GIN expression indexes here; the tables read in insertion order have `seq`.
            let gin = try await engine.fetchAll(
                "SELECT indexrelid::regclass::text AS name FROM pg_index JOIN pg_class ON pg_class.oid = indexrelid"
                    + " JOIN pg_am ON pg_am.oid = relam WHERE amname = 'gin' AND relnamespace = current_schema()::regnamespace")
            #expect(Set(gin.map { $0["name"] as String? }) == ["tasks_search", "journal_search", "foods_fts"])
            #expect(try await extraColumns(engine) == ["changes.seq", "food_events.seq", "security_events.seq"])

            // The comparison sees a difference: a column gone on one side, a partial index made whole.
            try await engine.execute("ALTER TABLE pacts DROP COLUMN referee")
            try await engine.execute("DROP INDEX tasks_logbook")
            try await engine.execute("CREATE INDEX tasks_logbook ON tasks(owner_id, status_at)")
            let changed = try await postgresShape(engine)
            #expect(changed["pacts"]?.columns != sqlite["pacts"]?.columns)
            #expect(changed["pacts"]?.columns.count == (sqlite["pacts"]?.columns.count ?? 0) - 1)
            #expect(changed["tasks"]?.indexes != sqlite["tasks"]?.indexes)
            #expect(changed["tasks"]?.columns == sqlite["tasks"]?.columns)
        }
    }

    @Test func migratingTwiceChangesNothingAndRecordsTheSameIdentifiers() async throws {
        try await withFreshSchema { engine in
            try await engine.migrate()
            let first = try await postgresShape(engine)
            let applied = try await engine.appliedMigrations()
            #expect(applied == Migrations.migrator.migrations + PostgresMigrations.postgresOnly.map(\.identifier))
            try await engine.migrate()
            #expect(try await engine.appliedMigrations() == applied)
            #expect(try await postgresShape(engine) == first)
        }
    }

    @Test func aFoodEventCannotBeChangedOnEitherEngine() async throws {
        let user = "INSERT INTO users (id, username, display_name, time_zone, created_at) VALUES ('u1', 'ada', 'Ada', 'UTC', 'now')"
        let event = """
            INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, entry_kind, entry)
            VALUES ('e1', 'u1', '2026-01-01 08:00:00.000', '2026-01-01 08:00:00.000', 'record', 'quickAdd', '{"quickAdd":{"kcal":300}}')
            """
        let update = "UPDATE food_events SET occurred_at = '2026-01-02 08:00:00.000' WHERE id = 'e1'"
        let message = "food events are immutable; append a correction or retraction"

        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue)
        try await queue.write { db in try db.execute(sql: user + "; " + event) }
        await #expect {
            try await queue.write { db in try db.execute(sql: update) }
        } throws: { error in
            (error as? DatabaseError)?.message == message
        }

        try await withFreshSchema { engine in
            try await engine.migrate()
            try await engine.execute(user)
            try await engine.execute(event)
            await #expect {
                try await engine.execute(update)
            } throws: { error in
                let error = error as? PostgresEngineError
                return error?.message == message && error?.sqlState == "23000"
            }
            let rows = try await engine.fetchAll("SELECT occurred_at, seq FROM food_events")
            #expect(rows.map { $0["occurred_at"] as String? } == ["2026-01-01 08:00:00.000"])
            #expect(rows.map { $0["seq"] as Int64? } == [1])
        }
    }

    // MARK: - Shapes

    struct TableShape: Equatable {
        var columns: [String] = []  // "name type [NOT NULL] [DEFAULT x]", in order
        var indexes: Set<String> = []  // "[name] UNIQUE? (col|expr) [WHERE …]"; constraints' indexes unnamed
        var foreignKeys: Set<String> = []  // "(cols) → table(cols) ON DELETE x ON UPDATE y [DEFERRED]"
    }

    /// The SQLite schema at the newest level, described in PostgreSQL's words (the type map).
    private func sqliteShape() throws -> [String: TableShape] {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue)
        return try queue.read { db in
            let objects = try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master WHERE type = 'table'")
            let virtual = objects.filter { ($0["sql"] as String? ?? "").hasPrefix("CREATE VIRTUAL") }.map { $0["name"] as String }
            var shapes: [String: TableShape] = [:]
            for object in objects {
                let (table, sql): (String, String) = (object["name"], object["sql"])
                if table == "grdb_migrations" || table.hasPrefix("sqlite_") || virtual.contains(where: table.hasPrefix) {
                    continue
                }
                var shape = TableShape()
                let types = ["TEXT": "text C", "INTEGER": "bigint", "REAL": "double precision", "BLOB": "bytea"]
                for column in try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))") {
                    let (name, type, notNull, pk): (String, String, Bool, Int) =
                        (column["name"], column["type"], column["notnull"], column["pk"])
                    shape.columns.append(
                        describe(name, types[type] ?? "unmapped \(type)", notNull || pk > 0, column["dflt_value"]))
                    if pk == 1, type == "INTEGER" { shape.indexes.insert("UNIQUE (\(name))") }  // rowid's key
                }
                for index in try Row.fetchAll(db, sql: "PRAGMA index_list(\(table))") {
                    let (name, unique, origin): (String, Bool, String) = (index["name"], index["unique"], index["origin"])
                    let indexSQL = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [name])
                    let expressions = indexSQL.map(PostgresDDL.columnItems) ?? []
                    let keys = try Row.fetchAll(db, sql: "PRAGMA index_xinfo(\(name))").filter { $0["key"] as Bool }
                    let columns = keys.enumerated().map { position, key -> String in
                        guard let column = key["name"] as String? else {
                            return position < expressions.count ? expressions[position] : "?"
                        }
                        return key["coll"] as String? == "NOCASE" ? "lower(\(column))" : column
                    }
                    let predicate = indexSQL.flatMap { $0.range(of: " WHERE ") }.map { String(indexSQL![$0.upperBound...]) }
                    shape.indexes.insert(
                        describeIndex(origin == "c" ? name : nil, unique, columns, predicate))
                }
                // A key of several columns is one row per column, with the key's id and the
                // column's place (`seq`).
                let keyRows = try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table))")
                for rows in Dictionary(grouping: keyRows, by: { $0["id"] as Int }).values {
                    let parts = rows.sorted { ($0["seq"] as Int) < ($1["seq"] as Int) }
                    let from = parts.map { $0["from"] as String }.joined(separator: ",")
                    let to = parts.map { $0["to"] as String }.joined(separator: ",")
                    let key = parts[0]
                    let item = PostgresDDL.columnItems(sql).first { item in
                        item.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(from + " ")
                            || item.contains("FOREIGN KEY (\(from.replacingOccurrences(of: ",", with: ", ")))")
                    }
                    let deferred = item?.contains("DEFERRABLE INITIALLY DEFERRED") ?? false
                    shape.foreignKeys.insert(
                        describeKey(from, key["table"], to, key["on_delete"], key["on_update"], deferred))
                }
                shapes[table] = shape
            }
            return shapes
        }
    }

    private func postgresShape(_ engine: PostgresEngine) async throws -> [String: TableShape] {
        var shapes: [String: TableShape] = [:]
        let tables = try await engine.fetchAll(
            "SELECT table_name::text AS name FROM information_schema.tables"
                + " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'")
        for table in tables { shapes[table["name"] as String] = TableShape() }
        for column in try await engine.fetchAll(
            """
            SELECT table_name::text AS t, column_name::text AS name, data_type::text AS type, collation_name::text AS coll,
                is_nullable::text AS nullable, column_default::text AS dflt
            FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position
            """)
        {
            let (table, name, type): (String, String, String) = (column["t"], column["name"], column["type"])
            guard shapes[table] != nil, !(name == "seq" && PostgresMigrations.insertionOrderTables.contains(table)) else {
                continue
            }
            let mapped = column["coll"] as String? == "C" ? "\(type) C" : type
            let defaultValue = (column["dflt"] as String?)?.replacingOccurrences(
                of: #"::(text|bigint|double precision)$"#, with: "", options: .regularExpression)
            shapes[table]?.columns.append(describe(name, mapped, column["nullable"] as String == "NO", defaultValue))
        }
        for index in try await engine.fetchAll(
            """
            SELECT t.relname::text AS t, i.relname::text AS name, ix.indisunique AS is_unique,
                EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid AND c.contype IN ('p', 'u')) AS constraint_index,
                pg_get_expr(ix.indpred, ix.indrelid) AS predicate,
                (SELECT string_agg(pg_get_indexdef(ix.indexrelid, k, true), '|' ORDER BY k)
                 FROM generate_series(1, ix.indnkeyatts) k) AS columns
            FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
                JOIN pg_am am ON am.oid = i.relam
            WHERE t.relnamespace = current_schema()::regnamespace AND am.amname = 'btree'
            """)
        {
            let (table, name, columns): (String, String, String) = (index["t"], index["name"], index["columns"])
            // A NOCASE UNIQUE column's index is SQLite's automatic one (unnamed) on the other side.
            let unnamed = index["constraint_index"] as Bool || name.hasSuffix("_nocase")
            shapes[table]?.indexes.insert(
                describeIndex(
                    unnamed ? nil : name, index["is_unique"], columns.components(separatedBy: "|"),
                    index["predicate"]))
        }
        for key in try await engine.fetchAll(
            """
            SELECT cl.relname::text AS t, target.relname::text AS target,
                (SELECT string_agg(a.attname::text, ',' ORDER BY k.n) FROM unnest(con.conkey) WITH ORDINALITY k(att, n)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.att) AS from_columns,
                (SELECT string_agg(a.attname::text, ',' ORDER BY k.n) FROM unnest(con.confkey) WITH ORDINALITY k(att, n)
                 JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.att) AS to_columns,
                con.confdeltype::text AS on_delete, con.confupdtype::text AS on_update,
                con.condeferrable AND con.condeferred AS deferred
            FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid JOIN pg_class target ON target.oid = con.confrelid
            WHERE con.contype = 'f' AND cl.relnamespace = current_schema()::regnamespace
            """)
        {
            let actions = ["a": "NO ACTION", "r": "RESTRICT", "c": "CASCADE", "n": "SET NULL", "d": "SET DEFAULT"]
            let (table, onDelete, onUpdate): (String, String, String) = (key["t"], key["on_delete"], key["on_update"])
            shapes[table]?.foreignKeys.insert(
                describeKey(
                    key["from_columns"], key["target"], key["to_columns"], actions[onDelete] ?? onDelete,
                    actions[onUpdate] ?? onUpdate, key["deferred"]))
        }
        return shapes
    }

    /// Identity columns PostgreSQL has that SQLite does not (sign_in_failures' AUTOINCREMENT key is
    /// one on both), as "table.column".
    private func extraColumns(_ engine: PostgresEngine) async throws -> [String] {
        let rows = try await engine.fetchAll(
            "SELECT table_name::text || '.' || column_name::text AS c FROM information_schema.columns"
                + " WHERE table_schema = current_schema() AND is_identity = 'YES' AND table_name <> 'sign_in_failures' ORDER BY 1")
        return rows.map { $0["c"] }
    }

    private func describe(_ name: String, _ type: String, _ notNull: Bool, _ defaultValue: String?) -> String {
        "\(name) \(type)" + (notNull ? " NOT NULL" : "") + (defaultValue.map { " DEFAULT \($0)" } ?? "")
    }

    private func describeIndex(_ name: String?, _ unique: Bool, _ columns: [String], _ predicate: String?) -> String {
        let keys = columns.map(normalized).joined(separator: ", ")
        return (name.map { $0 + " " } ?? "") + (unique ? "UNIQUE " : "") + "(\(keys))"
            + (predicate.map { " WHERE " + normalized($0) } ?? "")
    }

    private func describeKey(
        _ from: String, _ target: String, _ to: String, _ onDelete: String, _ onUpdate: String, _ deferred: Bool
    ) -> String {
        "(\(from)) → \(target)(\(to)) ON DELETE \(onDelete) ON UPDATE \(onUpdate)" + (deferred ? " DEFERRED" : "")
    }

    /// An expression as either engine prints it, in one spelling: PostgreSQL's casts, parentheses
    /// and `= ANY (ARRAY[…])` and SQLite's `!=`, `ifnull` and spacing made alike.
    private func normalized(_ expression: String) -> String {
        var text = expression.replacingOccurrences(of: "::text", with: "")
        text = text.replacingOccurrences(of: #"= ANY \(ARRAY\[(.*?)\]\)"#, with: "IN ($1)", options: .regularExpression)
        text = text.replacingOccurrences(of: "!=", with: "<>").replacingOccurrences(of: "ifnull(", with: "coalesce(")
        text = text.lowercased().replacingOccurrences(of: #"[\s()\"]"#, with: "", options: .regularExpression)
        return text
    }

    /// Runs `body` on an engine whose tables live in a new schema, dropped afterwards.
    private func withFreshSchema(_ body: (PostgresEngine) async throws -> Void) async throws {
        var url = try PostgresURL(ProcessInfo.processInfo.environment["ALMANAC_TEST_DATABASE_URL"] ?? "")
        let schema = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        url.schema = schema
        let engine = try await PostgresEngine.connect(url)
        do {
            try await body(engine)
        } catch {
            try? await engine.execute("DROP SCHEMA \(schema) CASCADE")
            await engine.close()
            throw error
        }
        try await engine.execute("DROP SCHEMA \(schema) CASCADE")
        await engine.close()
    }
}

import Foundation
import GRDB

/// The numbered migrations on PostgreSQL, from the same list as SQLite's (`Migrations.migrator`):
///
/// - A database is born at `baselineLevel` from `Resources/postgres/0030-baseline.sql`: SQLite's
///   schema at that level through `PostgresDDL`'s type map, FTS5 as GIN expression indexes, the
///   `RAISE(ABORT)` trigger as PL/pgSQL, a `seq` identity on the tables read in insertion order.
///   It records every identifier up to that level as applied. `generateBaseline()` writes it;
///   PostgresBaselineTests fails when the committed file differs from what it writes now.
/// - Every later migration runs as SQLite runs it: its statements are recorded from an in-memory
///   SQLite database (GRDB's trace) and translated by `PostgresDDL`. A migration that uses what has
///   no translation (a trigger, FTS5, a JSON function, PRAGMA) fails loudly until it gets a block in
///   `blocks`, its SQL written for PostgreSQL by hand. So does one whose statements depend on the
///   data (they are recorded on an empty database).
/// - Migrations PostgreSQL alone needs (`postgresOnly`) run after the shared ones, numbered in
///   the same sequence (SQLite skips their numbers).
/// - The identifiers applied are rows of `schema_migrations`, GRDB's `grdb_migrations` twin.
enum PostgresMigrations {
    static let baselineLevel = "0030-pacts"

    /// What only PostgreSQL has, in order, each run once after every shared migration.
    static let postgresOnly: [(identifier: String, sql: String)] = [
        // The data version (PostgresStore.dataVersion): SQLite has PRAGMA data_version.
        (
            "0043-owner-versions",
            """
            CREATE TABLE owner_versions (owner_id text COLLATE "C" PRIMARY KEY, version bigint NOT NULL);
            INSERT INTO owner_versions (owner_id, version) VALUES ('', 1);
            """
        ),
        // The search indexes read the words as FTS5 does (`PostgresSQL.searchDocument`).
        (
            "0044-search-words",
            """
            DROP INDEX tasks_search;
            CREATE INDEX tasks_search ON tasks USING gin (to_tsvector('simple', regexp_replace(title || ' ' || notes, '[[:punct:]]', ' ', 'g')));
            DROP INDEX journal_search;
            CREATE INDEX journal_search ON journal_entries
                USING gin (to_tsvector('simple', regexp_replace(text || ' ' || tags, '[[:punct:]]', ' ', 'g')));
            """
        ),
    ]

    /// Every identifier in order: the shared list, then PostgreSQL's own.
    static var identifiers: [String] { Migrations.migrator.migrations + postgresOnly.map(\.identifier) }

    /// PostgreSQL's own SQL for a migration after the baseline, by identifier, where the SQLite
    /// statements cannot be translated by rule.
    static let blocks: [String: String] = [
        // 0038 fills the new figures from the JSON with `->`; the trigger is disabled around the
        // one filling update, as SQLite drops and makes it again. `#>` hands the value on as JSON
        // text, as SQLite's `->` does.
        "0038-food-event-figures": """
        ALTER TABLE food_events ADD COLUMN figure text COLLATE "C";
        ALTER TABLE food_events ADD COLUMN figure_minutes text COLLATE "C";
        ALTER TABLE food_events DISABLE TRIGGER food_events_immutable;
        UPDATE food_events SET
            figure = CASE entry_kind
                WHEN 'eaten' THEN (almanac_json(entry) #> '{eaten,_0,nutrients,208}')::text
                WHEN 'quickAdd' THEN (almanac_json(entry) #> '{quickAdd,kcal}')::text
                WHEN 'basalEnergy' THEN (almanac_json(entry) #> '{basalEnergy,kcal}')::text
                WHEN 'weight' THEN (almanac_json(entry) #> '{weight,kilograms}')::text
                WHEN 'activity' THEN (almanac_json(entry) #> '{activity,kcal}')::text END,
            figure_minutes = CASE entry_kind WHEN 'activity' THEN (almanac_json(entry) #> '{activity,minutes}')::text END
        WHERE almanac_json(entry) IS NOT NULL;
        ALTER TABLE food_events ENABLE TRIGGER food_events_immutable;
        """,
        // 0039's two triggers count every row written to the log in the kept days' basis.
        "0039-food-days": """
        CREATE TABLE food_days (
            owner_id text COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            day text COLLATE "C" NOT NULL,
            consumed_kcal double precision NOT NULL,
            manual_activity_kcal double precision NOT NULL,
            measured_active_kcal double precision NOT NULL,
            overlapping_activity_kcal double precision NOT NULL,
            recorded_basal_kcal double precision,
            weight_kg double precision,
            PRIMARY KEY (owner_id, day)
        );
        CREATE TABLE food_day_basis (
            owner_id text COLLATE "C" PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            time_zone text COLLATE "C" NOT NULL,
            day_start_hour bigint NOT NULL CHECK (day_start_hour BETWEEN 0 AND 23),
            pending bigint NOT NULL DEFAULT 0 CHECK (pending >= 0)
        );
        CREATE FUNCTION food_events_counted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'DELETE' THEN
                UPDATE food_day_basis SET pending = pending + 1 WHERE owner_id = OLD.owner_id;
            ELSE
                UPDATE food_day_basis SET pending = pending + 1 WHERE owner_id = NEW.owner_id;
            END IF;
            RETURN NULL;
        END
        $$;
        CREATE TRIGGER food_events_counted_insert AFTER INSERT ON food_events FOR EACH ROW EXECUTE FUNCTION food_events_counted();
        CREATE TRIGGER food_events_counted_delete AFTER DELETE ON food_events FOR EACH ROW EXECUTE FUNCTION food_events_counted();
        """,
        // 0040 keeps each intention's start in seconds since 1970 beside its text (stored as UTC).
        "0040-intention-start-seconds": """
        ALTER TABLE intentions ADD COLUMN started_epoch bigint;
        UPDATE intentions SET started_epoch = floor(extract(epoch FROM started_at::timestamp))::bigint;
        CREATE INDEX intentions_owner_hours ON intentions (owner_id, state, started_epoch, ends_at);
        CREATE FUNCTION intentions_started_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.started_epoch := floor(extract(epoch FROM NEW.started_at::timestamp))::bigint;
            RETURN NEW;
        END
        $$;
        CREATE TRIGGER intentions_started_epoch BEFORE INSERT OR UPDATE ON intentions FOR EACH ROW EXECUTE FUNCTION intentions_started_epoch();
        """,
    ]

    /// Tables the Store reads in insertion order (`rowid` on SQLite): a `seq` identity column here.
    static let insertionOrderTables: Set<String> = ["changes", "security_events", "food_events"]

    /// FTS5 tables: the GIN expression index that replaces each (nothing to keep in sync, nothing
    /// added to `SELECT *`). Their sync triggers go with them.
    static let fullTextIndexes: [String: String] = [
        "tasks_search": "CREATE INDEX tasks_search ON tasks USING gin (to_tsvector('simple', title || ' ' || notes))",
        "journal_search":
            "CREATE INDEX journal_search ON journal_entries USING gin (to_tsvector('simple', text || ' ' || tags))",
        "foods_fts": "CREATE INDEX foods_fts ON foods USING gin (to_tsvector('english', long_desc))",
    ]

    /// PostgreSQL-only objects the baseline starts with.
    static let prelude = """
        -- JSON text that does not parse is NULL, as SQLite's json_valid() guards (PostgreSQL 15 has no IS JSON).
        CREATE FUNCTION almanac_json(value text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
        BEGIN
            RETURN value::jsonb;
        EXCEPTION WHEN others THEN
            RETURN NULL;
        END
        $$;
        """

    // MARK: - Applying

    /// The statements still to run, in order, for a database that has `applied`, up to the level
    /// `upTo` (the newest when nil; an earlier one for the upgrade tests, from the baseline on).
    static func pending(applied: Set<String>, upTo: String? = nil) throws -> [(
        identifier: String, statements: [String], records: [String]
    )] {
        var identifiers = Migrations.migrator.migrations
        if let upTo {
            guard let last = identifiers.firstIndex(of: upTo), last >= identifiers.firstIndex(of: baselineLevel) ?? identifiers.count else {
                throw PostgresEngineError(message: "\(upTo) is not a level from the baseline \(baselineLevel) on", statement: nil)
            }
            identifiers = Array(identifiers[...last])
        }
        guard let baselineIndex = identifiers.firstIndex(of: baselineLevel) else {
            throw PostgresEngineError(message: "the baseline level \(baselineLevel) is not a migration", statement: nil)
        }
        var steps: [(String, [String], [String])] = []
        if !applied.contains(baselineLevel) {
            guard applied.isEmpty else {
                throw PostgresEngineError(
                    message: "schema_migrations has \(applied.sorted()) but not the baseline \(baselineLevel)",
                    statement: nil)
            }
            steps.append(("0030-baseline", PostgresDDL.statements(try baselineSQL()), Array(identifiers[...baselineIndex])))
        }
        let later = identifiers[identifiers.index(after: baselineIndex)...].filter { !applied.contains($0) }
        let recorded = later.isEmpty ? [:] : try translatedStatements()
        for identifier in later {
            let statements: [String]
            if let block = blocks[identifier] {
                statements = PostgresDDL.statements(block)
            } else {
                statements = recorded[identifier] ?? []
            }
            steps.append((identifier, statements, [identifier]))
        }
        // PostgreSQL's own come after every shared one (at an earlier level too: the Store needs them).
        for (identifier, sql) in postgresOnly where !applied.contains(identifier) {
            steps.append((identifier, PostgresDDL.statements(sql), [identifier]))
        }
        return steps
    }

    /// The committed baseline (a resource of this target).
    static func baselineSQL() throws -> String {
        let bundle = Bundle.module
        let candidates = [
            bundle.bundleURL.appendingPathComponent("Resources/postgres/0030-baseline.sql"),
            bundle.resourceURL?.appendingPathComponent("postgres/0030-baseline.sql"),
            bundle.resourceURL?.appendingPathComponent("Resources/postgres/0030-baseline.sql"),
        ]
        guard let url = candidates.compactMap({ $0 }).first(where: { FileManager.default.fileExists(atPath: $0.path) })
        else { throw PostgresEngineError(message: "the PostgreSQL baseline is missing from the build", statement: nil) }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Each migration after the baseline as SQLite runs it, recorded statement by statement on an
    /// empty in-memory database (GRDB's own bookkeeping left out), in PostgreSQL's words; those
    /// with a block are left out.
    static func translatedStatements() throws -> [String: [String]] {
        let migrator = Migrations.migrator
        let queue = try DatabaseQueue()
        try migrator.migrate(queue, upTo: baselineLevel)
        let recorder = StatementRecorder()
        queue.inDatabase { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { recorder.append(statement.sql) }
            }
        }
        var result: [String: [String]] = [:]
        let identifiers = migrator.migrations
        for identifier in identifiers[(identifiers.firstIndex(of: baselineLevel) ?? 0)...].dropFirst() {
            let nocase = try queue.read(PostgresDDL.nocaseColumns)
            recorder.reset()
            try migrator.migrate(queue, upTo: identifier)
            guard blocks[identifier] == nil else { continue }
            result[identifier] = try recorder.statements.filter(isMigrationStatement).flatMap {
                try PostgresDDL.translate($0, nocaseColumns: nocase)
            }
        }
        return result
    }

    private static func isMigrationStatement(_ sql: String) -> Bool {
        let words = sql.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        let bookkeeping = ["BEGIN", "COMMIT", "SAVEPOINT", "RELEASE", "ROLLBACK", "SELECT", "PRAGMA FOREIGN_KEY"]
        // "-- …" is SQLite's own work inside a statement (ALTER TABLE's schema check), not the migration's.
        return !bookkeeping.contains(where: words.hasPrefix) && !words.hasPrefix("--") && !words.contains("GRDB_MIGRATIONS")
    }

    // MARK: - The baseline

    /// The baseline's SQL from SQLite's schema at `baselineLevel`.
    static func generateBaseline() throws -> String {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: baselineLevel)
        let objects = try queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
        }
        let nocase = try queue.read(PostgresDDL.nocaseColumns)
        let virtualTables: [String] = objects.compactMap { row in
            let sql: String = row["sql"]
            return sql.hasPrefix("CREATE VIRTUAL TABLE") ? row["name"] : nil
        }
        var tables: [(name: String, sql: String)] = []
        var indexes: [String] = []
        var triggers: [String] = []
        for row in objects {
            let (type, name, sql): (String, String, String) = (row["type"], row["name"], row["sql"])
            if name == "grdb_migrations" || name.hasPrefix("sqlite_")
                || virtualTables.contains(where: { name.hasPrefix($0 + "_") })
            {
                continue
            }
            switch type {
            case "table" where virtualTables.contains(name):
                guard let index = fullTextIndexes[name] else {
                    throw PostgresEngineError(message: "FTS5 table \(name) has no index in fullTextIndexes", statement: sql)
                }
                indexes.append(index)
            case "table":
                tables.append((name, sql))
            case "index":
                indexes += try PostgresDDL.translate(sql, nocaseColumns: nocase)
            case "trigger" where virtualTables.contains(where: { sql.contains($0) }):
                continue  // FTS5 sync: the GIN index needs none
            case "trigger":
                triggers += try raiseTrigger(sql)
            default:
                throw PostgresEngineError(message: "no rule for SQLite's \(type) \(name)", statement: sql)
            }
        }
        var tableStatements: [String] = []
        for table in try referencedFirst(tables) {
            var sql = table.sql
            if insertionOrderTables.contains(table.name), let close = sql.lastIndex(of: ")") {
                sql.replaceSubrange(close...close, with: ",\n    seq INTEGER GENERATED ALWAYS AS IDENTITY\n)")
            }
            tableStatements += try PostgresDDL.translate(sql)
        }
        let header = """
            -- Almanac's schema at \(baselineLevel) on PostgreSQL, made from SQLite's by PostgresMigrations.generateBaseline().
            -- Do not edit: PostgresBaselineTests fails when this differs from what it generates, and writes it again with
            -- ALMANAC_WRITE_POSTGRES_BASELINE=1 swift test --filter PostgresBaselineTests
            """
        let body = (tableStatements + indexes + triggers).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) + ";" }
        return ([header, prelude] + body).joined(separator: "\n\n") + "\n"
    }

    /// Tables ordered so each comes after the tables it references (PostgreSQL checks a foreign
    /// key's table when the key is made; SQLite did not, and ALTER TABLE added some later).
    private static func referencedFirst(_ tables: [(name: String, sql: String)]) throws -> [(name: String, sql: String)] {
        var done: [String] = []
        var remaining = tables
        while !remaining.isEmpty {
            guard
                let next = remaining.firstIndex(where: { table in
                    referencedTables(table.sql).allSatisfy { $0 == table.name || done.contains($0) }
                })
            else {
                throw PostgresEngineError(message: "foreign keys in a cycle: \(remaining.map(\.name))", statement: nil)
            }
            done.append(remaining[next].name)
            remaining.remove(at: next)
        }
        return done.compactMap { name in tables.first { $0.name == name } }
    }

    private static func referencedTables(_ sql: String) -> [String] {
        let code = PostgresDDL.codeOnly(sql)
        guard let expression = try? NSRegularExpression(pattern: #"REFERENCES\s+"?(\w+)"?"#) else { return [] }
        return expression.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            Range(match.range(at: 1), in: code).map { String(code[$0]) }
        }
    }

    /// `CREATE TRIGGER t BEFORE UPDATE ON x BEGIN SELECT RAISE(ABORT, '…'); END` as a PL/pgSQL
    /// function and trigger raising the same message (SQLSTATE 23000, a constraint, as SQLite's
    /// SQLITE_CONSTRAINT_TRIGGER). Any other trigger has no rule.
    static func raiseTrigger(_ sql: String) throws -> [String] {
        let pattern =
            #"^CREATE TRIGGER (\w+) (BEFORE (?:UPDATE|DELETE|INSERT)) ON (\w+)\s+BEGIN SELECT RAISE\(ABORT, ('(?:[^']|'')*')\); END$"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: sql, range: NSRange(sql.startIndex..., in: sql)),
            let name = Range(match.range(at: 1), in: sql), let timing = Range(match.range(at: 2), in: sql),
            let table = Range(match.range(at: 3), in: sql), let message = Range(match.range(at: 4), in: sql)
        else {
            throw PostgresDDL.Untranslatable(feature: "trigger", statement: sql)
        }
        return [
            """
            CREATE FUNCTION \(sql[name])() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE EXCEPTION \(sql[message]) USING ERRCODE = 'integrity_constraint_violation';
            END
            $$
            """,
            "CREATE TRIGGER \(sql[name]) \(sql[timing]) ON \(sql[table]) FOR EACH ROW EXECUTE FUNCTION \(sql[name])()",
        ]
    }
}

/// The statements GRDB's trace reports, collected (the trace runs on the queue's thread).
private final class StatementRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var statements: [String] { lock.withLock { recorded } }
    func append(_ sql: String) { lock.withLock { recorded.append(sql) } }
    func reset() { lock.withLock { recorded = [] } }
}

extension PostgresEngine {
    /// Brings the database to the newest level (or to `upTo`, the upgrade tests' earlier level):
    /// the baseline on an empty one, then each later migration, all in one transaction under an
    /// advisory lock per schema, so two servers starting together migrate once. Migrating a
    /// database at the newest level changes nothing.
    public func migrate(upTo: String? = nil) async throws {
        try await inTransaction {
            try await execute("SELECT pg_advisory_xact_lock(hashtext(current_schema()))")
            try await execute("CREATE TABLE IF NOT EXISTS schema_migrations (identifier text COLLATE \"C\" PRIMARY KEY)")
            let rows = try await fetchAll("SELECT identifier FROM schema_migrations")
            let applied = Set(rows.compactMap { $0["identifier"] as String? })
            for step in try PostgresMigrations.pending(applied: applied, upTo: upTo) {
                for statement in step.statements { try await execute(statement) }
                for identifier in step.records {
                    try await execute("INSERT INTO schema_migrations (identifier) VALUES ($1)", [identifier.databaseValue])
                }
            }
        }
    }

    /// The identifiers recorded as applied, in the list's order.
    public func appliedMigrations() async throws -> [String] {
        let rows = try await fetchAll("SELECT identifier FROM schema_migrations")
        let applied = Set(rows.compactMap { $0["identifier"] as String? })
        return PostgresMigrations.identifiers.filter(applied.contains)
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Every statement that reads or writes a person's rows says whose they are: a statement naming a
/// table with an `owner_id` column names `owner_id` too. It is what keeps one account from another
/// even where a row is reached by its id, and it is what a database sharded by `owner_id` (Citus,
/// see ARCHITECTURE.md) needs to send a statement to one shard. The statements are recorded with
/// GRDB's trace while every module is filled, every page the crawl reaches is read, and every API
/// read is answered.
@Suite struct OwnerScopeTests {
    /// Statements that touch an owned table without naming its owner, each with why that is right.
    static let allowed: [(pattern: String, reason: String)] = [
        // The session middleware finds a session by the hash of its cookie, before anyone is known.
        ("FROM \"sessions\"", "a session is found by its secret's hash, which names the owner"),
        ("FROM sessions", "a session is found by its secret's hash, which names the owner"),
        ("FROM \"api_tokens\"", "a token is found by its secret's hash, which names the owner"),
        ("FROM api_tokens", "a token is found by its secret's hash, which names the owner"),
    ]

    /// The tables that carry an `owner_id` column.
    static func ownedTables(_ database: AppDatabase) async throws -> Set<String> {
        try await database.read { db in
            var owned: Set<String> = []
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            for table in tables {
                let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table.quotedDatabaseIdentifier))")
                if columns.contains(where: { $0["name"] == "owner_id" }) { owned.insert(table) }
            }
            return owned
        }
    }

    /// The owned tables a statement names (after FROM, JOIN, UPDATE or INTO, quoted or not).
    static func tablesNamed(in statement: String, among owned: Set<String>) -> [String] {
        let words = statement.replacingOccurrences(of: "\"", with: " ").replacingOccurrences(of: "`", with: " ")
            .replacingOccurrences(of: ",", with: " , ").replacingOccurrences(of: "(", with: " ( ")
            .split(whereSeparator: \.isWhitespace).map(String.init)
        var named: [String] = []
        for (index, word) in words.enumerated() where index + 1 < words.count {
            guard ["FROM", "JOIN", "UPDATE", "INTO"].contains(word.uppercased()) else { continue }
            if owned.contains(words[index + 1]) { named.append(words[index + 1]) }
        }
        return named
    }

    /// The statements that name an owned table but not `owner_id`, and are not allowed above, with
    /// their lists of `?` written once (`IN (…)`), so a statement is the same whatever its list's length.
    static func unscoped(_ statements: [String], owned: Set<String>) -> [String] {
        statements.filter { statement in
            !tablesNamed(in: statement, among: owned).isEmpty && !statement.contains("owner_id")
                && !allowed.contains { statement.contains($0.pattern) }
        }.map { $0.replacing(/IN \((\?\s*,\s*)*\?\)/, with: "IN (…)") }
    }

    /// The statements that still reach a person's child rows through the parent's id alone (the
    /// parent's owner was checked first, in the same transaction): safe on one SQLite file, but on a
    /// database sharded by `owner_id` each would ask every shard. Issue 36 names them all; this list
    /// may only shrink — a new statement without its owner fails the test.
    static let namedForIssue36: Set<String> = [
        "DELETE FROM calendar_events WHERE calendar_id = ?",
        "SELECT \"order_key\" FROM \"task_checklist_items\" WHERE task_id = ? AND id != ? ORDER BY \"order_key\" DESC LIMIT 1",
        "SELECT * FROM \"action_items\" WHERE \"week_id\" = ? ORDER BY \"id\"",
        "SELECT * FROM \"areas\" WHERE \"id\" = ?",
        "SELECT * FROM \"areas\" WHERE \"id\" IN (…)",
        "SELECT * FROM \"areas\" WHERE ?",
        "SELECT * FROM \"distractions\" WHERE \"intention_id\" = ? ORDER BY \"at\"",
        "SELECT * FROM \"distractions\" WHERE \"intention_id\" IN (…) ORDER BY \"at\"",
        "SELECT * FROM \"distractions\" WHERE ? ORDER BY \"at\"",
        "SELECT * FROM \"habit_check_ins\" WHERE (\"habit_id\" = ?) AND (\"day\" = ?)",
        "SELECT * FROM \"habit_rest_days\" WHERE (\"habit_id\" = ?) AND (\"day\" = ?)",
        "SELECT * FROM \"price_products\" WHERE \"comparison_id\" = ? ORDER BY \"position\"",
        "SELECT * FROM \"recipe_ingredients\" WHERE \"recipe_id\" = ? ORDER BY \"position\"",
        "SELECT * FROM \"retrospectives\" WHERE \"week_id\" = ?",
        "SELECT * FROM \"runbook_steps\" WHERE \"runbook_id\" = ? ORDER BY \"order_key\", \"id\"",
        "SELECT * FROM \"runbook_uses\" WHERE \"runbook_id\" = ? ORDER BY \"used_at\" DESC, \"id\" DESC",
        "SELECT * FROM \"task_headings\" WHERE \"id\" = ?",
        "SELECT * FROM \"task_headings\" WHERE \"id\" IN (…)",
        "SELECT * FROM \"task_lists\" WHERE \"id\" = ?",
        "SELECT * FROM \"task_lists\" WHERE \"id\" IN (…)",
        "SELECT * FROM \"task_lists\" WHERE ?",
        "SELECT * FROM \"task_tag_links\" WHERE \"task_id\" = ?",
        "SELECT * FROM \"timeline_events\" WHERE (\"timeline_id\" = ?) AND (\"import_key\" = ?) AND (\"id\" <> ?) LIMIT 1",
        "SELECT * FROM \"weekly_goals\" WHERE \"id\" = ?",
        "SELECT * FROM \"weekly_goals\" WHERE \"id\" IN (…)",
        "SELECT * FROM \"weekly_goals\" WHERE \"week_id\" = ? ORDER BY \"added_mid_sprint\", \"created_at\", \"id\"",
        "SELECT * FROM \"weekly_goals\" WHERE ?",
        "SELECT * FROM task_checklist_items WHERE task_id IN (SELECT value FROM json_each(?)) ORDER BY order_key, id",
        "SELECT COUNT(*) FROM \"runbook_steps\" WHERE \"runbook_id\" = ?",
        "SELECT id FROM runbook_steps WHERE runbook_id = ?",
        "SELECT k.task_id, g.name FROM task_tag_links k JOIN task_tags g ON g.id = k.tag_id\nWHERE k.task_id IN (SELECT value FROM json_each(?)) ORDER BY g.name COLLATE NOCASE",
        "SELECT l.entry_id AS link_entry_id, p.* FROM journal_photos l JOIN day_photos p ON p.id = l.photo_id\nWHERE l.entry_id IN (…) ORDER BY p.created_at, p.id",
        "SELECT order_key FROM runbook_steps WHERE runbook_id = ? ORDER BY order_key DESC LIMIT 1",
    ]

    @Test func theCheckFindsAStatementThatDoesNotNameItsOwner() {
        let owned: Set<String> = ["tasks", "lists"]
        let statements = [
            "SELECT * FROM \"tasks\" WHERE \"id\" = ?",
            "SELECT * FROM tasks WHERE owner_id = ? AND id = ?",
            "UPDATE lists SET name = ? WHERE id = ?",
            "SELECT 1 FROM foods WHERE id = ?",
        ]
        #expect(Self.unscoped(statements, owned: owned) == [statements[0], statements[2]])
        #expect(Self.unscoped(["SELECT * FROM tasks WHERE id IN (?,?, ?)"], owned: owned) == ["SELECT * FROM tasks WHERE id IN (…)"])
    }

    @Test func everyStatementOnAPersonsRowsNamesTheOwner() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = StatementLog()
        let database = try log.database(folder: folder)
        let owned = try await Self.ownedTables(database)
        #expect(owned.count > 30, "found only \(owned.sorted())")
        let router = ShapeFixture.router(database)
        let routes = RegisteredRoutes(router)
        try await ShapeFixture.application(router).test(.router) { client in
            var visitor = Visitor(client)
            let owner = try await ShapeFixture.signUp(&visitor, database)
            log.reset()
            try await ShapeFixture.fill(database, owner: owner, count: 2)
            let token = try await database.createToken(owner: owner, name: "reads").secret
            let crawl = try await Crawl.run(from: "/today", visitor: &visitor, routes: routes)
            #expect(crawl.pages.count > 20, "the crawl reached only \(crawl.pages.count) pages")
            let today = LocalDay(containing: Date(), in: ShapeFixture.timeZone)
            let document = try await visitor.get("/api/v1/openapi.json").json
            for (template, methods) in document["paths"] as? [String: [String: Any]] ?? [:] where methods["get"] != nil {
                let path = template.replacingOccurrences(of: "{day}", with: today.description)
                    .replacingOccurrences(of: "{nutrient}", with: "208").replacingOccurrences(of: "{module}", with: "health")
                if path.contains("{") { continue }
                _ = try await visitor.api(.get, path, token: token)
            }
            let statements = Array(Set(log.statements))
            #expect(statements.count > 200, "recorded only \(statements.count) distinct statements")
            let unscoped = Set(Self.unscoped(statements, owned: owned))
            let new = unscoped.subtracting(Self.namedForIssue36).sorted()
            #expect(new.isEmpty, "\(new.count) statements name a person's table without owner_id:\n\(new.joined(separator: "\n"))")
            let mended = Self.namedForIssue36.subtracting(unscoped).sorted()
            #expect(mended.isEmpty, "these now name their owner; take them off the list:\n\(mended.joined(separator: "\n"))")
        }
    }
}

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

    /// Every statement run while every module is filled, every page the crawl reaches is read
    /// and every API read is answered, each once (with the values of its first run), on
    /// `database`, which recorded them in `log`.
    static func recordEverything(_ database: AppDatabase, _ log: StatementLog) async throws -> [(sql: String, withValues: String)] {
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
        }
        var seen = Set<String>()
        return zip(log.statements, log.statementsWithValues).filter { seen.insert($0.0).inserted }.map { ($0.0, $0.1) }
    }

    @Test func everyStatementOnAPersonsRowsNamesTheOwner() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = StatementLog()
        let database = try log.database(folder: folder)
        let owned = try await Self.ownedTables(database)
        #expect(owned.count > 30, "found only \(owned.sorted())")
        let statements = try await Self.recordEverything(database, log).map(\.sql)
        #expect(statements.count > 200, "recorded only \(statements.count) distinct statements")
        let unscoped = Set(Self.unscoped(statements, owned: owned)).sorted()
        #expect(
            unscoped.isEmpty,
            "\(unscoped.count) statements name a person's table without owner_id:\n\(unscoped.joined(separator: "\n"))")
    }

    /// The plans (SQLite's `EXPLAIN QUERY PLAN`) in which rows asked for by a list (`IN (SELECT
    /// value FROM json_each(?))`) are found by walking every row of their owner instead: a
    /// search of a table by `owner_id` alone in a statement that names such a list.
    static func ownerWalks(_ plans: [(sql: String, plan: [String])]) -> [String] {
        plans.filter { sql, plan in
            sql.contains("json_each(?)")
                && plan.contains { $0.wholeMatch(of: /SEARCH \w+ USING (COVERING )?INDEX \w+ \(owner_id=\?\)/) != nil }
        }.map { "\($0.sql): \($0.plan)" }
    }

    @Test func theCheckFindsAListLookUpThatWalksTheOwnersRows() {
        let list = "SELECT * FROM plan_blocks WHERE owner_id = ? AND id IN (SELECT value FROM json_each(?))"
        #expect(
            Self.ownerWalks([
                (list, ["SEARCH plan_blocks USING INDEX plan_blocks_owner_day (owner_id=?)", "LIST SUBQUERY 1"]),
                (list, ["SEARCH plan_blocks USING INDEX sqlite_autoindex_plan_blocks_1 (id=?)", "LIST SUBQUERY 1"]),
                ("SELECT * FROM plan_blocks WHERE owner_id = ?", ["SEARCH plan_blocks USING INDEX plan_blocks_owner_day (owner_id=?)"]),
            ]).count == 1)
    }

    /// Rows asked for by their ids (or a parent's) are found by those ids: a page that shows a
    /// few of a person's plan blocks, goals or lists never reads through all of them. Measured
    /// before this check: `/runbooks/pacts` read 695 pages of the database file for its linked
    /// blocks (none), 3.3 ms of its 3.6.
    @Test func listLookUpsSearchByTheirIdsNotTheOwner() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = StatementLog()
        let database = try log.database(folder: folder)
        let statements = try await Self.recordEverything(database, log)
        let lists = statements.filter { $0.sql.contains("json_each(?)") }
        #expect(lists.count > 10, "recorded only \(lists.count) look-ups by a list")
        let plans = try await database.read { db in
            try lists.map { sql, withValues in
                (sql, try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + withValues).map { $0["detail"] as String })
            }
        }
        let walks = Self.ownerWalks(plans)
        #expect(walks.isEmpty, "\(walks.count) look-ups by a list walk the owner's rows:\n\(walks.joined(separator: "\n"))")
    }
}

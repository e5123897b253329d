import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Every page reads its data in one transaction, with a number of statements that does not grow
/// with the data: each page the crawl finds is rendered with small data and with ten times more,
/// and the statements beyond the middleware's (session, user) are counted with GRDB's trace.
/// Every page is printed with its figures, one line each; a failing one fails the test. The JSON
/// API's reads are held to the same rule.
@Suite struct StatementCountTests {
    struct Measure {
        var transactions: Int
        var queries: Int
    }

    /// GET `uri` and count what it runs beyond the middleware's baseline. Asked as a new browser
    /// (no CSRF cookie yet), so the page cache, which keeps a page per browser, never answers;
    /// after a visit to the baseline page, so the session and user look-ups are kept (as they
    /// are between requests while nothing changes) and only the page's own reading is counted.
    static func measure(_ uri: String, _ visitor: inout Visitor, _ log: StatementLog, baseline: Measure) async throws -> Measure? {
        _ = try await visitor.get(ShapeFixture.baselinePath)
        visitor.cookies[AuthMiddleware.csrfCookie] = nil
        log.reset()
        let response = try await visitor.get(uri)
        guard response.status == .ok else { return nil }
        return Measure(transactions: log.transactions - baseline.transactions, queries: log.queries - baseline.queries)
    }

    /// Judges the figures of each path (small and ten times more data), prints them, and records
    /// an issue for each path that takes more than one read transaction or whose statements grow.
    /// `severalReads`: paths allowed more than one read transaction for now (each must still
    /// take more than one, so the list only shrinks).
    static func judge(
        _ paths: [String], small: [String: Measure], large: [String: Measure], what: String, baseline: Measure,
        severalReads: Set<String> = []
    ) {
        var lines: [String] = []
        var failing = 0
        for path in paths {
            guard let before = small[path], let after = large[path] else {
                lines.append("  \(path): not measured (did not answer 200)")
                continue
            }
            var why: [String] = []
            // A page with nothing to read (a form, a placeholder) may read nothing.
            let several = before.transactions > 1 || after.transactions > 1
            if several != severalReads.contains(path) {
                why.append(
                    several
                        ? "\(before.transactions)/\(after.transactions) transactions"
                        : "one transaction now: take it off the list of reads allowed several")
            }
            if after.queries > before.queries { why.append("statements grow with the data") }
            let figures = "transactions \(before.transactions)/\(after.transactions), statements \(before.queries)/\(after.queries)"
            lines.append("  \(why.isEmpty ? "ok  " : "FAIL") \(path): \(figures)")
            if !why.isEmpty {
                failing += 1
                Issue.record("\(path): \(why.joined(separator: ", ")) (\(figures), small/10x data, beyond the middleware's)")
            }
        }
        print(
            """
            Statement count: \(paths.count) \(what), \(failing) failing (small/10x data; baseline \
            \(baseline.transactions) transactions, \(baseline.queries) statements per request subtracted)
            \(lines.joined(separator: "\n"))
            """)
    }

    /// The baseline: what the middleware alone runs for a request while nothing changes.
    static func baseline(_ visitor: inout Visitor, _ log: StatementLog) async throws -> Measure {
        _ = try await visitor.get(ShapeFixture.baselinePath)
        visitor.cookies[AuthMiddleware.csrfCookie] = nil
        log.reset()
        _ = try await visitor.get(ShapeFixture.baselinePath)
        return Measure(transactions: log.transactions, queries: log.queries)
    }

    /// API reads that still take more than one read transaction (their handlers call the store
    /// more than once), none with statements that grow with the data; the list only shrinks.
    static let apiReadsInSeveralTransactions: Set<String> = []

    /// Every read of the JSON API (each GET route, its `{id}` filled with the first of the
    /// fixture's ids that it answers 200 for, `{day}` with today, `{view}` with each view) reads in
    /// one transaction with a number of statements that does not grow with the data.
    @Test func everyAPIReadIsOneReadTransactionWithAFixedNumberOfStatements() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = StatementLog()
        let database = try log.database(folder: folder)
        let router = ShapeFixture.router(database)
        let patterns = RegisteredRoutes(router).entries.filter { $0.method == .get && $0.pattern.hasPrefix("/api/") }.map(\.pattern)
        try await ShapeFixture.application(router).test(.router) { client in
            var visitor = Visitor(client)
            // What is counted here, not the answers' shapes (the API's own tests check those).
            visitor.checksSchemas = false
            let owner = try await ShapeFixture.signUp(&visitor, database)
            try await ShapeFixture.fill(database, owner: owner, count: 1)
            let ids = IsolationTests.ids(in: try await database.exportAccount(owner: owner))
            let day = LocalDay(containing: Date(), in: ShapeFixture.timeZone).description
            let values: [String: [String]] = [
                "{id}": ids, "{day}": [day], "{view}": ["today", "upcoming", "anytime", "someday", "logbook", "inbox"],
            ]
            var paths: [String] = []
            var patternOf: [String: String] = [:]
            var unreached: [String] = []
            for pattern in patterns where !pattern.contains("openapi") {
                var candidates = [pattern]
                for (name, options) in values where pattern.contains(name) {
                    candidates = candidates.flatMap { path in options.map { path.replacingOccurrences(of: name, with: $0) } }
                }
                var reached = false
                for path in candidates where !path.contains("{") {
                    guard try await visitor.send(.get, path).status == .ok else { continue }
                    paths.append(path)
                    patternOf[path] = pattern
                    reached = true
                    // One id per route; every view.
                    if pattern.contains("{id}") { break }
                }
                if !reached { unreached.append(pattern) }
            }
            #expect(paths.count > 20, "the API reads found: \(paths)")
            print("API reads not measured (no value of the fixture answers 200): \(unreached)")

            let baseline = try await Self.baseline(&visitor, log)
            var small: [String: Measure] = [:]
            for path in paths { small[path] = try await Self.measure(path, &visitor, log, baseline: baseline) }
            try await ShapeFixture.fill(database, owner: owner, count: 9, round: 1)
            var large: [String: Measure] = [:]
            for path in paths { large[path] = try await Self.measure(path, &visitor, log, baseline: baseline) }
            Self.judge(
                paths, small: small, large: large, what: "API reads", baseline: baseline,
                severalReads: Set(paths.filter { Self.apiReadsInSeveralTransactions.contains(patternOf[$0] ?? "") }))
        }
    }

    @Test func theLogSeesEveryReadTransaction() async throws {
        let log = StatementLog()
        let database = try log.database()
        log.reset()
        _ = try await database.read { db in try Int.fetchOne(db, sql: "SELECT 1") }
        _ = try await database.read { db in try Int.fetchOne(db, sql: "SELECT 2") }
        #expect(log.transactions == 2, "\(log.statements)")
        #expect(log.queries == 2, "\(log.statements)")
    }

    @Test func everyPageIsOneReadTransactionWithAFixedNumberOfStatements() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = StatementLog()
        let database = try log.database(folder: folder)
        let router = ShapeFixture.router(database)
        let routes = RegisteredRoutes(router)
        try await ShapeFixture.application(router).test(.router) { client in
            var visitor = Visitor(client)
            let owner = try await ShapeFixture.signUp(&visitor, database)
            try await ShapeFixture.fill(database, owner: owner, count: 1)
            let pages = try await Crawl.run(from: "/today", visitor: &visitor, routes: routes).pages
                .filter { !$0.hasPrefix(ShapeFixture.baselinePath) }
            #expect(pages.count > 10, "the crawl found only \(pages)")
            for lifts in [
                "/lifts", "/lifts/record", "/lifts/sessions/", "/lifts/sets/", "/lifts/profile", "/lifts/settings", "/food/health",
                "/plan/",
                "/calendars",
            ] {
                #expect(pages.contains { $0.hasPrefix(lifts) }, "the crawl did not reach \(lifts)")
            }

            let baseline = try await Self.baseline(&visitor, log)
            #expect(baseline.transactions == 0, "the session and user look-ups are kept while nothing changes: \(log.statements)")

            var small: [String: Measure] = [:]
            for page in pages { small[page] = try await Self.measure(page, &visitor, log, baseline: baseline) }
            try await ShapeFixture.fill(database, owner: owner, count: 9, round: 1)
            var large: [String: Measure] = [:]
            for page in pages { large[page] = try await Self.measure(page, &visitor, log, baseline: baseline) }

            Self.judge(pages, small: small, large: large, what: "pages", baseline: baseline)
        }
    }
}

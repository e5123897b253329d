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
/// Every page is printed with its figures, one line each; a failing one fails the test.
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

            _ = try await visitor.get(ShapeFixture.baselinePath)
            visitor.cookies[AuthMiddleware.csrfCookie] = nil
            log.reset()
            _ = try await visitor.get(ShapeFixture.baselinePath)
            let baseline = Measure(transactions: log.transactions, queries: log.queries)
            #expect(baseline.transactions == 0, "the session and user look-ups are kept while nothing changes: \(log.statements)")

            var small: [String: Measure] = [:]
            for page in pages { small[page] = try await Self.measure(page, &visitor, log, baseline: baseline) }
            try await ShapeFixture.fill(database, owner: owner, count: 9, round: 1)
            var large: [String: Measure] = [:]
            for page in pages { large[page] = try await Self.measure(page, &visitor, log, baseline: baseline) }

            var lines: [String] = []
            var failing = 0
            for page in pages {
                guard let before = small[page], let after = large[page] else {
                    lines.append("  \(page): not measured (did not answer 200)")
                    continue
                }
                var why: [String] = []
                // A page with nothing to read (a form, a placeholder) may read nothing.
                if before.transactions > 1 || after.transactions > 1 {
                    why.append("\(before.transactions)/\(after.transactions) transactions")
                }
                if after.queries > before.queries { why.append("statements grow with the data") }
                let figures = "transactions \(before.transactions)/\(after.transactions), statements \(before.queries)/\(after.queries)"
                lines.append("  \(why.isEmpty ? "ok  " : "FAIL") \(page): \(figures)")
                if !why.isEmpty {
                    failing += 1
                    Issue.record("\(page): \(why.joined(separator: ", ")) (\(figures), small/10x data, beyond the middleware's)")
                }
            }
            print(
                """
                Statement count: \(pages.count) pages, \(failing) failing (small/10x data; baseline \
                \(baseline.transactions) transactions, \(baseline.queries) statements per request subtracted)
                \(lines.joined(separator: "\n"))
                """)
        }
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Every link and form action of every page leads somewhere: signed in with data in every module,
/// the crawl follows each same-origin link from Today and checks each form action against the
/// registered routes.
@Suite struct CrawlTests {
    @Test func everyLinkAndFormActionOfEveryPageResolves() async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try await TestEngine.database(folder: folder)
        let router = ShapeFixture.router(database)
        let routes = RegisteredRoutes(router)
        try await ShapeFixture.application(router).test(.router) { client in
            var visitor = Visitor(client)
            let owner = try await ShapeFixture.signUp(&visitor, database)
            try await ShapeFixture.fill(database, owner: owner, count: 2)
            let crawl = try await Crawl.run(from: "/today", visitor: &visitor, routes: routes)
            print(
                "Crawl: \(crawl.pages.count) pages, \(crawl.links.count) links, \(crawl.actions.count) form actions checked; \(crawl.problems.count) problems"
            )
            for problem in crawl.problems { Issue.record("\(problem)") }
            // The crawl must reach every module, or it checks less than it says.
            for module in ["/today", "/week", "/focus", "/tasks", "/timelines", "/food", "/prices", "/settings", "/lifts"] {
                #expect(crawl.pages.contains { $0 == module || $0.hasPrefix(module + "/") || $0.hasPrefix(module + "?") }, "\(module)")
            }
            #expect(crawl.actions.keys.contains { $0.method == "POST" })
        }
    }

    /// Issue 30: one date style per person, everywhere. Every page the crawl reaches, crawled once
    /// per style, writes no date with a month name in the other order ("November 30" for a
    /// person who writes the day first).
    @Test(arguments: DateOrder.allCases) func everyPageWritesDatesInThePersonsOrder(_ order: DateOrder) async throws {
        let folder = try ShapeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try await TestEngine.database(folder: folder)
        let router = ShapeFixture.router(database)
        let routes = RegisteredRoutes(router)
        try await ShapeFixture.application(router).test(.router) { client in
            var visitor = Visitor(client)
            let owner = try await ShapeFixture.signUp(&visitor, database)
            try await ShapeFixture.fill(database, owner: owner, count: 1)
            let user = try await database.user(named: "ada")
            _ = try await database.updateProfile(
                owner: owner, displayName: user.displayName, preferences: user.preferences, dateOrder: order)
            let crawl = try await Crawl.run(from: "/today", visitor: &visitor, routes: routes, dateOrder: order)
            for problem in crawl.problems { Issue.record("\(problem)") }
            #expect(crawl.pages.count > 40, "the crawl reached too few pages to say")
        }
    }

    @Test func theDateOrderCheckFindsTheOtherOrderOnly() throws {
        let dayFirst = try Crawl.wrongOrder(for: .dayMonth)
        #expect("Week of Nov 30".contains(dayFirst) && "Monday, November 30".contains(dayFirst))
        #expect(!"Monday 30 November 2026".contains(dayFirst) && !"Nov 2026".contains(dayFirst) && !"May 12:30".contains(dayFirst))
        let monthFirst = try Crawl.wrongOrder(for: .monthDay)
        #expect("Monday 30 November".contains(monthFirst) && "30 Nov".contains(monthFirst))
        #expect(!"Monday, November 30".contains(monthFirst) && !"300 Novelties".contains(monthFirst))
    }

    @Test func theCrawlerReadsLinksAndFormsAndMatchesRoutes() async throws {
        let html = #"""
            <a href="/tasks/item/1?tab=a&amp;b=c#x">x</a><img src="/photos/2"><a href="https://example.com/">e</a>
            <form method="post" action="/tasks/item/1/move"><button formaction="/tasks/item/1/delete">d</button></form>
            <form action="/food"></form><a href="#top">top</a>
            <form id="rows" method="post" action="/tasks" hidden></form><button form="rows" formaction="/tasks/item/2/complete">c</button>
            """#
        let found = PageLinks(html: html, page: "/tasks")
        #expect(found.links == ["/tasks/item/1?tab=a&b=c", "/photos/2"])
        #expect(
            found.actions == [
                .init(method: "POST", path: "/tasks/item/1/move"), .init(method: "POST", path: "/tasks/item/1/delete"),
                .init(method: "GET", path: "/food"), .init(method: "POST", path: "/tasks/item/2/complete"),
            ])
        let router = buildRouter(database: try await TestEngine.database(), configuration: AppConfiguration(outboundRequests: false))
        let routes = RegisteredRoutes(router)
        #expect(routes.route(.get, "/tasks/item/abc")?.pattern == "/tasks/item/{id}")
        #expect(routes.route(.get, "/tasks/nowhere/at/all") == nil)
        #expect(routes.route(.delete, "/tasks") == nil)
    }
}

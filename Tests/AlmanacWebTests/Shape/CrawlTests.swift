import AlmanacStore
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
        let database = try AppDatabase.inMemory(folder: folder)
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

    @Test func theCrawlerReadsLinksAndFormsAndMatchesRoutes() async throws {
        let html = #"""
            <a href="/tasks/item/1?tab=a&amp;b=c#x">x</a><img src="/photos/2"><a href="https://example.com/">e</a>
            <form method="post" action="/tasks/item/1/move"><button formaction="/tasks/item/1/delete">d</button></form>
            <form action="/food"></form><a href="#top">top</a>
            """#
        let found = PageLinks(html: html, page: "/tasks")
        #expect(found.links == ["/tasks/item/1?tab=a&b=c", "/photos/2"])
        #expect(
            found.actions == [
                .init(method: "POST", path: "/tasks/item/1/move"), .init(method: "POST", path: "/tasks/item/1/delete"),
                .init(method: "GET", path: "/food"),
            ])
        let router = buildRouter(database: try AppDatabase.inMemory(), configuration: AppConfiguration(outboundRequests: false))
        let routes = RegisteredRoutes(router)
        #expect(routes.route(.get, "/tasks/item/abc")?.pattern == "/tasks/item/{id}")
        #expect(routes.route(.get, "/tasks/nowhere/at/all") == nil)
        #expect(routes.route(.delete, "/tasks") == nil)
    }
}

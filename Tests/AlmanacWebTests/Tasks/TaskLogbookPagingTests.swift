import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// The Logbook keeps every finished to-do reachable, a page at a time: the page shows the newest
/// 100 with "Older to-dos →", the API pages with `before` and `limit` and a `Link` header.
@Suite struct TaskLogbookPagingTests {
    static func ids(_ response: TestResponse) -> [String] {
        (response.json["sections"] as? [[String: Any]] ?? []).flatMap { ($0["tasks"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["id"] as? String }
    }

    static func next(_ response: TestResponse) -> String? {
        guard let link = response.headers[HTTPField.Name("Link")!] else { return nil }
        return link.firstMatch(of: /^<(\/api\/v1[^>]*)>; rel="next"$/).map { String($0.1).replacingOccurrences(of: "/api/v1", with: "") }
    }

    @discardableResult
    static func finish(_ title: String, _ visitor: inout Visitor) async throws -> String {
        let created = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "\#(title)"}"#)
        let id = try #require((created.json["task"] as? [String: Any])?["id"] as? String)
        #expect(try await visitor.api(.post, "/api/v1/tasks/\(id)/complete").status == .ok)
        return id
    }

    @Test func theLogbookPagesThroughEveryFinishedToDoOnceNewestFirst() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            var finished: Set<String> = []
            for n in 0..<105 { finished.insert(try await Self.finish(String(format: "Done #%03d", n), &visitor)) }
            _ = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Still open"}"#)

            // One page of up to 500 holds them all, newest first, and names no next page.
            let whole = try await visitor.api(.get, "/api/v1/views/logbook?limit=500")
            #expect(whole.status == .ok && Self.next(whole) == nil)
            let all = Self.ids(whole)
            #expect(Set(all) == finished && all.count == 105)
            let times = (whole.json["sections"] as? [[String: Any]] ?? []).flatMap { ($0["tasks"] as? [[String: Any]]) ?? [] }
                .compactMap { $0["statusAt"] as? String }
            #expect(times == times.sorted(by: >))

            // Pages of 40, with a to-do finished between two pages: the walk gives the same to-dos
            // in the same order, the new one (newest) not in a later page.
            var walked: [String] = []
            var path: String? = "/views/logbook?limit=40"
            var pages = 0
            while let next = path {
                let page = try await visitor.api(.get, "/api/v1" + next)
                #expect(page.status == .ok)
                walked += Self.ids(page)
                path = Self.next(page)
                pages += 1
                if pages == 1 { try await Self.finish("Done between pages", &visitor) }
            }
            #expect(pages == 3)
            #expect(walked == all)
            // Without limit, the page is 100.
            let first = try await visitor.api(.get, "/api/v1/views/logbook")
            #expect(Self.ids(first).count == 100 && Self.next(first)?.contains("limit=100") == true)

            // The page: the newest 100, then the rest behind "Older to-dos →".
            let newest = try await visitor.get("/tasks/logbook")
            let older = try #require(newest.text.firstMatch(of: /<a href="([^"]+)" rel="next">Older to-dos →<\/a>/).map { String($0.1) })
            let rest = try await visitor.get(older.replacingOccurrences(of: "&amp;", with: "&"))
            #expect(!rest.text.contains("Older to-dos"))
            for n in 0..<105 {
                let title = String(format: "Done #%03d", n)
                #expect(newest.text.contains(title) != rest.text.contains(title), "\(title) on exactly one page")
            }
            #expect(newest.text.contains("Done between pages") && !newest.text.contains("Still open"))

            // What cannot be paged is refused, naming the field.
            let open = try await visitor.api(.get, "/api/v1/views/inbox")
            let openId = try #require(Self.ids(open).first)
            #expect(try await visitor.api(.get, "/api/v1/views/today?before=\(all[0])").errorField == "before")
            #expect(try await visitor.api(.get, "/api/v1/views/logbook?before=\(openId)").errorField == "before")
            #expect(try await visitor.api(.get, "/api/v1/views/logbook?limit=0").errorField == "limit")
            #expect(try await visitor.api(.get, "/api/v1/views/logbook?limit=501").errorField == "limit")
            #expect(try await visitor.api(.get, "/api/v1/views/logbook?before=nothing").errorField == "before")
        }
    }
}

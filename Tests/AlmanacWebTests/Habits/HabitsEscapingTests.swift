import Foundation
import HummingbirdTesting
import Testing

/// A habit's typed name, icon and unit are shown as text on every page that shows them.
@Suite struct HabitsEscapingTests {
    @Test func aHabitsTextIsEscapedOnEveryPage() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let name = "\(Payload.tag) \(Payload.quote) \(Payload.entity)"
            let body = #"{"name": \#(json(name)), "target": 2, "unit": \#(json(Payload.quote))}"#
            let id = try #require(try await visitor.apiOK(.post, "/api/v1/habits", json: body)["id"] as? String)
            _ = try await visitor.apiOK(.post, "/api/v1/habits/\(id)/check-ins", json: #"{"amount": 1}"#)
            for path in ["/habits", "/habits/\(id)", "/habits/\(id)/edit", "/today", "/week"] {
                try await expectPayloadsEscaped(&visitor, path)
            }
            // A refused form shows the typed name again, escaped.
            let refused = try await visitor.post(
                "/habits", pairs: [("name", name), ("kind", "weekly"), ("times", "0"), ("color", "#2f6f5e")])
            #expect(refused.status == .badRequest)
            expectPayloadsEscaped(in: refused.text, page: "POST /habits")
        }
    }
}

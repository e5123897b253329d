import Foundation
import HummingbirdTesting
import Testing

/// Stored text on every Focus page is shown as text, never as markup (issue 19).
@Suite struct FocusEscapingTests {
    @Test func intentionsTagsDistractionsAndReviewsAreEscapedOnEveryFocusPage() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let start = #"{"what": \#(json(Payload.text)), "plannedMinutes": 25}"#
            let abandoned = try #require(try await visitor.apiOK(.post, "/api/v1/intentions", json: start)["id"] as? String)
            _ = try await visitor.apiOK(.post, "/api/v1/intentions/\(abandoned)/abandon", json: #"{"reason": \#(json(Payload.text))}"#)
            let id = try #require(try await visitor.apiOK(.post, "/api/v1/intentions", json: start)["id"] as? String)
            _ = try await visitor.apiOK(.post, "/api/v1/intentions/\(id)/tags", json: #"{"tags": [\#(json(Payload.quote))]}"#)
            _ = try await visitor.apiOK(
                .post, "/api/v1/intentions/\(id)/distractions", json: #"{"trigger": "internal", "note": \#(json(Payload.text))}"#)
            // While it runs, the Focus page shows it.
            try await expectPayloadsEscaped(&visitor, "/focus")
            _ = try await visitor.apiOK(.post, "/api/v1/intentions/\(id)/end")
            let review = #"{"wentWell": \#(json(Payload.text)), "improve": \#(json(Payload.text)), "interesting": \#(json(Payload.text))}"#
            _ = try await visitor.apiOK(.post, "/api/v1/intentions/\(id)/review", json: review)

            for path in ["/focus", "/focus/history", "/focus/\(id)/after", "/focus/\(id)/edit", "/focus/\(abandoned)/edit", "/today"] {
                try await expectPayloadsEscaped(&visitor, path)
            }
        }
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// One feeling scale (issue 35): an intention's feeling, a practice session's and a runbook use's
/// before and after are the same picker, with the five feelings in one order, best first.
@Suite struct FeelingScaleTests {
    static let bestFirst = ["ecstatic", "happy", "meh", "sad", "angry"]

    /// The values of the radio inputs named `name`, in the page's order.
    static func feelings(named name: String, in html: String) -> [String] {
        html.matches(of: #/<input type="radio" name="([a-z]+)" value="([a-z]+)"/#).filter { $0.output.1 == name }.map {
            String($0.output.2)
        }
    }

    @Test func everyFeelingPickerShowsTheFiveFeelingsInOneOrder() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let created = try await visitor.post("/runbooks/from-template", form: ["template": "anxiety"])
            let location = try #require(created.headers[.location])
            let runbook = try await visitor.get(String(location.dropLast("/edit".count))).text
            #expect(Self.feelings(named: "before", in: runbook) == Self.bestFirst)
            #expect(Self.feelings(named: "after", in: runbook) == Self.bestFirst)
            #expect(Self.feelings(named: "feeling", in: try await visitor.get("/focus/practice").text) == Self.bestFirst)

            let running = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Write", "plannedMinutes": 25}"#)
            let intention = try #require(running.json["id"] as? String)
            #expect(try await visitor.api(.post, "/api/v1/intentions/\(intention)/end", json: "{}").status == .ok)
            let after = try await visitor.get("/focus/\(intention)/after").text
            #expect(Self.feelings(named: "feeling", in: after) == Self.bestFirst)
            #expect(after.contains(#"<legend class="visually-hidden">How it felt</legend>"#))
        }
    }
}

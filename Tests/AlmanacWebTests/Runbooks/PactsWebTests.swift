import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite struct PactsWebTests {
    @Test func aPactIsMadeMarkedLoosenedLaterAndShownInTheRetrospective() async throws {
        let (_, clock, app) = try makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.get("/runbooks/pacts")
            #expect(empty.status == .ok && empty.text.contains("No pacts yet."))
            // A price pact without its amount: the page again, the words kept, the field named.
            let refused = try await visitor.post(
                "/runbooks/pacts",
                form: ["kind": "price", "text": "No <b>phone</b> in bed", "amount": "", "consequence": "Sam", "delayHours": "24"])
            #expect(refused.status == .badRequest && refused.text.contains("A price pact needs the amount you would give."))
            #expect(refused.text.contains("value=\"No &lt;b&gt;phone&lt;/b&gt; in bed\"") && !refused.text.contains("<b>phone"))
            let made = try await visitor.post(
                "/runbooks/pacts",
                form: ["kind": "price", "text": "No phone in bed", "amount": "20", "consequence": "I give it to Sam", "delayHours": "24"])
            #expect(made.status == .seeOther)
            let list = try await visitor.api(.get, "/api/v1/pacts")
            let id = try #require(list.jsonArray.first?["id"] as? String)
            #expect(list.jsonArray.first?["amount"] as? String == "20")

            #expect(
                try await visitor.post("/runbooks/pacts/\(id)/mark", form: ["kept": "false", "reason": "late call"]).status == .seeOther)
            let page = try await visitor.get("/runbooks/pacts")
            #expect(page.text.contains("If I break it: 20 — I give it to Sam") && page.text.contains("0 kept, 1 broken"))
            // The flash names the day in the person's date style, not as stored.
            #expect(page.text.contains("broken, noted."))
            #expect(page.text.range(of: #"\d{4}-\d{2}-\d{2}: broken"#, options: .regularExpression) == nil)
            let words = page.text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression).lowercased()
            for word in ["streak", "badge", "score"] { #expect(!words.contains(word), "\(word)") }

            // Loosening waits a day: shown with the time it takes effect in the person's zone.
            let loosened = try await visitor.post(
                "/runbooks/pacts/\(id)",
                form: ["text": "No phone in bed", "amount": "5", "consequence": "I give it to Sam", "delayHours": "24"])
            #expect(loosened.status == .seeOther)
            let waiting = try await visitor.get("/runbooks/pacts")
            #expect(waiting.text.contains("A looser version waits until Tue 5 May 10:00"))
            let patched = try await visitor.api(.patch, "/api/v1/pacts/\(id)", json: #"{"amount": "50"}"#)
            #expect(patched.status == .ok && patched.json["tookEffect"] as? Bool == true)
            #expect((patched.json["pact"] as? [String: Any])?["amount"] as? String == "50")
            let tooMuch = try await visitor.api(.patch, "/api/v1/pacts/\(id)", json: #"{"delayHours": 100000}"#)
            #expect(tooMuch.status == .unprocessableContent && tooMuch.errorField == "delayHours")

            let week = try await visitor.get("/week")
            #expect(week.text.contains("No phone in bed") && week.text.contains("0 kept, 1 broken · 50: I give it to Sam"))

            let mark = try await visitor.api(.post, "/api/v1/pacts/\(id)/marks", json: #"{"day": "2026-05-05", "kept": true}"#)
            #expect(mark.status == .badRequest && mark.errorField == "day")
            let deleted = try await visitor.api(.delete, "/api/v1/pacts/\(id)")
            #expect((deleted.json["pending"] as? [String: Any])?["deletes"] as? Bool == true)
            clock.advance(24 * 3600)
            #expect(try await visitor.api(.get, "/api/v1/pacts/\(id)").status == .notFound)
        }
    }
}

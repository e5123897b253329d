import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite struct PracticeWebTests {
    /// The clock starts Monday 4 May 2026, 10:00 in Berlin; the week is Monday to Sunday.
    @Test func sessionsAreLoggedWithoutJavaScriptAndTheWeeksTotalIsQuiet() async throws {
        let (_, clock, app) = try makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.get("/focus/practice")
            #expect(empty.status == .ok && empty.text.contains("No sessions this week.") && empty.text.contains("data-widget=\"practice\""))
            #expect(empty.text.contains("Every 5 min") && empty.text.contains("log the session below"))
            let refused = try await visitor.post("/focus/practice", form: ["minutes": "999", "note": "Too <long>"])
            #expect(refused.status == .badRequest && refused.text.contains("Minutes of practice must be a whole number from 1 to 240 min"))
            #expect(refused.text.contains("Too &lt;long&gt;"))
            #expect(try await visitor.post("/focus/practice", form: ["minutes": "10", "note": "Calm"]).status == .seeOther)
            // Near midnight: 23:50 on Sunday is still this week in Berlin (21:50 UTC).
            clock.set(Date(timeIntervalSince1970: 1_777_881_600 + 6 * 86_400 + 13 * 3600 + 50 * 60))
            let late = try await visitor.api(.post, "/api/v1/practice-sessions", json: #"{"minutes": 20}"#)
            #expect(late.status == .created && late.json["minutes"] as? Int == 20)
            let far = try await visitor.api(
                .post, "/api/v1/practice-sessions", json: #"{"minutes": 5, "startedAt": "2026-01-01T10:00:00Z"}"#)
            #expect(far.status == .badRequest && far.errorField == "startedAt")
            let page = try await visitor.get("/focus/practice")
            #expect(page.text.contains("30 min in 2 sessions, on 2 days.") && page.text.contains("· Calm"))
            let words = page.text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression).lowercased()
            for word in ["streak", "badge", "score"] { #expect(!words.contains(word), "\(word)") }
            // Monday 00:10 is the next week: a fresh, quiet total.
            clock.advance(20 * 60)
            #expect(try await visitor.get("/focus/practice").text.contains("No sessions this week."))
            #expect(try await visitor.api(.get, "/api/v1/practice-sessions").jsonArray.count == 2)
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite struct UrgeSurfWebTests {
    @Test func anUrgeSurfedFromTheRunningScreenShowsInTheReviewAndTheWeek() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            _ = try await visitor.post("/focus/start", form: ["what": "Write report", "minutes": "25", "customMinutes": ""])
            let running = try await visitor.get("/focus")
            // The runbook step's timer, and a choice that works without JavaScript.
            #expect(running.text.contains("Surf it for 5 minutes first") && running.text.contains("data-action=\"surf\""))
            #expect(running.text.contains("name=\"urgePassed\" value=\"true\""))
            // "Not surfed" is chosen from the start, with a value of its own (a radio without one sends "on").
            #expect(running.text.contains("name=\"urgePassed\" value=\"none\" checked=\"checked\""))
            let id = try #require(
                (try await visitor.api(.get, "/api/v1/focus/current").json["intention"] as? [String: Any])?["id"] as? String)
            let surfed = try await visitor.post(
                "/focus/\(id)/distraction", form: ["trigger": "internal", "urgePassed": "true", "note": "Wanted to check mail"])
            #expect(surfed.status == .seeOther)
            // The form as it comes: something from outside, the urge not surfed.
            let outside = try await visitor.post(
                "/focus/\(id)/distraction", form: ["trigger": "external", "urgePassed": "none", "note": "Doorbell"])
            #expect(outside.status == .seeOther)
            #expect(try await visitor.get("/focus").text.contains("Noted. Back to it."))
            // A refused choice names the field and writes nothing.
            let wrong = try await visitor.post("/focus/\(id)/distraction", form: ["trigger": "external", "urgePassed": "false"])
            #expect(wrong.status == .seeOther)
            #expect(try await visitor.get("/focus").text.contains("Only an urge from inside is surfed"))
            let api = try await visitor.api(
                .post, "/api/v1/intentions/\(id)/distractions", json: #"{"trigger": "internal", "urgePassed": false}"#)
            #expect(api.status == .created)
            let bad = try await visitor.api(
                .post, "/api/v1/intentions/\(id)/distractions", json: #"{"trigger": "planning", "urgePassed": true}"#)
            #expect(bad.status == .badRequest && bad.errorField == "urgePassed")
            let distractions = try #require(api.json["distractions"] as? [[String: Any]])
            #expect(distractions.map { $0["urgePassed"] as? Bool } == [true, nil, false])

            clock.advance(25 * 60)
            let after = try await visitor.get("/focus/\(id)/after")
            #expect(after.text.contains("3 distractions"))
            #expect(after.text.contains("An urge from inside · surfed, it passed · Wanted to check mail"))
            #expect(after.text.contains("An urge from inside · surfed, gave in"))
            let week = try await visitor.get("/week")
            #expect(week.text.contains("3 during intentions: 2 an urge from inside, 1 something from outside, 0 the plan did not hold."))
            #expect(week.text.contains("Urges surfed: 2, passed: 1."))
        }
    }
}

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

    /// A session can check a habit in: on the person's day it started (23:50 on Sunday in Berlin,
    /// logged at 00:20 on Monday, is Sunday's). The habits card counts the week's days practised.
    @Test func aSessionChecksItsHabitInOnTheDayItStartedAndTheHabitsCardCountsDaysPractised() async throws {
        let (database, clock, app) = try makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try #require(try await database.users().first)
            let habit = try await database.addHabit(owner: owner.id, HabitDraft(name: "Sit"))
            let page = try await visitor.get("/focus/practice")
            #expect(page.text.contains("Check in a habit (optional)") && page.text.contains("<option value=\"\(habit.id)\">"))
            let foreign = try await visitor.post("/focus/practice", form: ["minutes": "10", "habitId": "nope"])
            #expect(foreign.status == .badRequest && foreign.text.contains("No habit with id nope"))
            #expect(try await database.practiceSessions(owner: owner.id).isEmpty)
            #expect(try await visitor.post("/focus/practice", form: ["minutes": "10", "habitId": habit.id]).status == .seeOther)
            var summary = try #require(try await database.habitSummaries(owner: owner.id).habits.first)
            #expect(summary.checkIns.keys.map(\.description) == ["2026-05-04"])
            let today = try await visitor.get("/today")
            #expect(today.text.contains("1 day practised this week."))
            // Monday 11 May 00:20 in Berlin (22:20 UTC on Sunday): 30 minutes started on Sunday.
            clock.set(Date(timeIntervalSince1970: 1_777_881_600 + 6 * 86_400 + 14 * 3600 + 20 * 60))
            let late = try await visitor.api(.post, "/api/v1/practice-sessions", json: #"{"minutes": 30, "habitId": "\#(habit.id)"}"#)
            #expect(late.status == .created)
            summary = try #require(try await database.habitSummaries(owner: owner.id).habits.first)
            #expect(summary.checkIns.keys.map(\.description).sorted() == ["2026-05-04", "2026-05-10"])
            let week = try await visitor.get("/week/2026-05-04")
            #expect(week.text.contains("2 days practised this week."))
            #expect(try await visitor.get("/week").text.contains("no day practised this week."))
            let bad = try await visitor.api(.post, "/api/v1/practice-sessions", json: #"{"minutes": 5, "habitId": "x"}"#)
            #expect(bad.status == .badRequest && bad.errorField == "habitId")
        }
    }
}

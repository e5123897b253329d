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
        let (_, clock, app) = try await makeClockedApp()
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
        let (database, clock, app) = try await makeClockedApp()
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

    /// Issue 32: the timer's session is presence (Today's, the Focus API's and the week's, counted
    /// once where it overlaps) and takes how the person feels, behind the intentions' feeling
    /// gate: sent at the bell it is refused with nothing stored and nothing typed lost; 5 seconds
    /// later it is kept. The clock stands at Monday 4 May 2026, 10:00 in Berlin.
    @Test func theTimersSessionIsPresenceAndItsFeelingWaitsForTheGate() async throws {
        let (database, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try #require(try await database.users().first)
            let form = ["minutes": "30", "startedAt": "2026-05-04T07:30:00.000Z", "feeling": "happy", "note": "Calm after the bell"]
            let early = try await visitor.post("/focus/practice", form: form)
            #expect(early.status == .badRequest && early.text.contains("Take a breath first") && early.text.contains("(5 s to go)"))
            #expect(try await database.practiceSessions(owner: owner.id).isEmpty)
            #expect(early.text.contains("Calm after the bell") && early.text.contains("value=\"2026-05-04T07:30:00.000Z\""))
            #expect(early.text.contains("value=\"happy\" checked"))
            let api = try await visitor.api(
                .post, "/api/v1/practice-sessions", json: #"{"minutes": 30, "startedAt": "2026-05-04T07:30:00Z", "feeling": "happy"}"#)
            #expect(api.status == .conflict)

            clock.advance(5)
            #expect(try await visitor.post("/focus/practice", form: form).status == .seeOther)
            let session = try #require(try await database.practiceSessions(owner: owner.id).first)
            #expect(session.feeling == .happy && session.minutes == 30 && Timestamp.text(session.startedAt) == "2026-05-04T07:30:00.000Z")
            #expect(try await visitor.get("/focus/practice").text.contains("🙂 happy · Calm after the bell"))
            let listed = try await visitor.api(.get, "/api/v1/practice-sessions").jsonArray
            #expect(listed.first?["feeling"] as? String == "happy")
            // Timed with another clock (no start): no gate; it overlaps the first and counts once.
            let other = try await visitor.api(.post, "/api/v1/practice-sessions", json: #"{"minutes": 5, "feeling": "meh"}"#)
            #expect(other.status == .created && other.json["feeling"] as? String == "meh")
            let bad = try await visitor.api(.post, "/api/v1/practice-sessions", json: #"{"minutes": 5, "feeling": "calm"}"#)
            #expect(bad.status == .badRequest && bad.errorField == "feeling")

            // 09:30–10:00:05 of a 09:00–18:00 day: 30 minutes present, on Today and in the week.
            let presence = try await visitor.api(.get, "/api/v1/presence?from=2026-05-04&to=2026-05-04").jsonArray
            #expect(presence.first?["coveredMinutes"] as? Double == 1805.0 / 60)
            #expect(try await visitor.get("/today").text.contains("Today: 6 % present"))
            let week = try await database.weekReport(owner: owner.id, containing: LocalDay("2026-05-04")!)
            #expect(week.report.presence.coveredSeconds == 30 * 60 + 5)
        }
    }
}

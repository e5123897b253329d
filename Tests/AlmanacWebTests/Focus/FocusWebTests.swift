import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app over a test database (TestEngine) whose clock the test holds. Monday 4 May 2026, 10:00 in Berlin.
func makeClockedApp() async throws -> (AppDatabase, TestClock, some ApplicationProtocol) {
    let clock = TestClock(Date(timeIntervalSince1970: 1_777_881_600))  // 2026-05-04T08:00:00Z
    let database = try await TestEngine.database(now: { clock.now })
    return (
        database, clock, buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning, outboundRequests: false))
    )
}

@Suite struct FocusWebTests {
    @Test func theServerRefusesARatingInsideTheFiveSecondPauseWith409() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let started = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Write report", "plannedMinutes": 1}"#)
            #expect(started.status == .created)
            let id = started.json["id"] as! String
            #expect(started.json["remainingSeconds"] as? Int == 60)
            clock.advance(20)
            let ended = try await visitor.api(.post, "/api/v1/intentions/\(id)/end")
            #expect(ended.json["state"] as? String == "endedEarly")
            clock.advance(2)
            let early = try await visitor.api(.post, "/api/v1/intentions/\(id)/rate", json: #"{"feeling": "happy"}"#)
            #expect(early.status == .conflict)
            #expect(early.errorCode == "conflict")
            #expect(early.text.contains("5 seconds"))
            // The web form gets the same answer, with the page shown again.
            let form = try await visitor.post("/focus/\(id)/after", form: ["feeling": "happy"])
            #expect(form.status == .conflict)
            #expect(form.text.contains("Take a breath"))
            clock.advance(3)
            let rated = try await visitor.api(.post, "/api/v1/intentions/\(id)/rate", json: #"{"feeling": "happy"}"#)
            #expect(rated.status == .ok)
            #expect(rated.json["feeling"] as? String == "happy")
            let bad = try await visitor.api(.post, "/api/v1/intentions/\(id)/rate", json: #"{"feeling": "bored"}"#)
            #expect(bad.status == .badRequest && bad.errorField == "feeling")
        }
    }

    @Test func presenceThroughTheAPI() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let started = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Deep work", "plannedMinutes": 90}"#)
            let id = started.json["id"] as! String
            clock.advance(45 * 60)
            _ = try await visitor.api(.post, "/api/v1/intentions/\(id)/end")
            let presence = try await visitor.api(.get, "/api/v1/presence?from=2026-05-04&to=2026-05-05")
            let days = (try JSONSerialization.jsonObject(with: Data(presence.text.utf8))) as! [[String: Any]]
            #expect(days.count == 2)
            #expect(days[0]["day"] as? String == "2026-05-04")
            #expect(days[0]["coveredMinutes"] as? Double == 45)
            #expect(days[0]["activeMinutes"] as? Double == 540)
            #expect(days[1]["coveredMinutes"] as? Double == 0)
            // Without from and to: the days of the current week, read with the week's period.
            let week = try await visitor.api(.get, "/api/v1/presence")
            let weekDays = (try JSONSerialization.jsonObject(with: Data(week.text.utf8))) as! [[String: Any]]
            #expect(weekDays.count == 7)
            #expect(weekDays.first { $0["day"] as? String == "2026-05-04" }?["coveredMinutes"] as? Double == 45)
            let wrong = try await visitor.api(.get, "/api/v1/presence?from=2026-05-40")
            #expect(wrong.status == .badRequest && wrong.errorField == "from")
        }
    }

    @Test func theIntentionFlowThroughTheForms() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.post("/focus/start", form: ["what": "", "minutes": "25"])
            #expect(empty.status == .badRequest)
            #expect(empty.text.contains("What must not be empty"))
            let start = try await visitor.post("/focus/start", form: ["what": "Write report", "minutes": "25", "customMinutes": ""])
            #expect(start.headers[.location] == "/focus")
            let running = try await visitor.get("/focus")
            #expect(running.text.contains("data-mode=\"run\""))
            #expect(running.text.contains("Write report"))
            #expect(running.text.contains("25:00"))
            let current = try await visitor.api(.get, "/api/v1/focus/current")
            let id = (current.json["intention"] as! [String: Any])["id"] as! String
            _ = try await visitor.post("/focus/\(id)/distraction", form: ["trigger": "external", "note": "Doorbell"])
            clock.advance(10 * 60)
            let end = try await visitor.post("/focus/\(id)/end", form: [:])
            #expect(end.headers[.location] == "/focus/\(id)/after")
            let after = try await visitor.get("/focus/\(id)/after")
            #expect(after.text.contains("How did it feel?"))
            #expect(after.text.contains("Take a breath first: the feelings open 5 seconds after the end."))
            clock.advance(6)
            let saved = try await visitor.post(
                "/focus/\(id)/after",
                form: ["newTags": "writing, deep work", "feeling": "ecstatic", "wentWell": "Flow", "improve": "", "interesting": ""])
            #expect(saved.status == .seeOther)
            let intention = try await visitor.api(.get, "/api/v1/intentions/\(id)")
            #expect(intention.json["tags"] as? [String] == ["writing", "deep work"])
            #expect(intention.json["feeling"] as? String == "ecstatic")
            #expect((intention.json["review"] as? [String: Any])?["wentWell"] as? String == "Flow")
            #expect((intention.json["distractions"] as? [[String: Any]])?.first?["note"] as? String == "Doorbell")
            let history = try await visitor.get("/focus/history?tag=writing")
            #expect(history.text.contains("Write report"))
            clock.advance(1)  // the change log orders actions by time
            let deleted = try await visitor.post("/focus/\(id)/delete", form: [:])
            #expect(deleted.status == .seeOther)
            #expect(try await visitor.api(.get, "/api/v1/intentions/\(id)").status == .notFound)
            _ = try await visitor.post("/undo", form: ["next": "/focus"])
            #expect(try await visitor.api(.get, "/api/v1/intentions/\(id)").status == .ok)
        }
    }

    @Test func anotherUsersIntentionIsNotFound() async throws {
        let (database, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
            let theirs = try await database.startIntention(owner: bob.id, what: "Bob's", plannedMinutes: 25)
            let area = try await database.addArea(owner: bob.id, name: "Bob's area")
            for (method, path, body) in [
                (HTTPRequest.Method.get, "/api/v1/intentions/\(theirs.id)", nil),
                (.post, "/api/v1/intentions/\(theirs.id)/end", nil),
                (.post, "/api/v1/intentions/\(theirs.id)/extend", #"{"minutes": 5}"#),
                (.delete, "/api/v1/intentions/\(theirs.id)", nil),
                (.patch, "/api/v1/areas/\(area.id)", #"{"name": "Mine now"}"#),
            ] as [(HTTPRequest.Method, String, String?)] {
                let response = try await visitor.api(method, path, json: body)
                #expect(response.status == .notFound, "\(method) \(path)")
            }
            let sneaky = try await visitor.api(
                .post, "/api/v1/intentions", json: #"{"what": "X", "plannedMinutes": 5, "areaId": "\#(area.id)"}"#)
            #expect(sneaky.status == .notFound)
            #expect(try await database.runningIntention(owner: bob.id)?.endsAt == theirs.endsAt)
            #expect(try await database.area(owner: bob.id, id: area.id).name == "Bob's area")
        }
    }

    @Test func userTextIsEscapedInTextAndAttributes() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let what = #"Say "hi" <b>now</b>"#
            let started = try await visitor.api(
                .post, "/api/v1/intentions", json: #"{"what": "Say \"hi\" <b>now</b>", "plannedMinutes": 5}"#)
            let id = started.json["id"] as! String
            #expect(started.json["what"] as? String == what)
            let page = try await visitor.get("/focus").text
            #expect(!page.contains("<b>now"))
            #expect(page.contains(#"data-what="Say &quot;hi&quot; &lt;b&gt;now&lt;/b&gt;""#))
            clock.advance(6 * 60)
            _ = try await visitor.api(.post, "/api/v1/intentions/\(id)/tags", json: #"{"tags": ["a\"b"]}"#)
            let after = try await visitor.get("/focus/\(id)/after").text
            #expect(after.contains(#"value="a&quot;b""#))
            let edit = try await visitor.get("/focus/\(id)/edit").text
            #expect(!edit.contains("<b>now"))
        }
    }

    @Test func webhookPayloadIsJSONWithTitleAndMessage() throws {
        let intention = try Intention.start(id: "i1", what: "Write report", plannedMinutes: 25, at: Date(timeIntervalSince1970: 0))
        let timeUp = WebhookPayload.timeUp(intention, at: intention.endsAt)
        #expect(timeUp.headers.first { $0.0 == "Content-Type" }?.1 == "application/json")
        #expect(timeUp.headers.first { $0.0 == "Title" }?.1 == "Time's up")
        let payload = try JSONSerialization.jsonObject(with: try JSONEncoder.almanac.encode(timeUp)) as! [String: Any]
        #expect(payload["event"] as? String == "timeUp")
        #expect(payload["title"] as? String == "Time's up")
        #expect((payload["message"] as? String)?.contains("Write report") == true)
        #expect(payload["intentionId"] as? String == "i1")
        #expect(payload["at"] as? String == "1970-01-01T00:25:00.000Z")
    }

    /// Issue 30: tags, feeling and review were three forms, and a feeling tapped inside the pause
    /// was dropped without a word. Now a too-early feeling is refused with everything kept, the
    /// pause is counted from the end (not from opening the page), and one Save keeps all of it.
    @Test func theAfterFormKeepsEverythingTypedAndCountsThePauseFromTheEnd() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let started = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Draft the talk", "plannedMinutes": 25}"#)
            let id = started.json["id"] as? String ?? ""
            _ = try await visitor.api(.post, "/api/v1/intentions/\(id)/tags", json: #"{"tags": ["talks"]}"#)
            clock.advance(10 * 60)
            let ended = try await visitor.api(.post, "/api/v1/intentions/\(id)/end")
            let endedAt = try #require(Timestamp.parse(ended.json["endedAt"] as? String ?? ""))
            clock.advance(2)
            let page = try await visitor.get("/focus/\(id)/after")
            // The instant the feelings open, for focus.js to count down to, whenever the page was made.
            #expect(page.text.contains("data-gate-until=\"\(Int((endedAt.timeIntervalSince1970 + 5) * 1000))\""))
            #expect(page.text.contains("the feelings open 5 seconds after the end"))
            let typed: [(String, String)] = [
                ("tag", "talks"), ("newTags", "writing, deep work"), ("feeling", "happy"), ("wentWell", "Outline done"),
                ("improve", "Start earlier"), ("interesting", "Slides & notes"),
            ]
            let early = try await visitor.post("/focus/\(id)/after", pairs: typed)
            #expect(early.status == .conflict)
            #expect(early.text.contains("5 seconds after the intention ended"))
            #expect(early.text.contains("value=\"writing, deep work\""))
            #expect(early.text.contains(">Outline done</textarea>"))
            #expect(early.text.contains(">Start earlier</textarea>"))
            #expect(early.text.contains(">Slides &amp; notes</textarea>"))
            #expect(early.text.contains("value=\"happy\" checked"))
            #expect(early.text.contains("value=\"talks\" checked"))
            let unchanged = try await visitor.api(.get, "/api/v1/intentions/\(id)")
            #expect(unchanged.json["feeling"] == nil || unchanged.json["feeling"] is NSNull, "a refused save writes nothing")
            #expect(unchanged.json["tags"] as? [String] == ["talks"])

            // An hour later the pause is long over: no waiting on a reload.
            clock.advance(3600)
            let later = try await visitor.get("/focus/\(id)/after")
            #expect(later.text.contains("Pick the one that fits."))
            let saved = try await visitor.post("/focus/\(id)/after", pairs: typed)
            #expect(saved.status == .seeOther)
            let stored = try await visitor.api(.get, "/api/v1/intentions/\(id)")
            #expect(stored.json["tags"] as? [String] == ["talks", "writing", "deep work"])
            #expect(stored.json["feeling"] as? String == "happy")
            let review = stored.json["review"] as? [String: Any]
            #expect(review?["wentWell"] as? String == "Outline done")
            #expect(review?["improve"] as? String == "Start earlier")
            #expect(review?["interesting"] as? String == "Slides & notes")
            let bad = try await visitor.post("/focus/\(id)/after", form: ["feeling": "bored", "wentWell": "kept"])
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains(">kept</textarea>"))
        }
    }

    /// The edit form's `datetime-local` fields read their day by the one day rule: an impossible
    /// day gets its message, naming the field; a real one is read in the user's zone, across the
    /// night the clocks go forward.
    @Test func anEditedIntentionsDayIsReadByTheOneDayRule() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(
            throws: AlmanacError.invalid(
                "startedAt", "“2026-02-30” is not a date; write it as YYYY-MM-DD between 0001-01-01 and 9999-12-31.")
        ) {
            try FocusController.localDateTime("2026-02-30T10:00", zone: berlin, field: "startedAt")
        }
        #expect(throws: AlmanacError.self) { try FocusController.localDateTime("2026-03-29T25:00", zone: berlin, field: "endedAt") }
        // 10:00 in Berlin on 29 March 2026, the first morning of summer time, is 08:00 UTC.
        #expect(
            try FocusController.localDateTime("2026-03-29T10:00", zone: berlin, field: "startedAt")
                == Date(timeIntervalSince1970: 1_774_771_200))
    }
}

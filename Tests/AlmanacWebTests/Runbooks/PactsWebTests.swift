import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import AlmanacWeb

@Suite struct PactsWebTests {
    @Test func aPactIsMadeMarkedLoosenedLaterAndShownInTheRetrospective() async throws {
        let (_, clock, app) = try await makeClockedApp()
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

    /// An identity pact ("I am someone who …") counts acts, on its card and in the week's
    /// retrospective: the days not marked or marked "broken" take nothing away, and no streak is
    /// shown anywhere (issue 32).
    @Test func anIdentityPactCountsActsNotAStreak() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let made = try await visitor.api(.post, "/api/v1/pacts", json: #"{"kind": "identity", "text": "I am someone who runs"}"#)
            let id = try #require(made.json["id"] as? String)
            // Monday kept, Tuesday broken, Wednesday kept: two acts, whatever lies between them.
            for kept in [true, false, true] {
                let mark = try await visitor.api(.post, "/api/v1/pacts/\(id)/marks", json: #"{"kept": \#(kept)}"#)
                #expect(mark.status == .created)
                clock.advance(24 * 3600)
            }
            let page = try await visitor.get("/runbooks/pacts")
            #expect(page.text.contains("Last 7 days: 2 acts.") && !page.text.contains("kept, 1 broken"))
            let week = try await visitor.get("/week")
            #expect(week.text.contains("I am someone who runs</a> · 2 acts"))
            for text in [page.text, week.text] {
                let words = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression).lowercased()
                #expect(!words.contains("streak") && !words.contains("in a row"))
            }
        }
    }

    /// The form attaches a pact to this week's goal and names a referee; the pact shows beside
    /// the goal on the Week page and its referee on the pact; a bad address is refused by field.
    @Test func aPactIsAttachedToAGoalWithARefereeFromTheForm() async throws {
        let (database, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try #require(try await database.users().first)
            let area = try await database.addArea(owner: owner.id, name: "Health")
            let goal = try await database.addGoal(
                owner: owner.id, weekContaining: LocalDay("2026-05-04")!, title: "Sleep 8 hours", areaId: area.id, estimateHours: 2)
            let block = try await database.addBlock(
                owner: owner.id,
                TimeBlockDraft(
                    title: "Wind down", day: LocalDay("2026-05-04")!, start: try WallClockTime(hour: 21, minute: 30), minutes: 30,
                    goalId: goal.id))
            let form = try await visitor.get("/runbooks/pacts")
            #expect(form.text.contains("<option value=\"goal:\(goal.id)\">Goal: Sleep 8 hours</option>"))
            // A block's day is named once ("Mon 4 May", not "Mon Mon 4 May").
            #expect(form.text.contains("<option value=\"block:\(block.id)\">Block: Wind down, Mon 4 May 21:30"))
            let refused = try await visitor.post(
                "/runbooks/pacts",
                form: [
                    "kind": "effort", "text": "No phone in the bedroom", "link": "goal:\(goal.id)", "referee": "sam at home",
                    "delayHours": "24",
                ])
            #expect(refused.status == .badRequest && refused.text.contains("“sam at home” is not one."))
            #expect(refused.text.contains("value=\"sam at home\""))
            let foreign = try await visitor.post(
                "/runbooks/pacts", form: ["kind": "effort", "text": "No phone", "link": "habit:nope", "delayHours": "24"])
            #expect(foreign.status == .badRequest && foreign.text.contains("No habit with id nope"))
            let made = try await visitor.post(
                "/runbooks/pacts",
                form: [
                    "kind": "effort", "text": "No phone in the bedroom", "link": "goal:\(goal.id)", "referee": "sam@example.org",
                    "delayHours": "24",
                ])
            #expect(made.status == .seeOther)
            let page = try await visitor.get("/runbooks/pacts")
            #expect(page.text.contains("For the goal “Sleep 8 hours”"))
            #expect(page.text.contains("<a href=\"mailto:sam@example.org\">sam@example.org</a>"))
            let week = try await visitor.get("/week")
            #expect(week.text.contains("class=\"pacts-attached\"") && week.text.contains("No phone in the bedroom"))
            let api = try await visitor.api(.get, "/api/v1/pacts")
            #expect(
                api.jsonArray.first?["link"] as? String == "goal:\(goal.id)"
                    && api.jsonArray.first?["referee"] as? String == "sam@example.org")
            // Removing the referee through the API loosens, so it waits.
            let id = try #require(api.jsonArray.first?["id"] as? String)
            let removed = try await visitor.api(.patch, "/api/v1/pacts/\(id)", json: #"{"referee": ""}"#)
            #expect(removed.status == .ok && removed.json["tookEffect"] as? Bool == false)
            let badLink = try await visitor.api(.patch, "/api/v1/pacts/\(id)", json: #"{"link": "task:1"}"#)
            #expect(badLink.status == .badRequest && badLink.errorField == "link")
        }
    }

    /// A day marked broken (form or API) is POSTed to the person's webhook as `pactBroken`, with
    /// the pact, the day, the reason and the referee; a kept day sends nothing.
    @Test func aBrokenDayIsSentToTheWebhook() async throws {
        let inbox = PactInbox()
        let router = Router()
        router.post("/hook") { request, _ -> HTTPResponse.Status in
            await inbox.add(Data(buffer: try await request.body.collect(upTo: 64 * 1024)))
            return .ok
        }
        let listener = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await listener.test(.live) { hook in
            let port = try #require(hook.port)
            let clock = TestClock(Date(timeIntervalSince1970: 1_777_881_600))
            let database = try await TestEngine.database(now: { clock.now })
            var configuration = AppConfiguration(logLevel: .warning, allowPrivateWebhooks: true)
            configuration.webhookTimeout = WebhookDeliveryTests.patience
            let app = buildApplication(database: database, configuration: configuration)
            try await app.test(.router) { client in
                var visitor = Visitor(client)
                try await visitor.setUp()
                let owner = try #require(try await database.users().first)
                var settings = SystemSettings.standard
                settings.webhookURL = "http://127.0.0.1:\(port)/hook"
                try await database.updateSystemSettings(owner: owner.id, settings)
                let pact = try await database.addPact(
                    owner: owner.id, kind: .effort, terms: PactTerms(text: "No phone in the bedroom", referee: "sam@example.org"))
                #expect(try await visitor.post("/runbooks/pacts/\(pact.id)/mark", form: ["kept": "true"]).status == .seeOther)
                #expect(await inbox.bodies.isEmpty)
                #expect(
                    try await visitor.post("/runbooks/pacts/\(pact.id)/mark", form: ["kept": "false", "reason": "late call"]).status
                        == .seeOther)
                let api = try await visitor.api(.post, "/api/v1/pacts/\(pact.id)/marks", json: #"{"day": "2026-05-04", "kept": false}"#)
                #expect(api.status == .created)
                let bodies = await inbox.bodies
                try #require(bodies.count == 2)
                let first = try #require(try JSONSerialization.jsonObject(with: bodies[0]) as? [String: Any])
                #expect(first["event"] as? String == "pactBroken" && first["pactId"] as? String == pact.id)
                #expect(first["day"] as? String == "2026-05-04" && first["reason"] as? String == "late call")
                #expect(first["referee"] as? String == "sam@example.org")
                #expect(first["message"] as? String == "“No phone in the bedroom” was broken on 2026-05-04: late call")
                let second = try #require(try JSONSerialization.jsonObject(with: bodies[1]) as? [String: Any])
                #expect(second["reason"] == nil && second["title"] as? String == "Pact broken")
            }
        }
    }
}

/// What the webhook listener received.
private actor PactInbox {
    var bodies: [Data] = []
    func add(_ body: Data) { bodies.append(body) }
}

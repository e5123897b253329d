import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// "Focus on this" from a to-do's row, its page and Today; the review's offer to complete it;
/// the same through the API.
@Suite struct FocusOnTaskWebTests {
    @Test func oneTapFromATodoStartsTheIntentionAndTheReviewOffersToCompleteIt() async throws {
        let (database, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let task = try await database.addTask(
                owner: owner, NewTask(title: "Write <the> report", when: .day(LocalDay(year: 2026, month: 5, day: 4))))
            let id = task.task.id
            // The ▶ is on the row in Today, in the list and on the to-do's page.
            for page in ["/today", "/tasks/today", "/tasks/item/\(id)"] {
                let html = try await visitor.get(page).text
                #expect(html.contains("action=\"/focus/task/\(id)\""), "no Focus on this on \(page)")
            }
            let start = try await visitor.post("/focus/task/\(id)", form: ["back": "/today"])
            #expect(start.status == .seeOther && start.headers[.location] == "/focus")
            let running = try #require(try await database.runningIntention(owner: owner))
            #expect(running.what == "Write <the> report" && running.taskId == id && running.plannedMinutes == 25)
            // A second tap while it runs goes back with the reason.
            let again = try await visitor.post("/focus/task/\(id)", form: ["back": "/today"])
            #expect(again.status == .seeOther && again.headers[.location] == "/today")
            clock.advance(26 * 60)
            let after = try await visitor.get("/focus/\(running.id)/after")
            #expect(after.text.contains("name=\"completeTask\" value=\"on\" checked"))
            #expect(after.text.contains("Also complete the to-do “Write &lt;the&gt; report”"))
            // Saved with the box ticked (the browser sends it): the to-do is done, and the offer is gone.
            let saved = try await visitor.post("/focus/\(running.id)/after", form: ["feeling": "happy", "completeTask": "on"])
            #expect(saved.status == .seeOther)
            #expect(try await database.task(owner: owner, id: id).task.status == .completed)
            #expect(!(try await visitor.get("/focus/\(running.id)/after")).text.contains("completeTask"))
        }
    }

    @Test func untickingTheBoxLeavesTheTodoOpenAndAnUnknownTodoIsNotFound() async throws {
        let (database, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let task = try await database.addTask(owner: owner, NewTask(title: "Plan the trip"))
            _ = try await visitor.post("/focus/task/\(task.task.id)", form: ["minutes": "45"])
            let running = try #require(try await database.runningIntention(owner: owner))
            #expect(running.plannedMinutes == 45)
            clock.advance(46 * 60)
            _ = try await visitor.post("/focus/\(running.id)/after", form: ["feeling": "meh"])
            #expect(try await database.task(owner: owner, id: task.task.id).task.status == .open)
            #expect(try await visitor.post("/focus/task/nope", form: [:]).status == .notFound)
            let tooLong = try await visitor.post("/focus/task/\(task.task.id)", form: ["minutes": "900", "back": "/tasks"])
            #expect(tooLong.status == .seeOther && tooLong.headers[.location] == "/tasks")
            #expect(try await database.runningIntention(owner: owner) == nil)
        }
    }

    @Test func throughTheAPI() async throws {
        let (database, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let task = try await database.addTask(owner: owner, NewTask(title: "Email Sam"))
            let missing = try await visitor.api(.post, "/api/v1/intentions", json: #"{"plannedMinutes": 25}"#)
            #expect(missing.status == .badRequest && missing.errorField == "what")
            let started = try await visitor.api(
                .post, "/api/v1/intentions", json: #"{"plannedMinutes": 15, "taskId": "\#(task.task.id)"}"#)
            #expect(started.status == .created)
            #expect(started.json["what"] as? String == "Email Sam")
            #expect(started.json["taskId"] as? String == task.task.id)
            clock.advance(5 * 60)
            let id = try #require(started.json["id"] as? String)
            let ended = try await visitor.api(.post, "/api/v1/intentions/\(id)/end", json: #"{"completeTask": true}"#)
            #expect(ended.status == .ok)
            #expect(try await database.task(owner: owner, id: task.task.id).task.status == .completed)
            let done = try await visitor.api(
                .post, "/api/v1/intentions", json: #"{"plannedMinutes": 15, "taskId": "\#(task.task.id)"}"#)
            #expect(done.status == .badRequest && done.errorField == "taskId")
            let foreign = try await visitor.api(.post, "/api/v1/intentions", json: #"{"plannedMinutes": 15, "taskId": "nope"}"#)
            #expect(foreign.status == .notFound)
        }
    }
}

@Suite struct FocusSuggestionsWebTests {
    /// The start form offers today's blocks still to come (issue 31): one tap starts the block's
    /// intention with its title and length; a block that has ended is not offered, nor any while
    /// an intention runs. The clock stands at Monday 4 May 2026, 10:00 in Berlin.
    @Test func theStartFormOffersTodaysBlocksStillToCome() async throws {
        let (database, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try #require(try await database.users().first).id
            let area = try await database.addArea(owner: owner, name: "Work")
            let monday = LocalDay("2026-05-04")!
            let ended = try await database.addBlock(
                owner: owner, TimeBlockDraft(title: "Email", day: monday, start: try WallClockTime("08:00"), minutes: 60, areaId: area.id))
            let next = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Write <the> report", day: monday, start: try WallClockTime("10:30"), minutes: 45, areaId: area.id))
            let page = try await visitor.get("/focus")
            #expect(page.text.contains("From today&#39;s plan:") && page.text.contains("10:30–11:15 Write &lt;the&gt; report"))
            #expect(page.text.contains("action=\"/plan/blocks/\(next.id)/start\""))
            #expect(!page.text.contains("action=\"/plan/blocks/\(ended.id)/start\""))
            let started = try await visitor.post("/plan/blocks/\(next.id)/start", form: [:])
            #expect(started.status == .seeOther && started.headers[.location] == "/focus")
            let running = try #require(try await database.focusPage(owner: owner).running)
            #expect(running.what == "Write <the> report" && running.plannedMinutes == 45)
            #expect(!(try await visitor.get("/focus")).text.contains("From today&#39;s plan:"))
        }
    }

    @Test func theStartFormSuggestsTodaysTodosAndOneTapFillsIt() async throws {
        let (database, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let today = LocalDay(year: 2026, month: 5, day: 4)
            let area = try await database.addArea(owner: owner, name: "Work")
            let task = try await database.addTask(owner: owner, NewTask(title: "Draft the intro", when: .day(today), areaId: area.id))
            _ = try await database.addTask(owner: owner, NewTask(title: "Someday idea", when: .someday))
            let done = try await database.addTask(owner: owner, NewTask(title: "Already done", when: .day(today), areaId: area.id))
            _ = try await database.completeTask(owner: owner, id: done.task.id)
            let page = try await visitor.get("/focus").text
            #expect(page.contains("href=\"/focus?task=\(task.task.id)\""))
            #expect(!page.contains("Someday idea") && !page.contains("Already done"))
            // The tap fills the form: what, the area, and the to-do's id.
            let filled = try await visitor.get("/focus?task=\(task.task.id)").text
            #expect(filled.contains("name=\"what\" value=\"Draft the intro\""))
            #expect(filled.range(of: "value=\"area:\(area.id)\" selected") != nil)
            // An unknown id in the address fills nothing.
            #expect(!(try await visitor.get("/focus?task=nope")).text.contains("name=\"what\" value="))
            #expect(filled.contains("name=\"task\" value=\"\(task.task.id)\""))
            let start = try await visitor.post(
                "/focus/start", form: ["task": task.task.id, "what": "Draft the intro", "minutes": "25", "link": "area:\(area.id)"])
            #expect(start.status == .seeOther)
            #expect(try await database.runningIntention(owner: owner)?.taskId == task.task.id)
        }
    }
}

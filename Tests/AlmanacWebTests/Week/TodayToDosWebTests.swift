import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Today's to-dos serve a goal or an area, in the pages and the API; the standup lists
/// yesterday's completed to-dos.
@Suite struct TodayToDosWebTests {
    @Test func aToDoForTodayAsksForAGoalOrAnAreaAndShowsItAsATag() async throws {
        let (_, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            // Before any area, quick entry has no picker and Today takes anything.
            #expect(!(try await visitor.get("/tasks/today")).text.contains("name=\"link\""))
            _ = try await visitor.post("/week/areas/suggested", form: ["next": "/week"])
            let career = try #require(try await visitor.api(.get, "/api/v1/areas").jsonArray.first { $0["name"] as? String == "Career" })
            let careerId = try #require(career["id"] as? String)

            let page = try await visitor.get("/tasks/today")
            #expect(page.text.contains("Pick a goal or area"))
            #expect(page.text.contains("value=\"area:\(careerId)\""))

            // Without a tie: a clear error, nothing added.
            let refused = try await visitor.post(
                "/tasks/add", form: ["text": "Call the bank", "defaultWhen": "today", "back": "/tasks/today"])
            #expect(refused.status == .seeOther)
            let after = try await visitor.get("/tasks/today")
            #expect(after.text.contains("“Call the bank” is for today, so it ties back to a weekly goal or an area of focus"))
            #expect(!after.text.contains("data-title=\"Call the bank\""))

            // With the area picked it is added and shows the area as a coloured tag, here and on the Today page.
            _ = try await visitor.post(
                "/tasks/add", form: ["text": "Call the bank", "defaultWhen": "today", "back": "/today", "link": "area:\(careerId)"])
            let tasks = try await visitor.get("/tasks/today")
            #expect(tasks.text.contains("data-title=\"Call the bank\""))
            #expect(tasks.text.contains("class=\"area-chip tie\" data-color=\"\(career["color"] as! String)\""))
            let today = try await visitor.get("/today")
            #expect(today.text.contains("Today&#39;s to-dos"))
            #expect(today.text.contains("Call the bank"))

            // The API says the same: 400 naming areaId, then 201 with the area.
            let noTie = try await visitor.api(.post, "/api/v1/tasks", json: #"{"quickEntry": "Pay rent today"}"#)
            #expect(noTie.status == .badRequest)
            #expect(noTie.errorField == "areaId")
            let tied = try await visitor.api(.post, "/api/v1/tasks", json: #"{"quickEntry": "Pay rent today", "areaId": "\#(careerId)"}"#)
            #expect(tied.status == .created)
            let task = try #require(tied.json["task"] as? [String: Any])
            #expect(task["areaName"] as? String == "Career")
            let id = try #require(task["id"] as? String)

            // Completed today, it is pre-listed in tomorrow's standup (page, API).
            _ = try await visitor.api(.post, "/api/v1/tasks/\(id)/complete")
            clock.advance(24 * 3600)
            let standup = try await visitor.api(.get, "/api/v1/standups/today")
            #expect(standup.json["toDosDoneYesterday"] as? [String] == ["Pay rent"])
            let tomorrow = try await visitor.get("/today")
            #expect(tomorrow.text.contains("Yesterday you finished:"))
            #expect(tomorrow.text.contains("Pay rent"))
        }
    }

    @Test func aGoalListsTheToDosThatServeIt() async throws {
        let (_, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            _ = try await visitor.post("/week/areas/suggested", form: ["next": "/week"])
            let areaId = try #require(try await visitor.api(.get, "/api/v1/areas").jsonArray.first?["id"] as? String)
            _ = try await visitor.post("/week/today/goals", form: ["title": "Ship the report", "areaId": areaId, "estimateHours": "4"])
            let goalId = try #require(
                (try await visitor.api(.get, "/api/v1/weeks/today").json["goals"] as? [[String: Any]])?.first?["id"] as? String)
            let created = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Outline chapter 2"}"#)
            let id = try #require((created.json["task"] as? [String: Any])?["id"] as? String)
            // The to-do's form links it to the goal.
            let saved = try await visitor.post(
                "/tasks/item/\(id)", form: ["title": "Outline chapter 2", "link": "goal:\(goalId)", "back": "/tasks/inbox"])
            #expect(saved.status == .seeOther)
            let json = try await visitor.api(.get, "/api/v1/tasks/\(id)")
            #expect(json.json["goalTitle"] as? String == "Ship the report")
            #expect(json.json["areaId"] as? String == areaId)
            let week = try await visitor.get("/week")
            #expect(week.text.contains("aria-label=\"To-dos for “Ship the report”\""))
            #expect(week.text.contains("Outline chapter 2"))
        }
    }
}

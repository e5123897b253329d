import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Today for the user `Visitor.setUp` makes (Europe/Berlin).
private var today: LocalDay { LocalDay(containing: Date(), in: TimeZone(identifier: "Europe/Berlin")!) }

/// Issue 31: a to-do's estimate, set on its page and in the API, is what "Focus on this" starts
/// with, the length of its block on the plan, and what the planning step adds to the day's load.
@Suite struct TaskEstimateWebTests {
    @Test func theEstimateIsSetOnTheFormAndUsedByFocusThePlanAndThePlanningStep() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let home = try await database.addArea(owner: owner, name: "Home")
            let task = try await database.addTask(owner: owner, NewTask(title: "Fix the tap", when: .day(today), areaId: home.id)).task

            let form = ["title": "Fix the tap", "whenKind": "day", "startDay": today.description, "link": "area:\(home.id)"]
            let refused = try await visitor.post("/tasks/item/\(task.id)", form: form.merging(["estimate": "9h"]) { $1 })
            #expect(refused.status == .badRequest && refused.text.contains("id=\"estimate-error\""))
            let saved = try await visitor.post("/tasks/item/\(task.id)", form: form.merging(["estimate": "40m"]) { $1 })
            #expect(saved.status == .seeOther)
            #expect(try await database.task(owner: owner, id: task.id).task.estimateMinutes == 40)
            let page = try await visitor.get("/tasks/item/\(task.id)")
            #expect(page.text.contains("name=\"estimate\" value=\"40m\"") && page.text.contains("▶ Focus on this · 40 min"))

            // The plan's side list drags it as a 45-minute block; the planning step places 45 minutes and counts 40.
            let plan = try await visitor.get("/plan/\(today)")
            #expect(plan.text.contains("data-id=\"\(task.id)\" data-title=\"Fix the tap\" data-minutes=\"45\""))
            let planning = try await visitor.get("/plan/\(today)/planning")
            #expect(planning.text.contains("to-do · 40 min estimated") && planning.text.contains("To place: 1 to-do, 40 min estimated."))

            // The API reads and writes it, in range.
            let api = try await visitor.api(.get, "/api/v1/tasks/\(task.id)")
            #expect(api.json["estimateMinutes"] as? Int == 40)
            let wrong = try await visitor.api(.patch, "/api/v1/tasks/\(task.id)", json: #"{"estimateMinutes": 600}"#)
            #expect(wrong.status == .unprocessableContent && wrong.errorField == "estimateMinutes")
            let created = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Call Sam", "estimateMinutes": 15}"#)
            #expect(created.status == .created && (created.json["task"] as? [String: Any])?["estimateMinutes"] as? Int == 15)

            // "Focus on this" starts the intention for the estimate.
            let focused = try await visitor.post("/focus/task/\(task.id)", form: ["back": "/today"])
            #expect(focused.status == .seeOther)
            #expect(try await database.runningIntention(owner: owner)?.plannedMinutes == 40)
        }
    }
}

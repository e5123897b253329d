import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// The morning's planning step and the evening's shutdown (issue 31), reached from Today.
@Suite struct PlanDailyStepsWebTests {
    private static let monday = LocalDay(year: 2026, month: 5, day: 4)

    /// 15:00 in Berlin: free time is offered from now on, after the blocks; the shutdown says what
    /// became of each block, carries the ticked to-dos to Tuesday, and drafts the journal entry.
    @Test func planningPlacesIntoFreeTimeAndShutdownCarriesOver() async throws {
        let clock = TestClock(ISO8601DateFormatter().date(from: "2026-05-04T13:00:00Z")!)
        let database = try await TestEngine.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        let monday = Self.monday
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            _ = try await database.addGoal(owner: owner, weekContaining: monday, title: "Report <v2>", areaId: work.id, estimateHours: 3)
            let call = try await database.addTask(owner: owner, NewTask(title: "Call Ann", when: .day(monday), areaId: work.id))
            let loose = try await database.addTask(owner: owner, NewTask(title: "Loose end", when: .day(monday), areaId: work.id))
            let later = try await database.addTask(owner: owner, NewTask(title: "Later", when: .day(monday.adding(days: 1))))
            for (title, start) in [("Write", "09:00"), ("Deep", "15:00")] {
                _ = try await database.addBlock(
                    owner: owner, TimeBlockDraft(title: title, day: monday, start: try WallClockTime(start), minutes: 60, areaId: work.id))
            }

            let today = try await visitor.get("/today").text
            #expect(today.contains("href=\"/plan/2026-05-04/planning\"") && today.contains("href=\"/plan/2026-05-04/shutdown\""))

            let planning = try await visitor.get("/plan/2026-05-04/planning")
            #expect(planning.status == .ok)
            // After the 15:00 block: the to-dos in turn, then the goal.
            #expect(planning.text.contains("Place “Call Ann” at 16:00") && planning.text.contains("Place “Loose end” at 16:30"))
            #expect(planning.text.contains("Place 17:00–18:00") && planning.text.contains("Report &lt;v2&gt;"))
            let placed = try await visitor.post(
                "/plan/2026-05-04/add", form: ["task": call.task.id, "start": "16:00", "minutes": "30", "next": "planning"])
            #expect(placed.status == .seeOther && placed.headers[.location] == "/plan/2026-05-04/planning")
            let after = try await visitor.get("/plan/2026-05-04/planning").text
            #expect(!after.contains("Place “Call Ann”") && after.contains("Place “Loose end” at 16:30"))

            let shutdown = try await visitor.get("/plan/2026-05-04/shutdown")
            #expect(shutdown.status == .ok)
            let text = shutdown.text
            #expect(text.contains("Write: passed without an intention") && text.contains("say what became of it"))
            #expect(text.contains("Deep: still ahead") && text.contains("Call Ann: still ahead"))
            #expect(text.contains("Shutdown of Monday 2026-05-04") && text.contains("action=\"/journal/entries\""))
            #expect(text.contains("name=\"time\" value=\"15:00\"") && text.contains("value=\"\(loose.task.id)\" checked=\"checked\""))

            let carried = try await visitor.post("/plan/2026-05-04/carry-over", form: ["task": loose.task.id])
            #expect(carried.status == .seeOther)
            #expect(try await database.task(owner: owner, id: loose.task.id).task.startDay == "2026-05-05")

            // The API: a later to-do is refused whole, naming the field; an unknown one is not found.
            let refused = try await visitor.api(
                .post, "/api/v1/plan/2026-05-04/carry-over", json: #"{"taskIds": ["\#(call.task.id)", "\#(later.task.id)"]}"#)
            #expect(refused.status == .badRequest && refused.errorField == "taskIds")
            #expect(try await database.task(owner: owner, id: call.task.id).task.startDay == "2026-05-04")
            let unknown = try await visitor.api(.post, "/api/v1/plan/2026-05-04/carry-over", json: #"{"taskIds": ["nope"]}"#)
            #expect(unknown.status == .notFound)
            let empty = try await visitor.api(.post, "/api/v1/plan/2026-05-04/carry-over", json: #"{"taskIds": []}"#)
            #expect(empty.status == .badRequest && empty.errorField == "taskIds")
            let moved = try await visitor.api(.post, "/api/v1/plan/2026-05-04/carry-over", json: #"{"taskIds": ["\#(call.task.id)"]}"#)
            #expect(moved.status == .ok && moved.json["day"] as? String == "2026-05-05")
            #expect(moved.json["taskIds"] as? [String] == [call.task.id])
        }
    }

    /// 23:40 in Berlin (21:40 UTC, still Monday there): no 30 minutes are left for a to-do, and the
    /// entry is drafted at the person's wall clock, not UTC's.
    @Test func nearMidnightTheDayIsThePersonsAndNoTimeIsLeft() async throws {
        let clock = TestClock(ISO8601DateFormatter().date(from: "2026-05-04T21:40:00Z")!)
        let database = try await TestEngine.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            _ = try await database.addTask(owner: owner, NewTask(title: "Call Ann", when: .day(Self.monday), areaId: work.id))
            let planning = try await visitor.get("/plan/2026-05-04/planning").text
            #expect(planning.contains("no free 30 min left today"))
            let shutdown = try await visitor.get("/plan/2026-05-04/shutdown").text
            #expect(shutdown.contains("name=\"time\" value=\"23:40\"") && shutdown.contains("Carry over to Tuesday"))
            // A day across the spring DST change plans from 08:00 on its wall clock.
            let dst = try await visitor.get("/plan/2027-03-28/planning")
            #expect(dst.status == .ok)
        }
    }
}

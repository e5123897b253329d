import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// The week's retrospective puts the hours planned in blocks beside the actual ones, per area, and
/// counts the blocks missed by cause (a block done anyway is not missed; last week's are not this week's).
@Suite struct PlanRetrospectiveWebTests {
    @Test func theReportShowsPlannedHoursPerAreaAndBlocksMissedByCause() async throws {
        let clock = TestClock()  // Monday 4 May 2026, 10:00 in Berlin
        let database = try await TestEngine.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        let monday = LocalDay(year: 2026, month: 5, day: 4)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            let home = try await database.addArea(owner: owner, name: "Home")
            let goal = try await database.addGoal(owner: owner, weekContaining: monday, title: "Report", areaId: work.id, estimateHours: 3)
            let written = try await database.addTask(owner: owner, NewTask(title: "Write", goalId: goal.id))
            _ = try await database.addTask(owner: owner, NewTask(title: "Review", goalId: goal.id))
            _ = try await database.completeTask(owner: owner, id: written.task.id)
            func add(_ title: String, _ day: LocalDay, _ start: String, _ minutes: Int, goal: String? = nil, area: String? = nil)
                async throws -> TimeBlock
            {
                try await database.addBlock(
                    owner: owner,
                    TimeBlockDraft(title: title, day: day, start: try WallClockTime(start), minutes: minutes, goalId: goal, areaId: area))
            }
            let write = try await add("Write", monday, "10:00", 60, goal: goal.id)
            let email = try await add("Email", monday, "11:00", 30, area: home.id)
            _ = try await add("Gym", monday, "18:00", 60, area: home.id)
            let read = try await add("Read", monday.adding(days: 1), "10:00", 45, area: home.id)
            let sunday = try await add("Sunday chores", monday.adding(days: -1), "10:00", 60, area: home.id)
            let intention = try await database.startBlock(owner: owner, id: write.id)
            clock.advance(60 * 60)
            _ = try await database.endIntention(owner: owner, id: intention.id)
            clock.advance(29 * 60 * 60)  // Tuesday 15:00
            _ = try await database.disposeBlock(owner: owner, id: email.id, disposition: .moved, cause: .external)
            _ = try await database.disposeBlock(owner: owner, id: read.id, disposition: .doneAnyway, cause: .internal)
            _ = try await database.disposeBlock(owner: owner, id: sunday.id, disposition: .dropped, cause: .planning)

            let answer = try await visitor.api(.get, "/api/v1/weeks/2026-05-06/report")
            #expect(answer.status == .ok)
            let report = answer.json["report"] as? [String: Any] ?? [:]
            #expect(report["plannedHours"] as? Double == 3.25)
            let byArea = report["byArea"] as? [[String: Any]] ?? []
            let planned = Dictionary(uniqueKeysWithValues: byArea.map { ($0["areaId"] as? String ?? "", $0["plannedHours"] as? Double) })
            #expect(planned == [work.id: 1, home.id: 2.25])
            #expect(byArea.first { $0["areaId"] as? String == work.id }?["actualHours"] as? Double == 1)
            let missed = report["missedBlocks"] as? [[String: Any]] ?? []
            #expect(missed.count == 1 && missed.first?["cause"] as? String == "external" && missed.first?["count"] as? Int == 1)
            #expect(missed.first?["hours"] as? Double == 0.5)
            #expect(report["blocksAwaitingDisposition"] as? Int == 1)
            // A goal's to-dos are counted as on the Week page.
            let todos = (report["byGoal"] as? [[String: Any]])?.first?["todos"] as? [String: Any]
            #expect(todos?["done"] as? Int == 1 && todos?["total"] as? Int == 2)

            let page = try await visitor.get("/week/2026-05-06").text
            #expect(page.contains("planned in blocks") && page.contains("<th class=\"num\">Planned</th>"))
            #expect(page.contains("Blocks missed") && page.contains("External trigger") && !page.contains("Planning</span>"))
            #expect(page.contains("1 passed block still waits for what became of it."))
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// A goal's progress counts its linked to-dos (done of all, canceled left out) beside its own mark.
@Suite struct GoalTodoProgressWebTests {
    @Test func theWeekPageAndTheAPICountAGoalsTodos() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let today = try await database.taskToday(owner: owner)
            let area = try await database.addArea(owner: owner, name: "Work")
            let goal = try await database.addGoal(owner: owner, weekContaining: today, title: "Ship", areaId: area.id, estimateHours: 4)
            let done = try await database.addTask(owner: owner, NewTask(title: "Write", goalId: goal.id))
            _ = try await database.addTask(owner: owner, NewTask(title: "Review", goalId: goal.id))
            let dropped = try await database.addTask(owner: owner, NewTask(title: "Slides", goalId: goal.id))
            _ = try await database.completeTask(owner: owner, id: done.task.id)
            _ = try await database.cancelTask(owner: owner, id: dropped.task.id)
            let page = try await visitor.get("/week").text
            #expect(page.contains("1 of 2 to-dos done"))
            let week = try await visitor.api(.get, "/api/v1/weeks/today")
            let goals = week.json["goals"] as? [[String: Any]] ?? []
            let todos = goals.first?["todos"] as? [String: Any]
            #expect(todos?["done"] as? Int == 1 && todos?["total"] as? Int == 2)
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Testing

/// The System's link with Tasks: to-dos for today serve a weekly goal or an area of focus, goals
/// list their to-dos, and the standup sees yesterday's completed to-dos.
@Suite struct TodayToDosStoreTests {
    let monday = LocalDay(year: 2026, month: 5, day: 4)

    @Test func aToDoForTodayNeedsAGoalOrAnAreaOnceTheUserKeepsAreas() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(9))
        // Without areas Today is a plain list.
        _ = try await database.addTask(owner: user.id, NewTask(title: "Before areas", when: .day(monday)))
        let career = try await database.addSuggestedAreas(owner: user.id)[0]
        let changes = try await database.changeCount()

        let refused = await #expect(throws: AlmanacError.self) {
            try await database.addTask(owner: user.id, NewTask(title: "Call the bank", when: .day(monday)))
        }
        #expect(refused?.field == "areaId")
        let quick = await #expect(throws: AlmanacError.self) {
            try await database.addTask(owner: user.id, quickEntry: "Call the bank today")
        }
        #expect(quick?.field == "areaId")
        #expect(try await database.changeCount() == changes)  // nothing written, not even a list or a tag

        // Tied to an area, or not for today: fine.
        let tied = try await database.addTask(owner: user.id, quickEntry: "Call the bank today", areaId: career.id)
        #expect(tied.task.task.areaId == career.id)
        #expect(tied.task.area?.name == "Career")
        let later = try await database.addTask(owner: user.id, NewTask(title: "Taxes", when: .day(monday.adding(days: 3))))

        // Scheduling an untied to-do for today is refused; with a goal it goes.
        let scheduled = await #expect(throws: AlmanacError.self) {
            try await database.updateTask(owner: user.id, id: later.task.id, TaskChanges(when: .some(.day(monday))))
        }
        #expect(scheduled?.field == "areaId")
        let goal = try await database.addGoal(
            owner: user.id, weekContaining: monday, title: "Finances in order", areaId: career.id, estimateHours: 2)
        let moved = try await database.updateTask(
            owner: user.id, id: later.task.id, TaskChanges(when: .some(.day(monday)), goalId: .some(goal.id)))
        #expect(moved.task.goalId == goal.id)
        #expect(moved.task.areaId == career.id)  // a goal brings its area
        #expect(moved.goal?.title == "Finances in order")

        // Untying a to-do in Today is refused; renaming an older untied one is not.
        await #expect(throws: AlmanacError.self) {
            try await database.updateTask(owner: user.id, id: moved.task.id, TaskChanges(goalId: .some(nil), areaId: .some(nil)))
        }
        let old = try #require(
            try await database.tasks(owner: user.id, in: .today, on: monday).flatMap(\.tasks).first { $0.task.title == "Before areas" })
        _ = try await database.updateTask(owner: user.id, id: old.task.id, TaskChanges(title: "Before areas, renamed"))
    }

    @Test func aTieIsCheckedAgainstTheOwnersGoalsAndAreas() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(9))
        let mine = try await database.addSuggestedAreas(owner: user.id)
        let other = try await database.createUser(username: "bob", password: "correct horse", timeZone: "Europe/Berlin")
        let theirs = try await database.addSuggestedAreas(owner: other.id)[0]
        let theirGoal = try await database.addGoal(
            owner: other.id, weekContaining: monday, title: "Secret", areaId: theirs.id, estimateHours: 1)
        await #expect(throws: AlmanacError.notFound("No area with id \(theirs.id).")) {
            try await database.addTask(owner: user.id, NewTask(title: "Peek", areaId: theirs.id))
        }
        await #expect(throws: AlmanacError.notFound("No goal with id \(theirGoal.id).")) {
            try await database.addTask(owner: user.id, NewTask(title: "Peek", goalId: theirGoal.id))
        }
        let goal = try await database.addGoal(owner: user.id, weekContaining: monday, title: "Run", areaId: mine[2].id, estimateHours: 2)
        let mismatch = await #expect(throws: AlmanacError.self) {
            try await database.addTask(owner: user.id, NewTask(title: "Shoes", goalId: goal.id, areaId: mine[0].id))
        }
        #expect(mismatch?.field == "areaId")
    }

    @Test func goalsListTheirToDosAndADeletedGoalLeavesThemItsArea() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(9))
        let health = try await database.addSuggestedAreas(owner: user.id)[2]
        let goal = try await database.addGoal(
            owner: user.id, weekContaining: monday, title: "Run 3 times", areaId: health.id, estimateHours: 3)
        let shoes = try await database.addTask(owner: user.id, NewTask(title: "Buy shoes", when: .day(monday), goalId: goal.id))
        let route = try await database.addTask(owner: user.id, NewTask(title: "Plan a route", goalId: goal.id))
        _ = try await database.completeTask(owner: user.id, id: shoes.task.id)
        let plan = try await database.weekPlan(owner: user.id, containing: monday)
        #expect(plan.tasksByGoal[goal.id]?.map(\.title) == ["Plan a route", "Buy shoes"])  // open first

        _ = try await database.deleteGoal(owner: user.id, id: goal.id)
        let kept = try await database.task(owner: user.id, id: route.task.id)
        #expect(kept.task.goalId == nil)
        #expect(kept.task.areaId == health.id)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.task(owner: user.id, id: route.task.id).task.goalId == goal.id)
    }

    @Test func aRepeatingToDoComesBackWithItsTie() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(9))
        let chores = try await database.addSuggestedAreas(owner: user.id)[4]
        let water = try await database.addTask(
            owner: user.id, NewTask(title: "Water plants", when: .day(monday), repeatRule: .daily(every: 1), areaId: chores.id))
        let next = try #require(try await database.completeTask(owner: user.id, id: water.task.id).next)
        #expect(next.task.areaId == chores.id)
        #expect(next.area?.name == "Chores")
    }

    @Test func completedToDosOfADayFollowTheUsersDayBounds() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(9))
        let a = try await database.addTask(owner: user.id, NewTask(title: "Late-night email"))
        let b = try await database.addTask(owner: user.id, NewTask(title: "Morning run"))
        let c = try await database.addTask(owner: user.id, NewTask(title: "Still open"))
        clock.set(berlin(23, 30, day: 4))
        _ = try await database.completeTask(owner: user.id, id: a.task.id)
        clock.set(berlin(7, day: 5))
        _ = try await database.completeTask(owner: user.id, id: b.task.id)
        #expect(try await database.completedTasks(owner: user.id, on: monday).map(\.task.title) == ["Late-night email"])
        #expect(try await database.completedTasks(owner: user.id, on: monday.adding(days: 1)).map(\.task.title) == ["Morning run"])
        #expect(c.task.status == .open)
    }
}

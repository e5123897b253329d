import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// "Focus on this": an intention started for a to-do, and completing the to-do with it.
@Suite struct FocusOnTaskTests {
    @Test func anIntentionForATodoTakesItsTitleGoalAndAreaAndRemembersIt() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(10))
        let today = LocalDay(year: 2026, month: 5, day: 4)
        let area = try await database.addArea(owner: user.id, name: "Work")
        let goal = try await database.addGoal(owner: user.id, weekContaining: today, title: "Ship", areaId: area.id, estimateHours: 4)
        let task = try await database.addTask(owner: user.id, NewTask(title: "Write the report", when: .day(today), goalId: goal.id))
        let intention = try await database.startIntention(owner: user.id, what: "  ", plannedMinutes: 25, taskId: task.task.id)
        #expect(intention.what == "Write the report")
        #expect(intention.goalId == goal.id)
        #expect(intention.areaId == area.id)
        #expect(intention.taskId == task.task.id)
        #expect(try await database.intention(owner: user.id, id: intention.id).taskId == task.task.id)
        // A typed `what` wins over the title.
        _ = try await database.endIntention(owner: user.id, id: intention.id)
        let named = try await database.startIntention(owner: user.id, what: "Outline only", plannedMinutes: 15, taskId: task.task.id)
        #expect(named.what == "Outline only")
    }

    @Test func aDoneTodoOrAnotherUsersTodoIsRefused() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(10))
        let other = try await database.createUser(username: "bob", password: "correct horse", timeZone: "Europe/Berlin")
        let task = try await database.addTask(owner: user.id, NewTask(title: "Call the bank"))
        await #expect(throws: AlmanacError.notFound("No to-do with id \(task.task.id).")) {
            try await database.startIntention(owner: other.id, what: "", plannedMinutes: 25, taskId: task.task.id)
        }
        _ = try await database.completeTask(owner: user.id, id: task.task.id)
        do {
            _ = try await database.startIntention(owner: user.id, what: "", plannedMinutes: 25, taskId: task.task.id)
            Issue.record("a completed to-do was focused on")
        } catch let error as AlmanacError {
            #expect(error.field == "taskId")
        }
        #expect(try await database.runningIntention(owner: user.id) == nil)
    }

    @Test func reviewingWithCompleteTaskCompletesTheTodoInOneUndoableStep() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        let task = try await database.addTask(owner: user.id, NewTask(title: "Write the report"))
        let intention = try await database.startIntention(owner: user.id, what: "", plannedMinutes: 25, taskId: task.task.id)
        clock.advance(20 * 60)
        _ = try await database.endIntention(owner: user.id, id: intention.id)
        clock.advance(10)
        // Without the box ticked the to-do stays open.
        _ = try await database.reflectOnIntention(
            owner: user.id, id: intention.id, tags: [], feeling: .happy,
            review: IntentionReview(wentWell: "Flow", improve: nil, interesting: nil))
        #expect(try await database.task(owner: user.id, id: task.task.id).task.status == .open)
        _ = try await database.reflectOnIntention(
            owner: user.id, id: intention.id, tags: [], feeling: .happy,
            review: IntentionReview(wentWell: "Flow", improve: nil, interesting: nil),
            completeTask: true)
        #expect(try await database.task(owner: user.id, id: task.task.id).task.status == .completed)
        // Asking again once it is done changes nothing and is not an error.
        _ = try await database.reviewIntention(
            owner: user.id, id: intention.id, review: IntentionReview(wentWell: "Flow", improve: nil, interesting: nil), completeTask: true)
        _ = try await database.undoLastChange(owner: user.id)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.task(owner: user.id, id: task.task.id).task.status == .open)
    }

    @Test func endingWithCompleteTaskCompletesTheTodoAndAnIntentionWithoutOneIgnoresIt() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        let task = try await database.addTask(owner: user.id, NewTask(title: "Tidy the desk"))
        let intention = try await database.startIntention(owner: user.id, what: "", plannedMinutes: 25, taskId: task.task.id)
        clock.advance(60)
        _ = try await database.endIntention(owner: user.id, id: intention.id, completeTask: true)
        #expect(try await database.task(owner: user.id, id: task.task.id).task.status == .completed)
        let plain = try await database.startIntention(owner: user.id, what: "Read", plannedMinutes: 25)
        clock.advance(60)
        let ended = try await database.endIntention(owner: user.id, id: plain.id, completeTask: true)
        #expect(ended.state == .endedEarly && ended.taskId == nil)
    }
}

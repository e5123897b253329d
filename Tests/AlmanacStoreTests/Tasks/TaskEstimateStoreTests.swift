import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

@Suite struct TaskEstimateStoreTests {
    /// A to-do's estimate is kept, checked, changed and cleared, goes with its next repeat, and
    /// "Focus on this" starts the intention for it.
    @Test func anEstimateIsKeptAndFocusOnThisStartsForIt() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let added = try await database.addTask(
            owner: user.id,
            NewTask(
                title: "Write the summary", when: .day(LocalDay(year: 2026, month: 5, day: 4)), repeatRule: .daily(every: 1),
                estimateMinutes: 40))
        #expect(added.task.estimateMinutes == 40)
        let tooLong = await #expect(throws: AlmanacError.self) {
            _ = try await database.addTask(owner: user.id, NewTask(title: "Too long", estimateMinutes: 600))
        }
        #expect(tooLong?.field == "estimateMinutes")
        let tooShort = await #expect(throws: AlmanacError.self) {
            _ = try await database.updateTask(owner: user.id, id: added.task.id, TaskChanges(estimateMinutes: .some(2)))
        }
        #expect(tooShort?.field == "estimateMinutes")
        #expect(try await database.task(owner: user.id, id: added.task.id).task.estimateMinutes == 40)

        let intention = try await database.startIntention(owner: user.id, what: "", plannedMinutes: nil, taskId: added.task.id)
        #expect(intention.plannedMinutes == 40 && intention.what == "Write the summary")
        _ = try await database.endIntention(owner: user.id, id: intention.id)

        let done = try await database.completeTask(owner: user.id, id: added.task.id)
        let next = try #require(done.next)
        #expect(next.task.estimateMinutes == 40)
        let cleared = try await database.updateTask(owner: user.id, id: next.task.id, TaskChanges(estimateMinutes: .some(nil)))
        #expect(cleared.task.estimateMinutes == nil)
        // Without an estimate, 25 minutes; without a to-do or a length, refused naming the field.
        let plain = try await database.startIntention(owner: user.id, what: "", plannedMinutes: nil, taskId: next.task.id)
        #expect(plain.plannedMinutes == 25)
        _ = try await database.endIntention(owner: user.id, id: plain.id)
        await #expect(
            throws: AlmanacError.invalid(
                "plannedMinutes", "Say how long the intention lasts (or focus on a to-do, which has its estimate).")
        ) {
            _ = try await database.startIntention(owner: user.id, what: "Read", plannedMinutes: nil)
        }
    }

    @Test func theBlockOfAToDoIsItsEstimateOnTheQuarterHour() throws {
        #expect(TaskEstimate.blockMinutes(nil) == 30)
        #expect(TaskEstimate.blockMinutes(5) == 15 && TaskEstimate.blockMinutes(40) == 45 && TaskEstimate.blockMinutes(60) == 60)
        #expect(TaskEstimate.blockMinutes(480) == 480)
        let parsed = try TaskEstimate.parse("1h30m")
        let blank = try TaskEstimate.parse("  ")
        #expect(parsed == 90 && blank == nil)
        #expect(throws: AlmanacError.self) { try TaskEstimate.parse("9h") }
        let sum = DailySteps.loadWithTasks(DayLoad(plannedMinutes: 300, capacityMinutes: 360), estimates: [40, nil, 45])
        #expect(sum.estimated == 85 && sum.unestimated == 1 && sum.load.overcommittedMinutes == 25)
    }
}

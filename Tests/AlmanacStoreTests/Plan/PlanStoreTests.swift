import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// Monday 4 May 2026, 10:00 in Berlin (the test clock's start).
private let monday = LocalDay(year: 2026, month: 5, day: 4)

private func makeStore() async throws -> (AppDatabase, User, TestClock) {
    let (database, user) = try await makeDatabaseWithUser("ada")
    let clock = TestClock(step: 0.001)
    return (database.with(now: { clock.now }), user, clock)
}

private func block(_ title: String, _ start: String, _ minutes: Int, day: LocalDay = monday, goal: String? = nil, area: String? = nil)
    throws -> TimeBlockDraft
{
    TimeBlockDraft(title: title, day: day, start: try WallClockTime(start), minutes: minutes, goalId: goal, areaId: area)
}

@Suite struct PlanStoreTests {
    @Test func aBlockServesAGoalOrAnAreaAndTakesItsColourFromTheArea() async throws {
        let (database, user, _) = try await makeStore()
        let work = try await database.addArea(owner: user.id, name: "Work")
        let goal = try await database.addGoal(owner: user.id, weekContaining: monday, title: "Report", areaId: work.id, estimateHours: 3)
        let planned = try await database.addBlock(owner: user.id, try block("Write report", "09:00", 45, goal: goal.id))
        #expect(planned.areaId == work.id && planned.goalId == goal.id && planned.timeText == "09:00–09:45")
        // Overlaps are allowed.
        _ = try await database.addBlock(owner: user.id, try block("Email", "09:30", 30, area: work.id))
        let page = try await database.planPage(owner: user.id, day: monday)
        #expect(page.blocks(on: monday).map(\.block.title) == ["Write report", "Email"])
        #expect(page.blocks.first?.area?.id == work.id && page.blocks.first?.goal?.title == "Report")
        #expect(page.load(on: monday).plannedMinutes == 75)

        // Another user's area, goal or to-do is "not found", and nothing is written.
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let bobArea = try await database.addArea(owner: bob.id, name: "Bob's")
        await #expect(throws: AlmanacError.notFound("No area with id \(bobArea.id).")) {
            _ = try await database.addBlock(owner: user.id, try block("X", "10:00", 30, area: bobArea.id))
        }
        await #expect(throws: AlmanacError.self) {
            _ = try await database.addBlock(owner: user.id, try block("X", "10:05", 30, area: work.id))
        }
        #expect(try await database.blocks(owner: user.id, from: monday, through: monday).count == 2)
        #expect(try await database.blocks(owner: bob.id, from: monday, through: monday).isEmpty)
    }

    @Test func aBlockForAToDoTakesItsTitleAndLink() async throws {
        let (database, user, _) = try await makeStore()
        let home = try await database.addArea(owner: user.id, name: "Home")
        let task = try await database.addTask(owner: user.id, NewTask(title: "Fix the tap", when: .day(monday), areaId: home.id))
        let planned = try await database.addBlock(
            owner: user.id, TimeBlockDraft(title: "", day: monday, start: try WallClockTime("18:00"), minutes: 30, taskId: task.task.id))
        #expect(planned.title == "Fix the tap" && planned.areaId == home.id && planned.taskId == task.task.id)
        let bare = try await database.addTask(owner: user.id, NewTask(title: "Unlinked", when: .someday))
        await #expect(throws: AlmanacError.invalid("link", "“Unlinked” serves no goal or area yet; pick one for its block.")) {
            _ = try await database.addBlock(
                owner: user.id, TimeBlockDraft(title: "", day: monday, start: try WallClockTime("19:00"), minutes: 30, taskId: bare.task.id)
            )
        }
        // Deleting the to-do keeps the block under its own title.
        _ = try await database.deleteTask(owner: user.id, id: task.task.id)
        let kept = try await database.planBlock(owner: user.id, id: planned.id)
        #expect(kept.taskId == nil && kept.title == "Fix the tap")
    }

    @Test func startingABlockStartsItsIntentionAndThePlanStays() async throws {
        let (database, user, clock) = try await makeStore()
        let work = try await database.addArea(owner: user.id, name: "Work")
        let goal = try await database.addGoal(owner: user.id, weekContaining: monday, title: "Report", areaId: work.id, estimateHours: 3)
        let planned = try await database.addBlock(owner: user.id, try block("Write report", "10:00", 45, goal: goal.id))
        let intention = try await database.startBlock(owner: user.id, id: planned.id)
        #expect(intention.what == "Write report" && intention.plannedMinutes == 45 && intention.goalId == goal.id)
        #expect(intention.areaId == work.id && intention.blockId == planned.id)
        #expect(try await database.intention(owner: user.id, id: intention.id).blockId == planned.id)
        // One at a time.
        await #expect(throws: AlmanacError.self) { _ = try await database.startBlock(owner: user.id, id: planned.id) }
        clock.advance(20 * 60)
        _ = try await database.endIntention(owner: user.id, id: intention.id)
        let page = try await database.planPage(owner: user.id, day: monday)
        let ran = try #require(page.blocks.first)
        #expect(ran.intentions.map(\.id) == [intention.id] && ran.actualMinutes(at: page.now) == 20)
        // The plan is not rewritten by the record: the block is as planned, and stays.
        #expect(ran.block.minutes == 45 && ran.block.startMinute == 600)
        await #expect(throws: AlmanacError.self) { _ = try await database.deleteBlock(owner: user.id, id: planned.id) }
        // A goal deleted later leaves the block on its area.
        _ = try await database.deleteGoal(owner: user.id, id: goal.id)
        let after = try await database.planBlock(owner: user.id, id: planned.id)
        #expect(after.goalId == nil && after.areaId == work.id)
    }

    @Test func movingResizingRemovingAndUndo() async throws {
        let (database, user, _) = try await makeStore()
        let work = try await database.addArea(owner: user.id, name: "Work")
        let planned = try await database.addBlock(owner: user.id, try block("Deep work", "09:00", 60, area: work.id))
        let moved = try await database.changeBlock(
            owner: user.id, id: planned.id, day: monday.adding(days: 1), start: try WallClockTime("14:15"), minutes: 90,
            reason: "A meeting took the morning")
        #expect(moved.day == "2026-05-05" && moved.timeText == "14:15–15:45")
        await #expect(throws: AlmanacError.self) {
            _ = try await database.changeBlock(owner: user.id, id: planned.id, start: try WallClockTime("23:30"), reason: "Late")
        }
        #expect(try await database.planBlock(owner: user.id, id: planned.id).startMinute == 855)
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Moved “Deep work” to 2026-05-05 14:15–15:45")
        #expect(try await database.planBlock(owner: user.id, id: planned.id).day == "2026-05-04")
        _ = try await database.deleteBlock(owner: user.id, id: planned.id, reason: "Not needed")
        #expect(try await database.blocks(owner: user.id, from: monday, through: monday.adding(days: 7)).isEmpty)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.blocks(owner: user.id, from: monday, through: monday).count == 1)
        let export = try await database.exportAccount(owner: user.id)
        #expect(export.tables["plan_blocks"]?.count == 1)
    }

    @Test func todayIsThePersonsDayNearMidnight() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let utc = ISO8601DateFormatter()
        // 23:30 in Berlin on Monday is 21:30 UTC; 00:30 on Tuesday is 22:30 UTC on Monday.
        let lateTime = try #require(utc.date(from: "2026-05-04T21:30:00Z"))
        let afterTime = try #require(utc.date(from: "2026-05-04T22:30:00Z"))
        let late = database.with(now: { lateTime })
        let afterMidnight = database.with(now: { afterTime })
        #expect(try await late.planPage(owner: user.id, day: nil).day == monday)
        #expect(try await afterMidnight.planPage(owner: user.id, day: nil).day == monday.adding(days: 1))
        // The week around the day starts on the person's week start (Monday).
        #expect(try await late.planPage(owner: user.id, day: monday.adding(days: 3)).days.first == monday)
    }

    @Test func onceTheDayHasStartedAMoveOrDropKeepsTheFirstPlanWithAReason() async throws {
        let (database, user, clock) = try await makeStore()
        let work = try await database.addArea(owner: user.id, name: "Work")
        let today = try await database.addBlock(owner: user.id, try block("Write", "11:00", 60, area: work.id))
        let tomorrow = try await database.addBlock(
            owner: user.id, try block("Read", "11:00", 60, day: monday.adding(days: 1), area: work.id))
        // Tomorrow's plan changes freely; today's needs a reason and keeps the earlier version.
        _ = try await database.changeBlock(owner: user.id, id: tomorrow.id, start: try WallClockTime("12:00"))
        await #expect(
            throws: AlmanacError.invalid("reason", "The day has started: say why the plan changes (it keeps the earlier version).")
        ) {
            _ = try await database.changeBlock(owner: user.id, id: today.id, start: try WallClockTime("13:00"))
        }
        #expect(try await database.planBlock(owner: user.id, id: today.id).startMinute == 660)
        _ = try await database.changeBlock(owner: user.id, id: today.id, start: try WallClockTime("13:00"), reason: "A call came in")
        _ = try await database.changeBlock(owner: user.id, id: today.id, minutes: 30, reason: "Less to write")
        // A rename alone is no move and keeps nothing.
        _ = try await database.changeBlock(owner: user.id, id: today.id, title: "Write the intro")
        var page = try await database.planPage(owner: user.id, day: monday)
        let moved = try #require(page.blocks.first { $0.id == today.id })
        #expect(moved.versions.map(\.timeText) == ["11:00–12:00", "13:00–14:00"])
        #expect(moved.versions.map(\.reason) == ["A call came in", "Less to write"])
        // Dropping today's block keeps it as a dropped version.
        let other = try await database.addBlock(owner: user.id, try block("Gym", "18:00", 60, area: work.id))
        await #expect(throws: AlmanacError.self) { _ = try await database.deleteBlock(owner: user.id, id: other.id) }
        _ = try await database.deleteBlock(owner: user.id, id: other.id, reason: "Too tired")
        page = try await database.planPage(owner: user.id, day: monday)
        #expect(page.dropped.map(\.title) == ["Gym"] && page.dropped.first?.reason == "Too tired")
        #expect(try await database.exportAccount(owner: user.id).tables["plan_block_versions"]?.count == 3)

        // A block that passed without an intention asks for a disposition, once.
        let early = try await database.addBlock(owner: user.id, try block("Plan the week", "08:00", 60, area: work.id))
        page = try await database.planPage(owner: user.id, day: monday)
        #expect(page.blocks.first { $0.id == early.id }?.needsDisposition(at: page.now, in: page.zone) == true)
        #expect(page.blocks.first { $0.id == today.id }?.needsDisposition(at: page.now, in: page.zone) == false)
        await #expect(throws: AlmanacError.self) {
            _ = try await database.disposeBlock(owner: user.id, id: today.id, disposition: .dropped, cause: .planning)
        }
        let disposed = try await database.disposeBlock(owner: user.id, id: early.id, disposition: .moved, cause: .external)
        #expect(disposed.blockDisposition == .moved && disposed.missCause == .external)
        await #expect(throws: AlmanacError.self) {
            _ = try await database.disposeBlock(owner: user.id, id: early.id, disposition: .dropped, cause: .planning)
        }
    }
}

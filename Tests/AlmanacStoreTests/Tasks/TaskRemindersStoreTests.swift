import AlmanacCore
import AlmanacStore
import Foundation
import Testing

@Suite struct TaskRemindersStoreTests {
    let monday = LocalDay(year: 2026, month: 5, day: 4)

    @Test func aToDoRingsOnceAtItsTimeOnItsStartDay() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(9))
        let call = try await database.addTask(
            owner: user.id, NewTask(title: "Call mom", when: .day(monday), reminder: try WallClockTime(hour: 17)))
        _ = try await database.addTask(owner: user.id, NewTask(title: "No reminder", when: .day(monday)))
        _ = try await database.addTask(
            owner: user.id, NewTask(title: "Tomorrow's", when: .day(monday.adding(days: 1)), reminder: try WallClockTime(hour: 17)))
        let rent = try await database.addTask(
            owner: user.id, NewTask(title: "Pay rent", when: .day(monday), reminder: try WallClockTime(hour: 17, minute: 30)))
        _ = try await database.completeTask(owner: user.id, id: rent.task.id)

        clock.set(berlin(16, 59))
        #expect(try await database.deliverDueTaskReminders(owner: user.id) == nil)
        clock.set(berlin(17, 0))
        let rung = try #require(try await database.deliverDueTaskReminders(owner: user.id))
        #expect(rung.kind == "todo")
        #expect(rung.message == "Reminder: “Call mom”.")
        #expect(try await database.lastReminder(owner: user.id)?.message == "Reminder: “Call mom”.")
        // Once only, and a completed to-do stays quiet.
        clock.set(berlin(17, 45))
        #expect(try await database.deliverDueTaskReminders(owner: user.id) == nil)
        #expect(call.task.reminder == "17:00")
    }

    @Test func aRepeatingToDoRingsAgainOnItsNextDay() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(7))
        let stretch = try await database.addTask(
            owner: user.id,
            NewTask(title: "Stretch", when: .day(monday), reminder: try WallClockTime(hour: 8), repeatRule: .daily(every: 1)))
        clock.set(berlin(8, 5))
        #expect(try await database.deliverDueTaskReminders(owner: user.id)?.message == "Reminder: “Stretch”.")
        _ = try await database.completeTask(owner: user.id, id: stretch.task.id)
        clock.set(berlin(8, 5, day: 5))
        #expect(try await database.deliverDueTaskReminders(owner: user.id)?.message == "Reminder: “Stretch”.")
        // Long past its time (the server was off for a day) it no longer rings.
        _ = try await database.addTask(
            owner: user.id, NewTask(title: "Old", when: .day(monday.adding(days: 1)), reminder: try WallClockTime(hour: 6)))
        clock.set(berlin(19, day: 5))
        #expect(try await database.deliverDueTaskReminders(owner: user.id) == nil)
    }
}

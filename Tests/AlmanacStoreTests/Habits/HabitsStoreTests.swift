import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// Monday 4 May 2026, 10:00 in Berlin: today is 2026-05-04 for the test user.
private let monday = LocalDay(year: 2026, month: 5, day: 4)

private func makeStore() async throws -> (AppDatabase, User, TestClock) {
    let (database, user) = try await makeDatabaseWithUser("ada")
    let clock = TestClock(step: 0.001)
    return (database.with(now: { clock.now }), user, clock)
}

private func count(_ database: AppDatabase, _ table: String) async throws -> Int {
    try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
}

@Suite struct HabitsStoreTests {
    @Test func habitsAreValidatedNamedOnceAndKeptInOrder() async throws {
        let (database, user, _) = try await makeStore()
        let area = try await database.addArea(owner: user.id, name: "Health")
        let read = try await database.addHabit(
            owner: user.id, HabitDraft(name: "Read", icon: "📚", color: "#2F6F5E", schedule: .daily, target: 20, unit: "pages"))
        let walk = try await database.addHabit(owner: user.id, HabitDraft(name: "Walk", areaId: area.id, schedule: .timesPerWeek(3)))
        #expect(read.color == "#2f6f5e" && read.target == 20 && read.startDay == "2026-05-04")
        #expect(walk.schedule == .timesPerWeek(3) && walk.areaId == area.id)
        #expect(try await database.habitSummaries(owner: user.id).habits.map(\.habit.name) == ["Read", "Walk"])

        await #expect(throws: AlmanacError.validation(field: "name", message: "You already have a habit named “Read”.")) {
            _ = try await database.addHabit(owner: user.id, HabitDraft(name: "read"))
        }
        await #expect(throws: AlmanacError.self) {
            _ = try await database.addHabit(owner: user.id, HabitDraft(name: "X", target: .infinity))
        }
        // Another user's area is not a choice.
        let other = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let bobArea = try await database.addArea(owner: other.id, name: "Bob's")
        await #expect(throws: AlmanacError.validation(field: "area", message: "Choose one of your areas of focus.")) {
            _ = try await database.addHabit(owner: user.id, HabitDraft(name: "Run", areaId: bobArea.id))
        }
        let changed = try await database.updateHabit(
            owner: user.id, id: walk.id, HabitDraft(name: "Walk far", schedule: .weekdays([2, 4])), archived: true)
        #expect(changed.schedule == .weekdays([2, 4]) && changed.archived)
        #expect(try await database.habitSummaries(owner: user.id).habits.map(\.habit.name) == ["Read"])
        #expect(try await database.habitSummaries(owner: user.id, includeArchived: true).habits.count == 2)
    }

    @Test func checkInsBackFillSetAmountsAndRefuseTheFuture() async throws {
        let (database, user, _) = try await makeStore()
        let water = try await database.addHabit(owner: user.id, HabitDraft(name: "Water", target: 8, unit: "glasses"))
        let first = try await database.checkInHabit(owner: user.id, habitId: water.id)
        #expect(first.day == "2026-05-04" && first.amount == 8)
        let again = try await database.checkInHabit(owner: user.id, habitId: water.id, amount: 5)
        #expect(again.id == first.id && again.amount == 5)
        try await database.checkInHabit(owner: user.id, habitId: water.id, day: monday.adding(days: -1), amount: 8)
        #expect(try await count(database, "habit_check_ins") == 2)

        await #expect(
            throws: AlmanacError.validation(field: "day", message: "2026-05-05 has not come yet; check in on today or a past day.")
        ) {
            try await database.checkInHabit(owner: user.id, habitId: water.id, day: monday.adding(days: 1))
        }
        await #expect(throws: AlmanacError.self) { try await database.checkInHabit(owner: user.id, habitId: water.id, amount: 0) }
        await #expect(throws: AlmanacError.self) { try await database.checkInHabit(owner: user.id, habitId: water.id, amount: .nan) }
        await #expect(throws: AlmanacError.self) {
            try await database.checkInHabit(owner: user.id, habitId: water.id, day: monday.adding(days: -4000))
        }
        // Yesterday reached the target, today has 5 of 8: the streak counts yesterday; today is still open.
        let summary = try await database.habit(owner: user.id, id: water.id)
        #expect(summary.progress.streaks.current == 1)
        #expect(summary.isDone(monday.adding(days: -1)) && !summary.isDone(monday))
        #expect(summary.progress.todayAmount == 5)

        try await database.uncheckHabit(owner: user.id, habitId: water.id)
        #expect(try await database.habit(owner: user.id, id: water.id).checkIns[monday] == nil)
        await #expect(throws: AlmanacError.notFound("“Water” has no check-in on 2026-05-04.")) {
            try await database.uncheckHabit(owner: user.id, habitId: water.id)
        }
    }

    @Test func daysAreTheUsersLocalDays() async throws {
        let (database, user, clock) = try await makeStore()
        let habit = try await database.addHabit(owner: user.id, HabitDraft(name: "Stretch"))
        // 23:30 UTC on Monday is 01:30 on Tuesday in Berlin.
        clock.set(Date(timeIntervalSince1970: 1_777_881_600 + 15.5 * 3600))
        let checkIn = try await database.checkInHabit(owner: user.id, habitId: habit.id)
        #expect(checkIn.day == "2026-05-05")
        // With the day starting at 04:00, 01:30 still belongs to Monday.
        var preferences = user.preferences
        preferences.dayStartHour = 4
        _ = try await database.updateProfile(owner: user.id, displayName: "Ada", preferences: preferences)
        #expect(try await database.checkInHabit(owner: user.id, habitId: habit.id).day == "2026-05-04")
    }

    @Test func restDaysAreDeclaredAheadAndKeepTheStreak() async throws {
        let (database, user, clock) = try await makeStore()
        let habit = try await database.addHabit(owner: user.id, HabitDraft(name: "Run"))
        try await database.checkInHabit(owner: user.id, habitId: habit.id)
        try await database.addHabitRestDay(owner: user.id, habitId: habit.id, day: monday.adding(days: 1))
        await #expect(throws: AlmanacError.self) {
            try await database.addHabitRestDay(owner: user.id, habitId: habit.id, day: monday.adding(days: -1))
        }
        // Wednesday: Monday done, Tuesday rested, Wednesday done: two days, no freeze needed.
        clock.advance(2 * 86_400)
        try await database.checkInHabit(owner: user.id, habitId: habit.id)
        let summary = try await database.habit(owner: user.id, id: habit.id)
        #expect(summary.progress.streaks.current == 2)
        #expect(summary.progress.streaks.freezesUsed == 0)
        // A rest day that has passed stays.
        await #expect(throws: AlmanacError.self) {
            try await database.removeHabitRestDay(owner: user.id, habitId: habit.id, day: monday.adding(days: 1))
        }
    }

    @Test func anotherUserCanNeitherSeeNorTouchAHabit() async throws {
        let (database, user, _) = try await makeStore()
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let habit = try await database.addHabit(owner: user.id, HabitDraft(name: "Read"))
        try await database.checkInHabit(owner: user.id, habitId: habit.id)
        #expect(try await database.habitSummaries(owner: bob.id).habits.isEmpty)
        await #expect(throws: AlmanacError.notFound("No habit with id \(habit.id).")) {
            _ = try await database.habit(owner: bob.id, id: habit.id)
        }
        await #expect(throws: AlmanacError.self) { try await database.checkInHabit(owner: bob.id, habitId: habit.id) }
        await #expect(throws: AlmanacError.self) { try await database.uncheckHabit(owner: bob.id, habitId: habit.id) }
        await #expect(throws: AlmanacError.self) { _ = try await database.deleteHabit(owner: bob.id, id: habit.id) }
        await #expect(throws: AlmanacError.self) { _ = try await database.habit(owner: bob.id, named: "Read") }
        #expect(try await count(database, "habit_check_ins") == 1)
    }

    @Test func checkInsAndDeletionsAreUndoable() async throws {
        let (database, user, _) = try await makeStore()
        let habit = try await database.addHabit(owner: user.id, HabitDraft(name: "Read"))
        for offset in 0..<3 { try await database.checkInHabit(owner: user.id, habitId: habit.id, day: monday.adding(days: -offset)) }
        try await database.addHabitRestDay(owner: user.id, habitId: habit.id, day: monday.adding(days: 3))
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Declared 2026-05-07 a rest day for “Read”")
        #expect(try await count(database, "habit_rest_days") == 0)
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Checked in “Read” on 2026-05-02")
        #expect(try await count(database, "habit_check_ins") == 2)

        _ = try await database.deleteHabit(owner: user.id, id: habit.id)
        #expect(try await count(database, "habits") == 0)
        #expect(try await count(database, "habit_check_ins") == 0)
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Deleted the habit “Read”")
        let back = try await database.habit(owner: user.id, id: habit.id)
        #expect(back.checkIns.count == 2 && back.progress.streaks.current == 2)
    }

    @Test func exportAndImportCarryHabitsCheckInsAndRestDays() async throws {
        let (database, user, _) = try await makeStore()
        let habit = try await database.addHabit(
            owner: user.id, HabitDraft(name: "Water", schedule: .everyNDays(2), target: 8, unit: "glasses"))
        try await database.checkInHabit(owner: user.id, habitId: habit.id, amount: 6)
        try await database.addHabitRestDay(owner: user.id, habitId: habit.id, day: monday.adding(days: 2))
        let export = try await database.exportAccount(owner: user.id)
        #expect(export.tables["habits"]?.count == 1 && export.tables["habit_check_ins"]?.count == 1)
        #expect(export.tables["habit_rest_days"]?.count == 1)

        let other = try await makeDatabase()
        let ada2 = try await other.createUser(username: "ada2", password: "correct horse", timeZone: "Europe/Berlin")
        try await other.importAccount(owner: ada2.id, export)
        let imported = try await other.habitSummaries(owner: ada2.id).habits
        #expect(imported.map(\.habit.name) == ["Water"])
        #expect(imported.first?.habit.schedule == .everyNDays(2))
        #expect(imported.first?.checkIns[monday] == 6 && imported.first?.restDays == [monday.adding(days: 2)])
    }

    @Test func pagesReadOnceAndShowTheWeek() async throws {
        let (database, user, _) = try await makeStore()
        let habit = try await database.addHabit(owner: user.id, HabitDraft(name: "Read", schedule: .weekdays([2, 4, 6])))
        try await database.checkInHabit(owner: user.id, habitId: habit.id)
        let today = try await database.todayPage(owner: user.id, day: monday)
        #expect(today.habits.days.first == monday && today.habits.days.count == 7)
        #expect(today.habits.due(on: monday).map(\.habit.name) == ["Read"])
        #expect(today.habits.due(on: monday.adding(days: 1)).isEmpty)  // Tuesday is not scheduled
        let week = try await database.weekPage(owner: user.id, containing: monday)
        #expect(week.habits.habits.first?.isDone(monday) == true)
        let page = try await database.habitPage(owner: user.id, id: habit.id)
        #expect(page.strengthByMonth.last?.day == monday)
        #expect(page.summary.progress.strength > 0)
    }

    @Test func habitsMoveUpAndDownAndTheMoveIsUndoable() async throws {
        let (database, user, _) = try await makeStore()
        var ids: [String] = []
        for name in ["Read", "Walk", "Water", "Piano"] {
            ids.append(try await database.addHabit(owner: user.id, HabitDraft(name: name)).id)
        }
        func order() async throws -> [String] { try await database.habitSummaries(owner: user.id).habits.map(\.habit.name) }
        try await database.moveHabit(owner: user.id, id: ids[3], to: .before(ids[1]))
        #expect(try await order() == ["Read", "Piano", "Walk", "Water"])
        try await database.moveHabit(owner: user.id, id: ids[0], to: .after(ids[2]))
        #expect(try await order() == ["Piano", "Walk", "Water", "Read"])
        try await database.moveHabit(owner: user.id, id: ids[2], to: .top)
        #expect(try await order() == ["Water", "Piano", "Walk", "Read"])
        // Today's check-ins and the week's grid follow the same order.
        #expect(
            try await database.todayPage(owner: user.id, day: monday).habits.habits.map(\.habit.name) == ["Water", "Piano", "Walk", "Read"])
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Moved the habit “Water”")
        #expect(try await order() == ["Piano", "Walk", "Water", "Read"])
        try await database.moveHabit(owner: user.id, id: ids[1], to: .bottom)
        #expect(try await order() == ["Piano", "Water", "Read", "Walk"])

        await #expect(throws: AlmanacError.validation(field: "before", message: "A habit cannot be moved next to itself.")) {
            try await database.moveHabit(owner: user.id, id: ids[0], to: .before(ids[0]))
        }
        // Another user's habit is neither movable nor an anchor.
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let bobs = try await database.addHabit(owner: bob.id, HabitDraft(name: "Swim"))
        await #expect(throws: AlmanacError.self) { try await database.moveHabit(owner: bob.id, id: ids[0], to: .top) }
        await #expect(throws: AlmanacError.self) { try await database.moveHabit(owner: user.id, id: ids[0], to: .after(bobs.id)) }
        #expect(try await order() == ["Piano", "Water", "Read", "Walk"])
    }

    @Test func theRetrospectiveCountsHabitCheckInsPlannedAndDonePerArea() async throws {
        let (database, user, _) = try await makeStore()
        let health = try await database.addArea(owner: user.id, name: "Health")
        let walk = try await database.addHabit(owner: user.id, HabitDraft(name: "Walk", areaId: health.id))
        let swim = try await database.addHabit(owner: user.id, HabitDraft(name: "Swim", areaId: health.id, schedule: .weekdays([2, 4, 6])))
        let read = try await database.addHabit(owner: user.id, HabitDraft(name: "Read", schedule: .timesPerWeek(3)))
        try await database.checkInHabit(owner: user.id, habitId: walk.id)
        try await database.checkInHabit(owner: user.id, habitId: swim.id)
        try await database.checkInHabit(owner: user.id, habitId: read.id)
        try await database.addHabitRestDay(owner: user.id, habitId: walk.id, day: monday.adding(days: 2))

        let report = try await database.weekReport(owner: user.id, containing: monday).report
        #expect(report.period.start == monday && report.period.end == monday.adding(days: 6))
        // Walk: 7 days less a rest day; Swim: Monday, Wednesday, Friday; Read: 3 in the week.
        #expect(report.plannedHabitCheckIns == 6 + 3 + 3 && report.doneHabitCheckIns == 3)
        let line = try #require(report.byArea.first { $0.areaId == health.id })
        #expect(line.plannedHabitCheckIns == 9 && line.doneHabitCheckIns == 2)
        #expect(line.plannedGoals == 0)  // an area with habits and no goals still has its line
        // The Week page's metrics are this report.
        #expect(try await database.weekPage(owner: user.id, containing: monday).report.report.doneHabitCheckIns == 3)
    }

    @Test func aHabitAddedMidWeekIsPlannedFromItsStartOrItsFirstBackFilledCheckIn() async throws {
        let (database, user, clock) = try await makeStore()
        clock.advance(2 * 86_400)  // Wednesday
        let added = try await database.addHabit(owner: user.id, HabitDraft(name: "Stretch"))
        let backFilled = try await database.addHabit(owner: user.id, HabitDraft(name: "Read"))
        try await database.checkInHabit(owner: user.id, habitId: backFilled.id, day: monday.adding(days: 1))
        try await database.checkInHabit(owner: user.id, habitId: added.id)
        let report = try await database.weekReport(owner: user.id, containing: monday).report
        // Stretch: Wednesday to Sunday (5); Read: from its back-filled Tuesday (6).
        #expect(report.plannedHabitCheckIns == 5 + 6 && report.doneHabitCheckIns == 2)
    }
}

@Suite struct HabitRemindersStoreTests {
    @Test func aHabitRingsOnceAtItsTimeWhenDueAndNotDone() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(9))
        let read = try await database.addHabit(owner: user.id, HabitDraft(name: "Read", icon: "📚", reminder: try WallClockTime(hour: 20)))
        let walk = try await database.addHabit(owner: user.id, HabitDraft(name: "Walk", reminder: try WallClockTime(hour: 20)))
        // Piano is on Tuesdays only: Monday 4 May it stays quiet.
        _ = try await database.addHabit(
            owner: user.id, HabitDraft(name: "Piano", schedule: .weekdays([3]), reminder: try WallClockTime(hour: 20)))
        try await database.checkInHabit(owner: user.id, habitId: walk.id)
        clock.set(berlin(19, 59))
        #expect(try await database.deliverDueHabitReminders(owner: user.id) == nil)
        clock.set(berlin(20, 1))
        let rung = try #require(try await database.deliverDueHabitReminders(owner: user.id))
        #expect(rung.kind == "habit" && rung.message == "Habit for today: “📚 Read”.")
        clock.set(berlin(20, 30))
        #expect(try await database.deliverDueHabitReminders(owner: user.id) == nil)
        // The next day it rings again; a rest day keeps it quiet.
        try await database.addHabitRestDay(owner: user.id, habitId: read.id, day: LocalDay(year: 2026, month: 5, day: 6))
        clock.set(berlin(20, 5, day: 5))
        #expect(try await database.deliverDueHabitReminders(owner: user.id)?.message == "Habits for today: “📚 Read”, “Walk”, “Piano”.")
        clock.set(berlin(20, 5, day: 6))
        #expect(try await database.deliverDueHabitReminders(owner: user.id)?.message == "Habit for today: “Walk”.")
    }

    @Test func quietHoursHoldAReminderBack() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(9))
        var settings = try await database.systemSettings(owner: user.id)
        settings.quietHours = try QuietHours(start: WallClockTime(hour: 22), end: WallClockTime(hour: 7))
        try await database.updateSystemSettings(owner: user.id, settings)
        _ = try await database.addHabit(owner: user.id, HabitDraft(name: "Floss", reminder: try WallClockTime(hour: 22, minute: 30)))
        clock.set(berlin(22, 45))
        #expect(try await database.deliverDueHabitReminders(owner: user.id) == nil)
        #expect(
            HabitReminder.isDue(
                try WallClockTime(hour: 22, minute: 30), on: LocalDay(year: 2026, month: 5, day: 4),
                in: TimeZone(identifier: "Europe/Berlin")!, now: berlin(22, 45), quietHours: nil))
    }
}

import AlmanacCore
import Testing

/// A check-in sequence, one character a day from `start` (a Monday): x done, . missed, r a rest day.
/// The last character is today.
struct StreakCase: CustomTestStringConvertible, Sendable {
    let name: String
    let schedule: HabitSchedule
    let days: String
    let current: Int
    let best: Int
    let freezesUsed: Int
    let banked: Int

    var testDescription: String { name }

    static let start = LocalDay(year: 2026, month: 11, day: 2)  // a Monday

    var today: LocalDay { Self.start.adding(days: days.count - 1) }
    var done: Set<LocalDay> { marked("x") }
    var rest: Set<LocalDay> { marked("r") }

    private func marked(_ mark: Character) -> Set<LocalDay> {
        Set(days.enumerated().filter { $0.element == mark }.map { Self.start.adding(days: $0.offset) })
    }
}

@Suite("Habit streaks, freezes and rest days")
struct HabitStreaksTests {
    static let cases: [StreakCase] = [
        .init(name: "three days", schedule: .daily, days: "xxx", current: 3, best: 3, freezesUsed: 0, banked: 0),
        .init(name: "today not done yet keeps the streak", schedule: .daily, days: "xxx.", current: 3, best: 3, freezesUsed: 0, banked: 0),
        .init(name: "a miss without a freeze ends it", schedule: .daily, days: "xx.x", current: 1, best: 2, freezesUsed: 0, banked: 0),
        .init(
            name: "seven days earn a freeze that covers a miss", schedule: .daily, days: "xxxxxxx.x", current: 8, best: 8, freezesUsed: 1,
            banked: 0),
        .init(
            name: "the second miss with no freeze left ends it", schedule: .daily, days: "xxxxxxx..x", current: 1, best: 7, freezesUsed: 1,
            banked: 0),
        .init(
            name: "a rest day neither breaks nor counts", schedule: .daily, days: "xxrxx", current: 4, best: 4, freezesUsed: 0, banked: 0),
        .init(
            name: "three banked freezes cover three misses", schedule: .daily, days: String(repeating: "x", count: 21) + "...x",
            current: 22, best: 22, freezesUsed: 3, banked: 0),
        .init(
            name: "at most three freezes are banked", schedule: .daily, days: String(repeating: "x", count: 28) + ".x",
            current: 29, best: 29, freezesUsed: 1, banked: 2),
        .init(name: "no freeze is spent without a streak", schedule: .daily, days: "..xx", current: 2, best: 2, freezesUsed: 0, banked: 0),
        .init(
            name: "three times a week counts weeks", schedule: .timesPerWeek(3), days: "x.x.x.." + "..x.x.x" + "x", current: 2, best: 2,
            freezesUsed: 0, banked: 0),
        .init(
            name: "a short week ends a weekly streak", schedule: .timesPerWeek(3), days: "x.x.x.." + "xx....." + "x.x", current: 0, best: 1,
            freezesUsed: 0, banked: 0),
        .init(
            name: "a week of rest is skipped", schedule: .timesPerWeek(3), days: "xxx...." + "rrrrrrr" + "xxx", current: 2, best: 2,
            freezesUsed: 0, banked: 0),
        .init(
            name: "rest days lower the week's quota to the days left", schedule: .timesPerWeek(3), days: "rrrrrxx" + "x", current: 1,
            best: 1, freezesUsed: 0, banked: 0),
        .init(
            name: "weekdays ignore the other days", schedule: .weekdays([2, 4, 6]), days: "x.x.x..x..", current: 4, best: 4, freezesUsed: 0,
            banked: 0),
        .init(
            name: "a missed weekday ends it", schedule: .weekdays([2, 4, 6]), days: "x.x....x", current: 1, best: 2, freezesUsed: 0,
            banked: 0),
        .init(name: "every three days", schedule: .everyNDays(3), days: "x....x...x", current: 1, best: 2, freezesUsed: 0, banked: 0),
        .init(
            name: "a weekly freeze after seven weeks", schedule: .timesPerWeek(1),
            days: String(repeating: "x......", count: 7) + "......." + "x",
            current: 8, best: 8, freezesUsed: 1, banked: 0),
    ]

    @Test(arguments: cases)
    func streak(_ c: StreakCase) {
        let report = HabitStreaks.report(
            schedule: c.schedule, anchor: StreakCase.start, weekStart: 2, today: c.today, doneDays: c.done, restDays: c.rest)
        #expect(report.current == c.current)
        #expect(report.best == c.best)
        #expect(report.freezesUsed == c.freezesUsed)
        #expect(report.freezesBanked == c.banked)
    }

    @Test func aFreezeSaysWhichDayItCovered() {
        let c = StreakCase(name: "", schedule: .daily, days: "xxxxxxx.x", current: 8, best: 8, freezesUsed: 1, banked: 0)
        let report = HabitStreaks.report(
            schedule: .daily, anchor: StreakCase.start, weekStart: 2, today: c.today, doneDays: c.done, restDays: [])
        #expect(report.frozenInCurrent == [StreakCase.start.adding(days: 7)])
        #expect(report.towardsNextFreeze == 1)
    }

    @Test func aBrokenStreakForgetsItsFreezesButNotTheHistory() {
        let days = "xxxxxxx.x..x"
        let c = StreakCase(name: "", schedule: .daily, days: days, current: 0, best: 0, freezesUsed: 0, banked: 0)
        let report = HabitStreaks.report(
            schedule: .daily, anchor: StreakCase.start, weekStart: 2, today: c.today, doneDays: c.done, restDays: [])
        #expect(report.current == 1)
        #expect(report.best == 8)
        #expect(report.frozen == [StreakCase.start.adding(days: 7)])
        #expect(report.frozenInCurrent.isEmpty)
    }

    @Test func theOpenWeekShowsItsProgress() {
        let c = StreakCase(name: "", schedule: .timesPerWeek(3), days: "x.x", current: 0, best: 0, freezesUsed: 0, banked: 0)
        let report = HabitStreaks.report(
            schedule: .timesPerWeek(3), anchor: StreakCase.start, weekStart: 2, today: c.today, doneDays: c.done, restDays: [])
        #expect(report.openDone == 2)
        #expect(report.openQuota == 3)
        #expect(report.current == 0)
    }

    @Test func aSundayWeekStartMovesTheWeeks() {
        // Sun 2026-11-01 .. Sat 11-07 is one week when weeks start on Sunday; Mon-based it is two.
        let sunday = LocalDay(year: 2026, month: 11, day: 1)
        let done: Set<LocalDay> = [sunday, sunday.adding(days: 1)]
        let sundayWeeks = HabitStreaks.report(
            schedule: .timesPerWeek(2), anchor: sunday, weekStart: 1, today: sunday.adding(days: 7), doneDays: done, restDays: [])
        let mondayWeeks = HabitStreaks.report(
            schedule: .timesPerWeek(2), anchor: sunday, weekStart: 2, today: sunday.adding(days: 7), doneDays: done, restDays: [])
        #expect(sundayWeeks.current == 1)
        #expect(mondayWeeks.current == 0)
    }

    @Test func restDaysAreDeclaredInAdvance() throws {
        let today = LocalDay(year: 2026, month: 11, day: 24)
        try HabitStreaks.checkRestDay(today, today: today)
        try HabitStreaks.checkRestDay(today.adding(days: 3), today: today)
        #expect(throws: AlmanacError.self) { try HabitStreaks.checkRestDay(today.adding(days: -1), today: today) }
        #expect(throws: AlmanacError.self) { try HabitStreaks.checkRestDay(today.adding(days: 400), today: today) }
    }
}

@Suite("Habit week tally")
struct HabitTallyTests {
    let monday = LocalDay(year: 2026, month: 11, day: 2)
    func days(_ marks: String, _ mark: Character = "x") -> Set<LocalDay> {
        Set(marks.enumerated().filter { $0.element == mark }.map { monday.adding(days: $0.offset) })
    }

    @Test func plannedAndDoneFollowTheSchedule() {
        let sunday = monday.adding(days: 6)
        func tally(_ schedule: HabitSchedule, _ marks: String) -> (Int, Int) {
            let result = HabitTally.tally(
                schedule: schedule, from: monday, through: sunday, anchor: monday, weekStart: 2, doneDays: days(marks),
                restDays: days(marks, "r"))
            return (result.planned, result.done)
        }
        #expect(tally(.daily, "xx.x...") == (7, 3))
        #expect(tally(.daily, "xxrr...") == (5, 2))
        #expect(tally(.timesPerWeek(3), "xxxxx..") == (3, 3))
        #expect(tally(.weekdays([2, 4, 6]), "x.x.x.x") == (3, 3))  // Sunday's check-in is not planned
        #expect(tally(.everyNDays(3), "x...x..") == (3, 2))  // runs start Mon, Thu, Sun
    }
}

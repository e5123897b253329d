import AlmanacCore
import Foundation
import Testing

/// Expected scores follow Loop Habit Tracker's formula by hand: a daily habit's multiplier is
/// m = 0.5^(1/13), so 13 check-ins in a row give 1 − m¹³ = 0.5 and 26 give 0.75; the other rows
/// were worked through the same recurrence (window doubled below daily) outside Swift.
struct StrengthCase: CustomTestStringConvertible, Sendable {
    let name: String
    let schedule: HabitSchedule
    /// x done, . missed, r rest, h half the target; the last character is today.
    let days: String
    let expected: Double

    var testDescription: String { name }
}

@Suite("Habit strength (Loop Habit Tracker's score)")
struct HabitStrengthTests {
    static let start = LocalDay(year: 2026, month: 1, day: 5)  // a Monday
    static let m = pow(0.5, 1.0 / 13.0)

    static let cases: [StrengthCase] = [
        .init(name: "one check-in", schedule: .daily, days: "x", expected: 1 - m),
        .init(name: "13 days in a row reach one half", schedule: .daily, days: String(repeating: "x", count: 13), expected: 0.5),
        .init(name: "26 days reach three quarters", schedule: .daily, days: String(repeating: "x", count: 26), expected: 0.75),
        .init(
            name: "13 misses halve it", schedule: .daily, days: String(repeating: "x", count: 13) + String(repeating: ".", count: 13),
            expected: 0.25),
        .init(name: "one miss after 26 days", schedule: .daily, days: String(repeating: "x", count: 26) + ".", expected: 0.75 * m),
        .init(name: "rest days keep the score", schedule: .daily, days: "xrrrrr", expected: 1 - m),
        .init(name: "half the target counts half", schedule: .daily, days: "h", expected: 0.5 * (1 - m)),
        .init(
            name: "one miss after 60 days barely dents it", schedule: .daily, days: String(repeating: "x", count: 60) + ".",
            expected: 0.9093985679233769),
        .init(
            name: "a week of misses does", schedule: .daily, days: String(repeating: "x", count: 60) + String(repeating: ".", count: 7),
            expected: 0.6604156326847739),
        .init(name: "every 2 days kept", schedule: .everyNDays(2), days: String(repeating: "x.", count: 10), expected: 0.5111169249677364),
        .init(
            name: "3 times a week kept", schedule: .timesPerWeek(3), days: String(repeating: "x.x.x..", count: 4),
            expected: 0.5398972529244697),
        .init(
            name: "Mon, Wed, Fri kept", schedule: .weekdays([2, 4, 6]), days: String(repeating: "x.x.x..", count: 4),
            expected: 0.5398972529244697),
    ]

    @Test(arguments: cases)
    func score(_ c: StrengthCase) {
        var values: [LocalDay: Double] = [:]
        var rest: Set<LocalDay> = []
        for (offset, mark) in c.days.enumerated() {
            let day = Self.start.adding(days: offset)
            switch mark {
            case "x": values[day] = 1
            case "h": values[day] = 0.5
            case "r": rest.insert(day)
            default: break
            }
        }
        let today = Self.start.adding(days: c.days.count - 1)
        let score = HabitStrength.score(schedule: c.schedule, values: values, restDays: rest, today: today)
        #expect(abs(score - c.expected) < 1e-9, "\(score) ≠ \(c.expected)")
    }

    @Test func theMultiplierFollowsTheFrequency() {
        #expect(abs(HabitStrength.multiplier(frequency: 1) - m) < 1e-12)
        #expect(abs(HabitStrength.multiplier(frequency: 0.25) - pow(0.5, 0.5 / 13)) < 1e-12)
        // One step: previous × m + value × (1 − m).
        #expect(abs(HabitStrength.compute(frequency: 1, previous: 0.5, value: 1) - (0.5 * m + (1 - m))) < 1e-12)
    }

    var m: Double { Self.m }

    @Test func noCheckInMeansNoScore() {
        #expect(HabitStrength.score(schedule: .daily, values: [:], restDays: [], today: Self.start) == 0)
        #expect(HabitStrength.percent(0.5) == 50)
        #expect(HabitStrength.percent(1.2) == 100)
    }

    @Test func progressUsesTheTargetForStreaksAndItsShareForStrength() {
        let today = Self.start.adding(days: 1)
        let progress = HabitProgress.compute(
            schedule: .daily, target: 8, anchor: Self.start, weekStart: 2, today: today,
            checkIns: [Self.start: 8, today: 4], restDays: [])
        // Day one reached the target, today has half of it: the streak counts day one, today stays open.
        #expect(progress.streaks.current == 1)
        #expect(progress.todayAmount == 4)
        let expected = ((1 - m) * m) + 0.5 * (1 - m)
        #expect(abs(progress.strength - expected) < 1e-12)
    }
}

@Suite("Habit schedules and drafts")
struct HabitScheduleTests {
    @Test(arguments: ["daily", "3/week", "mon,wed,fri", "every 2 days", "sun"])
    func textRoundTrips(_ text: String) throws {
        let schedule = try HabitSchedule.parse(text)
        #expect(schedule.text == text)
        #expect(try HabitSchedule.make(kind: schedule.kind, count: schedule.count, weekdayMask: schedule.weekdayMask) == schedule)
    }

    @Test(arguments: ["", "8/week", "0/week", "every 1 days", "every 400 days", "funday", "x/week"])
    func badSchedulesAreRefused(_ text: String) {
        #expect(throws: AlmanacError.self) { try HabitSchedule.parse(text) }
    }

    @Test func everyNDaysCountsRunsFromTheStart() {
        let anchor = LocalDay(year: 2026, month: 3, day: 10)
        let slot = HabitSchedule.everyNDays(3).slot(containing: anchor.adding(days: -1), anchor: anchor, weekStart: 2)
        #expect(slot?.start == anchor.adding(days: -3))
        #expect(slot?.end == anchor.adding(days: -1))
        #expect(
            HabitSchedule.everyNDays(3).slot(containing: anchor.adding(days: 4), anchor: anchor, weekStart: 2)?.start
                == anchor.adding(days: 3))
    }

    @Test func draftsAreChecked() throws {
        let draft = try HabitDraft(name: "  Read  ", icon: "📚", color: "#2F6F5E", target: 20, unit: " pages ").validated()
        #expect(draft.name == "Read")
        #expect(draft.color == "#2f6f5e")
        #expect(draft.unit == "pages")
        #expect(throws: AlmanacError.self) { try HabitDraft(name: " ").validated() }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: "Read", color: "red").validated() }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: "Read", target: .nan).validated() }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: "Read", target: -1).validated() }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: "Read", icon: "abc").validated() }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: String(repeating: "a", count: 101)).validated() }
    }
}

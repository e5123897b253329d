import Foundation
import Testing

@testable import AlmanacCore

@Suite struct PresenceTests {
    let everyDay: Set<Int> = [1, 2, 3, 4, 5, 6, 7]
    let monday = focusDay("2026-11-16")

    func interval(_ from: String, _ to: String, _ timeZone: TimeZone = berlinZone) -> DateInterval {
        DateInterval(start: focusTime(from, timeZone), end: focusTime(to, timeZone))
    }

    @Test func overlappingIntentionsCountOnce() {
        let result = presence(
            of: [
                interval("2026-11-16 10:00", "2026-11-16 11:00"), interval("2026-11-16 10:30", "2026-11-16 12:00"),
                interval("2026-11-16 10:15", "2026-11-16 10:45"),
            ],
            on: monday, activeHours: .standard, timeZone: berlinZone, dayStartHour: 0)
        #expect(result.coveredSeconds == focusHours(2))
        #expect(result.activeSeconds == focusHours(9))
        #expect(abs(result.fraction - 2.0 / 9.0) < 1e-9)
    }

    @Test func onlyThePartInsideActiveHoursCounts() {
        let result = presence(
            of: [interval("2026-11-16 07:00", "2026-11-16 10:00"), interval("2026-11-16 17:30", "2026-11-16 20:00")],
            on: monday, activeHours: .standard, timeZone: berlinZone, dayStartHour: 0)
        #expect(result.coveredSeconds == focusHours(1.5))
    }

    @Test func anIntervalOverMidnightIsSplitBetweenTheTwoDays() throws {
        let late = try ActiveHours(start: WallClockTime("08:00"), end: WallClockTime("23:30"), weekdays: everyDay)
        let overnight = [interval("2026-11-16 23:00", "2026-11-17 09:00")]
        let mondayPresence = presence(of: overnight, on: monday, activeHours: late, timeZone: berlinZone, dayStartHour: 0)
        let tuesdayPresence = presence(of: overnight, on: focusDay("2026-11-17"), activeHours: late, timeZone: berlinZone, dayStartHour: 0)
        #expect(mondayPresence.coveredSeconds == focusHours(0.5))
        #expect(tuesdayPresence.coveredSeconds == focusHours(1))
    }

    @Test func theDayStartHourKeepsLateWorkOnTheDayItBelongsTo() throws {
        // A night owl: active 12:00–02:00, the day starts at 04:00.
        let nightOwl = try ActiveHours(start: WallClockTime("12:00"), end: WallClockTime("02:00"), weekdays: everyDay)
        let afterMidnight = [interval("2026-11-17 01:00", "2026-11-17 03:00")]
        let withDayStart = presence(of: afterMidnight, on: monday, activeHours: nightOwl, timeZone: berlinZone, dayStartHour: 4)
        #expect(withDayStart.activeSeconds == focusHours(14))
        #expect(withDayStart.coveredSeconds == focusHours(1))
        // With the day starting at midnight, 01:00 on Tuesday is Tuesday's and outside its active hours.
        let atMidnight = presence(of: afterMidnight, on: monday, activeHours: nightOwl, timeZone: berlinZone, dayStartHour: 0)
        #expect(atMidnight.activeSeconds == focusHours(12))
        #expect(atMidnight.coveredSeconds == 0)
        let tuesday = presence(of: afterMidnight, on: focusDay("2026-11-17"), activeHours: nightOwl, timeZone: berlinZone, dayStartHour: 4)
        #expect(tuesday.coveredSeconds == 0)
    }

    @Test func activeHoursAreWallClockTimesOnDSTDays() throws {
        let allWeek = try ActiveHours(start: WallClockTime("09:00"), end: WallClockTime("18:00"), weekdays: everyDay)
        let morning = try ActiveHours(start: WallClockTime("00:00"), end: WallClockTime("12:00"), weekdays: everyDay)
        // 2026-03-29: Berlin skips 02:00–03:00 (a 23-hour day); 2026-10-25 repeats 02:00–03:00 (25 hours).
        let spring = focusDay("2026-03-29")
        let autumn = focusDay("2026-10-25")
        let springMorning = [interval("2026-03-29 00:00", "2026-03-29 12:00")]
        let nine = presence(of: springMorning, on: spring, activeHours: allWeek, timeZone: berlinZone, dayStartHour: 0)
        #expect(nine.activeSeconds == focusHours(9))
        #expect(nine.coveredSeconds == focusHours(3))
        let short = presence(of: springMorning, on: spring, activeHours: morning, timeZone: berlinZone, dayStartHour: 0)
        #expect(short.activeSeconds == focusHours(11))
        #expect(short.fraction == 1)
        let long = presence(
            of: [interval("2026-10-25 00:00", "2026-10-25 06:00")], on: autumn, activeHours: morning, timeZone: berlinZone,
            dayStartHour: 0)
        #expect(long.activeSeconds == focusHours(13))
        #expect(long.coveredSeconds == focusHours(7))
        // The whole day, from one midnight to the next, really is 23 and 25 hours long.
        let wholeSpringDay = DateInterval(start: focusTime("2026-03-29 00:00"), end: focusTime("2026-03-30 00:00"))
        #expect(wholeSpringDay.duration == focusHours(23))
    }

    @Test func aDayOffHasNoActiveHours() {
        let saturday = presence(
            of: [interval("2026-11-21 10:00", "2026-11-21 12:00")], on: focusDay("2026-11-21"), activeHours: .standard,
            timeZone: berlinZone, dayStartHour: 0)
        #expect(saturday == Presence(coveredSeconds: 0, activeSeconds: 0))
        #expect(saturday.fraction == 0)
    }

    @Test func weeklyPresenceSumsSecondsRatherThanAveragingFractions() {
        let week = presenceByDay(
            of: [interval("2026-11-16 09:00", "2026-11-16 18:00")], from: monday, through: focusDay("2026-11-22"),
            activeHours: .standard, timeZone: berlinZone, dayStartHour: 0)
        #expect(week.count == 7)
        #expect(week[0].presence.fraction == 1)
        let total = Presence.total(week.map(\.presence))
        #expect(total.activeSeconds == focusHours(45))
        #expect(abs(total.fraction - 0.2) < 1e-9)
    }

    /// Against a model: mark each covered minute of the day in a table and count.
    @Test(arguments: 1...40) func matchesMinuteByMinuteCounting(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let active = try ActiveHours(
            start: WallClockTime(hour: Int.random(in: 0...11, using: &random)),
            end: WallClockTime(hour: Int.random(in: 12...23, using: &random), minute: 30), weekdays: everyDay)
        let dayStart = focusTime("2026-11-16 00:00", utcZone)
        let intervals = (0..<Int.random(in: 0...8, using: &random)).map { _ in
            let start = Int.random(in: -120...1500, using: &random)
            let length = Int.random(in: 1...240, using: &random)
            return DateInterval(start: dayStart.addingTimeInterval(Double(start * 60)), duration: Double(length * 60))
        }
        var covered = [Bool](repeating: false, count: 24 * 60)
        for interval in intervals {
            let first = Int(interval.start.timeIntervalSince(dayStart) / 60)
            let last = Int(interval.end.timeIntervalSince(dayStart) / 60)
            let from = min(max(0, first), 24 * 60)
            let to = min(max(from, last), 24 * 60)
            for minute in from..<to { covered[minute] = true }
        }
        let activeRange = active.start.minutesSinceMidnight..<active.end.minutesSinceMidnight
        let expected = activeRange.filter { covered[$0] }.count
        let result = presence(of: intervals, on: monday, activeHours: active, timeZone: utcZone, dayStartHour: 0)
        #expect(result.coveredSeconds == Double(expected * 60))
        #expect(result.activeSeconds == Double(activeRange.count * 60))
    }
}

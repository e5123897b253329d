import Foundation
import Testing

@testable import AlmanacCore

@Suite struct SprintPeriodTests {
    @Test(arguments: [
        ("2026-11-18", 2, "2026-11-16", "2026-11-22"),  // Wednesday, weeks start Monday
        ("2026-11-16", 2, "2026-11-16", "2026-11-22"),
        ("2026-11-22", 2, "2026-11-16", "2026-11-22"),  // Sunday ends a Monday week
        ("2026-11-22", 1, "2026-11-22", "2026-11-28"),  // and starts a Sunday week
        ("2026-11-18", 1, "2026-11-15", "2026-11-21"),
        ("2027-01-01", 2, "2026-12-28", "2027-01-03"),  // across the new year
    ])
    func oneWeekContainingADay(dayText: String, weekStart: Int, start: String, end: String) {
        let period = SprintPeriod.containing(focusDay(dayText), weekStart: weekStart, length: .oneWeek)
        #expect(period.start == focusDay(start))
        #expect(period.end == focusDay(end))
        #expect(period.days.count == 7)
    }

    @Test func twoWeekSprintsArePairedFromTheReferenceMonday() {
        // 2001-01-01 starts a sprint; so does every 14th day after it, e.g. 2026-11-16 (9450 days later).
        #expect(focusDay("2001-01-01").days(to: focusDay("2026-11-16")) % 14 == 0)
        let sprint = SprintPeriod.containing(focusDay("2026-11-25"), weekStart: 2, length: .twoWeeks)
        #expect(sprint.start == focusDay("2026-11-16"))
        #expect(sprint.end == focusDay("2026-11-29"))
        #expect(sprint.dayCount == 14)
        #expect(SprintPeriod.containing(focusDay("2026-11-30"), weekStart: 2, length: .twoWeeks).start == focusDay("2026-11-30"))
        // Days before the anchor fall into whole sprints as well.
        #expect(SprintPeriod.containing(focusDay("2000-12-20"), weekStart: 2, length: .twoWeeks).start == focusDay("2000-12-18"))
    }

    @Test func aUserAnchorMovesTheTwoWeekRhythm() {
        let anchor = focusDay("2026-11-25")  // a Wednesday: its Monday, 2026-11-23, starts the first sprint
        let sprint = SprintPeriod.containing(focusDay("2026-12-01"), weekStart: 2, length: .twoWeeks, anchor: anchor)
        #expect(sprint.start == focusDay("2026-11-23"))
    }

    /// Every day lies in exactly one sprint, sprints tile without gaps and start on the week-start day.
    @Test(arguments: [(1, SprintLength.oneWeek), (2, .oneWeek), (1, .twoWeeks), (2, .twoWeeks)])
    func sprintsTileTheCalendar(weekStart: Int, length: SprintLength) {
        var period = SprintPeriod.containing(focusDay("2019-12-25"), weekStart: weekStart, length: length)
        for _ in 0..<200 {
            #expect(period.start.weekday == weekStart)
            #expect(period.dayCount == length.days)
            for member in period.days {
                #expect(SprintPeriod.containing(member, weekStart: weekStart, length: length) == period)
            }
            #expect(period.next.previous == period)
            period = period.next
        }
    }
}

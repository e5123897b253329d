import Foundation
import Testing

@testable import AlmanacCore

@Suite struct DateStyleTests {
    let day = LocalDay(year: 2026, month: 11, day: 30)

    /// Day first (Europe and most of the world) and month first (the United States) write every
    /// form of a day in their own order; neither writes `2026-11-30` or `11/30/2026`.
    @Test func eachOrderWritesEveryFormOfADayItsWay() {
        let dayFirst = DateStyle(order: .dayMonth)
        #expect(dayFirst.short(day) == "Mon 30 Nov")
        #expect(dayFirst.long(day) == "Monday 30 November")
        #expect(dayFirst.longWithYear(day) == "Monday 30 November 2026")
        #expect(dayFirst.withYear(day) == "30 Nov 2026")
        #expect(dayFirst.numeric(day) == "30/11")
        let monthFirst = DateStyle(order: .monthDay)
        #expect(monthFirst.short(day) == "Mon Nov 30")
        #expect(monthFirst.long(day) == "Monday, November 30")
        #expect(monthFirst.longWithYear(day) == "Monday, November 30, 2026")
        #expect(monthFirst.withYear(day) == "Nov 30, 2026")
        #expect(monthFirst.numeric(day) == "11/30")
        #expect(monthFirst.month(year: 2026, month: 11) == "November 2026")
        #expect(dayFirst.partial(year: 2015, month: 6, day: 25) == "25 Jun 2015")
        #expect(monthFirst.partial(year: 2015, month: 6, day: 25) == "Jun 25, 2015")
        #expect(monthFirst.partial(year: 2015, month: 6, day: nil) == "Jun 2015")
        #expect(dayFirst.partial(year: 2015, month: nil, day: nil) == "2015")
    }

    /// The default follows the person's zone: day first in Berlin and Tokyo, month first in New York.
    @Test func theUsualStyleFollowsTheZone() {
        #expect(DateStyle.usual(inTimeZone: "Europe/Berlin").short(day) == "Mon 30 Nov")
        #expect(DateStyle.usual(inTimeZone: "Asia/Tokyo").numeric(day) == "30/11")
        #expect(DateStyle.usual(inTimeZone: "America/New_York").numeric(day) == "11/30")
    }

    /// Near days in words; another year's day names its year.
    @Test func relativeDaysAndOtherYears() {
        let style = DateStyle(order: .dayMonth)
        #expect(style.relative(day, today: day) == "Today")
        #expect(style.relative(day.adding(days: 1), today: day) == "Tomorrow")
        #expect(style.relative(day.adding(days: -1), today: day) == "Yesterday")
        #expect(style.relative(day.adding(days: 2), today: day) == "Wed 2 Dec")
        #expect(style.relative(day.adding(days: 40), today: day) == "Sat 9 Jan 2027")
        #expect(style.stored("2026-11-30", thisYear: 2026) == "Mon 30 Nov")
        #expect(style.stored("2025-11-30", thisYear: 2026) == "Sun 30 Nov 2025")
        #expect(style.stored("not a day") == "not a day")
    }

    /// An instant is written on the person's wall clock, in 24 hours: 18:34 in Berlin is not "06:34",
    /// and 23:30 in New York on 30 November is still the 30th there (04:30 UTC on 1 December).
    @Test func instantsOnThePersonsWallClock() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let evening = Date(timeIntervalSince1970: 1_796_060_040)  // 2026-11-30T17:34:00Z
        #expect(DateStyle(order: .dayMonth).instant(evening, in: berlin) == "Mon 30 Nov 2026, 18:34")
        let lateNight = Date(timeIntervalSince1970: 1_796_099_400)  // 2026-12-01T04:30:00Z
        #expect(DateStyle(order: .monthDay).instant(lateNight, in: newYork) == "Mon Nov 30, 2026, 23:30")
        // 2026-03-29T01:30:00Z, half an hour after Berlin's clocks went forward.
        let afterTheChange = Date(timeIntervalSince1970: 1_774_747_800)
        #expect(DateStyle(order: .dayMonth).instant(afterTheChange, in: berlin) == "Sun 29 Mar 2026, 03:30")
    }
}

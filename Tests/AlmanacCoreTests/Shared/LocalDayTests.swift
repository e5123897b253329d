import Foundation
import Testing

@testable import AlmanacCore

@Suite struct LocalDayTests {
    @Test func parsesAndRefusesImpossibleDays() {
        #expect(LocalDay("2024-02-29")?.description == "2024-02-29")
        #expect(LocalDay("2026-02-29") == nil)
        #expect(LocalDay("2026-13-01") == nil)
        #expect(LocalDay("26-01-01") == nil)
    }

    /// Days have one range, 0001-01-01 to 9999-12-31: year 0 (which writes as "0000" but is the
    /// year before 1) and negative or five-digit years are not days, so nothing can store one
    /// whose text does not read back.
    @Test func daysOutsideYearsOneToNineThousandNineHundredNinetyNineAreRefused() {
        for text in [
            "0000-01-01", "0000-12-31", "-001-12-27", "10000-01-01", "+999-01-01", " 999-01-01", "２０２６-01-01", "2026-1-01", "2026-01-1",
            "2026-01-01 ", "2026/01/01", "",
        ] {
            #expect(LocalDay(text) == nil, "\(text)")
        }
        #expect(LocalDay("0001-01-01") == LocalDay.first)
        #expect(LocalDay("9999-12-31") == LocalDay.last)
        #expect(LocalDay.first.adding(days: -1).isInRange == false)
        #expect(LocalDay.last.adding(days: 1).isInRange == false)
        #expect(throws: AlmanacError.self) { try DayReference.parse("0000-01-01", today: LocalDay.first) }
    }

    /// Every day in the range writes as text that reads back as the same day, and every day's
    /// text sorts as the day does (the schema compares days as text).
    @Test func everyDayInTheRangeRoundTripsThroughItsText() {
        var previous: (day: LocalDay, text: String)?
        var count = 0
        for offset in LocalDay.first.daysSinceEpoch...LocalDay.last.daysSinceEpoch {
            let day = LocalDay(daysSinceEpoch: offset)
            let text = day.description
            if LocalDay(text) != day { Issue.record("\(text) does not read back as \(day.year)-\(day.month)-\(day.day)") }
            if let previous, !(previous.text < text) { Issue.record("\(previous.text) does not sort before \(text)") }
            previous = (day, text)
            count += 1
        }
        #expect(count == 3_652_059)
    }

    @Test func dayStartHourMovesEarlyMorningToYesterday() {
        let zone = TimeZone(identifier: "Europe/Berlin")!
        // 2026-11-22 01:30 UTC is 02:30 in Berlin.
        let instant = Date(timeIntervalSince1970: 1_795_311_000)
        #expect(LocalDay(containing: instant, in: zone).description == "2026-11-22")
        #expect(LocalDay(containing: instant, in: zone, dayStartHour: 4).description == "2026-11-21")
    }

    @Test func dayArithmetic() {
        let day = LocalDay("2026-12-31")!
        #expect(day.adding(days: 1).description == "2027-01-01")
        #expect(day.days(to: LocalDay("2027-03-01")!) == 60)
        #expect(LocalDay("2026-11-22")!.weekday == 1)  // a Sunday
    }

    /// The integer day arithmetic agrees with Foundation's Gregorian calendar on every day of
    /// 1600–2400 (leap centuries, the epoch, month ends) and on the names pages show.
    @Test func dayArithmeticAgreesWithTheCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let first = try #require(calendar.date(from: DateComponents(year: 1600, month: 1, day: 1)))
        let epoch = LocalDay(year: 1970, month: 1, day: 1)
        var previous: LocalDay?
        for offset in stride(from: 0, to: 292_194, by: 1) {
            let date = try #require(calendar.date(byAdding: .day, value: offset, to: first))
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let day = LocalDay(year: parts.year!, month: parts.month!, day: parts.day!)
            let daysSinceEpoch = Int((date.timeIntervalSince1970 / 86_400).rounded())
            #expect(day.daysSinceEpoch == daysSinceEpoch)
            #expect(LocalDay(daysSinceEpoch: daysSinceEpoch) == day)
            #expect(day.weekday == parts.weekday)
            #expect(epoch.days(to: day) == daysSinceEpoch)
            if let previous { #expect(previous.adding(days: 1) == day && day.adding(days: -1) == previous) }
            previous = day
        }
    }

    @Test func textAndNames() {
        #expect(LocalDay(year: 2024, month: 2, day: 29).description == "2024-02-29")
        #expect(LocalDay(year: 987, month: 12, day: 5).description == "0987-12-05")
        #expect(LocalDay(year: 2026, month: 5, day: 4).weekdayName == "Monday")
        #expect(LocalDay(year: 2026, month: 5, day: 4).monthName == "May")
        #expect(LocalDay(year: 2026, month: 11, day: 25).adding(days: 400_000) == LocalDay(daysSinceEpoch: 20_782 + 400_000))
    }

    /// A shift no calendar can hold stops at the limit instead of trapping.
    @Test func anAbsurdShiftDoesNotTrap() {
        let day = LocalDay(year: 2026, month: 11, day: 25)
        #expect(day.adding(days: .max).year > 1_000_000)
        #expect(day.adding(days: .min).year < -1_000_000)
    }
}

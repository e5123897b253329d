import Foundation
import Testing

@testable import AlmanacCore

@Suite struct ReadableDurationTests {
    /// (from, to, years, months, days, text). Full days, partial dates and approximate dates.
    static let table: [(String, String, Int, Int, Int, String)] = [
        // Plain day counts.
        ("2015-06-25", "2015-06-25", 0, 0, 0, "today"),
        ("2015-06-25", "2015-06-26", 0, 0, 1, "1 day"),
        ("2015-06-25", "2015-06-30", 0, 0, 5, "5 days"),
        ("2015-06-25", "2015-07-24", 0, 0, 29, "29 days"),
        ("2015-06-25", "2015-07-25", 0, 1, 0, "1 month"),
        ("2015-06-25", "2015-08-28", 0, 2, 3, "2 months and 3 days"),
        ("2015-06-25", "2016-06-25", 1, 0, 0, "1 year"),
        ("2015-06-25", "2016-06-26", 1, 0, 1, "1 year and 1 day"),
        ("2015-06-25", "2016-07-25", 1, 1, 0, "1 year and 1 month"),
        ("2015-06-25", "2017-05-02", 1, 10, 7, "1 year, 10 months, and 7 days"),
        ("2015-06-25", "2019-08-29", 4, 2, 4, "4 years, 2 months, and 4 days"),
        ("2000-01-01", "2026-01-01", 26, 0, 0, "26 years"),
        ("1999-12-31", "2000-01-01", 0, 0, 1, "1 day"),
        ("2015-12-31", "2016-12-31", 1, 0, 0, "1 year"),
        ("2015-01-01", "2015-12-31", 0, 11, 30, "11 months and 30 days"),
        // Order does not matter: counted from the earlier to the later date.
        ("2017-05-02", "2015-06-25", 1, 10, 7, "1 year, 10 months, and 7 days"),
        ("2015-06-30", "2015-06-25", 0, 0, 5, "5 days"),
        // Month ends clamp: Jan 31 + 1 month is the last day of February.
        ("2021-01-31", "2021-02-28", 0, 1, 0, "1 month"),
        ("2020-01-31", "2020-02-29", 0, 1, 0, "1 month"),
        ("2020-01-31", "2020-02-28", 0, 0, 28, "28 days"),
        ("2021-03-31", "2021-04-30", 0, 1, 0, "1 month"),
        ("2021-01-31", "2021-03-01", 0, 1, 1, "1 month and 1 day"),
        ("2021-01-30", "2021-03-01", 0, 1, 1, "1 month and 1 day"),
        ("2021-03-31", "2021-05-01", 0, 1, 1, "1 month and 1 day"),
        ("2021-08-31", "2021-09-30", 0, 1, 0, "1 month"),
        ("2021-02-28", "2021-03-28", 0, 1, 0, "1 month"),
        ("2021-02-28", "2021-03-31", 0, 1, 3, "1 month and 3 days"),
        // Leap days. Foundation clamps Feb 29 + 1 year to Feb 28, so Feb 29 → Feb 28 of the next
        // year is exactly 1 year (a leap-day birthday is celebrated on Feb 28), and Mar 1 is
        // 1 year and 1 day.
        ("2020-02-29", "2021-02-28", 1, 0, 0, "1 year"),
        ("2020-02-29", "2021-03-01", 1, 0, 1, "1 year and 1 day"),
        ("2020-02-29", "2024-02-29", 4, 0, 0, "4 years"),
        ("2020-02-29", "2023-02-28", 3, 0, 0, "3 years"),
        ("2019-02-28", "2020-02-29", 1, 0, 1, "1 year and 1 day"),
        ("2020-02-28", "2020-03-01", 0, 0, 2, "2 days"),
        ("2021-02-28", "2021-03-01", 0, 0, 1, "1 day"),
        // Year precision says only years.
        ("2015", "2019", 4, 0, 0, "about 4 years"),
        ("2015", "2016", 1, 0, 0, "about 1 year"),
        ("2015", "2015", 0, 0, 0, "less than a year"),
        ("2015", "2019-08-29", 4, 0, 0, "about 4 years"),
        ("2015-06-25", "2019", 3, 0, 0, "about 3 years"),
        // Month precision says years and months.
        ("2015-06", "2018-08", 3, 2, 0, "about 3 years and 2 months"),
        ("2015-06", "2015-09", 0, 3, 0, "about 3 months"),
        ("2015-06", "2016-06", 1, 0, 0, "about 1 year"),
        ("2015-06", "2015-06", 0, 0, 0, "less than a month"),
        ("2015-06", "2018-08-29", 3, 2, 0, "about 3 years and 2 months"),
        ("2015-06-25", "2015-07", 0, 0, 0, "less than a month"),
        // Approximate dates say "about" at any precision.
        ("~2015-06-25", "2017-05-02", 1, 10, 7, "about 1 year, 10 months, and 7 days"),
        ("2015-06-25", "2015-06-30~", 0, 0, 5, "about 5 days"),
        ("2015~", "2019", 4, 0, 0, "about 4 years"),
    ]

    @Test(arguments: table)
    func countsReadably(pair: (String, String, Int, Int, Int, String)) throws {
        let (from, to, years, months, days, text) = pair
        let duration = ReadableDuration.between(try PartialDate(parsing: from), try PartialDate(parsing: to))
        #expect(duration.text == text)
        #expect([duration.years, duration.months, duration.days] as [Int] == [years, months, days])
        let fullDays = !from.contains("~") && !to.contains("~") && from.count == 10 && to.count == 10
        #expect(duration.approximate == !fullDays)
    }

    @Test func tableIsLargeEnough() {
        #expect(Self.table.count >= 40)
    }

    @Test func acceptsLocalDays() {
        let duration = ReadableDuration.between(LocalDay("2015-06-25")!, LocalDay("2017-05-02")!)
        #expect(duration.text == "1 year, 10 months, and 7 days")
        #expect(!duration.approximate)
    }

    @Test func timeSinceCountsUpToToday() throws {
        let today = LocalDay("2026-03-10")!
        #expect(ReadableDuration.since(try PartialDate(parsing: "2025-03-08"), today: today).text == "1 year and 2 days")
        #expect(ReadableDuration.since(try PartialDate(parsing: "2016"), today: today).text == "about 10 years")
        #expect(ReadableDuration.since(today, today: today).text == "today")
    }

    @Test func encodesTheAPIShape() throws {
        let duration = ReadableDuration.between(LocalDay("2015-06-25")!, LocalDay("2015-08-28")!)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(duration), as: UTF8.self)
        #expect(json == #"{"approximate":false,"days":3,"months":2,"text":"2 months and 3 days","years":0}"#)
        #expect(try JSONDecoder().decode(ReadableDuration.self, from: Data(json.utf8)) == duration)
    }

    @Test func ignoresTheCalendarsTimeZone() {
        // Both ends are local days; a zone with a DST change between them must not lose a day.
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let duration = ReadableDuration.between(LocalDay("2026-03-28")!, LocalDay("2026-03-30")!, calendar: berlin)
        #expect(duration.text == "2 days")
    }
}

@Suite struct EventDurationTests {
    let today = LocalDay("2026-03-10")!

    func event(_ start: String, _ end: String? = nil, ongoing: Bool = false) -> TimelineEvent {
        TimelineEvent(
            id: "e", timelineId: "t", title: "Event", start: try! PartialDate(parsing: start),
            end: end.map { try! PartialDate(parsing: $0) }, ongoing: ongoing)
    }

    @Test func rangeDurationAndTimeSinceBothEnds() {
        let job = event("2015-06-25", "2019-08-29")
        #expect(job.duration(today: today)?.text == "4 years, 2 months, and 4 days")
        #expect(job.sinceStart(today: today).text == "10 years, 8 months, and 13 days")
        #expect(job.sinceEnd(today: today)?.text == "6 years, 6 months, and 10 days")
    }

    @Test func ongoingRangeLastsUpToToday() {
        let home = event("2024-01-10", ongoing: true)
        #expect(home.duration(today: today)?.text == "2 years and 2 months")
        #expect(home.sinceEnd(today: today) == nil)
        #expect(event("2019-03", ongoing: true).duration(today: today)?.text == "about 7 years")
        #expect(event("2026-03-10", ongoing: true).duration(today: today)?.text == "today")
    }

    @Test func singleDateHasNoDuration() {
        let sober = event("2020-02-29")
        #expect(sober.duration(today: today) == nil)
        #expect(sober.sinceStart(today: today).text == "6 years and 10 days")
    }
}

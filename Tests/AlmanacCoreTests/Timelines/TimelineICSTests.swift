import Foundation
import Testing

@testable import AlmanacCore

@Suite struct TimelineICSTests {
    let stamp = Date(timeIntervalSince1970: 1_773_100_800)  // 2026-03-10 00:00:00 UTC

    func export(_ events: [TimelineEvent]) -> String {
        TimelineICS.export(events, calendarName: "Work", generatedAt: stamp)
    }

    /// Content lines with folding undone.
    func unfolded(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test func writesAnAllDayEventWithExclusiveEnd() {
        let lines = unfolded(export([event("job-1", "2015-06-25", "2019-08-29", title: "Employed at Company Z")]))
        #expect(lines.first == "BEGIN:VCALENDAR")
        #expect(lines.last == "END:VCALENDAR")
        #expect(lines.contains("VERSION:2.0"))
        #expect(lines.contains("UID:job-1@almanac"))
        #expect(lines.contains("DTSTAMP:20260310T000000Z"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20150625"))
        #expect(lines.contains("DTEND;VALUE=DATE:20190830"))
        #expect(lines.contains("SUMMARY:Employed at Company Z"))
        #expect(!lines.contains { $0.hasPrefix("DESCRIPTION") })
    }

    @Test(
        arguments: [
            ("2015", nil, "20150101", "20160101", "Dates: 2015."),
            ("2016-02", nil, "20160201", "20160301", "Dates: 2016-02."),
            ("2015-12-31", nil, "20151231", "20160101", nil),
            ("2014", "2016-03", "20140101", "20160401", "Dates: 2014 to 2016-03."),
            ("~2015-06", "2015-06-20", "20150601", "20150621", "Dates: 2015-06~ to 2015-06-20."),
        ] as [(String, String?, String, String, String?)])
    func partialDatesRunFromEarliestToTheDayAfterLatest(start: String, end: String?, dtstart: String, dtend: String, note: String?) {
        let lines = unfolded(export([event("e", start, end)]))
        #expect(lines.contains("DTSTART;VALUE=DATE:" + dtstart))
        #expect(lines.contains("DTEND;VALUE=DATE:" + dtend))
        // A calendar cannot show partial or approximate dates, so the description keeps them.
        #expect(lines.first { $0.hasPrefix("DESCRIPTION:") } == note.map { "DESCRIPTION:" + $0 })
    }

    @Test func ongoingEventsExportTheirStartAndSaySo() {
        let lines = unfolded(export([event("home", "2016-03", ongoing: true)]))
        #expect(lines.contains("DTSTART;VALUE=DATE:20160301"))
        #expect(lines.contains("DTEND;VALUE=DATE:20160401"))
        #expect(lines.contains("DESCRIPTION:Ongoing since 2016-03."))
    }

    @Test func escapesTextAndUsesCRLF() {
        let text = export([event("e", "2015-06-25", title: "Moved; finally, home\\", tags: ["a,b", "c"], notes: "Line one\nLine two")])
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let lines = unfolded(text)
        #expect(lines.contains("SUMMARY:Moved\\; finally\\, home\\\\"))
        #expect(lines.contains("DESCRIPTION:Line one\\nLine two"))
        #expect(lines.contains("CATEGORIES:a\\,b,c"))
    }

    @Test func foldsLongLinesAt75OctetsWithoutSplittingCharacters() {
        let title = String(repeating: "ü", count: 60) + String(repeating: "x", count: 60)
        let text = export([event("e", "2015-06-25", title: title)])
        let physical = text.components(separatedBy: "\r\n")
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.contains { $0.hasPrefix(" ") })
        #expect(unfolded(text).contains("SUMMARY:" + title))
        // Each physical line is valid UTF-8 on its own (no split inside "ü").
        #expect(physical.allSatisfy { String(validating: Array($0.utf8), as: UTF8.self) != nil })
        #expect(TimelineICS.folded(String(repeating: "a", count: 75)) == String(repeating: "a", count: 75))
        #expect(TimelineICS.folded(String(repeating: "a", count: 76)) == String(repeating: "a", count: 75) + "\r\n a")
    }
}

@Suite struct YearSpanTests {
    let today = LocalDay("2026-03-10")!

    @Test func spansEveryEventWithOngoingReachingToday() throws {
        let events = [event("a", "2015-06", "2019"), event("b", "~2012"), event("c", "2020", ongoing: true)]
        let span = try #require(YearSpan.of(events, today: today))
        #expect(span.years == 2012...2026)
        #expect(YearSpan.of([event("a", "2015-06", "2019")], today: today)?.years == 2015...2019)
        #expect(YearSpan.of([], today: today) == nil)
    }

    @Test func mapsDaysToFractions() throws {
        let span = try YearSpan(firstYear: 2020, lastYear: 2021)
        #expect(span.dayCount == 731)
        #expect(span.fraction(of: LocalDay("2020-01-01")!) == 0)
        #expect(span.fraction(ofEndOf: LocalDay("2021-12-31")!) == 1)
        #expect(span.fraction(of: LocalDay("2021-01-01")!) == 366.0 / 731.0)
        #expect(span.fraction(of: LocalDay("2019-12-31")!) < 0)
        #expect(span.fraction(of: LocalDay("2022-01-01")!) == 1)
    }

    @Test func clampsEventsToAZoomedSpan() throws {
        let span = try YearSpan(firstYear: 2016, lastYear: 2017)
        #expect(span.extent(of: event("long", "2010", "2030"), today: today) == 0...1)
        #expect(span.extent(of: event("year", "2016"), today: today) == 0...(366.0 / 731.0))
        #expect(span.extent(of: event("before", "2015", "2015-12-31"), today: today) == nil)
        #expect(span.extent(of: event("after", "2018"), today: today) == nil)
    }

    @Test func refusesAnUpsideDownZoom() {
        #expect(throws: AlmanacError.invalid("years", "The span 2020–2010 ends before it starts.")) {
            try YearSpan(firstYear: 2020, lastYear: 2010)
        }
        #expect(throws: AlmanacError.self) { try YearSpan(firstYear: 0, lastYear: 2010) }
    }
}

import Foundation
import Testing

@testable import AlmanacCore

@Suite struct PartialDateTests {
    @Test(arguments: [
        ("2015", "2015", PartialDate.Precision.year, false),
        ("2015-06", "2015-06", .month, false),
        ("2015-06-25", "2015-06-25", .day, false),
        ("~2015", "2015~", .year, true),
        ("2015-06~", "2015-06~", .month, true),
        ("~2015-06-25", "2015-06-25~", .day, true),
        ("  2015-6-5 ", "2015-06-05", .day, false),
        ("2024-02-29", "2024-02-29", .day, false),
    ])
    func parsesToCanonicalText(input: String, text: String, precision: PartialDate.Precision, approximate: Bool) throws {
        let date = try PartialDate(parsing: input)
        #expect(date.text == text)
        #expect(date.precision == precision)
        #expect(date.isApproximate == approximate)
        #expect(try PartialDate(parsing: date.text) == date)
    }

    @Test(arguments: [
        ("2015-13", "Month 13 is not a month."),
        ("2015-02-30", "February 2015 has no day 30; it has 28 days."),
        ("2023-02-29", "February 2023 has no day 29; it has 28 days."),
        ("2015-04-31", "April 2015 has no day 31; it has 30 days."),
        ("2015-00", "Month 0 is not a month."),
        ("0000", "Year 0 is out of range; write a year from 0001 to 9999."),
    ])
    func refusesImpossibleDatesNamingTheField(input: String, message: String) {
        #expect(throws: AlmanacError.invalid("start", message)) { try PartialDate(parsing: input, field: "start") }
    }

    @Test(arguments: ["", "   ", "15", "2015/06", "2015-", "June 2015", "2015-06-25-01", "~", "2015-6-123", "٢٠١٥"])
    func refusesTextThatIsNotADate(input: String) {
        #expect {
            try PartialDate(parsing: input, field: "end")
        } throws: { error in
            (error as? AlmanacError)?.field == "end"
        }
    }

    @Test func emptyInputSaysWhatToWrite() {
        #expect(throws: AlmanacError.invalid("start", "The start is empty; write a year (2015), a month (2015-06) or a day (2015-06-25)."))
        {
            try PartialDate(parsing: "", field: "start")
        }
    }

    @Test func sortsLikeISOText() throws {
        let texts = ["2019-03-05", "2019", "2018-12-31", "2019-03", "2019-12", "2020", "2019-03-04"]
        let dates = try texts.map { try PartialDate(parsing: $0) }
        let sorted = dates.sorted().map(\.text)
        #expect(sorted == ["2018-12-31", "2019", "2019-03", "2019-03-04", "2019-03-05", "2019-12", "2020"])
        #expect(sorted == dates.map(\.sortKey).sorted())
    }

    @Test func approximateSortsBesideExactAndHasTheSameSortKey() throws {
        let exact = try PartialDate(parsing: "2015-06")
        let approximate = try PartialDate(parsing: "~2015-06")
        #expect(exact.sortKey == approximate.sortKey)
        #expect(exact < approximate)
        #expect(approximate < (try PartialDate(parsing: "2015-06-01")))
    }

    @Test(arguments: [
        ("2015", "2015-01-01", "2015-12-31"),
        ("2016-02", "2016-02-01", "2016-02-29"),
        ("2015-02", "2015-02-01", "2015-02-28"),
        ("2015-04~", "2015-04-01", "2015-04-30"),
        ("2015-06-25", "2015-06-25", "2015-06-25"),
    ])
    func coversItsEarliestToLatestDay(text: String, earliest: String, latest: String) throws {
        let date = try PartialDate(parsing: text)
        #expect(date.earliest.description == earliest)
        #expect(date.latest.description == latest)
    }

    @Test func codesAsItsText() throws {
        let date = try PartialDate(parsing: "~2015-06")
        let json = String(decoding: try JSONEncoder().encode([date]), as: UTF8.self)
        #expect(json == #"["2015-06~"]"#)
        #expect(try JSONDecoder().decode([PartialDate].self, from: Data(json.utf8)) == [date])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([PartialDate].self, from: Data(#"["2015-13"]"#.utf8)) }
    }
}

@Suite struct EventRangeTests {
    func date(_ text: String) -> PartialDate { try! PartialDate(parsing: text) }

    @Test func refusesAnEndBeforeTheStartWithAClearMessage() {
        #expect(throws: AlmanacError.invalid("end", "The end 2014 is before the start 2015-06.")) {
            try TimelineEvent.validateDates(start: date("2015-06"), end: date("2014"), ongoing: false)
        }
        #expect(throws: AlmanacError.invalid("end", "The end 2015-06-24 is before the start 2015-06-25.")) {
            try TimelineEvent.validateDates(start: date("2015-06-25"), end: date("2015-06-24"), ongoing: false)
        }
    }

    // Partial dates may overlap: an end is refused only when every day it may mean is before
    // every day the start may mean.
    @Test(arguments: [
        ("2015", "2015-03"), ("2015-06", "2015"), ("2015-06-25", "2015-06"), ("2015-06", "2015-06-01"),
        ("2015-06-25", "2015-06-25"), ("2015", "2015"),
    ])
    func acceptsEndsThatMayFallAfterTheStart(start: String, end: String) throws {
        try TimelineEvent.validateDates(start: date(start), end: date(end), ongoing: false)
    }

    @Test func approximateDoesNotWidenWhatADateCovers() {
        #expect(throws: AlmanacError.invalid("end", "The end 2014-12-31~ is before the start 2015~.")) {
            try TimelineEvent.validateDates(start: date("~2015"), end: date("2014-12-31~"), ongoing: false)
        }
    }

    @Test func refusesAnEndOnAnOngoingEvent() {
        #expect(throws: AlmanacError.invalid("end", "An event is either ongoing or has an end, not both.")) {
            try TimelineEvent.validateDates(start: date("2015"), end: date("2016"), ongoing: true)
        }
    }

    @Test func validatedTrimsTitleAndCleansTags() throws {
        let event = TimelineEvent(
            id: "e", timelineId: "t", title: "  Moved to Berlin ", start: date("2015"), tags: ["#Home", "home ", "", "Work"])
        let valid = try event.validated()
        #expect(valid.title == "Moved to Berlin")
        #expect(valid.tags == ["Home", "Work"])
        var untitled = event
        untitled.title = " "
        #expect(throws: AlmanacError.invalid("title", "Title must not be empty.")) { try untitled.validated() }
    }
}

import Foundation
import Testing

@testable import AlmanacCore

@Suite struct CSVTableTests {
    @Test func readsQuotedFieldsWithCommasQuotesAndNewlines() throws {
        let text = "a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\nlast,,\n"
        let records = try CSVTable.parse(text)
        #expect(records.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["last", "", ""]])
        #expect(records.map(\.line) == [1, 2, 4])
    }

    @Test func toleratesBOMMissingFinalNewlineAndBareCR() throws {
        #expect(try CSVTable.parse("\u{FEFF}a,b\rc,d").map(\.fields) == [["a", "b"], ["c", "d"]])
        #expect(try CSVTable.parse("").isEmpty)
        #expect(try CSVTable.parse("a\n\nb").map(\.fields) == [["a"], [""], ["b"]])
    }

    @Test func keepsAStrayQuoteInsideAnUnquotedField() throws {
        #expect(try CSVTable.parse("5\" screen,x").map(\.fields) == [["5\" screen", "x"]])
    }

    @Test func refusesAnUnclosedQuoteWithItsLine() {
        #expect(throws: AlmanacError.invalid("file", "line 2: a quoted field is never closed; check for a missing \".")) {
            try CSVTable.parse("a,b\n\"open,x\ny,z\n")
        }
    }

    @Test func writesWhatItReads() throws {
        let fields = ["plain", "with, comma", "with \"quote\"", "multi\nline", " padded ", "", "ünïcödé"]
        let line = CSVTable.line(fields)
        #expect(line.hasSuffix("\r\n"))
        #expect(try CSVTable.parse(line).map(\.fields) == [fields])
    }

    @Test func writesManyRecordsAndReadsThemBackWithTheirLines() throws {
        let rows = [["Year", "Headline"], ["2015", "Two\r\nlines, quoted"], ["2016", "say \"hi\""], ["", ""]]
        let text = CSVTable.text(rows)
        #expect(text.hasPrefix("Year,Headline\r\n2015,\"Two\r\nlines, quoted\"\r\n"))
        let records = try CSVTable.parse(text)
        #expect(records.map(\.fields) == rows)
        #expect(records.map(\.line) == [1, 2, 4, 5])
        #expect(CSVTable.text([]).isEmpty)
    }
}

@Suite struct TimelineCSVImportTests {
    let header = "Year,Month,Day,End Year,End Month,End Day,Headline,Text,Group\n"

    @Test func readsTimelineJSRowsIntoDrafts() throws {
        let file =
            header
            + "2015,6,25,2019,8,29,Employed at Company Z,\"Backend, then lead\",Work\n"
            + "2014,,,2016,3,,Lived in Berlin,,Homes\n"
            + "~2020,,,,,,Got a dog,,\n"
        let result = try TimelineCSV.read(file, defaultTimelineName: "Imported")
        #expect(result.errors.isEmpty)
        #expect(result.rows.map(\.line) == [2, 3, 4])
        #expect(
            result.drafts == [
                TimelineEventDraft(
                    timelineName: "Work", title: "Employed at Company Z", notes: "Backend, then lead",
                    start: try PartialDate(parsing: "2015-06-25"), end: try PartialDate(parsing: "2019-08-29")),
                TimelineEventDraft(
                    timelineName: "Homes", title: "Lived in Berlin", start: try PartialDate(parsing: "2014"),
                    end: try PartialDate(parsing: "2016-03")),
                TimelineEventDraft(timelineName: "Imported", title: "Got a dog", start: try PartialDate(parsing: "2020~")),
            ])
        #expect(result.timelineNames == ["Work", "Homes", "Imported"])
    }

    @Test func acceptsExtraColumnsInAnyOrderAndAnyCase() throws {
        let file =
            "media,HEADLINE,group,display date,year,MONTH,end_year,ongoing,Tags\nx.png,First flat,Homes,ignored,2010,9,,yes,\"home; city\"\n"
        let draft = try #require(try TimelineCSV.read(file).drafts.first)
        #expect(draft.title == "First flat")
        #expect(draft.timelineName == "Homes")
        #expect(draft.start.text == "2010-09")
        #expect(draft.ongoing)
        #expect(draft.tags == ["home", "city"])
    }

    @Test(arguments: [
        ("2015,13,,,,,Bad month,,", "line 2: Month 13 is not a month.", "Month"),
        ("2015,2,30,,,,Bad day,,", "line 2: February 2015 has no day 30; it has 28 days.", "Day"),
        (",,,,,,No year,,", "line 2: Year is empty; every row needs a start year.", "Year"),
        ("twenty,,,,,,Words,,", "line 2: Year “twenty” is not a number.", "Year"),
        (",6,,,,,Month alone,,", "line 2: Month is given without a Year.", "Month"),
        ("2015,,5,,,,Day without month,,", "line 2: Day 5 is given without a month.", "Day"),
        ("2015,6,,2016,,40,End day,,", "line 2: Day 40 is given without a month.", "End Day"),
        ("2015,6,,,7,,End month alone,,", "line 2: End Month is given without an End Year.", "End Month"),
        ("2015,6,,2014,,,Backwards,,", "line 2: The end 2014 is before the start 2015-06.", "End Year"),
        ("2015,6,,2016,14,,End month,,", "line 2: Month 14 is not a month.", "End Month"),
        ("2015,,,,,,,,", "line 2: Headline must not be empty.", "Headline"),
    ])
    func explainsEveryRowItCannotRead(row: String, message: String, field: String) throws {
        let result = try TimelineCSV.read(header + row + "\n")
        #expect(result.drafts.isEmpty)
        let error = try #require(result.errors.first)
        #expect(error.description == message)
        #expect(error.field == field)
    }

    @Test func reportsTheLineWhereARowStartsAndKeepsGoodRows() throws {
        let file = header + "2015,,,,,,\"A note\",\"spans\ntwo lines\",\n\n2015,13,,,,,Bad,,\n2016,,,,,,Good,,\n"
        let result = try TimelineCSV.read(file)
        #expect(result.errors.map(\.description) == ["line 5: Month 13 is not a month."])
        #expect(result.drafts.map(\.title) == ["A note", "Good"])
    }

    @Test func flagsDuplicateRowsInOneFile() throws {
        let file = header + "2015,6,,,,,Moved,,Homes\n2016,,,,,,Other,,Homes\n2015,6,,2016,,,moved,,homes\n"
        let result = try TimelineCSV.read(file)
        #expect(result.errors.map(\.description) == ["line 4: The same Group, Headline and start as line 2; one of them is a duplicate."])
    }

    @Test func refusesAFileWithoutTheNeededColumns() {
        #expect(throws: AlmanacError.invalid("file", "line 1: the header row needs the columns Headline; it has Year, Month, Title.")) {
            try TimelineCSV.read("Year,Month,Title\n2015,1,x\n")
        }
        #expect(throws: AlmanacError.self) { try TimelineCSV.read(" \n,,\n") }
    }

    @Test func importKeyIsStableAndIgnoresCaseSpacingApproximationAndEnd() throws {
        let start = try PartialDate(parsing: "2015-06-25")
        let key = TimelineCSV.importKey(timelineName: "Work", title: "Employed at Company Z", start: start)
        // Pinned: the key is stored, so it must not change between versions or runs.
        #expect(
            key
                == TimelineCSV.importKey(
                    timelineName: " work", title: "employed  at company z", start: try PartialDate(parsing: "2015-06-25~")))
        #expect(key.count == 16)
        #expect(
            key != TimelineCSV.importKey(timelineName: "Work", title: "Employed at Company Z", start: try PartialDate(parsing: "2015-06")))
        #expect(key != TimelineCSV.importKey(timelineName: "Homes", title: "Employed at Company Z", start: start))
        // FNV-1a 64 of "v1␟␟␟2000", computed independently.
        #expect(TimelineCSV.importKey(timelineName: "", title: "", start: try PartialDate(parsing: "2000")) == "da333d2c788d4961")
    }

    @Test func importingTheSameFileTwiceGivesTheSameKeys() throws {
        let file = header + "2015,6,25,2019,8,29,Job,,Work\n2014,,,,,,Berlin,,Homes\n"
        #expect(try TimelineCSV.read(file).drafts.map(\.importKey) == TimelineCSV.read(file).drafts.map(\.importKey))
    }
}

@Suite struct TimelineCSVExportTests {
    let names = ["work": "Work", "homes": "Homes, Flats", "health": "Health"]
    let events = [
        event(
            "job", "2015-06-25", "2019-08-29", title: "Employed at \"Company Z\"", timeline: "work", tags: ["career", "tech"],
            notes: "Backend,\nthen lead"),
        event("berlin", "2014", "2016-03", title: "Lived in Berlin", timeline: "homes"),
        event("munich", "~2016-03", ongoing: true, title: "Lived in München", timeline: "homes"),
        event("sober", "2020-02-29", title: "Sober", timeline: "health"),
        event("dog", "2021~", title: "Got a dog", timeline: "health"),
    ]

    @Test func writesTheTimelineJSHeaderAndOneRowPerEventOldestFirst() {
        let text = TimelineCSV.export(events, timelineNames: names)
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines[0] == "Year,Month,Day,End Year,End Month,End Day,Headline,Text,Group,Tags,Ongoing")
        #expect(lines[1] == "2014,,,2016,3,,Lived in Berlin,,\"Homes, Flats\",,")
        #expect(lines[3] == "2016,3~,,,,,Lived in München,,\"Homes, Flats\",,yes")
    }

    @Test func roundTripsThroughImport() throws {
        let text = TimelineCSV.export(events, timelineNames: names)
        let result = try TimelineCSV.read(text)
        #expect(result.errors.isEmpty)
        let expected = events.sorted(by: TimelineOverlap.startsBefore).map { e in
            TimelineEventDraft(
                timelineName: names[e.timelineId]!, title: e.title, notes: e.notes, start: e.start, end: e.end,
                ongoing: e.ongoing, tags: e.tags)
        }
        #expect(result.drafts == expected)
        // And once more: export of the imported drafts is the same file.
        let again = result.drafts.enumerated().map { index, draft in
            draft.event(id: "\(index)", timelineId: names.first { $0.value == draft.timelineName }!.key)
        }
        #expect(TimelineCSV.export(again, timelineNames: names) == text)
    }
}

import AlmanacCore
import Foundation
import Testing

/// An instant as ISO 8601 in UTC.
func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }

@Suite struct JournalRulesTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test func anEntryOverOneMegabyteIsRefusedWithItsSize() throws {
        let text = String(repeating: "a", count: JournalRules.maximumTextBytes + 200_000)
        #expect(
            throws: AlmanacError.invalid("text", "An entry holds at most 1 MB of text; this one has 1.2 MB. Split it into several entries.")
        ) {
            try JournalRules.text(text)
        }
        #expect(
            try JournalRules.text(String(repeating: "b", count: JournalRules.maximumTextBytes)).utf8.count == JournalRules.maximumTextBytes)
        #expect(throws: AlmanacError.self) { try JournalRules.text(" \n ") }
    }

    @Test func tagsAreLowercasedUniqueAndWithoutHashes() throws {
        #expect(try JournalRules.tags(parsing: "#Travel, family travel  #FAMILY") == ["travel", "family"])
        #expect(throws: AlmanacError.self) { try JournalRules.tags(parsing: String(repeating: "x", count: 41)) }
        #expect(throws: AlmanacError.self) { try JournalRules.tags((0...20).map { "t\($0)" }) }
    }

    @Test func aDateAndTimeAreReadInTheEntrysZoneAcrossDaylightSaving() {
        let summer = JournalRules.instant(day: LocalDay(year: 2024, month: 7, day: 1), time: try! WallClockTime("21:15"), in: berlin)
        #expect(iso(summer) == "2024-07-01T19:15:00Z")
        let winter = JournalRules.instant(day: LocalDay(year: 2024, month: 1, day: 1), time: try! WallClockTime("21:15"), in: berlin)
        #expect(iso(winter) == "2024-01-01T20:15:00Z")
    }

    @Test func daysAfterTomorrowAreRefusedButPastDaysAreFine() throws {
        let today = LocalDay(year: 2026, month: 5, day: 4)
        try JournalRules.checkNotFuture(LocalDay(year: 2019, month: 1, day: 1), today: today)
        try JournalRules.checkNotFuture(today.adding(days: 1), today: today)
        #expect(throws: AlmanacError.self) { try JournalRules.checkNotFuture(today.adding(days: 2), today: today) }
    }

    @Test func searchWordsAreQuotedSoTheyCannotBeSyntax() {
        #expect(JournalSearchQuery.match(#"lis" OR NEAR(x*"#) == #""lis"* "OR"* "NEAR"* "x"*"#)
        #expect(JournalSearchQuery.match("  ;;  ") == nil)
    }

    @Test func aSnippetSplitsAtTheMarks() {
        let snippet = JournalSnippet(marked: "…walked to \u{E000}Lisbon\u{E001} with <b>\u{E000}Ana\u{E001}")
        #expect(
            snippet.pieces == [
                .init(text: "…walked to ", highlighted: false), .init(text: "Lisbon", highlighted: true),
                .init(text: " with <b>", highlighted: false), .init(text: "Ana", highlighted: true),
            ])
        #expect(snippet.plainText == "…walked to Lisbon with <b>Ana")
    }

    @Test func onThisDayCountsYearsAndKeepsTheTwentyNinthOfFebruary() {
        let today = LocalDay(year: 2026, month: 5, day: 4)
        #expect(OnThisDay.label(day: LocalDay(year: 2023, month: 5, day: 4), today: today) == "3 years ago today")
        #expect(OnThisDay.label(day: LocalDay(year: 2025, month: 5, day: 4), today: today) == "1 year ago today")
        #expect(OnThisDay.monthDays(for: today) == ["05-04"])
        // 2026 has no 29 February: the 28th shows the entries of both.
        #expect(OnThisDay.monthDays(for: LocalDay(year: 2026, month: 2, day: 28)) == ["02-28", "02-29"])
        #expect(OnThisDay.monthDays(for: LocalDay(year: 2028, month: 2, day: 28)) == ["02-28"])
        let days = OnThisDay.earlierDays(for: LocalDay(year: 2026, month: 2, day: 28), years: 3)
        #expect(days.map(\.description) == ["2025-02-28", "2024-02-28", "2024-02-29", "2023-02-28"])
    }
}

@Suite struct JournalMarkdownTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test func aFileHasFrontMatterThenTheTextAndReadsBackTheSame() throws {
        let document = JournalDocument(
            writtenAt: Date(timeIntervalSince1970: 1_714_763_700), timeZone: "America/New_York", text: "# Lisbon\n\nWalked *far*.",
            tags: ["travel", "family"], mood: .happy, location: "Lisbon, Portugal", template: .eveningReview, photos: ["abc.jpg"])
        let file = JournalMarkdown.render(document)
        #expect(
            file == """
                ---
                date: 2024-05-03T15:15:00-04:00
                time_zone: America/New_York
                tags: [travel, family]
                mood: happy
                location: Lisbon, Portugal
                template: evening-review
                photos: [abc.jpg]
                ---

                # Lisbon

                Walked *far*.

                """)
        #expect(JournalMarkdown.fileName(document, id: "0190-abcd-ef12-3456") == "2024-05-03-1515-ef123456.md")
        #expect(try JournalMarkdown.parse(file, fileName: "x.md", zone: berlin) == document)
    }

    @Test func aPlainFileTakesItsDateFromItsNameInTheGivenZone() throws {
        let withTime = try JournalMarkdown.parse("Rain all day.", fileName: "2024-05-03-2115.md", zone: berlin)
        #expect(iso(withTime.writtenAt) == "2024-05-03T19:15:00Z")
        #expect(withTime.timeZone == "Europe/Berlin")
        let noon = try JournalMarkdown.parse("Sun.", fileName: "2024-05-04 Lisbon.md", zone: berlin)
        #expect(iso(noon.writtenAt) == "2024-05-04T10:00:00Z")
        #expect(throws: AlmanacError.self) { try JournalMarkdown.parse("No date.", fileName: "notes.md", zone: berlin) }
        #expect(throws: AlmanacError.self) {
            try JournalMarkdown.parse("---\nmood: furious\n---\nx", fileName: "2024-05-04.md", zone: berlin)
        }
    }
}

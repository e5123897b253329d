import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// A journal Day One itself exported (Tests/Fixtures/third-party/obsidian-day-one-importer): five
/// entries Day One for Mac and iOS wrote in 2024–2025, with headings, escapes, an all-day entry, two
/// photos listed out of their order, a video and an audio recording. Its photo, video and audio
/// files are not kept (megabytes each), so the photos are reported missing.
///
/// Day One publishes no schema of its JSON export; the meaning of each field below is what Day
/// One's help (“Exporting entries”, “Entry metadata”) and its app show for it.
@Suite struct DayOneRealExportTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/third-party/obsidian-day-one-importer/Dev Journal.json")

    @Test func theExportDayOneWroteArrivesEntryForEntry() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try await TestEngine.database(folder: folder.url, now: { Date(timeIntervalSince1970: 1_777_881_600) })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let report = try await database.importDayOne(owner: user.id, from: try JournalImportSource(url: Self.file))
        let entries = try await database.journalEntries(owner: user.id).sorted { $0.writtenAt < $1.writtenAt }

        // `uuid`: the entry's id in Day One; imported as the source id, so a second import adds nothing.
        #expect(
            entries.map(\.sourceId)
                == [
                    "DF8B32A3FE25400BBBB3A7BBFCD23CE7", "1461153D91EC48C180C606C853FBFD83", "876E72B228F847379F296B1698CA3F61",
                    "479270F4CAD1429AB1564DB34D0FE337",
                ].map { "dayone:\($0)" })
        // `creationDate`: the entry's date and time, in UTC; `timeZone`: the zone the entry was
        // written in, in which its day is counted. `isAllDay` entries (the first two) are dated at
        // the local midnight of their day: 2024-04-16T23:00Z is 17 April in Dublin (IST, UTC+1).
        #expect(entries.map(\.timeZone) == ["Europe/Dublin", "Europe/London", "Europe/London", "Europe/London"])
        #expect(entries.map(\.day.description) == ["2024-04-17", "2024-04-18", "2024-04-19", "2024-04-19"])
        // `text`: the entry in Markdown, with Day One's backslash escapes (`\.`, `\-`, `\(`): kept in
        // the text (Markdown shows them as the marks), undone in the title (at most 80 characters).
        #expect(
            entries.map(\.headline).prefix(3) == [
                "Header 1", "Pariatur aute nulla incididunt. Ad dolor irure est in magna est. Ut ex Lorem re…",
                "\"This text is in quotes\"",
            ])
        #expect(entries[2].text.hasPrefix("\"This text is in quotes\"\nThis\\-text\\-is\\-hyphenated\n\\(This text"))
        #expect(entries[0].text.hasPrefix("# Header 1\n\n## Header 2"))
        // `![](dayone-moment://ID)`: where a photo sits in the text; the photo is attached instead.
        #expect(!entries.contains { $0.text.contains("dayone-moment") })
        // `tags`: the entry's tags.
        #expect(entries[0].tags == ["another-dev-testing-tag", "dev-testing-tag"])
        // `location`: the place the entry was written (place, locality, area, country).
        #expect(
            entries.map(\.location) == [
                "Eurpocar Dublin Airport Terminal 2, Swords, Co. Dublin, Ireland", nil,
                "Dundas Castle, Edinburgh, Scotland, United Kingdom", "London Eye, London, England, United Kingdom",
            ])

        #expect(report.added == 4)
        #expect(report.photos == 0)
        // `photos[].md5`: the name of the photo's file in the export's photos/ folder (not kept here);
        // `videos`, `audios`: recordings, which Almanac does not keep: each is named, not dropped silently.
        #expect(
            report.skipped == [
                .init(
                    entry: "entry 479270F4CAD1429AB1564DB34D0FE337", reason: "its 1 video is not imported: Almanac keeps text and photos"),
                .init(
                    entry: "entry 959E7A13B3B649D681DC573DB7E07967",
                    reason: "it holds only 1 video and 1 audio recording, which Almanac does not keep"),
                .init(
                    entry: "entry DF8B32A3FE25400BBBB3A7BBFCD23CE7",
                    reason: "its photo 31c871f18f68d2fde4196ccba1f8ece1.jpeg is not in the export's photos folder"),
                .init(
                    entry: "entry 479270F4CAD1429AB1564DB34D0FE337",
                    reason: "its photo 31c871f18f68d2fde4196ccba1f8ece1.jpeg is not in the export's photos folder"),
                .init(
                    entry: "entry 479270F4CAD1429AB1564DB34D0FE337",
                    reason: "its photo 6b73e9bd86a91d3a7ead09268b0fb266.jpeg is not in the export's photos folder"),
            ])

        // A second import of the same file adds nothing.
        let again = try await database.importDayOne(owner: user.id, from: try JournalImportSource(url: Self.file))
        #expect(again.added == 0)
    }

    /// `photos[].orderInEntry`: the photo's place among the entry's photos. The export lists the
    /// fourth entry's two photos second-first; they are attached in the entry's order.
    @Test func photosAreAttachedInTheirOrderInTheEntry() throws {
        let (items, _) = try DayOne.parse(try Data(contentsOf: Self.file), fallbackZone: TimeZone(identifier: "UTC")!)
        let fourth = try #require(items.first { $0.sourceId == "dayone:479270F4CAD1429AB1564DB34D0FE337" })
        #expect(fourth.photos == ["31c871f18f68d2fde4196ccba1f8ece1.jpeg", "6b73e9bd86a91d3a7ead09268b0fb266.jpeg"])
    }
}

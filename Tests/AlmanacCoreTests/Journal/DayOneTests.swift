import AlmanacCore
import Foundation
import Testing

/// A `Journal.json` written from Day One's documented JSON export format.
enum DayOneFixture {
    static let json = """
        {
          "metadata": {"version": "1.0"},
          "entries": [
            {
              "uuid": "A1B2C3D4E5F60718293A4B5C6D7E8F90",
              "creationDate": "2023-05-04T21:30:00Z",
              "modifiedDate": "2023-05-05T08:00:00Z",
              "timeZone": "America/Los_Angeles",
              "text": "# Big Sur\\n\\n![](dayone-moment://4F1E9A0C)\\nDrove the coast. Saw **whales**.",
              "tags": ["Travel", "california"],
              "starred": true,
              "location": {"placeName": "Bixby Bridge", "localityName": "Big Sur", "administrativeArea": "CA", "country": "United States",
                           "latitude": 36.37, "longitude": -121.9},
              "weather": {"temperatureCelsius": 17, "conditionsDescription": "Sunny"},
              "photos": [{"identifier": "4F1E9A0C", "md5": "0123456789abcdef0123456789abcdef", "type": "jpeg", "width": 10, "height": 10}]
            },
            {
              "uuid": "B2",
              "creationDate": "2024-01-01T07:00:00.123Z",
              "timeZone": "Asia/Tokyo",
              "text": "New year, early walk."
            },
            {"uuid": "B2", "creationDate": "2024-01-01T07:00:00Z", "text": "The same entry again."},
            {"uuid": "C3", "creationDate": "yesterday", "text": "Bad date."},
            {"uuid": "D4", "creationDate": "2024-02-02T10:00:00Z"},
            {"uuid": "E5", "creationDate": "2024-03-03T10:00:00Z", "timeZone": "Mars/Olympus", "text": "Unknown zone."}
          ]
        }
        """
}

@Suite struct DayOneTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test func entriesKeepTheirMarkdownTagsLocationPhotosAndOwnTimeZone() throws {
        let (items, _) = try DayOne.parse(Data(DayOneFixture.json.utf8), fallbackZone: berlin)
        #expect(items.map(\.sourceId) == ["dayone:A1B2C3D4E5F60718293A4B5C6D7E8F90", "dayone:B2", "dayone:E5"])
        let bigSur = items[0].document
        #expect(bigSur.text == "# Big Sur\n\nDrove the coast. Saw **whales**.")
        #expect(bigSur.tags == ["travel", "california"])
        #expect(bigSur.location == "Bixby Bridge, Big Sur, CA, United States")
        #expect(items[0].photos == ["0123456789abcdef0123456789abcdef.jpeg"])
        // 21:30 UTC on 4 May is 14:30 on 4 May in California, its own zone.
        #expect(bigSur.timeZone == "America/Los_Angeles")
        #expect(bigSur.day == LocalDay(year: 2023, month: 5, day: 4))
        #expect(WallClockTime.of(bigSur.writtenAt, in: bigSur.zone).description == "14:30")
        // 07:00 UTC is 16:00 in Tokyo, on 1 January there (Berlin would say 08:00).
        let tokyo = items[1].document
        #expect(tokyo.day == LocalDay(year: 2024, month: 1, day: 1))
        #expect(WallClockTime.of(tokyo.writtenAt, in: tokyo.zone).description == "16:00")
        // An unknown zone falls back to the user's.
        #expect(items[2].document.timeZone == "Europe/Berlin")
    }

    @Test func duplicatesBadDatesAndEmptyEntriesAreSkippedWithTheirReason() throws {
        let (_, skipped) = try DayOne.parse(Data(DayOneFixture.json.utf8), fallbackZone: berlin)
        #expect(
            skipped == [
                .init(entry: "entry B2", reason: "it appears twice in the export"),
                .init(entry: "entry C3", reason: "its creationDate “yesterday” is not a date"),
                .init(entry: "entry D4", reason: "it has neither text nor photos"),
            ])
    }

    @Test func everyJournalOfAnExportIsReadAndEachEntryKeepsItsJournalAsATag() throws {
        let travel = Data(
            #"{"entries": [{"uuid": "T1", "creationDate": "2024-06-01T10:00:00Z", "text": "Lisbon.", "tags": ["food"]}]}"#.utf8)
        let (items, skipped) = try DayOne.parse(
            [.init(name: "Journal.json", data: Data(DayOneFixture.json.utf8)), .init(name: "Travel.json", data: travel)],
            fallbackZone: berlin)
        #expect(items.map(\.sourceId) == ["dayone:A1B2C3D4E5F60718293A4B5C6D7E8F90", "dayone:B2", "dayone:E5", "dayone:T1"])
        #expect(items[0].document.tags == ["travel", "california", "journal"])
        #expect(items[3].document.tags == ["food", "travel"])
        #expect(skipped.count == 3)
        // One journal alone gets no tag for it.
        let (alone, _) = try DayOne.parse([.init(name: "Travel.json", data: travel)], fallbackZone: berlin)
        #expect(alone[0].document.tags == ["food"])
        // The same entry in two journals is imported once.
        let (twice, again) = try DayOne.parse(
            [.init(name: "Journal.json", data: travel), .init(name: "Travel.json", data: travel)], fallbackZone: berlin)
        #expect(twice.count == 1)
        #expect(again == [.init(entry: "entry T1", reason: "it appears twice in the export")])
        #expect(throws: AlmanacError.invalid("file", "Travel.json is not a Day One JSON export (it needs an “entries” list).")) {
            try DayOne.parse([.init(name: "Travel.json", data: Data("[]".utf8))], fallbackZone: berlin)
        }
    }

    /// Day One writes Markdown and escapes what would otherwise be a mark (its export of "3. May"
    /// is `3\. May`); the title and the lists show what was typed, the text stays Markdown.
    @Test func aTitleShowsDayOnesEscapedMarksAsTyped() throws {
        #expect(JournalRules.headline("3\\. May was sunny\\!\n\nMore.") == "3. May was sunny!")
        #expect(JournalRules.headline("\\#1 priority: rest") == "#1 priority: rest")
        #expect(JournalRules.headline("# A heading \\*not bold\\*") == "A heading *not bold*")
        // A backslash before anything else, or at the end, stays.
        #expect(JournalRules.headline(#"C:\Users\ada and a \"#) == #"C:\Users\ada and a \"#)
        #expect(JournalRules.unescapingMarkdown(#"\\ \_ \` \~"#) == #"\ _ ` ~"#)
        let json = Data(#"{"entries": [{"uuid": "X", "creationDate": "2024-06-01T10:00:00Z", "text": "Wow\\! 3\\. place"}]}"#.utf8)
        let (items, _) = try DayOne.parse(json, fallbackZone: berlin)
        #expect(items[0].document.text == #"Wow\! 3\. place"#)
        #expect(JournalRules.headline(items[0].document.text) == "Wow! 3. place")
    }

    @Test func somethingElseIsRefusedClearly() {
        #expect(throws: AlmanacError.invalid("file", "Journal.json is not a Day One JSON export (it needs an “entries” list).")) {
            try DayOne.parse(Data(#"{"items": []}"#.utf8), fallbackZone: berlin)
        }
    }
}

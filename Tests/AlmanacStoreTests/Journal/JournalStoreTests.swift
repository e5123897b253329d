import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

@Suite struct JournalStoreTests {
    /// 4 May 2026, 10:00 in Berlin.
    static let now = Date(timeIntervalSince1970: 1_777_881_600)
    let today = LocalDay(year: 2026, month: 5, day: 4)

    func makeDatabase(folder: URL? = nil) async throws -> (AppDatabase, User) {
        let database = try await TestEngine.database(folder: folder, now: { Self.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        return (database, user)
    }

    func input(_ text: String, _ day: LocalDay, _ time: String = "21:00", tags: [String] = [], mood: Feeling? = nil) -> JournalEntryInput {
        JournalEntryInput(
            text: text,
            writtenAt: JournalRules.instant(day: day, time: try! WallClockTime(time), in: TimeZone(identifier: "Europe/Berlin")!),
            timeZone: "Europe/Berlin", tags: tags, mood: mood)
    }

    @Test func entriesListNewestFirstSeveralADayAndPageWithACursor() async throws {
        let (database, user) = try await makeDatabase()
        for index in 0..<25 {
            try await database.addJournalEntry(
                owner: user.id, input("Entry \(index)", today.adding(days: -index / 2), index % 2 == 0 ? "08:00" : "20:00"))
        }
        let first = try await database.journalTimelinePage(owner: user.id, filter: .init(), before: nil)
        #expect(first.entries.count == AppDatabase.journalPageSize)
        #expect(first.entries.prefix(3).map(\.text) == ["Entry 1", "Entry 0", "Entry 3"])
        let after = try #require(first.olderAfter)
        let second = try await database.journalTimelinePage(owner: user.id, filter: .init(), before: after)
        #expect(second.entries.count == 5)
        #expect(second.olderAfter == nil)
        #expect(Set(first.entries.map(\.id)).isDisjoint(with: second.entries.map(\.id)))
    }

    @Test func anotherUserCannotReadChangeOrDeleteAnEntry() async throws {
        let (database, ada) = try await makeDatabase()
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let entry = try await database.addJournalEntry(owner: ada.id, input("Private thoughts", today, tags: ["secret"]))
        await #expect(throws: AlmanacError.notFound("No journal entry with id \(entry.id).")) {
            try await database.journalEntry(owner: bob.id, id: entry.id)
        }
        await #expect(throws: AlmanacError.self) {
            try await database.updateJournalEntry(owner: bob.id, id: entry.id, input("Mine", today))
        }
        await #expect(throws: AlmanacError.self) { try await database.deleteJournalEntry(owner: bob.id, id: entry.id) }
        #expect(try await database.journalEntries(owner: bob.id).isEmpty)
        #expect(try await database.searchJournal(owner: bob.id, query: "private").isEmpty)
        #expect(try await database.searchJournal(owner: ada.id, query: "private").count == 1)
    }

    /// The snippet is the same window on both engines: at most 16 words around the matches, each
    /// match marked, "…" where the text is cut.
    @Test func aSnippetIsAWindowAroundTheMatchesCutWithAnEllipsis() async throws {
        let (database, user) = try await makeDatabase()
        try await database.addJournalEntry(
            owner: user.id,
            input(
                "Today we walked through the old town for a long while, and then we walked to Lisbon with Ana, "
                    + "who had come from Porto by train in the morning and was tired.", today))
        let snippet = try #require(try await database.searchJournal(owner: user.id, query: "lisb ANA").first?.snippet)
        #expect(snippet.plainText == "…while, and then we walked to Lisbon with Ana, who had come from Porto by train…")
        #expect(snippet.pieces.filter(\.highlighted).map(\.text) == ["Lisbon", "Ana"])
        try await database.addJournalEntry(owner: user.id, input("Lisbon at last.", today))
        let whole = try await database.searchJournal(owner: user.id, query: "lisbon").map(\.snippet.plainText)
        #expect(whole.contains("Lisbon at last."), "a text shown whole has no ellipsis")
    }

    /// What the user types is words, never query syntax: FTS5's and tsquery's operators are text.
    @Test func quotesAndOperatorsInASearchAreOnlySeparators() async throws {
        let (database, user) = try await makeDatabase()
        let entry = try await database.addJournalEntry(owner: user.id, input("Tom's & Jerry's | plan: (draft)!", today))
        try await database.addJournalEntry(owner: user.id, input("Another plan.", today))
        for query in ["tom's & jerry", "'tom' | 'jerry'", "plan: !draft", "(draft", "\"jerry\"*", "tom:* & jerry\\"] {
            #expect(try await database.searchJournal(owner: user.id, query: query).map(\.entry.id) == [entry.id], "\(query)")
        }
        for query in ["&|!():*'\"\\", "!!", "''", "   "] {
            #expect(try await database.searchJournal(owner: user.id, query: query).isEmpty, "\(query)")
        }
    }

    @Test func searchFindsTextAndTagsWithMarkedSnippetsAndFollowsEditsDeletesAndUndo() async throws {
        let (database, user) = try await makeDatabase()
        let lisbon = try await database.addJournalEntry(
            owner: user.id, input("We walked through Alfama in Lisbon until the trams stopped.", today, tags: ["travel"], mood: .happy))
        try await database.addJournalEntry(owner: user.id, input("Quiet day at home.", today.adding(days: -1), tags: ["home"]))
        let hits = try await database.searchJournal(owner: user.id, query: "lisb")
        #expect(hits.map(\.entry.id) == [lisbon.id])
        #expect(hits[0].snippet.pieces.contains(.init(text: "Lisbon", highlighted: true)))
        #expect(try await database.searchJournal(owner: user.id, query: "travel").map(\.entry.id) == [lisbon.id])
        #expect(try await database.searchJournal(owner: user.id, query: "lisbon", filter: .init(mood: .sad)).isEmpty)

        try await database.updateJournalEntry(owner: user.id, id: lisbon.id, input("Porto by the river.", today, tags: ["travel"]))
        #expect(try await database.searchJournal(owner: user.id, query: "lisbon").isEmpty)
        #expect(try await database.searchJournal(owner: user.id, query: "porto").count == 1)

        try await database.deleteJournalEntry(owner: user.id, id: lisbon.id)
        #expect(try await database.searchJournal(owner: user.id, query: "porto").isEmpty)
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Deleted the journal entry “Porto by the river.”")
        #expect(try await database.searchJournal(owner: user.id, query: "porto").map(\.entry.id) == [lisbon.id])
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.journalEntry(owner: user.id, id: lisbon.id).text.hasPrefix("We walked"))
    }

    @Test func filtersByTagMoodAndPhotosAndTheCalendarCountsDays() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        let a = try await database.addJournalEntry(owner: user.id, input("A", today, tags: ["run"], mood: .happy))
        try await database.addJournalEntry(owner: user.id, input("B", today, "22:00", tags: ["read"], mood: .meh))
        try await database.addJournalEntry(owner: user.id, input("C", today.adding(days: -3)))
        try await database.addJournalPhotos(owner: user.id, entryId: a.id, [PhotoUpload(bytes: smallPNG, caption: "Finish line")])
        #expect(try await database.journalEntries(owner: user.id, filter: .init(tag: "run")).map(\.text) == ["A"])
        #expect(try await database.journalEntries(owner: user.id, filter: .init(mood: .meh)).map(\.text) == ["B"])
        let withPhotos = try await database.journalEntries(owner: user.id, filter: .init(withPhotos: true))
        #expect(withPhotos.map(\.text) == ["A"])
        #expect(withPhotos[0].photos.map(\.caption) == ["Finish line"])
        // The photo is a photo of the entry's day, so the Today page shows it too.
        #expect(try await database.dayEntries(owner: user.id, day: today).photos.count == 1)
        let calendar = try await database.journalCalendarPage(owner: user.id, year: 2026, month: 5)
        #expect(calendar.counts == [today: 2, today.adding(days: -3): 1])
    }

    @Test func undoingAPhotoDeleteOnTheDayBringsItBackToItsEntry() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        let entry = try await database.addJournalEntry(owner: user.id, input("Race day", today))
        let photo = try await database.addJournalPhotos(
            owner: user.id, entryId: entry.id, [PhotoUpload(bytes: smallPNG, caption: "Finish")])[0]
        // Deleted where the Today page deletes photos: the day's photo, and so its link to the entry.
        try await database.deletePhoto(owner: user.id, id: photo.id)
        #expect(try await database.journalEntry(owner: user.id, id: entry.id).photos.isEmpty)
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Deleted a photo of \(today)")
        #expect(try await database.journalEntry(owner: user.id, id: entry.id).photos.map(\.id) == [photo.id])
        #expect(try await database.journalEntries(owner: user.id, filter: .init(withPhotos: true)).map(\.id) == [entry.id])
        #expect(try await database.dayEntries(owner: user.id, day: today).photos.map(\.id) == [photo.id])
    }

    @Test func theDailyReviewIsOneJournalEntryWrittenInEitherPlace() async throws {
        let (database, user) = try await makeDatabase()
        try await database.saveDayModule(owner: user.id, day: today, .review(text: "Good focus, too much coffee."))
        let entries = try await database.journalEntries(owner: user.id)
        #expect(entries.map(\.text) == ["Good focus, too much coffee."])
        #expect(entries[0].template == .dailyReview)
        try await database.updateJournalEntry(
            owner: user.id, id: entries[0].id,
            JournalEntryInput(
                text: "Good focus. Less coffee tomorrow.", writtenAt: entries[0].writtenAt, timeZone: "Europe/Berlin",
                template: .dailyReview))
        #expect(try await database.dayEntries(owner: user.id, day: today).review?.text == "Good focus. Less coffee tomorrow.")
        try await database.saveDayModule(owner: user.id, day: today, .review(text: "Changed on Today."))
        #expect(try await database.journalEntries(owner: user.id).map(\.text) == ["Changed on Today."])
        // A second daily review of the same day is refused; one of a past day is written at 21:00.
        var second = input("Another review", today)
        second.template = .dailyReview
        await #expect(throws: AlmanacError.conflict("2026-05-04 already has its daily review; edit that entry instead.")) {
            try await database.addJournalEntry(owner: user.id, second)
        }
        try await database.saveDayModule(owner: user.id, day: today.adding(days: -2), .review(text: "Catching up."))
        let past = try #require(try await database.journalEntries(owner: user.id, filter: .init(day: today.adding(days: -2))).first)
        #expect(past.time.description == "21:00")
    }

    @Test func dailyReviewsWrittenBeforeTheJournalMoveIntoIt() async throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "0012-area-color-icon")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, time_zone, created_at) VALUES ('u1', 'ada', 'Ada', 'Europe/Berlin', '2026-01-01');
                    INSERT INTO day_entries (id, owner_id, day, module, data, updated_at)
                    VALUES ('d1', 'u1', '2026-04-30', 'review', '{"text":"Shipped the release."}', '2026-04-30 19:00:00.000');
                    INSERT INTO day_entries (id, owner_id, day, module, data, updated_at)
                    VALUES ('d2', 'u1', '2026-04-30', 'workout', '{"type":"Run","minutes":30}', '2026-04-30 19:00:00.000');
                    """)
        }
        let database = try AppDatabase(queue)
        let entries = try await database.journalEntries(owner: "u1")
        #expect(entries.map(\.text) == ["Shipped the release."])
        #expect(entries.map(\.template) == [.dailyReview])
        let day = try await database.dayEntries(owner: "u1", day: LocalDay(year: 2026, month: 4, day: 30))
        #expect(day.review?.text == "Shipped the release.")
        #expect(day.workout?.minutes == 30)
    }

    @Test func onThisDayGathersEntriesIntentionsEventsAndPhotosOfEarlierYears() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        try await database.addJournalEntry(owner: user.id, input("Graduation day", LocalDay(year: 2023, month: 5, day: 4)))
        try await database.addJournalEntry(owner: user.id, input("Not this date", LocalDay(year: 2023, month: 5, day: 5)))
        try await database.addJournalEntry(owner: user.id, input("Today itself", today))
        let timeline = try await database.addTimeline(owner: user.id, name: "Life")
        _ = try await database.addEvent(
            owner: user.id, timelineId: timeline.id,
            TimelineEventInput(
                title: "Moved to Berlin", start: try PartialDate(parsing: "2020-05-04"), end: try PartialDate(parsing: "2024-05-04")))
        try await database.addPhotos(
            owner: user.id, day: LocalDay(year: 2025, month: 5, day: 4), [PhotoUpload(bytes: smallPNG, caption: "Cake")])
        let page = try await database.journalTimelinePage(owner: user.id, filter: .init(), before: nil)
        let memories = page.onThisDay.memories
        #expect(memories.map(\.label) == ["1 year ago today", "2 years ago today", "3 years ago today", "6 years ago today"])
        #expect(memories.map(\.title) == ["Cake", "Moved to Berlin", "Graduation day", "Moved to Berlin"])
        #expect(memories.map(\.kind) == [.photo, .eventEnded, .entry, .eventStarted])
        let todayPage = try await database.todayPage(owner: user.id, day: today)
        #expect(todayPage.onThisDay.memories == memories)
    }

    @Test func templatesAreEditableAndFallBackToTheStandardText() async throws {
        let (database, user) = try await makeDatabase()
        #expect(try await database.journalTemplates(owner: user.id).map(\.isEdited) == [false, false, false, false])
        try await database.saveJournalTemplate(owner: user.id, kind: .gratitude, text: "Three good things:\n")
        let templates = try await database.journalTemplates(owner: user.id)
        #expect(templates.first { $0.kind == .gratitude }?.text == "Three good things:\n")
        try await database.saveJournalTemplate(owner: user.id, kind: .gratitude, text: "  ")
        #expect(
            try await database.journalTemplates(owner: user.id).first { $0.kind == .gratitude }?.text
                == JournalTemplateKind.gratitude.standardText)
    }

    @Test func aDraftIsKeptUntilTheEntryIsSavedAndIsNotAnUndoStep() async throws {
        let (database, user) = try await makeDatabase()
        try await database.saveJournalDraft(owner: user.id, entryId: nil, JournalDraft(text: "Half a thought", day: "2026-05-04"))
        #expect(try await database.journalDraft(owner: user.id, entryId: nil)?.text == "Half a thought")
        #expect(try await database.lastUndoable(owner: user.id) == nil)
        try await database.addJournalEntry(owner: user.id, input("A whole thought", today))
        #expect(try await database.journalDraft(owner: user.id, entryId: nil) == nil)
    }

    @Test func dayOneImportAttachesPhotosRespectsZonesAndAddsNothingTwice() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        let zip = folder.url.appendingPathComponent("export.zip")
        let json = Data(
            """
            {"entries": [
              {"uuid": "AAA", "creationDate": "2023-05-04T21:30:00Z", "timeZone": "America/Los_Angeles", "text": "Whales! ![](dayone-moment://P1)",
               "tags": ["travel"], "photos": [{"identifier": "P1", "md5": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "type": "png"},
                                              {"identifier": "P2", "md5": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "type": "jpeg"}]},
              {"uuid": "BBB", "creationDate": "2024-01-01T07:00:00Z", "timeZone": "Asia/Tokyo", "text": "New year."},
              {"uuid": "CCC", "creationDate": "never", "text": "Bad."}
            ]}
            """.utf8)
        try ZipFixture.archive([
            .init(path: "Journal.json", bytes: json),
            .init(path: "photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png", bytes: smallPNG, deflate: false),
        ]).write(to: zip)
        let report = try await database.importDayOne(owner: user.id, from: try JournalImportSource(url: zip))
        #expect(report.added == 2)
        #expect(report.photos == 1)
        #expect(
            report.skipped.map(\.reason) == [
                "its creationDate “never” is not a date",
                "its photo bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpeg is not in the export's photos folder",
            ])
        let entries = try await database.journalEntries(owner: user.id)
        #expect(entries.map(\.text) == ["New year.", "Whales!"])
        #expect(entries.map(\.day.description) == ["2024-01-01", "2023-05-04"])
        #expect(entries.map(\.timeZone) == ["Asia/Tokyo", "America/Los_Angeles"])
        #expect(entries[1].photos.count == 1)
        #expect(entries[1].photos[0].day == "2023-05-04")

        let again = try await database.importDayOne(owner: user.id, from: try JournalImportSource(url: zip))
        #expect(again.added == 0)
        #expect(again.skipped.filter { $0.reason == "it was imported before" }.count == 2)
        #expect(try await database.journalEntries(owner: user.id).count == 2)
    }

    @Test func aZipBombOrAnOversizedArchiveIsRefusedBeforeInflating() throws {
        let bomb = ZipFixture.archive([.init(path: "Journal.json", bytes: Data(count: 1000), declaredSize: 50_000_000)])
        #expect(
            throws: AlmanacError.tooLarge(
                "Journal.json unpacks 49751 times larger than it is packed: this looks like a zip bomb, and it is refused.")
        ) {
            try ZipArchive(data: bomb)
        }
        let huge = ZipFixture.archive([.init(path: "photos/big.jpeg", bytes: Data(count: 10), declaredSize: 2_000_000_000)])
        #expect(throws: AlmanacError.tooLarge("photos/big.jpeg unpacks to 2000.0 MB; a file in the archive may hold at most 100.0 MB.")) {
            try ZipArchive(data: huge)
        }
        // A header that says less than the data inflates to is caught while inflating.
        let liar = try ZipArchive(data: ZipFixture.archive([.init(path: "Journal.json", bytes: Data(count: 5000), declaredSize: 10)]))
        #expect(throws: AlmanacError.self) { try liar.contents(of: liar.entries[0]) }
        let small = ZipArchive.Limits(archiveBytes: 100, fileBytes: 100, totalBytes: 100, ratio: 10)
        #expect(throws: AlmanacError.tooLarge("The archive is larger than 0.0 MB.")) {
            try ZipArchive(data: ZipFixture.archive([.init(path: "a", bytes: Data(count: 200))]), limits: small)
        }
        #expect(throws: AlmanacError.self) { try ZipArchive(data: Data("not a zip at all, just text".utf8)) }
        let fine = try ZipArchive(data: ZipFixture.archive([.init(path: "x/Journal.json", bytes: Data("{}".utf8))]))
        #expect(try fine.contents(of: #require(fine.entry(named: "Journal.json"))) == Data("{}".utf8))
    }

    @Test func aTwoGigabyteExportIsRefusedByItsSizeBeforeAnythingIsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A sparse file: 2 GB long, next to nothing on disk.
        let url = folder.url.appendingPathComponent("Export.zip")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2_000_000_000)
        try handle.close()
        #expect(throws: AlmanacError.tooLarge("Export.zip is 2000.0 MB; an archive may hold at most 1000.0 MB.")) {
            try JournalImportSource(url: url)
        }
    }

    @Test func markdownExportThenImportIntoAnotherAccountKeepsEverything() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, ada) = try await makeDatabase(folder: folder.url)
        let entry = try await database.addJournalEntry(
            owner: ada.id, input("# Sunday\n\nPancakes.", today, tags: ["family"], mood: .ecstatic))
        try await database.addJournalPhotos(owner: ada.id, entryId: entry.id, [PhotoUpload(bytes: smallJPEG)])
        let out = folder.url.appendingPathComponent("export")
        #expect(try await database.exportJournalMarkdown(owner: ada.id, to: out) == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.count == 2)
        #expect(files.contains("photos"))
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let report = try await database.importJournalMarkdown(owner: bob.id, folder: out)
        #expect(report.added == 1)
        #expect(report.photos == 1)
        let copy = try #require(try await database.journalEntries(owner: bob.id).first)
        #expect(copy.text == entry.text)
        #expect(copy.writtenAt == entry.writtenAt)
        #expect(copy.timeZone == "Europe/Berlin")
        #expect(copy.tags == ["family"])
        #expect(copy.mood == .ecstatic)
        #expect(
            try await database.importJournalMarkdown(owner: bob.id, folder: out).skipped.map(\.reason) == [
                "the journal already has this entry"
            ])
        await #expect(throws: AlmanacError.self) { try await database.exportJournalMarkdown(owner: ada.id, to: out) }
    }

    @Test func theAccountExportCarriesEntriesAndTemplatesAndAnOldDailyReview() async throws {
        let (database, ada) = try await makeDatabase()
        try await database.addJournalEntry(owner: ada.id, input("Harbour at dusk", today, tags: ["sea"], mood: .happy))
        try await database.saveJournalTemplate(owner: ada.id, kind: .morningPages, text: "Write three pages.")
        var export = try await database.exportAccount(owner: ada.id)
        #expect(export.tables["journal_entries"]?.count == 1)
        // An export made before the journal: its daily review is a day module.
        export.tables["day_entries", default: []].append([
            "id": .text("old-review"), "day": .text("2025-01-02"), "module": .text("review"), "data": .text(#"{"text":"Old review"}"#),
            "updated_at": .text("2025-01-02 20:00:00.000"),
        ])
        let (other, bob) = try await makeDatabase()
        try await other.importAccount(owner: bob.id, export)
        let entries = try await other.journalEntries(owner: bob.id)
        #expect(entries.map(\.text) == ["Harbour at dusk", "Old review"])
        #expect(entries[1].template == .dailyReview)
        #expect(try await other.searchJournal(owner: bob.id, query: "harbour").count == 1)
        #expect(try await other.journalTemplates(owner: bob.id)[0].text == "Write three pages.\n")
    }
}

import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// Imports write in chunks that let other writers in (issue 29: one import held the single
/// writer, and every account's writes, for 20 s): another account's write gets in between two
/// chunks, the chunks are one undoable action, and importing the same file again adds nothing.
/// Health's import has its own (`HealthImportChunkTests`); Things, Todoist and TickTick share
/// the to-do import's writer, Day One and Markdown folders the journal's.
@Suite struct ImportChunkTests {
    /// A database with the importing account and another one; `watch` queues the other
    /// account's write as the first chunk writing to `table` commits.
    static func setUp(table: String) async throws -> (AppDatabase, importer: User, WriteBetweenChunks) {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 0.001)
        let database = try AppDatabase.inMemory(now: { clock.now })
        let ann = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Berlin")
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let watch = WriteBetweenChunks(table: table, writer: database.writer) { db in
            try db.execute(sql: "UPDATE users SET display_name = 'Bob' WHERE id = ?", arguments: [bob.id])
            return try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier) WHERE owner_id = ?", arguments: [ann.id]) ?? 0
        }
        try await watch.start()
        return (database, ann, watch)
    }

    static func count(_ database: AppDatabase, _ table: String, owner: String) async throws -> Int {
        try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier) WHERE owner_id = ?", arguments: [owner]) ?? 0
        }
    }

    @Test func aToDoImportLetsAnotherAccountWriteBetweenChunks() async throws {
        let (database, ann, watch) = try await Self.setUp(table: "tasks")
        let csv = Data(
            (["TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE"]
                + (1...7).map { "task,Errand \($0),,4,1,Ann,,,en,UTC" }).joined(separator: "\n").utf8)
        let plan = try await database.taskImportPlan(owner: ann.id, source: .todoist, data: csv, name: "Errands [1].csv")
        let result = try await database.applyTaskImport(owner: ann.id, plan: plan, chunkToDos: 2)
        #expect(result.addedToDos == 7 && result.addedLists == 1)
        let seen = try #require(watch.seen, "the other account's write did not run before the import returned")
        #expect(seen > 0 && seen < 7, "the other account's write saw \(seen) of 7 to-dos: it did not get in between chunks")
        let list = try await database.list(owner: ann.id, named: "Errands")
        // The plan's order holds across chunks, in the list and in Today.
        #expect(try await database.tasks(owner: ann.id, inList: list.id).map(\.task.title) == (1...7).map { "Errand \($0)" })
        let todayOrder = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM tasks WHERE owner_id = ? ORDER BY today_key", arguments: [ann.id])
        }
        #expect(todayOrder == (1...7).map { "Errand \($0)" })
        #expect(try await database.lastUndoable(owner: ann.id)?.summary == "Imported 7 to-dos from Todoist into 1 new list")

        let again = try await database.applyTaskImport(
            owner: ann.id, plan: try await database.taskImportPlan(owner: ann.id, source: .todoist, data: csv, name: "Errands [1].csv"),
            chunkToDos: 2)
        #expect(again.addedToDos == 0 && again.alreadyImported == 7)
        #expect(try await Self.count(database, "tasks", owner: ann.id) == 7)

        // One undo takes back every chunk and the list.
        _ = try await database.undoLastChange(owner: ann.id)
        #expect(try await Self.count(database, "tasks", owner: ann.id) == 0)
        #expect(try await Self.count(database, "task_lists", owner: ann.id) == 0)
    }

    /// A to-do added to Today while an import runs may take a key the import chose at its start:
    /// the rest of the import then goes after it, and nothing is refused.
    @Test func aToDoAddedBetweenChunksKeepsItsPlaceInToday() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 0.001)
        let database = try AppDatabase.inMemory(now: { clock.now })
        let ann = try await database.createUser(username: "ann", password: "correct horse", timeZone: "UTC")
        let watch = WriteBetweenChunks(table: "tasks", writer: database.writer) { db in
            // What adding a to-do to the Inbox does for its places: after the last one, in Today and in the Inbox.
            let last = try String.fetchOne(
                db, sql: "SELECT MAX(today_key) FROM tasks WHERE owner_id = ? AND today_key NOT LIKE '~%'", arguments: [ann.id])
            let lastInInbox = try String.fetchOne(
                db, sql: "SELECT MAX(list_key) FROM tasks WHERE owner_id = ? AND list_id IS NULL AND list_key NOT LIKE '~%'",
                arguments: [ann.id])
            let record = ToDo(
                id: UUIDv7.make(at: clock.now), ownerId: ann.id, title: "Typed meanwhile", notes: "", listId: nil, startDay: nil,
                evening: false, someday: false, reminder: nil, deadline: nil, status: .open, statusAt: nil, repeatRule: nil,
                goalId: nil, areaId: nil, listKey: OrderKey.between(lastInInbox, nil), todayKey: OrderKey.between(last, nil),
                createdAt: clock.now, updatedAt: clock.now, importKey: nil, headingId: nil)
            try record.insert(db)
            return 0
        }
        try await watch.start()
        let plan = TaskImportPlan(
            source: .things, lists: [],
            todos: (1...5).map {
                TaskImportPlan.ToDo(
                    key: "t\($0)", title: "Imported \($0)", notes: "", listKey: nil, when: nil, tags: [], status: .open,
                    statusAt: nil, place: "to-do \($0)")
            })
        let result = try await database.applyTaskImport(owner: ann.id, plan: plan, chunkToDos: 2)
        #expect(result.addedToDos == 5)
        let today = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM tasks WHERE owner_id = ? ORDER BY today_key", arguments: [ann.id])
        }
        #expect(today == ["Imported 1", "Imported 2", "Typed meanwhile", "Imported 3", "Imported 4", "Imported 5"])
    }

    @Test func aDayOneImportLetsAnotherAccountWriteBetweenChunks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, ann, watch) = try await Self.setUp(table: "journal_entries")
        let entries = (1...5).map {
            #"{"uuid": "E\#($0)", "creationDate": "2024-06-0\#($0)T10:00:00Z", "text": "Day \#($0)."}"#
        }
        let file = folder.url.appendingPathComponent("Journal.json")
        try Data(#"{"entries": [\#(entries.joined(separator: ","))]}"#.utf8).write(to: file)
        let report = try await database.importDayOne(owner: ann.id, from: try JournalImportSource(url: file), chunkEntries: 2)
        #expect(report.added == 5)
        let seen = try #require(watch.seen, "the other account's write did not run before the import returned")
        #expect(seen > 0 && seen < 5, "the other account's write saw \(seen) of 5 entries: it did not get in between chunks")
        #expect(try await database.lastUndoable(owner: ann.id)?.summary == "Imported 5 journal entries")
        let again = try await database.importDayOne(owner: ann.id, from: try JournalImportSource(url: file), chunkEntries: 2)
        #expect(again.added == 0 && again.skipped.count == 5)
        _ = try await database.undoLastChange(owner: ann.id)
        #expect(try await Self.count(database, "journal_entries", owner: ann.id) == 0)
    }

    @Test func aTimelineImportLetsAnotherAccountWriteBetweenChunks() async throws {
        let (database, ann, watch) = try await Self.setUp(table: "timeline_events")
        let csv = (["Year,Month,Headline,Group"] + (1...5).map { "20\(10 + $0),4,Moved \($0),Homes" }).joined(separator: "\n") + "\n"
        let result = try await database.importTimelineCSV(owner: ann.id, csv: csv, chunkRows: 2)
        #expect(result.created.count == 5 && result.createdTimelines.map(\.name) == ["Homes"])
        let seen = try #require(watch.seen, "the other account's write did not run before the import returned")
        #expect(seen > 0 && seen < 5, "the other account's write saw \(seen) of 5 events: it did not get in between chunks")
        #expect(try await database.lastUndoable(owner: ann.id)?.summary == "Imported 5 timeline events")
        let again = try await database.importTimelineCSV(owner: ann.id, csv: csv, chunkRows: 2)
        #expect(again.created.isEmpty && again.skippedLines == [2, 3, 4, 5, 6])
        _ = try await database.undoLastChange(owner: ann.id)
        #expect(try await Self.count(database, "timeline_events", owner: ann.id) == 0)
        #expect(try await Self.count(database, "timelines", owner: ann.id) == 0)
    }
}

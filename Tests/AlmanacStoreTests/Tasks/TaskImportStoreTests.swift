import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// A small Things 3 database written with the documented layout: packed days
/// (`year << 16 | month << 12 | day << 7`, worked out by hand here), Unix-seconds REAL
/// timestamps, `index`/`todayIndex` orders, headings as `type` 2 rows.
func writeThingsFixture(at url: URL, walMode: Bool = false) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
        if walMode { try db.execute(sql: "PRAGMA journal_mode = WAL") }
        try db.execute(
            sql: """
                CREATE TABLE TMArea (uuid TEXT PRIMARY KEY, title TEXT, "index" INTEGER);
                CREATE TABLE TMTag (uuid TEXT PRIMARY KEY, title TEXT, "index" INTEGER);
                CREATE TABLE TMTaskTag (tasks TEXT, tags TEXT);
                CREATE TABLE TMChecklistItem (uuid TEXT PRIMARY KEY, title TEXT, status INTEGER, "index" INTEGER, task TEXT);
                CREATE TABLE TMTask (uuid TEXT PRIMARY KEY, type INTEGER, title TEXT, notes TEXT, status INTEGER, trashed INTEGER,
                    start INTEGER, startDate INTEGER, startBucket INTEGER, deadline INTEGER, "index" INTEGER, todayIndex INTEGER,
                    area TEXT, project TEXT, heading TEXT, creationDate REAL, stopDate REAL, rt1_recurrenceRule BLOB,
                    rt1_repeatingTemplate TEXT, rt1_nextInstanceStartDate INTEGER);
                INSERT INTO TMArea VALUES ('A1', 'Home', 0);
                INSERT INTO TMTag VALUES ('G1', 'errand', 0);
                INSERT INTO TMTask (uuid, type, title, status, trashed, start, "index", todayIndex, area) VALUES
                    ('P1', 1, 'Move house', 0, 0, 1, 0, 0, 'A1'),
                    ('H1', 2, 'Packing', 0, 0, 1, 0, 0, NULL);
                UPDATE TMTask SET project = 'P1' WHERE uuid = 'H1';
                -- 2026-11-19 = 2026 << 16 | 11 << 12 | 19 << 7 = 132823424; 2026-12-24 = 132828160.
                INSERT INTO TMTask (uuid, type, title, notes, status, trashed, start, startDate, startBucket, deadline, "index",
                        todayIndex, area, project, heading, creationDate, stopDate) VALUES
                    ('t1', 0, 'Book the van', 'Ring first', 0, 0, 1, NULL, 0, 132828160, 3, 0, NULL, 'P1', NULL, 1700000000.5, NULL),
                    ('t2', 0, 'Choose a date', '', 0, 0, 1, 132823424, 0, NULL, 1, 2, NULL, 'P1', NULL, 1700000001, NULL),
                    ('t3', 0, 'Buy boxes', '', 0, 0, 1, 132823424, 1, NULL, 0, 1, NULL, NULL, 'H1', 1700000002, NULL),
                    ('t4', 0, 'Measure rooms', '', 3, 0, 1, NULL, 0, NULL, 2, 0, NULL, 'P1', NULL, 1700000003, 1763000000),
                    ('t5', 0, '<script>alert(1)</script>', '', 0, 0, 0, NULL, 0, NULL, 0, 0, NULL, NULL, NULL, 1700000004, NULL),
                    ('t6', 0, 'Thrown away', '', 0, 1, 1, NULL, 0, NULL, 4, 0, NULL, 'P1', NULL, 1700000005, NULL);
                INSERT INTO TMTaskTag VALUES ('t1', 'G1');
                INSERT INTO TMChecklistItem VALUES ('c1', 'Compare prices', 3, 1, 't1'), ('c2', 'Ask Sam', 0, 0, 't1');
                """)
    }
    try queue.close()
}

private func fixtureFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-things-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite struct TaskImportStoreTests {
    @Test func aThingsDatabaseIsReadWithoutTouchingTheFile() throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.sqlite")
        try writeThingsFixture(at: file)
        let before = try Data(contentsOf: file)
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let rows = try ThingsDatabaseFile.read(at: file)
        #expect(rows.tasks.count == 8)
        #expect(rows.tasks.first { $0.uuid == "t1" }?.deadline == 132_828_160)
        #expect(rows.tasks.first { $0.uuid == "t1" }?.creationDate == 1_700_000_000.5)
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == modified)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["main.sqlite"])
    }

    @Test func aDatabaseInWALModeWithItsWALIsRead() throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.sqlite")
        try writeThingsFixture(at: file, walMode: true)
        #expect(try ThingsDatabaseFile.read(at: file).tasks.count == 8)
    }

    @Test func importingIsOneUndoableActionInOrderWithTheLogbookAndTodayKept() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.sqlite")
        try writeThingsFixture(at: file)
        let (database, ada) = try await makeTasksDatabase()
        let plan = try await database.taskImportPlan(owner: ada.id, source: .things, file: file)
        let preview = try await database.previewTaskImport(owner: ada.id, plan: plan)
        #expect(preview.counts.todos == 5)
        #expect(preview.counts.completed == 1)
        #expect(preview.newLists == ["Move house"])
        #expect(preview.newAreas == ["Home"])
        #expect(preview.plan.skipped.map(\.place) == ["“Thrown away”"])
        #expect(try await database.changeCount() == 0)  // a preview writes nothing

        let result = try await database.applyTaskImport(owner: ada.id, plan: plan)
        #expect(result.addedToDos == 5)
        #expect(result.addedLists == 1)
        #expect(result.addedAreas == 1)
        let list = try await database.list(owner: ada.id, named: "Move house")
        let open = try await database.tasks(owner: ada.id, inList: list.id)
        #expect(open.map(\.task.title) == ["Choose a date", "Book the van", "Buy boxes"])
        let van = open[1]
        #expect(van.tags == ["errand"])
        #expect(van.checklist.map(\.title) == ["Ask Sam", "Compare prices"])
        #expect(van.checklist.map(\.done) == [false, true])
        #expect(van.task.deadline == "2026-12-24")
        #expect(van.task.notes == "Ring first")
        #expect(van.area?.name == "Home")
        #expect(van.task.createdAt == Date(timeIntervalSince1970: 1_700_000_000.5))
        // Things' heading is a heading of the list, in its place, not a tag.
        #expect(open[2].tags == [])
        #expect(open[2].heading?.title == "Packing")
        #expect(open[2].heading?.listId == open[2].task.listId)
        #expect(open[2].task.when == .evening(LocalDay("2026-11-19")!))
        #expect(try await database.inboxTitles(ada.id) == ["<script>alert(1)</script>"])

        let logbook = try await database.tasks(owner: ada.id, in: .logbook, on: LocalDay("2026-11-20")!)
        #expect(database.titles(logbook) == ["Measure rooms"])
        #expect(logbook[0].tasks[0].task.statusAt == Date(timeIntervalSince1970: 1_763_000_000))
        // Today's order is Things' todayIndex: "Buy boxes" (1) before "Choose a date" (2).
        let today = try await database.tasks(owner: ada.id, in: .today, on: LocalDay("2026-11-20")!)
        #expect(today.map(\.title) == [nil, "This Evening"])
        #expect(database.titles(today) == ["Choose a date", "Buy boxes"])
        let keys = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM tasks WHERE status = 'open' ORDER BY today_key")
        }
        #expect(keys.firstIndex(of: "Buy boxes")! < keys.firstIndex(of: "Choose a date")!)

        let undoable = try await database.lastUndoable(owner: ada.id)
        #expect(undoable?.summary == "Imported 5 to-dos from Things 3 into 1 new list")
        try await database.undoLastChange(owner: ada.id)
        let counts = try await database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tasks")!, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task_lists")!,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM areas")!,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task_checklist_items")!
                    + Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task_headings")!
            )
        }
        #expect(counts == (0, 0, 0, 0))
        // After the undo the same file imports again.
        #expect(try await database.applyTaskImport(owner: ada.id, plan: plan).addedToDos == 5)
    }

    @Test func anImportIsLoggedAsOneEntryPerTableAndItsUndoRemovesExactlyWhatItAdded() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.sqlite")
        try writeThingsFixture(at: file)
        let (database, ada) = try await makeTasksDatabase()
        // Rows that were there before: an existing tag the import reuses, a list and a to-do.
        let errands = try await database.addList(owner: ada.id, name: "Errands")
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Post letter", listId: errands.id, tags: ["errand"]))
        let tables = ["tasks", "task_lists", "task_headings", "areas", "task_tags", "task_tag_links", "task_checklist_items"]
        func rows() async throws -> [String: [String]] {
            try await database.read { db in
                var rows: [String: [String]] = [:]
                for table in tables {
                    rows[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY id").map(\.description)
                }
                return rows
            }
        }
        let before = try await rows()
        let changesBefore = try await database.changeCount()

        let plan = try await database.taskImportPlan(owner: ada.id, source: .things, file: file)
        #expect(try await database.applyTaskImport(owner: ada.id, plan: plan).addedToDos == 5)
        let entries = try await database.read { db in
            let order = db.dialect.rowOrder
            return try Change.fetchAll(db, sql: "SELECT * FROM changes WHERE \(order) > ? ORDER BY \(order)", arguments: [changesBefore])
        }
        // One entry per table for the lists, headings ("Packing"), to-dos, tag links and checklist items (the area of
        // focus is its own entry; the one tag, "errand", was there), each listing the ids it added.
        let bulk = entries.filter { $0.entityId == Change.manyRows }
        #expect(bulk.map(\.entity) == ["task_lists", "task_headings", "tasks", "task_tag_links", "task_checklist_items"])
        #expect(entries.count == bulk.count + 1)
        #expect(entries.allSatisfy { $0.summary == "Imported 5 to-dos from Things 3 into 1 new list" && $0.operation == .insert })
        let taskIds = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT id FROM tasks WHERE import_key IS NOT NULL ORDER BY id")
        }
        let logged = bulk.first { $0.entity == "tasks" }?.data ?? ""
        #expect(try JSONDecoder().decode([String: [String]].self, from: Data(logged.utf8))["ids"]?.sorted() == taskIds)
        #expect(taskIds.count == 5)

        try await database.undoLastChange(owner: ada.id)
        #expect(try await rows() == before)
        #expect(try await database.lastUndoable(owner: ada.id)?.summary.hasPrefix("Added") == true)
    }

    @Test func importingTheSameFileAgainAddsNothing() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let csv = Data(
            """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Buy milk,,4,1,Ada,,,en,UTC
            task,Bread,,1,1,Ada,,,en,UTC

            """.utf8)
        let plan = try await database.taskImportPlan(owner: ada.id, source: .todoist, data: csv, name: "Groceries [123].csv")
        #expect(plan.lists.map(\.name) == ["Groceries"])
        let first = try await database.applyTaskImport(owner: ada.id, plan: plan)
        #expect(first.addedToDos == 2)
        let changes = try await database.changeCount()
        let again = try await database.applyTaskImport(
            owner: ada.id,
            plan: try await database.taskImportPlan(owner: ada.id, source: .todoist, data: csv, name: "Groceries [123].csv"))
        #expect(again.addedToDos == 0)
        #expect(again.alreadyImported == 2)
        #expect(try await database.changeCount() == changes)
        let preview = try await database.previewTaskImport(owner: ada.id, plan: plan)
        #expect(preview.newToDos.isEmpty)
        #expect(preview.counts.alreadyImported == 3)  // two to-dos and the list
        let list = try await database.list(owner: ada.id, named: "Groceries")
        #expect(try await database.tasks(owner: ada.id, inList: list.id).map(\.task.title) == ["Buy milk", "Bread"])
    }

    @Test func aTodoistBackupZipImportsEveryProjectAndAgainAddsNothing() async throws {
        let (database, ada) = try await makeTasksDatabase()
        func project(_ titles: String...) -> Data {
            Data(
                ([
                    "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG"
                ]
                    + titles.map { "task,\($0),,1,1,Ada (1),,,en,UTC,,,," } + [""]).joined(separator: "\r\n").utf8)
        }
        let zip = ZipFixture.archive([
            .init(path: "Inbox [2203000001].csv", bytes: project("Call the bank")),
            .init(path: "Moving house [2203000002].csv", bytes: project("Book the van", "Buy boxes"), deflate: false),
            .init(path: "__MACOSX/._Moving house [2203000002].csv", bytes: Data([0, 5, 22, 7])),
            .init(path: "Garden [2203000003].csv", bytes: project("Sow peas")),
        ])
        let plan = try await database.taskImportPlan(owner: ada.id, source: .todoist, data: zip, name: "todoist-backup.zip")
        #expect(plan.lists.map(\.name) == ["Moving house", "Garden"])
        #expect(try await database.applyTaskImport(owner: ada.id, plan: plan).addedToDos == 4)
        #expect(try await database.inboxTitles(ada.id) == ["Call the bank"])
        let moving = try await database.list(owner: ada.id, named: "Moving house")
        #expect(try await database.tasks(owner: ada.id, inList: moving.id).map(\.task.title) == ["Book the van", "Buy boxes"])
        let again = try await database.taskImportPlan(owner: ada.id, source: .todoist, data: zip, name: "todoist-backup.zip")
        #expect(try await database.applyTaskImport(owner: ada.id, plan: again).addedToDos == 0)
        // A zip without CSV files, or a damaged one, is refused with the problem named.
        await #expect(throws: AlmanacError.self) {
            try await database.taskImportPlan(
                owner: ada.id, source: .todoist, data: ZipFixture.archive([.init(path: "a.txt", bytes: Data("x".utf8))]), name: "b.zip")
        }
        await #expect(throws: AlmanacError.self) {
            try await database.taskImportPlan(owner: ada.id, source: .todoist, data: Data("PK but not a zip".utf8), name: "b.zip")
        }
    }

    @Test func aBadFileIsRefusedWithItsProblemAndNothingIsWritten() async throws {
        let (database, ada) = try await makeTasksDatabase()
        await #expect(
            throws: AlmanacError.invalid(
                "file", "This is not a Things database: a Things database is an SQLite file (main.sqlite), and this file is not one.")
        ) {
            try await database.taskImportPlan(owner: ada.id, source: .things, data: Data("hello".utf8), name: "main.sqlite")
        }
        // An SQLite file that is not Things'.
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appendingPathComponent("other.sqlite")
        let queue = try DatabaseQueue(path: other.path)
        try await queue.write { db in try db.execute(sql: "CREATE TABLE notes (id INTEGER)") }
        try queue.close()
        do {
            _ = try await database.taskImportPlan(owner: ada.id, source: .things, data: try Data(contentsOf: other), name: "other.sqlite")
            Issue.record("accepted")
        } catch let error as AlmanacError {
            #expect(error.message.contains("no table TMTask"))
        }
        await #expect(throws: AlmanacError.self) {
            try await database.taskImportPlan(owner: ada.id, source: .ticktick, data: Data([0xFF, 0xFE, 0x00]), name: "x.csv")
        }
        await #expect(throws: AlmanacError.self) {
            try await database.taskImportPlan(owner: ada.id, source: .todoist, data: Data(), name: "x.csv")
        }
        #expect(try await database.changeCount() == 0)
    }

    @Test func aStagedUploadIsTheOwnersOnlyAndGoesWithTheImport() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let csv = Data("TYPE,CONTENT\ntask,One\n".utf8)
        let id = try await database.stageTaskImport(owner: ada.id, source: .todoist, name: "Inbox stuff.csv", data: csv)
        await #expect(throws: AlmanacError.self) { try await database.stagedTaskImport(owner: bob.id, id: id) }
        let staged = try await database.stagedTaskImport(owner: ada.id, id: id)
        #expect(staged.data == csv)
        let plan = try await database.taskImportPlan(owner: ada.id, source: staged.source, data: staged.data, name: staged.name)
        _ = try await database.applyStagedTaskImport(owner: ada.id, id: id, plan: plan)
        await #expect(throws: AlmanacError.self) { try await database.stagedTaskImport(owner: ada.id, id: id) }
    }

    @Test func theExportKeepsListOrderAndTheLogbook() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let list = try await database.addList(owner: ada.id, name: "Errands")
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Second", listId: list.id))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "First", listId: list.id), placement: .top)
        let done = try await database.addTask(owner: ada.id, NewTask(title: "Done", listId: list.id, checklist: ["a"]))
        _ = try await database.completeTask(owner: ada.id, id: done.task.id)
        let all = try await database.exportTasks(owner: ada.id, includeFinished: true)
        #expect(all.map(\.name) == [nil, "Errands"])
        #expect(all[1].tasks.map(\.title) == ["First", "Second", "Done"])
        #expect(all[1].tasks[2].status == .completed)
        #expect(all[1].tasks[2].checklist.map(\.title) == ["a"])
        let open = try await database.exportTasks(owner: ada.id, includeFinished: false)
        #expect(open[1].tasks.map(\.title) == ["First", "Second"])
    }
}

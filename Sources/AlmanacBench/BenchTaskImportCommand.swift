import AlmanacCLI
import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation
import GRDB

/// `almanac bench tasks-import`: writes a Things 3 database of `--todos` to-dos in the
/// documented layout (TMTask, TMArea, TMTag, TMTaskTag, TMChecklistItem; packed start and
/// deadline days, Unix-seconds REAL timestamps, repeat rules as property lists), then times
/// reading it, planning, importing it into a fresh data folder on disk, and importing it again
/// (which adds nothing).
struct BenchTaskImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tasks-import", abstract: "Time a Things 3 import of a generated database (20,000 to-dos by default).")

    /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
    @OptionGroup var data: DataOptions
    @Option(help: "To-dos in the generated database.") var todos = 20_000
    @Option(help: "Keep the generated database at this path (it is removed otherwise).") var fixture: String?

    func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-bench-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = fixture.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("main.sqlite")
        try? FileManager.default.removeItem(at: file)
        try Self.writeThingsDatabase(at: file, todos: todos)
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        print("Things database: \(todos) to-dos, \(String(format: "%.1f", Double(size) / 1_048_576)) MB (\(file.path)).")

        let database = try AppDatabase.open(folder: folder.appendingPathComponent("data"), origin: .cli)
        let user = try await database.createUser(username: "bench", password: "benchmark password", timeZone: "Europe/Berlin")
        let clock = ContinuousClock()
        var plan: TaskImportPlan?
        let planning = try await clock.measure { plan = try await database.taskImportPlan(owner: user.id, source: .things, file: file) }
        var result: TaskImportResult?
        let importing = try await clock.measure { result = try await database.applyTaskImport(owner: user.id, plan: plan!) }
        var again: TaskImportResult?
        let reimporting = try await clock.measure {
            let plan = try await database.taskImportPlan(owner: user.id, source: .things, file: file)
            again = try await database.applyTaskImport(owner: user.id, plan: plan)
        }
        var undone: UndoableAction?
        let undoing = try await clock.measure { undone = try await database.undoLastChange(owner: user.id) }
        let left = try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tasks") ?? 0 }
        func seconds(_ duration: Duration) -> String {
            String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        }
        print(
            "Read and plan: \(seconds(planning)) (\(plan!.todos.count) to-dos, \(plan!.lists.count) lists, \(plan!.skipped.count) not taken)."
        )
        print("Import (one transaction, one undoable action): \(seconds(importing)); added \(result!.addedToDos) to-dos.")
        print("Total: \(seconds(planning + importing)).")
        print("Import again: \(seconds(reimporting)); added \(again!.addedToDos).")
        print("Undo (\(undone?.summary ?? "nothing to undo")): \(seconds(undoing)); \(left) to-dos left.")
    }

    /// A Things database of `todos` to-dos: 10 areas, projects of 50 to-dos each with two
    /// headings, every third to-do tagged, every fifth with a checklist, a quarter completed and
    /// some canceled, some in Today, This Evening, Upcoming and Someday, one repeating to-do per
    /// 400 with its rule.
    static func writeThingsDatabase(at url: URL, todos: Int) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE TMArea (uuid TEXT PRIMARY KEY, title TEXT, visible INTEGER, "index" INTEGER);
                    CREATE TABLE TMTag (uuid TEXT PRIMARY KEY, title TEXT, shortcut TEXT, usedDate REAL, parent TEXT, "index" INTEGER);
                    CREATE TABLE TMTaskTag (tasks TEXT NOT NULL, tags TEXT NOT NULL);
                    CREATE TABLE TMChecklistItem (uuid TEXT PRIMARY KEY, userModificationDate REAL, creationDate REAL, title TEXT,
                        status INTEGER, stopDate REAL, "index" INTEGER, task TEXT);
                    CREATE TABLE TMTask (uuid TEXT PRIMARY KEY, leavesTombstone INTEGER, creationDate REAL, userModificationDate REAL,
                        type INTEGER, status INTEGER, stopDate REAL, trashed INTEGER, title TEXT, notes TEXT, notesSync INTEGER,
                        cachedTags BLOB, start INTEGER, startDate INTEGER, startBucket INTEGER, reminderTime INTEGER,
                        lastReminderInteractionDate REAL, deadline INTEGER, deadlineSuppressionDate INTEGER, t2_deadlineOffset INTEGER,
                        "index" INTEGER, todayIndex INTEGER, todayIndexReferenceDate INTEGER, area TEXT, project TEXT, heading TEXT,
                        contact TEXT, untrashedLeafActionsCount INTEGER, openUntrashedLeafActionsCount INTEGER,
                        checklistItemsCount INTEGER, openChecklistItemsCount INTEGER, rt1_repeatingTemplate TEXT,
                        rt1_recurrenceRule BLOB, rt1_instanceCreationStartDate INTEGER, rt1_instanceCreationPaused INTEGER,
                        rt1_instanceCreationCount INTEGER, rt1_afterCompletionReferenceDate INTEGER, rt1_nextInstanceStartDate INTEGER,
                        experimental BLOB, repeater BLOB, repeaterMigrationDate REAL);
                    """)
            let base = 1_700_000_000.0
            let today = LocalDay(year: 2026, month: 11, day: 24)
            for area in 0..<10 {
                try db.execute(
                    sql: #"INSERT INTO TMArea (uuid, title, visible, "index") VALUES (?, ?, 1, ?)"#,
                    arguments: ["A\(area)", "Area \(area)", area])
            }
            for tag in 0..<20 {
                try db.execute(
                    sql: #"INSERT INTO TMTag (uuid, title, "index") VALUES (?, ?, ?)"#, arguments: ["G\(tag)", "tag\(tag)", tag])
            }
            let projects = max(1, todos / 50)
            let insertTask = try db.makeStatement(
                sql: """
                    INSERT INTO TMTask (uuid, creationDate, type, status, stopDate, trashed, title, notes, start, startDate, startBucket,
                        deadline, "index", todayIndex, area, project, heading, rt1_recurrenceRule, rt1_repeatingTemplate)
                    VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            for project in 0..<projects {
                try insertTask.execute(arguments: [
                    "P\(project)", base, 1, 0, nil, "Project \(project)", "", 1, nil, 0, nil, project, 0, "A\(project % 10)", nil, nil, nil,
                    nil,
                ])
                for heading in 0..<2 {
                    try insertTask.execute(arguments: [
                        "H\(project)-\(heading)", base, 2, 0, nil, "Heading \(heading)", "", 1, nil, 0, nil, heading, 0, nil, "P\(project)",
                        nil,
                        nil, nil,
                    ])
                }
            }
            let weekly = try PropertyListSerialization.data(
                fromPropertyList: ["fu": 256, "fa": 1, "tp": 0, "of": [["wd": 2]]] as [String: Any], format: .xml, options: 0)
            let insertTag = try db.makeStatement(sql: "INSERT INTO TMTaskTag (tasks, tags) VALUES (?, ?)")
            let insertItem = try db.makeStatement(
                sql: #"INSERT INTO TMChecklistItem (uuid, title, status, "index", task) VALUES (?, ?, ?, ?, ?)"#)
            for index in 0..<todos {
                let project = index % projects
                let status = index % 4 == 0 ? 3 : index % 50 == 1 ? 2 : 0
                let heading: String? = index % 3 == 0 ? nil : "H\(project)-\(index % 2)"
                let start: Int
                var startDate: Int?
                switch index % 10 {
                case 0, 1: startDate = ThingsImport.packed(today)
                case 2: startDate = ThingsImport.packed(today.adding(days: index % 30 + 1))
                default: break
                }
                start = index % 10 == 2 || index % 10 == 9 ? 2 : 1
                let repeating = index % 400 == 7
                try insertTask.execute(arguments: [
                    "T\(index)", base + Double(index), 0, status, status == 0 ? nil : base + Double(index) + 3600,
                    "To-do \(index)", index % 7 == 0 ? "Notes for to-do \(index)" : "", start, startDate, index % 10 == 1 ? 1 : 0,
                    index % 25 == 0 ? ThingsImport.packed(today.adding(days: 7)) : nil, index / projects, index, nil,
                    heading == nil ? "P\(project)" : nil, heading, repeating ? weekly : nil, nil,
                ])
                if index % 3 == 0 { try insertTag.execute(arguments: ["T\(index)", "G\(index % 20)"]) }
                if index % 5 == 0 {
                    for item in 0..<2 {
                        try insertItem.execute(arguments: ["C\(index)-\(item)", "Step \(item + 1)", item == 0 ? 3 : 0, item, "T\(index)"])
                    }
                }
            }
        }
        try queue.close()
    }
}

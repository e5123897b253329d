import AlmanacCore
import Foundation
import GRDB

/// What an import would do, shown before anything is written (the preview page, `--dry-run`,
/// the API without `confirm`).
public struct TaskImportPreview: Sendable {
    public var plan: TaskImportPlan
    public var counts: TaskImportCounts
    /// The lists the import would create, and those it would add to (same name, any case).
    public var newLists: [String]
    public var existingLists: [String]
    /// The areas of focus it would create.
    public var newAreas: [String]
    /// The to-dos it would add (not imported before), in list order.
    public var newToDos: [TaskImportPlan.ToDo]
}

/// What an import did.
public struct TaskImportResult: Sendable, Equatable {
    public var addedToDos: Int
    public var addedLists: Int
    public var addedAreas: Int
    public var addedTags: Int
    public var alreadyImported: Int
    public var skipped: Int
    public var summary: String
    /// The lists of the plan (created or matched), in its order.
    public var listIds: [String]
}

/// A file kept between the import page's preview and its confirmation.
public struct StagedTaskImport: Sendable {
    public var id: String
    public var source: TaskImportSource
    public var name: String
    public var data: Data
}

extension AppDatabase {
    /// The largest file an import takes (a Things database of 20,000 to-dos is about 20 MB).
    public static let taskImportLimit = 64 * 1024 * 1024

    /// The user's calendar, for the dates an import reads ("every monday").
    public func taskImportCalendar(owner: String) async throws -> TaskImportCalendar {
        let now = now()
        return try await read { db in
            let calendar = try Self.taskCalendar(owner: owner, at: now, db)
            return TaskImportCalendar(
                today: calendar.today, dateOrder: calendar.dateOrder, weekStart: calendar.preferences.weekStart,
                timeZone: calendar.preferences.zone)
        }
    }

    /// Reads a file of `source` into a plan; a file that cannot be read is a validation error
    /// naming the problem, and nothing is written. `name` is the file's name (a Todoist CSV's
    /// list is named after it).
    public func taskImportPlan(owner: String, source: TaskImportSource, data: Data, name: String?) async throws -> TaskImportPlan {
        guard data.count <= Self.taskImportLimit else {
            throw AlmanacError.tooLarge("The file is larger than \(Self.taskImportLimit / 1024 / 1024) MB.")
        }
        guard !data.isEmpty else { throw AlmanacError.invalid("file", "The file is empty; choose \(source.fileDescription).") }
        let calendar = try await taskImportCalendar(owner: owner)
        switch source {
        case .things:
            return ThingsImport.plan(try ThingsDatabaseFile.read(data))
        case .todoist:
            if TodoistImport.isJSON(data) { return try TodoistImport.jsonPlan(data, calendar: calendar) }
            if data.starts(with: [0x50, 0x4B]) { return try TodoistImport.backupPlan(try Self.todoistBackup(data), calendar: calendar) }
            return try TodoistImport.csvPlan(try Self.text(data), listName: Self.listName(fromFile: name), calendar: calendar)
        case .ticktick:
            return try TickTickImport.plan(try Self.text(data), calendar: calendar)
        }
    }

    /// Reads a file on disk (the CLI): a Things database is read where it lies, with its `-wal`.
    public func taskImportPlan(owner: String, source: TaskImportSource, file url: URL) async throws -> TaskImportPlan {
        if source == .things {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= Self.taskImportLimit else {
                throw AlmanacError.tooLarge("The file is larger than \(Self.taskImportLimit / 1024 / 1024) MB.")
            }
            return ThingsImport.plan(try ThingsDatabaseFile.read(at: url))
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw AlmanacError.invalid("file", "\(url.path) could not be read.") }
        return try await taskImportPlan(owner: owner, source: source, data: data, name: url.lastPathComponent)
    }

    /// What a Todoist backup may unpack to: no more CSV in all than one upload may hold, so a
    /// backup costs no more to read than the largest single CSV.
    public static let todoistBackupLimits = ZipArchive.Limits(
        archiveBytes: taskImportLimit, fileBytes: taskImportLimit, totalBytes: taskImportLimit, ratio: 200)

    /// A Todoist backup's project files: the `.csv` entries of the zip, in the archive's order
    /// (folders and macOS's `__MACOSX` copies left out).
    static func todoistBackup(_ data: Data, limits: ZipArchive.Limits = todoistBackupLimits) throws -> [TodoistImport.ProjectFile] {
        let archive = try ZipArchive(data: data, limits: limits)
        return try archive.entries.filter {
            $0.path.lowercased().hasSuffix(".csv") && !$0.path.hasPrefix("__MACOSX/") && !$0.path.contains("/._")
        }.map { entry in
            let name = entry.path.split(separator: "/").last.map(String.init) ?? entry.path
            guard let text = String(data: try archive.contents(of: entry), encoding: .utf8) else {
                throw AlmanacError.invalid("file", "\(name) is not text in UTF-8.")
            }
            return TodoistImport.ProjectFile(file: name, listName: listName(fromFile: name), text: text)
        }
    }

    static func text(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw AlmanacError.invalid("file", "The file is not text in UTF-8; export it again as CSV.")
        }
        return text
    }

    /// "Groceries [12345].csv" → "Groceries": Todoist names its CSV after the project.
    public static func listName(fromFile name: String?) -> String {
        var base = (name ?? "").split(separator: "/").last.map(String.init) ?? ""
        if let dot = base.lastIndex(of: "."), base[dot...].count <= 5 { base = String(base[..<dot]) }
        if let bracket = base.range(of: " [", options: .backwards), base.hasSuffix("]") { base = String(base[..<bracket.lowerBound]) }
        base = base.trimmingCharacters(in: .whitespaces)
        return base.isEmpty ? "Todoist" : base
    }

    /// What applying `plan` would add for this user.
    public func previewTaskImport(owner: String, plan: TaskImportPlan) async throws -> TaskImportPreview {
        try await read { db in try Self.preview(plan, owner: owner, db) }
    }

    static func preview(_ plan: TaskImportPlan, owner: String, _ db: any StoreDatabase) throws -> TaskImportPreview {
        let taskKeys = try importedKeys(table: "tasks", owner: owner, db)
        let listKeys = try importedKeys(table: "task_lists", owner: owner, db)
        let listNames = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM task_lists WHERE owner_id = ?", arguments: [owner]))
        let areaNames = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM areas WHERE owner_id = ?", arguments: [owner]))
        let newToDos = plan.todos.filter { taskKeys[$0.key] == nil }
        let lists = plan.lists.filter { listKeys[$0.key] == nil }
        return TaskImportPreview(
            plan: plan,
            counts: TaskImportCounts(
                plan, alreadyImported: plan.todos.count - newToDos.count + plan.lists.count - lists.count),
            newLists: lists.filter { !listNames.contains($0.name.lowercased()) }.map(\.name),
            existingLists: lists.filter { listNames.contains($0.name.lowercased()) }.map(\.name),
            newAreas: plan.areaNames.filter { !areaNames.contains($0.lowercased()) }, newToDos: newToDos)
    }

    static func importedKeys(table: String, owner: String, _ db: any StoreDatabase) throws -> [String: String] {
        var keys: [String: String] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT import_key, id FROM \(table) WHERE owner_id = ? AND import_key IS NOT NULL", arguments: [owner])
        {
            keys[row["import_key"]] = row["id"]
        }
        return keys
    }

    /// The to-dos one transaction of an import writes: other accounts' writes wait for one chunk,
    /// not for the whole import (20,000 to-dos held the single writer for seconds).
    public static let taskImportChunkToDos = 1000

    /// Applies `plan` as one undoable action: areas of focus and lists matched by name (any case)
    /// or created, tags created as needed, every to-do not imported before added at the bottom of
    /// its list and of Today, in the plan's order (Things' `todayIndex` orders Today), completed
    /// and canceled ones straight into the Logbook with their dates. `progress` is told how many
    /// to-dos are done after each chunk.
    ///
    /// The areas, lists, headings and tags are written in one transaction, then the to-dos (with
    /// their tag links and checklists) `chunkToDos` at a time, each chunk its own transaction, so
    /// other writers get in between; every transaction carries the one change-log batch (one
    /// entry per table and chunk, listing the ids), so one undo takes the whole import back. An
    /// import stopped part way keeps the chunks written, as that one action; importing the file
    /// again adds the rest (to-dos are matched by their import key). Should a list, heading, area
    /// or tag the import writes into be removed between two chunks, it stops with a conflict.
    public func applyTaskImport(
        owner: String, plan: TaskImportPlan, progress: (@Sendable (Int, Int) -> Void)? = nil,
        chunkToDos: Int = taskImportChunkToDos
    ) async throws -> TaskImportResult {
        try await applyTaskImport(owner: owner, plan: plan, progress: progress, chunkToDos: chunkToDos, lastly: nil)
    }

    func applyTaskImport(
        owner: String, plan: TaskImportPlan, progress: (@Sendable (Int, Int) -> Void)?, chunkToDos: Int,
        lastly: (@Sendable (any StoreDatabase) throws -> Void)?
    ) async throws -> TaskImportResult {
        let batchId = UUIDv7.make(at: now())
        var state = try await write(owner: owner, batchId: batchId) { batch in
            try Self.withLargeCache(batch.db) { try Self.prepareImport(plan, owner: owner, batch: &batch) }
        }
        let size = max(1, chunkToDos)
        var start = 0
        repeat {
            // Between chunks: a server shutting down stops here, keeping the chunks committed.
            try Task.checkCancellation()
            let chunk = Array(state.newToDos[start..<min(start + size, state.newToDos.count)])
            let last = start + chunk.count >= state.newToDos.count
            let before = state
            state = try await write(owner: owner, batchId: batchId) { batch in
                var state = before
                try Self.withLargeCache(batch.db) { try Self.insertToDos(chunk, of: plan, state: &state, owner: owner, batch: &batch) }
                batch.describe(state.summary(plan))
                if last { try lastly?(batch.db) }
                return state
            }
            start += chunk.count
            progress?(state.added, state.newToDos.count)
        } while start < state.newToDos.count
        return TaskImportResult(
            addedToDos: state.added, addedLists: state.addedLists, addedAreas: state.addedAreas, addedTags: state.addedTags,
            alreadyImported: plan.todos.count - state.newToDos.count, skipped: plan.skipped.count, summary: state.summary(plan),
            listIds: plan.lists.compactMap { state.listIds[$0.key] })
    }

    /// A large import's transaction keeps its pages in memory (up to 256 MB) rather than
    /// spilling them to the WAL and writing them again; the connection's cache is set back after.
    /// SQLite's alone (another engine runs `work` as it is).
    static func withLargeCache<T>(_ db: any StoreDatabase, _ work: () throws -> T) throws -> T {
        guard let db = db.sqlite else { return try work() }
        let size = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -262144")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(size)") }
        return try work()
    }

    /// What an import carries from one transaction to the next: the rows its to-dos refer to,
    /// the to-dos still to add and their places in Today.
    struct TaskImportState: Sendable {
        var areaIds: [String: String] = [:]  // name, lowercased → id
        var listIds: [String: String] = [:]  // plan key → id
        var headingIds: [String: String] = [:]  // plan key → id
        var tagIds: [String: String] = [:]  // name, lowercased → id
        var newToDos: [Int] = []  // indices into the plan's to-dos, in its order
        var todayKeys: [Int: String] = [:]
        var addedAreas = 0
        var addedLists = 0
        var addedTags = 0
        var added = 0
        /// How many of `newToDos` earlier chunks went through.
        var processed = 0

        func summary(_ plan: TaskImportPlan) -> String {
            "Imported \(added) to-do\(added == 1 ? "" : "s") from \(plan.source.title)"
                + (addedLists > 0 ? " into \(addedLists) new list\(addedLists == 1 ? "" : "s")" : "")
        }
    }

    /// The import's first transaction: areas, lists, headings and tags, and the to-dos' keys in Today.
    static func prepareImport(_ plan: TaskImportPlan, owner: String, batch: inout ChangeBatch) throws -> TaskImportState {
        let db = batch.db
        let now = batch.now
        var state = TaskImportState()
        let taskKeys = try importedKeys(table: "tasks", owner: owner, db)
        let listKeys = try importedKeys(table: "task_lists", owner: owner, db)

        // Areas of focus, by name.
        for area in try areas(owner: owner, includeArchived: true, db: db) { state.areaIds[area.name.lowercased()] = area.id }
        for name in plan.areaNames where state.areaIds[name.lowercased()] == nil {
            state.areaIds[name.lowercased()] = try insertArea(owner: owner, name: name, color: nil, icon: nil, batch: batch).id
            state.addedAreas += 1
        }

        // Lists: an earlier import's, else one of the same name, else a new one at the bottom.
        var byName: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM task_lists WHERE owner_id = ?", arguments: [owner]) {
            byName[(row["name"] as String).lowercased()] = row["id"]
        }
        var lastListKey = try String.fetchOne(
            db, sql: "SELECT MAX(order_key) FROM task_lists WHERE owner_id = ? AND order_key NOT LIKE '~%'", arguments: [owner])
        for list in plan.lists {
            if let id = listKeys[list.key] ?? byName[list.name.lowercased()] {
                state.listIds[list.key] = id
                continue
            }
            let key = OrderKey.between(lastListKey, nil)
            lastListKey = key
            let record = TaskList(
                id: UUIDv7.make(at: now), ownerId: owner, name: list.name, color: nil, icon: nil, archived: list.archived,
                orderKey: key, createdAt: now, importKey: list.key)
            try batch.insertInBulk(record)
            state.listIds[list.key] = record.id
            byName[list.name.lowercased()] = record.id
            state.addedLists += 1
        }

        // Headings: an earlier import's, else one of the same title in the same list, else a new
        // one after the list's last heading, in the plan's order.
        let headingKeys = try importedKeys(table: "task_headings", owner: owner, db)
        var headingsByTitle: [String: String] = [:]  // list id + title (lowercased) → id
        var lastHeadingKeys: [String: String] = [:]
        var headingCounts: [String: Int] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT id, list_id, title, order_key FROM task_headings WHERE owner_id = ?", arguments: [owner])
        {
            let listId: String = row["list_id"]
            headingsByTitle[listId + "\n" + (row["title"] as String).lowercased()] = row["id"]
            let key: String = row["order_key"]
            if !key.hasPrefix("~"), lastHeadingKeys[listId].map({ OrderKey.precedes($0, key) }) ?? true { lastHeadingKeys[listId] = key }
            headingCounts[listId, default: 0] += 1
        }
        for heading in plan.headings {
            guard let listId = state.listIds[heading.listKey] else { continue }
            let byTitle = listId + "\n" + heading.title.lowercased()
            if let id = headingKeys[heading.key] ?? headingsByTitle[byTitle] {
                state.headingIds[heading.key] = id
                continue
            }
            // A list already full of headings takes the to-dos under no heading.
            guard headingCounts[listId, default: 0] < Limits.headingsPerList else { continue }
            let key = OrderKey.between(lastHeadingKeys[listId], nil)
            lastHeadingKeys[listId] = key
            headingCounts[listId, default: 0] += 1
            let record = TaskHeading(
                id: UUIDv7.make(at: now), ownerId: owner, listId: listId, title: heading.title, archived: heading.archived,
                orderKey: key, createdAt: now, importKey: heading.key)
            try batch.insertInBulk(record)
            state.headingIds[heading.key] = record.id
            headingsByTitle[byTitle] = record.id
        }

        // Tags, by name.
        for tag in try taskTags(owner: owner, db) { state.tagIds[tag.name.lowercased()] = tag.id }
        state.newToDos = plan.todos.indices.filter { taskKeys[plan.todos[$0].key] == nil }
        let usedTags = Set(state.newToDos.flatMap { plan.todos[$0].tags.map { $0.lowercased() } })
        for name in plan.tagNames where state.tagIds[name.lowercased()] == nil && usedTags.contains(name.lowercased()) {
            let tag = TaskTag(id: UUIDv7.make(at: now), ownerId: owner, name: name)
            try batch.insertInBulk(tag)
            state.tagIds[name.lowercased()] = tag.id
            state.addedTags += 1
        }
        try placeInToday(Set(state.newToDos), of: plan, state: &state, owner: owner, db: db)
        batch.describe(state.summary(plan))
        return state
    }

    /// Keys after the last of Today for `indices`, in the plan's Today order.
    static func placeInToday(
        _ indices: Set<Int>, of plan: TaskImportPlan, state: inout TaskImportState, owner: String, db: any StoreDatabase
    )
        throws
    {
        var lastToday = try String.fetchOne(
            db, sql: "SELECT MAX(today_key) FROM tasks WHERE owner_id = ? AND today_key NOT LIKE '~%'", arguments: [owner])
        for index in plan.todayOrder where indices.contains(index) {
            let key = OrderKey.between(lastToday, nil)
            state.todayKeys[index] = key
            lastToday = key
        }
    }

    /// Adds the to-dos `chunk` (indices into the plan's) with their tag links and checklists.
    static func insertToDos(
        _ chunk: [Int], of plan: TaskImportPlan, state: inout TaskImportState, owner: String, batch: inout ChangeBatch
    ) throws {
        let db = batch.db
        let now = batch.now
        // What the to-dos refer to is still there (an earlier transaction made or found it).
        for (table, ids) in [
            ("task_lists", state.listIds.values), ("task_headings", state.headingIds.values), ("areas", state.areaIds.values),
            ("task_tags", state.tagIds.values),
        ] {
            let distinct = Array(Set(ids))
            guard !distinct.isEmpty else { continue }
            let found =
                try Int.fetchOne(
                    db,
                    sql: "SELECT COUNT(*) FROM \(table) WHERE owner_id = ? AND id IN (\(distinct.map { _ in "?" }.joined(separator: ",")))",
                    arguments: StatementArguments([owner] + distinct)) ?? 0
            guard found == distinct.count else {
                throw AlmanacError.conflict(
                    "The import stopped after \(state.added) to-dos: a list, heading, area or tag it adds to was removed meanwhile. Import the file again to add the rest."
                )
            }
        }
        // Keys in Today were chosen at the start; should a to-do added since have taken one of
        // this chunk's, the rest of the import goes after the last of Today as it is now.
        let keys = chunk.compactMap { state.todayKeys[$0] }
        if !keys.isEmpty,
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM tasks WHERE owner_id = ? AND today_key IN (\(keys.map { _ in "?" }.joined(separator: ",")))",
                arguments: StatementArguments([owner] + keys)) ?? 0 > 0
        {
            try placeInToday(Set(state.newToDos[state.processed...]), of: plan, state: &state, owner: owner, db: db)
        }

        // Order keys: after the last of each container, in the plan's order.
        var lastKeys: [String: String?] = [:]  // list id ('' for the Inbox) → last key
        func nextListKey(_ listId: String?) throws -> String {
            let container = listId ?? ""
            let last: String?
            if let known = lastKeys[container] {
                last = known
            } else {
                last = try String.fetchOne(
                    db,
                    sql: "SELECT MAX(list_key) FROM tasks WHERE owner_id = ? AND COALESCE(list_id, '') = ? AND list_key NOT LIKE '~%'",
                    arguments: [owner, container])
            }
            let key = OrderKey.between(last, nil)
            lastKeys[container] = .some(key)
            return key
        }

        for index in chunk {
            let item = plan.todos[index]
            let listId = item.listKey.flatMap { state.listIds[$0] }
            guard let todayKey = state.todayKeys[index] else { continue }
            var task = ToDo(
                id: UUIDv7.make(at: now), ownerId: owner, title: item.title, notes: item.notes, listId: listId, startDay: nil,
                evening: false, someday: false, reminder: item.reminder?.description, deadline: item.deadline?.description,
                status: item.status,
                statusAt: item.status == .open ? nil : item.statusAt ?? now, repeatRule: nil, goalId: nil,
                areaId: item.areaName.flatMap { state.areaIds[$0.lowercased()] }, listKey: try nextListKey(listId),
                todayKey: todayKey, createdAt: item.createdAt ?? now, updatedAt: now, importKey: item.key,
                headingId: item.headingKey.flatMap { state.headingIds[$0] })
            task.when = item.when
            task.repeating = item.repeatRule
            try batch.insertInBulk(task)
            var linked = Set<String>()
            for name in item.tags {
                guard let tagId = state.tagIds[name.lowercased()], linked.insert(tagId).inserted else { continue }
                try batch.insertInBulk(TaskTagLink(id: UUIDv7.make(at: now), ownerId: owner, taskId: task.id, tagId: tagId))
            }
            for (position, key) in OrderKey.evenlySpaced(count: item.checklist.count).enumerated() {
                let entry = item.checklist[position]
                try batch.insertInBulk(
                    ChecklistItem(
                        id: UUIDv7.make(at: now), ownerId: owner, taskId: task.id, title: entry.title, done: entry.done,
                        orderKey: key))
            }
            state.added += 1
        }
        state.processed += chunk.count
    }

    // MARK: The web page's upload, kept between preview and confirmation

    /// Keeps an uploaded file for the confirmation (an hour; older uploads are removed).
    public func stageTaskImport(owner: String, source: TaskImportSource, name: String, data: Data) async throws -> String {
        let now = now()
        let id = UUIDv7.make(at: now)
        try await writeUnlogged { db in
            try db.execute(
                sql: "DELETE FROM task_import_uploads WHERE owner_id = ? OR created_at < ?",
                arguments: [owner, now.addingTimeInterval(-3600)])
            try db.execute(
                sql: "INSERT INTO task_import_uploads (id, owner_id, source, name, data, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [id, owner, source.rawValue, name, data, now])
        }
        return id
    }

    public func stagedTaskImport(owner: String, id: String) async throws -> StagedTaskImport {
        try await read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT source, name, data FROM task_import_uploads WHERE id = ? AND owner_id = ?", arguments: [id, owner]),
                let source = TaskImportSource(rawValue: row["source"])
            else { throw AlmanacError.notFound("That upload is gone (uploads are kept for an hour); choose the file again.") }
            return StagedTaskImport(id: id, source: source, name: row["name"], data: row["data"])
        }
    }

    /// Applies a staged upload's plan and removes the upload, in the same transaction;
    /// `progress` as for `applyTaskImport`.
    public func applyStagedTaskImport(
        owner: String, id: String, plan: TaskImportPlan, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> TaskImportResult {
        // The upload goes with the import's last chunk; an import stopped part way keeps it, to be confirmed again.
        try await applyTaskImport(owner: owner, plan: plan, progress: progress, chunkToDos: Self.taskImportChunkToDos) { db in
            try db.execute(sql: "DELETE FROM task_import_uploads WHERE id = ? AND owner_id = ?", arguments: [id, owner])
        }
    }

    // MARK: Export

    /// Every list (the Inbox first, then the list of lists' order) with its to-dos in the list's
    /// order (those under no heading, then each heading's in the headings' order): open ones, then
    /// finished ones by when they were finished when `includeFinished`.
    public func exportTasks(owner: String, includeFinished: Bool) async throws -> [(name: String?, archived: Bool, tasks: [ExportedTask])] {
        try await read { db in
            let lists = try Self.lists(owner: owner, includeArchived: true, db)
            let tasks = try ToDo.fetchReadable(
                db,
                sql: """
                    SELECT t.* FROM tasks t LEFT JOIN task_headings h ON h.id = t.heading_id
                    WHERE t.owner_id = ? AND (t.status = 'open' OR ?)
                    ORDER BY t.status != 'open', CASE WHEN t.status = 'open' THEN h.order_key IS NOT NULL END,
                        CASE WHEN t.status = 'open' THEN h.order_key END, CASE WHEN t.status = 'open' THEN t.list_key END,
                        t.status_at, t.id
                    """, arguments: [owner, includeFinished])
            let details = try Self.details(of: tasks, db)
            let grouped = Dictionary(grouping: details) { $0.task.listId ?? "" }
            func exported(_ item: TaskDetails) -> ExportedTask {
                ExportedTask(
                    title: item.task.title, notes: item.task.notes, when: item.task.when, deadline: item.task.deadlineDay,
                    repeatRule: item.task.repeating, tags: item.tags,
                    checklist: item.checklist.map { .init(title: $0.title, done: $0.done) }, status: item.task.status,
                    statusAt: item.task.statusAt, heading: item.heading?.title)
            }
            return [(name: nil, archived: false, tasks: (grouped[""] ?? []).map(exported))]
                + lists.map { (name: $0.name, archived: $0.archived, tasks: (grouped[$0.id] ?? []).map(exported)) }
        }
    }
}

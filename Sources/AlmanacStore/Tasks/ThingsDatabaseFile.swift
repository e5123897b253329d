import AlmanacCore
import Foundation
import GRDB

/// Reads a Things 3 database (`main.sqlite`) into `ThingsImport.Rows`, read-only.
///
/// The file is first copied into a private temporary folder (with its `-wal` beside it when
/// there is one, so changes not yet checkpointed are read too), and the copy is opened with
/// `Configuration.readonly`: SQLite never writes to the user's file nor creates files beside it.
public enum ThingsDatabaseFile {
    static let tables = ["TMTask", "TMArea", "TMTag", "TMTaskTag", "TMChecklistItem"]

    /// Reads the database at `url` (and `url-wal` when present).
    public static func read(at url: URL) throws -> ThingsImport.Rows {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw AlmanacError.invalid("file", "\(url.path) could not be read.") }
        let wal = try? Data(contentsOf: URL(fileURLWithPath: url.path + "-wal"))
        return try read(data, wal: wal)
    }

    /// Reads a database given as bytes (an upload).
    public static func read(_ data: Data, wal: Data? = nil) throws -> ThingsImport.Rows {
        guard data.count >= 100, data.prefix(16) == Data("SQLite format 3\0".utf8) else {
            throw AlmanacError.invalid(
                "file", "This is not a Things database: a Things database is an SQLite file (main.sqlite), and this file is not one.")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-things-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("main.sqlite")
        try data.write(to: copy)
        if let wal { try wal.write(to: URL(fileURLWithPath: copy.path + "-wal")) }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: copy.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read(rows)
        } catch let error as AlmanacError {
            throw error
        } catch let error as DatabaseError {
            throw AlmanacError.invalid("file", "The Things database could not be read: \(error.message ?? error.resultCode.description).")
        }
    }

    static func rows(_ db: Database) throws -> ThingsImport.Rows {
        let missing = try tables.filter { try !db.tableExists($0) }
        guard missing.isEmpty else {
            throw AlmanacError.invalid(
                "file", "This is not a Things 3 database: it has no table \(missing.joined(separator: ", ")).")
        }
        let columns = Set(try db.columns(in: "TMTask").map(\.name))
        let needed = ["uuid", "type", "title", "status", "trashed", "start", "index"]
        let lacking = needed.filter { !columns.contains($0) }
        guard lacking.isEmpty else {
            throw AlmanacError.invalid("file", "This Things database's TMTask has no column \(lacking.joined(separator: ", ")).")
        }
        // Columns that older versions lack or name otherwise are read as NULL.
        func column(_ name: String, or other: String? = nil) -> String {
            if columns.contains(name) { return name.quotedDatabaseIdentifier }
            if let other, columns.contains(other) { return other.quotedDatabaseIdentifier }
            return "NULL"
        }
        let sql = """
            SELECT uuid, type, title, \(column("notes")) AS notes, status, trashed, start,
                   \(column("startDate")) AS startDate, \(column("startBucket")) AS startBucket,
                   \(column("deadline", or: "dueDate")) AS deadline, "index", \(column("todayIndex")) AS todayIndex,
                   \(column("area")) AS area, \(column("project")) AS project,
                   \(column("heading", or: "actionGroup")) AS heading,
                   \(column("creationDate")) AS creationDate, \(column("stopDate")) AS stopDate,
                   \(column("rt1_recurrenceRule", or: "recurrenceRule")) AS rule,
                   \(column("rt1_repeatingTemplate")) AS template,
                   \(column("rt1_nextInstanceStartDate")) AS nextStart
            FROM TMTask
            """
        var tasks: [ThingsImport.Task] = []
        let cursor = try Row.fetchCursor(db, sql: sql)
        while let row = try cursor.next() {
            guard let uuid: String = row["uuid"] else { continue }
            tasks.append(
                ThingsImport.Task(
                    uuid: uuid, type: integer(row["type"]) ?? 0, title: row["title"] ?? "", notes: row["notes"] ?? "",
                    status: integer(row["status"]) ?? 0, trashed: (integer(row["trashed"]) ?? 0) != 0,
                    start: integer(row["start"]) ?? 1, startDate: integer(row["startDate"]),
                    startBucket: integer(row["startBucket"]) ?? 0, deadline: integer(row["deadline"]),
                    index: integer(row["index"]) ?? 0, todayIndex: integer(row["todayIndex"]) ?? 0, area: row["area"],
                    project: row["project"], heading: row["heading"], creationDate: real(row["creationDate"]),
                    stopDate: real(row["stopDate"]), recurrenceRule: blob(row["rule"]), repeatingTemplate: row["template"],
                    nextInstanceStartDate: integer(row["nextStart"])))
        }
        let areas = try Row.fetchAll(db, sql: #"SELECT uuid, title, "index" FROM TMArea"#).compactMap { row -> ThingsImport.Area? in
            guard let uuid: String = row["uuid"] else { return nil }
            return ThingsImport.Area(uuid: uuid, title: row["title"] ?? "", index: integer(row["index"]) ?? 0)
        }
        var tags: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT uuid, title FROM TMTag") {
            if let uuid: String = row["uuid"], let title: String = row["title"] { tags[uuid] = title }
        }
        var taskTags: [(task: String, tag: String)] = []
        for row in try Row.fetchAll(db, sql: "SELECT tasks, tags FROM TMTaskTag") {
            if let task: String = row["tasks"], let tag: String = row["tags"] { taskTags.append((task, tag)) }
        }
        let checklist = try Row.fetchAll(db, sql: #"SELECT task, title, status, "index" FROM TMChecklistItem"#).compactMap {
            row -> ThingsImport.ChecklistItem? in
            guard let task: String = row["task"] else { return nil }
            return ThingsImport.ChecklistItem(
                task: task, title: row["title"] ?? "", status: integer(row["status"]) ?? 0, index: integer(row["index"]) ?? 0)
        }
        return ThingsImport.Rows(tasks: tasks, areas: areas, tags: tags, taskTags: taskTags, checklist: checklist)
    }

    /// An integer column that may hold a REAL or text; nil for NULL or a value no Int holds.
    static func integer(_ value: DatabaseValue) -> Int? {
        switch value.storage {
        case .int64(let number): return Int(exactly: number)
        case .double(let number): return number.isFinite && abs(number) < 9e15 ? Int(number) : nil
        case .string(let text): return Int(text)
        default: return nil
        }
    }

    static func real(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .int64(let number): return Double(number)
        case .double(let number): return number.isFinite ? number : nil
        default: return nil
        }
    }

    static func blob(_ value: DatabaseValue) -> Data? {
        switch value.storage {
        case .blob(let data): return data
        case .string(let text): return Data(text.utf8)
        default: return nil
        }
    }
}

import AlmanacCore
import Foundation
import GRDB
import GRDBSQLite

/// Reads a Things 3 database (`main.sqlite`) into `ThingsImport.Rows`, read-only.
///
/// The file is first copied into a private temporary folder (with its `-wal` beside it when
/// there is one, so changes not yet checkpointed are read too), and the copy is opened with
/// `Configuration.readonly`: SQLite never writes to the user's file nor creates files beside it.
///
/// The file is someone else's and is treated as hostile: no value longer than `valueLimit` (a
/// 61 KB file whose `title` is a generated column can make 50 MB strings), `trusted_schema` off
/// (no function of the schema runs), the page cache small, the reading stopped after
/// `timeLimit`, and a file whose tables are views or virtual, have generated columns or triggers
/// is refused before a row is read (Things writes none of these).
public enum ThingsDatabaseFile {
    static let tables = ["TMTask", "TMArea", "TMTag", "TMTaskTag", "TMChecklistItem"]
    /// The longest text or blob read from the file (a to-do's notes are far shorter).
    public static let valueLimit: Int32 = 1_000_000
    /// How long reading the rows may take (20,000 to-dos take well under a second).
    public static let timeLimit: Duration = .seconds(20)

    /// Reads the database at `url` (and `url-wal` when present; it must be a regular file).
    public static func read(at url: URL) throws -> ThingsImport.Rows {
        let main = url.resolvingSymlinksInPath()
        guard try regularFileSize(main) != nil else {
            throw AlmanacError.invalid("file", "\(url.path) is not a regular file; choose the Things database main.sqlite.")
        }
        let data: Data
        do { data = try Data(contentsOf: main) } catch { throw AlmanacError.invalid("file", "\(url.path) could not be read.") }
        // The -wal beside the file as it is, not followed: a link or a device is refused.
        let walURL = URL(fileURLWithPath: main.path + "-wal")
        var wal: Data?
        if FileManager.default.fileExists(atPath: walURL.path)
            || (try? FileManager.default.destinationOfSymbolicLink(atPath: walURL.path)) != nil
        {
            guard let size = try regularFileSize(walURL, followingLinks: false) else {
                throw AlmanacError.invalid("file", "\(walURL.lastPathComponent) is not a regular file; it is not read.")
            }
            guard size <= AppDatabase.taskImportLimit else {
                throw AlmanacError.tooLarge("\(walURL.lastPathComponent) is larger than \(AppDatabase.taskImportLimit / 1024 / 1024) MB.")
            }
            do { wal = try Data(contentsOf: walURL) } catch { throw AlmanacError.invalid("file", "\(walURL.path) could not be read.") }
        }
        return try read(data, wal: wal)
    }

    /// The size of `url` when it is a regular file (not a folder, device, pipe or, unless
    /// `followingLinks`, a link), else nil.
    static func regularFileSize(_ url: URL, followingLinks: Bool = true) throws -> Int? {
        var status = stat()
        let result = followingLinks ? stat(url.path, &status) : lstat(url.path, &status)
        guard result == 0 else { throw AlmanacError.invalid("file", "\(url.path) could not be read.") }
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
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
        let deadline = ContinuousClock.now + timeLimit
        do {
            let queue = try DatabaseQueue(path: copy.path, configuration: Self.configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                try withDeadline(deadline, db) {
                    try refuseForeignSchema(db)
                    return try rows(db)
                }
            }
        } catch let error as AlmanacError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_TOOBIG {
            throw AlmanacError.tooLarge(
                "The Things database holds a value longer than \(valueLimit / 1_000_000) MB; a Things database does not, so it is refused.")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
            throw AlmanacError.tooLarge(
                "The Things database took longer than \(timeLimit.components.seconds) seconds to read; a Things database does not, so it is refused."
            )
        } catch let error as DatabaseError {
            throw AlmanacError.invalid("file", "The Things database could not be read: \(error.message ?? error.resultCode.description).")
        }
    }

    /// The read-only connection's limits: values and SQL text, no trust in the file's schema
    /// (its functions and views run nothing), an 8 MB page cache, temporary data on disk.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.prepareDatabase { db in
            let connection = db.sqliteConnection
            sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, valueLimit)
            sqlite3_limit(connection, SQLITE_LIMIT_SQL_LENGTH, 100_000)
            try db.execute(sql: "PRAGMA trusted_schema = OFF")
            try db.execute(sql: "PRAGMA cache_size = -8192")
            try db.execute(sql: "PRAGMA temp_store = FILE")
        }
        return configuration
    }

    /// Runs `work` with SQLite's progress handler interrupting any statement once `deadline` has passed.
    static func withDeadline<T>(_ deadline: ContinuousClock.Instant, _ db: Database, _ work: () throws -> T) throws -> T {
        let box = Unmanaged.passRetained(DeadlineBox(deadline))
        defer {
            sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
            box.release()
        }
        sqlite3_progress_handler(
            db.sqliteConnection, 10_000,
            { context in
                guard let context else { return 0 }
                return ContinuousClock.now > Unmanaged<DeadlineBox>.fromOpaque(context).takeUnretainedValue().deadline ? 1 : 0
            }, box.toOpaque())
        return try work()
    }

    /// Refuses a file whose tables are not plain tables: Things writes no views, virtual tables,
    /// generated columns or triggers, and each of them runs someone else's code as the rows are read.
    static func refuseForeignSchema(_ db: Database) throws {
        let objects = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master")
        for object in objects {
            let type: String = object["type"] ?? ""
            let name: String = object["name"] ?? ""
            let sql: String = object["sql"] ?? ""
            if type == "trigger" {
                throw AlmanacError.invalid("file", "This is not a Things database as Things writes it: it has a trigger (\(name)).")
            }
            guard tables.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) else { continue }
            if type == "view" {
                throw AlmanacError.invalid("file", "This is not a Things database as Things writes it: \(name) is a view, not a table.")
            }
            if type == "table", sql.range(of: "CREATE VIRTUAL", options: [.caseInsensitive, .anchored]) != nil {
                throw AlmanacError.invalid("file", "This is not a Things database as Things writes it: \(name) is a virtual table.")
            }
        }
        for table in tables {
            // table_xinfo's `hidden`: 2 a virtual generated column, 3 a stored one.
            let generated = try Row.fetchAll(db, sql: "SELECT name, hidden FROM pragma_table_xinfo(?)", arguments: [table])
                .filter { [2, 3].contains(($0["hidden"] as Int?) ?? 0) }.compactMap { $0["name"] as String? }
            if let column = generated.first {
                throw AlmanacError.invalid(
                    "file", "This is not a Things database as Things writes it: \(table).\(column) is a generated column.")
            }
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

/// The deadline SQLite's progress handler reads (it takes a plain pointer).
final class DeadlineBox {
    let deadline: ContinuousClock.Instant
    init(_ deadline: ContinuousClock.Instant) { self.deadline = deadline }
}

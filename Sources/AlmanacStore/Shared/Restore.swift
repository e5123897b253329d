import AlmanacCore
import Foundation
import GRDB

/// What `restore` brought back.
public struct RestoreSummary: Sendable, Equatable {
    public var users: Int
    public var photos: Int
}

extension AppDatabase {
    /// Restores a backup made by `backup(to:)` (and its `FILE.photos/` folder) into `folder`, which
    /// must not have a database yet. The backup is checked first (an Almanac database that passes
    /// SQLite's integrity check), copied under a temporary name and renamed, so an interrupted
    /// restore leaves no half database; opening it applies the migrations a newer build adds.
    public static func restore(backup: URL, photos: URL, into folder: URL) throws -> (AppDatabase, RestoreSummary) {
        let manager = FileManager.default
        let target = folder.appendingPathComponent("almanac.sqlite")
        guard manager.fileExists(atPath: backup.path) else { throw AlmanacError.notFound("There is no backup at \(backup.path).") }
        if manager.fileExists(atPath: target.path) {
            throw AlmanacError.conflict("\(folder.path) already has a database; restore into an empty data folder.")
        }
        try check(backup: backup)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = folder.appendingPathComponent(".almanac.sqlite.restoring")
        try? manager.removeItem(at: partial)
        try manager.copyItem(at: backup, to: partial)
        var photoCount = 0
        if manager.fileExists(atPath: photos.path) {
            let destination = folder.appendingPathComponent("photos", isDirectory: true)
            if manager.fileExists(atPath: destination.path) {
                try? manager.removeItem(at: partial)
                throw AlmanacError.conflict("\(destination.path) already exists; restore into an empty data folder.")
            }
            try manager.copyItem(at: photos, to: destination)
            photoCount =
                (manager.enumerator(at: destination, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects as? [URL] ?? [])
                .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }.count
        }
        try manager.moveItem(at: partial, to: target)
        let database = try open(folder: folder, origin: .cli)
        let users = try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users") ?? 0 }
        return (database, RestoreSummary(users: users, photos: photoCount))
    }

    /// A backup is an Almanac database SQLite finds intact.
    static func check(backup: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let problem: String?
        do {
            problem = try DatabaseQueue(path: backup.path, configuration: configuration).read { db in
                guard try db.tableExists("grdb_migrations"), try db.tableExists("users") else {
                    return "it is not an Almanac database"
                }
                let result = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                return result == ["ok"] ? nil : "SQLite's integrity check says: \(result.prefix(3).joined(separator: "; "))"
            }
        } catch {
            problem = "it is not an SQLite database"
        }
        if let problem { throw AlmanacError.invalid("backup", "\(backup.path) cannot be restored: \(problem).") }
    }
}

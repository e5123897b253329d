import AlmanacCore
import Foundation
import GRDB

/// Where a write came from; kept with every change in the change log.
public enum ChangeOrigin: String, Codable, Sendable {
    case web, api, cli
}

/// The one gateway to Almanac's SQLite file. Methods are named after what the user does
/// (`addTask`, `moveTask`), live in one extension file per module, take the owner explicitly
/// and never let one user reach another's rows.
public struct AppDatabase: Sendable {
    public let writer: any DatabaseWriter
    /// Recorded with every change this value writes.
    public let origin: ChangeOrigin
    /// The clock every write uses; tests pass a fixed one.
    public let now: @Sendable () -> Date
    /// The data folder, where files too large for the database live (photos); nil for a
    /// database without one (in memory), which then refuses to store files.
    public let folder: URL?

    public init(
        _ writer: any DatabaseWriter, origin: ChangeOrigin = .web, folder: URL? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.writer = writer
        self.origin = origin
        self.folder = folder
        self.now = now
        try Migrations.migrator.migrate(writer)
    }

    private init(writer: any DatabaseWriter, origin: ChangeOrigin, folder: URL?, now: @escaping @Sendable () -> Date) {
        self.writer = writer
        self.origin = origin
        self.folder = folder
        self.now = now
    }

    /// The same database, recording `origin` with its changes.
    public func with(origin: ChangeOrigin) -> AppDatabase {
        AppDatabase(writer: writer, origin: origin, folder: folder, now: now)
    }

    /// The same database with another clock (tests).
    public func with(now: @escaping @Sendable () -> Date) -> AppDatabase {
        AppDatabase(writer: writer, origin: origin, folder: folder, now: now)
    }

    /// Opens (and creates) `almanac.sqlite` in `folder`, in WAL mode with a busy timeout, so the
    /// server and the CLI can use the same file at the same time.
    public static func open(folder: URL, origin: ChangeOrigin = .web) throws -> AppDatabase {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("almanac.sqlite").path
        let pool = try DatabasePool(path: path, configuration: configuration())
        return try AppDatabase(pool, origin: origin, folder: folder)
    }

    /// An empty database in memory, for tests; with `folder`, files (photos) go there.
    public static func inMemory(folder: URL? = nil, now: @escaping @Sendable () -> Date = { Date() }) throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: configuration()), folder: folder, now: now)
    }

    /// The configuration every connection uses; tests add a statement trace to it.
    public static func configuration() -> Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(10)
        config.prepareDatabase { db in
            // Case-sensitive LIKE keeps order keys and ids byte-exact.
            try db.execute(sql: "PRAGMA case_sensitive_like = ON")
        }
        return config
    }

    /// A cheap query proving the database answers (health checks).
    public func ping() async throws {
        _ = try await writer.read { db in try Int.fetchOne(db, sql: "SELECT 1") }
    }

    /// Consistent copy of the whole database into `destination` while others keep writing.
    public func backup(to destination: URL) throws {
        if FileManager.default.fileExists(atPath: destination.path) {
            throw AlmanacError.conflict("\(destination.path) already exists; choose a new file name.")
        }
        let target = try DatabaseQueue(path: destination.path)
        try writer.backup(to: target)
    }

    /// Runs `work` in one write transaction that groups its changes into one undoable batch.
    public func write<T: Sendable>(owner: String, _ work: @escaping @Sendable (inout ChangeBatch) throws -> T) async throws -> T {
        let origin = self.origin
        let time = now()
        return try await writer.write { db in
            var batch = ChangeBatch(db: db, owner: owner, origin: origin, time: time)
            let result = try work(&batch)
            try batch.finish()
            return result
        }
    }

    public func read<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await writer.read(work)
    }
}

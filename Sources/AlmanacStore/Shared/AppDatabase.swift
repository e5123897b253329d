import AlmanacCore
import Foundation
import GRDB
import Synchronization

/// Where a write came from; kept with every change in the change log.
public enum ChangeOrigin: String, Codable, Sendable, CaseIterable {
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
    let version: DataVersion
    /// The PostgreSQL engine when the Store runs there (`open(postgres:)`); nil on SQLite. Then
    /// `writer` holds only what stays on SQLite (the food catalogue, in memory).
    let postgres: PostgresStore?
    /// What every request looks up (token, session, user), kept while the data version holds.
    let lookups: Lookups

    public init(
        _ writer: any DatabaseWriter, origin: ChangeOrigin = .web, folder: URL? = nil, now: @escaping @Sendable () -> Date = Timestamp.now
    ) throws {
        try self.init(writer, postgres: nil, origin: origin, folder: folder, now: now)
    }

    private init(
        _ writer: any DatabaseWriter, postgres: PostgresStore?, origin: ChangeOrigin, folder: URL?, now: @escaping @Sendable () -> Date
    ) throws {
        self.writer = writer
        self.postgres = postgres
        self.origin = origin
        self.folder = folder
        self.now = now
        try Migrations.migrator.migrate(writer)
        self.version = try DataVersion(writer)
        self.lookups = Lookups()
    }

    private init(_ other: AppDatabase, origin: ChangeOrigin, now: @escaping @Sendable () -> Date) {
        self.writer = other.writer
        self.postgres = other.postgres
        self.origin = origin
        self.folder = other.folder
        self.now = now
        self.version = other.version
        self.lookups = other.lookups
    }

    /// The same database, recording `origin` with its changes.
    public func with(origin: ChangeOrigin) -> AppDatabase {
        AppDatabase(self, origin: origin, now: now)
    }

    /// The same database with another clock (tests).
    public func with(now: @escaping @Sendable () -> Date) -> AppDatabase {
        AppDatabase(self, origin: origin, now: now)
    }

    /// A number that changes whenever anything `owner` may see is committed, by this process or
    /// by another (the CLI beside the server, another server): what was read at one value is
    /// still true while it is unchanged. Cheap: on SQLite one pragma on a connection of its own
    /// (any commit changes it, whoever's), on PostgreSQL one read of `owner_versions` (a commit
    /// that took `owner`'s lock, or anyone's that took no owner's; `PostgresStore`) plus the
    /// in-memory SQLite's own version (the food catalogue there).
    public func dataVersion(owner: String? = nil) async throws -> Int64 {
        guard let postgres else { return try version.current() }
        return try await postgres.dataVersion(owner: owner) &+ version.current()
    }

    /// Opens (and creates) `almanac.sqlite` in `folder`, in WAL mode with a busy timeout, so the
    /// server and the CLI can use the same file at the same time.
    public static func open(folder: URL, origin: ChangeOrigin = .web) throws -> AppDatabase {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("almanac.sqlite").path
        let pool = try DatabasePool(path: path, configuration: configuration())
        return try AppDatabase(pool, origin: origin, folder: folder)
    }

    /// The Store on PostgreSQL (issue 36): `url`'s database (its schema, with `?schema=`), brought
    /// to the newest level. Files (photos) go to `folder`; the food catalogue stays on SQLite, in
    /// memory.
    public static func open(
        postgres url: PostgresURL, folder: URL? = nil, origin: ChangeOrigin = .web, now: @escaping @Sendable () -> Date = Timestamp.now
    ) async throws -> AppDatabase {
        let store = try await PostgresStore.open(url)
        return try AppDatabase(DatabaseQueue(configuration: configuration()), postgres: store, origin: origin, folder: folder, now: now)
    }

    /// An empty database in memory, for tests; with `folder`, files (photos) go there.
    public static func inMemory(folder: URL? = nil, now: @escaping @Sendable () -> Date = Timestamp.now) throws -> AppDatabase {
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
        _ = try await read { db in try Int.fetchOne(db, sql: "SELECT 1") }
    }

    /// Consistent copy of the whole database into `destination` while others keep writing.
    public func backup(to destination: URL) throws {
        if FileManager.default.fileExists(atPath: destination.path) {
            throw AlmanacError.conflict("\(destination.path) already exists; choose a new file name.")
        }
        if postgres != nil {
            throw AlmanacError.conflict("The database is PostgreSQL: back it up with pg_dump.")
        }
        let target = try DatabaseQueue(path: destination.path)
        try writer.backup(to: target)
    }

    /// Runs `work` in one write transaction that groups its changes into one undoable batch.
    public func write<T: Sendable>(owner: String, _ work: @escaping @Sendable (inout ChangeBatch) throws -> T) async throws -> T {
        try await write(owner: owner, batchId: nil, work)
    }

    /// `batchId` given: this transaction's changes join that action (an import written in chunks,
    /// undone as one).
    func write<T: Sendable>(
        owner: String, batchId: String?, _ work: @escaping @Sendable (inout ChangeBatch) throws -> T
    ) async throws -> T {
        let origin = self.origin
        let time = now()
        return try await writeTransaction(everyone: false) { db in
            try Self.lockOwner(owner, db)
            var batch = ChangeBatch(db: db, owner: owner, origin: origin, time: time, batchId: batchId)
            let result = try work(&batch)
            try batch.finish()
            return result
        }
    }

    /// Writes `count` items `size` at a time (at least one), each chunk its own transaction so
    /// other writers get in between, all joining one change-log batch so one undo takes them all
    /// back; `work` writes the items of its range, given the parts of the chunks before. Stops
    /// between chunks when cancelled, keeping the chunks written (journal entries, timeline events).
    func writeInChunks<Part: Sendable>(
        owner: String, count: Int, size: Int, _ work: @escaping @Sendable (Range<Int>, [Part], inout ChangeBatch) throws -> Part
    ) async throws -> [Part] {
        let batchId = UUIDv7.make(at: now())
        let size = max(1, size)
        var parts: [Part] = []
        var start = 0
        repeat {
            try Task.checkCancellation()
            let range = start..<min(start + size, count)
            let before = parts
            parts.append(try await write(owner: owner, batchId: batchId) { batch in try work(range, before, &batch) })
            start = range.upperBound
        } while start < count
        return parts
    }

    /// `work`'s answer for `key`, from `cache` while the data version holds (a nil answer is not
    /// kept): for the look-ups every request makes.
    /// On PostgreSQL, a value is checked against its owner's version, and a value read afresh is
    /// kept at the version of the very snapshot it was read in.
    func lookUp<Key, Value>(
        _ key: Key, in cache: LookupCache<Key, Value>, _ work: @escaping @Sendable (any StoreDatabase) throws -> Value?
    ) async throws -> Value? {
        if let postgres {
            if let kept = cache.values.kept(for: key), try await postgres.dataVersion(owner: cache.owner(kept.value)) == kept.version {
                return kept.value
            }
            let owner = cache.owner
            let fresh = try await postgres.transaction(readOnly: true) { db -> (Value, Int64)? in
                guard let value = try work(db) else { return nil }
                return (value, try PostgresStore.dataVersion(owner: owner(value), db))
            }
            guard let (found, version) = fresh else { return nil }
            cache.values.keep(found, for: key, version: version)
            return found
        }
        let current = try version.current()
        if let kept = cache.values.value(for: key, version: current) { return kept }
        guard let found = try await read(work) else { return nil }
        cache.values.keep(found, for: key, version: current)
        return found
    }

    /// Runs `work` in one read transaction (a snapshot: what it reads was all true at once).
    ///
    /// On SQLite the read runs on the calling thread (GRDB's synchronous read), not on a reader's
    /// dispatch queue awaited from here: a read is CPU work on pages the system already holds, and
    /// each hop to a queue and back woke a sleeping thread twice, a tenth of a millisecond of the
    /// ~1.3 ms a small read took right after a change. No reader is ever held across an await
    /// (every SQLite read of the server comes here), so a read waiting for a free reader always
    /// gets one.
    public func read<T: Sendable>(_ work: @escaping @Sendable (any StoreDatabase) throws -> T) async throws -> T {
        if let postgres { return try await postgres.transaction(readOnly: true, work) }
        let synchronous: (Database) throws -> T = { db in try work(Self.store(db)) }
        return try writer.read(synchronous)
    }

    /// Runs `work` in one write transaction that the change log does not see (sessions,
    /// sign-in failures, idempotency keys, kept summaries); a person's data is written with
    /// `write(owner:)`.
    ///
    /// On PostgreSQL these take everyone's lock first, so they run one after another, as on
    /// SQLite's one writer, across connections and servers: a check then a write (the sign-in
    /// throttle's count, a session created only if new) cannot interleave.
    func writeUnlogged<T: Sendable>(_ work: @escaping @Sendable (any StoreDatabase) throws -> T) async throws -> T {
        try await writeTransaction(everyone: true, work)
    }

    /// A write transaction; with `everyone`, on PostgreSQL, under everyone's lock (a person's
    /// writes, `write(owner:)`, take that person's lock instead).
    private func writeTransaction<T: Sendable>(everyone: Bool, _ work: @escaping @Sendable (any StoreDatabase) throws -> T)
        async throws -> T
    {
        if let postgres { return try await postgres.transaction(readOnly: false, lockingEveryone: everyone, work) }
        return try await writer.write { db in try work(Self.store(db)) }
    }

    /// On PostgreSQL, where several servers may write one database, a person's write transactions
    /// take that person's lock first (released at commit or rollback), so they run one after
    /// another, as every write does on SQLite's one writer: what reads and then writes (an order
    /// key, an idempotency key, the action undo takes back) cannot interleave with another server.
    /// Different people's writes still run side by side.
    /// The transaction's writes then bump that person's data version (not everyone's).
    static func lockOwner(_ owner: String, _ db: any StoreDatabase) throws {
        guard let postgres = db as? PostgresStoreDatabase else { return }
        try db.execute(sql: "SELECT 1 FROM pg_advisory_xact_lock(hashtextextended(?, 0))", arguments: [owner])
        postgres.lockedOwner(owner)
    }

    /// The one place a GRDB connection becomes the Store's `StoreDatabase` (issue 36's seam).
    static func store(_ db: Database) -> any StoreDatabase {
        SQLiteStoreDatabase(db)
    }
}

/// The look-ups every request makes, kept while the data version holds (see `VersionedCache`):
/// a found token with its user, a stored session, a user.
final class Lookups: Sendable {
    let tokens = LookupCache<String, (APIToken, User?)>(capacity: 1024) { $0.0.ownerId }
    /// Sessions are no one person's rows: everyone's version (every session write bumps it).
    let persisted = LookupCache<String, PersistedValue>(capacity: 4096) { _ in nil }
    let users = LookupCache<String, User>(capacity: 1024) { $0.id }
    /// Whether the food catalogue was seen filled: it is loaded once and afterwards only ever
    /// replaced whole in one transaction, so it is not counted again on every food read.
    let foodCatalogFilled = Mutex(false)
}

/// A look-up's kept values and whose each is (its owner's data version says whether it still holds).
struct LookupCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let values: VersionedCache<Key, Value>
    let owner: @Sendable (Value) -> String?

    init(capacity: Int, owner: @escaping @Sendable (Value) -> String?) {
        values = VersionedCache(capacity: capacity)
        self.owner = owner
    }
}

/// SQLite's own change counters, read on one connection: `PRAGMA data_version` changes when any
/// other connection commits, `total_changes()` counts this connection's own changes. A pool gets
/// a read-only connection of its own for this (so every write is another connection's); a
/// single-connection database (a queue, in memory) adds its own changes.
final class DataVersion: Sendable {
    private let reader: any DatabaseReader

    init(_ writer: any DatabaseWriter) throws {
        if let pool = writer as? DatabasePool {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = .timeout(10)
            reader = try DatabaseQueue(path: pool.path, configuration: configuration)
        } else {
            reader = writer
        }
    }

    func current() throws -> Int64 {
        try reader.unsafeReentrantRead { db in
            try Int64.fetchOne(db, sql: "SELECT (SELECT data_version FROM pragma_data_version) + total_changes()") ?? 0
        }
    }
}

import Foundation
import NIOCore
import PostgresNIO
import Synchronization

/// PostgreSQL as the Store's engine (issue 36, step 2): one connection, and a thread of its own on
/// which each transaction's synchronous body runs, one transaction at a time (PostgreSQL's twin of
/// GRDB's `DatabaseQueue`; the pool of connections is the next step). A read is a snapshot
/// (`REPEATABLE READ, READ ONLY`), as a read of GRDB's pool is; writes are serialized by the one
/// connection, as SQLite's single writer serializes them.
public final class PostgresStore: Sendable {
    let engine: PostgresEngine
    private let queue = DispatchQueue(label: "almanac.postgres")
    private let asked = Atomic<Int64>(0)
    private let closed = Atomic<Bool>(false)

    init(engine: PostgresEngine) {
        self.engine = engine
    }

    /// The connection closes with the last `AppDatabase` that holds the store (kept until it has).
    deinit {
        let connection = engine.connection
        guard !closed.load(ordering: .relaxed) else { return }
        let closing: EventLoopFuture<Void> = connection.close()
        closing.whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    /// Connects to `url` and brings its schema to the newest level.
    public static func open(_ url: PostgresURL) async throws -> PostgresStore {
        let engine = try await PostgresEngine.connect(url)
        do {
            try await engine.migrate()
        } catch {
            await engine.close()
            throw error
        }
        return PostgresStore(engine: engine)
    }

    public func close() async {
        closed.store(true, ordering: .relaxed)
        await engine.close()
    }

    /// Runs `work` in one transaction on the store's thread: committed when it returns, rolled
    /// back when it throws.
    func transaction<T: Sendable>(readOnly: Bool, _ work: @escaping @Sendable (any StoreDatabase) throws -> T) async throws -> T {
        let engine = engine
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try Self.run(engine, readOnly: readOnly, work) })
            }
        }
    }

    private static func run<T>(_ engine: PostgresEngine, readOnly: Bool, _ work: (any StoreDatabase) throws -> T) throws -> T {
        let db = PostgresStoreDatabase(connection: engine.connection, logger: engine.logger)
        try db.execute(sql: readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY" : "BEGIN")
        do {
            let result = try work(db)
            try db.execute(sql: "COMMIT")
            return result
        } catch {
            try? db.execute(sql: "ROLLBACK")
            throw error
        }
    }

    /// The data version on PostgreSQL, until `owner_versions` is built: a new value each time it
    /// is asked, so nothing read before is ever taken as still true (the page cache and the
    /// look-ups' cache answer nothing from memory). Correct with several servers and the CLI
    /// beside them; the cost is a page rendered afresh every time.
    func dataVersion() -> Int64 {
        asked.add(1, ordering: .relaxed).newValue
    }
}

import Foundation
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// PostgreSQL as the Store's engine (issue 36): a pool of connections (`PostgresConnectionPool`,
/// at most the URL's `connections`), each with a thread of its own on which a transaction's
/// synchronous body runs. A read is a snapshot (`REPEATABLE READ, READ ONLY`), as a read of GRDB's
/// pool is; writes run side by side on their connections, and each person's writes queue behind
/// that person's lock (`AppDatabase.lockOwner`), across connections as across servers.
///
/// The data version (`dataVersion(owner:)`) is the table `owner_versions`: every write transaction
/// that changed a row bumps, just before its commit, the row of the owner whose lock it took, or
/// the row of everyone (`""`) when it took none (sessions, sign-ins, tokens, accounts, kept
/// summaries). A person's version is the sum of their row and everyone's, read by one statement;
/// it changes with every commit that can change what that person sees, by any server or the CLI.
public final class PostgresStore: Sendable {
    /// The `owner_versions` row of the writes that belong to no one person.
    static let everyone = ""
    let engine: PostgresEngine
    private let pool: PostgresConnectionPool

    init(engine: PostgresEngine) {
        self.engine = engine
        let url = engine.url
        let logger = engine.logger
        pool = PostgresConnectionPool(first: engine.connection, size: url.connections) { id in
            try await PostgresEngine.openConnection(url, id: id, logger: logger)
        }
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
        await pool.close()
    }

    /// Runs `work` in one transaction on a free connection's thread: committed when it returns,
    /// rolled back when it throws.
    /// With `lockingEveryone`, the transaction first takes everyone's lock (`AppDatabase.writeUnlogged`).
    func transaction<T: Sendable>(
        readOnly: Bool, lockingEveryone: Bool = false, _ work: @escaping @Sendable (any StoreDatabase) throws -> T
    ) async throws -> T {
        let logger = engine.logger
        return try await pool.withConnection { slot in
            try await withCheckedThrowingContinuation { continuation in
                slot.queue.async {
                    continuation.resume(
                        with: Result { try Self.run(slot.connection, logger, readOnly: readOnly, lockingEveryone: lockingEveryone, work) })
                }
            }
        }
    }

    private static func run<T>(
        _ connection: PostgresConnection, _ logger: Logger, readOnly: Bool, lockingEveryone: Bool, _ work: (any StoreDatabase) throws -> T
    ) throws -> T {
        let db = PostgresStoreDatabase(connection: connection, logger: logger)
        try db.execute(sql: readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY" : "BEGIN")
        do {
            if lockingEveryone { try db.execute(sql: "SELECT 1 FROM pg_advisory_xact_lock(hashtextextended(?, 0))", arguments: [everyone]) }
            let result = try work(db)
            if !readOnly { try db.execute(sql: bumpVersion, arguments: [db.versionOwner]) }
            try db.execute(sql: "COMMIT")
            return result
        } catch {
            try? db.execute(sql: "ROLLBACK")
            throw error
        }
    }

    /// Bumps the data version of the transaction's owner (or everyone's) when the transaction
    /// wrote anything: PostgreSQL gives a transaction an id only when it changes or locks a row,
    /// so a write that found nothing to do (a reminder service's round) leaves every kept page.
    static let bumpVersion = """
        INSERT INTO owner_versions (owner_id, version) SELECT ?::text, 1 WHERE pg_current_xact_id_if_assigned() IS NOT NULL
        ON CONFLICT (owner_id) DO UPDATE SET version = owner_versions.version + 1
        """

    /// `owner`'s data version (everyone's without one): the sum of their row and everyone's, both
    /// only ever growing, so any commit that bumps either changes it.
    static let readVersion = "SELECT coalesce(sum(version), 0)::bigint AS version FROM owner_versions WHERE owner_id IN ('', ?)"

    /// The data version now, on a free connection, outside any transaction (one round trip): what
    /// was read at this value is still true while it is unchanged.
    func dataVersion(owner: String?) async throws -> Int64 {
        let logger = engine.logger
        return try await pool.withConnection { slot in
            let sql = PostgresSQL.translate(Self.readVersion)
            var bindings = PostgresBindings()
            bindings.append(UntypedText(text: owner ?? Self.everyone))
            do {
                let rows = try await slot.connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger)
                var version: Int64 = 0
                for try await row in rows { version = try row.decode(Int64.self) }
                return version
            } catch {
                throw PostgresEngineError(message: PostgresEngine.reason(error), statement: sql, sqlState: PostgresEngine.sqlState(error))
            }
        }
    }

    /// The data version in `db`'s transaction: inside a read, the version of exactly its snapshot.
    static func dataVersion(owner: String?, _ db: any StoreDatabase) throws -> Int64 {
        try db.fetchOne(Int64.self, sql: readVersion, arguments: [owner ?? everyone]) ?? 0
    }
}

/// The store's connections: opened as transactions need them, up to `size`, and kept. A
/// transaction takes a free one, or waits for one when all `size` are taken; a connection found
/// closed (the server restarted) is dropped and another opened in its place.
final class PostgresConnectionPool: Sendable {
    struct Slot: Sendable {
        let connection: PostgresConnection
        /// The thread a transaction's synchronous body runs on (it waits on each statement).
        let queue: DispatchQueue
    }

    private enum Next: Sendable {
        case slot(Slot)
        case open(Int)
    }

    private struct State {
        var free: [Slot] = []
        var all: [PostgresConnection] = []
        var opened = 0
        var lastId = 0
        var waiting: [CheckedContinuation<Next, Never>] = []
    }

    let size: Int
    private let state = Mutex(State())
    private let connect: @Sendable (Int) async throws -> PostgresConnection

    init(first: PostgresConnection, size: Int, connect: @escaping @Sendable (Int) async throws -> PostgresConnection) {
        self.size = max(1, size)
        self.connect = connect
        state.withLock { state in
            state.free = [Slot(connection: first, queue: DispatchQueue(label: "almanac.postgres.1"))]
            state.all = [first]
            state.opened = 1
            state.lastId = 1
        }
    }

    /// Connections close with the last `AppDatabase` that holds the store (kept until they have).
    deinit {
        for connection in state.withLock({ $0.all }) where !connection.isClosed {
            let closing: EventLoopFuture<Void> = connection.close()
            closing.whenComplete { _ in withExtendedLifetime(connection) {} }
        }
    }

    func close() async {
        for connection in state.withLock({ $0.all }) { try? await connection.close() }
    }

    /// Runs `body` with a connection of its own, given back when it returns or throws.
    func withConnection<T>(_ body: (Slot) async throws -> T) async throws -> T {
        let slot = try await take()
        do {
            let result = try await body(slot)
            give(slot)
            return result
        } catch {
            give(slot)
            throw error
        }
    }

    private func take() async throws -> Slot {
        let next = await withCheckedContinuation { (continuation: CheckedContinuation<Next, Never>) in
            let now: Next? = state.withLock { state in
                while let slot = state.free.popLast() {
                    if !slot.connection.isClosed { return .slot(slot) }
                    Self.drop(slot, &state)
                }
                if state.opened < size { return Self.reserve(&state) }
                state.waiting.append(continuation)
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
        switch next {
        case .slot(let slot): return slot
        case .open(let id):
            do {
                let connection = try await connect(id)
                state.withLock { $0.all.append(connection) }
                return Slot(connection: connection, queue: DispatchQueue(label: "almanac.postgres.\(id)"))
            } catch {
                // The place is free again: a transaction waiting for one tries to open it.
                let handed = state.withLock { state -> (CheckedContinuation<Next, Never>, Next)? in
                    state.opened -= 1
                    return state.waiting.isEmpty ? nil : (state.waiting.removeFirst(), Self.reserve(&state))
                }
                if let (waiter, next) = handed { waiter.resume(returning: next) }
                throw error
            }
        }
    }

    /// Gives `slot` back: to the first transaction waiting, or to the free ones. A connection
    /// that closed meanwhile is dropped, and the one waiting opens another.
    private func give(_ slot: Slot) {
        let handed = state.withLock { state -> (CheckedContinuation<Next, Never>, Next)? in
            if slot.connection.isClosed {
                Self.drop(slot, &state)
                return state.waiting.isEmpty ? nil : (state.waiting.removeFirst(), Self.reserve(&state))
            }
            if state.waiting.isEmpty {
                state.free.append(slot)
                return nil
            }
            return (state.waiting.removeFirst(), .slot(slot))
        }
        if let (waiter, next) = handed { waiter.resume(returning: next) }
    }

    private static func reserve(_ state: inout State) -> Next {
        state.opened += 1
        state.lastId += 1
        return .open(state.lastId)
    }

    private static func drop(_ slot: Slot, _ state: inout State) {
        state.opened -= 1
        state.all.removeAll { $0 === slot.connection }
    }
}

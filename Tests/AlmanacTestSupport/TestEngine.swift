import AlmanacStore
import Foundation
import Synchronization

/// The engine the tests' databases are on (issue 36): SQLite in memory, or, with
/// `ALMANAC_TEST_ENGINE=postgres` and `ALMANAC_TEST_DATABASE_URL` (scripts/with-postgres), a
/// PostgreSQL database of its own per test. The Store's and the Web's suites make theirs here.
public enum TestEngine {
    /// A fresh database for one test; with `folder` as its data folder (photos).
    public static func database(folder: URL? = nil, now: @escaping @Sendable () -> Date = { Date() }) async throws -> AppDatabase {
        guard isPostgres else { return try AppDatabase.inMemory(folder: folder, now: now) }
        // Hundreds of tests start at once on two cores: a few make their database at a time (the
        // rest wait their turn, not a connection's 10 s), and a setup that still fails is tried
        // again, twice at most, before the test fails. A CI run once lost 11 tests to a burst of
        // connections all timing out together.
        await setups.enter()
        defer { setups.leave() }
        for _ in 0..<2 {
            if let database = try? await newPostgresDatabase(folder: folder, now: now) { return database }
            try await Task.sleep(for: .seconds(1))
        }
        return try await newPostgresDatabase(folder: folder, now: now)
    }

    private static func newPostgresDatabase(folder: URL?, now: @escaping @Sendable () -> Date) async throws -> AppDatabase {
        guard let url = try await postgresURL() else { return try AppDatabase.inMemory(folder: folder, now: now) }
        return try await AppDatabase.open(postgres: url, folder: folder, now: now)
    }

    /// How many tests make their PostgreSQL database at once.
    private static let setups = Gate(width: 4)

    /// Whether this run's tests are on PostgreSQL (`ALMANAC_TEST_ENGINE=postgres`, as scripts/test's
    /// second pass sets it): what suites that need a server are enabled by.
    public static var isPostgres: Bool { ProcessInfo.processInfo.environment["ALMANAC_TEST_ENGINE"] == "postgres" }

    /// A new database's URL when the tests run on PostgreSQL; nil on SQLite. Each is a copy of
    /// one database migrated once per test run (`CREATE DATABASE … TEMPLATE`), which takes a tenth
    /// of migrating a schema, and leaves the server's lock table alone.
    public static func postgresURL() async throws -> PostgresURL? {
        let environment = ProcessInfo.processInfo.environment
        guard isPostgres, let text = environment["ALMANAC_TEST_DATABASE_URL"] else { return nil }
        let server = try PostgresURL(text)
        let template = try await migratedTemplate(server).value
        var url = server
        url.database = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        // One connection per test database: the pass starts hundreds at once on two cores, and a
        // pool growing under that load timed out connecting (10 s) mid-request. The pool itself is
        // tested with its own URL (TwoServersTests' many transactions on three connections).
        url.connections = 1
        let admin = try await PostgresEngine.connect(server)
        do {
            try await admin.execute("CREATE DATABASE \(url.database) TEMPLATE \(template)")
        } catch {
            await admin.close()
            throw error
        }
        await admin.close()
        return url
    }

    private static let template = Mutex<Task<String, any Error>?>(nil)

    /// The migrated database every test database copies, made by the first test that asks.
    private static func migratedTemplate(_ server: PostgresURL) -> Task<String, any Error> {
        template.withLock { task in
            if let task { return task }
            let made = Task<String, any Error> {
                let name = "almanac_template_\(ProcessInfo.processInfo.processIdentifier)"
                let admin = try await PostgresEngine.connect(server)
                try await admin.execute("CREATE DATABASE \(name)")
                await admin.close()
                var url = server
                url.database = name
                let store = try await PostgresStore.open(url)
                await store.close()
                return name
            }
            task = made
            return made
        }
    }
}

/// At most `width` callers between `enter()` and `leave()` at once; the others wait in turn.
final class Gate: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state: Mutex<State>

    init(width: Int) { state = Mutex(State(free: width)) }

    func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state -> Bool in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if admitted { continuation.resume() }
        }
    }

    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}

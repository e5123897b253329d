import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The data version changes with every commit, from this connection or another process's, and
/// only then (pages are kept while it holds still).
@Suite struct DataVersionTests {
    @Test func aFileSeesItsOwnAndAnotherConnectionsCommits() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-data-version-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try AppDatabase.open(folder: folder)
        let cli = try AppDatabase.open(folder: folder, origin: .cli)
        let owner = try await server.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        let start = try await server.dataVersion()
        _ = try await server.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") }
        #expect(try await server.dataVersion() == start, "reading changes nothing")
        _ = try await server.addTask(owner: owner, NewTask(title: "Server's"))
        let afterOwn = try await server.dataVersion()
        #expect(afterOwn != start)
        _ = try await cli.addTask(owner: owner, NewTask(title: "CLI's"))
        #expect(try await server.dataVersion() != afterOwn, "another process's commit")
    }

    @Test func aDatabaseInMemorySeesItsOwnCommits() async throws {
        // SQLite in memory (PostgreSQL's twin, owner_versions, is TwoServersTests').
        let database = try AppDatabase.inMemory()
        let owner = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        let start = try await database.dataVersion()
        #expect(try await database.dataVersion() == start)
        _ = try await database.addTask(owner: owner, NewTask(title: "One"))
        #expect(try await database.dataVersion() != start)
    }

    @Test func theCacheHoldsAtMostItsCapacity() {
        let cache = VersionedCache<Int, String>(capacity: 3)
        for n in 0..<3 { cache.keep("page \(n)", for: n, version: 1) }
        #expect(cache.count == 3)
        #expect(cache.value(for: 0, version: 1) == "page 0")
        #expect(cache.value(for: 0, version: 2) == nil, "a value of an older data version is not served")
        cache.keep("page 0 again", for: 0, version: 1)
        #expect(cache.count == 3, "a key kept again replaces its value")
        cache.keep("page 3", for: 3, version: 2)
        #expect(cache.count == 1, "the values of older versions go first when it is full")
        for n in 4..<7 { cache.keep("page \(n)", for: n, version: 2) }
        #expect(cache.count <= 3)
        #expect(cache.value(for: 6, version: 2) == "page 6")
    }

    @Test func aTokenIsLookedUpOnceUntilItIsRevoked() async throws {
        let log = StatementLog()
        let database = try log.database()
        let owner = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        let (token, secret) = try await database.createToken(owner: owner, name: "phone")
        // The first use records when the token was last used (a write, at most once a minute),
        // so the second reads it again; from then on nothing changes and it is kept.
        #expect(try await database.user(forToken: secret)?.id == owner)
        #expect(try await database.user(forToken: secret)?.id == owner)
        log.reset()
        #expect(try await database.user(forToken: secret)?.id == owner)
        #expect(!log.statements.contains { $0.contains("api_tokens") }, "kept while nothing changed: \(log.statements)")
        try await database.revokeToken(owner: owner, id: token.id)
        #expect(try await database.user(forToken: secret) == nil, "a revoked token is refused at once")
        #expect(try await database.user(forToken: "alm_not-a-token") == nil)
    }
}

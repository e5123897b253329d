import AlmanacCore
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
        let start = try server.dataVersion()
        _ = try await server.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") }
        #expect(try server.dataVersion() == start, "reading changes nothing")
        _ = try await server.addTask(owner: owner, NewTask(title: "Server's"))
        let afterOwn = try server.dataVersion()
        #expect(afterOwn != start)
        _ = try await cli.addTask(owner: owner, NewTask(title: "CLI's"))
        #expect(try server.dataVersion() != afterOwn, "another process's commit")
    }

    @Test func aDatabaseInMemorySeesItsOwnCommits() async throws {
        let database = try AppDatabase.inMemory()
        let owner = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        let start = try database.dataVersion()
        #expect(try database.dataVersion() == start)
        _ = try await database.addTask(owner: owner, NewTask(title: "One"))
        #expect(try database.dataVersion() != start)
    }
}

import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// `AppDatabase.read` runs on the calling thread (GRDB's synchronous read of a pool): many more
/// reads at once than the pool has readers and the machine has threads all finish, each a
/// snapshot, while writes go on.
@Suite struct ReadOnCallingThreadTests {
    @Test(.timeLimit(.minutes(1))) func manyMoreReadsThanReadersAllFinishEachASnapshotWhileWritesGoOn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-reads-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(folder: folder)
        let owner = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        let writes = 20
        let reads = 64
        let seen = try await withThrowingTaskGroup(of: [Int].self) { group in
            group.addTask {
                for n in 0..<writes { _ = try await database.addTask(owner: owner, NewTask(title: "To-do \(n)")) }
                return []
            }
            for _ in 0..<reads {
                group.addTask {
                    try await database.read { db in
                        // Counted twice in one read with work between: a snapshot sees no write land.
                        let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") ?? -1
                        _ = try Int.fetchOne(
                            db, sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) SELECT sum(i) FROM n")
                        let after = try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") ?? -2
                        return [before, after]
                    }
                }
            }
            return try await group.reduce(into: [[Int]]()) { if !$1.isEmpty { $0.append($1) } }
        }
        #expect(seen.count == reads)
        #expect(seen.allSatisfy { $0[0] == $0[1] && (0...writes).contains($0[0]) })
        #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") } == writes)
    }
}

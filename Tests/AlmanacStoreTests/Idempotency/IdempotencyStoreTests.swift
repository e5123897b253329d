import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

@Suite struct IdempotencyStoreTests {
    let clock = TestClock()

    func database() async throws -> (AppDatabase, ada: String, bob: String) {
        let database = try await TestEngine.database(now: { [clock] in clock.now })
        let ada = try await database.createUser(username: "ada", password: "long enough", timeZone: "UTC").id
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC").id
        return (database, ada, bob)
    }

    let answer = StoredResponse(status: 201, contentType: "application/json", body: Data(#"{"id":"1"}"#.utf8))

    @Test func aKeyIsAnsweredOnceThenReplayedPerOwnerAndForgottenAfterADay() async throws {
        let (database, ada, bob) = try await database()
        let body = Data(#"{"title":"Milk"}"#.utf8)
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k1", method: "POST", path: "/api/v1/tasks", body: body) == .claimed)
        // The first is still running: a retry now is told so, and runs nothing.
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k1", method: "POST", path: "/api/v1/tasks", body: body) == .inProgress)
        try await database.completeIdempotentRequest(owner: ada, key: "k1", response: answer)
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k1", method: "POST", path: "/api/v1/tasks", body: body)
                == .replay(answer))
        // Another body, path or method with the same key is another request.
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k1", method: "POST", path: "/api/v1/tasks", body: Data("{}".utf8))
                == .mismatch)
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k1", method: "PATCH", path: "/api/v1/tasks", body: body) == .mismatch)
        // Keys are per user: Bob's k1 is his own.
        #expect(
            try await database.claimIdempotencyKey(owner: bob, key: "k1", method: "POST", path: "/api/v1/tasks", body: body) == .claimed)
        // A day later the key is forgotten.
        clock.advance(AppDatabase.idempotencyWindow + 1)
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k1", method: "POST", path: "/api/v1/tasks", body: body) == .claimed)
    }

    @Test func aReleasedOrAbandonedKeyRunsAgain() async throws {
        let (database, ada, _) = try await database()
        let body = Data()
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k", method: "DELETE", path: "/api/v1/tasks/x", body: body) == .claimed)
        try await database.releaseIdempotencyKey(owner: ada, key: "k")
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k", method: "DELETE", path: "/api/v1/tasks/x", body: body) == .claimed)
        // A first request that never finished (the server stopped) frees its key after a while.
        clock.advance(10 * 60)
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k", method: "DELETE", path: "/api/v1/tasks/x", body: body) == .claimed)
        // Releasing a completed key keeps its answer.
        try await database.completeIdempotentRequest(owner: ada, key: "k", response: answer)
        try await database.releaseIdempotencyKey(owner: ada, key: "k")
        #expect(
            try await database.claimIdempotencyKey(owner: ada, key: "k", method: "DELETE", path: "/api/v1/tasks/x", body: body)
                == .replay(answer))
    }
}

/// After a crash (kill -9) the keys of requests that were running are freed when the next server
/// starts, but never by a second process while a server of the same folder is running.
@Suite struct IdempotencyAfterACrashTests {
    @Test func theNextServerFreesTheKeysOfRequestsTheLastOneNeverFinished() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let crashed = try AppDatabase.open(folder: folder)
        let ada = try await crashed.createUser(username: "ada", password: "long enough", timeZone: "UTC").id
        let body = Data(#"{"title":"Milk"}"#.utf8)
        let answer = StoredResponse(status: 201, contentType: "application/json", body: Data("{}".utf8))
        var serving: ServerLock? = try #require(try await crashed.startServing().lock)
        #expect(
            try await crashed.claimIdempotencyKey(owner: ada, key: "running", method: "POST", path: "/api/v1/tasks", body: body) == .claimed
        )
        #expect(
            try await crashed.claimIdempotencyKey(owner: ada, key: "done", method: "POST", path: "/api/v1/tasks", body: body) == .claimed)
        try await crashed.completeIdempotentRequest(owner: ada, key: "done", response: answer)

        // The CLI (or a second server) opening the folder while the server runs frees nothing.
        let meanwhile = try AppDatabase.open(folder: folder)
        let second = try await meanwhile.startServing()
        #expect(second.lock == nil && second.releasedClaims == 0)
        #expect(
            try await meanwhile.claimIdempotencyKey(owner: ada, key: "running", method: "POST", path: "/api/v1/tasks", body: body)
                == .inProgress)

        // The server's process ends without finishing "running" (the kernel drops its lock).
        serving = nil
        _ = serving
        let restarted = try AppDatabase.open(folder: folder)
        let started = try await restarted.startServing()
        #expect(started.lock != nil && started.releasedClaims == 1)
        // The retry runs now, not 409 for five minutes; an answered key is still replayed.
        #expect(
            try await restarted.claimIdempotencyKey(owner: ada, key: "running", method: "POST", path: "/api/v1/tasks", body: body)
                == .claimed)
        #expect(
            try await restarted.claimIdempotencyKey(owner: ada, key: "done", method: "POST", path: "/api/v1/tasks", body: body)
                == .replay(answer))
    }
}

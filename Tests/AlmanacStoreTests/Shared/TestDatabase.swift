import AlmanacStore
import Foundation

/// A fresh in-memory database per test, so tests run in parallel.
func makeDatabase(now: @escaping @Sendable () -> Date = { Date() }) throws -> AppDatabase {
    try AppDatabase.inMemory(now: now)
}

/// A database with one user, for tests that need an owner.
func makeDatabaseWithUser(_ name: String = "ada") async throws -> (AppDatabase, User) {
    let database = try makeDatabase()
    let user = try await database.createUser(username: name, password: "correct horse", timeZone: "Europe/Berlin")
    return (database, user)
}

/// A clock that moves forward by `step` at every reading, so each action has its own time.
final class TickingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private let step: TimeInterval

    init(start: Date, step: TimeInterval) {
        current = start
        self.step = step
    }

    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        current = current.addingTimeInterval(step)
        return current
    }
}

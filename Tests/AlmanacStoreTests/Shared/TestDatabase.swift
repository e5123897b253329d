import AlmanacStore
import AlmanacTestSupport
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

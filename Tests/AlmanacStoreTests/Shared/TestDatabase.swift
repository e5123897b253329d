import AlmanacStore
import AlmanacTestSupport
import Foundation

/// A fresh database per test, so tests run in parallel: in memory on SQLite, or, with
/// `ALMANAC_TEST_ENGINE=postgres` and `ALMANAC_TEST_DATABASE_URL` (scripts/with-postgres), a
/// database of its own on that PostgreSQL server (issue 36: the same Store tests on both engines).
func makeDatabase(now: @escaping @Sendable () -> Date = { Date() }) async throws -> AppDatabase {
    try await TestEngine.database(now: now)
}

/// A database with one user, for tests that need an owner.
func makeDatabaseWithUser(_ name: String = "ada") async throws -> (AppDatabase, User) {
    let database = try await makeDatabase()
    let user = try await database.createUser(username: name, password: "correct horse", timeZone: "Europe/Berlin")
    return (database, user)
}

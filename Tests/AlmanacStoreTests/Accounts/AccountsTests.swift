import AlmanacCore
import AlmanacStore
import Foundation
import Testing

@Suite struct AccountsTests {
    @Test func createsUsersAndRefusesDuplicatesAndBadInput() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        #expect(user.displayName == "ada")
        #expect(try await database.userCount() == 1)
        await #expect(throws: AlmanacError.conflict("The user name ADA is taken.")) {
            _ = try await database.createUser(username: "ADA", password: "another pass", timeZone: "UTC")
        }
        await #expect(throws: AlmanacError.self) {
            _ = try await database.createUser(username: "bob", password: "short", timeZone: "UTC")
        }
        await #expect(throws: AlmanacError.invalid("timeZone", "Mars/Olympus is not a known IANA time zone (e.g. Europe/Berlin).")) {
            _ = try await database.createUser(username: "bob", password: "long enough", timeZone: "Mars/Olympus")
        }
        await #expect(throws: AlmanacError.conflict("An account already exists; sign in instead.")) {
            _ = try await database.createUser(username: "eve", password: "long enough", timeZone: "UTC", onlyIfFirst: true)
        }
        #expect(try await database.userCount() == 1)
    }

    @Test func signInChecksThePasswordAndThrottlesAfterFiveFailures() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        #expect(try await database.signIn(username: "ada", password: "correct horse", address: "10.0.0.1").id == user.id)
        for _ in 0..<5 {
            await #expect(throws: AlmanacError.unauthorized("The user name or password is wrong.")) {
                _ = try await database.signIn(username: "ada", password: "wrong", address: "10.0.0.1")
            }
        }
        // Even the right password is refused now, for this account from any address.
        await #expect(throws: AlmanacError.rateLimited("Too many failed sign-ins. Wait 15 minutes and try again.")) {
            _ = try await database.signIn(username: "ada", password: "correct horse", address: "10.0.0.2")
        }
        // After the window the account can sign in again.
        let later = database.with(now: { Date().addingTimeInterval(16 * 60) })
        #expect(try await later.signIn(username: "ada", password: "correct horse", address: "10.0.0.1").id == user.id)
    }

    @Test func throttlesPerAddressAcrossAccounts() async throws {
        let (database, _) = try await makeDatabaseWithUser("ada")
        for name in ["a1", "a2", "a3", "a4", "a5"] {
            await #expect(throws: AlmanacError.self) {
                _ = try await database.signIn(username: name, password: "x", address: "10.9.9.9")
            }
        }
        await #expect(throws: AlmanacError.rateLimited("Too many failed sign-ins. Wait 15 minutes and try again.")) {
            _ = try await database.signIn(username: "ada", password: "correct horse", address: "10.9.9.9")
        }
        _ = try await database.signIn(username: "ada", password: "correct horse", address: "10.0.0.1")
    }

    @Test func tokensAreStoredHashedAndCanBeRevoked() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let created = try await database.createToken(owner: user.id, name: "Laptop")
        #expect(created.secret.hasPrefix("alm_") && created.secret.count == 68)
        #expect(created.token.tokenHash != created.secret)
        #expect(try await database.user(forToken: created.secret)?.id == user.id)
        #expect(try await database.user(forToken: created.secret + "x") == nil)
        try await database.revokeToken(owner: user.id, id: created.token.id)
        #expect(try await database.user(forToken: created.secret) == nil)
        #expect(try await database.tokens(owner: user.id).isEmpty)
    }

    @Test func anotherUsersTokenIsNotFound() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let token = try await database.createToken(owner: ada.id, name: "Ada's")
        await #expect(throws: AlmanacError.notFound("No API token with id \(token.token.id).")) {
            try await database.revokeToken(owner: bob.id, id: token.token.id)
        }
        #expect(try await database.user(forToken: token.secret)?.id == ada.id)
    }

    @Test func preferencesAreValidated() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        var preferences = user.preferences
        preferences.dayStartHour = 9
        await #expect(throws: AlmanacError.invalid("dayStartHour", "The day can start at hour 0 to 6, not 9.")) {
            _ = try await database.updateProfile(owner: user.id, displayName: "Ada", preferences: preferences)
        }
        preferences.dayStartHour = 4
        preferences.weekStart = 1
        let updated = try await database.updateProfile(owner: user.id, displayName: "Ada L.", preferences: preferences)
        #expect(updated.displayName == "Ada L." && updated.dayStartHour == 4 && updated.weekStart == 1)
        #expect(try await database.user(id: user.id) == updated)
    }

    @Test func changingThePasswordNeedsTheCurrentOne() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        await #expect(throws: AlmanacError.invalid("currentPassword", "The current password is wrong.")) {
            try await database.changePassword(owner: user.id, current: "nope", new: "new password")
        }
        try await database.changePassword(owner: user.id, current: "correct horse", new: "new password")
        _ = try await database.signIn(username: "ada", password: "new password", address: "local")
    }

    @Test func sessionsValuesExpire() async throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let database = try makeDatabase(now: { start })
        let stored = try await database.setPersistedValue(key: "s1", value: Data("v".utf8), expiresAt: start.addingTimeInterval(60))
        #expect(stored)
        #expect(try await database.persistedValue(key: "s1")?.value == Data("v".utf8))
        #expect(try await database.setPersistedValue(key: "s1", value: Data("w".utf8), expiresAt: nil, onlyIfNew: true) == false)
        let later = database.with(now: { start.addingTimeInterval(120) })
        #expect(try await later.persistedValue(key: "s1") == nil)
    }
}

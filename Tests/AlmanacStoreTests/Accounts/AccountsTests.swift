import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
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

    static func from(_ address: String) -> ClientInfo { ClientInfo(address: address, client: "Tests/1.0") }

    @Test func signInChecksThePasswordAndThrottlesAfterFiveFailuresFromOneAddress() async throws {
        let start = Date(timeIntervalSince1970: 1_795_000_000.25)
        let (database, user) = try await makeDatabaseWithUser("ada")
        let clock = database.with(now: { start })
        #expect(try await clock.signIn(username: "ada", password: "correct horse", from: Self.from("10.0.0.1")).id == user.id)
        for _ in 0..<5 {
            await #expect(throws: AlmanacError.unauthorized("The user name or password is wrong.")) {
                _ = try await clock.signIn(username: "ada", password: "wrong", from: Self.from("10.0.0.1"))
            }
        }
        // Even the right password is refused now from that address, and the refusal says for how long.
        let later = database.with(now: { start.addingTimeInterval(5 * 60) })
        await #expect(throws: AlmanacError.rateLimited("Too many failed sign-ins. Try again in 10 minutes.", retryAfter: 600)) {
            _ = try await later.signIn(username: "ada", password: "correct horse", from: Self.from("10.0.0.1"))
        }
        // Another address (ada at work) is not locked out by someone guessing at home.
        #expect(try await later.signIn(username: "ada", password: "correct horse", from: Self.from("10.0.0.2")).id == user.id)
        // After the window the account can sign in from the first address again.
        let afterWindow = database.with(now: { start.addingTimeInterval(16 * 60) })
        #expect(try await afterWindow.signIn(username: "ada", password: "correct horse", from: Self.from("10.0.0.1")).id == user.id)
    }

    @Test func oneAccountsFailuresDoNotLockOutAnotherAccountAtTheSameAddress() async throws {
        let (database, _) = try await makeDatabaseWithUser("ada")
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        // The household's router: bob forgets his password five times...
        for _ in 0..<5 {
            await #expect(throws: AlmanacError.self) {
                _ = try await database.signIn(username: "bob", password: "forgot", from: Self.from("192.0.2.7"))
            }
        }
        await #expect(throws: AlmanacError.self) {
            _ = try await database.signIn(username: "bob", password: "long enough", from: Self.from("192.0.2.7"))
        }
        // ...and ada, behind the same address, still signs in.
        _ = try await database.signIn(username: "ada", password: "correct horse", from: Self.from("192.0.2.7"))
        _ = bob
    }

    @Test func oneAddressSprayingManyAccountsIsStoppedAtFiftyFailures() async throws {
        let (database, _) = try await makeDatabaseWithUser("ada")
        for index in 0..<AppDatabase.signInAddressLimit {
            await #expect(throws: AlmanacError.unauthorized("The user name or password is wrong.")) {
                _ = try await database.signIn(username: "guess\(index)", password: "x", from: Self.from("203.0.113.9"))
            }
        }
        let refused = await #expect(throws: AlmanacError.self) {
            _ = try await database.signIn(username: "ada", password: "correct horse", from: Self.from("203.0.113.9"))
        }
        #expect(refused?.retryAfter != nil)
        _ = try await database.signIn(username: "ada", password: "correct horse", from: Self.from("10.0.0.1"))
    }

    @Test func theSecurityLogRecordsSignInsTokensAndPasswordChangesWithAddressAndClient() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let phone = ClientInfo(address: "198.51.100.4", client: "Phone/2.0")
        _ = try await database.signIn(username: "ada", password: "correct horse", from: phone)
        await #expect(throws: AlmanacError.self) {
            _ = try await database.signIn(username: "ada", password: "nope", from: phone)
        }
        let token = try await database.createToken(owner: ada.id, name: "Laptop", from: phone)
        try await database.revokeToken(owner: ada.id, id: token.token.id, from: phone)
        try await database.changePassword(owner: ada.id, current: "correct horse", new: "battery staple", from: phone)
        _ = try await database.updateProfile(owner: ada.id, displayName: "Ada", preferences: ada.preferences, from: phone)
        try await database.signOut(owner: ada.id, from: phone)

        let log = try await database.securityLog(owner: ada.id)
        #expect(
            log.map(\.kind) == [
                .signedOut, .settingsChanged, .passwordChanged, .tokenRevoked, .tokenCreated, .signInFailed, .signedIn, .accountCreated,
            ])
        #expect(log.dropLast().allSatisfy { $0.address == "198.51.100.4" && $0.client == "Phone/2.0" })
        #expect(log.first { $0.kind == .tokenCreated }?.detail == "Laptop")
        // Another user's log has none of it.
        #expect(try await database.securityLog(owner: bob.id).map(\.kind) == [.accountCreated])
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

    @Test func aTokensLastUseIsRecordedAtMostOnceAMinute() async throws {
        let clock = TestClock()
        let database = try await makeDatabase(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let created = try await database.createToken(owner: user.id, name: "Laptop")
        let start = clock.now
        #expect(try await database.user(forToken: created.secret)?.id == user.id)
        #expect(try await database.tokens(owner: user.id).first?.lastUsedAt == start)
        clock.advance(30)
        #expect(try await database.user(forToken: created.secret)?.id == user.id)
        #expect(try await database.tokens(owner: user.id).first?.lastUsedAt == start)
        clock.advance(31)
        #expect(try await database.user(forToken: created.secret)?.id == user.id)
        #expect(try await database.tokens(owner: user.id).first?.lastUsedAt == start.addingTimeInterval(61))
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
        _ = try await database.signIn(username: "ada", password: "new password", from: .cli)
    }

    @Test func sessionsValuesExpire() async throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let database = try await makeDatabase(now: { start })
        let stored = try await database.setPersistedValue(key: "s1", value: Data("v".utf8), expiresAt: start.addingTimeInterval(60))
        #expect(stored)
        #expect(try await database.persistedValue(key: "s1")?.value == Data("v".utf8))
        #expect(try await database.setPersistedValue(key: "s1", value: Data("w".utf8), expiresAt: nil, onlyIfNew: true) == false)
        let later = database.with(now: { start.addingTimeInterval(120) })
        #expect(try await later.persistedValue(key: "s1") == nil)
    }
}

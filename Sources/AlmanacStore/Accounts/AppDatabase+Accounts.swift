import AlmanacCore
import Crypto
import Foundation
import GRDB

extension AppDatabase {
    public static let signInLimit = 5
    public static let signInWindow: TimeInterval = 15 * 60

    // MARK: Users

    public func userCount() async throws -> Int {
        try await read { db in try User.fetchCount(db) }
    }

    public func users() async throws -> [User] {
        try await read { db in try User.order(Column("username")).fetchAll(db) }
    }

    public func user(id: String) async throws -> User? {
        try await read { db in try User.fetchOne(db, key: id) }
    }

    public func user(named username: String) async throws -> User {
        let found = try await read { db in try User.filter(Column("username") == username).fetchOne(db) }
        guard let found else { throw AlmanacError.notFound("There is no user named \(username).") }
        return found
    }

    /// Creates an account. `onlyIfFirst` refuses when any user exists (the web's first-run page).
    public func createUser(
        username: String, password: String, displayName: String? = nil, timeZone: String, onlyIfFirst: Bool = false
    ) async throws -> User {
        let name = username.trimmingCharacters(in: .whitespaces)
        guard (1...40).contains(name.count),
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
        else {
            throw AlmanacError.invalid("username", "A user name has 1 to 40 letters, digits, dots, dashes or underscores.")
        }
        try Passwords.validate(password)
        let display = try Validate.title(displayName?.isEmpty == false ? displayName! : name, field: "displayName", max: Limits.nameLength)
        let preferences = try UserPreferences(timeZone: timeZone).validated()
        let hash = await Passwords.hash(password)
        let time = now()
        let user = User(
            id: UUIDv7.make(at: time), username: name, displayName: display, timeZone: preferences.timeZone,
            weekStart: preferences.weekStart, dayStartHour: preferences.dayStartHour, unitSystem: preferences.unitSystem,
            createdAt: time)
        return try await writer.write { db in
            if onlyIfFirst, try User.fetchCount(db) > 0 {
                throw AlmanacError.conflict("An account already exists; sign in instead.")
            }
            if try User.filter(Column("username") == name).fetchCount(db) > 0 {
                throw AlmanacError.conflict("The user name \(name) is taken.")
            }
            try user.insert(db)
            try Credential(userId: user.id, passwordHash: hash).insert(db)
            return user
        }
    }

    /// Checks a password, refusing (without checking) after `signInLimit` failures for the
    /// account or for the address within `signInWindow`.
    public func signIn(username: String, password: String, address: String) async throws -> User {
        let time = now()
        let since = time.addingTimeInterval(-Self.signInWindow)
        let candidate: (User, String)? = try await writer.write { db in
            try SignInFailure.filter(Column("at") < since).deleteAll(db)
            let byName = try SignInFailure.filter(Column("username") == username).fetchCount(db)
            let byAddress = try SignInFailure.filter(Column("address") == address).fetchCount(db)
            if byName >= Self.signInLimit || byAddress >= Self.signInLimit {
                throw AlmanacError.rateLimited("Too many failed sign-ins. Wait 15 minutes and try again.")
            }
            guard let user = try User.filter(Column("username") == username).fetchOne(db),
                let credential = try Credential.fetchOne(db, key: user.id)
            else { return nil }
            return (user, credential.passwordHash)
        }
        if let (user, hash) = candidate, await Passwords.verify(password, hash: hash) {
            try await writer.write { db in
                _ = try SignInFailure.filter(Column("username") == username).deleteAll(db)
            }
            return user
        }
        try await writer.write { db in
            try SignInFailure(id: nil, username: username, address: address, at: time).insert(db)
        }
        throw AlmanacError.unauthorized("The user name or password is wrong.")
    }

    public func updateProfile(owner: String, displayName: String, preferences: UserPreferences) async throws -> User {
        let display = try Validate.title(displayName, field: "displayName", max: Limits.nameLength)
        let valid = try preferences.validated()
        return try await write(owner: owner) { batch in
            guard var user = try User.fetchOne(batch.db, key: owner) else { throw AlmanacError.notFound("No such user.") }
            let previous = try batch.snapshot(table: User.databaseTableName, id: owner)
            user.displayName = display
            user.preferences = valid
            try user.update(batch.db)
            batch.describe("Changed settings")
            try batch.log(table: User.databaseTableName, id: owner, operation: .update, previous: previous)
            return user
        }
    }

    public func changePassword(owner: String, current: String, new: String) async throws {
        try Passwords.validate(new, field: "newPassword")
        let stored = try await read { db in try Credential.fetchOne(db, key: owner) }
        guard let stored, await Passwords.verify(current, hash: stored.passwordHash) else {
            throw AlmanacError.invalid("currentPassword", "The current password is wrong.")
        }
        let hash = await Passwords.hash(new)
        try await writer.write { db in
            try Credential(userId: owner, passwordHash: hash).update(db)
        }
    }

    // MARK: API tokens

    static func tokenHash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// Creates a token and returns it with its plain text, which is never stored or shown again.
    public func createToken(owner: String, name: String) async throws -> (token: APIToken, secret: String) {
        let label = try Validate.title(name, field: "name", max: Limits.nameLength)
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let secret = "alm_" + bytes.map { String(format: "%02x", $0) }.joined()
        let token = try await write(owner: owner) { batch in
            let token = APIToken(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: label, tokenHash: Self.tokenHash(secret),
                createdAt: batch.now, lastUsedAt: nil, revokedAt: nil)
            batch.describe("Created the API token “\(label)”")
            try batch.insert(token)
            return token
        }
        return (token, secret)
    }

    public func tokens(owner: String) async throws -> [APIToken] {
        try await read { db in
            try APIToken.filter(Column("owner_id") == owner && Column("revoked_at") == nil).order(Column("id")).fetchAll(db)
        }
    }

    public func revokeToken(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            var token = try APIToken.owned(id, by: owner, in: batch.db, what: "API token")
            guard token.revokedAt == nil else { return }
            token.revokedAt = batch.now
            batch.describe("Revoked the API token “\(token.name)”")
            try batch.update(token)
        }
    }

    /// The user a bearer token belongs to, or nil for an unknown or revoked token.
    public func user(forToken secret: String) async throws -> User? {
        let hash = Self.tokenHash(secret)
        let time = now()
        return try await writer.write { db in
            guard var token = try APIToken.filter(Column("token_hash") == hash && Column("revoked_at") == nil).fetchOne(db)
            else { return nil }
            // Touch at most once a minute, so busy API clients do not write on every request.
            if token.lastUsedAt.map({ time.timeIntervalSince($0) > 60 }) ?? true {
                token.lastUsedAt = time
                try token.update(db)
            }
            return try User.fetchOne(db, key: token.ownerId)
        }
    }

    // MARK: Key-value storage for sessions

    public func persistedValue(key: String) async throws -> (value: Data, expiresAt: Date?)? {
        let time = now()
        return try await read { db in
            guard let stored = try PersistedValue.fetchOne(db, key: key) else { return nil }
            if let expires = stored.expiresAt, expires <= time { return nil }
            return (stored.value, stored.expiresAt)
        }
    }

    /// Stores a value; `keepExpiry` keeps an existing expiry when `expiresAt` is nil.
    public func setPersistedValue(key: String, value: Data, expiresAt: Date?, onlyIfNew: Bool = false) async throws -> Bool {
        let time = now()
        return try await writer.write { db in
            try PersistedValue.filter(Column("expires_at") != nil && Column("expires_at") <= time).deleteAll(db)
            let existing = try PersistedValue.fetchOne(db, key: key)
            if onlyIfNew, existing != nil { return false }
            try PersistedValue(key: key, value: value, expiresAt: expiresAt ?? existing?.expiresAt).save(db)
            return true
        }
    }

    public func removePersistedValue(key: String) async throws {
        _ = try await writer.write { db in try PersistedValue.deleteOne(db, key: key) }
    }
}

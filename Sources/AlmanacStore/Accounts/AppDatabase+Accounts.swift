import AlmanacCore
import Crypto
import Foundation
import GRDB

extension AppDatabase {
    /// Failed sign-ins allowed per account and address within `signInWindow`.
    public static let signInLimit = 5
    /// Failed sign-ins allowed per address across all accounts (a household shares one address;
    /// this stops one address spraying guesses over many accounts).
    public static let signInAddressLimit = 50
    public static let signInWindow: TimeInterval = 15 * 60
    /// Security log entries kept per account (the newest).
    public static let securityLogLength = 1000

    // MARK: Users

    public func userCount() async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users") ?? 0 }
    }

    public func users() async throws -> [User] {
        try await read { db in try User.fetchAll(db, sql: "SELECT * FROM users ORDER BY username COLLATE NOCASE") }
    }

    public func user(id: String) async throws -> User? {
        try await lookUp(id, in: lookups.users) { db in try User.find(id, db: db) }
    }

    public func user(named username: String) async throws -> User {
        let found = try await read { db in try User.named(username, db: db) }
        guard let found else { throw AlmanacError.notFound("There is no user named \(username).") }
        return found
    }

    /// Creates an account. `onlyIfFirst` refuses when any user exists (the web's first-run page).
    public func createUser(
        username: String, password: String, displayName: String? = nil, timeZone: String, onlyIfFirst: Bool = false,
        from client: ClientInfo = .cli
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
            // How dates read and are written until the person chooses: month first only in US zones.
            createdAt: time, dateOrder: DateOrder.usual(inTimeZone: preferences.timeZone))
        return try await writeUnlogged { db in
            if onlyIfFirst, (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users") ?? 0) > 0 {
                throw AlmanacError.conflict("An account already exists; sign in instead.")
            }
            if (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users WHERE username = ? COLLATE NOCASE", arguments: [name]) ?? 0) > 0 {
                throw AlmanacError.conflict("The user name \(name) is taken.")
            }
            try user.insert(db)
            try Credential(userId: user.id, passwordHash: hash).insert(db)
            try Self.recordSecurityEvent(.accountCreated, owner: user.id, client: client, at: time, db: db)
            return user
        }
    }

    /// Checks a password. Refuses without checking after `signInLimit` failures for this account
    /// from this address, or `signInAddressLimit` failures from this address, within
    /// `signInWindow`; the refusal says how many seconds remain. Successes and failures on an
    /// existing account go to its security log.
    ///
    /// The attempt is counted as a failure in the same write transaction that checks the
    /// throttle, before the (slow) bcrypt check, and taken back when the password is right: ten
    /// guesses sent at once are counted one after the other, so the sixth is refused. An unknown
    /// user name is checked against a dummy hash, so it takes as long as a known one.
    public func signIn(username: String, password: String, from client: ClientInfo) async throws -> User {
        let time = now()
        let candidate: (User, String)? = try await writeUnlogged { db in
            try Self.countAttempt(username: username, client: client, at: time, db: db)
            guard let user = try User.named(username, db: db), let credential = try Credential.of(user.id, db: db)
            else { return nil }
            return (user, credential.passwordHash)
        }
        let matches = await Passwords.verify(password, hash: candidate?.1)
        if let (user, _) = candidate, matches {
            try await writeUnlogged { db in
                try Self.clearFailures(username: username, address: client.address, db: db)
                try Self.recordSecurityEvent(.signedIn, owner: user.id, client: client, at: time, db: db)
            }
            return user
        }
        if let (user, _) = candidate {
            try await writeUnlogged { db in
                try Self.recordSecurityEvent(.signInFailed, owner: user.id, client: client, at: time, db: db)
            }
        }
        throw AlmanacError.unauthorized("The user name or password is wrong.")
    }

    /// The sign-in throttle, checked and counted in one write transaction: refuses (429) when the
    /// limit for this user name from this address, or for this address, is reached; otherwise
    /// records this attempt as a failure (the caller deletes it when the password was right).
    static func countAttempt(username: String, client: ClientInfo, at time: Date, db: any StoreDatabase) throws {
        let since = time.addingTimeInterval(-signInWindow)
        let address = client.address
        try db.execute(sql: "DELETE FROM sign_in_failures WHERE at < ?", arguments: [since])
        let lifts = [
            try throttleLift(failures: "username = ? COLLATE NOCASE AND address = ?", [username, address], limit: signInLimit, db: db),
            try throttleLift(failures: "address = ?", [address], limit: signInAddressLimit, db: db),
        ]
        if let lift = lifts.compactMap({ $0 }).max() {
            let seconds = max(1, Int(lift.timeIntervalSince(time).rounded()))
            let minutes = (seconds + 59) / 60
            throw AlmanacError.rateLimited(
                "Too many failed sign-ins. Try again in \(minutes) minute\(minutes == 1 ? "" : "s").", retryAfter: seconds)
        }
        try SignInFailure(id: nil, username: username, address: address, at: time).insert(db)
    }

    /// When a throttle over the failures matching `condition` (an SQL condition on
    /// `sign_in_failures`, values as `?`) lifts: nil under `limit` failures, else when enough of
    /// its oldest have left the window.
    static func throttleLift(failures condition: String, _ arguments: StatementArguments, limit: Int, db: any StoreDatabase) throws -> Date?
    {
        let count =
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sign_in_failures WHERE \(condition)", arguments: arguments) ?? 0
        guard count >= limit,
            let oldest = try SignInFailure.fetchOne(
                db, sql: "SELECT * FROM sign_in_failures WHERE \(condition) ORDER BY at LIMIT 1 OFFSET ?",
                arguments: arguments + [count - limit])
        else { return nil }
        return oldest.at.addingTimeInterval(signInWindow)
    }

    /// Forgets the failed sign-ins of a user name from an address (after a right password).
    static func clearFailures(username: String, address: String, db: any StoreDatabase) throws {
        let sql = "DELETE FROM sign_in_failures WHERE username = ? COLLATE NOCASE AND address = ?"
        try db.execute(sql: sql, arguments: [username, address])
    }

    /// Logs the end of a session (the session itself is removed by the web's session storage).
    public func signOut(owner: String, from client: ClientInfo) async throws {
        let time = now()
        try await writeUnlogged { db in try Self.recordSecurityEvent(.signedOut, owner: owner, client: client, at: time, db: db) }
    }

    /// Changes the profile and preferences (and the date order when given). A security event,
    /// not an undoable change.
    public func updateProfile(
        owner: String, displayName: String, preferences: UserPreferences, dateOrder: DateOrder? = nil,
        from client: ClientInfo = .cli
    ) async throws -> User {
        let display = try Validate.title(displayName, field: "displayName", max: Limits.nameLength)
        let valid = try preferences.validated()
        let time = now()
        return try await writeUnlogged { db in
            guard var user = try User.find(owner, db: db) else { throw AlmanacError.notFound("No such user.") }
            let before = user
            user.displayName = display
            user.preferences = valid
            user.dateOrder = dateOrder ?? user.dateOrder
            let changed = user != before
            if changed {
                try user.update(db)
                try Self.recordSecurityEvent(.settingsChanged, owner: owner, client: client, at: time, db: db)
            }
            // Kept food days are cut by the time zone and day start: cut again by the new ones.
            if before.preferences.timeZone != valid.timeZone || before.preferences.dayStartHour != valid.dayStartHour,
                try Self.foodDayBasis(owner: owner, db: db) != nil
            {
                try Self.guardingFoodDays(owner: owner, db: db) { try Self.rebuildFoodDays(owner: owner, preferences: valid, db: db) }
            }
            return user
        }
    }

    /// What a password change ended besides the old password.
    public struct PasswordChange: Sendable, Equatable {
        /// The account's other browser sessions, signed out.
        public var sessionsEnded: Int
        /// API tokens revoked (when asked for).
        public var tokensRevoked: Int
    }

    /// Changes the password when `current` is right, under the same throttle as sign-in (a wrong
    /// current password counts as a failed sign-in for this account from this address). Every
    /// other session of the account ends (`keepingSession` is the key of the one making the
    /// change, kept signed in); with `revokeTokens`, every API token is revoked too. One
    /// security-log entry says what ended.
    @discardableResult
    public func changePassword(
        owner: String, current: String, new: String, keepingSession sessionKey: String? = nil, revokeTokens: Bool = false,
        from client: ClientInfo = .cli
    ) async throws -> PasswordChange {
        try Passwords.validate(new, field: "newPassword")
        let time = now()
        let stored: (User, Credential)? = try await writeUnlogged { db in
            guard let user = try User.find(owner, db: db) else { return nil }
            try Self.countAttempt(username: user.username, client: client, at: time, db: db)
            return try Credential.of(owner, db: db).map { (user, $0) }
        }
        guard let (user, credential) = stored else { throw AlmanacError.notFound("No such user.") }
        guard await Passwords.verify(current, hash: credential.passwordHash) else {
            try await writeUnlogged { db in
                try Self.recordSecurityEvent(
                    .signInFailed, detail: "Wrong current password", owner: owner, client: client, at: time, db: db)
            }
            throw AlmanacError.invalid("currentPassword", "The current password is wrong.")
        }
        let hash = await Passwords.hash(new)
        return try await writeUnlogged { db in
            try Self.clearFailures(username: user.username, address: client.address, db: db)
            try Credential(userId: owner, passwordHash: hash).update(db)
            let sessionsEnded = try Self.endSessions(owner: owner, except: sessionKey, db: db)
            var tokensRevoked = 0
            if revokeTokens {
                try db.execute(
                    sql: "UPDATE api_tokens SET revoked_at = ? WHERE owner_id = ? AND revoked_at IS NULL", arguments: [time, owner])
                tokensRevoked = db.changesCount
            }
            let ended = [
                "\(sessionsEnded) other session\(sessionsEnded == 1 ? "" : "s") signed out",
                revokeTokens ? "\(tokensRevoked) API token\(tokensRevoked == 1 ? "" : "s") revoked" : nil,
            ]
            try Self.recordSecurityEvent(
                .passwordChanged, detail: ended.compactMap { $0 }.joined(separator: ", "), owner: owner, client: client, at: time, db: db)
            return PasswordChange(sessionsEnded: sessionsEnded, tokensRevoked: tokensRevoked)
        }
    }

    /// The prefix of browser sessions' keys in the `persist` table (the web's session storage
    /// stores `{"userId": …}` under it).
    public static let sessionKeyPrefix = "session."

    /// Deletes the owner's browser sessions but the one under `keptKey`; returns how many ended.
    static func endSessions(owner: String, except keptKey: String?, db: any StoreDatabase) throws -> Int {
        try db.execute(
            sql: """
                DELETE FROM persist WHERE substr(key, 1, ?) = ? AND key IS DISTINCT FROM ?
                    AND json_valid(CAST(value AS TEXT)) AND json_extract(CAST(value AS TEXT), '$.userId') = ?
                """,
            arguments: [sessionKeyPrefix.count, sessionKeyPrefix, keptKey, owner])
        return db.changesCount
    }

    // MARK: Security log

    /// The account's security log, newest first.
    public func securityLog(owner: String, limit: Int = 200) async throws -> [SecurityEvent] {
        try await read { db in
            try SecurityEvent.fetchAll(
                db, sql: "SELECT * FROM security_events WHERE owner_id = ? ORDER BY \(db.dialect.rowOrder) DESC LIMIT ?",
                arguments: [owner, limit])
        }
    }

    static func recordSecurityEvent(
        _ kind: SecurityEvent.Kind, detail: String? = nil, owner: String, client: ClientInfo, at time: Date, db: any StoreDatabase
    ) throws {
        try SecurityEvent(
            id: UUIDv7.make(at: time), ownerId: owner, at: time, kind: kind, detail: detail, address: client.address, client: client.client
        ).insert(db)
        try db.execute(
            sql: """
                DELETE FROM security_events WHERE owner_id = ? AND rowid NOT IN
                    (SELECT rowid FROM security_events WHERE owner_id = ? ORDER BY rowid DESC LIMIT ?)
                """, arguments: [owner, owner, Self.securityLogLength])
    }

    // MARK: API tokens

    static func tokenHash(_ token: String) -> String {
        Hex.lowercase(Array(SHA256.hash(data: Data(token.utf8))))
    }

    /// Creates a token and returns it with its plain text, which is never stored or shown again.
    public func createToken(owner: String, name: String, from client: ClientInfo = .cli) async throws -> (token: APIToken, secret: String) {
        let label = try Validate.title(name, field: "name", max: Limits.nameLength)
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let secret = "alm_" + Hex.lowercase(bytes)
        let time = now()
        let token = APIToken(
            id: UUIDv7.make(at: time), ownerId: owner, name: label, tokenHash: Self.tokenHash(secret),
            createdAt: time, lastUsedAt: nil, revokedAt: nil)
        try await writeUnlogged { db in
            try token.insert(db)
            try Self.recordSecurityEvent(.tokenCreated, detail: label, owner: owner, client: client, at: time, db: db)
        }
        return (token, secret)
    }

    public func tokens(owner: String) async throws -> [APIToken] {
        try await read { db in try Self.liveTokens(owner: owner, db) }
    }

    static func liveTokens(owner: String, _ db: any StoreDatabase) throws -> [APIToken] {
        try APIToken.fetchAll(
            db, sql: "SELECT * FROM api_tokens WHERE owner_id = ? AND revoked_at IS NULL ORDER BY id", arguments: [owner])
    }

    /// Revokes a token for good: not undoable.
    public func revokeToken(owner: String, id: String, from client: ClientInfo = .cli) async throws {
        let time = now()
        try await writeUnlogged { db in
            var token = try APIToken.owned(id, by: owner, in: db, what: "API token")
            guard token.revokedAt == nil else { return }
            token.revokedAt = time
            try token.update(db)
            try Self.recordSecurityEvent(.tokenRevoked, detail: token.name, owner: owner, client: client, at: time, db: db)
        }
    }

    /// The user a bearer token belongs to, or nil for an unknown or revoked token.
    public func user(forToken secret: String) async throws -> User? {
        let hash = Self.tokenHash(secret)
        let time = now()
        // Touch at most once a minute, so busy API clients do not write on every request; the
        // look-up itself is a read, so concurrent requests do not queue for the one writer, and
        // is kept while nothing is committed (a revocation is a commit).
        let found = try await lookUp(hash, in: lookups.tokens) { db -> (APIToken, User?)? in
            // Cached statements: this runs on every API request.
            let sql = "SELECT * FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL"
            guard let token = try APIToken.fetchOne(db, sql: sql, arguments: [hash]) else { return nil }
            return (token, try User.find(token.ownerId, db: db))
        }
        guard let (token, user) = found else { return nil }
        if token.lastUsedAt.map({ time.timeIntervalSince($0) > 60 }) ?? true {
            try await writeUnlogged { db in
                guard
                    var touched = try APIToken.fetchOne(
                        db, sql: "SELECT * FROM api_tokens WHERE id = ?", arguments: [token.id])
                else { return }
                touched.lastUsedAt = time
                try touched.update(db)
            }
        }
        return user
    }

    // MARK: Key-value storage for sessions

    public func persistedValue(key: String) async throws -> (value: Data, expiresAt: Date?)? {
        let time = now()
        let found = try await lookUp(key, in: lookups.persisted) { db in
            try PersistedValue.fetchOne(db, sql: "SELECT * FROM persist WHERE key = ?", arguments: [key])
        }
        guard let stored = found else { return nil }
        if let expires = stored.expiresAt, expires <= time { return nil }
        return (stored.value, stored.expiresAt)
    }

    /// Stores a value; `keepExpiry` keeps an existing expiry when `expiresAt` is nil.
    public func setPersistedValue(key: String, value: Data, expiresAt: Date?, onlyIfNew: Bool = false) async throws -> Bool {
        let time = now()
        return try await writeUnlogged { db in
            try db.execute(sql: "DELETE FROM persist WHERE expires_at IS NOT NULL AND expires_at <= ?", arguments: [time])
            let existing = try PersistedValue.fetchOne(db, sql: "SELECT * FROM persist WHERE key = ?", arguments: [key])
            if onlyIfNew, existing != nil { return false }
            try PersistedValue(key: key, value: value, expiresAt: expiresAt ?? existing?.expiresAt).save(db)
            return true
        }
    }

    public func removePersistedValue(key: String) async throws {
        try await writeUnlogged { db in try db.execute(sql: "DELETE FROM persist WHERE key = ?", arguments: [key]) }
    }
}

import AlmanacCore
import Foundation
import GRDB

/// A person using Almanac, with the preferences every module reads.
public struct User: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "users"
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

    public var id: String
    public var username: String
    public var displayName: String
    public var timeZone: String
    public var weekStart: Int
    public var dayStartHour: Int
    public var unitSystem: UserPreferences.UnitSystem
    public var createdAt: Date
    /// How the person writes and reads dates: day or month first (quick entry's `12/11`, and
    /// every date the pages write, `DateStyle`).
    public var dateOrder: DateOrder

    public var dateStyle: DateStyle { DateStyle(order: dateOrder) }

    public var preferences: UserPreferences {
        get { UserPreferences(timeZone: timeZone, weekStart: weekStart, dayStartHour: dayStartHour, unitSystem: unitSystem) }
        set {
            timeZone = newValue.timeZone
            weekStart = newValue.weekStart
            dayStartHour = newValue.dayStartHour
            unitSystem = newValue.unitSystem
        }
    }
}

struct Credential: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "credentials"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    var userId: String
    var passwordHash: String
}

/// A named API token; only its SHA-256 is stored, the token itself is shown once.
public struct APIToken: OwnedRecord, Equatable {
    public static let databaseTableName = "api_tokens"
    public var id: String
    public var ownerId: String
    public var name: String
    public var tokenHash: String
    public var createdAt: Date
    public var lastUsedAt: Date?
    public var revokedAt: Date?
}

struct SignInFailure: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "sign_in_failures"
    var id: Int64?
    var username: String
    var address: String
    var at: Date
}

struct PersistedValue: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "persist"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    var key: String
    var value: Data
    var expiresAt: Date?
}

/// Where a security-relevant request came from: the client's address and its user agent.
public struct ClientInfo: Sendable, Equatable {
    public var address: String
    public var client: String

    public init(address: String, client: String) {
        self.address = address
        self.client = String(client.prefix(200))
    }

    /// The command line on the server's machine.
    public static let cli = ClientInfo(address: "local", client: "almanac CLI")
}

/// One entry of an account's security log. Security events are never in the change log, so
/// undo can neither bring back a revoked token nor take away a new one.
public struct SecurityEvent: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "security_events"
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

    public enum Kind: String, Codable, Sendable, CaseIterable {
        case accountCreated, signedIn, signedOut, signInFailed, passwordChanged, settingsChanged, tokenCreated, tokenRevoked

        /// In words, for the Settings page and the CLI.
        public var text: String {
            switch self {
            case .accountCreated: "Account created"
            case .signedIn: "Signed in"
            case .signedOut: "Signed out"
            case .signInFailed: "Failed sign-in"
            case .passwordChanged: "Password changed"
            case .settingsChanged: "Settings changed"
            case .tokenCreated: "API token created"
            case .tokenRevoked: "API token revoked"
            }
        }
    }

    public var id: String
    public var ownerId: String
    public var at: Date
    public var kind: Kind
    /// What it concerned, e.g. the token's name.
    public var detail: String?
    public var address: String
    public var client: String
}

extension User {
    /// The user with this id, on a kept statement.
    static func find(_ id: String, db: any StoreDatabase) throws -> User? {
        try fetchOne(db, sql: "SELECT * FROM users WHERE id = ?", arguments: [id])
    }

    /// The user with this user name (any case: the column's collation), on a kept statement.
    static func named(_ username: String, db: any StoreDatabase) throws -> User? {
        try fetchOne(db, sql: "SELECT * FROM users WHERE username = ? COLLATE NOCASE LIMIT 1", arguments: [username])
    }
}

extension Credential {
    /// The user's password hash.
    static func of(_ userId: String, db: any StoreDatabase) throws -> Credential? {
        try fetchOne(db, sql: "SELECT * FROM credentials WHERE user_id = ?", arguments: [userId])
    }
}

extension AppDatabase {
    /// The person's calendar: zone, week start, day start and units. Every page reads it, often
    /// from several of its parts, so it is columns from a kept statement, not a whole user decoded.
    static func preferences(owner: String, db: any StoreDatabase) throws -> UserPreferences {
        try calendar(owner: owner, db: db).preferences
    }

    /// `preferences` with how the person writes dates (quick entry's `12/11`), from the same
    /// kept statement.
    static func calendar(owner: String, db: any StoreDatabase) throws -> (preferences: UserPreferences, dateOrder: DateOrder) {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT time_zone, week_start, day_start_hour, unit_system, date_order FROM users WHERE id = ?", arguments: [owner]
            )
        else { throw AlmanacError.notFound("No such user.") }
        let preferences = UserPreferences(
            timeZone: row[0], weekStart: row[1], dayStartHour: row[2],
            unitSystem: UserPreferences.UnitSystem(rawValue: row[3] as String) ?? .metric)
        return (preferences, DateOrder(rawValue: row[4] as String) ?? .monthDay)
    }
}

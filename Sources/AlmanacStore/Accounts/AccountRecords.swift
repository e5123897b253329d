import AlmanacCore
import Foundation
import GRDB

/// A person using Almanac, with the preferences every module reads.
public struct User: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "users"
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

    public var id: String
    public var username: String
    public var displayName: String
    public var timeZone: String
    public var weekStart: Int
    public var dayStartHour: Int
    public var unitSystem: UserPreferences.UnitSystem
    public var createdAt: Date

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
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
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
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    var key: String
    var value: Data
    var expiresAt: Date?
}

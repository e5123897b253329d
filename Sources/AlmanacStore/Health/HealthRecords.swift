import AlmanacCore
import Foundation
import GRDB

/// One local day of imported health data, de-duplicated, with the food-log events its active
/// energy, resting energy and weigh-in entered the ledger as.
public struct HealthDayRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "health_days"
    public var id: String
    public var ownerId: String
    /// `YYYY-MM-DD`, the user's local day.
    public var day: String
    public var activeKcal: Double?
    public var basalKcal: Double?
    public var dietaryKcal: Double?
    public var steps: Double?
    public var weightKg: Double?
    public var weighedAt: Date?
    public var sleepMinutes: Double?
    public var restingHeartRate: Double?
    public var heartRateVariabilityMs: Double?
    public var workoutMinutes: Double?
    /// The contributing sources, in the order that decided, as a JSON array.
    public var sources: String
    public var activeEventId: String?
    public var basalEventId: String?
    public var weightEventId: String?
    public var updatedAt: Date

    public var sourceList: [String] { (try? JSONDecoder().decode([String].self, from: Data(sources.utf8))) ?? [] }
}

/// A source of health data the user has imported from, with its place in the user's order
/// (nil: not placed by the user, ranked by class — a watch, a phone, an app).
public struct HealthSourceRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "health_sources"
    public var id: String
    public var ownerId: String
    public var name: String
    public var position: Int?
}

/// One import: what was read and what it changed.
public struct HealthImportRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "health_imports"
    public var id: String
    public var ownerId: String
    public var fileName: String
    /// `apple-health` or `csv`.
    public var format: String
    public var bytes: Int64
    public var records: Int
    public var duplicates: Int
    public var days: Int
    public var daysChanged: Int
    public var firstDay: String?
    public var lastDay: String?
    public var importedAt: Date
}

import AlmanacCore
import AlmanacStore
import Foundation

/// The JSON of Health data (the CLI's `--json` prints it too).
public enum HealthJSON {
    /// One local day, de-duplicated (absent keys: nothing recorded that day).
    public struct Day: APIType, Codable, Sendable {
        var day: String
        var activeKcal: Double?
        var basalKcal: Double?
        var dietaryKcal: Double?
        var steps: Double?
        var weightKg: Double?
        var sleepMinutes: Double?
        var restingHeartRate: Double?
        var heartRateVariabilityMs: Double?
        var workoutMinutes: Double?
        var sources: [String]

        public init(_ r: HealthDayRecord) {
            day = r.day
            activeKcal = r.activeKcal
            basalKcal = r.basalKcal
            dietaryKcal = r.dietaryKcal
            steps = r.steps
            weightKg = r.weightKg
            sleepMinutes = r.sleepMinutes
            restingHeartRate = r.restingHeartRate
            heartRateVariabilityMs = r.heartRateVariabilityMs
            workoutMinutes = r.workoutMinutes
            sources = r.sourceList
        }

        static let fieldNotes: [String: Schema] = ["day": .date]
    }

    /// What an import read and changed.
    static let importSchema = Schema.object(
        [
            "importId": .string, "format": .enumeration(["apple-health", "csv"]), "fileName": .string, "bytes": .integer,
            "records": .integer, "recordsByKind": .dictionary(.integer), "otherRecords": .integer, "tooLongRecords": .integer,
            "exactDuplicates": .integer,
            "overlapping": .integer, "days": .integer, "daysChanged": .integer, "firstDay": .date, "lastDay": .date,
        ],
        required: [
            "importId", "format", "fileName", "bytes", "records", "recordsByKind", "otherRecords", "tooLongRecords", "exactDuplicates",
            "overlapping",
            "days", "daysChanged",
        ])
}

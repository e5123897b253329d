import AlmanacCore
import Foundation

/// One day of the ledger as JSON: `GET /api/v1/food/days/{day}` and `almanac food day --json`.
public struct FoodDayDocument: Codable, Sendable {
    /// One effective log entry, flat (fields that do not apply are absent).
    public struct Entry: Codable, Sendable {
        public var id: String
        public var occurredAt: Date
        /// eaten, quickAdd, activity, activeEnergy, basalEnergy or weight.
        public var kind: String
        public var meal: Meal?
        public var name: String
        public var foodId: String?
        public var ndb: String?
        public var grams: Double?
        /// kcal eaten (food, quick add) or burned (activity, device energy).
        public var kcal: Double?
        public var minutes: Double?
        public var kilograms: Double?

        public init(_ event: EffectiveEvent) {
            id = event.id
            occurredAt = event.occurredAt
            kind = FoodEventRecord.entryKind(event.entry)
            name = AppDatabase.label(event.entry)
            switch event.entry {
            case .eaten(let food):
                meal = food.meal
                foodId = food.foodId
                ndb = food.ndb
                grams = food.grams
                kcal = food.kcal
            case .quickAdd(let value, let m, _):
                meal = m
                kcal = value
            case .activity(_, let m, let value):
                minutes = m
                kcal = value
            case .activeEnergy(let value, _), .basalEnergy(let value):
                kcal = value
            case .weight(let kg):
                kilograms = kg
            }
        }
    }

    public var day: String
    public var consumedKcal: Double
    public var burnedKcal: Double
    public var leftKcal: Double
    /// basal + activity, where the basal figure came from and whether it is an estimate.
    public var basalKcal: Double
    /// One of `basalSources`.
    public var basalSource: String
    public static let basalSources = ["recorded", "mifflinStJeor", "unknown", "learnt"]
    /// Added on top of basal: the day's recorded activity counted once, or what the activity level
    /// stands for when that is more.
    public var activityKcal: Double
    public var activityNotCountedKcal: Double
    /// The activity level's multiplier of resting energy used before learning (absent: none chosen).
    public var activityLevel: Double?
    /// The day's activity with every minute counted once (device and hand-logged).
    public var recordedActivityKcal: Double
    public var isEstimate: Bool
    /// Which figure "burned" is and why, in one line (as the Food page says it).
    public var burnedNote: String
    public var proteinG: Double
    public var fatG: Double
    public var carbohydrateG: Double
    /// Nutr_No → the day's total.
    public var nutrients: [String: Double]
    /// Nutr_No → the user's daily target.
    public var targets: [String: Double]
    public var entries: [Entry]

    public init(_ report: FoodDayReport) {
        let s = report.summary
        day = s.intake.day.description
        consumedKcal = s.intake.consumedKcal
        burnedKcal = s.burned.totalKcal
        leftKcal = s.leftKcal
        basalKcal = s.burned.basalKcal
        basalSource =
            switch s.burned.basalSource {
            case .recorded, .recordedThatDay: "recorded"
            case .mifflinStJeor: "mifflinStJeor"
            case .unknown: "unknown"
            case .learnt: "learnt"
            }
        activityLevel = s.burned.activityLevel
        recordedActivityKcal = s.burned.recordedActivityKcal
        burnedNote = s.burned.explanation
        activityKcal = s.burned.activityKcal
        activityNotCountedKcal = s.burned.activityNotCountedKcal
        isEstimate = s.burned.isEstimate
        let n = s.intake.nutrients
        proteinG = n[NutrientNumber.protein] ?? 0
        fatG = n[NutrientNumber.fat] ?? 0
        carbohydrateG = n[NutrientNumber.carbohydrate] ?? 0
        nutrients = n
        targets = report.targets
        entries = s.intake.entries.map(Entry.init)
    }
}

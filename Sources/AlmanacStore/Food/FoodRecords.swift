import AlmanacCore
import Foundation
import GRDB

/// One row of the immutable food log (`food_events`): a record, a correction or a retraction.
/// Rows are inserted and never updated (a trigger refuses UPDATE).
public struct FoodEventRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "food_events"
    public enum Kind: String, Codable, Sendable { case record, correction, retraction }

    public var id: String
    public var ownerId: String
    public var occurredAt: Date
    public var recordedAt: Date
    public var kind: Kind
    /// The original event a correction or retraction is about.
    public var refersTo: String?
    /// The entry's case (`eaten`, `quickAdd`, `activity`, `weight`, ...), for queries.
    public var entryKind: String?
    /// The food logged, for the search history ("foods you log often first").
    public var foodId: String?
    /// The `LedgerEntry` as JSON (nil for a retraction).
    public var entry: String?
    /// The one figure the energy balance reads of the entry (a food's or quick add's kcal, resting
    /// energy, an activity's kcal, a weigh-in's kilograms), as text that parses to the entry's own
    /// Double; with `figureMinutes` (an activity's). Kept beside the JSON so the weeks a food day's
    /// learnt expenditure reads are not parsed from it (migration 0038).
    public var figure: String?
    public var figureMinutes: String?

    init(id: String, ownerId: String, occurredAt: Date, recordedAt: Date, kind: Kind, refersTo: String? = nil) {
        self.id = id
        self.ownerId = ownerId
        self.occurredAt = occurredAt
        self.recordedAt = recordedAt
        self.kind = kind
        self.refersTo = refersTo
    }

    /// Stores `entry` with the columns queries use (its kind, the food logged).
    mutating func set(entry: LedgerEntry) throws {
        entryKind = Self.entryKind(entry)
        if case .eaten(let food) = entry { foodId = food.foodId } else { foodId = nil }
        self.entry = try Self.encode(entry)
        (figure, figureMinutes) = Self.figures(entry)
    }

    /// What `figure` and `figureMinutes` hold for `entry` (nil where the energy balance reads none).
    static func figures(_ entry: LedgerEntry) -> (String?, String?) {
        switch entry {
        case .eaten(let food): (food.nutrients[NutrientNumber.energyKcal].map { "\($0)" }, nil)
        case .quickAdd(let kcal, _, _): ("\(kcal)", nil)
        case .basalEnergy(let kcal): ("\(kcal)", nil)
        case .weight(let kilograms): ("\(kilograms)", nil)
        case .activity(_, let minutes, let kcal): ("\(kcal)", "\(minutes)")
        case .activeEnergy: (nil, nil)
        }
    }

    /// The Core form the ledger computes with.
    /// The event; with `energyOnly`, a food eaten keeps only its energy (see `EatenFood.energyOnly`).
    public func event(energyOnly: Bool = false) throws -> FoodEvent {
        func decoded() throws -> LedgerEntry {
            guard let entry else { throw AlmanacError.invalid("entry", "Food event \(id) has no entry.") }
            guard energyOnly else { return try LedgerEntry.decodeStored(entry) }
            let decoder = JSONDecoder()
            decoder.userInfo[EatenFood.energyOnly] = true
            return try decoder.decode(LedgerEntry.self, from: Data(entry.utf8))
        }
        switch kind {
        case .record: return FoodEvent(id: id, occurredAt: occurredAt, recordedAt: recordedAt, body: .record(try decoded()))
        case .correction:
            return FoodEvent(
                id: id, occurredAt: occurredAt, recordedAt: recordedAt,
                body: .correction(of: refersTo ?? "", entry: try decoded(), occurredAt: occurredAt))
        case .retraction: return FoodEvent(id: id, occurredAt: occurredAt, recordedAt: recordedAt, body: .retraction(of: refersTo ?? ""))
        }
    }

    static func entryKind(_ entry: LedgerEntry) -> String {
        switch entry {
        case .eaten: "eaten"
        case .quickAdd: "quickAdd"
        case .activity: "activity"
        case .activeEnergy: "activeEnergy"
        case .basalEnergy: "basalEnergy"
        case .weight: "weight"
        }
    }

    static func encode(_ entry: LedgerEntry) throws -> String {
        String(decoding: try JSONEncoder.almanac.encode(entry), as: UTF8.self)
    }
}

/// A row of the food log as stored, read by column index: what the log's API writes out, each
/// instant as `Timestamp.text` writes it and the entry's JSON as it was stored.
public struct StoredFoodEvent: Sendable, Equatable {
    public var id: String
    public var kind: FoodEventRecord.Kind
    /// The original a correction or retraction is about.
    public var refersTo: String?
    public var occurredAt: String
    public var recordedAt: String
    /// The `LedgerEntry` as JSON (nil for a retraction).
    public var entry: String?

    /// The row of `id, occurred_at, recorded_at, kind, refers_to, entry`.
    init(_ row: Row) throws {
        id = try row.decode(String.self, atIndex: 0)
        occurredAt = try Self.timestamp(row, atIndex: 1)
        recordedAt = try Self.timestamp(row, atIndex: 2)
        let kind = try row.decode(String.self, atIndex: 3)
        guard let known = FoodEventRecord.Kind(rawValue: kind) else {
            throw AlmanacError.invalid("kind", "Food event \(id) is of no known kind (\(kind.prefix(40))).")
        }
        self.kind = known
        refersTo = try row.decode(String?.self, atIndex: 4)
        entry = try row.decode(String?.self, atIndex: 5)
    }

    /// The event for the ledger, its entry decoded (`LedgerEntry.decodeStored`).
    public func event() throws -> FoodEvent {
        guard let occurred = Timestamp.parse(occurredAt), let recorded = Timestamp.parse(recordedAt) else {
            throw AlmanacError.invalid("occurredAt", "Food event \(id) has an instant that is not one.")
        }
        func decoded() throws -> LedgerEntry {
            guard let entry else { throw AlmanacError.invalid("entry", "Food event \(id) has no entry.") }
            return try LedgerEntry.decodeStored(entry)
        }
        switch kind {
        case .record: return FoodEvent(id: id, occurredAt: occurred, recordedAt: recorded, body: .record(try decoded()))
        case .correction:
            return FoodEvent(
                id: id, occurredAt: occurred, recordedAt: recorded,
                body: .correction(of: refersTo ?? "", entry: try decoded(), occurredAt: occurred))
        case .retraction: return FoodEvent(id: id, occurredAt: occurred, recordedAt: recorded, body: .retraction(of: refersTo ?? ""))
        }
    }

    /// The instant as `Timestamp.text` writes it: SQLite's own text (`2026-11-27 23:07:29.591`, UTC)
    /// with its two separators changed, the one form GRDB stores; anything else parsed and written.
    static func timestamp(_ row: Row, atIndex index: Int) throws -> String {
        if let text = String.fromDatabaseValue(row[index]) {
            var bytes = Array(text.utf8)
            if bytes.count == 23, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[0]), bytes[10] == UInt8(ascii: " "),
                bytes[19] == UInt8(ascii: "."),
                Self.digitsAt.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }),
                [4, 7].allSatisfy({ bytes[$0] == UInt8(ascii: "-") }), [13, 16].allSatisfy({ bytes[$0] == UInt8(ascii: ":") })
            {
                bytes[10] = UInt8(ascii: "T")
                bytes.append(UInt8(ascii: "Z"))
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return Timestamp.text(try row.decode(Date.self, atIndex: index))
    }

    private static let digitsAt = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 21, 22]
}

/// A food the user made up: nutrients per 100 g (entered per 100 g or per serving) and portions.
public struct CustomFoodRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "custom_foods"
    public var id: String
    public var ownerId: String
    public var name: String
    /// Nutr_No → amount per 100 g, as JSON.
    public var nutrients: String
    /// The serving the label gave, when the user entered nutrients per serving.
    public var servingGrams: Double?
    /// `[FoodPortion]` as JSON.
    public var portions: String
    public var createdAt: Date
    public var updatedAt: Date

    public var per100g: [String: Double] { (try? JSONDecoder().decode([String: Double].self, from: Data(nutrients.utf8))) ?? [:] }
    public var portionList: [FoodPortion] { (try? JSONDecoder().decode([FoodPortion].self, from: Data(portions.utf8))) ?? [] }
}

/// A recipe: ingredients with amounts, servings, optional cooked weight, and the nutrients
/// computed from its ingredients (recomputed whenever an ingredient changes).
public struct RecipeRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "recipes"
    public var id: String
    public var ownerId: String
    public var name: String
    public var servings: Double
    public var yieldGrams: Double?
    /// Nutr_No → amount per 100 g of the finished dish, as JSON.
    public var nutrients: String
    public var totalGrams: Double
    public var createdAt: Date
    public var updatedAt: Date

    public var per100g: [String: Double] { (try? JSONDecoder().decode([String: Double].self, from: Data(nutrients.utf8))) ?? [:] }
    public var servingGrams: Double { totalGrams / servings }
}

public struct RecipeIngredientRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "recipe_ingredients"
    public var id: String
    public var ownerId: String
    public var recipeId: String
    /// An SR28 NDB or one of the owner's custom foods.
    public var foodId: String
    public var grams: Double
    public var position: Int
}

/// Sex, birth year and height: what Mifflin-St Jeor needs besides the latest weight.
public struct EnergyProfileRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "energy_profiles"
    public var id: String
    public var ownerId: String
    public var sex: EnergyProfile.Sex
    public var birthYear: Int
    public var heightCm: Double
    public var activityMultiplier: Double?

    /// The owner's profile (one at most: owner_id is unique), or nil before they set one.
    static func of(_ owner: String, db: any StoreDatabase) throws -> EnergyProfileRecord? {
        try fetchOneReadable(db, sql: "SELECT * FROM energy_profiles WHERE owner_id = ? LIMIT 1", arguments: [owner])
    }
}

/// A daily target the user set for one nutrient (vitamin C 90 mg).
public struct NutrientTargetRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "nutrient_targets"
    public var id: String
    public var ownerId: String
    public var nutrient: String
    public var amount: Double
}

/// A food as the log and the detail page need it: nutrients per 100 g and portions.
public struct FoodDetail: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable { case sr28, custom, recipe }
    public var id: String
    public var ndb: String?
    public var kind: Kind
    public var name: String
    public var friendlyName: String
    public var groupName: String
    /// Nutr_No → amount per 100 g.
    public var per100g: [String: Double]
    public var portions: [FoodPortion]
    public var kcalPer100g: Double { per100g[NutrientNumber.energyKcal] ?? 0 }

    public init(
        id: String, ndb: String?, kind: Kind, name: String, friendlyName: String, groupName: String, per100g: [String: Double],
        portions: [FoodPortion]
    ) {
        self.id = id
        self.ndb = ndb
        self.kind = kind
        self.name = name
        self.friendlyName = friendlyName
        self.groupName = groupName
        self.per100g = per100g
        self.portions = portions
    }
}

public struct NutrientInfo: Codable, Sendable, Equatable {
    public var number: String
    public var name: String
    public var unit: String
    public var decimals: Int
    public var order: Int
}

/// One day of the ledger as pages, API and CLI show it.
public struct FoodDayReport: Codable, Sendable {
    public var summary: DaySummary
    /// Nutr_No → daily target the user set.
    public var targets: [String: Double]
    /// The weight the Mifflin-St Jeor estimate used (latest weigh-in up to that day).
    public var weightKg: Double?
    public var hasProfile: Bool
}

/// A weigh-in as the weight page lists it (an effective event).
public struct WeightEntry: Codable, Sendable, Equatable {
    public var id: String
    public var occurredAt: Date
    public var day: LocalDay
    public var kilograms: Double
}

/// A page of weigh-ins, newest first, each with its day's trend weight (`TrendWeight`, computed
/// from every weigh-in), and the id of the last when older ones follow.
public struct WeighIns: Sendable {
    public var weights: [WeightEntry]
    /// The trend weight of each weigh-in's day, in the same order.
    public var trendKg: [Double?]
    public var older: String?
}

public struct CustomFoodInput: Sendable {
    public var name: String
    /// Nutr_No → amount per 100 g, or per serving when `servingGrams` is set.
    public var nutrients: [String: Double]
    public var servingGrams: Double?
    public var portions: [FoodPortion]

    public init(name: String, nutrients: [String: Double], servingGrams: Double? = nil, portions: [FoodPortion] = []) {
        self.name = name
        self.nutrients = nutrients
        self.servingGrams = servingGrams
        self.portions = portions
    }
}

public struct RecipeInput: Sendable {
    public var name: String
    public var servings: Double
    public var yieldGrams: Double?
    public var ingredients: [(foodId: String, grams: Double)]

    public init(name: String, servings: Double, yieldGrams: Double? = nil, ingredients: [(foodId: String, grams: Double)]) {
        self.name = name
        self.servings = servings
        self.yieldGrams = yieldGrams
        self.ingredients = ingredients
    }
}

public struct RecipeDetail: Codable, Sendable {
    public struct Ingredient: Codable, Sendable {
        public var foodId: String
        public var name: String
        public var grams: Double
        public var kcal: Double
    }
    public var recipe: RecipeRecord
    public var ingredients: [Ingredient]
}

extension Meal {
    /// The meal a person most likely means at `date` in `zone` (for the log form's default).
    public static func suggested(at date: Date, in zone: TimeZone) -> Meal {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let minutes = calendar.component(.hour, from: date) * 60 + calendar.component(.minute, from: date)
        switch minutes {
        case 300..<630: return .breakfast
        case 660..<870: return .lunch
        case 1050..<1290: return .dinner
        default: return .snack
        }
    }
}

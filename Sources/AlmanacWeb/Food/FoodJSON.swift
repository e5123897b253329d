import AlmanacCore
import AlmanacStore
import Foundation
import NIOCore

/// The request and response types of the food API; every schema is derived from its type
/// (`APIType`), with `fieldNotes` for what the Swift types do not say.
public enum FoodJSON {
    struct Food: APIType, Codable {
        struct Nutrient: Codable {
            var number: String
            var name: String
            var unit: String
            var amount: Double
        }
        var id: String
        var ndb: String?
        var kind: FoodDetail.Kind
        var name: String
        var friendlyName: String
        var groupName: String
        var kcalPer100g: Double
        var nutrients: [Nutrient]
        var portions: [FoodPortion]
    }

    struct CustomFood: APIType, Codable {
        var id: String
        var name: String
        var per100g: [String: Double]
        var servingGrams: Double?
        var portions: [FoodPortion]

        init(_ record: CustomFoodRecord) {
            id = record.id
            name = record.name
            per100g = record.per100g
            servingGrams = record.servingGrams
            portions = record.portionList
        }
    }

    struct CustomFoodRequest: APIType, Codable {
        struct Portion: Codable {
            var amount: Checked<Quantities.PortionAmount>
            var description: String
            var grams: Checked<Quantities.ServingGrams>
        }
        var name: String
        var nutrients: [String: Checked<Quantities.NutrientAmount>]
        var servingGrams: Checked<Quantities.ServingGrams>?
        var portions: [Portion]?

        var input: CustomFoodInput {
            CustomFoodInput(
                name: name, nutrients: nutrients.mapValues(\.value), servingGrams: servingGrams?.value,
                portions: (portions ?? []).map { FoodPortion(amount: $0.amount.value, description: $0.description, grams: $0.grams.value) })
        }
        static let fieldNotes: [String: Schema] = ["name": .nonBlank]
    }

    struct Recipe: APIType, Codable {
        var id: String
        var name: String
        var servings: Double
        var yieldGrams: Double?
        var totalGrams: Double
        var servingGrams: Double
        var per100g: [String: Double]
        var perServing: [String: Double]
        var ingredients: [RecipeDetail.Ingredient]

        init(_ detail: RecipeDetail) {
            let r = detail.recipe
            id = r.id
            name = r.name
            servings = r.servings
            yieldGrams = r.yieldGrams
            totalGrams = r.totalGrams
            servingGrams = r.servingGrams
            per100g = r.per100g
            perServing = r.per100g.mapValues { $0 * r.servingGrams / 100 }
            ingredients = detail.ingredients
        }
    }

    struct RecipeRequest: APIType, Codable {
        struct Ingredient: APIType, Codable {
            var foodId: String
            var grams: Checked<Quantities.GramsPerEntry>
        }
        var name: String
        var servings: Checked<Quantities.Servings>
        var yieldGrams: Checked<Quantities.YieldGrams>?
        var ingredients: [Ingredient]

        var input: RecipeInput {
            RecipeInput(
                name: name, servings: servings.value, yieldGrams: yieldGrams?.value,
                ingredients: ingredients.map { ($0.foodId, $0.grams.value) })
        }
        static let fieldNotes: [String: Schema] = [
            "name": .nonBlank, "ingredients": .sizedArray(Ingredient.schema, min: 1, max: Limits.recipeIngredients),
        ]
    }

    struct LogRequest: APIType, Codable {
        var foodId: String
        var grams: Checked<Quantities.GramsPerEntry>?
        var amount: Checked<Quantities.PortionAmount>?
        var portion: String?
        var meal: Meal
        var at: String?
        static let fieldNotes: [String: Schema] = ["at": .dateTime]
    }

    struct CorrectionRequest: APIType, Codable {
        var grams: Checked<Quantities.GramsPerEntry>?
        var amount: Checked<Quantities.PortionAmount>?
        var portion: String?
        var meal: Meal?
        var at: String?
        static let fieldNotes: [String: Schema] = ["at": .dateTime]
    }

    struct QuickAddRequest: APIType, Codable {
        var kcal: Checked<Quantities.KcalPerEntry>
        var meal: Meal
        var note: String?
        var at: String?
        static let fieldNotes: [String: Schema] = ["at": .dateTime]
    }

    /// A weigh-in with the trend weight of its day (`GET /weights`, `almanac weight list --json`).
    public struct Weight: APIType, Codable {
        var id: String
        var occurredAt: Date
        var day: String
        var kilograms: Double
        var trendKg: Double?
        static let fieldNotes: [String: Schema] = ["day": .date]

        public init(_ weight: WeightEntry, trendKg: Double?) {
            id = weight.id
            occurredAt = weight.occurredAt
            day = weight.day.description
            kilograms = weight.kilograms
            self.trendKg = trendKg
        }

        /// A page of weigh-ins, newest first.
        public static func page(_ page: WeighIns) -> [Weight] { zip(page.weights, page.trendKg).map { Weight($0, trendKg: $1) } }
    }

    struct WeightRequest: APIType, Codable {
        var kilograms: Checked<Quantities.BodyKilograms>
        var at: String?
        static let fieldNotes: [String: Schema] = ["at": .dateTime]
    }

    struct ActivityRequest: APIType, Codable {
        var name: String
        var minutes: Checked<Quantities.ActivityMinutes>
        var kcal: Checked<Quantities.KcalPerActivity>
        var at: String?
        static let fieldNotes: [String: Schema] = ["name": .title, "at": .dateTime]
    }

    struct EnergySampleRequest: APIType, Codable {
        enum Kind: String, Codable, CaseIterable { case active, basal }
        var kind: Kind
        var kcal: Checked<Quantities.KcalPerSample>
        var at: String?
        static let fieldNotes: [String: Schema] = ["at": .dateTime]
    }

    struct Profile: APIType, Codable {
        var sex: EnergyProfile.Sex
        var birthYear: Int
        var heightCm: Double
        var activityMultiplier: Double?
        static let fieldNotes: [String: Schema] = [
            "birthYear": .quantity(.birthYear), "heightCm": .quantity(.heightCm), "activityMultiplier": .quantity(.activityMultiplier),
        ]
    }

    struct ProfileRequest: APIType, Codable {
        var sex: EnergyProfile.Sex
        var birthYear: Checked<Quantities.BirthYear>
        var heightCm: Checked<Quantities.HeightCm>
        var activityMultiplier: Checked<Quantities.ActivityMultiplier>?
    }

    struct TargetRequest: APIType, Codable { var amount: Checked<Quantities.NutrientTarget>? }
}

/// A search result, a portion and a day of the ledger are answered as the Store and Core encode
/// them; their schemas are derived from those types.
extension FoodSearchResult: APIType {}
extension FoodPortion: APIType {}
extension FoodDayDocument: APIType {
    static let fieldNotes: [String: Schema] = ["day": .date, "basalSource": .enumeration(FoodDayDocument.basalSources)]
}
extension FoodDayDocument.Entry: APIType {}

/// The raw log (`GET /food/log`) is the stored events as Core encodes them: a body is a record, a
/// correction or a retraction, and a record's entry is one of six kinds, each `oneOf` in the
/// document.
extension FoodEvent: APIType {
    static var specimen: FoodEvent {
        FoodEvent(id: "id", occurredAt: .distantPast, recordedAt: .distantPast, body: .retraction(of: "id"))
    }
}

extension FoodEvent.Body: APIAlternatives {
    static var alternatives: [FoodEvent.Body] {
        let entry = LedgerEntry.weight(kilograms: 70)
        return [.record(entry), .correction(of: "id", entry: entry, occurredAt: .distantPast), .retraction(of: "id")]
    }
}

extension LedgerEntry: APIAlternatives {
    static var alternatives: [LedgerEntry] {
        [
            .eaten(
                EatenFood(
                    foodId: "id", ndb: "01001", name: "Butter", grams: 10, meal: .breakfast, nutrients: [NutrientNumber.energyKcal: 72])),
            .quickAdd(kcal: 100, meal: .snack, note: "note"), .activity(name: "Walk", minutes: 30, kcal: 120),
            .activeEnergy(kcal: 300, measured: [MeasuredSpan(start: 0, end: 60)]), .basalEnergy(kcal: 1600), .weight(kilograms: 70),
        ]
    }
}

extension FoodJSON {
    /// The log's events (`[FoodEvent]`) as `JSONEncoder.almanac` writes them, but each entry's
    /// JSON as it was stored (the same encoder wrote it, so the bytes are the same) once it is
    /// known to read (`LedgerEntry.decodeStored`): a page of 100 logged foods is about 13,000
    /// nutrients, and encoding them again was most of the answer's time. An event whose id does
    /// not go into JSON as it is goes through the encoder, whole.
    static func log(_ events: [StoredFoodEvent]) throws -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(events.reduce(2) { $0 + ($1.entry?.utf8.count ?? 0) + 200 })
        buffer.writeStaticString("[")
        for (index, event) in events.enumerated() {
            if index > 0 { buffer.writeStaticString(",") }
            let entry = try event.entry.map { json in
                _ = try LedgerEntry.decodeStored(json)
                return json
            }
            guard isPlain(event.id), event.refersTo.map(isPlain) ?? true else {
                buffer.writeBytes(try JSONEncoder.almanac.encode(try event.event()))
                continue
            }
            buffer.writeStaticString(#"{"body":{"#)
            switch (event.kind, entry) {
            case (.record, let entry?):
                buffer.writeStaticString(#""record":{"_0":"#)
                buffer.writeString(entry)
            case (.correction, let entry?):
                buffer.writeStaticString(#""correction":{"entry":"#)
                buffer.writeString(entry)
                buffer.writeString(#","occurredAt":"\#(event.occurredAt)","of":"\#(event.refersTo ?? "")""#)
            case (.retraction, _):
                buffer.writeString(#""retraction":{"of":"\#(event.refersTo ?? "")""#)
            case (_, nil):
                throw AlmanacError.invalid("entry", "Food event \(event.id) has no entry.")
            }
            buffer.writeString(#"}},"id":"\#(event.id)","occurredAt":"\#(event.occurredAt)","recordedAt":"\#(event.recordedAt)"}"#)
        }
        buffer.writeStaticString("]")
        return buffer
    }

    /// Text that JSON holds as it is: printable ASCII without a quote or a backslash (ids and
    /// `Timestamp.text` are).
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }
}

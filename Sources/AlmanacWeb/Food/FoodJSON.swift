import AlmanacCore
import AlmanacStore
import Foundation

/// The request and response types of the food API. The answers' schemas are derived from their
/// types (`APIType`); the requests' are written here.
enum FoodJSON {
    /// A meal as `Meal` reads it (breakfast, lunch, …), in requests and answers.
    static let mealSchema = Schema.enumeration(Meal.allCases.map(\.rawValue))

    static let customFoodRequest = Schema.object(
        [
            "name": .nonBlank, "nutrients": .dictionary(.quantity(.nutrientAmount)), "servingGrams": .quantity(.servingGrams),
            "portions": .array(
                .object(
                    ["amount": .quantity(.portionAmount), "description": .string, "grams": .quantity(.servingGrams)],
                    required: ["amount", "description", "grams"])),
        ],
        required: ["name", "nutrients"])
    static let recipeRequest = Schema.object(
        [
            "name": .nonBlank, "servings": .quantity(.servings), "yieldGrams": .quantity(.yieldGrams),
            "ingredients": .sizedArray(
                .object(["foodId": .string, "grams": .quantity(.gramsPerEntry)], required: ["foodId", "grams"]), min: 1,
                max: Limits.recipeIngredients),
        ],
        required: ["name", "servings", "ingredients"])
    static let logRequest = Schema.object(
        [
            "foodId": .string, "grams": .quantity(.gramsPerEntry), "amount": .quantity(.portionAmount), "portion": .string,
            "meal": mealSchema,
            "at": .dateTime,
        ], required: ["foodId", "meal"])
    static let profileRequest = Schema.object(
        [
            "sex": .enumeration(["female", "male"]), "birthYear": .quantity(.birthYear), "heightCm": .quantity(.heightCm),
            "activityMultiplier": .quantity(.activityMultiplier),
        ],
        required: ["sex", "birthYear", "heightCm"])

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

    struct CustomFoodRequest: Decodable {
        struct Portion: Decodable {
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

    struct RecipeRequest: Decodable {
        struct Ingredient: Decodable {
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
    }

    struct LogRequest: Decodable {
        var foodId: String
        var grams: Checked<Quantities.GramsPerEntry>?
        var amount: Checked<Quantities.PortionAmount>?
        var portion: String?
        var meal: Meal
        var at: String?
    }

    struct CorrectionRequest: Decodable {
        var grams: Checked<Quantities.GramsPerEntry>?
        var amount: Checked<Quantities.PortionAmount>?
        var portion: String?
        var meal: Meal?
        var at: String?
    }

    struct QuickAddRequest: Decodable {
        var kcal: Checked<Quantities.KcalPerEntry>
        var meal: Meal
        var note: String?
        var at: String?
    }

    struct Weight: APIType, Codable {
        var id: String
        var occurredAt: Date
        var day: String
        var kilograms: Double
        var trendKg: Double?
        static let fieldNotes: [String: Schema] = ["day": .date]
    }

    struct WeightRequest: Decodable {
        var kilograms: Checked<Quantities.BodyKilograms>
        var at: String?
    }

    struct ActivityRequest: Decodable {
        var name: String
        var minutes: Checked<Quantities.ActivityMinutes>
        var kcal: Checked<Quantities.KcalPerActivity>
        var at: String?
    }

    struct EnergySampleRequest: Decodable {
        enum Kind: String, Decodable { case active, basal }
        var kind: Kind
        var kcal: Checked<Quantities.KcalPerSample>
        var at: String?
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

    struct ProfileRequest: Decodable {
        var sex: EnergyProfile.Sex
        var birthYear: Checked<Quantities.BirthYear>
        var heightCm: Checked<Quantities.HeightCm>
        var activityMultiplier: Checked<Quantities.ActivityMultiplier>?
    }

    struct TargetRequest: Decodable { var amount: Checked<Quantities.NutrientTarget>? }
}

/// A search result, a portion and a day of the ledger are answered as the Store and Core encode
/// them; their schemas are derived from those types.
extension FoodSearchResult: APIType {}
extension FoodPortion: APIType {}
extension FoodDayDocument: APIType {
    static let fieldNotes: [String: Schema] = ["day": .date, "basalSource": .enumeration(FoodDayDocument.basalSources)]
}
extension FoodDayDocument.Entry: APIType {}

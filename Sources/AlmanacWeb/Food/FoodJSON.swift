import AlmanacCore
import AlmanacStore
import Foundation

/// The request and response types of the food API, with their OpenAPI schemas.
enum FoodJSON {
    /// A meal as `Meal` reads it (breakfast, lunch, …), in requests and answers.
    static let mealSchema = Schema.enumeration(Meal.allCases.map(\.rawValue))

    static let entrySchema = Schema.object(
        [
            "id": .string, "occurredAt": .dateTime, "kind": .string, "meal": mealSchema, "name": .string,
            "foodId": .string, "ndb": .string, "grams": .number, "kcal": .number, "minutes": .number, "kilograms": .number,
        ],
        required: ["id", "occurredAt", "kind", "name"])
    static let daySchema = Schema.object(
        [
            "day": .date, "consumedKcal": .number, "burnedKcal": .number, "leftKcal": .number, "basalKcal": .number,
            "basalSource": .enumeration(["recorded", "mifflinStJeor", "unknown", "learnt"]),
            "activityKcal": .number, "activityNotCountedKcal": .number, "activityLevel": .number, "recordedActivityKcal": .number,
            "isEstimate": .boolean, "burnedNote": .string, "proteinG": .number,
            "fatG": .number,
            "carbohydrateG": .number, "nutrients": .anyObject, "targets": .anyObject, "entries": .array(entrySchema),
        ],
        required: ["day", "consumedKcal", "burnedKcal", "leftKcal", "burnedNote", "entries"])
    static let searchSchema = Schema.object(
        [
            "id": .string, "ndb": .string, "name": .string, "friendlyName": .string, "kcalPer100g": .number,
            "kind": .enumeration(["sr28", "custom", "recipe"]),
        ], required: ["id", "name", "friendlyName", "kcalPer100g"])
    static let portionSchema = Schema.object(
        ["amount": .number, "description": .string, "grams": .number], required: ["amount", "description", "grams"])
    static let nutrientSchema = Schema.object(
        ["number": .string, "name": .string, "unit": .string, "amount": .number], required: ["number", "name", "unit", "amount"])
    static let foodSchema = Schema.object(
        [
            "id": .string, "ndb": .string, "kind": .string, "name": .string, "friendlyName": .string, "groupName": .string,
            "kcalPer100g": .number, "nutrients": .array(nutrientSchema), "portions": .array(portionSchema),
        ],
        required: ["id", "kind", "name", "friendlyName", "nutrients", "portions"])
    static let customFoodRequest = Schema.object(
        [
            "name": .nonBlank, "nutrients": .dictionary(.quantity(.nutrientAmount)), "servingGrams": .quantity(.servingGrams),
            "portions": .array(
                .object(
                    ["amount": .quantity(.portionAmount), "description": .string, "grams": .quantity(.servingGrams)],
                    required: ["amount", "description", "grams"])),
        ],
        required: ["name", "nutrients"])
    static let customFoodSchema = Schema.object(
        ["id": .string, "name": .string, "per100g": .anyObject, "servingGrams": .number, "portions": .array(portionSchema)],
        required: ["id", "name", "per100g", "portions"])
    static let recipeRequest = Schema.object(
        [
            "name": .nonBlank, "servings": .quantity(.servings), "yieldGrams": .quantity(.yieldGrams),
            "ingredients": .sizedArray(
                .object(["foodId": .string, "grams": .quantity(.gramsPerEntry)], required: ["foodId", "grams"]), min: 1,
                max: Limits.recipeIngredients),
        ],
        required: ["name", "servings", "ingredients"])
    static let recipeSchema = Schema.object(
        [
            "id": .string, "name": .string, "servings": .number, "yieldGrams": .number, "totalGrams": .number, "servingGrams": .number,
            "per100g": .anyObject, "perServing": .anyObject,
            "ingredients": .array(.object(["foodId": .string, "name": .string, "grams": .number, "kcal": .number])),
        ],
        required: ["id", "name", "servings", "totalGrams", "per100g", "ingredients"])
    static let logRequest = Schema.object(
        [
            "foodId": .string, "grams": .quantity(.gramsPerEntry), "amount": .quantity(.portionAmount), "portion": .string,
            "meal": mealSchema,
            "at": .dateTime,
        ], required: ["foodId", "meal"])
    static let weightSchema = Schema.object(
        ["id": .string, "occurredAt": .dateTime, "day": .date, "kilograms": .number, "trendKg": .number],
        required: ["id", "occurredAt", "day", "kilograms"])
    static let profileSchema = Schema.object(
        [
            "sex": .enumeration(["female", "male"]), "birthYear": .quantity(.birthYear), "heightCm": .quantity(.heightCm),
            "activityMultiplier": .quantity(.activityMultiplier),
        ],
        required: ["sex", "birthYear", "heightCm"])

    struct Food: Encodable {
        struct Nutrient: Encodable {
            var number: String
            var name: String
            var unit: String
            var amount: Double
        }
        var id: String
        var ndb: String?
        var kind: String
        var name: String
        var friendlyName: String
        var groupName: String
        var kcalPer100g: Double
        var nutrients: [Nutrient]
        var portions: [FoodPortion]
    }

    struct CustomFood: Encodable {
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

    struct Recipe: Encodable {
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

    struct Weight: Encodable {
        var id: String
        var occurredAt: Date
        var day: String
        var kilograms: Double
        var trendKg: Double?
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

    struct Profile: Encodable {
        var sex: EnergyProfile.Sex
        var birthYear: Int
        var heightCm: Double
        var activityMultiplier: Double?
    }

    struct ProfileRequest: Decodable {
        var sex: EnergyProfile.Sex
        var birthYear: Checked<Quantities.BirthYear>
        var heightCm: Checked<Quantities.HeightCm>
        var activityMultiplier: Checked<Quantities.ActivityMultiplier>?
    }

    struct TargetRequest: Decodable { var amount: Checked<Quantities.NutrientTarget>? }
}

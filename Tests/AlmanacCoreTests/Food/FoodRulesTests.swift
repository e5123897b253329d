import Testing

@testable import AlmanacCore

struct FoodRulesTests {
    @Test(arguments: [(-5.0, "grams"), (0.0, "grams"), (10_001.0, "grams"), (Double.nan, "grams")])
    func refusesImpossibleGrams(grams: Double, field: String) {
        #expect { try FoodAmountRules.validateGrams(grams) } throws: { ($0 as? AlmanacError)?.field == field }
    }

    @Test func acceptsEverydayAmounts() throws {
        try FoodAmountRules.validateGrams(118)
        try FoodAmountRules.validateGrams(10_000)
        try FoodAmountRules.validateKcal(0)
        try FoodAmountRules.validateKcal(20_000)
    }

    @Test func refusesAbsurdCaloriesNamingTheField() {
        #expect(
            throws: AlmanacError.outOfRange(field: "kcal", message: "Calories in one entry must be from 0 to 20,000 kcal; 25000 was given.")
        ) {
            try FoodAmountRules.validateKcal(25_000)
        }
        #expect { try FoodAmountRules.validateKcal(-1) } throws: { ($0 as? AlmanacError)?.field == "kcal" }
        // 9 kg of oil is under the weight limit but over 20,000 kcal.
        let oil = EatenFood(foodId: "04053", name: "Olive oil", grams: 9000, meal: .dinner, per100g: ["208": 884])
        #expect { try FoodAmountRules.validate(oil) } throws: { ($0 as? AlmanacError)?.field == "kcal" }
    }

    @Test func portionsTurnIntoGramsAndUnknownOnesAreRefused() throws {
        let portions = [FoodPortion(amount: 1, description: "cup", grams: 244), FoodPortion(amount: 2, description: "tbsp", grams: 30)]
        #expect(try FoodAmountRules.grams(amount: 1.5, portion: "cup", of: portions) == 366)
        #expect(try FoodAmountRules.grams(amount: 1, portion: "tbsp", of: portions) == 15)
        #expect { try FoodAmountRules.grams(amount: 1, portion: "bucket", of: portions) } throws: {
            ($0 as? AlmanacError)?.field == "portion" && ($0 as? AlmanacError)?.message.contains("cup, tbsp") == true
        }
        #expect { try FoodAmountRules.grams(amount: 100, portion: "cup", of: portions) } throws: { ($0 as? AlmanacError)?.field == "grams" }
    }

    @Test func customFoodsMustBePhysicallyPossible() throws {
        try CustomFoodRules.validate(per100g: ["203": 25, "204": 10, "205": 5, "255": 58, "208": 210])
        #expect { try CustomFoodRules.validate(per100g: ["203": 120]) } throws: { ($0 as? AlmanacError)?.field == "nutrients.203" }
        #expect { try CustomFoodRules.validate(per100g: ["203": 40, "204": 40, "205": 40]) } throws: {
            ($0 as? AlmanacError)?.field == "nutrients"
        }
        #expect { try CustomFoodRules.validate(per100g: ["204": -1]) } throws: { ($0 as? AlmanacError)?.field == "nutrients.204" }
        #expect { try CustomFoodRules.validate(per100g: ["205": 10, "269": 30]) } throws: {
            ($0 as? AlmanacError)?.field == "nutrients.269"
        }
        #expect { try CustomFoodRules.validate(per100g: ["208": 1200]) } throws: { ($0 as? AlmanacError)?.field == "nutrients.208" }
    }

    @Test func customFoodPerServingBecomesPer100g() throws {
        let per100g = try CustomFoodRules.per100g(fromServing: ["208": 150, "203": 6], servingGrams: 50)
        #expect(per100g == ["208": 300, "203": 12])
        #expect(throws: AlmanacError.self) { try CustomFoodRules.per100g(fromServing: ["203": 60], servingGrams: 50) }
    }

    @Test func recipeNutrientsComeFromTheIngredients() throws {
        let oats = RecipeIngredient(foodId: "08120", grams: 80, per100g: ["208": 379, "203": 13.15])
        let milk = RecipeIngredient(foodId: "01079", grams: 250, per100g: ["208": 50, "203": 3.3])
        let plain = try RecipeNutrients.compute(ingredients: [oats, milk], servings: 2)
        #expect(abs(plain.total["208"]! - (303.2 + 125)) < 1e-9)
        #expect(abs(plain.perServing["208"]! - 214.1) < 1e-9)
        #expect(plain.totalGrams == 330)
        #expect(abs(plain.per100g["208"]! - 428.2 / 3.3) < 1e-9)
        // Cooked down to 300 g: the same energy in less weight.
        let cooked = try RecipeNutrients.compute(ingredients: [oats, milk], servings: 2, yieldGrams: 300)
        #expect(abs(cooked.per100g["208"]! - 428.2 / 3) < 1e-9)
        #expect(cooked.perServing == plain.perServing)
        #expect(cooked.servingGrams == 150)
    }

    @Test func recipesNeedIngredientsAndServings() {
        #expect { try RecipeNutrients.compute(ingredients: [], servings: 1) } throws: { ($0 as? AlmanacError)?.field == "ingredients" }
        let oats = RecipeIngredient(foodId: "08120", grams: 80, per100g: ["208": 379])
        #expect { try RecipeNutrients.compute(ingredients: [oats], servings: 0) } throws: { ($0 as? AlmanacError)?.field == "servings" }
        #expect { try RecipeNutrients.compute(ingredients: [oats], servings: 1, yieldGrams: -3) } throws: {
            ($0 as? AlmanacError)?.field == "yieldGrams"
        }
    }
}

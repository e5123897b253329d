import AlmanacCore
import Foundation
import GRDB

/// A person's own foods and recipes (a recipe is a food made of foods).
extension AppDatabase {
    // MARK: Custom foods

    public func customFoods(owner: String) async throws -> [CustomFoodRecord] {
        try await read { db in
            try CustomFoodRecord.fetchReadable(db, sql: "SELECT * FROM custom_foods WHERE owner_id = ? ORDER BY name", arguments: [owner])
        }
    }

    public func customFood(owner: String, id: String) async throws -> CustomFoodRecord {
        try await read { db in try CustomFoodRecord.owned(id, by: owner, in: db, what: "custom food") }
    }

    static func validated(_ input: CustomFoodInput) throws -> (name: String, per100g: [String: Double], portions: [FoodPortion]) {
        let name = try Validate.title(input.name, field: "name", max: Limits.nameLength)
        let per100g: [String: Double]
        if let serving = input.servingGrams {
            try Quantity.servingGrams.check(serving, field: "servingGrams")
            per100g = try CustomFoodRules.per100g(fromServing: input.nutrients, servingGrams: serving)
        } else {
            try CustomFoodRules.validate(per100g: input.nutrients)
            per100g = input.nutrients
        }
        guard per100g[NutrientNumber.energyKcal] != nil else {
            throw AlmanacError.invalid("nutrients.\(NutrientNumber.energyKcal)", "A custom food needs its calories (nutrient 208, kcal).")
        }
        for (index, portion) in input.portions.enumerated() {
            guard !portion.description.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AlmanacError.invalid("portions[\(index)]", "A portion has an amount above 0 and a name (1 slice).")
            }
            try Quantity.portionAmount.check(portion.amount, field: "portions[\(index)].amount")
            try Quantity.servingGrams.check(portion.grams, field: "portions[\(index)].grams")
        }
        return (name, per100g, input.portions)
    }

    static func json<T: Encodable>(_ value: T) throws -> String { String(decoding: try JSONEncoder.almanac.encode(value), as: UTF8.self) }

    @discardableResult
    public func createCustomFood(owner: String, _ input: CustomFoodInput) async throws -> CustomFoodRecord {
        let valid = try Self.validated(input)
        return try await write(owner: owner) { batch in
            let record = CustomFoodRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: valid.name, nutrients: try Self.json(valid.per100g),
                servingGrams: input.servingGrams, portions: try Self.json(valid.portions), createdAt: batch.now, updatedAt: batch.now)
            batch.describe("Created the food “\(valid.name)”")
            try batch.insert(record)
            return record
        }
    }

    /// Changes a custom food and recomputes every recipe that uses it.
    public func updateCustomFood(owner: String, id: String, _ input: CustomFoodInput) async throws -> CustomFoodRecord {
        let valid = try Self.validated(input)
        return try await write(owner: owner) { batch in
            var record = try CustomFoodRecord.owned(id, by: owner, in: batch.db, what: "custom food")
            record.name = valid.name
            record.nutrients = try Self.json(valid.per100g)
            record.servingGrams = input.servingGrams
            record.portions = try Self.json(valid.portions)
            record.updatedAt = batch.now
            batch.describe("Changed the food “\(valid.name)”")
            try batch.update(record)
            let recipeIds = try String.fetchAll(
                batch.db, sql: "SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE owner_id = ? AND food_id = ?",
                arguments: [owner, id])
            for recipeId in recipeIds { try Self.recompute(recipeId: recipeId, owner: owner, batch: batch) }
            return record
        }
    }

    public func deleteCustomFood(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let record = try CustomFoodRecord.owned(id, by: owner, in: batch.db, what: "custom food")
            if let recipe = try String.fetchOne(
                batch.db,
                sql: """
                    SELECT r.name FROM recipe_ingredients i JOIN recipes r ON r.id = i.recipe_id WHERE i.owner_id = ? AND i.food_id = ? LIMIT 1
                    """, arguments: [owner, id])
            {
                throw AlmanacError.conflict("“\(record.name)” is an ingredient of “\(recipe)”; remove it from the recipe first.")
            }
            batch.describe("Deleted the food “\(record.name)”")
            try batch.delete(record)
        }
    }

    // MARK: Recipes

    public func recipes(owner: String) async throws -> [RecipeRecord] {
        try await read { db in try Self.recipesByName(owner: owner, db: db) }
    }

    public func recipe(owner: String, id: String) async throws -> RecipeDetail {
        try await read { db in try Self.recipe(owner: owner, id: id, db: db) }
    }

    static func recipe(owner: String, id: String, db: any StoreDatabase) throws -> RecipeDetail {
        let recipe = try RecipeRecord.owned(id, by: owner, in: db, what: "recipe")
        let rows = try RecipeIngredientRecord.of(recipe: id, owner: owner, db: db)
        return try details(of: [recipe], ingredients: rows, owner: owner, db: db)[0]
    }

    /// Every recipe of the owner with its ingredients, by name, in one read of five statements
    /// however many recipes there are (the API's list; one read per recipe was N+1).
    public func recipeDetails(owner: String) async throws -> [RecipeDetail] {
        try await read { db in
            let recipes = try Self.recipesByName(owner: owner, db: db)
            let rows = try RecipeIngredientRecord.fetchReadable(
                db, sql: "SELECT * FROM recipe_ingredients WHERE owner_id = ? ORDER BY position", arguments: [owner])
            return try Self.details(of: recipes, ingredients: rows, owner: owner, db: db)
        }
    }

    /// `recipes` with their ingredients among `ingredients` (in their order), each ingredient named
    /// and with its energy.
    static func details(of recipes: [RecipeRecord], ingredients: [RecipeIngredientRecord], owner: String, db: any StoreDatabase) throws
        -> [RecipeDetail]
    {
        let foods = try ingredientFoods(owner: owner, ids: Set(ingredients.map(\.foodId)), db: db)
        let byRecipe = Dictionary(grouping: ingredients, by: \.recipeId)
        return recipes.map { recipe in
            RecipeDetail(
                recipe: recipe,
                ingredients: (byRecipe[recipe.id] ?? []).map { row in
                    let food = foods[row.foodId]
                    return .init(
                        foodId: row.foodId, name: food?.name ?? "(missing food \(row.foodId))", grams: row.grams,
                        kcal: (food?.kcalPer100g ?? 0) * row.grams / 100)
                })
        }
    }

    /// The name and energy of each of `ids`, looked up as `food(owner:id:db:)` does (the catalogue
    /// first, then the owner's foods, then their recipes) in three statements however many there are.
    static func ingredientFoods(owner: String, ids: Set<String>, db: any StoreDatabase) throws -> [String: (
        name: String, kcalPer100g: Double
    )] {
        var found: [String: (name: String, kcalPer100g: Double)] = [:]
        // Run even with no ids, as the requests these replaced did (three statements, always).
        let list: StatementArguments = [jsonText(Array(ids))]
        let catalog = try Row.fetchAll(
            db, sql: "SELECT ndb, friendly_name, kcal_per_100g FROM foods WHERE ndb IN (SELECT value FROM json_each(?))",
            arguments: list)
        for row in catalog {
            found[row["ndb"]] = (row["friendly_name"], row["kcal_per_100g"])
        }
        // `+owner_id`, as `OwnedRecord.owned` has it: found by their ids, not by walking the owner's.
        for custom in try CustomFoodRecord.fetchReadable(
            db, sql: "SELECT * FROM custom_foods WHERE +owner_id = ? AND id IN (SELECT value FROM json_each(?))",
            arguments: [owner] + list)
        where found[custom.id] == nil {
            found[custom.id] = (custom.name, custom.per100g[NutrientNumber.energyKcal] ?? 0)
        }
        for recipe in try RecipeRecord.fetchReadable(
            db, sql: "SELECT * FROM recipes WHERE +owner_id = ? AND id IN (SELECT value FROM json_each(?))", arguments: [owner] + list)
        where found[recipe.id] == nil {
            found[recipe.id] = (recipe.name, recipe.per100g[NutrientNumber.energyKcal] ?? 0)
        }
        return found
    }

    static func computeRecipe(
        _ ingredients: [(foodId: String, grams: Double)], servings: Double, yieldGrams: Double?, owner: String, db: any StoreDatabase
    )
        throws -> RecipeNutrients
    {
        let parts = try ingredients.enumerated().map { index, ingredient in
            let food: FoodDetail
            do { food = try Self.food(owner: owner, id: ingredient.foodId, db: db) } catch {
                throw AlmanacError.invalid("ingredients[\(index)].foodId", "No food with id \(ingredient.foodId).")
            }
            guard food.kind != .recipe else {
                throw AlmanacError.invalid("ingredients[\(index)].foodId", "A recipe cannot be an ingredient; add its foods instead.")
            }
            return RecipeIngredient(foodId: food.id, grams: ingredient.grams, per100g: food.per100g)
        }
        return try RecipeNutrients.compute(ingredients: parts, servings: servings, yieldGrams: yieldGrams)
    }

    static func recompute(recipeId: String, owner: String, batch: ChangeBatch) throws {
        var recipe = try RecipeRecord.owned(recipeId, by: owner, in: batch.db, what: "recipe")
        let rows = try RecipeIngredientRecord.of(recipe: recipeId, owner: owner, db: batch.db)
        let nutrients = try computeRecipe(
            rows.map { ($0.foodId, $0.grams) }, servings: recipe.servings, yieldGrams: recipe.yieldGrams, owner: owner, db: batch.db)
        recipe.nutrients = try json(nutrients.per100g)
        recipe.totalGrams = nutrients.totalGrams
        recipe.updatedAt = batch.now
        try batch.update(recipe)
    }

    /// Creates (id nil) or replaces a recipe with its ingredients; nutrients are computed here.
    @discardableResult
    public func saveRecipe(owner: String, id: String? = nil, _ input: RecipeInput) async throws -> RecipeRecord {
        let name = try Validate.title(input.name, field: "name", max: Limits.nameLength)
        try Limits.check(
            count: input.ingredients.count, of: "ingredients", limit: Limits.recipeIngredients, what: "ingredients in a recipe")
        try await ensureFoodCatalog()
        return try await write(owner: owner) { batch in
            let nutrients = try Self.computeRecipe(
                input.ingredients, servings: input.servings, yieldGrams: input.yieldGrams, owner: owner, db: batch.db)
            var recipe: RecipeRecord
            if let id {
                recipe = try RecipeRecord.owned(id, by: owner, in: batch.db, what: "recipe")
                for old in try RecipeIngredientRecord.unordered(recipe: id, owner: owner, db: batch.db) { try batch.delete(old) }
                recipe.name = name
                recipe.servings = input.servings
                recipe.yieldGrams = input.yieldGrams
                recipe.nutrients = try Self.json(nutrients.per100g)
                recipe.totalGrams = nutrients.totalGrams
                recipe.updatedAt = batch.now
                try batch.update(recipe)
                batch.describe("Changed the recipe “\(name)”")
            } else {
                recipe = RecipeRecord(
                    id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, servings: input.servings, yieldGrams: input.yieldGrams,
                    nutrients: try Self.json(nutrients.per100g), totalGrams: nutrients.totalGrams, createdAt: batch.now,
                    updatedAt: batch.now)
                try batch.insert(recipe)
                batch.describe("Created the recipe “\(name)”")
            }
            for (position, ingredient) in input.ingredients.enumerated() {
                try batch.insert(
                    RecipeIngredientRecord(
                        id: UUIDv7.make(at: batch.now), ownerId: owner, recipeId: recipe.id, foodId: ingredient.foodId,
                        grams: ingredient.grams,
                        position: position))
            }
            return recipe
        }
    }

    public func deleteRecipe(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let recipe = try RecipeRecord.owned(id, by: owner, in: batch.db, what: "recipe")
            for row in try RecipeIngredientRecord.unordered(recipe: id, owner: owner, db: batch.db) {
                try batch.delete(row)
            }
            batch.describe("Deleted the recipe “\(recipe.name)”")
            try batch.delete(recipe)
        }
    }
}

extension AppDatabase {
    /// The owner's recipes by name.
    static func recipesByName(owner: String, db: any StoreDatabase) throws -> [RecipeRecord] {
        try RecipeRecord.fetchReadable(db, sql: "SELECT * FROM recipes WHERE owner_id = ? ORDER BY name", arguments: [owner])
    }
}

extension RecipeIngredientRecord {
    /// The recipe's ingredients in their order.
    static func of(recipe: String, owner: String, db: any StoreDatabase) throws -> [RecipeIngredientRecord] {
        try fetchReadable(
            db, sql: "SELECT * FROM recipe_ingredients WHERE owner_id = ? AND recipe_id = ? ORDER BY position", arguments: [owner, recipe])
    }

    /// The recipe's ingredients in no set order (to delete them).
    static func unordered(recipe: String, owner: String, db: any StoreDatabase) throws -> [RecipeIngredientRecord] {
        try fetchReadable(db, sql: "SELECT * FROM recipe_ingredients WHERE owner_id = ? AND recipe_id = ?", arguments: [owner, recipe])
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The pages and forms of your own foods and of recipes.
extension FoodController {
    // MARK: Your foods

    @Sendable func customFoodsPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderCustomFoods(request, context: context, user: user)
    }

    func renderCustomFoods(_ request: Request, context: SignedInContext, user: User, error: AlmanacError? = nil, form: FormData? = nil)
        async throws -> Response
    {
        let foods = try await database.customFoodsPage(owner: user.id)
        return Pages.render("Your foods", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            CustomFoodsView(model: .init(csrf: context.csrfToken, foods: foods, error: error, form: form))
        }
    }

    static let customFoodFields: [(field: String, number: String, label: String)] = [
        ("kcal", NutrientNumber.energyKcal, "Calories (kcal)"), ("protein", NutrientNumber.protein, "Protein (g)"),
        ("fat", NutrientNumber.fat, "Fat (g)"), ("carbohydrate", NutrientNumber.carbohydrate, "Carbohydrate (g)"),
        ("sugars", NutrientNumber.sugars, "Sugars (g)"), ("fiber", NutrientNumber.fiber, "Fibre (g)"),
        ("sodium", NutrientNumber.sodium, "Sodium (mg)"),
    ]

    /// The form values that show a stored custom food (per serving when it was entered that way).
    static func customFoodForm(_ food: CustomFoodRecord) -> FormData {
        let scale = food.servingGrams.map { $0 / 100 } ?? 1
        var pairs = [("name", food.name), ("per", food.servingGrams == nil ? "100g" : "serving")]
        if let serving = food.servingGrams { pairs.append(("servingGrams", formNumber(serving))) }
        for item in customFoodFields {
            if let value = food.per100g[item.number] { pairs.append((item.field, formNumber(value * scale))) }
        }
        if let portion = food.portionList.first {
            pairs += [("portionName", portion.description), ("portionGrams", formNumber(portion.grams))]
        }
        return FormData(pairs)
    }

    /// A number as a form shows it: no trailing zeros, at most 4 decimals.
    static func formNumber(_ value: Double) -> String {
        NumberText.plain(value, decimals: 4)
    }

    @Sendable func createCustomFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let food = try await database.createCustomFood(owner: user.id, CustomFoodFields(form).input)
            return .seeOther(FoodRoutes.customFoods.href, flash: .success("Created “\(food.name)”.", undo: true))
        } catch let error as AlmanacError {
            return try await renderCustomFoods(request, context: context, user: user, error: error, form: form)
        }
    }

    @Sendable func editCustomFoodPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let food = try await database.customFood(owner: user.id, id: try context.parameters.require("id"))
        return Pages.render("Change \(food.name)", request: request, context: context) {
            CustomFoodEditView(model: .init(csrf: context.csrfToken, food: food, form: Self.customFoodForm(food)))
        }
    }

    @Sendable func updateCustomFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let food = try await database.customFood(owner: user.id, id: id)
        let form = try await Body.form(from: request)
        do {
            let saved = try await database.updateCustomFood(owner: user.id, id: id, CustomFoodFields(form).input)
            return .seeOther(FoodRoutes.customFoods.href, flash: .success("Saved “\(saved.name)”.", undo: true))
        } catch let error as AlmanacError where error.code != "not_found" {
            return Pages.render("Change \(food.name)", request: request, context: context, status: .badRequest) {
                CustomFoodEditView(model: .init(csrf: context.csrfToken, food: food, error: error, form: form))
            }
        }
    }

    @Sendable func deleteCustomFood(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        do {
            try await database.deleteCustomFood(owner: user.id, id: try context.parameters.require("id"))
            return .seeOther(FoodRoutes.customFoods.href, flash: .success("Food deleted.", undo: true))
        } catch let error as AlmanacError {
            if case .conflict(let message) = error { return .seeOther(FoodRoutes.customFoods.href, flash: .error(message)) }
            throw error
        }
    }

    // MARK: Recipes

    @Sendable func recipesPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderRecipes(request, context: context, user: user)
    }

    func renderRecipes(_ request: Request, context: SignedInContext, user: User, error: AlmanacError? = nil, form: FormData? = nil)
        async throws -> Response
    {
        let recipes = try await database.recipesPage(owner: user.id)
        return Pages.render("Recipes", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            RecipesView(model: .init(csrf: context.csrfToken, recipes: recipes, error: error, form: form))
        }
    }

    /// The ingredients of recipe lines (`RecipeLine`): each line's food is its best search hit; an
    /// amount in portions needs a portion the food has.
    func ingredients(from text: String, owner: String) async throws -> [(foodId: String, grams: Double)] {
        var result: [(foodId: String, grams: Double)] = []
        for line in try RecipeLine.parse(text) {
            guard let hit = try await search.search(owner: owner, query: line.query, limit: 1, database: database).first else {
                throw AlmanacError.invalid("ingredients", "Line \(line.number): no food matches “\(line.query)”.")
            }
            let food = try await database.food(owner: owner, id: hit.id)
            let grams: Double
            switch line.amount {
            case .grams(let g):
                try FoodAmountRules.validateGrams(g, field: "ingredients")
                grams = g
            case .portion(let count, let name): grams = try FoodAmountRules.grams(amount: count, portion: name, of: food.portions)
            }
            result.append((food.id, grams))
        }
        return result
    }

    @Sendable func createRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = try RecipeFields(form)
            let ingredients = try await ingredients(from: fields.lines ?? "", owner: user.id)
            let recipe = try await database.saveRecipe(
                owner: user.id,
                RecipeInput(name: fields.name, servings: fields.servings, yieldGrams: fields.yieldGrams, ingredients: ingredients))
            return .seeOther(FoodRoutes.recipe.href(recipe.id), flash: .success("Created the recipe “\(recipe.name)”.", undo: true))
        } catch let error as AlmanacError {
            return try await renderRecipes(request, context: context, user: user, error: error, form: form)
        }
    }

    @Sendable func recipePage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let detail = try await database.recipePage(owner: user.id, id: try context.parameters.require("id"))
        let today = user.preferences.today(at: database.now())
        return Pages.render(detail.recipe.name, request: request, context: context) {
            RecipeView(model: .init(csrf: context.csrfToken, detail: detail, today: today))
        }
    }

    @Sendable func editRecipePage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let detail = try await database.recipePage(owner: user.id, id: try context.parameters.require("id"))
        let recipe = detail.recipe
        var pairs = [("name", recipe.name), ("servings", Self.formNumber(recipe.servings))]
        if let yield = recipe.yieldGrams { pairs.append(("yieldGrams", Self.formNumber(yield))) }
        let rows = detail.ingredients.map { RecipeEditView.Row(foodId: $0.foodId, name: $0.name, grams: Self.formNumber($0.grams)) }
        return renderRecipeEdit(request, context: context, detail: detail, form: FormData(pairs), rows: rows)
    }

    func renderRecipeEdit(
        _ request: Request, context: SignedInContext, detail: RecipeDetail, form: FormData, rows: [RecipeEditView.Row],
        error: AlmanacError? = nil
    ) -> Response {
        Pages.render("Change \(detail.recipe.name)", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            RecipeEditView(
                model: .init(
                    csrf: context.csrfToken, recipeId: detail.recipe.id, title: detail.recipe.name, form: form, rows: rows, error: error))
        }
    }

    /// Saves the edit form: kept rows by food id with their grams, minus the ticked ones, then the new lines.
    @Sendable func updateRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let detail = try await database.recipe(owner: user.id, id: try context.parameters.require("id"))
        let form = try await Body.form(from: request)
        let fields = RecipeEditFields(form)
        let rows = fields.rows
        do {
            try fields.check()
            var ingredients = fields.kept
            if let lines = fields.recipe.lines { ingredients += try await self.ingredients(from: lines, owner: user.id) }
            guard !ingredients.isEmpty else { throw AlmanacError.invalid("ingredients", "A recipe needs at least one ingredient.") }
            let recipe = try await database.saveRecipe(
                owner: user.id, id: detail.recipe.id,
                RecipeInput(
                    name: fields.recipe.name, servings: fields.recipe.servings, yieldGrams: fields.recipe.yieldGrams,
                    ingredients: ingredients))
            return .seeOther(FoodRoutes.recipe.href(recipe.id), flash: .success("Saved the recipe “\(recipe.name)”.", undo: true))
        } catch let error as AlmanacError where error.code != "not_found" {
            return renderRecipeEdit(request, context: context, detail: detail, form: form, rows: rows, error: error)
        }
    }

    @Sendable func deleteRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteRecipe(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(FoodRoutes.recipes.href, flash: .success("Recipe deleted.", undo: true))
    }
}

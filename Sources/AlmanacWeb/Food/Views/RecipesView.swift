import AlmanacCore
import AlmanacStore
import Foundation

/// The recipes: the list and the form for a new one.
struct RecipesView: FoodPage {
    struct Model {
        var csrf: String
        var recipes: [RecipeRecord]
        var error: AlmanacError?
        var form: FormData?
    }
    var model: Model

    var tab: Route? { FoodRoutes.recipes }

    var content: Component {
        let f = model.form
        let error = model.error
        return ComponentGroup {
            H1("Recipes")
            FoodCard {
                H2("Your recipes")
                if model.recipes.isEmpty { Paragraph("None yet.").class("empty") }
                Element(name: "ul") {
                    for recipe in model.recipes {
                        ListItem {
                            Div {
                                Link(recipe.name, url: FoodRoutes.recipe.href(recipe.id)).class("entry-name")
                                Span("\(FoodText.amount(recipe.servings)) servings of \(FoodText.grams(recipe.servingGrams))")
                                    .class("entry-detail")
                            }
                            .class("entry-main")
                            Span(
                                "\(FoodText.kcal((recipe.per100g[NutrientNumber.energyKcal] ?? 0) * recipe.servingGrams / 100)) kcal/serving"
                            )
                            .class("entry-kcal")
                        }
                        .class("entry")
                    }
                }
                .class("entries")
            }
            FoodCard {
                H2("New recipe")
                Form(url: FoodRoutes.recipes.href, method: .post) {
                    CSRFField(token: model.csrf)
                    ErrorSummary(error: error, id: "food-error")
                    FoodField(
                        label: "Name ", error: errorMessage(error, for: "name"), name: "name",
                        control: Input(type: .text, name: "name", value: f?["name"] ?? "", isRequired: true))
                    Div {
                        FoodField(
                            label: "Servings ", error: errorMessage(error, for: "servings"), name: "servings",
                            control: FoodForm.number("servings", value: f?["servings"] ?? "4", required: true))
                        FoodField(
                            label: "Cooked weight (g) ", hint: "Optional: weigh the pot's contents; cooking loses water.",
                            error: errorMessage(error, for: "yieldGrams"), name: "yieldGrams",
                            control: FoodForm.number("yieldGrams", value: f?["yieldGrams"] ?? ""))
                    }
                    .class("log-row")
                    FoodField(
                        label: "Ingredients, one per line ",
                        hint:
                            "An amount (grams or a portion such as cup or medium), then the food; each line takes the best search match, which the recipe page shows.",
                        error: errorMessage(error, for: "ingredients"), name: "ingredients",
                        control: TextArea(text: f?["ingredients"] ?? "", name: "ingredients", numberOfRows: 6, isRequired: true)
                            .attribute(named: "placeholder", value: "200 g rolled oats\n1 cup 2% milk\n1 medium banana"))
                    Div { FoodForm.submit("Create recipe", class: "primary") }.class("actions")
                }
                .class("recipe-form")
            }
        }
    }
}

/// One recipe: log a serving, its ingredients and nutrients per serving.
struct RecipeView: FoodPage {
    struct Model {
        var csrf: String
        var detail: RecipeDetail
        var today: LocalDay
    }
    var model: Model

    var tab: Route? { FoodRoutes.recipes }

    var content: Component {
        let recipe = model.detail.recipe
        let per = recipe.per100g
        let serving = recipe.servingGrams
        let food = FoodDetail(
            id: recipe.id, ndb: nil, kind: .recipe, name: recipe.name, friendlyName: recipe.name, groupName: "Your recipes", per100g: per,
            portions: [FoodPortion(amount: 1, description: "serving", grams: serving)])
        let macros = [
            ("Protein", NutrientNumber.protein), ("Carbohydrate", NutrientNumber.carbohydrate), ("Fat", NutrientNumber.fat),
            ("Fibre", NutrientNumber.fiber),
        ]
        return ComponentGroup {
            H1(recipe.name)
            Paragraph(
                "\(FoodText.amount(recipe.servings)) servings of \(FoodText.grams(serving)) · \(FoodText.kcal((per[NutrientNumber.energyKcal] ?? 0) * serving / 100)) kcal per serving"
            )
            .class("lead")
            FoodCard { LogFoodForm(csrf: model.csrf, food: food, day: model.today, meal: .dinner, time: "") }
            FoodCard {
                H2("Ingredients")
                Element(name: "table") {
                    Element(name: "thead") { FoodTableRow(header: true, cells: [("Food", false), ("Amount", true), ("kcal", true)]) }
                    Element(name: "tbody") {
                        for ingredient in model.detail.ingredients {
                            Element(name: "tr") {
                                Element(name: "td") { Link(ingredient.name, url: FoodRoutes.food.href(ingredient.foodId)) }
                                Element(name: "td") { Text(FoodText.grams(ingredient.grams)) }.class("num")
                                Element(name: "td") { Text(FoodText.kcal(ingredient.kcal)) }.class("num")
                            }
                        }
                    }
                }
                Paragraph(
                    "Per serving: "
                        + macros.map { "\($0.0) \(String(format: "%.1f", (per[$0.1] ?? 0) * serving / 100)) g" }.joined(separator: " · "))
                Div {
                    Link("Edit recipe", url: FoodRoutes.editRecipe.href(recipe.id)).class("button")
                    FoodForm.buttonForm(FoodRoutes.deleteRecipe.href(recipe.id), csrf: model.csrf, title: "Delete recipe", class: "danger")
                }
                .class("actions")
            }
        }
    }
}

/// Changing a recipe: name, servings, cooked weight, each ingredient's grams (or removing it) and
/// new ingredient lines. Rows carry the food's id, so a change never re-searches a kept ingredient.
struct RecipeEditView: FoodPage {
    struct Row {
        var foodId: String
        var name: String
        var grams: String
    }
    struct Model {
        var csrf: String
        var recipeId: String
        var title: String
        var form: FormData
        var rows: [Row]
        var error: AlmanacError?
    }
    var model: Model

    var tab: Route? { FoodRoutes.recipes }

    var content: Component {
        let f = model.form
        let error = model.error
        let removed = Set(f.all("remove"))
        return ComponentGroup {
            H1(model.title)
            FoodCard {
                H2("Change this recipe")
                Form(url: FoodRoutes.recipe.href(model.recipeId), method: .post) {
                    CSRFField(token: model.csrf)
                    ErrorSummary(error: error, id: "food-error")
                    FoodField(
                        label: "Name ", error: errorMessage(error, for: "name"), name: "name",
                        control: Input(type: .text, name: "name", value: f["name"] ?? "", isRequired: true))
                    Div {
                        FoodField(
                            label: "Servings ", error: errorMessage(error, for: "servings"), name: "servings",
                            control: FoodForm.number("servings", value: f["servings"] ?? "", required: true))
                        FoodField(
                            label: "Cooked weight (g) ", error: errorMessage(error, for: "yieldGrams"), name: "yieldGrams",
                            control: FoodForm.number("yieldGrams", value: f["yieldGrams"] ?? ""))
                    }
                    .class("log-row")
                    Element(name: "table") {
                        Element(name: "thead") { FoodTableRow(header: true, cells: [("Food", false), ("Grams", true), ("Remove", false)]) }
                        Element(name: "tbody") {
                            for (index, row) in model.rows.enumerated() {
                                Element(name: "tr") {
                                    Element(name: "td") {
                                        FoodForm.hidden("food", row.foodId)
                                        FoodForm.hidden("foodName", row.name)
                                        Text(row.name)
                                    }
                                    Element(name: "td") {
                                        FoodForm.number("grams", value: row.grams)
                                            .attribute(named: "aria-label", value: "Grams of \(row.name)")
                                            .fieldState(name: "grams[\(index)]", error: errorMessage(error, for: "grams[\(index)]"))
                                        FieldMessage(name: "grams[\(index)]", error: errorMessage(error, for: "grams[\(index)]"))
                                    }
                                    .class("num")
                                    Element(name: "td") {
                                        Input(type: .checkbox, name: "remove", value: String(index))
                                            .attribute(named: "aria-label", value: "Remove \(row.name)")
                                            .attribute(named: "checked", value: nil, ignoreValueIfEmpty: !removed.contains(String(index)))
                                    }
                                }
                            }
                        }
                    }
                    .class("recipe-rows")
                    FoodField(
                        label: "Add ingredients, one per line ", error: errorMessage(error, for: "ingredients"), name: "ingredients",
                        control: TextArea(text: f["ingredients"] ?? "", name: "ingredients", numberOfRows: 3)
                            .attribute(named: "placeholder", value: "1 medium banana"))
                    Div {
                        FoodForm.submit("Save recipe", class: "primary")
                        Text(" ")
                        Link("Cancel", url: FoodRoutes.recipe.href(model.recipeId))
                    }
                    .class("actions")
                }
                .class("recipe-form")
            }
        }
    }
}

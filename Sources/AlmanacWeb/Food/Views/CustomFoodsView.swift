import AlmanacCore
import AlmanacStore
import Foundation

/// The foods a person made up: the list, and the form for a new one.
struct CustomFoodsView: FoodPage {
    struct Model {
        var csrf: String
        var foods: [CustomFoodRecord]
        var error: AlmanacError?
        var form: FormData?
    }
    var model: Model

    var tab: Route? { FoodRoutes.customFoods }

    var content: Component {
        ComponentGroup {
            H1("Your foods")
            FoodCard {
                H2("Foods you made up")
                if model.foods.isEmpty {
                    Paragraph("None yet. Add one below; it shows up in search next to USDA foods.").class("empty")
                }
                Element(name: "ul") {
                    for food in model.foods {
                        ListItem {
                            Div {
                                Link(food.name, url: FoodRoutes.food.href(food.id)).class("entry-name")
                                Span("\(FoodText.kcal(food.per100g[NutrientNumber.energyKcal] ?? 0)) kcal/100 g").class("entry-detail")
                            }
                            .class("entry-main")
                            Link("Edit", url: FoodRoutes.editCustomFood.href(food.id)).class("link-button")
                            FoodForm.buttonForm(
                                FoodRoutes.deleteCustomFood.href(food.id), csrf: model.csrf, title: "Delete", class: "link-button")
                        }
                        .class("entry")
                    }
                }
                .class("entries")
            }
            CustomFoodForm(
                csrf: model.csrf, action: FoodRoutes.customFoods.href, heading: "New food", button: "Create food", form: model.form,
                error: model.error)
        }
    }
}

/// Changing one custom food; recipes that use it are recomputed.
struct CustomFoodEditView: FoodPage {
    struct Model {
        var csrf: String
        var food: CustomFoodRecord
        var error: AlmanacError?
        var form: FormData
    }
    var model: Model

    var tab: Route? { FoodRoutes.customFoods }

    var content: Component {
        ComponentGroup {
            H1(model.food.name)
            CustomFoodForm(
                csrf: model.csrf, action: FoodRoutes.customFood.href(model.food.id), heading: "Change this food", button: "Save food",
                form: model.form, error: model.error)
            Paragraph("Recipes that use this food are recomputed. Entries already logged keep what they were.").class("hint")
            Paragraph { Link("Back to your foods", url: FoodRoutes.customFoods.href) }
        }
    }
}

/// The custom food form, for a new food and for changing one (`form` holds the values to show);
/// a refused one has the summary at the top and the message beside its field.
struct CustomFoodForm: Component {
    var csrf: String
    var action: Href
    var heading: String
    var button: String
    var form: FormData?
    var error: AlmanacError?

    func value(_ name: String) -> String { form?[name] ?? "" }

    var body: Component {
        FoodCard {
            H2(heading)
            Form(url: action, method: .post) {
                CSRFField(token: csrf)
                ErrorSummary(error: error, id: "food-error")
                FoodField(
                    label: "Name ", error: errorMessage(error, for: "name"), name: "name",
                    control: Input(type: .text, name: "name", value: value("name"), isRequired: true))
                Div {
                    FoodField(
                        label: "Nutrients are per ",
                        control: FoodForm.select("per", [("100g", "100 g"), ("serving", "serving")], selected: form?["per"] ?? "100g"))
                    FoodField(
                        label: "Serving (g) ", hint: "When per serving.", error: errorMessage(error, for: "servingGrams"),
                        name: "servingGrams",
                        control: FoodForm.number("servingGrams", value: value("servingGrams")))
                }
                .class("log-row")
                Div {
                    for item in FoodController.customFoodFields {
                        FoodField(
                            label: "\(item.label) ", error: errorMessage(error, for: "nutrients.\(item.number)"),
                            name: "nutrients.\(item.number)",
                            control: FoodForm.number(item.field, value: value(item.field), min: nil, required: item.field == "kcal"))
                    }
                }
                .class("log-row")
                Div {
                    FoodField(
                        label: "Portion name ", error: errorMessage(error, for: "portionName"), name: "portionName",
                        control: Input(type: .text, name: "portionName", value: value("portionName"), placeholder: "slice"))
                    FoodField(
                        label: "Portion weight (g) ", error: errorMessage(error, for: "portionGrams"), name: "portionGrams",
                        control: FoodForm.number("portionGrams", value: value("portionGrams")))
                }
                .class("log-row")
                Div { FoodForm.submit(button, class: "primary") }.class("actions")
            }
            .class("custom-food-form")
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

// The pieces every food page shares: the tabs, number formats, the meal select and the form that
// logs a food. Each page's view is in `Views/`.

/// How the food pages write numbers.
enum FoodText {
    /// Whole kcal, thousands grouped as everywhere in Almanac (`NumberText.grouped`).
    static func kcal(_ value: Double) -> String { NumberText.grouped(value.rounded()) }

    /// Grams to one decimal: "118 g", "12.5 g".
    static func grams(_ value: Double) -> String { NumberText.plain(value, decimals: 1) + " g" }

    /// An amount as a form or a portion shows it: "1.5", "0.25".
    static func amount(_ value: Double) -> String { NumberText.plain(value, decimals: 2) }
}

/// A food page: the food tabs (with `tab` marked current), then the page's content.
protocol FoodPage: Component {
    var tab: Route? { get }
    var content: Component { get }
}

extension FoodPage {
    var body: Component {
        ComponentGroup {
            FoodTabs(current: tab)
            content
        }
    }
}

/// The food pages' own navigation.
struct FoodTabs: Component {
    var current: Route?

    var body: Component {
        let tabs: [(route: Route, title: String)] = [
            (FoodRoutes.day, "Today"), (FoodRoutes.history, "History"), (FoodRoutes.weight, "Weight"),
            (FoodRoutes.customFoods, "Your foods"), (FoodRoutes.recipes, "Recipes"),
            (HealthRoutes.page, "Health data"),
        ]
        return Navigation {
            List(tabs) { tab in
                Link(tab.title, url: tab.route.href).attribute(named: "aria-current", value: tab.route == current ? "page" : nil)
            }
        }
        .class("food-tabs")
        .accessibilityLabel("Food")
    }
}

/// A section with the card look.
struct FoodCard: Component {
    var labelledBy: String? = nil
    var content: () -> ComponentGroup

    init(labelledBy: String? = nil, @ComponentBuilder content: @escaping () -> ComponentGroup) {
        self.labelledBy = labelledBy
        self.content = content
    }

    var body: Component {
        Element(name: "section", content: content).class("card").attribute(named: "aria-labelledby", value: labelledBy)
    }
}

/// A labelled control in the food forms' compact layout (the label text, then the control), with
/// its hint and, after a refused post, its error beside it.
struct FoodField: Component {
    var label: String
    var hint: String? = nil
    var error: String? = nil
    /// The control's field name: its message is `<name>-error`, which the control and the form's
    /// `ErrorSummary` point to.
    var name: String? = nil
    var control: Component

    var body: Component {
        LabelledControl(label: label, name: name, hint: hint, error: error, control: control)
    }
}

/// The controls of the food forms.
enum FoodForm {
    /// A number input as the food forms use it: any step, a decimal keypad.
    static func number(_ name: String, value: String? = nil, min: String? = "0", step: String = "any", required: Bool = false) -> Component
    {
        Input(type: .number, name: name, value: value, isRequired: required)
            .attribute(named: "step", value: step)
            .attribute(named: "min", value: min)
            .attribute(named: "inputmode", value: "decimal")
    }

    /// `<select>` with its options.
    static func select(_ name: String, _ options: [(value: String, label: String)], selected: String?) -> Component {
        Element(name: "select") {
            for option in options { Option(option.label, value: option.value, isSelected: option.value == selected) }
        }
        .attribute(named: "name", value: name)
    }

    static func meal(_ selected: Meal) -> Component {
        select("meal", Meal.allCases.map { ($0.rawValue, $0.rawValue.capitalized) }, selected: selected.rawValue)
    }

    static func hidden(_ name: String, _ value: String) -> Component { Input(type: .hidden, name: name, value: value) }

    static func submit(_ title: String, class className: String? = nil) -> Component {
        let button = Button { Text(title) }.attribute(named: "type", value: "submit")
        return className.map { button.class($0) } ?? button
    }

    /// A one-button form (delete, copy): the CSRF field, any hidden values and the button.
    static func buttonForm(
        _ action: Href, csrf: String, hidden values: KeyValuePairs<String, String> = [:], title: String, class className: String,
        label: String? = nil
    ) -> Component {
        Form(url: action, method: .post) {
            CSRFField(token: csrf)
            for (name, value) in values { FoodForm.hidden(name, value) }
            submit(title, class: className).attribute(named: "aria-label", value: label)
        }
    }
}

/// The form that logs an amount of one food to a meal at a time.
struct LogFoodForm: Component {
    var csrf: String
    var food: FoodDetail
    var day: LocalDay
    var meal: Meal
    var time: String
    var amount = ""
    var unit: String?
    /// A refused log: its message goes beside its field.
    var error: AlmanacError? = nil

    var body: Component {
        let units =
            [(value: "g", label: "g")]
            + food.portions.map { ($0.description, "\(FoodText.amount($0.amount)) \($0.description) (\(FoodText.grams($0.grams)))") }
        let chosen = unit ?? (food.portions.first?.description ?? "g")
        let defaultAmount = amount.isEmpty ? (chosen == "g" ? "100" : "1") : amount
        return Form(url: FoodRoutes.log.href, method: .post) {
            CSRFField(token: csrf)
            FoodForm.hidden("food", food.id)
            FoodForm.hidden("day", day.description)
            Paragraph {
                Element(name: "strong") { Text(food.friendlyName) }
                Text(" ")
                Span {
                    Text("\(FoodText.kcal(food.kcalPer100g)) kcal per 100 g · ")
                    Link("nutrients", url: FoodRoutes.food.href(food.id))
                }
                .class("hint")
            }
            .class("log-food")
            Div {
                FoodField(
                    label: "Amount ", error: errorMessage(error, for: "amount") ?? errorMessage(error, for: "grams"), name: "amount",
                    control: FoodForm.number("amount", value: defaultAmount, required: true))
                FoodField(
                    label: "Unit ", error: errorMessage(error, for: "portion"), name: "portion",
                    control: FoodForm.select("unit", units, selected: chosen))
                FoodField(label: "Meal ", error: errorMessage(error, for: "meal"), name: "meal", control: FoodForm.meal(meal))
                FoodField(
                    label: "Time ", error: errorMessage(error, for: "time"), name: "time",
                    control: Input(type: .time, name: "time", value: time))
            }
            .class("log-row")
            Div { FoodForm.submit("Log it", class: "primary") }.class("actions")
        }
        .class("log-form")
        .id("log")
    }
}

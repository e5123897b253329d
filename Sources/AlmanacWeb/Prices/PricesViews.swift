import AlmanacCore
import AlmanacStore
import Foundation

/// Calculator and Saved, the two pages of Prices.
struct PricesTabs: Component {
    var current: String

    var body: Component {
        Navigation {
            Link("Calculator", url: "/prices").attribute(named: "aria-current", value: current == "calculator" ? "page" : nil)
            Link("Saved", url: "/prices/saved").attribute(named: "aria-current", value: current == "saved" ? "page" : nil)
        }
        .class("prices-tabs")
        .accessibilityLabel("Prices")
    }
}

/// The quick calculator: one form holding every product (hidden inputs), the product being typed
/// and the settings, so each button works without JavaScript; `prices.js` updates it live.
struct PriceCalculatorView: Component {
    struct Model {
        var csrf: String
        var form: PriceCalculatorForm
        var savedId: String?
        var savedName: String?
        var result: AlmanacCore.ComparisonResult?
        /// Errors of the product being typed, by field (price, quantity, unit, name, store).
        var entryErrors: [String: String] = [:]
        var nameError: String?
        var generalError: String?

        var action: String { savedId.map { "/prices/saved/\($0)" } ?? "/prices" }

        /// Puts an error next to its field: the entry's fields, the comparison's name, or the top.
        mutating func apply(_ error: AlmanacError?) {
            guard let error else { return }
            let field = error.field ?? ""
            if field == "name" {
                nameError = error.message
            } else if let match = field.wholeMatch(of: /products\[(\d+)\]\.(\w+)/), let index = Int(match.1) {
                if index == form.products.count {
                    entryErrors[String(match.2)] = error.message
                } else {
                    generalError = "Product \(index + 1): \(error.message)"
                }
            } else {
                generalError = error.message
            }
        }
    }

    var model: Model

    var body: Component {
        Div {
            PricesTabs(current: model.savedId == nil ? "calculator" : "saved")
            H1(model.savedName ?? "Prices")
            if let error = model.generalError {
                Paragraph(error).class("flash error").attribute(named: "role", value: "alert").attribute(
                    named: "data-role", value: "general-error")
            } else {
                Paragraph("").class("flash error").attribute(named: "role", value: "alert").attribute(
                    named: "data-role", value: "general-error"
                )
                .attribute(named: "hidden", value: "hidden")
            }
            Form(url: model.action, method: .post) {
                CSRFField(token: model.csrf)
                PriceEntry(model: model)
                PriceRanking(model: model)
                Element(name: "section") {
                    H2(model.savedId == nil ? "Keep this comparison" : "Save your changes")
                    PriceTextInput(
                        label: "Name", name: "comparisonName", value: model.form.comparisonName, placeholder: "Olive oil",
                        error: model.nameError, large: false)
                    Div {
                        Button { Text(model.savedId == nil ? "Save" : "Save changes") }
                            .attribute(named: "type", value: "submit").attribute(named: "name", value: "action")
                            .attribute(named: "value", value: "save").class("primary")
                        if model.savedId != nil {
                            Link("New comparison", url: "/prices").class("button")
                        }
                    }
                    .class("actions")
                }
                .class("card price-save")
            }
            .attribute(named: "data-role", value: "form")
            .class("price-form")
            if let id = model.savedId {
                Form(url: "/prices/saved/\(id)/delete", method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("Delete this comparison") }.attribute(named: "type", value: "submit").class("danger")
                }
                .class("price-delete")
            }
            Element(name: "datalist") {
                for unit in PriceUnit.all { Element(name: "option").attribute(named: "value", value: unit.symbol) }
            }
            .id("price-units")
        }
        .class("prices")
        .attribute(named: "data-widget", value: "prices")
    }
}

/// The product being typed: price, quantity and unit large, name and store small, the keypad
/// for arithmetic above them on touch screens, and Add.
struct PriceEntry: Component {
    var model: PriceCalculatorView.Model

    var body: Component {
        let entry = model.form.entry
        let keys: [(key: String, label: String)] = [
            ("×", "times"), ("+", "plus"), ("−", "minus"), ("÷", "divided by"), ("(", "open parenthesis"), (")", "close parenthesis"),
        ]
        return Element(name: "section") {
            H2(model.form.products.isEmpty ? "Add a product" : "Add another product").class("visually-hidden")
            Div {
                for key in keys {
                    Button { Text(key.key) }.attribute(named: "type", value: "button").attribute(named: "data-key", value: key.key)
                        .attribute(named: "aria-label", value: key.label).attribute(named: "tabindex", value: "-1")
                }
            }
            .class("keypad js-only")
            .attribute(named: "role", value: "group")
            .attribute(named: "aria-label", value: "Arithmetic for price and quantity")
            Div {
                PriceTextInput(
                    label: "Price", name: "entry.price", value: entry.price, placeholder: "3.49", error: model.entryErrors["price"],
                    inputmode: "decimal")
                PriceTextInput(
                    label: "Quantity", name: "entry.quantity", value: entry.quantity, placeholder: "6x330",
                    error: model.entryErrors["quantity"], inputmode: "decimal")
                PriceTextInput(
                    label: "Unit", name: "entry.unit", value: entry.unit, placeholder: "g, ml…", error: model.entryErrors["unit"],
                    list: "price-units")
            }
            .class("entry-main")
            Div {
                for field in PriceCalculatorForm.productFields {
                    Paragraph(model.entryErrors[field] ?? "").class("field-error").id("entry.\(field)-error")
                        .attribute(named: "hidden", value: model.entryErrors[field] == nil ? "hidden" : nil)
                }
            }
            .class("entry-errors")
            .attribute(named: "aria-live", value: "polite")
            Div {
                PriceTextInput(
                    label: "Name (optional)", name: "entry.name", value: entry.name ?? "", placeholder: "Brand, size…",
                    error: model.entryErrors["name"], large: false)
                PriceTextInput(
                    label: "Store (optional)", name: "entry.store", value: entry.store ?? "", placeholder: "Where",
                    error: model.entryErrors["store"], large: false)
            }
            .class("entry-more")
            Div {
                Button { Text("Add") }.attribute(named: "type", value: "submit").attribute(named: "name", value: "action")
                    .attribute(named: "value", value: "add").attribute(named: "data-role", value: "add").class("primary add")
            }
            .class("actions")
        }
        .class("card price-entry")
    }
}

/// A labelled text input for the calculator, with its error below (price and quantity take
/// arithmetic, so they are text with a decimal keypad rather than type=number).
struct PriceTextInput: Component {
    var label: String
    var name: String
    var value: String
    var placeholder: String
    var error: String?
    var inputmode: String? = nil
    var list: String? = nil
    var large = true

    var body: Component {
        Div {
            Label(label) {
                Input(type: .text, name: name, value: value)
                    .attribute(named: "placeholder", value: placeholder)
                    .attribute(named: "inputmode", value: inputmode)
                    .attribute(named: "list", value: list)
                    .attribute(named: "autocomplete", value: "off")
                    .attribute(named: "autocapitalize", value: "off")
                    .attribute(named: "spellcheck", value: "false")
                    .attribute(named: "enterkeyhint", value: large ? "done" : nil)
                    .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
                    .attribute(named: "aria-describedby", value: "\(name)-error")
            }
            // The entry's errors are drawn together under its fields (see PriceEntry).
            if !name.hasPrefix("entry."), let error { Paragraph(error).class("field-error").id("\(name)-error") }
        }
        .class(large ? "field large" : "field")
    }
}

/// The ranking, cheapest per unit first, with the display unit and unit system switches and the
/// products' hidden inputs.
struct PriceRanking: Component {
    var model: PriceCalculatorView.Model

    var displayUnitSelect: Component {
        let result = model.result
        return Element(name: "select") {
            for unit in result?.displayUnits ?? [] { Option(unit.id, value: unit.id, isSelected: unit == result?.displayUnit) }
        }
        .attribute(named: "name", value: "displayUnit").attribute(named: "data-role", value: "display-unit")
    }

    var unitSystemSelect: Component {
        let choices: [(String, String)] = [("metric", "Metric"), ("us", "US")]
        return Element(name: "select") {
            for (value, text) in choices { Option(text, value: value, isSelected: model.form.unitSystem.rawValue == value) }
        }
        .attribute(named: "name", value: "unitSystem").attribute(named: "data-role", value: "unit-system")
    }

    var body: Component {
        let result = model.result
        return Element(name: "section") {
            Div {
                H2("Cheapest per unit")
                Div {
                    Label("Per") { displayUnitSelect }
                        .class("switch")
                        .attribute(named: "hidden", value: result == nil ? "hidden" : nil)
                    Label("Units") { unitSystemSelect }
                        .class("switch")
                    Button { Text("Update") }.attribute(named: "type", value: "submit").attribute(named: "name", value: "action")
                        .attribute(named: "value", value: "compare").class("no-js-only")
                }
                .class("switches")
            }
            .class("ranking-head")
            Element(name: "ol") {
                if let result {
                    for product in result.products {
                        RankedRow(product: product, input: model.form.products[product.index])
                    }
                }
            }
            .class("ranking")
            .attribute(named: "data-role", value: "ranking")
            .attribute(named: "aria-live", value: "polite")
            Paragraph("Add products to see which is cheaper per unit. Prices and quantities take arithmetic: 12.99/2, 6x330, 2*250+100.")
                .class("empty")
                .attribute(named: "data-role", value: "empty")
                .attribute(named: "hidden", value: result == nil ? nil : "hidden")
            Div {
                for (index, product) in model.form.products.enumerated() {
                    for field in PriceCalculatorForm.productFields {
                        Input(type: .hidden, name: "products[\(index)].\(field)", value: product.value(of: field))
                    }
                }
            }
            .attribute(named: "data-role", value: "products")
        }
        .class("card price-results")
    }
}

/// One ranked product: rank, what it is, price per display unit and how much dearer than the
/// best. Mirrored by `renderRow` in prices.js.
struct RankedRow: Component {
    var product: RankedProduct
    var input: ProductInput

    var label: String { product.name ?? "Product \(product.index + 1)" }

    var body: Component {
        ListItem {
            Span(String(product.rank)).class("rank")
            Div {
                Span(label).class("product-name")
                if let store = product.store { Span(store).class("store") }
                Span("\(input.quantity.trimmingCharacters(in: .whitespaces)) \(product.unit.symbol) · \(product.priceText)").class("pack")
            }
            .class("what")
            Div {
                Span(product.pricePerDisplayUnitText).class("per-value")
                Text(" ")
                Span("/ \(product.displayUnit.id)").class("per-unit")
            }
            .class("per")
            Span(product.isBest ? "Best" : "+\(product.percentAboveBest)\u{00A0}%").class("delta")
            Div {
                Button { Text("Edit") }.attribute(named: "type", value: "submit").attribute(named: "name", value: "action")
                    .attribute(named: "value", value: "edit:\(product.index)").class("link-button")
                    .attribute(named: "aria-label", value: "Edit \(label)")
                Button { Text("Remove") }.attribute(named: "type", value: "submit").attribute(named: "name", value: "action")
                    .attribute(named: "value", value: "remove:\(product.index)").class("link-button")
                    .attribute(named: "aria-label", value: "Remove \(label)")
            }
            .class("row-actions")
        }
        .class(product.isBest ? "ranked best" : "ranked")
    }
}

extension ProductInput {
    func value(of field: String) -> String {
        switch field {
        case "name": name ?? ""
        case "store": store ?? ""
        case "price": price
        case "quantity": quantity
        default: unit
        }
    }
}

/// The saved comparisons: open one to edit it, delete with Undo.
struct SavedComparisonsView: Component {
    struct Row {
        var saved: SavedComparison
        var result: AlmanacCore.ComparisonResult?
    }

    struct Model {
        var csrf: String
        var rows: [Row]
    }

    var model: Model

    var body: Component {
        Div {
            PricesTabs(current: "saved")
            H1("Saved comparisons")
            if model.rows.isEmpty {
                Paragraph("Nothing saved yet. Compare products on the calculator, give the comparison a name and press Save.")
                    .class("empty")
                Link("Open the calculator", url: "/prices").class("button primary")
            } else {
                List(model.rows) { row in
                    ListItem {
                        Div {
                            Link(row.saved.name, url: "/prices/saved/\(row.saved.id)").class("saved-name")
                            Span(summary(row)).class("hint")
                        }
                        .class("saved-what")
                        Form(url: "/prices/saved/\(row.saved.id)/delete", method: .post) {
                            CSRFField(token: model.csrf)
                            Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                                .attribute(named: "aria-label", value: "Delete \(row.saved.name)")
                        }
                    }
                }
                .class("saved-list card")
            }
        }
        .class("prices")
    }

    func summary(_ row: Row) -> String {
        let count = row.saved.products.count == 1 ? "1 product" : "\(row.saved.products.count) products"
        guard let best = row.result?.products.first else { return count }
        let name = best.name.map { "\($0) " } ?? ""
        return "\(count) · best: \(name)\(best.pricePerDisplayUnitText) / \(best.displayUnit.id)"
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

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
        /// The product being typed, ranked in place but not added yet (live updates only).
        var previewIndex: Int?
        /// Whether the product being typed reads and fits, so Add may add it (live updates only).
        var canAdd = true

        /// The products the ranking's indices refer to: those added, then the previewed one.
        var rankedInputs: [ProductInput] { form.products + (previewIndex == nil ? [] : [form.entry]) }

        var action: Href { savedId.map { PricesRoutes.comparison.href($0) } ?? PricesRoutes.calculator.href }

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

        /// The live ranking while a product is typed: with it (marked as a preview) when it reads
        /// and fits; otherwise the products already added, and the typed product's error at its
        /// field once that field holds something (a field not filled in yet only keeps Add off).
        mutating func rankLive() {
            canAdd = false
            guard !form.entryIsBlank else {
                do throws(AlmanacError) { result = try form.rank() } catch { apply(error) }
                return
            }
            var withEntry = form
            withEntry.products.append(form.entry)
            do throws(AlmanacError) {
                result = try withEntry.rank()
                previewIndex = form.products.count
                canAdd = true
            } catch {
                let match = (error.field ?? "").wholeMatch(of: /products\[(\d+)\]\.(\w+)/)
                guard let match, Int(match.1) == form.products.count else {
                    apply(error)
                    return
                }
                if !form.entry.value(of: String(match.2)).trimmingCharacters(in: .whitespaces).isEmpty { apply(error) }
                result = try? form.rank()
            }
        }
    }

    var model: Model

    var body: Component {
        Div {
            PricesTabs(current: model.savedId == nil ? "calculator" : "saved")
            H1(model.savedName ?? "Prices")
            PriceGeneralError(message: model.generalError)
            // Shown by prices.js when the server cannot be reached and it ranks on the device.
            Paragraph(
                "Offline: ranked on this device with the server's rules. Save keeps the comparison here until the connection is back."
            )
            .class("flash info").attribute(named: "data-role", value: "offline-note").attribute(named: "role", value: "status")
            .attribute(named: "hidden", value: "hidden")
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
                            Link("New comparison", url: PricesRoutes.calculator.href).class("button")
                        }
                    }
                    .class("actions")
                }
                .class("card price-save")
            }
            .attribute(named: "data-role", value: "form")
            .class("price-form")
            if let id = model.savedId {
                Form(url: PricesRoutes.deleteComparison.href(id), method: .post) {
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
        .attribute(named: "data-ranking", value: PricesRoutes.ranking.href.description)
        .attribute(named: "data-rules", value: PricesRoutes.rules.href.description)
        .attribute(named: "data-saved", value: PricesRoutes.saved.href.description)
        .attribute(named: "data-saved-id", value: model.savedId)
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
            PriceEntryErrors(errors: model.entryErrors)
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
                    .fieldState(name: name, error: error)
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
                    let inputs = model.rankedInputs
                    for product in result.products {
                        RankedRow(product: product, input: inputs[product.index], isPreview: product.index == model.previewIndex)
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
/// best. prices.js shows the rows the server renders; offline it builds the same markup
/// (`rowElement` there), and the browser test compares the two.
struct RankedRow: Component {
    var product: RankedProduct
    var input: ProductInput
    var isPreview = false

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
            if isPreview {
                Span("Not added yet").class("row-actions new")
            } else {
                actions
            }
        }
        .class(["ranked", product.isBest ? "best" : nil, isPreview ? "preview" : nil].compactMap { $0 }.joined(separator: " "))
    }

    var actions: Component {
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
}

/// The error that belongs to no field of the product being typed; hidden when there is none, so
/// the live updates can show one there.
struct PriceGeneralError: Component {
    var message: String?

    var body: Component {
        Paragraph(message ?? "").class("flash error").attribute(named: "role", value: "alert")
            .attribute(named: "data-role", value: "general-error").attribute(named: "hidden", value: message == nil ? "hidden" : nil)
    }
}

/// The errors of the product being typed, together under its fields.
struct PriceEntryErrors: Component {
    var errors: [String: String]

    var body: Component {
        Div {
            for field in PriceCalculatorForm.productFields {
                Paragraph(errors[field] ?? "").class("field-error").id("entry.\(field)-error")
                    .attribute(named: "hidden", value: errors[field] == nil ? "hidden" : nil)
            }
        }
        .class("entry-errors")
        .attribute(named: "aria-live", value: "polite")
    }
}

/// What the calculator's script asks for as you type (`PricesRoutes.ranking`): the ranking, the
/// errors and whether Add may add, rendered by the same components as the page.
struct PriceLiveRanking: Component {
    var model: PriceCalculatorView.Model

    var body: Component {
        Div {
            PriceGeneralError(message: model.generalError)
            PriceEntryErrors(errors: model.entryErrors)
            PriceRanking(model: model)
        }
        .attribute(named: "data-can-add", value: model.canAdd ? "true" : "false")
    }
}

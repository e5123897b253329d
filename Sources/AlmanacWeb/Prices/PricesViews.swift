import AlmanacCore
import AlmanacStore
import Foundation

// The pieces both Prices pages share; each page's view is in `Views/`.

/// Calculator and Saved, the two pages of Prices.
struct PricesTabs: Component {
    var current: String

    var body: Component {
        Navigation {
            Link("Calculator", url: PricesRoutes.calculator.href).attribute(
                named: "aria-current", value: current == "calculator" ? "page" : nil)
            Link("Saved", url: PricesRoutes.saved.href).attribute(named: "aria-current", value: current == "saved" ? "page" : nil)
        }
        .class("prices-tabs")
        .accessibilityLabel("Prices")
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

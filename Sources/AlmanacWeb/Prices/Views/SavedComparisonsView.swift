import AlmanacCore
import AlmanacStore
import Foundation

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
                Link("Open the calculator", url: PricesRoutes.calculator.href).class("button primary")
            } else {
                List(model.rows) { row in
                    ListItem {
                        Div {
                            Link(row.saved.name, url: PricesRoutes.comparison.href(row.saved.id)).class("saved-name")
                            Span(summary(row)).class("hint")
                        }
                        .class("saved-what")
                        Form(url: PricesRoutes.deleteComparison.href(row.saved.id), method: .post) {
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

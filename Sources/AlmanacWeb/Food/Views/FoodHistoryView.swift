import AlmanacCore
import AlmanacStore
import Foundation

/// The last 30 days: eaten against burned, nutrients against targets, day by day.
struct FoodHistoryView: FoodPage {
    struct Model {
        var csrf: String
        var reports: [FoodDayReport]
        var definitions: [NutrientInfo]
        /// The days with something logged.
        var logged: Set<LocalDay>
        var today: LocalDay
        var error: AlmanacError?
    }
    var model: Model

    var tab: Route? { FoodRoutes.history }

    static let highlighted: Set<String> = [
        NutrientNumber.protein, NutrientNumber.fat, NutrientNumber.carbohydrate, NutrientNumber.fiber, NutrientNumber.sugars,
        NutrientNumber.sodium, NutrientNumber.vitaminC, NutrientNumber.calcium, NutrientNumber.iron, NutrientNumber.potassium,
    ]

    static func format(_ value: Double, _ d: NutrientInfo) -> String {
        String(format: "%.\(value >= 100 ? 0 : min(d.decimals, 1))f", value)
    }

    var content: Component {
        let reports = model.reports
        // Days with food logged (every entry's energy is 0 or more).
        let logged = reports.filter { $0.summary.intake.consumedKcal > 0 }
        let balance = logged.reduce(0) { $0 + $1.summary.intake.consumedKcal - $1.summary.burned.totalKcal }
        return ComponentGroup {
            H1("The last 30 days")
            ErrorSummary(error: model.error, id: "food-error")
            FoodCard {
                H2("Eaten and burned")
                FoodCharts.balance(reports)
                Paragraph(
                    "Bars: eaten. Line: burned. Over the \(logged.count) days with food logged, the balance is \(FoodText.kcal(balance)) kcal (about \(String(format: "%.1f", balance / 7700)) kg of body fat)."
                )
                .class("hint")
            }
            targets(logged: logged)
            dayByDay
        }
    }

    func targets(logged: [FoodDayReport]) -> Component {
        let targets = model.reports.last?.targets ?? [:]
        let today = model.reports.last?.summary.intake.nutrients ?? [:]
        var average: [String: Double] = [:]
        for report in logged { average.merge(report.summary.intake.nutrients, uniquingKeysWith: +) }
        if !logged.isEmpty { average = average.mapValues { $0 / Double(logged.count) } }
        let shown = model.definitions.filter { targets[$0.number] != nil || Self.highlighted.contains($0.number) }
        let options = model.definitions.map { (value: $0.number, label: "\($0.name) (\($0.unit))") }
        return FoodCard {
            H2("Nutrients against your targets")
            Div {
                Element(name: "table") {
                    Element(name: "thead") {
                        FoodTableRow(
                            header: true,
                            cells: [
                                ("Nutrient", false), ("Today", true), ("Daily average", true), ("Target", true), ("Progress today", false),
                            ])
                    }
                    Element(name: "tbody") {
                        for d in shown {
                            let target = targets[d.number]
                            let value = today[d.number] ?? 0
                            let percent = target.map { min(100, value / $0 * 100) }
                            Element(name: "tr") {
                                Element(name: "td") { Text(d.name) }
                                Element(name: "td") { Text("\(Self.format(value, d)) \(d.unit)") }.class("num")
                                Element(name: "td") { Text("\(Self.format(average[d.number] ?? 0, d)) \(d.unit)") }.class("num")
                                Element(name: "td") { Text(target.map { "\(Self.format($0, d)) \(d.unit)" } ?? "—") }.class("num")
                                Element(name: "td") {
                                    if let percent {
                                        Element(name: "meter") { Text("\(NumberText.whole(percent)) %") }
                                            .attribute(named: "min", value: "0", ignoreValueIfEmpty: false)
                                            .attribute(named: "max", value: "100").attribute(
                                                named: "value", value: NumberText.whole(percent))
                                        Text(" \(NumberText.whole(percent)) %")
                                    }
                                }
                            }
                        }
                    }
                }
                .class("targets")
            }
            .class("table-scroll")
            Form(url: FoodRoutes.targets.href, method: .post) {
                CSRFField(token: model.csrf)
                Div {
                    FoodField(
                        label: "Nutrient ", error: errorMessage(model.error, for: "nutrient"), name: "nutrient",
                        control: FoodForm.select("nutrient", options, selected: NutrientNumber.vitaminC))
                    FoodField(
                        label: "Daily target ", hint: "Leave empty to remove the target.", error: errorMessage(model.error, for: "amount"),
                        name: "amount",
                        control: FoodForm.number("amount").attribute(named: "placeholder", value: "90"))
                }
                .class("log-row")
                Div { FoodForm.submit("Save target") }.class("actions")
            }
            .class("target-form")
        }
    }

    var dayByDay: Component {
        let active = model.reports.reversed().filter { model.logged.contains($0.summary.intake.day) }
        return FoodCard {
            H2("Day by day")
            Div {
                Element(name: "table") {
                    Element(name: "thead") {
                        FoodTableRow(header: true, cells: [("Day", false), ("Eaten", true), ("Burned", true), ("Balance", true)])
                    }
                    Element(name: "tbody") {
                        if active.isEmpty {
                            Element(name: "tr") {
                                Element(name: "td") { Text("Nothing logged in these 30 days.") }.attribute(named: "colspan", value: "4")
                                    .class("empty")
                            }
                        }
                        for report in active {
                            let s = report.summary
                            Element(name: "tr") {
                                Element(name: "td") {
                                    Link(
                                        Dates.relative(s.intake.day, today: model.today),
                                        url: FoodRoutes.day(s.intake.day, today: model.today))
                                }
                                Element(name: "td") { Text(FoodText.kcal(s.intake.consumedKcal)) }.class("num")
                                Element(name: "td") { Text(FoodText.kcal(s.burned.totalKcal) + (s.burned.isEstimate ? "*" : "")) }.class(
                                    "num")
                                Element(name: "td") { Text(FoodText.kcal(-s.leftKcal)) }.class("num")
                            }
                        }
                    }
                }
            }
            .class("table-scroll")
            Paragraph("* estimated resting energy.").class("hint")
        }
    }
}

/// A table row of text cells; `true` beside a cell makes it a number column.
struct FoodTableRow: Component {
    var header = false
    var cells: [(text: String, isNumber: Bool)]

    var body: Component {
        Element(name: "tr") {
            for cell in cells {
                Element(name: header ? "th" : "td") { Text(cell.text) }.attribute(named: "class", value: cell.isNumber ? "num" : nil)
            }
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// Weigh-ins with the trend weight, and the energy profile that sizes the ring.
struct WeightView: FoodPage {
    struct Model {
        var csrf: String
        /// The latest weigh-ins, newest first.
        var recent: [WeightEntry]
        /// The trend weight of the last days up to the last weigh-in (`AppDatabase.weightPageTrendDays`).
        var trend: [TrendPoint]
        var profile: EnergyProfileRecord?
        var today: FoodDayReport
        var error: AlmanacError?
        /// What was typed into a refused form.
        var form: FormData?
    }
    var model: Model

    var tab: Route? { FoodRoutes.weight }

    /// Days the chart shows, up to the last weigh-in (the trend itself is computed from every weigh-in).
    static let chartDays = AppDatabase.weightPageTrendDays

    var content: Component {
        let trend = model.trend
        return ComponentGroup {
            H1("Weight")
            ErrorSummary(error: model.error, id: "food-error")
            FoodCard {
                H2("Weigh in")
                if let last = trend.last {
                    Paragraph {
                        Text("Trend ")
                        Element(name: "strong") { Text(String(format: "%.1f kg", last.trendKg)) }.id("trend-kg")
                    }
                    .class("lead")
                }
                Form(url: FoodRoutes.weight.href, method: .post) {
                    CSRFField(token: model.csrf)
                    Div {
                        FoodField(
                            label: "Weight (kg) ", error: errorMessage(model.error, for: "kilograms"), name: "kilograms",
                            control: FoodForm.number("kilograms", value: model.form?["kilograms"], min: "20", step: "0.1", required: true)
                                .attribute(named: "max", value: "400"))
                    }
                    .class("log-row")
                    Div { FoodForm.submit("Record", class: "primary") }.class("actions")
                }
                .class("weight-form")
                FoodCharts.weight(Array(trend.suffix(Self.chartDays)))
                Paragraph(
                    "The trend smooths the daily ups and downs of water (each day it moves 10 % of the way to the scale, as in The Hacker's Diet); days without a weigh-in are filled in on a straight line. The chart shows the last year of it."
                )
                .class("hint")
                if !model.recent.isEmpty {
                    Element(name: "ul") {
                        for weight in model.recent {
                            ListItem {
                                Div {
                                    Span(String(format: "%.1f kg", weight.kilograms)).class("entry-name")
                                    Span(Dates.shortWithYear(weight.day)).class("entry-detail")
                                }
                                .class("entry-main")
                                FoodForm.buttonForm(
                                    FoodRoutes.deleteEntry.href(weight.id), csrf: model.csrf, hidden: ["back": "weight"], title: "Delete",
                                    class: "link-button")
                            }
                            .class("entry")
                        }
                    }
                    .class("entries")
                }
            }
            profile
        }
    }

    /// The four usual levels, and a number stored before there was a choice (1.4) as it is.
    func activityLevels(stored: Double?) -> [(value: String, label: String)] {
        var options = ActivityLevel.allCases.map { level in
            (
                value: NumberText.plain(level.rawValue, decimals: 3),
                label: "\(level.name.capitalized) × \(NumberText.plain(level.rawValue, decimals: 3)): \(level.detail)"
            )
        }
        if let stored, !ActivityLevel.allCases.contains(where: { abs($0.rawValue - stored) < 1e-9 }) {
            options.append(
                (value: NumberText.plain(stored, decimals: 3), label: "Your multiplier × \(NumberText.plain(stored, decimals: 3))"))
        }
        return options
    }

    var profile: Component {
        let p = model.profile
        let form = model.form
        let burned = model.today.summary.burned
        func value(_ name: String, _ stored: String?) -> String? { form.map { $0[name] ?? "" } ?? stored }
        return FoodCard {
            H2("Energy profile")
            Paragraph(
                "With no resting energy recorded by a device, Almanac estimates it with the Mifflin-St Jeor formula from sex, age, height and your latest weight, and says so on the Food page. Today: \(FoodText.kcal(burned.basalKcal)) kcal resting\(burned.isEstimate ? " (estimate)" : "")."
            )
            .class("hint")
            Form(url: FoodRoutes.profile.href, method: .post) {
                CSRFField(token: model.csrf)
                Div {
                    FoodField(
                        label: "Sex ", error: errorMessage(model.error, for: "sex"), name: "sex",
                        control: FoodForm.select("sex", [("female", "Female"), ("male", "Male")], selected: value("sex", p?.sex.rawValue)))
                    FoodField(
                        label: "Birth year ", error: errorMessage(model.error, for: "birthYear"), name: "birthYear",
                        control: Input(
                            type: .number, name: "birthYear", value: value("birthYear", p.map { String($0.birthYear) }), isRequired: true
                        )
                        .attribute(named: "min", value: "1900").attribute(named: "inputmode", value: "numeric"))
                    FoodField(
                        label: "Height (cm) ", error: errorMessage(model.error, for: "heightCm"), name: "heightCm",
                        control: FoodForm.number(
                            "heightCm", value: value("heightCm", p.map { FoodText.amount($0.heightCm) }), min: nil, required: true))
                    FoodField(
                        label: "Activity level ",
                        hint:
                            "How active a usual week is. Until Almanac has learnt your real expenditure from 14 days of logs and weigh-ins, burned is resting energy × this level, or resting energy + the day's recorded activity when that is more.",
                        error: errorMessage(model.error, for: "activityMultiplier"), name: "activityMultiplier",
                        control: FoodForm.select(
                            "activityMultiplier", activityLevels(stored: p?.activityMultiplier),
                            selected: value("activityMultiplier", p?.activityMultiplier.map { NumberText.plain($0, decimals: 3) })
                                ?? NumberText.plain(ActivityLevel.sedentary.rawValue, decimals: 3)))
                }
                .class("log-row")
                Div { FoodForm.submit("Save profile") }.class("actions")
            }
        }
    }
}

/// One food: log it, its portions and every nutrient per 100 g (and per first portion).
struct FoodDetailView: FoodPage {
    struct Model {
        var csrf: String
        var food: FoodDetail
        var definitions: [NutrientInfo]
        var today: LocalDay
    }
    var model: Model

    var tab: Route? { nil }

    var content: Component {
        let food = model.food
        let portion = food.portions.first
        return ComponentGroup {
            H1(food.friendlyName)
            Paragraph("\(food.name)\(food.ndb.map { " · SR \($0)" } ?? "") · \(food.groupName)").class("lead")
            FoodCard { LogFoodForm(csrf: model.csrf, food: food, day: model.today, meal: .snack, time: "") }
            FoodCard {
                H2("Portions")
                if food.portions.isEmpty {
                    Paragraph("Grams only.").class("empty")
                } else {
                    List(food.portions) { Text("\(FoodText.amount($0.amount)) \($0.description) = \(FoodText.grams($0.grams))") }
                }
            }
            FoodCard {
                H2("Nutrients per 100 g")
                Div {
                    Element(name: "table") {
                        Element(name: "thead") {
                            FoodTableRow(
                                header: true,
                                cells: [("Nutrient", false), ("Per 100 g", true)]
                                    + (portion.map { [("Per \(FoodText.amount($0.amount)) \($0.description)", true)] } ?? []))
                        }
                        Element(name: "tbody") {
                            for d in model.definitions {
                                if let value = food.per100g[d.number] {
                                    FoodTableRow(
                                        cells: [(d.name, false), (Self.format(value, d), true)]
                                            + (portion.map { [(Self.format(value * $0.grams / 100, d), true)] } ?? []))
                                }
                            }
                        }
                    }
                    .class("nutrients")
                }
                .class("table-scroll")
            }
        }
    }

    static func format(_ value: Double, _ d: NutrientInfo) -> String {
        String(format: "%.\(min(d.decimals, 3))f", value) + " \(d.unit)"
    }
}

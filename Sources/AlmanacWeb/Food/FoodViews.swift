import AlmanacCore
import AlmanacStore
import Foundation

private func grams(_ value: Double) -> String {
    NumberText.plain(value, decimals: 1) + " g"
}

private func amountText(_ value: Double) -> String {
    NumberText.plain(value, decimals: 2)
}

/// A food page: the food tabs (with `tab` marked current), then the page's HTML.
protocol FoodPage: Component {
    var tab: String { get }
    var html: HTML { get }
}

extension FoodPage {
    var body: Component {
        ComponentGroup {
            FoodTabs(current: tab)
            html
        }
    }
}

/// The food pages' own navigation.
struct FoodTabs: Component {
    var current: String
    var body: Component {
        let tabs = [
            ("/food", "Today"), ("/food/history", "History"), ("/food/weight", "Weight"), ("/food/custom", "Your foods"),
            ("/food/recipes", "Recipes"),
        ]
        let items = tabs.map {
            "<li><a href=\"\($0.0)\"\($0.0 == current ? " aria-current=\"page\"" as HTML : "")>\($0.1)</a></li>" as HTML
        }
        return "<nav class=\"food-tabs\" aria-label=\"Food\"><ul>\(items.joined())</ul></nav>" as HTML
    }
}

/// An error that belongs to no single form field, shown at the top of a page.
private func errorBanner(_ error: AlmanacError?) -> HTML {
    guard let error else { return "" }
    return "<p class=\"flash error\" role=\"alert\" id=\"food-error\">\(error.message)</p>"
}

private func mealOptions(_ selected: Meal) -> HTML {
    Meal.allCases.map { "<option value=\"\($0.rawValue)\"\($0 == selected ? " selected" : "")>\($0.rawValue.capitalized)</option>" as HTML }
        .joined()
}

/// The form that logs an amount of one food to a meal at a time.
struct LogFoodForm {
    var csrf: String
    var food: FoodDetail
    var day: LocalDay
    var meal: Meal
    var time: String
    var amount = ""
    var unit: String?

    var html: HTML {
        let units = [("g", "g")] + food.portions.map { ($0.description, "\(amountText($0.amount)) \($0.description) (\(grams($0.grams)))") }
        let chosen = unit ?? (food.portions.first?.description ?? "g")
        let defaultAmount = amount.isEmpty ? (chosen == "g" ? "100" : "1") : amount
        return """
            <form method="post" action="/food/log" class="log-form" id="log">
            <input type="hidden" name="_csrf" value="\(csrf)">
            <input type="hidden" name="food" value="\(food.id)">
            <input type="hidden" name="day" value="\(day)">
            <p class="log-food"><strong>\(food.friendlyName)</strong> <span class="hint">\(FoodCharts.kcal(food.kcalPer100g)) kcal per 100 g · <a href="/food/foods/\(food.id)">nutrients</a></span></p>
            <div class="log-row">
            <div class="field"><label>Amount <input type="number" name="amount" value="\(defaultAmount)" step="any" min="0" inputmode="decimal" required></label></div>
            <div class="field"><label>Unit <select name="unit">\(units.map { "<option value=\"\($0.0)\"\($0.0 == chosen ? " selected" : "")>\($0.1)</option>" as HTML }.joined())</select></label></div>
            <div class="field"><label>Meal <select name="meal">\(mealOptions(meal))</select></label></div>
            <div class="field"><label>Time <input type="time" name="time" value="\(time)"></label></div>
            </div>
            <div class="actions"><button type="submit" class="primary">Log it</button></div>
            </form>
            """
    }
}

struct FoodDayView: FoodPage {
    struct Model {
        var csrf: String
        var day: LocalDay
        var today: LocalDay
        var report: FoodDayReport
        var query: String
        var results: [FoodSearchResult]
        var selected: FoodDetail?
        var suggestedMeal: Meal
        var nowTime: String
        var zone: TimeZone
        var error: AlmanacError?
        var form: FormData?
    }
    var model: Model

    var tab: String { "/food" }

    var dayTitle: String {
        if model.day == model.today { return "Today" }
        if model.day == model.today.adding(days: -1) { return "Yesterday" }
        return model.day.description
    }

    func time(_ date: Date) -> String {
        date.formatted(
            Date.FormatStyle(date: .omitted, time: .omitted, timeZone: model.zone).hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))
    }

    var html: HTML {
        let s = model.report.summary
        let day = model.day
        var out: HTML = "<div class=\"food\" data-widget=\"food\" data-day=\"\(day)\">"
        out +=
            "<header class=\"food-day-head\"><a class=\"button\" href=\"/food?day=\(day.adding(days: -1))\" aria-label=\"Previous day\">‹</a>"
        out += "<h1>Food <span class=\"h1-day\">· \(dayTitle)</span></h1>"
        out +=
            day < model.today
            ? "<a class=\"button\" href=\"/food?day=\(day.adding(days: 1))\" aria-label=\"Next day\">›</a>" : "<span></span>"
        out += "</header>"
        out += errorBanner(model.error)
        out += summary(s)
        out += addPanel()
        for meal in Meal.allCases { out += mealSection(meal, s.intake.entries) }
        out += activitySection(s)
        out += quickAdd()
        out += "</div>"
        return out
    }

    func summary(_ s: DaySummary) -> HTML {
        let n = s.intake.nutrients
        let burned = s.burned
        var source: HTML
        switch burned.basalSource {
        case .recorded(let days): source = "resting energy: average of \(days) recorded day\(days == 1 ? "" : "s")"
        case .mifflinStJeor: source = "resting energy estimated (Mifflin-St Jeor)"
        case .mifflinStJeorWithActivityMultiplier(let m): source = "estimate × activity multiplier \(String(format: "%.2f", m))"
        case .unknown: source = "no estimate yet: <a href=\"/food/weight\">add your weight and profile</a>"
        }
        let macros: [(String, String, Double)] = [
            ("Protein", "protein", n[NutrientNumber.protein] ?? 0), ("Carbs", "carbs", n[NutrientNumber.carbohydrate] ?? 0),
            ("Fat", "fat", n[NutrientNumber.fat] ?? 0),
        ]
        return """
            <section class="card food-summary" aria-label="Calories">
            <div class="ring-wrap">\(FoodCharts.ring(burned: burned.totalKcal, consumed: s.intake.consumedKcal))</div>
            <dl class="ledger">
            <div><dt>Burned</dt><dd id="burned-kcal">\(FoodCharts.kcal(burned.totalKcal))</dd></div>
            <div><dt>Eaten</dt><dd id="eaten-kcal">\(FoodCharts.kcal(s.intake.consumedKcal))</dd></div>
            <div><dt>Left</dt><dd id="left-kcal">\(FoodCharts.kcal(s.leftKcal))</dd></div>
            </dl>
            <p class="hint burned-note">Burned = \(FoodCharts.kcal(burned.basalKcal)) resting\(burned.activityKcal > 0 ? " + \(FoodCharts.kcal(burned.activityKcal)) activity" : "") (\(source))\(burned.activityNotCountedKcal > 0 ? "; \(FoodCharts.kcal(burned.activityNotCountedKcal)) kcal of activity not added, because the multiplier already counts it" : "").</p>
            <ul class="macros">\(macros.map { "<li class=\"macro \($0.1)\"><span>\($0.0)</span> <strong>\(NumberText.whole($0.2)) g</strong></li>" as HTML }.joined())</ul>
            </section>
            """
    }

    func addPanel() -> HTML {
        var out: HTML = "<section class=\"card food-add\" aria-labelledby=\"add-title\"><h2 id=\"add-title\">Add food</h2>"
        out += """
            <form method="get" action="/food" class="food-search" role="search">
            <input type="hidden" name="day" value="\(model.day)">
            <label for="food-q" class="visually-hidden">Search foods</label>
            <div class="search-row"><input type="search" id="food-q" name="q" value="\(model.query)" placeholder="Search foods: banana, 2% milk, brocoli…" autocomplete="off">
            <button type="submit">Search</button></div>
            </form>
            <ol class="food-results" id="food-results" aria-live="polite">
            """
        for result in model.results {
            out +=
                "<li><a href=\"/food?day=\(model.day)&amp;food=\(result.id)#log\"><span class=\"result-name\">\(result.friendlyName)</span>"
            out +=
                "<span class=\"result-meta\">\(result.name) · \(FoodCharts.kcal(result.kcalPer100g)) kcal/100 g</span></a></li>"
        }
        out += "</ol>"
        if !model.query.isEmpty && model.results.isEmpty { out += "<p class=\"empty\">No food matches “\(model.query)”.</p>" }
        if let food = model.selected {
            let form = model.form
            out +=
                LogFoodForm(
                    csrf: model.csrf, food: food, day: model.day, meal: form?["meal"].flatMap(Meal.init) ?? model.suggestedMeal,
                    time: form?["time"] ?? (model.day == model.today ? model.nowTime : "12:00"), amount: form?["amount"] ?? "",
                    unit: form?["unit"]
                ).html
        }
        return out + "</section>"
    }

    func mealSection(_ meal: Meal, _ entries: [EffectiveEvent]) -> HTML {
        let items = entries.filter { event in
            switch event.entry {
            case .eaten(let food): food.meal == meal
            case .quickAdd(_, let m, _): m == meal
            default: false
            }
        }
        let total = items.reduce(0) { $0 + $1.entry.kcalConsumed }
        var out: HTML = "<section class=\"card meal\" id=\"meal-\(meal.rawValue)\" aria-labelledby=\"meal-\(meal.rawValue)-title\">"
        out +=
            "<h2 id=\"meal-\(meal.rawValue)-title\">\(meal.rawValue.capitalized) <span class=\"meal-kcal\">\(FoodCharts.kcal(total)) kcal</span></h2>"
        if items.isEmpty {
            out += "<p class=\"empty\">Nothing logged.</p>"
        } else {
            out += "<ul class=\"entries\">"
            for event in items { out += entryRow(event) }
            out += "</ul>"
        }
        out += """
            <form method="post" action="/food/copy-meal" class="inline copy-meal"><input type="hidden" name="_csrf" value="\(model.csrf)">
            <input type="hidden" name="day" value="\(model.day)"><input type="hidden" name="meal" value="\(meal.rawValue)">
            <button type="submit" class="link-button">Copy yesterday's \(meal.rawValue)</button></form>
            """
        return out + "</section>"
    }

    func entryRow(_ event: EffectiveEvent) -> HTML {
        let csrf = model.csrf
        var name = ""
        var detail = ""
        var gramsValue = ""
        var meal = Meal.snack
        switch event.entry {
        case .eaten(let food):
            name = food.name
            detail = grams(food.grams)
            gramsValue = amountText(food.grams)
            meal = food.meal
        case .quickAdd(let kcal, let m, let note):
            name = note.isEmpty ? "Quick add" : note
            detail = "quick add"
            gramsValue = amountText(kcal)
            meal = m
        default: break
        }
        let isQuick = if case .quickAdd = event.entry { true } else { false }
        return """
            <li class="entry"><div class="entry-main"><span class="entry-name">\(name)</span>
            <span class="entry-detail">\(time(event.occurredAt)) · \(detail)</span></div>
            <span class="entry-kcal">\(FoodCharts.kcal(event.entry.kcalConsumed)) kcal</span>
            <details class="entry-edit"><summary>Edit</summary>
            <form method="post" action="/food/entries/\(event.id)/edit"><input type="hidden" name="_csrf" value="\(csrf)"><input type="hidden" name="day" value="\(model.day)">
            <div class="field"><label>\(isQuick ? "Calories (kcal)" : "Amount (g)") <input type="number" name="grams" value="\(gramsValue)" step="any" min="0" inputmode="decimal"></label></div>
            <div class="field"><label>Meal <select name="meal">\(mealOptions(meal))</select></label></div>
            <div class="actions"><button type="submit" class="primary">Save</button></div></form>
            <form method="post" action="/food/entries/\(event.id)/delete"><input type="hidden" name="_csrf" value="\(csrf)"><input type="hidden" name="day" value="\(model.day)">
            <button type="submit" class="danger">Delete</button></form>
            </details></li>
            """
    }

    func activitySection(_ s: DaySummary) -> HTML {
        let csrf = model.csrf
        var out: HTML = "<section class=\"card\" aria-labelledby=\"activity-title\"><h2 id=\"activity-title\">Activity</h2>"
        let activities = s.intake.entries.filter {
            switch $0.entry {
            case .activity, .activeEnergy, .basalEnergy: true
            default: false
            }
        }
        if !activities.isEmpty {
            out += "<ul class=\"entries\">"
            for event in activities {
                let (name, kcal): (String, Double) =
                    switch event.entry {
                    case .activity(let n, let minutes, let k): ("\(n), \(NumberText.whole(minutes)) min", k)
                    case .activeEnergy(let k): ("Active energy (device)", k)
                    case .basalEnergy(let k): ("Resting energy (device)", k)
                    default: ("", 0)
                    }
                out += """
                    <li class="entry"><div class="entry-main"><span class="entry-name">\(name)</span><span class="entry-detail">\(time(event.occurredAt))</span></div>
                    <span class="entry-kcal">\(FoodCharts.kcal(kcal)) kcal</span>
                    <form method="post" action="/food/entries/\(event.id)/delete"><input type="hidden" name="_csrf" value="\(csrf)"><input type="hidden" name="day" value="\(model.day)">
                    <button type="submit" class="link-button">Delete</button></form></li>
                    """
            }
            out += "</ul>"
        }
        out += """
            <form method="post" action="/food/activity" class="activity-form"><input type="hidden" name="_csrf" value="\(csrf)"><input type="hidden" name="day" value="\(model.day)">
            <div class="log-row">
            <div class="field"><label>Activity <input type="text" name="name" placeholder="Cycling" required></label></div>
            <div class="field"><label>Minutes <input type="number" name="minutes" min="1" step="any" inputmode="decimal" required></label></div>
            <div class="field"><label>kcal burned <input type="number" name="kcal" min="0" step="any" inputmode="decimal" required></label></div>
            </div>
            <div class="actions"><button type="submit">Add activity</button></div></form>
            <p class="hint rule"><strong>No double counting:</strong> activity is added on top of resting energy only. If your profile uses an activity multiplier, that multiplier already stands for your activity, so logged activity is shown but not added again.</p>
            </section>
            """
        return out
    }

    func quickAdd() -> HTML {
        """
        <section class="card" aria-labelledby="quick-title"><h2 id="quick-title">Quick add calories</h2>
        <form method="post" action="/food/quick-add"><input type="hidden" name="_csrf" value="\(model.csrf)"><input type="hidden" name="day" value="\(model.day)">
        <div class="log-row">
        <div class="field"><label>kcal <input type="number" name="kcal" min="1" step="any" inputmode="decimal" required></label></div>
        <div class="field"><label>Meal <select name="meal">\(mealOptions(model.suggestedMeal))</select></label></div>
        <div class="field"><label>Note <input type="text" name="note" placeholder="Birthday cake"></label></div>
        </div>
        <div class="actions"><button type="submit">Add</button></div></form></section>
        """
    }
}

struct FoodDetailView: FoodPage {
    struct Model {
        var csrf: String
        var food: FoodDetail
        var definitions: [NutrientInfo]
        var today: LocalDay
    }
    var model: Model

    var tab: String { "" }

    var html: HTML {
        let food = model.food
        var out: HTML =
            "<h1>\(food.friendlyName)</h1><p class=\"lead\">\(food.name)\(food.ndb.map { " · SR \($0)" } ?? "") · \(food.groupName)</p>"
        out +=
            "<section class=\"card\">" + LogFoodForm(csrf: model.csrf, food: food, day: model.today, meal: .snack, time: "").html
            + "</section>"
        out += "<section class=\"card\"><h2>Portions</h2>"
        out +=
            food.portions.isEmpty
            ? "<p class=\"empty\">Grams only.</p>"
            : "<ul>" + food.portions.map { "<li>\(amountText($0.amount)) \($0.description) = \(grams($0.grams))</li>" }.joined()
                + "</ul>"
        out +=
            "</section><section class=\"card\"><h2>Nutrients per 100 g</h2><div class=\"table-scroll\"><table class=\"nutrients\"><thead><tr><th>Nutrient</th><th class=\"num\">Per 100 g</th>"
        let portion = food.portions.first
        if let portion { out += "<th class=\"num\">Per \(amountText(portion.amount)) \(portion.description)</th>" }
        out += "</tr></thead><tbody>"
        for d in model.definitions {
            guard let value = food.per100g[d.number] else { continue }
            let format = "%.\(min(d.decimals, 3))f"
            out += "<tr><td>\(d.name)</td><td class=\"num\">\(String(format: format, value)) \(d.unit)</td>"
            if let portion { out += "<td class=\"num\">\(String(format: format, value * portion.grams / 100)) \(d.unit)</td>" }
            out += "</tr>"
        }
        return out + "</tbody></table></div></section>"
    }
}

struct FoodHistoryView: FoodPage {
    struct Model {
        var csrf: String
        var reports: [FoodDayReport]
        var definitions: [NutrientInfo]
        var error: AlmanacError?
    }
    var model: Model

    var tab: String { "/food/history" }

    var html: HTML {
        let reports = model.reports
        var out: HTML = "<h1>The last 30 days</h1>" + errorBanner(model.error)
        let logged = reports.filter { !$0.summary.intake.entries.filter { $0.entry.kcalConsumed > 0 }.isEmpty }
        let balance = logged.reduce(0) { $0 + $1.summary.intake.consumedKcal - $1.summary.burned.totalKcal }
        out += "<section class=\"card\"><h2>Eaten and burned</h2>" + FoodCharts.balance(reports)
        out +=
            "<p class=\"hint\">Bars: eaten. Line: burned. Over the \(logged.count) days with food logged, the balance is \(FoodCharts.kcal(balance)) kcal"
        out += " (about \(String(format: "%.1f", balance / 7700)) kg of body fat).</p></section>"
        let targets = reports.last?.targets ?? [:]
        let today = reports.last?.summary.intake.nutrients ?? [:]
        var average: [String: Double] = [:]
        for report in logged { average.merge(report.summary.intake.nutrients, uniquingKeysWith: +) }
        if !logged.isEmpty { average = average.mapValues { $0 / Double(logged.count) } }
        out += "<section class=\"card\"><h2>Nutrients against your targets</h2>"
        let shown = model.definitions.filter { targets[$0.number] != nil || Self.highlighted.contains($0.number) }
        out +=
            "<div class=\"table-scroll\"><table class=\"targets\"><thead><tr><th>Nutrient</th><th class=\"num\">Today</th><th class=\"num\">Daily average</th><th class=\"num\">Target</th><th>Progress today</th></tr></thead><tbody>"
        for d in shown {
            let target = targets[d.number]
            let value = today[d.number] ?? 0
            let percent = target.map { min(100, value / $0 * 100) }
            out += "<tr><td>\(d.name)</td><td class=\"num\">\(Self.format(value, d)) \(d.unit)</td>"
            out += "<td class=\"num\">\(Self.format(average[d.number] ?? 0, d)) \(d.unit)</td>"
            out += "<td class=\"num\">\(target.map { "\(Self.format($0, d)) \(d.unit)" } ?? "—")</td>"
            out +=
                "<td>\(percent.map { "<meter min=\"0\" max=\"100\" value=\"\(NumberText.whole($0))\">\(NumberText.whole($0)) %</meter> \(NumberText.whole($0)) %" as HTML } ?? "")</td></tr>"
        }
        out += "</tbody></table></div>"
        out += """
            <form method="post" action="/food/targets" class="target-form"><input type="hidden" name="_csrf" value="\(model.csrf)">
            <div class="log-row">
            <div class="field"><label>Nutrient <select name="nutrient">\(model.definitions.map { "<option value=\"\($0.number)\"\($0.number == NutrientNumber.vitaminC ? " selected" : "")>\($0.name) (\($0.unit))</option>" as HTML }.joined())</select></label></div>
            <div class="field"><label>Daily target <input type="number" name="amount" step="any" min="0" inputmode="decimal" placeholder="90"></label>
            <p class="hint">Leave empty to remove the target.</p></div>
            </div>
            <div class="actions"><button type="submit">Save target</button></div></form></section>
            """
        out +=
            "<section class=\"card\"><h2>Day by day</h2><div class=\"table-scroll\"><table><thead><tr><th>Day</th><th class=\"num\">Eaten</th><th class=\"num\">Burned</th><th class=\"num\">Balance</th></tr></thead><tbody>"
        let active = reports.reversed().filter { !$0.summary.intake.entries.isEmpty }
        if active.isEmpty { out += "<tr><td colspan=\"4\" class=\"empty\">Nothing logged in these 30 days.</td></tr>" }
        for report in active {
            let s = report.summary
            out +=
                "<tr><td><a href=\"/food?day=\(s.intake.day)\">\(s.intake.day)</a></td><td class=\"num\">\(FoodCharts.kcal(s.intake.consumedKcal))</td>"
            out +=
                "<td class=\"num\">\(FoodCharts.kcal(s.burned.totalKcal))\(s.burned.isEstimate ? "*" : "")</td><td class=\"num\">\(FoodCharts.kcal(-s.leftKcal))</td></tr>"
        }
        return out + "</tbody></table></div><p class=\"hint\">* estimated resting energy.</p></section>"
    }

    static let highlighted: Set<String> = [
        NutrientNumber.protein, NutrientNumber.fat, NutrientNumber.carbohydrate, NutrientNumber.fiber, NutrientNumber.sugars,
        NutrientNumber.sodium, NutrientNumber.vitaminC, NutrientNumber.calcium, NutrientNumber.iron, NutrientNumber.potassium,
    ]

    static func format(_ value: Double, _ d: NutrientInfo) -> String {
        String(format: "%.\(value >= 100 ? 0 : min(d.decimals, 1))f", value)
    }
}

struct WeightView: FoodPage {
    struct Model {
        var csrf: String
        var weights: [WeightEntry]
        var profile: EnergyProfileRecord?
        var today: FoodDayReport
        var error: AlmanacError?
        var zone: TimeZone
    }
    var model: Model

    var tab: String { "/food/weight" }

    var html: HTML {
        let csrf = model.csrf
        let trend = TrendWeight.trend(model.weights.map { ($0.day, $0.kilograms) })
        var out: HTML = "<h1>Weight</h1>" + errorBanner(model.error)
        out += "<section class=\"card\"><h2>Weigh in</h2>"
        if let last = trend.last {
            out += "<p class=\"lead\">Trend <strong id=\"trend-kg\">\(String(format: "%.1f", last.trendKg)) kg</strong></p>"
        }
        out += """
            <form method="post" action="/food/weight" class="weight-form"><input type="hidden" name="_csrf" value="\(csrf)">
            <div class="log-row"><div class="field"><label>Weight (kg) <input type="number" name="kilograms" step="0.1" min="20" max="400" inputmode="decimal" required></label></div></div>
            <div class="actions"><button type="submit" class="primary">Record</button></div></form>
            """
        out += FoodCharts.weight(trend)
        out +=
            "<p class=\"hint\">The trend smooths the daily ups and downs of water (each day it moves 10 % of the way to the scale, as in The Hacker's Diet); days without a weigh-in are filled in on a straight line.</p>"
        if !model.weights.isEmpty {
            out += "<ul class=\"entries\">"
            for weight in model.weights.suffix(14).reversed() {
                out += """
                    <li class="entry"><div class="entry-main"><span class="entry-name">\(String(format: "%.1f kg", weight.kilograms))</span><span class="entry-detail">\(weight.day)</span></div>
                    <form method="post" action="/food/entries/\(weight.id)/delete"><input type="hidden" name="_csrf" value="\(csrf)"><input type="hidden" name="back" value="weight">
                    <button type="submit" class="link-button">Delete</button></form></li>
                    """
            }
            out += "</ul>"
        }
        out += "</section>"
        let p = model.profile
        let burned = model.today.summary.burned
        out += """
            <section class="card"><h2>Energy profile</h2>
            <p class="hint">With no resting energy recorded by a device, Almanac estimates it with the Mifflin-St Jeor formula from sex, age, height and your latest weight, and says so on the Food page. Today: \(FoodCharts.kcal(burned.basalKcal)) kcal resting\(burned.isEstimate ? " (estimate)" : "").</p>
            <form method="post" action="/food/profile"><input type="hidden" name="_csrf" value="\(csrf)">
            <div class="log-row">
            <div class="field"><label>Sex <select name="sex"><option value="female"\(p?.sex == .female ? " selected" : "")>Female</option><option value="male"\(p?.sex == .male ? " selected" : "")>Male</option></select></label></div>
            <div class="field"><label>Birth year <input type="number" name="birthYear" value="\(p.map { String($0.birthYear) } ?? "")" min="1900" inputmode="numeric" required></label></div>
            <div class="field"><label>Height (cm) <input type="number" name="heightCm" value="\(p.map { amountText($0.heightCm) } ?? "")" step="any" inputmode="decimal" required></label></div>
            <div class="field"><label>Activity multiplier <input type="number" name="activityMultiplier" value="\(p?.activityMultiplier.map(amountText) ?? "")" step="0.05" min="1" max="2.5" inputmode="decimal"></label>
            <p class="hint">Optional, 1.2 (sedentary) to 1.9 (very active). Leave it empty to count activity from your entries instead: never both.</p></div>
            </div>
            <div class="actions"><button type="submit">Save profile</button></div></form></section>
            """
        return out
    }
}

struct CustomFoodsView: FoodPage {
    struct Model {
        var csrf: String
        var foods: [CustomFoodRecord]
        var error: AlmanacError?
        var form: FormData?
    }
    var model: Model

    var tab: String { "/food/custom" }

    var html: HTML {
        let csrf = model.csrf
        var out: HTML = "<h1>Your foods</h1>" + errorBanner(model.error)
        out += "<section class=\"card\"><h2>Foods you made up</h2>"
        if model.foods.isEmpty { out += "<p class=\"empty\">None yet. Add one below; it shows up in search next to USDA foods.</p>" }
        out += "<ul class=\"entries\">"
        for food in model.foods {
            out += """
                <li class="entry"><div class="entry-main"><a class="entry-name" href="/food/foods/\(food.id)">\(food.name)</a>
                <span class="entry-detail">\(FoodCharts.kcal(food.per100g[NutrientNumber.energyKcal] ?? 0)) kcal/100 g</span></div>
                <a class="link-button" href="/food/custom/\(food.id)/edit">Edit</a>
                <form method="post" action="/food/custom/\(food.id)/delete"><input type="hidden" name="_csrf" value="\(csrf)"><button type="submit" class="link-button">Delete</button></form></li>
                """
        }
        out += "</ul></section>"
        out += customFoodForm(
            csrf: model.csrf, action: "/food/custom", heading: "New food", button: "Create food", form: model.form, error: model.error)
        return out
    }
}

/// The custom food form, for a new food and for changing one (`form` holds the values to show).
private func customFoodForm(csrf: String, action: String, heading: String, button: String, form f: FormData?, error: AlmanacError?)
    -> HTML
{
    func value(_ name: String) -> String { (f?[name] ?? "") }
    var out: HTML = """
        <section class="card"><h2>\(heading)</h2>
        <form method="post" action="\(action)" class="custom-food-form"><input type="hidden" name="_csrf" value="\(csrf)">
        <div class="field"><label>Name <input type="text" name="name" value="\(value("name"))" required></label></div>
        <div class="log-row">
        <div class="field"><label>Nutrients are per <select name="per"><option value="100g">100 g</option><option value="serving"\(f?["per"] == "serving" ? " selected" : "")>serving</option></select></label></div>
        <div class="field"><label>Serving (g) <input type="number" name="servingGrams" value="\(value("servingGrams"))" step="any" min="0" inputmode="decimal"></label><p class="hint">When per serving.</p></div>
        </div>
        <div class="log-row">
        """
    for item in FoodController.customFoodFields {
        let invalid = error?.field == "nutrients.\(item.number)"
        out +=
            "<div class=\"field\"><label>\(item.label) <input type=\"number\" name=\"\(item.field)\" value=\"\(value(item.field))\" step=\"any\" inputmode=\"decimal\"\(item.field == "kcal" ? " required" : "")\(invalid ? " aria-invalid=\"true\"" as HTML : "")></label></div>"
    }
    out += """
        </div>
        <div class="log-row">
        <div class="field"><label>Portion name <input type="text" name="portionName" value="\(value("portionName"))" placeholder="slice"></label></div>
        <div class="field"><label>Portion weight (g) <input type="number" name="portionGrams" value="\(value("portionGrams"))" step="any" min="0" inputmode="decimal"></label></div>
        </div>
        <div class="actions"><button type="submit" class="primary">\(button)</button></div></form></section>
        """
    return out
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

    var tab: String { "/food/custom" }

    var html: HTML {
        "<h1>\(model.food.name)</h1>" + errorBanner(model.error)
            + customFoodForm(
                csrf: model.csrf, action: "/food/custom/\(model.food.id)", heading: "Change this food", button: "Save food",
                form: model.form, error: model.error)
            + "<p class=\"hint\">Recipes that use this food are recomputed. Entries already logged keep what they were.</p>"
            + "<p><a href=\"/food/custom\">Back to your foods</a></p>"
    }
}

struct RecipesView: FoodPage {
    struct Model {
        var csrf: String
        var recipes: [RecipeRecord]
        var error: AlmanacError?
        var form: FormData?
    }
    var model: Model

    var tab: String { "/food/recipes" }

    var html: HTML {
        var out: HTML = "<h1>Recipes</h1>" + errorBanner(model.error)
        out += "<section class=\"card\"><h2>Your recipes</h2>"
        if model.recipes.isEmpty { out += "<p class=\"empty\">None yet.</p>" }
        out += "<ul class=\"entries\">"
        for recipe in model.recipes {
            let perServing = (recipe.per100g[NutrientNumber.energyKcal] ?? 0) * recipe.servingGrams / 100
            out +=
                "<li class=\"entry\"><div class=\"entry-main\"><a class=\"entry-name\" href=\"/food/recipes/\(recipe.id)\">\(recipe.name)</a>"
            out +=
                "<span class=\"entry-detail\">\(amountText(recipe.servings)) servings of \(grams(recipe.servingGrams))</span></div><span class=\"entry-kcal\">\(FoodCharts.kcal(perServing)) kcal/serving</span></li>"
        }
        out += "</ul></section>"
        let f = model.form
        out += """
            <section class="card"><h2>New recipe</h2>
            <form method="post" action="/food/recipes" class="recipe-form"><input type="hidden" name="_csrf" value="\(model.csrf)">
            <div class="field"><label>Name <input type="text" name="name" value="\((f?["name"] ?? ""))" required></label></div>
            <div class="log-row">
            <div class="field"><label>Servings <input type="number" name="servings" value="\((f?["servings"] ?? "4"))" step="any" min="0" inputmode="decimal" required></label></div>
            <div class="field"><label>Cooked weight (g) <input type="number" name="yieldGrams" value="\((f?["yieldGrams"] ?? ""))" step="any" min="0" inputmode="decimal"></label><p class="hint">Optional: weigh the pot's contents; cooking loses water.</p></div>
            </div>
            <div class="field"><label>Ingredients, one per line <textarea name="ingredients" rows="6" placeholder="200 g rolled oats&#10;1 cup 2% milk&#10;1 medium banana" required>\((f?["ingredients"] ?? ""))</textarea></label>
            <p class="hint">An amount (grams or a portion such as cup or medium), then the food; each line takes the best search match, which the recipe page shows.</p></div>
            <div class="actions"><button type="submit" class="primary">Create recipe</button></div></form></section>
            """
        return out
    }
}

struct RecipeView: FoodPage {
    struct Model {
        var csrf: String
        var detail: RecipeDetail
        var today: LocalDay
    }
    var model: Model

    var tab: String { "/food/recipes" }

    var html: HTML {
        let recipe = model.detail.recipe
        let per = recipe.per100g
        let serving = recipe.servingGrams
        var out: HTML = "<h1>\(recipe.name)</h1>"
        out +=
            "<p class=\"lead\">\(amountText(recipe.servings)) servings of \(grams(serving)) · \(FoodCharts.kcal((per[NutrientNumber.energyKcal] ?? 0) * serving / 100)) kcal per serving</p>"
        let food = FoodDetail(
            id: recipe.id, ndb: nil, kind: .recipe, name: recipe.name, friendlyName: recipe.name, groupName: "Your recipes", per100g: per,
            portions: [FoodPortion(amount: 1, description: "serving", grams: serving)])
        out +=
            "<section class=\"card\">" + LogFoodForm(csrf: model.csrf, food: food, day: model.today, meal: .dinner, time: "").html
            + "</section>"
        out +=
            "<section class=\"card\"><h2>Ingredients</h2><table><thead><tr><th>Food</th><th class=\"num\">Amount</th><th class=\"num\">kcal</th></tr></thead><tbody>"
        for ingredient in model.detail.ingredients {
            out +=
                "<tr><td><a href=\"/food/foods/\(ingredient.foodId)\">\(ingredient.name)</a></td><td class=\"num\">\(grams(ingredient.grams))</td><td class=\"num\">\(FoodCharts.kcal(ingredient.kcal))</td></tr>"
        }
        out += "</tbody></table>"
        let macros = [
            ("Protein", NutrientNumber.protein), ("Carbohydrate", NutrientNumber.carbohydrate), ("Fat", NutrientNumber.fat),
            ("Fibre", NutrientNumber.fiber),
        ]
        out +=
            "<p>Per serving: "
            + macros.map { "\($0.0) \(String(format: "%.1f", (per[$0.1] ?? 0) * serving / 100)) g" }.joined(separator: " · ") + "</p>"
        out += """
            <div class="actions"><a class="button" href="/food/recipes/\(recipe.id)/edit">Edit recipe</a>
            <form method="post" action="/food/recipes/\(recipe.id)/delete"><input type="hidden" name="_csrf" value="\(model.csrf)">
            <button type="submit" class="danger">Delete recipe</button></form></div></section>
            """
        return out
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

    var tab: String { "/food/recipes" }

    var html: HTML {
        let f = model.form
        func value(_ name: String) -> String { (f[name] ?? "") }
        var out: HTML = "<h1>\(model.title)</h1>" + errorBanner(model.error)
        out += """
            <section class="card"><h2>Change this recipe</h2>
            <form method="post" action="/food/recipes/\(model.recipeId)" class="recipe-form"><input type="hidden" name="_csrf" value="\(model.csrf)">
            <div class="field"><label>Name <input type="text" name="name" value="\(value("name"))" required></label></div>
            <div class="log-row">
            <div class="field"><label>Servings <input type="number" name="servings" value="\(value("servings"))" step="any" min="0" inputmode="decimal" required></label></div>
            <div class="field"><label>Cooked weight (g) <input type="number" name="yieldGrams" value="\(value("yieldGrams"))" step="any" min="0" inputmode="decimal"></label></div>
            </div>
            <table class="recipe-rows"><thead><tr><th>Food</th><th class="num">Grams</th><th>Remove</th></tr></thead><tbody>
            """
        let removed = Set(f.all("remove"))
        for (index, row) in model.rows.enumerated() {
            let invalid = model.error?.field == "grams[\(index)]"
            out += """
                <tr><td><input type="hidden" name="food" value="\(row.foodId)"><input type="hidden" name="foodName" value="\(row.name)">\(row.name)</td>
                <td class="num"><input type="number" name="grams" value="\(row.grams)" step="any" min="0" inputmode="decimal" aria-label="Grams of \(row.name)"\(invalid ? " aria-invalid=\"true\"" as HTML : "")></td>
                <td><input type="checkbox" name="remove" value="\(index)" aria-label="Remove \(row.name)"\(removed.contains(String(index)) ? " checked" : "")></td></tr>
                """
        }
        out += """
            </tbody></table>
            <div class="field"><label>Add ingredients, one per line <textarea name="ingredients" rows="3" placeholder="1 medium banana">\(value("ingredients"))</textarea></label></div>
            <div class="actions"><button type="submit" class="primary">Save recipe</button> <a href="/food/recipes/\(model.recipeId)">Cancel</a></div></form></section>
            """
        return out
    }
}

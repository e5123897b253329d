import AlmanacCore
import AlmanacStore
import Foundation

/// One day of the food log: the ring of calories left, search and log, the meals, activity and
/// quick add.
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
        /// The foods logged most often lately (today's page only): one tap logs one again.
        var usual: [UsualFood] = []
    }
    var model: Model

    var tab: Route? { FoodRoutes.day }

    var dayTitle: String {
        Dates.relative(model.day, today: model.today)
    }

    func time(_ date: Date) -> String {
        WallClockTime.of(date, in: model.zone).description
    }

    var content: Component {
        let day = model.day
        return Div {
            Header {
                Link("‹", url: FoodRoutes.day.href(query: ["day": day.adding(days: -1).description])).class("button")
                    .accessibilityLabel("Previous day")
                H1 {
                    Text("Food ")
                    Span("· \(dayTitle)").class("h1-day")
                }
                if day < model.today {
                    Link("›", url: FoodRoutes.day.href(query: ["day": day.adding(days: 1).description])).class("button")
                        .accessibilityLabel("Next day")
                } else {
                    Span()
                }
            }
            .class("food-day-head")
            ErrorSummary(error: model.error, id: "food-error")
            summary(model.report.summary)
            addPanel
            for meal in Meal.allCases { mealSection(meal, model.report.summary.intake.entries) }
            activitySection(model.report.summary)
            quickAdd
        }
        .class("food")
        .attribute(named: "data-widget", value: "food")
        .attribute(named: "data-search", value: FoodRoutes.searchResults.href(query: ["day": day.description]).description)
    }

    func summary(_ s: DaySummary) -> Component {
        let n = s.intake.nutrients
        let burned = s.burned
        let macros: [(String, String, Double)] = [
            ("Protein", "protein", n[NutrientNumber.protein] ?? 0), ("Carbs", "carbs", n[NutrientNumber.carbohydrate] ?? 0),
            ("Fat", "fat", n[NutrientNumber.fat] ?? 0),
        ]
        let ledger: [(String, String, Double)] = [
            ("Burned", "burned-kcal", burned.totalKcal), ("Eaten", "eaten-kcal", s.intake.consumedKcal), ("Left", "left-kcal", s.leftKcal),
        ]
        return Element(name: "section") {
            Div { FoodCharts.ring(burned: burned.totalKcal, consumed: s.intake.consumedKcal) }.class("ring-wrap")
            Element(name: "dl") {
                for (term, id, value) in ledger {
                    Div {
                        Element(name: "dt") { Text(term) }
                        Element(name: "dd") { Text(FoodText.kcal(value)) }.id(id)
                    }
                }
            }
            .class("ledger")
            // Which figure "burned" is and why: the one line the Health page, the API and the CLI print too.
            Paragraph {
                Text(burned.explanation)
                if burned.basalSource == .unknown {
                    Text(" ")
                    Link("Add your weight and profile.", url: FoodRoutes.weight.href)
                } else if burned.activityLevel == nil, !burned.isLearnt {
                    Text(" ")
                    Link("Choose your activity level.", url: FoodRoutes.weight.href)
                }
            }
            .class("hint burned-note")
            Element(name: "ul") {
                for (title, className, grams) in macros {
                    ListItem {
                        Span(title)
                        Text(" ")
                        Element(name: "strong") { Text("\(NumberText.whole(grams)) g") }
                    }
                    .class("macro \(className)")
                }
            }
            .class("macros")
        }
        .class("card food-summary")
        .accessibilityLabel("Calories")
    }

    var addPanel: Component {
        let form = model.form
        return Element(name: "section") {
            H2("Add food").id("add-title")
            if model.day == model.today && !model.usual.isEmpty { usualFoods }
            Form(url: FoodRoutes.day.href, method: .get) {
                FoodForm.hidden("day", model.day.description)
                Element(name: "label") { Text("Search foods") }.attribute(named: "for", value: "food-q").class("visually-hidden")
                Div {
                    Input(type: .search, name: "q", value: model.query, placeholder: "Search foods: banana, 2% milk, brocoli…")
                        .id("food-q").attribute(named: "autocomplete", value: "off")
                    Button { Text("Search") }.attribute(named: "type", value: "submit")
                }
                .class("search-row")
            }
            .class("food-search")
            .attribute(named: "role", value: "search")
            FoodSearchResults(day: model.day, query: model.query, results: model.results)
            if let food = model.selected {
                LogFoodForm(
                    csrf: model.csrf, food: food, day: model.day, meal: form?["meal"].flatMap(Meal.init) ?? model.suggestedMeal,
                    time: form?["time"] ?? (model.day == model.today ? model.nowTime : "12:00"), amount: form?["amount"] ?? "",
                    unit: form?["unit"], error: model.error)
            }
        }
        .class("card food-add")
        .attribute(named: "aria-labelledby", value: "add-title")
    }

    /// One form per usual food: the amount eaten last time, to log again now to the meal of the
    /// hour. food.js sends it to the offline queue when the server cannot be reached.
    var usualFoods: Component {
        Div {
            H3("Your usual foods")
            Element(name: "ul") {
                for food in model.usual {
                    ListItem {
                        Form(url: FoodRoutes.log.href, method: .post) {
                            CSRFField(token: model.csrf)
                            FoodForm.hidden("food", food.foodId)
                            FoodForm.hidden("day", model.day.description)
                            FoodForm.hidden("unit", "g")
                            FoodForm.hidden("meal", model.suggestedMeal.rawValue)
                            Span(food.name).class("usual-name")
                            Span {
                                FoodForm.number("amount", value: FoodText.amount(food.lastGrams), required: true)
                                    .attribute(named: "aria-label", value: "Grams of \(food.name)")
                                Text(" g")
                            }
                            .class("usual-amount")
                            FoodForm.submit("Log", class: "secondary").attribute(named: "aria-label", value: "Log \(food.name)")
                        }
                        .attribute(named: "data-offline", value: "log")
                        .attribute(named: "data-food-name", value: food.name)
                    }
                }
            }
            .class("usual-foods")
            Paragraph("Logged to \(model.suggestedMeal.rawValue), now.").class("hint")
            Paragraph("").class("flash info").attribute(named: "data-role", value: "usual-note").attribute(named: "role", value: "status")
                .attribute(named: "hidden", value: "hidden")
        }
        .class("usual")
    }

    func mealSection(_ meal: Meal, _ entries: [EffectiveEvent]) -> Component {
        let items = entries.filter { event in
            switch event.entry {
            case .eaten(let food): food.meal == meal
            case .quickAdd(_, let m, _): m == meal
            default: false
            }
        }
        let total = items.reduce(0) { $0 + $1.entry.kcalConsumed }
        let id = "meal-\(meal.rawValue)"
        return Element(name: "section") {
            H2 {
                Text("\(meal.rawValue.capitalized) ")
                Span("\(FoodText.kcal(total)) kcal").class("meal-kcal")
            }
            .id("\(id)-title")
            if items.isEmpty {
                Paragraph("Nothing logged.").class("empty")
            } else {
                Element(name: "ul") { for event in items { entryRow(event) } }.class("entries")
            }
            FoodForm.buttonForm(
                FoodRoutes.copyMeal.href, csrf: model.csrf, hidden: ["day": model.day.description, "meal": meal.rawValue],
                title: "Copy yesterday's \(meal.rawValue)", class: "link-button"
            )
            .class("inline copy-meal")
        }
        .class("card meal")
        .id(id)
        .attribute(named: "aria-labelledby", value: "\(id)-title")
    }

    func entryRow(_ event: EffectiveEvent) -> Component {
        var name = ""
        var detail = ""
        var amount = ""
        var meal = Meal.snack
        var isQuick = false
        switch event.entry {
        case .eaten(let food):
            name = food.name
            detail = FoodText.grams(food.grams)
            amount = FoodText.amount(food.grams)
            meal = food.meal
        case .quickAdd(let kcal, let m, let note):
            name = note.isEmpty ? "Quick add" : note
            detail = "quick add"
            amount = FoodText.amount(kcal)
            meal = m
            isQuick = true
        default: break
        }
        return ListItem {
            Div {
                Span(name).class("entry-name")
                Span("\(time(event.occurredAt)) · \(detail)").class("entry-detail")
            }
            .class("entry-main")
            Span("\(FoodText.kcal(event.entry.kcalConsumed)) kcal").class("entry-kcal")
            Element(name: "details") {
                Element(name: "summary") { Text("Edit") }
                Form(url: FoodRoutes.editEntry.href(event.id), method: .post) {
                    CSRFField(token: model.csrf)
                    FoodForm.hidden("day", model.day.description)
                    FoodField(label: isQuick ? "Calories (kcal) " : "Amount (g) ", control: FoodForm.number("grams", value: amount))
                    FoodField(label: "Meal ", control: FoodForm.meal(meal))
                    Div { FoodForm.submit("Save", class: "primary") }.class("actions")
                }
                FoodForm.buttonForm(
                    FoodRoutes.deleteEntry.href(event.id), csrf: model.csrf, hidden: ["day": model.day.description], title: "Delete",
                    class: "danger")
            }
            .class("entry-edit")
        }
        .class("entry")
    }

    func activitySection(_ s: DaySummary) -> Component {
        let activities = s.intake.entries.compactMap { event -> (EffectiveEvent, String, Double)? in
            switch event.entry {
            case .activity(let n, let minutes, let k): (event, "\(n), \(NumberText.whole(minutes)) min", k)
            case .activeEnergy(let k, _): (event, "Active energy (device)", k)
            case .basalEnergy(let k): (event, "Resting energy (device)", k)
            default: nil
            }
        }
        // After a refused activity, what was typed and the message beside its field.
        let typed = model.form?["minutes"] != nil ? model.form : nil
        let error = typed == nil ? nil : model.error
        return Element(name: "section") {
            H2("Activity").id("activity-title")
            if !activities.isEmpty {
                Element(name: "ul") {
                    for (event, name, kcal) in activities {
                        ListItem {
                            Div {
                                Span(name).class("entry-name")
                                Span(time(event.occurredAt)).class("entry-detail")
                            }
                            .class("entry-main")
                            Span("\(FoodText.kcal(kcal)) kcal").class("entry-kcal")
                            FoodForm.buttonForm(
                                FoodRoutes.deleteEntry.href(event.id), csrf: model.csrf, hidden: ["day": model.day.description],
                                title: "Delete", class: "link-button")
                        }
                        .class("entry")
                    }
                }
                .class("entries")
            }
            Form(url: FoodRoutes.activity.href, method: .post) {
                CSRFField(token: model.csrf)
                FoodForm.hidden("day", model.day.description)
                Div {
                    FoodField(
                        label: "Activity ", error: errorMessage(error, for: "name"), name: "name",
                        control: Input(type: .text, name: "name", value: typed?["name"], isRequired: true, placeholder: "Cycling"))
                    FoodField(
                        label: "Minutes ", error: errorMessage(error, for: "minutes"), name: "minutes",
                        control: FoodForm.number("minutes", value: typed?["minutes"], min: "1", required: true))
                    FoodField(
                        label: "kcal burned ", error: errorMessage(error, for: "kcal"), name: "kcal",
                        control: FoodForm.number("kcal", value: typed?["kcal"], required: true))
                    FoodField(
                        label: "Ended at ", hint: "Empty: now (noon on a past day).", error: errorMessage(error, for: "time"), name: "time",
                        control: Input(type: .time, name: "time", value: typed?["time"]))
                }
                .class("log-row")
                Div { FoodForm.submit("Add activity") }.class("actions")
            }
            .class("activity-form")
            Paragraph {
                Element(name: "strong") { Text("No double counting:") }
                Text(
                    " every minute of activity counts once. Where your device measured active energy, its figure counts, and an activity logged here counts only for its minutes (the ones before the time it ended) that no device measured and no activity logged before it covers. With an activity level in your profile, burned is resting energy × the level, or resting energy + the day's recorded activity when that is more: never both. Once Almanac has learnt your real expenditure, activity is not added (the learnt figure holds your usual activity)."
                )
            }
            .class("hint rule")
        }
        .class("card")
        .attribute(named: "aria-labelledby", value: "activity-title")
    }

    var quickAdd: Component {
        // After a refused quick add, what was typed and the message beside its field.
        let typed = model.form?["note"] != nil ? model.form : nil
        let error = typed == nil ? nil : model.error
        return Element(name: "section") {
            H2("Quick add calories").id("quick-title")
            Form(url: FoodRoutes.quickAdd.href, method: .post) {
                CSRFField(token: model.csrf)
                FoodForm.hidden("day", model.day.description)
                Div {
                    FoodField(
                        label: "kcal ", error: errorMessage(error, for: "kcal"), name: "kcal",
                        control: FoodForm.number("kcal", value: typed?["kcal"], min: "1", required: true))
                    FoodField(
                        label: "Meal ", error: errorMessage(error, for: "meal"), name: "meal",
                        control: FoodForm.meal(typed?["meal"].flatMap(Meal.init) ?? model.suggestedMeal))
                    FoodField(
                        label: "Note ", control: Input(type: .text, name: "note", value: typed?["note"], placeholder: "Birthday cake"))
                }
                .class("log-row")
                Div { FoodForm.submit("Add") }.class("actions")
            }
        }
        .class("card")
        .attribute(named: "aria-labelledby", value: "quick-title")
    }
}

/// The search results, each opening the log form for its food; also what the page's script
/// shows as you type (`FoodRoutes.searchResults`), so there is one markup for a result.
struct FoodSearchResults: Component {
    var day: LocalDay
    var query: String
    var results: [FoodSearchResult]

    var body: Component {
        Element(name: "ol") {
            for result in results {
                ListItem {
                    Link(url: FoodRoutes.day.href(query: ["day": day.description, "food": result.id]).fragment("log")) {
                        Span(result.friendlyName).class("result-name")
                        Span("\(result.name) · \(FoodText.kcal(result.kcalPer100g)) kcal/100 g").class("result-meta")
                    }
                }
            }
            if !query.isEmpty && results.isEmpty { ListItem("No food matches “\(query)”.").class("empty") }
        }
        .class("food-results")
        .id("food-results")
        .attribute(named: "aria-live", value: "polite")
    }
}

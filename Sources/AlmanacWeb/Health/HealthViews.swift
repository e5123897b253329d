import AlmanacCore
import AlmanacStore
import Foundation

/// Food → Health data: import, sources in the order that decides, and the imported days.
struct HealthView: FoodPage {
    struct Model {
        var csrf: String
        var data: HealthPageData
        /// The id the form's upload is followed by (its progress bar).
        var upload: String
        var error: AlmanacError?
    }
    var model: Model

    var tab: Route? { HealthRoutes.page }

    var content: Component {
        ComponentGroup {
            H1("Health data")
            importCard
            expenditureCard
            sourcesCard
            daysCard
        }
    }

    var importCard: Component {
        FoodCard(labelledBy: "health-import") {
            H2("Import").id("health-import")
            Paragraph(
                "Your Apple Health export (Health app → your picture → Export All Health Data: export.zip, or the export.xml inside it), or a CSV with the columns type, start, end, value, unit, source. Active and resting energy and your weigh-ins enter the food ledger; steps, sleep and heart figures are kept here. Importing a newer export again adds nothing twice."
            )
            .class("hint")
            Form(url: HealthRoutes.importFile.href(query: ["_csrf": model.csrf]), method: .post) {
                ErrorSummary(error: model.error, id: "health-error")
                Input(type: .hidden, name: "upload", value: model.upload)
                Div {
                    Label("File ") {
                        Input(type: .file, name: "file", isRequired: true)
                            .attribute(named: "accept", value: ".zip,.xml,.csv,application/zip,text/xml,application/xml,text/csv")
                            .fieldState(name: "file", error: errorMessage(model.error, for: "file"))
                    }
                    FieldMessage(name: "file", error: errorMessage(model.error, for: "file"))
                    Paragraph(
                        "Up to \(HealthController.pageUploadLimit / 1024 / 1024) MB here; larger exports (up to 4 GB) with `almanac health import` or the API."
                    )
                    .class("hint")
                }
                .class("field")
                SubmitRow(title: "Import")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
            .attribute(named: "data-widget", value: "healthimport")
            .attribute(named: "data-progress", value: HealthRoutes.API.url(HealthRoutes.API.importProgress.href(model.upload)))
            .id("health-import-form")
            if let last = model.data.imports.first {
                Paragraph(
                    "Last import: “\(last.fileName)”, \(NumberText.grouped(Double(last.records))) records, \(last.days) days (\(last.daysChanged) changed), \(NumberText.grouped(Double(last.duplicates))) duplicates skipped."
                )
                .class("hint").id("health-last-import")
            }
        }
    }

    /// Which "burned" figure the ledger uses today and why, beside the one learnt from the logs.
    var expenditureCard: Component {
        let burned = model.data.burnedToday
        return FoodCard(labelledBy: "health-expenditure") {
            H2("What you burn").id("health-expenditure")
            Paragraph(burned.explanation).id("health-burned")
            if let e = model.data.expenditure, let balance = e.energyBalanceKcal {
                Paragraph {
                    Text("Learnt from the 4 weeks before today: ")
                    Element(name: "strong") { Text("\(FoodText.kcal(e.kcal)) kcal a day") }
                    Text(
                        " (confidence \(Int((e.confidence * 100).rounded())) %: \(e.loggedDays) days logged, \(e.weighInDays) weigh-ins; intake \(FoodText.kcal(e.meanIntakeKcal ?? 0)) kcal a day and weight \(String(format: "%+.2f", e.kgPerWeek ?? 0)) kg a week give \(FoodText.kcal(balance)) kcal\(e.priorKcal == nil || e.confidence >= 1 ? "" : ", blended with the device or formula figure while data is thin"))."
                    )
                }
                .id("health-learnt")
            } else {
                Paragraph(
                    "Log your food and weigh in for a week or more and Almanac learns what you really burn from the two (energy balance, 7,700 kcal per kg of trend change)."
                )
                .class("hint").id("health-learnt")
            }
            Paragraph(
                "The ledger uses the learnt figure once \(Expenditure.fullConfidenceDays) of the 4 weeks before today have both a food log and a weigh-in; until then it uses your device's resting energy plus activity, or else the Mifflin-St Jeor formula."
            )
            .class("hint")
        }
    }

    var sourcesCard: Component {
        let sources = model.data.sources
        return FoodCard(labelledBy: "health-sources") {
            H2("Sources").id("health-sources")
            Paragraph(
                "Where two sources recorded the same minutes, the one higher in this list counts and the other only for the time it alone covers, so nothing is counted twice. A watch comes before a phone before other apps until you move them."
            )
            .class("hint")
            if sources.isEmpty {
                Paragraph("No sources yet: import a file.").class("empty")
            } else {
                Element(name: "ol") {
                    for (index, source) in sources.enumerated() {
                        ListItem {
                            Span(source.name).class("entry-name")
                            Div {
                                if index > 0 {
                                    FoodForm.buttonForm(
                                        HealthRoutes.moveSource.href(source.id), csrf: model.csrf, hidden: ["direction": "up"], title: "Up",
                                        class: "link-button", label: "Move \(source.name) up")
                                }
                                if index < sources.count - 1 {
                                    FoodForm.buttonForm(
                                        HealthRoutes.moveSource.href(source.id), csrf: model.csrf, hidden: ["direction": "down"],
                                        title: "Down", class: "link-button", label: "Move \(source.name) down")
                                }
                            }
                            .class("source-actions")
                        }
                        .class("entry")
                    }
                }
                .class("entries health-sources")
            }
        }
    }

    var daysCard: Component {
        FoodCard(labelledBy: "health-days") {
            H2("Days").id("health-days")
            Div {
                Element(name: "table") {
                    Element(name: "thead") {
                        FoodTableRow(
                            header: true,
                            cells: [
                                ("Day", false), ("Active kcal", true), ("Resting kcal", true), ("Steps", true), ("Weight kg", true),
                                ("Sleep", true), ("Sources", false),
                            ])
                    }
                    Element(name: "tbody") {
                        if model.data.days.isEmpty {
                            Element(name: "tr") {
                                Element(name: "td") { Text("Nothing imported yet.") }.attribute(named: "colspan", value: "7").class("empty")
                            }
                        }
                        for day in model.data.days {
                            FoodTableRow(cells: [
                                (day.day, false), (Self.number(day.activeKcal), true), (Self.number(day.basalKcal), true),
                                (Self.number(day.steps), true), (day.weightKg.map { String(format: "%.1f", $0) } ?? "—", true),
                                (day.sleepMinutes.map(Self.duration) ?? "—", true), (day.sourceList.joined(separator: ", "), false),
                            ])
                        }
                    }
                }
                .id("health-days-table")
            }
            .class("table-scroll")
        }
    }

    static func number(_ value: Double?) -> String { value.map { NumberText.grouped($0.rounded()) } ?? "—" }

    /// "7 h 05 min".
    static func duration(_ minutes: Double) -> String {
        let total = Int(minutes.rounded())
        return total >= 60 ? String(format: "%d h %02d min", total / 60, total % 60) : "\(total) min"
    }
}

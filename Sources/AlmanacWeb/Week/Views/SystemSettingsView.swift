import AlmanacCore
import AlmanacStore
import Foundation

struct SystemSettingsView: Component {
    struct Model {
        var csrf: String
        var settings: SystemSettings
        var error: AlmanacError?
        /// After a refused save, the form as posted: its values are shown instead of the stored ones.
        var form: FormData? = nil
    }
    var model: Model

    var body: Component {
        let settings = model.settings
        let typed = model.form.map { FormReader($0) }
        /// The value typed after a refused save, else the stored one.
        func value(_ name: String, _ stored: String?) -> String? { typed.map { $0.text(name) } ?? stored }
        func error(_ name: String) -> String? { errorMessage(model.error, for: name) }
        let weekdays = typed.map { Set($0.all("activeDay").compactMap(Int.init)) } ?? settings.activeHours.weekdays
        return Div {
            H1("System settings")
            ErrorSummary(error: model.error)
            Form(url: WeekRoutes.settings.href, method: .post) {
                CSRFField(token: model.csrf)
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Active hours") }
                    Paragraph("Presence is measured against these hours, and the “start an intention” reminder speaks only inside them.")
                        .class("hint")
                    Div {
                        Field(
                            label: "From", name: "activeStart", type: .time,
                            value: value("activeStart", settings.activeHours.start.description),
                            required: true, error: error("activeStart"))
                        Field(
                            label: "To", name: "activeEnd", type: .time, value: value("activeEnd", settings.activeHours.end.description),
                            required: true, error: error("activeEnd"))
                    }
                    .class("pair")
                    Div {
                        for weekday in [2, 3, 4, 5, 6, 7, 1] {
                            Label("") {
                                Input(type: .checkbox, name: "activeDay", value: String(weekday))
                                    .attribute(named: "checked", value: weekdays.contains(weekday) ? "checked" : nil)
                                Span(String(LocalDay.weekdayNames[weekday - 1].prefix(3)))
                            }
                            .class("pill")
                        }
                    }
                    .class("pills")
                }
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Quiet hours") }
                    Paragraph("No reminder during these hours. Leave empty for none.").class("hint")
                    Div {
                        Field(
                            label: "From", name: "quietStart", type: .time,
                            value: value("quietStart", settings.quietHours?.start.description),
                            error: error("quietStart"))
                        Field(
                            label: "To", name: "quietEnd", type: .time, value: value("quietEnd", settings.quietHours?.end.description),
                            error: error("quietEnd"))
                    }
                    .class("pair")
                }
                Field(
                    label: "Webhook", name: "webhookUrl", type: .url, value: value("webhookUrl", settings.webhookURL),
                    hint: "Optional: reminders and “time's up” are POSTed here as JSON (e.g. a self-hosted ntfy or Gotify).",
                    error: error("webhookUrl"))
                SelectField(
                    label: "Sprint length", name: "sprintLength", options: [("1", "One week"), ("2", "Two weeks")],
                    selected: String(settings.sprintLength.rawValue), hint: "Applies to weeks not planned yet.")
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Day modules on Today") }
                    Div {
                        for module in DayModule.allCases {
                            Label("") {
                                Input(type: .checkbox, name: "module", value: module.rawValue)
                                    .attribute(named: "checked", value: settings.dayModules.contains(module) ? "checked" : nil)
                                Span(module.title)
                            }
                            .class("pill")
                        }
                    }
                    .class("pills")
                }
                FieldGroup(
                    legend: "Order of Today's cards", name: "todayCards",
                    hint: "From the top of the page; on a phone the first ones are what you see first.", error: error("todayCards")
                ) {
                    Div {
                        for (index, card) in settings.todayCards.enumerated() {
                            SelectField(
                                label: "\(index + 1).", name: "todayCard", options: TodayCard.allCases.map { ($0.rawValue, $0.title) },
                                selected: card.rawValue)
                        }
                    }
                    .class("today-card-order")
                }
                Div {
                    Label("Standup questions, one per line") {
                        TextArea(
                            text: value("questions", settings.standupTemplate.questions.joined(separator: "\n")) ?? "", name: "questions",
                            numberOfRows: 4
                        )
                        .fieldState(name: "questions", error: error("questions"))
                    }
                    FieldMessage(name: "questions", error: error("questions"))
                }
                .class("field")
                SubmitRow(title: "Save settings")
            }
        }
        .class("card narrow wide-form")
    }
}

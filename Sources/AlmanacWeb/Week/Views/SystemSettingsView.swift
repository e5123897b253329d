import AlmanacCore
import AlmanacStore
import Foundation

struct SystemSettingsView: Component {
    struct Model {
        var csrf: String
        var settings: SystemSettings
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        let settings = model.settings
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
                            label: "From", name: "activeStart", type: .time, value: settings.activeHours.start.description, required: true)
                        Field(label: "To", name: "activeEnd", type: .time, value: settings.activeHours.end.description, required: true)
                    }
                    .class("pair")
                    Div {
                        for weekday in [2, 3, 4, 5, 6, 7, 1] {
                            Label("") {
                                Input(type: .checkbox, name: "activeDay", value: String(weekday))
                                    .attribute(named: "checked", value: settings.activeHours.weekdays.contains(weekday) ? "checked" : nil)
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
                        Field(label: "From", name: "quietStart", type: .time, value: settings.quietHours?.start.description)
                        Field(label: "To", name: "quietEnd", type: .time, value: settings.quietHours?.end.description)
                    }
                    .class("pair")
                }
                Field(
                    label: "Webhook", name: "webhookUrl", type: .url, value: settings.webhookURL,
                    hint: "Optional: reminders and “time's up” are POSTed here as JSON (e.g. a self-hosted ntfy or Gotify).",
                    error: errorMessage(model.error, for: "webhookUrl"))
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
                Element(name: "fieldset") {
                    Element(name: "legend") { Text("Order of Today's cards") }
                    Paragraph("From the top of the page; on a phone the first ones are what you see first.").class("hint")
                    if let message = errorMessage(model.error, for: "todayCards") { Paragraph(message).class("field-error") }
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
                        TextArea(text: settings.standupTemplate.questions.joined(separator: "\n"), name: "questions", numberOfRows: 4)
                    }
                    if let message = errorMessage(model.error, for: "questions") { Paragraph(message).class("field-error") }
                }
                .class("field")
                SubmitRow(title: "Save settings")
            }
        }
        .class("card narrow wide-form")
    }
}

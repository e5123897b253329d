import AlmanacCore
import AlmanacStore
import Foundation

/// /focus/practice: a timer with a start bell, interval bells and an end bell (practice.js, the
/// browser's audio), the form that logs a session with how the person feels after it (the
/// feelings open 5 seconds after the timer's end, as an intention's do; all of it works without
/// JavaScript), and a quiet total for the week. Practice counts as presence. No streaks, no badges.
struct PracticeView: Component {
    struct Model {
        var csrf: String
        var page: PracticePageData
        var form: FormData? = nil
        var error: AlmanacError? = nil
    }
    var model: Model

    var body: Component {
        let page = model.page
        return Div {
            Div {
                H1("Practice")
                Paragraph("Sit, breathe, and come back when your mind wanders. The bells are made by your browser; nothing to download.")
                    .class("lead")
            }
            .class("page-head")
            Element(name: "section") {
                H2("Timer")
                Div {
                    SelectField(
                        label: "Length", name: "length", options: PracticeRules.durations.map { (String($0), "\($0) min") }, selected: "10")
                    SelectField(
                        label: "Interval bells", name: "interval",
                        options: PracticeRules.intervals.map { (String($0), $0 == 0 ? "None" : "Every \($0) min") }, selected: "0")
                }
                .class("practice-settings")
                Paragraph("").class("practice-clock").attribute(named: "data-part", value: "clock").attribute(named: "role", value: "timer")
                Div {
                    Button { Text("Start") }.attribute(named: "type", value: "button").attribute(named: "data-action", value: "start")
                        .class(
                            "primary")
                    Button { Text("Stop") }.attribute(named: "type", value: "button").attribute(named: "data-action", value: "stop")
                        .attribute(named: "disabled", value: "disabled")
                }
                .class("actions").attribute(named: "data-part", value: "controls").attribute(named: "hidden", value: "hidden")
                Paragraph("Without JavaScript, use any clock and log the session below.").class("hint").attribute(
                    named: "data-part", value: "no-script")
            }
            .class("card practice-timer")
            .attribute(named: "data-widget", value: "practice")
            Element(name: "section") {
                H2("Log a session")
                Form(url: FocusRoutes.practice.href, method: .post) {
                    ErrorSummary(error: model.error)
                    CSRFField(token: model.csrf)
                    Field(
                        label: "Minutes", name: "minutes", type: .number, value: model.form?["minutes"], required: true,
                        error: errorMessage(model.error, for: "minutes"), inputmode: "numeric")
                    Div {
                        Label("Note (optional)") { TextArea(text: model.form?["note"] ?? "", name: "note", numberOfRows: 2) }
                        if let message = errorMessage(model.error, for: "note") { Paragraph(message).class("field-error") }
                    }
                    .class("field")
                    // The timer's start (practice.js); a session timed with another clock has none.
                    Input(type: .hidden, name: "startedAt", value: model.form?["startedAt"] ?? "")
                    Div {
                        FeelingScale(
                            selected: model.form?["feeling"].flatMap(Feeling.init(rawValue:)),
                            error: errorMessage(model.error, for: "feeling"), legend: "How do you feel now? (optional)")
                        Paragraph("").class("hint").attribute(named: "data-part", value: "gate").attribute(
                            named: "aria-live", value: "polite")
                    }
                    .class("field practice-feeling")
                    if !page.habits.isEmpty {
                        SelectField(
                            label: "Check in a habit (optional)", name: "habitId",
                            options: [("", "None")] + page.habits.map { ($0.id, $0.label) }, selected: model.form?["habitId"] ?? "",
                            error: errorMessage(model.error, for: "habitId"))
                    }
                    SubmitRow(title: "Log session")
                }
                .id("practice-log")
                // Without a connection practice.js keeps the session in the offline queue for this address.
                .attribute(named: "data-api", value: FocusRoutes.API.url(FocusRoutes.API.practice.href))
            }
            .class("card")
            Element(name: "section") {
                H2("This week")
                Paragraph(
                    page.total.sessions == 0
                        ? "No sessions this week."
                        : "\(page.total.minutes) min in \(page.total.sessions) \(page.total.sessions == 1 ? "session" : "sessions"), on \(page.total.days) \(page.total.days == 1 ? "day" : "days")."
                )
                .class("practice-total")
                if !page.sessions.isEmpty {
                    List(page.sessions) { session in
                        ListItem {
                            let day = LocalDay(containing: session.startedAt, in: page.timeZone)
                            Text(
                                "\(SystemText.dayShort(day)) \(SystemText.clock(session.startedAt, page.timeZone)) · \(session.minutes) min"
                            )
                            if let feeling = session.feeling { Text(" · \(feeling.emoji) \(feeling.rawValue)") }
                            if let note = session.note { Text(" · \(note)") }
                        }
                    }
                    .class("practice-sessions")
                }
            }
            .class("card")
        }
        .class("stack practice")
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// A coloured chip naming an area.
struct AreaChip: Component {
    var area: Area
    var body: Component {
        Span(area.label).class("area-chip").attribute(named: "data-color", value: area.color)
    }
}

/// The options of the "goal or area" select.
func linkOptions(goals: [GoalRecord], areas: [Area]) -> [(value: String, label: String)] {
    let names = Dictionary(areas.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
    return [("", "No goal or area")]
        + goals.map { ("goal:\($0.id)", "Goal: \($0.title) (\(names[$0.areaId] ?? "area"))") }
        + areas.filter { !$0.archived }.map { ("area:\($0.id)", "Area: \($0.label)") }
}

/// The value of a "goal or area" select (`link`): "goal:ID", "area:ID" or empty.
func parseLink(_ value: String?) throws -> (goalId: String?, areaId: String?) {
    guard let value, !value.isEmpty else { return (nil, nil) }
    if value.hasPrefix("goal:") { return (String(value.dropFirst(5)), nil) }
    if value.hasPrefix("area:") { return (nil, String(value.dropFirst(5))) }
    throw AlmanacError.invalid("link", "Pick a goal or an area from the list.")
}

/// The full-screen countdown of a running intention.
struct FocusRunView: Component {
    struct Model {
        var csrf: String
        var intention: Intention
        var now: Date
        var areas: [Area]
        var tips: [String]
        var zone: TimeZone
        var runbooks: [Runbook] = []
    }
    var model: Model

    var body: Component {
        let intention = model.intention
        let remaining = NumberText.clampedInt(intention.remaining(at: model.now).rounded(.up))
        let tip = model.tips[abs(NumberText.clampedInt(model.now.timeIntervalSince1970 / 60)) % model.tips.count]
        let area = model.areas.first { $0.id == intention.areaId }
        let tipsJSON = String(decoding: (try? JSONEncoder().encode(model.tips)) ?? Data("[]".utf8), as: UTF8.self)
        return Element(name: "section") {
            Paragraph("Focusing on").class("focus-label")
            H1(intention.what).class("focus-what")
            if let area { Paragraph { AreaChip(area: area) } }
            Paragraph(String(format: "%d:%02d", remaining / 60, remaining % 60)).class("focus-clock")
                .attribute(named: "role", value: "timer").attribute(named: "data-part", value: "clock")
            Paragraph("Until \(SystemText.clock(intention.endsAt, model.zone))").class("hint focus-until")
                .attribute(named: "data-part", value: "until")
            Paragraph(tip).class("focus-tip").attribute(named: "data-part", value: "tip")
            // What focus.js did on this device while the server could not be reached.
            Paragraph("").class("flash info").attribute(named: "data-part", value: "offline-note")
                .attribute(named: "role", value: "status").attribute(named: "hidden", value: "hidden")
            // Rating without a network, after ending offline (the rating page needs the server).
            Element(name: "section") {
                H2("How did it feel?")
                Paragraph("Take a breath first: the choices unlock in a few seconds.").class("hint")
                    .attribute(named: "data-part", value: "offline-gate")
                FeelingChoices(selected: nil, enabled: false, submits: false)
            }
            .class("focus-offline-rate").attribute(named: "data-part", value: "offline-rate")
            .attribute(named: "hidden", value: "hidden")
            Paragraph("Time's up. Well done.").class("focus-done").attribute(named: "data-part", value: "done").attribute(
                named: "hidden", value: "hidden")
            Div {
                Form(url: FocusRoutes.end.href(intention.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("End now") }.attribute(named: "type", value: "submit").class("primary")
                        .attribute(named: "data-part", value: "end")
                }
                .attribute(named: "data-offline", value: "end")
                for minutes in [5, 15] {
                    Form(url: FocusRoutes.extend.href(intention.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Input(type: .hidden, name: "minutes", value: String(minutes))
                        Button { Text("+\(minutes) min") }.attribute(named: "type", value: "submit")
                    }
                }
            }
            .class("focus-actions")
            Div {
                Element(name: "details") {
                    Element(name: "summary") { Text("I got distracted") }
                    Form(url: FocusRoutes.distraction.href(intention.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Element(name: "fieldset") {
                            Element(name: "legend") { Text("What pulled you away?") }
                            for trigger in DistractionTrigger.allCases {
                                Label("") {
                                    Input(type: .radio, name: "trigger", value: trigger.rawValue).attribute(
                                        named: "required", value: "required")
                                    Text(" \(trigger.label)")
                                }
                                .class("choice")
                            }
                        }
                        UrgeSurfFields()
                        RunbookShortcuts(runbooks: model.runbooks, prompt: "An urge from inside?")
                        Field(label: "Note (optional)", name: "note")
                        SubmitRow(title: "Note it and carry on")
                    }
                    .attribute(named: "data-offline", value: "distraction")
                }
                .class("focus-more")
                Element(name: "details") {
                    Element(name: "summary") { Text("Abandon") }
                    Form(url: FocusRoutes.abandon.href(intention.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Field(label: "Why are you stopping?", name: "reason", required: true)
                        Div { Button { Text("Abandon intention") }.attribute(named: "type", value: "submit").class("danger") }.class(
                            "actions")
                    }
                    .attribute(named: "data-offline", value: "abandon")
                }
                .class("focus-more")
                Div {
                    Button { Text("Notify me when time is up") }.attribute(named: "type", value: "button")
                        .attribute(named: "data-action", value: "askNotifications").attribute(named: "hidden", value: "hidden")
                    Button { Text("Full screen") }.attribute(named: "type", value: "button")
                        .attribute(named: "data-action", value: "fullscreen").attribute(named: "hidden", value: "hidden")
                    Link("Rate and review →", url: FocusRoutes.after.href(intention.id)).class("button primary")
                        .attribute(named: "data-part", value: "after").attribute(named: "hidden", value: "hidden")
                }
                .class("actions")
            }
            .class("focus-extra")
        }
        .class("focus-run")
        .attribute(named: "data-widget", value: "focus")
        .attribute(named: "data-mode", value: "run")
        .attribute(named: "data-id", value: intention.id)
        .attribute(named: "data-what", value: intention.what)
        .attribute(named: "data-ends-at", value: Timestamp.text(intention.endsAt))
        .attribute(named: "data-server-now", value: Timestamp.text(model.now))
        .attribute(named: "data-tips", value: tipsJSON)
    }
}

extension DistractionTrigger {
    /// The words of the "What pulled you away?" choices, also used wherever a distraction is listed.
    var label: String {
        switch self {
        case .internal: "An urge from inside"
        case .external: "Something from outside"
        case .planning: "The plan did not hold"
        }
    }
}

/// "Surf it first": the runbook step's five-minute urge timer (runbook.js runs it; without
/// JavaScript a person surfs with any clock) and whether the urge passed, kept with the distraction.
struct UrgeSurfFields: Component {
    var body: Component {
        Element(name: "fieldset") {
            Element(name: "legend") { Text("An urge from inside? Surf it for 5 minutes first") }
            UrgeTimer()
            for (value, label) in [("none", "Not surfed"), ("true", "Surfed: it passed"), ("false", "Surfed: I gave in")] {
                Label("") {
                    Input(type: .radio, name: "urgePassed", value: value)
                        .attribute(named: "checked", value: value == "none" ? "checked" : nil)
                    Text(" \(label)")
                }
                .class("choice")
            }
        }
        .class("urge-surf").attribute(named: "data-widget", value: "runbook")
    }
}

extension Distraction {
    /// One line of a distraction: its trigger, how surfing the urge went, its note.
    var summary: String {
        let urge: String? =
            switch urgePassed {
            case true?: "surfed, it passed"
            case false?: "surfed, gave in"
            case nil: nil
            }
        return ([trigger.label, urge, note].compactMap { $0 }).joined(separator: " · ")
    }
}

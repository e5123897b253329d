import AlmanacCore
import AlmanacStore
import Foundation

/// A runbook's page: using it. Without JavaScript the steps are one readable list in one form
/// (feeling before, the steps with "done" boxes, feeling after); js/runbook.js shows them one at a
/// time in large type, runs the breathing and urge timers, and keeps a use made offline.
struct RunbookUseView: Component {
    struct Model {
        var csrf: String
        var page: RunbookPageData
    }
    var model: Model

    var page: RunbookPageData { model.page }
    var runbook: Runbook { page.detail.runbook }

    var body: Component {
        Div {
            Div {
                H1(runbook.name)
                Navigation {
                    Link("← All runbooks", url: RunbooksRoutes.list.href)
                    Link("Edit", url: RunbooksRoutes.edit.href(runbook.id))
                    Link("Print", url: RunbooksRoutes.print.href(runbook.id))
                    Link("Markdown", url: RunbooksRoutes.markdown.href(runbook.id))
                }
                .class("week-nav")
            }
            .class("page-head")
            RunbookSafetyLine(emergencyNumber: page.emergencyNumber)
            if !runbook.warningSignList.isEmpty {
                Element(name: "section") {
                    H2("Warning signs")
                    List(runbook.warningSignList)
                }
                .class("card runbook-signs")
            }
            useForm
            RunbookContactsCard(contacts: page.contacts, today: page.today)
            uses
        }
        .class("stack runbook-page")
        .attribute(named: "data-widget", value: "runbook")
        .attribute(named: "data-name", value: runbook.name)
        .attribute(named: "data-uses", value: RunbooksRoutes.API.url(RunbooksRoutes.API.uses.href(runbook.id)))
    }

    var useForm: Component {
        Form(url: RunbooksRoutes.uses.href(runbook.id), method: .post) {
            CSRFField(token: model.csrf)
            Input(type: .hidden, name: "minutes", value: String(RunbookRules.intentionMinutes))
            Element(name: "ol") {
                ListItem {
                    FeelingScale(name: "before", legend: "How do you feel now?").class("runbook-feeling").attribute(
                        named: "data-part", value: "before")
                }.class("runbook-card")
                for (index, step) in page.detail.steps.enumerated() {
                    ListItem { stepBody(step, number: index + 1) }.class("runbook-card runbook-step").attribute(
                        named: "data-kind", value: step.kind)
                }
                ListItem {
                    FeelingScale(name: "after", legend: "How do you feel now?").class("runbook-feeling").attribute(
                        named: "data-part", value: "after")
                    Div { Button { Text("Keep this use") }.attribute(named: "type", value: "submit").class("primary") }.class("actions")
                    Paragraph("").class("hint").attribute(named: "data-part", value: "note").attribute(named: "role", value: "status")
                }
                .class("runbook-card")
            }
            .class("runbook-steps")
        }
        .class("runbook-use")
        .id("use")
    }

    func stepBody(_ step: RunbookStep, number: Int) -> Component {
        ComponentGroup {
            Paragraph("Step \(number) of \(page.detail.steps.count)").class("hint runbook-step-number")
            if !step.text.isEmpty { Paragraph(step.text).class("runbook-step-text") }
            if let hint = RunbookText.actionHint(step) { Paragraph(hint).class("runbook-step-hint") }
            action(step)
            if let helps = page.whatHelps[step.id] { Paragraph(helps.sentence).class("hint runbook-helps") }
            Label("") {
                Input(type: .checkbox, name: "done", value: step.id)
                Text(" I did this step")
            }
            .class("choice runbook-done")
        }
    }

    func action(_ step: RunbookStep) -> Component {
        switch step.stepKind {
        case .text:
            return EmptyComponent()
        case .breathing:
            return Div {
                Paragraph("").class("runbook-breath").attribute(named: "data-part", value: "breath").attribute(
                    named: "aria-live", value: "polite")
                Button { Text("Start the breathing timer") }.attribute(named: "type", value: "button").attribute(
                    named: "data-action", value: "breathe"
                ).attribute(named: "hidden", value: "hidden")
            }
            .class("runbook-timer").attribute(named: "data-pattern", value: step.pattern.rawValue)
        case .grounding:
            return Element(name: "ul") {
                for item in RunbookText.grounding {
                    ListItem {
                        Label("") {
                            Input(type: .checkbox, name: "grounding")
                            Text(" \(item)")
                        }
                        .class("choice")
                    }
                }
            }
            .class("runbook-grounding")
        case .urge:
            return UrgeTimer()
        case .thoughtRecord:
            return Div {
                for (field, title) in ThoughtRecord.questions {
                    Div {
                        Label(title) { TextArea(name: field, numberOfRows: 2) }
                    }
                    .class("field")
                }
                Button { Text("Save to my journal") }.attribute(named: "type", value: "submit")
                    .attribute(named: "formaction", value: RunbooksRoutes.thoughtRecord.href(runbook.id).description)
                    .attribute(named: "formnovalidate", value: "formnovalidate")
            }
            .class("runbook-thought")
        case .intention:
            return Button { Text("Start a \(RunbookRules.intentionMinutes)-minute intention") }.attribute(named: "type", value: "submit")
                .attribute(named: "formaction", value: FocusRoutes.start.href.description)
                .attribute(named: "name", value: "what").attribute(
                    named: "value", value: step.text.isEmpty ? "One small step" : String(step.text.prefix(200)))
        case .contact:
            if let contact = page.detail.contact(of: step) {
                return RunbookContactLinks(contact: contact, today: page.today)
            }
            return Paragraph("Choose who to call from your contacts below.").class("hint")
        }
    }

    var uses: Component {
        Element(name: "section") {
            H2("When you used it")
            if page.recentUses.isEmpty {
                Paragraph("Not used yet. Each time you use it, how you felt before and after is kept here, for you alone.").class("hint")
            } else {
                Element(name: "ul") {
                    for use in page.recentUses {
                        ListItem {
                            Text("\(RunbookText.when(use.usedAt, zone: model.page.timeZone)) · ")
                            Text(
                                "\(use.before.map { "\($0.emoji) \($0.rawValue)" } ?? "–") → \(use.after.map { "\($0.emoji) \($0.rawValue)" } ?? "–")"
                            )
                            Text(" · \(use.stepIds.count) of \(page.detail.steps.count) steps")
                        }
                    }
                }
                .class("runbook-uses")
            }
        }
        .class("card")
        .id("uses")
    }
}

/// The "surf the urge" timer of a runbook step, also offered by "I got distracted" on the Focus
/// screen: runbook.js shows its buttons and runs five minutes, then asks whether the urge passed.
struct UrgeTimer: Component {
    var body: Component {
        Div {
            Paragraph("").class("runbook-clock").attribute(named: "data-part", value: "clock").attribute(
                named: "aria-live", value: "polite")
            Button { Text("Start 5 minutes") }.attribute(named: "type", value: "button").attribute(named: "data-action", value: "surf")
                .attribute(named: "hidden", value: "hidden")
            Div {
                Paragraph("Has it passed?")
                Button { Text("Yes, it passed") }.attribute(named: "type", value: "button").attribute(
                    named: "data-action", value: "passed")
                Button { Text("Not yet: 5 more minutes") }.attribute(named: "type", value: "button").attribute(
                    named: "data-action", value: "surf")
            }
            .class("runbook-passed").attribute(named: "data-part", value: "passed").attribute(named: "hidden", value: "hidden")
        }
        .class("runbook-timer")
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// A runbook's edit page: its name and warning signs, and its steps to change, move or delete,
/// with a form to add one. Plain forms and buttons, so it all works without JavaScript.
struct RunbookEditView: Component {
    /// A refused form's values: the runbook's (`stepId` nil), a step's, or the new step's ("new").
    struct Refused {
        var name = ""
        var warningSigns = ""
        var stepId: String? = nil
        var kind = ""
        var text = ""
        var error: AlmanacError? = nil
    }

    struct Model {
        var csrf: String
        var page: RunbookPageData
        var refused: Refused? = nil
    }
    var model: Model

    var detail: RunbookDetail { model.page.detail }
    var runbook: Runbook { detail.runbook }

    var body: Component {
        Div {
            Div {
                H1("Edit “\(runbook.name)”")
                Navigation {
                    Link("← Use this runbook", url: RunbooksRoutes.runbook.href(runbook.id))
                    Link("All runbooks", url: RunbooksRoutes.list.href)
                }
                .class("week-nav")
            }
            .class("page-head")
            RunbookSafetyLine(emergencyNumber: model.page.emergencyNumber)
            details
            steps
            Form(url: RunbooksRoutes.delete.href(runbook.id), method: .post) {
                CSRFField(token: model.csrf)
                Button { Text("Delete this runbook") }.attribute(named: "type", value: "submit").class("danger")
            }
            .class("inline")
        }
        .class("stack runbook-edit")
    }

    var details: Component {
        let refused = model.refused?.stepId == nil ? model.refused : nil
        return Form(url: RunbooksRoutes.runbook.href(runbook.id), method: .post) {
            ErrorSummary(error: refused?.error)
            CSRFField(token: model.csrf)
            Field(
                label: "Name", name: "name", value: refused?.name ?? runbook.name, required: true,
                error: errorMessage(refused?.error, for: "name"))
            Div {
                Label("Warning signs, one per line") {
                    TextArea(text: refused?.warningSigns ?? runbook.warningSigns, name: "warningSigns", numberOfRows: 4)
                }
                if let error = errorMessage(refused?.error, for: "warningSigns") { Paragraph(error).class("field-error") }
            }
            .class("field")
            SubmitRow(title: "Save")
        }
        .class("card")
    }

    var steps: Component {
        Element(name: "section") {
            H2("Steps")
            Element(name: "ol") {
                for (index, step) in detail.steps.enumerated() {
                    ListItem { stepForms(step, first: index == 0, last: index == detail.steps.count - 1) }.class("runbook-edit-step")
                }
            }
            .class("runbook-edit-steps")
            Element(name: "h3") { Text("Add a step") }
            let refused = model.refused?.stepId == "new" ? model.refused : nil
            Form(url: RunbooksRoutes.steps.href(runbook.id), method: .post) {
                ErrorSummary(error: refused?.error)
                CSRFField(token: model.csrf)
                stepFields(kind: refused?.kind ?? "text", text: refused?.text ?? "", breathing: nil, contactId: nil, error: refused?.error)
                SubmitRow(title: "Add step")
            }
        }
        .class("card")
        .id("steps")
    }

    func stepForms(_ step: RunbookStep, first: Bool, last: Bool) -> Component {
        let refused = model.refused?.stepId == step.id ? model.refused : nil
        return ComponentGroup {
            Form(url: RunbooksRoutes.step.href(runbook.id, step.id), method: .post) {
                ErrorSummary(error: refused?.error, id: "step-error-\(step.id)")
                CSRFField(token: model.csrf)
                stepFields(
                    kind: refused?.kind ?? step.kind, text: refused?.text ?? step.text, breathing: step.breathing,
                    contactId: step.contactId,
                    error: refused?.error)
                SubmitRow(title: "Save step")
            }
            Div {
                for (direction, label, shown) in [("up", "↑ Up", !first), ("down", "↓ Down", !last)] where shown {
                    Form(url: RunbooksRoutes.moveStep.href(runbook.id, step.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Input(type: .hidden, name: "direction", value: direction)
                        Button { Text(label) }.attribute(named: "type", value: "submit").attribute(
                            named: "aria-label", value: "Move step \(direction)")
                    }
                    .class("inline")
                }
                Form(url: RunbooksRoutes.deleteStep.href(runbook.id, step.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                }
                .class("inline")
            }
            .class("runbook-step-actions")
        }
    }

    /// The step's fields; the breathing and contact choices show only for their kind (CSS `:has`),
    /// and every field is there without it.
    func stepFields(kind: String, text: String, breathing: String?, contactId: String?, error: AlmanacError?) -> Component {
        Div {
            SelectField(
                label: "What the step is", name: "kind", options: RunbookStepKind.allCases.map { ($0.rawValue, $0.label) }, selected: kind,
                error: errorMessage(error, for: "kind"))
            Div {
                Label("Text") { TextArea(text: text, name: "text", numberOfRows: 2) }
                if let message = errorMessage(error, for: "text") { Paragraph(message).class("field-error") }
            }
            .class("field")
            Div {
                SelectField(
                    label: "Breathing (for a breathing step)", name: "breathing",
                    options: BreathingPattern.allCases.map { ($0.rawValue, $0.label) }, selected: breathing)
            }
            .class("runbook-if-breathing")
            Div {
                SelectField(
                    label: "Contact (for a contact step)", name: "contact",
                    options: [("", "Any of my contacts")] + model.page.contacts.map { ($0.id, "\($0.name) · \($0.phone)") },
                    selected: contactId, error: errorMessage(error, for: "contactId"))
            }
            .class("runbook-if-contact")
        }
        .class("runbook-step-fields")
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// /runbooks: the person's runbooks, the templates to start from, their contacts and their
/// emergency number. A notebook for one's own plans, not care.
struct RunbooksListView: Component {
    /// A refused form's values, shown again with the message.
    struct Refused {
        var name = ""
        var warningSigns = ""
        var contact: (name: String, phone: String, note: String, checkedOn: String)? = nil
        var error: AlmanacError? = nil
    }

    struct Model {
        var csrf: String
        var page: RunbooksListPageData
        var refused: Refused? = nil
    }
    var model: Model

    var page: RunbooksListPageData { model.page }
    func message(_ field: String) -> String? { errorMessage(model.refused?.error, for: field) }

    var body: Component {
        Div {
            Div {
                H1("Runbooks")
                Paragraph(
                    "Steps you write ahead of time for hard moments, so that in the moment you only have to follow them. A notebook for your own plans, not care."
                )
                .class("lead")
            }
            .class("page-head")
            RunbookSafetyLine(emergencyNumber: page.emergencyNumber)
            runbooks
            Paragraph { Link("Pacts: decide ahead how you will hold to what matters →", url: RunbooksRoutes.pacts.href) }
            templates
            RunbookContactsCard(contacts: page.contacts, today: page.today)
            contactForms
            emergency
        }
        .class("stack runbooks")
        .attribute(named: "data-widget", value: "runbook")
    }

    var runbooks: Component {
        Element(name: "section") {
            H2("Your runbooks")
            if page.runbooks.isEmpty {
                Paragraph("None yet. Start from a template below, or write your own.").class("empty")
            } else {
                Element(name: "ul") {
                    for runbook in page.runbooks {
                        ListItem {
                            Link(runbook.name, url: RunbooksRoutes.runbook.href(runbook.id)).class("button runbook-open")
                                .attribute(named: "data-runbook-page", value: "1")
                            Span("\(page.stepCounts[runbook.id] ?? 0) steps").class("hint")
                        }
                    }
                }
                .class("runbook-list")
            }
            Element(name: "details") {
                Element(name: "summary") { Text("Write a new runbook") }
                Form(url: RunbooksRoutes.list.href, method: .post) {
                    ErrorSummary(error: model.refused?.contact == nil ? model.refused?.error : nil)
                    CSRFField(token: model.csrf)
                    Field(
                        label: "Name", name: "name", value: model.refused?.name, required: true,
                        hint: "When I'm anxious, When I can't start…",
                        error: message("name"))
                    Div {
                        Label("Warning signs, one per line") {
                            TextArea(text: model.refused?.warningSigns ?? "", name: "warningSigns", numberOfRows: 3)
                        }
                        if let error = message("warningSigns") { Paragraph(error).class("field-error") }
                    }
                    .class("field")
                    SubmitRow(title: "Add and write its steps")
                }
            }
            .attribute(named: "open", value: model.refused?.contact == nil && model.refused?.error != nil ? "open" : nil)
        }
        .class("card")
    }

    var templates: Component {
        Element(name: "section") {
            H2("Start from a template")
            Element(name: "ul") {
                for template in RunbookTemplate.all {
                    ListItem {
                        Form(url: RunbooksRoutes.fromTemplate.href, method: .post) {
                            CSRFField(token: model.csrf)
                            Input(type: .hidden, name: "template", value: template.key)
                            Button { Text(template.name) }.attribute(named: "type", value: "submit")
                        }
                        .class("inline")
                        Span(template.summary).class("hint")
                    }
                }
            }
            .class("runbook-templates")
            Paragraph(
                "The safety plan follows the six steps of the Stanley–Brown Safety Planning Intervention. Almanac ships no phone numbers: enter your own people, professionals and crisis lines."
            )
            .class("hint")
        }
        .class("card")
    }

    var contactForms: Component {
        let refused = model.refused?.contact
        return Element(name: "section") {
            H2("Contacts")
            for contact in page.contacts {
                Element(name: "details") {
                    Element(name: "summary") { Text("Change \(contact.name)") }
                    Form(url: RunbooksRoutes.contact.href(contact.id), method: .post) {
                        CSRFField(token: model.csrf)
                        contactFields(
                            (contact.name, contact.phone, contact.note, contact.checkedOn?.description ?? ""), error: nil)
                        SubmitRow(title: "Save")
                    }
                    Form(url: RunbooksRoutes.deleteContact.href(contact.id), method: .post) {
                        CSRFField(token: model.csrf)
                        Button { Text("Delete \(contact.name)") }.attribute(named: "type", value: "submit").class("danger")
                    }
                    .class("inline")
                }
            }
            Form(url: RunbooksRoutes.contacts.href, method: .post) {
                ErrorSummary(error: refused == nil ? nil : model.refused?.error)
                CSRFField(token: model.csrf)
                contactFields(refused ?? ("", "", "", page.today.description), error: refused == nil ? nil : model.refused?.error)
                SubmitRow(title: "Add contact")
            }
        }
        .class("card")
        .id("contacts")
    }

    func contactFields(_ values: (name: String, phone: String, note: String, checkedOn: String), error: AlmanacError?) -> Component {
        ComponentGroup {
            Field(label: "Name", name: "name", value: values.name, required: true, error: errorMessage(error, for: "name"))
            Field(
                label: "Number", name: "phone", type: .tel, value: values.phone, required: true, error: errorMessage(error, for: "phone"),
                autocomplete: "tel")
            Field(
                label: "Note", name: "note", value: values.note, hint: "Who they are to you: my sister, my doctor, a crisis line.",
                error: errorMessage(error, for: "note"))
            Field(
                label: "Number last checked on", name: "checkedOn", type: .date, value: values.checkedOn,
                hint: "Numbers change: check them now and then.", error: errorMessage(error, for: "checkedOn"))
        }
    }

    var emergency: Component {
        Element(name: "section") {
            H2("Your emergency number")
            Paragraph("The number you would call in danger where you live. Almanac ships none: enter yours.").class("hint")
            Form(url: RunbooksRoutes.emergency.href, method: .post) {
                CSRFField(token: model.csrf)
                Field(label: "Emergency number", name: "emergencyNumber", type: .tel, value: page.emergencyNumber)
                SubmitRow(title: "Save")
            }
        }
        .class("card")
        .id("emergency")
    }
}

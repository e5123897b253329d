import AlmanacCore
import AlmanacStore
import Foundation

/// The templates, one form each; a new entry of a kind starts from its text. The daily review
/// is also the Today page's daily review module.
struct JournalTemplatesView: Component {
    var csrf: String
    var templates: [JournalTemplate]

    var body: Component {
        ComponentGroup {
            Div {
                H1("Journal templates")
                Paragraph("A new entry of a kind starts with its template’s text. Empty a template to put the standard text back.").class(
                    "lead")
                JournalNav()
            }
            .class("page-head")
            Div {
                for template in templates {
                    Element(name: "section") {
                        H2(template.kind.title)
                        if template.kind == .dailyReview {
                            Paragraph("The daily review is also the Today page’s daily review: write it in either place.").class("hint")
                        }
                        Form(url: JournalRoutes.templates.href, method: .post) {
                            CSRFField(token: csrf)
                            Input(type: .hidden, name: "kind", value: template.kind.rawValue)
                            Div {
                                Label("\(template.kind.title) template") { TextArea(text: template.text, name: "text", numberOfRows: 6) }
                            }
                            .class("field")
                            Div {
                                Button { Text("Save") }.attribute(named: "type", value: "submit").class("primary")
                                Link("Write one", url: JournalRoutes.newEntry.href(query: ["template": template.kind.rawValue]))
                            }
                            .class("actions")
                        }
                    }
                    .class("card")
                    .id(template.kind.rawValue)
                }
            }
            .class("stack")
        }
    }
}

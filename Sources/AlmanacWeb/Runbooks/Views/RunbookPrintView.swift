import AlmanacCore
import AlmanacStore
import Foundation

/// A runbook on one printable page: the steps, warning signs, contacts and emergency number, to
/// keep on paper or give to a trusted person (Almanac itself sends nothing).
struct RunbookPrintView: Component {
    var page: RunbookPageData

    var body: Component {
        let detail = page.detail
        return Element(name: "article") {
            H1(detail.runbook.name)
            RunbookSafetyLine(emergencyNumber: page.emergencyNumber)
            if !detail.runbook.warningSignList.isEmpty {
                H2("Warning signs")
                List(detail.runbook.warningSignList)
            }
            H2("Steps")
            Element(name: "ol") {
                for step in detail.steps {
                    ListItem {
                        if step.stepKind != .text { Element(name: "strong") { Text(step.stepKind.label) } }
                        if !step.text.isEmpty { Paragraph(step.text) }
                        if let hint = RunbookText.actionHint(step) { Paragraph(hint).class("hint") }
                        if let contact = detail.contact(of: step) { Paragraph("\(contact.name): \(contact.phone)") }
                    }
                }
            }
            if !page.contacts.isEmpty {
                H2("Contacts")
                Element(name: "ul") {
                    for contact in page.contacts {
                        ListItem {
                            Text("\(contact.name)\(contact.note.isEmpty ? "" : " (\(contact.note))"): \(contact.phone)")
                            Span(" · \(RunbookText.checked(contact.checkedOn, today: page.today))").class("hint")
                        }
                    }
                }
            }
            Paragraph {
                Link("← Back to the runbook", url: RunbooksRoutes.runbook.href(detail.runbook.id))
                Text(" · ")
                Link("Download as Markdown", url: RunbooksRoutes.markdown.href(detail.runbook.id))
            }
            .class("no-print")
        }
        .class("runbook-print card")
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

// The pieces every runbook page shows: the line for danger with the person's own emergency
// number, their contacts with call and text links, and the five-point feeling scale.

/// "If you are in danger now, call <their number>", or a prompt to enter one (none is shipped).
struct RunbookSafetyLine: Component {
    var emergencyNumber: String?

    var body: Component {
        Div {
            if let number = emergencyNumber {
                Paragraph {
                    Text("If you are in danger now, call ")
                    Link(number, url: Href(path: "tel:\(RunbookRules.dialable(number))")).class("runbook-danger-number")
                    Text(".")
                }
            } else {
                Paragraph {
                    Text("If you are in danger now, call your local emergency number. ")
                    Link("Enter your emergency number", url: RunbooksRoutes.list.href.fragment("emergency"))
                    Text(" so it is shown here.")
                }
            }
        }
        .class("runbook-danger")
        .attribute(named: "role", value: "note")
    }
}

/// The person's contacts: call and text links, and the day each number was last checked.
struct RunbookContactsCard: Component {
    var contacts: [RunbookContact]
    var today: LocalDay

    var body: Component {
        Element(name: "section") {
            H2("People to call or text")
            if contacts.isEmpty {
                Paragraph {
                    Text("No contacts yet. ")
                    Link("Add the people and lines you would reach out to", url: RunbooksRoutes.list.href.fragment("contacts"))
                    Text(".")
                }
                .class("hint")
            } else {
                Element(name: "ul") {
                    for contact in contacts { ListItem { RunbookContactLinks(contact: contact, today: today) } }
                }
                .class("runbook-contacts")
            }
        }
        .class("card runbook-contacts-card")
        .id("people")
    }
}

struct RunbookContactLinks: Component {
    var contact: RunbookContact
    var today: LocalDay

    var body: Component {
        Div {
            Span {
                Element(name: "strong") { Text(contact.name) }
                if !contact.note.isEmpty { Text(" · \(contact.note)") }
            }
            Span {
                Link("Call \(contact.phone)", url: Href(path: "tel:\(contact.dialable)")).class("button")
                Link("Text", url: Href(path: "sms:\(contact.dialable)")).class("button secondary")
                    .attribute(named: "aria-label", value: "Text \(contact.name)")
            }
            .class("runbook-contact-actions")
            Span(RunbookText.checked(contact.checkedOn, today: today)).class("hint")
        }
        .class("runbook-contact")
    }
}

/// One tap to a runbook from Today and from the running Focus screen's distraction log: a link
/// to each of the person's runbooks (the first four, then all of them), or to the list to write
/// one. No count, no nudge: it is there when it is needed.
struct RunbookShortcuts: Component {
    var runbooks: [Runbook]
    var prompt: String
    static let shown = 4

    var body: Component {
        Paragraph {
            Text("\(prompt) ")
            if runbooks.isEmpty {
                Link("Open a runbook", url: RunbooksRoutes.list.href)
            } else {
                for (index, runbook) in runbooks.prefix(Self.shown).enumerated() {
                    if index > 0 { Text(" · ") }
                    Link(runbook.name, url: RunbooksRoutes.runbook.href(runbook.id))
                }
                if runbooks.count > Self.shown {
                    Text(" · ")
                    Link("All runbooks", url: RunbooksRoutes.list.href)
                }
            }
        }
        .class("runbook-link")
    }
}

enum RunbookText {
    static func checked(_ day: LocalDay?, today: LocalDay) -> String {
        guard let day else { return "Number not checked yet" }
        if day == today { return "Checked today" }
        return "Checked \(Dates.withYear(day))"
    }

    /// What an action step does, in the page's words (the template's text goes above it).
    static func actionHint(_ step: RunbookStep) -> String? {
        switch step.stepKind {
        case .text: nil
        case .breathing:
            step.pattern == .box
                ? "Box breathing: in for four, hold for four, out for four, hold for four. Repeat for a minute or two."
                : "Cyclic sighing: breathe in through the nose, then a second short breath in on top, then a long slow breath out. Repeat for a minute or two."
        case .grounding: "Notice, one at a time:"
        case .urge: "Set a timer for five minutes. Notice the urge, where you feel it, how it rises and falls, without acting on it."
        case .thoughtRecord: "Write it down: the situation, the thought, the evidence, a kinder thought. It is saved in your journal."
        case .intention: "Pick one small thing and work on it for \(RunbookRules.intentionMinutes) minutes."
        case .contact: nil
        }
    }

    /// "Fri 27 Nov, 14:05" in the user's zone.
    static func when(_ date: Date, zone: TimeZone) -> String { Dates.instant(date, in: zone) }

    static let grounding = [
        "5 things you can see", "4 things you can touch", "3 things you can hear", "2 things you can smell", "1 thing you can taste",
    ]
}

import AlmanacCore
import AlmanacStore
import Foundation

/// A heading over its to-dos on a list's page, with what can be done to it: rename, move up or
/// down (its to-dos go with it), archive, delete (asking what happens to its to-dos).
struct HeadingHeader: Component {
    var heading: TaskHeading
    var csrf: String
    var isFirst: Bool
    var isLast: Bool

    var body: Component {
        Header {
            // With JavaScript the heading is dragged by this handle (its to-dos go with it); the
            // menu's ↑/↓ buttons do the same without it.
            Span("⠿").class("drag-handle heading-drag-handle").attribute(named: "aria-hidden", value: "true")
                .attribute(named: "title", value: "Drag to move the heading")
            H3(heading.title).class("section-title heading-title").id("heading-\(heading.id)")
            Element(name: "details") {
                Element(name: "summary") {
                    Span("⋯").attribute(named: "aria-hidden", value: "true")
                    Span("Heading “\(heading.title)”").class("visually-hidden")
                }
                Div {
                    Form(url: TasksRoutes.heading.href(heading.id), method: .post) {
                        CSRFField(token: csrf)
                        Label("Title") {
                            Input(type: .text, name: "title", value: heading.title, isRequired: true)
                                .attribute(named: "maxlength", value: "200")
                        }
                        Button("Rename").attribute(named: "type", value: "submit")
                    }
                    .class("heading-rename")
                    Form(url: TasksRoutes.moveHeading.href(heading.id), method: .post) {
                        CSRFField(token: csrf)
                        if !isFirst {
                            Button("↑ Up").attribute(named: "type", value: "submit").attribute(named: "name", value: "direction")
                                .attribute(named: "value", value: "up").accessibilityLabel("Move the heading “\(heading.title)” up")
                        }
                        if !isLast {
                            Button("↓ Down").attribute(named: "type", value: "submit").attribute(named: "name", value: "direction")
                                .attribute(named: "value", value: "down").accessibilityLabel("Move the heading “\(heading.title)” down")
                        }
                    }
                    .class("heading-order")
                    Form(url: TasksRoutes.heading.href(heading.id), method: .post) {
                        CSRFField(token: csrf)
                        Hidden("archived", "true")
                        Button("Archive").attribute(named: "type", value: "submit")
                    }
                    Form(url: TasksRoutes.deleteHeading.href(heading.id), method: .post) {
                        CSRFField(token: csrf)
                        Element(name: "fieldset") {
                            Element(name: "legend") { Text("Delete “\(heading.title)”: its to-dos") }
                            Element(name: "label") {
                                Input(type: .radio, name: "tasks", value: HeadingDeletion.keepTasks.rawValue)
                                    .attribute(named: "required", value: "required")
                                Text(" stay in the list")
                            }
                            .class("inline-check")
                            Element(name: "label") {
                                Input(type: .radio, name: "tasks", value: HeadingDeletion.deleteTasks.rawValue)
                                Text(" are deleted too")
                            }
                            .class("inline-check")
                        }
                        Button("Delete heading").attribute(named: "type", value: "submit").class("danger")
                    }
                }
                .class("heading-actions card")
            }
            .class("heading-menu")
        }
        .class("heading-head")
    }
}

/// Below a list's to-dos: a new heading, and the archived headings to bring back.
struct HeadingForms: Component {
    var list: TaskList
    var archived: [TaskHeading]
    var csrf: String

    var body: Component {
        ComponentGroup {
            Element(name: "details") {
                Element(name: "summary") { Text("+ New heading") }
                Form(url: TasksRoutes.addHeading.href(list.id), method: .post) {
                    CSRFField(token: csrf)
                    Label("Heading") {
                        Input(type: .text, name: "title", isRequired: true, placeholder: "Kitchen").attribute(
                            named: "maxlength", value: "200")
                    }
                    Button("Add heading").attribute(named: "type", value: "submit").class("primary")
                }
            }
            .class("new-heading")
            if !archived.isEmpty {
                Element(name: "details") {
                    Element(name: "summary") { Text("Archived headings (\(archived.count))") }
                    Element(name: "ul") {
                        for heading in archived {
                            ListItem {
                                Span(heading.title)
                                Form(url: TasksRoutes.heading.href(heading.id), method: .post) {
                                    CSRFField(token: csrf)
                                    Hidden("archived", "false")
                                    Button("Bring back").attribute(named: "type", value: "submit").class("small")
                                        .accessibilityLabel("Bring back the heading “\(heading.title)”")
                                }
                            }
                        }
                    }
                }
                .class("archived-headings")
            }
        }
    }
}

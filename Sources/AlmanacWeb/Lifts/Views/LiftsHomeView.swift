import AlmanacCore
import AlmanacStore
import Foundation

/// /lifts: start lifting, today's sets, the templates, the history of sessions.
struct LiftsHomeView: Component {
    struct Model {
        var csrf: String
        var page: LiftsHomePageData
        /// The template form as typed (kept after a refusal).
        var templateForm: FormData
        var error: AlmanacError?
    }
    var model: Model

    var today: [LiftSessionWithSets] { model.page.sessions.filter { $0.session.day == model.page.today.description } }
    var earlier: [LiftSessionWithSets] { model.page.sessions.filter { $0.session.day != model.page.today.description } }

    var body: Component {
        Div {
            Header {
                H1("Lifts")
                Paragraph("Clip the sensor on the bar, pick the lift and load, lift, and read your reps, bar speed and advice.").class(
                    "lead")
                Div {
                    Link("Start lifting", url: LiftsRoutes.record.href).class("button primary big").id("start-lifting")
                    Link("Load–velocity profile", url: LiftsRoutes.profile.href).class("button")
                }
                .class("actions")
            }
            Element(name: "section") {
                H2("Today")
                if today.isEmpty {
                    Paragraph("No sets yet today. Start lifting, or upload a stream from the clip.").class("empty")
                } else {
                    for session in today { sessionCard(session) }
                }
            }
            .class("stack")
            .id("today")
            templates
            Element(name: "section") {
                H2("History")
                if earlier.isEmpty {
                    Paragraph("Earlier sessions show here with each set's reps, best speed and velocity loss.").class("empty")
                } else {
                    for session in earlier { sessionCard(session) }
                }
            }
            .class("stack")
            .id("history")
        }
        .class("stack lifts")
    }

    func sessionCard(_ session: LiftSessionWithSets) -> Component {
        Element(name: "article") {
            H3 {
                Link(session.session.name, url: LiftsRoutes.session.href(session.session.id))
                Span(" · \(session.session.day)").class("muted")
            }
            if session.sets.isEmpty {
                Paragraph("No sets yet.").class("empty")
            } else {
                Element(name: "ul") {
                    for set in session.sets { LiftSetRow(set: set) }
                }
                .class("lift-sets")
            }
            Link("Record a set here", url: LiftsRoutes.record.href(query: ["session": session.session.id])).class("button")
        }
        .class("card lift-session")
    }

    var templates: Component {
        Element(name: "section") {
            H2("Templates")
            if model.page.templates.isEmpty {
                Paragraph("A template fills in the lift, load and goal reps: “Squat 5×5 @ 100 kg”.").class("empty")
            } else {
                Element(name: "ul") {
                    for template in model.page.templates {
                        ListItem {
                            Link(url: LiftsRoutes.record.href(query: ["template": template.id])) {
                                Text("Start: \(template.name)")
                            }
                            .class("button")
                            Form(url: LiftsRoutes.deleteTemplate.href(template.id), method: .post) {
                                CSRFField(token: model.csrf)
                                Button { Text("Delete") }.attribute(named: "type", value: "submit").class("link-button danger")
                                    .attribute(named: "aria-label", value: "Delete the template \(template.name)")
                            }
                            .class("inline")
                        }
                    }
                }
                .class("lift-templates")
            }
            Element(name: "details") {
                Element(name: "summary") { Text("New template") }
                Form(url: LiftsRoutes.templates.href, method: .post) {
                    CSRFField(token: model.csrf)
                    ErrorSummary(error: model.error)
                    Field(
                        label: "Name (optional)", name: "name", value: model.templateForm["name"],
                        error: errorMessage(model.error, for: "name"))
                    SelectField(
                        label: "Lift", name: "lift", options: LiftsFormat.liftOptions, selected: model.templateForm["lift"],
                        error: errorMessage(model.error, for: "lift"))
                    Field(
                        label: "Load (kg)", name: "load", value: model.templateForm["load"], required: true,
                        error: errorMessage(model.error, for: "load"),
                        inputmode: "decimal")
                    Field(
                        label: "Goal reps", name: "goalReps", type: .number, value: model.templateForm["goalReps"], required: true,
                        error: errorMessage(model.error, for: "goalReps"))
                    Field(
                        label: "Sets", name: "sets", type: .number, value: model.templateForm["sets"] ?? "1",
                        error: errorMessage(model.error, for: "sets"))
                    SubmitRow(title: "Add template")
                }
            }
            .attribute(named: "open", value: model.error == nil ? nil : "open")
        }
        .class("card")
        .id("templates")
    }
}

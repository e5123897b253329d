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
        /// The template whose edit form was refused (nil: the new-template form, when `error` is set).
        var editing: String?
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
                    Link("Lift settings", url: LiftsRoutes.settings.href).class("button")
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
                Span(" · \(Dates.stored(session.session.day))").class("muted")
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
                    for (index, template) in model.page.templates.enumerated() {
                        templateRow(template, first: index == 0, last: index == model.page.templates.count - 1)
                    }
                }
                .class("lift-templates")
            }
            Element(name: "details") {
                Element(name: "summary") { Text("New template") }
                Form(url: LiftsRoutes.templates.href, method: .post) {
                    CSRFField(token: model.csrf)
                    templateFields(
                        refused: model.editing == nil ? model.error : nil, values: model.editing == nil ? model.templateForm : nil)
                    SubmitRow(title: "Add template")
                }
            }
            .attribute(named: "open", value: model.error != nil && model.editing == nil ? "open" : nil)
        }
        .class("card")
        .id("templates")
    }

    /// A template: start it, move it up or down (plain forms, like the Tasks lists), change it in
    /// a folded form, delete it.
    func templateRow(_ template: LiftTemplate, first: Bool, last: Bool) -> Component {
        let refused = model.editing == template.id ? model.error : nil
        return ListItem {
            Link(url: LiftsRoutes.record.href(query: ["template": template.id])) { Text("Start: \(template.name)") }
                .class("button lift-template-start")
            Div {
                if !first { moveForm(template, up: true) }
                if !last { moveForm(template, up: false) }
            }
            .class("lift-template-moves")
            Element(name: "details") {
                Element(name: "summary") { Text("Edit") }.attribute(named: "aria-label", value: "Edit the template \(template.name)")
                Form(url: LiftsRoutes.template.href(template.id), method: .post) {
                    CSRFField(token: model.csrf)
                    templateFields(
                        refused: refused,
                        values: refused == nil
                            ? FormData([
                                ("name", template.name), ("lift", template.kind.rawValue), ("load", NumberText.plain(template.loadKg)),
                                ("goalReps", String(template.goalReps)), ("sets", String(template.sets)),
                            ]) : model.templateForm)
                    SubmitRow(title: "Save template")
                }
                Form(url: LiftsRoutes.deleteTemplate.href(template.id), method: .post) {
                    CSRFField(token: model.csrf)
                    Button { Text("Delete") }.attribute(named: "type", value: "submit").class("link-button danger")
                        .attribute(named: "aria-label", value: "Delete the template \(template.name)")
                }
                .class("inline")
            }
            .class("lift-template-edit")
            .attribute(named: "open", value: refused == nil ? nil : "open")
        }
        .id("template-\(template.id)")
    }

    func moveForm(_ template: LiftTemplate, up: Bool) -> Component {
        Form(url: LiftsRoutes.moveTemplate.href(template.id), method: .post) {
            CSRFField(token: model.csrf)
            Hidden("direction", up ? "up" : "down")
            Button(up ? "↑" : "↓").attribute(named: "type", value: "submit").class("move")
                .accessibilityLabel("Move \(template.name) \(up ? "up" : "down")")
        }
        .class("move-form")
    }

    /// The fields of a template form; `values` as typed or stored (nil: a blank new form).
    func templateFields(refused: AlmanacError?, values: FormData?) -> Component {
        let values = values ?? FormData([])
        return ComponentGroup {
            ErrorSummary(error: refused)
            Field(
                label: "Name (optional)", name: "name", value: values["name"], hint: "Blank: made from the numbers.",
                error: errorMessage(refused, for: "name"))
            SelectField(
                label: "Lift", name: "lift", options: LiftsFormat.liftOptions, selected: values["lift"],
                error: errorMessage(refused, for: "lift"))
            Field(
                label: "Load (kg)", name: "load", value: values["load"], required: true, error: errorMessage(refused, for: "load"),
                inputmode: "decimal")
            Field(
                label: "Goal reps", name: "goalReps", type: .number, value: values["goalReps"], required: true,
                error: errorMessage(refused, for: "goalReps"))
            Field(label: "Sets", name: "sets", type: .number, value: values["sets"] ?? "1", error: errorMessage(refused, for: "sets"))
        }
    }
}

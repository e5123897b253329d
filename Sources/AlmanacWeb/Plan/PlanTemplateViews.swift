import AlmanacCore
import AlmanacStore
import Foundation

/// The Plan page's templates: save the day (or its week) under a name, and each template with
/// what it holds, "Apply" to the day shown (a week's template: to its week) and "Delete".
struct PlanTemplates: Component {
    var page: PlanPageData
    var csrf: String

    var body: Component {
        let day = page.day
        return Element(name: "section") {
            H2("Templates")
            if page.templates.isEmpty {
                Paragraph("Save a day you like as a template (a “Monday”) and apply it to another day in one step.").class("hint")
            } else {
                Element(name: "ul") {
                    for saved in page.templates { item(saved, day: day) }
                }
                .class("tokens plan-templates")
            }
            Form(url: PlanRoutes.templates.href, method: .post) {
                CSRFField(token: csrf)
                Input(type: .hidden, name: "day", value: day.description)
                Field(label: "Name", name: "name", required: true, hint: "A template of the same name is replaced.")
                SelectField(
                    label: "Save", name: "scope",
                    options: [("day", "This day's blocks"), ("week", "This week's blocks")], selected: "day")
                SubmitRow(title: "Save as a template")
            }
            .class("stack")
        }
        .class("plan-templates-part stack").id("templates")
    }

    func item(_ saved: PlanTemplateWithBlocks, day: LocalDay) -> Component {
        let template = saved.template
        let isWeek = template.templateScope == .week
        let target = isWeek ? "this week" : day.weekdayName
        return ListItem {
            Span(template.name).class("token-name")
            Span("\(isWeek ? "a week" : "a day") · \(PlanTemplateText.count(saved.blocks.count))").class("hint")
            Form(url: PlanRoutes.applyTemplate.href(template.id), method: .post) {
                CSRFField(token: csrf)
                Input(type: .hidden, name: "day", value: day.description)
                Button { Text("Apply to \(target)") }.attribute(named: "type", value: "submit").class("primary")
                    .attribute(named: "aria-label", value: "Apply “\(template.name)” to \(target)")
            }
            .class("inline")
            Form(url: PlanRoutes.deleteTemplate.href(template.id), method: .post) {
                CSRFField(token: csrf)
                Input(type: .hidden, name: "day", value: day.description)
                Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                    .attribute(named: "aria-label", value: "Delete the template “\(template.name)”")
            }
            .class("inline")
        }
    }
}

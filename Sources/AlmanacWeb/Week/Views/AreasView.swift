import AlmanacCore
import AlmanacStore
import Foundation

struct AreasView: Component {
    struct Model {
        var csrf: String
        var areas: [Area]
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        let active = model.areas.filter { !$0.archived }
        let archived = model.areas.filter(\.archived)
        return ComponentGroup {
            H1("Areas of focus")
            ErrorSummary(error: model.error)
            Div {
                if model.areas.isEmpty {
                    Element(name: "section") {
                        Form(url: WeekRoutes.suggestedAreas.href, method: .post) {
                            CSRFField(token: model.csrf)
                            Input(type: .hidden, name: "next", value: WeekRoutes.areas.href.description)
                            Paragraph("Start with Career, Family, Health, Friends, Chores and Play?")
                            Div {
                                Button { Text("Add the six suggested areas") }.attribute(named: "type", value: "submit").class("primary")
                            }.class("actions")
                        }
                    }
                    .class("card")
                }
                if !active.isEmpty {
                    Element(name: "section") {
                        List(active) { area in
                            ListItem {
                                Element(name: "details") {
                                    Element(name: "summary") { AreaChip(area: area) }
                                    Form(url: WeekRoutes.area.href(area.id), method: .post) {
                                        CSRFField(token: model.csrf)
                                        Field(label: "Name", name: "name", value: area.name, required: true)
                                        Field(label: "Emoji", name: "icon", value: (area.icon ?? ""))
                                        Field(label: "Colour", name: "color", type: .color, value: area.color)
                                        SubmitRow(title: "Save")
                                    }
                                }
                                Div {
                                    Form(url: WeekRoutes.moveArea.href(area.id), method: .post) {
                                        CSRFField(token: model.csrf)
                                        Button { Text("↑") }.attribute(named: "type", value: "submit").attribute(
                                            named: "name", value: "direction"
                                        ).attribute(named: "value", value: "up")
                                            .attribute(named: "aria-label", value: "Move \(area.name) up")
                                        Button { Text("↓") }.attribute(named: "type", value: "submit").attribute(
                                            named: "name", value: "direction"
                                        ).attribute(named: "value", value: "down")
                                            .attribute(named: "aria-label", value: "Move \(area.name) down")
                                    }
                                    .class("inline")
                                    Form(url: WeekRoutes.area.href(area.id), method: .post) {
                                        CSRFField(token: model.csrf)
                                        Input(type: .hidden, name: "archived", value: "true")
                                        Button { Text("Archive") }.attribute(named: "type", value: "submit").attribute(
                                            named: "aria-label", value: "Archive \(area.name)")
                                    }
                                    .class("inline")
                                }
                                .class("area-actions")
                            }
                        }
                        .class("areas")
                    }
                    .class("card")
                }
                Element(name: "section") {
                    H2("Add an area")
                    Form(url: WeekRoutes.areas.href, method: .post) {
                        CSRFField(token: model.csrf)
                        Field(label: "Name", name: "name", required: true, error: errorMessage(model.error, for: "name"))
                        Field(label: "Emoji (optional)", name: "icon", error: errorMessage(model.error, for: "icon"))
                        Field(
                            label: "Colour", name: "color", type: .color, value: "#2f6f5e", error: errorMessage(model.error, for: "color")
                        )
                        SubmitRow(title: "Add area")
                    }
                }
                .class("card")
                if !archived.isEmpty {
                    Element(name: "section") {
                        H2("Archived")
                        List(archived) { area in
                            ListItem {
                                AreaChip(area: area)
                                Form(url: WeekRoutes.area.href(area.id), method: .post) {
                                    CSRFField(token: model.csrf)
                                    Input(type: .hidden, name: "archived", value: "false")
                                    Button { Text("Restore") }.attribute(named: "type", value: "submit")
                                }
                                .class("inline")
                            }
                        }
                        .class("areas")
                    }
                    .class("card")
                }
            }
            .class("stack")
        }
    }
}

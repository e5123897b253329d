import AlmanacCore
import AlmanacStore
import Foundation

struct FocusHistoryView: Component {
    struct Model {
        var csrf: String
        var zone: TimeZone
        var dayStartHour: Int
        var today: LocalDay
        var first: LocalDay
        var last: LocalDay
        var filter: IntentionFilter
        var intentions: [Intention]
        var tags: [String]
        var areas: [Area]
        var presence: [DayPresenceDetail]
    }
    var model: Model

    var body: Component {
        let byDay = Dictionary(grouping: model.intentions) {
            LocalDay(containing: $0.startedAt, in: model.zone, dayStartHour: model.dayStartHour)
        }
        let days = byDay.keys.sorted(by: >)
        let earlier = model.first.adding(days: -7)
        let span = model.first.days(to: model.last)
        return ComponentGroup {
            H1("Intention history")
            Form(url: FocusRoutes.history.href, method: .get) {
                Input(type: .hidden, name: "from", value: model.first.description)
                Input(type: .hidden, name: "to", value: model.last.description)
                Div {
                    SelectField(
                        label: "Tag", name: "tag", options: [("", "Any tag")] + model.tags.map { ($0, "#\($0)") },
                        selected: model.filter.tag)
                    SelectField(
                        label: "Area", name: "area", options: [("", "Any area")] + model.areas.map { ($0.id, $0.label) },
                        selected: model.filter.areaId)
                    SelectField(
                        label: "Feeling", name: "feeling",
                        options: [("", "Any feeling")] + Feeling.allCases.map { ($0.rawValue, "\($0.emoji) \($0.rawValue)") },
                        selected: model.filter.feeling?.rawValue)
                }
                .class("filters")
                Div { Button { Text("Filter") }.attribute(named: "type", value: "submit") }.class("actions")
            }
            .class("card")
            Element(name: "section") {
                H2("Presence, \(SystemText.dayMonth(model.presence.first?.day ?? model.first)) – \(SystemText.dayMonth(model.last))")
                SystemCharts.days(model.presence)
            }
            .class("card")
            if days.isEmpty {
                Paragraph(
                    "No intentions from \(SystemText.dayMonth(model.first)) to \(SystemText.dayMonth(model.last))\(model.filter == IntentionFilter() ? "" : " with these filters")."
                ).class("empty")
            }
            for day in days {
                Element(name: "section") {
                    H2(SystemText.dayTitle(day))
                    List(byDay[day]!.reversed()) {
                        IntentionRow(
                            intention: $0, zone: model.zone, areas: model.areas, csrf: model.csrf,
                            next: FocusRoutes.history.href(query: ["from": model.first.description, "to": model.last.description]))
                    }
                    .class("intentions")
                }
                .class("card history-day")
            }
            Paragraph {
                Link(
                    "← Earlier",
                    url: FocusRoutes.history.href(query: ["from": earlier.description, "to": model.first.adding(days: -1).description]))
                if model.last < model.today {
                    Text(" · ")
                    Link(
                        "Later →",
                        url: FocusRoutes.history.href(query: [
                            "from": model.last.adding(days: 1).description, "to": model.last.adding(days: span + 1).description,
                        ]))
                }
            }
            .class("pager")
        }
    }
}

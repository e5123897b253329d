import AlmanacCore
import AlmanacStore
import Foundation

// MARK: - Manage timelines

struct TimelinesManageView: Component {
    struct Model {
        var csrf: String
        var timelines: [Timeline]
        var counts: [String: Int]
        /// The form that was refused: its timeline (nil for the new one), the values typed, the error.
        var refused: Refused?
    }

    struct Refused {
        var timelineId: String?
        var name: String
        var icon: String
        var color: String
        var error: AlmanacError
    }

    var model: Model

    /// The values a form shows: those typed into it when it was refused.
    func refused(_ timelineId: String?) -> Refused? {
        guard let refused = model.refused, refused.timelineId == timelineId else { return nil }
        return refused
    }

    func message(_ timelineId: String?, _ field: String) -> String? { errorMessage(refused(timelineId)?.error, for: field) }

    var body: Component {
        Div {
            H1("Manage timelines")
            Paragraph { Link("← Back to the list", url: TimelinesRoutes.list.href) }
            Element(name: "section") {
                H2("New timeline")
                Form(url: TimelinesRoutes.manage.href, method: .post) {
                    ErrorSummary(error: refused(nil)?.error)
                    CSRFField(token: model.csrf)
                    Div {
                        Field(
                            label: "Name", name: "name", value: refused(nil)?.name, required: true, hint: "Homes, Work, Devices, Health…",
                            error: message(nil, "name"))
                        Field(
                            label: "Emoji", name: "icon", value: refused(nil)?.icon, hint: "Optional, one emoji.",
                            error: message(nil, "icon"))
                        Field(
                            label: "Colour", name: "color", type: .color,
                            value: refused(nil)?.color
                                ?? AppDatabase.timelineColors[model.timelines.count % AppDatabase.timelineColors.count],
                            error: message(nil, "color"))
                    }
                    .class("tl-timeline-fields")
                    SubmitRow(title: "Create timeline")
                }
            }
            .class("card")
            if model.timelines.isEmpty {
                Paragraph("No timelines yet.").class("empty")
            }
            for (index, timeline) in model.timelines.enumerated() {
                Element(name: "section") {
                    H2 {
                        TimelineChip(timeline: timeline)
                        Span(
                            " · \(TimelinesController.counted(model.counts[timeline.id] ?? 0, "event"))\(timeline.archived ? " · archived" : "")"
                        ).class("hint")
                    }
                    Form(url: TimelinesRoutes.timeline.href(timeline.id), method: .post) {
                        let typed = refused(timeline.id)
                        ErrorSummary(error: typed?.error, id: "form-error-\(timeline.id)")
                        CSRFField(token: model.csrf)
                        Div {
                            Field(
                                label: "Name", name: "name", value: typed?.name ?? timeline.name, required: true,
                                error: message(timeline.id, "name"))
                            Field(label: "Emoji", name: "icon", value: typed?.icon ?? timeline.icon, error: message(timeline.id, "icon"))
                            Field(
                                label: "Colour", name: "color", type: .color, value: typed?.color ?? timeline.color,
                                error: message(timeline.id, "color"))
                        }
                        .class("tl-timeline-fields")
                        Div {
                            Element(name: "label") {
                                Input(type: .checkbox, name: "archived", value: "1").attribute(
                                    named: "checked", value: timeline.archived ? "checked" : nil)
                                Text(" Archived (hidden from the list unless chosen)")
                            }
                        }
                        .class("field checkbox")
                        SubmitRow(title: "Save")
                    }
                    Div {
                        if index > 0 {
                            moveButton(timeline, "up", "↑ Move up")
                        }
                        if index < model.timelines.count - 1 {
                            moveButton(timeline, "down", "↓ Move down")
                        }
                        Link("CSV", url: TimelinesRoutes.export.href(timeline.id, query: ["format": "csv"])).class("button")
                        Link(".ics", url: TimelinesRoutes.export.href(timeline.id, query: ["format": "ics"])).class("button")
                        Form(url: TimelinesRoutes.deleteTimeline.href(timeline.id), method: .post) {
                            CSRFField(token: model.csrf)
                            Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                                .attribute(named: "aria-label", value: "Delete \(timeline.name) and its events")
                        }
                        .class("inline")
                    }
                    .class("actions")
                }
                .class("card")
            }
        }
        .class("stack tl-manage")
    }

    func moveButton(_ timeline: Timeline, _ direction: String, _ title: String) -> Component {
        Form(url: TimelinesRoutes.moveTimeline.href(timeline.id), method: .post) {
            CSRFField(token: model.csrf)
            Input(type: .hidden, name: "direction", value: direction)
            Button { Text(title) }.attribute(named: "type", value: "submit")
                .attribute(named: "aria-label", value: "Move \(timeline.name) \(direction)")
        }
        .class("inline")
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

// MARK: - The event form

struct TimelineEventForm: Component {
    struct Values {
        var eventId: String?
        var timelineId = ""
        var newTimeline = ""
        var title = ""
        var start = ""
        var end = ""
        var ongoing = false
        var tags = ""
        var notes = ""

        init() {}

        init(_ event: TimelineEvent) {
            eventId = event.id
            timelineId = event.timelineId
            title = event.title
            start = event.start.text
            end = event.end?.text ?? ""
            ongoing = event.ongoing
            tags = event.tags.joined(separator: ", ")
            notes = event.notes ?? ""
        }

        // `init(form:)` and `input()`: TimelinesFields.swift.
    }

    struct Model {
        var csrf: String
        var timelines: [Timeline]
        var values: Values
        var error: AlmanacError?
    }
    var model: Model

    func message(_ field: String) -> String? { errorMessage(model.error, for: field) }

    var body: Component {
        let values = model.values
        let action = values.eventId.map { TimelinesRoutes.event.href($0) } ?? TimelinesRoutes.events.href
        return Div {
            H1(values.eventId == nil ? "Add an event" : "Edit event")
            Form(url: action, method: .post) {
                ErrorSummary(error: model.error)
                CSRFField(token: model.csrf)
                Field(label: "Title", name: "title", value: values.title, required: true, error: message("title"))
                if !model.timelines.isEmpty {
                    SelectField(
                        label: "Timeline", name: "timelineId", options: model.timelines.map { ($0.id, $0.label) },
                        selected: values.timelineId)
                }
                Field(
                    label: model.timelines.isEmpty ? "Timeline" : "Or a new timeline", name: "newTimeline",
                    value: values.newTimeline,
                    hint: model.timelines.isEmpty
                        ? "Name your first timeline, e.g. Homes, Work or Life." : "Leave empty to use the timeline above.",
                    error: message("newTimeline") ?? message("timeline") ?? message("name") ?? message("timelineId"))
                Div {
                    Field(
                        label: "Start", name: "start", value: values.start, required: true,
                        hint: "A year (2015), a month (2015-06) or a day (2015-06-25); ~2015 if approximate.", error: message("start"),
                        inputmode: "numeric")
                    Field(
                        label: "End", name: "end", value: values.end,
                        hint: "Optional; the same forms. Leave empty for a single date.",
                        error: message("end"), inputmode: "numeric")
                }
                .class("tl-date-fields")
                Div {
                    Element(name: "label") {
                        Input(type: .checkbox, name: "ongoing", value: "1").attribute(
                            named: "checked", value: values.ongoing ? "checked" : nil)
                        Text(" Ongoing (started, not ended)")
                    }
                }
                .class("field checkbox")
                Field(label: "Tags", name: "tags", value: values.tags, hint: "Separated by commas.", error: message("tags"))
                Div {
                    Label("Notes") {
                        TextArea(text: values.notes, name: "notes", numberOfRows: 6)
                    }
                    Paragraph("Markdown: **bold**, *italic*, [links](https://…), lists.").class("hint")
                    if let error = message("notes") { Paragraph(error).class("field-error").id("notes-error") }
                }
                .class("field")
                Div {
                    Button { Text(values.eventId == nil ? "Add event" : "Save") }.attribute(named: "type", value: "submit").class("primary")
                    Link("Cancel", url: values.eventId.map { TimelinesRoutes.event.href($0) } ?? TimelinesRoutes.list.href).class("button")
                }
                .class("actions")
            }
        }
        .class("card narrow tl-form")
    }
}

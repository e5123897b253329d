import AlmanacCore
import AlmanacStore
import Foundation

// The Timelines forms, each read once (`FormReader`): every field checked, every wrong one
// reported. The Store checks names, icons and colours, and that a timeline exists.

/// A timeline's form (`TimelinesRoutes.timelines` to create, `TimelinesRoutes.timeline` to save),
/// shown again as typed when refused.
struct TimelineFields {
    /// Absent on a save: the name is kept.
    var name: String?
    var icon: String?
    var color: String?
    var archived: Bool

    init(_ form: FormData) {
        let fields = FormReader(form)
        name = fields.raw("name")
        icon = fields.raw("icon")
        color = fields.optional("color")
        archived = TimelineListParameters.flag(fields.raw("archived"))
    }

    /// The form as typed, with the refusal, to show it again.
    func refused(timelineId: String?, error: AlmanacError) -> TimelinesManageView.Refused {
        TimelinesManageView.Refused(timelineId: timelineId, name: name ?? "", icon: icon ?? "", color: color ?? "", error: error)
    }
}

/// A saved query's name (`TimelinesRoutes.queries`); the filter is read by `TimelineListParameters`.
struct TimelineQueryFields {
    var name: String

    init(_ form: FormData) { name = FormReader(form).text("name") }
}

/// The CSV pasted to import (`TimelinesRoutes.importPreview`, `TimelinesRoutes.importConfirm`).
struct TimelineImportFields {
    var csv: String

    init(_ form: FormData) { csv = FormReader(form).text("csv") }
}

/// The event form (`TimelinesRoutes.events`, `TimelinesRoutes.event`), read as typed; `input`
/// checks every field and names every wrong one.
extension TimelineEventForm.Values {
    init(form: FormData) {
        let fields = FormReader(form)
        timelineId = fields.text("timelineId")
        newTimeline = fields.text("newTimeline")
        title = fields.text("title")
        start = fields.text("start")
        end = fields.text("end")
        ongoing = TimelineListParameters.flag(fields.raw("ongoing"))
        tags = fields.text("tags")
        notes = fields.text("notes").replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The event typed; `requiresTimeline`: a new event needs a timeline chosen or named.
    func input(requiresTimeline: Bool = false) throws -> TimelineEventInput {
        // The values were read by `init(form:)`; this reader of no form keeps their problems.
        var fields = FormReader(FormData([]))
        if requiresTimeline, TimelinesFormat.nonBlank(newTimeline) == nil, timelineId.isEmpty {
            fields.refuse("timelineId", "Choose a timeline or name a new one.")
        }
        let (title, start, end) = (title, start, end)
        let checkedTitle = fields.check("title") { try Validate.title(title) } ?? ""
        let from = fields.check("start") { try PartialDate(parsing: start, field: "start") }
        let to = fields.check("end") { try TimelinesFormat.nonBlank(end).map { try PartialDate(parsing: $0, field: "end") } } ?? nil
        try fields.finish()
        guard let from else { throw AlmanacError.invalid("start", "The start could not be read.") }
        let tags = tags.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
        return TimelineEventInput(
            title: checkedTitle, notes: TimelinesFormat.nonBlank(notes) == nil ? nil : notes, tags: tags, start: from, end: to,
            ongoing: ongoing)
    }
}

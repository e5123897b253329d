import AlmanacCore
import AlmanacStore
import Foundation

/// A timeline's name with its colour and emoji.
struct TimelineChip: Component {
    var timeline: Timeline?

    var body: Component {
        Span {
            Span("").class("tl-dot").attribute(named: "style", value: "background:\(timeline?.color ?? "#888")")
                .attribute(named: "aria-hidden", value: "true")
            Text(timeline?.label ?? "Unknown timeline")
        }
        .class("tl-chip")
    }
}

/// The symbol of a row type, with words for screen readers.
struct TimelineRowSymbol: Component {
    var kind: TimelineRow.Kind

    static func symbol(_ kind: TimelineRow.Kind) -> String {
        switch kind {
        case .start: "▶"
        case .end: "■"
        case .single: "●"
        case .ongoing: "⟳"
        }
    }

    static func words(_ kind: TimelineRow.Kind) -> String {
        switch kind {
        case .start: "Started"
        case .end: "Ended"
        case .single: "On this date"
        case .ongoing: "Ongoing"
        }
    }

    var body: Component {
        Span {
            Span(Self.symbol(kind)).attribute(named: "aria-hidden", value: "true")
            Span(Self.words(kind) + ": ").class("visually-hidden")
        }
        .class("tl-symbol tl-\(kind.rawValue)")
        .attribute(named: "title", value: Self.words(kind))
    }
}

// MARK: - The list

struct TimelinesListView: Component {
    struct Model {
        var csrf: String
        var parameters: TimelineListParameters
        var selection: TimelineSelection
        var rows: [TimelineRow]
        var queries: [TimelineQuery]
        var activeQuery: TimelineQuery?
        var pivot: TimelineEvent?
        var error: AlmanacError?
    }
    var model: Model

    var parameters: TimelineListParameters { model.parameters }

    var body: Component {
        Div {
            Div {
                H1(model.activeQuery.map { "Timelines: \($0.name)" } ?? "Timelines")
                Div {
                    Link("Add event", url: addURL).class("button primary")
                    Link("Graph", url: TimelineListParameters(filter: parameters.filter).url("/timelines/graph")).class("button")
                }
                .class("actions")
            }
            .class("tl-head")
            if let error = model.error {
                Paragraph(error.message).class("flash error").attribute(named: "role", value: "alert")
            }
            Div {
                Element(name: "section") {
                    toggles
                    timelineChips
                    filters
                    if let pivot = model.pivot {
                        Paragraph {
                            Text("Showing what overlaps ")
                            Link(pivot.title, url: "/timelines/events/\(pivot.id)")
                            Text(" (\(TimelinesFormat.dates(pivot))).")
                        }
                        .class("hint")
                    }
                    rowsList
                }
                .class("tl-main")
                .attribute(named: "aria-label", value: "Events")
                sidebar
            }
            .class("tl-layout")
        }
        .class("timelines")
    }

    var addURL: String {
        if parameters.filter.timelineIds.count == 1 { return "/timelines/events/new?timeline=\(parameters.filter.timelineIds[0])" }
        return "/timelines/events/new"
    }

    var toggles: Component {
        var flippedOrder = parameters
        flippedOrder.order = parameters.order == .newestFirst ? .oldestFirst : .newestFirst
        var flippedEnds = parameters
        flippedEnds.hideEnds.toggle()
        let queryItems: [(String, String)] = model.activeQuery.map { [("query", $0.id)] } ?? []
        return Div {
            Span(parameters.order == .newestFirst ? "Newest first" : "Oldest first").class("tl-state")
            Link(
                parameters.order == .newestFirst ? "Oldest first" : "Newest first",
                url: TimelineListParameters.url("/timelines", flippedOrder.items + queryItems)
            )
            .class("button small").id("toggle-order")
            Link(
                parameters.hideEnds ? "Show end rows" : "Hide end rows",
                url: TimelineListParameters.url("/timelines", flippedEnds.items + queryItems)
            )
            .class("button small").id("toggle-ends")
            .attribute(named: "aria-pressed", value: parameters.hideEnds ? "true" : "false")
        }
        .class("tl-toggles")
    }

    /// One link per timeline: shows it alone, or adds/removes it from the current set.
    var timelineChips: Component {
        let visible = model.selection.timelines.filter { !$0.archived || parameters.filter.timelineIds.contains($0.id) }
        return Element(name: "nav") {
            Element(name: "ul") {
                ListItem {
                    Link("All", url: allTimelinesURL)
                        .attribute(named: "aria-current", value: parameters.filter.timelineIds.isEmpty ? "true" : nil)
                }
                for timeline in visible {
                    ListItem {
                        Link(url: toggleURL(timeline.id)) { TimelineChip(timeline: timeline) }
                            .attribute(named: "aria-current", value: parameters.filter.timelineIds.contains(timeline.id) ? "true" : nil)
                            .attribute(
                                named: "title",
                                value: parameters.filter.timelineIds.contains(timeline.id)
                                    ? "Remove \(timeline.name) from the view" : "Add \(timeline.name) to the view")
                    }
                }
            }
        }
        .class("tl-timelines")
        .attribute(named: "aria-label", value: "Timelines shown")
    }

    var allTimelinesURL: String {
        var all = parameters
        all.filter.timelineIds = []
        return all.url()
    }

    func toggleURL(_ id: String) -> String {
        var next = parameters
        if let index = next.filter.timelineIds.firstIndex(of: id) {
            next.filter.timelineIds.remove(at: index)
        } else {
            next.filter.timelineIds.append(id)
        }
        return next.url()
    }

    var filters: Component {
        let filter = parameters.filter
        let open = filter.tag != nil || filter.ongoingOnly || filter.from != nil || filter.to != nil || filter.text != nil
        return Element(name: "details") {
            Element(name: "summary") { Text(open ? "Filters (on)" : "Filters") }
            Form(url: "/timelines", method: .get) {
                for id in filter.timelineIds { Input(type: .hidden, name: "timeline", value: id) }
                if let overlapping = filter.overlappingEventId { Input(type: .hidden, name: "overlapping", value: overlapping) }
                if parameters.order == .oldestFirst { Input(type: .hidden, name: "order", value: "asc") }
                if parameters.hideEnds { Input(type: .hidden, name: "hideEnds", value: "1") }
                Div {
                    Field(label: "Text", name: "q", type: .search, value: filter.text, hint: "Words in title, notes or tags.")
                    Field(label: "Tag", name: "tag", value: filter.tag)
                    Field(label: "From", name: "from", value: filter.from?.text, hint: "2015, 2015-06 or 2015-06-25")
                    Field(label: "To", name: "to", value: filter.to?.text)
                }
                .class("tl-filter-grid")
                Div {
                    Element(name: "label") {
                        Input(type: .checkbox, name: "ongoing", value: "1").attribute(
                            named: "checked", value: filter.ongoingOnly ? "checked" : nil)
                        Text(" Ongoing only")
                    }
                }
                .class("field checkbox")
                Div {
                    Button { Text("Apply") }.attribute(named: "type", value: "submit").class("primary")
                    Link("Clear", url: "/timelines").class("button")
                }
                .class("actions")
            }
            if parameters.hasFilter {
                Form(url: "/timelines/queries", method: .post) {
                    CSRFField(token: model.csrf)
                    for (name, value) in parameters.filterItems { Input(type: .hidden, name: name, value: value) }
                    Field(label: "Save these filters as", name: "name", required: true, hint: "The query appears in the sidebar.")
                    SubmitRow(title: "Save query")
                }
                .class("tl-save-query")
            }
        }
        .class("tl-filters card")
        .attribute(named: "open", value: open || model.error != nil ? "open" : nil)
    }

    var rowsList: Component {
        ComponentGroup {
            if model.rows.isEmpty {
                if model.selection.timelines.isEmpty {
                    Div {
                        Paragraph(
                            "Nothing here yet. Add your first event — a move, a job, a device, a milestone — or import a spreadsheet.")
                        Div {
                            Link("Add event", url: "/timelines/events/new").class("button primary")
                            Link("Import CSV", url: "/timelines/import").class("button")
                        }
                        .class("actions")
                    }
                    .class("empty card")
                } else {
                    Paragraph(parameters.hasFilter ? "No events match these filters." : "No events yet.").class("empty")
                }
            } else {
                Element(name: "ol") {
                    for (index, row) in model.rows.enumerated() {
                        if index == 0 || model.rows[index - 1].date.year != row.date.year {
                            ListItem { Span(String(row.date.year)) }.class("tl-year").attribute(named: "aria-hidden", value: "true")
                        }
                        TimelineRowItem(row: row, timeline: model.selection.timeline(row.event.timelineId), today: model.selection.today)
                    }
                }
                .class("tl-rows")
                .id("timeline-rows")
            }
        }
    }

    var sidebar: Component {
        Element(name: "aside") {
            Element(name: "section") {
                H2("Saved queries")
                if model.queries.isEmpty {
                    Paragraph("Filter the list, then save the filters here.").class("hint")
                } else {
                    Element(name: "ul") {
                        for query in model.queries {
                            ListItem {
                                Link(query.name, url: "/timelines?query=\(query.id)")
                                    .attribute(named: "aria-current", value: model.activeQuery?.id == query.id ? "true" : nil)
                                Form(url: "/timelines/queries/\(query.id)/delete", method: .post) {
                                    CSRFField(token: model.csrf)
                                    Button { Text("✕") }.attribute(named: "type", value: "submit").class("link-button")
                                        .attribute(named: "aria-label", value: "Delete the query \(query.name)")
                                }
                                .class("inline")
                            }
                        }
                    }
                    .class("tl-queries")
                }
            }
            Element(name: "section") {
                H2("Timelines")
                Element(name: "ul") {
                    for timeline in model.selection.timelines where !timeline.archived {
                        ListItem {
                            TimelineChip(timeline: timeline)
                            Span {
                                Link("CSV", url: "/timelines/\(timeline.id)/export?format=csv")
                                    .attribute(named: "aria-label", value: "Export \(timeline.name) as CSV")
                                Link(".ics", url: "/timelines/\(timeline.id)/export?format=ics")
                                    .attribute(named: "aria-label", value: "Export \(timeline.name) as iCalendar")
                            }
                            .class("tl-exports")
                        }
                    }
                }
                .class("tl-sidebar-timelines")
                Div {
                    Link("Manage timelines", url: "/timelines/manage")
                    Link("Import CSV", url: "/timelines/import")
                    Link("Export all (CSV)", url: "/timelines/export")
                }
                .class("tl-links")
            }
        }
        .class("tl-side")
    }
}

struct TimelineRowItem: Component {
    var row: TimelineRow
    var timeline: Timeline?
    var today: LocalDay

    var body: Component {
        let event = row.event
        let detail: String =
            switch row.kind {
            case .start where event.ongoing: "ongoing, \(event.duration(today: today)?.text ?? "") so far"
            case .start where event.end != nil: "lasted \(event.duration(today: today)?.text ?? "")"
            case .end: "after \(event.duration(today: today)?.text ?? "")"
            case .ongoing: "for \(event.duration(today: today)?.text ?? "") so far"
            default: TimelinesFormat.relative(event.start, today: today)
            }
        return ListItem {
            TimelineRowSymbol(kind: row.kind)
            Div {
                Link(event.title, url: "/timelines/events/\(event.id)").class("tl-title")
                Div {
                    Span(row.kind == .ongoing ? "now" : TimelinesFormat.date(row.date)).class("tl-date")
                    Span(detail).class("tl-detail")
                    TimelineChip(timeline: timeline)
                }
                .class("tl-meta")
            }
            .class("tl-row-body")
        }
        .class("tl-row tl-row-\(row.kind.rawValue)")
        .attribute(named: "style", value: "--tl-color:\(timeline?.color ?? "#888")")
    }
}

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

        init(form: FormData) {
            timelineId = form["timelineId"] ?? ""
            newTimeline = form["newTimeline"] ?? ""
            title = form["title"] ?? ""
            start = form["start"] ?? ""
            end = form["end"] ?? ""
            ongoing = TimelineListParameters.flag(form["ongoing"])
            tags = form["tags"] ?? ""
            notes = (form["notes"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        }

        func input() throws -> TimelineEventInput {
            let title = try Validate.title(title)
            let start = try PartialDate(parsing: start, field: "start")
            let end = try TimelinesFormat.nonBlank(end).map { try PartialDate(parsing: $0, field: "end") }
            let tags = tags.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
            return TimelineEventInput(
                title: title, notes: TimelinesFormat.nonBlank(notes) == nil ? nil : notes, tags: tags, start: start, end: end,
                ongoing: ongoing)
        }
    }

    struct Model {
        var csrf: String
        var timelines: [Timeline]
        var values: Values
        var error: AlmanacError?
    }
    var model: Model

    func message(_ field: String) -> String? { model.error?.field == field ? model.error?.message : nil }

    var body: Component {
        let values = model.values
        let action = values.eventId.map { "/timelines/events/\($0)" } ?? "/timelines/events"
        return Div {
            H1(values.eventId == nil ? "Add an event" : "Edit event")
            if let error = model.error,
                error.field == nil
                    || !["title", "start", "end", "timelineId", "newTimeline", "timeline", "tags", "notes", "name"].contains(error.field!)
            {
                Paragraph(error.message).class("field-error").attribute(named: "role", value: "alert")
            }
            Form(url: action, method: .post) {
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
                    if let error = message("notes") { Paragraph(error).class("field-error") }
                }
                .class("field")
                Div {
                    Button { Text(values.eventId == nil ? "Add event" : "Save") }.attribute(named: "type", value: "submit").class("primary")
                    Link("Cancel", url: values.eventId.map { "/timelines/events/\($0)" } ?? "/timelines").class("button")
                }
                .class("actions")
            }
        }
        .class("card narrow tl-form")
    }
}

// MARK: - Event detail

struct TimelineEventView: Component {
    struct Model {
        var csrf: String
        var reference: TimelineCrossReference
    }
    var model: Model

    var event: TimelineEvent { model.reference.pivot }
    var today: LocalDay { model.reference.today }
    func timeline(_ id: String) -> Timeline? { model.reference.timelines.first { $0.id == id } }

    var body: Component {
        Div {
            Element(name: "article") {
                Paragraph { Link(url: "/timelines?timeline=\(event.timelineId)") { TimelineChip(timeline: timeline(event.timelineId)) } }
                H1(event.title)
                Paragraph(TimelinesFormat.dates(event)).class("tl-dates lead")
                Element(name: "dl") {
                    fact(
                        event.start.earliest > today ? "Starts" : (event.shape == .single ? "When" : "Started"),
                        TimelinesFormat.relative(event.start, today: today))
                    if let end = event.end {
                        fact(end.earliest > today ? "Ends" : "Ended", TimelinesFormat.relative(end, today: today))
                    }
                    if let duration = event.duration(today: today) {
                        fact(event.ongoing ? "Going on for" : "Lasted", duration.text)
                    }
                }
                .class("tl-facts")
                if !event.tags.isEmpty {
                    Element(name: "ul") {
                        for tag in event.tags {
                            ListItem { Link("#\(tag)", url: TimelineListParameters(filter: TimelineFilter(tag: tag)).url()) }
                        }
                    }
                    .class("tl-tags")
                    .attribute(named: "aria-label", value: "Tags")
                }
                if let notes = event.notes, !notes.isEmpty {
                    Div { Markdown.safeHTML(notes) }.class("tl-notes")
                }
                Div {
                    Link("Edit", url: "/timelines/events/\(event.id)/edit").class("button")
                    Link("Show on the graph", url: "/timelines/graph?from=\(event.start.year)&to=\(event.span(today: today).last.year)")
                        .class("button")
                    Form(url: "/timelines/events/\(event.id)/delete", method: .post) {
                        CSRFField(token: model.csrf)
                        Button { Text("Delete") }.attribute(named: "type", value: "submit").class("danger")
                    }
                    .class("inline")
                }
                .class("actions")
            }
            .class("card")
            Element(name: "section") {
                H2("What was happening then")
                if model.reference.groups.isEmpty {
                    Paragraph("Nothing else on your timelines overlaps \(TimelinesFormat.dates(event)).").class("empty")
                } else {
                    for group in model.reference.groups {
                        Div {
                            H3 { TimelineChip(timeline: timeline(group.timelineId)) }
                            Element(name: "ul") {
                                for other in group.events {
                                    ListItem {
                                        Link(other.title, url: "/timelines/events/\(other.id)")
                                        Span(TimelinesFormat.dates(other)).class("tl-date")
                                    }
                                }
                            }
                        }
                        .class("tl-group")
                    }
                    Link(
                        "Open as a list",
                        url: TimelineListParameters(filter: TimelineFilter(overlappingEventId: event.id), order: .oldestFirst).url())
                }
            }
            .class("card tl-crossref")
            .id("what-was-happening")
        }
        .class("stack tl-event")
    }

    func fact(_ term: String, _ value: String) -> Component {
        ComponentGroup {
            Element(name: "dt") { Text(term) }
            Element(name: "dd") { Text(value) }
        }
    }
}

// MARK: - Manage timelines

struct TimelinesManageView: Component {
    struct Model {
        var csrf: String
        var timelines: [Timeline]
        var counts: [String: Int]
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        Div {
            H1("Manage timelines")
            Paragraph { Link("← Back to the list", url: "/timelines") }
            if let error = model.error {
                Paragraph(error.message).class("flash error").attribute(named: "role", value: "alert")
            }
            Element(name: "section") {
                H2("New timeline")
                Form(url: "/timelines/manage", method: .post) {
                    CSRFField(token: model.csrf)
                    Div {
                        Field(label: "Name", name: "name", required: true, hint: "Homes, Work, Devices, Health…")
                        Field(label: "Emoji", name: "icon", hint: "Optional, one emoji.")
                        Field(
                            label: "Colour", name: "color", type: .color,
                            value: AppDatabase.timelineColors[model.timelines.count % AppDatabase.timelineColors.count])
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
                    Form(url: "/timelines/manage/\(timeline.id)", method: .post) {
                        CSRFField(token: model.csrf)
                        Div {
                            Field(label: "Name", name: "name", value: timeline.name, required: true)
                            Field(label: "Emoji", name: "icon", value: timeline.icon)
                            Field(label: "Colour", name: "color", type: .color, value: timeline.color)
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
                        Link("CSV", url: "/timelines/\(timeline.id)/export?format=csv").class("button")
                        Link(".ics", url: "/timelines/\(timeline.id)/export?format=ics").class("button")
                        Form(url: "/timelines/manage/\(timeline.id)/delete", method: .post) {
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
        Form(url: "/timelines/manage/\(timeline.id)/move", method: .post) {
            CSRFField(token: model.csrf)
            Input(type: .hidden, name: "direction", value: direction)
            Button { Text(title) }.attribute(named: "type", value: "submit")
                .attribute(named: "aria-label", value: "Move \(timeline.name) \(direction)")
        }
        .class("inline")
    }
}

// MARK: - Import

struct TimelinesImportView: Component {
    struct Model {
        var csrf: String
        var csv = ""
        var preview: TimelineImportPreview?
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        Div {
            H1("Import timelines")
            Paragraph { Link("← Back to the list", url: "/timelines") }
            if let preview = model.preview {
                previewSection(preview)
            }
            Element(name: "section") {
                H2(model.preview == nil ? "CSV file" : "Change the file")
                Paragraph(
                    "A header row in the TimelineJS style: Year, Month, Day, End Year, End Month, End Day, Headline, Text, Group (the timeline), and optionally Tags and Ongoing. Put ~ in a date cell for an approximate date."
                ).class("hint")
                if let error = model.error {
                    Paragraph(error.message).class("field-error").attribute(named: "role", value: "alert")
                }
                Form(url: "/timelines/import", method: .post) {
                    CSRFField(token: model.csrf)
                    Div {
                        Label("Choose a file") {
                            Input(type: .file, name: nil).attribute(named: "accept", value: ".csv,text/csv").attribute(
                                named: "data-csv-file", value: "")
                        }
                        Paragraph("Or paste the CSV below.").class("hint")
                    }
                    .class("field tl-file")
                    Div {
                        Label("CSV") {
                            TextArea(text: model.csv, name: "csv", numberOfRows: 8, isRequired: true)
                        }
                    }
                    .class("field")
                    SubmitRow(title: "Preview")
                }
            }
            .class("card")
        }
        .class("stack tl-import")
        .attribute(named: "data-widget", value: "timelines")
    }

    func previewSection(_ preview: TimelineImportPreview) -> Component {
        Element(name: "section") {
            H2("Preview")
            Paragraph(
                "\(TimelinesController.counted(preview.toCreate.count, "event")) will be created, \(preview.existing.count) already there, \(TimelinesController.counted(preview.errors.count, "row")) cannot be read. Nothing is saved until you confirm."
            )
            .id("import-summary")
            if !preview.newTimelines.isEmpty {
                Paragraph("New timelines: \(preview.newTimelines.joined(separator: ", ")).")
            }
            Div {
                Element(name: "table") {
                    Element(name: "thead") {
                        Element(name: "tr") {
                            Element(name: "th") { Text("Line") }.class("num")
                            Element(name: "th") { Text("What happens") }
                            Element(name: "th") { Text("Event, or why the row cannot be read") }
                        }
                    }
                    Element(name: "tbody") {
                        for row in preview.rows {
                            Element(name: "tr") {
                                Element(name: "td") { Text(String(row.line)) }.class("num")
                                Element(name: "td") { Text(Self.status(row.status)) }
                                if let draft = row.draft {
                                    Element(name: "td") {
                                        Span(draft.title).class("tl-import-title")
                                        Span("\(draft.timelineName) · \(TimelinesFormat.dates(draft.event(id: "", timelineId: "")))").class(
                                            "hint")
                                    }
                                } else {
                                    Element(name: "td") { Text(row.error?.message ?? "") }.class("field-error")
                                }
                            }
                            .class("tl-import-\(row.status.rawValue)")
                        }
                    }
                }
                .class("tl-import-table")
            }
            .class("table-scroll")
            Form(url: "/timelines/import/confirm", method: .post) {
                CSRFField(token: model.csrf)
                Input(type: .hidden, name: "csv", value: model.csv)
                Div {
                    Button {
                        Text(
                            preview.toCreate.isEmpty
                                ? "Nothing to import" : "Confirm: import \(TimelinesController.counted(preview.toCreate.count, "event"))")
                    }
                    .attribute(named: "type", value: "submit").class("primary")
                    .attribute(named: "disabled", value: preview.toCreate.isEmpty ? "disabled" : nil)
                    Link("Cancel", url: "/timelines").class("button")
                }
                .class("actions")
            }
        }
        .class("card")
        .id("import-preview")
    }

    static func status(_ status: TimelineImportPreview.Status) -> String {
        switch status {
        case .create: "Will be created"
        case .existing: "Already there (skipped)"
        case .error: "Cannot be read"
        }
    }
}

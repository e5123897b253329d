import AlmanacCore
import AlmanacStore
import Foundation

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
                    Link("Graph", url: TimelineListParameters(filter: parameters.filter).url(TimelinesRoutes.graph)).class("button")
                }
                .class("actions")
            }
            .class("tl-head")
            ErrorSummary(error: model.error)
            Div {
                Element(name: "section") {
                    toggles
                    timelineChips
                    filters
                    if let pivot = model.pivot {
                        Paragraph {
                            Text("Showing what overlaps ")
                            Link(pivot.title, url: TimelinesRoutes.event.href(pivot.id))
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

    var addURL: Href {
        if parameters.filter.timelineIds.count == 1 {
            return TimelinesRoutes.newEvent.href(query: ["timeline": parameters.filter.timelineIds[0]])
        }
        return TimelinesRoutes.newEvent.href
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
                url: TimelineListParameters.url(TimelinesRoutes.list, flippedOrder.items + queryItems)
            )
            .class("button small").id("toggle-order")
            Link(
                parameters.hideEnds ? "Show end rows" : "Hide end rows",
                url: TimelineListParameters.url(TimelinesRoutes.list, flippedEnds.items + queryItems)
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

    var allTimelinesURL: Href {
        var all = parameters
        all.filter.timelineIds = []
        return all.url()
    }

    func toggleURL(_ id: String) -> Href {
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
            Form(url: TimelinesRoutes.list.href, method: .get) {
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
                    Link("Clear", url: TimelinesRoutes.list.href).class("button")
                }
                .class("actions")
            }
            if parameters.hasFilter {
                Form(url: TimelinesRoutes.queries.href, method: .post) {
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
                            Link("Add event", url: TimelinesRoutes.newEvent.href).class("button primary")
                            Link("Import CSV", url: TimelinesRoutes.importPage.href).class("button")
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
                                Link(query.name, url: TimelinesRoutes.list.href(query: ["query": query.id]))
                                    .attribute(named: "aria-current", value: model.activeQuery?.id == query.id ? "true" : nil)
                                Form(url: TimelinesRoutes.deleteQuery.href(query.id), method: .post) {
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
                                Link("CSV", url: TimelinesRoutes.export.href(timeline.id, query: ["format": "csv"]))
                                    .attribute(named: "aria-label", value: "Export \(timeline.name) as CSV")
                                Link(".ics", url: TimelinesRoutes.export.href(timeline.id, query: ["format": "ics"]))
                                    .attribute(named: "aria-label", value: "Export \(timeline.name) as iCalendar")
                            }
                            .class("tl-exports")
                        }
                    }
                }
                .class("tl-sidebar-timelines")
                Div {
                    Link("Manage timelines", url: TimelinesRoutes.manage.href)
                    Link("Import CSV", url: TimelinesRoutes.importPage.href)
                    Link("Export all (CSV)", url: TimelinesRoutes.exportAll.href)
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
                Link(event.title, url: TimelinesRoutes.event.href(event.id)).class("tl-title")
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
        .attribute(named: "data-color", value: timeline?.color)
    }
}

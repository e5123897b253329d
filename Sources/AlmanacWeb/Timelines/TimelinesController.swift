import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import NIOCore

/// Timelines: the merged list, event pages, the graphical view, saved queries, CSV import and
/// CSV/iCalendar export (pages and API).
struct TimelinesController {
    let database: AppDatabase

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get("/timelines", use: listPage)
        router.get("/timelines/graph", use: graphPage)
        router.get("/timelines/manage", use: managePage)
        router.post("/timelines/manage", use: createTimeline)
        router.post("/timelines/manage/{id}", use: updateTimeline)
        router.post("/timelines/manage/{id}/move", use: moveTimeline)
        router.post("/timelines/manage/{id}/delete", use: deleteTimeline)
        router.get("/timelines/events/new", use: newEventPage)
        router.post("/timelines/events", use: createEvent)
        router.get("/timelines/events/{id}", use: eventPage)
        router.get("/timelines/events/{id}/edit", use: editEventPage)
        router.post("/timelines/events/{id}", use: updateEvent)
        router.post("/timelines/events/{id}/delete", use: deleteEvent)
        router.post("/timelines/queries", use: saveQuery)
        router.post("/timelines/queries/{id}/delete", use: deleteQuery)
        router.get("/timelines/import", use: importPage)
        router.post("/timelines/import", use: importPreview)
        router.post("/timelines/import/confirm", use: importConfirm)
        router.get("/timelines/export", use: exportAll)
        router.get("/timelines/{id}/export", use: exportTimeline)

        api.get("/timelines", use: apiTimelines)
        api.post("/timelines", use: apiCreateTimeline)
        api.get("/timelines/rows", use: apiRows)
        api.post("/timelines/import", use: apiImport)
        api.get("/timelines/export", use: apiExportAll)
        api.get("/timelines/queries", use: apiQueries)
        api.post("/timelines/queries", use: apiCreateQuery)
        api.get("/timelines/queries/{id}", use: apiQuery)
        api.patch("/timelines/queries/{id}", use: apiUpdateQuery)
        api.delete("/timelines/queries/{id}", use: apiDeleteQuery)
        api.get("/timelines/queries/{id}/run", use: apiRunQuery)
        api.get("/timelines/events/{id}", use: apiEvent)
        api.patch("/timelines/events/{id}", use: apiUpdateEvent)
        api.delete("/timelines/events/{id}", use: apiDeleteEvent)
        api.get("/timelines/events/{id}/overlapping", use: apiOverlapping)
        api.get("/timelines/{id}", use: apiTimeline)
        api.patch("/timelines/{id}", use: apiUpdateTimeline)
        api.delete("/timelines/{id}", use: apiDeleteTimeline)
        api.get("/timelines/{id}/events", use: apiTimelineEvents)
        api.post("/timelines/{id}/events", use: apiCreateEvent)
        api.get("/timelines/{id}/export", use: apiExportTimeline)
    }

    static let listQuery: [QueryParameter] = ["timeline", "tag", "ongoing", "from", "to", "overlapping", "q", "order", "hideEnds"]

    static let apiOperations: [APIOperation] = [
        .init(.get, "/timelines", "The user's timelines in their order", response: .array(TimelinesJSON.Timeline.schema)),
        .init(
            .post, "/timelines", "Create a timeline", request: TimelinesJSON.NewTimeline.schema, response: TimelinesJSON.Timeline.schema,
            status: 201, errors: [409]),
        .init(.get, "/timelines/{id}", "One timeline", response: TimelinesJSON.Timeline.schema),
        .init(
            .patch, "/timelines/{id}", "Rename, recolour, archive, or move a timeline (`before`: an id, or null for the end)",
            request: TimelinesJSON.TimelineChanges.schema, response: TimelinesJSON.Timeline.schema, errors: [409]),
        .init(.delete, "/timelines/{id}", "Delete a timeline and its events (undoable)", status: 204),
        .init(.get, "/timelines/{id}/events", "A timeline's events, oldest first", response: .array(TimelinesJSON.Event.schema)),
        .init(
            .post, "/timelines/{id}/events",
            "Add an event: `start`, and `end` or `ongoing: true` for a range; dates like 2015, 2015-06, 2015-06-25, ~2015",
            request: TimelinesJSON.EventFields.createSchema, response: TimelinesJSON.Event.schema, status: 201, errors: [409]),
        .init(.get, "/timelines/events/{id}", "One event with its duration and time since", response: TimelinesJSON.Event.schema),
        .init(
            .patch, "/timelines/events/{id}", "Change an event (absent keys stay; `end: null` removes the end; `timelineId` moves it)",
            request: TimelinesJSON.EventFields.schema, response: TimelinesJSON.Event.schema, errors: [409]),
        .init(.delete, "/timelines/events/{id}", "Delete an event (undoable)", status: 204),
        .init(
            .get, "/timelines/events/{id}/overlapping",
            "What was happening then: events of every timeline overlapping this one, grouped by timeline",
            response: TimelinesJSON.CrossReference.schema),
        .init(
            .get, "/timelines/rows",
            "The merged rows (start, end, single, ongoing) of one or several timelines, newest first unless order=asc",
            response: TimelinesJSON.Rows.schema, query: listQuery, errors: [404]),
        .init(.get, "/timelines/queries", "Saved queries", response: .array(TimelinesJSON.Query.schema)),
        .init(
            .post, "/timelines/queries", "Save a query", request: TimelinesJSON.QueryFields.createSchema,
            response: TimelinesJSON.Query.schema, status: 201, errors: [404]),
        .init(.get, "/timelines/queries/{id}", "One saved query", response: TimelinesJSON.Query.schema),
        .init(
            .patch, "/timelines/queries/{id}", "Rename a saved query or change its filter", request: TimelinesJSON.QueryFields.schema,
            response: TimelinesJSON.Query.schema, errors: [404]),
        .init(.delete, "/timelines/queries/{id}", "Delete a saved query", status: 204),
        .init(
            .get, "/timelines/queries/{id}/run", "The rows a saved query selects today", response: TimelinesJSON.QueryRun.schema,
            query: ["order", "hideEnds"]),
        .init(
            .post, "/timelines/import",
            "CSV text in the body (TimelineJS columns). Without confirm: a preview, nothing written. With confirm=true: imports, skipping events already there",
            response: TimelinesJSON.Preview.schema, query: ["confirm"], errors: [409, 413]),
        .init(.get, "/timelines/export", "Every timeline as CSV (text/csv)", query: ["format"], errors: [404]),
        .init(.get, "/timelines/{id}/export", "A timeline as CSV (format=csv) or iCalendar all-day events (format=ics)", query: ["format"]),
    ]

    // MARK: Pages

    @Sendable func listPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var parameters: TimelineListParameters
        var formError: AlmanacError?
        do {
            parameters = try TimelineListParameters(query: request.query)
        } catch let error as AlmanacError {
            parameters = TimelineListParameters()
            formError = error
        }
        var activeQuery: TimelineQuery?
        let selection: TimelineSelection
        if let queryId = parameters.queryId {
            let run = try await database.runTimelineQuery(owner: user.id, id: queryId)
            activeQuery = run.query
            parameters.filter = run.query.filter
            selection = run.selection
        } else {
            selection = try await database.timelineSelection(owner: user.id, filter: parameters.filter)
        }
        var pivot: TimelineEvent?
        if let id = parameters.filter.overlappingEventId { pivot = try await database.event(owner: user.id, id: id) }
        let model = TimelinesListView.Model(
            csrf: context.csrfToken, parameters: parameters, selection: selection,
            rows: selection.rows(order: parameters.order, hideEnds: parameters.hideEnds),
            queries: try await database.timelineQueries(owner: user.id), activeQuery: activeQuery, pivot: pivot, error: formError)
        return Pages.render("Timelines", request: request, context: context, status: formError == nil ? .ok : .badRequest) {
            TimelinesListView(model: model)
        }
    }

    @Sendable func graphPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let query = request.query
        let parameters = try TimelineListParameters(query: query)
        // from/to choose the years drawn, not the events: bars reaching into the span are clipped.
        var filter = parameters.filter
        filter.from = nil
        filter.to = nil
        let selection = try await database.timelineSelection(owner: user.id, filter: filter)
        let full = YearSpan.of(selection.events, today: selection.today)
        let first = try TimelinesController.integer(query["from"], field: "from") ?? full?.firstYear
        let last = try TimelinesController.integer(query["to"], field: "to") ?? full?.lastYear
        var span: YearSpan?
        if let first, let last { span = try YearSpan(firstYear: first, lastYear: last) }
        let model = TimelineGraphView.Model(
            selection: selection, span: span, fullSpan: full, timelineIds: parameters.filter.timelineIds)
        return Pages.render("Timelines graph", request: request, context: context) { TimelineGraphView(model: model) }
    }

    /// The graph takes whole years (`from=2010&to=2020`), so a partial date's year is used.
    static func integer(_ text: String?, field: String) throws -> Int? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let value = Int(text) { return value }
        return try PartialDate(parsing: text, field: field).year
    }

    @Sendable func managePage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderManage(request, context, user: user)
    }

    private func renderManage(
        _ request: Request, _ context: AppRequestContext, user: User, error: AlmanacError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let timelines = try await database.timelines(owner: user.id)
        let events = try await database.events(owner: user.id)
        let counts = Dictionary(grouping: events, by: \.timelineId).mapValues(\.count)
        let model = TimelinesManageView.Model(csrf: context.csrfToken, timelines: timelines, counts: counts, error: error)
        return Pages.render("Manage timelines", request: request, context: context, status: status) { TimelinesManageView(model: model) }
    }

    @Sendable func createTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let timeline = try await database.addTimeline(
                owner: user.id, name: form["name"] ?? "", icon: form["icon"], color: form.optional("color"))
            return .seeOther("/timelines/manage", flash: .success("Created the timeline “\(timeline.name)”."))
        } catch let error as AlmanacError {
            return try await renderManage(request, context, user: user, error: error, status: error.field == nil ? .conflict : .badRequest)
        }
    }

    @Sendable func updateTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        let id = try context.parameters.require("id")
        do {
            let timeline = try await database.updateTimeline(
                owner: user.id, id: id, name: form["name"], icon: form["icon"], color: form.optional("color"),
                archived: TimelineListParameters.flag(form["archived"]))
            return .seeOther("/timelines/manage", flash: .success("Saved “\(timeline.name)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderManage(request, context, user: user, error: error, status: error.field == nil ? .conflict : .badRequest)
        }
    }

    @Sendable func moveTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        let id = try context.parameters.require("id")
        let timelines = try await database.timelines(owner: user.id)
        guard let index = timelines.firstIndex(where: { $0.id == id }) else { throw AlmanacError.notFound("No timeline with id \(id).") }
        switch form["direction"] {
        case "up" where index > 0:
            try await database.moveTimeline(owner: user.id, id: id, before: timelines[index - 1].id)
        case "down" where index < timelines.count - 1:
            try await database.moveTimeline(owner: user.id, id: id, before: index + 2 < timelines.count ? timelines[index + 2].id : nil)
        default:
            break
        }
        return .seeOther("/timelines/manage")
    }

    @Sendable func deleteTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let timeline = try await database.deleteTimeline(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther("/timelines/manage", flash: .success("Deleted the timeline “\(timeline.name)” and its events.", undo: true))
    }

    @Sendable func newEventPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let timelines = try await database.timelines(owner: user.id, includeArchived: false)
        var values = TimelineEventForm.Values()
        values.timelineId = request.query["timeline"] ?? timelines.first?.id ?? ""
        if timelines.isEmpty { values.newTimeline = "Life" }
        return renderEventForm(request, context, model: .init(csrf: context.csrfToken, timelines: timelines, values: values))
    }

    private func renderEventForm(
        _ request: Request, _ context: AppRequestContext, model: TimelineEventForm.Model, status: HTTPResponse.Status = .ok
    ) -> Response {
        Pages.render(
            model.values.eventId == nil ? "Add an event" : "Edit “\(model.values.title)”", request: request, context: context,
            status: status
        ) {
            TimelineEventForm(model: model)
        }
    }

    @Sendable func createEvent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let values = TimelineEventForm.Values(form: try await Body.form(from: request))
        do {
            let input = try values.input()
            let event: TimelineEvent
            if let name = TimelinesFormat.nonBlank(values.newTimeline) {
                event = try await database.addEvent(owner: user.id, timelineNamed: name, input).event
            } else {
                guard !values.timelineId.isEmpty else { throw AlmanacError.invalid("timelineId", "Choose a timeline or name a new one.") }
                event = try await database.addEvent(owner: user.id, timelineId: values.timelineId, input)
            }
            return .seeOther("/timelines/events/\(event.id)", flash: .success("Added “\(event.title)”.", undo: true))
        } catch let error as AlmanacError {
            let timelines = try await database.timelines(owner: user.id, includeArchived: false)
            return renderEventForm(
                request, context, model: .init(csrf: context.csrfToken, timelines: timelines, values: values, error: error),
                status: Self.status(of: error))
        }
    }

    static func status(of error: AlmanacError) -> HTTPResponse.Status {
        switch error {
        case .conflict: .conflict
        case .notFound: .notFound
        default: .badRequest
        }
    }

    @Sendable func eventPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let reference = try await database.crossReference(owner: user.id, eventId: try context.parameters.require("id"))
        let model = TimelineEventView.Model(csrf: context.csrfToken, reference: reference)
        return Pages.render(reference.pivot.title, request: request, context: context) { TimelineEventView(model: model) }
    }

    @Sendable func editEventPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let event = try await database.event(owner: user.id, id: try context.parameters.require("id"))
        let timelines = try await database.timelines(owner: user.id)
        return renderEventForm(request, context, model: .init(csrf: context.csrfToken, timelines: timelines, values: .init(event)))
    }

    @Sendable func updateEvent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        _ = try await database.event(owner: user.id, id: id)
        var values = TimelineEventForm.Values(form: try await Body.form(from: request))
        values.eventId = id
        do {
            let input = try values.input()
            var timelineId = TimelinesFormat.nonBlank(values.timelineId)
            if let name = TimelinesFormat.nonBlank(values.newTimeline) {
                if let existing = try await database.timeline(owner: user.id, named: name) {
                    timelineId = existing.id
                } else {
                    timelineId = try await database.addTimeline(owner: user.id, name: name).id
                }
            }
            let event = try await database.updateEvent(owner: user.id, id: id, timelineId: timelineId, input)
            return .seeOther("/timelines/events/\(event.id)", flash: .success("Saved “\(event.title)”.", undo: true))
        } catch let error as AlmanacError {
            let timelines = try await database.timelines(owner: user.id)
            return renderEventForm(
                request, context, model: .init(csrf: context.csrfToken, timelines: timelines, values: values, error: error),
                status: Self.status(of: error))
        }
    }

    @Sendable func deleteEvent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let event = try await database.deleteEvent(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther("/timelines", flash: .success("Deleted “\(event.title)”.", undo: true))
    }

    @Sendable func saveQuery(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        let parameters = try TimelineListParameters(query: form)
        return try await .formAction(back: parameters.url()) {
            let query = try await database.addTimelineQuery(owner: user.id, name: form["name"] ?? "", filter: parameters.filter)
            return .seeOther("/timelines?query=\(query.id)", flash: .success("Saved the query “\(query.name)”."))
        }
    }

    @Sendable func deleteQuery(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let query = try await database.deleteTimelineQuery(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther("/timelines", flash: .success("Deleted the query “\(query.name)”.", undo: true))
    }

    @Sendable func importPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        _ = try context.requireUser()
        return Pages.render("Import timelines", request: request, context: context) {
            TimelinesImportView(model: .init(csrf: context.csrfToken))
        }
    }

    @Sendable func importPreview(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let csv = try await Body.form(from: request)["csv"] ?? ""
        do {
            let preview = try await database.previewTimelineImport(owner: user.id, csv: csv)
            return Pages.render("Import timelines", request: request, context: context) {
                TimelinesImportView(model: .init(csrf: context.csrfToken, csv: csv, preview: preview))
            }
        } catch let error as AlmanacError {
            return Pages.render("Import timelines", request: request, context: context, status: .badRequest) {
                TimelinesImportView(model: .init(csrf: context.csrfToken, csv: csv, error: error))
            }
        }
    }

    @Sendable func importConfirm(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let csv = try await Body.form(from: request)["csv"] ?? ""
        let result = try await database.importTimelineCSV(owner: user.id, csv: csv)
        var message = "Imported \(Self.counted(result.created.count, "event"))"
        if !result.createdTimelines.isEmpty {
            message += " and created \(Self.counted(result.createdTimelines.count, "timeline"))"
        }
        message += "."
        if !result.skippedLines.isEmpty { message += " \(Self.counted(result.skippedLines.count, "event")) were already there." }
        if !result.errors.isEmpty { message += " \(Self.counted(result.errors.count, "unreadable row")) skipped." }
        return .seeOther("/timelines", flash: .success(message, undo: !result.created.isEmpty))
    }

    static func counted(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    @Sendable func exportAll(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return Self.download(try await database.exportTimelinesCSV(owner: user.id), name: "timelines.csv", type: "text/csv; charset=utf-8")
    }

    @Sendable func exportTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await export(owner: user.id, timelineId: try context.parameters.require("id"), format: request.query["format"])
    }

    func export(owner: String, timelineId: String, format: String?) async throws -> Response {
        let timeline = try await database.timeline(owner: owner, id: timelineId)
        let base = Self.fileName(timeline.name)
        switch format ?? "csv" {
        case "csv":
            let csv = try await database.exportTimelinesCSV(owner: owner, timelineIds: [timelineId])
            return Self.download(csv, name: base + ".csv", type: "text/csv; charset=utf-8")
        case "ics":
            let ics = try await database.exportTimelineICS(owner: owner, timelineId: timelineId).ics
            return Self.download(ics, name: base + ".ics", type: "text/calendar; charset=utf-8")
        default:
            throw AlmanacError.invalid("format", "format is csv or ics, not “\(format ?? "")”.")
        }
    }

    static func download(_ text: String, name: String, type: String) -> Response {
        var response = Response.text(text, contentType: type)
        response.headers[.contentDisposition] = "attachment; filename=\"\(name)\""
        return response
    }

    /// A file name from a timeline name: letters, digits and dashes.
    static func fileName(_ name: String) -> String {
        let cleaned = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let collapsed = String(cleaned).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "timeline" : collapsed
    }

    // MARK: API

    @Sendable func apiTimelines(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(TimelinesJSON.Timeline.list(try await database.timelines(owner: user.id)))
    }

    private func timelineJSON(owner: String, id: String) async throws -> TimelinesJSON.Timeline {
        let timelines = try await database.timelines(owner: owner)
        guard let index = timelines.firstIndex(where: { $0.id == id }) else { throw AlmanacError.notFound("No timeline with id \(id).") }
        return TimelinesJSON.Timeline(timelines[index], position: index)
    }

    @Sendable func apiCreateTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(TimelinesJSON.NewTimeline.self, from: request)
        let timeline = try await database.addTimeline(owner: user.id, name: body.name, icon: body.icon, color: body.color)
        return try .json(try await timelineJSON(owner: user.id, id: timeline.id), status: .created)
    }

    @Sendable func apiTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await timelineJSON(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiUpdateTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let body = try await Body.json(TimelinesJSON.TimelineChanges.self, from: request)
        _ = try await database.timeline(owner: user.id, id: id)
        if body.name != nil || body.icon != nil || body.color != nil || body.archived != nil {
            _ = try await database.updateTimeline(
                owner: user.id, id: id, name: body.name, icon: body.icon, color: body.color, archived: body.archived)
        }
        if body.move {
            try await database.moveTimeline(owner: user.id, id: id, before: body.before)
        }
        return try .json(try await timelineJSON(owner: user.id, id: id))
    }

    @Sendable func apiDeleteTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deleteTimeline(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiTimelineEvents(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        _ = try await database.timeline(owner: user.id, id: id)
        let today = try await database.timelineToday(owner: user.id)
        return try .json(try await database.events(owner: user.id, timelineIds: [id]).map { TimelinesJSON.Event($0, today: today) })
    }

    @Sendable func apiCreateEvent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let body = try await Body.json(TimelinesJSON.EventFields.self, from: request)
        let event = try await database.addEvent(owner: user.id, timelineId: id, try body.input())
        return try .json(TimelinesJSON.Event(event, today: try await database.timelineToday(owner: user.id)), status: .created)
    }

    @Sendable func apiEvent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let event = try await database.event(owner: user.id, id: try context.parameters.require("id"))
        return try .json(TimelinesJSON.Event(event, today: try await database.timelineToday(owner: user.id)))
    }

    @Sendable func apiUpdateEvent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let body = try await Body.json(TimelinesJSON.EventFields.self, from: request)
        let existing = try await database.event(owner: user.id, id: id)
        let event = try await database.updateEvent(owner: user.id, id: id, timelineId: body.timelineId, try body.input(over: existing))
        return try .json(TimelinesJSON.Event(event, today: try await database.timelineToday(owner: user.id)))
    }

    @Sendable func apiDeleteEvent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deleteEvent(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiOverlapping(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let reference = try await database.crossReference(owner: user.id, eventId: try context.parameters.require("id"))
        return try .json(TimelinesJSON.CrossReference(reference))
    }

    @Sendable func apiRows(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let parameters = try TimelineListParameters(query: request.query)
        let selection = try await database.timelineSelection(owner: user.id, filter: parameters.filter)
        return try .json(TimelinesJSON.Rows(selection, parameters: parameters))
    }

    @Sendable func apiQueries(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.timelineQueries(owner: user.id).map(TimelinesJSON.Query.init))
    }

    @Sendable func apiCreateQuery(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(TimelinesJSON.QueryFields.self, from: request)
        guard let name = body.name else { throw AlmanacError.invalid("name", "name is required.") }
        let query = try await database.addTimelineQuery(owner: user.id, name: name, filter: body.filter ?? TimelineFilter())
        return try .json(TimelinesJSON.Query(query), status: .created)
    }

    @Sendable func apiQuery(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(TimelinesJSON.Query(try await database.timelineQuery(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateQuery(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(TimelinesJSON.QueryFields.self, from: request)
        let query = try await database.updateTimelineQuery(
            owner: user.id, id: try context.parameters.require("id"), name: body.name, filter: body.filter)
        return try .json(TimelinesJSON.Query(query))
    }

    @Sendable func apiDeleteQuery(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.deleteTimelineQuery(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiRunQuery(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let parameters = try TimelineListParameters(query: request.query)
        let run = try await database.runTimelineQuery(owner: user.id, id: try context.parameters.require("id"))
        let rows = TimelinesJSON.Rows(run.selection, parameters: parameters)
        return try .json(TimelinesJSON.QueryRun(query: .init(run.query), today: rows.today, rows: rows.rows))
    }

    @Sendable func apiImport(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let csv = String(buffer: try await Body.bytes(request))
        if TimelineListParameters.flag(request.query["confirm"]) {
            let result = try await database.importTimelineCSV(owner: user.id, csv: csv)
            let today = try await database.timelineToday(owner: user.id)
            let timelines = try await database.timelines(owner: user.id)
            let created = Set(result.createdTimelines.map(\.id))
            return try .json(
                TimelinesJSON.Imported(
                    created: result.created.map { TimelinesJSON.Event($0, today: today) },
                    createdTimelines: TimelinesJSON.Timeline.list(timelines).filter { created.contains($0.id) },
                    skippedLines: result.skippedLines, errors: result.errors.map(TimelinesJSON.RowError.init)))
        }
        return try .json(TimelinesJSON.Preview(try await database.previewTimelineImport(owner: user.id, csv: csv)))
    }

    @Sendable func apiExportAll(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        guard (request.query["format"] ?? "csv") == "csv" else {
            throw AlmanacError.invalid("format", "All timelines export as csv; export one timeline for ics.")
        }
        return Self.download(try await database.exportTimelinesCSV(owner: user.id), name: "timelines.csv", type: "text/csv; charset=utf-8")
    }

    @Sendable func apiExportTimeline(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await export(owner: user.id, timelineId: try context.parameters.require("id"), format: request.query["format"])
    }
}

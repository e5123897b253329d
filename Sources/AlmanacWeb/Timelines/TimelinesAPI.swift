import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// The JSON API of Timelines, under /api/v1 (`TimelinesRoutes.API`); the request and response
// types are `TimelinesJSON`.
extension TimelinesController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {

        api.get(TimelinesRoutes.API.timelines, use: apiTimelines)
        api.post(TimelinesRoutes.API.timelines, use: apiCreateTimeline)
        api.get(TimelinesRoutes.API.rows, use: apiRows)
        api.post(TimelinesRoutes.API.importCSV, use: apiImport)
        api.get(TimelinesRoutes.API.exportAll, use: apiExportAll)
        api.get(TimelinesRoutes.API.queries, use: apiQueries)
        api.post(TimelinesRoutes.API.queries, use: apiCreateQuery)
        api.get(TimelinesRoutes.API.query, use: apiQuery)
        api.patch(TimelinesRoutes.API.query, use: apiUpdateQuery)
        api.delete(TimelinesRoutes.API.query, use: apiDeleteQuery)
        api.get(TimelinesRoutes.API.runQuery, use: apiRunQuery)
        api.get(TimelinesRoutes.API.event, use: apiEvent)
        api.patch(TimelinesRoutes.API.event, use: apiUpdateEvent)
        api.delete(TimelinesRoutes.API.event, use: apiDeleteEvent)
        api.get(TimelinesRoutes.API.overlapping, use: apiOverlapping)
        api.get(TimelinesRoutes.API.timeline, use: apiTimeline)
        api.patch(TimelinesRoutes.API.timeline, use: apiUpdateTimeline)
        api.delete(TimelinesRoutes.API.timeline, use: apiDeleteTimeline)
        api.get(TimelinesRoutes.API.timelineEvents, use: apiTimelineEvents)
        api.post(TimelinesRoutes.API.timelineEvents, use: apiCreateEvent)
        api.get(TimelinesRoutes.API.export, use: apiExportTimeline)
    }

    static let listQuery: [QueryParameter] = [
        "timeline", "tag", "ongoing", QueryParameter("from", .partialDate), QueryParameter("to", .partialDate),
        "overlapping", "q", QueryParameter("order", .enumeration(["desc", "asc"])), "hideEnds",
    ]

    static let apiOperations: [APIOperation] = [
        .init(.get, TimelinesRoutes.API.timelines, "The user's timelines in their order", response: .array(TimelinesJSON.Timeline.schema)),
        .init(
            .post, TimelinesRoutes.API.timelines, "Create a timeline", request: TimelinesJSON.NewTimeline.schema,
            response: TimelinesJSON.Timeline.schema,
            status: 201, errors: [409]),
        .init(.get, TimelinesRoutes.API.timeline, "One timeline", response: TimelinesJSON.Timeline.schema),
        .init(
            .patch, TimelinesRoutes.API.timeline, "Rename, recolour, archive, or move a timeline (`before`: an id, or null for the end)",
            request: TimelinesJSON.TimelineChanges.schema, response: TimelinesJSON.Timeline.schema, errors: [409]),
        .init(.delete, TimelinesRoutes.API.timeline, "Delete a timeline and its events (undoable)", status: 204),
        .init(.get, TimelinesRoutes.API.timelineEvents, "A timeline's events, oldest first", response: .array(TimelinesJSON.Event.schema)),
        .init(
            .post, TimelinesRoutes.API.timelineEvents,
            "Add an event: `start`, and `end` or `ongoing: true` for a range; dates like 2015, 2015-06, 2015-06-25, ~2015",
            request: TimelinesJSON.EventFields.createSchema, response: TimelinesJSON.Event.schema, status: 201, errors: [409]),
        .init(.get, TimelinesRoutes.API.event, "One event with its duration and time since", response: TimelinesJSON.Event.schema),
        .init(
            .patch, TimelinesRoutes.API.event, "Change an event (absent keys stay; `end: null` removes the end; `timelineId` moves it)",
            request: TimelinesJSON.EventFields.schema, response: TimelinesJSON.Event.schema, errors: [409]),
        .init(.delete, TimelinesRoutes.API.event, "Delete an event (undoable)", status: 204),
        .init(
            .get, TimelinesRoutes.API.overlapping,
            "What was happening then: events of every timeline overlapping this one, grouped by timeline",
            response: TimelinesJSON.CrossReference.schema),
        .init(
            .get, TimelinesRoutes.API.rows,
            "The merged rows (start, end, single, ongoing) of one or several timelines, newest first unless order=asc",
            response: TimelinesJSON.Rows.schema, query: listQuery, errors: [404]),
        .init(.get, TimelinesRoutes.API.queries, "Saved queries", response: .array(TimelinesJSON.Query.schema)),
        .init(
            .post, TimelinesRoutes.API.queries, "Save a query", request: TimelinesJSON.QueryFields.createSchema,
            response: TimelinesJSON.Query.schema, status: 201, errors: [404]),
        .init(.get, TimelinesRoutes.API.query, "One saved query", response: TimelinesJSON.Query.schema),
        .init(
            .patch, TimelinesRoutes.API.query, "Rename a saved query or change its filter", request: TimelinesJSON.QueryFields.schema,
            response: TimelinesJSON.Query.schema, errors: [404]),
        .init(.delete, TimelinesRoutes.API.query, "Delete a saved query", status: 204),
        .init(
            .get, TimelinesRoutes.API.runQuery, "The rows a saved query selects today", response: TimelinesJSON.QueryRun.schema,
            query: [QueryParameter("order", .enumeration(["desc", "asc"])), "hideEnds"]),
        .init(
            .post, TimelinesRoutes.API.importCSV,
            "CSV text in the body (TimelineJS columns). Without confirm: a preview, nothing written. With confirm=true: imports, skipping events already there",
            response: .oneOf([TimelinesJSON.Preview.schema, TimelinesJSON.Imported.schema]), query: ["confirm"], errors: [409, 413]),
        .init(
            .get, TimelinesRoutes.API.exportAll, "Every timeline as CSV (text/csv)",
            query: [QueryParameter("format", .enumeration(["csv"]))], errors: [404]),
        .init(
            .get, TimelinesRoutes.API.export, "A timeline as CSV (format=csv) or iCalendar all-day events (format=ics)",
            query: [QueryParameter("format", .enumeration(["csv", "ics"]))]),
    ]

    // MARK: API

    @Sendable func apiTimelines(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(TimelinesJSON.Timeline.list(try await database.timelines(owner: user.id)))
    }

    private func timelineJSON(owner: String, id: String) async throws -> TimelinesJSON.Timeline {
        let timelines = try await database.timelines(owner: owner)
        guard let index = timelines.firstIndex(where: { $0.id == id }) else { throw AlmanacError.notFound("No timeline with id \(id).") }
        return TimelinesJSON.Timeline(timelines[index], position: index)
    }

    @Sendable func apiCreateTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TimelinesJSON.NewTimeline.self, from: request)
        let timeline = try await database.addTimeline(owner: user.id, name: body.name, icon: body.icon, color: body.color)
        return try .json(try await timelineJSON(owner: user.id, id: timeline.id), status: .created)
    }

    @Sendable func apiTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await timelineJSON(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiUpdateTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(TimelinesJSON.TimelineChanges.self, from: request)
        _ = try await database.updateTimeline(
            owner: user.id, id: id, name: body.name, icon: body.icon, color: body.color, archived: body.archived,
            move: body.move ? body.before.map { .before($0) } ?? .bottom : nil)
        return try .json(try await timelineJSON(owner: user.id, id: id))
    }

    @Sendable func apiDeleteTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteTimeline(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiTimelineEvents(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let (events, today) = try await database.timelineEvents(owner: user.id, timelineId: try context.parameters.require("id"))
        return try .json(events.map { TimelinesJSON.Event($0, today: today) })
    }

    @Sendable func apiCreateEvent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(TimelinesJSON.EventFields.self, from: request)
        let event = try await database.addEvent(owner: user.id, timelineId: id, try body.input())
        return try .json(TimelinesJSON.Event(event, today: try await database.timelineToday(owner: user.id)), status: .created)
    }

    @Sendable func apiEvent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let (event, today) = try await database.eventAndToday(owner: user.id, id: try context.parameters.require("id"))
        return try .json(TimelinesJSON.Event(event, today: today))
    }

    @Sendable func apiUpdateEvent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(TimelinesJSON.EventFields.self, from: request)
        let existing = try await database.event(owner: user.id, id: id)
        let event = try await database.updateEvent(owner: user.id, id: id, timelineId: body.timelineId, try body.input(over: existing))
        return try .json(TimelinesJSON.Event(event, today: try await database.timelineToday(owner: user.id)))
    }

    @Sendable func apiDeleteEvent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteEvent(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiOverlapping(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let reference = try await database.crossReference(owner: user.id, eventId: try context.parameters.require("id"))
        return try .json(TimelinesJSON.CrossReference(reference))
    }

    @Sendable func apiRows(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let parameters = try TimelineListParameters(query: request.query)
        let selection = try await database.timelineSelection(owner: user.id, filter: parameters.filter)
        return try .json(TimelinesJSON.Rows(selection, parameters: parameters))
    }

    @Sendable func apiQueries(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.timelineQueries(owner: user.id).map(TimelinesJSON.Query.init))
    }

    @Sendable func apiCreateQuery(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TimelinesJSON.QueryFields.self, from: request)
        guard let name = body.name else { throw AlmanacError.invalid("name", "name is required.") }
        let query = try await database.addTimelineQuery(owner: user.id, name: name, filter: body.filter ?? TimelineFilter())
        return try .json(TimelinesJSON.Query(query), status: .created)
    }

    @Sendable func apiQuery(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(TimelinesJSON.Query(try await database.timelineQuery(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateQuery(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(TimelinesJSON.QueryFields.self, from: request)
        let query = try await database.updateTimelineQuery(
            owner: user.id, id: try context.parameters.require("id"), name: body.name, filter: body.filter)
        return try .json(TimelinesJSON.Query(query))
    }

    @Sendable func apiDeleteQuery(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteTimelineQuery(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiRunQuery(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let parameters = try TimelineListParameters(query: request.query)
        let run = try await database.runTimelineQuery(owner: user.id, id: try context.parameters.require("id"))
        let rows = TimelinesJSON.Rows(run.selection, parameters: parameters)
        return try .json(TimelinesJSON.QueryRun(query: .init(run.query), today: rows.today, rows: rows.rows))
    }

    @Sendable func apiImport(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
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

    @Sendable func apiExportAll(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard (request.query["format"] ?? "csv") == "csv" else {
            throw AlmanacError.invalid("format", "All timelines export as csv; export one timeline for ics.")
        }
        return Self.download(try await database.exportTimelinesCSV(owner: user.id), name: "timelines.csv", type: "text/csv; charset=utf-8")
    }

    @Sendable func apiExportTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await export(owner: user.id, timelineId: try context.parameters.require("id"), format: request.query["format"])
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import NIOCore

/// Timelines: the merged list, event pages, the graphical view, saved queries, CSV import and
/// CSV/iCalendar export (pages and API).
struct TimelinesController {
    let database: AppDatabase

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(TimelinesRoutes.list, use: listPage)
        router.get(TimelinesRoutes.graph, use: graphPage)
        router.get(TimelinesRoutes.manage, use: managePage)
        router.post(TimelinesRoutes.manage, use: createTimeline)
        router.post(TimelinesRoutes.timeline, use: updateTimeline)
        router.post(TimelinesRoutes.moveTimeline, use: moveTimeline)
        router.post(TimelinesRoutes.deleteTimeline, use: deleteTimeline)
        router.get(TimelinesRoutes.newEvent, use: newEventPage)
        router.post(TimelinesRoutes.events, use: createEvent)
        router.get(TimelinesRoutes.event, use: eventPage)
        router.get(TimelinesRoutes.editEvent, use: editEventPage)
        router.post(TimelinesRoutes.event, use: updateEvent)
        router.post(TimelinesRoutes.deleteEvent, use: deleteEvent)
        router.post(TimelinesRoutes.queries, use: saveQuery)
        router.post(TimelinesRoutes.deleteQuery, use: deleteQuery)
        router.get(TimelinesRoutes.importPage, use: importPage)
        router.post(TimelinesRoutes.importPage, use: importPreview)
        router.post(TimelinesRoutes.importConfirm, use: importConfirm)
        router.get(TimelinesRoutes.exportAll, use: exportAll)
        router.get(TimelinesRoutes.export, use: exportTimeline)
        registerAPI(api)
    }

    // MARK: Pages

    @Sendable func listPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        var parameters: TimelineListParameters
        var formError: AlmanacError?
        do {
            parameters = try TimelineListParameters(query: request.query)
        } catch let error as AlmanacError {
            parameters = TimelineListParameters()
            formError = error
        }
        let page = try await database.timelinesListPage(owner: user.id, filter: parameters.filter, queryId: parameters.queryId)
        parameters.filter = page.filter
        let model = TimelinesListView.Model(
            csrf: context.csrfToken, parameters: parameters, selection: page.selection,
            rows: page.selection.rows(order: parameters.order, hideEnds: parameters.hideEnds),
            queries: page.queries, activeQuery: page.activeQuery, pivot: page.pivot, error: formError)
        return Pages.render("Timelines", request: request, context: context, status: formError == nil ? .ok : .badRequest) {
            TimelinesListView(model: model)
        }
    }

    @Sendable func graphPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
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

    @Sendable func managePage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderManage(request, context, user: user)
    }

    private func renderManage(
        _ request: Request, _ context: SignedInContext, user: User, refused: TimelinesManageView.Refused? = nil
    ) async throws -> Response {
        let page = try await database.timelinesManagePage(owner: user.id)
        let model = TimelinesManageView.Model(csrf: context.csrfToken, timelines: page.timelines, counts: page.counts, refused: refused)
        let status: HTTPResponse.Status = refused.map { $0.error.field == nil ? .conflict : .badRequest } ?? .ok
        return Pages.render("Manage timelines", request: request, context: context, status: status) { TimelinesManageView(model: model) }
    }

    @Sendable func createTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let fields = TimelineFields(try await Body.form(from: request))
        do {
            let timeline = try await database.addTimeline(owner: user.id, name: fields.name ?? "", icon: fields.icon, color: fields.color)
            return .seeOther(TimelinesRoutes.manage.href, flash: .success("Created the timeline “\(timeline.name)”."))
        } catch let error as AlmanacError {
            return try await renderManage(request, context, user: user, refused: fields.refused(timelineId: nil, error: error))
        }
    }

    @Sendable func updateTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let fields = TimelineFields(try await Body.form(from: request))
        let id = try context.parameters.require("id")
        do {
            let timeline = try await database.updateTimeline(
                owner: user.id, id: id, name: fields.name, icon: fields.icon, color: fields.color, archived: fields.archived)
            return .seeOther(TimelinesRoutes.manage.href, flash: .success("Saved “\(timeline.name)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderManage(request, context, user: user, refused: fields.refused(timelineId: id, error: error))
        }
    }

    @Sendable func moveTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let id = try context.parameters.require("id")
        let timelines = try await database.timelines(owner: user.id)
        guard let timeline = timelines.first(where: { $0.id == id }) else { throw AlmanacError.notFound("No timeline with id \(id).") }
        return try await OnePlaceMove(form).respond(
            id: id, name: timeline.name, among: timelines.map(\.id), back: TimelinesRoutes.manage.href
        ) {
            _ = try await database.updateTimeline(owner: user.id, id: id, move: $0)
        }
    }

    @Sendable func deleteTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let timeline = try await database.deleteTimeline(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(
            TimelinesRoutes.manage.href, flash: .success("Deleted the timeline “\(timeline.name)” and its events.", undo: true))
    }

    @Sendable func newEventPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let timelines = try await database.timelineEventFormPage(owner: user.id, eventId: nil).timelines
        var values = TimelineEventForm.Values()
        values.timelineId = request.query["timeline"] ?? timelines.first?.id ?? ""
        if timelines.isEmpty { values.newTimeline = "Life" }
        return renderEventForm(request, context, model: .init(csrf: context.csrfToken, timelines: timelines, values: values))
    }

    private func renderEventForm(
        _ request: Request, _ context: SignedInContext, model: TimelineEventForm.Model, status: HTTPResponse.Status = .ok
    ) -> Response {
        Pages.render(
            model.values.eventId == nil ? "Add an event" : "Edit “\(model.values.title)”", request: request, context: context,
            status: status
        ) {
            TimelineEventForm(model: model)
        }
    }

    @Sendable func createEvent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let values = TimelineEventForm.Values(form: try await Body.form(from: request))
        do {
            let input = try values.input(requiresTimeline: true)
            let event: TimelineEvent
            if let name = TimelinesFormat.nonBlank(values.newTimeline) {
                event = try await database.addEvent(owner: user.id, timelineNamed: name, input).event
            } else {
                event = try await database.addEvent(owner: user.id, timelineId: values.timelineId, input)
            }
            return .seeOther(TimelinesRoutes.event.href(event.id), flash: .success("Added “\(event.title)”.", undo: true))
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

    @Sendable func eventPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let reference = try await database.crossReference(owner: user.id, eventId: try context.parameters.require("id"))
        let model = TimelineEventView.Model(csrf: context.csrfToken, reference: reference)
        return Pages.render(reference.pivot.title, request: request, context: context) { TimelineEventView(model: model) }
    }

    @Sendable func editEventPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.timelineEventFormPage(owner: user.id, eventId: try context.parameters.require("id"))
        return renderEventForm(
            request, context, model: .init(csrf: context.csrfToken, timelines: page.timelines, values: .init(page.event!)))
    }

    @Sendable func updateEvent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        _ = try await database.event(owner: user.id, id: id)
        var values = TimelineEventForm.Values(form: try await Body.form(from: request))
        values.eventId = id
        do {
            let input = try values.input()
            let event = try await database.updateEvent(
                owner: user.id, id: id, timelineId: TimelinesFormat.nonBlank(values.timelineId),
                timelineNamed: TimelinesFormat.nonBlank(values.newTimeline), input)
            return .seeOther(TimelinesRoutes.event.href(event.id), flash: .success("Saved “\(event.title)”.", undo: true))
        } catch let error as AlmanacError {
            let timelines = try await database.timelines(owner: user.id)
            return renderEventForm(
                request, context, model: .init(csrf: context.csrfToken, timelines: timelines, values: values, error: error),
                status: Self.status(of: error))
        }
    }

    @Sendable func deleteEvent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let event = try await database.deleteEvent(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(TimelinesRoutes.list.href, flash: .success("Deleted “\(event.title)”.", undo: true))
    }

    @Sendable func saveQuery(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let parameters = try TimelineListParameters(query: form)
        return try await .formAction(back: parameters.url()) {
            let query = try await database.addTimelineQuery(owner: user.id, name: TimelineQueryFields(form).name, filter: parameters.filter)
            return .seeOther(TimelinesRoutes.list.href(query: ["query": query.id]), flash: .success("Saved the query “\(query.name)”."))
        }
    }

    @Sendable func deleteQuery(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = try await database.deleteTimelineQuery(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(TimelinesRoutes.list.href, flash: .success("Deleted the query “\(query.name)”.", undo: true))
    }

    @Sendable func importPage(_ request: Request, context: SignedInContext) async throws -> Response {
        Pages.render("Import timelines", request: request, context: context) {
            TimelinesImportView(model: .init(csrf: context.csrfToken))
        }
    }

    @Sendable func importPreview(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let csv = TimelineImportFields(try await Body.form(from: request)).csv
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

    @Sendable func importConfirm(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let csv = TimelineImportFields(try await Body.form(from: request)).csv
        let result = try await database.importTimelineCSV(owner: user.id, csv: csv)
        var message = "Imported \(Self.counted(result.created.count, "event"))"
        if !result.createdTimelines.isEmpty {
            message += " and created \(Self.counted(result.createdTimelines.count, "timeline"))"
        }
        message += "."
        if !result.skippedLines.isEmpty { message += " \(Self.counted(result.skippedLines.count, "event")) were already there." }
        if !result.errors.isEmpty { message += " \(Self.counted(result.errors.count, "unreadable row")) skipped." }
        return .seeOther(TimelinesRoutes.list.href, flash: .success(message, undo: !result.created.isEmpty))
    }

    static func counted(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    @Sendable func exportAll(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return Self.download(try await database.exportTimelinesCSV(owner: user.id), name: "timelines.csv", type: "text/csv; charset=utf-8")
    }

    @Sendable func exportTimeline(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await export(owner: user.id, timelineId: try context.parameters.require("id"), format: request.query["format"])
    }

    func export(owner: String, timelineId: String, format: String?) async throws -> Response {
        switch format ?? "csv" {
        case "csv":
            let (timeline, csv) = try await database.exportTimelineCSV(owner: owner, timelineId: timelineId)
            return Self.download(csv, name: Self.fileName(timeline.name) + ".csv", type: "text/csv; charset=utf-8")
        case "ics":
            let (timeline, ics) = try await database.exportTimelineICS(owner: owner, timelineId: timelineId)
            return Self.download(ics, name: Self.fileName(timeline.name) + ".ics", type: "text/calendar; charset=utf-8")
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

}

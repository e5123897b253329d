import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Calendars: meetings read from iCalendar addresses and uploaded `.ics` files (page, forms, API).
struct CalendarsController {
    let database: AppDatabase
    /// Whether a calendar's address may be on loopback, link-local or private networks
    /// (`--allow-private-webhooks`), and be fetched at all (`ALMANAC_OUTBOUND`).
    var outbound = OutboundPolicy()

    /// An uploaded file: the iCalendar cap and room for the form around it.
    static let uploadLimit = ICalendarFile.maxBytes + 64 * 1024

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(CalendarsRoutes.page, use: page)
        router.post(CalendarsRoutes.page, use: addByURL)
        router.post(CalendarsRoutes.upload, use: upload)
        router.post(CalendarsRoutes.calendar, use: update)
        router.post(CalendarsRoutes.delete, use: remove)
        router.post(CalendarsRoutes.fetch, use: fetchNow)
        registerAPI(api)
    }

    @Sendable func page(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await render(request, context: context, user: user)
    }

    func render(
        _ request: Request, context: SignedInContext, user: User, error: AlmanacError? = nil, values: [String: String] = [:]
    ) async throws -> Response {
        let data = try await database.calendarsPage(owner: user.id)
        return Pages.render(
            "Calendars", request: request, context: context, status: error == nil ? .ok : ErrorMiddleware.classify(error!).0
        ) {
            CalendarsView(model: .init(csrf: context.csrfToken, data: data, error: error, values: values))
        }
    }

    @Sendable func addByURL(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let fields = CalendarURLFields(try await Body.form(from: request))
        do {
            try await outbound.refusePrivate(fields.url, field: "url", what: "calendar")
            let calendar = try await database.addCalendar(owner: user.id, name: fields.name, url: fields.url ?? "")
            // Read it at once, so the page shows its meetings (or why not) right away.
            await fetch(owner: user.id, id: calendar.id)
            return .seeOther(CalendarsRoutes.page.href, flash: .success("Added the calendar “\(calendar.name)”.", undo: true))
        } catch let error as AlmanacError {
            return try await render(request, context: context, user: user, error: error, values: fields.typed)
        }
    }

    /// The upload (multipart/form-data; the CSRF token rides in the query).
    @Sendable func upload(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        do {
            guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
                throw AlmanacError.unsupportedMedia(field: "file", message: "Upload the file with the form (multipart/form-data).")
            }
            let body = try await Body.bytes(
                request, limit: Self.uploadLimit, tooLarge: "The file is larger than \(ICalendarFile.maxBytes / 1024 / 1024) MB.")
            let form = try MultipartForm(Data(body.readableBytesView), boundary: boundary)
            let fields = try CalendarFileFields(form)
            guard let text = String(data: fields.file.body, encoding: .utf8) else {
                throw AlmanacError.invalid("file", "The file is not UTF-8 text, as iCalendar files are.")
            }
            let calendar = try await database.addCalendar(
                owner: user.id, name: fields.name, fileName: fields.file.filename ?? "calendar.ics", text: text)
            return .seeOther(CalendarsRoutes.page.href, flash: .success(Self.sentence(calendar), undo: true))
        } catch let error as AlmanacError {
            return try await render(request, context: context, user: user, error: error)
        }
    }

    @Sendable func update(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let id = try context.parameters.require("id")
        do {
            let fields = CalendarFields(form)
            let calendar = try await database.updateCalendar(owner: user.id, id: id, name: fields.name, color: fields.color)

            return .seeOther(CalendarsRoutes.page.href, flash: .success("Saved “\(calendar.name)”.", undo: true))
        } catch let error as AlmanacError where error.code != "not_found" {
            return .seeOther(CalendarsRoutes.page.href, flash: .error(error))
        }
    }

    @Sendable func remove(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await Body.form(from: request)
        try await database.removeCalendar(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(CalendarsRoutes.page.href, flash: .success("Removed the calendar.", undo: true))
    }

    @Sendable func fetchNow(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await Body.form(from: request)
        let id = try context.parameters.require("id")
        do {
            _ = try await database.calendarToFetch(owner: user.id, id: id)
        } catch let error as AlmanacError where error.code == "conflict" {
            return .seeOther(CalendarsRoutes.page.href, flash: .error(error))
        }
        await fetch(owner: user.id, id: id)
        let calendar = try await database.calendar(owner: user.id, id: id)
        if let error = calendar.lastError { return .seeOther(CalendarsRoutes.page.href, flash: .error("“\(calendar.name)”: \(error)")) }
        return .seeOther(CalendarsRoutes.page.href, flash: .success(Self.sentence(calendar)))
    }

    /// Fetches the calendar now and keeps the result (an error is kept as its last error).
    func fetch(owner: String, id: String) async {
        guard let due = try? await database.calendarToFetch(owner: owner, id: id) else { return }
        let result = await CalendarFetcher.fetch(due, allowPrivate: outbound.allowPrivate, enabled: outbound.enabled)
        try? await database.storeCalendarFetch(owner: owner, id: id, result: result)
    }

    /// "Read “Work”: 120 events (2 left out: …)."
    static func sentence(_ calendar: CalendarSummary) -> String {
        let events = calendar.events ?? 0
        var text = "Read “\(calendar.name)”: \(events == 1 ? "1 event" : "\(events) events")"
        if let skipped = calendar.skipped, skipped > 0 {
            text += " (\(skipped) left out\(calendar.skippedReason.map { ": \($0)" } ?? ""))"
        }
        return text + "."
    }
}

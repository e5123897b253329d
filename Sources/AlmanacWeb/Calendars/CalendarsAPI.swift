import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// The JSON API of Calendars, under /api/v1 (`CalendarsRoutes.API`).
extension CalendarsController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(CalendarsRoutes.API.calendars, use: apiCalendars)
        api.post(CalendarsRoutes.API.calendars, use: apiAdd)
        api.get(CalendarsRoutes.API.calendar, use: apiCalendar)
        api.patch(CalendarsRoutes.API.calendar, use: apiUpdate)
        api.delete(CalendarsRoutes.API.calendar, use: apiRemove)
        api.get(CalendarsRoutes.API.events, use: apiEvents)
        api.post(CalendarsRoutes.API.fetch, use: apiFetch)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .get, CalendarsRoutes.API.calendars, "The user's calendars (never their addresses: only the host)",
            response: .array(CalendarSummary.schema)),
        .init(
            .post, CalendarsRoutes.API.calendars,
            "Add a calendar: `url` (https, http or webcal; a secret, fetched by the server every 30 minutes and once now) or `ics` (the text of an .ics file, up to the 1 MB body limit) with its `fileName`; optional `name` and `color` (#rrggbb)",
            request: CalendarsJSON.Add.schema, response: CalendarSummary.schema, status: 201, errors: [409]),
        .init(.get, CalendarsRoutes.API.calendar, "One calendar, with its last fetch and last error", response: CalendarSummary.schema),
        .init(
            .patch, CalendarsRoutes.API.calendar, "Rename a calendar or change its colour (absent keys stay)",
            request: CalendarsJSON.Update.schema,
            response: CalendarSummary.schema),
        .init(.delete, CalendarsRoutes.API.calendar, "Remove a calendar and its meetings (undoable)", status: 204),
        .init(
            .get, CalendarsRoutes.API.events,
            "The calendar's meetings (instances of recurring events expanded, free ones too with busy false) from the start of day `from` to the end of day `to` (YYYY-MM-DD in the user's zone; default today and the 6 days after; at most 400 days)",
            response: .array(CalendarMeeting.schema), query: [QueryParameter("from", .date), QueryParameter("to", .date)]),
        .init(
            .post, CalendarsRoutes.API.fetch,
            "Fetch a calendar's address now (a calendar read from a file answers 409); the calendar with its last fetch and error",
            response: CalendarSummary.schema, errors: [409]),
    ]

    @Sendable func apiCalendars(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.calendars(owner: user.id))
    }

    @Sendable func apiAdd(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(CalendarsJSON.Add.self, from: request)
        let calendar: CalendarSummary
        switch (body.url, body.ics) {
        case (let url?, nil):
            try await outbound.refusePrivate(url, field: "url", what: "calendar")
            calendar = try await database.addCalendar(owner: user.id, name: body.name, url: url, color: body.color)
            await fetch(owner: user.id, id: calendar.id)
        case (nil, let text?):
            calendar = try await database.addCalendar(
                owner: user.id, name: body.name, fileName: body.fileName ?? "calendar.ics", text: text, color: body.color)
        default:
            throw AlmanacError.invalid("url", "Give either url or ics, not both and not neither.")
        }
        return try .json(try await database.calendar(owner: user.id, id: calendar.id), status: .created)
    }

    @Sendable func apiCalendar(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.calendar(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiUpdate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(CalendarsJSON.Update.self, from: request)
        return try .json(try await database.updateCalendar(owner: user.id, id: id, name: body.name, color: body.color))
    }

    @Sendable func apiRemove(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.removeCalendar(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiEvents(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let preferences = user.preferences
        let today = preferences.today(at: database.now())
        func day(_ name: String) throws -> LocalDay? {
            guard let text = request.query.optional(name) else { return nil }
            return try DayReference.date(text, field: name)
        }
        let from = try day("from") ?? today
        let to = try day("to") ?? from.adding(days: 6)
        guard from <= to else { throw AlmanacError.invalid("from", "from comes after to.") }
        guard from.days(to: to) < CalendarSource.maxQueryDays else {
            throw AlmanacError.invalid("to", "Ask for at most \(CalendarSource.maxQueryDays) days at a time.")
        }
        let meetings = try await database.calendarEvents(
            owner: user.id, id: id, from: from.start(in: preferences.zone, dayStartHour: preferences.dayStartHour),
            to: to.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour))
        return try .json(meetings)
    }

    @Sendable func apiFetch(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        _ = try await database.calendarToFetch(owner: user.id, id: id)
        await fetch(owner: user.id, id: id)
        return try .json(try await database.calendar(owner: user.id, id: id))
    }
}

/// The JSON of Calendars.
enum CalendarsJSON {
    struct Add: APIType, Codable {
        var name: String?
        var url: String?
        var ics: String?
        var fileName: String?
        var color: String?
    }

    struct Update: APIType, Codable {
        var name: String?
        var color: String?
        static let fieldNotes: [String: Schema] = ["name": .title]
    }
}

// The answers are the Store's own values, each declared once (their schemas derived).
extension CalendarSummary: APIType {
    static let fieldNotes: [String: Schema] = ["source": .enumeration(["url", "file"])]
}

extension CalendarMeeting: APIType {
    static let fieldNotes: [String: Schema] = ["startDay": .date, "endDay": .date]
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Practice (meditation or breathing): the page with the timer and bells, the form that logs a
/// session without JavaScript, and the API. A quiet weekly total; no streaks.
extension FocusController {
    struct PracticeRequest: APIType, Codable {
        var minutes: Int
        var note: String?
        var startedAt: String?
        var feeling: String?
        var habitId: String?
        static let fieldNotes: [String: Schema] = [
            "minutes": .quantity(PracticeRules.minutes), "startedAt": .dateTime, "feeling": .enumeration(Feeling.allCases.map(\.rawValue)),
        ]
    }

    static let practiceOperations: [APIOperation] = [
        .init(.get, FocusRoutes.API.practice, "Practice sessions, the latest first", response: .array(PracticeJSON.schema)),
        .init(
            .post, FocusRoutes.API.practice,
            "Log a practice session: its minutes, an optional note, `startedAt` (default: the minutes before now), how you felt after it (`feeling`; with `startedAt`, 409 until 5 seconds after the session's end: the feeling gate), and `habitId` to check that habit in on the day it started",
            request: PracticeRequest.schema, response: PracticeJSON.schema, status: 201, errors: [409]),
    ]

    @Sendable func practicePage(_ request: Request, context: SignedInContext) async throws -> Response {
        try await renderPractice(request, context, user: context.user)
    }

    private func renderPractice(
        _ request: Request, _ context: SignedInContext, user: User, refused: (form: FormData, error: AlmanacError)? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.practicePage(owner: user.id)
        return Pages.render("Practice", request: request, context: context, status: status) {
            PracticeView(model: .init(csrf: context.csrfToken, page: page, form: refused?.form, error: refused?.error))
        }
    }

    @Sendable func logPractice(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            // The timer fills in `startedAt` (so the session is the time it ran, and the feeling
            // gate holds); a session timed with another clock has none.
            let fields = try PracticeFields(form)
            let session = try await database.logPractice(
                owner: user.id, minutes: fields.minutes, note: fields.note, startedAt: fields.startedAt, feeling: fields.feeling,
                habitId: fields.habitId)

            return .seeOther(
                FocusRoutes.practice.href,
                flash: .success("Logged \(session.minutes) \(session.minutes == 1 ? "minute" : "minutes") of practice.", undo: true))
        } catch let error as AlmanacError {
            return try await renderPractice(request, context, user: user, refused: (form, error), status: .badRequest)
        }
    }

    @Sendable func apiPracticeSessions(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.practiceSessions(owner: user.id).map(PracticeJSON.init))
    }

    @Sendable func apiLogPractice(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PracticeRequest.self, from: request)
        let session = try await database.logPractice(
            owner: user.id, minutes: body.minutes, note: body.note, startedAt: try Self.practiceStart(body.startedAt),
            feeling: try Feeling.parse(body.feeling, field: "feeling"), habitId: body.habitId)
        return try .json(PracticeJSON(session), status: .created)
    }

    static func practiceStart(_ text: String?) throws -> Date? {
        try text.map { text in
            guard let date = Timestamp.parse(text) else {
                throw AlmanacError.invalid("startedAt", "startedAt must be an ISO 8601 date-time.")
            }
            return date
        }
    }
}

/// A practice session as the API and `almanac practice list --json` give it.
public struct PracticeJSON: APIType, Codable {
    var id: String
    var startedAt: Date
    var minutes: Int
    var note: String?
    var feeling: Feeling?

    public init(_ session: PracticeSession) {
        id = session.id
        startedAt = session.startedAt
        minutes = session.minutes
        note = session.note
        feeling = session.feeling
    }
}

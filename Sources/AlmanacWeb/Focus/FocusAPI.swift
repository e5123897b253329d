import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Focus's JSON operations: intentions, tags, presence, insights and reminders.
extension FocusController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(FocusRoutes.API.current, use: apiCurrent)
        api.get(FocusRoutes.API.reminders, use: apiReminders)
        api.get(FocusRoutes.API.intentions, use: apiList)
        api.post(FocusRoutes.API.intentions, use: apiStart)
        api.get(FocusRoutes.API.intention, use: apiGet)
        api.patch(FocusRoutes.API.intention, use: apiEdit)
        api.delete(FocusRoutes.API.intention, use: apiDelete)
        api.post(FocusRoutes.API.extend, use: apiExtend)
        api.post(FocusRoutes.API.end, use: apiEnd)
        api.post(FocusRoutes.API.abandon, use: apiAbandon)
        api.post(FocusRoutes.API.tags, use: apiTags)
        api.post(FocusRoutes.API.rate, use: apiRate)
        api.post(FocusRoutes.API.review, use: apiReview)
        api.post(FocusRoutes.API.distractions, use: apiDistraction)
        api.get(FocusRoutes.API.tagList, use: apiTagList)
        api.get(FocusRoutes.API.presence, use: apiPresence)
        api.get(FocusRoutes.API.insights, use: apiInsights)
        api.get(FocusRoutes.API.practice, use: apiPracticeSessions)
        api.post(FocusRoutes.API.practice, use: apiLogPractice)
    }

    static let apiOperations: [APIOperation] =
        [
            .init(
                .get, FocusRoutes.API.current, "The running intention (or null) and the server's clock", response: FocusJSON.Current.schema),
            .init(
                .get, FocusRoutes.API.reminders, "The last reminder the server delivered (the open page shows it)",
                response: FocusJSON.LastReminder.schema),
            .init(
                .get, FocusRoutes.API.intentions, "Intentions by day (day=YYYY-MM-DD, or from/to) with optional filters",
                response: .array(FocusJSON.Intention.schema),
                query: [
                    QueryParameter("day", .day), QueryParameter("from", .day), QueryParameter("to", .day), "tag", "areaId",
                    QueryParameter("feeling", .enumeration(Feeling.allCases.map(\.rawValue))),
                ]),
            .init(
                .post, FocusRoutes.API.intentions,
                "Set and start an intention; with `taskId` it is for that open to-do (“Focus on this”): `what` defaults to its title, the goal and area to its own, `plannedMinutes` to its estimate (else 25)",
                request: FocusJSON.Start.schema,
                response: FocusJSON.Intention.schema, status: 201,
                errors: [404, 409]),
            .init(.get, FocusRoutes.API.intention, "One intention with its distractions", response: FocusJSON.Intention.schema),
            .init(
                .patch, FocusRoutes.API.intention, "Correct a past intention (fields not sent stay as they are)",
                request: FocusJSON.Edit.schema,
                response: FocusJSON.Intention.schema, errors: [409]),
            .init(.delete, FocusRoutes.API.intention, "Delete an intention (undo restores it)", status: 204),
            .init(
                .post, FocusRoutes.API.extend, "Extend a running intention by 5 or 15 minutes",
                request: FocusJSON.Extension.schema, response: FocusJSON.Intention.schema,
                errors: [409]),
            .init(
                .post, FocusRoutes.API.end,
                "End the intention (early, or time up after its end); `at`: when, for a device that was offline; `completeTask`: also complete its to-do",
                request: FocusJSON.End.schema, response: FocusJSON.Intention.schema, errors: [409]),
            .init(
                .post, FocusRoutes.API.abandon, "Abandon a running intention with a reason",
                request: FocusJSON.Abandon.schema, response: FocusJSON.Intention.schema,
                errors: [409]),
            .init(
                .post, FocusRoutes.API.tags, "Replace the tags (new tags are created as they are used)",
                request: FocusJSON.Tags.schema,
                response: FocusJSON.Intention.schema),
            .init(
                .post, FocusRoutes.API.rate, "Rate how it felt; 409 until 5 seconds after the intention ended",
                request: FocusJSON.Rating.schema,
                response: FocusJSON.Intention.schema, errors: [409]),
            .init(
                .post, FocusRoutes.API.review, "Answer the review (each answer optional); `completeTask`: also complete its to-do",
                request: FocusJSON.ReviewRequest.schema,
                response: FocusJSON.Intention.schema, errors: [409]),
            .init(
                .post, FocusRoutes.API.distractions,
                "“I got distracted”: log a distraction on the running intention; `urgePassed` when an internal urge was surfed first",
                request: FocusJSON.NewDistraction.schema,
                response: FocusJSON.Intention.schema, status: 201, errors: [409]),
            .init(.get, FocusRoutes.API.tagList, "Every tag used on intentions, most used first", response: .array(.string)),
            .init(
                .get, FocusRoutes.API.presence, "Presence per day (from/to as YYYY-MM-DD; default the current week)",
                response: .array(FocusJSON.Presence.schema),
                query: [QueryParameter("from", .day), QueryParameter("to", .day)]),
            .init(
                .get, FocusRoutes.API.insights, "Suggestions drawn from past intentions (silent under 10 intentions)",
                response: Insights.schema),
        ] + practiceOperations

    // MARK: API

    private func json(_ intention: Intention, status: HTTPResponse.Status = .ok) throws -> Response {
        try .json(FocusJSON.Intention(intention, now: database.now()), status: status)
    }

    @Sendable func apiCurrent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let now = database.now()
        let running = try await database.runningIntention(owner: user.id)
        return try .json(FocusJSON.Current(running: running, now: now))
    }

    @Sendable func apiReminders(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let reminder = try await database.lastReminder(owner: user.id)
        return try .json(
            FocusJSON.LastReminder(reminder: reminder.map { FocusJSON.Reminder(kind: $0.kind, message: $0.message, at: $0.at) }))
    }

    @Sendable func apiList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let now = database.now()
        let filter = IntentionFilter(
            tag: query.optional("tag"), areaId: query.optional("areaId"),
            feeling: try query.optional("feeling").map { text in
                guard let feeling = Feeling(rawValue: text) else {
                    throw AlmanacError.invalid("feeling", "A feeling is ecstatic, happy, meh, sad or angry.")
                }
                return feeling
            })
        let first: LocalDay
        let last: LocalDay
        if let day = query.optional("day") {
            first = try DayParameter.parse(day, user: user, now: now)
            last = first
        } else {
            last = try DayParameter.parse(query.optional("to"), user: user, now: now, field: "to")
            first = try query.optional("from").map { try DayParameter.parse($0, user: user, now: now, field: "from") } ?? last
        }
        guard first <= last, first.days(to: last) <= 366 else { throw AlmanacError.invalid("from", "Ask for 1 to 367 days.") }
        let zone = user.preferences.zone
        let intentions = try await database.intentions(
            owner: user.id, from: first.start(in: zone, dayStartHour: user.dayStartHour),
            to: last.adding(days: 1).start(in: zone, dayStartHour: user.dayStartHour), filter: filter)
        return try .json(intentions.map { FocusJSON.Intention($0, now: now) })
    }

    @Sendable func apiStart(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FocusJSON.Start.self, from: request)
        let intention = try await database.startIntention(
            owner: user.id, what: body.what ?? "", plannedMinutes: body.plannedMinutes?.int, goalId: body.goalId, areaId: body.areaId,
            taskId: body.taskId)
        return try json(intention, status: .created)
    }

    @Sendable func apiGet(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try json(try await database.intention(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiEdit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(FocusJSON.Edit.self, from: request)
        let current = try await database.intention(owner: user.id, id: id)
        func instant(_ text: String?, _ field: String, _ fallback: Date?) throws -> Date {
            if let text {
                guard let date = Timestamp.parse(text) else { throw AlmanacError.invalid(field, "\(field) must be an ISO 8601 date-time.") }
                return date
            }
            guard let fallback else {
                throw AlmanacError.conflict("“\(current.what)” is still running; its times can be corrected once it has ended.")
            }
            return fallback
        }
        let feeling: Feeling?
        if let text = body.feeling {
            guard let parsed = Feeling(rawValue: text) else {
                throw AlmanacError.invalid("feeling", "A feeling is ecstatic, happy, meh, sad or angry.")
            }
            feeling = parsed
        } else {
            feeling = current.feeling
        }
        let review =
            body.review.map { IntentionReview(wentWell: $0.wentWell, improve: $0.improve, interesting: $0.interesting) }
            ?? current.review ?? IntentionReview()
        let intention = try await database.editIntention(
            owner: user.id, id: id, what: body.what ?? current.what, startedAt: try instant(body.startedAt, "startedAt", current.startedAt),
            endedAt: try instant(body.endedAt, "endedAt", current.endedAt), goalId: body.goalId ?? current.goalId,
            areaId: body.areaId ?? current.areaId, tags: body.tags ?? current.tags, feeling: feeling, review: review)
        return try json(intention)
    }

    @Sendable func apiDelete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await database.deleteIntention(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiExtend(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FocusJSON.Extension.self, from: request)
        return try json(
            try await database.extendIntention(owner: user.id, id: try context.parameters.require("id"), minutes: body.minutes.int))
    }

    @Sendable func apiEnd(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        // The body is optional: without one the intention ends now.
        try Body.requireJSON(request)
        let buffer = try await Body.bytes(request)
        let body = buffer.readableBytes == 0 ? FocusJSON.End() : try Body.decode(FocusJSON.End.self, from: Data(buffer.readableBytesView))
        return try json(
            try await database.endIntention(
                owner: user.id, id: try context.parameters.require("id"), at: try clientTime(body.at),
                completeTask: body.completeTask ?? false))
    }

    /// The optional `at` of an action a device made offline and sends later: when the user did it.
    /// The store checks its range (`ClientTime`).
    private func clientTime(_ text: String?) throws -> Date? {
        guard let text else { return nil }
        guard let date = Timestamp.parse(text) else { throw AlmanacError.invalid("at", "at must be an ISO 8601 date-time.") }
        return date
    }

    @Sendable func apiAbandon(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FocusJSON.Abandon.self, from: request)
        return try json(
            try await database.abandonIntention(
                owner: user.id, id: try context.parameters.require("id"), reason: body.reason, at: try clientTime(body.at)))
    }

    @Sendable func apiTags(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FocusJSON.Tags.self, from: request)
        return try json(try await database.tagIntention(owner: user.id, id: try context.parameters.require("id"), tags: body.tags))
    }

    @Sendable func apiRate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FocusJSON.Rating.self, from: request)
        guard let feeling = Feeling(rawValue: body.feeling) else {
            throw AlmanacError.invalid("feeling", "A feeling is ecstatic, happy, meh, sad or angry.")
        }
        return try json(
            try await database.rateIntention(
                owner: user.id, id: try context.parameters.require("id"), feeling: feeling, at: try clientTime(body.at)))
    }

    @Sendable func apiReview(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FocusJSON.ReviewRequest.self, from: request)
        return try json(
            try await database.reviewIntention(
                owner: user.id, id: try context.parameters.require("id"),
                review: IntentionReview(wentWell: body.wentWell, improve: body.improve, interesting: body.interesting),
                completeTask: body.completeTask ?? false))
    }

    @Sendable func apiDistraction(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(FocusJSON.NewDistraction.self, from: request)
        guard let trigger = DistractionTrigger(rawValue: body.trigger) else {
            throw AlmanacError.invalid("trigger", "A distraction's trigger is internal, external or planning.")
        }
        return try json(
            try await database.logDistraction(
                owner: user.id, intentionId: try context.parameters.require("id"), trigger: trigger, note: body.note,
                urgePassed: body.urgePassed, at: try clientTime(body.at)),
            status: .created)
    }

    @Sendable func apiTagList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.intentionTags(owner: user.id))
    }

    @Sendable func apiPresence(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let now = database.now()
        let query = request.query
        let from = try query.optional("from").map { try DayParameter.parse($0, user: user, now: now, field: "from") }
        let to = try query.optional("to").map { try DayParameter.parse($0, user: user, now: now, field: "to") }
        let days = try await database.presence(owner: user.id, from: from, through: to)
        return try .json(
            days.map {
                FocusJSON.Presence(
                    day: $0.day.description, fraction: $0.presence.fraction, coveredMinutes: $0.presence.coveredSeconds / 60,
                    activeMinutes: $0.presence.activeSeconds / 60)
            })
    }

    @Sendable func apiInsights(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.insights(owner: user.id))
    }
}

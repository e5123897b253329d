import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The intention log: set an intention, count down, end/extend/abandon, tag, rate, review;
/// history, presence and insights (pages and API).
struct FocusController {
    let database: AppDatabase

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get(FocusRoutes.focus, use: focusPage)
        router.post(FocusRoutes.start, use: start)
        router.get(FocusRoutes.history, use: historyPage)
        router.get(FocusRoutes.after, use: afterPage)
        router.post(FocusRoutes.end, use: end)
        router.post(FocusRoutes.extend, use: extend)
        router.post(FocusRoutes.abandon, use: abandon)
        router.post(FocusRoutes.distraction, use: distraction)
        router.post(FocusRoutes.tags, use: tags)
        router.post(FocusRoutes.rate, use: rate)
        router.post(FocusRoutes.review, use: review)
        router.get(FocusRoutes.edit, use: editPage)
        router.post(FocusRoutes.edit, use: edit)
        router.post(FocusRoutes.delete, use: delete)

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
    }

    static let apiOperations: [APIOperation] = [
        .init(.get, FocusRoutes.API.current, "The running intention (or null) and the server's clock", response: CurrentJSON.schema),
        .init(
            .get, FocusRoutes.API.reminders, "The last reminder the server delivered (the open page shows it)",
            response: .object(["reminder": ReminderJSON.schema])),
        .init(
            .get, FocusRoutes.API.intentions, "Intentions by day (day=YYYY-MM-DD, or from/to) with optional filters",
            response: .array(IntentionJSON.schema), query: ["day", "from", "to", "tag", "areaId", "feeling"]),
        .init(
            .post, FocusRoutes.API.intentions, "Set and start an intention", request: StartBody.schema, response: IntentionJSON.schema, status: 201,
            errors: [404, 409]),
        .init(.get, FocusRoutes.API.intention, "One intention with its distractions", response: IntentionJSON.schema),
        .init(
            .patch, FocusRoutes.API.intention, "Correct a past intention (fields not sent stay as they are)", request: EditBody.schema,
            response: IntentionJSON.schema, errors: [409]),
        .init(.delete, FocusRoutes.API.intention, "Delete an intention (undo restores it)", status: 204),
        .init(
            .post, FocusRoutes.API.extend, "Extend a running intention by 5 or 15 minutes",
            request: .object(["minutes": .quantity(.extendMinutes)], required: ["minutes"]), response: IntentionJSON.schema, errors: [409]),
        .init(
            .post, FocusRoutes.API.end, "End the intention (early, or time up after its end)", response: IntentionJSON.schema,
            errors: [409]),
        .init(
            .post, FocusRoutes.API.abandon, "Abandon a running intention with a reason",
            request: .object(["reason": .string], required: ["reason"]), response: IntentionJSON.schema, errors: [409]),
        .init(
            .post, FocusRoutes.API.tags, "Replace the tags (new tags are created as they are used)",
            request: .object(["tags": .array(.string)], required: ["tags"]), response: IntentionJSON.schema),
        .init(
            .post, FocusRoutes.API.rate, "Rate how it felt; 409 until 5 seconds after the intention ended",
            request: .object(["feeling": .enumeration(Feeling.allCases.map(\.rawValue))], required: ["feeling"]),
            response: IntentionJSON.schema, errors: [409]),
        .init(
            .post, FocusRoutes.API.review, "Answer the review (each answer optional)", request: ReviewJSON.schema,
            response: IntentionJSON.schema, errors: [409]),
        .init(
            .post, FocusRoutes.API.distractions, "“I got distracted”: log a distraction on the running intention",
            request: .object(
                ["trigger": .enumeration(DistractionTrigger.allCases.map(\.rawValue)), "note": .string], required: ["trigger"]),
            response: IntentionJSON.schema, status: 201, errors: [409]),
        .init(.get, FocusRoutes.API.tagList, "Every tag used on intentions, most used first", response: .array(.string)),
        .init(
            .get, FocusRoutes.API.presence, "Presence per day (from/to as YYYY-MM-DD; default the current week)", response: .array(PresenceJSON.schema),
            query: ["from", "to"]),
        .init(.get, FocusRoutes.API.insights, "Suggestions drawn from past intentions (silent under 10 intentions)", response: .anyObject),
    ]

    static let tips = [
        "Put the phone in another room.",
        "Close every tab this intention does not need.",
        "The urge to check something? Surf it for 5 more minutes.",
        "One thing at a time: write stray thoughts down and get back.",
        "Stuck? Do the smallest next step.",
        "Water on the desk, notifications off.",
    ]

    // MARK: Pages

    @Sendable func focusPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let now = database.now()
        if let running = try await database.runningIntention(owner: user.id) {
            let areas = try await database.areas(owner: user.id, includeArchived: true)
            let model = FocusRunView.Model(
                csrf: context.csrfToken, intention: running, now: now, areas: areas, tips: Self.tips, zone: user.preferences.zone)
            return Pages.render("Focus", request: request, context: context) { FocusRunView(model: model) }
        }
        return try await renderFocusHome(request, context, user: user)
    }

    private func renderFocusHome(
        _ request: Request, _ context: AppRequestContext, user: User, error: AlmanacError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let now = database.now()
        let today = user.preferences.today(at: now)
        let plan = try await database.weekPlan(owner: user.id, containing: today)
        let latest = try await database.latestIntention(owner: user.id)
        let pending = latest.flatMap { intention -> Intention? in
            guard intention.state.isCompleted, !intention.isReviewed, let ended = intention.endedAt,
                now.timeIntervalSince(ended) < 12 * 3600
            else { return nil }
            return intention
        }
        let model = FocusHomeView.Model(
            csrf: context.csrfToken, zone: user.preferences.zone, today: today,
            intentions: try await database.intentions(owner: user.id, on: today),
            presence: try await database.presence(owner: user.id, from: today, through: today).first!,
            areas: try await database.areas(owner: user.id), goals: plan.goals, pendingReview: pending,
            insights: try await database.insights(owner: user.id), allAreas: plan.areas, error: error)
        return Pages.render("Focus", request: request, context: context, status: status) { FocusHomeView(model: model) }
    }

    static func minutes(_ form: FormData) throws -> Int {
        if let custom = try form.whole("customMinutes", .intentionMinutes) { return custom }
        guard let preset = try form.whole("minutes", .intentionMinutes) else {
            throw AlmanacError.invalid("minutes", "Choose how long: 15, 25, 45, 60, 90 minutes or your own.")
        }
        return preset
    }

    @Sendable func start(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await Body.form(from: request)
        do {
            let link = try parseLink(form["link"])
            _ = try await database.startIntention(
                owner: user.id, what: form["what"] ?? "", plannedMinutes: try Self.minutes(form), goalID: link.goalID, areaID: link.areaID)
            return .seeOther(FocusRoutes.focus.href)
        } catch let error as AlmanacError {
            if case .conflict = error { return .seeOther(FocusRoutes.focus.href, flash: .error(error.message)) }
            return try await renderFocusHome(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func end(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        do {
            _ = try await database.endIntention(owner: user.id, id: id)
        } catch let error as AlmanacError {
            guard case .conflict = error else { throw error }
        }
        return .seeOther(FocusRoutes.after.href(id))
    }

    @Sendable func extend(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: FocusRoutes.focus.href) {
            let intention = try await database.extendIntention(
                owner: user.id, id: id, minutes: try form.whole("minutes", .extendMinutes) ?? 0)
            return .seeOther(FocusRoutes.focus.href, flash: .success("Extended “\(intention.what)” by \(form["minutes"] ?? "") minutes."))
        }
    }

    @Sendable func abandon(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: FocusRoutes.focus.href) {
            let intention = try await database.abandonIntention(owner: user.id, id: id, reason: form["reason"] ?? "")
            return .seeOther(FocusRoutes.focus.href, flash: .success("Abandoned “\(intention.what)”.", undo: true))
        }
    }

    @Sendable func distraction(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: FocusRoutes.focus.href) {
            guard let trigger = DistractionTrigger(rawValue: form["trigger"] ?? "") else {
                throw AlmanacError.invalid("trigger", "Say what pulled you away: internal, external or planning.")
            }
            _ = try await database.logDistraction(owner: user.id, intentionID: id, trigger: trigger, note: form.optional("note"))
            return .seeOther(FocusRoutes.focus.href, flash: .success("Noted. Back to it."))
        }
    }

    @Sendable func afterPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderAfter(request, context, user: user, id: try context.parameters.require("id"))
    }

    private func renderAfter(
        _ request: Request, _ context: AppRequestContext, user: User, id: String, error: AlmanacError? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let intention = try await database.intention(owner: user.id, id: id)
        if intention.state == .running { return .seeOther(FocusRoutes.focus.href) }
        let model = FocusAfterView.Model(
            csrf: context.csrfToken, intention: intention, now: database.now(), zone: user.preferences.zone,
            knownTags: try await database.intentionTags(owner: user.id),
            areas: try await database.areas(owner: user.id, includeArchived: true),
            error: error)
        return Pages.render("How did it go?", request: request, context: context, status: status) { FocusAfterView(model: model) }
    }

    @Sendable func tags(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let tags = form.all("tag") + (form["newTags"] ?? "").split(separator: ",").map(String.init)
        do {
            _ = try await database.tagIntention(owner: user.id, id: id, tags: tags)
            return .seeOther(FocusRoutes.after.href(id).fragment("feeling"), flash: .success("Tags saved."))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderAfter(request, context, user: user, id: id, error: error, status: .badRequest)
        }
    }

    @Sendable func rate(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        do {
            guard let feeling = Feeling(rawValue: form["feeling"] ?? "") else {
                throw AlmanacError.invalid("feeling", "Pick how it felt: ecstatic, happy, meh, sad or angry.")
            }
            _ = try await database.rateIntention(owner: user.id, id: id, feeling: feeling)
            return .seeOther(FocusRoutes.after.href(id).fragment("review"), flash: .success("Felt \(feeling.rawValue) \(feeling.emoji). Noted."))
        } catch let error as AlmanacError {
            switch error {
            case .notFound: throw error
            case .conflict: return try await renderAfter(request, context, user: user, id: id, error: error, status: .conflict)
            default: return try await renderAfter(request, context, user: user, id: id, error: error, status: .badRequest)
            }
        }
    }

    @Sendable func review(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        do {
            let intention = try await database.reviewIntention(
                owner: user.id, id: id,
                review: IntentionReview(wentWell: form["wentWell"], improve: form["improve"], interesting: form["interesting"]))
            return .seeOther(FocusRoutes.focus.href, flash: .success("Reviewed “\(intention.what)”."))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderAfter(request, context, user: user, id: id, error: error, status: .badRequest)
        }
    }

    @Sendable func historyPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let query = request.query
        let now = database.now()
        let last = try DayParameter.parse(query["to"], user: user, now: now, field: "to")
        let first = try query["from"].map { try DayParameter.parse($0, user: user, now: now, field: "from") } ?? last.adding(days: -6)
        guard first <= last, first.days(to: last) <= 92 else {
            throw AlmanacError.invalid("from", "Show 1 to 93 days at a time.")
        }
        let filter = IntentionFilter(
            tag: query.optional("tag"), areaID: query.optional("area"), feeling: query.optional("feeling").flatMap(Feeling.init(rawValue:)))
        let (from, to) = (
            first.start(in: user.preferences.zone, dayStartHour: user.dayStartHour),
            last.adding(days: 1).start(in: user.preferences.zone, dayStartHour: user.dayStartHour)
        )
        let intentions = try await database.intentions(owner: user.id, from: from, to: to, filter: filter)
        let model = FocusHistoryView.Model(
            csrf: context.csrfToken, zone: user.preferences.zone, dayStartHour: user.dayStartHour, first: first, last: last,
            filter: filter, intentions: intentions, tags: try await database.intentionTags(owner: user.id),
            areas: try await database.areas(owner: user.id, includeArchived: true),
            presence: try await database.presence(owner: user.id, from: max(first, last.adding(days: -13)), through: last))
        return Pages.render("Intention history", request: request, context: context) { FocusHistoryView(model: model) }
    }

    @Sendable func editPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await renderEdit(request, context, user: user, id: try context.parameters.require("id"))
    }

    private func renderEdit(
        _ request: Request, _ context: AppRequestContext, user: User, id: String, error: AlmanacError? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let intention = try await database.intention(owner: user.id, id: id)
        let day = LocalDay(containing: intention.startedAt, in: user.preferences.zone, dayStartHour: user.dayStartHour)
        let plan = try await database.weekPlan(owner: user.id, containing: day)
        let model = FocusEditView.Model(
            csrf: context.csrfToken, intention: intention, zone: user.preferences.zone, areas: try await database.areas(owner: user.id),
            goals: plan.goals, error: error)
        return Pages.render("Edit intention", request: request, context: context, status: status) { FocusEditView(model: model) }
    }

    /// `datetime-local` values (YYYY-MM-DDTHH:MM) in the user's zone.
    static func localDateTime(_ text: String?, zone: TimeZone, field: String) throws -> Date {
        guard let text, text.count >= 16, let day = LocalDay(String(text.prefix(10))),
            let time = try? WallClockTime(String(text.dropFirst(11).prefix(5)), field: field)
        else { throw AlmanacError.invalid(field, "Give the time as a date and a time of day.") }
        return time.instant(on: day, in: zone)
    }

    @Sendable func edit(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let zone = user.preferences.zone
        do {
            let link = try parseLink(form["link"])
            let intention = try await database.editIntention(
                owner: user.id, id: id, what: form["what"] ?? "",
                startedAt: try Self.localDateTime(form["startedAt"], zone: zone, field: "startedAt"),
                endedAt: try Self.localDateTime(form["endedAt"], zone: zone, field: "endedAt"), goalID: link.goalID, areaID: link.areaID,
                tags: (form["tags"] ?? "").split(separator: ",").map(String.init),
                feeling: form.optional("feeling").flatMap(Feeling.init(rawValue:)),
                review: IntentionReview(wentWell: form["wentWell"], improve: form["improve"], interesting: form["interesting"]))
            let day = LocalDay(containing: intention.startedAt, in: zone, dayStartHour: user.dayStartHour)
            return .seeOther(FocusRoutes.history.href(query: ["to": day.description]), flash: .success("Saved “\(intention.what)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderEdit(
                request, context, user: user, id: id, error: error, status: error.field == nil ? .conflict : .badRequest)
        }
    }

    @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let record = try await database.deleteIntention(owner: user.id, id: try context.parameters.require("id"))
        let form = try await Body.form(from: request)
        return .seeOther(
            AccountsController.safeNext(form["next"] ?? FocusRoutes.history.href.description), flash: .success("Deleted “\(record.what)”.", undo: true))
    }

    // MARK: API

    struct DistractionJSON: Codable {
        var trigger: String
        var note: String?
        var at: Date
    }

    struct ReviewJSON: Codable {
        var wentWell: String?
        var improve: String?
        var interesting: String?
        static let schema = Schema.object(["wentWell": .string, "improve": .string, "interesting": .string])
    }

    struct IntentionJSON: Encodable {
        var id: String
        var what: String
        var plannedMinutes: Int
        var goalId: String?
        var areaId: String?
        var startedAt: Date
        var endsAt: Date
        var state: String
        var endedAt: Date?
        var remainingSeconds: Int
        var abandonReason: String?
        var tags: [String]
        var feeling: String?
        var ratedAt: Date?
        var review: ReviewJSON?
        var distractions: [DistractionJSON]

        init(_ intention: Intention, now: Date) {
            id = intention.id
            what = intention.what
            plannedMinutes = intention.plannedMinutes
            goalId = intention.goalID
            areaId = intention.areaID
            startedAt = intention.startedAt
            endsAt = intention.endsAt
            state = intention.state(at: now).rawValue
            endedAt = intention.endedAt ?? (intention.state(at: now) == .timeUp ? intention.endsAt : nil)
            remainingSeconds = NumberText.clampedInt(intention.remaining(at: now).rounded(.up))
            abandonReason = intention.abandonReason
            tags = intention.tags
            feeling = intention.feeling?.rawValue
            ratedAt = intention.ratedAt
            review = intention.review.map { ReviewJSON(wentWell: $0.wentWell, improve: $0.improve, interesting: $0.interesting) }
            distractions = intention.distractions.map { DistractionJSON(trigger: $0.trigger.rawValue, note: $0.note, at: $0.at) }
        }

        static let schema = Schema.object(
            [
                "id": .string, "what": .string, "plannedMinutes": .integer, "goalId": .string, "areaId": .string,
                "startedAt": .dateTime, "endsAt": .dateTime,
                "state": .enumeration(["running", "timeUp", "endedEarly", "abandoned"]), "endedAt": .dateTime,
                "remainingSeconds": .integer, "abandonReason": .string, "tags": .array(.string),
                "feeling": .enumeration(Feeling.allCases.map(\.rawValue)), "ratedAt": .dateTime, "review": ReviewJSON.schema,
                "distractions": .array(.object(["trigger": .string, "note": .string, "at": .dateTime], required: ["trigger", "at"])),
            ],
            required: ["id", "what", "plannedMinutes", "startedAt", "endsAt", "state", "remainingSeconds", "tags", "distractions"])
    }

    struct CurrentJSON: Encodable {
        var intention: IntentionJSON?
        var serverTime: Date
        static let schema = Schema.object(["intention": IntentionJSON.schema, "serverTime": .dateTime], required: ["serverTime"])
    }

    struct ReminderJSON: Encodable {
        var kind: String
        var message: String
        var at: Date
        static let schema = Schema.object(["kind": .enumeration(["review", "start"]), "message": .string, "at": .dateTime])
    }

    struct StartBody: Decodable {
        var what: String
        var plannedMinutes: Checked<Quantities.IntentionMinutes>
        var goalId: String?
        var areaId: String?
        static let schema = Schema.object(
            ["what": .string, "plannedMinutes": .quantity(.intentionMinutes), "goalId": .string, "areaId": .string],
            required: ["what", "plannedMinutes"])
    }

    struct EditBody: Decodable {
        var what: String?
        var startedAt: String?
        var endedAt: String?
        var goalId: String?
        var areaId: String?
        var tags: [String]?
        var feeling: String?
        var review: ReviewJSON?
        static let schema = Schema.object([
            "what": .string, "startedAt": .dateTime, "endedAt": .dateTime, "goalId": .string, "areaId": .string,
            "tags": .array(.string), "feeling": .enumeration(Feeling.allCases.map(\.rawValue)), "review": ReviewJSON.schema,
        ])
    }

    struct PresenceJSON: Encodable {
        var day: String
        var fraction: Double
        var coveredMinutes: Double
        var activeMinutes: Double
        static let schema = Schema.object(
            ["day": .date, "fraction": .number, "coveredMinutes": .number, "activeMinutes": .number],
            required: ["day", "fraction", "coveredMinutes", "activeMinutes"])
    }

    private func json(_ intention: Intention, status: HTTPResponse.Status = .ok) throws -> Response {
        try .json(IntentionJSON(intention, now: database.now()), status: status)
    }

    @Sendable func apiCurrent(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let now = database.now()
        let running = try await database.runningIntention(owner: user.id)
        return try .json(CurrentJSON(intention: running.map { IntentionJSON($0, now: now) }, serverTime: now))
    }

    @Sendable func apiReminders(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let reminder = try await database.lastReminder(owner: user.id)
        struct Wrapper: Encodable { var reminder: ReminderJSON? }
        return try .json(Wrapper(reminder: reminder.map { ReminderJSON(kind: $0.kind, message: $0.message, at: $0.at) }))
    }

    @Sendable func apiList(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let query = request.query
        let now = database.now()
        let filter = IntentionFilter(
            tag: query.optional("tag"), areaID: query.optional("areaId"),
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
        return try .json(intentions.map { IntentionJSON($0, now: now) })
    }

    @Sendable func apiStart(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(StartBody.self, from: request)
        let intention = try await database.startIntention(
            owner: user.id, what: body.what, plannedMinutes: body.plannedMinutes.int, goalID: body.goalId, areaID: body.areaId)
        return try json(intention, status: .created)
    }

    @Sendable func apiGet(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try json(try await database.intention(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiEdit(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let body = try await Body.json(EditBody.self, from: request)
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
            endedAt: try instant(body.endedAt, "endedAt", current.endedAt), goalID: body.goalId ?? current.goalID,
            areaID: body.areaId ?? current.areaID, tags: body.tags ?? current.tags, feeling: feeling, review: review)
        return try json(intention)
    }

    @Sendable func apiDelete(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        _ = try await database.deleteIntention(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiExtend(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable { var minutes: Checked<Quantities.ExtendMinutes> }
        let body = try await Body.json(Body_.self, from: request)
        return try json(
            try await database.extendIntention(owner: user.id, id: try context.parameters.require("id"), minutes: body.minutes.int))
    }

    @Sendable func apiEnd(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try json(try await database.endIntention(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiAbandon(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable { var reason: String }
        let body = try await Body.json(Body_.self, from: request)
        return try json(try await database.abandonIntention(owner: user.id, id: try context.parameters.require("id"), reason: body.reason))
    }

    @Sendable func apiTags(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable { var tags: [String] }
        let body = try await Body.json(Body_.self, from: request)
        return try json(try await database.tagIntention(owner: user.id, id: try context.parameters.require("id"), tags: body.tags))
    }

    @Sendable func apiRate(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable { var feeling: String }
        let body = try await Body.json(Body_.self, from: request)
        guard let feeling = Feeling(rawValue: body.feeling) else {
            throw AlmanacError.invalid("feeling", "A feeling is ecstatic, happy, meh, sad or angry.")
        }
        return try json(try await database.rateIntention(owner: user.id, id: try context.parameters.require("id"), feeling: feeling))
    }

    @Sendable func apiReview(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(ReviewJSON.self, from: request)
        return try json(
            try await database.reviewIntention(
                owner: user.id, id: try context.parameters.require("id"),
                review: IntentionReview(wentWell: body.wentWell, improve: body.improve, interesting: body.interesting)))
    }

    @Sendable func apiDistraction(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        struct Body_: Decodable {
            var trigger: String
            var note: String?
        }
        let body = try await Body.json(Body_.self, from: request)
        guard let trigger = DistractionTrigger(rawValue: body.trigger) else {
            throw AlmanacError.invalid("trigger", "A distraction's trigger is internal, external or planning.")
        }
        return try json(
            try await database.logDistraction(
                owner: user.id, intentionID: try context.parameters.require("id"), trigger: trigger, note: body.note),
            status: .created)
    }

    @Sendable func apiTagList(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.intentionTags(owner: user.id))
    }

    @Sendable func apiPresence(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let now = database.now()
        let query = request.query
        let first: LocalDay
        let last: LocalDay
        if query.optional("from") == nil && query.optional("to") == nil {
            let plan = try await database.weekPlan(owner: user.id, containing: user.preferences.today(at: now))
            (first, last) = (plan.period.start, plan.period.end)
        } else {
            let from = try query.optional("from").map { try DayParameter.parse($0, user: user, now: now, field: "from") }
            let to = try query.optional("to").map { try DayParameter.parse($0, user: user, now: now, field: "to") }
            first = from ?? to!
            last = to ?? from!
        }
        let days = try await database.presence(owner: user.id, from: first, through: last)
        return try .json(
            days.map {
                PresenceJSON(
                    day: $0.day.description, fraction: $0.presence.fraction, coveredMinutes: $0.presence.coveredSeconds / 60,
                    activeMinutes: $0.presence.activeSeconds / 60)
            })
    }

    @Sendable func apiInsights(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.insights(owner: user.id))
    }
}

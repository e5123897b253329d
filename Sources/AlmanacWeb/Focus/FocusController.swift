import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The intention log: set an intention, count down, end/extend/abandon, tag, rate, review;
/// history, presence and insights (pages and API).
struct FocusController {
    let database: AppDatabase

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(FocusRoutes.focus, use: focusPage)
        router.post(FocusRoutes.start, use: start)
        router.get(FocusRoutes.history, use: historyPage)
        router.get(FocusRoutes.after, use: afterPage)
        router.post(FocusRoutes.end, use: end)
        router.post(FocusRoutes.extend, use: extend)
        router.post(FocusRoutes.abandon, use: abandon)
        router.post(FocusRoutes.distraction, use: distraction)
        router.post(FocusRoutes.after, use: saveAfter)
        router.get(FocusRoutes.edit, use: editPage)
        router.post(FocusRoutes.edit, use: edit)
        router.post(FocusRoutes.delete, use: delete)
        router.post(FocusRoutes.task, use: focusOnTask)
        router.get(FocusRoutes.practice, use: practicePage)
        router.post(FocusRoutes.practice, use: logPractice)

        registerAPI(api)
    }

    static let tips = [
        "Put the phone in another room.",
        "Close every tab this intention does not need.",
        "The urge to check something? Surf it for 5 more minutes.",
        "One thing at a time: write stray thoughts down and get back.",
        "Stuck? Do the smallest next step.",
        "Water on the desk, notifications off.",
    ]

    // MARK: Pages

    @Sendable func focusPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderFocus(request, context, user: user)
    }

    /// The timer while an intention runs, else the day so far and the form for the next one.
    private func renderFocus(
        _ request: Request, _ context: SignedInContext, user: User, error: AlmanacError? = nil, status: HTTPResponse.Status = .ok,
        form: FormData? = nil
    ) async throws -> Response {
        let page = try await database.focusPage(owner: user.id)
        let zone = user.preferences.zone
        if let running = page.running {
            let model = FocusRunView.Model(
                csrf: context.csrfToken, intention: running, now: page.now, areas: page.allAreas, tips: Self.tips, zone: zone,
                runbooks: page.runbooks)
            return Pages.render("Focus", request: request, context: context, status: status) { FocusRunView(model: model) }
        }
        let model = FocusHomeView.Model(
            csrf: context.csrfToken, zone: zone, today: page.today, intentions: page.intentions, presence: page.presence,
            areas: page.areas, goals: page.goals, pendingReview: page.pendingReview, insights: page.insights, allAreas: page.allAreas,
            error: error, suggestions: page.suggestions, blocks: page.blocks,
            chosen: (StartIntentionFields.task(form) ?? request.query.optional("task")).flatMap { id in
                page.suggestions.first { $0.task.id == id }
            }, form: form)
        return Pages.render("Focus", request: request, context: context, status: status) { FocusHomeView(model: model) }
    }

    @Sendable func start(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = try StartIntentionFields(form)
            _ = try await database.startIntention(
                owner: user.id, what: fields.what, plannedMinutes: fields.plannedMinutes, goalId: fields.link.goalId,
                areaId: fields.link.areaId, taskId: fields.taskId)
            return .seeOther(FocusRoutes.focus.href)
        } catch let error as AlmanacError {
            if case .conflict = error { return .seeOther(FocusRoutes.focus.href, flash: .error(error.message)) }
            if case .notFound = error { throw error }
            return try await renderFocus(request, context, user: user, error: error, status: .badRequest, form: form)
        }
    }

    /// "Focus on this" on a to-do: one tap starts an intention with its title, goal and area for
    /// `minutes` (the form's choice, else the to-do's estimate, else 25). Refused (another intention runs, the to-do is done)
    /// back where the tap came from.
    @Sendable func focusOnTask(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let back = ReturnFields.back(form, or: FocusRoutes.focus.href)
        return try await .formAction(back: back) {
            _ = try await database.startIntention(
                owner: user.id, what: "", plannedMinutes: try FocusOnTaskFields(form).minutes,
                taskId: try context.parameters.require("id"))
            return .seeOther(FocusRoutes.focus.href)
        }
    }

    @Sendable func end(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        do {
            _ = try await database.endIntention(owner: user.id, id: id)
        } catch let error as AlmanacError {
            guard case .conflict = error else { throw error }
        }
        return .seeOther(FocusRoutes.after.href(id))
    }

    @Sendable func extend(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: FocusRoutes.focus.href) {
            let minutes = try ExtendIntentionFields(form).minutes
            let intention = try await database.extendIntention(owner: user.id, id: id, minutes: minutes)
            return .seeOther(FocusRoutes.focus.href, flash: .success("Extended “\(intention.what)” by \(minutes) minutes."))
        }
    }

    @Sendable func abandon(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: FocusRoutes.focus.href) {
            let intention = try await database.abandonIntention(owner: user.id, id: id, reason: AbandonIntentionFields(form).reason)
            return .seeOther(FocusRoutes.focus.href, flash: .success("Abandoned “\(intention.what)”.", undo: true))
        }
    }

    @Sendable func distraction(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: FocusRoutes.focus.href) {
            let fields = try DistractionFields(form)
            _ = try await database.logDistraction(
                owner: user.id, intentionId: id, trigger: fields.trigger, note: fields.note, urgePassed: fields.urgePassed)
            return .seeOther(
                FocusRoutes.focus.href,
                flash: .success(fields.urgePassed == true ? "Noted: the urge passed. Back to it." : "Noted. Back to it."))
        }
    }

    @Sendable func afterPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderAfter(request, context, user: user, id: try context.parameters.require("id"))
    }

    private func renderAfter(
        _ request: Request, _ context: SignedInContext, user: User, id: String, error: AlmanacError? = nil,
        status: HTTPResponse.Status = .ok, form: FormData? = nil
    ) async throws -> Response {
        let page = try await database.focusAfterPage(owner: user.id, id: id)
        if page.intention.state == .running { return .seeOther(FocusRoutes.focus.href) }
        let model = FocusAfterView.Model(
            csrf: context.csrfToken, intention: page.intention, now: page.now, zone: user.preferences.zone, knownTags: page.knownTags,
            areas: page.areas, openTask: page.openTask, error: error, form: form)
        return Pages.render("How did it go?", request: request, context: context, status: status) { FocusAfterView(model: model) }
    }

    /// The after page's one form: tags, feeling and review saved together, or none of them; a
    /// refused post (a feeling inside the 5-second pause, too many tags) shows the page again with
    /// everything as typed.
    @Sendable func saveAfter(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        do {
            let fields = try AfterIntentionFields(form)
            let intention = try await database.reflectOnIntention(
                owner: user.id, id: id, tags: fields.tags, feeling: fields.feeling, review: fields.review, completeTask: fields.completeTask
            )
            let felt = intention.feeling.map { " Felt \($0.rawValue) \($0.emoji)." } ?? ""
            return .seeOther(FocusRoutes.focus.href, flash: .success("Saved how “\(intention.what)” went.\(felt)"))
        } catch let error as AlmanacError {
            switch error {
            case .notFound: throw error
            case .conflict: return try await renderAfter(request, context, user: user, id: id, error: error, status: .conflict, form: form)
            default: return try await renderAfter(request, context, user: user, id: id, error: error, status: .badRequest, form: form)
            }
        }
    }

    @Sendable func historyPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let now = database.now()
        let last = try DayParameter.parse(query["to"], user: user, now: now, field: "to")
        let first = try query["from"].map { try DayParameter.parse($0, user: user, now: now, field: "from") } ?? last.adding(days: -6)
        guard first <= last, first.days(to: last) <= 92 else {
            throw AlmanacError.invalid("from", "Show 1 to 93 days at a time.")
        }
        let filter = IntentionFilter(
            tag: query.optional("tag"), areaId: query.optional("area"), feeling: query.optional("feeling").flatMap(Feeling.init(rawValue:)))
        let page = try await database.focusHistoryPage(owner: user.id, from: first, through: last, filter: filter)
        let model = FocusHistoryView.Model(
            csrf: context.csrfToken, zone: user.preferences.zone, dayStartHour: user.dayStartHour, today: page.today, first: first,
            last: last, filter: filter, intentions: page.intentions, tags: page.tags, areas: page.areas, presence: page.presence)
        return Pages.render("Intention history", request: request, context: context) { FocusHistoryView(model: model) }
    }

    @Sendable func editPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderEdit(request, context, user: user, id: try context.parameters.require("id"))
    }

    private func renderEdit(
        _ request: Request, _ context: SignedInContext, user: User, id: String, error: AlmanacError? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.focusEditPage(owner: user.id, id: id)
        let model = FocusEditView.Model(
            csrf: context.csrfToken, intention: page.intention, zone: user.preferences.zone, areas: page.areas, goals: page.goals,
            error: error)
        return Pages.render("Edit intention", request: request, context: context, status: status) { FocusEditView(model: model) }
    }

    /// `datetime-local` values (YYYY-MM-DDTHH:MM) in the user's zone; the day is read by the one
    /// day rule (`DayReference`), so a wrong one gets its message.
    static func localDateTime(_ text: String?, zone: TimeZone, field: String) throws -> Date {
        guard let text, text.count >= 16, text.dropFirst(10).first == "T" else {
            throw AlmanacError.invalid(field, "Give the time as a date and a time of day.")
        }
        let day = try DayReference.date(String(text.prefix(10)), field: field)
        let time = try WallClockTime(String(text.dropFirst(11).prefix(5)), field: field)
        return time.instant(on: day, in: zone)
    }

    @Sendable func edit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let zone = user.preferences.zone
        do {
            let fields = try EditIntentionFields(form, zone: zone)
            let intention = try await database.editIntention(
                owner: user.id, id: id, what: fields.what, startedAt: fields.startedAt, endedAt: fields.endedAt,
                goalId: fields.link.goalId, areaId: fields.link.areaId, tags: fields.tags, feeling: fields.feeling, review: fields.review)
            let day = LocalDay(containing: intention.startedAt, in: zone, dayStartHour: user.dayStartHour)
            return .seeOther(
                FocusRoutes.history.href(query: ["to": day.description]), flash: .success("Saved “\(intention.what)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderEdit(
                request, context, user: user, id: id, error: error, status: error.field == nil ? .conflict : .badRequest)
        }
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let record = try await database.deleteIntention(owner: user.id, id: try context.parameters.require("id"))
        let form = try await Body.form(from: request)
        return .seeOther(ReturnFields.next(form, or: FocusRoutes.history.href), flash: .success("Deleted “\(record.what)”.", undo: true))

    }

}

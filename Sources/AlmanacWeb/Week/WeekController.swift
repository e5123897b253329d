import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The weekly: areas of focus, planning with capacity, goals, start, progress, retrospective and
/// its metrics, past weeks, and the system's settings (pages and API).
struct WeekController {
    let database: AppDatabase
    /// What a webhook may reach (`--allow-private-webhooks`, `ALMANAC_OUTBOUND`).
    var outbound = OutboundPolicy()

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(WeekRoutes.week, use: weekPage)
        router.get(WeekRoutes.past, use: pastPage)
        router.get(WeekRoutes.areas, use: areasPage)
        router.post(WeekRoutes.areas, use: addArea)
        router.post(WeekRoutes.suggestedAreas, use: addSuggested)
        router.post(WeekRoutes.area, use: updateArea)
        router.post(WeekRoutes.moveArea, use: moveArea)
        router.get(WeekRoutes.settings, use: settingsPage)
        router.post(WeekRoutes.settings, use: saveSettings)
        router.get(WeekRoutes.day, use: weekPage)
        router.post(WeekRoutes.capacity, use: setCapacity)
        router.post(WeekRoutes.start, use: startWeek)
        router.post(WeekRoutes.goals, use: addGoal)
        router.post(WeekRoutes.retrospective, use: saveRetrospective)
        router.post(WeekRoutes.actionItems, use: addActionItem)
        router.post(WeekRoutes.goalStatus, use: goalStatus)
        router.post(WeekRoutes.deleteGoal, use: deleteGoal)
        router.post(WeekRoutes.actionItem, use: actionItemDone)

        registerAPI(api)
    }

    // MARK: Pages

    func day(_ request: Request, _ context: SignedInContext, user: User) throws -> LocalDay {
        try DayParameter.parse(context.parameters.get("day"), user: user, now: database.now())
    }

    @Sendable func weekPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderWeek(request, context, user: user, day: try day(request, context, user: user))
    }

    private func renderWeek(
        _ request: Request, _ context: SignedInContext, user: User, day: LocalDay, error: AlmanacError? = nil,
        typed: FormData? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.weekPage(owner: user.id, containing: day)
        let model = WeekView.Model(
            csrf: context.csrfToken, plan: page.plan, today: page.today, report: page.report, error: error, typed: typed,
            habits: page.habits, pactsByGoal: page.pactsByGoal)
        return Pages.render("Week of \(SystemText.dayMonth(page.plan.period.start))", request: request, context: context, status: status) {
            WeekView(model: model)
        }
    }

    /// Runs a form action for the week page: redirect with a flash, or the page again with the error.
    private func weekAction(
        _ request: Request, _ context: SignedInContext, _ action: (User, LocalDay, FormData) async throws -> String
    ) async throws -> Response {
        let user = context.user
        let day = try day(request, context, user: user)
        let form = try await Body.form(from: request)
        do {
            let message = try await action(user, day, form)
            return .seeOther(WeekRoutes.day.href(day), flash: .success(message, undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderWeek(
                request, context, user: user, day: day, error: error, typed: form, status: error.field == nil ? .conflict : .badRequest)
        }
    }

    @Sendable func setCapacity(_ request: Request, context: SignedInContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            _ = try await database.setCapacity(owner: user.id, weekContaining: day, try CapacityFields(form).capacity)
            return "Capacity saved."
        }
    }

    @Sendable func startWeek(_ request: Request, context: SignedInContext) async throws -> Response {
        try await weekAction(request, context) { user, day, _ in
            _ = try await database.startWeek(owner: user.id, containing: day)
            return "The week has started. Goals added from now on count as added mid-sprint."
        }
    }

    @Sendable func addGoal(_ request: Request, context: SignedInContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            let fields = try GoalFields(form)
            let goal = try await database.addGoal(
                owner: user.id, weekContaining: day, title: fields.title, areaId: fields.areaId, estimateHours: fields.estimateHours)
            return "Added “\(goal.title)”."
        }
    }

    @Sendable func saveRetrospective(_ request: Request, context: SignedInContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            let fields = RetrospectiveFields(form)
            try await database.saveRetrospective(owner: user.id, weekContaining: day, wentWell: fields.wentWell, improve: fields.improve)
            return "Retrospective saved."
        }
    }

    @Sendable func addActionItem(_ request: Request, context: SignedInContext) async throws -> Response {
        try await weekAction(request, context) { user, day, form in
            let item = try await database.addActionItem(owner: user.id, weekContaining: day, text: ActionItemFields(form).text)
            return "Added the action item “\(item.text)”."
        }
    }

    private func weekOfGoal(_ goal: GoalRecord, user: User) async throws -> Href {
        let weeks = try await database.weeks(owner: user.id)
        return WeekRoutes.day.href(weeks.first { $0.id == goal.weekId }?.startDay ?? "today").fragment("goals")
    }

    @Sendable func goalStatus(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let goal = try await database.goal(owner: user.id, id: id)
        let week = try await weekOfGoal(goal, user: user)
        return try await .formAction(back: week) {
            _ = try await database.updateGoal(owner: user.id, id: id, status: try GoalStatusFields(form).status)
            return .seeOther(week, flash: .success("Updated “\(goal.title)”.", undo: true))
        }
    }

    @Sendable func deleteGoal(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let goal = try await database.goal(owner: user.id, id: try context.parameters.require("id"))
        let week = try await weekOfGoal(goal, user: user)
        _ = try await database.deleteGoal(owner: user.id, id: goal.id)
        return .seeOther(week, flash: .success("Deleted “\(goal.title)”.", undo: true))
    }

    @Sendable func actionItemDone(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let item = try await database.setActionItemDone(
            owner: user.id, id: try context.parameters.require("id"), done: ActionItemFields(form).done)
        return .seeOther(
            ReturnFields.next(form, or: WeekRoutes.week.href) + "#retrospective",
            flash: .success(item.done ? "Ticked “\(item.text)”." : "Unticked “\(item.text)”.", undo: true))
    }

    @Sendable func pastPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let rows = try await database.pastWeeksPage(owner: user.id)
        return Pages.render("Past weeks", request: request, context: context) { PastWeeksView(rows: rows) }
    }

    @Sendable func areasPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderAreas(request, context, user: user)
    }

    private func renderAreas(
        _ request: Request, _ context: SignedInContext, user: User, error: AlmanacError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let areas = try await database.areas(owner: user.id, includeArchived: true)
        return Pages.render("Areas of focus", request: request, context: context, status: status) {
            AreasView(model: .init(csrf: context.csrfToken, areas: areas, error: error))
        }
    }

    @Sendable func addArea(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = AreaFields(form)
            let area = try await database.addArea(owner: user.id, name: fields.name ?? "", color: fields.color, icon: fields.icon)
            return .seeOther(ReturnFields.next(form, or: WeekRoutes.areas.href), flash: .success("Added “\(area.name)”.", undo: true))
        } catch let error as AlmanacError {
            return try await renderAreas(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func addSuggested(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let added = try await database.addSuggestedAreas(owner: user.id)
        return .seeOther(
            ReturnFields.next(form, or: WeekRoutes.week.href),
            flash: .success("Added \(added.map(\.name).joined(separator: ", ")).", undo: true))
    }

    @Sendable func updateArea(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = AreaFields(form)
            let area = try await database.updateArea(
                owner: user.id, id: try context.parameters.require("id"), name: fields.name, color: fields.color, icon: fields.icon,
                archived: fields.archived)
            return .seeOther(WeekRoutes.areas.href, flash: .success("Saved “\(area.name)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderAreas(request, context, user: user, error: error, status: .badRequest)
        }
    }

    @Sendable func moveArea(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        try await database.moveArea(owner: user.id, id: try context.parameters.require("id"), up: OnePlaceMove(form).up)

        return .seeOther(WeekRoutes.areas.href)
    }

    @Sendable func settingsPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let settings = try await database.systemSettings(owner: user.id)
        return Pages.render("System settings", request: request, context: context) {
            SystemSettingsView(model: .init(csrf: context.csrfToken, settings: settings, error: nil))
        }
    }

    @Sendable func saveSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let settings = try SystemSettingsFields(form).settings
            try await saveSystemSettings(owner: user.id, settings)
            return .seeOther(WeekRoutes.settings.href, flash: .success("Settings saved.", undo: true))
        } catch let error as AlmanacError {
            let settings = try await database.systemSettings(owner: user.id)
            return Pages.render("System settings", request: request, context: context, status: .badRequest) {
                SystemSettingsView(model: .init(csrf: context.csrfToken, settings: settings, error: error, form: form))
            }
        }
    }

    /// Saves the settings, a webhook to a private address refused first (unless the server allows it).
    func saveSystemSettings(owner: String, _ settings: SystemSettings) async throws {
        try await outbound.refusePrivate(settings.webhookURL, field: "webhookUrl", what: "webhook")
        try await database.updateSystemSettings(owner: owner, settings)
    }
}

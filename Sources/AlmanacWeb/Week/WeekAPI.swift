import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Week's JSON operations: areas, weeks, goals, action items and the system settings.
extension WeekController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(WeekRoutes.API.areas, use: apiAreas)
        api.post(WeekRoutes.API.areas, use: apiAddArea)
        api.post(WeekRoutes.API.suggestedAreas, use: apiAddSuggested)
        api.patch(WeekRoutes.API.area, use: apiUpdateArea)
        api.get(WeekRoutes.API.weeks, use: apiWeeks)
        api.get(WeekRoutes.API.week, use: apiWeek)
        api.put(WeekRoutes.API.capacity, use: apiCapacity)
        api.post(WeekRoutes.API.start, use: apiStart)
        api.post(WeekRoutes.API.goals, use: apiAddGoal)
        api.get(WeekRoutes.API.report, use: apiReport)
        api.put(WeekRoutes.API.retrospective, use: apiRetrospective)
        api.post(WeekRoutes.API.actionItems, use: apiAddActionItem)
        api.patch(WeekRoutes.API.goal, use: apiUpdateGoal)
        api.delete(WeekRoutes.API.goal, use: apiDeleteGoal)
        api.patch(WeekRoutes.API.actionItem, use: apiActionItem)
        api.delete(WeekRoutes.API.actionItem, use: apiDeleteActionItem)
        api.get(WeekRoutes.API.settings, use: apiSettings)
        api.put(WeekRoutes.API.settings, use: apiSaveSettings)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .get, WeekRoutes.API.areas, "Areas of focus in the user's order (archived=true to include archived ones)",
            response: .array(WeekJSON.Area.schema), query: ["archived"]),
        .init(
            .post, WeekRoutes.API.areas, "Add an area of focus",
            request: WeekJSON.NewArea.schema, response: WeekJSON.Area.schema,
            status: 201),
        .init(
            .post, WeekRoutes.API.suggestedAreas, "Add Career, Family, Health, Friends, Chores and Play (those missing)",
            response: .array(WeekJSON.Area.schema), status: 201),
        .init(
            .patch, WeekRoutes.API.area, "Rename, recolour or archive an area",
            request: WeekJSON.AreaChange.schema, response: WeekJSON.Area.schema),
        .init(
            .get, WeekRoutes.API.weeks, "The saved weeks, newest first",
            response: .array(WeekJSON.SavedWeek.schema)),
        .init(
            .get, WeekRoutes.API.week, "The week containing a day (YYYY-MM-DD or today): capacity, goals, load, progress, retrospective",
            response: WeekJSON.Week.schema),
        .init(
            .put, WeekRoutes.API.capacity, "Set the capacity: hours for each weekday, Sunday first",
            request: WeekJSON.Capacity.schema,
            response: WeekJSON.Week.schema
        ),
        .init(
            .post, WeekRoutes.API.start, "Start the week: commit the plan (later goals count as added mid-sprint)",
            response: WeekJSON.Week.schema, errors: [409]),
        .init(
            .post, WeekRoutes.API.goals, "Add a weekly goal",
            request: WeekJSON.NewGoal.schema,
            response: WeekJSON.Goal.schema, status: 201),
        .init(
            .get, WeekRoutes.API.report, "The retrospective's metrics report with the 8-week trend",
            response: WeekJSON.Report.schema),
        .init(
            .put, WeekRoutes.API.retrospective, "Save what went well and what to improve",
            request: WeekJSON.Retrospective.schema, response: WeekJSON.Week.schema),
        .init(
            .post, WeekRoutes.API.actionItems, "Add an action item to the week's retrospective",
            request: WeekJSON.NewActionItem.schema, response: WeekJSON.ActionItem.schema, status: 201),
        .init(
            .patch, WeekRoutes.API.goal, "Change a goal or mark it done/partial",
            request: WeekJSON.GoalChange.schema, response: WeekJSON.Goal.schema),
        .init(.delete, WeekRoutes.API.goal, "Delete a goal", status: 204),
        .init(
            .patch, WeekRoutes.API.actionItem, "Tick an action item done (or not)",
            request: WeekJSON.ActionItemDone.schema,
            response: WeekJSON.ActionItem.schema),
        .init(.delete, WeekRoutes.API.actionItem, "Delete an action item", status: 204),
        .init(
            .get, WeekRoutes.API.settings, "Active hours, quiet hours, webhook, sprint length, day modules, standup template",
            response: WeekJSON.Settings.schema),
        .init(
            .put, WeekRoutes.API.settings, "Replace the system settings", request: WeekJSON.Settings.schema,
            response: WeekJSON.Settings.schema),
    ]

    // MARK: API

    @Sendable func apiAreas(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(
            try await database.areas(owner: user.id, includeArchived: request.query["archived"] == "true").map(WeekJSON.Area.init))
    }

    @Sendable func apiAddArea(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(WeekJSON.NewArea.self, from: request)
        return try .json(
            WeekJSON.Area(try await database.addArea(owner: user.id, name: body.name, color: body.color, icon: body.icon)), status: .created
        )
    }

    @Sendable func apiAddSuggested(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.addSuggestedAreas(owner: user.id).map(WeekJSON.Area.init), status: .created)
    }

    @Sendable func apiUpdateArea(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(WeekJSON.AreaChange.self, from: request)
        return try .json(
            WeekJSON.Area(
                try await database.updateArea(
                    owner: user.id, id: try context.parameters.require("id"), name: body.name, color: body.color, icon: body.icon,
                    archived: body.archived)))
    }

    @Sendable func apiWeeks(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.weeks(owner: user.id).map(WeekJSON.SavedWeek.init))
    }

    private func weekJSON(_ user: User, _ day: LocalDay) async throws -> Response {
        try .json(WeekJSON.Week(try await database.weekPlan(owner: user.id, containing: day)))
    }

    @Sendable func apiWeek(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await weekJSON(user, try day(request, context, user: user))
    }

    @Sendable func apiCapacity(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(request, context, user: user)
        let body = try await Body.json(WeekJSON.Capacity.self, from: request)
        _ = try await database.setCapacity(
            owner: user.id, weekContaining: day, try WeeklyCapacity(hoursByWeekday: body.hoursByWeekday.map(\.value)))
        return try await weekJSON(user, day)
    }

    @Sendable func apiStart(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(request, context, user: user)
        _ = try await database.startWeek(owner: user.id, containing: day)
        return try await weekJSON(user, day)
    }

    @Sendable func apiAddGoal(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(request, context, user: user)
        let body = try await Body.json(WeekJSON.NewGoal.self, from: request)
        let goal = try await database.addGoal(
            owner: user.id, weekContaining: day, title: body.title, areaId: body.areaId, estimateHours: body.estimateHours.value)
        return try .json(WeekJSON.Goal(goal), status: .created)
    }

    @Sendable func apiReport(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let report = try await database.weekReport(owner: user.id, containing: try day(request, context, user: user))
        return try .json(WeekJSON.Report(report: report.report, trend: report.trend))
    }

    @Sendable func apiRetrospective(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(request, context, user: user)
        let body = try await Body.json(WeekJSON.Retrospective.self, from: request)
        try await database.saveRetrospective(owner: user.id, weekContaining: day, wentWell: body.wentWell, improve: body.improve)
        return try await weekJSON(user, day)
    }

    @Sendable func apiAddActionItem(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try day(request, context, user: user)
        let body = try await Body.json(WeekJSON.NewActionItem.self, from: request)
        return try .json(
            WeekJSON.ActionItem(try await database.addActionItem(owner: user.id, weekContaining: day, text: body.text)), status: .created)
    }

    @Sendable func apiUpdateGoal(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(WeekJSON.GoalChange.self, from: request)
        let goal = try await database.updateGoal(
            owner: user.id, id: try context.parameters.require("id"), title: body.title, areaId: body.areaId,
            estimateHours: body.estimateHours?.value, status: body.status)
        return try .json(WeekJSON.Goal(goal))
    }

    @Sendable func apiDeleteGoal(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await database.deleteGoal(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiActionItem(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(WeekJSON.ActionItemDone.self, from: request)
        return try .json(
            WeekJSON.ActionItem(
                try await database.setActionItemDone(owner: user.id, id: try context.parameters.require("id"), done: body.done)))
    }

    @Sendable func apiDeleteActionItem(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.deleteActionItem(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(WeekJSON.Settings(try await database.systemSettings(owner: user.id)))
    }

    @Sendable func apiSaveSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(WeekJSON.Settings.self, from: request)
        try await saveSystemSettings(owner: user.id, try body.settings())
        return try .json(WeekJSON.Settings(try await database.systemSettings(owner: user.id)))
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// The JSON API of Habits, under /api/v1 (`HabitsRoutes.API`); the request and response types are
// `HabitsJSON`.
extension HabitsController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(HabitsRoutes.API.habits, use: apiHabits)
        api.post(HabitsRoutes.API.habits, use: apiCreateHabit)
        api.get(HabitsRoutes.API.habit, use: apiHabit)
        api.patch(HabitsRoutes.API.habit, use: apiUpdateHabit)
        api.delete(HabitsRoutes.API.habit, use: apiDeleteHabit)
        api.get(HabitsRoutes.API.checkIns, use: apiHistory)
        api.post(HabitsRoutes.API.checkIns, use: apiCheckIn)
        api.delete(HabitsRoutes.API.checkIn, use: apiUncheck)
        api.post(HabitsRoutes.API.restDays, use: apiAddRestDay)
        api.delete(HabitsRoutes.API.restDay, use: apiRemoveRestDay)
        api.post(HabitsRoutes.API.move, use: apiMoveHabit)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .get, HabitsRoutes.API.habits, "The user's habits in their order, each with its streaks, freezes and strength today",
            response: .array(HabitsJSON.Habit.schema), query: ["archived"]),
        .init(
            .post, HabitsRoutes.API.habits,
            "Add a habit: a name, an optional icon (one emoji), colour (#rrggbb), area, schedule (daily by default) and target per check-in",
            request: HabitsJSON.HabitFields.createSchema, response: HabitsJSON.Habit.schema, status: 201),
        .init(.get, HabitsRoutes.API.habit, "One habit with its stats", response: HabitsJSON.Habit.schema),
        .init(
            .patch, HabitsRoutes.API.habit, "Change a habit (absent keys stay; `measurable: false` drops the target; `archived`)",
            request: HabitsJSON.HabitFields.schema, response: HabitsJSON.Habit.schema),
        .init(.delete, HabitsRoutes.API.habit, "Delete a habit with its check-ins and rest days (undoable)", status: 204),
        .init(
            .get, HabitsRoutes.API.checkIns,
            "A habit's history: every check-in, rest days, the days freezes covered, strength by month",
            response: HabitsJSON.History.schema),
        .init(
            .post, HabitsRoutes.API.checkIns,
            "Check in: today, or a past `day` (back-fill); a measurable habit takes `amount` (its target when absent). Again on the same day sets the amount",
            request: HabitsJSON.CheckInFields.schema, response: HabitsJSON.Habit.schema),
        .init(.delete, HabitsRoutes.API.checkIn, "Take back the check-in of a day (undo)", response: HabitsJSON.Habit.schema),
        .init(
            .post, HabitsRoutes.API.restDays, "Declare a rest day, today or later: it neither breaks nor counts the streak",
            request: HabitsJSON.RestDayFields.schema, response: HabitsJSON.Habit.schema, status: 201),
        .init(.delete, HabitsRoutes.API.restDay, "Withdraw a rest day that has not passed", response: HabitsJSON.Habit.schema),
        .init(
            .post, HabitsRoutes.API.move, "Move a habit before or after another habit, or to the top or bottom (the order of every page)",
            request: HabitsJSON.MoveHabit.schema, response: HabitsJSON.Habit.schema),
    ]

    // MARK: API

    func habitJSON(owner: String, id: String) async throws -> HabitsJSON.Habit {
        let page = try await database.habitPage(owner: owner, id: id)
        return HabitsJSON.Habit(page.summary, today: page.today)
    }

    @Sendable func apiHabits(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let archived = request.query["archived"].map { $0 == "true" || $0 == "1" } ?? false
        let page = try await database.habitsListPage(owner: user.id)
        let habits = archived ? page.habits + page.archived : page.habits
        return try .json(habits.map { HabitsJSON.Habit($0, today: page.today) })
    }

    @Sendable func apiMoveHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(HabitsJSON.MoveHabit.self, from: request)
        let habit = try await database.moveHabit(owner: user.id, id: try context.parameters.require("id"), to: try body.placement)
        return try .json(try await habitJSON(owner: user.id, id: habit.id))
    }

    @Sendable func apiCreateHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(HabitsJSON.HabitFields.self, from: request)
        let habit = try await database.addHabit(owner: user.id, try body.draft())
        return try .json(try await habitJSON(owner: user.id, id: habit.id), status: .created)
    }

    @Sendable func apiHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await habitJSON(owner: user.id, id: try context.parameters.require("id")))
    }

    @Sendable func apiUpdateHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(HabitsJSON.HabitFields.self, from: request)
        let existing = try await database.habit(owner: user.id, id: id).habit
        _ = try await database.updateHabit(owner: user.id, id: id, try body.draft(over: existing.draft), archived: body.archived)
        return try .json(try await habitJSON(owner: user.id, id: id))
    }

    @Sendable func apiDeleteHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await database.deleteHabit(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }

    @Sendable func apiHistory(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(HabitsJSON.History(try await database.habitPage(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiCheckIn(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(HabitsJSON.CheckInFields.self, from: request)
        try await database.checkInHabit(
            owner: user.id, habitId: id, day: body.day, amount: body.amount?.value, confirmed: body.confirmed ?? false)
        return try .json(try await habitJSON(owner: user.id, id: id))
    }

    @Sendable func apiUncheck(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let day = try DayParameter.parse(context.parameters.require("day"), user: user, now: database.now())
        try await database.uncheckHabit(owner: user.id, habitId: id, day: day)
        return try .json(try await habitJSON(owner: user.id, id: id))
    }

    @Sendable func apiAddRestDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(HabitsJSON.RestDayFields.self, from: request)
        try await database.addHabitRestDay(owner: user.id, habitId: id, day: body.day)
        return try .json(try await habitJSON(owner: user.id, id: id), status: .created)
    }

    @Sendable func apiRemoveRestDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        try await database.removeHabitRestDay(
            owner: user.id, habitId: id, day: try DayParameter.parse(context.parameters.require("day"), user: user, now: database.now()))
        return try .json(try await habitJSON(owner: user.id, id: id))
    }

    /// A day in a path: `YYYY-MM-DD`.
    static func day(_ text: String) throws -> LocalDay {
        try DayReference.date(text)
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Habits: the list with today's check-ins, a habit's page (heatmap, history, back-fill, rest
/// days), the new/edit form, and the check-in actions used from Today and Week too.
struct HabitsController {
    let database: AppDatabase

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(HabitsRoutes.list, use: listPage)
        router.post(HabitsRoutes.list, use: createHabit)
        router.get(HabitsRoutes.new, use: newPage)
        router.get(HabitsRoutes.habit, use: habitPage)
        router.post(HabitsRoutes.habit, use: updateHabit)
        router.get(HabitsRoutes.edit, use: editPage)
        router.post(HabitsRoutes.delete, use: deleteHabit)
        router.post(HabitsRoutes.checkIn, use: checkIn)
        router.post(HabitsRoutes.uncheck, use: uncheck)
        router.post(HabitsRoutes.restDays, use: addRestDay)
        router.post(HabitsRoutes.deleteRestDay, use: removeRestDay)
        router.post(HabitsRoutes.move, use: moveHabit)
        registerAPI(api)
    }

    // MARK: Pages

    @Sendable func listPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.habitsListPage(owner: user.id)
        return Pages.render("Habits", request: request, context: context) {
            HabitsListView(model: .init(csrf: context.csrfToken, page: page))
        }
    }

    @Sendable func habitPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.habitPage(owner: user.id, id: try context.parameters.require("id"))
        return Pages.render(page.summary.habit.name, request: request, context: context) {
            HabitPageView(model: .init(csrf: context.csrfToken, page: page))
        }
    }

    @Sendable func newPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.habitFormPage(owner: user.id, id: nil)
        return renderForm(request, context, model: .init(csrf: context.csrfToken, habitId: nil, areas: page.areas, values: .init()))
    }

    @Sendable func editPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.habitFormPage(owner: user.id, id: try context.parameters.require("id"))
        let habit = page.habit!
        return renderForm(
            request, context, model: .init(csrf: context.csrfToken, habitId: habit.id, areas: page.areas, values: .init(habit)))
    }

    private func renderForm(
        _ request: Request, _ context: SignedInContext, model: HabitFormView.Model, status: HTTPResponse.Status = .ok
    ) -> Response {
        Pages.render(model.habitId == nil ? "New habit" : "Edit “\(model.values.name)”", request: request, context: context, status: status)
        {
            HabitFormView(model: model)
        }
    }

    @Sendable func createHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let values = HabitFormValues(form: try await Body.form(from: request))
        do {
            let habit = try await database.addHabit(owner: user.id, try HabitFields(values).draft)
            return .seeOther(HabitsRoutes.habit.href(habit.id), flash: .success("Added the habit “\(habit.name)”.", undo: true))
        } catch let error as AlmanacError {
            let areas = try await database.habitFormPage(owner: user.id, id: nil).areas
            return renderForm(
                request, context, model: .init(csrf: context.csrfToken, habitId: nil, areas: areas, values: values, error: error),
                status: .badRequest)
        }
    }

    @Sendable func updateHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let page = try await database.habitFormPage(owner: user.id, id: id)
        let values = HabitFormValues(form: try await Body.form(from: request))
        do {
            let habit = try await database.updateHabit(owner: user.id, id: id, try HabitFields(values).draft, archived: values.archived)
            return .seeOther(HabitsRoutes.habit.href(habit.id), flash: .success("Saved “\(habit.name)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return renderForm(
                request, context, model: .init(csrf: context.csrfToken, habitId: id, areas: page.areas, values: values, error: error),
                status: .badRequest)
        }
    }

    @Sendable func deleteHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let habit = try await database.deleteHabit(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(HabitsRoutes.list.href, flash: .success("Deleted “\(habit.name)” and its check-ins.", undo: true))
    }

    /// Moves a habit one place up or down among the active habits (the order of every page), as
    /// a list is moved in Tasks.
    @Sendable func moveHabit(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let back = HabitsRoutes.list.href
        let habits = try await database.habitsListPage(owner: user.id).habits.map(\.habit)
        guard let habit = habits.first(where: { $0.id == id }) else { throw AlmanacError.notFound("No habit with id \(id).") }
        return try await OnePlaceMove(form).respond(id: id, name: habit.name, among: habits.map(\.id), back: back) {
            _ = try await database.moveHabit(owner: user.id, id: id, to: $0)
        }
    }

    // MARK: Check-ins and rest days

    /// Where a one-button action goes back to: the page it was sent from (`back`), never a URL
    /// taken from the form.
    static func back(_ fields: HabitDayFields, habitId: String, day: LocalDay?) -> Href {
        switch fields.back {
        case "list": HabitsRoutes.list.href
        case "today": day.map { TodayRoutes.day($0, at: "habits") } ?? TodayRoutes.today.href
        case "week": day.map { WeekRoutes.day.href($0).fragment("habits") } ?? WeekRoutes.week.href
        case "rest": HabitsRoutes.habit(habitId, at: "rest")
        default: HabitsRoutes.habit(habitId, at: "history")
        }
    }

    @Sendable func checkIn(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let fields = HabitDayFields(try await Body.form(from: request))
        let day = try? fields.day()
        do {
            let amount = try fields.amount()
            let checkIn = try await database.checkInHabit(
                owner: user.id, habitId: id, day: try fields.day(), amount: amount, confirmed: fields.confirmed)
            return .seeOther(
                Self.back(fields, habitId: id, day: day), flash: .success("Checked in for \(Dates.stored(checkIn.day)).", undo: true))
        } catch let error as AlmanacError where error.field == "amount" {
            // The amount typed is shown again to be corrected or confirmed, not lost in a redirect.
            let summary = try await database.habit(owner: user.id, id: id)
            let model = HabitAmountCheckView.Model(
                csrf: context.csrfToken, habit: summary.habit, day: day, back: fields.back ?? "", amount: fields.amountText ?? "",
                error: error)
            return Pages.render("Check the amount", request: request, context: context, status: .badRequest) {
                HabitAmountCheckView(model: model)
            }
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return .seeOther(Self.back(fields, habitId: id, day: day), flash: .error(error))
        }
    }

    @Sendable func uncheck(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let fields = HabitDayFields(try await Body.form(from: request))
        let day = try? fields.day()
        return try await .formAction(back: Self.back(fields, habitId: id, day: day)) {
            let checkIn = try await database.uncheckHabit(owner: user.id, habitId: id, day: try fields.day())
            return .seeOther(
                Self.back(fields, habitId: id, day: day),
                flash: .success("Took back the check-in of \(Dates.stored(checkIn.day)).", undo: true))
        }
    }

    @Sendable func addRestDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let fields = HabitDayFields(try await Body.form(from: request))
        return try await .formAction(back: HabitsRoutes.habit(id, at: "rest")) {
            guard let day = try fields.day() else { throw AlmanacError.invalid("day", "Choose the day to rest.") }
            try await database.addHabitRestDay(owner: user.id, habitId: id, day: day)
            return .seeOther(HabitsRoutes.habit(id, at: "rest"), flash: .success("\(day) is a rest day.", undo: true))
        }
    }

    @Sendable func removeRestDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let day = try HabitsController.day(context.parameters.require("day"))
        return try await .formAction(back: HabitsRoutes.habit(id, at: "rest")) {
            try await database.removeHabitRestDay(owner: user.id, habitId: id, day: day)
            return .seeOther(HabitsRoutes.habit(id, at: "rest"), flash: .success("\(day) is no longer a rest day.", undo: true))
        }
    }
}

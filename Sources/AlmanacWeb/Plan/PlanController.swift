import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Plan: the day grid (`/plan` is today, `/plan/{day}` any day; the week beside it on a wide
/// screen), and the forms that add, move, resize, remove and start blocks.
struct PlanController {
    let database: AppDatabase

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(PlanRoutes.today, use: todayPage)
        router.get(PlanRoutes.day, use: dayPage)
        router.post(PlanRoutes.addBlock, use: addBlock)
        router.post(PlanRoutes.block, use: changeBlock)
        router.post(PlanRoutes.deleteBlock, use: deleteBlock)
        router.post(PlanRoutes.startBlock, use: startBlock)
        router.post(PlanRoutes.disposeBlock, use: disposeBlock)
        router.get(PlanRoutes.planning, use: planningPage)
        router.get(PlanRoutes.shutdown, use: shutdownPage)
        router.post(PlanRoutes.carryOver, use: carryOver)
        registerAPI(api)
        registerFeeds(on: router, api: api)
        registerTemplates(on: router, api: api)
    }

    // MARK: Pages

    @Sendable func todayPage(_ request: Request, context: SignedInContext) async throws -> Response {
        try await render(day: nil, request: request, context: context)
    }

    @Sendable func dayPage(_ request: Request, context: SignedInContext) async throws -> Response {
        try await render(day: try Self.day(context.parameters.require("day")), request: request, context: context)
    }

    private func render(
        day: LocalDay?, request: Request, context: SignedInContext, values: PlanBlockFormValues? = nil, error: AlmanacError? = nil
    ) async throws -> Response {
        let user = context.user
        let page = try await database.planPage(owner: user.id, day: day)
        let model = PlanDayView.Model(csrf: context.csrfToken, page: page, values: values ?? .init(), error: error)
        return Pages.render(
            "Plan · \(Dates.long(page.day))", request: request, context: context, status: error == nil ? .ok : .badRequest
        ) {
            PlanDayView(model: model)
        }
    }

    /// The morning step: what to place into the day's free time, and the capacity.
    @Sendable func planningPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.planPage(owner: user.id, day: try Self.day(context.parameters.require("day")))
        return Pages.render("Plan the day · \(page.day)", request: request, context: context) {
            PlanningView(csrf: context.csrfToken, page: page)
        }
    }

    /// The evening step: what became of each block, carrying over, the draft journal entry.
    @Sendable func shutdownPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.planPage(owner: user.id, day: try Self.day(context.parameters.require("day")))
        return Pages.render("Shut down · \(page.day)", request: request, context: context) {
            ShutdownView(csrf: context.csrfToken, page: page)
        }
    }

    // MARK: Forms

    /// The shutdown's carry-over: the checked to-dos move to the next day.
    @Sendable func carryOver(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try Self.day(context.parameters.require("day"))
        let form = try await Body.form(from: request)
        let back = PlanRoutes.shutdown.href(day)
        return try await .formAction(back: back) {
            let carried = try await database.carryOverTasks(owner: user.id, taskIds: CarryOverFields(form).taskIds, from: day)
            return .seeOther(
                back.fragment("carry-over"),
                flash: .success(
                    "Carried \(carried.count == 1 ? "1 to-do" : "\(carried.count) to-dos") over to \(day.adding(days: 1).weekdayName).",
                    undo: true))
        }
    }

    @Sendable func addBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try Self.day(context.parameters.require("day"))
        let form = try await Body.form(from: request)
        let values = PlanBlockFormValues(form: form)
        do {
            let fields = try NewBlockFields(form, day: day)
            let block = try await database.addBlock(owner: user.id, fields.draft)
            let flash = Flash.success("Planned “\(block.title)” at \(block.timeText).", undo: true)
            if fields.toPlanning { return .seeOther(PlanRoutes.planning.href(day), flash: flash) }
            return .seeOther(PlanRoutes.day(day, at: "block-\(block.id)"), flash: flash)
        } catch let error as AlmanacError {
            if case .notFound = error, values.link.isEmpty, values.taskId.isEmpty { throw error }
            return try await render(day: day, request: request, context: context, values: values, error: error)
        }
    }

    /// Moves or resizes a block (its day, start and length), from the block's own small form.
    @Sendable func changeBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let back = ChangeBlockFields.back(form)
        let backHref = back.map { PlanRoutes.day.href($0) } ?? PlanRoutes.today.href
        return try await .formAction(back: backHref) {
            let fields = try ChangeBlockFields(form)
            let block = try await database.changeBlock(
                owner: user.id, id: id, day: fields.day, start: fields.start, minutes: fields.minutes, reason: fields.reason)
            return .seeOther(
                PlanRoutes.day(block.localDay ?? back ?? LocalDay.first, at: "block-\(block.id)"),
                flash: .success("Moved “\(block.title)” to \(Dates.stored(block.day)) \(block.timeText).", undo: true))
        }
    }

    @Sendable func deleteBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let block = try await database.planBlock(owner: user.id, id: id)
        let back = PlanRoutes.day.href(block.localDay ?? LocalDay.first)
        let form = try await Body.form(from: request)
        return try await .formAction(back: back) {
            let removed = try await database.deleteBlock(owner: user.id, id: id, reason: BlockReasonFields(form).reason)
            return .seeOther(back, flash: .success("Removed “\(removed.title)” from the plan.", undo: true))
        }
    }

    /// Starts the block's intention and opens the Focus countdown.
    @Sendable func startBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let block = try await database.planBlock(owner: user.id, id: id)
        return try await .formAction(back: PlanRoutes.day(block.localDay ?? LocalDay.first, at: "block-\(id)")) {
            let intention = try await database.startBlock(owner: user.id, id: id)
            return .seeOther(FocusRoutes.focus.href, flash: .success("Started “\(intention.what)”."))
        }
    }

    /// What became of a block that passed without an intention, and why.
    @Sendable func disposeBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let block = try await database.planBlock(owner: user.id, id: id)
        let form = try await Body.form(from: request)
        let back = PlanRoutes.day(block.localDay ?? LocalDay.first, at: "block-\(id)")
        return try await .formAction(back: back) {
            let fields = try DisposeBlockFields(form)
            let saved = try await database.disposeBlock(owner: user.id, id: id, disposition: fields.disposition, cause: fields.cause)
            return .seeOther(back, flash: .success("“\(saved.title)”: \(fields.disposition.label.lowercased()).", undo: true))

        }
    }

    /// A day in a path or a form: `YYYY-MM-DD`, `today` or `yesterday` only where a page says so.
    static func day(_ text: String) throws -> LocalDay {
        try DayReference.date(text)
    }
}

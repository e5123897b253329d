import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// The JSON API of Plan, under /api/v1 (`PlanRoutes.API`).
extension PlanController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(PlanRoutes.API.day, use: apiDay)
        api.get(PlanRoutes.API.week, use: apiWeek)
        api.post(PlanRoutes.API.blocks, use: apiAddBlock)
        api.patch(PlanRoutes.API.block, use: apiChangeBlock)
        api.delete(PlanRoutes.API.block, use: apiDeleteBlock)
        api.post(PlanRoutes.API.start, use: apiStartBlock)
        api.post(PlanRoutes.API.disposition, use: apiDisposeBlock)
        api.post(PlanRoutes.API.carryOver, use: apiCarryOver)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .get, PlanRoutes.API.day,
            "A day's plan (`today` or YYYY-MM-DD): its blocks with the intentions that ran for them, and the planned minutes against the day's capacity",
            response: PlanJSON.DayPlan.schema),
        .init(
            .get, PlanRoutes.API.week,
            "The week of a day (`today` or YYYY-MM-DD; from the person's first day of the week): each day's plan as `GET /plan/{day}` gives it, in one read",
            response: PlanJSON.WeekPlan.schema),
        .init(
            .post, PlanRoutes.API.blocks,
            "Plan a block: a day, a start on a quarter hour, 15 to 480 minutes ending by midnight, a title, and a goal or an area (or a to-do that has one); blocks may overlap",
            request: PlanJSON.NewBlock.schema, response: PlanJSON.Block.schema, status: 201,
            // A goal, area or to-do that is not the person's.
            errors: [404]),
        .init(
            .patch, PlanRoutes.API.block, "Move, resize, rename or relink a block (absent keys stay)",
            request: PlanJSON.BlockChange.schema, response: PlanJSON.Block.schema),
        .init(
            .delete, PlanRoutes.API.block,
            "Drop a block from the plan (409 once an intention ran for it); once its day has started the `reason` query is required and the block is kept as a dropped version",
            status: 204, query: ["reason"], errors: [409]),
        .init(
            .post, PlanRoutes.API.disposition,
            "What became of a block that passed without an intention (doneAnyway, moved, backToList, dropped) and why (internal, external, planning); 409 before its end, once it ran, or when given",
            request: PlanJSON.Disposition.schema, response: PlanJSON.Block.schema, errors: [409]),
        .init(
            .post, PlanRoutes.API.start,
            "Start the block's intention: its title, goal or area and length filled in; the intention records the block (409 while another runs)",
            response: FocusJSON.Intention.schema, status: 201, errors: [409]),
        .init(
            .post, PlanRoutes.API.carryOver,
            "The shutdown's carry-over: move open to-dos of the day (or earlier) to the next day; refused whole, naming `taskIds`, when one is finished or later",
            request: PlanJSON.CarryOver.schema, response: PlanJSON.CarriedOver.schema),
    ]

    @Sendable func apiDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let text = try context.parameters.require("day")
        let day: LocalDay? = text == "today" ? nil : try DayParameter.parse(text, user: user, now: database.now())
        let page = try await database.planPage(owner: user.id, day: day)
        return try .json(PlanJSON.DayPlan(page, day: page.day))
    }

    @Sendable func apiWeek(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let text = try context.parameters.require("day")
        let day: LocalDay? = text == "today" ? nil : try DayParameter.parse(text, user: user, now: database.now())
        return try .json(PlanJSON.WeekPlan(try await database.planPage(owner: user.id, day: day)))
    }

    @Sendable func apiAddBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PlanJSON.NewBlock.self, from: request)
        let block = try await database.addBlock(owner: user.id, body.draft)
        return try .json(try await blockJSON(owner: user.id, block), status: .created)
    }

    @Sendable func apiChangeBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PlanJSON.BlockChange.self, from: request)
        let block = try await database.changeBlock(
            owner: user.id, id: try context.parameters.require("id"), title: body.title, day: body.day, start: body.start,
            minutes: body.minutes?.int, goalId: body.goalId, areaId: body.areaId, reason: body.reason)
        return try .json(try await blockJSON(owner: user.id, block))
    }

    @Sendable func apiDeleteBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await database.deleteBlock(owner: user.id, id: try context.parameters.require("id"), reason: request.query["reason"])
        return .noContent()
    }

    @Sendable func apiStartBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let intention = try await database.startBlock(owner: user.id, id: try context.parameters.require("id"))
        return try .json(FocusJSON.Intention(intention, now: database.now()), status: .created)
    }

    @Sendable func apiDisposeBlock(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PlanJSON.Disposition.self, from: request)
        let block = try await database.disposeBlock(
            owner: user.id, id: try context.parameters.require("id"), disposition: body.disposition, cause: body.cause)
        return try .json(try await blockJSON(owner: user.id, block))
    }

    @Sendable func apiCarryOver(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let day = try Self.day(context.parameters.require("day"))
        let body = try await Body.json(PlanJSON.CarryOver.self, from: request)
        let carried = try await database.carryOverTasks(owner: user.id, taskIds: body.taskIds, from: day)
        return try .json(PlanJSON.CarriedOver(day: day.adding(days: 1), taskIds: carried.map(\.id)))
    }

    /// A block as its day's plan shows it (with its colour and the intentions that ran for it).
    func blockJSON(owner: String, _ block: TimeBlock) async throws -> PlanJSON.Block {
        let page = try await database.planPage(owner: owner, day: block.localDay)
        guard let planned = page.blocks.first(where: { $0.id == block.id }) else {
            throw AlmanacError.notFound("No block with id \(block.id).")
        }
        return PlanJSON.Block(planned, now: page.now)
    }
}

/// The JSON shapes of the Plan API.
public enum PlanJSON {
    public struct Block: APIType, Codable {
        var id: String
        var day: LocalDay
        var start: String
        var end: String
        var minutes: Int
        var title: String
        var goalId: String?
        var areaId: String
        var taskId: String?
        var color: String?
        var actualMinutes: Int
        var intentions: [FocusJSON.Intention]
        var disposition: String?
        var cause: String?
        /// Earlier versions kept when it was moved after its day started.
        var versions: [Version]

        public init(_ planned: PlannedBlock, now: Date) {
            let block = planned.block
            id = block.id
            day = block.localDay ?? LocalDay.first
            start = TimeBlockRules.clock(block.startMinute)
            end = TimeBlockRules.clock(block.endMinute)
            minutes = block.minutes
            title = block.title
            goalId = block.goalId
            areaId = block.areaId
            taskId = block.taskId
            color = planned.area?.color
            actualMinutes = planned.actualMinutes(at: now)
            intentions = planned.intentions.map { FocusJSON.Intention($0, now: now) }
            disposition = block.disposition
            cause = block.cause
            versions = planned.versions.map(Version.init)
        }

        static let fieldNotes: [String: Schema] = [
            "minutes": .quantity(TimeBlockRules.minutesQuantity),
            "disposition": .enumeration(BlockDisposition.allCases.map(\.rawValue)),
            "cause": .enumeration(MissCause.allCases.map(\.rawValue)),
        ]
    }

    struct Version: APIType, Codable {
        var day: String
        var start: String
        var end: String
        var title: String
        var change: String
        var reason: String
        var recordedAt: Date

        init(_ version: TimeBlockVersion) {
            day = version.day
            start = TimeBlockRules.clock(version.startMinute)
            end = TimeBlockRules.clock(version.startMinute + version.minutes)
            title = version.title
            change = version.change
            reason = version.reason
            recordedAt = version.recordedAt
        }

        static let fieldNotes: [String: Schema] = ["change": .enumeration(["moved", "dropped"])]
    }

    struct CarryOver: APIType, Codable {
        var taskIds: [String]
        static let fieldNotes: [String: Schema] = ["taskIds": .limitedArray(.string, max: 500)]
    }

    struct CarriedOver: APIType, Codable {
        /// The day they moved to.
        var day: LocalDay
        var taskIds: [String]
    }

    struct Disposition: APIType, Codable {
        var disposition: BlockDisposition
        var cause: MissCause
    }

    public struct DayPlan: APIType, Codable {
        var day: LocalDay
        var today: LocalDay
        var blocks: [Block]
        var plannedMinutes: Int
        var capacityMinutes: Int
        var overcommittedMinutes: Int
        /// Blocks dropped after the day started, as they were.
        var dropped: [Version]

        public init(_ page: PlanPageData, day: LocalDay) {
            self.day = day
            today = page.today
            blocks = page.blocks(on: day).map { Block($0, now: page.now) }
            let load = page.load(on: day)
            plannedMinutes = load.plannedMinutes
            capacityMinutes = load.capacityMinutes
            overcommittedMinutes = load.overcommittedMinutes
            dropped = page.dropped.filter { $0.day == day.description }.map(Version.init)
        }
    }

    /// The week of a page's day, a day's plan a day.
    public struct WeekPlan: APIType, Codable {
        var days: [DayPlan]

        public init(_ page: PlanPageData) { days = page.days.map { DayPlan(page, day: $0) } }
    }

    struct NewBlock: APIType, Codable {
        var title: String?
        var day: LocalDay
        var start: WallClockTime
        var minutes: Checked<Quantities.BlockMinutes>
        var goalId: String?
        var areaId: String?
        var taskId: String?

        var draft: TimeBlockDraft {
            TimeBlockDraft(
                title: title ?? "", day: day, start: start, minutes: minutes.int, goalId: goalId, areaId: areaId, taskId: taskId)
        }

        static let fieldNotes: [String: Schema] = ["start": .timeOfDay]
    }

    struct BlockChange: APIType, Codable {
        var title: String?
        var day: LocalDay?
        var start: WallClockTime?
        var minutes: Checked<Quantities.BlockMinutes>?
        var goalId: String?
        var areaId: String?
        var reason: String?

        static let fieldNotes: [String: Schema] = ["start": .timeOfDay]
    }
}

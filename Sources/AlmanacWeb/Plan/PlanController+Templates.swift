import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// Plan templates (a "Monday"): the Plan page's forms that save the day or week shown as a
// template, apply one to it and delete one, and their JSON operations.
extension PlanController {
    func registerTemplates(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.post(PlanRoutes.templates, use: saveTemplate)
        router.post(PlanRoutes.applyTemplate, use: applyTemplate)
        router.post(PlanRoutes.deleteTemplate, use: deleteTemplate)
        api.get(PlanRoutes.API.templates, use: apiTemplates)
        api.post(PlanRoutes.API.templates, use: apiSaveTemplate)
        api.post(PlanRoutes.API.applyTemplate, use: apiApplyTemplate)
        api.delete(PlanRoutes.API.template, use: apiDeleteTemplate)
    }

    static let templateOperations: [APIOperation] = [
        .init(
            .get, PlanRoutes.API.templates, "The person's plan templates by name, each with its blocks",
            response: .array(PlanJSON.Template.schema)),
        .init(
            .post, PlanRoutes.API.templates,
            "Save the blocks of a day (`scope` day) or of the week that holds it (`scope` week) as a template; a template of the same name (any case) is replaced; 400 naming `day` when there is no block to save",
            request: PlanJSON.NewTemplate.schema, response: PlanJSON.Template.schema, status: 201),
        .init(
            .post, PlanRoutes.API.applyTemplate,
            "Apply a template to a day (a week's template: to the week that holds it) in one undoable change: its blocks at the same times for the same goals and areas (a goal that is gone leaves the block on its area; a block whose area is gone is skipped); blocks that overlap ones already planned are placed and listed; 409 when nothing can be placed",
            request: PlanJSON.ApplyTemplate.schema, response: PlanJSON.TemplateApplied.schema, errors: [409]),
        .init(.delete, PlanRoutes.API.template, "Delete a template (the blocks it placed stay)", status: 204),
    ]

    // MARK: Forms

    @Sendable func saveTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let day = try Self.templateDay(form)
        let back = PlanRoutes.day(day, at: "templates")
        return try await .formAction(back: back) {
            let fields = try SaveTemplateFields(form)
            let saved = try await database.savePlanTemplate(owner: user.id, name: fields.name, scope: fields.scope, from: day)
            return .seeOther(
                back, flash: .success("Saved “\(saved.template.name)”: \(PlanTemplateText.count(saved.blocks.count)).", undo: true))
        }
    }

    @Sendable func applyTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let day = try Self.templateDay(form)
        return try await .formAction(back: PlanRoutes.day(day, at: "templates")) {
            let applied = try await database.applyPlanTemplate(owner: user.id, id: try context.parameters.require("id"), to: day)
            return .seeOther(PlanRoutes.day.href(day), flash: .success(PlanTemplateText.summary(applied), undo: true))
        }
    }

    @Sendable func deleteTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let day = try PlanTemplateDayFields(form, required: false).day
        let deleted = try await database.deletePlanTemplate(owner: user.id, id: try context.parameters.require("id"))
        let back = day.map { PlanRoutes.day($0, at: "templates") } ?? PlanRoutes.today.href.fragment("templates")
        return .seeOther(back, flash: .success("Deleted the template “\(deleted.name)”.", undo: true))
    }

    /// The day a template is saved from or applied to (required).
    static func templateDay(_ form: FormData) throws -> LocalDay {
        guard let day = try PlanTemplateDayFields(form, required: true).day else { throw AlmanacError.invalid("day", "Choose a day.") }
        return day
    }

    // MARK: API

    @Sendable func apiTemplates(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.planTemplates(owner: user.id).map(PlanJSON.Template.init))
    }

    @Sendable func apiSaveTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PlanJSON.NewTemplate.self, from: request)
        let saved = try await database.savePlanTemplate(owner: user.id, name: body.name, scope: body.scope ?? .day, from: body.day)
        return try .json(PlanJSON.Template(saved), status: .created)
    }

    @Sendable func apiApplyTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PlanJSON.ApplyTemplate.self, from: request)
        let applied = try await database.applyPlanTemplate(owner: user.id, id: try context.parameters.require("id"), to: body.day)
        let page = try await database.planPage(owner: user.id, day: applied.days[0])
        return try .json(PlanJSON.TemplateApplied(applied, page: page))
    }

    @Sendable func apiDeleteTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await database.deletePlanTemplate(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }
}

/// How the page, the flash and the CLI say what a template holds and what applying it did.
public enum PlanTemplateText {
    public static func count(_ blocks: Int) -> String { blocks == 1 ? "1 block" : "\(blocks) blocks" }

    /// "Applied “Monday” to Monday 4 May: 5 blocks placed. 1 overlaps a block already there
    /// (09:00–10:00 Email). 1 on its area (its goal is gone). 1 skipped (its area is gone)."
    public static func summary(_ applied: PlanTemplateApplication) -> String {
        let target =
            applied.template.templateScope == .day ? Dates.long(applied.days[0]) : "the week of \(Dates.long(applied.days[0]))"
        var text = "Applied “\(applied.template.name)” to \(target): \(count(applied.placed.count)) placed."
        if !applied.overlapping.isEmpty {
            let clashes = applied.overlapping.flatMap(\.existing).reduce(into: [TimeBlock]()) { list, block in
                if !list.contains(where: { $0.id == block.id }) { list.append(block) }
            }
            let named = clashes.prefix(3).map { "\($0.timeText) \($0.title)" }.joined(separator: ", ")
            let more = clashes.count > 3 ? " and \(clashes.count - 3) more" : ""
            text +=
                " \(applied.overlapping.count) \(applied.overlapping.count == 1 ? "overlaps" : "overlap") blocks already there (\(named)\(more))."
        }
        if applied.fellBackToArea > 0 {
            text +=
                " \(applied.fellBackToArea) on \(applied.fellBackToArea == 1 ? "its area (its goal is" : "their areas (their goals are") gone)."
        }
        if applied.skipped > 0 {
            text += " \(applied.skipped) skipped (\(applied.skipped == 1 ? "its area is" : "their areas are") gone or archived)."
        }
        return text
    }
}

extension PlanJSON {
    struct NewTemplate: APIType, Codable {
        var name: String
        var day: LocalDay
        var scope: PlanTemplateScope?
        static let fieldNotes: [String: Schema] = ["name": .title]
    }

    struct ApplyTemplate: APIType, Codable {
        var day: LocalDay
    }

    public struct Template: APIType, Codable {
        var id: String
        var name: String
        var scope: String
        var blocks: [TemplateBlock]
        var createdAt: Date
        var updatedAt: Date

        public init(_ saved: PlanTemplateWithBlocks) {
            id = saved.template.id
            name = saved.template.name
            scope = saved.template.templateScope.rawValue
            blocks = saved.blocks.map(TemplateBlock.init)
            createdAt = saved.template.createdAt
            updatedAt = saved.template.updatedAt
        }

        static let fieldNotes: [String: Schema] = ["scope": .enumeration(PlanTemplateScope.allCases.map(\.rawValue))]
    }

    struct TemplateBlock: APIType, Codable {
        /// The day in the template: 0 for a day's, 0 to 6 from the week's first day for a week's.
        var dayOffset: Int
        var start: String
        var end: String
        var minutes: Int
        var title: String
        var goalId: String?
        var areaId: String

        init(_ block: PlanTemplateBlock) {
            dayOffset = block.dayOffset
            start = TimeBlockRules.clock(block.startMinute)
            end = TimeBlockRules.clock(block.startMinute + block.minutes)
            minutes = block.minutes
            title = block.title
            goalId = block.goalId
            areaId = block.areaId
        }

        static let fieldNotes: [String: Schema] = ["minutes": .quantity(TimeBlockRules.minutesQuantity)]
    }

    public struct TemplateApplied: APIType, Codable {
        var templateId: String
        /// The days it was applied to (one, or the week's seven).
        var days: [LocalDay]
        var blocks: [Block]
        /// The placed blocks that overlap blocks planned before, with those blocks' ids.
        var overlapping: [Overlap]
        var fellBackToArea: Int
        var skipped: Int
        var summary: String

        struct Overlap: Codable {
            var blockId: String
            var overlaps: [String]
        }

        public init(_ applied: PlanTemplateApplication, page: PlanPageData) {
            templateId = applied.template.id
            days = applied.days
            let placedIds = applied.placed.map(\.id)
            let planned = Dictionary(page.blocks.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            blocks = placedIds.compactMap { planned[$0] }.map { Block($0, now: page.now) }
            overlapping = applied.overlapping.map { Overlap(blockId: $0.placed.id, overlaps: $0.existing.map(\.id)) }
            fellBackToArea = applied.fellBackToArea
            skipped = applied.skipped
            summary = PlanTemplateText.summary(applied)
        }
    }
}

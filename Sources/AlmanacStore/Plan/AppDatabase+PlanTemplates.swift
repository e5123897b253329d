import AlmanacCore
import Foundation
import GRDB

/// A template with its blocks, in weekday and time order.
public struct PlanTemplateWithBlocks: Sendable, Identifiable {
    public var template: PlanTemplate
    public var blocks: [PlanTemplateBlock]

    public var id: String { template.id }
}

/// What applying a template did: the blocks it placed, those of them that overlap a block that
/// was already there, how many went to their area because their goal is gone, and how many were
/// skipped because their area is gone too.
public struct PlanTemplateApplication: Sendable {
    public var template: PlanTemplate
    public var days: [LocalDay]
    public var placed: [TimeBlock]
    /// Placed blocks that overlap blocks planned before, with the ones they overlap.
    public var overlapping: [Overlap]
    public var fellBackToArea: Int
    public var skipped: Int

    public struct Overlap: Sendable {
        public var placed: TimeBlock
        public var existing: [TimeBlock]
    }
}

extension AppDatabase {
    /// The person's templates by name, each with its blocks.
    public func planTemplates(owner: String) async throws -> [PlanTemplateWithBlocks] {
        try await read { db in try Self.planTemplates(owner: owner, db: db) }
    }

    static func planTemplates(owner: String, db: any StoreDatabase) throws -> [PlanTemplateWithBlocks] {
        let templates = try PlanTemplate.fetchReadable(
            db, sql: "SELECT * FROM plan_templates WHERE owner_id = ? ORDER BY name, id", arguments: [owner])
        let blocks = try PlanTemplateBlock.fetchReadable(
            db, sql: "SELECT * FROM plan_template_blocks WHERE owner_id = ? ORDER BY template_id, day_offset, start_minute, id",
            arguments: [owner])
        let byTemplate = Dictionary(grouping: blocks, by: \.templateId)
        return templates.map { PlanTemplateWithBlocks(template: $0, blocks: byTemplate[$0.id] ?? []) }
    }

    /// A template by its id, or by its name (any case), for the CLI.
    public func planTemplate(owner: String, named nameOrId: String) async throws -> PlanTemplateWithBlocks {
        let wanted = nameOrId.trimmingCharacters(in: .whitespaces)
        let all = try await planTemplates(owner: owner)
        guard
            let found = all.first(where: { $0.id == wanted })
                ?? all.first(where: { $0.template.name.caseInsensitiveCompare(wanted) == .orderedSame })
        else { throw AlmanacError.notFound("No template named “\(wanted.prefix(100))”.") }
        return found
    }

    /// Saves the blocks of `day` (or of its week) as the template `name`; a template of that name
    /// (any case) is replaced. One undoable change. Refused (field `day`) when there is no block to save.
    @discardableResult
    public func savePlanTemplate(owner: String, name: String, scope: PlanTemplateScope, from day: LocalDay) async throws
        -> PlanTemplateWithBlocks
    {
        let name = try PlanTemplateRules.name(name)
        let instant = now()
        return try await write(owner: owner) { batch in
            let preferences = try Self.preferences(owner: owner, db: batch.db)
            let days = try PlanTemplateRules.days(of: scope, at: day, weekStart: preferences.weekStart)
            let blocks = try Self.blocks(owner: owner, from: days[0], through: days[days.count - 1], db: batch.db)
            guard !blocks.isEmpty else {
                throw AlmanacError.invalid(
                    "day", scope == .day ? "\(day) has no blocks to save." : "The week of \(days[0]) has no blocks to save.")
            }
            try Limits.check(count: blocks.count, of: "day", limit: PlanTemplateRules.maxBlocks, what: "blocks in a template")
            let existing = try Self.planTemplates(owner: owner, db: batch.db)
            var template: PlanTemplate
            if let same = existing.first(where: { $0.template.name.caseInsensitiveCompare(name) == .orderedSame }) {
                for old in same.blocks { try batch.delete(old) }
                template = same.template
                template.name = name
                template.scope = scope.rawValue
                template.updatedAt = batch.now
                try batch.update(template)
                batch.describe("Replaced the template “\(name)”")
            } else {
                try Limits.check(count: existing.count + 1, of: "name", limit: PlanTemplateRules.maxTemplates, what: "templates")
                template = PlanTemplate(
                    id: UUIDv7.make(at: instant), ownerId: owner, name: name, scope: scope.rawValue, createdAt: batch.now,
                    updatedAt: batch.now)
                try batch.insert(template)
                batch.describe("Saved the template “\(name)”")
            }
            var saved: [PlanTemplateBlock] = []
            for block in blocks {
                guard let blockDay = block.localDay, let offset = days.firstIndex(of: blockDay) else { continue }
                let row = PlanTemplateBlock(
                    id: UUIDv7.make(at: instant), ownerId: owner, templateId: template.id, dayOffset: offset,
                    startMinute: block.startMinute, minutes: block.minutes, title: block.title, goalId: block.goalId, areaId: block.areaId)
                try batch.insert(row)
                saved.append(row)
            }
            return PlanTemplateWithBlocks(template: template, blocks: saved)
        }
    }

    /// Places the template's blocks on `day` (a week's template: on the week that holds `day`,
    /// each on its weekday), at the same times, for the same goals and areas: a goal that is gone
    /// leaves the block on its area, and a block whose area is gone (or archived) is skipped.
    /// Blocks overlapping ones already planned are placed and reported. One transaction and one
    /// undoable change.
    public func applyPlanTemplate(owner: String, id: String, to day: LocalDay) async throws -> PlanTemplateApplication {
        let instant = now()
        return try await write(owner: owner) { batch in
            let template = try PlanTemplate.owned(id, by: owner, in: batch.db, what: "template")
            let preferences = try Self.preferences(owner: owner, db: batch.db)
            let days = try PlanTemplateRules.days(of: template.templateScope, at: day, weekStart: preferences.weekStart)
            let rows = try PlanTemplateBlock.fetchReadable(
                batch.db,
                sql: "SELECT * FROM plan_template_blocks WHERE owner_id = ? AND template_id = ? ORDER BY day_offset, start_minute, id",
                arguments: [owner, template.id])
            let before = try Self.blocks(owner: owner, from: days[0], through: days[days.count - 1], db: batch.db)
            // The goals the template names that still exist, with their area now.
            let goalAreas = Dictionary(
                try Row.fetchAll(
                    batch.db,
                    sql: """
                        SELECT id, area_id FROM weekly_goals WHERE owner_id = ?
                        AND id IN (SELECT goal_id FROM plan_template_blocks WHERE owner_id = ? AND template_id = ?)
                        """, arguments: [owner, owner, template.id]
                ).compactMap { row in (row["id"] as String?).flatMap { id in (row["area_id"] as String?).map { (id, $0) } } },
                uniquingKeysWith: { a, _ in a })
            let areas = Set(try Self.areas(owner: owner, includeArchived: false, db: batch.db).map(\.id))
            var application = PlanTemplateApplication(
                template: template, days: days, placed: [], overlapping: [], fellBackToArea: 0, skipped: 0)
            for row in rows {
                let goalArea = row.goalId.flatMap { goalAreas[$0] }
                guard row.dayOffset < days.count, goalArea != nil || areas.contains(row.areaId) else {
                    application.skipped += 1
                    continue
                }
                if row.goalId != nil, goalArea == nil { application.fellBackToArea += 1 }
                let block = TimeBlock(
                    id: UUIDv7.make(at: instant), ownerId: owner, day: days[row.dayOffset].description, startMinute: row.startMinute,
                    minutes: row.minutes, title: row.title, goalId: goalArea == nil ? nil : row.goalId, areaId: goalArea ?? row.areaId,
                    taskId: nil, disposition: nil, cause: nil,
                    disposedAt: nil, createdAt: batch.now, updatedAt: batch.now)
                try batch.insert(block)
                application.placed.append(block)
                let clashing = before.filter {
                    $0.day == block.day
                        && PlanTemplateRules.overlaps(start: block.startMinute, end: block.endMinute, [($0.startMinute, $0.endMinute)])
                }
                if !clashing.isEmpty { application.overlapping.append(.init(placed: block, existing: clashing)) }
            }
            guard !application.placed.isEmpty else {
                throw AlmanacError.conflict(
                    "Nothing of “\(template.name)” can be placed: the areas of its blocks are gone or archived.")
            }
            let target = template.templateScope == .day ? "\(days[0])" : "the week of \(days[0])"
            batch.describe("Applied the template “\(template.name)” to \(target)")
            return application
        }
    }

    /// Deletes a template (its blocks first, so undo brings them back); the blocks it placed stay.
    @discardableResult
    public func deletePlanTemplate(owner: String, id: String) async throws -> PlanTemplate {
        try await write(owner: owner) { batch in
            let template = try PlanTemplate.owned(id, by: owner, in: batch.db, what: "template")
            let rows = try PlanTemplateBlock.fetchReadable(
                batch.db, sql: "SELECT * FROM plan_template_blocks WHERE owner_id = ? AND template_id = ?", arguments: [owner, template.id])
            for row in rows { try batch.delete(row) }
            try batch.delete(template)
            batch.describe("Deleted the template “\(template.name)”")
            return template
        }
    }
}

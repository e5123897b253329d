import AlmanacCore
import Foundation
import GRDB

extension AppDatabase {
    // MARK: Daily steps

    /// The shutdown's carry-over: moves the open to-dos `taskIds` (due on or before `day`) to the
    /// day after, keeping their list, goal and evening mark; one undoable change. Refused whole
    /// (field `taskIds`) when one is finished, or already later than `day`.
    @discardableResult
    public func carryOverTasks(owner: String, taskIds: [String], from day: LocalDay) async throws -> [ToDo] {
        guard taskIds.count <= 500 else { throw AlmanacError.invalid("taskIds", "Carry over at most 500 to-dos at a time.") }
        var unique: [String] = []
        for id in taskIds.map({ $0.trimmingCharacters(in: .whitespaces) }) where !id.isEmpty && !unique.contains(id) { unique.append(id) }
        let ids = unique
        guard !ids.isEmpty else { throw AlmanacError.invalid("taskIds", "Pick at least one to-do to carry over.") }
        let next = day.adding(days: 1)
        guard day.isInRange, next.isInRange else { throw AlmanacError.invalid("day", "The day must be \(LocalDay.rangeText).") }
        return try await write(owner: owner) { batch in
            var carried: [ToDo] = []
            for id in ids {
                var task = try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")
                guard task.status == .open else {
                    throw AlmanacError.invalid(
                        "taskIds", "“\(task.title)” is already \(task.status.rawValue); only open to-dos carry over.")
                }
                guard let start = task.when?.day, start <= day else {
                    throw AlmanacError.invalid("taskIds", "“\(task.title)” is not on \(day) or before; only that day's to-dos carry over.")
                }
                task.when = task.when?.moved(to: next)
                task.updatedAt = batch.now
                try batch.update(task)
                carried.append(task)
            }
            batch.describe(
                carried.count == 1
                    ? "Carried “\(carried[0].title)” over to \(next)" : "Carried \(carried.count) to-dos over to \(next)")
            return carried
        }
    }

    // MARK: Blocks

    /// Adds a block to a day's plan. With a goal, the block takes the goal's area (its colour);
    /// a to-do's own goal or area is used when the draft names only the to-do.
    @discardableResult
    public func addBlock(owner: String, _ draft: TimeBlockDraft) async throws -> TimeBlock {
        let instant = now()
        return try await write(owner: owner) { batch in
            let checked = try Self.fillFromTask(owner: owner, draft, db: batch.db).validated()
            let resolved = try Self.resolveLinks(owner: owner, draft: checked, db: batch.db)
            let block = TimeBlock(
                id: UUIDv7.make(at: instant), ownerId: owner, day: resolved.day.description, startMinute: resolved.startMinute,
                minutes: resolved.minutes, title: resolved.title, goalId: resolved.goalId, areaId: resolved.areaId ?? "",
                taskId: resolved.taskId, disposition: nil, cause: nil, disposedAt: nil, createdAt: batch.now, updatedAt: batch.now)
            try batch.insert(block)
            batch.describe("Planned “\(block.title)” on \(block.day) at \(TimeBlockRules.clock(block.startMinute))")
            return block
        }
    }

    /// Moves or resizes a block (another day, start or length), or renames or relinks it; absent
    /// values stay.
    @discardableResult
    public func changeBlock(
        owner: String, id: String, title: String? = nil, day: LocalDay? = nil, start: WallClockTime? = nil, minutes: Int? = nil,
        goalId: String? = nil, areaId: String? = nil, reason: String? = nil
    ) async throws -> TimeBlock {
        try await write(owner: owner) { batch in
            var block = try TimeBlock.owned(id, by: owner, in: batch.db, what: "block")
            let earlier = block
            let current = try WallClockTime(hour: block.startMinute / 60, minute: block.startMinute % 60)
            let relinked = goalId != nil || areaId != nil
            let draft = try TimeBlockDraft(
                title: title ?? block.title, day: day ?? block.localDay ?? LocalDay.first, start: start ?? current,
                minutes: minutes ?? block.minutes, goalId: relinked ? goalId : block.goalId, areaId: relinked ? areaId : block.areaId,
                taskId: block.taskId
            ).validated()
            let resolved = try Self.resolveLinks(owner: owner, draft: draft, db: batch.db)
            block.title = resolved.title
            block.day = resolved.day.description
            block.startMinute = resolved.startMinute
            block.minutes = resolved.minutes
            block.goalId = resolved.goalId
            block.areaId = resolved.areaId ?? block.areaId
            block.updatedAt = batch.now
            let moved = block.day != earlier.day || block.startMinute != earlier.startMinute || block.minutes != earlier.minutes
            if moved { try Self.keepVersion(of: earlier, change: "moved", reason: reason, owner: owner, batch: batch) }
            try batch.update(block)
            batch.describe("Moved “\(block.title)” to \(block.day) \(block.timeText)")
            return block
        }
    }

    /// Removes a block from the plan. A block that an intention ran for stays: the record points
    /// at it, and the plan is not rewritten under the record.
    @discardableResult
    public func deleteBlock(owner: String, id: String, reason: String? = nil) async throws -> TimeBlock {
        try await write(owner: owner) { batch in
            let block = try TimeBlock.owned(id, by: owner, in: batch.db, what: "block")
            let ran =
                try Int.fetchOne(
                    batch.db, sql: "SELECT COUNT(*) FROM intentions WHERE owner_id = ? AND block_id = ?", arguments: [owner, id]) ?? 0
            guard ran == 0 else {
                throw AlmanacError.conflict("An intention ran for “\(block.title)”; the block stays as the plan it was measured against.")
            }
            try Self.keepVersion(of: block, change: "dropped", reason: reason, owner: owner, batch: batch)
            try batch.delete(block)
            batch.describe("Removed “\(block.title)” from the plan of \(block.day)")
            return block
        }
    }

    /// Starts the block's intention in one step: its title, goal (or area) and length filled in,
    /// and the intention records the block it ran for. Refused while another intention runs.
    public func startBlock(owner: String, id: String) async throws -> Intention {
        try await write(owner: owner) { batch in
            let block = try TimeBlock.owned(id, by: owner, in: batch.db, what: "block")
            let goalExists = try block.goalId.map { try GoalRecord.isOwned($0, by: owner, in: batch.db) } ?? false
            let intention = try Self.startIntention(
                owner: owner, what: block.title, plannedMinutes: block.minutes, goalId: goalExists ? block.goalId : nil,
                areaId: block.areaId, blockId: block.id, batch: &batch)
            batch.describe("Started the block “\(block.title)”")
            return intention
        }
    }

    public func planBlock(owner: String, id: String) async throws -> TimeBlock {
        try await read { db in try TimeBlock.owned(id, by: owner, in: db, what: "block") }
    }

    /// The blocks of `first...last`, by day and start.
    public func blocks(owner: String, from first: LocalDay, through last: LocalDay) async throws -> [TimeBlock] {
        try await read { db in try Self.blocks(owner: owner, from: first, through: last, db: db) }
    }

    static func blocks(owner: String, from first: LocalDay, through last: LocalDay, db: any StoreDatabase) throws -> [TimeBlock] {
        try TimeBlock.fetchReadable(
            db, sql: "SELECT * FROM plan_blocks WHERE owner_id = ? AND day >= ? AND day <= ? ORDER BY day, start_minute, id",
            arguments: [owner, first.description, last.description])
    }

    /// Gives a block that passed without an intention its disposition and cause.
    @discardableResult
    public func disposeBlock(owner: String, id: String, disposition: BlockDisposition, cause: MissCause) async throws -> TimeBlock {
        try await write(owner: owner) { batch in
            var block = try TimeBlock.owned(id, by: owner, in: batch.db, what: "block")
            let zone = try Self.preferences(owner: owner, db: batch.db).zone
            let ran =
                try Int.fetchOne(
                    batch.db, sql: "SELECT COUNT(*) FROM intentions WHERE owner_id = ? AND block_id = ?", arguments: [owner, id]) ?? 0
            guard let end = block.interval(in: zone)?.end else { throw AlmanacError.notFound("No block with id \(id).") }
            try PlanChangeRules.checkDisposable(blockEnd: end, now: batch.now, ran: ran > 0, disposed: block.disposition != nil)
            block.disposition = disposition.rawValue
            block.cause = cause.rawValue
            block.disposedAt = batch.now
            try batch.update(block)
            batch.describe("Marked “\(block.title)” \(disposition.label.lowercased()) (\(cause.label.lowercased()))")
            return block
        }
    }

    // MARK: Rules that need the database

    /// Once the block's day has started, keeps the block as it was before a move or a drop, with
    /// the reason (required then); a later day's plan changes without a trace.
    static func keepVersion(of block: TimeBlock, change: String, reason: String?, owner: String, batch: ChangeBatch) throws {
        let today = try preferences(owner: owner, db: batch.db).today(at: batch.now)
        let keeps = block.localDay.map { PlanChangeRules.keepsVersion(blockDay: $0, today: today) } ?? false
        guard let reason = try PlanChangeRules.reason(reason, required: keeps), keeps else { return }
        try batch.insert(
            TimeBlockVersion(
                id: UUIDv7.make(at: batch.now), ownerId: owner, blockId: block.id, day: block.day, startMinute: block.startMinute,
                minutes: block.minutes, title: block.title, areaId: block.areaId, change: change, reason: reason, recordedAt: batch.now))
    }

    /// A block for a to-do takes the to-do's title when it has none, and its goal or area when it
    /// names neither.
    static func fillFromTask(owner: String, _ draft: TimeBlockDraft, db: any StoreDatabase) throws -> TimeBlockDraft {
        var draft = draft
        guard let taskId = draft.taskId?.trimmingCharacters(in: .whitespaces), !taskId.isEmpty else { return draft }
        let task = try ToDo.owned(taskId, by: owner, in: db, what: "to-do")
        if draft.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { draft.title = task.title }
        let blank = { (value: String?) in value?.trimmingCharacters(in: .whitespaces).isEmpty ?? true }
        if blank(draft.goalId), blank(draft.areaId) {
            draft.goalId = task.goalId
            draft.areaId = task.areaId
            guard draft.goalId != nil || draft.areaId != nil else {
                throw AlmanacError.invalid("link", "“\(task.title)” serves no goal or area yet; pick one for its block.")
            }
        }
        return draft
    }

    /// Checks the goal and area are the owner's, and sets the area from the goal.
    static func resolveLinks(owner: String, draft: TimeBlockDraft, db: any StoreDatabase) throws -> TimeBlockDraft {
        var draft = draft
        if let goalId = draft.goalId {
            let goal = try GoalRecord.owned(goalId, by: owner, in: db, what: "goal")
            draft.areaId = goal.areaId
        } else if let areaId = draft.areaId {
            _ = try Area.owned(areaId, by: owner, in: db, what: "area")
        }
        if let taskId = draft.taskId { _ = try ToDo.owned(taskId, by: owner, in: db, what: "to-do") }
        return draft
    }
}

import AlmanacCore
import Foundation
import GRDB

extension AppDatabase {
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
                minutes: resolved.minutes, title: resolved.title, goalId: resolved.goalID, areaId: resolved.areaID ?? "",
                taskId: resolved.taskID, createdAt: batch.now, updatedAt: batch.now)
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
        goalID: String? = nil, areaID: String? = nil
    ) async throws -> TimeBlock {
        try await write(owner: owner) { batch in
            var block = try TimeBlock.owned(id, by: owner, in: batch.db, what: "block")
            let current = try WallClockTime(hour: block.startMinute / 60, minute: block.startMinute % 60)
            let relinked = goalID != nil || areaID != nil
            let draft = try TimeBlockDraft(
                title: title ?? block.title, day: day ?? block.localDay ?? LocalDay.first, start: start ?? current,
                minutes: minutes ?? block.minutes, goalID: relinked ? goalID : block.goalId, areaID: relinked ? areaID : block.areaId,
                taskID: block.taskId
            ).validated()
            let resolved = try Self.resolveLinks(owner: owner, draft: draft, db: batch.db)
            block.title = resolved.title
            block.day = resolved.day.description
            block.startMinute = resolved.startMinute
            block.minutes = resolved.minutes
            block.goalId = resolved.goalID
            block.areaId = resolved.areaID ?? block.areaId
            block.updatedAt = batch.now
            try batch.update(block)
            batch.describe("Moved “\(block.title)” to \(block.day) \(block.timeText)")
            return block
        }
    }

    /// Removes a block from the plan. A block that an intention ran for stays: the record points
    /// at it, and the plan is not rewritten under the record.
    @discardableResult
    public func deleteBlock(owner: String, id: String) async throws -> TimeBlock {
        try await write(owner: owner) { batch in
            let block = try TimeBlock.owned(id, by: owner, in: batch.db, what: "block")
            let ran =
                try Int.fetchOne(
                    batch.db, sql: "SELECT COUNT(*) FROM intentions WHERE owner_id = ? AND block_id = ?", arguments: [owner, id]) ?? 0
            guard ran == 0 else {
                throw AlmanacError.conflict("An intention ran for “\(block.title)”; the block stays as the plan it was measured against.")
            }
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
            let goalExists = try block.goalId.map { try GoalRecord.fetchOne(batch.db, key: $0) != nil } ?? false
            let intention = try Self.startIntention(
                owner: owner, what: block.title, plannedMinutes: block.minutes, goalID: goalExists ? block.goalId : nil,
                areaID: block.areaId, blockID: block.id, batch: &batch)
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

    static func blocks(owner: String, from first: LocalDay, through last: LocalDay, db: Database) throws -> [TimeBlock] {
        try TimeBlock.filter(
            Column("owner_id") == owner && Column("day") >= first.description && Column("day") <= last.description
        )
        .order(Column("day"), Column("start_minute"), Column("id")).fetchReadable(db)
    }

    // MARK: Rules that need the database

    /// A block for a to-do takes the to-do's title when it has none, and its goal or area when it
    /// names neither.
    static func fillFromTask(owner: String, _ draft: TimeBlockDraft, db: Database) throws -> TimeBlockDraft {
        var draft = draft
        guard let taskID = draft.taskID?.trimmingCharacters(in: .whitespaces), !taskID.isEmpty else { return draft }
        let task = try ToDo.ownedRow(taskID, by: owner, in: db, what: "to-do")
        if draft.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { draft.title = task.title }
        let blank = { (value: String?) in value?.trimmingCharacters(in: .whitespaces).isEmpty ?? true }
        if blank(draft.goalID), blank(draft.areaID) {
            draft.goalID = task.goalId
            draft.areaID = task.areaId
            guard draft.goalID != nil || draft.areaID != nil else {
                throw AlmanacError.invalid("link", "“\(task.title)” serves no goal or area yet; pick one for its block.")
            }
        }
        return draft
    }

    /// Checks the goal and area are the owner's, and sets the area from the goal.
    static func resolveLinks(owner: String, draft: TimeBlockDraft, db: Database) throws -> TimeBlockDraft {
        var draft = draft
        if let goalID = draft.goalID {
            let goal = try GoalRecord.owned(goalID, by: owner, in: db, what: "goal")
            draft.areaID = goal.areaId
        } else if let areaID = draft.areaID {
            _ = try Area.owned(areaID, by: owner, in: db, what: "area")
        }
        if let taskID = draft.taskID { _ = try ToDo.ownedRow(taskID, by: owner, in: db, what: "to-do") }
        return draft
    }
}

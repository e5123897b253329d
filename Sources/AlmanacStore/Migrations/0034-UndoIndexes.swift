import GRDB

extension Migrations {
    /// Deleting or restoring a to-do finds the plan blocks that name it by an index (it read
    /// every block). (An index on `changes(owner_id)` alone was tried and left out: without
    /// statistics SQLite then prefers it to `changes_batch` for `owner_id = ? AND batch_id = ?`,
    /// which made reading one batch read a person's whole history.)
    static func undoIndexes(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX plan_blocks_task ON plan_blocks(task_id) WHERE task_id IS NOT NULL")
    }
}

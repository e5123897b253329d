import GRDB

extension Migrations {
    /// Undo's cost is linear in the change, not in the history: deleting or restoring a to-do
    /// finds the plan blocks that name it by an index (it read every block), and the last
    /// undoable action is found by walking one person's changes newest first (rowid order within
    /// `owner_id`), not by sorting all of them.
    static func undoIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX plan_blocks_task ON plan_blocks(task_id) WHERE task_id IS NOT NULL;
                CREATE INDEX changes_owner_newest ON changes(owner_id);
                """)
    }
}

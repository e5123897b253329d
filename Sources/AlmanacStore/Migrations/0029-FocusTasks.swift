import GRDB

extension Migrations {
    /// "Focus on this": an intention remembers the to-do it was started for, so its review can
    /// offer to complete that to-do. No foreign key: deleting a to-do (undoable) leaves the
    /// intention as it was, and every read treats an id that no longer resolves as no to-do.
    /// And the order of Today's cards, a person's setting (JSON array of names; NULL: the standard).
    static func focusTasks(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE intentions ADD COLUMN task_id TEXT;
                ALTER TABLE system_settings ADD COLUMN today_cards TEXT;
                CREATE INDEX intentions_task ON intentions(owner_id, task_id) WHERE task_id IS NOT NULL;
                """)
    }
}

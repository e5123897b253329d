import GRDB

extension Migrations {
    /// Headings inside a list (Things' headings, Todoist's sections, TickTick's columns).
    ///
    /// A heading has its own order key among the list's headings (one row written per move; its
    /// to-dos go with it because they are grouped by `heading_id`, not by key). A to-do keeps its
    /// key in the list's one order and names at most one heading of its own list. A heading made
    /// by an import carries the import's key, so importing again adds nothing.
    static func taskHeadings(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE task_headings (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    list_id TEXT NOT NULL REFERENCES task_lists(id),
                    title TEXT NOT NULL,
                    archived INTEGER NOT NULL DEFAULT 0,
                    order_key TEXT NOT NULL COLLATE BINARY,
                    created_at TEXT NOT NULL,
                    import_key TEXT
                );
                CREATE UNIQUE INDEX task_headings_order ON task_headings(owner_id, list_id, order_key);
                CREATE INDEX task_headings_list ON task_headings(list_id);
                CREATE UNIQUE INDEX task_headings_import_key ON task_headings(owner_id, import_key) WHERE import_key IS NOT NULL;
                ALTER TABLE tasks ADD COLUMN heading_id TEXT REFERENCES task_headings(id);
                CREATE INDEX tasks_heading ON tasks(heading_id) WHERE heading_id IS NOT NULL;
                """)
    }
}

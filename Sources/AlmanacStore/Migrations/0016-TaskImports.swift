import GRDB

extension Migrations {
    /// Imports from Things, Todoist and TickTick: a stable key on each list and to-do an import
    /// made (`things:<uuid>`…), unique per user, so importing the same file again adds nothing
    /// twice; and the uploads the web import page keeps between its preview and the confirmation.
    static func taskImports(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tasks ADD COLUMN import_key TEXT;
                ALTER TABLE task_lists ADD COLUMN import_key TEXT;
                CREATE UNIQUE INDEX tasks_import_key ON tasks(owner_id, import_key) WHERE import_key IS NOT NULL;
                CREATE UNIQUE INDEX task_lists_import_key ON task_lists(owner_id, import_key) WHERE import_key IS NOT NULL;
                CREATE TABLE task_import_uploads (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    source TEXT NOT NULL,
                    name TEXT NOT NULL,
                    data BLOB NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX task_import_uploads_owner ON task_import_uploads(owner_id, created_at);
                """)
    }
}

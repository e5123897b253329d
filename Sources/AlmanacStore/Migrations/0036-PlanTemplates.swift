import GRDB

extension Migrations {
    /// Plan templates: a day's or a week's blocks saved under a name (a "Monday") and applied to
    /// another day or week. A template's block keeps its weekday (`day_offset` from the day, or
    /// from the week's first day), time, length, title and its goal and area by id, without keys:
    /// a goal deleted later is found missing when the template is applied (the block falls back
    /// to its area), and the template itself stays as it was saved. Blocks go with their template
    /// (the store deletes them first, so undo restores them).
    /// And a to-do's estimate in minutes (`TaskEstimate`), which "Focus on this", its block in the
    /// plan and the daily planning step's load use.
    static func planTemplates(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE plan_templates (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                    scope TEXT NOT NULL CHECK (scope IN ('day', 'week')),
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX plan_templates_owner_name ON plan_templates(owner_id, name);
                CREATE TABLE plan_template_blocks (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    template_id TEXT NOT NULL REFERENCES plan_templates(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    day_offset INTEGER NOT NULL CHECK (day_offset BETWEEN 0 AND 6),
                    start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1425 AND start_minute % 15 = 0),
                    minutes INTEGER NOT NULL CHECK (minutes BETWEEN 15 AND 480 AND minutes % 15 = 0),
                    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                    goal_id TEXT,
                    area_id TEXT NOT NULL,
                    CHECK (start_minute + minutes <= 1440)
                );
                CREATE INDEX plan_template_blocks_template ON plan_template_blocks(owner_id, template_id, day_offset, start_minute);
                ALTER TABLE tasks ADD COLUMN estimate_minutes INTEGER CHECK (estimate_minutes BETWEEN 5 AND 480);
                """)
    }
}

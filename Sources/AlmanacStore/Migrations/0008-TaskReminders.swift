import GRDB

extension Migrations {
    /// Which to-do reminders the reminder service has announced, one row per to-do and start day
    /// (a repeating to-do's next copy rings again). Delivery state like `focus_notices`: not user
    /// data, not exported, not in the change log.
    static func taskReminders(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE task_reminder_notices (
                    task_id TEXT NOT NULL,
                    day TEXT NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    sent_at TEXT NOT NULL,
                    PRIMARY KEY (task_id, day)
                );
                CREATE INDEX tasks_reminders ON tasks(owner_id, start_day) WHERE reminder IS NOT NULL AND status = 'open';
                """)
    }
}

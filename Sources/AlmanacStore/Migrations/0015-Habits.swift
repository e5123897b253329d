import GRDB

extension Migrations {
    /// Habits, their check-ins (one per habit and local day, with an amount for measurable habits)
    /// and rest days declared in advance. The schedule is its kind plus one number (times a week or
    /// days of the interval) and a weekday bit set (bit 0 = Sunday). Child keys are checked at
    /// commit: undo replays a batch's changes in id order.
    static func habits(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE habits (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                    emoji TEXT NOT NULL DEFAULT '',
                    color TEXT,
                    area_id TEXT REFERENCES areas(id) DEFERRABLE INITIALLY DEFERRED,
                    schedule_kind TEXT NOT NULL CHECK (schedule_kind IN ('daily', 'weekly', 'weekdays', 'interval')),
                    schedule_count INTEGER NOT NULL DEFAULT 0 CHECK (schedule_count BETWEEN 0 AND 365),
                    schedule_weekdays INTEGER NOT NULL DEFAULT 0 CHECK (schedule_weekdays BETWEEN 0 AND 127),
                    target REAL CHECK (target IS NULL OR (target > 0 AND target <= 100000)),
                    unit TEXT NOT NULL DEFAULT '',
                    reminder TEXT,
                    start_day TEXT NOT NULL,
                    archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
                    order_key TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX habits_owner_name ON habits(owner_id, name COLLATE NOCASE);
                CREATE INDEX habits_owner_order ON habits(owner_id, order_key);
                CREATE TABLE habit_check_ins (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    habit_id TEXT NOT NULL REFERENCES habits(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    day TEXT NOT NULL,
                    amount REAL NOT NULL CHECK (amount > 0 AND amount <= 100000),
                    created_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX habit_check_ins_day ON habit_check_ins(habit_id, day);
                CREATE INDEX habit_check_ins_owner_day ON habit_check_ins(owner_id, day);
                CREATE TABLE habit_rest_days (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    habit_id TEXT NOT NULL REFERENCES habits(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    day TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX habit_rest_days_day ON habit_rest_days(habit_id, day);
                CREATE INDEX habit_rest_days_owner_day ON habit_rest_days(owner_id, day);
                CREATE TABLE habit_reminder_notices (
                    habit_id TEXT NOT NULL,
                    day TEXT NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    sent_at TEXT NOT NULL,
                    PRIMARY KEY (habit_id, day)
                );
                """)
    }
}

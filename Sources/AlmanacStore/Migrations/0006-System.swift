import GRDB

extension Migrations {
    /// The system: areas of focus, weeks (sprints) with goals and retrospectives, the intention
    /// log, daily standups, day modules and the system's settings. References between user rows
    /// have no ON DELETE actions: the store clears them itself inside the change batch, so undo
    /// restores everything a delete touched. They are checked at commit (deferred), because undo
    /// replays a batch's changes in an order that need not put parents first.
    static func system(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE system_settings (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
                    active_start TEXT NOT NULL DEFAULT '09:00',
                    active_end TEXT NOT NULL DEFAULT '18:00',
                    active_weekdays TEXT NOT NULL DEFAULT '[2,3,4,5,6]',
                    quiet_start TEXT,
                    quiet_end TEXT,
                    webhook_url TEXT,
                    sprint_length INTEGER NOT NULL DEFAULT 1 CHECK (sprint_length IN (1, 2)),
                    day_modules TEXT NOT NULL DEFAULT '["sleep","health","workout","review"]',
                    standup_questions TEXT
                );
                CREATE TABLE areas (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    colour TEXT NOT NULL,
                    emoji TEXT,
                    archived INTEGER NOT NULL DEFAULT 0,
                    order_key TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX areas_owner ON areas(owner_id, order_key);
                CREATE TABLE weeks (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    start_day TEXT NOT NULL,
                    length_days INTEGER NOT NULL CHECK (length_days IN (7, 14)),
                    capacity TEXT NOT NULL,
                    started_at TEXT,
                    UNIQUE (owner_id, start_day)
                );
                CREATE TABLE weekly_goals (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    week_id TEXT NOT NULL REFERENCES weeks(id) DEFERRABLE INITIALLY DEFERRED,
                    area_id TEXT NOT NULL REFERENCES areas(id) DEFERRABLE INITIALLY DEFERRED,
                    title TEXT NOT NULL,
                    estimate_hours REAL NOT NULL,
                    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'partial')),
                    percent INTEGER,
                    added_mid_sprint INTEGER NOT NULL DEFAULT 0,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX weekly_goals_week ON weekly_goals(week_id);
                CREATE TABLE retrospectives (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    week_id TEXT NOT NULL UNIQUE REFERENCES weeks(id) DEFERRABLE INITIALLY DEFERRED,
                    went_well TEXT,
                    improve TEXT,
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE action_items (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    week_id TEXT NOT NULL REFERENCES weeks(id) DEFERRABLE INITIALLY DEFERRED,
                    text TEXT NOT NULL,
                    done INTEGER NOT NULL DEFAULT 0,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX action_items_week ON action_items(week_id);
                CREATE TABLE intentions (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    what TEXT NOT NULL,
                    planned_minutes INTEGER NOT NULL,
                    goal_id TEXT REFERENCES weekly_goals(id) DEFERRABLE INITIALLY DEFERRED,
                    area_id TEXT REFERENCES areas(id) DEFERRABLE INITIALLY DEFERRED,
                    started_at TEXT NOT NULL,
                    ends_at TEXT NOT NULL,
                    state TEXT NOT NULL CHECK (state IN ('running', 'timeUp', 'endedEarly', 'abandoned')),
                    ended_at TEXT,
                    abandon_reason TEXT,
                    tags TEXT NOT NULL DEFAULT '[]',
                    feeling TEXT CHECK (feeling IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')),
                    rated_at TEXT,
                    review_went_well TEXT,
                    review_improve TEXT,
                    review_interesting TEXT
                );
                CREATE INDEX intentions_owner_start ON intentions(owner_id, started_at);
                CREATE TABLE distractions (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    intention_id TEXT NOT NULL REFERENCES intentions(id) DEFERRABLE INITIALLY DEFERRED,
                    trigger TEXT NOT NULL CHECK (trigger IN ('internal', 'external', 'planning')),
                    note TEXT,
                    at TEXT NOT NULL
                );
                CREATE INDEX distractions_intention ON distractions(intention_id);
                CREATE TABLE standups (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    day TEXT NOT NULL,
                    answers TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    UNIQUE (owner_id, day)
                );
                CREATE TABLE day_entries (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    day TEXT NOT NULL,
                    module TEXT NOT NULL CHECK (module IN ('sleep', 'health', 'workout', 'review')),
                    data TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    UNIQUE (owner_id, day, module)
                );
                -- Delivery state of the reminder service; not user data, not exported, not in the change log.
                CREATE TABLE focus_notices (
                    owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    last_reminder_at TEXT,
                    last_message TEXT,
                    last_kind TEXT,
                    last_time_up_id TEXT
                );
                """)
    }
}

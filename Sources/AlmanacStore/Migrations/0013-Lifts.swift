import GRDB

extension Migrations {
    /// Lifts: sessions (a day's workout), their sets (the lift, load and settings, and the metrics
    /// the analysis computed, with the whole analysis as JSON), each set's raw stream kept
    /// gzip-compressed in its own table (so a better analysis can recompute every past set and
    /// listings never load it), and the user's set templates. The set → session and stream → set
    /// keys are checked at commit: undo replays a batch in id order.
    static func lifts(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE lift_sessions (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    day TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX lift_sessions_owner_day ON lift_sessions(owner_id, day);
                CREATE TABLE lift_sets (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    session_id TEXT NOT NULL REFERENCES lift_sessions(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    position INTEGER NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('squat', 'bench', 'press', 'deadlift', 'clean', 'other')),
                    name TEXT NOT NULL,
                    load_kg REAL NOT NULL CHECK (load_kg >= 0 AND load_kg <= 1000),
                    goal_reps INTEGER CHECK (goal_reps BETWEEN 1 AND 100),
                    rate_hz REAL NOT NULL CHECK (rate_hz >= 1 AND rate_hz <= 1000),
                    unit TEXT NOT NULL CHECK (unit IN ('cm', 'mm', 'in')),
                    settings TEXT NOT NULL,
                    reps INTEGER NOT NULL,
                    best_velocity REAL,
                    first_velocity REAL,
                    last_velocity REAL,
                    velocity_loss REAL,
                    mean_rom_cm REAL,
                    advice_count INTEGER NOT NULL DEFAULT 0,
                    analysis TEXT NOT NULL,
                    recorded_at TEXT NOT NULL,
                    analyzed_at TEXT NOT NULL
                );
                CREATE INDEX lift_sets_session ON lift_sets(owner_id, session_id, position);
                CREATE INDEX lift_sets_kind ON lift_sets(owner_id, kind, recorded_at);
                CREATE TABLE lift_streams (
                    id TEXT PRIMARY KEY NOT NULL REFERENCES lift_sets(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    encoding TEXT NOT NULL CHECK (encoding IN ('gzip', 'plain')),
                    byte_count INTEGER NOT NULL,
                    data BLOB NOT NULL
                );
                CREATE TABLE lift_templates (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('squat', 'bench', 'press', 'deadlift', 'clean', 'other')),
                    load_kg REAL NOT NULL CHECK (load_kg >= 0 AND load_kg <= 1000),
                    goal_reps INTEGER NOT NULL CHECK (goal_reps BETWEEN 1 AND 100),
                    sets INTEGER NOT NULL CHECK (sets BETWEEN 1 AND 20),
                    order_key TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX lift_templates_owner_order ON lift_templates(owner_id, order_key);
                """)
    }
}

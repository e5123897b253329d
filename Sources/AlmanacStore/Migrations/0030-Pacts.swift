import GRDB

extension Migrations {
    /// Hard moments, continued. A distraction remembers whether its urge was surfed and passed
    /// (NULL: not surfed). Pacts (effort, price, identity): a loosening or a deletion waits in the
    /// `pending_*` columns until `pending_at` (the delay the person chose, in hours, when they made
    /// it); each day is marked kept or broken once. Practice: sessions of meditation or breathing,
    /// their minutes and an optional note.
    static func pacts(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE distractions ADD COLUMN urge_passed INTEGER CHECK (urge_passed IS NULL OR urge_passed IN (0, 1));
                CREATE TABLE pacts (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('effort', 'price', 'identity')),
                    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
                    amount TEXT,
                    consequence TEXT CHECK (consequence IS NULL OR length(consequence) <= 500),
                    delay_hours INTEGER NOT NULL CHECK (delay_hours BETWEEN 1 AND 2160),
                    pending_text TEXT,
                    pending_amount TEXT,
                    pending_consequence TEXT,
                    pending_delay_hours INTEGER CHECK (pending_delay_hours IS NULL OR pending_delay_hours BETWEEN 1 AND 2160),
                    pending_delete INTEGER NOT NULL DEFAULT 0 CHECK (pending_delete IN (0, 1)),
                    pending_at TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX pacts_owner ON pacts(owner_id, created_at);
                CREATE TABLE pact_marks (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    pact_id TEXT NOT NULL REFERENCES pacts(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    day TEXT NOT NULL,
                    kept INTEGER NOT NULL CHECK (kept IN (0, 1)),
                    reason TEXT CHECK (reason IS NULL OR length(reason) <= 500),
                    created_at TEXT NOT NULL,
                    UNIQUE (pact_id, day)
                );
                CREATE INDEX pact_marks_owner_day ON pact_marks(owner_id, day);
                CREATE TABLE practice_sessions (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    started_at TEXT NOT NULL,
                    minutes INTEGER NOT NULL CHECK (minutes BETWEEN 1 AND 240),
                    note TEXT CHECK (note IS NULL OR length(note) <= 1000),
                    created_at TEXT NOT NULL
                );
                CREATE INDEX practice_sessions_owner ON practice_sessions(owner_id, started_at);
                """)
    }
}

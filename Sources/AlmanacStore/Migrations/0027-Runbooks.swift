import GRDB

extension Migrations {
    /// Runbooks: steps written ahead for hard moments, in the person's order; the contacts they
    /// entered (with the day they last checked each number); each use with the steps done and the
    /// feeling before and after; and the one setting, their emergency number (none is shipped).
    /// Child keys are checked at commit: undo replays a batch's changes in id order.
    static func runbooks(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE runbooks (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                    warning_signs TEXT NOT NULL DEFAULT '' CHECK (length(warning_signs) <= 2000),
                    order_key TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX runbooks_owner_order ON runbooks(owner_id, order_key);
                CREATE TABLE runbook_contacts (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                    phone TEXT NOT NULL CHECK (length(phone) BETWEEN 1 AND 32),
                    note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 200),
                    checked_day TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX runbook_contacts_owner ON runbook_contacts(owner_id, name);
                CREATE TABLE runbook_steps (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    runbook_id TEXT NOT NULL REFERENCES runbooks(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    kind TEXT NOT NULL CHECK (kind IN ('text', 'breathing', 'grounding', 'urge', 'thought-record', 'intention', 'contact')),
                    text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
                    breathing TEXT CHECK (breathing IS NULL OR breathing IN ('box', 'sigh')),
                    contact_id TEXT REFERENCES runbook_contacts(id) DEFERRABLE INITIALLY DEFERRED,
                    order_key TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX runbook_steps_runbook ON runbook_steps(runbook_id, order_key);
                CREATE INDEX runbook_steps_owner ON runbook_steps(owner_id);
                CREATE TABLE runbook_uses (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    runbook_id TEXT NOT NULL REFERENCES runbooks(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    used_at TEXT NOT NULL,
                    feeling_before TEXT CHECK (feeling_before IS NULL OR feeling_before IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')),
                    feeling_after TEXT CHECK (feeling_after IS NULL OR feeling_after IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')),
                    steps_done TEXT NOT NULL DEFAULT '[]',
                    created_at TEXT NOT NULL
                );
                CREATE INDEX runbook_uses_runbook ON runbook_uses(runbook_id, used_at);
                CREATE INDEX runbook_uses_owner ON runbook_uses(owner_id, used_at);
                CREATE TABLE runbook_settings (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
                    emergency_number TEXT CHECK (emergency_number IS NULL OR length(emergency_number) BETWEEN 1 AND 32),
                    updated_at TEXT NOT NULL
                );
                """)
    }
}

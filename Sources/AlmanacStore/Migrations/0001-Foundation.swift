import GRDB

extension Migrations {
    /// Users, credentials, API tokens, sessions, sign-in throttling and the change log.
    /// Instants are stored as UTC text with milliseconds (GRDB's date format) everywhere.
    static func foundation(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE users (
                    id TEXT PRIMARY KEY NOT NULL,
                    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    display_name TEXT NOT NULL,
                    time_zone TEXT NOT NULL,
                    week_start INTEGER NOT NULL DEFAULT 2 CHECK (week_start IN (1, 2)),
                    day_start_hour INTEGER NOT NULL DEFAULT 0 CHECK (day_start_hour BETWEEN 0 AND 6),
                    unit_system TEXT NOT NULL DEFAULT 'metric' CHECK (unit_system IN ('metric', 'us')),
                    created_at TEXT NOT NULL
                );
                CREATE TABLE credentials (
                    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    password_hash TEXT NOT NULL
                );
                CREATE TABLE api_tokens (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    token_hash TEXT NOT NULL UNIQUE,
                    created_at TEXT NOT NULL,
                    last_used_at TEXT,
                    revoked_at TEXT
                );
                CREATE INDEX api_tokens_owner ON api_tokens(owner_id);
                CREATE TABLE persist (
                    key TEXT PRIMARY KEY NOT NULL,
                    value BLOB NOT NULL,
                    expires_at TEXT
                );
                CREATE TABLE sign_in_failures (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    username TEXT NOT NULL COLLATE NOCASE,
                    address TEXT NOT NULL,
                    at TEXT NOT NULL
                );
                CREATE INDEX sign_in_failures_username ON sign_in_failures(username, at);
                CREATE INDEX sign_in_failures_address ON sign_in_failures(address, at);
                CREATE TABLE changes (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    batch_id TEXT NOT NULL,
                    entity TEXT NOT NULL,
                    entity_id TEXT NOT NULL,
                    operation TEXT NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
                    data TEXT,
                    previous TEXT,
                    at TEXT NOT NULL,
                    origin TEXT NOT NULL CHECK (origin IN ('web', 'api', 'cli')),
                    summary TEXT,
                    undoes_batch_id TEXT
                );
                CREATE INDEX changes_owner ON changes(owner_id, id);
                CREATE INDEX changes_batch ON changes(batch_id);
                CREATE INDEX changes_undoes ON changes(undoes_batch_id) WHERE undoes_batch_id IS NOT NULL;
                """)
    }
}

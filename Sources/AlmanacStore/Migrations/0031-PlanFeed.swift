import GRDB

extension Migrations {
    /// The plan published as an iCalendar feed: a secret per feed, stored as its SHA-256 only (like
    /// an API token), for all of a person's blocks or one area's; revoked feeds stay (when and
    /// which), and a person has at most one live feed per scope (the store revokes the one before).
    static func planFeed(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE plan_feeds (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    area_id TEXT REFERENCES areas(id) ON DELETE CASCADE,
                    token_hash TEXT NOT NULL UNIQUE,
                    created_at TEXT NOT NULL,
                    last_used_at TEXT,
                    revoked_at TEXT
                );
                CREATE INDEX plan_feeds_owner ON plan_feeds(owner_id, token_hash);
                """)
    }
}

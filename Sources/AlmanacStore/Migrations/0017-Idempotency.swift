import GRDB

extension Migrations {
    /// The first answer to each API request sent with an `Idempotency-Key`, per user, so a retry
    /// (a flaky network, the offline queue) gets that answer again instead of doing the work twice.
    /// Rows live 24 hours; `status` is NULL while the first request is still running.
    static func idempotency(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE idempotent_requests (
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    key TEXT NOT NULL,
                    fingerprint TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    status INTEGER,
                    content_type TEXT,
                    body BLOB,
                    PRIMARY KEY (owner_id, key)
                ) WITHOUT ROWID;
                CREATE INDEX idempotent_requests_created ON idempotent_requests(created_at);
                """)
    }
}

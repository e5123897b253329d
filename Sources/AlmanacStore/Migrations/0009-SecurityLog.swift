import GRDB

extension Migrations {
    /// The security log: sign-ins, sign-outs, tokens, password and settings changes, with the
    /// address and client they came from. Not user data to undo: these events never enter the
    /// change log. The token and settings changes older versions wrote to the change log move
    /// here (and out of undo's reach); the sign-in throttle counts failures per account and address.
    static func securityLog(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE security_events (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    at TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    detail TEXT,
                    address TEXT NOT NULL,
                    client TEXT NOT NULL
                );
                CREATE INDEX security_events_owner ON security_events(owner_id, at);
                INSERT INTO security_events (id, owner_id, at, kind, detail, address, client)
                    SELECT id, owner_id, at,
                        CASE
                            WHEN entity = 'api_tokens' AND operation = 'insert' THEN 'tokenCreated'
                            WHEN entity = 'api_tokens' THEN 'tokenRevoked'
                            ELSE 'settingsChanged'
                        END,
                        summary, 'unknown', origin
                    FROM changes
                    WHERE entity IN ('api_tokens', 'users', 'credentials') AND undoes_batch_id IS NULL;
                DELETE FROM changes WHERE entity IN ('api_tokens', 'users', 'credentials');
                DROP INDEX sign_in_failures_username;
                CREATE INDEX sign_in_failures_pair ON sign_in_failures(username, address, at);
                """)
    }
}

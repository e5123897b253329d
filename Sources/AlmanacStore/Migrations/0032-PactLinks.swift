import GRDB

extension Migrations {
    /// A pact may be attached to one weekly goal, habit or block (`link_kind`, `link_id`) and name
    /// a referee's e-mail address; both wait with the other terms when a change loosens them
    /// (`pending_*`). A link whose goal, habit or block is deleted later is kept and shown as gone.
    static func pactLinks(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE pacts ADD COLUMN link_kind TEXT CHECK (link_kind IS NULL OR link_kind IN ('goal', 'habit', 'block'));
                ALTER TABLE pacts ADD COLUMN link_id TEXT CHECK (link_id IS NULL OR length(link_id) BETWEEN 1 AND 64);
                ALTER TABLE pacts ADD COLUMN referee TEXT CHECK (referee IS NULL OR length(referee) BETWEEN 3 AND 254);
                ALTER TABLE pacts ADD COLUMN pending_link_kind TEXT CHECK (pending_link_kind IS NULL OR pending_link_kind IN ('goal', 'habit', 'block'));
                ALTER TABLE pacts ADD COLUMN pending_link_id TEXT;
                ALTER TABLE pacts ADD COLUMN pending_referee TEXT;
                CREATE INDEX pacts_owner_link ON pacts(owner_id, link_kind, link_id);
                """)
    }
}

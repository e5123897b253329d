import GRDB

extension Migrations {
    /// Indexes that `almanac bench http` showed missing once a user has years of history (20,000
    /// finished to-dos, 5,000 intentions): a day's finished to-dos read every finished to-do, the
    /// Today and Upcoming views walked every to-do in Today's order to find the open ones, and
    /// the running intention read every intention. Each is now a look-up.
    static func loadIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX tasks_finished ON tasks(owner_id, status, status_at);
                CREATE INDEX tasks_open_today_order ON tasks(owner_id, today_key) WHERE status = 'open';
                CREATE INDEX intentions_running ON intentions(owner_id) WHERE state = 'running';
                """)
    }
}

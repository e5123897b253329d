import GRDB

extension Migrations {
    /// Indexes that `almanac bench http` showed missing once a user has years of history (20,000
    /// finished to-dos, 5,000 intentions): a day's finished to-dos read every finished to-do, and
    /// the running intention read every intention. Each is now a look-up. (The Today and Upcoming
    /// views also walked every to-do; their query now narrows by start day, on `tasks_open`.)
    static func loadIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX tasks_finished ON tasks(owner_id, status, status_at);
                CREATE INDEX intentions_running ON intentions(owner_id) WHERE state = 'running';
                """)
    }
}

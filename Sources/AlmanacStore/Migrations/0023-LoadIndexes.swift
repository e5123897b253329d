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
        // The search indexes found their row by the to-do's id, a column a full-text table cannot
        // index: deleting one to-do scanned every to-do's search row (6.6 ms each at 20,000, so
        // undoing a 20,000-to-do import took a minute). Each search row now shares its row's
        // rowid, a look-up. (Almanac never runs VACUUM, which could renumber those rowids.)
        for (table, search, key, columns) in [
            ("tasks", "tasks_search", "task_id", ["title", "notes"]), ("journal_entries", "journal_search", "entry_id", ["text", "tags"]),
        ] {
            let list = columns.joined(separator: ", ")
            let new = columns.map { "new.\($0)" }.joined(separator: ", ")
            let set = columns.map { "\($0) = new.\($0)" }.joined(separator: ", ")
            try db.execute(
                sql: """
                    DROP TRIGGER \(search)_insert;
                    DROP TRIGGER \(search)_delete;
                    DROP TRIGGER \(search)_update;
                    DELETE FROM \(search);
                    INSERT INTO \(search)(rowid, \(key), owner_id, \(list)) SELECT rowid, id, owner_id, \(list) FROM \(table);
                    CREATE TRIGGER \(search)_insert AFTER INSERT ON \(table) BEGIN
                        INSERT INTO \(search)(rowid, \(key), owner_id, \(list)) VALUES (new.rowid, new.id, new.owner_id, \(new));
                    END;
                    CREATE TRIGGER \(search)_delete AFTER DELETE ON \(table) BEGIN
                        DELETE FROM \(search) WHERE rowid = old.rowid;
                    END;
                    CREATE TRIGGER \(search)_update AFTER UPDATE OF \(list) ON \(table) BEGIN
                        UPDATE \(search) SET \(set) WHERE rowid = old.rowid;
                    END;
                    """)
        }
    }
}

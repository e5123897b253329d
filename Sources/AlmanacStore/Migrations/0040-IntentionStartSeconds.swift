import GRDB

extension Migrations {
    /// Each intention's start as seconds since 1970, kept beside its text by two triggers (whatever
    /// writes the row: a start, an edit, an undo, an import), and an index that holds what the
    /// insights count. Counting starts by local hour parsed every start's text on every Focus page
    /// (5,216 intentions: about 3 ms of SQLite's date parsing); from the index it is integer
    /// arithmetic over one covering scan.
    static func intentionStartSeconds(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE intentions ADD COLUMN started_epoch INTEGER;
                UPDATE intentions SET started_epoch = CAST(strftime('%s', started_at) AS INTEGER);
                CREATE INDEX intentions_owner_hours ON intentions(owner_id, state, started_epoch, ends_at);
                CREATE TRIGGER intentions_started_epoch_insert AFTER INSERT ON intentions
                BEGIN UPDATE intentions SET started_epoch = CAST(strftime('%s', NEW.started_at) AS INTEGER) WHERE owner_id = NEW.owner_id AND id = NEW.id; END;
                CREATE TRIGGER intentions_started_epoch_update AFTER UPDATE OF started_at, started_epoch ON intentions
                WHEN NEW.started_epoch IS NOT CAST(strftime('%s', NEW.started_at) AS INTEGER)
                BEGIN UPDATE intentions SET started_epoch = CAST(strftime('%s', NEW.started_at) AS INTEGER) WHERE owner_id = NEW.owner_id AND id = NEW.id; END;
                """)
    }
}

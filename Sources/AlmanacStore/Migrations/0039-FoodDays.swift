import GRDB

extension Migrations {
    /// Each food day's figures (`food_days`), kept by the transaction that writes the log, so a
    /// food day reads the 58 days before it as 58 rows rather than their ~900 events (see
    /// `FoodDays`). The rows are local days under one time zone and day start: `food_day_basis`
    /// names them, and counts in `pending` the log's rows added or removed since the summary was
    /// last brought up to date. Every insert and delete on `food_events` counts there, whatever
    /// wrote it, so a write that did not keep the summary (an import, a restore) leaves it unused
    /// until it is rebuilt, never wrong. Filled by `AppDatabase.rebuildStaleFoodDays()`, not here:
    /// local days need each person's time zone.
    static func foodDays(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE food_days (
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    day TEXT NOT NULL,
                    consumed_kcal REAL NOT NULL,
                    manual_activity_kcal REAL NOT NULL,
                    measured_active_kcal REAL NOT NULL,
                    overlapping_activity_kcal REAL NOT NULL,
                    recorded_basal_kcal REAL,
                    weight_kg REAL,
                    PRIMARY KEY (owner_id, day)
                );
                CREATE TABLE food_day_basis (
                    owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    time_zone TEXT NOT NULL,
                    day_start_hour INTEGER NOT NULL CHECK (day_start_hour BETWEEN 0 AND 23),
                    pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0)
                );
                CREATE TRIGGER food_events_counted_insert AFTER INSERT ON food_events
                BEGIN UPDATE food_day_basis SET pending = pending + 1 WHERE owner_id = NEW.owner_id; END;
                CREATE TRIGGER food_events_counted_delete AFTER DELETE ON food_events
                BEGIN UPDATE food_day_basis SET pending = pending + 1 WHERE owner_id = OLD.owner_id; END;
                """)
    }
}

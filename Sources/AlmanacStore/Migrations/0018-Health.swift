import GRDB

extension Migrations {
    /// Health data imported from Apple Health exports and health CSVs: one row per local day with
    /// the de-duplicated figures and the food-log events they entered the ledger as (so a new
    /// import corrects them rather than adding twice), the sources with the user's order, and the
    /// imports made.
    static func health(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE health_days (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    day TEXT NOT NULL,
                    active_kcal REAL,
                    basal_kcal REAL,
                    dietary_kcal REAL,
                    steps REAL,
                    weight_kg REAL,
                    weighed_at TEXT,
                    sleep_minutes REAL,
                    resting_heart_rate REAL,
                    heart_rate_variability_ms REAL,
                    workout_minutes REAL,
                    sources TEXT NOT NULL,
                    active_event_id TEXT,
                    basal_event_id TEXT,
                    weight_event_id TEXT,
                    updated_at TEXT NOT NULL,
                    UNIQUE (owner_id, day)
                );
                CREATE TABLE health_sources (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    position INTEGER,
                    UNIQUE (owner_id, name)
                );
                CREATE TABLE health_imports (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    file_name TEXT NOT NULL,
                    format TEXT NOT NULL,
                    bytes INTEGER NOT NULL,
                    records INTEGER NOT NULL,
                    duplicates INTEGER NOT NULL,
                    days INTEGER NOT NULL,
                    days_changed INTEGER NOT NULL,
                    first_day TEXT,
                    last_day TEXT,
                    imported_at TEXT NOT NULL
                );
                CREATE INDEX health_imports_owner ON health_imports(owner_id, imported_at);
                """)
    }
}

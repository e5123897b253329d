import GRDB

extension Migrations {
    /// Calendars people already have, read from an iCalendar URL or an uploaded `.ics` file.
    /// `calendars` is the person's own (undoable); its fetch state (ETag, last fetch, last error,
    /// the text fetched) is written by the fetch service outside the change log. The expanded
    /// instances of a window around today are a cache (`calendar_expansions`, `calendar_events`):
    /// rebuilt from `source_text` whenever it changes, daily, or when missing (after an undo or a
    /// restore), so they are neither logged nor exported.
    static func calendars(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE calendars (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
                    url TEXT,
                    file_name TEXT,
                    color TEXT NOT NULL,
                    source_text TEXT,
                    etag TEXT,
                    last_modified TEXT,
                    fetched_at TEXT,
                    last_error TEXT,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX calendars_owner ON calendars(owner_id, name);
                CREATE TABLE calendar_expansions (
                    calendar_id TEXT PRIMARY KEY NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    expanded_at TEXT NOT NULL,
                    window_from TEXT NOT NULL,
                    window_to TEXT NOT NULL,
                    time_zone TEXT NOT NULL,
                    events INTEGER NOT NULL,
                    skipped INTEGER NOT NULL,
                    skipped_reason TEXT
                );
                CREATE TABLE calendar_events (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    calendar_id TEXT NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
                    uid TEXT NOT NULL,
                    title TEXT NOT NULL,
                    location TEXT NOT NULL,
                    start_at TEXT NOT NULL,
                    end_at TEXT NOT NULL,
                    all_day INTEGER NOT NULL,
                    start_day TEXT NOT NULL,
                    end_day TEXT NOT NULL,
                    busy INTEGER NOT NULL
                );
                CREATE INDEX calendar_events_owner_start ON calendar_events(owner_id, start_at);
                CREATE INDEX calendar_events_calendar ON calendar_events(calendar_id);
                """)
    }
}

import GRDB

extension Migrations {
    /// Timelines, their events and saved queries. Dates are partial (`2015`, `2015-06`,
    /// `2015-06-25`): each is stored as its text (with `~` when approximate), its sortable ISO form,
    /// its precision and the approximate flag. Tags are a JSON array of strings (filtering happens
    /// in Swift with the Core rules, so SQL never needs to look inside).
    /// The event → timeline key is checked at commit: undo replays a batch's changes in id order,
    /// and ids made in the same millisecond do not say whether the timeline or its events came first.
    static func timelines(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE timelines (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    icon TEXT NOT NULL DEFAULT '',
                    color TEXT NOT NULL,
                    order_key TEXT NOT NULL,
                    archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
                    created_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX timelines_owner_name ON timelines(owner_id, name COLLATE NOCASE);
                CREATE INDEX timelines_owner_order ON timelines(owner_id, order_key);
                CREATE TABLE timeline_events (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    timeline_id TEXT NOT NULL REFERENCES timelines(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    title TEXT NOT NULL,
                    notes TEXT,
                    tags TEXT NOT NULL DEFAULT '[]',
                    start_text TEXT NOT NULL,
                    start_sort TEXT NOT NULL,
                    start_precision TEXT NOT NULL CHECK (start_precision IN ('year', 'month', 'day')),
                    start_approximate INTEGER NOT NULL DEFAULT 0 CHECK (start_approximate IN (0, 1)),
                    end_text TEXT,
                    end_sort TEXT,
                    end_precision TEXT CHECK (end_precision IN ('year', 'month', 'day')),
                    end_approximate INTEGER CHECK (end_approximate IN (0, 1)),
                    ongoing INTEGER NOT NULL DEFAULT 0 CHECK (ongoing IN (0, 1)),
                    import_key TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    CHECK (NOT (ongoing = 1 AND end_text IS NOT NULL)),
                    CHECK ((end_text IS NULL) = (end_sort IS NULL))
                );
                CREATE UNIQUE INDEX timeline_events_import_key ON timeline_events(owner_id, timeline_id, import_key);
                CREATE INDEX timeline_events_timeline ON timeline_events(owner_id, timeline_id, start_sort);
                CREATE TABLE timeline_queries (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    filter TEXT NOT NULL,
                    order_key TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX timeline_queries_owner_order ON timeline_queries(owner_id, order_key);
                """)
    }
}

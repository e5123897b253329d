import Foundation
import GRDB

extension Migrations {
    /// The journal: entries (Markdown, date and time in their own zone, tags, mood, location, a
    /// template kind), their photos (links to the day photos, one place for image files), one
    /// user-edited template per kind, server-side drafts of the editor, and search over text and
    /// tags kept in sync by triggers (so undo and import update it like every other write).
    /// Daily reviews written before move into the journal: a daily review *is* an entry now.
    static func journal(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE journal_entries (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    written_at TEXT NOT NULL,
                    time_zone TEXT NOT NULL,
                    day TEXT NOT NULL,
                    text TEXT NOT NULL CHECK (length(CAST(text AS BLOB)) <= 1000000),
                    tags TEXT NOT NULL DEFAULT '[]',
                    mood TEXT CHECK (mood IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')),
                    location TEXT,
                    template TEXT CHECK (template IN ('morning-pages', 'evening-review', 'gratitude', 'daily-review')),
                    source_id TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX journal_entries_owner_time ON journal_entries(owner_id, written_at, id);
                CREATE INDEX journal_entries_owner_day ON journal_entries(owner_id, day);
                CREATE UNIQUE INDEX journal_entries_source ON journal_entries(owner_id, source_id) WHERE source_id IS NOT NULL;
                CREATE UNIQUE INDEX journal_entries_daily_review ON journal_entries(owner_id, day) WHERE template = 'daily-review';
                CREATE TABLE journal_photos (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    entry_id TEXT NOT NULL REFERENCES journal_entries(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    photo_id TEXT NOT NULL REFERENCES day_photos(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                    source_id TEXT
                );
                CREATE UNIQUE INDEX journal_photos_entry_photo ON journal_photos(entry_id, photo_id);
                CREATE INDEX journal_photos_photo ON journal_photos(photo_id);
                CREATE TABLE journal_templates (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('morning-pages', 'evening-review', 'gratitude', 'daily-review')),
                    text TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX journal_templates_kind ON journal_templates(owner_id, kind);
                CREATE TABLE journal_drafts (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    entry_id TEXT,
                    data TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX journal_drafts_entry ON journal_drafts(owner_id, ifnull(entry_id, ''));
                CREATE VIRTUAL TABLE journal_search USING fts5(
                    entry_id UNINDEXED, owner_id UNINDEXED, text, tags, tokenize = 'unicode61 remove_diacritics 2');
                CREATE TRIGGER journal_search_insert AFTER INSERT ON journal_entries BEGIN
                    INSERT INTO journal_search(entry_id, owner_id, text, tags) VALUES (new.id, new.owner_id, new.text, new.tags);
                END;
                CREATE TRIGGER journal_search_delete AFTER DELETE ON journal_entries BEGIN
                    DELETE FROM journal_search WHERE entry_id = old.id;
                END;
                CREATE TRIGGER journal_search_update AFTER UPDATE OF text, tags ON journal_entries BEGIN
                    UPDATE journal_search SET text = new.text, tags = new.tags WHERE entry_id = old.id;
                END;
                """)
        try dailyReviewsToJournal(AppDatabase.store(db))
    }

    /// Moves daily reviews kept as day modules (`day_entries`, module `review`) into the journal,
    /// as entries of the daily-review template written at their last change. Also run on an
    /// import of an export made before the journal, for the one `owner`, on either engine: the
    /// review's JSON is read in Swift, so the SQL is the same on both.
    static func dailyReviewsToJournal(_ db: any StoreDatabase, owner: String? = nil) throws {
        let scope = OwnerScope(owner)
        let reviews = try Row.fetchAll(
            db,
            sql: """
                SELECT e.id, e.owner_id, e.updated_at, u.time_zone, e.day, e.data FROM day_entries e JOIN users u ON u.id = e.owner_id
                WHERE e.module = 'review'\(scope.condition("e.owner_id"))
                    AND NOT EXISTS (
                        SELECT 1 FROM journal_entries j WHERE j.owner_id = e.owner_id AND j.day = e.day AND j.template = 'daily-review')
                """,
            arguments: scope.arguments)
        for review in reviews {
            // What SQLite's json_extract(data, '$.text') gave, trimmed of spaces as its trim() does.
            let data: String? = review["data"]
            guard let data, let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any],
                let text = (object["text"] as? String)?.trimmingCharacters(in: CharacterSet(charactersIn: " ")), !text.isEmpty
            else { continue }
            let written: DatabaseValue = review["updated_at"]
            try db.execute(
                sql: """
                    INSERT INTO journal_entries (id, owner_id, written_at, time_zone, day, text, tags, template, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, '[]', 'daily-review', ?, ?)
                    """,
                arguments: [review["id"], review["owner_id"], written, review["time_zone"], review["day"], text, written, written])
        }
        try db.execute(sql: "DELETE FROM day_entries WHERE module = 'review'\(scope.condition())", arguments: scope.arguments)
    }
}

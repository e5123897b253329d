import GRDB

extension Migrations {
    /// The photos day module: one row per photo; the bytes live in the data folder under
    /// `photos/<owner id>/<photo id>.<ext>`. Deleting a row keeps the file, so undo can bring
    /// the row (and with it the photo) back.
    static func photos(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE day_photos (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    day TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('jpeg', 'png', 'webp', 'heic')),
                    byte_size INTEGER NOT NULL CHECK (byte_size > 0),
                    caption TEXT,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX day_photos_owner_day ON day_photos(owner_id, day, created_at);
                -- Settings saved before photos existed list the four older modules; offer the new one
                -- to them too (it can be switched off in the Week settings).
                UPDATE system_settings SET day_modules = json_insert(day_modules, '$[#]', 'photos')
                WHERE json_valid(day_modules) AND NOT EXISTS (SELECT 1 FROM json_each(day_modules) WHERE value = 'photos');
                """)
    }
}

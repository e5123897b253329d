import GRDB

extension Migrations {
    /// Lists, to-dos, tags, checklists and the full-text index of to-dos.
    ///
    /// Order keys (`OrderKey`) are TEXT compared with BINARY collation, unique per container:
    /// the list of lists, each list (NULL `list_id`, the Inbox, is the container `''`), Today
    /// (all of a user's to-dos) and each checklist. Reads use `ORDER BY key, id`.
    static func tasks(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE users ADD COLUMN date_order TEXT NOT NULL DEFAULT 'monthDay'
                    CHECK (date_order IN ('monthDay', 'dayMonth'));
                CREATE TABLE task_lists (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    color TEXT,
                    icon TEXT,
                    archived INTEGER NOT NULL DEFAULT 0,
                    order_key TEXT NOT NULL COLLATE BINARY,
                    created_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX task_lists_order ON task_lists(owner_id, order_key);
                CREATE UNIQUE INDEX task_lists_name ON task_lists(owner_id, name COLLATE NOCASE);
                CREATE TABLE tasks (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    title TEXT NOT NULL,
                    notes TEXT NOT NULL DEFAULT '',
                    list_id TEXT REFERENCES task_lists(id),
                    start_day TEXT,
                    evening INTEGER NOT NULL DEFAULT 0,
                    someday INTEGER NOT NULL DEFAULT 0,
                    reminder TEXT,
                    deadline TEXT,
                    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'canceled')),
                    status_at TEXT,
                    repeat_rule TEXT,
                    goal_id TEXT,
                    area_id TEXT,
                    list_key TEXT NOT NULL COLLATE BINARY,
                    today_key TEXT NOT NULL COLLATE BINARY,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX tasks_list_order ON tasks(owner_id, COALESCE(list_id, ''), list_key);
                CREATE UNIQUE INDEX tasks_today_order ON tasks(owner_id, today_key);
                CREATE INDEX tasks_open ON tasks(owner_id, status, start_day);
                CREATE INDEX tasks_logbook ON tasks(owner_id, status_at) WHERE status != 'open';
                CREATE INDEX tasks_list ON tasks(list_id);
                CREATE TABLE task_tags (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL
                );
                CREATE UNIQUE INDEX task_tags_name ON task_tags(owner_id, name COLLATE NOCASE);
                CREATE TABLE task_tag_links (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    task_id TEXT NOT NULL REFERENCES tasks(id),
                    tag_id TEXT NOT NULL REFERENCES task_tags(id),
                    UNIQUE (task_id, tag_id)
                );
                CREATE INDEX task_tag_links_tag ON task_tag_links(tag_id);
                CREATE TABLE task_checklist_items (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    task_id TEXT NOT NULL REFERENCES tasks(id),
                    title TEXT NOT NULL,
                    done INTEGER NOT NULL DEFAULT 0,
                    order_key TEXT NOT NULL COLLATE BINARY
                );
                CREATE UNIQUE INDEX task_checklist_order ON task_checklist_items(task_id, order_key);
                -- Search over title and notes; a derived table kept in sync by triggers, so undo,
                -- import and every write path update it alike.
                CREATE VIRTUAL TABLE tasks_search USING fts5(
                    task_id UNINDEXED, owner_id UNINDEXED, title, notes, tokenize = 'unicode61 remove_diacritics 2');
                CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks BEGIN
                    INSERT INTO tasks_search(task_id, owner_id, title, notes) VALUES (new.id, new.owner_id, new.title, new.notes);
                END;
                CREATE TRIGGER tasks_search_delete AFTER DELETE ON tasks BEGIN
                    DELETE FROM tasks_search WHERE task_id = old.id;
                END;
                CREATE TRIGGER tasks_search_update AFTER UPDATE OF title, notes ON tasks BEGIN
                    UPDATE tasks_search SET title = new.title, notes = new.notes WHERE task_id = old.id;
                END;
                """)
    }
}

import GRDB

extension Migrations {
    /// Plan: the blocks of a day (timeboxes) and, on intentions, the block each ran for. A block
    /// is on a local day (`YYYY-MM-DD`), starts on a quarter hour (minutes since midnight) and
    /// stays inside its day; it always has an area (its goal's when it serves a goal), so its
    /// colour never needs a goal that may be gone. Once a day has started, a
    /// block moved or dropped keeps its earlier version (`plan_block_versions`, with the reason; the
    /// block id is kept without a key, as a dropped block is gone); a block that passed without an
    /// intention gets a disposition and a cause. Child keys are checked at commit: undo replays
    /// a batch's changes in id order.
    static func timeboxes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE plan_blocks (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    day TEXT NOT NULL,
                    start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1425 AND start_minute % 15 = 0),
                    minutes INTEGER NOT NULL CHECK (minutes BETWEEN 15 AND 480 AND minutes % 15 = 0),
                    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                    goal_id TEXT REFERENCES weekly_goals(id) DEFERRABLE INITIALLY DEFERRED,
                    area_id TEXT NOT NULL REFERENCES areas(id) DEFERRABLE INITIALLY DEFERRED,
                    task_id TEXT REFERENCES tasks(id) DEFERRABLE INITIALLY DEFERRED,
                    disposition TEXT CHECK (disposition IN ('doneAnyway', 'moved', 'backToList', 'dropped')),
                    cause TEXT CHECK (cause IN ('internal', 'external', 'planning')),
                    disposed_at TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    CHECK (start_minute + minutes <= 1440),
                    CHECK ((disposition IS NULL) = (cause IS NULL))
                );
                CREATE TABLE plan_block_versions (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    block_id TEXT NOT NULL,
                    day TEXT NOT NULL,
                    start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1425),
                    minutes INTEGER NOT NULL CHECK (minutes BETWEEN 15 AND 480),
                    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                    area_id TEXT,
                    change TEXT NOT NULL CHECK (change IN ('moved', 'dropped')),
                    reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
                    recorded_at TEXT NOT NULL
                );
                CREATE INDEX plan_block_versions_owner_day ON plan_block_versions(owner_id, day);
                CREATE INDEX plan_blocks_owner_day ON plan_blocks(owner_id, day, start_minute);
                ALTER TABLE intentions ADD COLUMN block_id TEXT REFERENCES plan_blocks(id) DEFERRABLE INITIALLY DEFERRED;
                CREATE INDEX intentions_block ON intentions(block_id) WHERE block_id IS NOT NULL;
                """)
    }
}

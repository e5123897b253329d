-- An Almanac database at migration level 0024-days-in-range (UpgradeTests: written once, never rewritten).
BEGIN;
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
CREATE TABLE users (
    id TEXT PRIMARY KEY NOT NULL,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    display_name TEXT NOT NULL,
    time_zone TEXT NOT NULL,
    week_start INTEGER NOT NULL DEFAULT 2 CHECK (week_start IN (1, 2)),
    day_start_hour INTEGER NOT NULL DEFAULT 0 CHECK (day_start_hour BETWEEN 0 AND 6),
    unit_system TEXT NOT NULL DEFAULT 'metric' CHECK (unit_system IN ('metric', 'us')),
    created_at TEXT NOT NULL
, date_order TEXT NOT NULL DEFAULT 'monthDay'
    CHECK (date_order IN ('monthDay', 'dayMonth')));
CREATE TABLE credentials (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    password_hash TEXT NOT NULL
);
CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_used_at TEXT,
    revoked_at TEXT
);
CREATE TABLE persist (
    key TEXT PRIMARY KEY NOT NULL,
    value BLOB NOT NULL,
    expires_at TEXT
);
CREATE TABLE sign_in_failures (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL COLLATE NOCASE,
    address TEXT NOT NULL,
    at TEXT NOT NULL
);
CREATE TABLE changes (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    batch_id TEXT NOT NULL,
    entity TEXT NOT NULL,
    entity_id TEXT NOT NULL,
    operation TEXT NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
    data TEXT,
    previous TEXT,
    at TEXT NOT NULL,
    origin TEXT NOT NULL CHECK (origin IN ('web', 'api', 'cli')),
    summary TEXT,
    undoes_batch_id TEXT
);
CREATE TABLE task_lists (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    color TEXT,
    icon TEXT,
    archived INTEGER NOT NULL DEFAULT 0,
    order_key TEXT NOT NULL COLLATE BINARY,
    created_at TEXT NOT NULL
, import_key TEXT);
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
, import_key TEXT);
CREATE TABLE task_tags (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL
);
CREATE TABLE task_tag_links (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    task_id TEXT NOT NULL REFERENCES tasks(id),
    tag_id TEXT NOT NULL REFERENCES task_tags(id),
    UNIQUE (task_id, tag_id)
);
CREATE TABLE task_checklist_items (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    task_id TEXT NOT NULL REFERENCES tasks(id),
    title TEXT NOT NULL,
    done INTEGER NOT NULL DEFAULT 0,
    order_key TEXT NOT NULL COLLATE BINARY
);
CREATE VIRTUAL TABLE tasks_search USING fts5(
    task_id UNINDEXED, owner_id UNINDEXED, title, notes, tokenize = 'unicode61 remove_diacritics 2');
CREATE TABLE price_comparisons (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    unit_system TEXT NOT NULL CHECK (unit_system IN ('metric', 'us')),
    display_unit TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE price_products (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    comparison_id TEXT NOT NULL REFERENCES price_comparisons(id) DEFERRABLE INITIALLY DEFERRED,
    position INTEGER NOT NULL,
    name TEXT,
    store TEXT,
    price TEXT NOT NULL,
    quantity TEXT NOT NULL,
    unit TEXT NOT NULL
);
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
CREATE TABLE timeline_queries (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    filter TEXT NOT NULL,
    order_key TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE food_catalog (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
CREATE TABLE food_groups (
    code TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL
);
CREATE TABLE nutrient_definitions (
    number TEXT PRIMARY KEY NOT NULL,
    unit TEXT NOT NULL,
    tag TEXT NOT NULL,
    name TEXT NOT NULL,
    decimals INTEGER NOT NULL,
    display_order INTEGER NOT NULL
);
CREATE TABLE foods (
    ndb TEXT PRIMARY KEY NOT NULL,
    group_code TEXT NOT NULL,
    long_desc TEXT NOT NULL,
    short_desc TEXT NOT NULL,
    com_name TEXT NOT NULL,
    manufacturer TEXT NOT NULL,
    is_survey INTEGER NOT NULL,
    refuse_percent REAL NOT NULL,
    friendly_name TEXT NOT NULL,
    kcal_per_100g REAL NOT NULL
);
CREATE TABLE food_nutrients (
    ndb TEXT NOT NULL,
    nutrient TEXT NOT NULL,
    amount REAL NOT NULL,
    PRIMARY KEY (ndb, nutrient)
) WITHOUT ROWID;
CREATE TABLE food_portions (
    ndb TEXT NOT NULL,
    seq INTEGER NOT NULL,
    amount REAL NOT NULL,
    description TEXT NOT NULL,
    grams REAL NOT NULL,
    PRIMARY KEY (ndb, seq)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE foods_fts USING fts5(ndb UNINDEXED, long_desc, tokenize = 'porter unicode61');
CREATE TABLE custom_foods (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    nutrients TEXT NOT NULL,
    serving_grams REAL,
    portions TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE recipes (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    servings REAL NOT NULL,
    yield_grams REAL,
    nutrients TEXT NOT NULL,
    total_grams REAL NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE recipe_ingredients (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
    food_id TEXT NOT NULL,
    grams REAL NOT NULL,
    position INTEGER NOT NULL
);
CREATE TABLE food_events (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    occurred_at TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('record', 'correction', 'retraction')),
    refers_to TEXT REFERENCES food_events(id) ON DELETE CASCADE,
    entry_kind TEXT,
    food_id TEXT,
    entry TEXT
);
CREATE TABLE energy_profiles (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    sex TEXT NOT NULL CHECK (sex IN ('female', 'male')),
    birth_year INTEGER NOT NULL,
    height_cm REAL NOT NULL,
    activity_multiplier REAL
);
CREATE TABLE nutrient_targets (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    nutrient TEXT NOT NULL,
    amount REAL NOT NULL,
    UNIQUE (owner_id, nutrient)
);
CREATE TABLE system_settings (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    active_start TEXT NOT NULL DEFAULT '09:00',
    active_end TEXT NOT NULL DEFAULT '18:00',
    active_weekdays TEXT NOT NULL DEFAULT '[2,3,4,5,6]',
    quiet_start TEXT,
    quiet_end TEXT,
    webhook_url TEXT,
    sprint_length INTEGER NOT NULL DEFAULT 1 CHECK (sprint_length IN (1, 2)),
    day_modules TEXT NOT NULL DEFAULT '["sleep","health","workout","review"]',
    standup_questions TEXT
);
CREATE TABLE areas (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    icon TEXT,
    archived INTEGER NOT NULL DEFAULT 0,
    order_key TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE weeks (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    start_day TEXT NOT NULL,
    length_days INTEGER NOT NULL CHECK (length_days IN (7, 14)),
    capacity TEXT NOT NULL,
    started_at TEXT,
    UNIQUE (owner_id, start_day)
);
CREATE TABLE weekly_goals (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    week_id TEXT NOT NULL REFERENCES weeks(id) DEFERRABLE INITIALLY DEFERRED,
    area_id TEXT NOT NULL REFERENCES areas(id) DEFERRABLE INITIALLY DEFERRED,
    title TEXT NOT NULL,
    estimate_hours REAL NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'partial')),
    percent INTEGER,
    added_mid_sprint INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE TABLE retrospectives (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    week_id TEXT NOT NULL UNIQUE REFERENCES weeks(id) DEFERRABLE INITIALLY DEFERRED,
    went_well TEXT,
    improve TEXT,
    updated_at TEXT NOT NULL
);
CREATE TABLE action_items (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    week_id TEXT NOT NULL REFERENCES weeks(id) DEFERRABLE INITIALLY DEFERRED,
    text TEXT NOT NULL,
    done INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE TABLE intentions (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    what TEXT NOT NULL,
    planned_minutes INTEGER NOT NULL,
    goal_id TEXT REFERENCES weekly_goals(id) DEFERRABLE INITIALLY DEFERRED,
    area_id TEXT REFERENCES areas(id) DEFERRABLE INITIALLY DEFERRED,
    started_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('running', 'timeUp', 'endedEarly', 'abandoned')),
    ended_at TEXT,
    abandon_reason TEXT,
    tags TEXT NOT NULL DEFAULT '[]',
    feeling TEXT CHECK (feeling IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')),
    rated_at TEXT,
    review_went_well TEXT,
    review_improve TEXT,
    review_interesting TEXT
);
CREATE TABLE distractions (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    intention_id TEXT NOT NULL REFERENCES intentions(id) DEFERRABLE INITIALLY DEFERRED,
    trigger TEXT NOT NULL CHECK (trigger IN ('internal', 'external', 'planning')),
    note TEXT,
    at TEXT NOT NULL
);
CREATE TABLE standups (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    answers TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (owner_id, day)
);
CREATE TABLE day_entries (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    module TEXT NOT NULL CHECK (module IN ('sleep', 'health', 'workout', 'review')),
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (owner_id, day, module)
);
CREATE TABLE focus_notices (
    owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    last_reminder_at TEXT,
    last_message TEXT,
    last_kind TEXT,
    last_time_up_id TEXT
);
CREATE TABLE day_photos (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('jpeg', 'png', 'webp', 'heic')),
    byte_size INTEGER NOT NULL CHECK (byte_size > 0),
    caption TEXT,
    created_at TEXT NOT NULL
);
CREATE TABLE task_reminder_notices (
    task_id TEXT NOT NULL,
    day TEXT NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    sent_at TEXT NOT NULL,
    PRIMARY KEY (task_id, day)
);
CREATE TABLE security_events (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT,
    address TEXT NOT NULL,
    client TEXT NOT NULL
);
CREATE TABLE lift_sessions (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    day TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE lift_sets (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    session_id TEXT NOT NULL REFERENCES lift_sessions(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('squat', 'bench', 'press', 'deadlift', 'clean', 'other')),
    name TEXT NOT NULL,
    load_kg REAL NOT NULL CHECK (load_kg >= 0 AND load_kg <= 1000),
    goal_reps INTEGER CHECK (goal_reps BETWEEN 1 AND 100),
    rate_hz REAL NOT NULL CHECK (rate_hz >= 1 AND rate_hz <= 1000),
    unit TEXT NOT NULL CHECK (unit IN ('cm', 'mm', 'in')),
    settings TEXT NOT NULL,
    reps INTEGER NOT NULL,
    best_velocity REAL,
    first_velocity REAL,
    last_velocity REAL,
    velocity_loss REAL,
    mean_rom_cm REAL,
    advice_count INTEGER NOT NULL DEFAULT 0,
    analysis TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    analyzed_at TEXT NOT NULL
);
CREATE TABLE lift_streams (
    id TEXT PRIMARY KEY NOT NULL REFERENCES lift_sets(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    encoding TEXT NOT NULL CHECK (encoding IN ('gzip', 'plain')),
    byte_count INTEGER NOT NULL,
    data BLOB NOT NULL
);
CREATE TABLE lift_templates (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('squat', 'bench', 'press', 'deadlift', 'clean', 'other')),
    load_kg REAL NOT NULL CHECK (load_kg >= 0 AND load_kg <= 1000),
    goal_reps INTEGER NOT NULL CHECK (goal_reps BETWEEN 1 AND 100),
    sets INTEGER NOT NULL CHECK (sets BETWEEN 1 AND 20),
    order_key TEXT NOT NULL,
    created_at TEXT NOT NULL
);
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
CREATE TABLE journal_photos (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    entry_id TEXT NOT NULL REFERENCES journal_entries(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    photo_id TEXT NOT NULL REFERENCES day_photos(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    source_id TEXT
);
CREATE TABLE journal_templates (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('morning-pages', 'evening-review', 'gratitude', 'daily-review')),
    text TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE journal_drafts (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    entry_id TEXT,
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE VIRTUAL TABLE journal_search USING fts5(
    entry_id UNINDEXED, owner_id UNINDEXED, text, tags, tokenize = 'unicode61 remove_diacritics 2');
CREATE TABLE habits (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    emoji TEXT NOT NULL DEFAULT '',
    color TEXT,
    area_id TEXT REFERENCES areas(id) DEFERRABLE INITIALLY DEFERRED,
    schedule_kind TEXT NOT NULL CHECK (schedule_kind IN ('daily', 'weekly', 'weekdays', 'interval')),
    schedule_count INTEGER NOT NULL DEFAULT 0 CHECK (schedule_count BETWEEN 0 AND 365),
    schedule_weekdays INTEGER NOT NULL DEFAULT 0 CHECK (schedule_weekdays BETWEEN 0 AND 127),
    target REAL CHECK (target IS NULL OR (target > 0 AND target <= 100000)),
    unit TEXT NOT NULL DEFAULT '',
    reminder TEXT,
    start_day TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    order_key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE habit_check_ins (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    habit_id TEXT NOT NULL REFERENCES habits(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    day TEXT NOT NULL,
    amount REAL NOT NULL CHECK (amount > 0 AND amount <= 100000),
    created_at TEXT NOT NULL
);
CREATE TABLE habit_rest_days (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    habit_id TEXT NOT NULL REFERENCES habits(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    day TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE habit_reminder_notices (
    habit_id TEXT NOT NULL,
    day TEXT NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    sent_at TEXT NOT NULL,
    PRIMARY KEY (habit_id, day)
);
CREATE TABLE task_import_uploads (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    name TEXT NOT NULL,
    data BLOB NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE idempotent_requests (
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    created_at TEXT NOT NULL,
    status INTEGER,
    content_type TEXT,
    body BLOB,
    PRIMARY KEY (owner_id, key)
) WITHOUT ROWID;
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
CREATE TABLE lift_defaults (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('squat', 'bench', 'press', 'deadlift', 'clean', 'other')),
    rate_hz REAL NOT NULL CHECK (rate_hz >= 1 AND rate_hz <= 1000),
    unit TEXT NOT NULL CHECK (unit IN ('cm', 'mm', 'in')),
    minimum_range_cm REAL NOT NULL CHECK (minimum_range_cm >= 1 AND minimum_range_cm <= 200),
    minimum_velocity REAL NOT NULL CHECK (minimum_velocity >= 0.05 AND minimum_velocity <= 2),
    tilt_limit_degrees REAL NOT NULL CHECK (tilt_limit_degrees >= 1 AND tilt_limit_degrees <= 45),
    velocity_loss_target REAL NOT NULL CHECK (velocity_loss_target >= 1 AND velocity_loss_target <= 100),
    target_zone TEXT,
    updated_at TEXT NOT NULL
);
INSERT INTO "grdb_migrations" VALUES('0001-foundation');
INSERT INTO "grdb_migrations" VALUES('0002-tasks');
INSERT INTO "grdb_migrations" VALUES('0003-prices');
INSERT INTO "grdb_migrations" VALUES('0004-timelines');
INSERT INTO "grdb_migrations" VALUES('0005-food');
INSERT INTO "grdb_migrations" VALUES('0006-system');
INSERT INTO "grdb_migrations" VALUES('0007-photos');
INSERT INTO "grdb_migrations" VALUES('0008-task-reminders');
INSERT INTO "grdb_migrations" VALUES('0009-security-log');
INSERT INTO "grdb_migrations" VALUES('0010-food-events-by-kind');
INSERT INTO "grdb_migrations" VALUES('0011-numbers-in-range');
INSERT INTO "grdb_migrations" VALUES('0012-area-color-icon');
INSERT INTO "grdb_migrations" VALUES('0013-lifts');
INSERT INTO "grdb_migrations" VALUES('0014-journal');
INSERT INTO "grdb_migrations" VALUES('0015-habits');
INSERT INTO "grdb_migrations" VALUES('0016-task-imports');
INSERT INTO "grdb_migrations" VALUES('0017-idempotency');
INSERT INTO "grdb_migrations" VALUES('0018-health');
INSERT INTO "grdb_migrations" VALUES('0019-lift-defaults');
INSERT INTO "grdb_migrations" VALUES('0023-load-indexes');
INSERT INTO "grdb_migrations" VALUES('0024-days-in-range');
INSERT INTO "users" VALUES('01a21f50-5ae6-7195-b20f-9351702481d6','ada','ada','Europe/Berlin',2,0,'metric','2026-11-27 23:21:29.575','dayMonth');
INSERT INTO "credentials" VALUES('01a21f50-5ae6-7195-b20f-9351702481d6','$2b$06$guNJgsGW5oyqug9JqgljM.Ycs7sW12W3a54gbEgBZieon64LmVbRq');
INSERT INTO "changes" VALUES('01a21f50-5af7-703f-baca-55283d9822e3','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5af7-703d-a3d5-813a6a9621b8','weeks','01a21f50-5af7-703e-a065-f8f2ab2a5fb5','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f50-5af7-703e-a065-f8f2ab2a5fb5","length_days":7,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-27 23:21:29.591','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f50-5af7-7040-bdf1-bfe81e9c63dc','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5af7-703d-a3d5-813a6a9621b8','weeks','01a21f50-5af7-703e-a065-f8f2ab2a5fb5','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f50-5af7-703e-a065-f8f2ab2a5fb5","length_days":7,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","start_day":"2026-11-23","started_at":"2026-11-27 23:21:29.591"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f50-5af7-703e-a065-f8f2ab2a5fb5","length_days":7,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","start_day":"2026-11-23","started_at":null}','2026-11-27 23:21:29.591','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f50-5b01-7127-a64f-0a238eacc363','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5b01-7125-97d5-67f2f6e754d5','standups','01a21f50-5b01-7126-8053-df65f7542d8d','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a21f50-5b01-7126-8053-df65f7542d8d","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","updated_at":"2026-11-27 23:21:29.602"}',NULL,'2026-11-27 23:21:29.602','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f50-5b06-7056-9035-098631d9978b','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5b06-7054-99dc-1f47aaf3df69','retrospectives','01a21f50-5b06-7055-8aa0-4f28f445a2ee','insert','{"id":"01a21f50-5b06-7055-8aa0-4f28f445a2ee","improve":"Sleep","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","updated_at":"2026-11-27 23:21:29.607","week_id":"01a21f50-5af7-703e-a065-f8f2ab2a5fb5","went_well":"Focus"}',NULL,'2026-11-27 23:21:29.607','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f50-5b0b-71e6-99a2-f5006216ad47','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5b0b-71e4-aeed-fc1871243038','energy_profiles','01a21f50-5b0b-71e5-acbb-8b2b6fa3c26b','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a21f50-5b0b-71e5-acbb-8b2b6fa3c26b","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","sex":"female"}',NULL,'2026-11-27 23:21:29.612','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a21f50-5b0e-701f-98b3-db4a316e1073','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5b0e-701d-9bbb-a807407a2f38','areas','01a21f50-5b0e-701e-8701-e2d77682f698','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 23:21:29.614","icon":null,"id":"01a21f50-5b0e-701e-8701-e2d77682f698","name":"Area 0-0","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.614','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f50-5b11-7022-ad43-e3ff9ce63c5c','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5b11-7020-9de9-8b86043edb7a','weekly_goals','01a21f50-5b11-7021-96ba-8bde146a02aa','insert','{"added_mid_sprint":1,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","created_at":"2026-11-27 23:21:29.617","estimate_hours":2,"id":"01a21f50-5b11-7021-96ba-8bde146a02aa","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a21f50-5af7-703e-a065-f8f2ab2a5fb5"}',NULL,'2026-11-27 23:21:29.617','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f50-5b16-7148-99c8-e87ca98d6b7a','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5b16-7146-9cbf-3d57df7f8f96','intentions','01a21f50-5b16-7147-994e-9ec24baffd4b','insert','{"abandon_reason":null,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","ended_at":null,"ends_at":"2026-11-27 23:46:29.623","feeling":null,"goal_id":"01a21f50-5b11-7021-96ba-8bde146a02aa","id":"01a21f50-5b16-7147-994e-9ec24baffd4b","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:21:29.623","state":"running","tags":"[]","what":"Intention 0-0"}',NULL,'2026-11-27 23:21:29.623','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f50-5b20-7200-9891-4873e6ef8ae4','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5b20-71ff-ada3-86bfad616bdf','intentions','01a21f50-5b16-7147-994e-9ec24baffd4b','update','{"abandon_reason":null,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","ended_at":"2026-11-27 23:21:29.632","ends_at":"2026-11-27 23:46:29.623","feeling":null,"goal_id":"01a21f50-5b11-7021-96ba-8bde146a02aa","id":"01a21f50-5b16-7147-994e-9ec24baffd4b","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:21:29.623","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","ended_at":null,"ends_at":"2026-11-27 23:46:29.623","feeling":null,"goal_id":"01a21f50-5b11-7021-96ba-8bde146a02aa","id":"01a21f50-5b16-7147-994e-9ec24baffd4b","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:21:29.623","state":"running","tags":"[]","what":"Intention 0-0"}','2026-11-27 23:21:29.632','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-715d-8cb6-7b37fd55e1cd','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-715c-b9b7-f1f9ee3dbf73','intentions','01a21f50-5b16-7147-994e-9ec24baffd4b','update','{"abandon_reason":null,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","ended_at":"2026-11-27 23:21:29.632","ends_at":"2026-11-27 23:46:29.623","feeling":"happy","goal_id":"01a21f50-5b11-7021-96ba-8bde146a02aa","id":"01a21f50-5b16-7147-994e-9ec24baffd4b","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","planned_minutes":25,"rated_at":"2026-11-27 23:22:29.639","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:21:29.623","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","ended_at":"2026-11-27 23:21:29.632","ends_at":"2026-11-27 23:46:29.623","feeling":null,"goal_id":"01a21f50-5b11-7021-96ba-8bde146a02aa","id":"01a21f50-5b16-7147-994e-9ec24baffd4b","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:21:29.623","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','2026-11-27 23:22:29.639','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7160-b2f2-4ebcd4d18f05','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-715e-af6c-ff78b8f070a5','action_items','01a21f51-4587-715f-8d9d-acb3f7b4f911','insert','{"created_at":"2026-11-27 23:21:29.642","done":0,"id":"01a21f51-4587-715f-8d9d-acb3f7b4f911","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","text":"Action 0-0","week_id":"01a21f50-5af7-703e-a065-f8f2ab2a5fb5"}',NULL,'2026-11-27 23:21:29.642','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7163-9328-162397868ab2','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7161-ad69-9bc0dcae8b4f','weeks','01a21f51-4587-7162-8f29-fd1df39e1da5','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f51-4587-7162-8f29-fd1df39e1da5","length_days":7,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-27 23:21:29.645','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7165-bd78-ba31622ceed4','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7161-ad69-9bc0dcae8b4f','weekly_goals','01a21f51-4587-7164-89a2-eac20af77fad','insert','{"added_mid_sprint":0,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","created_at":"2026-11-27 23:21:29.645","estimate_hours":3,"id":"01a21f51-4587-7164-89a2-eac20af77fad","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a21f51-4587-7162-8f29-fd1df39e1da5"}',NULL,'2026-11-27 23:21:29.645','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7168-a0a8-3ec24fae6a08','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7166-96dc-523c47be316b','task_lists','01a21f51-4587-7167-a0a0-b1b855a8db0c','insert','{"archived":0,"color":null,"created_at":"2026-11-27 23:21:29.653","icon":null,"id":"01a21f51-4587-7167-a0a0-b1b855a8db0c","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.653','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-716b-872b-3e278680c7ad','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7169-9e3a-18a82aefd376','tasks','01a21f51-4587-716a-946d-86d15f5740dd','insert','{"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","created_at":"2026-11-27 23:21:29.656","deadline":null,"evening":0,"goal_id":"01a21f50-5b11-7021-96ba-8bde146a02aa","heading_id":null,"id":"01a21f51-4587-716a-946d-86d15f5740dd","import_key":null,"list_id":"01a21f51-4587-7167-a0a0-b1b855a8db0c","list_key":"a1","notes":"","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-27 23:21:29.656"}',NULL,'2026-11-27 23:21:29.656','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-716d-8a48-fcfe322884c2','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7169-9e3a-18a82aefd376','task_tags','01a21f51-4587-716c-98db-9f577b4cb79f','insert','{"id":"01a21f51-4587-716c-98db-9f577b4cb79f","name":"errand","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.656','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-716f-826a-735edec20cc7','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7169-9e3a-18a82aefd376','task_tag_links','01a21f51-4587-716e-a9b7-3a5374045cd2','insert','{"id":"01a21f51-4587-716e-a9b7-3a5374045cd2","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","tag_id":"01a21f51-4587-716c-98db-9f577b4cb79f","task_id":"01a21f51-4587-716a-946d-86d15f5740dd"}',NULL,'2026-11-27 23:21:29.656','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7171-82e2-1ca6339638b0','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7169-9e3a-18a82aefd376','task_checklist_items','01a21f51-4587-7170-9ec2-bfcb9c97ae96','insert','{"done":0,"id":"01a21f51-4587-7170-9ec2-bfcb9c97ae96","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","task_id":"01a21f51-4587-716a-946d-86d15f5740dd","title":"Step"}',NULL,'2026-11-27 23:21:29.656','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7174-9d85-9588d2886941','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7172-9068-1882e6f502f3','tasks','01a21f51-4587-7173-ab03-ec86b59b0af2','insert','{"area_id":null,"created_at":"2026-11-27 23:21:29.674","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a21f51-4587-7173-ab03-ec86b59b0af2","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-27 23:21:29.674"}',NULL,'2026-11-27 23:21:29.674','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7177-bc80-80a4bf68a8ad','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7175-b58c-4ead156de58e','task_headings','01a21f51-4587-7176-b1c4-44d446b62759','insert','{"archived":0,"created_at":"2026-11-27 23:21:29.680","id":"01a21f51-4587-7176-b1c4-44d446b62759","import_key":null,"list_id":"01a21f51-4587-7167-a0a0-b1b855a8db0c","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","title":"Heading 0-0"}',NULL,'2026-11-27 23:21:29.680','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-717a-a523-aa974ad01542','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7178-b7b2-955c55321be0','tasks','01a21f51-4587-7179-b126-0a9172ed4547','insert','{"area_id":null,"created_at":"2026-11-27 23:21:29.684","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a21f51-4587-7176-b1c4-44d446b62759","id":"01a21f51-4587-7179-b126-0a9172ed4547","import_key":null,"list_id":"01a21f51-4587-7167-a0a0-b1b855a8db0c","list_key":"a2","notes":"","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-27 23:21:29.684"}',NULL,'2026-11-27 23:21:29.684','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-717f-93af-55b520df54b5','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-717b-bfa4-b0b07bd128ac','task_lists','*','insert','{"ids":["01a21f51-4587-717c-95da-64182a0fc86f"]}',NULL,'2026-11-27 23:21:29.700','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7180-b04d-2d63a8071ba5','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-717b-bfa4-b0b07bd128ac','tasks','*','insert','{"ids":["01a21f51-4587-717d-be1a-079d4b7489fa"]}',NULL,'2026-11-27 23:21:29.700','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7181-8b1b-af71647462b0','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-717b-bfa4-b0b07bd128ac','task_tag_links','*','insert','{"ids":["01a21f51-4587-717e-ab68-fbf1858aa6b2"]}',NULL,'2026-11-27 23:21:29.700','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7184-b4a0-076b1041bf51','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7182-8394-3641740a9aa9','timelines','01a21f51-4587-7183-b9dd-7bd260cdcff4','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 23:21:29.706","icon":"","id":"01a21f51-4587-7183-b9dd-7bd260cdcff4","name":"Timeline 0-0","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.706','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7187-9669-0d727dc3a339','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7185-9095-eab0f3aabe83','timeline_events','01a21f51-4587-7186-bd0d-c415f629b760','insert','{"created_at":"2026-11-27 23:21:29.712","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a21f51-4587-7186-bd0d-c415f629b760","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a21f51-4587-7183-b9dd-7bd260cdcff4","title":"Job 0-0","updated_at":"2026-11-27 23:21:29.712"}',NULL,'2026-11-27 23:21:29.712','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-718a-a392-c0b8ae62d93f','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7188-b08d-e99fd08c59a4','timeline_events','01a21f51-4587-7189-9ac7-954342b9d322','insert','{"created_at":"2026-11-27 23:21:29.717","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a21f51-4587-7189-9ac7-954342b9d322","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a21f51-4587-7183-b9dd-7bd260cdcff4","title":"Trip 0-0","updated_at":"2026-11-27 23:21:29.717"}',NULL,'2026-11-27 23:21:29.717','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-718d-8c51-e81dfe2a7f88','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-718b-9fba-e281ced83815','timeline_queries','01a21f51-4587-718c-a85c-1a911842add9','insert','{"created_at":"2026-11-27 23:21:29.720","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a21f51-4587-718c-a85c-1a911842add9","name":"Query 0-0","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.720','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7190-9d6d-fa731bee2867','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-718e-99cd-b2f90f207ddd','food_events','01a21f51-4587-718f-9cf2-1a0de4929f5a','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a21f51-4587-718f-9cf2-1a0de4929f5a","kind":"record","occurred_at":"2026-11-27 23:21:29.723","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","recorded_at":"2026-11-27 23:21:29.723","refers_to":null}',NULL,'2026-11-27 23:21:29.723','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7193-aa4d-11615a13ebbf','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7191-9588-4e50042c43a1','recipes','01a21f51-4587-7192-ba16-9bbff2c43517','insert','{"created_at":"2026-11-27 23:21:29.728","id":"01a21f51-4587-7192-ba16-9bbff2c43517","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","servings":2,"total_grams":300,"updated_at":"2026-11-27 23:21:29.728","yield_grams":null}',NULL,'2026-11-27 23:21:29.728','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7195-8d85-64a3730fe10f','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7191-9588-4e50042c43a1','recipe_ingredients','01a21f51-4587-7194-ab84-2b7f191624a5','insert','{"food_id":"09040","grams":100,"id":"01a21f51-4587-7194-ab84-2b7f191624a5","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","position":0,"recipe_id":"01a21f51-4587-7192-ba16-9bbff2c43517"}',NULL,'2026-11-27 23:21:29.728','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-7197-affc-35d2ba2a8024','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7191-9588-4e50042c43a1','recipe_ingredients','01a21f51-4587-7196-b325-8641a233f8bf','insert','{"food_id":"01079","grams":200,"id":"01a21f51-4587-7196-b325-8641a233f8bf","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","position":1,"recipe_id":"01a21f51-4587-7192-ba16-9bbff2c43517"}',NULL,'2026-11-27 23:21:29.728','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-719a-9f50-d15eeff7456d','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7198-b3e4-b69420e70326','custom_foods','01a21f51-4587-7199-9d28-a2768b2abc1c','insert','{"created_at":"2026-11-27 23:21:29.736","id":"01a21f51-4587-7199-9d28-a2768b2abc1c","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","portions":"[]","serving_grams":null,"updated_at":"2026-11-27 23:21:29.736"}',NULL,'2026-11-27 23:21:29.736','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-719d-bb2d-29323972f31b','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-719b-bfa2-e932defd1d0a','food_events','01a21f51-4587-719c-9605-251baa6bca25','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f51-4587-719c-9605-251baa6bca25","kind":"record","occurred_at":"2026-11-27 23:21:29.738","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","recorded_at":"2026-11-27 23:21:29.738","refers_to":null}',NULL,'2026-11-27 23:21:29.738','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71a0-b2db-59db0791e8bb','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-719e-8fc8-740f867460e5','food_events','01a21f51-4587-719f-8013-356dd97d447f','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a21f51-4587-719f-8013-356dd97d447f","kind":"record","occurred_at":"2026-11-27 23:21:29.740","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","recorded_at":"2026-11-27 23:21:29.740","refers_to":null}',NULL,'2026-11-27 23:21:29.740','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71a3-baea-40ee8e5fd1af','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a1-9be6-8daa4d8e0b02','price_comparisons','01a21f51-4587-71a2-9515-dc649161b4f8','insert','{"created_at":"2026-11-27 23:21:29.743","display_unit":"100 ml","id":"01a21f51-4587-71a2-9515-dc649161b4f8","name":"Comparison 0-0","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","unit_system":"metric","updated_at":"2026-11-27 23:21:29.743"}',NULL,'2026-11-27 23:21:29.743','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71a5-9d2a-cb6c79502507','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a1-9be6-8daa4d8e0b02','price_products','01a21f51-4587-71a4-b3c2-eec07b71e353','insert','{"comparison_id":"01a21f51-4587-71a2-9515-dc649161b4f8","id":"01a21f51-4587-71a4-b3c2-eec07b71e353","name":"Bertolli","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-27 23:21:29.743','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71a7-ae1c-1f886f80d406','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a1-9be6-8daa4d8e0b02','price_products','01a21f51-4587-71a6-8b3e-a08f13ff475f','insert','{"comparison_id":"01a21f51-4587-71a2-9515-dc649161b4f8","id":"01a21f51-4587-71a6-8b3e-a08f13ff475f","name":"Monini","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-27 23:21:29.743','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71aa-ba6a-0fc8018767c4','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a8-b8e9-4236323aa79a','habits','01a21f51-4587-71a9-b8ee-d7052825fe36','insert','{"archived":0,"area_id":"01a21f50-5b0e-701e-8701-e2d77682f698","color":null,"created_at":"2026-11-27 23:21:29.752","emoji":"📚","id":"01a21f51-4587-71a9-b8ee-d7052825fe36","name":"Habit 0-0","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-27 23:21:29.752"}',NULL,'2026-11-27 23:21:29.752','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71ad-beb5-e7cfe363f01f','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71ab-960a-a600f5cc377d','habit_check_ins','01a21f51-4587-71ac-88ce-192a111629f4','insert','{"amount":1,"created_at":"2026-11-27 23:21:29.756","day":"2026-11-27","habit_id":"01a21f51-4587-71a9-b8ee-d7052825fe36","id":"01a21f51-4587-71ac-88ce-192a111629f4","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.756','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71b0-a6b7-f0d86a4a7354','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71ae-93b8-6e9a89dd303b','habit_check_ins','01a21f51-4587-71af-b130-fc201f56b7fa','insert','{"amount":1,"created_at":"2026-11-27 23:21:29.760","day":"2026-11-28","habit_id":"01a21f51-4587-71a9-b8ee-d7052825fe36","id":"01a21f51-4587-71af-b130-fc201f56b7fa","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.760','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71b3-b4a8-bc44c155b855','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71b1-be10-524a82d0e6ea','habit_rest_days','01a21f51-4587-71b2-9521-abe82e96e0c0','insert','{"created_at":"2026-11-27 23:21:29.764","day":"2026-11-30","habit_id":"01a21f51-4587-71a9-b8ee-d7052825fe36","id":"01a21f51-4587-71b2-9521-abe82e96e0c0","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.764','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71b6-88bf-bb56beb4ee1e','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71b4-9300-8fa0245b95b4','habits','01a21f51-4587-71b5-807d-9d188c6b6696','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-27 23:21:29.768","emoji":"","id":"01a21f51-4587-71b5-807d-9d188c6b6696","name":"Water 0-0","order_key":"a2","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-27 23:21:29.768"}',NULL,'2026-11-27 23:21:29.768','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71b9-9282-147dd6363f25','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71b7-84ea-ba701c48e00b','habit_check_ins','01a21f51-4587-71b8-91ce-7f6246259226','insert','{"amount":4,"created_at":"2026-11-27 23:21:29.771","day":"2026-11-28","habit_id":"01a21f51-4587-71b5-807d-9d188c6b6696","id":"01a21f51-4587-71b8-91ce-7f6246259226","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.771','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71bc-8708-655de77ced50','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71ba-bd18-f541b410789c','lift_sessions','01a21f51-4587-71bb-a8bb-0561299012d3','insert','{"created_at":"2026-11-27 23:21:29.805","day":"2026-11-28","id":"01a21f51-4587-71bb-a8bb-0561299012d3","name":"Workout","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","updated_at":"2026-11-27 23:21:29.805"}',NULL,'2026-11-27 23:21:29.805','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71be-9dbc-7ef0ff180e62','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71ba-bd18-f541b410789c','lift_sets','01a21f51-4587-71bd-82b3-3829e27d37b9','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-27 23:21:29.805","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a21f51-4587-71bd-82b3-3829e27d37b9","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","position":0,"rate_hz":20,"recorded_at":"2026-11-27 23:21:29.805","reps":3,"session_id":"01a21f51-4587-71bb-a8bb-0561299012d3","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-27 23:21:29.805','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71bf-9734-f67df4efe55d','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71ba-bd18-f541b410789c','lift_streams','01a21f51-4587-71bd-82b3-3829e27d37b9','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a21f51-4587-71bd-82b3-3829e27d37b9","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.805','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71c2-a202-3995da7e7cbc','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71c0-bb73-3ba7d622ded7','lift_templates','01a21f51-4587-71c1-adc6-309152fe6001','insert','{"created_at":"2026-11-27 23:21:29.817","goal_reps":8,"id":"01a21f51-4587-71c1-adc6-309152fe6001","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","sets":3}',NULL,'2026-11-27 23:21:29.817','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71c5-b41c-ca48b196d226','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71c3-ae9b-4bf0bf1c74e5','lift_defaults','01a21f51-4587-71c4-9762-78018dbd679b','insert','{"id":"01a21f51-4587-71c4-9762-78018dbd679b","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-27 23:21:29.821","velocity_loss_target":25}',NULL,'2026-11-27 23:21:29.821','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71c8-a3f6-42e447e4185e','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71c7-bf0c-d3308b862bbd','day_photos','01a21f51-4587-71c6-876f-569cf2826217','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-27 23:21:29.825","day":"2026-11-28","id":"01a21f51-4587-71c6-876f-569cf2826217","kind":"png","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.826','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71cb-a0ed-5b5c26a3ebec','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71c9-8b9e-3b9f1298b6e7','journal_entries','01a21f51-4587-71ca-bfb3-03e1d9e0f6d3','insert','{"created_at":"2026-11-27 23:21:29.829","day":"2026-11-28","id":"01a21f51-4587-71ca-bfb3-03e1d9e0f6d3","location":"Berlin","mood":"happy","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:21:29.829","written_at":"2026-11-27 23:21:29.829"}',NULL,'2026-11-27 23:21:29.829','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71ce-b17b-8647d564e194','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71cc-81b0-c9dc65d285aa','journal_entries','01a21f51-4587-71cd-bd85-b9d77a349fd6','insert','{"created_at":"2026-11-27 23:21:29.833","day":"2025-11-28","id":"01a21f51-4587-71cd-bd85-b9d77a349fd6","location":null,"mood":null,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:21:29.833","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-27 23:21:29.833','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71d1-b326-8bc118e71719','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d0-b42c-532d5634bdb7','day_photos','01a21f51-4587-71cf-b371-69cc2e45ae5c','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-27 23:21:29.839","day":"2026-11-28","id":"01a21f51-4587-71cf-b371-69cc2e45ae5c","kind":"png","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6"}',NULL,'2026-11-27 23:21:29.842','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71d3-8bfe-5f4ce6916127','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d0-b42c-532d5634bdb7','journal_photos','01a21f51-4587-71d2-9991-cdea157b4a59','insert','{"entry_id":"01a21f51-4587-71ca-bfb3-03e1d9e0f6d3","id":"01a21f51-4587-71d2-9991-cdea157b4a59","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","photo_id":"01a21f51-4587-71cf-b371-69cc2e45ae5c","source_id":null}',NULL,'2026-11-27 23:21:29.842','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71d6-b307-2fcbed5d3ae1','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d4-9a08-99b29951cdf0','journal_entries','01a21f51-4587-71d5-90af-c911ccd02c27','insert','{"created_at":"2026-11-27 23:21:29.853","day":"2026-11-28","id":"01a21f51-4587-71d5-90af-c911ccd02c27","location":null,"mood":null,"owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:21:29.853","written_at":"2026-11-27 23:21:29.853"}',NULL,'2026-11-27 23:21:29.853','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71da-8fd1-477e0d98adce','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d8-91a3-74e034e84a7b','health_sources','01a21f51-4587-71d9-bdeb-ed88dc315e8e','insert','{"id":"01a21f51-4587-71d9-bdeb-ed88dc315e8e","name":"Shape Watch 0","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","position":null}',NULL,'2026-11-27 23:21:29.871','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71dc-b3cd-dba977648d96','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d8-91a3-74e034e84a7b','health_sources','01a21f51-4587-71db-81a1-081c452667f8','insert','{"id":"01a21f51-4587-71db-81a1-081c452667f8","name":"Shape iPhone","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","position":null}',NULL,'2026-11-27 23:21:29.871','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71df-b074-415363967907','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d8-91a3-74e034e84a7b','food_events','01a21f51-4587-71de-ae1a-9e3aed6b45be','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a21f51-4587-71de-ae1a-9e3aed6b45be","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","recorded_at":"2026-11-27 23:21:29.871","refers_to":null}',NULL,'2026-11-27 23:21:29.871','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71e1-9afb-59edde1eb261','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d8-91a3-74e034e84a7b','food_events','01a21f51-4587-71e0-92d8-fe50fab676d2','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f51-4587-71e0-92d8-fe50fab676d2","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","recorded_at":"2026-11-27 23:21:29.871","refers_to":null}',NULL,'2026-11-27 23:21:29.871','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71e2-b323-0b949d3d1a9a','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d8-91a3-74e034e84a7b','health_days','01a21f51-4587-71dd-b29b-0cc17b35bcd8','insert','{"active_event_id":"01a21f51-4587-71de-ae1a-9e3aed6b45be","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a21f51-4587-71dd-b29b-0cc17b35bcd8","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-27 23:21:29.871","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a21f51-4587-71e0-92d8-fe50fab676d2","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-27 23:21:29.871','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f51-4587-71e4-9b66-01fdfca5b4a4','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71d8-91a3-74e034e84a7b','health_imports','01a21f51-4587-71e3-b3bb-348b8bd5b4bd','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a21f51-4587-71e3-b3bb-348b8bd5b4bd","imported_at":"2026-11-27 23:21:29.871","last_day":"2026-11-26","owner_id":"01a21f50-5ae6-7195-b20f-9351702481d6","records":3}',NULL,'2026-11-27 23:21:29.871','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "task_lists" VALUES('01a21f51-4587-7167-a0a0-b1b855a8db0c','01a21f50-5ae6-7195-b20f-9351702481d6','List 0-0',NULL,NULL,0,'a1','2026-11-27 23:21:29.653',NULL);
INSERT INTO "task_lists" VALUES('01a21f51-4587-717c-95da-64182a0fc86f','01a21f50-5ae6-7195-b20f-9351702481d6','Imported 0-0',NULL,NULL,0,'a2','2026-11-27 23:21:29.700','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a21f51-4587-716a-946d-86d15f5740dd','01a21f50-5ae6-7195-b20f-9351702481d6','Task 0-0','','01a21f51-4587-7167-a0a0-b1b855a8db0c','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a21f50-5b11-7021-96ba-8bde146a02aa','01a21f50-5b0e-701e-8701-e2d77682f698','a1','a1','2026-11-27 23:21:29.656','2026-11-27 23:21:29.656',NULL);
INSERT INTO "tasks" VALUES('01a21f51-4587-7173-ab03-ec86b59b0af2','01a21f50-5ae6-7195-b20f-9351702481d6','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-27 23:21:29.674','2026-11-27 23:21:29.674',NULL);
INSERT INTO "tasks" VALUES('01a21f51-4587-7179-b126-0a9172ed4547','01a21f50-5ae6-7195-b20f-9351702481d6','Headed 0-0','','01a21f51-4587-7167-a0a0-b1b855a8db0c',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-27 23:21:29.684','2026-11-27 23:21:29.684',NULL);
INSERT INTO "tasks" VALUES('01a21f51-4587-717d-be1a-079d4b7489fa','01a21f50-5ae6-7195-b20f-9351702481d6','Imported 0-0','','01a21f51-4587-717c-95da-64182a0fc86f',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-27 23:21:29.700','2026-11-27 23:21:29.700','todoist:a93ad4de15434be0');
INSERT INTO "task_tags" VALUES('01a21f51-4587-716c-98db-9f577b4cb79f','01a21f50-5ae6-7195-b20f-9351702481d6','errand');
INSERT INTO "task_tag_links" VALUES('01a21f51-4587-716e-a9b7-3a5374045cd2','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-716a-946d-86d15f5740dd','01a21f51-4587-716c-98db-9f577b4cb79f');
INSERT INTO "task_tag_links" VALUES('01a21f51-4587-717e-ab68-fbf1858aa6b2','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-717d-be1a-079d4b7489fa','01a21f51-4587-716c-98db-9f577b4cb79f');
INSERT INTO "task_checklist_items" VALUES('01a21f51-4587-7170-9ec2-bfcb9c97ae96','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-716a-946d-86d15f5740dd','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a21f51-4587-716a-946d-86d15f5740dd','01a21f50-5ae6-7195-b20f-9351702481d6','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f51-4587-7173-ab03-ec86b59b0af2','01a21f50-5ae6-7195-b20f-9351702481d6','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f51-4587-7179-b126-0a9172ed4547','01a21f50-5ae6-7195-b20f-9351702481d6','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f51-4587-717d-be1a-079d4b7489fa','01a21f50-5ae6-7195-b20f-9351702481d6','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a21f51-4587-71a2-9515-dc649161b4f8','01a21f50-5ae6-7195-b20f-9351702481d6','Comparison 0-0','metric','100 ml','2026-11-27 23:21:29.743','2026-11-27 23:21:29.743');
INSERT INTO "price_products" VALUES('01a21f51-4587-71a4-b3c2-eec07b71e353','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a2-9515-dc649161b4f8',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a21f51-4587-71a6-8b3e-a08f13ff475f','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a2-9515-dc649161b4f8',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a21f51-4587-7183-b9dd-7bd260cdcff4','01a21f50-5ae6-7195-b20f-9351702481d6','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-27 23:21:29.706');
INSERT INTO "timeline_events" VALUES('01a21f51-4587-7186-bd0d-c415f629b760','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7183-b9dd-7bd260cdcff4','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-27 23:21:29.712','2026-11-27 23:21:29.712');
INSERT INTO "timeline_events" VALUES('01a21f51-4587-7189-9ac7-954342b9d322','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7183-b9dd-7bd260cdcff4','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-27 23:21:29.717','2026-11-27 23:21:29.717');
INSERT INTO "timeline_queries" VALUES('01a21f51-4587-718c-a85c-1a911842add9','01a21f50-5ae6-7195-b20f-9351702481d6','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-27 23:21:29.720');
INSERT INTO "food_catalog" VALUES('source','sample');
INSERT INTO "food_catalog" VALUES('foods','5');
INSERT INTO "food_groups" VALUES('0100','Dairy and Egg Products');
INSERT INTO "food_groups" VALUES('0500','Poultry Products');
INSERT INTO "food_groups" VALUES('0800','Breakfast Cereals');
INSERT INTO "food_groups" VALUES('0900','Fruits and Fruit Juices');
INSERT INTO "food_groups" VALUES('1100','Vegetables and Vegetable Products');
INSERT INTO "nutrient_definitions" VALUES('203','g','PROCNT','Protein',2,600);
INSERT INTO "nutrient_definitions" VALUES('204','g','FAT','Total lipid (fat)',2,800);
INSERT INTO "nutrient_definitions" VALUES('205','g','CHOCDF','Carbohydrate, by difference',2,1100);
INSERT INTO "nutrient_definitions" VALUES('208','kcal','ENERC_KCAL','Energy',0,300);
INSERT INTO "nutrient_definitions" VALUES('269','g','SUGAR','Sugars, total',2,1500);
INSERT INTO "nutrient_definitions" VALUES('291','g','FIBTG','Fiber, total dietary',1,1200);
INSERT INTO "nutrient_definitions" VALUES('307','mg','NA','Sodium, Na',0,5800);
INSERT INTO "nutrient_definitions" VALUES('401','mg','VITC','Vitamin C, total ascorbic acid',1,6300);
INSERT INTO "foods" VALUES('01079','0100','Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D','MILK,RED FAT,FLUID,2% MILKFAT,W/ ADDED VIT A & VITAMIN D','','',1,0.0,'2% milk (reduced fat)',50.0);
INSERT INTO "foods" VALUES('05064','0500','Chicken, broilers or fryers, breast, meat only, cooked, roasted','','','',1,0.0,'Chicken breast, roasted',165.0);
INSERT INTO "foods" VALUES('08120','0800','Cereals, oats, regular and quick, not fortified, dry','','','',1,0.0,'Oats, regular and quick, dry',379.0);
INSERT INTO "foods" VALUES('09040','0900','Bananas, raw','','','',1,36.0,'Banana, raw',89.0);
INSERT INTO "foods" VALUES('11090','1100','Broccoli, raw','','','',1,0.0,'Broccoli, raw',34.0);
INSERT INTO "food_nutrients" VALUES('01079','203',3.3);
INSERT INTO "food_nutrients" VALUES('01079','204',1.98);
INSERT INTO "food_nutrients" VALUES('01079','205',4.8);
INSERT INTO "food_nutrients" VALUES('01079','208',50.0);
INSERT INTO "food_nutrients" VALUES('01079','269',5.06);
INSERT INTO "food_nutrients" VALUES('01079','291',0.0);
INSERT INTO "food_nutrients" VALUES('01079','307',47.0);
INSERT INTO "food_nutrients" VALUES('01079','401',0.2);
INSERT INTO "food_nutrients" VALUES('05064','203',31.02);
INSERT INTO "food_nutrients" VALUES('05064','204',3.57);
INSERT INTO "food_nutrients" VALUES('05064','205',0.0);
INSERT INTO "food_nutrients" VALUES('05064','208',165.0);
INSERT INTO "food_nutrients" VALUES('05064','307',74.0);
INSERT INTO "food_nutrients" VALUES('08120','203',13.15);
INSERT INTO "food_nutrients" VALUES('08120','204',6.52);
INSERT INTO "food_nutrients" VALUES('08120','205',67.7);
INSERT INTO "food_nutrients" VALUES('08120','208',379.0);
INSERT INTO "food_nutrients" VALUES('08120','269',0.99);
INSERT INTO "food_nutrients" VALUES('08120','291',10.1);
INSERT INTO "food_nutrients" VALUES('08120','307',6.0);
INSERT INTO "food_nutrients" VALUES('09040','203',1.09);
INSERT INTO "food_nutrients" VALUES('09040','204',0.33);
INSERT INTO "food_nutrients" VALUES('09040','205',22.84);
INSERT INTO "food_nutrients" VALUES('09040','208',89.0);
INSERT INTO "food_nutrients" VALUES('09040','269',12.23);
INSERT INTO "food_nutrients" VALUES('09040','291',2.6);
INSERT INTO "food_nutrients" VALUES('09040','307',1.0);
INSERT INTO "food_nutrients" VALUES('09040','401',8.7);
INSERT INTO "food_nutrients" VALUES('11090','203',2.82);
INSERT INTO "food_nutrients" VALUES('11090','204',0.37);
INSERT INTO "food_nutrients" VALUES('11090','205',6.64);
INSERT INTO "food_nutrients" VALUES('11090','208',34.0);
INSERT INTO "food_nutrients" VALUES('11090','269',1.7);
INSERT INTO "food_nutrients" VALUES('11090','291',2.6);
INSERT INTO "food_nutrients" VALUES('11090','307',33.0);
INSERT INTO "food_nutrients" VALUES('11090','401',89.2);
INSERT INTO "food_portions" VALUES('01079',0,1.0,'cup',244.0);
INSERT INTO "food_portions" VALUES('01079',1,1.0,'quart',976.0);
INSERT INTO "food_portions" VALUES('05064',0,0.5,'breast, bone and skin removed',86.0);
INSERT INTO "food_portions" VALUES('08120',0,1.0,'cup',81.0);
INSERT INTO "food_portions" VALUES('09040',0,1.0,'cup, mashed',225.0);
INSERT INTO "food_portions" VALUES('09040',1,1.0,'medium (7" to 7-7/8" long)',118.0);
INSERT INTO "food_portions" VALUES('09040',2,1.0,'large (8" to 8-7/8" long)',136.0);
INSERT INTO "food_portions" VALUES('11090',0,1.0,'cup chopped',91.0);
INSERT INTO "foods_fts" VALUES('01079','Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D');
INSERT INTO "foods_fts" VALUES('05064','Chicken, broilers or fryers, breast, meat only, cooked, roasted');
INSERT INTO "foods_fts" VALUES('08120','Cereals, oats, regular and quick, not fortified, dry');
INSERT INTO "foods_fts" VALUES('09040','Bananas, raw');
INSERT INTO "foods_fts" VALUES('11090','Broccoli, raw');
INSERT INTO "custom_foods" VALUES('01a21f51-4587-7199-9d28-a2768b2abc1c','01a21f50-5ae6-7195-b20f-9351702481d6','Food 0-0','{"208":250}',NULL,'[]','2026-11-27 23:21:29.736','2026-11-27 23:21:29.736');
INSERT INTO "recipes" VALUES('01a21f51-4587-7192-ba16-9bbff2c43517','01a21f50-5ae6-7195-b20f-9351702481d6','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-27 23:21:29.728','2026-11-27 23:21:29.728');
INSERT INTO "recipe_ingredients" VALUES('01a21f51-4587-7194-ab84-2b7f191624a5','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7192-ba16-9bbff2c43517','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a21f51-4587-7196-b325-8641a233f8bf','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7192-ba16-9bbff2c43517','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a21f51-4587-718f-9cf2-1a0de4929f5a','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-27 23:21:29.723','2026-11-27 23:21:29.723','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a21f51-4587-719c-9605-251baa6bca25','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-27 23:21:29.738','2026-11-27 23:21:29.738','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a21f51-4587-719f-8013-356dd97d447f','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-27 23:21:29.740','2026-11-27 23:21:29.740','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a21f51-4587-71de-ae1a-9e3aed6b45be','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-26 11:00:00.000','2026-11-27 23:21:29.871','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a21f51-4587-71e0-92d8-fe50fab676d2','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-26 11:00:00.000','2026-11-27 23:21:29.871','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a21f50-5b0b-71e5-acbb-8b2b6fa3c26b','01a21f50-5ae6-7195-b20f-9351702481d6','female',1990,170.0,1.4);
INSERT INTO "areas" VALUES('01a21f50-5b0e-701e-8701-e2d77682f698','01a21f50-5ae6-7195-b20f-9351702481d6','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-27 23:21:29.614');
INSERT INTO "weeks" VALUES('01a21f50-5af7-703e-a065-f8f2ab2a5fb5','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-27 23:21:29.591');
INSERT INTO "weeks" VALUES('01a21f51-4587-7162-8f29-fd1df39e1da5','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a21f50-5b11-7021-96ba-8bde146a02aa','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5af7-703e-a065-f8f2ab2a5fb5','01a21f50-5b0e-701e-8701-e2d77682f698','Goal 0-0',2.0,'open',NULL,1,'2026-11-27 23:21:29.617');
INSERT INTO "weekly_goals" VALUES('01a21f51-4587-7164-89a2-eac20af77fad','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-7162-8f29-fd1df39e1da5','01a21f50-5b0e-701e-8701-e2d77682f698','Past goal 0-0',3.0,'open',NULL,0,'2026-11-27 23:21:29.645');
INSERT INTO "retrospectives" VALUES('01a21f50-5b06-7055-8aa0-4f28f445a2ee','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5af7-703e-a065-f8f2ab2a5fb5','Focus','Sleep','2026-11-27 23:21:29.607');
INSERT INTO "action_items" VALUES('01a21f51-4587-715f-8d9d-acb3f7b4f911','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f50-5af7-703e-a065-f8f2ab2a5fb5','Action 0-0',0,'2026-11-27 23:21:29.642');
INSERT INTO "intentions" VALUES('01a21f50-5b16-7147-994e-9ec24baffd4b','01a21f50-5ae6-7195-b20f-9351702481d6','Intention 0-0',25,'01a21f50-5b11-7021-96ba-8bde146a02aa','01a21f50-5b0e-701e-8701-e2d77682f698','2026-11-27 23:21:29.623','2026-11-27 23:46:29.623','endedEarly','2026-11-27 23:21:29.632',NULL,'[]','happy','2026-11-27 23:22:29.639',NULL,NULL,NULL);
INSERT INTO "standups" VALUES('01a21f50-5b01-7126-8053-df65f7542d8d','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-27 23:21:29.602');
INSERT INTO "day_photos" VALUES('01a21f51-4587-71c6-876f-569cf2826217','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-28','png',64,'Photo 0-0','2026-11-27 23:21:29.825');
INSERT INTO "day_photos" VALUES('01a21f51-4587-71cf-b371-69cc2e45ae5c','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-28','png',64,'Journal 0-0','2026-11-27 23:21:29.839');
INSERT INTO "security_events" VALUES('01a21f50-5ae6-7196-9098-8c2c2eb93210','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-27 23:21:29.575','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a21f51-4587-71bb-a8bb-0561299012d3','01a21f50-5ae6-7195-b20f-9351702481d6','Workout','2026-11-28','2026-11-27 23:21:29.805','2026-11-27 23:21:29.805');
INSERT INTO "lift_sets" VALUES('01a21f51-4587-71bd-82b3-3829e27d37b9','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71bb-a8bb-0561299012d3',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-27 23:21:29.805','2026-11-27 23:21:29.805');
INSERT INTO "lift_streams" VALUES('01a21f51-4587-71bd-82b3-3829e27d37b9','01a21f50-5ae6-7195-b20f-9351702481d6','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a21f51-4587-71c1-adc6-309152fe6001','01a21f50-5ae6-7195-b20f-9351702481d6','Template 0-0','bench',60.0,8,3,'a1','2026-11-27 23:21:29.817');
INSERT INTO "journal_entries" VALUES('01a21f51-4587-71ca-bfb3-03e1d9e0f6d3','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-27 23:21:29.829','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-27 23:21:29.829','2026-11-27 23:21:29.829');
INSERT INTO "journal_entries" VALUES('01a21f51-4587-71cd-bd85-b9d77a349fd6','01a21f50-5ae6-7195-b20f-9351702481d6','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-27 23:21:29.833','2026-11-27 23:21:29.833');
INSERT INTO "journal_entries" VALUES('01a21f51-4587-71d5-90af-c911ccd02c27','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-27 23:21:29.853','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-27 23:21:29.853','2026-11-27 23:21:29.853');
INSERT INTO "journal_photos" VALUES('01a21f51-4587-71d2-9991-cdea157b4a59','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71ca-bfb3-03e1d9e0f6d3','01a21f51-4587-71cf-b371-69cc2e45ae5c',NULL);
INSERT INTO "journal_drafts" VALUES('01a21f51-4587-71d7-a925-e8a0937e632d','01a21f50-5ae6-7195-b20f-9351702481d6',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-27T23:21:29.862Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-27 23:21:29.863');
INSERT INTO "journal_search" VALUES('01a21f51-4587-71ca-bfb3-03e1d9e0f6d3','01a21f50-5ae6-7195-b20f-9351702481d6','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a21f51-4587-71cd-bd85-b9d77a349fd6','01a21f50-5ae6-7195-b20f-9351702481d6','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a21f51-4587-71d5-90af-c911ccd02c27','01a21f50-5ae6-7195-b20f-9351702481d6','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a21f51-4587-71a9-b8ee-d7052825fe36','01a21f50-5ae6-7195-b20f-9351702481d6','Habit 0-0','📚',NULL,'01a21f50-5b0e-701e-8701-e2d77682f698','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-27 23:21:29.752','2026-11-27 23:21:29.752');
INSERT INTO "habits" VALUES('01a21f51-4587-71b5-807d-9d188c6b6696','01a21f50-5ae6-7195-b20f-9351702481d6','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-27 23:21:29.768','2026-11-27 23:21:29.768');
INSERT INTO "habit_check_ins" VALUES('01a21f51-4587-71ac-88ce-192a111629f4','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a9-b8ee-d7052825fe36','2026-11-27',1.0,'2026-11-27 23:21:29.756');
INSERT INTO "habit_check_ins" VALUES('01a21f51-4587-71af-b130-fc201f56b7fa','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a9-b8ee-d7052825fe36','2026-11-28',1.0,'2026-11-27 23:21:29.760');
INSERT INTO "habit_check_ins" VALUES('01a21f51-4587-71b8-91ce-7f6246259226','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71b5-807d-9d188c6b6696','2026-11-28',4.0,'2026-11-27 23:21:29.771');
INSERT INTO "habit_rest_days" VALUES('01a21f51-4587-71b2-9521-abe82e96e0c0','01a21f50-5ae6-7195-b20f-9351702481d6','01a21f51-4587-71a9-b8ee-d7052825fe36','2026-11-30','2026-11-27 23:21:29.764');
INSERT INTO "health_days" VALUES('01a21f51-4587-71dd-b29b-0cc17b35bcd8','01a21f50-5ae6-7195-b20f-9351702481d6','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a21f51-4587-71de-ae1a-9e3aed6b45be',NULL,'01a21f51-4587-71e0-92d8-fe50fab676d2','2026-11-27 23:21:29.871');
INSERT INTO "health_sources" VALUES('01a21f51-4587-71d9-bdeb-ed88dc315e8e','01a21f50-5ae6-7195-b20f-9351702481d6','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a21f51-4587-71db-81a1-081c452667f8','01a21f50-5ae6-7195-b20f-9351702481d6','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a21f51-4587-71e3-b3bb-348b8bd5b4bd','01a21f50-5ae6-7195-b20f-9351702481d6','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-27 23:21:29.871');
INSERT INTO "lift_defaults" VALUES('01a21f51-4587-71c4-9762-78018dbd679b','01a21f50-5ae6-7195-b20f-9351702481d6','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-27 23:21:29.821');
CREATE INDEX api_tokens_owner ON api_tokens(owner_id);
CREATE INDEX sign_in_failures_address ON sign_in_failures(address, at);
CREATE INDEX changes_owner ON changes(owner_id, id);
CREATE INDEX changes_batch ON changes(batch_id);
CREATE INDEX changes_undoes ON changes(undoes_batch_id) WHERE undoes_batch_id IS NOT NULL;
CREATE UNIQUE INDEX task_lists_order ON task_lists(owner_id, order_key);
CREATE UNIQUE INDEX task_lists_name ON task_lists(owner_id, name COLLATE NOCASE);
CREATE UNIQUE INDEX tasks_list_order ON tasks(owner_id, COALESCE(list_id, ''), list_key);
CREATE UNIQUE INDEX tasks_today_order ON tasks(owner_id, today_key);
CREATE INDEX tasks_open ON tasks(owner_id, status, start_day);
CREATE INDEX tasks_logbook ON tasks(owner_id, status_at) WHERE status != 'open';
CREATE INDEX tasks_list ON tasks(list_id);
CREATE UNIQUE INDEX task_tags_name ON task_tags(owner_id, name COLLATE NOCASE);
CREATE INDEX task_tag_links_tag ON task_tag_links(tag_id);
CREATE UNIQUE INDEX task_checklist_order ON task_checklist_items(task_id, order_key);
CREATE INDEX price_comparisons_owner ON price_comparisons(owner_id, updated_at);
CREATE INDEX price_products_comparison ON price_products(comparison_id, position);
CREATE INDEX price_products_owner ON price_products(owner_id);
CREATE UNIQUE INDEX timelines_owner_name ON timelines(owner_id, name COLLATE NOCASE);
CREATE INDEX timelines_owner_order ON timelines(owner_id, order_key);
CREATE UNIQUE INDEX timeline_events_import_key ON timeline_events(owner_id, timeline_id, import_key);
CREATE INDEX timeline_events_timeline ON timeline_events(owner_id, timeline_id, start_sort);
CREATE INDEX timeline_queries_owner_order ON timeline_queries(owner_id, order_key);
CREATE INDEX custom_foods_owner ON custom_foods(owner_id);
CREATE INDEX recipes_owner ON recipes(owner_id);
CREATE INDEX recipe_ingredients_recipe ON recipe_ingredients(recipe_id, position);
CREATE INDEX recipe_ingredients_food ON recipe_ingredients(owner_id, food_id);
CREATE INDEX food_events_owner ON food_events(owner_id, occurred_at);
CREATE INDEX food_events_refers ON food_events(refers_to) WHERE refers_to IS NOT NULL;
CREATE TRIGGER food_events_immutable BEFORE UPDATE ON food_events
BEGIN SELECT RAISE(ABORT, 'food events are immutable; append a correction or retraction'); END;
CREATE INDEX areas_owner ON areas(owner_id, order_key);
CREATE INDEX weekly_goals_week ON weekly_goals(week_id);
CREATE INDEX action_items_week ON action_items(week_id);
CREATE INDEX intentions_owner_start ON intentions(owner_id, started_at);
CREATE INDEX distractions_intention ON distractions(intention_id);
CREATE INDEX day_photos_owner_day ON day_photos(owner_id, day, created_at);
CREATE INDEX tasks_reminders ON tasks(owner_id, start_day) WHERE reminder IS NOT NULL AND status = 'open';
CREATE INDEX security_events_owner ON security_events(owner_id, at);
CREATE INDEX sign_in_failures_pair ON sign_in_failures(username, address, at);
CREATE INDEX food_events_entry_kind ON food_events(owner_id, entry_kind, occurred_at);
CREATE INDEX lift_sessions_owner_day ON lift_sessions(owner_id, day);
CREATE INDEX lift_sets_session ON lift_sets(owner_id, session_id, position);
CREATE INDEX lift_sets_kind ON lift_sets(owner_id, kind, recorded_at);
CREATE INDEX lift_templates_owner_order ON lift_templates(owner_id, order_key);
CREATE INDEX journal_entries_owner_time ON journal_entries(owner_id, written_at, id);
CREATE INDEX journal_entries_owner_day ON journal_entries(owner_id, day);
CREATE UNIQUE INDEX journal_entries_source ON journal_entries(owner_id, source_id) WHERE source_id IS NOT NULL;
CREATE UNIQUE INDEX journal_entries_daily_review ON journal_entries(owner_id, day) WHERE template = 'daily-review';
CREATE UNIQUE INDEX journal_photos_entry_photo ON journal_photos(entry_id, photo_id);
CREATE INDEX journal_photos_photo ON journal_photos(photo_id);
CREATE UNIQUE INDEX journal_templates_kind ON journal_templates(owner_id, kind);
CREATE UNIQUE INDEX journal_drafts_entry ON journal_drafts(owner_id, ifnull(entry_id, ''));
CREATE UNIQUE INDEX habits_owner_name ON habits(owner_id, name COLLATE NOCASE);
CREATE INDEX habits_owner_order ON habits(owner_id, order_key);
CREATE UNIQUE INDEX habit_check_ins_day ON habit_check_ins(habit_id, day);
CREATE INDEX habit_check_ins_owner_day ON habit_check_ins(owner_id, day);
CREATE UNIQUE INDEX habit_rest_days_day ON habit_rest_days(habit_id, day);
CREATE INDEX habit_rest_days_owner_day ON habit_rest_days(owner_id, day);
CREATE UNIQUE INDEX tasks_import_key ON tasks(owner_id, import_key) WHERE import_key IS NOT NULL;
CREATE UNIQUE INDEX task_lists_import_key ON task_lists(owner_id, import_key) WHERE import_key IS NOT NULL;
CREATE INDEX task_import_uploads_owner ON task_import_uploads(owner_id, created_at);
CREATE INDEX idempotent_requests_created ON idempotent_requests(created_at);
CREATE INDEX health_imports_owner ON health_imports(owner_id, imported_at);
CREATE UNIQUE INDEX lift_defaults_owner_kind ON lift_defaults(owner_id, kind);
CREATE INDEX tasks_finished ON tasks(owner_id, status, status_at);
CREATE INDEX intentions_running ON intentions(owner_id) WHERE state = 'running';
CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks BEGIN
    INSERT INTO tasks_search(rowid, task_id, owner_id, title, notes) VALUES (new.rowid, new.id, new.owner_id, new.title, new.notes);
END;
CREATE TRIGGER tasks_search_delete AFTER DELETE ON tasks BEGIN
    DELETE FROM tasks_search WHERE rowid = old.rowid;
END;
CREATE TRIGGER tasks_search_update AFTER UPDATE OF title, notes ON tasks BEGIN
    UPDATE tasks_search SET title = new.title, notes = new.notes WHERE rowid = old.rowid;
END;
CREATE TRIGGER journal_search_insert AFTER INSERT ON journal_entries BEGIN
    INSERT INTO journal_search(rowid, entry_id, owner_id, text, tags) VALUES (new.rowid, new.id, new.owner_id, new.text, new.tags);
END;
CREATE TRIGGER journal_search_delete AFTER DELETE ON journal_entries BEGIN
    DELETE FROM journal_search WHERE rowid = old.rowid;
END;
CREATE TRIGGER journal_search_update AFTER UPDATE OF text, tags ON journal_entries BEGIN
    UPDATE journal_search SET text = new.text, tags = new.tags WHERE rowid = old.rowid;
END;
COMMIT;

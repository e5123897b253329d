-- An Almanac database at migration level 0026-calendars (UpgradeTests: written once, never rewritten).
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
, block_id TEXT REFERENCES plan_blocks(id) DEFERRABLE INITIALLY DEFERRED);
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
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK (start_minute + minutes <= 1440)
);
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
INSERT INTO "grdb_migrations" VALUES('0025-timeboxes');
INSERT INTO "grdb_migrations" VALUES('0026-calendars');
INSERT INTO "users" VALUES('01a21f56-a17e-7171-8250-11e9809abb2c','ada','ada','Europe/Berlin',2,0,'metric','2026-11-27 23:28:20.863','dayMonth');
INSERT INTO "credentials" VALUES('01a21f56-a17e-7171-8250-11e9809abb2c','$2b$06$luIf2PZz1MMJOrOKOFyc3OjipwsPrDq3PdY57Eib5IUIRs1xySfFC');
INSERT INTO "changes" VALUES('01a21f56-a194-70b8-b639-05854fbe0282','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a194-70b6-986c-7181a0ece661','weeks','01a21f56-a194-70b7-ba72-3cc8bbdc7a1b','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f56-a194-70b7-ba72-3cc8bbdc7a1b","length_days":7,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-27 23:28:20.885','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f56-a194-70b9-8ca0-39e388395357','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a194-70b6-986c-7181a0ece661','weeks','01a21f56-a194-70b7-ba72-3cc8bbdc7a1b','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f56-a194-70b7-ba72-3cc8bbdc7a1b","length_days":7,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_day":"2026-11-23","started_at":"2026-11-27 23:28:20.885"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f56-a194-70b7-ba72-3cc8bbdc7a1b","length_days":7,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_day":"2026-11-23","started_at":null}','2026-11-27 23:28:20.885','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f56-a1a0-7154-a1cd-d39765ac1943','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a1a0-7152-8288-76336551808a','standups','01a21f56-a1a0-7153-b872-9d0df70113a6','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a21f56-a1a0-7153-b872-9d0df70113a6","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","updated_at":"2026-11-27 23:28:20.897"}',NULL,'2026-11-27 23:28:20.897','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f56-a1a6-7084-a5a2-be16aee74c26','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a1a6-7082-aa88-483ce2a6809e','retrospectives','01a21f56-a1a6-7083-9031-5c51830d796e','insert','{"id":"01a21f56-a1a6-7083-9031-5c51830d796e","improve":"Sleep","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","updated_at":"2026-11-27 23:28:20.902","week_id":"01a21f56-a194-70b7-ba72-3cc8bbdc7a1b","went_well":"Focus"}',NULL,'2026-11-27 23:28:20.902','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f56-a1ab-70a8-89ca-dfa4a6e6b208','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a1ab-70a6-a69f-10edef8e44dc','energy_profiles','01a21f56-a1ab-70a7-85f9-ff4a48cbab53','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a21f56-a1ab-70a7-85f9-ff4a48cbab53","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","sex":"female"}',NULL,'2026-11-27 23:28:20.907','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a21f56-a1ae-71f0-ac67-78a364eef32f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a1ae-71ee-8fee-bf32c505f7b1','areas','01a21f56-a1ae-71ef-845c-dbf157bff7a1','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 23:28:20.911","icon":null,"id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","name":"Area 0-0","order_key":"a1","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:20.911','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f56-a1b1-7063-b4dc-a1e702e6283f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a1b1-7061-aa9f-dbcc4c76f878','weekly_goals','01a21f56-a1b1-7062-877d-731d273023ed','insert','{"added_mid_sprint":1,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","created_at":"2026-11-27 23:28:20.913","estimate_hours":2,"id":"01a21f56-a1b1-7062-877d-731d273023ed","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a21f56-a194-70b7-ba72-3cc8bbdc7a1b"}',NULL,'2026-11-27 23:28:20.913','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f56-a1b4-7134-aedf-574473eafa71','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a1b4-7132-9f36-7467c9b5a52c','intentions','01a21f56-a1b4-7133-bd1c-16ba7893b4f9','insert','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":null,"ends_at":"2026-11-27 23:53:20.916","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f56-a1b4-7133-bd1c-16ba7893b4f9","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.916","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-27 23:28:20.916','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f56-a1ba-7100-9bec-0207ef21a631','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a1ba-70ff-a6e0-82252007d571','intentions','01a21f56-a1b4-7133-bd1c-16ba7893b4f9','update','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":"2026-11-27 23:28:20.922","ends_at":"2026-11-27 23:53:20.916","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f56-a1b4-7133-bd1c-16ba7893b4f9","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.916","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":null,"ends_at":"2026-11-27 23:53:20.916","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f56-a1b4-7133-bd1c-16ba7893b4f9","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.916","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-27 23:28:20.922','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-711b-9cf4-9f81bf378a6e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-711a-903e-cc0329a263a4','intentions','01a21f56-a1b4-7133-bd1c-16ba7893b4f9','update','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":"2026-11-27 23:28:20.922","ends_at":"2026-11-27 23:53:20.916","feeling":"happy","goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f56-a1b4-7133-bd1c-16ba7893b4f9","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":25,"rated_at":"2026-11-27 23:29:20.928","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.916","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":"2026-11-27 23:28:20.922","ends_at":"2026-11-27 23:53:20.916","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f56-a1b4-7133-bd1c-16ba7893b4f9","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.916","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-27 23:29:20.928','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-711e-8176-30584056508e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-711c-b022-956db70f9315','action_items','01a21f57-8c1f-711d-8f86-a07caca68a84','insert','{"created_at":"2026-11-27 23:28:20.932","done":0,"id":"01a21f57-8c1f-711d-8f86-a07caca68a84","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","text":"Action 0-0","week_id":"01a21f56-a194-70b7-ba72-3cc8bbdc7a1b"}',NULL,'2026-11-27 23:28:20.932','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7121-90e3-1abdd72eb936','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-711f-a7c8-e7b7e60758a3','plan_blocks','01a21f57-8c1f-7120-8a66-6bb52016e84d','insert','{"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","created_at":"2026-11-27 23:28:20.934","day":"2026-11-28","goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-7120-8a66-6bb52016e84d","minutes":45,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-27 23:28:20.934"}',NULL,'2026-11-27 23:28:20.934','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7124-b5ba-0a7971186bbd','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7122-9d7a-908753a27ba2','intentions','01a21f57-8c1f-7123-879e-2e0cd63ed982','insert','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":"01a21f57-8c1f-7120-8a66-6bb52016e84d","ended_at":null,"ends_at":"2026-11-28 00:13:20.936","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-7123-879e-2e0cd63ed982","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.936","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-27 23:28:20.936','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7126-952e-2b15e31e7ef7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7125-9937-a7b1e3ddeec1','intentions','01a21f57-8c1f-7123-879e-2e0cd63ed982','update','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":"01a21f57-8c1f-7120-8a66-6bb52016e84d","ended_at":"2026-11-27 23:28:20.941","ends_at":"2026-11-28 00:13:20.936","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-7123-879e-2e0cd63ed982","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.936","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":"01a21f57-8c1f-7120-8a66-6bb52016e84d","ended_at":null,"ends_at":"2026-11-28 00:13:20.936","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-7123-879e-2e0cd63ed982","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.936","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-27 23:28:20.941','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7129-abb2-1f207aaead43','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7127-893e-60855ad5f9b4','plan_blocks','01a21f57-8c1f-7128-af21-d39bb6d51e19','insert','{"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","created_at":"2026-11-27 23:28:20.945","day":"2026-11-28","goal_id":null,"id":"01a21f57-8c1f-7128-af21-d39bb6d51e19","minutes":30,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-27 23:28:20.945"}',NULL,'2026-11-27 23:28:20.945','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-712c-947a-d4ec9da6d5c1','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-712a-bee7-858df43f0f39','weeks','01a21f57-8c1f-712b-8257-40161fc9ec80','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f57-8c1f-712b-8257-40161fc9ec80","length_days":7,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-27 23:28:20.947','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-712e-9eb5-c76c58ed9f7a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-712a-bee7-858df43f0f39','weekly_goals','01a21f57-8c1f-712d-992d-b26ee6ca6724','insert','{"added_mid_sprint":0,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","created_at":"2026-11-27 23:28:20.947","estimate_hours":3,"id":"01a21f57-8c1f-712d-992d-b26ee6ca6724","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a21f57-8c1f-712b-8257-40161fc9ec80"}',NULL,'2026-11-27 23:28:20.947','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7131-993c-c68e41f2e9d2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-712f-bb7e-bb2ac5ac326c','task_lists','01a21f57-8c1f-7130-8a29-865e128cfca7','insert','{"archived":0,"color":null,"created_at":"2026-11-27 23:28:20.952","icon":null,"id":"01a21f57-8c1f-7130-8a29-865e128cfca7","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:20.952','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7134-96ef-b9299f51df36','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7132-8aa2-d2eee1d77e0a','tasks','01a21f57-8c1f-7133-9984-202e6e26cab0','insert','{"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","created_at":"2026-11-27 23:28:20.956","deadline":null,"evening":0,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-7133-9984-202e6e26cab0","import_key":null,"list_id":"01a21f57-8c1f-7130-8a29-865e128cfca7","list_key":"a1","notes":"","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-27 23:28:20.956"}',NULL,'2026-11-27 23:28:20.956','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7136-901f-ed1d9062dbcc','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7132-8aa2-d2eee1d77e0a','task_tags','01a21f57-8c1f-7135-8517-589367505372','insert','{"id":"01a21f57-8c1f-7135-8517-589367505372","name":"errand","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:20.956','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7138-8249-1d8fc19fcd7f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7132-8aa2-d2eee1d77e0a','task_tag_links','01a21f57-8c1f-7137-b7b9-01de334bff5b','insert','{"id":"01a21f57-8c1f-7137-b7b9-01de334bff5b","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","tag_id":"01a21f57-8c1f-7135-8517-589367505372","task_id":"01a21f57-8c1f-7133-9984-202e6e26cab0"}',NULL,'2026-11-27 23:28:20.956','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-713a-8ff6-f8bbd0fe4239','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7132-8aa2-d2eee1d77e0a','task_checklist_items','01a21f57-8c1f-7139-ab1d-b159ef3090cf','insert','{"done":0,"id":"01a21f57-8c1f-7139-ab1d-b159ef3090cf","order_key":"a1","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","task_id":"01a21f57-8c1f-7133-9984-202e6e26cab0","title":"Step"}',NULL,'2026-11-27 23:28:20.956','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-713d-9e8c-8fc0fa83d4e3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-713b-8472-352593772ff2','intentions','01a21f57-8c1f-713c-80ca-62004ab3103b','insert','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":null,"ends_at":"2026-11-27 23:43:20.971","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-713c-80ca-62004ab3103b","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.971","state":"running","tags":"[]","task_id":"01a21f57-8c1f-7133-9984-202e6e26cab0","what":"Task 0-0"}',NULL,'2026-11-27 23:28:20.971','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-713f-a093-dfcb17ab0ba2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-713e-8412-4740fbbb9d88','intentions','01a21f57-8c1f-713c-80ca-62004ab3103b','update','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":"2026-11-27 23:28:20.975","ends_at":"2026-11-27 23:43:20.971","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-713c-80ca-62004ab3103b","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.971","state":"endedEarly","tags":"[]","task_id":"01a21f57-8c1f-7133-9984-202e6e26cab0","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","block_id":null,"ended_at":null,"ends_at":"2026-11-27 23:43:20.971","feeling":null,"goal_id":"01a21f56-a1b1-7062-877d-731d273023ed","id":"01a21f57-8c1f-713c-80ca-62004ab3103b","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:28:20.971","state":"running","tags":"[]","task_id":"01a21f57-8c1f-7133-9984-202e6e26cab0","what":"Task 0-0"}','2026-11-27 23:28:20.975','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7142-93ae-b22dfff34d7c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7140-a138-6fc9ef07c8be','tasks','01a21f57-8c1f-7141-b263-161e14fa713e','insert','{"area_id":null,"created_at":"2026-11-27 23:28:20.980","deadline":null,"evening":0,"goal_id":null,"id":"01a21f57-8c1f-7141-b263-161e14fa713e","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-27 23:28:20.980"}',NULL,'2026-11-27 23:28:20.980','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7147-9562-0758ee535881','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7143-b5de-8246f5b197ed','task_lists','*','insert','{"ids":["01a21f57-8c1f-7144-b7ad-ee0c8695219d"]}',NULL,'2026-11-27 23:28:20.988','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7148-b23a-c5b5fceb2850','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7143-b5de-8246f5b197ed','tasks','*','insert','{"ids":["01a21f57-8c1f-7145-a90e-364529d27547"]}',NULL,'2026-11-27 23:28:20.988','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7149-9e42-f3c8f964c19c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7143-b5de-8246f5b197ed','task_tag_links','*','insert','{"ids":["01a21f57-8c1f-7146-930d-3be65ab64087"]}',NULL,'2026-11-27 23:28:20.988','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-714c-87db-430de2ff20d3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-714a-8fb7-cc28b521bd3a','timelines','01a21f57-8c1f-714b-a8c5-570719e3451d','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 23:28:20.995","icon":"","id":"01a21f57-8c1f-714b-a8c5-570719e3451d","name":"Timeline 0-0","order_key":"a1","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:20.995','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-714f-be00-a2b1d9835ccf','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-714d-a7e0-a5a1ff54ae4b','timeline_events','01a21f57-8c1f-714e-b9e6-9b73de4a63f4','insert','{"created_at":"2026-11-27 23:28:20.999","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a21f57-8c1f-714e-b9e6-9b73de4a63f4","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a21f57-8c1f-714b-a8c5-570719e3451d","title":"Job 0-0","updated_at":"2026-11-27 23:28:20.999"}',NULL,'2026-11-27 23:28:20.999','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7152-ae1a-0bd09462f329','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7150-a996-ca6a255cd5d7','timeline_events','01a21f57-8c1f-7151-82a3-51a66b32488a','insert','{"created_at":"2026-11-27 23:28:21.007","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a21f57-8c1f-7151-82a3-51a66b32488a","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a21f57-8c1f-714b-a8c5-570719e3451d","title":"Trip 0-0","updated_at":"2026-11-27 23:28:21.007"}',NULL,'2026-11-27 23:28:21.007','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7155-8e1f-51658eee33b1','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7153-aba5-f0d69eb9afe9','timeline_queries','01a21f57-8c1f-7154-932f-4e43039eed70','insert','{"created_at":"2026-11-27 23:28:21.011","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a21f57-8c1f-7154-932f-4e43039eed70","name":"Query 0-0","order_key":"a1","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.011','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7158-97a8-8fef706ca434','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7156-b07e-061b1bce9cf7','food_events','01a21f57-8c1f-7157-af06-769e4a89943d','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a21f57-8c1f-7157-af06-769e4a89943d","kind":"record","occurred_at":"2026-11-27 23:28:21.023","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","recorded_at":"2026-11-27 23:28:21.023","refers_to":null}',NULL,'2026-11-27 23:28:21.023','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-715b-b15a-d6c2bd754c80','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7159-9076-7887e7b590f2','recipes','01a21f57-8c1f-715a-842d-b1f0eee26f9b','insert','{"created_at":"2026-11-27 23:28:21.029","id":"01a21f57-8c1f-715a-842d-b1f0eee26f9b","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","servings":2,"total_grams":300,"updated_at":"2026-11-27 23:28:21.029","yield_grams":null}',NULL,'2026-11-27 23:28:21.029','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-715d-a168-e65002db883b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7159-9076-7887e7b590f2','recipe_ingredients','01a21f57-8c1f-715c-ab61-b02d101d4fdb','insert','{"food_id":"09040","grams":100,"id":"01a21f57-8c1f-715c-ab61-b02d101d4fdb","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","position":0,"recipe_id":"01a21f57-8c1f-715a-842d-b1f0eee26f9b"}',NULL,'2026-11-27 23:28:21.029','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-715f-8525-5e89d4769f7c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7159-9076-7887e7b590f2','recipe_ingredients','01a21f57-8c1f-715e-a5d0-57876a0d7dae','insert','{"food_id":"01079","grams":200,"id":"01a21f57-8c1f-715e-a5d0-57876a0d7dae","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","position":1,"recipe_id":"01a21f57-8c1f-715a-842d-b1f0eee26f9b"}',NULL,'2026-11-27 23:28:21.029','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7162-8b16-68fdb55b41e7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7160-81be-3ab74a2c160b','custom_foods','01a21f57-8c1f-7161-a786-c729f1fba583','insert','{"created_at":"2026-11-27 23:28:21.035","id":"01a21f57-8c1f-7161-a786-c729f1fba583","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","portions":"[]","serving_grams":null,"updated_at":"2026-11-27 23:28:21.035"}',NULL,'2026-11-27 23:28:21.035','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7165-9d37-6250cb48679d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7163-bfa4-4fc57e576b33','food_events','01a21f57-8c1f-7164-bfa1-f0ccfd9b7181','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f57-8c1f-7164-bfa1-f0ccfd9b7181","kind":"record","occurred_at":"2026-11-27 23:28:21.037","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","recorded_at":"2026-11-27 23:28:21.037","refers_to":null}',NULL,'2026-11-27 23:28:21.037','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7168-87e0-0b4c4dd87e7b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7166-9806-a659aac1c47f','food_events','01a21f57-8c1f-7167-a5bc-9b7af308a9ab','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a21f57-8c1f-7167-a5bc-9b7af308a9ab","kind":"record","occurred_at":"2026-11-27 23:28:21.038","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","recorded_at":"2026-11-27 23:28:21.038","refers_to":null}',NULL,'2026-11-27 23:28:21.038','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-716b-9005-1e0803a68707','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7169-8831-1ff4841965a2','price_comparisons','01a21f57-8c1f-716a-a8b7-c5d96f250b0f','insert','{"created_at":"2026-11-27 23:28:21.043","display_unit":"100 ml","id":"01a21f57-8c1f-716a-a8b7-c5d96f250b0f","name":"Comparison 0-0","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","unit_system":"metric","updated_at":"2026-11-27 23:28:21.043"}',NULL,'2026-11-27 23:28:21.043','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-716d-825a-6d1866afa789','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7169-8831-1ff4841965a2','price_products','01a21f57-8c1f-716c-9ff3-76efb78b3ea0','insert','{"comparison_id":"01a21f57-8c1f-716a-a8b7-c5d96f250b0f","id":"01a21f57-8c1f-716c-9ff3-76efb78b3ea0","name":"Bertolli","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-27 23:28:21.043','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-716f-9336-38a8c4455d73','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7169-8831-1ff4841965a2','price_products','01a21f57-8c1f-716e-8b7f-19dbd50e9e29','insert','{"comparison_id":"01a21f57-8c1f-716a-a8b7-c5d96f250b0f","id":"01a21f57-8c1f-716e-8b7f-19dbd50e9e29","name":"Monini","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-27 23:28:21.043','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7172-b2c5-9bd4d943dd8a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7170-bbe5-a7087dd5b34c','habits','01a21f57-8c1f-7171-a035-3fb015196d08','insert','{"archived":0,"area_id":"01a21f56-a1ae-71ef-845c-dbf157bff7a1","color":null,"created_at":"2026-11-27 23:28:21.051","emoji":"📚","id":"01a21f57-8c1f-7171-a035-3fb015196d08","name":"Habit 0-0","order_key":"a1","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-27 23:28:21.051"}',NULL,'2026-11-27 23:28:21.051','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7175-85f6-fef7b989c414','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7173-9fa5-6c58cfc32b79','habit_check_ins','01a21f57-8c1f-7174-be86-5be401314438','insert','{"amount":1,"created_at":"2026-11-27 23:28:21.059","day":"2026-11-27","habit_id":"01a21f57-8c1f-7171-a035-3fb015196d08","id":"01a21f57-8c1f-7174-be86-5be401314438","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.059','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7178-932e-36beb75dc631','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7176-8b63-7ef35cc86b74','habit_check_ins','01a21f57-8c1f-7177-9d20-825f163dcc9c','insert','{"amount":1,"created_at":"2026-11-27 23:28:21.066","day":"2026-11-28","habit_id":"01a21f57-8c1f-7171-a035-3fb015196d08","id":"01a21f57-8c1f-7177-9d20-825f163dcc9c","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.066','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-717b-89b8-c90a41dfe69d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7179-9bfd-bbaf5257ae6e','habit_rest_days','01a21f57-8c1f-717a-b3b8-16015f2da66b','insert','{"created_at":"2026-11-27 23:28:21.071","day":"2026-11-30","habit_id":"01a21f57-8c1f-7171-a035-3fb015196d08","id":"01a21f57-8c1f-717a-b3b8-16015f2da66b","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.071','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-717e-a87b-62907dfd45f9','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-717c-8ff6-cd4a5f00ca87','habits','01a21f57-8c1f-717d-ba6d-8e90cfedd87f','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-27 23:28:21.076","emoji":"","id":"01a21f57-8c1f-717d-ba6d-8e90cfedd87f","name":"Water 0-0","order_key":"a2","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-27 23:28:21.076"}',NULL,'2026-11-27 23:28:21.076','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7181-b3af-07ebb55ef5fb','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-717f-a8a0-c061d88e735b','habit_check_ins','01a21f57-8c1f-7180-8cf9-2bf74896c915','insert','{"amount":4,"created_at":"2026-11-27 23:28:21.080","day":"2026-11-28","habit_id":"01a21f57-8c1f-717d-ba6d-8e90cfedd87f","id":"01a21f57-8c1f-7180-8cf9-2bf74896c915","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.080','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7184-9bfc-99637a725a75','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7182-8cda-5c14bceabe37','lift_sessions','01a21f57-8c1f-7183-837e-cb44efaa0d08','insert','{"created_at":"2026-11-27 23:28:21.116","day":"2026-11-28","id":"01a21f57-8c1f-7183-837e-cb44efaa0d08","name":"Workout","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","updated_at":"2026-11-27 23:28:21.116"}',NULL,'2026-11-27 23:28:21.116','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7186-a661-703ddb9d8dd9','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7182-8cda-5c14bceabe37','lift_sets','01a21f57-8c1f-7185-a87d-67cc959dc2dc','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-27 23:28:21.116","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a21f57-8c1f-7185-a87d-67cc959dc2dc","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","position":0,"rate_hz":20,"recorded_at":"2026-11-27 23:28:21.116","reps":3,"session_id":"01a21f57-8c1f-7183-837e-cb44efaa0d08","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-27 23:28:21.116','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7187-ae6b-ab2c1191835d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7182-8cda-5c14bceabe37','lift_streams','01a21f57-8c1f-7185-a87d-67cc959dc2dc','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a21f57-8c1f-7185-a87d-67cc959dc2dc","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.116','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-718a-947f-3a3935503699','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7188-8fe4-d00226a97098','lift_templates','01a21f57-8c1f-7189-a372-203a09576eff','insert','{"created_at":"2026-11-27 23:28:21.133","goal_reps":8,"id":"01a21f57-8c1f-7189-a372-203a09576eff","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","sets":3}',NULL,'2026-11-27 23:28:21.133','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-718d-8558-d44e5298cc02','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-718b-b842-f65925528fbe','lift_defaults','01a21f57-8c1f-718c-aa70-b2e7713257c3','insert','{"id":"01a21f57-8c1f-718c-aa70-b2e7713257c3","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-27 23:28:21.137","velocity_loss_target":25}',NULL,'2026-11-27 23:28:21.137','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7190-9f4c-276c8f2c22dd','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-718f-9c38-d58f125b7bd9','day_photos','01a21f57-8c1f-718e-a77d-ea41d1e20427','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-27 23:28:21.141","day":"2026-11-28","id":"01a21f57-8c1f-718e-a77d-ea41d1e20427","kind":"png","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.142','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7193-8af1-fd70d0a0fc89','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7191-84b2-0a48738a354a','journal_entries','01a21f57-8c1f-7192-aeb8-66535ba3812f','insert','{"created_at":"2026-11-27 23:28:21.145","day":"2026-11-28","id":"01a21f57-8c1f-7192-aeb8-66535ba3812f","location":"Berlin","mood":"happy","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:28:21.145","written_at":"2026-11-27 23:28:21.145"}',NULL,'2026-11-27 23:28:21.145','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7196-bd4a-06d6500ddb59','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7194-8251-574a350b3854','journal_entries','01a21f57-8c1f-7195-84a0-81117cb693cf','insert','{"created_at":"2026-11-27 23:28:21.150","day":"2025-11-28","id":"01a21f57-8c1f-7195-84a0-81117cb693cf","location":null,"mood":null,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:28:21.150","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-27 23:28:21.150','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-7199-9b12-7e601e425bfb','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7198-9aa6-f35c6ce15f29','day_photos','01a21f57-8c1f-7197-8c23-5b58555f16f9','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-27 23:28:21.156","day":"2026-11-28","id":"01a21f57-8c1f-7197-8c23-5b58555f16f9","kind":"png","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c"}',NULL,'2026-11-27 23:28:21.159','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-719b-99b3-27a6307ab23a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7198-9aa6-f35c6ce15f29','journal_photos','01a21f57-8c1f-719a-9c49-36f959b0f292','insert','{"entry_id":"01a21f57-8c1f-7192-aeb8-66535ba3812f","id":"01a21f57-8c1f-719a-9c49-36f959b0f292","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","photo_id":"01a21f57-8c1f-7197-8c23-5b58555f16f9","source_id":null}',NULL,'2026-11-27 23:28:21.159','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-719e-b760-60e6dd587958','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-719c-8c89-81d151ed85dc','journal_entries','01a21f57-8c1f-719d-9dd4-90a55c779d8d','insert','{"created_at":"2026-11-27 23:28:21.166","day":"2026-11-28","id":"01a21f57-8c1f-719d-9dd4-90a55c779d8d","location":null,"mood":null,"owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:28:21.166","written_at":"2026-11-27 23:28:21.166"}',NULL,'2026-11-27 23:28:21.166','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-71a2-b059-636e79e23fe7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71a0-aa40-cc662c65a11c','health_sources','01a21f57-8c1f-71a1-bae2-72b44f3ba7d2','insert','{"id":"01a21f57-8c1f-71a1-bae2-72b44f3ba7d2","name":"Shape Watch 0","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","position":null}',NULL,'2026-11-27 23:28:21.182','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-71a4-b19e-d48f814ed581','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71a0-aa40-cc662c65a11c','health_sources','01a21f57-8c1f-71a3-84e1-dc33fdc50e4d','insert','{"id":"01a21f57-8c1f-71a3-84e1-dc33fdc50e4d","name":"Shape iPhone","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","position":null}',NULL,'2026-11-27 23:28:21.182','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-71a7-9b06-839eca689341','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71a0-aa40-cc662c65a11c','food_events','01a21f57-8c1f-71a6-84c7-ded7d5582f25','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a21f57-8c1f-71a6-84c7-ded7d5582f25","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","recorded_at":"2026-11-27 23:28:21.182","refers_to":null}',NULL,'2026-11-27 23:28:21.182','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-71a9-8482-c62fde737dc9','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71a0-aa40-cc662c65a11c','food_events','01a21f57-8c1f-71a8-89c2-49fce1b5e4bf','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f57-8c1f-71a8-89c2-49fce1b5e4bf","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","recorded_at":"2026-11-27 23:28:21.182","refers_to":null}',NULL,'2026-11-27 23:28:21.182','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-71aa-91f1-791dca627c51','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71a0-aa40-cc662c65a11c','health_days','01a21f57-8c1f-71a5-8aa1-5154c030b3e2','insert','{"active_event_id":"01a21f57-8c1f-71a6-84c7-ded7d5582f25","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a21f57-8c1f-71a5-8aa1-5154c030b3e2","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-27 23:28:21.182","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a21f57-8c1f-71a8-89c2-49fce1b5e4bf","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-27 23:28:21.182','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-71ac-b53c-1ba65bf3e777','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71a0-aa40-cc662c65a11c','health_imports','01a21f57-8c1f-71ab-b1e7-4ca19782e4ba','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a21f57-8c1f-71ab-b1e7-4ca19782e4ba","imported_at":"2026-11-27 23:28:21.182","last_day":"2026-11-26","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","records":3}',NULL,'2026-11-27 23:28:21.182','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f57-8c1f-71af-9d6b-791294c70eff','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ad-88ad-b828ac32e88b','calendars','01a21f57-8c1f-71ae-91a2-d2642771b712','insert','{"color":"#5b6ee1","created_at":"2026-11-27 23:28:21.198","etag":null,"fetched_at":"2026-11-27 23:28:21.198","file_name":"work-0.ics","id":"01a21f57-8c1f-71ae-91a2-d2642771b712","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a21f56-a17e-7171-8250-11e9809abb2c","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-27 23:28:21.198','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a21f57-8c1f-7130-8a29-865e128cfca7','01a21f56-a17e-7171-8250-11e9809abb2c','List 0-0',NULL,NULL,0,'a1','2026-11-27 23:28:20.952',NULL);
INSERT INTO "task_lists" VALUES('01a21f57-8c1f-7144-b7ad-ee0c8695219d','01a21f56-a17e-7171-8250-11e9809abb2c','Imported 0-0',NULL,NULL,0,'a2','2026-11-27 23:28:20.988','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a21f57-8c1f-7133-9984-202e6e26cab0','01a21f56-a17e-7171-8250-11e9809abb2c','Task 0-0','','01a21f57-8c1f-7130-8a29-865e128cfca7','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a21f56-a1b1-7062-877d-731d273023ed','01a21f56-a1ae-71ef-845c-dbf157bff7a1','a1','a1','2026-11-27 23:28:20.956','2026-11-27 23:28:20.956',NULL);
INSERT INTO "tasks" VALUES('01a21f57-8c1f-7141-b263-161e14fa713e','01a21f56-a17e-7171-8250-11e9809abb2c','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-27 23:28:20.980','2026-11-27 23:28:20.980',NULL);
INSERT INTO "tasks" VALUES('01a21f57-8c1f-7145-a90e-364529d27547','01a21f56-a17e-7171-8250-11e9809abb2c','Imported 0-0','','01a21f57-8c1f-7144-b7ad-ee0c8695219d',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a3','2026-11-27 23:28:20.988','2026-11-27 23:28:20.988','todoist:a93ad4de15434be0');
INSERT INTO "task_tags" VALUES('01a21f57-8c1f-7135-8517-589367505372','01a21f56-a17e-7171-8250-11e9809abb2c','errand');
INSERT INTO "task_tag_links" VALUES('01a21f57-8c1f-7137-b7b9-01de334bff5b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7133-9984-202e6e26cab0','01a21f57-8c1f-7135-8517-589367505372');
INSERT INTO "task_tag_links" VALUES('01a21f57-8c1f-7146-930d-3be65ab64087','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7145-a90e-364529d27547','01a21f57-8c1f-7135-8517-589367505372');
INSERT INTO "task_checklist_items" VALUES('01a21f57-8c1f-7139-ab1d-b159ef3090cf','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7133-9984-202e6e26cab0','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a21f57-8c1f-7133-9984-202e6e26cab0','01a21f56-a17e-7171-8250-11e9809abb2c','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f57-8c1f-7141-b263-161e14fa713e','01a21f56-a17e-7171-8250-11e9809abb2c','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f57-8c1f-7145-a90e-364529d27547','01a21f56-a17e-7171-8250-11e9809abb2c','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a21f57-8c1f-716a-a8b7-c5d96f250b0f','01a21f56-a17e-7171-8250-11e9809abb2c','Comparison 0-0','metric','100 ml','2026-11-27 23:28:21.043','2026-11-27 23:28:21.043');
INSERT INTO "price_products" VALUES('01a21f57-8c1f-716c-9ff3-76efb78b3ea0','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-716a-a8b7-c5d96f250b0f',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a21f57-8c1f-716e-8b7f-19dbd50e9e29','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-716a-a8b7-c5d96f250b0f',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a21f57-8c1f-714b-a8c5-570719e3451d','01a21f56-a17e-7171-8250-11e9809abb2c','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-27 23:28:20.995');
INSERT INTO "timeline_events" VALUES('01a21f57-8c1f-714e-b9e6-9b73de4a63f4','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-714b-a8c5-570719e3451d','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-27 23:28:20.999','2026-11-27 23:28:20.999');
INSERT INTO "timeline_events" VALUES('01a21f57-8c1f-7151-82a3-51a66b32488a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-714b-a8c5-570719e3451d','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-27 23:28:21.007','2026-11-27 23:28:21.007');
INSERT INTO "timeline_queries" VALUES('01a21f57-8c1f-7154-932f-4e43039eed70','01a21f56-a17e-7171-8250-11e9809abb2c','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-27 23:28:21.011');
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
INSERT INTO "custom_foods" VALUES('01a21f57-8c1f-7161-a786-c729f1fba583','01a21f56-a17e-7171-8250-11e9809abb2c','Food 0-0','{"208":250}',NULL,'[]','2026-11-27 23:28:21.035','2026-11-27 23:28:21.035');
INSERT INTO "recipes" VALUES('01a21f57-8c1f-715a-842d-b1f0eee26f9b','01a21f56-a17e-7171-8250-11e9809abb2c','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-27 23:28:21.029','2026-11-27 23:28:21.029');
INSERT INTO "recipe_ingredients" VALUES('01a21f57-8c1f-715c-ab61-b02d101d4fdb','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-715a-842d-b1f0eee26f9b','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a21f57-8c1f-715e-a5d0-57876a0d7dae','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-715a-842d-b1f0eee26f9b','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a21f57-8c1f-7157-af06-769e4a89943d','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-27 23:28:21.023','2026-11-27 23:28:21.023','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a21f57-8c1f-7164-bfa1-f0ccfd9b7181','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-27 23:28:21.037','2026-11-27 23:28:21.037','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a21f57-8c1f-7167-a5bc-9b7af308a9ab','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-27 23:28:21.038','2026-11-27 23:28:21.038','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a21f57-8c1f-71a6-84c7-ded7d5582f25','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-26 11:00:00.000','2026-11-27 23:28:21.182','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a21f57-8c1f-71a8-89c2-49fce1b5e4bf','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-26 11:00:00.000','2026-11-27 23:28:21.182','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a21f56-a1ab-70a7-85f9-ff4a48cbab53','01a21f56-a17e-7171-8250-11e9809abb2c','female',1990,170.0,1.4);
INSERT INTO "areas" VALUES('01a21f56-a1ae-71ef-845c-dbf157bff7a1','01a21f56-a17e-7171-8250-11e9809abb2c','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-27 23:28:20.911');
INSERT INTO "weeks" VALUES('01a21f56-a194-70b7-ba72-3cc8bbdc7a1b','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-27 23:28:20.885');
INSERT INTO "weeks" VALUES('01a21f57-8c1f-712b-8257-40161fc9ec80','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a21f56-a1b1-7062-877d-731d273023ed','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a194-70b7-ba72-3cc8bbdc7a1b','01a21f56-a1ae-71ef-845c-dbf157bff7a1','Goal 0-0',2.0,'open',NULL,1,'2026-11-27 23:28:20.913');
INSERT INTO "weekly_goals" VALUES('01a21f57-8c1f-712d-992d-b26ee6ca6724','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-712b-8257-40161fc9ec80','01a21f56-a1ae-71ef-845c-dbf157bff7a1','Past goal 0-0',3.0,'open',NULL,0,'2026-11-27 23:28:20.947');
INSERT INTO "retrospectives" VALUES('01a21f56-a1a6-7083-9031-5c51830d796e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a194-70b7-ba72-3cc8bbdc7a1b','Focus','Sleep','2026-11-27 23:28:20.902');
INSERT INTO "action_items" VALUES('01a21f57-8c1f-711d-8f86-a07caca68a84','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f56-a194-70b7-ba72-3cc8bbdc7a1b','Action 0-0',0,'2026-11-27 23:28:20.932');
INSERT INTO "intentions" VALUES('01a21f56-a1b4-7133-bd1c-16ba7893b4f9','01a21f56-a17e-7171-8250-11e9809abb2c','Intention 0-0',25,'01a21f56-a1b1-7062-877d-731d273023ed','01a21f56-a1ae-71ef-845c-dbf157bff7a1','2026-11-27 23:28:20.916','2026-11-27 23:53:20.916','endedEarly','2026-11-27 23:28:20.922',NULL,'[]','happy','2026-11-27 23:29:20.928',NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a21f57-8c1f-7123-879e-2e0cd63ed982','01a21f56-a17e-7171-8250-11e9809abb2c','Block 0-0',45,'01a21f56-a1b1-7062-877d-731d273023ed','01a21f56-a1ae-71ef-845c-dbf157bff7a1','2026-11-27 23:28:20.936','2026-11-28 00:13:20.936','endedEarly','2026-11-27 23:28:20.941',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a21f57-8c1f-7120-8a66-6bb52016e84d');
INSERT INTO "intentions" VALUES('01a21f57-8c1f-713c-80ca-62004ab3103b','01a21f56-a17e-7171-8250-11e9809abb2c','Task 0-0',15,'01a21f56-a1b1-7062-877d-731d273023ed','01a21f56-a1ae-71ef-845c-dbf157bff7a1','2026-11-27 23:28:20.971','2026-11-27 23:43:20.971','endedEarly','2026-11-27 23:28:20.975',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO "standups" VALUES('01a21f56-a1a0-7153-b872-9d0df70113a6','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-27 23:28:20.897');
INSERT INTO "day_photos" VALUES('01a21f57-8c1f-718e-a77d-ea41d1e20427','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-28','png',64,'Photo 0-0','2026-11-27 23:28:21.141');
INSERT INTO "day_photos" VALUES('01a21f57-8c1f-7197-8c23-5b58555f16f9','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-28','png',64,'Journal 0-0','2026-11-27 23:28:21.156');
INSERT INTO "security_events" VALUES('01a21f56-a17e-7172-adfc-64c7c9736c47','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-27 23:28:20.863','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a21f57-8c1f-7183-837e-cb44efaa0d08','01a21f56-a17e-7171-8250-11e9809abb2c','Workout','2026-11-28','2026-11-27 23:28:21.116','2026-11-27 23:28:21.116');
INSERT INTO "lift_sets" VALUES('01a21f57-8c1f-7185-a87d-67cc959dc2dc','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7183-837e-cb44efaa0d08',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-27 23:28:21.116','2026-11-27 23:28:21.116');
INSERT INTO "lift_streams" VALUES('01a21f57-8c1f-7185-a87d-67cc959dc2dc','01a21f56-a17e-7171-8250-11e9809abb2c','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a21f57-8c1f-7189-a372-203a09576eff','01a21f56-a17e-7171-8250-11e9809abb2c','Template 0-0','bench',60.0,8,3,'a1','2026-11-27 23:28:21.133');
INSERT INTO "journal_entries" VALUES('01a21f57-8c1f-7192-aeb8-66535ba3812f','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-27 23:28:21.145','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-27 23:28:21.145','2026-11-27 23:28:21.145');
INSERT INTO "journal_entries" VALUES('01a21f57-8c1f-7195-84a0-81117cb693cf','01a21f56-a17e-7171-8250-11e9809abb2c','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-27 23:28:21.150','2026-11-27 23:28:21.150');
INSERT INTO "journal_entries" VALUES('01a21f57-8c1f-719d-9dd4-90a55c779d8d','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-27 23:28:21.166','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-27 23:28:21.166','2026-11-27 23:28:21.166');
INSERT INTO "journal_photos" VALUES('01a21f57-8c1f-719a-9c49-36f959b0f292','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7192-aeb8-66535ba3812f','01a21f57-8c1f-7197-8c23-5b58555f16f9',NULL);
INSERT INTO "journal_drafts" VALUES('01a21f57-8c1f-719f-a8f9-d3080a19e58a','01a21f56-a17e-7171-8250-11e9809abb2c',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-27T23:28:21.175Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-27 23:28:21.175');
INSERT INTO "journal_search" VALUES('01a21f57-8c1f-7192-aeb8-66535ba3812f','01a21f56-a17e-7171-8250-11e9809abb2c','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a21f57-8c1f-7195-84a0-81117cb693cf','01a21f56-a17e-7171-8250-11e9809abb2c','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a21f57-8c1f-719d-9dd4-90a55c779d8d','01a21f56-a17e-7171-8250-11e9809abb2c','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a21f57-8c1f-7171-a035-3fb015196d08','01a21f56-a17e-7171-8250-11e9809abb2c','Habit 0-0','📚',NULL,'01a21f56-a1ae-71ef-845c-dbf157bff7a1','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-27 23:28:21.051','2026-11-27 23:28:21.051');
INSERT INTO "habits" VALUES('01a21f57-8c1f-717d-ba6d-8e90cfedd87f','01a21f56-a17e-7171-8250-11e9809abb2c','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-27 23:28:21.076','2026-11-27 23:28:21.076');
INSERT INTO "habit_check_ins" VALUES('01a21f57-8c1f-7174-be86-5be401314438','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7171-a035-3fb015196d08','2026-11-27',1.0,'2026-11-27 23:28:21.059');
INSERT INTO "habit_check_ins" VALUES('01a21f57-8c1f-7177-9d20-825f163dcc9c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7171-a035-3fb015196d08','2026-11-28',1.0,'2026-11-27 23:28:21.066');
INSERT INTO "habit_check_ins" VALUES('01a21f57-8c1f-7180-8cf9-2bf74896c915','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-717d-ba6d-8e90cfedd87f','2026-11-28',4.0,'2026-11-27 23:28:21.080');
INSERT INTO "habit_rest_days" VALUES('01a21f57-8c1f-717a-b3b8-16015f2da66b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-7171-a035-3fb015196d08','2026-11-30','2026-11-27 23:28:21.071');
INSERT INTO "health_days" VALUES('01a21f57-8c1f-71a5-8aa1-5154c030b3e2','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a21f57-8c1f-71a6-84c7-ded7d5582f25',NULL,'01a21f57-8c1f-71a8-89c2-49fce1b5e4bf','2026-11-27 23:28:21.182');
INSERT INTO "health_sources" VALUES('01a21f57-8c1f-71a1-bae2-72b44f3ba7d2','01a21f56-a17e-7171-8250-11e9809abb2c','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a21f57-8c1f-71a3-84e1-dc33fdc50e4d','01a21f56-a17e-7171-8250-11e9809abb2c','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a21f57-8c1f-71ab-b1e7-4ca19782e4ba','01a21f56-a17e-7171-8250-11e9809abb2c','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-27 23:28:21.182');
INSERT INTO "lift_defaults" VALUES('01a21f57-8c1f-718c-aa70-b2e7713257c3','01a21f56-a17e-7171-8250-11e9809abb2c','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-27 23:28:21.137');
INSERT INTO "plan_blocks" VALUES('01a21f57-8c1f-7120-8a66-6bb52016e84d','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-28',375,45,'Block 0-0','01a21f56-a1b1-7062-877d-731d273023ed','01a21f56-a1ae-71ef-845c-dbf157bff7a1',NULL,'2026-11-27 23:28:20.934','2026-11-27 23:28:20.934');
INSERT INTO "plan_blocks" VALUES('01a21f57-8c1f-7128-af21-d39bb6d51e19','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-28',375,30,'Area block 0-0',NULL,'01a21f56-a1ae-71ef-845c-dbf157bff7a1',NULL,'2026-11-27 23:28:20.945','2026-11-27 23:28:20.945');
INSERT INTO "calendars" VALUES('01a21f57-8c1f-71ae-91a2-d2642771b712','01a21f56-a17e-7171-8250-11e9809abb2c','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:shape-0-0
SUMMARY:Meeting 0-0
DTSTART;TZID=Europe/Berlin:20261118T080000
DURATION:PT45M
RRULE:FREQ=DAILY
END:VEVENT
BEGIN:VEVENT
UID:shape-0-day
SUMMARY:Offsite
DTSTART;VALUE=DATE:20261128
END:VEVENT
END:VCALENDAR
',NULL,NULL,'2026-11-27 23:28:21.198',NULL,'2026-11-27 23:28:21.198');
INSERT INTO "calendar_expansions" VALUES('01a21f57-8c1f-71ae-91a2-d2642771b712','01a21f56-a17e-7171-8250-11e9809abb2c','2026-11-27 23:28:21.198','2026-10-02 23:28:21.195','2027-05-28 23:28:21.195','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b0-a6fb-f3a9d97bae37','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b1-987f-160ff9ec577b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b2-86a0-87b58cb1a59c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b3-b1d1-46c5868b6025','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b4-b185-2a04bb8f3287','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b5-a9f4-11944e8fa637','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b6-babf-fbc20e5e2c8c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b7-a352-b90d775af154','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b8-a6e5-2ef11a8dc3bb','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71b9-b112-4f932c1af5e2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ba-a769-9a0e3cf6574d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71bb-86e1-6769f7c2aac7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71bc-aef5-e4859b112157','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71bd-a885-af18e3f409c8','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71be-8c5a-6fcf6c492660','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71bf-917b-e18ae772bb67','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c0-9671-767d35108e6c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c1-b44f-11cea7ec4e13','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c2-83ba-e231e4e75148','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c3-b2a3-6a5e027909dd','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c4-8258-4b6744cd6879','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c5-b712-38b30a9637da','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c6-8a68-0715434533db','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c7-af1b-2595a14b16fb','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c8-9f0e-24487f5fd8b6','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71c9-96ec-b143e1a320cf','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ca-ae17-5e202545cb7a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71cb-a6a0-d4372f853934','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71cc-9538-58317c8460b3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71cd-8186-d079a5d1f763','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ce-a350-0f22b16650d5','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71cf-ac87-09cf5c22e025','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d0-875f-8c47344d9c4d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d1-9a4f-7480f32bd291','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d2-b9a4-8baca3be248c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d3-8a06-ae858574bfd7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d4-a3c2-882aac1eac09','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d5-b3a4-6ddd74927e3b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d6-b425-ce778fb2f258','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d7-8b32-20863d2f78a9','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d8-a749-f4b16ef49bd4','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71d9-99a7-f3bb2710f202','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71da-bf31-ba4eace4721b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71db-ab62-8d643cb6af3c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71dc-a6c4-354c04af1651','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71dd-9c49-33bcfb219fa5','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71de-b32c-3ead68fa2725','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71df-bcb6-ee933ad1054c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e0-a67b-adced569e31a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e1-9e15-6e807456529c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e2-a355-a2034cff32cb','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e3-82c1-93a657507b70','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e4-b757-85fb15ad4d17','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e5-820f-e5e031bc6c48','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e6-98b2-4313eb63d135','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e7-a139-c350f0fdb9e5','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e8-9d62-c7e8cabf2964','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71e9-b960-052263698a66','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ea-b93a-dadc000621b4','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71eb-b368-6a40681e86e2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ec-83c9-7abdae60e4db','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ed-8718-a210efff4ae0','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ee-8f1d-a52e57e3ca0d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ef-bf2e-9674a8ff204f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f0-98aa-71688e879f47','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f1-8efd-cd66e09e19f4','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f2-9629-4906e061d51e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f3-a6db-d1e0d6dfc003','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f4-9eef-dca54804b45b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f5-ad12-8cf91cfd045b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f6-b48d-caf2cebe9bef','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f7-a991-79b71dc02f0b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f8-b0c0-9c1303e9a91c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71f9-9994-68de434f428a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71fa-962f-ca38ceb07625','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71fb-83d8-6f1b13ee07b1','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71fc-8fd9-a63804562cde','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71fd-a510-c0133d9ff6c6','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71fe-89f7-2ecd85670b39','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-71ff-a5ce-6df6e0d9c3d2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7200-ab02-e5fea0d04d61','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7201-b6a2-cbabee8340e6','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7202-af3f-ecfbb7421ba2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7203-bf1f-f06141dd1ed8','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7204-801b-8481ff12123f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7205-9e7d-8db58ca0da80','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7206-bfb6-3d748122016c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7207-8cbe-4e952de28b52','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7208-9c71-dc30897c4e71','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7209-b8ea-3244a2a812c4','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-720a-b2d9-c8beb703bf80','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-720b-8325-2559575085f8','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-720c-8cb0-b552f83c9b28','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-720d-a848-52bfd8569e9b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-720e-a46e-fff8f7b0f81a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-720f-a57e-54128813de84','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7210-b837-b944aae58456','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7211-9ef3-3723593f2b3d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7212-bdd6-8889525e75a3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7213-be1b-07033b21c2cc','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7214-a9ac-94ed76285b07','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7215-adeb-1432a999bdc6','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7216-8e97-9a2eb5d0cd58','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7217-83c5-9b5542bfed08','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7218-9e3f-630c8712ea53','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7219-9461-d4a3290dc0c2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-721a-86e9-473d4b83cc93','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-721b-bccd-f53a5024cd6e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-721c-8ff9-d3ebd5cd21c6','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-721d-b56f-cd1ce1c16902','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-721e-8f9e-2dfcef6c0f97','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-721f-b5ae-a7ecef12d899','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7220-96d3-419c7384e175','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7221-a304-0568b93af2c4','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7222-8f19-82852612d690','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7223-95c1-de9aeab254dc','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7224-b6cf-915b81398a83','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7225-bb61-e53ac1d6a7e2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7226-b9d2-efc3072ad04c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7227-9efb-c4b7ad7e3dd0','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7228-94cc-2aa3ef92c650','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7229-89dd-3642e26c4903','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-722a-a4fb-1ab675b0a595','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-722b-8529-b0c7f6a7b7e4','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-722c-a60a-931a2593630a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-722d-864e-a793866102bf','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-722e-aafc-2ace39e510b0','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-722f-a0e0-15d9e413f8b8','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7230-9a3b-2dabfb7b8b39','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7231-ab43-31077e5cc444','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7232-a7cd-cb696130ca16','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7233-beed-8092c4c8eaad','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7234-8889-a01500ffecd7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7235-a486-fe6ea3877f4e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7236-9245-84f5fad5ce2c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7237-9396-406720275494','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7238-a0ca-75a89f3fa06f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7239-9991-afed8788eff2','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-723a-9443-5fe7f869da1a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-723b-b7bc-be096356cc47','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-723c-b60c-eae05cb7e52e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-723d-8fb0-6e7a490b2738','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-723e-87b4-3861582a5226','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-723f-a555-5d82b8a40b0c','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7240-b50f-1af371fe2a2f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7241-b6a8-02dbd6eb085b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7242-87d4-96e4c149d58d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7243-a17a-11a76ab35167','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7244-84e7-6740e40fdbc3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7245-b175-6a685d03b599','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7246-bea2-5ff956820935','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7247-8912-20ca28f1ccbc','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7248-a037-95ec731336a9','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7249-8d93-cc0ed4bf9624','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-724a-9af5-2c1356b2e2ca','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-724b-b087-a048f3f1e6d6','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-724c-a78e-24efc54edbf3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-724d-a1ab-95acb03363a5','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-724e-8930-bec720537509','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-724f-acf8-f598410e92c1','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7250-8130-6b688751f68d','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7251-b237-cc29a61e6370','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7252-8e81-e5ec304e1783','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7253-b432-3f7b27685dd0','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7254-834a-0765969f6bbf','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7255-9711-dabdb3c399e3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7256-aaaa-4c994f21f470','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7257-ba03-c16df07e5862','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7258-8e5d-6313dd9b1a3a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7259-be18-4cd56acab7c7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-725a-97ea-5a00fc3dad25','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-725b-a948-39b0fbf769e7','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-725c-99bb-a04270b57a51','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-725d-85dc-352a0d142f3a','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-725e-b0e6-fcbbe1b1d687','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-725f-a9cf-03677f71d6cd','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7260-ac66-e7747bb9d703','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7261-85c5-177c9a6ca39b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7262-a0da-3b2e0985bb08','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7263-ae88-6c45d10d1946','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7264-8879-3e30a1cc4434','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7265-90eb-f04d6d14810b','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7266-8946-760d4b61cd28','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7267-87cd-10933d89889e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7268-a0d2-fc85d3015477','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7269-a242-d43ed419538f','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-726a-a3a3-bc5724f61a15','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-726b-b9ec-827d08c1e512','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-726c-b876-ccb647c73a15','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-726d-82f4-740fe292aaa3','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-726e-892d-8cdceeeca4b0','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-726f-84a0-bf0df873628e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a21f57-8c1f-7270-a317-4eebf93e680e','01a21f56-a17e-7171-8250-11e9809abb2c','01a21f57-8c1f-71ae-91a2-d2642771b712','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
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
CREATE INDEX plan_blocks_owner_day ON plan_blocks(owner_id, day, start_minute);
CREATE INDEX intentions_block ON intentions(block_id) WHERE block_id IS NOT NULL;
CREATE INDEX calendars_owner ON calendars(owner_id, name);
CREATE INDEX calendar_events_owner_start ON calendar_events(owner_id, start_at);
CREATE INDEX calendar_events_calendar ON calendar_events(calendar_id);
COMMIT;

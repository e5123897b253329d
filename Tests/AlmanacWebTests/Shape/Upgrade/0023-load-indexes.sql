-- An Almanac database at migration level 0023-load-indexes (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a21ea8-60d4-7184-9c31-0e55a9f7e656','ada','ada','Europe/Berlin',2,0,'metric','2026-11-27 20:18:01.044','monthDay');
INSERT INTO "credentials" VALUES('01a21ea8-60d4-7184-9c31-0e55a9f7e656','$2b$12$VAH8WViVhLcvwGOzuFafb.umpx8Pr3vcVnUqIRiUG7oudNswdY/Ka');
INSERT INTO "changes" VALUES('01a21ea8-60eb-7020-885c-addecc30eb49','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60eb-701e-873c-1d6953bf7209','weeks','01a21ea8-60eb-701f-9dad-1315ffd1adf0','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21ea8-60eb-701f-9dad-1315ffd1adf0","length_days":7,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-27 20:18:01.068','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21ea8-60eb-7021-b081-4dabaea9981e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60eb-701e-873c-1d6953bf7209','weeks','01a21ea8-60eb-701f-9dad-1315ffd1adf0','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21ea8-60eb-701f-9dad-1315ffd1adf0","length_days":7,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","start_day":"2026-11-23","started_at":"2026-11-27 20:18:01.068"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21ea8-60eb-701f-9dad-1315ffd1adf0","length_days":7,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","start_day":"2026-11-23","started_at":null}','2026-11-27 20:18:01.068','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21ea8-60f6-70b6-95ad-b829177ef1e1','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60f6-70b4-8467-5fcf03dab190','standups','01a21ea8-60f6-70b5-ba95-927199274be3','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-27","id":"01a21ea8-60f6-70b5-ba95-927199274be3","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","updated_at":"2026-11-27 20:18:01.078"}',NULL,'2026-11-27 20:18:01.078','web','Saved the standup of 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21ea8-60f9-70fc-a88d-6c122b37747e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60f9-70fa-b931-92c151371ee2','retrospectives','01a21ea8-60f9-70fb-a09e-51d4b76cab39','insert','{"id":"01a21ea8-60f9-70fb-a09e-51d4b76cab39","improve":"Sleep","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","updated_at":"2026-11-27 20:18:01.081","week_id":"01a21ea8-60eb-701f-9dad-1315ffd1adf0","went_well":"Focus"}',NULL,'2026-11-27 20:18:01.081','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21ea8-60fc-7060-8c61-ce9aa7618a22','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60fc-705e-9141-34aa8fea8712','energy_profiles','01a21ea8-60fc-705f-b297-cad1878fc265','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a21ea8-60fc-705f-b297-cad1878fc265","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","sex":"female"}',NULL,'2026-11-27 20:18:01.084','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a21ea8-60fe-7180-a1ae-4eafb863715f','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60fe-717e-ab03-5b3d81839920','areas','01a21ea8-60fe-717f-9f06-ee752b338a5d','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 20:18:01.087","icon":null,"id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","name":"Area 0-0","order_key":"a1","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.087','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea8-6101-71ec-b1b2-b465ecc6eb36','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-6101-71ea-8699-7a0a34d7a7b0','weekly_goals','01a21ea8-6101-71eb-8f7c-7f7f7c8cb532','insert','{"added_mid_sprint":1,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","created_at":"2026-11-27 20:18:01.089","estimate_hours":2,"id":"01a21ea8-6101-71eb-8f7c-7f7f7c8cb532","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a21ea8-60eb-701f-9dad-1315ffd1adf0"}',NULL,'2026-11-27 20:18:01.089','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea8-6105-7200-8a33-e270d6c687a4','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-6105-71fe-91c4-32b1158ac7cf','intentions','01a21ea8-6105-71ff-a398-9e933edd66e8','insert','{"abandon_reason":null,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","ended_at":null,"ends_at":"2026-11-27 20:43:01.093","feeling":null,"goal_id":"01a21ea8-6101-71eb-8f7c-7f7f7c8cb532","id":"01a21ea8-6105-71ff-a398-9e933edd66e8","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 20:18:01.093","state":"running","tags":"[]","what":"Intention 0-0"}',NULL,'2026-11-27 20:18:01.093','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea8-610e-7003-85f2-81d5f217f031','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-610e-7002-b654-fa735996cc98','intentions','01a21ea8-6105-71ff-a398-9e933edd66e8','update','{"abandon_reason":null,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","ended_at":"2026-11-27 20:18:01.103","ends_at":"2026-11-27 20:43:01.093","feeling":null,"goal_id":"01a21ea8-6101-71eb-8f7c-7f7f7c8cb532","id":"01a21ea8-6105-71ff-a398-9e933edd66e8","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 20:18:01.093","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","ended_at":null,"ends_at":"2026-11-27 20:43:01.093","feeling":null,"goal_id":"01a21ea8-6101-71eb-8f7c-7f7f7c8cb532","id":"01a21ea8-6105-71ff-a398-9e933edd66e8","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 20:18:01.093","state":"running","tags":"[]","what":"Intention 0-0"}','2026-11-27 20:18:01.103','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7182-810c-171a454c748b','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-7181-89ad-07c6f3aeeec7','intentions','01a21ea8-6105-71ff-a398-9e933edd66e8','update','{"abandon_reason":null,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","ended_at":"2026-11-27 20:18:01.103","ends_at":"2026-11-27 20:43:01.093","feeling":"happy","goal_id":"01a21ea8-6101-71eb-8f7c-7f7f7c8cb532","id":"01a21ea8-6105-71ff-a398-9e933edd66e8","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","planned_minutes":25,"rated_at":"2026-11-27 20:19:01.111","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 20:18:01.093","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","ended_at":"2026-11-27 20:18:01.103","ends_at":"2026-11-27 20:43:01.093","feeling":null,"goal_id":"01a21ea8-6101-71eb-8f7c-7f7f7c8cb532","id":"01a21ea8-6105-71ff-a398-9e933edd66e8","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 20:18:01.093","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','2026-11-27 20:19:01.111','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7185-a70a-43a3e0358890','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-7183-9bf2-7330809f733a','action_items','01a21ea9-4b76-7184-9805-d6426e5d3cf3','insert','{"created_at":"2026-11-27 20:18:01.114","done":0,"id":"01a21ea9-4b76-7184-9805-d6426e5d3cf3","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","text":"Action 0-0","week_id":"01a21ea8-60eb-701f-9dad-1315ffd1adf0"}',NULL,'2026-11-27 20:18:01.114','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7188-a110-90edb06a6a49','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-7186-a69a-16dbd10577a6','weeks','01a21ea9-4b76-7187-beec-49a69b8a0798','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21ea9-4b76-7187-beec-49a69b8a0798","length_days":7,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-27 20:18:01.116','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-718a-960d-dba5dae6eb54','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-7186-a69a-16dbd10577a6','weekly_goals','01a21ea9-4b76-7189-aa67-3a04b6439621','insert','{"added_mid_sprint":0,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","created_at":"2026-11-27 20:18:01.116","estimate_hours":3,"id":"01a21ea9-4b76-7189-aa67-3a04b6439621","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a21ea9-4b76-7187-beec-49a69b8a0798"}',NULL,'2026-11-27 20:18:01.116','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-718d-9a1f-49a71a735dcd','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-718b-8d2c-08a9535c72f7','task_lists','01a21ea9-4b76-718c-83a2-ba28160ada68','insert','{"archived":0,"color":null,"created_at":"2026-11-27 20:18:01.121","icon":null,"id":"01a21ea9-4b76-718c-83a2-ba28160ada68","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.121','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7190-86b3-8294341cbd9d','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-718e-ae41-668587f46391','tasks','01a21ea9-4b76-718f-b280-124c7c8f53ea','insert','{"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","created_at":"2026-11-27 20:18:01.123","deadline":null,"evening":0,"goal_id":"01a21ea8-6101-71eb-8f7c-7f7f7c8cb532","id":"01a21ea9-4b76-718f-b280-124c7c8f53ea","import_key":null,"list_id":"01a21ea9-4b76-718c-83a2-ba28160ada68","list_key":"a1","notes":"","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-27","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-27 20:18:01.123"}',NULL,'2026-11-27 20:18:01.123','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7192-b0ca-af3e99235fab','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-718e-ae41-668587f46391','task_tags','01a21ea9-4b76-7191-93f9-e60c3e14f4fc','insert','{"id":"01a21ea9-4b76-7191-93f9-e60c3e14f4fc","name":"errand","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.123','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7194-88c0-d4a8ca1dd875','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-718e-ae41-668587f46391','task_tag_links','01a21ea9-4b76-7193-8447-4de88162b14e','insert','{"id":"01a21ea9-4b76-7193-8447-4de88162b14e","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","tag_id":"01a21ea9-4b76-7191-93f9-e60c3e14f4fc","task_id":"01a21ea9-4b76-718f-b280-124c7c8f53ea"}',NULL,'2026-11-27 20:18:01.123','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7196-8956-2869b3fdc9c5','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-718e-ae41-668587f46391','task_checklist_items','01a21ea9-4b76-7195-9c66-f6bd91b62af6','insert','{"done":0,"id":"01a21ea9-4b76-7195-9c66-f6bd91b62af6","order_key":"a1","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","task_id":"01a21ea9-4b76-718f-b280-124c7c8f53ea","title":"Step"}',NULL,'2026-11-27 20:18:01.123','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7199-addb-aaeb9c6d2bb1','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-7197-8c62-165493268cf3','tasks','01a21ea9-4b76-7198-b934-ca1a5d4786ef','insert','{"area_id":null,"created_at":"2026-11-27 20:18:01.136","deadline":null,"evening":0,"goal_id":null,"id":"01a21ea9-4b76-7198-b934-ca1a5d4786ef","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-27 20:18:01.136"}',NULL,'2026-11-27 20:18:01.136','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-719e-a545-0a71c55dbfab','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-719a-b52f-b21ae08d7b66','task_lists','*','insert','{"ids":["01a21ea9-4b76-719b-81d7-1a1356f3ad1d"]}',NULL,'2026-11-27 20:18:01.145','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-719f-baf8-30116f14004f','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-719a-b52f-b21ae08d7b66','tasks','*','insert','{"ids":["01a21ea9-4b76-719c-9724-8d36d7e3cb08"]}',NULL,'2026-11-27 20:18:01.145','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71a0-b3ac-9e04c27cb205','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-719a-b52f-b21ae08d7b66','task_tag_links','*','insert','{"ids":["01a21ea9-4b76-719d-bdd5-2dc2067f0dbd"]}',NULL,'2026-11-27 20:18:01.145','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71a3-bc61-e0b42707dfdc','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71a1-b372-3268a1b744ee','timelines','01a21ea9-4b76-71a2-a228-29be93a22cfc','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 20:18:01.153","icon":"","id":"01a21ea9-4b76-71a2-a228-29be93a22cfc","name":"Timeline 0-0","order_key":"a1","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.153','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71a6-806e-8c043d979ef9','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71a4-bd0e-9119ea08a455','timeline_events','01a21ea9-4b76-71a5-a2f8-9f7fd6adb801','insert','{"created_at":"2026-11-27 20:18:01.156","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a21ea9-4b76-71a5-a2f8-9f7fd6adb801","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a21ea9-4b76-71a2-a228-29be93a22cfc","title":"Job 0-0","updated_at":"2026-11-27 20:18:01.156"}',NULL,'2026-11-27 20:18:01.156','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71a9-98ce-7b1687e2b223','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71a7-88fc-d48a4790ccdf','timeline_events','01a21ea9-4b76-71a8-9333-182b51aabedf','insert','{"created_at":"2026-11-27 20:18:01.159","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a21ea9-4b76-71a8-9333-182b51aabedf","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a21ea9-4b76-71a2-a228-29be93a22cfc","title":"Trip 0-0","updated_at":"2026-11-27 20:18:01.159"}',NULL,'2026-11-27 20:18:01.159','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71ac-9626-3c930d81872b','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71aa-a595-3ee13decefef','timeline_queries','01a21ea9-4b76-71ab-b14c-ede662fd050e','insert','{"created_at":"2026-11-27 20:18:01.163","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a21ea9-4b76-71ab-b14c-ede662fd050e","name":"Query 0-0","order_key":"a1","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.163','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71af-94b9-6a132a8fa2cc','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71ad-bcb1-77d1bf1b4668','food_events','01a21ea9-4b76-71ae-916a-ea901b569f7f','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a21ea9-4b76-71ae-916a-ea901b569f7f","kind":"record","occurred_at":"2026-11-27 20:18:01.165","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","recorded_at":"2026-11-27 20:18:01.165","refers_to":null}',NULL,'2026-11-27 20:18:01.165','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71b2-82c7-ea7d8758e411','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71b0-ae70-ccef2bbfe47d','recipes','01a21ea9-4b76-71b1-b229-444d5e4a96f1','insert','{"created_at":"2026-11-27 20:18:01.170","id":"01a21ea9-4b76-71b1-b229-444d5e4a96f1","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","servings":2,"total_grams":300,"updated_at":"2026-11-27 20:18:01.170","yield_grams":null}',NULL,'2026-11-27 20:18:01.170','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71b4-ac85-ea6504ce5b7c','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71b0-ae70-ccef2bbfe47d','recipe_ingredients','01a21ea9-4b76-71b3-81a6-ff46630966b5','insert','{"food_id":"09040","grams":100,"id":"01a21ea9-4b76-71b3-81a6-ff46630966b5","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","position":0,"recipe_id":"01a21ea9-4b76-71b1-b229-444d5e4a96f1"}',NULL,'2026-11-27 20:18:01.170','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71b6-a510-89d4cd8c2f78','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71b0-ae70-ccef2bbfe47d','recipe_ingredients','01a21ea9-4b76-71b5-9959-9b16219b01ff','insert','{"food_id":"01079","grams":200,"id":"01a21ea9-4b76-71b5-9959-9b16219b01ff","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","position":1,"recipe_id":"01a21ea9-4b76-71b1-b229-444d5e4a96f1"}',NULL,'2026-11-27 20:18:01.170','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71b9-959e-cd2098d22d1a','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71b7-843b-0f8dd1a78e5d','custom_foods','01a21ea9-4b76-71b8-9df2-97f398197512','insert','{"created_at":"2026-11-27 20:18:01.175","id":"01a21ea9-4b76-71b8-9df2-97f398197512","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","portions":"[]","serving_grams":null,"updated_at":"2026-11-27 20:18:01.175"}',NULL,'2026-11-27 20:18:01.175','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71bc-b49e-72a4a696ca63','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71ba-8a77-23bcb50e1d44','food_events','01a21ea9-4b76-71bb-b0fe-7fa817adf062','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21ea9-4b76-71bb-b0fe-7fa817adf062","kind":"record","occurred_at":"2026-11-27 20:18:01.177","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","recorded_at":"2026-11-27 20:18:01.177","refers_to":null}',NULL,'2026-11-27 20:18:01.177','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71bf-84b6-1243c9a26e16','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71bd-8bec-b2fa2c6b63b9','food_events','01a21ea9-4b76-71be-af44-877fb0a69455','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a21ea9-4b76-71be-af44-877fb0a69455","kind":"record","occurred_at":"2026-11-27 20:18:01.178","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","recorded_at":"2026-11-27 20:18:01.178","refers_to":null}',NULL,'2026-11-27 20:18:01.178','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71c2-82d0-ded282200e50','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c0-821c-3863d38651b4','price_comparisons','01a21ea9-4b76-71c1-862b-0e1fbebbe112','insert','{"created_at":"2026-11-27 20:18:01.180","display_unit":"100 ml","id":"01a21ea9-4b76-71c1-862b-0e1fbebbe112","name":"Comparison 0-0","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","unit_system":"metric","updated_at":"2026-11-27 20:18:01.180"}',NULL,'2026-11-27 20:18:01.180','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71c4-b3cf-052eebf69235','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c0-821c-3863d38651b4','price_products','01a21ea9-4b76-71c3-b0cb-e5ace7396cae','insert','{"comparison_id":"01a21ea9-4b76-71c1-862b-0e1fbebbe112","id":"01a21ea9-4b76-71c3-b0cb-e5ace7396cae","name":"Bertolli","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-27 20:18:01.180','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71c6-a7f7-a93b9b5d13ff','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c0-821c-3863d38651b4','price_products','01a21ea9-4b76-71c5-9847-76cc8b3c9e18','insert','{"comparison_id":"01a21ea9-4b76-71c1-862b-0e1fbebbe112","id":"01a21ea9-4b76-71c5-9847-76cc8b3c9e18","name":"Monini","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-27 20:18:01.180','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71c9-b036-e634a0b0c191','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c7-9951-4394afc11ebf','habits','01a21ea9-4b76-71c8-9c7c-8c96a525b55b','insert','{"archived":0,"area_id":"01a21ea8-60fe-717f-9f06-ee752b338a5d","color":null,"created_at":"2026-11-27 20:18:01.186","emoji":"📚","id":"01a21ea9-4b76-71c8-9c7c-8c96a525b55b","name":"Habit 0-0","order_key":"a1","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-27","target":null,"unit":"","updated_at":"2026-11-27 20:18:01.186"}',NULL,'2026-11-27 20:18:01.186','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71cc-8673-121c088daf33','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71ca-a79f-2120a9040fe7','habit_check_ins','01a21ea9-4b76-71cb-a040-91f04ac5ca5b','insert','{"amount":1,"created_at":"2026-11-27 20:18:01.194","day":"2026-11-26","habit_id":"01a21ea9-4b76-71c8-9c7c-8c96a525b55b","id":"01a21ea9-4b76-71cb-a040-91f04ac5ca5b","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.194','web','Checked in “Habit 0-0” on 2026-11-26',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71cf-912e-97e5485764b4','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71cd-b060-12c4d0055208','habit_check_ins','01a21ea9-4b76-71ce-9e99-39801b239ff6','insert','{"amount":1,"created_at":"2026-11-27 20:18:01.198","day":"2026-11-27","habit_id":"01a21ea9-4b76-71c8-9c7c-8c96a525b55b","id":"01a21ea9-4b76-71ce-9e99-39801b239ff6","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.198','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71d2-87b6-2e06885cf5f1','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71d0-9659-6601455ea714','habit_rest_days','01a21ea9-4b76-71d1-8759-f0c26bbf2550','insert','{"created_at":"2026-11-27 20:18:01.201","day":"2026-11-29","habit_id":"01a21ea9-4b76-71c8-9c7c-8c96a525b55b","id":"01a21ea9-4b76-71d1-8759-f0c26bbf2550","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.201','web','Declared 2026-11-29 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71d5-a887-7c90616af64d','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71d3-97d8-09a9eacc5b48','habits','01a21ea9-4b76-71d4-8823-6c57c27f419a','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-27 20:18:01.204","emoji":"","id":"01a21ea9-4b76-71d4-8823-6c57c27f419a","name":"Water 0-0","order_key":"a2","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-27","target":8,"unit":"glasses","updated_at":"2026-11-27 20:18:01.204"}',NULL,'2026-11-27 20:18:01.204','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71d8-a3e3-4249dd49110e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71d6-a77d-68a35a4d16e1','habit_check_ins','01a21ea9-4b76-71d7-930b-7d7a7abde40d','insert','{"amount":4,"created_at":"2026-11-27 20:18:01.206","day":"2026-11-27","habit_id":"01a21ea9-4b76-71d4-8823-6c57c27f419a","id":"01a21ea9-4b76-71d7-930b-7d7a7abde40d","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.206','web','Checked in “Water 0-0” on 2026-11-27 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71db-943f-f86a5054bfea','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71d9-b992-ceeb23c0cc8b','lift_sessions','01a21ea9-4b76-71da-b0cf-84a15be3aeb7','insert','{"created_at":"2026-11-27 20:18:01.234","day":"2026-11-27","id":"01a21ea9-4b76-71da-b0cf-84a15be3aeb7","name":"Workout","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","updated_at":"2026-11-27 20:18:01.234"}',NULL,'2026-11-27 20:18:01.234','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71dd-91bf-9f5278ac7501','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71d9-b992-ceeb23c0cc8b','lift_sets','01a21ea9-4b76-71dc-8756-c91b47f7a1b0','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-27 20:18:01.234","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a21ea9-4b76-71dc-8756-c91b47f7a1b0","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","position":0,"rate_hz":20,"recorded_at":"2026-11-27 20:18:01.234","reps":3,"session_id":"01a21ea9-4b76-71da-b0cf-84a15be3aeb7","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-27 20:18:01.234','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71de-a86e-05ac2a074b10','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71d9-b992-ceeb23c0cc8b','lift_streams','01a21ea9-4b76-71dc-8756-c91b47f7a1b0','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a21ea9-4b76-71dc-8756-c91b47f7a1b0","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.234','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71e1-b297-5fe740f27671','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71df-af05-3322b331cc3d','lift_templates','01a21ea9-4b76-71e0-9bda-01528a8754ad','insert','{"created_at":"2026-11-27 20:18:01.250","goal_reps":8,"id":"01a21ea9-4b76-71e0-9bda-01528a8754ad","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","sets":3}',NULL,'2026-11-27 20:18:01.250','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71e4-9e88-bb29d6ec2a76','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71e2-baed-7b9c16d3b547','lift_defaults','01a21ea9-4b76-71e3-a560-fd1c61b56b2e','insert','{"id":"01a21ea9-4b76-71e3-a560-fd1c61b56b2e","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-27 20:18:01.253","velocity_loss_target":25}',NULL,'2026-11-27 20:18:01.253','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71e7-8b94-2d88667079a5','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71e6-8151-b93a85f3d762','day_photos','01a21ea9-4b76-71e5-9520-5070c40445a4','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-27 20:18:01.260","day":"2026-11-27","id":"01a21ea9-4b76-71e5-9520-5070c40445a4","kind":"png","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.261','web','Added a photo to 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71ea-9c2c-0db641024606','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71e8-a60a-1c5e53e50ded','journal_entries','01a21ea9-4b76-71e9-a9ad-aa9e322d2c0e','insert','{"created_at":"2026-11-27 20:18:01.263","day":"2026-11-27","id":"01a21ea9-4b76-71e9-a9ad-aa9e322d2c0e","location":"Berlin","mood":"happy","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-27 20:18:01.263","written_at":"2026-11-27 20:18:01.263"}',NULL,'2026-11-27 20:18:01.263','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71ed-9bb6-284da85e3b80','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71eb-befd-1687e54cc2a1','journal_entries','01a21ea9-4b76-71ec-9478-74a386117780','insert','{"created_at":"2026-11-27 20:18:01.267","day":"2025-11-27","id":"01a21ea9-4b76-71ec-9478-74a386117780","location":null,"mood":null,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-27 20:18:01.267","written_at":"2025-11-27 19:00:00.000"}',NULL,'2026-11-27 20:18:01.267','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71f0-98e7-790e9c9106f1','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71ef-bdd5-e97c91fe19c4','day_photos','01a21ea9-4b76-71ee-8286-018b43ed79cb','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-27 20:18:01.272","day":"2026-11-27","id":"01a21ea9-4b76-71ee-8286-018b43ed79cb","kind":"png","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656"}',NULL,'2026-11-27 20:18:01.273','web','Added a photo to 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71f2-b8b3-dbdc9291435e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71ef-bdd5-e97c91fe19c4','journal_photos','01a21ea9-4b76-71f1-882a-d5cac13ac172','insert','{"entry_id":"01a21ea9-4b76-71e9-a9ad-aa9e322d2c0e","id":"01a21ea9-4b76-71f1-882a-d5cac13ac172","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","photo_id":"01a21ea9-4b76-71ee-8286-018b43ed79cb","source_id":null}',NULL,'2026-11-27 20:18:01.273','web','Added a photo to 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71f5-9d22-4ea78af82202','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71f3-8d52-d6bc5491794b','journal_entries','01a21ea9-4b76-71f4-b432-a6cb8236fefe','insert','{"created_at":"2026-11-27 20:18:01.278","day":"2026-11-27","id":"01a21ea9-4b76-71f4-b432-a6cb8236fefe","location":null,"mood":null,"owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-27 20:18:01.278","written_at":"2026-11-27 20:18:01.278"}',NULL,'2026-11-27 20:18:01.278','web','Filled in daily review for 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71f9-8932-544e9c0cfd91','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71f7-bfde-1030ddd89b28','health_sources','01a21ea9-4b76-71f8-a8cf-2e1f9c6c2c22','insert','{"id":"01a21ea9-4b76-71f8-a8cf-2e1f9c6c2c22","name":"Shape Watch 0","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","position":null}',NULL,'2026-11-27 20:18:01.289','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71fb-b4b5-7f614347e069','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71f7-bfde-1030ddd89b28','health_sources','01a21ea9-4b76-71fa-bda0-b31d2cb7486f','insert','{"id":"01a21ea9-4b76-71fa-bda0-b31d2cb7486f","name":"Shape iPhone","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","position":null}',NULL,'2026-11-27 20:18:01.289','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-71fe-9727-df50592d89a9','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71f7-bfde-1030ddd89b28','food_events','01a21ea9-4b76-71fd-9cfe-019758732081','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50}}","entry_kind":"activeEnergy","food_id":null,"id":"01a21ea9-4b76-71fd-9cfe-019758732081","kind":"record","occurred_at":"2026-11-25 11:00:00.000","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","recorded_at":"2026-11-27 20:18:01.289","refers_to":null}',NULL,'2026-11-27 20:18:01.289','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7200-8c73-09819bfb606c','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71f7-bfde-1030ddd89b28','food_events','01a21ea9-4b76-71ff-a74e-dc9292cdf321','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21ea9-4b76-71ff-a74e-dc9292cdf321","kind":"record","occurred_at":"2026-11-25 11:00:00.000","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","recorded_at":"2026-11-27 20:18:01.289","refers_to":null}',NULL,'2026-11-27 20:18:01.289','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7201-a36d-b5a9ae855e7c','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71f7-bfde-1030ddd89b28','health_days','01a21ea9-4b76-71fc-96c9-d82d4f482696','insert','{"active_event_id":"01a21ea9-4b76-71fd-9cfe-019758732081","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-25","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a21ea9-4b76-71fc-96c9-d82d4f482696","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-27 20:18:01.289","weighed_at":"2026-11-25 11:00:00.000","weight_event_id":"01a21ea9-4b76-71ff-a74e-dc9292cdf321","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-27 20:18:01.289','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21ea9-4b76-7203-917e-5906e443f988','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71f7-bfde-1030ddd89b28','health_imports','01a21ea9-4b76-7202-bf79-5eddbad28393','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-25","format":"csv","id":"01a21ea9-4b76-7202-bf79-5eddbad28393","imported_at":"2026-11-27 20:18:01.289","last_day":"2026-11-25","owner_id":"01a21ea8-60d4-7184-9c31-0e55a9f7e656","records":3}',NULL,'2026-11-27 20:18:01.289','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "task_lists" VALUES('01a21ea9-4b76-718c-83a2-ba28160ada68','01a21ea8-60d4-7184-9c31-0e55a9f7e656','List 0-0',NULL,NULL,0,'a1','2026-11-27 20:18:01.121',NULL);
INSERT INTO "task_lists" VALUES('01a21ea9-4b76-719b-81d7-1a1356f3ad1d','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Imported 0-0',NULL,NULL,0,'a2','2026-11-27 20:18:01.145','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a21ea9-4b76-718f-b280-124c7c8f53ea','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Task 0-0','','01a21ea9-4b76-718c-83a2-ba28160ada68','2026-11-27',0,0,NULL,NULL,'open',NULL,NULL,'01a21ea8-6101-71eb-8f7c-7f7f7c8cb532','01a21ea8-60fe-717f-9f06-ee752b338a5d','a1','a1','2026-11-27 20:18:01.123','2026-11-27 20:18:01.123',NULL);
INSERT INTO "tasks" VALUES('01a21ea9-4b76-7198-b934-ca1a5d4786ef','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-27 20:18:01.136','2026-11-27 20:18:01.136',NULL);
INSERT INTO "tasks" VALUES('01a21ea9-4b76-719c-9724-8d36d7e3cb08','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Imported 0-0','','01a21ea9-4b76-719b-81d7-1a1356f3ad1d',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a3','2026-11-27 20:18:01.145','2026-11-27 20:18:01.145','todoist:a93ad4de15434be0');
INSERT INTO "task_tags" VALUES('01a21ea9-4b76-7191-93f9-e60c3e14f4fc','01a21ea8-60d4-7184-9c31-0e55a9f7e656','errand');
INSERT INTO "task_tag_links" VALUES('01a21ea9-4b76-7193-8447-4de88162b14e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-718f-b280-124c7c8f53ea','01a21ea9-4b76-7191-93f9-e60c3e14f4fc');
INSERT INTO "task_tag_links" VALUES('01a21ea9-4b76-719d-bdd5-2dc2067f0dbd','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-719c-9724-8d36d7e3cb08','01a21ea9-4b76-7191-93f9-e60c3e14f4fc');
INSERT INTO "task_checklist_items" VALUES('01a21ea9-4b76-7195-9c66-f6bd91b62af6','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-718f-b280-124c7c8f53ea','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a21ea9-4b76-718f-b280-124c7c8f53ea','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a21ea9-4b76-7198-b934-ca1a5d4786ef','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a21ea9-4b76-719c-9724-8d36d7e3cb08','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a21ea9-4b76-71c1-862b-0e1fbebbe112','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Comparison 0-0','metric','100 ml','2026-11-27 20:18:01.180','2026-11-27 20:18:01.180');
INSERT INTO "price_products" VALUES('01a21ea9-4b76-71c3-b0cb-e5ace7396cae','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c1-862b-0e1fbebbe112',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a21ea9-4b76-71c5-9847-76cc8b3c9e18','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c1-862b-0e1fbebbe112',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a21ea9-4b76-71a2-a228-29be93a22cfc','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-27 20:18:01.153');
INSERT INTO "timeline_events" VALUES('01a21ea9-4b76-71a5-a2f8-9f7fd6adb801','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71a2-a228-29be93a22cfc','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-27 20:18:01.156','2026-11-27 20:18:01.156');
INSERT INTO "timeline_events" VALUES('01a21ea9-4b76-71a8-9333-182b51aabedf','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71a2-a228-29be93a22cfc','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-27 20:18:01.159','2026-11-27 20:18:01.159');
INSERT INTO "timeline_queries" VALUES('01a21ea9-4b76-71ab-b14c-ede662fd050e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-27 20:18:01.163');
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
INSERT INTO "custom_foods" VALUES('01a21ea9-4b76-71b8-9df2-97f398197512','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Food 0-0','{"208":250}',NULL,'[]','2026-11-27 20:18:01.175','2026-11-27 20:18:01.175');
INSERT INTO "recipes" VALUES('01a21ea9-4b76-71b1-b229-444d5e4a96f1','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-27 20:18:01.170','2026-11-27 20:18:01.170');
INSERT INTO "recipe_ingredients" VALUES('01a21ea9-4b76-71b3-81a6-ff46630966b5','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71b1-b229-444d5e4a96f1','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a21ea9-4b76-71b5-9959-9b16219b01ff','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71b1-b229-444d5e4a96f1','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a21ea9-4b76-71ae-916a-ea901b569f7f','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27 20:18:01.165','2026-11-27 20:18:01.165','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a21ea9-4b76-71bb-b0fe-7fa817adf062','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27 20:18:01.177','2026-11-27 20:18:01.177','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a21ea9-4b76-71be-af44-877fb0a69455','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27 20:18:01.178','2026-11-27 20:18:01.178','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a21ea9-4b76-71fd-9cfe-019758732081','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-25 11:00:00.000','2026-11-27 20:18:01.289','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50}}');
INSERT INTO "food_events" VALUES('01a21ea9-4b76-71ff-a74e-dc9292cdf321','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-25 11:00:00.000','2026-11-27 20:18:01.289','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a21ea8-60fc-705f-b297-cad1878fc265','01a21ea8-60d4-7184-9c31-0e55a9f7e656','female',1990,170.0,1.4);
INSERT INTO "areas" VALUES('01a21ea8-60fe-717f-9f06-ee752b338a5d','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-27 20:18:01.087');
INSERT INTO "weeks" VALUES('01a21ea8-60eb-701f-9dad-1315ffd1adf0','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-27 20:18:01.068');
INSERT INTO "weeks" VALUES('01a21ea9-4b76-7187-beec-49a69b8a0798','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a21ea8-6101-71eb-8f7c-7f7f7c8cb532','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60eb-701f-9dad-1315ffd1adf0','01a21ea8-60fe-717f-9f06-ee752b338a5d','Goal 0-0',2.0,'open',NULL,1,'2026-11-27 20:18:01.089');
INSERT INTO "weekly_goals" VALUES('01a21ea9-4b76-7189-aa67-3a04b6439621','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-7187-beec-49a69b8a0798','01a21ea8-60fe-717f-9f06-ee752b338a5d','Past goal 0-0',3.0,'open',NULL,0,'2026-11-27 20:18:01.116');
INSERT INTO "retrospectives" VALUES('01a21ea8-60f9-70fb-a09e-51d4b76cab39','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60eb-701f-9dad-1315ffd1adf0','Focus','Sleep','2026-11-27 20:18:01.081');
INSERT INTO "action_items" VALUES('01a21ea9-4b76-7184-9805-d6426e5d3cf3','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea8-60eb-701f-9dad-1315ffd1adf0','Action 0-0',0,'2026-11-27 20:18:01.114');
INSERT INTO "intentions" VALUES('01a21ea8-6105-71ff-a398-9e933edd66e8','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Intention 0-0',25,'01a21ea8-6101-71eb-8f7c-7f7f7c8cb532','01a21ea8-60fe-717f-9f06-ee752b338a5d','2026-11-27 20:18:01.093','2026-11-27 20:43:01.093','endedEarly','2026-11-27 20:18:01.103',NULL,'[]','happy','2026-11-27 20:19:01.111',NULL,NULL,NULL);
INSERT INTO "standups" VALUES('01a21ea8-60f6-70b5-ba95-927199274be3','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-27 20:18:01.078');
INSERT INTO "day_photos" VALUES('01a21ea9-4b76-71e5-9520-5070c40445a4','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27','png',64,'Photo 0-0','2026-11-27 20:18:01.260');
INSERT INTO "day_photos" VALUES('01a21ea9-4b76-71ee-8286-018b43ed79cb','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27','png',64,'Journal 0-0','2026-11-27 20:18:01.272');
INSERT INTO "security_events" VALUES('01a21ea8-60d4-7185-a9b5-2f113cc631ca','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27 20:18:01.044','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a21ea9-4b76-71da-b0cf-84a15be3aeb7','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Workout','2026-11-27','2026-11-27 20:18:01.234','2026-11-27 20:18:01.234');
INSERT INTO "lift_sets" VALUES('01a21ea9-4b76-71dc-8756-c91b47f7a1b0','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71da-b0cf-84a15be3aeb7',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-27 20:18:01.234','2026-11-27 20:18:01.234');
INSERT INTO "lift_streams" VALUES('01a21ea9-4b76-71dc-8756-c91b47f7a1b0','01a21ea8-60d4-7184-9c31-0e55a9f7e656','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a21ea9-4b76-71e0-9bda-01528a8754ad','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Template 0-0','bench',60.0,8,3,'a1','2026-11-27 20:18:01.250');
INSERT INTO "journal_entries" VALUES('01a21ea9-4b76-71e9-a9ad-aa9e322d2c0e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27 20:18:01.263','Europe/Berlin','2026-11-27','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-27 20:18:01.263','2026-11-27 20:18:01.263');
INSERT INTO "journal_entries" VALUES('01a21ea9-4b76-71ec-9478-74a386117780','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2025-11-27 19:00:00.000','Europe/Berlin','2025-11-27','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-27 20:18:01.267','2026-11-27 20:18:01.267');
INSERT INTO "journal_entries" VALUES('01a21ea9-4b76-71f4-b432-a6cb8236fefe','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-27 20:18:01.278','Europe/Berlin','2026-11-27','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-27 20:18:01.278','2026-11-27 20:18:01.278');
INSERT INTO "journal_photos" VALUES('01a21ea9-4b76-71f1-882a-d5cac13ac172','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71e9-a9ad-aa9e322d2c0e','01a21ea9-4b76-71ee-8286-018b43ed79cb',NULL);
INSERT INTO "journal_drafts" VALUES('01a21ea9-4b76-71f6-8d15-a81e3d1013a3','01a21ea8-60d4-7184-9c31-0e55a9f7e656',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-27T20:18:01.284Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-27 20:18:01.284');
INSERT INTO "journal_search" VALUES('01a21ea9-4b76-71e9-a9ad-aa9e322d2c0e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a21ea9-4b76-71ec-9478-74a386117780','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a21ea9-4b76-71f4-b432-a6cb8236fefe','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a21ea9-4b76-71c8-9c7c-8c96a525b55b','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Habit 0-0','📚',NULL,'01a21ea8-60fe-717f-9f06-ee752b338a5d','daily',0,0,NULL,'',NULL,'2026-11-27',0,'a1','2026-11-27 20:18:01.186','2026-11-27 20:18:01.186');
INSERT INTO "habits" VALUES('01a21ea9-4b76-71d4-8823-6c57c27f419a','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-27',0,'a2','2026-11-27 20:18:01.204','2026-11-27 20:18:01.204');
INSERT INTO "habit_check_ins" VALUES('01a21ea9-4b76-71cb-a040-91f04ac5ca5b','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c8-9c7c-8c96a525b55b','2026-11-26',1.0,'2026-11-27 20:18:01.194');
INSERT INTO "habit_check_ins" VALUES('01a21ea9-4b76-71ce-9e99-39801b239ff6','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c8-9c7c-8c96a525b55b','2026-11-27',1.0,'2026-11-27 20:18:01.198');
INSERT INTO "habit_check_ins" VALUES('01a21ea9-4b76-71d7-930b-7d7a7abde40d','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71d4-8823-6c57c27f419a','2026-11-27',4.0,'2026-11-27 20:18:01.206');
INSERT INTO "habit_rest_days" VALUES('01a21ea9-4b76-71d1-8759-f0c26bbf2550','01a21ea8-60d4-7184-9c31-0e55a9f7e656','01a21ea9-4b76-71c8-9c7c-8c96a525b55b','2026-11-29','2026-11-27 20:18:01.201');
INSERT INTO "health_days" VALUES('01a21ea9-4b76-71fc-96c9-d82d4f482696','01a21ea8-60d4-7184-9c31-0e55a9f7e656','2026-11-25',50.0,NULL,NULL,900.0,70.0,'2026-11-25 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a21ea9-4b76-71fd-9cfe-019758732081',NULL,'01a21ea9-4b76-71ff-a74e-dc9292cdf321','2026-11-27 20:18:01.289');
INSERT INTO "health_sources" VALUES('01a21ea9-4b76-71f8-a8cf-2e1f9c6c2c22','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a21ea9-4b76-71fa-bda0-b31d2cb7486f','01a21ea8-60d4-7184-9c31-0e55a9f7e656','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a21ea9-4b76-7202-bf79-5eddbad28393','01a21ea8-60d4-7184-9c31-0e55a9f7e656','shape-0.csv','csv',0,3,0,1,1,'2026-11-25','2026-11-25','2026-11-27 20:18:01.289');
INSERT INTO "lift_defaults" VALUES('01a21ea9-4b76-71e3-a560-fd1c61b56b2e','01a21ea8-60d4-7184-9c31-0e55a9f7e656','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-27 20:18:01.253');
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

-- An Almanac database at migration level 0027-runbooks (UpgradeTests: written once, never rewritten).
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
CREATE TABLE runbooks (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    warning_signs TEXT NOT NULL DEFAULT '' CHECK (length(warning_signs) <= 2000),
    order_key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE runbook_contacts (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    phone TEXT NOT NULL CHECK (length(phone) BETWEEN 1 AND 32),
    note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 200),
    checked_day TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE runbook_steps (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    runbook_id TEXT NOT NULL REFERENCES runbooks(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    kind TEXT NOT NULL CHECK (kind IN ('text', 'breathing', 'grounding', 'urge', 'thought-record', 'intention', 'contact')),
    text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
    breathing TEXT CHECK (breathing IS NULL OR breathing IN ('box', 'sigh')),
    contact_id TEXT REFERENCES runbook_contacts(id) DEFERRABLE INITIALLY DEFERRED,
    order_key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE runbook_uses (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    runbook_id TEXT NOT NULL REFERENCES runbooks(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    used_at TEXT NOT NULL,
    feeling_before TEXT CHECK (feeling_before IS NULL OR feeling_before IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')),
    feeling_after TEXT CHECK (feeling_after IS NULL OR feeling_after IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')),
    steps_done TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL
);
CREATE TABLE runbook_settings (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    emergency_number TEXT CHECK (emergency_number IS NULL OR length(emergency_number) BETWEEN 1 AND 32),
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
INSERT INTO "grdb_migrations" VALUES('0025-timeboxes');
INSERT INTO "grdb_migrations" VALUES('0026-calendars');
INSERT INTO "grdb_migrations" VALUES('0027-runbooks');
INSERT INTO "users" VALUES('01a21f72-b6e2-71a4-9283-e2d1137688f9','ada','ada','Europe/Berlin',2,0,'metric','2026-11-27 23:59:01.347','dayMonth');
INSERT INTO "credentials" VALUES('01a21f72-b6e2-71a4-9283-e2d1137688f9','$2b$06$fp3xDgB37UI7C4fnWA/vEO7ESoS6nvgdOWa8r754KdbZnDrwQbabW');
INSERT INTO "changes" VALUES('01a21f72-b6f3-7073-b5e9-393f66b88c3b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b6f3-7071-9da1-7e7ca5560189','weeks','01a21f72-b6f3-7072-97d1-d480e01b3b2d','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f72-b6f3-7072-97d1-d480e01b3b2d","length_days":7,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-27 23:59:01.364','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f72-b6f3-7074-8a9e-d147a70955b3','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b6f3-7071-9da1-7e7ca5560189','weeks','01a21f72-b6f3-7072-97d1-d480e01b3b2d','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f72-b6f3-7072-97d1-d480e01b3b2d","length_days":7,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_day":"2026-11-23","started_at":"2026-11-27 23:59:01.364"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f72-b6f3-7072-97d1-d480e01b3b2d","length_days":7,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_day":"2026-11-23","started_at":null}','2026-11-27 23:59:01.364','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f72-b6fe-7056-bffe-c8bb083fbc2e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b6fe-7054-a8f8-4953419803d8','standups','01a21f72-b6fe-7055-a54c-2a049be798a4','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a21f72-b6fe-7055-a54c-2a049be798a4","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","updated_at":"2026-11-27 23:59:01.374"}',NULL,'2026-11-27 23:59:01.374','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f72-b702-71f4-bf67-54ccd4cd8f3f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b702-71f2-8a1d-08e76bb95f7c','retrospectives','01a21f72-b702-71f3-b989-f92eaa433c47','insert','{"id":"01a21f72-b702-71f3-b989-f92eaa433c47","improve":"Sleep","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","updated_at":"2026-11-27 23:59:01.379","week_id":"01a21f72-b6f3-7072-97d1-d480e01b3b2d","went_well":"Focus"}',NULL,'2026-11-27 23:59:01.379','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f72-b707-71ed-b774-7d18f6c034e3','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b707-71eb-b3fb-d662e52cf00f','energy_profiles','01a21f72-b707-71ec-85d9-2d044d547f4a','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a21f72-b707-71ec-85d9-2d044d547f4a","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","sex":"female"}',NULL,'2026-11-27 23:59:01.384','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a21f72-b70b-7140-a620-fa727cc8d310','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b70b-713e-91e0-5824c6cc4b19','areas','01a21f72-b70b-713f-a8f4-212be314fc95','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 23:59:01.387","icon":null,"id":"01a21f72-b70b-713f-a8f4-212be314fc95","name":"Area 0-0","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.387','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f72-b711-7073-82bd-e8656c0e5ca5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b711-7071-b38d-a9c33f62563c','weekly_goals','01a21f72-b711-7072-9608-a53904a12dc0','insert','{"added_mid_sprint":1,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","created_at":"2026-11-27 23:59:01.394","estimate_hours":2,"id":"01a21f72-b711-7072-9608-a53904a12dc0","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a21f72-b6f3-7072-97d1-d480e01b3b2d"}',NULL,'2026-11-27 23:59:01.394','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f72-b717-7064-956a-b0ded6630c2c','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b717-7062-8929-ea375ea5fefd','intentions','01a21f72-b717-7063-aeb2-13893471d647','insert','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:24:01.399","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f72-b717-7063-aeb2-13893471d647","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.399","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-27 23:59:01.399','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f72-b721-7009-bb72-3dae2ad8aa15','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b721-7008-857e-72ecb76cf95f','intentions','01a21f72-b717-7063-aeb2-13893471d647','update','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":"2026-11-27 23:59:01.410","ends_at":"2026-11-28 00:24:01.399","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f72-b717-7063-aeb2-13893471d647","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.399","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:24:01.399","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f72-b717-7063-aeb2-13893471d647","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.399","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-27 23:59:01.410','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-715e-9179-0e2f2212bb7b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-715d-ba71-a67fb3b641bd','intentions','01a21f72-b717-7063-aeb2-13893471d647','update','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":"2026-11-27 23:59:01.410","ends_at":"2026-11-28 00:24:01.399","feeling":"happy","goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f72-b717-7063-aeb2-13893471d647","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":25,"rated_at":"2026-11-28 00:00:01.417","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.399","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":"2026-11-27 23:59:01.410","ends_at":"2026-11-28 00:24:01.399","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f72-b717-7063-aeb2-13893471d647","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.399","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 00:00:01.417','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7161-a0e1-15ef443544aa','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-715f-8773-10d9d9b67273','action_items','01a21f73-a189-7160-8856-c8d3ec581104','insert','{"created_at":"2026-11-27 23:59:01.421","done":0,"id":"01a21f73-a189-7160-8856-c8d3ec581104","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","text":"Action 0-0","week_id":"01a21f72-b6f3-7072-97d1-d480e01b3b2d"}',NULL,'2026-11-27 23:59:01.421','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7164-93ab-e7e71ceb9445','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7162-ab43-2da555bd7eaa','plan_blocks','01a21f73-a189-7163-8f85-3ee90d0450e5','insert','{"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","created_at":"2026-11-27 23:59:01.423","day":"2026-11-28","goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f73-a189-7163-8f85-3ee90d0450e5","minutes":45,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-27 23:59:01.423"}',NULL,'2026-11-27 23:59:01.423','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7167-a567-e57ae9b51b4a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7165-b1f6-c66035b5e467','intentions','01a21f73-a189-7166-8209-2dc5c7b64759','insert','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":"01a21f73-a189-7163-8f85-3ee90d0450e5","ended_at":null,"ends_at":"2026-11-28 00:44:01.426","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f73-a189-7166-8209-2dc5c7b64759","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.426","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-27 23:59:01.426','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7169-ab8b-dc01b50c7e10','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7168-9bb7-d807c4f47898','intentions','01a21f73-a189-7166-8209-2dc5c7b64759','update','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":"01a21f73-a189-7163-8f85-3ee90d0450e5","ended_at":"2026-11-27 23:59:01.433","ends_at":"2026-11-28 00:44:01.426","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f73-a189-7166-8209-2dc5c7b64759","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.426","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":"01a21f73-a189-7163-8f85-3ee90d0450e5","ended_at":null,"ends_at":"2026-11-28 00:44:01.426","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f73-a189-7166-8209-2dc5c7b64759","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.426","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-27 23:59:01.433','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-716c-8654-ce421fccf5c5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-716a-8970-c945adc49ab3','plan_blocks','01a21f73-a189-716b-96d4-4e355148cfa0','insert','{"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","created_at":"2026-11-27 23:59:01.437","day":"2026-11-28","goal_id":null,"id":"01a21f73-a189-716b-96d4-4e355148cfa0","minutes":30,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-27 23:59:01.437"}',NULL,'2026-11-27 23:59:01.437','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-716f-a985-e542fab28505','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-716d-bf4b-913116b807b3','weeks','01a21f73-a189-716e-9cdc-1d41bfbad77b','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f73-a189-716e-9cdc-1d41bfbad77b","length_days":7,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-27 23:59:01.438','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7171-aa6f-f4738f725623','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-716d-bf4b-913116b807b3','weekly_goals','01a21f73-a189-7170-a702-f917094593cc','insert','{"added_mid_sprint":0,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","created_at":"2026-11-27 23:59:01.438","estimate_hours":3,"id":"01a21f73-a189-7170-a702-f917094593cc","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a21f73-a189-716e-9cdc-1d41bfbad77b"}',NULL,'2026-11-27 23:59:01.438','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7174-bc67-12221128df26','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7172-bae2-66be7e83081e','task_lists','01a21f73-a189-7173-b645-d3229b58ae1c','insert','{"archived":0,"color":null,"created_at":"2026-11-27 23:59:01.443","icon":null,"id":"01a21f73-a189-7173-b645-d3229b58ae1c","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.443','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7177-b849-14cacab392fd','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7175-bdd4-217dc5454194','tasks','01a21f73-a189-7176-acd7-da47ef012a59','insert','{"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","created_at":"2026-11-27 23:59:01.446","deadline":null,"evening":0,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","heading_id":null,"id":"01a21f73-a189-7176-acd7-da47ef012a59","import_key":null,"list_id":"01a21f73-a189-7173-b645-d3229b58ae1c","list_key":"a1","notes":"","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-27 23:59:01.446"}',NULL,'2026-11-27 23:59:01.446','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7179-a3b9-c3ea81525374','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7175-bdd4-217dc5454194','task_tags','01a21f73-a189-7178-90ca-7941d986eeea','insert','{"id":"01a21f73-a189-7178-90ca-7941d986eeea","name":"errand","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.446','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-717b-9244-e02c8fe2706e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7175-bdd4-217dc5454194','task_tag_links','01a21f73-a189-717a-98d4-8be19eb82e67','insert','{"id":"01a21f73-a189-717a-98d4-8be19eb82e67","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","tag_id":"01a21f73-a189-7178-90ca-7941d986eeea","task_id":"01a21f73-a189-7176-acd7-da47ef012a59"}',NULL,'2026-11-27 23:59:01.446','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-717d-bbdb-72508d4d3cf1','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7175-bdd4-217dc5454194','task_checklist_items','01a21f73-a189-717c-88a9-f34edb931682','insert','{"done":0,"id":"01a21f73-a189-717c-88a9-f34edb931682","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","task_id":"01a21f73-a189-7176-acd7-da47ef012a59","title":"Step"}',NULL,'2026-11-27 23:59:01.446','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7180-9b18-bfb9560b3301','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-717e-b5eb-2a5affe29792','intentions','01a21f73-a189-717f-ac2d-c33970d28ce3','insert','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:14:01.469","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f73-a189-717f-ac2d-c33970d28ce3","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.469","state":"running","tags":"[]","task_id":"01a21f73-a189-7176-acd7-da47ef012a59","what":"Task 0-0"}',NULL,'2026-11-27 23:59:01.469','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7182-88bd-eaafa74d1b44','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7181-98f9-89bb22e2cc63','intentions','01a21f73-a189-717f-ac2d-c33970d28ce3','update','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":"2026-11-27 23:59:01.474","ends_at":"2026-11-28 00:14:01.469","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f73-a189-717f-ac2d-c33970d28ce3","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.469","state":"endedEarly","tags":"[]","task_id":"01a21f73-a189-7176-acd7-da47ef012a59","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:14:01.469","feeling":null,"goal_id":"01a21f72-b711-7072-9608-a53904a12dc0","id":"01a21f73-a189-717f-ac2d-c33970d28ce3","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-27 23:59:01.469","state":"running","tags":"[]","task_id":"01a21f73-a189-7176-acd7-da47ef012a59","what":"Task 0-0"}','2026-11-27 23:59:01.474','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7185-bb2c-99c025998ae9','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7183-9b2d-db1c0f820226','tasks','01a21f73-a189-7184-bd02-012549114bfa','insert','{"area_id":null,"created_at":"2026-11-27 23:59:01.485","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a21f73-a189-7184-bd02-012549114bfa","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-27 23:59:01.485"}',NULL,'2026-11-27 23:59:01.485','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7188-8fe6-c69f70cc14c2','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7186-8c20-6fb96b4f9d25','task_headings','01a21f73-a189-7187-a331-7be4e167d206','insert','{"archived":0,"created_at":"2026-11-27 23:59:01.491","id":"01a21f73-a189-7187-a331-7be4e167d206","import_key":null,"list_id":"01a21f73-a189-7173-b645-d3229b58ae1c","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","title":"Heading 0-0"}',NULL,'2026-11-27 23:59:01.491','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-718b-93ef-20ac87fd690f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7189-a6f5-80d5cef96f9b','tasks','01a21f73-a189-718a-ae7b-5be7606d9414','insert','{"area_id":null,"created_at":"2026-11-27 23:59:01.494","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a21f73-a189-7187-a331-7be4e167d206","id":"01a21f73-a189-718a-ae7b-5be7606d9414","import_key":null,"list_id":"01a21f73-a189-7173-b645-d3229b58ae1c","list_key":"a2","notes":"","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-27 23:59:01.494"}',NULL,'2026-11-27 23:59:01.494','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7190-ad4d-71fde0c94a18','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-718c-a983-d4142c90b4a1','task_lists','*','insert','{"ids":["01a21f73-a189-718d-9763-d4eedb50796c"]}',NULL,'2026-11-27 23:59:01.513','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7191-b610-33049ec1db13','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-718c-a983-d4142c90b4a1','tasks','*','insert','{"ids":["01a21f73-a189-718e-a6aa-efbb70ccc24e"]}',NULL,'2026-11-27 23:59:01.513','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7192-9be3-069534653ce7','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-718c-a983-d4142c90b4a1','task_tag_links','*','insert','{"ids":["01a21f73-a189-718f-b321-72b5c3e76893"]}',NULL,'2026-11-27 23:59:01.513','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7195-a005-22cad1f313ef','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7193-bed8-025a8c36c4b9','timelines','01a21f73-a189-7194-a805-753411e9a202','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-27 23:59:01.522","icon":"","id":"01a21f73-a189-7194-a805-753411e9a202","name":"Timeline 0-0","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.522','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7198-8146-ff162685dc61','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7196-9376-e4202ee875df','timeline_events','01a21f73-a189-7197-b8ba-8d44cb82777a','insert','{"created_at":"2026-11-27 23:59:01.526","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a21f73-a189-7197-b8ba-8d44cb82777a","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a21f73-a189-7194-a805-753411e9a202","title":"Job 0-0","updated_at":"2026-11-27 23:59:01.526"}',NULL,'2026-11-27 23:59:01.526','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-719b-9546-3fb4adcac8cb','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7199-9714-bd126fde4ecd','timeline_events','01a21f73-a189-719a-bf80-9308c962e3a5','insert','{"created_at":"2026-11-27 23:59:01.532","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a21f73-a189-719a-bf80-9308c962e3a5","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a21f73-a189-7194-a805-753411e9a202","title":"Trip 0-0","updated_at":"2026-11-27 23:59:01.532"}',NULL,'2026-11-27 23:59:01.532','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-719e-a2fd-54738c5ae433','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-719c-b32e-b422f1e741f8','timeline_queries','01a21f73-a189-719d-ab9c-6ff7ab93e642','insert','{"created_at":"2026-11-27 23:59:01.538","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a21f73-a189-719d-ab9c-6ff7ab93e642","name":"Query 0-0","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.538','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71a1-8d49-d15f45f56496','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-719f-a3fc-2177cf6eeaa2','food_events','01a21f73-a189-71a0-8164-3b2344502888','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a21f73-a189-71a0-8164-3b2344502888","kind":"record","occurred_at":"2026-11-27 23:59:01.544","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","recorded_at":"2026-11-27 23:59:01.544","refers_to":null}',NULL,'2026-11-27 23:59:01.544','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71a4-ad66-f7b662863ef5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71a2-9f95-9f079877d9f1','recipes','01a21f73-a189-71a3-b153-70d33a548bef','insert','{"created_at":"2026-11-27 23:59:01.549","id":"01a21f73-a189-71a3-b153-70d33a548bef","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","servings":2,"total_grams":300,"updated_at":"2026-11-27 23:59:01.549","yield_grams":null}',NULL,'2026-11-27 23:59:01.549','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71a6-8224-7511c5573cc1','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71a2-9f95-9f079877d9f1','recipe_ingredients','01a21f73-a189-71a5-9afa-0f47bdb6c9b4','insert','{"food_id":"09040","grams":100,"id":"01a21f73-a189-71a5-9afa-0f47bdb6c9b4","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","position":0,"recipe_id":"01a21f73-a189-71a3-b153-70d33a548bef"}',NULL,'2026-11-27 23:59:01.549','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71a8-9916-3f11a5596fa0','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71a2-9f95-9f079877d9f1','recipe_ingredients','01a21f73-a189-71a7-a088-257eded42a4b','insert','{"food_id":"01079","grams":200,"id":"01a21f73-a189-71a7-a088-257eded42a4b","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","position":1,"recipe_id":"01a21f73-a189-71a3-b153-70d33a548bef"}',NULL,'2026-11-27 23:59:01.549','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71ab-82ef-eddc184af802','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71a9-808b-8757ab025643','custom_foods','01a21f73-a189-71aa-a866-1c94f617ab89','insert','{"created_at":"2026-11-27 23:59:01.556","id":"01a21f73-a189-71aa-a866-1c94f617ab89","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","portions":"[]","serving_grams":null,"updated_at":"2026-11-27 23:59:01.556"}',NULL,'2026-11-27 23:59:01.556','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71ae-a9ff-b56391486340','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71ac-bc2d-cfcdeebb71cb','food_events','01a21f73-a189-71ad-afbb-a44a20f5d539','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f73-a189-71ad-afbb-a44a20f5d539","kind":"record","occurred_at":"2026-11-27 23:59:01.558","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","recorded_at":"2026-11-27 23:59:01.558","refers_to":null}',NULL,'2026-11-27 23:59:01.558','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71b1-a10d-ef896df3992f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71af-b603-f5d08a93d967','food_events','01a21f73-a189-71b0-8180-fe118d7afc78','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a21f73-a189-71b0-8180-fe118d7afc78","kind":"record","occurred_at":"2026-11-27 23:59:01.560","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","recorded_at":"2026-11-27 23:59:01.560","refers_to":null}',NULL,'2026-11-27 23:59:01.560','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71b4-ba19-1a0e1147b9c4','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71b2-9e7b-4055b917e582','price_comparisons','01a21f73-a189-71b3-afe1-ba6df4550710','insert','{"created_at":"2026-11-27 23:59:01.563","display_unit":"100 ml","id":"01a21f73-a189-71b3-afe1-ba6df4550710","name":"Comparison 0-0","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","unit_system":"metric","updated_at":"2026-11-27 23:59:01.563"}',NULL,'2026-11-27 23:59:01.563','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71b6-b9cc-8f8226681fd6','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71b2-9e7b-4055b917e582','price_products','01a21f73-a189-71b5-9a1a-a057c6dc333b','insert','{"comparison_id":"01a21f73-a189-71b3-afe1-ba6df4550710","id":"01a21f73-a189-71b5-9a1a-a057c6dc333b","name":"Bertolli","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-27 23:59:01.563','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71b8-9eaf-1fa2999bbb5d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71b2-9e7b-4055b917e582','price_products','01a21f73-a189-71b7-acee-615e495a53e3','insert','{"comparison_id":"01a21f73-a189-71b3-afe1-ba6df4550710","id":"01a21f73-a189-71b7-acee-615e495a53e3","name":"Monini","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-27 23:59:01.563','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71bb-ba6d-a8741bc564b5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71b9-948f-b445682ef975','habits','01a21f73-a189-71ba-9c3c-8f8b6ba64b3e','insert','{"archived":0,"area_id":"01a21f72-b70b-713f-a8f4-212be314fc95","color":null,"created_at":"2026-11-27 23:59:01.571","emoji":"📚","id":"01a21f73-a189-71ba-9c3c-8f8b6ba64b3e","name":"Habit 0-0","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-27 23:59:01.571"}',NULL,'2026-11-27 23:59:01.571','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71be-b363-e27c85270d9e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71bc-b142-5407b9dc8177','habit_check_ins','01a21f73-a189-71bd-a4ce-a31e8c9824dc','insert','{"amount":1,"created_at":"2026-11-27 23:59:01.577","day":"2026-11-27","habit_id":"01a21f73-a189-71ba-9c3c-8f8b6ba64b3e","id":"01a21f73-a189-71bd-a4ce-a31e8c9824dc","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.577','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71c1-8802-25f5f50907a6','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71bf-ab5e-1e15c858dfc3','habit_check_ins','01a21f73-a189-71c0-9fa5-425df778bd96','insert','{"amount":1,"created_at":"2026-11-27 23:59:01.582","day":"2026-11-28","habit_id":"01a21f73-a189-71ba-9c3c-8f8b6ba64b3e","id":"01a21f73-a189-71c0-9fa5-425df778bd96","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.582','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71c4-8a04-4d879a58d441','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71c2-8831-5dbc28f23d8a','habit_rest_days','01a21f73-a189-71c3-ad13-ded97908107a','insert','{"created_at":"2026-11-27 23:59:01.585","day":"2026-11-30","habit_id":"01a21f73-a189-71ba-9c3c-8f8b6ba64b3e","id":"01a21f73-a189-71c3-ad13-ded97908107a","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.585','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71c7-a78a-360f447d41b2','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71c5-9843-2026a8014b64','habits','01a21f73-a189-71c6-84f1-50e740fa15e2','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-27 23:59:01.590","emoji":"","id":"01a21f73-a189-71c6-84f1-50e740fa15e2","name":"Water 0-0","order_key":"a2","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-27 23:59:01.590"}',NULL,'2026-11-27 23:59:01.590','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71ca-b66f-580c23360e1b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71c8-b59b-858ef88e450a','habit_check_ins','01a21f73-a189-71c9-8c07-68eb5598d6a0','insert','{"amount":4,"created_at":"2026-11-27 23:59:01.593","day":"2026-11-28","habit_id":"01a21f73-a189-71c6-84f1-50e740fa15e2","id":"01a21f73-a189-71c9-8c07-68eb5598d6a0","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.593','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71cd-ba86-24e5858906b5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71cb-abe2-d14cb17b18e2','lift_sessions','01a21f73-a189-71cc-b0a0-776acb849510','insert','{"created_at":"2026-11-27 23:59:01.629","day":"2026-11-28","id":"01a21f73-a189-71cc-b0a0-776acb849510","name":"Workout","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","updated_at":"2026-11-27 23:59:01.629"}',NULL,'2026-11-27 23:59:01.629','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71cf-b29a-4611011f76c3','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71cb-abe2-d14cb17b18e2','lift_sets','01a21f73-a189-71ce-9f4f-be3088ff024d','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-27 23:59:01.629","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a21f73-a189-71ce-9f4f-be3088ff024d","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","position":0,"rate_hz":20,"recorded_at":"2026-11-27 23:59:01.629","reps":3,"session_id":"01a21f73-a189-71cc-b0a0-776acb849510","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-27 23:59:01.629','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71d0-86af-ad4e4ace1791','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71cb-abe2-d14cb17b18e2','lift_streams','01a21f73-a189-71ce-9f4f-be3088ff024d','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a21f73-a189-71ce-9f4f-be3088ff024d","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.629','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71d3-abc9-4ddedfe52688','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71d1-934d-738c5d415721','lift_templates','01a21f73-a189-71d2-8226-882c54972c66','insert','{"created_at":"2026-11-27 23:59:01.649","goal_reps":8,"id":"01a21f73-a189-71d2-8226-882c54972c66","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","sets":3}',NULL,'2026-11-27 23:59:01.649','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71d6-a808-348292e0560a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71d4-b4a3-008a0e920079','lift_defaults','01a21f73-a189-71d5-8f52-bf6ba9b77d1f','insert','{"id":"01a21f73-a189-71d5-8f52-bf6ba9b77d1f","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-27 23:59:01.656","velocity_loss_target":25}',NULL,'2026-11-27 23:59:01.656','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71d9-a31a-6b6866a36e59','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71d8-a2b2-ba0bfd8686f2','day_photos','01a21f73-a189-71d7-a970-c8d187b6b548','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-27 23:59:01.659","day":"2026-11-28","id":"01a21f73-a189-71d7-a970-c8d187b6b548","kind":"png","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.660','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71dc-8d3c-384cb84f6541','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71da-8d86-80a3ab0486ee','journal_entries','01a21f73-a189-71db-9322-7f70d075484c','insert','{"created_at":"2026-11-27 23:59:01.662","day":"2026-11-28","id":"01a21f73-a189-71db-9322-7f70d075484c","location":"Berlin","mood":"happy","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:59:01.662","written_at":"2026-11-27 23:59:01.662"}',NULL,'2026-11-27 23:59:01.662','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71df-bc08-93dd3f5cb95a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71dd-8f2b-c7500b9ae310','journal_entries','01a21f73-a189-71de-b486-bf7ad1b549ba','insert','{"created_at":"2026-11-27 23:59:01.669","day":"2025-11-28","id":"01a21f73-a189-71de-b486-bf7ad1b549ba","location":null,"mood":null,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:59:01.669","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-27 23:59:01.669','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71e2-8d7d-d84d3893772e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e1-ba9b-91d51dce205b','day_photos','01a21f73-a189-71e0-abe2-141001d057b9','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-27 23:59:01.675","day":"2026-11-28","id":"01a21f73-a189-71e0-abe2-141001d057b9","kind":"png","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9"}',NULL,'2026-11-27 23:59:01.683','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71e4-a161-03234c6dabac','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e1-ba9b-91d51dce205b','journal_photos','01a21f73-a189-71e3-9b01-0ea3e772344d','insert','{"entry_id":"01a21f73-a189-71db-9322-7f70d075484c","id":"01a21f73-a189-71e3-9b01-0ea3e772344d","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","photo_id":"01a21f73-a189-71e0-abe2-141001d057b9","source_id":null}',NULL,'2026-11-27 23:59:01.683','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71e7-ba7b-bbec69f2daf2','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e5-9d2b-312629811031','runbooks','01a21f73-a189-71e6-af61-a800bbd24016','insert','{"created_at":"2026-11-27 23:59:01.691","id":"01a21f73-a189-71e6-af61-a800bbd24016","name":"When I''m anxious","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","updated_at":"2026-11-27 23:59:01.691","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-27 23:59:01.691','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71e9-bd41-0e97702d38e1','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e5-9d2b-312629811031','runbook_steps','01a21f73-a189-71e8-b1e7-b77e9a86316f','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-27 23:59:01.691","id":"01a21f73-a189-71e8-b1e7-b77e9a86316f","kind":"text","order_key":"a1","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","runbook_id":"01a21f73-a189-71e6-af61-a800bbd24016","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-27 23:59:01.691"}',NULL,'2026-11-27 23:59:01.691','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71eb-9808-ba5b7e063a68','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e5-9d2b-312629811031','runbook_steps','01a21f73-a189-71ea-ad9f-73d34280de5f','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-27 23:59:01.691","id":"01a21f73-a189-71ea-ad9f-73d34280de5f","kind":"breathing","order_key":"a2","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","runbook_id":"01a21f73-a189-71e6-af61-a800bbd24016","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-27 23:59:01.691"}',NULL,'2026-11-27 23:59:01.691','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71ed-965c-f5f08fd5526e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e5-9d2b-312629811031','runbook_steps','01a21f73-a189-71ec-81cb-5c073f8f17b8','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-27 23:59:01.691","id":"01a21f73-a189-71ec-81cb-5c073f8f17b8","kind":"grounding","order_key":"a3","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","runbook_id":"01a21f73-a189-71e6-af61-a800bbd24016","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-27 23:59:01.691"}',NULL,'2026-11-27 23:59:01.691','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71ef-858a-28f4aa7c432b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e5-9d2b-312629811031','runbook_steps','01a21f73-a189-71ee-8630-03d4db616e3d','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-27 23:59:01.691","id":"01a21f73-a189-71ee-8630-03d4db616e3d","kind":"text","order_key":"a4","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","runbook_id":"01a21f73-a189-71e6-af61-a800bbd24016","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-27 23:59:01.691"}',NULL,'2026-11-27 23:59:01.691','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71f1-9e38-be2c2361c5ee','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e5-9d2b-312629811031','runbook_steps','01a21f73-a189-71f0-b27a-7857dae21eb0','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-27 23:59:01.691","id":"01a21f73-a189-71f0-b27a-7857dae21eb0","kind":"contact","order_key":"a5","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","runbook_id":"01a21f73-a189-71e6-af61-a800bbd24016","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-27 23:59:01.691"}',NULL,'2026-11-27 23:59:01.691','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71f4-a25b-d28d0cedf762','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71f2-beef-98b22fb75fcb','runbook_contacts','01a21f73-a189-71f3-b780-124c88e8bf4d','insert','{"checked_day":"2026-11-28","created_at":"2026-11-27 23:59:01.700","id":"01a21f73-a189-71f3-b780-124c88e8bf4d","name":"Contact 0-0","note":"friend","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","phone":"030 0","updated_at":"2026-11-27 23:59:01.700"}',NULL,'2026-11-27 23:59:01.700','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71f7-82b4-061db0e1ec8c','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71f5-a9b8-2eef93dbdfca','runbook_steps','01a21f73-a189-71f6-ab12-6f5e66684b85','insert','{"breathing":null,"contact_id":"01a21f73-a189-71f3-b780-124c88e8bf4d","created_at":"2026-11-27 23:59:01.706","id":"01a21f73-a189-71f6-ab12-6f5e66684b85","kind":"contact","order_key":"a6","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","runbook_id":"01a21f73-a189-71e6-af61-a800bbd24016","text":"Call 0-0","updated_at":"2026-11-27 23:59:01.706"}',NULL,'2026-11-27 23:59:01.706','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71fa-a858-a66a2c505208','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71f8-bbad-dda9f451e415','runbook_uses','01a21f73-a189-71f9-a52e-12b4c8dcfb80','insert','{"created_at":"2026-11-27 23:59:01.711","feeling_after":"meh","feeling_before":"sad","id":"01a21f73-a189-71f9-a52e-12b4c8dcfb80","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","runbook_id":"01a21f73-a189-71e6-af61-a800bbd24016","steps_done":"[\"01a21f73-a189-71f6-ab12-6f5e66684b85\"]","used_at":"2026-11-27 23:59:01.711"}',NULL,'2026-11-27 23:59:01.711','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-71fd-b085-40e67dd53441','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71fb-8091-f2053fefb618','runbook_settings','01a21f73-a189-71fc-924e-9db0ebf81520','insert','{"emergency_number":"112","id":"01a21f73-a189-71fc-924e-9db0ebf81520","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","updated_at":"2026-11-27 23:59:01.714"}',NULL,'2026-11-27 23:59:01.714','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7200-941a-8c5481f3644a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71fe-9239-07ee7c12e165','journal_entries','01a21f73-a189-71ff-8d5f-4f48a79b5abd','insert','{"created_at":"2026-11-27 23:59:01.718","day":"2026-11-28","id":"01a21f73-a189-71ff-8d5f-4f48a79b5abd","location":null,"mood":null,"owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-27 23:59:01.718","written_at":"2026-11-27 23:59:01.718"}',NULL,'2026-11-27 23:59:01.718','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7204-9865-4056465175ec','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7202-9965-979564a1b0dd','health_sources','01a21f73-a189-7203-af3f-422b1744a3a9','insert','{"id":"01a21f73-a189-7203-af3f-422b1744a3a9","name":"Shape Watch 0","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","position":null}',NULL,'2026-11-27 23:59:01.730','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7206-81fc-624e55ec784c','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7202-9965-979564a1b0dd','health_sources','01a21f73-a189-7205-b71d-c780cdc057f6','insert','{"id":"01a21f73-a189-7205-b71d-c780cdc057f6","name":"Shape iPhone","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","position":null}',NULL,'2026-11-27 23:59:01.730','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7209-81bc-7341afe95bf1','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7202-9965-979564a1b0dd','food_events','01a21f73-a189-7208-b0c7-4ae36961a75d','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a21f73-a189-7208-b0c7-4ae36961a75d","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","recorded_at":"2026-11-27 23:59:01.730","refers_to":null}',NULL,'2026-11-27 23:59:01.730','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-720b-9ff1-b36ffc7d3c3d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7202-9965-979564a1b0dd','food_events','01a21f73-a189-720a-a769-a31b15ac5aaa','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f73-a189-720a-a769-a31b15ac5aaa","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","recorded_at":"2026-11-27 23:59:01.730","refers_to":null}',NULL,'2026-11-27 23:59:01.730','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-720c-b400-04a7a2f1ad4e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7202-9965-979564a1b0dd','health_days','01a21f73-a189-7207-a8f9-48dc287112fc','insert','{"active_event_id":"01a21f73-a189-7208-b0c7-4ae36961a75d","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a21f73-a189-7207-a8f9-48dc287112fc","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-27 23:59:01.730","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a21f73-a189-720a-a769-a31b15ac5aaa","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-27 23:59:01.730','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-720e-840b-93d6bf4e7b03','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7202-9965-979564a1b0dd','health_imports','01a21f73-a189-720d-b967-58cde7c8312f','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a21f73-a189-720d-b967-58cde7c8312f","imported_at":"2026-11-27 23:59:01.730","last_day":"2026-11-26","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","records":3}',NULL,'2026-11-27 23:59:01.730','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f73-a189-7211-8f03-6c05104cb170','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-720f-8658-013190fcd6d7','calendars','01a21f73-a189-7210-9e76-2dca8bd1fd35','insert','{"color":"#5b6ee1","created_at":"2026-11-27 23:59:01.748","etag":null,"fetched_at":"2026-11-27 23:59:01.748","file_name":"work-0.ics","id":"01a21f73-a189-7210-9e76-2dca8bd1fd35","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a21f72-b6e2-71a4-9283-e2d1137688f9","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-27 23:59:01.748','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a21f73-a189-7173-b645-d3229b58ae1c','01a21f72-b6e2-71a4-9283-e2d1137688f9','List 0-0',NULL,NULL,0,'a1','2026-11-27 23:59:01.443',NULL);
INSERT INTO "task_lists" VALUES('01a21f73-a189-718d-9763-d4eedb50796c','01a21f72-b6e2-71a4-9283-e2d1137688f9','Imported 0-0',NULL,NULL,0,'a2','2026-11-27 23:59:01.513','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a21f73-a189-7176-acd7-da47ef012a59','01a21f72-b6e2-71a4-9283-e2d1137688f9','Task 0-0','','01a21f73-a189-7173-b645-d3229b58ae1c','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a21f72-b711-7072-9608-a53904a12dc0','01a21f72-b70b-713f-a8f4-212be314fc95','a1','a1','2026-11-27 23:59:01.446','2026-11-27 23:59:01.446',NULL);
INSERT INTO "tasks" VALUES('01a21f73-a189-7184-bd02-012549114bfa','01a21f72-b6e2-71a4-9283-e2d1137688f9','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-27 23:59:01.485','2026-11-27 23:59:01.485',NULL);
INSERT INTO "tasks" VALUES('01a21f73-a189-718a-ae7b-5be7606d9414','01a21f72-b6e2-71a4-9283-e2d1137688f9','Headed 0-0','','01a21f73-a189-7173-b645-d3229b58ae1c',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-27 23:59:01.494','2026-11-27 23:59:01.494',NULL);
INSERT INTO "tasks" VALUES('01a21f73-a189-718e-a6aa-efbb70ccc24e','01a21f72-b6e2-71a4-9283-e2d1137688f9','Imported 0-0','','01a21f73-a189-718d-9763-d4eedb50796c',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-27 23:59:01.513','2026-11-27 23:59:01.513','todoist:a93ad4de15434be0');
INSERT INTO "task_tags" VALUES('01a21f73-a189-7178-90ca-7941d986eeea','01a21f72-b6e2-71a4-9283-e2d1137688f9','errand');
INSERT INTO "task_tag_links" VALUES('01a21f73-a189-717a-98d4-8be19eb82e67','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7176-acd7-da47ef012a59','01a21f73-a189-7178-90ca-7941d986eeea');
INSERT INTO "task_tag_links" VALUES('01a21f73-a189-718f-b321-72b5c3e76893','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-718e-a6aa-efbb70ccc24e','01a21f73-a189-7178-90ca-7941d986eeea');
INSERT INTO "task_checklist_items" VALUES('01a21f73-a189-717c-88a9-f34edb931682','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7176-acd7-da47ef012a59','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a21f73-a189-7176-acd7-da47ef012a59','01a21f72-b6e2-71a4-9283-e2d1137688f9','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f73-a189-7184-bd02-012549114bfa','01a21f72-b6e2-71a4-9283-e2d1137688f9','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f73-a189-718a-ae7b-5be7606d9414','01a21f72-b6e2-71a4-9283-e2d1137688f9','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f73-a189-718e-a6aa-efbb70ccc24e','01a21f72-b6e2-71a4-9283-e2d1137688f9','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a21f73-a189-71b3-afe1-ba6df4550710','01a21f72-b6e2-71a4-9283-e2d1137688f9','Comparison 0-0','metric','100 ml','2026-11-27 23:59:01.563','2026-11-27 23:59:01.563');
INSERT INTO "price_products" VALUES('01a21f73-a189-71b5-9a1a-a057c6dc333b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71b3-afe1-ba6df4550710',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a21f73-a189-71b7-acee-615e495a53e3','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71b3-afe1-ba6df4550710',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a21f73-a189-7194-a805-753411e9a202','01a21f72-b6e2-71a4-9283-e2d1137688f9','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-27 23:59:01.522');
INSERT INTO "timeline_events" VALUES('01a21f73-a189-7197-b8ba-8d44cb82777a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7194-a805-753411e9a202','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-27 23:59:01.526','2026-11-27 23:59:01.526');
INSERT INTO "timeline_events" VALUES('01a21f73-a189-719a-bf80-9308c962e3a5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7194-a805-753411e9a202','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-27 23:59:01.532','2026-11-27 23:59:01.532');
INSERT INTO "timeline_queries" VALUES('01a21f73-a189-719d-ab9c-6ff7ab93e642','01a21f72-b6e2-71a4-9283-e2d1137688f9','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-27 23:59:01.538');
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
INSERT INTO "custom_foods" VALUES('01a21f73-a189-71aa-a866-1c94f617ab89','01a21f72-b6e2-71a4-9283-e2d1137688f9','Food 0-0','{"208":250}',NULL,'[]','2026-11-27 23:59:01.556','2026-11-27 23:59:01.556');
INSERT INTO "recipes" VALUES('01a21f73-a189-71a3-b153-70d33a548bef','01a21f72-b6e2-71a4-9283-e2d1137688f9','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-27 23:59:01.549','2026-11-27 23:59:01.549');
INSERT INTO "recipe_ingredients" VALUES('01a21f73-a189-71a5-9afa-0f47bdb6c9b4','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71a3-b153-70d33a548bef','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a21f73-a189-71a7-a088-257eded42a4b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71a3-b153-70d33a548bef','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a21f73-a189-71a0-8164-3b2344502888','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-27 23:59:01.544','2026-11-27 23:59:01.544','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a21f73-a189-71ad-afbb-a44a20f5d539','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-27 23:59:01.558','2026-11-27 23:59:01.558','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a21f73-a189-71b0-8180-fe118d7afc78','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-27 23:59:01.560','2026-11-27 23:59:01.560','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a21f73-a189-7208-b0c7-4ae36961a75d','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-26 11:00:00.000','2026-11-27 23:59:01.730','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a21f73-a189-720a-a769-a31b15ac5aaa','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-26 11:00:00.000','2026-11-27 23:59:01.730','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a21f72-b707-71ec-85d9-2d044d547f4a','01a21f72-b6e2-71a4-9283-e2d1137688f9','female',1990,170.0,1.4);
INSERT INTO "areas" VALUES('01a21f72-b70b-713f-a8f4-212be314fc95','01a21f72-b6e2-71a4-9283-e2d1137688f9','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-27 23:59:01.387');
INSERT INTO "weeks" VALUES('01a21f72-b6f3-7072-97d1-d480e01b3b2d','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-27 23:59:01.364');
INSERT INTO "weeks" VALUES('01a21f73-a189-716e-9cdc-1d41bfbad77b','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a21f72-b711-7072-9608-a53904a12dc0','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b6f3-7072-97d1-d480e01b3b2d','01a21f72-b70b-713f-a8f4-212be314fc95','Goal 0-0',2.0,'open',NULL,1,'2026-11-27 23:59:01.394');
INSERT INTO "weekly_goals" VALUES('01a21f73-a189-7170-a702-f917094593cc','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-716e-9cdc-1d41bfbad77b','01a21f72-b70b-713f-a8f4-212be314fc95','Past goal 0-0',3.0,'open',NULL,0,'2026-11-27 23:59:01.438');
INSERT INTO "retrospectives" VALUES('01a21f72-b702-71f3-b989-f92eaa433c47','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b6f3-7072-97d1-d480e01b3b2d','Focus','Sleep','2026-11-27 23:59:01.379');
INSERT INTO "action_items" VALUES('01a21f73-a189-7160-8856-c8d3ec581104','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f72-b6f3-7072-97d1-d480e01b3b2d','Action 0-0',0,'2026-11-27 23:59:01.421');
INSERT INTO "intentions" VALUES('01a21f72-b717-7063-aeb2-13893471d647','01a21f72-b6e2-71a4-9283-e2d1137688f9','Intention 0-0',25,'01a21f72-b711-7072-9608-a53904a12dc0','01a21f72-b70b-713f-a8f4-212be314fc95','2026-11-27 23:59:01.399','2026-11-28 00:24:01.399','endedEarly','2026-11-27 23:59:01.410',NULL,'[]','happy','2026-11-28 00:00:01.417',NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a21f73-a189-7166-8209-2dc5c7b64759','01a21f72-b6e2-71a4-9283-e2d1137688f9','Block 0-0',45,'01a21f72-b711-7072-9608-a53904a12dc0','01a21f72-b70b-713f-a8f4-212be314fc95','2026-11-27 23:59:01.426','2026-11-28 00:44:01.426','endedEarly','2026-11-27 23:59:01.433',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a21f73-a189-7163-8f85-3ee90d0450e5');
INSERT INTO "intentions" VALUES('01a21f73-a189-717f-ac2d-c33970d28ce3','01a21f72-b6e2-71a4-9283-e2d1137688f9','Task 0-0',15,'01a21f72-b711-7072-9608-a53904a12dc0','01a21f72-b70b-713f-a8f4-212be314fc95','2026-11-27 23:59:01.469','2026-11-28 00:14:01.469','endedEarly','2026-11-27 23:59:01.474',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO "standups" VALUES('01a21f72-b6fe-7055-a54c-2a049be798a4','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-27 23:59:01.374');
INSERT INTO "day_photos" VALUES('01a21f73-a189-71d7-a970-c8d187b6b548','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-28','png',64,'Photo 0-0','2026-11-27 23:59:01.659');
INSERT INTO "day_photos" VALUES('01a21f73-a189-71e0-abe2-141001d057b9','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-28','png',64,'Journal 0-0','2026-11-27 23:59:01.675');
INSERT INTO "security_events" VALUES('01a21f72-b6e2-71a5-b959-996213598b5d','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-27 23:59:01.347','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a21f73-a189-71cc-b0a0-776acb849510','01a21f72-b6e2-71a4-9283-e2d1137688f9','Workout','2026-11-28','2026-11-27 23:59:01.629','2026-11-27 23:59:01.629');
INSERT INTO "lift_sets" VALUES('01a21f73-a189-71ce-9f4f-be3088ff024d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71cc-b0a0-776acb849510',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-27 23:59:01.629','2026-11-27 23:59:01.629');
INSERT INTO "lift_streams" VALUES('01a21f73-a189-71ce-9f4f-be3088ff024d','01a21f72-b6e2-71a4-9283-e2d1137688f9','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a21f73-a189-71d2-8226-882c54972c66','01a21f72-b6e2-71a4-9283-e2d1137688f9','Template 0-0','bench',60.0,8,3,'a1','2026-11-27 23:59:01.649');
INSERT INTO "journal_entries" VALUES('01a21f73-a189-71db-9322-7f70d075484c','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-27 23:59:01.662','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-27 23:59:01.662','2026-11-27 23:59:01.662');
INSERT INTO "journal_entries" VALUES('01a21f73-a189-71de-b486-bf7ad1b549ba','01a21f72-b6e2-71a4-9283-e2d1137688f9','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-27 23:59:01.669','2026-11-27 23:59:01.669');
INSERT INTO "journal_entries" VALUES('01a21f73-a189-71ff-8d5f-4f48a79b5abd','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-27 23:59:01.718','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-27 23:59:01.718','2026-11-27 23:59:01.718');
INSERT INTO "journal_photos" VALUES('01a21f73-a189-71e3-9b01-0ea3e772344d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71db-9322-7f70d075484c','01a21f73-a189-71e0-abe2-141001d057b9',NULL);
INSERT INTO "journal_drafts" VALUES('01a21f73-a189-7201-b60c-ac69ceff6120','01a21f72-b6e2-71a4-9283-e2d1137688f9',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-27T23:59:01.724Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-27 23:59:01.725');
INSERT INTO "journal_search" VALUES('01a21f73-a189-71db-9322-7f70d075484c','01a21f72-b6e2-71a4-9283-e2d1137688f9','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a21f73-a189-71de-b486-bf7ad1b549ba','01a21f72-b6e2-71a4-9283-e2d1137688f9','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a21f73-a189-71ff-8d5f-4f48a79b5abd','01a21f72-b6e2-71a4-9283-e2d1137688f9','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a21f73-a189-71ba-9c3c-8f8b6ba64b3e','01a21f72-b6e2-71a4-9283-e2d1137688f9','Habit 0-0','📚',NULL,'01a21f72-b70b-713f-a8f4-212be314fc95','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-27 23:59:01.571','2026-11-27 23:59:01.571');
INSERT INTO "habits" VALUES('01a21f73-a189-71c6-84f1-50e740fa15e2','01a21f72-b6e2-71a4-9283-e2d1137688f9','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-27 23:59:01.590','2026-11-27 23:59:01.590');
INSERT INTO "habit_check_ins" VALUES('01a21f73-a189-71bd-a4ce-a31e8c9824dc','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71ba-9c3c-8f8b6ba64b3e','2026-11-27',1.0,'2026-11-27 23:59:01.577');
INSERT INTO "habit_check_ins" VALUES('01a21f73-a189-71c0-9fa5-425df778bd96','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71ba-9c3c-8f8b6ba64b3e','2026-11-28',1.0,'2026-11-27 23:59:01.582');
INSERT INTO "habit_check_ins" VALUES('01a21f73-a189-71c9-8c07-68eb5598d6a0','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71c6-84f1-50e740fa15e2','2026-11-28',4.0,'2026-11-27 23:59:01.593');
INSERT INTO "habit_rest_days" VALUES('01a21f73-a189-71c3-ad13-ded97908107a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71ba-9c3c-8f8b6ba64b3e','2026-11-30','2026-11-27 23:59:01.585');
INSERT INTO "health_days" VALUES('01a21f73-a189-7207-a8f9-48dc287112fc','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a21f73-a189-7208-b0c7-4ae36961a75d',NULL,'01a21f73-a189-720a-a769-a31b15ac5aaa','2026-11-27 23:59:01.730');
INSERT INTO "health_sources" VALUES('01a21f73-a189-7203-af3f-422b1744a3a9','01a21f72-b6e2-71a4-9283-e2d1137688f9','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a21f73-a189-7205-b71d-c780cdc057f6','01a21f72-b6e2-71a4-9283-e2d1137688f9','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a21f73-a189-720d-b967-58cde7c8312f','01a21f72-b6e2-71a4-9283-e2d1137688f9','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-27 23:59:01.730');
INSERT INTO "lift_defaults" VALUES('01a21f73-a189-71d5-8f52-bf6ba9b77d1f','01a21f72-b6e2-71a4-9283-e2d1137688f9','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-27 23:59:01.656');
INSERT INTO "plan_blocks" VALUES('01a21f73-a189-7163-8f85-3ee90d0450e5','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-28',375,45,'Block 0-0','01a21f72-b711-7072-9608-a53904a12dc0','01a21f72-b70b-713f-a8f4-212be314fc95',NULL,'2026-11-27 23:59:01.423','2026-11-27 23:59:01.423');
INSERT INTO "plan_blocks" VALUES('01a21f73-a189-716b-96d4-4e355148cfa0','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-28',375,30,'Area block 0-0',NULL,'01a21f72-b70b-713f-a8f4-212be314fc95',NULL,'2026-11-27 23:59:01.437','2026-11-27 23:59:01.437');
INSERT INTO "calendars" VALUES('01a21f73-a189-7210-9e76-2dca8bd1fd35','01a21f72-b6e2-71a4-9283-e2d1137688f9','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-27 23:59:01.748',NULL,'2026-11-27 23:59:01.748');
INSERT INTO "calendar_expansions" VALUES('01a21f73-a189-7210-9e76-2dca8bd1fd35','01a21f72-b6e2-71a4-9283-e2d1137688f9','2026-11-27 23:59:01.748','2026-10-02 23:59:01.746','2027-05-28 23:59:01.746','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7212-83cc-e14c3433f64d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7213-b05a-f1fdc89414e9','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7214-8567-5f5422d4d822','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7215-b38e-da855925d00a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7216-bee4-97a89f551cd1','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7217-925e-7cf1c9690529','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7218-a9ab-d90d1e425c2a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7219-8991-74c6fb577668','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-721a-8373-a878fed66764','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-721b-8aec-2854880189a5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-721c-bf5d-80db47cc7be5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-721d-b51b-868706081476','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-721e-8d13-b8e6d3c6a62c','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-721f-a129-efe226089480','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7220-b94c-4ce745c8b2d1','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7221-bda5-1174f06d39b7','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7222-8c98-690403aa9074','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7223-9d4f-5041a1ea3eb5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7224-8a70-9d0db3314641','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7225-a3d6-914d4bf7ff55','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7226-a1dc-0c9c59341bcc','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7227-88b3-fff4aa0ab7f8','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7228-97c5-91f5f3fdce2a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7229-8485-f0601618adfa','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-722a-b857-3f8c9fc7606a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-722b-928e-1a39a0cfbfae','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-722c-a6e2-60a4df5e9cd2','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-722d-b37e-5c5af4ff0bdb','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-722e-a1c8-b39ca2624d52','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-722f-8711-cb2f2cbd3998','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7230-adb4-72988677fb86','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7231-a664-29da8c1d82e8','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7232-ab23-31c6cc11b860','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7233-a6d9-f19ddd8397ee','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7234-b461-2a361db81ff4','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7235-b64c-25929959bc0c','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7236-a330-be88734b8354','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7237-9ef9-3ed5da2b4237','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7238-a17d-48fcac5b94bb','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7239-83c9-bebeb9827a53','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-723a-b1fb-e38323a917d1','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-723b-9613-22f7d785119b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-723c-b8d5-466abcf07c4b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-723d-aeea-8a23cf3e6bd5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-723e-9a56-a7c96a5cc3f3','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-723f-abbc-73808e23ca92','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7240-9f00-740d20e3dabf','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7241-a3c8-9ba1b7b0bb53','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7242-97ab-3d5d3fa3f7f6','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7243-9dae-c4fd9291209d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7244-9ee6-e86c51cb13b5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7245-a7ce-39f4a6284d4b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7246-892e-05c49d15fa7e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7247-aeb8-e4a474de1518','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7248-95c3-59b90a08e60a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7249-836b-3c2aa1a33ab8','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-724a-95a6-20be5d3672e9','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-724b-b968-a916438b0329','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-724c-b7a8-e5c022443f3a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-724d-a6cf-66f0c33e474f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-724e-866f-487733b30293','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-724f-a6ed-1575db8a7a0d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7250-be63-c6da77ae4dba','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7251-b1bd-694d25436354','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7252-a192-075d4cd71220','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7253-acc6-79a7b068773e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7254-bfbb-15e0a193593a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7255-9bdf-2e9de14605d4','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7256-8808-1d1b8ec77992','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7257-9df3-4b30dda01cb3','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7258-a7c5-852d8438560e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7259-95e2-0fa09be7c47a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-725a-bb58-c4522d61db63','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-725b-8546-7edc12f92984','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-725c-9c36-6c0a61e463e0','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-725d-bb6a-76a16f7d5310','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-725e-89dc-e99d0004bdee','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-725f-b70e-7c5525368320','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7260-b931-41a32daee246','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7261-b024-69cf4e24573d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7262-87f8-7bfacd351bbd','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7263-abb2-533fec0a4513','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7264-bd0f-20992f4dfb2e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7265-acc4-b2b9c57c77bf','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7266-97c8-1407efbe247f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7267-a515-5c08ab3cd185','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7268-9409-19b6dffa0bcd','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7269-adfd-e58c2f520567','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-726a-b0b2-18d222a0f92e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-726b-8f20-2ad0912fc650','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-726c-a1da-3a78ba4d4700','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-726d-bf61-13031205da9e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-726e-99da-62341327e7a2','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-726f-88ec-963feb2f3780','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7270-9f18-c636eef1c790','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7271-a203-24fcb288fc9a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7272-9bb1-a5badaa69088','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7273-bcaf-2d4b106b4ea7','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7274-8649-69fda46988d6','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7275-bb5f-1c0913e9aaff','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7276-a384-ebc71b47a9d7','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7277-aa4c-c6a69aaf2d54','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7278-9324-780597234a59','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7279-b21f-3e5e6e960420','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-727a-9594-26968f096452','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-727b-ba3d-ec1ee3edaa28','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-727c-aaa8-3e7ae549bf20','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-727d-b781-cfd18904057a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-727e-8cb8-31c98e5213eb','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-727f-907b-c9005b0b6f54','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7280-9ef8-c20ef580a964','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7281-bac2-7d1de1c60e74','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7282-98ae-38dd7fde348f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7283-bb07-893798b648af','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7284-9dff-ee53daf06cc9','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7285-884c-15154ee81222','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7286-8e3b-a38a459ced87','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7287-aeb3-471612340c2a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7288-a905-8c14c4c90997','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7289-94ef-66701120afe8','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-728a-9c40-f2a2f672f1df','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-728b-a055-ddffd1e24486','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-728c-8701-bbf64be7e5ea','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-728d-a4d1-9adc29caeb81','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-728e-961e-8bf2cf6bc99d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-728f-a45c-7e0efd71b6ae','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7290-9524-74707014c5f4','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7291-8a28-0bab7548fc35','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7292-afa1-66be92bda523','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7293-a0cb-4cacf2f5e84e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7294-b739-0b616f7f070a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7295-a586-1ed8b7c7dcbd','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7296-860e-0f1a9db0aa6b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7297-b8aa-570e88566e38','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7298-96be-db99dbc7cd76','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-7299-9ae3-9f957f93fc1f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-729a-bb24-a2f8fb939040','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-729b-a00c-aa8e9d43c90b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-729c-a2ab-45d35f8b91ea','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-729d-9ecf-30e8d5d6d34a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-729e-a6d3-10f3e42a06c6','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-729f-9d90-838c1997eaee','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a0-99bc-28057389ef6b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a1-af92-b20e00ce1454','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a2-8dc7-5839205fbf92','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a3-b6a5-f287aceb208a','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a4-b709-119d559687a5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a5-aec2-9725e4e90734','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a6-bce2-1e7f79c7b423','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a7-8c65-0c8d8a8096b5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a8-b6ec-257834c23e68','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72a9-b01d-0a1f14707a20','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72aa-ad76-fcce87d2edec','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72ab-b72e-df852bbaf032','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72ac-aa5d-a384539c5581','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72ad-9313-30c90985aee3','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72ae-9f5a-52314324666b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72af-96c2-01272ca8db9e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b0-8a41-59b29b4e198d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b1-b601-d95b10da7357','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b2-b0af-3e42a6adf043','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b3-8dff-940ffab54a00','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b4-ab47-971b4d3a5b52','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b5-83d4-380cf735349d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b6-bc37-1c2c010ddc82','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b7-8d16-61602128b629','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b8-8092-012abd5a26bf','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72b9-ab06-bea4742c5eb9','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72ba-9aa0-92f473e8f076','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72bb-ad8a-666b36fb9afc','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72bc-9cfc-3e24542b52ff','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72bd-b013-1cc33ca6d457','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72be-8879-e3aaac366581','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72bf-b31d-f8ee9e4d2d27','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c0-83da-3b70e3ab669e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c1-8c2b-98d0643d8d26','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c2-b17e-b2f6df7d5fe8','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c3-8ec1-7d59bcccb485','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c4-8a56-3561d96dd082','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c5-a248-a74f46bcc8d5','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c6-840a-2b9ba11c4571','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c7-8e2f-1d1bfe5142dc','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c8-a772-27c5bd40496b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72c9-a7f3-3344a18c091e','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72ca-80be-059ff7544929','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72cb-a385-356be4dac47f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72cc-bb87-c536b1125d4b','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72cd-98e0-9ea39c39dc19','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72ce-9ebf-3b7320d89530','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72cf-bef3-66a2727b6a19','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72d0-9719-5dbee3f99889','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72d1-9947-ed12b1afec24','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a21f73-a189-72d2-afdd-4f264499c4ef','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-7210-9e76-2dca8bd1fd35','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "runbooks" VALUES('01a21f73-a189-71e6-af61-a800bbd24016','01a21f72-b6e2-71a4-9283-e2d1137688f9','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-27 23:59:01.691','2026-11-27 23:59:01.691');
INSERT INTO "runbook_contacts" VALUES('01a21f73-a189-71f3-b780-124c88e8bf4d','01a21f72-b6e2-71a4-9283-e2d1137688f9','Contact 0-0','030 0','friend','2026-11-28','2026-11-27 23:59:01.700','2026-11-27 23:59:01.700');
INSERT INTO "runbook_steps" VALUES('01a21f73-a189-71e8-b1e7-b77e9a86316f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e6-af61-a800bbd24016','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-27 23:59:01.691','2026-11-27 23:59:01.691');
INSERT INTO "runbook_steps" VALUES('01a21f73-a189-71ea-ad9f-73d34280de5f','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e6-af61-a800bbd24016','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-27 23:59:01.691','2026-11-27 23:59:01.691');
INSERT INTO "runbook_steps" VALUES('01a21f73-a189-71ec-81cb-5c073f8f17b8','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e6-af61-a800bbd24016','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-27 23:59:01.691','2026-11-27 23:59:01.691');
INSERT INTO "runbook_steps" VALUES('01a21f73-a189-71ee-8630-03d4db616e3d','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e6-af61-a800bbd24016','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-27 23:59:01.691','2026-11-27 23:59:01.691');
INSERT INTO "runbook_steps" VALUES('01a21f73-a189-71f0-b27a-7857dae21eb0','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e6-af61-a800bbd24016','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-27 23:59:01.691','2026-11-27 23:59:01.691');
INSERT INTO "runbook_steps" VALUES('01a21f73-a189-71f6-ab12-6f5e66684b85','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e6-af61-a800bbd24016','contact','Call 0-0',NULL,'01a21f73-a189-71f3-b780-124c88e8bf4d','a6','2026-11-27 23:59:01.706','2026-11-27 23:59:01.706');
INSERT INTO "runbook_uses" VALUES('01a21f73-a189-71f9-a52e-12b4c8dcfb80','01a21f72-b6e2-71a4-9283-e2d1137688f9','01a21f73-a189-71e6-af61-a800bbd24016','2026-11-27 23:59:01.711','sad','meh','["01a21f73-a189-71f6-ab12-6f5e66684b85"]','2026-11-27 23:59:01.711');
INSERT INTO "runbook_settings" VALUES('01a21f73-a189-71fc-924e-9db0ebf81520','01a21f72-b6e2-71a4-9283-e2d1137688f9','112','2026-11-27 23:59:01.714');
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
CREATE INDEX runbooks_owner_order ON runbooks(owner_id, order_key);
CREATE INDEX runbook_contacts_owner ON runbook_contacts(owner_id, name);
CREATE INDEX runbook_steps_runbook ON runbook_steps(runbook_id, order_key);
CREATE INDEX runbook_steps_owner ON runbook_steps(owner_id);
CREATE INDEX runbook_uses_runbook ON runbook_uses(runbook_id, used_at);
CREATE INDEX runbook_uses_owner ON runbook_uses(owner_id, used_at);
COMMIT;

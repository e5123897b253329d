-- An Almanac database at migration level 0028-task-headings (UpgradeTests: written once, never rewritten).
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
, import_key TEXT, heading_id TEXT REFERENCES task_headings(id));
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
CREATE TABLE task_headings (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    list_id TEXT NOT NULL REFERENCES task_lists(id),
    title TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    order_key TEXT NOT NULL COLLATE BINARY,
    created_at TEXT NOT NULL,
    import_key TEXT
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
INSERT INTO "grdb_migrations" VALUES('0028-task-headings');
INSERT INTO "users" VALUES('01a21f7f-7966-709e-bd88-774453fa4cfe','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 00:12:57.574','dayMonth');
INSERT INTO "credentials" VALUES('01a21f7f-7966-709e-bd88-774453fa4cfe','$2b$06$jhvwArLu1ESohtk2RDNsROfWhAF8FoS2/C3YC60CsB/Ncz0UJeDNi');
INSERT INTO "changes" VALUES('01a21f7f-797f-71eb-9810-b1189a06c8bf','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-797f-71e9-b0ed-4fa0f30ed7b2','weeks','01a21f7f-797f-71ea-871d-7bc87b89d6f9','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f7f-797f-71ea-871d-7bc87b89d6f9","length_days":7,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 00:12:57.600','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f7f-797f-71ec-b0f5-0bba0923b47d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-797f-71e9-b0ed-4fa0f30ed7b2','weeks','01a21f7f-797f-71ea-871d-7bc87b89d6f9','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f7f-797f-71ea-871d-7bc87b89d6f9","length_days":7,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_day":"2026-11-23","started_at":"2026-11-28 00:12:57.600"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f7f-797f-71ea-871d-7bc87b89d6f9","length_days":7,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_day":"2026-11-23","started_at":null}','2026-11-28 00:12:57.600','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f7f-7993-71e9-bd4d-700a0c645c31','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-7993-71e7-95bc-1bb3cf6b59b6','standups','01a21f7f-7993-71e8-8b4f-b0ec98792548','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a21f7f-7993-71e8-8b4f-b0ec98792548","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","updated_at":"2026-11-28 00:12:57.620"}',NULL,'2026-11-28 00:12:57.620','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f7f-7997-7062-b832-49dfee8a184b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-7997-7060-b26a-6c224c90f6ea','retrospectives','01a21f7f-7997-7061-8a78-ac6c9e1c29de','insert','{"id":"01a21f7f-7997-7061-8a78-ac6c9e1c29de","improve":"Sleep","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","updated_at":"2026-11-28 00:12:57.624","week_id":"01a21f7f-797f-71ea-871d-7bc87b89d6f9","went_well":"Focus"}',NULL,'2026-11-28 00:12:57.624','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a21f7f-799e-71d0-b08b-67c58d0cb141','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-799e-71ce-99f6-c012d8c5ce02','energy_profiles','01a21f7f-799e-71cf-b996-b503798eea7d','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a21f7f-799e-71cf-b996-b503798eea7d","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","sex":"female"}',NULL,'2026-11-28 00:12:57.630','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a21f7f-79a2-71f4-a8e5-c792ea917cca','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-79a2-71f2-901d-9da026f6f0f5','areas','01a21f7f-79a2-71f3-a73d-fd3bef825850','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 00:12:57.635","icon":null,"id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","name":"Area 0-0","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.635','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f7f-79a6-7083-99e5-b7423b74bfc2','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-79a6-7081-8a92-911a210fa58b','weekly_goals','01a21f7f-79a6-7082-b86d-62ec09eecf3d','insert','{"added_mid_sprint":1,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","created_at":"2026-11-28 00:12:57.638","estimate_hours":2,"id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a21f7f-797f-71ea-871d-7bc87b89d6f9"}',NULL,'2026-11-28 00:12:57.638','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f7f-79aa-7091-bd1f-b830ad0c86af','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-79aa-708f-94bc-a779beb8db9c','intentions','01a21f7f-79aa-7090-8a84-30730af4fa14','insert','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:37:57.642","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f7f-79aa-7090-8a84-30730af4fa14","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.642","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 00:12:57.642','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f7f-79b0-71f2-b2a9-3002341e3e55','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-79b0-71f1-b500-e6d011cd10c1','intentions','01a21f7f-79aa-7090-8a84-30730af4fa14','update','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":"2026-11-28 00:12:57.649","ends_at":"2026-11-28 00:37:57.642","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f7f-79aa-7090-8a84-30730af4fa14","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.642","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:37:57.642","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f7f-79aa-7090-8a84-30730af4fa14","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.642","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 00:12:57.649','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7030-9574-900ea070ef18','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-702f-bd1c-804bbc439c17','intentions','01a21f7f-79aa-7090-8a84-30730af4fa14','update','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":"2026-11-28 00:12:57.649","ends_at":"2026-11-28 00:37:57.642","feeling":"happy","goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f7f-79aa-7090-8a84-30730af4fa14","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":25,"rated_at":"2026-11-28 00:13:57.657","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.642","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":"2026-11-28 00:12:57.649","ends_at":"2026-11-28 00:37:57.642","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f7f-79aa-7090-8a84-30730af4fa14","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.642","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 00:13:57.657','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7033-9fd9-055e41df114c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7031-8c47-075e61357fc4','action_items','01a21f80-6418-7032-916b-200e424c56de','insert','{"created_at":"2026-11-28 00:12:57.662","done":0,"id":"01a21f80-6418-7032-916b-200e424c56de","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","text":"Action 0-0","week_id":"01a21f7f-797f-71ea-871d-7bc87b89d6f9"}',NULL,'2026-11-28 00:12:57.662','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7036-b2e3-169246c033cf','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7034-894e-1d1b8d603438','plan_blocks','01a21f80-6418-7035-8c3b-3821afdfa7b8','insert','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","cause":null,"created_at":"2026-11-28 00:12:57.665","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f80-6418-7035-8c3b-3821afdfa7b8","minutes":45,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 00:12:57.665"}',NULL,'2026-11-28 00:12:57.665','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7039-b414-8b6c390204dc','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7037-ba5a-cc76033d3337','intentions','01a21f80-6418-7038-b924-5513b87da9e4','insert','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":"01a21f80-6418-7035-8c3b-3821afdfa7b8","ended_at":null,"ends_at":"2026-11-28 00:57:57.669","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f80-6418-7038-b924-5513b87da9e4","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.669","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 00:12:57.669','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-703b-b26e-7d3067a0fbcb','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-703a-9ab7-5f96a71a3e98','intentions','01a21f80-6418-7038-b924-5513b87da9e4','update','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":"01a21f80-6418-7035-8c3b-3821afdfa7b8","ended_at":"2026-11-28 00:12:57.676","ends_at":"2026-11-28 00:57:57.669","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f80-6418-7038-b924-5513b87da9e4","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.669","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":"01a21f80-6418-7035-8c3b-3821afdfa7b8","ended_at":null,"ends_at":"2026-11-28 00:57:57.669","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f80-6418-7038-b924-5513b87da9e4","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.669","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 00:12:57.676','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-703e-82b1-27ed7bac6108','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-703c-9f0b-3de15e6acc60','plan_blocks','01a21f80-6418-703d-add2-e3025cced15e','insert','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","cause":null,"created_at":"2026-11-28 00:12:57.681","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a21f80-6418-703d-add2-e3025cced15e","minutes":30,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 00:12:57.681"}',NULL,'2026-11-28 00:12:57.681','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7041-93c0-9821783f920a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-703f-801f-9645f9f5101f','plan_block_versions','01a21f80-6418-7040-822c-db2da0825260','insert','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":"01a21f80-6418-703d-add2-e3025cced15e","change":"moved","day":"2026-11-28","id":"01a21f80-6418-7040-822c-db2da0825260","minutes":30,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","reason":"Longer than planned","recorded_at":"2026-11-28 00:12:57.684","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 00:12:57.684','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7042-b700-6875b580f36c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-703f-801f-9645f9f5101f','plan_blocks','01a21f80-6418-703d-add2-e3025cced15e','update','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","cause":null,"created_at":"2026-11-28 00:12:57.681","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a21f80-6418-703d-add2-e3025cced15e","minutes":45,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 00:12:57.684"}','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","cause":null,"created_at":"2026-11-28 00:12:57.681","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a21f80-6418-703d-add2-e3025cced15e","minutes":30,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 00:12:57.681"}','2026-11-28 00:12:57.684','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7045-9bc3-33740f9e30f0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7043-aaef-06324921e3b8','plan_blocks','01a21f80-6418-7044-9519-957d1f4bba2f','insert','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","cause":null,"created_at":"2026-11-28 00:12:57.692","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a21f80-6418-7044-9519-957d1f4bba2f","minutes":15,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 00:12:57.692"}',NULL,'2026-11-28 00:12:57.692','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7047-9f16-4eeb4dccc061','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7046-b118-e0df868d29ae','plan_blocks','01a21f80-6418-7044-9519-957d1f4bba2f','update','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","cause":"internal","created_at":"2026-11-28 00:12:57.692","day":"2026-11-27","disposed_at":"2026-11-28 00:12:57.694","disposition":"backToList","goal_id":null,"id":"01a21f80-6418-7044-9519-957d1f4bba2f","minutes":15,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 00:12:57.692"}','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","cause":null,"created_at":"2026-11-28 00:12:57.692","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a21f80-6418-7044-9519-957d1f4bba2f","minutes":15,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 00:12:57.692"}','2026-11-28 00:12:57.694','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-704a-aa4c-63bf97a9c258','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7048-a2b1-acd8132b1220','weeks','01a21f80-6418-7049-81ab-f1d523995fc3','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a21f80-6418-7049-81ab-f1d523995fc3","length_days":7,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 00:12:57.699','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-704c-a116-f04a64d6a8b1','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7048-a2b1-acd8132b1220','weekly_goals','01a21f80-6418-704b-a200-be049cf084ec','insert','{"added_mid_sprint":0,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","created_at":"2026-11-28 00:12:57.699","estimate_hours":3,"id":"01a21f80-6418-704b-a200-be049cf084ec","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a21f80-6418-7049-81ab-f1d523995fc3"}',NULL,'2026-11-28 00:12:57.699','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-704f-b1ea-0066cbf8a7f9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-704d-b6e6-b8d5b3a3a63b','task_lists','01a21f80-6418-704e-9e93-6e075df283f0','insert','{"archived":0,"color":null,"created_at":"2026-11-28 00:12:57.704","icon":null,"id":"01a21f80-6418-704e-9e93-6e075df283f0","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.704','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7052-a55b-37b5a061b8be','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7050-bf4f-ff4cfe32ac13','tasks','01a21f80-6418-7051-b2f4-ae91a327011b','insert','{"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","created_at":"2026-11-28 00:12:57.708","deadline":null,"evening":0,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","heading_id":null,"id":"01a21f80-6418-7051-b2f4-ae91a327011b","import_key":null,"list_id":"01a21f80-6418-704e-9e93-6e075df283f0","list_key":"a1","notes":"","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 00:12:57.708"}',NULL,'2026-11-28 00:12:57.708','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7054-b897-66f9d98aeff8','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7050-bf4f-ff4cfe32ac13','task_tags','01a21f80-6418-7053-8eee-131c6181bec4','insert','{"id":"01a21f80-6418-7053-8eee-131c6181bec4","name":"errand","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.708','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7056-a266-4ff43be119dc','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7050-bf4f-ff4cfe32ac13','task_tag_links','01a21f80-6418-7055-b499-4cfe1aa868bf','insert','{"id":"01a21f80-6418-7055-b499-4cfe1aa868bf","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","tag_id":"01a21f80-6418-7053-8eee-131c6181bec4","task_id":"01a21f80-6418-7051-b2f4-ae91a327011b"}',NULL,'2026-11-28 00:12:57.708','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7058-a841-4420a53f2e5e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7050-bf4f-ff4cfe32ac13','task_checklist_items','01a21f80-6418-7057-86a2-83fd9b469030','insert','{"done":0,"id":"01a21f80-6418-7057-86a2-83fd9b469030","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","task_id":"01a21f80-6418-7051-b2f4-ae91a327011b","title":"Step"}',NULL,'2026-11-28 00:12:57.708','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-705b-b854-fc2a984331ca','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7059-823d-5f09a8f023b5','system_settings','01a21f80-6418-705a-9a67-4b78bb023bd2','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a21f80-6418-705a-9a67-4b78bb023bd2","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 00:12:57.726','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-705e-adbd-d5b3d97ea614','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-705c-9329-655c1d54f3d7','intentions','01a21f80-6418-705d-b85f-757ad2bb4b70','insert','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:27:57.729","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f80-6418-705d-b85f-757ad2bb4b70","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.729","state":"running","tags":"[]","task_id":"01a21f80-6418-7051-b2f4-ae91a327011b","what":"Task 0-0"}',NULL,'2026-11-28 00:12:57.729','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7060-a4ac-6586b1eb7aba','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-705f-9210-95b8bad7e246','intentions','01a21f80-6418-705d-b85f-757ad2bb4b70','update','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":"2026-11-28 00:12:57.735","ends_at":"2026-11-28 00:27:57.729","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f80-6418-705d-b85f-757ad2bb4b70","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.729","state":"endedEarly","tags":"[]","task_id":"01a21f80-6418-7051-b2f4-ae91a327011b","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","block_id":null,"ended_at":null,"ends_at":"2026-11-28 00:27:57.729","feeling":null,"goal_id":"01a21f7f-79a6-7082-b86d-62ec09eecf3d","id":"01a21f80-6418-705d-b85f-757ad2bb4b70","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 00:12:57.729","state":"running","tags":"[]","task_id":"01a21f80-6418-7051-b2f4-ae91a327011b","what":"Task 0-0"}','2026-11-28 00:12:57.735','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7063-bddd-cb9d77426ad6','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7061-b67b-e9408294dde1','tasks','01a21f80-6418-7062-911c-7dbc095884a7','insert','{"area_id":null,"created_at":"2026-11-28 00:12:57.740","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a21f80-6418-7062-911c-7dbc095884a7","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 00:12:57.740"}',NULL,'2026-11-28 00:12:57.740','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7066-b4fe-a3fb50c42b2e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7064-9137-171eeff41924','task_headings','01a21f80-6418-7065-8e7c-1e1d623e38a2','insert','{"archived":0,"created_at":"2026-11-28 00:12:57.747","id":"01a21f80-6418-7065-8e7c-1e1d623e38a2","import_key":null,"list_id":"01a21f80-6418-704e-9e93-6e075df283f0","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","title":"Heading 0-0"}',NULL,'2026-11-28 00:12:57.747','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7069-a1d3-e099af7e77ce','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7067-9330-58e3fb0d161f','tasks','01a21f80-6418-7068-9f21-517c119ddf82','insert','{"area_id":null,"created_at":"2026-11-28 00:12:57.750","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a21f80-6418-7065-8e7c-1e1d623e38a2","id":"01a21f80-6418-7068-9f21-517c119ddf82","import_key":null,"list_id":"01a21f80-6418-704e-9e93-6e075df283f0","list_key":"a2","notes":"","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 00:12:57.750"}',NULL,'2026-11-28 00:12:57.750','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-706e-9dd6-09d6e908bafe','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-706a-bd68-c2905b5f4011','task_lists','*','insert','{"ids":["01a21f80-6418-706b-b059-b4c641b2f30a"]}',NULL,'2026-11-28 00:12:57.758','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-706f-9d41-b111827e0db3','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-706a-bd68-c2905b5f4011','tasks','*','insert','{"ids":["01a21f80-6418-706c-8836-62348719960f"]}',NULL,'2026-11-28 00:12:57.758','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7070-aaaa-3cfe9412cc52','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-706a-bd68-c2905b5f4011','task_tag_links','*','insert','{"ids":["01a21f80-6418-706d-8f8b-2eb43cb5773e"]}',NULL,'2026-11-28 00:12:57.758','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7073-8abd-65065d477bfb','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7071-9a8c-b6d6dcc98ec8','timelines','01a21f80-6418-7072-97d2-b7c5428cdd96','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 00:12:57.764","icon":"","id":"01a21f80-6418-7072-97d2-b7c5428cdd96","name":"Timeline 0-0","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.764','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7076-a256-10fc2657ddab','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7074-b6a0-e04fa4e9f639','timeline_events','01a21f80-6418-7075-8131-6a3dfa35fcd4','insert','{"created_at":"2026-11-28 00:12:57.770","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a21f80-6418-7075-8131-6a3dfa35fcd4","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a21f80-6418-7072-97d2-b7c5428cdd96","title":"Job 0-0","updated_at":"2026-11-28 00:12:57.770"}',NULL,'2026-11-28 00:12:57.770','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7079-96ba-4678fcdfed78','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7077-8725-52bed9633eb7','timeline_events','01a21f80-6418-7078-8a61-b9637dd68dd2','insert','{"created_at":"2026-11-28 00:12:57.776","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a21f80-6418-7078-8a61-b9637dd68dd2","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a21f80-6418-7072-97d2-b7c5428cdd96","title":"Trip 0-0","updated_at":"2026-11-28 00:12:57.776"}',NULL,'2026-11-28 00:12:57.776','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-707c-b7e8-9de04ca1d6ed','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-707a-81b8-575564a5984f','timeline_queries','01a21f80-6418-707b-9743-1ac115ce9f5e','insert','{"created_at":"2026-11-28 00:12:57.779","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a21f80-6418-707b-9743-1ac115ce9f5e","name":"Query 0-0","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.779','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-707f-a780-0c9c4fd8e282','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-707d-992c-2c409365aeee','food_events','01a21f80-6418-707e-ac9c-bf14bafb990a','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a21f80-6418-707e-ac9c-bf14bafb990a","kind":"record","occurred_at":"2026-11-28 00:12:57.787","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","recorded_at":"2026-11-28 00:12:57.787","refers_to":null}',NULL,'2026-11-28 00:12:57.787','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7082-9a1c-7764e4d596d7','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7080-affe-d0372df04ead','recipes','01a21f80-6418-7081-a584-69f8ace1c4eb','insert','{"created_at":"2026-11-28 00:12:57.794","id":"01a21f80-6418-7081-a584-69f8ace1c4eb","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","servings":2,"total_grams":300,"updated_at":"2026-11-28 00:12:57.794","yield_grams":null}',NULL,'2026-11-28 00:12:57.794','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7084-a09d-71b39d80f6d3','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7080-affe-d0372df04ead','recipe_ingredients','01a21f80-6418-7083-a524-62bcdf4dca7a','insert','{"food_id":"09040","grams":100,"id":"01a21f80-6418-7083-a524-62bcdf4dca7a","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","position":0,"recipe_id":"01a21f80-6418-7081-a584-69f8ace1c4eb"}',NULL,'2026-11-28 00:12:57.794','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7086-a822-c99b4a04c073','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7080-affe-d0372df04ead','recipe_ingredients','01a21f80-6418-7085-8088-db10c675f11c','insert','{"food_id":"01079","grams":200,"id":"01a21f80-6418-7085-8088-db10c675f11c","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","position":1,"recipe_id":"01a21f80-6418-7081-a584-69f8ace1c4eb"}',NULL,'2026-11-28 00:12:57.794','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7089-af5f-11fad4783b55','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7087-9bda-706326be5b78','custom_foods','01a21f80-6418-7088-b07a-bb8da3c04b06','insert','{"created_at":"2026-11-28 00:12:57.801","id":"01a21f80-6418-7088-b07a-bb8da3c04b06","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 00:12:57.801"}',NULL,'2026-11-28 00:12:57.801','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-708c-938c-8a4074abb182','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-708a-91fb-166e3d3d3cfd','food_events','01a21f80-6418-708b-9b9f-c2e192d0eb15','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f80-6418-708b-9b9f-c2e192d0eb15","kind":"record","occurred_at":"2026-11-28 00:12:57.803","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","recorded_at":"2026-11-28 00:12:57.803","refers_to":null}',NULL,'2026-11-28 00:12:57.803','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-708f-824e-67b386846c14','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-708d-abb8-e91217549b0f','food_events','01a21f80-6418-708e-aed6-d54bac509881','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a21f80-6418-708e-aed6-d54bac509881","kind":"record","occurred_at":"2026-11-28 00:12:57.804","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","recorded_at":"2026-11-28 00:12:57.805","refers_to":null}',NULL,'2026-11-28 00:12:57.805','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7092-936a-4b0be2c99d82','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7090-b060-e9cc38a59e79','price_comparisons','01a21f80-6418-7091-9c59-0dda83e083b3','insert','{"created_at":"2026-11-28 00:12:57.808","display_unit":"100 ml","id":"01a21f80-6418-7091-9c59-0dda83e083b3","name":"Comparison 0-0","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","unit_system":"metric","updated_at":"2026-11-28 00:12:57.808"}',NULL,'2026-11-28 00:12:57.808','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7094-b844-1c45099f8259','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7090-b060-e9cc38a59e79','price_products','01a21f80-6418-7093-8d8c-8996a06d816d','insert','{"comparison_id":"01a21f80-6418-7091-9c59-0dda83e083b3","id":"01a21f80-6418-7093-8d8c-8996a06d816d","name":"Bertolli","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 00:12:57.808','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7096-9905-db19c4d4865b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7090-b060-e9cc38a59e79','price_products','01a21f80-6418-7095-87da-92b61a2719c6','insert','{"comparison_id":"01a21f80-6418-7091-9c59-0dda83e083b3","id":"01a21f80-6418-7095-87da-92b61a2719c6","name":"Monini","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 00:12:57.808','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-7099-8ccf-62a0466e5238','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7097-ae88-9176436ccc6f','habits','01a21f80-6418-7098-8597-02704206446d','insert','{"archived":0,"area_id":"01a21f7f-79a2-71f3-a73d-fd3bef825850","color":null,"created_at":"2026-11-28 00:12:57.815","emoji":"📚","id":"01a21f80-6418-7098-8597-02704206446d","name":"Habit 0-0","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 00:12:57.815"}',NULL,'2026-11-28 00:12:57.815','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-709c-8e27-aed31da56552','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-709a-8e25-5894c702d943','habit_check_ins','01a21f80-6418-709b-a7d2-72d5a978403d','insert','{"amount":1,"created_at":"2026-11-28 00:12:57.820","day":"2026-11-27","habit_id":"01a21f80-6418-7098-8597-02704206446d","id":"01a21f80-6418-709b-a7d2-72d5a978403d","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.820','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-709f-8ff4-3b67ac4fa8a0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-709d-ad7b-aed89d04f40d','habit_check_ins','01a21f80-6418-709e-928c-ce92f072a5ac','insert','{"amount":1,"created_at":"2026-11-28 00:12:57.825","day":"2026-11-28","habit_id":"01a21f80-6418-7098-8597-02704206446d","id":"01a21f80-6418-709e-928c-ce92f072a5ac","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.825','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70a2-be65-14a6b1fc727c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70a0-b42d-10a5ff49a7cd','habit_rest_days','01a21f80-6418-70a1-93c9-620831768b37','insert','{"created_at":"2026-11-28 00:12:57.829","day":"2026-11-30","habit_id":"01a21f80-6418-7098-8597-02704206446d","id":"01a21f80-6418-70a1-93c9-620831768b37","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.829','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70a5-8b16-102e00006cdd','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70a3-8951-5ef624227094','habits','01a21f80-6418-70a4-be1f-fe80599be3c4','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 00:12:57.833","emoji":"","id":"01a21f80-6418-70a4-be1f-fe80599be3c4","name":"Water 0-0","order_key":"a2","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 00:12:57.833"}',NULL,'2026-11-28 00:12:57.833','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70a8-a95a-e802b0e5ed12','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70a6-8e79-a2eb6536eaff','habit_check_ins','01a21f80-6418-70a7-a02f-c521ae7b685d','insert','{"amount":4,"created_at":"2026-11-28 00:12:57.836","day":"2026-11-28","habit_id":"01a21f80-6418-70a4-be1f-fe80599be3c4","id":"01a21f80-6418-70a7-a02f-c521ae7b685d","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.836','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70ab-888d-3971b76c4827','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70a9-ad0d-b168c20acf84','lift_sessions','01a21f80-6418-70aa-8b96-1b1193b6aa09','insert','{"created_at":"2026-11-28 00:12:57.870","day":"2026-11-28","id":"01a21f80-6418-70aa-8b96-1b1193b6aa09","name":"Workout","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","updated_at":"2026-11-28 00:12:57.870"}',NULL,'2026-11-28 00:12:57.870','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70ad-b60a-f327a8e2f09f','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70a9-ad0d-b168c20acf84','lift_sets','01a21f80-6418-70ac-ba2f-246b52042b60','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 00:12:57.870","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a21f80-6418-70ac-ba2f-246b52042b60","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","position":0,"rate_hz":20,"recorded_at":"2026-11-28 00:12:57.870","reps":3,"session_id":"01a21f80-6418-70aa-8b96-1b1193b6aa09","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 00:12:57.870','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70ae-af66-660bcc9e5760','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70a9-ad0d-b168c20acf84','lift_streams','01a21f80-6418-70ac-ba2f-246b52042b60','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a21f80-6418-70ac-ba2f-246b52042b60","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.870','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70b1-97d4-8dc8a869340a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70af-958b-54ba50c578c2','lift_templates','01a21f80-6418-70b0-bba3-146a07c6e27d','insert','{"created_at":"2026-11-28 00:12:57.883","goal_reps":8,"id":"01a21f80-6418-70b0-bba3-146a07c6e27d","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","sets":3}',NULL,'2026-11-28 00:12:57.883','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70b4-a4fc-05ee7c85687a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70b2-b732-6f43cbaf8567','lift_defaults','01a21f80-6418-70b3-abf1-a5c80607c5f9','insert','{"id":"01a21f80-6418-70b3-abf1-a5c80607c5f9","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 00:12:57.886","velocity_loss_target":25}',NULL,'2026-11-28 00:12:57.886','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70b7-9288-71b0dd390ac4','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70b6-9d26-b68d8132c44c','day_photos','01a21f80-6418-70b5-8da4-ee2a9b8085b6','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 00:12:57.889","day":"2026-11-28","id":"01a21f80-6418-70b5-8da4-ee2a9b8085b6","kind":"png","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.891','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70ba-9931-6ae2bedb1148','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70b8-8951-e40c0807443e','journal_entries','01a21f80-6418-70b9-b855-a6a167662bf7','insert','{"created_at":"2026-11-28 00:12:57.894","day":"2026-11-28","id":"01a21f80-6418-70b9-b855-a6a167662bf7","location":"Berlin","mood":"happy","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 00:12:57.894","written_at":"2026-11-28 00:12:57.894"}',NULL,'2026-11-28 00:12:57.894','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70bd-b451-c68d9f5af895','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70bb-b36d-82983fbec7b0','journal_entries','01a21f80-6418-70bc-b673-c327215b7496','insert','{"created_at":"2026-11-28 00:12:57.898","day":"2025-11-28","id":"01a21f80-6418-70bc-b673-c327215b7496","location":null,"mood":null,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 00:12:57.898","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 00:12:57.898','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70c0-ab8a-885aa1e8ba00','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70bf-8f9f-78c937c3a14e','day_photos','01a21f80-6418-70be-810f-973f51762e4d','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 00:12:57.902","day":"2026-11-28","id":"01a21f80-6418-70be-810f-973f51762e4d","kind":"png","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe"}',NULL,'2026-11-28 00:12:57.903','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70c2-a02e-d76ffcf4187e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70bf-8f9f-78c937c3a14e','journal_photos','01a21f80-6418-70c1-975c-9dce9565bb17','insert','{"entry_id":"01a21f80-6418-70b9-b855-a6a167662bf7","id":"01a21f80-6418-70c1-975c-9dce9565bb17","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","photo_id":"01a21f80-6418-70be-810f-973f51762e4d","source_id":null}',NULL,'2026-11-28 00:12:57.903','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70c5-82dd-8069a96f08fb','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c3-90ec-0e3986b9a1d0','runbooks','01a21f80-6418-70c4-9d02-cebd71858f6e','insert','{"created_at":"2026-11-28 00:12:57.907","id":"01a21f80-6418-70c4-9d02-cebd71858f6e","name":"When I''m anxious","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","updated_at":"2026-11-28 00:12:57.907","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 00:12:57.907','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70c7-a934-8e9a17b626a7','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c3-90ec-0e3986b9a1d0','runbook_steps','01a21f80-6418-70c6-9079-150ff1e694a9','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 00:12:57.907","id":"01a21f80-6418-70c6-9079-150ff1e694a9","kind":"text","order_key":"a1","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","runbook_id":"01a21f80-6418-70c4-9d02-cebd71858f6e","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 00:12:57.907"}',NULL,'2026-11-28 00:12:57.907','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70c9-bd3c-df36d34707f2','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c3-90ec-0e3986b9a1d0','runbook_steps','01a21f80-6418-70c8-a808-f8b5bdb0ccdc','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 00:12:57.907","id":"01a21f80-6418-70c8-a808-f8b5bdb0ccdc","kind":"breathing","order_key":"a2","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","runbook_id":"01a21f80-6418-70c4-9d02-cebd71858f6e","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 00:12:57.907"}',NULL,'2026-11-28 00:12:57.907','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70cb-b350-a77e7686bae0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c3-90ec-0e3986b9a1d0','runbook_steps','01a21f80-6418-70ca-b07e-cf87df731e05','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 00:12:57.907","id":"01a21f80-6418-70ca-b07e-cf87df731e05","kind":"grounding","order_key":"a3","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","runbook_id":"01a21f80-6418-70c4-9d02-cebd71858f6e","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 00:12:57.907"}',NULL,'2026-11-28 00:12:57.907','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70cd-a417-c7feda32a09f','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c3-90ec-0e3986b9a1d0','runbook_steps','01a21f80-6418-70cc-89ff-f91babb4737b','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 00:12:57.907","id":"01a21f80-6418-70cc-89ff-f91babb4737b","kind":"text","order_key":"a4","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","runbook_id":"01a21f80-6418-70c4-9d02-cebd71858f6e","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 00:12:57.907"}',NULL,'2026-11-28 00:12:57.907','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70cf-bd5b-d01be924f33c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c3-90ec-0e3986b9a1d0','runbook_steps','01a21f80-6418-70ce-a7f0-9feb9b5baa7b','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 00:12:57.907","id":"01a21f80-6418-70ce-a7f0-9feb9b5baa7b","kind":"contact","order_key":"a5","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","runbook_id":"01a21f80-6418-70c4-9d02-cebd71858f6e","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 00:12:57.907"}',NULL,'2026-11-28 00:12:57.907','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70d2-b58b-f5d88417347d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70d0-8db6-b82bb655d5f9','runbook_contacts','01a21f80-6418-70d1-b24f-6d2488778a57','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 00:12:57.913","id":"01a21f80-6418-70d1-b24f-6d2488778a57","name":"Contact 0-0","note":"friend","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","phone":"030 0","updated_at":"2026-11-28 00:12:57.913"}',NULL,'2026-11-28 00:12:57.913','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70d5-909b-0c554b38583a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70d3-906b-79d7ddf341c7','runbook_steps','01a21f80-6418-70d4-b788-5aca6a5d3fb9','insert','{"breathing":null,"contact_id":"01a21f80-6418-70d1-b24f-6d2488778a57","created_at":"2026-11-28 00:12:57.917","id":"01a21f80-6418-70d4-b788-5aca6a5d3fb9","kind":"contact","order_key":"a6","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","runbook_id":"01a21f80-6418-70c4-9d02-cebd71858f6e","text":"Call 0-0","updated_at":"2026-11-28 00:12:57.917"}',NULL,'2026-11-28 00:12:57.917','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70d8-8b06-1878de38085d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70d6-a2c1-5e729cc67208','runbook_uses','01a21f80-6418-70d7-b11b-b786ff4f7a6a','insert','{"created_at":"2026-11-28 00:12:57.921","feeling_after":"meh","feeling_before":"sad","id":"01a21f80-6418-70d7-b11b-b786ff4f7a6a","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","runbook_id":"01a21f80-6418-70c4-9d02-cebd71858f6e","steps_done":"[\"01a21f80-6418-70d4-b788-5aca6a5d3fb9\"]","used_at":"2026-11-28 00:12:57.921"}',NULL,'2026-11-28 00:12:57.921','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70db-9dfd-c61577a265de','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70d9-a3ca-3fd280a0dd59','runbook_settings','01a21f80-6418-70da-b26a-1be8b23e089a','insert','{"emergency_number":"112","id":"01a21f80-6418-70da-b26a-1be8b23e089a","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","updated_at":"2026-11-28 00:12:57.924"}',NULL,'2026-11-28 00:12:57.924','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70de-b5d6-161bb469fa58','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70dc-b966-10482160dc96','journal_entries','01a21f80-6418-70dd-97ad-38b7974624e2','insert','{"created_at":"2026-11-28 00:12:57.931","day":"2026-11-28","id":"01a21f80-6418-70dd-97ad-38b7974624e2","location":null,"mood":null,"owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 00:12:57.931","written_at":"2026-11-28 00:12:57.931"}',NULL,'2026-11-28 00:12:57.931','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70e2-a7f1-1b7bc984a176','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70e0-8efc-d9fd412eca5f','health_sources','01a21f80-6418-70e1-8427-10ddd86e30da','insert','{"id":"01a21f80-6418-70e1-8427-10ddd86e30da","name":"Shape Watch 0","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","position":null}',NULL,'2026-11-28 00:12:57.945','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70e4-8c5f-a8fe5515c92f','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70e0-8efc-d9fd412eca5f','health_sources','01a21f80-6418-70e3-9f9e-98cf0005f312','insert','{"id":"01a21f80-6418-70e3-9f9e-98cf0005f312","name":"Shape iPhone","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","position":null}',NULL,'2026-11-28 00:12:57.945','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70e7-a968-7463e2941d65','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70e0-8efc-d9fd412eca5f','food_events','01a21f80-6418-70e6-9f79-f5f0641d4dbf','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a21f80-6418-70e6-9f79-f5f0641d4dbf","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","recorded_at":"2026-11-28 00:12:57.945","refers_to":null}',NULL,'2026-11-28 00:12:57.945','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70e9-8efb-aeba44bd71b3','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70e0-8efc-d9fd412eca5f','food_events','01a21f80-6418-70e8-b4d1-9f1abb536497','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a21f80-6418-70e8-b4d1-9f1abb536497","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","recorded_at":"2026-11-28 00:12:57.945","refers_to":null}',NULL,'2026-11-28 00:12:57.945','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70ea-81bd-3ac19a3914c1','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70e0-8efc-d9fd412eca5f','health_days','01a21f80-6418-70e5-81e8-6ed902bf6c84','insert','{"active_event_id":"01a21f80-6418-70e6-9f79-f5f0641d4dbf","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a21f80-6418-70e5-81e8-6ed902bf6c84","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 00:12:57.945","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a21f80-6418-70e8-b4d1-9f1abb536497","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 00:12:57.945','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70ec-999e-b4ab01e4ac54','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70e0-8efc-d9fd412eca5f','health_imports','01a21f80-6418-70eb-bb70-c5db4cfaf5e2','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a21f80-6418-70eb-bb70-c5db4cfaf5e2","imported_at":"2026-11-28 00:12:57.945","last_day":"2026-11-26","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","records":3}',NULL,'2026-11-28 00:12:57.945','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a21f80-6418-70ef-a7de-7f31ac9f1515','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ed-b577-97bb9d120132','calendars','01a21f80-6418-70ee-ab0b-890febe96587','insert','{"color":"#5b6ee1","created_at":"2026-11-28 00:12:57.959","etag":null,"fetched_at":"2026-11-28 00:12:57.959","file_name":"work-0.ics","id":"01a21f80-6418-70ee-ab0b-890febe96587","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a21f7f-7966-709e-bd88-774453fa4cfe","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 00:12:57.959','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a21f80-6418-704e-9e93-6e075df283f0','01a21f7f-7966-709e-bd88-774453fa4cfe','List 0-0',NULL,NULL,0,'a1','2026-11-28 00:12:57.704',NULL);
INSERT INTO "task_lists" VALUES('01a21f80-6418-706b-b059-b4c641b2f30a','01a21f7f-7966-709e-bd88-774453fa4cfe','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 00:12:57.758','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a21f80-6418-7051-b2f4-ae91a327011b','01a21f7f-7966-709e-bd88-774453fa4cfe','Task 0-0','','01a21f80-6418-704e-9e93-6e075df283f0','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a21f7f-79a6-7082-b86d-62ec09eecf3d','01a21f7f-79a2-71f3-a73d-fd3bef825850','a1','a1','2026-11-28 00:12:57.708','2026-11-28 00:12:57.708',NULL,NULL);
INSERT INTO "tasks" VALUES('01a21f80-6418-7062-911c-7dbc095884a7','01a21f7f-7966-709e-bd88-774453fa4cfe','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 00:12:57.740','2026-11-28 00:12:57.740',NULL,NULL);
INSERT INTO "tasks" VALUES('01a21f80-6418-7068-9f21-517c119ddf82','01a21f7f-7966-709e-bd88-774453fa4cfe','Headed 0-0','','01a21f80-6418-704e-9e93-6e075df283f0',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 00:12:57.750','2026-11-28 00:12:57.750',NULL,'01a21f80-6418-7065-8e7c-1e1d623e38a2');
INSERT INTO "tasks" VALUES('01a21f80-6418-706c-8836-62348719960f','01a21f7f-7966-709e-bd88-774453fa4cfe','Imported 0-0','','01a21f80-6418-706b-b059-b4c641b2f30a',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 00:12:57.758','2026-11-28 00:12:57.758','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a21f80-6418-7053-8eee-131c6181bec4','01a21f7f-7966-709e-bd88-774453fa4cfe','errand');
INSERT INTO "task_tag_links" VALUES('01a21f80-6418-7055-b499-4cfe1aa868bf','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7051-b2f4-ae91a327011b','01a21f80-6418-7053-8eee-131c6181bec4');
INSERT INTO "task_tag_links" VALUES('01a21f80-6418-706d-8f8b-2eb43cb5773e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-706c-8836-62348719960f','01a21f80-6418-7053-8eee-131c6181bec4');
INSERT INTO "task_checklist_items" VALUES('01a21f80-6418-7057-86a2-83fd9b469030','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7051-b2f4-ae91a327011b','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a21f80-6418-7051-b2f4-ae91a327011b','01a21f7f-7966-709e-bd88-774453fa4cfe','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f80-6418-7062-911c-7dbc095884a7','01a21f7f-7966-709e-bd88-774453fa4cfe','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f80-6418-7068-9f21-517c119ddf82','01a21f7f-7966-709e-bd88-774453fa4cfe','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a21f80-6418-706c-8836-62348719960f','01a21f7f-7966-709e-bd88-774453fa4cfe','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a21f80-6418-7091-9c59-0dda83e083b3','01a21f7f-7966-709e-bd88-774453fa4cfe','Comparison 0-0','metric','100 ml','2026-11-28 00:12:57.808','2026-11-28 00:12:57.808');
INSERT INTO "price_products" VALUES('01a21f80-6418-7093-8d8c-8996a06d816d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7091-9c59-0dda83e083b3',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a21f80-6418-7095-87da-92b61a2719c6','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7091-9c59-0dda83e083b3',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a21f80-6418-7072-97d2-b7c5428cdd96','01a21f7f-7966-709e-bd88-774453fa4cfe','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 00:12:57.764');
INSERT INTO "timeline_events" VALUES('01a21f80-6418-7075-8131-6a3dfa35fcd4','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7072-97d2-b7c5428cdd96','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 00:12:57.770','2026-11-28 00:12:57.770');
INSERT INTO "timeline_events" VALUES('01a21f80-6418-7078-8a61-b9637dd68dd2','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7072-97d2-b7c5428cdd96','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 00:12:57.776','2026-11-28 00:12:57.776');
INSERT INTO "timeline_queries" VALUES('01a21f80-6418-707b-9743-1ac115ce9f5e','01a21f7f-7966-709e-bd88-774453fa4cfe','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 00:12:57.779');
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
INSERT INTO "custom_foods" VALUES('01a21f80-6418-7088-b07a-bb8da3c04b06','01a21f7f-7966-709e-bd88-774453fa4cfe','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 00:12:57.801','2026-11-28 00:12:57.801');
INSERT INTO "recipes" VALUES('01a21f80-6418-7081-a584-69f8ace1c4eb','01a21f7f-7966-709e-bd88-774453fa4cfe','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 00:12:57.794','2026-11-28 00:12:57.794');
INSERT INTO "recipe_ingredients" VALUES('01a21f80-6418-7083-a524-62bcdf4dca7a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7081-a584-69f8ace1c4eb','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a21f80-6418-7085-8088-db10c675f11c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7081-a584-69f8ace1c4eb','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a21f80-6418-707e-ac9c-bf14bafb990a','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28 00:12:57.787','2026-11-28 00:12:57.787','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a21f80-6418-708b-9b9f-c2e192d0eb15','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28 00:12:57.803','2026-11-28 00:12:57.803','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a21f80-6418-708e-aed6-d54bac509881','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28 00:12:57.804','2026-11-28 00:12:57.805','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a21f80-6418-70e6-9f79-f5f0641d4dbf','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-26 11:00:00.000','2026-11-28 00:12:57.945','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a21f80-6418-70e8-b4d1-9f1abb536497','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-26 11:00:00.000','2026-11-28 00:12:57.945','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a21f7f-799e-71cf-b996-b503798eea7d','01a21f7f-7966-709e-bd88-774453fa4cfe','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a21f80-6418-705a-9a67-4b78bb023bd2','01a21f7f-7966-709e-bd88-774453fa4cfe','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]');
INSERT INTO "areas" VALUES('01a21f7f-79a2-71f3-a73d-fd3bef825850','01a21f7f-7966-709e-bd88-774453fa4cfe','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 00:12:57.635');
INSERT INTO "weeks" VALUES('01a21f7f-797f-71ea-871d-7bc87b89d6f9','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 00:12:57.600');
INSERT INTO "weeks" VALUES('01a21f80-6418-7049-81ab-f1d523995fc3','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a21f7f-79a6-7082-b86d-62ec09eecf3d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-797f-71ea-871d-7bc87b89d6f9','01a21f7f-79a2-71f3-a73d-fd3bef825850','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 00:12:57.638');
INSERT INTO "weekly_goals" VALUES('01a21f80-6418-704b-a200-be049cf084ec','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7049-81ab-f1d523995fc3','01a21f7f-79a2-71f3-a73d-fd3bef825850','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 00:12:57.699');
INSERT INTO "retrospectives" VALUES('01a21f7f-7997-7061-8a78-ac6c9e1c29de','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-797f-71ea-871d-7bc87b89d6f9','Focus','Sleep','2026-11-28 00:12:57.624');
INSERT INTO "action_items" VALUES('01a21f80-6418-7032-916b-200e424c56de','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f7f-797f-71ea-871d-7bc87b89d6f9','Action 0-0',0,'2026-11-28 00:12:57.662');
INSERT INTO "intentions" VALUES('01a21f7f-79aa-7090-8a84-30730af4fa14','01a21f7f-7966-709e-bd88-774453fa4cfe','Intention 0-0',25,'01a21f7f-79a6-7082-b86d-62ec09eecf3d','01a21f7f-79a2-71f3-a73d-fd3bef825850','2026-11-28 00:12:57.642','2026-11-28 00:37:57.642','endedEarly','2026-11-28 00:12:57.649',NULL,'[]','happy','2026-11-28 00:13:57.657',NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a21f80-6418-7038-b924-5513b87da9e4','01a21f7f-7966-709e-bd88-774453fa4cfe','Block 0-0',45,'01a21f7f-79a6-7082-b86d-62ec09eecf3d','01a21f7f-79a2-71f3-a73d-fd3bef825850','2026-11-28 00:12:57.669','2026-11-28 00:57:57.669','endedEarly','2026-11-28 00:12:57.676',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a21f80-6418-7035-8c3b-3821afdfa7b8');
INSERT INTO "intentions" VALUES('01a21f80-6418-705d-b85f-757ad2bb4b70','01a21f7f-7966-709e-bd88-774453fa4cfe','Task 0-0',15,'01a21f7f-79a6-7082-b86d-62ec09eecf3d','01a21f7f-79a2-71f3-a73d-fd3bef825850','2026-11-28 00:12:57.729','2026-11-28 00:27:57.729','endedEarly','2026-11-28 00:12:57.735',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO "standups" VALUES('01a21f7f-7993-71e8-8b4f-b0ec98792548','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 00:12:57.620');
INSERT INTO "day_photos" VALUES('01a21f80-6418-70b5-8da4-ee2a9b8085b6','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28','png',64,'Photo 0-0','2026-11-28 00:12:57.889');
INSERT INTO "day_photos" VALUES('01a21f80-6418-70be-810f-973f51762e4d','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28','png',64,'Journal 0-0','2026-11-28 00:12:57.902');
INSERT INTO "security_events" VALUES('01a21f7f-7966-709f-8841-6f9909015f79','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28 00:12:57.574','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a21f80-6418-70aa-8b96-1b1193b6aa09','01a21f7f-7966-709e-bd88-774453fa4cfe','Workout','2026-11-28','2026-11-28 00:12:57.870','2026-11-28 00:12:57.870');
INSERT INTO "lift_sets" VALUES('01a21f80-6418-70ac-ba2f-246b52042b60','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70aa-8b96-1b1193b6aa09',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 00:12:57.870','2026-11-28 00:12:57.870');
INSERT INTO "lift_streams" VALUES('01a21f80-6418-70ac-ba2f-246b52042b60','01a21f7f-7966-709e-bd88-774453fa4cfe','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a21f80-6418-70b0-bba3-146a07c6e27d','01a21f7f-7966-709e-bd88-774453fa4cfe','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 00:12:57.883');
INSERT INTO "journal_entries" VALUES('01a21f80-6418-70b9-b855-a6a167662bf7','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28 00:12:57.894','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 00:12:57.894','2026-11-28 00:12:57.894');
INSERT INTO "journal_entries" VALUES('01a21f80-6418-70bc-b673-c327215b7496','01a21f7f-7966-709e-bd88-774453fa4cfe','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 00:12:57.898','2026-11-28 00:12:57.898');
INSERT INTO "journal_entries" VALUES('01a21f80-6418-70dd-97ad-38b7974624e2','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28 00:12:57.931','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 00:12:57.931','2026-11-28 00:12:57.931');
INSERT INTO "journal_photos" VALUES('01a21f80-6418-70c1-975c-9dce9565bb17','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70b9-b855-a6a167662bf7','01a21f80-6418-70be-810f-973f51762e4d',NULL);
INSERT INTO "journal_drafts" VALUES('01a21f80-6418-70df-abb7-e58ab037ce78','01a21f7f-7966-709e-bd88-774453fa4cfe',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T00:12:57.940Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 00:12:57.940');
INSERT INTO "journal_search" VALUES('01a21f80-6418-70b9-b855-a6a167662bf7','01a21f7f-7966-709e-bd88-774453fa4cfe','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a21f80-6418-70bc-b673-c327215b7496','01a21f7f-7966-709e-bd88-774453fa4cfe','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a21f80-6418-70dd-97ad-38b7974624e2','01a21f7f-7966-709e-bd88-774453fa4cfe','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a21f80-6418-7098-8597-02704206446d','01a21f7f-7966-709e-bd88-774453fa4cfe','Habit 0-0','📚',NULL,'01a21f7f-79a2-71f3-a73d-fd3bef825850','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 00:12:57.815','2026-11-28 00:12:57.815');
INSERT INTO "habits" VALUES('01a21f80-6418-70a4-be1f-fe80599be3c4','01a21f7f-7966-709e-bd88-774453fa4cfe','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 00:12:57.833','2026-11-28 00:12:57.833');
INSERT INTO "habit_check_ins" VALUES('01a21f80-6418-709b-a7d2-72d5a978403d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7098-8597-02704206446d','2026-11-27',1.0,'2026-11-28 00:12:57.820');
INSERT INTO "habit_check_ins" VALUES('01a21f80-6418-709e-928c-ce92f072a5ac','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7098-8597-02704206446d','2026-11-28',1.0,'2026-11-28 00:12:57.825');
INSERT INTO "habit_check_ins" VALUES('01a21f80-6418-70a7-a02f-c521ae7b685d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70a4-be1f-fe80599be3c4','2026-11-28',4.0,'2026-11-28 00:12:57.836');
INSERT INTO "habit_rest_days" VALUES('01a21f80-6418-70a1-93c9-620831768b37','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-7098-8597-02704206446d','2026-11-30','2026-11-28 00:12:57.829');
INSERT INTO "health_days" VALUES('01a21f80-6418-70e5-81e8-6ed902bf6c84','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a21f80-6418-70e6-9f79-f5f0641d4dbf',NULL,'01a21f80-6418-70e8-b4d1-9f1abb536497','2026-11-28 00:12:57.945');
INSERT INTO "health_sources" VALUES('01a21f80-6418-70e1-8427-10ddd86e30da','01a21f7f-7966-709e-bd88-774453fa4cfe','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a21f80-6418-70e3-9f9e-98cf0005f312','01a21f7f-7966-709e-bd88-774453fa4cfe','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a21f80-6418-70eb-bb70-c5db4cfaf5e2','01a21f7f-7966-709e-bd88-774453fa4cfe','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 00:12:57.945');
INSERT INTO "lift_defaults" VALUES('01a21f80-6418-70b3-abf1-a5c80607c5f9','01a21f7f-7966-709e-bd88-774453fa4cfe','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 00:12:57.886');
INSERT INTO "plan_blocks" VALUES('01a21f80-6418-7035-8c3b-3821afdfa7b8','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28',375,45,'Block 0-0','01a21f7f-79a6-7082-b86d-62ec09eecf3d','01a21f7f-79a2-71f3-a73d-fd3bef825850',NULL,NULL,NULL,NULL,'2026-11-28 00:12:57.665','2026-11-28 00:12:57.665');
INSERT INTO "plan_blocks" VALUES('01a21f80-6418-703d-add2-e3025cced15e','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28',375,45,'Area block 0-0',NULL,'01a21f7f-79a2-71f3-a73d-fd3bef825850',NULL,NULL,NULL,NULL,'2026-11-28 00:12:57.681','2026-11-28 00:12:57.684');
INSERT INTO "plan_blocks" VALUES('01a21f80-6418-7044-9519-957d1f4bba2f','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-27',375,15,'Missed block 0-0',NULL,'01a21f7f-79a2-71f3-a73d-fd3bef825850',NULL,'backToList','internal','2026-11-28 00:12:57.694','2026-11-28 00:12:57.692','2026-11-28 00:12:57.692');
INSERT INTO "plan_block_versions" VALUES('01a21f80-6418-7040-822c-db2da0825260','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-703d-add2-e3025cced15e','2026-11-28',375,30,'Area block 0-0','01a21f7f-79a2-71f3-a73d-fd3bef825850','moved','Longer than planned','2026-11-28 00:12:57.684');
INSERT INTO "calendars" VALUES('01a21f80-6418-70ee-ab0b-890febe96587','01a21f7f-7966-709e-bd88-774453fa4cfe','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 00:12:57.959',NULL,'2026-11-28 00:12:57.959');
INSERT INTO "calendar_expansions" VALUES('01a21f80-6418-70ee-ab0b-890febe96587','01a21f7f-7966-709e-bd88-774453fa4cfe','2026-11-28 00:12:57.959','2026-10-03 00:12:57.956','2027-05-29 00:12:57.956','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f0-baba-9bc9dd706c14','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f1-8f35-dafc6a99697b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f2-9739-fef841deb81b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f3-9b77-ebb1bbb91efe','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f4-a711-ed54c55ccc85','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f5-8225-c33423977af0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f6-96ac-5950d3d7cbe9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f7-899d-ad1b44e5ec88','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f8-9e89-ec8b5d58ac64','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70f9-abcb-ba85fefb65c4','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70fa-8dc0-564b9db479c9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70fb-b468-f014924e2e93','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70fc-8e55-b28cfca46918','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70fd-82c3-e5cfd199c5ff','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70fe-b0fb-b2f52ba3fac2','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-70ff-8af2-9f2042aca35e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7100-bd8c-d4b47c3e9daf','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7101-9d24-60bf97b62cdd','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7102-99a2-a233652dba9c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7103-ab4d-237caa675e4a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7104-a707-75a96c48c34c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7105-9865-df61bb25c2fc','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7106-b0e3-29492ad1aa76','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7107-b29e-0ef695c44875','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7108-8f55-b7a80f347fbc','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7109-a8ff-fa3520a58b11','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-710a-b50e-1f6f490e317c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-710b-872b-af06a6b88a0c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-710c-a586-14a4f687c25d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-710d-992a-931c22bf00c0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-710e-a342-d843985fc916','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-710f-b60c-91021d805749','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7110-908b-dd7f31b04062','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7111-ab01-1525ab3a41c0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7112-b0b1-d99dde59edac','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7113-b884-74b72854cd42','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7114-b2bc-284f87478e12','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7115-a47d-512c30d5aa5a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7116-a52a-3e7629aee448','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7117-b615-6cd1f0df84db','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7118-b214-f3461ca7a1bb','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7119-982b-284bc27c8317','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-711a-af39-b29caf659580','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-711b-b886-86fa1a169a88','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-711c-8c02-74dcf060e716','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-711d-8fda-2ac52bca8e54','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-711e-8529-e1a1e30a346d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-711f-8fbd-e9fd09336968','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7120-a55a-2ca854d895cb','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7121-b3d2-223d04129ede','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7122-8771-87c916ee1bfb','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7123-8a09-45a836e0b6f0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7124-88ea-4a9c0b97a37a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7125-ab22-b3ed20dc5d4b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7126-8859-7ed5b3b12425','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7127-bfa6-0c04c13cbc0d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7128-a81f-0a0bcc5129fd','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7129-935f-ae3d2bcb57cf','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-712a-9d7b-60f0e616c52b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-712b-a2e3-a1d1ebd84b50','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-712c-b6f9-5d86510d270a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-712d-881e-b327ccea4068','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-712e-85e1-6f6cd7f55139','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-712f-a3af-14aa86572382','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7130-bf22-ab1bf2e1f352','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7131-baa0-11bef17f5ab6','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7132-8d45-53f9772c6ff3','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7133-8faa-d1641c99733b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7134-a3e7-e35e14e13710','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7135-9e1d-b040c4393230','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7136-b25b-5f967207a7e0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7137-b71f-087fcc11c08e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7138-90f6-50c717e7c473','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7139-80bb-20e1b0f792fd','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-713a-b3a6-7dd7a447cc43','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-713b-b6c5-a905f4893e97','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-713c-849e-b68100910a13','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-713d-8945-8f55d8bbd874','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-713e-9cea-8961060b67c7','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-713f-b605-7ba7e79326e1','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7140-a286-e064490518f7','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7141-b0cf-02a53f083454','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7142-bfea-c7c509c92e5a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7143-9ac0-d8de5fa5e24d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7144-ae33-17c13dd3b44b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7145-9c58-27c6da5b7f66','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7146-b142-79ca740bd680','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7147-97fe-f5365e0d6821','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7148-a467-46c0cb29f7ec','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7149-853b-3b9d2a5839c3','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-714a-87f8-5251b8467882','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-714b-95ee-e20dd098612a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-714c-87fe-0c9cfc9a59d6','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-714d-bf5e-bc010cb5eadd','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-714e-a644-5f158d8f1b50','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-714f-a7cd-9c5ee514536b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7150-bd72-079083fd8359','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7151-b7c3-caa8c2b7d20e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7152-81e1-72f805dff155','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7153-97c9-1b9aeb647a30','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7154-81b5-0a13d4538979','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7155-a98e-90c983095804','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7156-a479-312485b9e529','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7157-bda1-41f36dfedb50','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7158-8084-6bbdd078f41e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7159-9065-2a0a5ab9f561','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-715a-9786-58619859a858','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-715b-bbc1-c374b8faed40','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-715c-ac7f-4f4e7f559226','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-715d-a09d-bddf8624915a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-715e-8f05-c63c358b1820','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-715f-b15f-f28887644903','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7160-a98b-b3f5f71d2730','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7161-acba-f482c8cd9b6e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7162-9cf2-dd04db394dd9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7163-9889-a5dc03ef1b42','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7164-8bea-994620b6ab60','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7165-b695-cf32a07c9ebe','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7166-b188-accd0e5781d4','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7167-8b2d-41f579a8068d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7168-809b-38e246a5f26b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7169-9379-ba7aa28d361f','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-716a-93c2-6a8bcab62915','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-716b-b49a-4c112d8cb0be','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-716c-827e-0eedb0b27bea','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-716d-8480-4d5b65ce0f50','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-716e-96e1-6802a3c9b792','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-716f-a255-bc008710d757','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7170-b3bf-c35e5537a1c0','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7171-b1db-765d60d90fa3','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7172-901e-4416ba20a58b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7173-a9d0-94d014a95e58','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7174-9ee2-20bdf991800d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7175-94c7-a0c7a9e389d2','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7176-9767-2ccace507b26','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7177-bf15-e144d800bbfc','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7178-9079-5b32dac4a45a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7179-969e-33e273ea5494','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-717a-8181-3630a3219e52','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-717b-b52f-3737be10fcb3','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-717c-8dbc-e54294527d1d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-717d-acec-15499d91807c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-717e-9540-5e0f34eeba97','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-717f-8101-3ab50a99e2f1','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7180-825a-f9a269c21148','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7181-af82-12d118a7c68b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7182-b8c1-103eb9544c21','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7183-92a9-720f37d686fd','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7184-a86a-21782efd1154','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7185-b5f2-2050d394f0a6','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7186-b240-e9eafc6f5665','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7187-bdfa-3588b3790d44','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7188-8f69-ea799f15ed58','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7189-8403-ad5622fcc899','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-718a-9714-cfa54820fcca','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-718b-81e9-be90ec746a87','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-718c-bb8a-0e54cf8fdf32','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-718d-82d4-3c73f7eeeb59','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-718e-b7a9-723e9674a699','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-718f-887e-1ef9aa319616','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7190-b066-71bbc8d9dddf','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7191-a6c7-90f11824831d','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7192-ab4e-582bad83c2a6','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7193-8f32-58a19642b3c7','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7194-8b46-015730db716b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7195-a2d0-c647aa28e381','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7196-8d63-18f679a492c9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7197-83b9-b7e7f4fdda46','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7198-b4ab-f106389f2345','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-7199-9f14-c7366d44ac67','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-719a-9869-1375554481de','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-719b-862a-2eccb4b4b8a9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-719c-a20c-8df63884cc32','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-719d-90fb-cdd025bed8d8','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-719e-a2f9-3b4b2bffb46c','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-719f-bcb0-9df84ac76d15','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a0-9c1b-8ca49d2711ee','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a1-a560-67f64377dbba','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a2-b6f5-967910919641','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a3-bedb-9c730a14c9d5','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a4-925d-b953d703f18f','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a5-b4e5-ce59c90df910','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a6-b66d-a0de3a926676','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a7-8c5d-dbd3040eb412','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a8-ac5b-1f7a33735bcb','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71a9-908c-9cb709756e24','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71aa-8983-09df180a03e1','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71ab-b6d0-afb478781d21','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71ac-b03d-db549b09b30e','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71ad-97a4-f5ac2d3c0844','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71ae-b1fc-7bd5f0315d0a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71af-98e7-309bf114baaa','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a21f80-6418-71b0-9a91-124317a9994a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70ee-ab0b-890febe96587','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "runbooks" VALUES('01a21f80-6418-70c4-9d02-cebd71858f6e','01a21f7f-7966-709e-bd88-774453fa4cfe','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 00:12:57.907','2026-11-28 00:12:57.907');
INSERT INTO "runbook_contacts" VALUES('01a21f80-6418-70d1-b24f-6d2488778a57','01a21f7f-7966-709e-bd88-774453fa4cfe','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 00:12:57.913','2026-11-28 00:12:57.913');
INSERT INTO "runbook_steps" VALUES('01a21f80-6418-70c6-9079-150ff1e694a9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c4-9d02-cebd71858f6e','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 00:12:57.907','2026-11-28 00:12:57.907');
INSERT INTO "runbook_steps" VALUES('01a21f80-6418-70c8-a808-f8b5bdb0ccdc','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c4-9d02-cebd71858f6e','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 00:12:57.907','2026-11-28 00:12:57.907');
INSERT INTO "runbook_steps" VALUES('01a21f80-6418-70ca-b07e-cf87df731e05','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c4-9d02-cebd71858f6e','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 00:12:57.907','2026-11-28 00:12:57.907');
INSERT INTO "runbook_steps" VALUES('01a21f80-6418-70cc-89ff-f91babb4737b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c4-9d02-cebd71858f6e','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 00:12:57.907','2026-11-28 00:12:57.907');
INSERT INTO "runbook_steps" VALUES('01a21f80-6418-70ce-a7f0-9feb9b5baa7b','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c4-9d02-cebd71858f6e','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 00:12:57.907','2026-11-28 00:12:57.907');
INSERT INTO "runbook_steps" VALUES('01a21f80-6418-70d4-b788-5aca6a5d3fb9','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c4-9d02-cebd71858f6e','contact','Call 0-0',NULL,'01a21f80-6418-70d1-b24f-6d2488778a57','a6','2026-11-28 00:12:57.917','2026-11-28 00:12:57.917');
INSERT INTO "runbook_uses" VALUES('01a21f80-6418-70d7-b11b-b786ff4f7a6a','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-70c4-9d02-cebd71858f6e','2026-11-28 00:12:57.921','sad','meh','["01a21f80-6418-70d4-b788-5aca6a5d3fb9"]','2026-11-28 00:12:57.921');
INSERT INTO "runbook_settings" VALUES('01a21f80-6418-70da-b26a-1be8b23e089a','01a21f7f-7966-709e-bd88-774453fa4cfe','112','2026-11-28 00:12:57.924');
INSERT INTO "task_headings" VALUES('01a21f80-6418-7065-8e7c-1e1d623e38a2','01a21f7f-7966-709e-bd88-774453fa4cfe','01a21f80-6418-704e-9e93-6e075df283f0','Heading 0-0',0,'a1','2026-11-28 00:12:57.747',NULL);
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
CREATE INDEX plan_block_versions_owner_day ON plan_block_versions(owner_id, day);
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
CREATE UNIQUE INDEX task_headings_order ON task_headings(owner_id, list_id, order_key);
CREATE INDEX task_headings_list ON task_headings(list_id);
CREATE UNIQUE INDEX task_headings_import_key ON task_headings(owner_id, import_key) WHERE import_key IS NOT NULL;
CREATE INDEX tasks_heading ON tasks(heading_id) WHERE heading_id IS NOT NULL;
COMMIT;

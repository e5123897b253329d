-- An Almanac database at migration level 0029-focus-tasks (UpgradeTests: written once, never rewritten).
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
, today_cards TEXT);
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
, block_id TEXT REFERENCES plan_blocks(id) DEFERRABLE INITIALLY DEFERRED, task_id TEXT);
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
INSERT INTO "grdb_migrations" VALUES('0029-focus-tasks');
INSERT INTO "users" VALUES('01a2201a-d34a-7139-836d-5c62bae00c04','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 03:02:38.667','dayMonth');
INSERT INTO "credentials" VALUES('01a2201a-d34a-7139-836d-5c62bae00c04','$2b$06$2btXrL8qVpiXNTrTtW.4NuSjhESi6lnGXiL45UDb6XN8AGTbqivd6');
INSERT INTO "changes" VALUES('01a2201a-d37d-70e2-8225-13e3429546c5','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d37d-70e0-9456-39e80e7418af','weeks','01a2201a-d37d-70e1-afc8-a20206ddd8cd','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2201a-d37d-70e1-afc8-a20206ddd8cd","length_days":7,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 03:02:38.718','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2201a-d37d-70e3-879a-4171d146d574','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d37d-70e0-9456-39e80e7418af','weeks','01a2201a-d37d-70e1-afc8-a20206ddd8cd','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2201a-d37d-70e1-afc8-a20206ddd8cd","length_days":7,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_day":"2026-11-23","started_at":"2026-11-28 03:02:38.718"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2201a-d37d-70e1-afc8-a20206ddd8cd","length_days":7,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_day":"2026-11-23","started_at":null}','2026-11-28 03:02:38.718','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3a0-708a-8319-7574c332c245','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3a0-7088-9553-3e6c8095066d','standups','01a2201a-d3a0-7089-83f1-0d184bcd7a62','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a2201a-d3a0-7089-83f1-0d184bcd7a62","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","updated_at":"2026-11-28 03:02:38.753"}',NULL,'2026-11-28 03:02:38.753','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3a9-71a8-b23b-046aa02b70cd','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3a9-71a6-9795-ebe16bb14e4b','retrospectives','01a2201a-d3a9-71a7-bf4f-b1dc9a1888f4','insert','{"id":"01a2201a-d3a9-71a7-bf4f-b1dc9a1888f4","improve":"Sleep","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","updated_at":"2026-11-28 03:02:38.762","week_id":"01a2201a-d37d-70e1-afc8-a20206ddd8cd","went_well":"Focus"}',NULL,'2026-11-28 03:02:38.762','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3b8-7190-a631-c6b173e33462','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3b8-718e-8783-6b4a5bc01faf','energy_profiles','01a2201a-d3b8-718f-8733-6f0a8b81b6c3','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a2201a-d3b8-718f-8733-6f0a8b81b6c3","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","sex":"female"}',NULL,'2026-11-28 03:02:38.776','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3c9-7137-9020-478bd1af4ac9','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3c9-7135-936c-ed125fd5773a','areas','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 03:02:38.794","icon":null,"id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","name":"Area 0-0","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:38.794','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3d6-7066-9afe-8ba8aec813e2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3d6-7064-bcc0-a1a5dc07c5a6','weekly_goals','01a2201a-d3d6-7065-a412-b1fd7713263e','insert','{"added_mid_sprint":1,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","created_at":"2026-11-28 03:02:38.806","estimate_hours":2,"id":"01a2201a-d3d6-7065-a412-b1fd7713263e","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a2201a-d37d-70e1-afc8-a20206ddd8cd"}',NULL,'2026-11-28 03:02:38.806','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3e1-7052-b87f-e6ed8c0dbcd0','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3e1-7050-99c0-749dc55fcae7','intentions','01a2201a-d3e1-7051-80a6-cf6e1846ef73','insert','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":null,"ends_at":"2026-11-28 03:27:38.818","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201a-d3e1-7051-80a6-cf6e1846ef73","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.818","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 03:02:38.818','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3f2-70d7-847d-35a92311d2a3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3f2-70d5-b9e5-e17a7796cfa4','distractions','01a2201a-d3f2-70d6-9391-a4bd476d43ac','insert','{"at":"2026-11-28 03:02:38.835","id":"01a2201a-d3f2-70d6-9391-a4bd476d43ac","intention_id":"01a2201a-d3e1-7051-80a6-cf6e1846ef73","note":null,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 03:02:38.835','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201a-d3ff-707e-9cf0-30785dc5ac28','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3ff-707d-bc83-a72d1e92ce5e','intentions','01a2201a-d3e1-7051-80a6-cf6e1846ef73','update','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":"2026-11-28 03:02:38.847","ends_at":"2026-11-28 03:27:38.818","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201a-d3e1-7051-80a6-cf6e1846ef73","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.818","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":null,"ends_at":"2026-11-28 03:27:38.818","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201a-d3e1-7051-80a6-cf6e1846ef73","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.818","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 03:02:38.847','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70a7-9521-c5d46527108d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70a6-90db-65be74a650cd','intentions','01a2201a-d3e1-7051-80a6-cf6e1846ef73','update','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":"2026-11-28 03:02:38.847","ends_at":"2026-11-28 03:27:38.818","feeling":"happy","goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201a-d3e1-7051-80a6-cf6e1846ef73","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":25,"rated_at":"2026-11-28 03:03:38.851","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.818","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":"2026-11-28 03:02:38.847","ends_at":"2026-11-28 03:27:38.818","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201a-d3e1-7051-80a6-cf6e1846ef73","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.818","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 03:03:38.851','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70aa-80e4-9fac78aad529','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70a8-82cd-0c3a06e1545b','action_items','01a2201b-be62-70a9-a8f7-168d1b52ffab','insert','{"created_at":"2026-11-28 03:02:38.862","done":0,"id":"01a2201b-be62-70a9-a8f7-168d1b52ffab","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","text":"Action 0-0","week_id":"01a2201a-d37d-70e1-afc8-a20206ddd8cd"}',NULL,'2026-11-28 03:02:38.862','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70ad-8f85-4e878207be14','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70ab-b89c-44d47c5cff93','plan_blocks','01a2201b-be62-70ac-b27e-95c054ed2812','insert','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","cause":null,"created_at":"2026-11-28 03:02:38.873","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201b-be62-70ac-b27e-95c054ed2812","minutes":45,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 03:02:38.873"}',NULL,'2026-11-28 03:02:38.873','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70b0-8bbe-c8ae942d69d3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70ae-8bef-300a8be276f8','intentions','01a2201b-be62-70af-9f9a-a70db92be292','insert','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":"01a2201b-be62-70ac-b27e-95c054ed2812","ended_at":null,"ends_at":"2026-11-28 03:47:38.876","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201b-be62-70af-9f9a-a70db92be292","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.876","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 03:02:38.876','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70b2-ae7d-c53cfb0259a4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70b1-b07a-f0624940549c','intentions','01a2201b-be62-70af-9f9a-a70db92be292','update','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":"01a2201b-be62-70ac-b27e-95c054ed2812","ended_at":"2026-11-28 03:02:38.889","ends_at":"2026-11-28 03:47:38.876","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201b-be62-70af-9f9a-a70db92be292","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.876","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":"01a2201b-be62-70ac-b27e-95c054ed2812","ended_at":null,"ends_at":"2026-11-28 03:47:38.876","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201b-be62-70af-9f9a-a70db92be292","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.876","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 03:02:38.889','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70b5-b515-5d67a1f43fab','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70b3-bb9f-a3201119d9a1','plan_blocks','01a2201b-be62-70b4-bd7f-05f3bdd96966','insert','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","cause":null,"created_at":"2026-11-28 03:02:38.892","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2201b-be62-70b4-bd7f-05f3bdd96966","minutes":30,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 03:02:38.892"}',NULL,'2026-11-28 03:02:38.892','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70b8-b8df-08f7b4ac4f5b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70b6-980a-00156b658ddf','plan_block_versions','01a2201b-be62-70b7-b3bf-be377ed880ed','insert','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":"01a2201b-be62-70b4-bd7f-05f3bdd96966","change":"moved","day":"2026-11-28","id":"01a2201b-be62-70b7-b3bf-be377ed880ed","minutes":30,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","reason":"Longer than planned","recorded_at":"2026-11-28 03:02:38.901","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 03:02:38.901','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70b9-a145-2fe5f3170917','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70b6-980a-00156b658ddf','plan_blocks','01a2201b-be62-70b4-bd7f-05f3bdd96966','update','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","cause":null,"created_at":"2026-11-28 03:02:38.892","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2201b-be62-70b4-bd7f-05f3bdd96966","minutes":45,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 03:02:38.901"}','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","cause":null,"created_at":"2026-11-28 03:02:38.892","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2201b-be62-70b4-bd7f-05f3bdd96966","minutes":30,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 03:02:38.892"}','2026-11-28 03:02:38.901','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70bc-8ccb-8b36739f3645','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70ba-9781-54743d2a4528','plan_blocks','01a2201b-be62-70bb-adfd-30e88c2c5c4e','insert','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","cause":null,"created_at":"2026-11-28 03:02:38.914","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2201b-be62-70bb-adfd-30e88c2c5c4e","minutes":15,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 03:02:38.914"}',NULL,'2026-11-28 03:02:38.914','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70be-9065-70b5b7b78b94','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70bd-9660-e37b2a4b09ce','plan_blocks','01a2201b-be62-70bb-adfd-30e88c2c5c4e','update','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","cause":"internal","created_at":"2026-11-28 03:02:38.914","day":"2026-11-27","disposed_at":"2026-11-28 03:02:38.915","disposition":"backToList","goal_id":null,"id":"01a2201b-be62-70bb-adfd-30e88c2c5c4e","minutes":15,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 03:02:38.914"}','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","cause":null,"created_at":"2026-11-28 03:02:38.914","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2201b-be62-70bb-adfd-30e88c2c5c4e","minutes":15,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 03:02:38.914"}','2026-11-28 03:02:38.915','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70c1-bfaf-50174aab7dd6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70bf-a288-c026a424d416','weeks','01a2201b-be62-70c0-9d19-de95118ac754','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2201b-be62-70c0-9d19-de95118ac754","length_days":7,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 03:02:38.918','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70c3-92c1-f26ba2ecb043','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70bf-a288-c026a424d416','weekly_goals','01a2201b-be62-70c2-b878-7c0b0066eb8c','insert','{"added_mid_sprint":0,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","created_at":"2026-11-28 03:02:38.918","estimate_hours":3,"id":"01a2201b-be62-70c2-b878-7c0b0066eb8c","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a2201b-be62-70c0-9d19-de95118ac754"}',NULL,'2026-11-28 03:02:38.918','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70c6-b6c7-c4da0df6f83c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c4-b51f-75c61fe997c6','task_lists','01a2201b-be62-70c5-a4ea-6edd14fa5679','insert','{"archived":0,"color":null,"created_at":"2026-11-28 03:02:38.932","icon":null,"id":"01a2201b-be62-70c5-a4ea-6edd14fa5679","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:38.932','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70c9-b9b7-fb0479a73124','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c7-a13f-2e2e7929118b','tasks','01a2201b-be62-70c8-8bdc-1f3e65ff69e4','insert','{"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","created_at":"2026-11-28 03:02:38.935","deadline":null,"evening":0,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","heading_id":null,"id":"01a2201b-be62-70c8-8bdc-1f3e65ff69e4","import_key":null,"list_id":"01a2201b-be62-70c5-a4ea-6edd14fa5679","list_key":"a1","notes":"","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 03:02:38.935"}',NULL,'2026-11-28 03:02:38.935','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70cb-925b-14dcc8069af3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c7-a13f-2e2e7929118b','task_tags','01a2201b-be62-70ca-94a9-a87e0660d67d','insert','{"id":"01a2201b-be62-70ca-94a9-a87e0660d67d","name":"errand","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:38.935','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70cd-be98-d8bada303c7d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c7-a13f-2e2e7929118b','task_tag_links','01a2201b-be62-70cc-ab25-46f28b6c2d1e','insert','{"id":"01a2201b-be62-70cc-ab25-46f28b6c2d1e","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","tag_id":"01a2201b-be62-70ca-94a9-a87e0660d67d","task_id":"01a2201b-be62-70c8-8bdc-1f3e65ff69e4"}',NULL,'2026-11-28 03:02:38.935','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70cf-9811-c48f87f79437','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c7-a13f-2e2e7929118b','task_checklist_items','01a2201b-be62-70ce-a3b4-2c39c1db7d2e','insert','{"done":0,"id":"01a2201b-be62-70ce-a3b4-2c39c1db7d2e","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","task_id":"01a2201b-be62-70c8-8bdc-1f3e65ff69e4","title":"Step"}',NULL,'2026-11-28 03:02:38.935','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70d2-87ee-259e736e0a98','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70d0-b695-a16a4f52ff18','system_settings','01a2201b-be62-70d1-a903-a3cba3923ccf','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a2201b-be62-70d1-a903-a3cba3923ccf","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 03:02:38.971','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70d5-a636-8559ec0633c8','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70d3-bccf-e924d0ee9329','intentions','01a2201b-be62-70d4-afdc-b591e5d36ef1','insert','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":null,"ends_at":"2026-11-28 03:17:38.974","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201b-be62-70d4-afdc-b591e5d36ef1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.974","state":"running","tags":"[]","task_id":"01a2201b-be62-70c8-8bdc-1f3e65ff69e4","what":"Task 0-0"}',NULL,'2026-11-28 03:02:38.974','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70d7-8962-73a7305b0fb4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70d6-bb03-5c79b7ec71e6','intentions','01a2201b-be62-70d4-afdc-b591e5d36ef1','update','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":"2026-11-28 03:02:38.983","ends_at":"2026-11-28 03:17:38.974","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201b-be62-70d4-afdc-b591e5d36ef1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.974","state":"endedEarly","tags":"[]","task_id":"01a2201b-be62-70c8-8bdc-1f3e65ff69e4","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","block_id":null,"ended_at":null,"ends_at":"2026-11-28 03:17:38.974","feeling":null,"goal_id":"01a2201a-d3d6-7065-a412-b1fd7713263e","id":"01a2201b-be62-70d4-afdc-b591e5d36ef1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 03:02:38.974","state":"running","tags":"[]","task_id":"01a2201b-be62-70c8-8bdc-1f3e65ff69e4","what":"Task 0-0"}','2026-11-28 03:02:38.983','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70da-b143-e2e910445d2b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70d8-8dc1-4c6658639620','tasks','01a2201b-be62-70d9-bba7-8f8a8fcac14c','insert','{"area_id":null,"created_at":"2026-11-28 03:02:38.995","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a2201b-be62-70d9-bba7-8f8a8fcac14c","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 03:02:38.995"}',NULL,'2026-11-28 03:02:38.995','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70dd-863c-9528470ed334','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70db-a492-0214085e6213','task_headings','01a2201b-be62-70dc-9992-acbd02546946','insert','{"archived":0,"created_at":"2026-11-28 03:02:38.999","id":"01a2201b-be62-70dc-9992-acbd02546946","import_key":null,"list_id":"01a2201b-be62-70c5-a4ea-6edd14fa5679","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","title":"Heading 0-0"}',NULL,'2026-11-28 03:02:38.999','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70e0-ac5e-e0af621bf33a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70de-bae9-9315910ed4ea','tasks','01a2201b-be62-70df-a73b-7a038159b0ba','insert','{"area_id":null,"created_at":"2026-11-28 03:02:39.010","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a2201b-be62-70dc-9992-acbd02546946","id":"01a2201b-be62-70df-a73b-7a038159b0ba","import_key":null,"list_id":"01a2201b-be62-70c5-a4ea-6edd14fa5679","list_key":"a2","notes":"","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 03:02:39.010"}',NULL,'2026-11-28 03:02:39.010','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70e5-86ef-82cf4ee579d3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70e1-b4db-ab9a8efc2afc','task_lists','*','insert','{"ids":["01a2201b-be62-70e2-bb10-430f225f6d2d"]}',NULL,'2026-11-28 03:02:39.027','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70e6-8fb8-698a71ad4e63','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70e1-b4db-ab9a8efc2afc','tasks','*','insert','{"ids":["01a2201b-be62-70e3-b5ce-b4a151629525"]}',NULL,'2026-11-28 03:02:39.027','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70e7-9541-bcaeaa36eb4d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70e1-b4db-ab9a8efc2afc','task_tag_links','*','insert','{"ids":["01a2201b-be62-70e4-b5d6-b36b18101803"]}',NULL,'2026-11-28 03:02:39.027','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70ea-af42-18df4445788b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70e8-a762-f4f7caae6fe8','timelines','01a2201b-be62-70e9-b19f-5d701f7b4235','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 03:02:39.044","icon":"","id":"01a2201b-be62-70e9-b19f-5d701f7b4235","name":"Timeline 0-0","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.044','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70ed-afaa-dae28fba346a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70eb-844c-8a93d9dd33f2','timeline_events','01a2201b-be62-70ec-acc9-c2d0476e3d07','insert','{"created_at":"2026-11-28 03:02:39.047","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a2201b-be62-70ec-acc9-c2d0476e3d07","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a2201b-be62-70e9-b19f-5d701f7b4235","title":"Job 0-0","updated_at":"2026-11-28 03:02:39.047"}',NULL,'2026-11-28 03:02:39.047','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70f0-9085-5260b5a01d24','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70ee-bc47-d429e4977a59','timeline_events','01a2201b-be62-70ef-9ab3-e3c4bc2cd90b','insert','{"created_at":"2026-11-28 03:02:39.055","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a2201b-be62-70ef-9ab3-e3c4bc2cd90b","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a2201b-be62-70e9-b19f-5d701f7b4235","title":"Trip 0-0","updated_at":"2026-11-28 03:02:39.055"}',NULL,'2026-11-28 03:02:39.055','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70f3-b8b6-9f4272b9717a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70f1-a3ba-a318f6ecded9','timeline_queries','01a2201b-be62-70f2-b059-37b40d59a373','insert','{"created_at":"2026-11-28 03:02:39.059","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a2201b-be62-70f2-b059-37b40d59a373","name":"Query 0-0","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.059','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70f6-bfd5-316d169a6e65','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70f4-ac59-ac7719b16786','food_events','01a2201b-be62-70f5-842a-5ee23ca569eb','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a2201b-be62-70f5-842a-5ee23ca569eb","kind":"record","occurred_at":"2026-11-28 03:02:39.071","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","recorded_at":"2026-11-28 03:02:39.071","refers_to":null}',NULL,'2026-11-28 03:02:39.071','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70f9-ad9c-ae66a35486f2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70f7-9064-aefc415dec61','recipes','01a2201b-be62-70f8-a2c9-416a390a3c13','insert','{"created_at":"2026-11-28 03:02:39.079","id":"01a2201b-be62-70f8-a2c9-416a390a3c13","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","servings":2,"total_grams":300,"updated_at":"2026-11-28 03:02:39.079","yield_grams":null}',NULL,'2026-11-28 03:02:39.079','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70fb-aa48-8587130534df','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70f7-9064-aefc415dec61','recipe_ingredients','01a2201b-be62-70fa-84e2-a8e1ce3ad2b4','insert','{"food_id":"09040","grams":100,"id":"01a2201b-be62-70fa-84e2-a8e1ce3ad2b4","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","position":0,"recipe_id":"01a2201b-be62-70f8-a2c9-416a390a3c13"}',NULL,'2026-11-28 03:02:39.079','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-70fd-a73b-a498fb89f7eb','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70f7-9064-aefc415dec61','recipe_ingredients','01a2201b-be62-70fc-9b73-2d5a692daa24','insert','{"food_id":"01079","grams":200,"id":"01a2201b-be62-70fc-9b73-2d5a692daa24","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","position":1,"recipe_id":"01a2201b-be62-70f8-a2c9-416a390a3c13"}',NULL,'2026-11-28 03:02:39.079','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7100-a3ed-d1c71710d8f1','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70fe-8013-cdf921f2153b','custom_foods','01a2201b-be62-70ff-a2c7-ad922f74b439','insert','{"created_at":"2026-11-28 03:02:39.099","id":"01a2201b-be62-70ff-a2c7-ad922f74b439","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 03:02:39.099"}',NULL,'2026-11-28 03:02:39.099','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7103-a3ab-295b6d008ff4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7101-8996-1f2e5274122f','food_events','01a2201b-be62-7102-abfa-da4ec1132d8c','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a2201b-be62-7102-abfa-da4ec1132d8c","kind":"record","occurred_at":"2026-11-28 03:02:39.102","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","recorded_at":"2026-11-28 03:02:39.102","refers_to":null}',NULL,'2026-11-28 03:02:39.102','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7106-a9cc-33581ae63467','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7104-a4ab-803f2a92f9cf','food_events','01a2201b-be62-7105-9073-2f59f45afcfa','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a2201b-be62-7105-9073-2f59f45afcfa","kind":"record","occurred_at":"2026-11-28 03:02:39.104","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","recorded_at":"2026-11-28 03:02:39.104","refers_to":null}',NULL,'2026-11-28 03:02:39.104','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7109-a3b4-2a9b77dc2c9a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7107-b0ef-be53a0b990cb','price_comparisons','01a2201b-be62-7108-ae10-18829546e790','insert','{"created_at":"2026-11-28 03:02:39.123","display_unit":"100 ml","id":"01a2201b-be62-7108-ae10-18829546e790","name":"Comparison 0-0","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","unit_system":"metric","updated_at":"2026-11-28 03:02:39.123"}',NULL,'2026-11-28 03:02:39.123','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-710b-809a-729fdad7fd7c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7107-b0ef-be53a0b990cb','price_products','01a2201b-be62-710a-87d3-6f6274ac68a8','insert','{"comparison_id":"01a2201b-be62-7108-ae10-18829546e790","id":"01a2201b-be62-710a-87d3-6f6274ac68a8","name":"Bertolli","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 03:02:39.123','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-710d-9e13-5cf2a4b306fb','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7107-b0ef-be53a0b990cb','price_products','01a2201b-be62-710c-9a74-31ad3bb04e84','insert','{"comparison_id":"01a2201b-be62-7108-ae10-18829546e790","id":"01a2201b-be62-710c-9a74-31ad3bb04e84","name":"Monini","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 03:02:39.123','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7110-939b-46397f83c063','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-710e-86c7-ea2c6d91a015','habits','01a2201b-be62-710f-a8ab-16af3fbc48b8','insert','{"archived":0,"area_id":"01a2201a-d3c9-7136-9ec9-c1dee1c30e5e","color":null,"created_at":"2026-11-28 03:02:39.141","emoji":"📚","id":"01a2201b-be62-710f-a8ab-16af3fbc48b8","name":"Habit 0-0","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 03:02:39.141"}',NULL,'2026-11-28 03:02:39.141','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7113-9ee8-72889d1b64b3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7111-943c-b1cfbc18ae58','habit_check_ins','01a2201b-be62-7112-bc5d-2eee167d3b24','insert','{"amount":1,"created_at":"2026-11-28 03:02:39.155","day":"2026-11-27","habit_id":"01a2201b-be62-710f-a8ab-16af3fbc48b8","id":"01a2201b-be62-7112-bc5d-2eee167d3b24","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.155','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7116-ba9e-29f78e84a7cc','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7114-a878-d4b207a43280','habit_check_ins','01a2201b-be62-7115-838f-34645db63973','insert','{"amount":1,"created_at":"2026-11-28 03:02:39.159","day":"2026-11-28","habit_id":"01a2201b-be62-710f-a8ab-16af3fbc48b8","id":"01a2201b-be62-7115-838f-34645db63973","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.159','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7119-97ad-777ee0dd5c2d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7117-8edf-ad7d525d69d1','habit_rest_days','01a2201b-be62-7118-a864-a1866adefad2','insert','{"created_at":"2026-11-28 03:02:39.163","day":"2026-11-30","habit_id":"01a2201b-be62-710f-a8ab-16af3fbc48b8","id":"01a2201b-be62-7118-a864-a1866adefad2","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.163','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-711c-88e3-f4a3e79e3e29','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-711a-8652-9b3a30e4dc41','habits','01a2201b-be62-711b-8559-034d0001e2bc','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 03:02:39.175","emoji":"","id":"01a2201b-be62-711b-8559-034d0001e2bc","name":"Water 0-0","order_key":"a2","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 03:02:39.175"}',NULL,'2026-11-28 03:02:39.175','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-711f-be69-3a96c831f760','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-711d-91ba-3dc6a2596952','habit_check_ins','01a2201b-be62-711e-bdb2-c194ab856fdf','insert','{"amount":4,"created_at":"2026-11-28 03:02:39.182","day":"2026-11-28","habit_id":"01a2201b-be62-711b-8559-034d0001e2bc","id":"01a2201b-be62-711e-bdb2-c194ab856fdf","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.182','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7122-843d-c893ddb31a13','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7120-a363-2105932f0b79','lift_sessions','01a2201b-be62-7121-8860-ee699a357e79','insert','{"created_at":"2026-11-28 03:02:39.245","day":"2026-11-28","id":"01a2201b-be62-7121-8860-ee699a357e79","name":"Workout","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","updated_at":"2026-11-28 03:02:39.245"}',NULL,'2026-11-28 03:02:39.245','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7124-9974-e23c050aabbf','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7120-a363-2105932f0b79','lift_sets','01a2201b-be62-7123-8feb-9088156ade2c','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 03:02:39.245","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a2201b-be62-7123-8feb-9088156ade2c","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","position":0,"rate_hz":20,"recorded_at":"2026-11-28 03:02:39.245","reps":3,"session_id":"01a2201b-be62-7121-8860-ee699a357e79","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 03:02:39.245','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7125-bd35-fe94e643d99c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7120-a363-2105932f0b79','lift_streams','01a2201b-be62-7123-8feb-9088156ade2c','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a2201b-be62-7123-8feb-9088156ade2c","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.245','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7128-ad84-3edfc6a09092','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7126-851a-b6f3d1f55626','lift_templates','01a2201b-be62-7127-a361-91f3bbb163d8','insert','{"created_at":"2026-11-28 03:02:39.262","goal_reps":8,"id":"01a2201b-be62-7127-a361-91f3bbb163d8","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","sets":3}',NULL,'2026-11-28 03:02:39.262','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-712b-b084-81b8e5c9f290','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7129-98e5-ee851b18120b','lift_defaults','01a2201b-be62-712a-abfe-03b68287efa5','insert','{"id":"01a2201b-be62-712a-abfe-03b68287efa5","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 03:02:39.271","velocity_loss_target":25}',NULL,'2026-11-28 03:02:39.271','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-712e-9f36-93fc28c33474','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-712d-9661-58bc6343b7dd','day_photos','01a2201b-be62-712c-867a-d3b49bdbc04e','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 03:02:39.279","day":"2026-11-28","id":"01a2201b-be62-712c-867a-d3b49bdbc04e","kind":"png","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.284','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7131-b3b6-bd623e316137','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-712f-80b4-8082354e94be','journal_entries','01a2201b-be62-7130-8015-1babb7063dfc','insert','{"created_at":"2026-11-28 03:02:39.295","day":"2026-11-28","id":"01a2201b-be62-7130-8015-1babb7063dfc","location":"Berlin","mood":"happy","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 03:02:39.295","written_at":"2026-11-28 03:02:39.295"}',NULL,'2026-11-28 03:02:39.295','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7134-bb1f-58a4d34f8574','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7132-9908-78108eb6699f','journal_entries','01a2201b-be62-7133-92d1-f598f0736a36','insert','{"created_at":"2026-11-28 03:02:39.298","day":"2025-11-28","id":"01a2201b-be62-7133-92d1-f598f0736a36","location":null,"mood":null,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 03:02:39.298","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 03:02:39.298','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7137-bb90-486499352b9d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7136-ae80-70070c1c83e4','day_photos','01a2201b-be62-7135-89b4-4b86df4df4bb','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 03:02:39.311","day":"2026-11-28","id":"01a2201b-be62-7135-89b4-4b86df4df4bb","kind":"png","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04"}',NULL,'2026-11-28 03:02:39.312','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7139-a425-0a1624c70406','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7136-ae80-70070c1c83e4','journal_photos','01a2201b-be62-7138-a161-f8e74c53c3ab','insert','{"entry_id":"01a2201b-be62-7130-8015-1babb7063dfc","id":"01a2201b-be62-7138-a161-f8e74c53c3ab","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","photo_id":"01a2201b-be62-7135-89b4-4b86df4df4bb","source_id":null}',NULL,'2026-11-28 03:02:39.312','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-713c-8d29-fdde3244b21c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713a-97e9-4dd7ec256930','runbooks','01a2201b-be62-713b-bec0-c7c8105be3a2','insert','{"created_at":"2026-11-28 03:02:39.315","id":"01a2201b-be62-713b-bec0-c7c8105be3a2","name":"When I''m anxious","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","updated_at":"2026-11-28 03:02:39.315","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 03:02:39.315','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-713e-9d9a-ea3bbfad910f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713a-97e9-4dd7ec256930','runbook_steps','01a2201b-be62-713d-a274-4bc1d7018b09','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 03:02:39.315","id":"01a2201b-be62-713d-a274-4bc1d7018b09","kind":"text","order_key":"a1","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","runbook_id":"01a2201b-be62-713b-bec0-c7c8105be3a2","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 03:02:39.315"}',NULL,'2026-11-28 03:02:39.315','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7140-8cd7-15e5d73f8339','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713a-97e9-4dd7ec256930','runbook_steps','01a2201b-be62-713f-ae63-e420f49939f2','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 03:02:39.315","id":"01a2201b-be62-713f-ae63-e420f49939f2","kind":"breathing","order_key":"a2","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","runbook_id":"01a2201b-be62-713b-bec0-c7c8105be3a2","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 03:02:39.315"}',NULL,'2026-11-28 03:02:39.315','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7142-8b9a-1f30169a072f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713a-97e9-4dd7ec256930','runbook_steps','01a2201b-be62-7141-b5db-8bb3af7b80d0','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 03:02:39.315","id":"01a2201b-be62-7141-b5db-8bb3af7b80d0","kind":"grounding","order_key":"a3","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","runbook_id":"01a2201b-be62-713b-bec0-c7c8105be3a2","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 03:02:39.315"}',NULL,'2026-11-28 03:02:39.315','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7144-966b-07c2c29a291d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713a-97e9-4dd7ec256930','runbook_steps','01a2201b-be62-7143-be3f-607405e7c2ec','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 03:02:39.315","id":"01a2201b-be62-7143-be3f-607405e7c2ec","kind":"text","order_key":"a4","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","runbook_id":"01a2201b-be62-713b-bec0-c7c8105be3a2","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 03:02:39.315"}',NULL,'2026-11-28 03:02:39.315','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7146-bae9-219eb3858050','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713a-97e9-4dd7ec256930','runbook_steps','01a2201b-be62-7145-8574-1bf401da1f94','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 03:02:39.315","id":"01a2201b-be62-7145-8574-1bf401da1f94","kind":"contact","order_key":"a5","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","runbook_id":"01a2201b-be62-713b-bec0-c7c8105be3a2","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 03:02:39.315"}',NULL,'2026-11-28 03:02:39.315','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7149-9e8d-f4bf562a170a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7147-a191-eefc949ba841','runbook_contacts','01a2201b-be62-7148-8ccf-4de0927b132f','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 03:02:39.329","id":"01a2201b-be62-7148-8ccf-4de0927b132f","name":"Contact 0-0","note":"friend","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","phone":"030 0","updated_at":"2026-11-28 03:02:39.329"}',NULL,'2026-11-28 03:02:39.329','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-714c-8408-2ee21ae87cb4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-714a-a063-74527549a0ec','runbook_steps','01a2201b-be62-714b-8411-c8c737a5b34b','insert','{"breathing":null,"contact_id":"01a2201b-be62-7148-8ccf-4de0927b132f","created_at":"2026-11-28 03:02:39.339","id":"01a2201b-be62-714b-8411-c8c737a5b34b","kind":"contact","order_key":"a6","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","runbook_id":"01a2201b-be62-713b-bec0-c7c8105be3a2","text":"Call 0-0","updated_at":"2026-11-28 03:02:39.339"}',NULL,'2026-11-28 03:02:39.339','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-714f-8cd7-23a5f036d549','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-714d-87ff-a166f193f900','runbook_uses','01a2201b-be62-714e-b660-3dac4aaae055','insert','{"created_at":"2026-11-28 03:02:39.342","feeling_after":"meh","feeling_before":"sad","id":"01a2201b-be62-714e-b660-3dac4aaae055","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","runbook_id":"01a2201b-be62-713b-bec0-c7c8105be3a2","steps_done":"[\"01a2201b-be62-714b-8411-c8c737a5b34b\"]","used_at":"2026-11-28 03:02:39.342"}',NULL,'2026-11-28 03:02:39.342','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7152-8b20-da845e35d910','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7150-ad9a-30659312bf59','pacts','01a2201b-be62-7151-8712-3c2ce3b65540','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 03:02:39.351","delay_hours":24,"id":"01a2201b-be62-7151-8712-3c2ce3b65540","kind":"price","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_text":null,"text":"Pact 0-0","updated_at":"2026-11-28 03:02:39.351"}',NULL,'2026-11-28 03:02:39.351','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7155-92a6-1ef056621688','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7153-95f1-1e4bdd8d4d71','pact_marks','01a2201b-be62-7154-ad6d-ac22577c7bcd','insert','{"created_at":"2026-11-28 03:02:39.354","day":"2026-11-28","id":"01a2201b-be62-7154-ad6d-ac22577c7bcd","kept":1,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","pact_id":"01a2201b-be62-7151-8712-3c2ce3b65540","reason":"Reason 0-0"}',NULL,'2026-11-28 03:02:39.354','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7157-834e-5e373585fb5b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7156-8eb6-b3124fd9216f','pacts','01a2201b-be62-7151-8712-3c2ce3b65540','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 03:02:39.351","delay_hours":24,"id":"01a2201b-be62-7151-8712-3c2ce3b65540","kind":"price","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","pending_amount":"1","pending_at":"2026-11-29 03:02:39.366","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_text":"Pact 0-0","text":"Pact 0-0","updated_at":"2026-11-28 03:02:39.366"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 03:02:39.351","delay_hours":24,"id":"01a2201b-be62-7151-8712-3c2ce3b65540","kind":"price","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_text":null,"text":"Pact 0-0","updated_at":"2026-11-28 03:02:39.351"}','2026-11-28 03:02:39.366','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-715a-9984-4184b6e8835a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7158-98f5-96b8a7db509f','runbook_settings','01a2201b-be62-7159-9893-cc21393e6c20','insert','{"emergency_number":"112","id":"01a2201b-be62-7159-9893-cc21393e6c20","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","updated_at":"2026-11-28 03:02:39.368"}',NULL,'2026-11-28 03:02:39.368','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-715d-b4a2-a074f9d2c168','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-715b-a504-0c343254d5e7','journal_entries','01a2201b-be62-715c-8cda-971a75ea2d7d','insert','{"created_at":"2026-11-28 03:02:39.380","day":"2026-11-28","id":"01a2201b-be62-715c-8cda-971a75ea2d7d","location":null,"mood":null,"owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 03:02:39.380","written_at":"2026-11-28 03:02:39.380"}',NULL,'2026-11-28 03:02:39.380','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7161-aacb-c3617af362d4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-715f-b566-1fce8af067d8','health_sources','01a2201b-be62-7160-b434-6a84dc60fbd2','insert','{"id":"01a2201b-be62-7160-b434-6a84dc60fbd2","name":"Shape Watch 0","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","position":null}',NULL,'2026-11-28 03:02:39.399','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7163-b98a-50cc2d5902cb','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-715f-b566-1fce8af067d8','health_sources','01a2201b-be62-7162-9473-14dd6b3165f5','insert','{"id":"01a2201b-be62-7162-9473-14dd6b3165f5","name":"Shape iPhone","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","position":null}',NULL,'2026-11-28 03:02:39.399','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7166-8f01-95bbd30800aa','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-715f-b566-1fce8af067d8','food_events','01a2201b-be62-7165-ad94-106eb62db411','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a2201b-be62-7165-ad94-106eb62db411","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","recorded_at":"2026-11-28 03:02:39.399","refers_to":null}',NULL,'2026-11-28 03:02:39.399','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7168-a306-62f09c8add96','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-715f-b566-1fce8af067d8','food_events','01a2201b-be62-7167-951c-c851cb1c2c33','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a2201b-be62-7167-951c-c851cb1c2c33","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","recorded_at":"2026-11-28 03:02:39.399","refers_to":null}',NULL,'2026-11-28 03:02:39.399','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-7169-b6ec-5a1337528b03','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-715f-b566-1fce8af067d8','health_days','01a2201b-be62-7164-aeb9-cd6bcec39953','insert','{"active_event_id":"01a2201b-be62-7165-ad94-106eb62db411","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a2201b-be62-7164-aeb9-cd6bcec39953","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 03:02:39.399","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a2201b-be62-7167-951c-c851cb1c2c33","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 03:02:39.399','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-716b-9164-ef502bf5b5da','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-715f-b566-1fce8af067d8','health_imports','01a2201b-be62-716a-917d-1408e6ffab46','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a2201b-be62-716a-917d-1408e6ffab46","imported_at":"2026-11-28 03:02:39.399","last_day":"2026-11-26","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","records":3}',NULL,'2026-11-28 03:02:39.399','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2201b-be62-716e-9369-84290e1dba8f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716c-8da5-6bb775b80c95','calendars','01a2201b-be62-716d-b18a-bf2400a9432e','insert','{"color":"#5b6ee1","created_at":"2026-11-28 03:02:39.430","etag":null,"fetched_at":"2026-11-28 03:02:39.430","file_name":"work-0.ics","id":"01a2201b-be62-716d-b18a-bf2400a9432e","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a2201a-d34a-7139-836d-5c62bae00c04","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 03:02:39.430','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a2201b-be62-70c5-a4ea-6edd14fa5679','01a2201a-d34a-7139-836d-5c62bae00c04','List 0-0',NULL,NULL,0,'a1','2026-11-28 03:02:38.932',NULL);
INSERT INTO "task_lists" VALUES('01a2201b-be62-70e2-bb10-430f225f6d2d','01a2201a-d34a-7139-836d-5c62bae00c04','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 03:02:39.027','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a2201b-be62-70c8-8bdc-1f3e65ff69e4','01a2201a-d34a-7139-836d-5c62bae00c04','Task 0-0','','01a2201b-be62-70c5-a4ea-6edd14fa5679','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a2201a-d3d6-7065-a412-b1fd7713263e','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','a1','a1','2026-11-28 03:02:38.935','2026-11-28 03:02:38.935',NULL,NULL);
INSERT INTO "tasks" VALUES('01a2201b-be62-70d9-bba7-8f8a8fcac14c','01a2201a-d34a-7139-836d-5c62bae00c04','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 03:02:38.995','2026-11-28 03:02:38.995',NULL,NULL);
INSERT INTO "tasks" VALUES('01a2201b-be62-70df-a73b-7a038159b0ba','01a2201a-d34a-7139-836d-5c62bae00c04','Headed 0-0','','01a2201b-be62-70c5-a4ea-6edd14fa5679',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 03:02:39.010','2026-11-28 03:02:39.010',NULL,'01a2201b-be62-70dc-9992-acbd02546946');
INSERT INTO "tasks" VALUES('01a2201b-be62-70e3-b5ce-b4a151629525','01a2201a-d34a-7139-836d-5c62bae00c04','Imported 0-0','','01a2201b-be62-70e2-bb10-430f225f6d2d',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 03:02:39.027','2026-11-28 03:02:39.027','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a2201b-be62-70ca-94a9-a87e0660d67d','01a2201a-d34a-7139-836d-5c62bae00c04','errand');
INSERT INTO "task_tag_links" VALUES('01a2201b-be62-70cc-ab25-46f28b6c2d1e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c8-8bdc-1f3e65ff69e4','01a2201b-be62-70ca-94a9-a87e0660d67d');
INSERT INTO "task_tag_links" VALUES('01a2201b-be62-70e4-b5d6-b36b18101803','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70e3-b5ce-b4a151629525','01a2201b-be62-70ca-94a9-a87e0660d67d');
INSERT INTO "task_checklist_items" VALUES('01a2201b-be62-70ce-a3b4-2c39c1db7d2e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c8-8bdc-1f3e65ff69e4','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a2201b-be62-70c8-8bdc-1f3e65ff69e4','01a2201a-d34a-7139-836d-5c62bae00c04','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a2201b-be62-70d9-bba7-8f8a8fcac14c','01a2201a-d34a-7139-836d-5c62bae00c04','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a2201b-be62-70df-a73b-7a038159b0ba','01a2201a-d34a-7139-836d-5c62bae00c04','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a2201b-be62-70e3-b5ce-b4a151629525','01a2201a-d34a-7139-836d-5c62bae00c04','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a2201b-be62-7108-ae10-18829546e790','01a2201a-d34a-7139-836d-5c62bae00c04','Comparison 0-0','metric','100 ml','2026-11-28 03:02:39.123','2026-11-28 03:02:39.123');
INSERT INTO "price_products" VALUES('01a2201b-be62-710a-87d3-6f6274ac68a8','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7108-ae10-18829546e790',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a2201b-be62-710c-9a74-31ad3bb04e84','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7108-ae10-18829546e790',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a2201b-be62-70e9-b19f-5d701f7b4235','01a2201a-d34a-7139-836d-5c62bae00c04','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 03:02:39.044');
INSERT INTO "timeline_events" VALUES('01a2201b-be62-70ec-acc9-c2d0476e3d07','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70e9-b19f-5d701f7b4235','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 03:02:39.047','2026-11-28 03:02:39.047');
INSERT INTO "timeline_events" VALUES('01a2201b-be62-70ef-9ab3-e3c4bc2cd90b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70e9-b19f-5d701f7b4235','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 03:02:39.055','2026-11-28 03:02:39.055');
INSERT INTO "timeline_queries" VALUES('01a2201b-be62-70f2-b059-37b40d59a373','01a2201a-d34a-7139-836d-5c62bae00c04','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 03:02:39.059');
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
INSERT INTO "custom_foods" VALUES('01a2201b-be62-70ff-a2c7-ad922f74b439','01a2201a-d34a-7139-836d-5c62bae00c04','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 03:02:39.099','2026-11-28 03:02:39.099');
INSERT INTO "recipes" VALUES('01a2201b-be62-70f8-a2c9-416a390a3c13','01a2201a-d34a-7139-836d-5c62bae00c04','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 03:02:39.079','2026-11-28 03:02:39.079');
INSERT INTO "recipe_ingredients" VALUES('01a2201b-be62-70fa-84e2-a8e1ce3ad2b4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70f8-a2c9-416a390a3c13','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a2201b-be62-70fc-9b73-2d5a692daa24','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70f8-a2c9-416a390a3c13','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a2201b-be62-70f5-842a-5ee23ca569eb','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28 03:02:39.071','2026-11-28 03:02:39.071','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a2201b-be62-7102-abfa-da4ec1132d8c','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28 03:02:39.102','2026-11-28 03:02:39.102','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a2201b-be62-7105-9073-2f59f45afcfa','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28 03:02:39.104','2026-11-28 03:02:39.104','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a2201b-be62-7165-ad94-106eb62db411','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-26 11:00:00.000','2026-11-28 03:02:39.399','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a2201b-be62-7167-951c-c851cb1c2c33','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-26 11:00:00.000','2026-11-28 03:02:39.399','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a2201a-d3b8-718f-8733-6f0a8b81b6c3','01a2201a-d34a-7139-836d-5c62bae00c04','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a2201b-be62-70d1-a903-a3cba3923ccf','01a2201a-d34a-7139-836d-5c62bae00c04','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','01a2201a-d34a-7139-836d-5c62bae00c04','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 03:02:38.794');
INSERT INTO "weeks" VALUES('01a2201a-d37d-70e1-afc8-a20206ddd8cd','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 03:02:38.718');
INSERT INTO "weeks" VALUES('01a2201b-be62-70c0-9d19-de95118ac754','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a2201a-d3d6-7065-a412-b1fd7713263e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d37d-70e1-afc8-a20206ddd8cd','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 03:02:38.806');
INSERT INTO "weekly_goals" VALUES('01a2201b-be62-70c2-b878-7c0b0066eb8c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c0-9d19-de95118ac754','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 03:02:38.918');
INSERT INTO "retrospectives" VALUES('01a2201a-d3a9-71a7-bf4f-b1dc9a1888f4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d37d-70e1-afc8-a20206ddd8cd','Focus','Sleep','2026-11-28 03:02:38.762');
INSERT INTO "action_items" VALUES('01a2201b-be62-70a9-a8f7-168d1b52ffab','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d37d-70e1-afc8-a20206ddd8cd','Action 0-0',0,'2026-11-28 03:02:38.862');
INSERT INTO "intentions" VALUES('01a2201a-d3e1-7051-80a6-cf6e1846ef73','01a2201a-d34a-7139-836d-5c62bae00c04','Intention 0-0',25,'01a2201a-d3d6-7065-a412-b1fd7713263e','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','2026-11-28 03:02:38.818','2026-11-28 03:27:38.818','endedEarly','2026-11-28 03:02:38.847',NULL,'[]','happy','2026-11-28 03:03:38.851',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a2201b-be62-70af-9f9a-a70db92be292','01a2201a-d34a-7139-836d-5c62bae00c04','Block 0-0',45,'01a2201a-d3d6-7065-a412-b1fd7713263e','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','2026-11-28 03:02:38.876','2026-11-28 03:47:38.876','endedEarly','2026-11-28 03:02:38.889',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a2201b-be62-70ac-b27e-95c054ed2812',NULL);
INSERT INTO "intentions" VALUES('01a2201b-be62-70d4-afdc-b591e5d36ef1','01a2201a-d34a-7139-836d-5c62bae00c04','Task 0-0',15,'01a2201a-d3d6-7065-a412-b1fd7713263e','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','2026-11-28 03:02:38.974','2026-11-28 03:17:38.974','endedEarly','2026-11-28 03:02:38.983',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a2201b-be62-70c8-8bdc-1f3e65ff69e4');
INSERT INTO "distractions" VALUES('01a2201a-d3f2-70d6-9391-a4bd476d43ac','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201a-d3e1-7051-80a6-cf6e1846ef73','internal',NULL,'2026-11-28 03:02:38.835');
INSERT INTO "standups" VALUES('01a2201a-d3a0-7089-83f1-0d184bcd7a62','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 03:02:38.753');
INSERT INTO "day_photos" VALUES('01a2201b-be62-712c-867a-d3b49bdbc04e','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28','png',64,'Photo 0-0','2026-11-28 03:02:39.279');
INSERT INTO "day_photos" VALUES('01a2201b-be62-7135-89b4-4b86df4df4bb','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28','png',64,'Journal 0-0','2026-11-28 03:02:39.311');
INSERT INTO "security_events" VALUES('01a2201a-d34a-713a-828c-16bf6ecb74bc','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28 03:02:38.667','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a2201b-be62-7121-8860-ee699a357e79','01a2201a-d34a-7139-836d-5c62bae00c04','Workout','2026-11-28','2026-11-28 03:02:39.245','2026-11-28 03:02:39.245');
INSERT INTO "lift_sets" VALUES('01a2201b-be62-7123-8feb-9088156ade2c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7121-8860-ee699a357e79',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 03:02:39.245','2026-11-28 03:02:39.245');
INSERT INTO "lift_streams" VALUES('01a2201b-be62-7123-8feb-9088156ade2c','01a2201a-d34a-7139-836d-5c62bae00c04','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a2201b-be62-7127-a361-91f3bbb163d8','01a2201a-d34a-7139-836d-5c62bae00c04','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 03:02:39.262');
INSERT INTO "journal_entries" VALUES('01a2201b-be62-7130-8015-1babb7063dfc','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28 03:02:39.295','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 03:02:39.295','2026-11-28 03:02:39.295');
INSERT INTO "journal_entries" VALUES('01a2201b-be62-7133-92d1-f598f0736a36','01a2201a-d34a-7139-836d-5c62bae00c04','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 03:02:39.298','2026-11-28 03:02:39.298');
INSERT INTO "journal_entries" VALUES('01a2201b-be62-715c-8cda-971a75ea2d7d','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28 03:02:39.380','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 03:02:39.380','2026-11-28 03:02:39.380');
INSERT INTO "journal_photos" VALUES('01a2201b-be62-7138-a161-f8e74c53c3ab','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-7130-8015-1babb7063dfc','01a2201b-be62-7135-89b4-4b86df4df4bb',NULL);
INSERT INTO "journal_drafts" VALUES('01a2201b-be62-715e-8c77-5d2b93c188de','01a2201a-d34a-7139-836d-5c62bae00c04',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T03:02:39.391Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 03:02:39.391');
INSERT INTO "journal_search" VALUES('01a2201b-be62-7130-8015-1babb7063dfc','01a2201a-d34a-7139-836d-5c62bae00c04','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a2201b-be62-7133-92d1-f598f0736a36','01a2201a-d34a-7139-836d-5c62bae00c04','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a2201b-be62-715c-8cda-971a75ea2d7d','01a2201a-d34a-7139-836d-5c62bae00c04','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a2201b-be62-710f-a8ab-16af3fbc48b8','01a2201a-d34a-7139-836d-5c62bae00c04','Habit 0-0','📚',NULL,'01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 03:02:39.141','2026-11-28 03:02:39.141');
INSERT INTO "habits" VALUES('01a2201b-be62-711b-8559-034d0001e2bc','01a2201a-d34a-7139-836d-5c62bae00c04','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 03:02:39.175','2026-11-28 03:02:39.175');
INSERT INTO "habit_check_ins" VALUES('01a2201b-be62-7112-bc5d-2eee167d3b24','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-710f-a8ab-16af3fbc48b8','2026-11-27',1.0,'2026-11-28 03:02:39.155');
INSERT INTO "habit_check_ins" VALUES('01a2201b-be62-7115-838f-34645db63973','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-710f-a8ab-16af3fbc48b8','2026-11-28',1.0,'2026-11-28 03:02:39.159');
INSERT INTO "habit_check_ins" VALUES('01a2201b-be62-711e-bdb2-c194ab856fdf','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-711b-8559-034d0001e2bc','2026-11-28',4.0,'2026-11-28 03:02:39.182');
INSERT INTO "habit_rest_days" VALUES('01a2201b-be62-7118-a864-a1866adefad2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-710f-a8ab-16af3fbc48b8','2026-11-30','2026-11-28 03:02:39.163');
INSERT INTO "health_days" VALUES('01a2201b-be62-7164-aeb9-cd6bcec39953','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a2201b-be62-7165-ad94-106eb62db411',NULL,'01a2201b-be62-7167-951c-c851cb1c2c33','2026-11-28 03:02:39.399');
INSERT INTO "health_sources" VALUES('01a2201b-be62-7160-b434-6a84dc60fbd2','01a2201a-d34a-7139-836d-5c62bae00c04','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a2201b-be62-7162-9473-14dd6b3165f5','01a2201a-d34a-7139-836d-5c62bae00c04','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a2201b-be62-716a-917d-1408e6ffab46','01a2201a-d34a-7139-836d-5c62bae00c04','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 03:02:39.399');
INSERT INTO "lift_defaults" VALUES('01a2201b-be62-712a-abfe-03b68287efa5','01a2201a-d34a-7139-836d-5c62bae00c04','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 03:02:39.271');
INSERT INTO "plan_blocks" VALUES('01a2201b-be62-70ac-b27e-95c054ed2812','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28',375,45,'Block 0-0','01a2201a-d3d6-7065-a412-b1fd7713263e','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e',NULL,NULL,NULL,NULL,'2026-11-28 03:02:38.873','2026-11-28 03:02:38.873');
INSERT INTO "plan_blocks" VALUES('01a2201b-be62-70b4-bd7f-05f3bdd96966','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28',375,45,'Area block 0-0',NULL,'01a2201a-d3c9-7136-9ec9-c1dee1c30e5e',NULL,NULL,NULL,NULL,'2026-11-28 03:02:38.892','2026-11-28 03:02:38.901');
INSERT INTO "plan_blocks" VALUES('01a2201b-be62-70bb-adfd-30e88c2c5c4e','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-27',375,15,'Missed block 0-0',NULL,'01a2201a-d3c9-7136-9ec9-c1dee1c30e5e',NULL,'backToList','internal','2026-11-28 03:02:38.915','2026-11-28 03:02:38.914','2026-11-28 03:02:38.914');
INSERT INTO "plan_block_versions" VALUES('01a2201b-be62-70b7-b3bf-be377ed880ed','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70b4-bd7f-05f3bdd96966','2026-11-28',375,30,'Area block 0-0','01a2201a-d3c9-7136-9ec9-c1dee1c30e5e','moved','Longer than planned','2026-11-28 03:02:38.901');
INSERT INTO "calendars" VALUES('01a2201b-be62-716d-b18a-bf2400a9432e','01a2201a-d34a-7139-836d-5c62bae00c04','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 03:02:39.430',NULL,'2026-11-28 03:02:39.430');
INSERT INTO "calendar_expansions" VALUES('01a2201b-be62-716d-b18a-bf2400a9432e','01a2201a-d34a-7139-836d-5c62bae00c04','2026-11-28 03:02:39.430','2026-10-03 03:02:39.429','2027-05-29 03:02:39.429','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-716f-b6c1-52cb08767767','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7170-ae7b-62b3a4597d24','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7171-9be8-a013c0340856','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7172-9baf-9b57162eed30','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7173-abbb-ecd22a2b19ac','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7174-a9f0-60257432fec1','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7175-a5a0-ad577c742880','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7176-a1c5-9ef55daeeb02','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7177-80d9-e85cbc9ab26c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7178-8372-82de4aeb07f7','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7179-bbc2-b47823c68e48','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-717a-b66f-64ff30d5a8eb','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-717b-a091-bb19d2bee353','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-717c-bdbc-474de1d7b52d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-717d-9835-1d11e39b596b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-717e-be7c-9b052668a993','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-717f-a639-486288ae41b2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7180-8b75-8e173fe04474','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7181-b0f1-faf4af3821b6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7182-819b-3190d6a0ab02','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7183-b24f-f61c3928b002','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7184-8861-11ca5c5e3e54','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7185-8b74-2766c8dd15cd','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7186-832d-323279890394','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7187-ab79-0bcd072183c8','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7188-a0fe-4cc38b8cebfa','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7189-90c8-3e8b9acf0acd','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-718a-878a-b6cc78895107','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-718b-9c55-b9cbf633fb00','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-718c-9ade-54182e6c4b1b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-718d-a70b-c45a5da4b651','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-718e-b48f-2939dc83a73f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-718f-a080-3bf19073dbd6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7190-9ed5-390dafab82f6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7191-a049-30f91f7b4c99','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7192-898b-10bdfd4f3685','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7193-9839-cf24bd323a08','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7194-b691-24ebd936b67f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7195-a757-669b61f5519b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7196-bd20-f087b222e30a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7197-b892-b3dbc0fe07b4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7198-ab0e-6a5fe2dd4493','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7199-9b94-7374774d94f6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-719a-aeb6-7c7bf6d424e7','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-719b-8bd5-22803cc703b5','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-719c-9ba1-541482575512','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-719d-a5ef-0c0150e2dd82','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-719e-9965-e797d8bc9a32','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-719f-b07b-052468a5d903','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a0-8a71-b65c9289be5b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a1-b9e0-8245ceeeac16','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a2-b4c6-9b639c695bad','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a3-8885-e2e98cc96ca3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a4-95cb-782682d32a6b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a5-863d-cdd580869117','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a6-8e46-6999c8a4ee52','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a7-abdd-bb5ebcad4320','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a8-90aa-39bd39a2f21b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71a9-9f5d-17ac27bee645','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71aa-ae14-e99130b5d8e7','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ab-8502-b56edbc0c5f6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ac-a54d-be7f656e667f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ad-aa2f-166edbf45cba','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ae-bcca-57c71838620e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71af-8ae4-8f21674d77c4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b0-918f-82325b4c2ab5','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b1-bb1b-96db1e859a6c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b2-b2d8-bc133b309ccb','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b3-a214-93ed69ea7bb4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b4-a095-e531528a16f3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b5-8ded-3a5b14bb485a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b6-a337-f1e05c10db99','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b7-b800-ec2c9b746c09','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b8-ac43-9390b7e34a4d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71b9-ac17-7965c933ffd4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ba-816b-945bf79e2986','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71bb-ad1b-eeecb69d8558','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71bc-a356-a9a217891127','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71bd-94cf-976aed3b587b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71be-85a0-56353b04011f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71bf-9c75-77cf6b1812e5','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c0-8c1b-72a3673e9a96','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c1-af6c-4fb9659899ea','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c2-8acc-11b43209fb36','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c3-b555-0356d11e98dc','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c4-a48b-2ed55c2e10f7','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c5-84f8-336b79fbe7ef','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c6-afa0-672b0e693516','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c7-b9b3-c48f970ab157','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c8-bccd-fa6888a675b3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71c9-976b-82bbb8e33b1a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ca-979e-ce069b552b2d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71cb-a862-b17c5e1e2fd9','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71cc-a6b9-bcced02ecb65','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71cd-ab9b-5f5105ba56c9','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ce-9960-39838c088845','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71cf-a445-05b160a97bdf','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d0-af62-fc14a6f86b1e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d1-9b8f-913793525c5b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d2-94f7-d8c891b39cfa','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d3-b7a8-ecafceb2323b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d4-86d9-7ba34560e04c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d5-a622-5bbbd44de6bf','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d6-ad52-645a53722e53','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d7-983f-ca270b8a4979','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d8-b6b8-f33817250c1a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71d9-a7c4-8d4e6302b400','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71da-816c-803b696f8dd6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71db-8cf2-82c7ef331d70','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71dc-b3bf-897d105d1e5b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71dd-b2b5-1f050830c510','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71de-afa0-ceb30a3bc7c0','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71df-9a2d-64858269bd4c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e0-a8d2-b27402f4c225','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e1-816e-f222be8b82f9','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e2-befc-1f1b588885b6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e3-b021-75b208a03e9a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e4-af9f-872670434094','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e5-beb3-e711565ffdf4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e6-91d0-888cf6f34dd2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e7-9027-ae9cd1e60e61','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e8-bfe1-e101c4b6175f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71e9-93d5-a1a27e6a1588','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ea-8a8d-32c873ab1614','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71eb-b7ce-0930afc2ee56','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ec-ba53-2a35e2f7b04a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ed-ac85-8464f88c573b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ee-a589-87d6c12fab10','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ef-b5b1-4c32c804d71b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f0-a8ce-4758ffbbd2da','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f1-a7f3-c75b94ef834e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f2-b8a3-59f5cfd52fd1','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f3-b639-dfd6ef70e7f2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f4-a27f-522e7044038a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f5-aeec-60e57b19010b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f6-bef9-6a50353f9e3a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f7-a4c4-ed1b10cabf75','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f8-b80c-4b05c6bd5cbd','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71f9-837f-02a79133a918','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71fa-820f-dd41f021468f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71fb-aaab-628add5ded19','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71fc-b61d-a0ac87435f4d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71fd-8126-bd9925d52b0e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71fe-97b6-b6f96dd9efc9','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-71ff-9320-829eeeb0c1a4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7200-a385-0642834a9902','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7201-9f27-cf5e16bead11','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7202-a955-d408d204c6a8','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7203-b5ff-c74ae9153f95','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7204-bd20-0fbecf0feae7','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7205-ace2-8c85163f378b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7206-b98f-97ab875f3a98','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7207-8632-5ae32c9e343b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7208-a204-70a1d7784543','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7209-9ef3-fedee1cebbc1','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-720a-b370-ce36b7732903','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-720b-b3c1-19715db8b63e','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-720c-91f0-462451294209','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-720d-b1cb-5cfce82922c5','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-720e-a31e-1ca087b40d61','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-720f-bedd-d22740768191','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7210-968b-111fae0fe884','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7211-be91-da361aa730f1','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7212-bf59-5d53049837c4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7213-9e37-6210710c8b2a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7214-85e4-7f4343f59f46','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7215-9f90-133dc8d0ec02','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7216-ada8-b3972c3085d6','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7217-99ad-32cfa95d790f','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7218-b0ea-2047f23f1bf4','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7219-ab2f-2df1dbf65e4d','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-721a-ad3e-08d388b71447','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-721b-b4ca-74ccb77c34bd','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-721c-8dc5-d50e8a586b11','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-721d-8c57-ddde1c4c8c68','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-721e-ac54-92eda3293c64','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-721f-b74d-61e8a4859b10','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7220-88a3-3feaa2f8b480','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7221-a657-a9d6699305b8','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7222-8fbe-32757712aff3','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7223-9e08-25017bc6eb30','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7224-8fdc-dbce965e76e8','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7225-ab45-c0f8076507d2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7226-8472-7b2cbbb41ea0','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7227-864b-95cec3dfc4f1','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7228-84d2-ef8e1826df79','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-7229-b6db-7d49ebce344a','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-722a-a395-6fc557607186','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-722b-938f-b022cf637d5c','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-722c-902f-75b942b52e97','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-722d-8525-fc98c61bd6d0','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-722e-b1f4-c62b7c370f61','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a2201b-be62-722f-8251-26ade7ba9723','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-716d-b18a-bf2400a9432e','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "runbooks" VALUES('01a2201b-be62-713b-bec0-c7c8105be3a2','01a2201a-d34a-7139-836d-5c62bae00c04','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 03:02:39.315','2026-11-28 03:02:39.315');
INSERT INTO "runbook_contacts" VALUES('01a2201b-be62-7148-8ccf-4de0927b132f','01a2201a-d34a-7139-836d-5c62bae00c04','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 03:02:39.329','2026-11-28 03:02:39.329');
INSERT INTO "runbook_steps" VALUES('01a2201b-be62-713d-a274-4bc1d7018b09','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713b-bec0-c7c8105be3a2','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 03:02:39.315','2026-11-28 03:02:39.315');
INSERT INTO "runbook_steps" VALUES('01a2201b-be62-713f-ae63-e420f49939f2','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713b-bec0-c7c8105be3a2','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 03:02:39.315','2026-11-28 03:02:39.315');
INSERT INTO "runbook_steps" VALUES('01a2201b-be62-7141-b5db-8bb3af7b80d0','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713b-bec0-c7c8105be3a2','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 03:02:39.315','2026-11-28 03:02:39.315');
INSERT INTO "runbook_steps" VALUES('01a2201b-be62-7143-be3f-607405e7c2ec','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713b-bec0-c7c8105be3a2','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 03:02:39.315','2026-11-28 03:02:39.315');
INSERT INTO "runbook_steps" VALUES('01a2201b-be62-7145-8574-1bf401da1f94','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713b-bec0-c7c8105be3a2','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 03:02:39.315','2026-11-28 03:02:39.315');
INSERT INTO "runbook_steps" VALUES('01a2201b-be62-714b-8411-c8c737a5b34b','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713b-bec0-c7c8105be3a2','contact','Call 0-0',NULL,'01a2201b-be62-7148-8ccf-4de0927b132f','a6','2026-11-28 03:02:39.339','2026-11-28 03:02:39.339');
INSERT INTO "runbook_uses" VALUES('01a2201b-be62-714e-b660-3dac4aaae055','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-713b-bec0-c7c8105be3a2','2026-11-28 03:02:39.342','sad','meh','["01a2201b-be62-714b-8411-c8c737a5b34b"]','2026-11-28 03:02:39.342');
INSERT INTO "runbook_settings" VALUES('01a2201b-be62-7159-9893-cc21393e6c20','01a2201a-d34a-7139-836d-5c62bae00c04','112','2026-11-28 03:02:39.368');
INSERT INTO "task_headings" VALUES('01a2201b-be62-70dc-9992-acbd02546946','01a2201a-d34a-7139-836d-5c62bae00c04','01a2201b-be62-70c5-a4ea-6edd14fa5679','Heading 0-0',0,'a1','2026-11-28 03:02:38.999',NULL);
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
CREATE INDEX intentions_task ON intentions(owner_id, task_id) WHERE task_id IS NOT NULL;
COMMIT;

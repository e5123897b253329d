-- An Almanac database at migration level 0035-change-log-owner-indexes (UpgradeTests: written once, never rewritten).
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
, urge_passed INTEGER CHECK (urge_passed IS NULL OR urge_passed IN (0, 1)));
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
CREATE TABLE pacts (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('effort', 'price', 'identity')),
    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
    amount TEXT,
    consequence TEXT CHECK (consequence IS NULL OR length(consequence) <= 500),
    delay_hours INTEGER NOT NULL CHECK (delay_hours BETWEEN 1 AND 2160),
    pending_text TEXT,
    pending_amount TEXT,
    pending_consequence TEXT,
    pending_delay_hours INTEGER CHECK (pending_delay_hours IS NULL OR pending_delay_hours BETWEEN 1 AND 2160),
    pending_delete INTEGER NOT NULL DEFAULT 0 CHECK (pending_delete IN (0, 1)),
    pending_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
, link_kind TEXT CHECK (link_kind IS NULL OR link_kind IN ('goal', 'habit', 'block')), link_id TEXT CHECK (link_id IS NULL OR length(link_id) BETWEEN 1 AND 64), referee TEXT CHECK (referee IS NULL OR length(referee) BETWEEN 3 AND 254), pending_link_kind TEXT CHECK (pending_link_kind IS NULL OR pending_link_kind IN ('goal', 'habit', 'block')), pending_link_id TEXT, pending_referee TEXT);
CREATE TABLE pact_marks (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    pact_id TEXT NOT NULL REFERENCES pacts(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    day TEXT NOT NULL,
    kept INTEGER NOT NULL CHECK (kept IN (0, 1)),
    reason TEXT CHECK (reason IS NULL OR length(reason) <= 500),
    created_at TEXT NOT NULL,
    UNIQUE (pact_id, day)
);
CREATE TABLE practice_sessions (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    started_at TEXT NOT NULL,
    minutes INTEGER NOT NULL CHECK (minutes BETWEEN 1 AND 240),
    note TEXT CHECK (note IS NULL OR length(note) <= 1000),
    created_at TEXT NOT NULL
, feeling TEXT
    CHECK (feeling IS NULL OR feeling IN ('ecstatic', 'happy', 'meh', 'sad', 'angry')));
CREATE TABLE plan_feeds (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    area_id TEXT REFERENCES areas(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_used_at TEXT,
    revoked_at TEXT
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
INSERT INTO "grdb_migrations" VALUES('0030-pacts');
INSERT INTO "grdb_migrations" VALUES('0031-plan-feed');
INSERT INTO "grdb_migrations" VALUES('0032-pact-links');
INSERT INTO "grdb_migrations" VALUES('0033-practice-feeling');
INSERT INTO "grdb_migrations" VALUES('0034-undo-indexes');
INSERT INTO "grdb_migrations" VALUES('0035-change-log-owner-indexes');
INSERT INTO "users" VALUES('01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 13:50:15.023','dayMonth');
INSERT INTO "credentials" VALUES('01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','$2b$06$gfKrOkupwbtxeK5/aWDMSeki6ZdD3F8tI8g4OjCQiIz7sPzIRRb1O');
INSERT INTO "changes" VALUES('01a2226b-b9fd-71de-9268-a6100e665bca','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-b9fd-71dc-9554-323a6a597224','weeks','01a2226b-b9fd-71dd-82da-08fdfffc96f8','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2226b-b9fd-71dd-82da-08fdfffc96f8","length_days":7,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 13:50:15.037','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2226b-b9fd-71df-bd91-73049ba4ce88','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-b9fd-71dc-9554-323a6a597224','weeks','01a2226b-b9fd-71dd-82da-08fdfffc96f8','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2226b-b9fd-71dd-82da-08fdfffc96f8","length_days":7,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_day":"2026-11-23","started_at":"2026-11-28 13:50:15.037"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2226b-b9fd-71dd-82da-08fdfffc96f8","length_days":7,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_day":"2026-11-23","started_at":null}','2026-11-28 13:50:15.037','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba06-70b9-9b3c-a46126acd2b2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba06-70b7-b6b7-2b7029043914','standups','01a2226b-ba06-70b8-a504-2231992c9ce9','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a2226b-ba06-70b8-a504-2231992c9ce9","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","updated_at":"2026-11-28 13:50:15.046"}',NULL,'2026-11-28 13:50:15.046','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba09-7012-bd62-2ce574868150','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba09-7010-b71e-2c8dac3fba1a','retrospectives','01a2226b-ba09-7011-b92b-8707bfcf9bd2','insert','{"id":"01a2226b-ba09-7011-b92b-8707bfcf9bd2","improve":"Sleep","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","updated_at":"2026-11-28 13:50:15.049","week_id":"01a2226b-b9fd-71dd-82da-08fdfffc96f8","went_well":"Focus"}',NULL,'2026-11-28 13:50:15.049','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba0c-7136-88e3-1bd8c3bf24bd','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba0c-7134-8286-10b4944ff3f2','energy_profiles','01a2226b-ba0c-7135-b370-ace3f0ecbb37','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a2226b-ba0c-7135-b370-ace3f0ecbb37","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","sex":"female"}',NULL,'2026-11-28 13:50:15.052','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba0e-71a4-8d6a-c7a06e9bea4f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba0e-71a2-8e6d-fec25c5dddc8','areas','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 13:50:15.054","icon":null,"id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","name":"Area 0-0","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.054','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba11-7115-b627-a6a47625ac43','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba11-7113-b145-89b35e92992b','weekly_goals','01a2226b-ba11-7114-9987-3293ce19f611','insert','{"added_mid_sprint":1,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","created_at":"2026-11-28 13:50:15.057","estimate_hours":2,"id":"01a2226b-ba11-7114-9987-3293ce19f611","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a2226b-b9fd-71dd-82da-08fdfffc96f8"}',NULL,'2026-11-28 13:50:15.057','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba14-7145-a311-8781c1174aa8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba14-7143-9ed9-b0baf4e8d2b4','intentions','01a2226b-ba14-7144-8532-cfe3a91d0976','insert','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":null,"ends_at":"2026-11-28 14:15:15.060","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226b-ba14-7144-8532-cfe3a91d0976","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.060","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 13:50:15.060','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba18-7031-b163-7391ea481af5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba18-702f-b1d3-b73b8b9f0542','distractions','01a2226b-ba18-7030-9fdb-bfa9e3542574','insert','{"at":"2026-11-28 13:50:15.064","id":"01a2226b-ba18-7030-9fdb-bfa9e3542574","intention_id":"01a2226b-ba14-7144-8532-cfe3a91d0976","note":null,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 13:50:15.064','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226b-ba1b-71cc-af4f-fad781e907c3','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba1b-71cb-a628-fce7546f86f3','intentions','01a2226b-ba14-7144-8532-cfe3a91d0976','update','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":"2026-11-28 13:50:15.067","ends_at":"2026-11-28 14:15:15.060","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226b-ba14-7144-8532-cfe3a91d0976","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.060","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":null,"ends_at":"2026-11-28 14:15:15.060","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226b-ba14-7144-8532-cfe3a91d0976","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.060","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 13:50:15.067','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70a0-841b-92d6ff9555e6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-709f-b2a4-b941970da146','intentions','01a2226b-ba14-7144-8532-cfe3a91d0976','update','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":"2026-11-28 13:50:15.067","ends_at":"2026-11-28 14:15:15.060","feeling":"happy","goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226b-ba14-7144-8532-cfe3a91d0976","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":25,"rated_at":"2026-11-28 13:51:15.071","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.060","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":"2026-11-28 13:50:15.067","ends_at":"2026-11-28 14:15:15.060","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226b-ba14-7144-8532-cfe3a91d0976","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.060","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 13:51:15.071','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70a3-9e68-7e5d0b072149','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70a1-9d74-a1531e16e9e1','action_items','01a2226c-a47f-70a2-a62f-2ab0053829c0','insert','{"created_at":"2026-11-28 13:50:15.075","done":0,"id":"01a2226c-a47f-70a2-a62f-2ab0053829c0","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","text":"Action 0-0","week_id":"01a2226b-b9fd-71dd-82da-08fdfffc96f8"}',NULL,'2026-11-28 13:50:15.075','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70a6-ada1-4cd7c11ff76e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70a4-8667-3b11d6a131e1','plan_blocks','01a2226c-a47f-70a5-9da1-903619eea545','insert','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","cause":null,"created_at":"2026-11-28 13:50:15.078","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70a5-9da1-903619eea545","minutes":45,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 13:50:15.078"}',NULL,'2026-11-28 13:50:15.078','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70a9-8150-fb336dc499a9','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70a7-91bd-e1cbb7fffad1','intentions','01a2226c-a47f-70a8-beed-9a6f2e45c541','insert','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":"01a2226c-a47f-70a5-9da1-903619eea545","ended_at":null,"ends_at":"2026-11-28 14:35:15.081","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70a8-beed-9a6f2e45c541","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.081","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 13:50:15.081','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70ab-b099-ecefd8333ea7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70aa-b17b-03e635684be3','intentions','01a2226c-a47f-70a8-beed-9a6f2e45c541','update','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":"01a2226c-a47f-70a5-9da1-903619eea545","ended_at":"2026-11-28 13:50:15.085","ends_at":"2026-11-28 14:35:15.081","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70a8-beed-9a6f2e45c541","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.081","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":"01a2226c-a47f-70a5-9da1-903619eea545","ended_at":null,"ends_at":"2026-11-28 14:35:15.081","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70a8-beed-9a6f2e45c541","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.081","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 13:50:15.085','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70ae-a2a3-97793af9e6bd','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70ac-a840-e76fd04796d9','plan_blocks','01a2226c-a47f-70ad-8913-86e79c1fe731','insert','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","cause":null,"created_at":"2026-11-28 13:50:15.089","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2226c-a47f-70ad-8913-86e79c1fe731","minutes":30,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 13:50:15.089"}',NULL,'2026-11-28 13:50:15.089','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70b1-9cf6-0247d101374d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70af-a041-742a405b2948','plan_block_versions','01a2226c-a47f-70b0-8b15-673abbedb485','insert','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":"01a2226c-a47f-70ad-8913-86e79c1fe731","change":"moved","day":"2026-11-28","id":"01a2226c-a47f-70b0-8b15-673abbedb485","minutes":30,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","reason":"Longer than planned","recorded_at":"2026-11-28 13:50:15.091","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 13:50:15.091','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70b2-9ec9-fa772778844c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70af-a041-742a405b2948','plan_blocks','01a2226c-a47f-70ad-8913-86e79c1fe731','update','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","cause":null,"created_at":"2026-11-28 13:50:15.089","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2226c-a47f-70ad-8913-86e79c1fe731","minutes":45,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 13:50:15.091"}','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","cause":null,"created_at":"2026-11-28 13:50:15.089","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2226c-a47f-70ad-8913-86e79c1fe731","minutes":30,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 13:50:15.089"}','2026-11-28 13:50:15.091','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70b5-ae83-a21caf4edfa8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70b3-8ff4-70493c003d22','plan_blocks','01a2226c-a47f-70b4-adb9-36f3b3bfad7d','insert','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","cause":null,"created_at":"2026-11-28 13:50:15.096","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2226c-a47f-70b4-adb9-36f3b3bfad7d","minutes":15,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 13:50:15.096"}',NULL,'2026-11-28 13:50:15.096','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70b7-a8c0-9775168bd921','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70b6-9f4e-a0f4c4c1f20f','plan_blocks','01a2226c-a47f-70b4-adb9-36f3b3bfad7d','update','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","cause":"internal","created_at":"2026-11-28 13:50:15.096","day":"2026-11-27","disposed_at":"2026-11-28 13:50:15.099","disposition":"backToList","goal_id":null,"id":"01a2226c-a47f-70b4-adb9-36f3b3bfad7d","minutes":15,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 13:50:15.096"}','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","cause":null,"created_at":"2026-11-28 13:50:15.096","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2226c-a47f-70b4-adb9-36f3b3bfad7d","minutes":15,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 13:50:15.096"}','2026-11-28 13:50:15.099','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70ba-9a3c-803bf01f8540','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70b8-9d7e-1954125b676d','plan_templates','01a2226c-a47f-70b9-bcff-cb004d4407c8','insert','{"created_at":"2026-11-28 13:50:15.101","id":"01a2226c-a47f-70b9-bcff-cb004d4407c8","name":"Template 0-0","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","scope":"day","updated_at":"2026-11-28 13:50:15.101"}',NULL,'2026-11-28 13:50:15.101','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70bc-aa6b-5a2d189badad','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70b8-9d7e-1954125b676d','plan_template_blocks','01a2226c-a47f-70bb-b011-0480a96a965d','insert','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","day_offset":0,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70bb-b011-0480a96a965d","minutes":45,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"template_id":"01a2226c-a47f-70b9-bcff-cb004d4407c8","title":"Block 0-0"}',NULL,'2026-11-28 13:50:15.101','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70be-b5ed-d734a92f68e4','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70b8-9d7e-1954125b676d','plan_template_blocks','01a2226c-a47f-70bd-9186-167355c97d05','insert','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","day_offset":0,"goal_id":null,"id":"01a2226c-a47f-70bd-9186-167355c97d05","minutes":45,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_minute":375,"template_id":"01a2226c-a47f-70b9-bcff-cb004d4407c8","title":"Area block 0-0"}',NULL,'2026-11-28 13:50:15.101','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70c1-840d-877028dcc538','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70bf-b267-de682978e9c7','weeks','01a2226c-a47f-70c0-bb64-bacde627c068','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2226c-a47f-70c0-bb64-bacde627c068","length_days":7,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 13:50:15.107','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70c3-a28c-fbcf480bfbab','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70bf-b267-de682978e9c7','weekly_goals','01a2226c-a47f-70c2-9c21-bfb6b88ce124','insert','{"added_mid_sprint":0,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","created_at":"2026-11-28 13:50:15.107","estimate_hours":3,"id":"01a2226c-a47f-70c2-9c21-bfb6b88ce124","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a2226c-a47f-70c0-bb64-bacde627c068"}',NULL,'2026-11-28 13:50:15.107','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70c6-88de-8e12fe58a5c9','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c4-ad33-a18ceb314625','task_lists','01a2226c-a47f-70c5-a740-b33b3bbb5553','insert','{"archived":0,"color":null,"created_at":"2026-11-28 13:50:15.110","icon":null,"id":"01a2226c-a47f-70c5-a740-b33b3bbb5553","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.110','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70c9-99c5-3636b3e9f4f7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c7-9eeb-3d6da0a39194','tasks','01a2226c-a47f-70c8-b7b9-137ea4f6a426','insert','{"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","created_at":"2026-11-28 13:50:15.112","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","heading_id":null,"id":"01a2226c-a47f-70c8-b7b9-137ea4f6a426","import_key":null,"list_id":"01a2226c-a47f-70c5-a740-b33b3bbb5553","list_key":"a1","notes":"","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 13:50:15.112"}',NULL,'2026-11-28 13:50:15.112','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70cb-b981-fe6f463a0467','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c7-9eeb-3d6da0a39194','task_tags','01a2226c-a47f-70ca-bb83-4473b102ec5c','insert','{"id":"01a2226c-a47f-70ca-bb83-4473b102ec5c","name":"errand","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.112','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70cd-89e9-df053b204f65','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c7-9eeb-3d6da0a39194','task_tag_links','01a2226c-a47f-70cc-85f3-464b35ba4ace','insert','{"id":"01a2226c-a47f-70cc-85f3-464b35ba4ace","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","tag_id":"01a2226c-a47f-70ca-bb83-4473b102ec5c","task_id":"01a2226c-a47f-70c8-b7b9-137ea4f6a426"}',NULL,'2026-11-28 13:50:15.112','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70cf-819a-718339fa8ff0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c7-9eeb-3d6da0a39194','task_checklist_items','01a2226c-a47f-70ce-864b-bdb92b32c09e','insert','{"done":0,"id":"01a2226c-a47f-70ce-864b-bdb92b32c09e","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","task_id":"01a2226c-a47f-70c8-b7b9-137ea4f6a426","title":"Step"}',NULL,'2026-11-28 13:50:15.112','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70d2-bb51-92169c85e902','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70d0-b50b-03df87943c05','system_settings','01a2226c-a47f-70d1-912a-8121f35e10dd','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a2226c-a47f-70d1-912a-8121f35e10dd","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 13:50:15.123','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70d5-aeac-20bd297f909e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70d3-b426-bef8cb98cc6a','intentions','01a2226c-a47f-70d4-87d3-e7eec4e26395','insert','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":null,"ends_at":"2026-11-28 14:05:15.125","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70d4-87d3-e7eec4e26395","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.125","state":"running","tags":"[]","task_id":"01a2226c-a47f-70c8-b7b9-137ea4f6a426","what":"Task 0-0"}',NULL,'2026-11-28 13:50:15.125','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70d7-b97b-7c68e79416e6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70d6-9b25-2fe18e7d6bf1','intentions','01a2226c-a47f-70d4-87d3-e7eec4e26395','update','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":"2026-11-28 13:50:15.128","ends_at":"2026-11-28 14:05:15.125","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70d4-87d3-e7eec4e26395","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.125","state":"endedEarly","tags":"[]","task_id":"01a2226c-a47f-70c8-b7b9-137ea4f6a426","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","block_id":null,"ended_at":null,"ends_at":"2026-11-28 14:05:15.125","feeling":null,"goal_id":"01a2226b-ba11-7114-9987-3293ce19f611","id":"01a2226c-a47f-70d4-87d3-e7eec4e26395","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:50:15.125","state":"running","tags":"[]","task_id":"01a2226c-a47f-70c8-b7b9-137ea4f6a426","what":"Task 0-0"}','2026-11-28 13:50:15.128','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70da-9d4f-f133ae58954a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70d8-855f-5672412e6f5c','tasks','01a2226c-a47f-70d9-b776-12918f7eae0e','insert','{"area_id":null,"created_at":"2026-11-28 13:50:15.131","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a2226c-a47f-70d9-b776-12918f7eae0e","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 13:50:15.131"}',NULL,'2026-11-28 13:50:15.131','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70dd-9bf8-38dc0298516c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70db-98f9-3e50fce3b119','task_headings','01a2226c-a47f-70dc-b7a0-92be3e7c4f5d','insert','{"archived":0,"created_at":"2026-11-28 13:50:15.138","id":"01a2226c-a47f-70dc-b7a0-92be3e7c4f5d","import_key":null,"list_id":"01a2226c-a47f-70c5-a740-b33b3bbb5553","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","title":"Heading 0-0"}',NULL,'2026-11-28 13:50:15.138','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70e0-a1e9-7159d5df2fdf','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70de-8c23-3ff7752e1c2b','tasks','01a2226c-a47f-70df-9887-d1722266c97c','insert','{"area_id":null,"created_at":"2026-11-28 13:50:15.143","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a2226c-a47f-70dc-b7a0-92be3e7c4f5d","id":"01a2226c-a47f-70df-9887-d1722266c97c","import_key":null,"list_id":"01a2226c-a47f-70c5-a740-b33b3bbb5553","list_key":"a2","notes":"","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 13:50:15.143"}',NULL,'2026-11-28 13:50:15.143','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70e5-8a64-54ba111a9a2f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70e1-8e49-b6c3481e16c4','task_lists','*','insert','{"ids":["01a2226c-a47f-70e2-8604-7682a73862fa"]}',NULL,'2026-11-28 13:50:15.168','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70e6-b54d-e559873478c1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70e1-8e49-b6c3481e16c4','tasks','*','insert','{"ids":["01a2226c-a47f-70e3-bbfa-26d4ce4d02f1"]}',NULL,'2026-11-28 13:50:15.168','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70e7-a184-1b3057ecabca','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70e1-8e49-b6c3481e16c4','task_tag_links','*','insert','{"ids":["01a2226c-a47f-70e4-9cc9-cb8294b3df93"]}',NULL,'2026-11-28 13:50:15.168','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70ea-8899-08cdb21f9915','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70e8-8d99-960e3f493e74','timelines','01a2226c-a47f-70e9-9be9-1dc44253851a','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 13:50:15.177","icon":"","id":"01a2226c-a47f-70e9-9be9-1dc44253851a","name":"Timeline 0-0","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.177','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70ed-b635-42f2bdd60e2c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70eb-b3af-80ffb400aedf','timeline_events','01a2226c-a47f-70ec-a8cd-af68d60e7f2a','insert','{"created_at":"2026-11-28 13:50:15.181","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a2226c-a47f-70ec-a8cd-af68d60e7f2a","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a2226c-a47f-70e9-9be9-1dc44253851a","title":"Job 0-0","updated_at":"2026-11-28 13:50:15.181"}',NULL,'2026-11-28 13:50:15.181','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70f0-8d46-64f2866b26cc','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70ee-9649-5f973c4ec39f','timeline_events','01a2226c-a47f-70ef-b1c6-3fbdb68b0c4e','insert','{"created_at":"2026-11-28 13:50:15.187","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a2226c-a47f-70ef-b1c6-3fbdb68b0c4e","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a2226c-a47f-70e9-9be9-1dc44253851a","title":"Trip 0-0","updated_at":"2026-11-28 13:50:15.187"}',NULL,'2026-11-28 13:50:15.187','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70f3-8b74-94a27714e67a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70f1-869a-05276c58ab66','timeline_queries','01a2226c-a47f-70f2-ae25-d5b1fedf0d8c','insert','{"created_at":"2026-11-28 13:50:15.192","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a2226c-a47f-70f2-ae25-d5b1fedf0d8c","name":"Query 0-0","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.192','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70f6-9d95-aa0333e59865','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70f4-ab1f-377f882ee371','food_events','01a2226c-a47f-70f5-b999-7048d6d92286','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a2226c-a47f-70f5-b999-7048d6d92286","kind":"record","occurred_at":"2026-11-28 13:50:15.196","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","recorded_at":"2026-11-28 13:50:15.196","refers_to":null}',NULL,'2026-11-28 13:50:15.196','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70f9-8d48-87177f4469de','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70f7-8fbc-8c2871aca3b6','recipes','01a2226c-a47f-70f8-91a8-3c8ee148fde0','insert','{"created_at":"2026-11-28 13:50:15.202","id":"01a2226c-a47f-70f8-91a8-3c8ee148fde0","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","servings":2,"total_grams":300,"updated_at":"2026-11-28 13:50:15.202","yield_grams":null}',NULL,'2026-11-28 13:50:15.202','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70fb-b7b3-2a94b09c38f7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70f7-8fbc-8c2871aca3b6','recipe_ingredients','01a2226c-a47f-70fa-840b-552da447e8ab','insert','{"food_id":"09040","grams":100,"id":"01a2226c-a47f-70fa-840b-552da447e8ab","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","position":0,"recipe_id":"01a2226c-a47f-70f8-91a8-3c8ee148fde0"}',NULL,'2026-11-28 13:50:15.202','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-70fd-940f-d2fa846863ba','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70f7-8fbc-8c2871aca3b6','recipe_ingredients','01a2226c-a47f-70fc-b6cc-9ec666dab73f','insert','{"food_id":"01079","grams":200,"id":"01a2226c-a47f-70fc-b6cc-9ec666dab73f","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","position":1,"recipe_id":"01a2226c-a47f-70f8-91a8-3c8ee148fde0"}',NULL,'2026-11-28 13:50:15.202','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7100-bb14-709890d43bc6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70fe-a9ce-ee2a9fe771b3','custom_foods','01a2226c-a47f-70ff-a0b5-60565e53dd14','insert','{"created_at":"2026-11-28 13:50:15.210","id":"01a2226c-a47f-70ff-a0b5-60565e53dd14","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 13:50:15.210"}',NULL,'2026-11-28 13:50:15.210','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7103-9403-f9ce3372ab86','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7101-b710-ec095a0b3042','food_events','01a2226c-a47f-7102-af07-a56a16512d83','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a2226c-a47f-7102-af07-a56a16512d83","kind":"record","occurred_at":"2026-11-28 13:50:15.214","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","recorded_at":"2026-11-28 13:50:15.214","refers_to":null}',NULL,'2026-11-28 13:50:15.214','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7106-9220-28fae8bb7496','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7104-9459-e72dd5e6cef7','food_events','01a2226c-a47f-7105-8844-55483032e38a','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a2226c-a47f-7105-8844-55483032e38a","kind":"record","occurred_at":"2026-11-28 13:50:15.216","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","recorded_at":"2026-11-28 13:50:15.216","refers_to":null}',NULL,'2026-11-28 13:50:15.216','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7109-98b6-4d16f28285e8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7107-8e5f-35410cbc224c','price_comparisons','01a2226c-a47f-7108-8954-30ed6ee42770','insert','{"created_at":"2026-11-28 13:50:15.219","display_unit":"100 ml","id":"01a2226c-a47f-7108-8954-30ed6ee42770","name":"Comparison 0-0","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","unit_system":"metric","updated_at":"2026-11-28 13:50:15.219"}',NULL,'2026-11-28 13:50:15.219','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-710b-a25e-02163d1da340','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7107-8e5f-35410cbc224c','price_products','01a2226c-a47f-710a-9a59-ada2696effca','insert','{"comparison_id":"01a2226c-a47f-7108-8954-30ed6ee42770","id":"01a2226c-a47f-710a-9a59-ada2696effca","name":"Bertolli","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 13:50:15.219','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-710d-aae6-81ec13a4588e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7107-8e5f-35410cbc224c','price_products','01a2226c-a47f-710c-a80f-ed65cb931a56','insert','{"comparison_id":"01a2226c-a47f-7108-8954-30ed6ee42770","id":"01a2226c-a47f-710c-a80f-ed65cb931a56","name":"Monini","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 13:50:15.219','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7110-b0da-47ffc0e87b84','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-710e-89c0-45c69d127f45','habits','01a2226c-a47f-710f-916f-a23f4bd4d9c6','insert','{"archived":0,"area_id":"01a2226b-ba0e-71a3-8c26-383ee2ad3aab","color":null,"created_at":"2026-11-28 13:50:15.223","emoji":"📚","id":"01a2226c-a47f-710f-916f-a23f4bd4d9c6","name":"Habit 0-0","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 13:50:15.223"}',NULL,'2026-11-28 13:50:15.223','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7113-a57e-1c8af0f32948','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7111-ab0c-012e33912b9c','habit_check_ins','01a2226c-a47f-7112-8a9f-3e2021290298','insert','{"amount":1,"created_at":"2026-11-28 13:50:15.231","day":"2026-11-27","habit_id":"01a2226c-a47f-710f-916f-a23f4bd4d9c6","id":"01a2226c-a47f-7112-8a9f-3e2021290298","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.231','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7116-bc48-c74b0354cfbe','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7114-a152-60ae1f71e01d','habit_check_ins','01a2226c-a47f-7115-97d5-85a84b355c7f','insert','{"amount":1,"created_at":"2026-11-28 13:50:15.238","day":"2026-11-28","habit_id":"01a2226c-a47f-710f-916f-a23f4bd4d9c6","id":"01a2226c-a47f-7115-97d5-85a84b355c7f","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.238','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7119-8116-8e3b1249bd41','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7117-b80c-37a1cbe5af50','habit_rest_days','01a2226c-a47f-7118-a4c6-54980cfa8572','insert','{"created_at":"2026-11-28 13:50:15.241","day":"2026-11-30","habit_id":"01a2226c-a47f-710f-916f-a23f4bd4d9c6","id":"01a2226c-a47f-7118-a4c6-54980cfa8572","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.241','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-711c-85d9-b6af88a74f50','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-711a-916c-0f2c6a44bb67','habits','01a2226c-a47f-711b-8cb7-f98cb8016dda','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 13:50:15.245","emoji":"","id":"01a2226c-a47f-711b-8cb7-f98cb8016dda","name":"Water 0-0","order_key":"a2","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 13:50:15.245"}',NULL,'2026-11-28 13:50:15.245','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-711f-8ec4-ec43a9a0fd14','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-711d-a34f-1e9eb830d513','habit_check_ins','01a2226c-a47f-711e-a95c-019a08313948','insert','{"amount":4,"created_at":"2026-11-28 13:50:15.247","day":"2026-11-28","habit_id":"01a2226c-a47f-711b-8cb7-f98cb8016dda","id":"01a2226c-a47f-711e-a95c-019a08313948","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.247','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7122-b883-be02ba37d240','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7120-aa4d-c7b04a90416b','lift_sessions','01a2226c-a47f-7121-a649-b4ae2abe7312','insert','{"created_at":"2026-11-28 13:50:15.269","day":"2026-11-28","id":"01a2226c-a47f-7121-a649-b4ae2abe7312","name":"Workout","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","updated_at":"2026-11-28 13:50:15.269"}',NULL,'2026-11-28 13:50:15.269','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7124-b88c-efe010975cc9','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7120-aa4d-c7b04a90416b','lift_sets','01a2226c-a47f-7123-be8a-be612eeb583b','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 13:50:15.269","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a2226c-a47f-7123-be8a-be612eeb583b","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","position":0,"rate_hz":20,"recorded_at":"2026-11-28 13:50:15.269","reps":3,"session_id":"01a2226c-a47f-7121-a649-b4ae2abe7312","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 13:50:15.269','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7125-a59d-f27fb86ec4df','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7120-aa4d-c7b04a90416b','lift_streams','01a2226c-a47f-7123-be8a-be612eeb583b','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a2226c-a47f-7123-be8a-be612eeb583b","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.269','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7128-acf0-30f6b643f008','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7126-8cbd-7b807ab99e5b','lift_templates','01a2226c-a47f-7127-802a-213dc79a4037','insert','{"created_at":"2026-11-28 13:50:15.279","goal_reps":8,"id":"01a2226c-a47f-7127-802a-213dc79a4037","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","sets":3}',NULL,'2026-11-28 13:50:15.279','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-712b-bb75-3dda87d1222a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7129-986b-78d42e688809','lift_defaults','01a2226c-a47f-712a-aa78-0a1ac0d8d2e6','insert','{"id":"01a2226c-a47f-712a-aa78-0a1ac0d8d2e6","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 13:50:15.280","velocity_loss_target":25}',NULL,'2026-11-28 13:50:15.280','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-712e-a773-c7abe34038de','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-712d-9637-95a9f778cbd5','day_photos','01a2226c-a47f-712c-af1c-76d9d5639975','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 13:50:15.287","day":"2026-11-28","id":"01a2226c-a47f-712c-af1c-76d9d5639975","kind":"png","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.288','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7131-bc0f-436663f03d43','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-712f-9c9d-3fd58086f282','journal_entries','01a2226c-a47f-7130-823f-6056276bd5b0','insert','{"created_at":"2026-11-28 13:50:15.291","day":"2026-11-28","id":"01a2226c-a47f-7130-823f-6056276bd5b0","location":"Berlin","mood":"happy","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 13:50:15.291","written_at":"2026-11-28 13:50:15.291"}',NULL,'2026-11-28 13:50:15.291','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7134-83c0-d216e498a5b7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7132-8036-5b50af906f32','journal_entries','01a2226c-a47f-7133-b8a7-f3bc59e0aa89','insert','{"created_at":"2026-11-28 13:50:15.295","day":"2025-11-28","id":"01a2226c-a47f-7133-b8a7-f3bc59e0aa89","location":null,"mood":null,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 13:50:15.295","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 13:50:15.295','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7137-bd39-3050d5795b56','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7136-aac4-82d497fd5614','day_photos','01a2226c-a47f-7135-a2c2-3cf3ecdd8e52','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 13:50:15.300","day":"2026-11-28","id":"01a2226c-a47f-7135-a2c2-3cf3ecdd8e52","kind":"png","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b"}',NULL,'2026-11-28 13:50:15.301','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7139-8406-60bf90525627','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7136-aac4-82d497fd5614','journal_photos','01a2226c-a47f-7138-8bd6-d8234d3f8903','insert','{"entry_id":"01a2226c-a47f-7130-823f-6056276bd5b0","id":"01a2226c-a47f-7138-8bd6-d8234d3f8903","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","photo_id":"01a2226c-a47f-7135-a2c2-3cf3ecdd8e52","source_id":null}',NULL,'2026-11-28 13:50:15.301','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-713c-8866-9c7b2e015642','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713a-9f8a-437fda791562','runbooks','01a2226c-a47f-713b-9838-aa714928ea89','insert','{"created_at":"2026-11-28 13:50:15.306","id":"01a2226c-a47f-713b-9838-aa714928ea89","name":"When I''m anxious","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","updated_at":"2026-11-28 13:50:15.306","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 13:50:15.306','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-713e-8e1e-d8e1c77a7e45','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713a-9f8a-437fda791562','runbook_steps','01a2226c-a47f-713d-af75-27021aa7a125','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:50:15.306","id":"01a2226c-a47f-713d-af75-27021aa7a125","kind":"text","order_key":"a1","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","runbook_id":"01a2226c-a47f-713b-9838-aa714928ea89","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 13:50:15.306"}',NULL,'2026-11-28 13:50:15.306','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7140-a444-5d4add88fb8b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713a-9f8a-437fda791562','runbook_steps','01a2226c-a47f-713f-a4ac-860fc6c9af68','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 13:50:15.306","id":"01a2226c-a47f-713f-a4ac-860fc6c9af68","kind":"breathing","order_key":"a2","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","runbook_id":"01a2226c-a47f-713b-9838-aa714928ea89","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 13:50:15.306"}',NULL,'2026-11-28 13:50:15.306','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7142-be94-efa993f9b337','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713a-9f8a-437fda791562','runbook_steps','01a2226c-a47f-7141-bb6a-78254c314e8d','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:50:15.306","id":"01a2226c-a47f-7141-bb6a-78254c314e8d","kind":"grounding","order_key":"a3","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","runbook_id":"01a2226c-a47f-713b-9838-aa714928ea89","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 13:50:15.306"}',NULL,'2026-11-28 13:50:15.306','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7144-952f-ed9034029d07','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713a-9f8a-437fda791562','runbook_steps','01a2226c-a47f-7143-a74b-f7521a140748','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:50:15.306","id":"01a2226c-a47f-7143-a74b-f7521a140748","kind":"text","order_key":"a4","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","runbook_id":"01a2226c-a47f-713b-9838-aa714928ea89","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 13:50:15.306"}',NULL,'2026-11-28 13:50:15.306','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7146-8594-8650bd80a1ee','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713a-9f8a-437fda791562','runbook_steps','01a2226c-a47f-7145-ba48-88dd255a34fe','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:50:15.306","id":"01a2226c-a47f-7145-ba48-88dd255a34fe","kind":"contact","order_key":"a5","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","runbook_id":"01a2226c-a47f-713b-9838-aa714928ea89","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 13:50:15.306"}',NULL,'2026-11-28 13:50:15.306','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7149-ab39-47625c632cbf','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7147-965d-fc691d059af5','runbook_contacts','01a2226c-a47f-7148-a9ff-692d5f48923d','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 13:50:15.315","id":"01a2226c-a47f-7148-a9ff-692d5f48923d","name":"Contact 0-0","note":"friend","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","phone":"030 0","updated_at":"2026-11-28 13:50:15.315"}',NULL,'2026-11-28 13:50:15.315','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-714c-a80e-62a2058484ec','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-714a-b8b7-9fb1a457ecc3','runbook_steps','01a2226c-a47f-714b-b831-5c1cf072257f','insert','{"breathing":null,"contact_id":"01a2226c-a47f-7148-a9ff-692d5f48923d","created_at":"2026-11-28 13:50:15.318","id":"01a2226c-a47f-714b-b831-5c1cf072257f","kind":"contact","order_key":"a6","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","runbook_id":"01a2226c-a47f-713b-9838-aa714928ea89","text":"Call 0-0","updated_at":"2026-11-28 13:50:15.318"}',NULL,'2026-11-28 13:50:15.318','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-714f-8598-385fccca81d8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-714d-a39d-756f2b4bc1d5','runbook_uses','01a2226c-a47f-714e-937d-bebc06c99326','insert','{"created_at":"2026-11-28 13:50:15.322","feeling_after":"meh","feeling_before":"sad","id":"01a2226c-a47f-714e-937d-bebc06c99326","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","runbook_id":"01a2226c-a47f-713b-9838-aa714928ea89","steps_done":"[\"01a2226c-a47f-714b-b831-5c1cf072257f\"]","used_at":"2026-11-28 13:50:15.322"}',NULL,'2026-11-28 13:50:15.322','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7152-92a2-ebcf9bfee917','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7150-a97d-f8b5bc6bdb4d','pacts','01a2226c-a47f-7151-a81f-8789cfa203cc','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 13:50:15.326","delay_hours":24,"id":"01a2226c-a47f-7151-a81f-8789cfa203cc","kind":"price","link_id":"01a2226b-ba11-7114-9987-3293ce19f611","link_kind":"goal","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 13:50:15.326"}',NULL,'2026-11-28 13:50:15.326','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7155-9d05-8e8019734b64','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7153-b7ca-77439e29693e','pact_marks','01a2226c-a47f-7154-862b-f2c3ac23503f','insert','{"created_at":"2026-11-28 13:50:15.331","day":"2026-11-28","id":"01a2226c-a47f-7154-862b-f2c3ac23503f","kept":1,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","pact_id":"01a2226c-a47f-7151-a81f-8789cfa203cc","reason":"Reason 0-0"}',NULL,'2026-11-28 13:50:15.331','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7157-91a4-3f50289c5c46','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7156-8c1a-b1608a04e525','pacts','01a2226c-a47f-7151-a81f-8789cfa203cc','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 13:50:15.326","delay_hours":24,"id":"01a2226c-a47f-7151-a81f-8789cfa203cc","kind":"price","link_id":"01a2226b-ba11-7114-9987-3293ce19f611","link_kind":"goal","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","pending_amount":"1","pending_at":"2026-11-29 13:50:15.338","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a2226c-a47f-710f-916f-a23f4bd4d9c6","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 13:50:15.338"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 13:50:15.326","delay_hours":24,"id":"01a2226c-a47f-7151-a81f-8789cfa203cc","kind":"price","link_id":"01a2226b-ba11-7114-9987-3293ce19f611","link_kind":"goal","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 13:50:15.326"}','2026-11-28 13:50:15.338','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-715a-921e-cd902687580e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7158-b6d8-cfe3e9f21dd1','pacts','01a2226c-a47f-7159-8486-685d45e48bf3','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 13:50:15.343","delay_hours":168,"id":"01a2226c-a47f-7159-8486-685d45e48bf3","kind":"effort","link_id":"01a2226c-a47f-70a5-9da1-903619eea545","link_kind":"block","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 13:50:15.343"}',NULL,'2026-11-28 13:50:15.343','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-715d-bbfd-c2731361a0c4','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-715b-821e-46622e5d99f7','practice_sessions','01a2226c-a47f-715c-9dd3-a8dfcc6151f0','insert','{"created_at":"2026-11-28 13:50:15.346","feeling":"happy","id":"01a2226c-a47f-715c-9dd3-a8dfcc6151f0","minutes":10,"note":"Sat 0-0","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","started_at":"2026-11-28 13:40:15.346"}',NULL,'2026-11-28 13:50:15.346','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7161-80c9-02a80db752c7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-715f-9812-97856f48e418','runbook_settings','01a2226c-a47f-7160-9710-0a2ec1c6f03e','insert','{"emergency_number":"112","id":"01a2226c-a47f-7160-9710-0a2ec1c6f03e","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","updated_at":"2026-11-28 13:50:15.352"}',NULL,'2026-11-28 13:50:15.352','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7164-bc02-bd9b3a7cc351','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7162-9280-878154c36035','journal_entries','01a2226c-a47f-7163-88ec-cd5cdd18c479','insert','{"created_at":"2026-11-28 13:50:15.356","day":"2026-11-28","id":"01a2226c-a47f-7163-88ec-cd5cdd18c479","location":null,"mood":null,"owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 13:50:15.356","written_at":"2026-11-28 13:50:15.356"}',NULL,'2026-11-28 13:50:15.356','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7168-a4f9-ae921f121d42','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7166-8a96-8a78dcb44164','health_sources','01a2226c-a47f-7167-b939-5ddabbb50101','insert','{"id":"01a2226c-a47f-7167-b939-5ddabbb50101","name":"Shape Watch 0","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","position":null}',NULL,'2026-11-28 13:50:15.372','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-716a-8b1d-3e7270c02ed8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7166-8a96-8a78dcb44164','health_sources','01a2226c-a47f-7169-9ab8-1cb902eb3ff0','insert','{"id":"01a2226c-a47f-7169-9ab8-1cb902eb3ff0","name":"Shape iPhone","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","position":null}',NULL,'2026-11-28 13:50:15.372','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-716d-922b-3d520d9a44a6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7166-8a96-8a78dcb44164','food_events','01a2226c-a47f-716c-8318-f02d9bfabe09','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a2226c-a47f-716c-8318-f02d9bfabe09","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","recorded_at":"2026-11-28 13:50:15.372","refers_to":null}',NULL,'2026-11-28 13:50:15.372','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-716f-8a54-3426741422ec','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7166-8a96-8a78dcb44164','food_events','01a2226c-a47f-716e-ae71-c356b6f868de','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a2226c-a47f-716e-ae71-c356b6f868de","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","recorded_at":"2026-11-28 13:50:15.372","refers_to":null}',NULL,'2026-11-28 13:50:15.372','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7170-95f2-be48828f1586','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7166-8a96-8a78dcb44164','health_days','01a2226c-a47f-716b-97f7-37b64799f104','insert','{"active_event_id":"01a2226c-a47f-716c-8318-f02d9bfabe09","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a2226c-a47f-716b-97f7-37b64799f104","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 13:50:15.372","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a2226c-a47f-716e-ae71-c356b6f868de","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 13:50:15.372','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7172-b5fb-0c88014c3085','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7166-8a96-8a78dcb44164','health_imports','01a2226c-a47f-7171-874d-8039e92994fd','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a2226c-a47f-7171-874d-8039e92994fd","imported_at":"2026-11-28 13:50:15.372","last_day":"2026-11-26","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","records":3}',NULL,'2026-11-28 13:50:15.372','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2226c-a47f-7175-8f2b-18e085980cb7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7173-ab1a-2a29380727d1','calendars','01a2226c-a47f-7174-a54f-03fc925857f1','insert','{"color":"#5b6ee1","created_at":"2026-11-28 13:50:15.389","etag":null,"fetched_at":"2026-11-28 13:50:15.389","file_name":"work-0.ics","id":"01a2226c-a47f-7174-a54f-03fc925857f1","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 13:50:15.389','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a2226c-a47f-70c5-a740-b33b3bbb5553','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','List 0-0',NULL,NULL,0,'a1','2026-11-28 13:50:15.110',NULL);
INSERT INTO "task_lists" VALUES('01a2226c-a47f-70e2-8604-7682a73862fa','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 13:50:15.168','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a2226c-a47f-70c8-b7b9-137ea4f6a426','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Task 0-0','','01a2226c-a47f-70c5-a740-b33b3bbb5553','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a2226b-ba11-7114-9987-3293ce19f611','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','a1','a1','2026-11-28 13:50:15.112','2026-11-28 13:50:15.112',NULL,NULL);
INSERT INTO "tasks" VALUES('01a2226c-a47f-70d9-b776-12918f7eae0e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 13:50:15.131','2026-11-28 13:50:15.131',NULL,NULL);
INSERT INTO "tasks" VALUES('01a2226c-a47f-70df-9887-d1722266c97c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Headed 0-0','','01a2226c-a47f-70c5-a740-b33b3bbb5553',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 13:50:15.143','2026-11-28 13:50:15.143',NULL,'01a2226c-a47f-70dc-b7a0-92be3e7c4f5d');
INSERT INTO "tasks" VALUES('01a2226c-a47f-70e3-bbfa-26d4ce4d02f1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Imported 0-0','','01a2226c-a47f-70e2-8604-7682a73862fa',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 13:50:15.168','2026-11-28 13:50:15.168','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a2226c-a47f-70ca-bb83-4473b102ec5c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','errand');
INSERT INTO "task_tag_links" VALUES('01a2226c-a47f-70cc-85f3-464b35ba4ace','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c8-b7b9-137ea4f6a426','01a2226c-a47f-70ca-bb83-4473b102ec5c');
INSERT INTO "task_tag_links" VALUES('01a2226c-a47f-70e4-9cc9-cb8294b3df93','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70e3-bbfa-26d4ce4d02f1','01a2226c-a47f-70ca-bb83-4473b102ec5c');
INSERT INTO "task_checklist_items" VALUES('01a2226c-a47f-70ce-864b-bdb92b32c09e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c8-b7b9-137ea4f6a426','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a2226c-a47f-70c8-b7b9-137ea4f6a426','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a2226c-a47f-70d9-b776-12918f7eae0e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a2226c-a47f-70df-9887-d1722266c97c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a2226c-a47f-70e3-bbfa-26d4ce4d02f1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a2226c-a47f-7108-8954-30ed6ee42770','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Comparison 0-0','metric','100 ml','2026-11-28 13:50:15.219','2026-11-28 13:50:15.219');
INSERT INTO "price_products" VALUES('01a2226c-a47f-710a-9a59-ada2696effca','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7108-8954-30ed6ee42770',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a2226c-a47f-710c-a80f-ed65cb931a56','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7108-8954-30ed6ee42770',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a2226c-a47f-70e9-9be9-1dc44253851a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 13:50:15.177');
INSERT INTO "timeline_events" VALUES('01a2226c-a47f-70ec-a8cd-af68d60e7f2a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70e9-9be9-1dc44253851a','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 13:50:15.181','2026-11-28 13:50:15.181');
INSERT INTO "timeline_events" VALUES('01a2226c-a47f-70ef-b1c6-3fbdb68b0c4e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70e9-9be9-1dc44253851a','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 13:50:15.187','2026-11-28 13:50:15.187');
INSERT INTO "timeline_queries" VALUES('01a2226c-a47f-70f2-ae25-d5b1fedf0d8c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 13:50:15.192');
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
INSERT INTO "custom_foods" VALUES('01a2226c-a47f-70ff-a0b5-60565e53dd14','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 13:50:15.210','2026-11-28 13:50:15.210');
INSERT INTO "recipes" VALUES('01a2226c-a47f-70f8-91a8-3c8ee148fde0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 13:50:15.202','2026-11-28 13:50:15.202');
INSERT INTO "recipe_ingredients" VALUES('01a2226c-a47f-70fa-840b-552da447e8ab','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70f8-91a8-3c8ee148fde0','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a2226c-a47f-70fc-b6cc-9ec666dab73f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70f8-91a8-3c8ee148fde0','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a2226c-a47f-70f5-b999-7048d6d92286','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:50:15.196','2026-11-28 13:50:15.196','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a2226c-a47f-7102-af07-a56a16512d83','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:50:15.214','2026-11-28 13:50:15.214','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a2226c-a47f-7105-8844-55483032e38a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:50:15.216','2026-11-28 13:50:15.216','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a2226c-a47f-716c-8318-f02d9bfabe09','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-26 11:00:00.000','2026-11-28 13:50:15.372','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a2226c-a47f-716e-ae71-c356b6f868de','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-26 11:00:00.000','2026-11-28 13:50:15.372','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a2226b-ba0c-7135-b370-ace3f0ecbb37','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a2226c-a47f-70d1-912a-8121f35e10dd','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a2226b-ba0e-71a3-8c26-383ee2ad3aab','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 13:50:15.054');
INSERT INTO "weeks" VALUES('01a2226b-b9fd-71dd-82da-08fdfffc96f8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 13:50:15.037');
INSERT INTO "weeks" VALUES('01a2226c-a47f-70c0-bb64-bacde627c068','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a2226b-ba11-7114-9987-3293ce19f611','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-b9fd-71dd-82da-08fdfffc96f8','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 13:50:15.057');
INSERT INTO "weekly_goals" VALUES('01a2226c-a47f-70c2-9c21-bfb6b88ce124','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c0-bb64-bacde627c068','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 13:50:15.107');
INSERT INTO "retrospectives" VALUES('01a2226b-ba09-7011-b92b-8707bfcf9bd2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-b9fd-71dd-82da-08fdfffc96f8','Focus','Sleep','2026-11-28 13:50:15.049');
INSERT INTO "action_items" VALUES('01a2226c-a47f-70a2-a62f-2ab0053829c0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-b9fd-71dd-82da-08fdfffc96f8','Action 0-0',0,'2026-11-28 13:50:15.075');
INSERT INTO "intentions" VALUES('01a2226b-ba14-7144-8532-cfe3a91d0976','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Intention 0-0',25,'01a2226b-ba11-7114-9987-3293ce19f611','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','2026-11-28 13:50:15.060','2026-11-28 14:15:15.060','endedEarly','2026-11-28 13:50:15.067',NULL,'[]','happy','2026-11-28 13:51:15.071',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a2226c-a47f-70a8-beed-9a6f2e45c541','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Block 0-0',45,'01a2226b-ba11-7114-9987-3293ce19f611','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','2026-11-28 13:50:15.081','2026-11-28 14:35:15.081','endedEarly','2026-11-28 13:50:15.085',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a2226c-a47f-70a5-9da1-903619eea545',NULL);
INSERT INTO "intentions" VALUES('01a2226c-a47f-70d4-87d3-e7eec4e26395','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Task 0-0',15,'01a2226b-ba11-7114-9987-3293ce19f611','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','2026-11-28 13:50:15.125','2026-11-28 14:05:15.125','endedEarly','2026-11-28 13:50:15.128',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a2226c-a47f-70c8-b7b9-137ea4f6a426');
INSERT INTO "distractions" VALUES('01a2226b-ba18-7030-9fdb-bfa9e3542574','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226b-ba14-7144-8532-cfe3a91d0976','internal',NULL,'2026-11-28 13:50:15.064',1);
INSERT INTO "standups" VALUES('01a2226b-ba06-70b8-a504-2231992c9ce9','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 13:50:15.046');
INSERT INTO "day_photos" VALUES('01a2226c-a47f-712c-af1c-76d9d5639975','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28','png',64,'Photo 0-0','2026-11-28 13:50:15.287');
INSERT INTO "day_photos" VALUES('01a2226c-a47f-7135-a2c2-3cf3ecdd8e52','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28','png',64,'Journal 0-0','2026-11-28 13:50:15.300');
INSERT INTO "security_events" VALUES('01a2226b-b9ef-70d6-99f1-ae298c6fe798','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:50:15.023','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a2226c-a47f-7121-a649-b4ae2abe7312','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Workout','2026-11-28','2026-11-28 13:50:15.269','2026-11-28 13:50:15.269');
INSERT INTO "lift_sets" VALUES('01a2226c-a47f-7123-be8a-be612eeb583b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7121-a649-b4ae2abe7312',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 13:50:15.269','2026-11-28 13:50:15.269');
INSERT INTO "lift_streams" VALUES('01a2226c-a47f-7123-be8a-be612eeb583b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a2226c-a47f-7127-802a-213dc79a4037','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 13:50:15.279');
INSERT INTO "journal_entries" VALUES('01a2226c-a47f-7130-823f-6056276bd5b0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:50:15.291','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 13:50:15.291','2026-11-28 13:50:15.291');
INSERT INTO "journal_entries" VALUES('01a2226c-a47f-7133-b8a7-f3bc59e0aa89','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 13:50:15.295','2026-11-28 13:50:15.295');
INSERT INTO "journal_entries" VALUES('01a2226c-a47f-7163-88ec-cd5cdd18c479','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:50:15.356','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 13:50:15.356','2026-11-28 13:50:15.356');
INSERT INTO "journal_photos" VALUES('01a2226c-a47f-7138-8bd6-d8234d3f8903','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7130-823f-6056276bd5b0','01a2226c-a47f-7135-a2c2-3cf3ecdd8e52',NULL);
INSERT INTO "journal_drafts" VALUES('01a2226c-a47f-7165-b0ba-9df6f8832001','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T13:50:15.364Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 13:50:15.364');
INSERT INTO "journal_search" VALUES('01a2226c-a47f-7130-823f-6056276bd5b0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a2226c-a47f-7133-b8a7-f3bc59e0aa89','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a2226c-a47f-7163-88ec-cd5cdd18c479','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a2226c-a47f-710f-916f-a23f4bd4d9c6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Habit 0-0','📚',NULL,'01a2226b-ba0e-71a3-8c26-383ee2ad3aab','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 13:50:15.223','2026-11-28 13:50:15.223');
INSERT INTO "habits" VALUES('01a2226c-a47f-711b-8cb7-f98cb8016dda','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 13:50:15.245','2026-11-28 13:50:15.245');
INSERT INTO "habit_check_ins" VALUES('01a2226c-a47f-7112-8a9f-3e2021290298','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-710f-916f-a23f4bd4d9c6','2026-11-27',1.0,'2026-11-28 13:50:15.231');
INSERT INTO "habit_check_ins" VALUES('01a2226c-a47f-7115-97d5-85a84b355c7f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-710f-916f-a23f4bd4d9c6','2026-11-28',1.0,'2026-11-28 13:50:15.238');
INSERT INTO "habit_check_ins" VALUES('01a2226c-a47f-711e-a95c-019a08313948','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-711b-8cb7-f98cb8016dda','2026-11-28',4.0,'2026-11-28 13:50:15.247');
INSERT INTO "habit_rest_days" VALUES('01a2226c-a47f-7118-a4c6-54980cfa8572','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-710f-916f-a23f4bd4d9c6','2026-11-30','2026-11-28 13:50:15.241');
INSERT INTO "health_days" VALUES('01a2226c-a47f-716b-97f7-37b64799f104','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a2226c-a47f-716c-8318-f02d9bfabe09',NULL,'01a2226c-a47f-716e-ae71-c356b6f868de','2026-11-28 13:50:15.372');
INSERT INTO "health_sources" VALUES('01a2226c-a47f-7167-b939-5ddabbb50101','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a2226c-a47f-7169-9ab8-1cb902eb3ff0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a2226c-a47f-7171-874d-8039e92994fd','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 13:50:15.372');
INSERT INTO "lift_defaults" VALUES('01a2226c-a47f-712a-aa78-0a1ac0d8d2e6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 13:50:15.280');
INSERT INTO "plan_blocks" VALUES('01a2226c-a47f-70a5-9da1-903619eea545','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28',375,45,'Block 0-0','01a2226b-ba11-7114-9987-3293ce19f611','01a2226b-ba0e-71a3-8c26-383ee2ad3aab',NULL,NULL,NULL,NULL,'2026-11-28 13:50:15.078','2026-11-28 13:50:15.078');
INSERT INTO "plan_blocks" VALUES('01a2226c-a47f-70ad-8913-86e79c1fe731','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28',375,45,'Area block 0-0',NULL,'01a2226b-ba0e-71a3-8c26-383ee2ad3aab',NULL,NULL,NULL,NULL,'2026-11-28 13:50:15.089','2026-11-28 13:50:15.091');
INSERT INTO "plan_blocks" VALUES('01a2226c-a47f-70b4-adb9-36f3b3bfad7d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-27',375,15,'Missed block 0-0',NULL,'01a2226b-ba0e-71a3-8c26-383ee2ad3aab',NULL,'backToList','internal','2026-11-28 13:50:15.099','2026-11-28 13:50:15.096','2026-11-28 13:50:15.096');
INSERT INTO "plan_block_versions" VALUES('01a2226c-a47f-70b0-8b15-673abbedb485','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70ad-8913-86e79c1fe731','2026-11-28',375,30,'Area block 0-0','01a2226b-ba0e-71a3-8c26-383ee2ad3aab','moved','Longer than planned','2026-11-28 13:50:15.091');
INSERT INTO "calendars" VALUES('01a2226c-a47f-7174-a54f-03fc925857f1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 13:50:15.389',NULL,'2026-11-28 13:50:15.389');
INSERT INTO "calendar_expansions" VALUES('01a2226c-a47f-7174-a54f-03fc925857f1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:50:15.389','2026-10-03 13:50:15.388','2027-05-29 13:50:15.388','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7176-80ae-c01e62812066','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7177-ae51-df5d39fb42d4','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7178-83d6-48e0f7750e75','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7179-a579-2d0cf1a72148','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-717a-80d3-610dedc40cb5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-717b-ae02-0359e8037d78','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-717c-829c-d6c423274580','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-717d-8369-6758c1de11c5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-717e-99a5-54a65604d7b5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-717f-bade-9168baead55d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7180-b3b6-8b230cb6c435','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7181-a8cd-d4aea7e1dd61','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7182-8863-ced0aab99ce9','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7183-a615-9552cf5ebdc2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7184-b5fb-9ddef0ebb4bb','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7185-96da-a8cab151748e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7186-9a74-a41c66dfcd51','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7187-b1ea-38c318d4ee76','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7188-afa1-a3f2c85a0a26','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7189-a764-24494a0365a1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-718a-9f8c-751c671ff6de','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-718b-a66d-8d7ff27d32e7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-718c-9cea-65791c17fa3f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-718d-bbf6-7c6156ef36b6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-718e-87ab-878c24ec6fb1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-718f-8664-9906c4a6058a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7190-9b6b-384561573cf3','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7191-8a19-ebee7f84e7b6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7192-ac2d-c2634b16d4b0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7193-8e78-8925a69e2a98','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7194-8b5a-7f36ed11f5bf','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7195-be53-b5bc6a435595','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7196-bc07-a66e86b3b712','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7197-9133-96060aab01b2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7198-b99e-5920d54d2ec1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7199-8630-ef1ba082c5b0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-719a-95ee-dd2a2f1bfa01','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-719b-bf28-d1ed010504cf','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-719c-be0d-51e5da342ca3','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-719d-a06b-f2d5553fcb16','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-719e-aca7-303798f3c753','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-719f-93a8-20ebb23bf1a6','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a0-b582-7439e8ea94ef','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a1-a144-f1fa2b220d2d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a2-b70b-b2ddf96e7244','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a3-95ed-c1997eadf557','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a4-bee2-0e9b7f94900a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a5-be09-9fc99d0bdc31','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a6-95c8-e1f920bf4b73','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a7-998a-ff0cbb0a38ac','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a8-8997-5a27e3eef2fe','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71a9-8bbe-50a4b2b460a3','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71aa-a3d7-3b5007c11789','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ab-8e91-06943cd078d5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ac-a5ff-739463012b30','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ad-8e4c-ed6eb81b79ed','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ae-9928-738f497c0063','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71af-a097-2bc98549dada','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b0-bd21-dd9ab1553788','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b1-ada6-6e38a9c6c4e7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b2-84d0-8f77d3cf7fc5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b3-af91-a7df85706aed','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b4-b322-36d9e3e47e12','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b5-b376-8fd82268077e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b6-a397-8c7d7e56ed95','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b7-b46f-da919863e91e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b8-a201-2493f2323fcf','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71b9-be56-45d90a60ae2f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ba-982e-39d1e811a2df','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71bb-a3d2-30d25c3ef703','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71bc-9219-983afb2ab847','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71bd-be0f-3c957d716cde','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71be-b145-53066960bc5b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71bf-a4c9-6b106c5e9967','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c0-bd63-505857232b82','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c1-b0e4-6b290f94a181','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c2-892b-18b6d0297373','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c3-aa8b-47a06fb38491','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c4-8cba-76bef6efbde9','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c5-a85f-75e41749b922','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c6-83c0-ba4a13f3253e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c7-bde9-f7abff55c4a8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c8-80eb-bf859629cec0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71c9-bd66-bd30ddc553b8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ca-9b79-fb2ddd030095','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71cb-8c77-214f244a1632','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71cc-90f6-299d63028227','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71cd-bfdd-bd2ae36a3a6f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ce-a94f-58995bf0e3e4','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71cf-8d78-4a6bdb77aa45','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d0-ad8e-5a558eb10e79','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d1-8556-770c93132cf4','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d2-8f90-b19160763ab0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d3-97c9-f2d99abf541c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d4-b5a9-561a8c0a5fdf','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d5-8207-1f806d9fde89','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d6-8a9e-c6c65956383e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d7-8ff8-452175b88594','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d8-b706-4e0bbcbf5d60','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71d9-ae65-7f2b3c570743','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71da-8154-4d9d1253426b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71db-991b-8046f218b502','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71dc-8501-56edd1e689e5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71dd-b2ba-6892b84e96b7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71de-a21b-9f7ec2b38028','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71df-8fea-f1fe8450929b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e0-a47d-a6e1de191604','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e1-af44-6d1dcbd75660','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e2-a1e5-b21ce0eba076','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e3-a17d-f2e053366f27','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e4-addb-05eba2ad94dd','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e5-a750-809b200eb806','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e6-a1ac-2fa9171eca20','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e7-9961-0b7be10063bc','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e8-b230-867ec52002e1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71e9-858e-e21fa907a073','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ea-abeb-dab0eb6e90e0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71eb-9e4c-1ac54d9c2f53','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ec-baf1-6e722caefd97','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ed-bc23-261d515179d1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ee-95ab-734aaa7752ea','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ef-bedd-4189dfdc011f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f0-b36b-5bb6acdf80cc','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f1-acee-2d74d8aa8258','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f2-bb1f-5167babfddfe','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f3-99ec-6837069ad500','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f4-8df8-4f568553603d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f5-be41-caefe476114e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f6-83f6-3466f9609136','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f7-833d-ccb2201dc362','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f8-b5d1-64931face685','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71f9-ba8a-98b8deb4187e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71fa-b8d6-f308918194af','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71fb-8c72-07dd72a76a99','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71fc-abb1-408dc74f278a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71fd-b23e-39be7258cb1f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71fe-ab56-5f93fada50da','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-71ff-93cf-42201d3a8541','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7200-b301-7a3347078a28','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7201-8bda-e72f0c90f073','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7202-98e8-026e31fa2cbc','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7203-a5ec-f8e877769fd0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7204-8546-7399816c22db','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7205-a747-31bda446e9ed','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7206-8277-51e1f9e8053e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7207-9a96-2b86ef43f9d2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7208-b25f-19de18360305','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7209-a85c-4ea04170368a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-720a-b844-f64156bc27ea','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-720b-a1e9-fd5c1811eb0c','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-720c-99c0-2fa2c52789ed','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-720d-b709-695544b22524','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-720e-a404-cee43c71b34d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-720f-aaad-b798ac94b86a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7210-8a86-b2330005041f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7211-b2c5-062fbde9a72b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7212-8ee6-c9cda92ad0c1','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7213-aa6a-3e27b03bb17a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7214-9b48-635580611c12','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7215-8fb7-26bde3241ae2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7216-8d68-568e92a727fa','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7217-a9d7-f6225e325d16','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7218-8ae2-948cf21e058f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7219-aa38-dfb260075a20','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-721a-9614-0f227332eb83','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-721b-a99a-0590aed9d347','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-721c-bd84-875e73f6aa6d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-721d-a458-3ffbacb6cfb8','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-721e-a302-e30ba710eab9','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-721f-86f1-f3d82436d23d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7220-ab18-98944b3af8b4','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7221-89f2-188613068552','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7222-9c4a-b3beced15a70','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7223-8553-5fe14a9ee605','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7224-afb4-baa780d40772','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7225-95ad-86ff512468b5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7226-a545-4608d05f9ea5','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7227-ad2e-12035f4d8f8a','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7228-8d5d-87a4e3a16f21','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7229-8658-8a88fadf96bd','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-722a-a101-81dd58193737','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-722b-ac32-f6c0920831c2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-722c-b12d-554fb4132cbc','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-722d-a68b-4ef9df71c624','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-722e-b040-8824fb266132','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-722f-9cf3-dbc0c8e351b7','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7230-9427-13c8f4c556e2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7231-8855-f937ee9a3de0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7232-a83c-a343c8c4e74b','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7233-a83b-14832cee4844','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7234-84e4-a8cd20be89b2','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7235-86e6-6e5e4f8c9b12','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7236-82db-e33101bc6fed','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a2226c-a47f-7237-aad4-dca81a54fe57','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7174-a54f-03fc925857f1','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a2226c-a47f-713b-9838-aa714928ea89','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 13:50:15.306','2026-11-28 13:50:15.306');
INSERT INTO "runbook_contacts" VALUES('01a2226c-a47f-7148-a9ff-692d5f48923d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 13:50:15.315','2026-11-28 13:50:15.315');
INSERT INTO "runbook_steps" VALUES('01a2226c-a47f-713d-af75-27021aa7a125','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713b-9838-aa714928ea89','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 13:50:15.306','2026-11-28 13:50:15.306');
INSERT INTO "runbook_steps" VALUES('01a2226c-a47f-713f-a4ac-860fc6c9af68','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713b-9838-aa714928ea89','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 13:50:15.306','2026-11-28 13:50:15.306');
INSERT INTO "runbook_steps" VALUES('01a2226c-a47f-7141-bb6a-78254c314e8d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713b-9838-aa714928ea89','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 13:50:15.306','2026-11-28 13:50:15.306');
INSERT INTO "runbook_steps" VALUES('01a2226c-a47f-7143-a74b-f7521a140748','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713b-9838-aa714928ea89','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 13:50:15.306','2026-11-28 13:50:15.306');
INSERT INTO "runbook_steps" VALUES('01a2226c-a47f-7145-ba48-88dd255a34fe','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713b-9838-aa714928ea89','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 13:50:15.306','2026-11-28 13:50:15.306');
INSERT INTO "runbook_steps" VALUES('01a2226c-a47f-714b-b831-5c1cf072257f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713b-9838-aa714928ea89','contact','Call 0-0',NULL,'01a2226c-a47f-7148-a9ff-692d5f48923d','a6','2026-11-28 13:50:15.318','2026-11-28 13:50:15.318');
INSERT INTO "runbook_uses" VALUES('01a2226c-a47f-714e-937d-bebc06c99326','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-713b-9838-aa714928ea89','2026-11-28 13:50:15.322','sad','meh','["01a2226c-a47f-714b-b831-5c1cf072257f"]','2026-11-28 13:50:15.322');
INSERT INTO "runbook_settings" VALUES('01a2226c-a47f-7160-9710-0a2ec1c6f03e','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','112','2026-11-28 13:50:15.352');
INSERT INTO "task_headings" VALUES('01a2226c-a47f-70dc-b7a0-92be3e7c4f5d','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-70c5-a740-b33b3bbb5553','Heading 0-0',0,'a1','2026-11-28 13:50:15.138',NULL);
INSERT INTO "pacts" VALUES('01a2226c-a47f-7151-a81f-8789cfa203cc','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 13:50:15.338','2026-11-28 13:50:15.326','2026-11-28 13:50:15.338','goal','01a2226b-ba11-7114-9987-3293ce19f611','sam@example.org','habit','01a2226c-a47f-710f-916f-a23f4bd4d9c6',NULL);
INSERT INTO "pacts" VALUES('01a2226c-a47f-7159-8486-685d45e48bf3','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 13:50:15.343','2026-11-28 13:50:15.343','block','01a2226c-a47f-70a5-9da1-903619eea545',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a2226c-a47f-7154-862b-f2c3ac23503f','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','01a2226c-a47f-7151-a81f-8789cfa203cc','2026-11-28',1,'Reason 0-0','2026-11-28 13:50:15.331');
INSERT INTO "practice_sessions" VALUES('01a2226c-a47f-715c-9dd3-a8dfcc6151f0','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b','2026-11-28 13:40:15.346',10,'Sat 0-0','2026-11-28 13:50:15.346','happy');
INSERT INTO "plan_feeds" VALUES('01a2226c-a47f-715e-b135-f52337ba9714','01a2226b-b9ef-70d5-8b6e-0d6a2a56f17b',NULL,'d57259597b39e20e2c8f70275078fe60833d481ca9f439cf77895782894ec555','2026-11-28 13:50:15.349',NULL,NULL);
CREATE INDEX api_tokens_owner ON api_tokens(owner_id);
CREATE INDEX sign_in_failures_address ON sign_in_failures(address, at);
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
CREATE INDEX pacts_owner ON pacts(owner_id, created_at);
CREATE INDEX pact_marks_owner_day ON pact_marks(owner_id, day);
CREATE INDEX practice_sessions_owner ON practice_sessions(owner_id, started_at);
CREATE INDEX plan_feeds_owner ON plan_feeds(owner_id, token_hash);
CREATE INDEX pacts_owner_link ON pacts(owner_id, link_kind, link_id);
CREATE INDEX plan_blocks_task ON plan_blocks(task_id) WHERE task_id IS NOT NULL;
CREATE INDEX changes_owner_newest ON changes(owner_id);
CREATE INDEX changes_owner_batch ON changes(owner_id, batch_id);
CREATE INDEX changes_owner_undoes ON changes(owner_id, undoes_batch_id) WHERE undoes_batch_id IS NOT NULL;
CREATE INDEX changes_owner_security ON changes(owner_id, batch_id)
    WHERE entity IN ('users', 'credentials', 'api_tokens', 'persist', 'sign_in_failures', 'security_events');
COMMIT;

-- An Almanac database at migration level 0040-intention-start-seconds (UpgradeTests: written once, never rewritten).
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
, import_key TEXT, heading_id TEXT REFERENCES task_headings(id), estimate_minutes INTEGER CHECK (estimate_minutes BETWEEN 5 AND 480));
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
, figure TEXT, figure_minutes TEXT);
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
, block_id TEXT REFERENCES plan_blocks(id) DEFERRABLE INITIALLY DEFERRED, task_id TEXT, started_epoch INTEGER);
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
CREATE TABLE plan_templates (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    scope TEXT NOT NULL CHECK (scope IN ('day', 'week')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE plan_template_blocks (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    template_id TEXT NOT NULL REFERENCES plan_templates(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    day_offset INTEGER NOT NULL CHECK (day_offset BETWEEN 0 AND 6),
    start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1425 AND start_minute % 15 = 0),
    minutes INTEGER NOT NULL CHECK (minutes BETWEEN 15 AND 480 AND minutes % 15 = 0),
    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    goal_id TEXT,
    area_id TEXT NOT NULL,
    CHECK (start_minute + minutes <= 1440)
);
CREATE TABLE food_days (
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    consumed_kcal REAL NOT NULL,
    manual_activity_kcal REAL NOT NULL,
    measured_active_kcal REAL NOT NULL,
    overlapping_activity_kcal REAL NOT NULL,
    recorded_basal_kcal REAL,
    weight_kg REAL,
    PRIMARY KEY (owner_id, day)
);
CREATE TABLE food_day_basis (
    owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    time_zone TEXT NOT NULL,
    day_start_hour INTEGER NOT NULL CHECK (day_start_hour BETWEEN 0 AND 23),
    pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0)
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
INSERT INTO "grdb_migrations" VALUES('0036-plan-templates');
INSERT INTO "grdb_migrations" VALUES('0037-task-goal-index');
INSERT INTO "grdb_migrations" VALUES('0038-food-event-figures');
INSERT INTO "grdb_migrations" VALUES('0039-food-days');
INSERT INTO "grdb_migrations" VALUES('0040-intention-start-seconds');
INSERT INTO "users" VALUES('01a2264e-e511-719e-af31-a9f6d613116c','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 07:57:14.385','dayMonth');
INSERT INTO "credentials" VALUES('01a2264e-e511-719e-af31-a9f6d613116c','$2b$06$KAG4pB15.sykPwVN5YUVCeZk3meJ78mtQ7cwcv/soQd0Rz8aghZe.');
INSERT INTO "changes" VALUES('01a2264e-e51e-7130-8188-b80795f3f7ae','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e51e-712e-93be-55872e3e592a','weeks','01a2264e-e51e-712f-93ef-723e1d7dadac','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2264e-e51e-712f-93ef-723e1d7dadac","length_days":7,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 07:57:14.398','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2264e-e51e-7131-af27-d976efe4648e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e51e-712e-93be-55872e3e592a','weeks','01a2264e-e51e-712f-93ef-723e1d7dadac','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2264e-e51e-712f-93ef-723e1d7dadac","length_days":7,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_day":"2026-11-23","started_at":"2026-11-29 07:57:14.398"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2264e-e51e-712f-93ef-723e1d7dadac","length_days":7,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_day":"2026-11-23","started_at":null}','2026-11-29 07:57:14.398','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2264e-e523-7040-8009-7610a3872278','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e523-703e-a7df-b307c7933ed9','standups','01a2264e-e523-703f-9edf-217bb7d37deb','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a2264e-e523-703f-9edf-217bb7d37deb","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","updated_at":"2026-11-29 07:57:14.403"}',NULL,'2026-11-29 07:57:14.403','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2264e-e529-712f-ade0-54fbcd8ad422','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e529-712d-ba15-cbc233cce2ad','retrospectives','01a2264e-e529-712e-b791-80f004a6cbbc','insert','{"id":"01a2264e-e529-712e-b791-80f004a6cbbc","improve":"Sleep","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","updated_at":"2026-11-29 07:57:14.409","week_id":"01a2264e-e51e-712f-93ef-723e1d7dadac","went_well":"Focus"}',NULL,'2026-11-29 07:57:14.409','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2264e-e52a-7018-8b5b-dba0bf74aab4','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e52a-7016-aaf3-94a43b086ab8','energy_profiles','01a2264e-e52a-7017-80ea-11351c2a0c5e','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a2264e-e52a-7017-80ea-11351c2a0c5e","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","sex":"female"}',NULL,'2026-11-29 07:57:14.410','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a2264e-e52b-7054-9d5a-c88be3178855','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e52b-7052-96eb-281bca094f83','areas','01a2264e-e52b-7053-969b-ad186cd2b0bc','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 07:57:14.411","icon":null,"id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","name":"Area 0-0","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.411','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264e-e52c-715d-a847-9327e9e3aa24','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e52c-715b-a1c1-445e43ead5f5','weekly_goals','01a2264e-e52c-715c-b677-0effa5287edc','insert','{"added_mid_sprint":1,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","created_at":"2026-11-29 07:57:14.412","estimate_hours":2,"id":"01a2264e-e52c-715c-b677-0effa5287edc","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a2264e-e51e-712f-93ef-723e1d7dadac"}',NULL,'2026-11-29 07:57:14.412','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264e-e52c-7160-944f-caa4267358fe','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e52c-715e-962e-1477ab3abb13','intentions','01a2264e-e52c-715f-b2e2-99162b0132df','insert','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":null,"ends_at":"2026-11-29 08:22:14.412","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264e-e52c-715f-b2e2-99162b0132df","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.412","started_epoch":1795939034,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 07:57:14.412','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264e-e532-7138-9ff0-7bc871738cdb','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e532-7136-b7cb-1fc47d8b7cd1','distractions','01a2264e-e532-7137-83f5-c4761462099a','insert','{"at":"2026-11-29 07:57:14.418","id":"01a2264e-e532-7137-83f5-c4761462099a","intention_id":"01a2264e-e52c-715f-b2e2-99162b0132df","note":null,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 07:57:14.418','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264e-e533-71c3-9ca0-532f503554fc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e533-71c2-86aa-4c0ad6ea6e7d','intentions','01a2264e-e52c-715f-b2e2-99162b0132df','update','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":"2026-11-29 07:57:14.419","ends_at":"2026-11-29 08:22:14.412","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264e-e52c-715f-b2e2-99162b0132df","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.412","started_epoch":1795939034,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":null,"ends_at":"2026-11-29 08:22:14.412","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264e-e52c-715f-b2e2-99162b0132df","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.412","started_epoch":1795939034,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 07:57:14.419','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-706e-9052-3e8fe275542c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-706d-a097-b845f33bfc21','intentions','01a2264e-e52c-715f-b2e2-99162b0132df','update','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":"2026-11-29 07:57:14.419","ends_at":"2026-11-29 08:22:14.412","feeling":"happy","goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264e-e52c-715f-b2e2-99162b0132df","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":25,"rated_at":"2026-11-29 07:58:14.421","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.412","started_epoch":1795939034,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":"2026-11-29 07:57:14.419","ends_at":"2026-11-29 08:22:14.412","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264e-e52c-715f-b2e2-99162b0132df","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.412","started_epoch":1795939034,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 07:58:14.421','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7071-baaf-7c4802d77d8a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-706f-b739-dbafc49d4250','action_items','01a2264f-cf94-7070-bfc2-b0ff0e1f2745','insert','{"created_at":"2026-11-29 07:57:14.421","done":0,"id":"01a2264f-cf94-7070-bfc2-b0ff0e1f2745","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","text":"Action 0-0","week_id":"01a2264e-e51e-712f-93ef-723e1d7dadac"}',NULL,'2026-11-29 07:57:14.421','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7074-b7a4-4c59c39e2f96','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7072-a86b-1f52f1c73bdf','plan_blocks','01a2264f-cf94-7073-a996-ddabb4959395','insert','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","cause":null,"created_at":"2026-11-29 07:57:14.422","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-7073-a996-ddabb4959395","minutes":45,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 07:57:14.422"}',NULL,'2026-11-29 07:57:14.422','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7077-b5ef-b75c9afc8532','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7075-abbb-8f9c60d2eb97','intentions','01a2264f-cf94-7076-b483-8a0b058af4e5','insert','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":"01a2264f-cf94-7073-a996-ddabb4959395","ended_at":null,"ends_at":"2026-11-29 08:42:14.423","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-7076-b483-8a0b058af4e5","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.423","started_epoch":1795939034,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 07:57:14.423','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7079-858d-a19f30678355','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7078-aa87-e3ea2c5452eb','intentions','01a2264f-cf94-7076-b483-8a0b058af4e5','update','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":"01a2264f-cf94-7073-a996-ddabb4959395","ended_at":"2026-11-29 07:57:14.424","ends_at":"2026-11-29 08:42:14.423","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-7076-b483-8a0b058af4e5","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.423","started_epoch":1795939034,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":"01a2264f-cf94-7073-a996-ddabb4959395","ended_at":null,"ends_at":"2026-11-29 08:42:14.423","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-7076-b483-8a0b058af4e5","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.423","started_epoch":1795939034,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 07:57:14.424','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-707c-80b4-bb5e50db1dfd','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-707a-8119-47fa3dd42a57','plan_blocks','01a2264f-cf94-707b-9309-e127df89185f','insert','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","cause":null,"created_at":"2026-11-29 07:57:14.428","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2264f-cf94-707b-9309-e127df89185f","minutes":30,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:57:14.428"}',NULL,'2026-11-29 07:57:14.428','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-707f-be05-341350bb7041','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-707d-9554-5b5e750d9097','plan_block_versions','01a2264f-cf94-707e-8377-eb132bd13694','insert','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":"01a2264f-cf94-707b-9309-e127df89185f","change":"moved","day":"2026-11-29","id":"01a2264f-cf94-707e-8377-eb132bd13694","minutes":30,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","reason":"Longer than planned","recorded_at":"2026-11-29 07:57:14.429","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 07:57:14.429','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7080-91a5-c194481161c2','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-707d-9554-5b5e750d9097','plan_blocks','01a2264f-cf94-707b-9309-e127df89185f','update','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","cause":null,"created_at":"2026-11-29 07:57:14.428","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2264f-cf94-707b-9309-e127df89185f","minutes":45,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:57:14.429"}','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","cause":null,"created_at":"2026-11-29 07:57:14.428","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2264f-cf94-707b-9309-e127df89185f","minutes":30,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:57:14.428"}','2026-11-29 07:57:14.429','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7083-ab22-33fb81ec711f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7081-96a0-1f146176b2ef','plan_blocks','01a2264f-cf94-7082-889a-abad01305993','insert','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","cause":null,"created_at":"2026-11-29 07:57:14.430","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2264f-cf94-7082-889a-abad01305993","minutes":15,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:57:14.430"}',NULL,'2026-11-29 07:57:14.430','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7085-87b5-1e01e056e938','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7084-8378-98f33c7fb2df','plan_blocks','01a2264f-cf94-7082-889a-abad01305993','update','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","cause":"internal","created_at":"2026-11-29 07:57:14.430","day":"2026-11-28","disposed_at":"2026-11-29 07:57:14.432","disposition":"backToList","goal_id":null,"id":"01a2264f-cf94-7082-889a-abad01305993","minutes":15,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:57:14.430"}','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","cause":null,"created_at":"2026-11-29 07:57:14.430","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2264f-cf94-7082-889a-abad01305993","minutes":15,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:57:14.430"}','2026-11-29 07:57:14.432','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7088-985f-0026973f7ace','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7086-acf8-937536f04170','plan_templates','01a2264f-cf94-7087-9fa3-9bc59ffa5904','insert','{"created_at":"2026-11-29 07:57:14.439","id":"01a2264f-cf94-7087-9fa3-9bc59ffa5904","name":"Template 0-0","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","scope":"day","updated_at":"2026-11-29 07:57:14.439"}',NULL,'2026-11-29 07:57:14.439','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-708a-9b88-d636ec4c34ef','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7086-acf8-937536f04170','plan_template_blocks','01a2264f-cf94-7089-b721-cb75a5b18274','insert','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","day_offset":0,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-7089-b721-cb75a5b18274","minutes":45,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"template_id":"01a2264f-cf94-7087-9fa3-9bc59ffa5904","title":"Block 0-0"}',NULL,'2026-11-29 07:57:14.439','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-708c-9941-9f6f29ebced1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7086-acf8-937536f04170','plan_template_blocks','01a2264f-cf94-708b-8a51-c8b74eb78cf5','insert','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","day_offset":0,"goal_id":null,"id":"01a2264f-cf94-708b-8a51-c8b74eb78cf5","minutes":45,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_minute":375,"template_id":"01a2264f-cf94-7087-9fa3-9bc59ffa5904","title":"Area block 0-0"}',NULL,'2026-11-29 07:57:14.439','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-708f-b2a9-aca3d06e3cea','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-708d-b068-375b6b0a7fba','weeks','01a2264f-cf94-708e-8240-f88d84be9b78','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2264f-cf94-708e-8240-f88d84be9b78","length_days":7,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 07:57:14.445','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7091-82f9-0455c69bf97c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-708d-b068-375b6b0a7fba','weekly_goals','01a2264f-cf94-7090-b267-4d9227675879','insert','{"added_mid_sprint":0,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","created_at":"2026-11-29 07:57:14.445","estimate_hours":3,"id":"01a2264f-cf94-7090-b267-4d9227675879","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a2264f-cf94-708e-8240-f88d84be9b78"}',NULL,'2026-11-29 07:57:14.445','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7094-84ec-ddc262ed30e4','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7092-bec2-e4e3b5aeb0ca','task_lists','01a2264f-cf94-7093-8c92-21ded3e1502d','insert','{"archived":0,"color":null,"created_at":"2026-11-29 07:57:14.446","icon":null,"id":"01a2264f-cf94-7093-8c92-21ded3e1502d","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.446','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7097-ad6e-f864fd0b89ec','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7095-a457-d1b283abfc06','tasks','01a2264f-cf94-7096-a84a-4bac7afc8059','insert','{"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","created_at":"2026-11-29 07:57:14.447","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","heading_id":null,"id":"01a2264f-cf94-7096-a84a-4bac7afc8059","import_key":null,"list_id":"01a2264f-cf94-7093-8c92-21ded3e1502d","list_key":"a1","notes":"","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 07:57:14.447"}',NULL,'2026-11-29 07:57:14.447','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7099-882d-27650d6c536c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7095-a457-d1b283abfc06','task_tags','01a2264f-cf94-7098-96b3-fdb0fa007a32','insert','{"id":"01a2264f-cf94-7098-96b3-fdb0fa007a32","name":"errand","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.447','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-709b-b55d-3fcf88102835','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7095-a457-d1b283abfc06','task_tag_links','01a2264f-cf94-709a-aa96-c1ecb958e547','insert','{"id":"01a2264f-cf94-709a-aa96-c1ecb958e547","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","tag_id":"01a2264f-cf94-7098-96b3-fdb0fa007a32","task_id":"01a2264f-cf94-7096-a84a-4bac7afc8059"}',NULL,'2026-11-29 07:57:14.447','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-709d-9616-05237b2fa387','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7095-a457-d1b283abfc06','task_checklist_items','01a2264f-cf94-709c-8dc4-848b07a494a1','insert','{"done":0,"id":"01a2264f-cf94-709c-8dc4-848b07a494a1","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","task_id":"01a2264f-cf94-7096-a84a-4bac7afc8059","title":"Step"}',NULL,'2026-11-29 07:57:14.447','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70a0-81b1-3246a0824a86','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-709e-ad75-e93461e0ee17','system_settings','01a2264f-cf94-709f-b108-c8561e07d6ae','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a2264f-cf94-709f-b108-c8561e07d6ae","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 07:57:14.455','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70a3-8a35-acd6e0e14d69','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70a1-8718-97428974cc09','intentions','01a2264f-cf94-70a2-ac11-11827f164827','insert','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":null,"ends_at":"2026-11-29 08:12:14.456","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-70a2-ac11-11827f164827","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.456","started_epoch":1795939034,"state":"running","tags":"[]","task_id":"01a2264f-cf94-7096-a84a-4bac7afc8059","what":"Task 0-0"}',NULL,'2026-11-29 07:57:14.456','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70a5-91d7-bfb411f31714','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70a4-b20e-78cd216e59f5','intentions','01a2264f-cf94-70a2-ac11-11827f164827','update','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":"2026-11-29 07:57:14.457","ends_at":"2026-11-29 08:12:14.456","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-70a2-ac11-11827f164827","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.456","started_epoch":1795939034,"state":"endedEarly","tags":"[]","task_id":"01a2264f-cf94-7096-a84a-4bac7afc8059","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","block_id":null,"ended_at":null,"ends_at":"2026-11-29 08:12:14.456","feeling":null,"goal_id":"01a2264e-e52c-715c-b677-0effa5287edc","id":"01a2264f-cf94-70a2-ac11-11827f164827","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:57:14.456","started_epoch":1795939034,"state":"running","tags":"[]","task_id":"01a2264f-cf94-7096-a84a-4bac7afc8059","what":"Task 0-0"}','2026-11-29 07:57:14.457','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70a8-baae-e0d33d95e199','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70a6-af14-d85eefe9a483','tasks','01a2264f-cf94-70a7-a6b0-c80851184954','insert','{"area_id":null,"created_at":"2026-11-29 07:57:14.462","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a2264f-cf94-70a7-a6b0-c80851184954","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 07:57:14.462"}',NULL,'2026-11-29 07:57:14.462','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70ab-a57d-e4f14ef0e469','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70a9-9e75-80c69f2735e4','task_headings','01a2264f-cf94-70aa-961c-297cf2022ad5','insert','{"archived":0,"created_at":"2026-11-29 07:57:14.463","id":"01a2264f-cf94-70aa-961c-297cf2022ad5","import_key":null,"list_id":"01a2264f-cf94-7093-8c92-21ded3e1502d","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","title":"Heading 0-0"}',NULL,'2026-11-29 07:57:14.463','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70ae-a2f3-b7d9de2b2c3e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70ac-8675-1985571e889a','tasks','01a2264f-cf94-70ad-8338-3af0882b2ce1','insert','{"area_id":null,"created_at":"2026-11-29 07:57:14.463","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a2264f-cf94-70aa-961c-297cf2022ad5","id":"01a2264f-cf94-70ad-8338-3af0882b2ce1","import_key":null,"list_id":"01a2264f-cf94-7093-8c92-21ded3e1502d","list_key":"a2","notes":"","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 07:57:14.463"}',NULL,'2026-11-29 07:57:14.463','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70b1-96f3-29cb9d407678','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70af-a68a-f6e571dfe906','task_lists','*','insert','{"ids":["01a2264f-cf94-70b0-93d4-814bf825ed1c"]}',NULL,'2026-11-29 07:57:14.465','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70b4-af9b-f23c535dae88','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70af-a68a-f6e571dfe906','tasks','*','insert','{"ids":["01a2264f-cf94-70b2-8724-537599802aea"]}',NULL,'2026-11-29 07:57:14.467','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70b5-bd38-52eb990045bc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70af-a68a-f6e571dfe906','task_tag_links','*','insert','{"ids":["01a2264f-cf94-70b3-a05a-d2e6ddafd31d"]}',NULL,'2026-11-29 07:57:14.467','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70b8-af83-0741b29ea077','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70b6-a9d3-3c9efc007053','timelines','01a2264f-cf94-70b7-a709-db26bfdea519','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 07:57:14.468","icon":"","id":"01a2264f-cf94-70b7-a709-db26bfdea519","name":"Timeline 0-0","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.468','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70bb-a757-64eda1f95e9a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70b9-bcbc-4849caf23091','timeline_events','01a2264f-cf94-70ba-9792-abf8fe116ae9','insert','{"created_at":"2026-11-29 07:57:14.474","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a2264f-cf94-70ba-9792-abf8fe116ae9","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a2264f-cf94-70b7-a709-db26bfdea519","title":"Job 0-0","updated_at":"2026-11-29 07:57:14.474"}',NULL,'2026-11-29 07:57:14.474','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70be-a48d-3431088a800c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70bc-8dcb-95b811bcd487','timeline_events','01a2264f-cf94-70bd-baeb-bf53610947df','insert','{"created_at":"2026-11-29 07:57:14.475","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a2264f-cf94-70bd-baeb-bf53610947df","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a2264f-cf94-70b7-a709-db26bfdea519","title":"Trip 0-0","updated_at":"2026-11-29 07:57:14.475"}',NULL,'2026-11-29 07:57:14.475','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70c1-84b5-76effae65592','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70bf-afe8-dd8c615ddfde','timeline_queries','01a2264f-cf94-70c0-81bc-86160ce49fde','insert','{"created_at":"2026-11-29 07:57:14.476","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a2264f-cf94-70c0-81bc-86160ce49fde","name":"Query 0-0","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.476','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70c4-ba1b-962a30288d58','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70c2-b7d9-f5ac8f3658b1','food_events','01a2264f-cf94-70c3-8048-046e5150d91e','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a2264f-cf94-70c3-8048-046e5150d91e","kind":"record","occurred_at":"2026-11-29 07:57:14.477","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","recorded_at":"2026-11-29 07:57:14.477","refers_to":null}',NULL,'2026-11-29 07:57:14.477','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70c7-8f7f-f059bd2f36c6','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70c5-8713-10ca37f938bc','recipes','01a2264f-cf94-70c6-ade5-c6230e81fff7','insert','{"created_at":"2026-11-29 07:57:14.485","id":"01a2264f-cf94-70c6-ade5-c6230e81fff7","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","servings":2,"total_grams":300,"updated_at":"2026-11-29 07:57:14.485","yield_grams":null}',NULL,'2026-11-29 07:57:14.485','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70c9-bba5-891448fac055','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70c5-8713-10ca37f938bc','recipe_ingredients','01a2264f-cf94-70c8-9aa2-1f948ba21c33','insert','{"food_id":"09040","grams":100,"id":"01a2264f-cf94-70c8-9aa2-1f948ba21c33","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","position":0,"recipe_id":"01a2264f-cf94-70c6-ade5-c6230e81fff7"}',NULL,'2026-11-29 07:57:14.485','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70cb-8883-4e007cf00f01','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70c5-8713-10ca37f938bc','recipe_ingredients','01a2264f-cf94-70ca-a885-811fba5cbd87','insert','{"food_id":"01079","grams":200,"id":"01a2264f-cf94-70ca-a885-811fba5cbd87","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","position":1,"recipe_id":"01a2264f-cf94-70c6-ade5-c6230e81fff7"}',NULL,'2026-11-29 07:57:14.485','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70ce-b644-e6f4fdfec1bc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70cc-96af-5bec0fafd8ad','custom_foods','01a2264f-cf94-70cd-9966-f387772b9d84','insert','{"created_at":"2026-11-29 07:57:14.487","id":"01a2264f-cf94-70cd-9966-f387772b9d84","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 07:57:14.487"}',NULL,'2026-11-29 07:57:14.487','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70d1-8fd7-9dff1e47aba1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70cf-9a76-b2463c00ca8e','food_events','01a2264f-cf94-70d0-8ca5-a5c11bb84e62','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a2264f-cf94-70d0-8ca5-a5c11bb84e62","kind":"record","occurred_at":"2026-11-29 07:57:14.488","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","recorded_at":"2026-11-29 07:57:14.488","refers_to":null}',NULL,'2026-11-29 07:57:14.488','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70d4-bf49-e23df506f6eb','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70d2-b085-c7ee65a7807f','food_events','01a2264f-cf94-70d3-96f6-27153a6945c1','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a2264f-cf94-70d3-96f6-27153a6945c1","kind":"record","occurred_at":"2026-11-29 07:57:14.490","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","recorded_at":"2026-11-29 07:57:14.489","refers_to":null}',NULL,'2026-11-29 07:57:14.489','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70d7-9ccc-d0c5c8f1a59c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70d5-be5b-c06e3eb50781','price_comparisons','01a2264f-cf94-70d6-b1cd-88ce42e89c2e','insert','{"created_at":"2026-11-29 07:57:14.491","display_unit":"100 ml","id":"01a2264f-cf94-70d6-b1cd-88ce42e89c2e","name":"Comparison 0-0","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","unit_system":"metric","updated_at":"2026-11-29 07:57:14.491"}',NULL,'2026-11-29 07:57:14.491','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70d9-97ff-fec15a8bf09c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70d5-be5b-c06e3eb50781','price_products','01a2264f-cf94-70d8-96e0-5b99191b00a8','insert','{"comparison_id":"01a2264f-cf94-70d6-b1cd-88ce42e89c2e","id":"01a2264f-cf94-70d8-96e0-5b99191b00a8","name":"Bertolli","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 07:57:14.491','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70db-8a73-dbecf83aee82','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70d5-be5b-c06e3eb50781','price_products','01a2264f-cf94-70da-a5ef-6eed6b3ea886','insert','{"comparison_id":"01a2264f-cf94-70d6-b1cd-88ce42e89c2e","id":"01a2264f-cf94-70da-a5ef-6eed6b3ea886","name":"Monini","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 07:57:14.491','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70de-921b-260ad63abb6e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70dc-9455-e82e0047289e','habits','01a2264f-cf94-70dd-8b65-553acb3059ad','insert','{"archived":0,"area_id":"01a2264e-e52b-7053-969b-ad186cd2b0bc","color":null,"created_at":"2026-11-29 07:57:14.493","emoji":"📚","id":"01a2264f-cf94-70dd-8b65-553acb3059ad","name":"Habit 0-0","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 07:57:14.493"}',NULL,'2026-11-29 07:57:14.493','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70e1-a549-4f4f754d7eb5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70df-9b11-cb332e0dc8a3','habit_check_ins','01a2264f-cf94-70e0-b1da-fd009bba8e29','insert','{"amount":1,"created_at":"2026-11-29 07:57:14.495","day":"2026-11-28","habit_id":"01a2264f-cf94-70dd-8b65-553acb3059ad","id":"01a2264f-cf94-70e0-b1da-fd009bba8e29","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.495','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70e4-a6da-ee24981e8dda','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70e2-a37c-4d64d92b950f','habit_check_ins','01a2264f-cf94-70e3-a24b-f8ad1778a31e','insert','{"amount":1,"created_at":"2026-11-29 07:57:14.496","day":"2026-11-29","habit_id":"01a2264f-cf94-70dd-8b65-553acb3059ad","id":"01a2264f-cf94-70e3-a24b-f8ad1778a31e","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.496','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70e7-8a4a-23a445c69906','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70e5-abe9-c6936981822a','habit_rest_days','01a2264f-cf94-70e6-af5e-566640a3324e','insert','{"created_at":"2026-11-29 07:57:14.497","day":"2026-12-01","habit_id":"01a2264f-cf94-70dd-8b65-553acb3059ad","id":"01a2264f-cf94-70e6-af5e-566640a3324e","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.497','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70ea-bb0e-16be8d44495b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70e8-b71f-dd573d32ebf1','habits','01a2264f-cf94-70e9-b500-94ea5b3ef585','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 07:57:14.498","emoji":"","id":"01a2264f-cf94-70e9-b500-94ea5b3ef585","name":"Water 0-0","order_key":"a2","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 07:57:14.498"}',NULL,'2026-11-29 07:57:14.498','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70ed-a0e7-0b0ffbd761e9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70eb-9e00-776fecce3aad','habit_check_ins','01a2264f-cf94-70ec-9838-990fe0606e59','insert','{"amount":4,"created_at":"2026-11-29 07:57:14.501","day":"2026-11-29","habit_id":"01a2264f-cf94-70e9-b500-94ea5b3ef585","id":"01a2264f-cf94-70ec-9838-990fe0606e59","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.501','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70f0-9cfc-94853a5dcfa9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70ee-8950-3821067bebed','lift_sessions','01a2264f-cf94-70ef-9bb8-738e21c1e627','insert','{"created_at":"2026-11-29 07:57:14.520","day":"2026-11-29","id":"01a2264f-cf94-70ef-9bb8-738e21c1e627","name":"Workout","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","updated_at":"2026-11-29 07:57:14.520"}',NULL,'2026-11-29 07:57:14.520','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70f2-96d8-fbf26f99e9aa','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70ee-8950-3821067bebed','lift_sets','01a2264f-cf94-70f1-a4e0-2260b5f0f32c','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 07:57:14.520","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a2264f-cf94-70f1-a4e0-2260b5f0f32c","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","position":0,"rate_hz":20,"recorded_at":"2026-11-29 07:57:14.520","reps":3,"session_id":"01a2264f-cf94-70ef-9bb8-738e21c1e627","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 07:57:14.520','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70f3-8462-18bc352f6f2e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70ee-8950-3821067bebed','lift_streams','01a2264f-cf94-70f1-a4e0-2260b5f0f32c','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a2264f-cf94-70f1-a4e0-2260b5f0f32c","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.520','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70f6-bf09-be7dff70da12','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70f4-b4dd-01180d7ca454','lift_templates','01a2264f-cf94-70f5-a50c-3b2bd0e0fff1','insert','{"created_at":"2026-11-29 07:57:14.526","goal_reps":8,"id":"01a2264f-cf94-70f5-a50c-3b2bd0e0fff1","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","sets":3}',NULL,'2026-11-29 07:57:14.526','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70f9-9403-78ff0a11755a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70f7-9bc0-dbd5b5153d55','lift_defaults','01a2264f-cf94-70f8-913c-fd265035876b','insert','{"id":"01a2264f-cf94-70f8-913c-fd265035876b","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 07:57:14.529","velocity_loss_target":25}',NULL,'2026-11-29 07:57:14.529','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70fc-a6c0-64931a0d888b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70fb-aca4-26e7ddf23420','day_photos','01a2264f-cf94-70fa-96de-7becacd4adb9','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 07:57:14.543","day":"2026-11-29","id":"01a2264f-cf94-70fa-96de-7becacd4adb9","kind":"png","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.553','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-70ff-82e7-479566d92771','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70fd-833b-6fe47eaa409d','journal_entries','01a2264f-cf94-70fe-a541-e27978fab659','insert','{"created_at":"2026-11-29 07:57:14.554","day":"2026-11-29","id":"01a2264f-cf94-70fe-a541-e27978fab659","location":"Berlin","mood":"happy","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:57:14.554","written_at":"2026-11-29 07:57:14.555"}',NULL,'2026-11-29 07:57:14.554','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7102-aea3-33e46cf02347','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7100-9eee-1542736ce8d6','journal_entries','01a2264f-cf94-7101-9765-47fa509a80f5','insert','{"created_at":"2026-11-29 07:57:14.558","day":"2025-11-28","id":"01a2264f-cf94-7101-9765-47fa509a80f5","location":null,"mood":null,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:57:14.558","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 07:57:14.558','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7105-a46a-f566039173ec','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7104-94b7-819c22cb1283','day_photos','01a2264f-cf94-7103-97fd-c20f6e1fd037','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 07:57:14.562","day":"2026-11-29","id":"01a2264f-cf94-7103-97fd-c20f6e1fd037","kind":"png","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c"}',NULL,'2026-11-29 07:57:14.581','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7107-8666-8e6662975420','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7104-94b7-819c22cb1283','journal_photos','01a2264f-cf94-7106-9f6f-e1c069db3c50','insert','{"entry_id":"01a2264f-cf94-70fe-a541-e27978fab659","id":"01a2264f-cf94-7106-9f6f-e1c069db3c50","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","photo_id":"01a2264f-cf94-7103-97fd-c20f6e1fd037","source_id":null}',NULL,'2026-11-29 07:57:14.581','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-710a-a6ed-53da24098336','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7108-8143-05ba8798028e','runbooks','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','insert','{"created_at":"2026-11-29 07:57:14.583","id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","name":"When I''m anxious","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","updated_at":"2026-11-29 07:57:14.583","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 07:57:14.583','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-710c-8739-bc92d67d4ade','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7108-8143-05ba8798028e','runbook_steps','01a2264f-cf94-710b-a755-dcdd9ac03699','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:57:14.583","id":"01a2264f-cf94-710b-a755-dcdd9ac03699","kind":"text","order_key":"a1","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","runbook_id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 07:57:14.583"}',NULL,'2026-11-29 07:57:14.583','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-710e-9c97-54554ddb8948','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7108-8143-05ba8798028e','runbook_steps','01a2264f-cf94-710d-9902-18e609af2bcc','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 07:57:14.583","id":"01a2264f-cf94-710d-9902-18e609af2bcc","kind":"breathing","order_key":"a2","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","runbook_id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 07:57:14.583"}',NULL,'2026-11-29 07:57:14.583','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7110-b194-acaffcd1c504','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7108-8143-05ba8798028e','runbook_steps','01a2264f-cf94-710f-b28d-542f257607b9','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:57:14.583","id":"01a2264f-cf94-710f-b28d-542f257607b9","kind":"grounding","order_key":"a3","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","runbook_id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 07:57:14.583"}',NULL,'2026-11-29 07:57:14.583','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7112-9b87-109069b0b86c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7108-8143-05ba8798028e','runbook_steps','01a2264f-cf94-7111-a548-850c87d3c7ff','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:57:14.583","id":"01a2264f-cf94-7111-a548-850c87d3c7ff","kind":"text","order_key":"a4","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","runbook_id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 07:57:14.583"}',NULL,'2026-11-29 07:57:14.583','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7114-8f28-a9bac4b3fe43','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7108-8143-05ba8798028e','runbook_steps','01a2264f-cf94-7113-b66c-801515ff8ddc','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:57:14.583","id":"01a2264f-cf94-7113-b66c-801515ff8ddc","kind":"contact","order_key":"a5","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","runbook_id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 07:57:14.583"}',NULL,'2026-11-29 07:57:14.583','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7117-9965-ff5983396a89','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7115-9f7a-0373af1293b9','runbook_contacts','01a2264f-cf94-7116-8428-cb4e58a5c76f','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 07:57:14.590","id":"01a2264f-cf94-7116-8428-cb4e58a5c76f","name":"Contact 0-0","note":"friend","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","phone":"030 0","updated_at":"2026-11-29 07:57:14.590"}',NULL,'2026-11-29 07:57:14.590','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-711a-a2c7-51776572ff71','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7118-8646-af07f6807c9a','runbook_steps','01a2264f-cf94-7119-91c5-5aa49ced6e9f','insert','{"breathing":null,"contact_id":"01a2264f-cf94-7116-8428-cb4e58a5c76f","created_at":"2026-11-29 07:57:14.590","id":"01a2264f-cf94-7119-91c5-5aa49ced6e9f","kind":"contact","order_key":"a6","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","runbook_id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","text":"Call 0-0","updated_at":"2026-11-29 07:57:14.590"}',NULL,'2026-11-29 07:57:14.590','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-711d-8a71-6f9653abddfa','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-711b-a7d0-69ece7c930f0','runbook_uses','01a2264f-cf94-711c-88ed-d5e868053cc8','insert','{"created_at":"2026-11-29 07:57:14.591","feeling_after":"meh","feeling_before":"sad","id":"01a2264f-cf94-711c-88ed-d5e868053cc8","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","runbook_id":"01a2264f-cf94-7109-bdd2-cfc2011ccdf5","steps_done":"[\"01a2264f-cf94-7119-91c5-5aa49ced6e9f\"]","used_at":"2026-11-29 07:57:14.591"}',NULL,'2026-11-29 07:57:14.591','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7120-ab1d-f3a4b8336ea5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-711e-9c74-8f3ff7709da5','pacts','01a2264f-cf94-711f-9857-eed2f32e01c5','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:57:14.592","delay_hours":24,"id":"01a2264f-cf94-711f-9857-eed2f32e01c5","kind":"price","link_id":"01a2264e-e52c-715c-b677-0effa5287edc","link_kind":"goal","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:57:14.592"}',NULL,'2026-11-29 07:57:14.592','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7123-af17-38090b4ce5d6','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7121-96e6-2a2cc0588aef','pact_marks','01a2264f-cf94-7122-913d-91c2f5b670b5','insert','{"created_at":"2026-11-29 07:57:14.594","day":"2026-11-29","id":"01a2264f-cf94-7122-913d-91c2f5b670b5","kept":1,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","pact_id":"01a2264f-cf94-711f-9857-eed2f32e01c5","reason":"Reason 0-0"}',NULL,'2026-11-29 07:57:14.594','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7125-abca-e90a0314b76f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7124-b539-0c9f6b5ea5ec','pacts','01a2264f-cf94-711f-9857-eed2f32e01c5','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:57:14.592","delay_hours":24,"id":"01a2264f-cf94-711f-9857-eed2f32e01c5","kind":"price","link_id":"01a2264e-e52c-715c-b677-0effa5287edc","link_kind":"goal","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","pending_amount":"1","pending_at":"2026-11-30 07:57:14.598","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a2264f-cf94-70dd-8b65-553acb3059ad","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:57:14.598"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:57:14.592","delay_hours":24,"id":"01a2264f-cf94-711f-9857-eed2f32e01c5","kind":"price","link_id":"01a2264e-e52c-715c-b677-0effa5287edc","link_kind":"goal","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:57:14.592"}','2026-11-29 07:57:14.598','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7128-8960-0f5bb1939087','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7126-831f-946b501ae26a','pacts','01a2264f-cf94-7127-bbce-910368dafd85','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 07:57:14.599","delay_hours":168,"id":"01a2264f-cf94-7127-bbce-910368dafd85","kind":"effort","link_id":"01a2264f-cf94-7073-a996-ddabb4959395","link_kind":"block","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 07:57:14.599"}',NULL,'2026-11-29 07:57:14.599','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-712b-8f9f-3e4e72b57da3','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7129-a790-44eea9440d84','practice_sessions','01a2264f-cf94-712a-ad9b-e82eef716c89','insert','{"created_at":"2026-11-29 07:57:14.600","feeling":"happy","id":"01a2264f-cf94-712a-ad9b-e82eef716c89","minutes":10,"note":"Sat 0-0","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","started_at":"2026-11-29 07:47:14.600"}',NULL,'2026-11-29 07:57:14.600','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-712f-a5ae-e907301989bf','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-712d-b40e-d34203fbf6c2','runbook_settings','01a2264f-cf94-712e-a039-c5781469f30f','insert','{"emergency_number":"112","id":"01a2264f-cf94-712e-a039-c5781469f30f","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","updated_at":"2026-11-29 07:57:14.601"}',NULL,'2026-11-29 07:57:14.601','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7132-89ab-7219032248d8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7130-b7e4-db43647ec15c','journal_entries','01a2264f-cf94-7131-8200-b52eba2eb612','insert','{"created_at":"2026-11-29 07:57:14.602","day":"2026-11-29","id":"01a2264f-cf94-7131-8200-b52eba2eb612","location":null,"mood":null,"owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:57:14.602","written_at":"2026-11-29 07:57:14.602"}',NULL,'2026-11-29 07:57:14.602','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7136-b543-5be9dc52ca51','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7134-afe4-b27ac0c167a0','health_sources','01a2264f-cf94-7135-aaa0-bded3d32d93a','insert','{"id":"01a2264f-cf94-7135-aaa0-bded3d32d93a","name":"Shape Watch 0","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","position":null}',NULL,'2026-11-29 07:57:14.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7138-aba2-53600b5acfcf','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7134-afe4-b27ac0c167a0','health_sources','01a2264f-cf94-7137-b16d-e44616779260','insert','{"id":"01a2264f-cf94-7137-b16d-e44616779260","name":"Shape iPhone","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","position":null}',NULL,'2026-11-29 07:57:14.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-713b-b023-13114a5e704c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7134-afe4-b27ac0c167a0','food_events','01a2264f-cf94-713a-aaeb-e88569f73ab9','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a2264f-cf94-713a-aaeb-e88569f73ab9","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","recorded_at":"2026-11-29 07:57:14.605","refers_to":null}',NULL,'2026-11-29 07:57:14.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-713d-965b-f5c3880700ed','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7134-afe4-b27ac0c167a0','food_events','01a2264f-cf94-713c-b609-04d4799f6804','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a2264f-cf94-713c-b609-04d4799f6804","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","recorded_at":"2026-11-29 07:57:14.605","refers_to":null}',NULL,'2026-11-29 07:57:14.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-713e-84ca-1e7bad028465','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7134-afe4-b27ac0c167a0','health_days','01a2264f-cf94-7139-8f88-5ff61ce55d41','insert','{"active_event_id":"01a2264f-cf94-713a-aaeb-e88569f73ab9","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a2264f-cf94-7139-8f88-5ff61ce55d41","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 07:57:14.605","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a2264f-cf94-713c-b609-04d4799f6804","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 07:57:14.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7140-b702-aa79a97f17b7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7134-afe4-b27ac0c167a0','health_imports','01a2264f-cf94-713f-96e5-145fcc41899d','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a2264f-cf94-713f-96e5-145fcc41899d","imported_at":"2026-11-29 07:57:14.605","last_day":"2026-11-27","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","records":3}',NULL,'2026-11-29 07:57:14.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2264f-cf94-7143-8306-059e3fba78ff','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7141-bf05-e1412ab3bd3e','calendars','01a2264f-cf94-7142-9374-df2d76866868','insert','{"color":"#5b6ee1","created_at":"2026-11-29 07:57:14.615","etag":null,"fetched_at":"2026-11-29 07:57:14.615","file_name":"work-0.ics","id":"01a2264f-cf94-7142-9374-df2d76866868","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a2264e-e511-719e-af31-a9f6d613116c","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 07:57:14.615','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a2264f-cf94-7093-8c92-21ded3e1502d','01a2264e-e511-719e-af31-a9f6d613116c','List 0-0',NULL,NULL,0,'a1','2026-11-29 07:57:14.446',NULL);
INSERT INTO "task_lists" VALUES('01a2264f-cf94-70b0-93d4-814bf825ed1c','01a2264e-e511-719e-af31-a9f6d613116c','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 07:57:14.465','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a2264f-cf94-7096-a84a-4bac7afc8059','01a2264e-e511-719e-af31-a9f6d613116c','Task 0-0','','01a2264f-cf94-7093-8c92-21ded3e1502d','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a2264e-e52c-715c-b677-0effa5287edc','01a2264e-e52b-7053-969b-ad186cd2b0bc','a1','a1','2026-11-29 07:57:14.447','2026-11-29 07:57:14.447',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a2264f-cf94-70a7-a6b0-c80851184954','01a2264e-e511-719e-af31-a9f6d613116c','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 07:57:14.462','2026-11-29 07:57:14.462',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a2264f-cf94-70ad-8338-3af0882b2ce1','01a2264e-e511-719e-af31-a9f6d613116c','Headed 0-0','','01a2264f-cf94-7093-8c92-21ded3e1502d',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 07:57:14.463','2026-11-29 07:57:14.463',NULL,'01a2264f-cf94-70aa-961c-297cf2022ad5',NULL);
INSERT INTO "tasks" VALUES('01a2264f-cf94-70b2-8724-537599802aea','01a2264e-e511-719e-af31-a9f6d613116c','Imported 0-0','','01a2264f-cf94-70b0-93d4-814bf825ed1c',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 07:57:14.467','2026-11-29 07:57:14.467','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a2264f-cf94-7098-96b3-fdb0fa007a32','01a2264e-e511-719e-af31-a9f6d613116c','errand');
INSERT INTO "task_tag_links" VALUES('01a2264f-cf94-709a-aa96-c1ecb958e547','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7096-a84a-4bac7afc8059','01a2264f-cf94-7098-96b3-fdb0fa007a32');
INSERT INTO "task_tag_links" VALUES('01a2264f-cf94-70b3-a05a-d2e6ddafd31d','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70b2-8724-537599802aea','01a2264f-cf94-7098-96b3-fdb0fa007a32');
INSERT INTO "task_checklist_items" VALUES('01a2264f-cf94-709c-8dc4-848b07a494a1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7096-a84a-4bac7afc8059','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a2264f-cf94-7096-a84a-4bac7afc8059','01a2264e-e511-719e-af31-a9f6d613116c','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a2264f-cf94-70a7-a6b0-c80851184954','01a2264e-e511-719e-af31-a9f6d613116c','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a2264f-cf94-70ad-8338-3af0882b2ce1','01a2264e-e511-719e-af31-a9f6d613116c','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a2264f-cf94-70b2-8724-537599802aea','01a2264e-e511-719e-af31-a9f6d613116c','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a2264f-cf94-70d6-b1cd-88ce42e89c2e','01a2264e-e511-719e-af31-a9f6d613116c','Comparison 0-0','metric','100 ml','2026-11-29 07:57:14.491','2026-11-29 07:57:14.491');
INSERT INTO "price_products" VALUES('01a2264f-cf94-70d8-96e0-5b99191b00a8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70d6-b1cd-88ce42e89c2e',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a2264f-cf94-70da-a5ef-6eed6b3ea886','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70d6-b1cd-88ce42e89c2e',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a2264f-cf94-70b7-a709-db26bfdea519','01a2264e-e511-719e-af31-a9f6d613116c','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 07:57:14.468');
INSERT INTO "timeline_events" VALUES('01a2264f-cf94-70ba-9792-abf8fe116ae9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70b7-a709-db26bfdea519','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 07:57:14.474','2026-11-29 07:57:14.474');
INSERT INTO "timeline_events" VALUES('01a2264f-cf94-70bd-baeb-bf53610947df','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70b7-a709-db26bfdea519','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 07:57:14.475','2026-11-29 07:57:14.475');
INSERT INTO "timeline_queries" VALUES('01a2264f-cf94-70c0-81bc-86160ce49fde','01a2264e-e511-719e-af31-a9f6d613116c','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 07:57:14.476');
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
INSERT INTO "custom_foods" VALUES('01a2264f-cf94-70cd-9966-f387772b9d84','01a2264e-e511-719e-af31-a9f6d613116c','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 07:57:14.487','2026-11-29 07:57:14.487');
INSERT INTO "recipes" VALUES('01a2264f-cf94-70c6-ade5-c6230e81fff7','01a2264e-e511-719e-af31-a9f6d613116c','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 07:57:14.485','2026-11-29 07:57:14.485');
INSERT INTO "recipe_ingredients" VALUES('01a2264f-cf94-70c8-9aa2-1f948ba21c33','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70c6-ade5-c6230e81fff7','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a2264f-cf94-70ca-a885-811fba5cbd87','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70c6-ade5-c6230e81fff7','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a2264f-cf94-70c3-8048-046e5150d91e','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:57:14.477','2026-11-29 07:57:14.477','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a2264f-cf94-70d0-8ca5-a5c11bb84e62','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:57:14.488','2026-11-29 07:57:14.488','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a2264f-cf94-70d3-96f6-27153a6945c1','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:57:14.490','2026-11-29 07:57:14.489','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a2264f-cf94-713a-aaeb-e88569f73ab9','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-27 11:00:00.000','2026-11-29 07:57:14.605','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a2264f-cf94-713c-b609-04d4799f6804','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-27 11:00:00.000','2026-11-29 07:57:14.605','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a2264e-e52a-7017-80ea-11351c2a0c5e','01a2264e-e511-719e-af31-a9f6d613116c','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a2264f-cf94-709f-b108-c8561e07d6ae','01a2264e-e511-719e-af31-a9f6d613116c','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a2264e-e52b-7053-969b-ad186cd2b0bc','01a2264e-e511-719e-af31-a9f6d613116c','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 07:57:14.411');
INSERT INTO "weeks" VALUES('01a2264e-e51e-712f-93ef-723e1d7dadac','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 07:57:14.398');
INSERT INTO "weeks" VALUES('01a2264f-cf94-708e-8240-f88d84be9b78','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a2264e-e52c-715c-b677-0effa5287edc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e51e-712f-93ef-723e1d7dadac','01a2264e-e52b-7053-969b-ad186cd2b0bc','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 07:57:14.412');
INSERT INTO "weekly_goals" VALUES('01a2264f-cf94-7090-b267-4d9227675879','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-708e-8240-f88d84be9b78','01a2264e-e52b-7053-969b-ad186cd2b0bc','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 07:57:14.445');
INSERT INTO "retrospectives" VALUES('01a2264e-e529-712e-b791-80f004a6cbbc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e51e-712f-93ef-723e1d7dadac','Focus','Sleep','2026-11-29 07:57:14.409');
INSERT INTO "action_items" VALUES('01a2264f-cf94-7070-bfc2-b0ff0e1f2745','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e51e-712f-93ef-723e1d7dadac','Action 0-0',0,'2026-11-29 07:57:14.421');
INSERT INTO "intentions" VALUES('01a2264e-e52c-715f-b2e2-99162b0132df','01a2264e-e511-719e-af31-a9f6d613116c','Intention 0-0',25,'01a2264e-e52c-715c-b677-0effa5287edc','01a2264e-e52b-7053-969b-ad186cd2b0bc','2026-11-29 07:57:14.412','2026-11-29 08:22:14.412','endedEarly','2026-11-29 07:57:14.419',NULL,'[]','happy','2026-11-29 07:58:14.421',NULL,NULL,NULL,NULL,NULL,1795939034);
INSERT INTO "intentions" VALUES('01a2264f-cf94-7076-b483-8a0b058af4e5','01a2264e-e511-719e-af31-a9f6d613116c','Block 0-0',45,'01a2264e-e52c-715c-b677-0effa5287edc','01a2264e-e52b-7053-969b-ad186cd2b0bc','2026-11-29 07:57:14.423','2026-11-29 08:42:14.423','endedEarly','2026-11-29 07:57:14.424',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a2264f-cf94-7073-a996-ddabb4959395',NULL,1795939034);
INSERT INTO "intentions" VALUES('01a2264f-cf94-70a2-ac11-11827f164827','01a2264e-e511-719e-af31-a9f6d613116c','Task 0-0',15,'01a2264e-e52c-715c-b677-0effa5287edc','01a2264e-e52b-7053-969b-ad186cd2b0bc','2026-11-29 07:57:14.456','2026-11-29 08:12:14.456','endedEarly','2026-11-29 07:57:14.457',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a2264f-cf94-7096-a84a-4bac7afc8059',1795939034);
INSERT INTO "distractions" VALUES('01a2264e-e532-7137-83f5-c4761462099a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264e-e52c-715f-b2e2-99162b0132df','internal',NULL,'2026-11-29 07:57:14.418',1);
INSERT INTO "standups" VALUES('01a2264e-e523-703f-9edf-217bb7d37deb','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 07:57:14.403');
INSERT INTO "day_photos" VALUES('01a2264f-cf94-70fa-96de-7becacd4adb9','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29','png',64,'Photo 0-0','2026-11-29 07:57:14.543');
INSERT INTO "day_photos" VALUES('01a2264f-cf94-7103-97fd-c20f6e1fd037','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29','png',64,'Journal 0-0','2026-11-29 07:57:14.562');
INSERT INTO "security_events" VALUES('01a2264e-e511-719f-a6e6-2fb7a87a2fd5','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:57:14.385','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a2264f-cf94-70ef-9bb8-738e21c1e627','01a2264e-e511-719e-af31-a9f6d613116c','Workout','2026-11-29','2026-11-29 07:57:14.520','2026-11-29 07:57:14.520');
INSERT INTO "lift_sets" VALUES('01a2264f-cf94-70f1-a4e0-2260b5f0f32c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70ef-9bb8-738e21c1e627',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 07:57:14.520','2026-11-29 07:57:14.520');
INSERT INTO "lift_streams" VALUES('01a2264f-cf94-70f1-a4e0-2260b5f0f32c','01a2264e-e511-719e-af31-a9f6d613116c','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a2264f-cf94-70f5-a50c-3b2bd0e0fff1','01a2264e-e511-719e-af31-a9f6d613116c','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 07:57:14.526');
INSERT INTO "journal_entries" VALUES('01a2264f-cf94-70fe-a541-e27978fab659','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:57:14.555','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 07:57:14.554','2026-11-29 07:57:14.554');
INSERT INTO "journal_entries" VALUES('01a2264f-cf94-7101-9765-47fa509a80f5','01a2264e-e511-719e-af31-a9f6d613116c','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 07:57:14.558','2026-11-29 07:57:14.558');
INSERT INTO "journal_entries" VALUES('01a2264f-cf94-7131-8200-b52eba2eb612','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:57:14.602','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 07:57:14.602','2026-11-29 07:57:14.602');
INSERT INTO "journal_photos" VALUES('01a2264f-cf94-7106-9f6f-e1c069db3c50','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70fe-a541-e27978fab659','01a2264f-cf94-7103-97fd-c20f6e1fd037',NULL);
INSERT INTO "journal_drafts" VALUES('01a2264f-cf94-7133-a605-82d30437c1db','01a2264e-e511-719e-af31-a9f6d613116c',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T07:57:14.603Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 07:57:14.603');
INSERT INTO "journal_search" VALUES('01a2264f-cf94-70fe-a541-e27978fab659','01a2264e-e511-719e-af31-a9f6d613116c','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a2264f-cf94-7101-9765-47fa509a80f5','01a2264e-e511-719e-af31-a9f6d613116c','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a2264f-cf94-7131-8200-b52eba2eb612','01a2264e-e511-719e-af31-a9f6d613116c','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a2264f-cf94-70dd-8b65-553acb3059ad','01a2264e-e511-719e-af31-a9f6d613116c','Habit 0-0','📚',NULL,'01a2264e-e52b-7053-969b-ad186cd2b0bc','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 07:57:14.493','2026-11-29 07:57:14.493');
INSERT INTO "habits" VALUES('01a2264f-cf94-70e9-b500-94ea5b3ef585','01a2264e-e511-719e-af31-a9f6d613116c','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 07:57:14.498','2026-11-29 07:57:14.498');
INSERT INTO "habit_check_ins" VALUES('01a2264f-cf94-70e0-b1da-fd009bba8e29','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70dd-8b65-553acb3059ad','2026-11-28',1.0,'2026-11-29 07:57:14.495');
INSERT INTO "habit_check_ins" VALUES('01a2264f-cf94-70e3-a24b-f8ad1778a31e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70dd-8b65-553acb3059ad','2026-11-29',1.0,'2026-11-29 07:57:14.496');
INSERT INTO "habit_check_ins" VALUES('01a2264f-cf94-70ec-9838-990fe0606e59','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70e9-b500-94ea5b3ef585','2026-11-29',4.0,'2026-11-29 07:57:14.501');
INSERT INTO "habit_rest_days" VALUES('01a2264f-cf94-70e6-af5e-566640a3324e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-70dd-8b65-553acb3059ad','2026-12-01','2026-11-29 07:57:14.497');
INSERT INTO "health_days" VALUES('01a2264f-cf94-7139-8f88-5ff61ce55d41','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a2264f-cf94-713a-aaeb-e88569f73ab9',NULL,'01a2264f-cf94-713c-b609-04d4799f6804','2026-11-29 07:57:14.605');
INSERT INTO "health_sources" VALUES('01a2264f-cf94-7135-aaa0-bded3d32d93a','01a2264e-e511-719e-af31-a9f6d613116c','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a2264f-cf94-7137-b16d-e44616779260','01a2264e-e511-719e-af31-a9f6d613116c','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a2264f-cf94-713f-96e5-145fcc41899d','01a2264e-e511-719e-af31-a9f6d613116c','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 07:57:14.605');
INSERT INTO "lift_defaults" VALUES('01a2264f-cf94-70f8-913c-fd265035876b','01a2264e-e511-719e-af31-a9f6d613116c','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 07:57:14.529');
INSERT INTO "plan_blocks" VALUES('01a2264f-cf94-7073-a996-ddabb4959395','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29',375,45,'Block 0-0','01a2264e-e52c-715c-b677-0effa5287edc','01a2264e-e52b-7053-969b-ad186cd2b0bc',NULL,NULL,NULL,NULL,'2026-11-29 07:57:14.422','2026-11-29 07:57:14.422');
INSERT INTO "plan_blocks" VALUES('01a2264f-cf94-707b-9309-e127df89185f','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29',375,45,'Area block 0-0',NULL,'01a2264e-e52b-7053-969b-ad186cd2b0bc',NULL,NULL,NULL,NULL,'2026-11-29 07:57:14.428','2026-11-29 07:57:14.429');
INSERT INTO "plan_blocks" VALUES('01a2264f-cf94-7082-889a-abad01305993','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-28',375,15,'Missed block 0-0',NULL,'01a2264e-e52b-7053-969b-ad186cd2b0bc',NULL,'backToList','internal','2026-11-29 07:57:14.432','2026-11-29 07:57:14.430','2026-11-29 07:57:14.430');
INSERT INTO "plan_block_versions" VALUES('01a2264f-cf94-707e-8377-eb132bd13694','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-707b-9309-e127df89185f','2026-11-29',375,30,'Area block 0-0','01a2264e-e52b-7053-969b-ad186cd2b0bc','moved','Longer than planned','2026-11-29 07:57:14.429');
INSERT INTO "calendars" VALUES('01a2264f-cf94-7142-9374-df2d76866868','01a2264e-e511-719e-af31-a9f6d613116c','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:shape-0-0
SUMMARY:Meeting 0-0
DTSTART;TZID=Europe/Berlin:20261119T080000
DURATION:PT45M
RRULE:FREQ=DAILY
END:VEVENT
BEGIN:VEVENT
UID:shape-0-day
SUMMARY:Offsite
DTSTART;VALUE=DATE:20261129
END:VEVENT
END:VCALENDAR
',NULL,NULL,'2026-11-29 07:57:14.615',NULL,'2026-11-29 07:57:14.615');
INSERT INTO "calendar_expansions" VALUES('01a2264f-cf94-7142-9374-df2d76866868','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:57:14.615','2026-10-04 07:57:14.614','2027-05-30 07:57:14.614','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7144-94b8-b7af142b038c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7145-ab50-10b5efd45be4','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7146-bd30-039efabfcfe4','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7147-896d-7213dc20bd26','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7148-b747-18fda78d21ef','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7149-b29d-31f7046483e8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-714a-b916-c1af099b3466','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-714b-aa18-df148df3e3e4','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-714c-abcc-a1587a016d63','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-714d-9152-8ba8d4dbe245','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-714e-955e-5a9da5f190e1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-714f-8bb1-9287ddf2c2b0','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7150-bc1f-939ad0291833','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7151-88a1-bd8f775537fb','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7152-8a46-33270fc298c3','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7153-acd1-5a9528751fc4','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7154-a6ef-2e97a7d41aa3','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7155-9a3b-84c2702e6624','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7156-a6ed-d54b66b55f97','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7157-bc2e-0ace9c4d48f3','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7158-932b-87c56f6b442e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7159-bed1-3ea5365c2e95','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-715a-8456-30a85afad481','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-715b-8aed-5b17dcde6f7e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-715c-a9ed-3a6ba81c329f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-715d-b841-ea532de3b330','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-715e-9084-b9186255fbdb','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-715f-a37c-fb658912f1ad','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7160-82d7-53e1e1c4235c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7161-b723-03d20cca08d5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7162-b225-a74059ef6eda','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7163-a17a-548f40c99c26','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7164-8fac-d624617f5cfa','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7165-bfad-85f93018157a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7166-9bff-071eed37cbc8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7167-a6a3-656d91766cb8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7168-81e3-f27486c3eaca','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7169-9fff-717d5becb43a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-716a-8511-a012553c3fc1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-716b-95fb-53c5f1d897ea','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-716c-9a05-50ccdfd9e2cf','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-716d-b13c-79bd9d27f155','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-716e-b666-5f147f31bc00','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-716f-bed3-c64f88ba3891','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7170-9222-a1e5a552b211','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7171-84c2-cbe3791e0bdd','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7172-b668-c36a3f4b33c1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7173-a852-c9c25549f235','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7174-88b1-9ced717a4819','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7175-8bdb-7510e0d57340','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7176-ad10-1777be10b5a6','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7177-8294-0566712e4be2','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7178-bc43-ea55918395db','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7179-be6e-bf2cf9b53414','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-717a-8d41-57a34f806ea9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-717b-ab20-5dd33b3a6368','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-717c-99c9-4c64cd146c79','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-717d-b249-88d8ff2bbfcc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-717e-bc95-f3b786ab1c7e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-717f-a9fe-32aa7a45b95a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7180-8b2a-24c3ef7aecf7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7181-9a15-57ee2ce41fb9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7182-ba21-6db6c3b46513','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7183-8370-cf13858cac82','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7184-aaae-17763101cfdf','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7185-9ed8-292173f7d8ac','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7186-ad3a-73fc59b36425','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7187-af2f-456706752e06','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7188-9c71-b0fb4ebd994c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7189-824d-e25535e4d464','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-718a-9465-339c6d8b610c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-718b-9c96-5598a2ed836a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-718c-b379-1ddf34b70777','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-718d-ba70-4c28fe528d4b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-718e-bb66-c1b1e4db536b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-718f-83fa-94eda6ce6ecf','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7190-a9ff-0d26ec3823f7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7191-8c48-626101d85c36','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7192-80f7-7ce99987d165','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7193-a27b-f6027c9c3c85','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7194-afe5-4bfe02a6d60f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7195-919f-9d25b1d8ef06','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7196-a8cf-9c508e417b2a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7197-b9ad-99bdceef53de','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7198-8aee-7b49f349d073','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7199-9822-7f656822c3b1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-719a-9968-89de13552cf2','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-719b-a25a-e3872bab8bbf','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-719c-9dd2-ca61cb7383fc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-719d-8580-5e9fc9afb891','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-719e-b002-139fe375078b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-719f-986e-24f1b3ac4d79','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a0-a73c-5a397000cecb','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a1-b933-6a378858f0a1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a2-bf5c-7999dc8e1b07','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a3-a5f7-23d0bc140ef0','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a4-a63f-c1b04285550b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a5-b43d-ed9908abe505','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a6-bfdb-150769f87288','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a7-8e2a-3c9d538de83d','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a8-93c7-00a9c507c732','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71a9-a67c-83f8dc9122cd','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71aa-b580-0a2318a6b518','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ab-a696-744aade1e4c9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ac-b607-dd036ec704c8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ad-bb75-50ad9b6f404e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ae-840d-4fde030d56c7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71af-a3b7-ac22b7d3da44','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b0-b5af-1b1b28f78a52','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b1-949d-fde1eb30d016','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b2-9b15-31d5eeee3e0f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b3-a3d6-ec23d0861315','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b4-b7ba-5beeb641eb8a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b5-a479-d7707d357282','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b6-b497-ef84b6f5fd0f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b7-87d5-efb21d8da527','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b8-998a-8c26c266afaa','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71b9-891a-5c9a2cdc3759','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ba-aa96-3e4d78978aae','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71bb-bca0-dbfccc741357','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71bc-be19-296a4952ce24','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71bd-8c0c-55c9d528a39c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71be-be7d-3551d32a3135','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71bf-aa80-bcb2d9a7fbef','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c0-ad32-465e4af6b237','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c1-8ffd-aa0d16a643b3','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c2-938c-565032440504','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c3-b2a1-65b09678ec76','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c4-aaa8-bc76339afaca','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c5-9770-9de975459fd7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c6-b80c-5aeec61bea65','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c7-9ae1-13ceb485b17c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c8-b0d1-9d1e807ee613','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71c9-a292-2258cc94c1f7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ca-8091-846c8400b43a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71cb-b407-491e7702b506','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71cc-b03a-47e3af3e3999','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71cd-adb2-272cb2f2cdc4','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ce-857b-b488c4638e54','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71cf-b700-7ab4f7445ef3','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d0-9e34-e36d760ce7e2','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d1-820c-3575c6724ce0','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d2-be9c-c066fbcbb777','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d3-bc7a-815db8ffee9c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d4-8b95-546ddc21ab98','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d5-903e-d28b7e9ad968','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d6-8b62-4516e6a00b91','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d7-890a-a9402546c90c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d8-b540-8ea06e8d2d35','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71d9-9a18-5f0fe7b75330','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71da-8146-912902c77059','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71db-9a02-1c2e8726a78f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71dc-9eed-7b2106b1846e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71dd-9721-d83929722ecf','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71de-8ea4-0ff21e822772','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71df-8116-52710772cb72','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e0-a048-ae65002ff8e6','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e1-a382-989204dd2198','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e2-ac30-c20c7f2dea08','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e3-88ed-c7cc91a05e85','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e4-b70b-5520ad9c29ba','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e5-aeb7-9ede2092ee7a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e6-a313-78f80d2541df','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e7-b8a6-d8b36a306e00','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e8-a0ae-2000ebc742b8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71e9-8e57-7f922985582c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ea-b5e4-1c72ccc01125','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71eb-8020-148d7338c39e','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ec-a3ca-290ae12786ae','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ed-b465-76dcc38a1842','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ee-8dd2-a6d22671c1a1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ef-992a-f8a64798ca2b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f0-b20b-3b8865e6d9f3','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f1-89a7-1a9c31fbb2c6','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f2-af36-d2268812b0bb','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f3-a30c-eae93f9c89ce','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f4-b560-472bbcdccd2c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f5-a642-f032963fd617','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f6-ad0c-3ad4d060c77f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f7-b69e-0decb210658a','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f8-b053-78b7fa4f1fd9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71f9-a21f-76f19117c14d','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71fa-998d-89fe518c4db5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71fb-9f95-6657b480e9e7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71fc-a383-a7e1c8aff990','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71fd-b3bc-cf128abd03d1','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71fe-9273-8f9fc1688e72','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-71ff-8259-6e6f9b2c5aa0','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7200-ac03-ca617f348aef','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7201-b088-7876d41b7c4b','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7202-80fe-67bad0dd22d7','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7203-98b4-8cbc2c0717b2','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7204-a59b-7017bc522de5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a2264f-cf94-7205-8492-806b48ab411c','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7142-9374-df2d76866868','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a2264f-cf94-7109-bdd2-cfc2011ccdf5','01a2264e-e511-719e-af31-a9f6d613116c','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 07:57:14.583','2026-11-29 07:57:14.583');
INSERT INTO "runbook_contacts" VALUES('01a2264f-cf94-7116-8428-cb4e58a5c76f','01a2264e-e511-719e-af31-a9f6d613116c','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 07:57:14.590','2026-11-29 07:57:14.590');
INSERT INTO "runbook_steps" VALUES('01a2264f-cf94-710b-a755-dcdd9ac03699','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 07:57:14.583','2026-11-29 07:57:14.583');
INSERT INTO "runbook_steps" VALUES('01a2264f-cf94-710d-9902-18e609af2bcc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 07:57:14.583','2026-11-29 07:57:14.583');
INSERT INTO "runbook_steps" VALUES('01a2264f-cf94-710f-b28d-542f257607b9','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 07:57:14.583','2026-11-29 07:57:14.583');
INSERT INTO "runbook_steps" VALUES('01a2264f-cf94-7111-a548-850c87d3c7ff','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 07:57:14.583','2026-11-29 07:57:14.583');
INSERT INTO "runbook_steps" VALUES('01a2264f-cf94-7113-b66c-801515ff8ddc','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 07:57:14.583','2026-11-29 07:57:14.583');
INSERT INTO "runbook_steps" VALUES('01a2264f-cf94-7119-91c5-5aa49ced6e9f','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','contact','Call 0-0',NULL,'01a2264f-cf94-7116-8428-cb4e58a5c76f','a6','2026-11-29 07:57:14.590','2026-11-29 07:57:14.590');
INSERT INTO "runbook_uses" VALUES('01a2264f-cf94-711c-88ed-d5e868053cc8','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7109-bdd2-cfc2011ccdf5','2026-11-29 07:57:14.591','sad','meh','["01a2264f-cf94-7119-91c5-5aa49ced6e9f"]','2026-11-29 07:57:14.591');
INSERT INTO "runbook_settings" VALUES('01a2264f-cf94-712e-a039-c5781469f30f','01a2264e-e511-719e-af31-a9f6d613116c','112','2026-11-29 07:57:14.601');
INSERT INTO "task_headings" VALUES('01a2264f-cf94-70aa-961c-297cf2022ad5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7093-8c92-21ded3e1502d','Heading 0-0',0,'a1','2026-11-29 07:57:14.463',NULL);
INSERT INTO "pacts" VALUES('01a2264f-cf94-711f-9857-eed2f32e01c5','01a2264e-e511-719e-af31-a9f6d613116c','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 07:57:14.598','2026-11-29 07:57:14.592','2026-11-29 07:57:14.598','goal','01a2264e-e52c-715c-b677-0effa5287edc','sam@example.org','habit','01a2264f-cf94-70dd-8b65-553acb3059ad',NULL);
INSERT INTO "pacts" VALUES('01a2264f-cf94-7127-bbce-910368dafd85','01a2264e-e511-719e-af31-a9f6d613116c','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 07:57:14.599','2026-11-29 07:57:14.599','block','01a2264f-cf94-7073-a996-ddabb4959395',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a2264f-cf94-7122-913d-91c2f5b670b5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-711f-9857-eed2f32e01c5','2026-11-29',1,'Reason 0-0','2026-11-29 07:57:14.594');
INSERT INTO "practice_sessions" VALUES('01a2264f-cf94-712a-ad9b-e82eef716c89','01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29 07:47:14.600',10,'Sat 0-0','2026-11-29 07:57:14.600','happy');
INSERT INTO "plan_feeds" VALUES('01a2264f-cf94-712c-bb98-d99478a8e3a8','01a2264e-e511-719e-af31-a9f6d613116c',NULL,'cc8b5b8f44b5fd69bdd2d5ee8cf3c5a92c8f101107c41e4edc3433d42f98d8d7','2026-11-29 07:57:14.600',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a2264f-cf94-7087-9fa3-9bc59ffa5904','01a2264e-e511-719e-af31-a9f6d613116c','Template 0-0','day','2026-11-29 07:57:14.439','2026-11-29 07:57:14.439');
INSERT INTO "plan_template_blocks" VALUES('01a2264f-cf94-7089-b721-cb75a5b18274','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7087-9fa3-9bc59ffa5904',0,375,45,'Block 0-0','01a2264e-e52c-715c-b677-0effa5287edc','01a2264e-e52b-7053-969b-ad186cd2b0bc');
INSERT INTO "plan_template_blocks" VALUES('01a2264f-cf94-708b-8a51-c8b74eb78cf5','01a2264e-e511-719e-af31-a9f6d613116c','01a2264f-cf94-7087-9fa3-9bc59ffa5904',0,375,45,'Area block 0-0',NULL,'01a2264e-e52b-7053-969b-ad186cd2b0bc');
INSERT INTO "food_days" VALUES('01a2264e-e511-719e-af31-a9f6d613116c','2026-11-29',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a2264e-e511-719e-af31-a9f6d613116c','2026-11-27',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a2264e-e511-719e-af31-a9f6d613116c','Europe/Berlin',0,0);
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
CREATE UNIQUE INDEX plan_templates_owner_name ON plan_templates(owner_id, name);
CREATE INDEX plan_template_blocks_template ON plan_template_blocks(owner_id, template_id, day_offset, start_minute);
CREATE INDEX tasks_owner_goal ON tasks(owner_id, goal_id) WHERE goal_id IS NOT NULL;
CREATE TRIGGER food_events_immutable BEFORE UPDATE ON food_events
BEGIN SELECT RAISE(ABORT, 'food events are immutable; append a correction or retraction'); END;
CREATE TRIGGER food_events_counted_insert AFTER INSERT ON food_events
BEGIN UPDATE food_day_basis SET pending = pending + 1 WHERE owner_id = NEW.owner_id; END;
CREATE TRIGGER food_events_counted_delete AFTER DELETE ON food_events
BEGIN UPDATE food_day_basis SET pending = pending + 1 WHERE owner_id = OLD.owner_id; END;
CREATE INDEX intentions_owner_hours ON intentions(owner_id, state, started_epoch, ends_at);
CREATE TRIGGER intentions_started_epoch_insert AFTER INSERT ON intentions
BEGIN UPDATE intentions SET started_epoch = CAST(strftime('%s', NEW.started_at) AS INTEGER) WHERE owner_id = NEW.owner_id AND id = NEW.id; END;
CREATE TRIGGER intentions_started_epoch_update AFTER UPDATE OF started_at, started_epoch ON intentions
WHEN NEW.started_epoch IS NOT CAST(strftime('%s', NEW.started_at) AS INTEGER)
BEGIN UPDATE intentions SET started_epoch = CAST(strftime('%s', NEW.started_at) AS INTEGER) WHERE owner_id = NEW.owner_id AND id = NEW.id; END;
COMMIT;

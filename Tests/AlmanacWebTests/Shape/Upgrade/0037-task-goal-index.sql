-- An Almanac database at migration level 0037-task-goal-index (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 01:29:38.880','dayMonth');
INSERT INTO "credentials" VALUES('01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','$2b$06$MinpiHtX3Ls2xBRYlBMlneuavGYeD5ffBUaq1884B95oYUEhoSnqO');
INSERT INTO "changes" VALUES('01a224ec-0b58-70bb-a236-a96ed39bd771','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b58-70b9-8d7a-e846c7f4296e','weeks','01a224ec-0b58-70ba-8c87-8e4c01410ba4','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a224ec-0b58-70ba-8c87-8e4c01410ba4","length_days":7,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 01:29:38.904','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b58-70bc-8682-14bf5f344893','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b58-70b9-8d7a-e846c7f4296e','weeks','01a224ec-0b58-70ba-8c87-8e4c01410ba4','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a224ec-0b58-70ba-8c87-8e4c01410ba4","length_days":7,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_day":"2026-11-23","started_at":"2026-11-29 01:29:38.904"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a224ec-0b58-70ba-8c87-8e4c01410ba4","length_days":7,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_day":"2026-11-23","started_at":null}','2026-11-29 01:29:38.904','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b62-70f9-839d-49c56a86aaab','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b62-70f7-af16-0d62c37dd84f','standups','01a224ec-0b62-70f8-8606-7114ff2d896c','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a224ec-0b62-70f8-8606-7114ff2d896c","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","updated_at":"2026-11-29 01:29:38.914"}',NULL,'2026-11-29 01:29:38.914','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b66-7061-bc52-5aee04c16374','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b66-705f-811e-73b0047072af','retrospectives','01a224ec-0b66-7060-bcdd-527e6c53b8e6','insert','{"id":"01a224ec-0b66-7060-bcdd-527e6c53b8e6","improve":"Sleep","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","updated_at":"2026-11-29 01:29:38.918","week_id":"01a224ec-0b58-70ba-8c87-8e4c01410ba4","went_well":"Focus"}',NULL,'2026-11-29 01:29:38.918','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b68-713f-bf78-58499aff85d1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b68-713d-a533-8370d64cc4fd','energy_profiles','01a224ec-0b68-713e-88bc-4a1e5d4d485d','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a224ec-0b68-713e-88bc-4a1e5d4d485d","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","sex":"female"}',NULL,'2026-11-29 01:29:38.920','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b6d-70e7-9a7e-442fc93aefa7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b6d-70e5-a8dc-06b07951c97e','areas','01a224ec-0b6d-70e6-9fb6-7740816b141c','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 01:29:38.925","icon":null,"id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","name":"Area 0-0","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:38.925','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b6f-7060-9e15-f3b52840a0c1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b6f-705e-aaa5-4deb0c1a68a3','weekly_goals','01a224ec-0b6f-705f-842f-2156862fa40e','insert','{"added_mid_sprint":1,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","created_at":"2026-11-29 01:29:38.927","estimate_hours":2,"id":"01a224ec-0b6f-705f-842f-2156862fa40e","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a224ec-0b58-70ba-8c87-8e4c01410ba4"}',NULL,'2026-11-29 01:29:38.927','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b72-71f6-bbe1-756703aca321','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b72-71f4-9e96-068f4f18df6f','intentions','01a224ec-0b72-71f5-a9f8-053f4ac5695d','insert','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":null,"ends_at":"2026-11-29 01:54:38.930","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-0b72-71f5-a9f8-053f4ac5695d","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.930","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 01:29:38.930','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b79-7139-bdf7-23e356502efe','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b79-7137-bec8-917be2c47ee2','distractions','01a224ec-0b79-7138-9517-09222944b483','insert','{"at":"2026-11-29 01:29:38.937","id":"01a224ec-0b79-7138-9517-09222944b483","intention_id":"01a224ec-0b72-71f5-a9f8-053f4ac5695d","note":null,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 01:29:38.937','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-0b7a-7111-b30e-a3be67c7ef85','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b7a-7110-8186-e1063aeb84d5','intentions','01a224ec-0b72-71f5-a9f8-053f4ac5695d','update','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":"2026-11-29 01:29:38.938","ends_at":"2026-11-29 01:54:38.930","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-0b72-71f5-a9f8-053f4ac5695d","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.930","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":null,"ends_at":"2026-11-29 01:54:38.930","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-0b72-71f5-a9f8-053f4ac5695d","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.930","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 01:29:38.938','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-700e-9d87-375df54efaf2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-700d-8f0a-31874fd34b0b','intentions','01a224ec-0b72-71f5-a9f8-053f4ac5695d','update','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":"2026-11-29 01:29:38.938","ends_at":"2026-11-29 01:54:38.930","feeling":"happy","goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-0b72-71f5-a9f8-053f4ac5695d","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":25,"rated_at":"2026-11-29 01:30:38.940","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.930","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":"2026-11-29 01:29:38.938","ends_at":"2026-11-29 01:54:38.930","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-0b72-71f5-a9f8-053f4ac5695d","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.930","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 01:30:38.940','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7011-9453-5e3b3349dccc','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-700f-b8ec-9b07d0b4a223','action_items','01a224ec-f5db-7010-ad94-ae21867ba84e','insert','{"created_at":"2026-11-29 01:29:38.951","done":0,"id":"01a224ec-f5db-7010-ad94-ae21867ba84e","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","text":"Action 0-0","week_id":"01a224ec-0b58-70ba-8c87-8e4c01410ba4"}',NULL,'2026-11-29 01:29:38.951','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7014-a9a7-eb6838b641e1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7012-86d8-55c181c3e4a7','plan_blocks','01a224ec-f5db-7013-9ee2-d83cde3438b6','insert','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","cause":null,"created_at":"2026-11-29 01:29:38.952","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7013-9ee2-d83cde3438b6","minutes":45,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 01:29:38.952"}',NULL,'2026-11-29 01:29:38.952','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7017-8429-a458445a4f07','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7015-9591-f156d4a75458','intentions','01a224ec-f5db-7016-b6ee-2021737522fc','insert','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":"01a224ec-f5db-7013-9ee2-d83cde3438b6","ended_at":null,"ends_at":"2026-11-29 02:14:38.954","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7016-b6ee-2021737522fc","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.954","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 01:29:38.954','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7019-b054-fc96634d5f5b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7018-aba2-523519243082','intentions','01a224ec-f5db-7016-b6ee-2021737522fc','update','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":"01a224ec-f5db-7013-9ee2-d83cde3438b6","ended_at":"2026-11-29 01:29:38.955","ends_at":"2026-11-29 02:14:38.954","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7016-b6ee-2021737522fc","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.954","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":"01a224ec-f5db-7013-9ee2-d83cde3438b6","ended_at":null,"ends_at":"2026-11-29 02:14:38.954","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7016-b6ee-2021737522fc","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:38.954","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 01:29:38.955','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-701c-b1ed-25bc503a0ff9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-701a-b220-42aca5afc1c4','plan_blocks','01a224ec-f5db-701b-9e35-4fce7cdd7ba7','insert','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","cause":null,"created_at":"2026-11-29 01:29:38.961","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a224ec-f5db-701b-9e35-4fce7cdd7ba7","minutes":30,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 01:29:38.961"}',NULL,'2026-11-29 01:29:38.961','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-701f-a2d8-bc7a20205272','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-701d-89f2-0bf25f324998','plan_block_versions','01a224ec-f5db-701e-93fb-0591c8b13797','insert','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":"01a224ec-f5db-701b-9e35-4fce7cdd7ba7","change":"moved","day":"2026-11-29","id":"01a224ec-f5db-701e-93fb-0591c8b13797","minutes":30,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","reason":"Longer than planned","recorded_at":"2026-11-29 01:29:38.962","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 01:29:38.962','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7020-8913-46e1f0b3d713','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-701d-89f2-0bf25f324998','plan_blocks','01a224ec-f5db-701b-9e35-4fce7cdd7ba7','update','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","cause":null,"created_at":"2026-11-29 01:29:38.961","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a224ec-f5db-701b-9e35-4fce7cdd7ba7","minutes":45,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 01:29:38.962"}','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","cause":null,"created_at":"2026-11-29 01:29:38.961","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a224ec-f5db-701b-9e35-4fce7cdd7ba7","minutes":30,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 01:29:38.961"}','2026-11-29 01:29:38.962','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7023-a17c-2b2097f8307f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7021-bca1-e6caa3c5e17f','plan_blocks','01a224ec-f5db-7022-850b-62b4f1db869f','insert','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","cause":null,"created_at":"2026-11-29 01:29:38.964","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a224ec-f5db-7022-850b-62b4f1db869f","minutes":15,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 01:29:38.964"}',NULL,'2026-11-29 01:29:38.964','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7025-a1ad-f873f250d1b2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7024-ad95-82edda597d4d','plan_blocks','01a224ec-f5db-7022-850b-62b4f1db869f','update','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","cause":"internal","created_at":"2026-11-29 01:29:38.964","day":"2026-11-28","disposed_at":"2026-11-29 01:29:38.965","disposition":"backToList","goal_id":null,"id":"01a224ec-f5db-7022-850b-62b4f1db869f","minutes":15,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 01:29:38.964"}','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","cause":null,"created_at":"2026-11-29 01:29:38.964","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a224ec-f5db-7022-850b-62b4f1db869f","minutes":15,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 01:29:38.964"}','2026-11-29 01:29:38.965','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7028-94a6-6af5883a1eb3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7026-81ce-880bc2e661af','plan_templates','01a224ec-f5db-7027-8a79-f239e7a8b794','insert','{"created_at":"2026-11-29 01:29:38.966","id":"01a224ec-f5db-7027-8a79-f239e7a8b794","name":"Template 0-0","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","scope":"day","updated_at":"2026-11-29 01:29:38.966"}',NULL,'2026-11-29 01:29:38.966','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-702a-862f-69bb61937a7a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7026-81ce-880bc2e661af','plan_template_blocks','01a224ec-f5db-7029-9622-8b0665df11ed','insert','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","day_offset":0,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7029-9622-8b0665df11ed","minutes":45,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"template_id":"01a224ec-f5db-7027-8a79-f239e7a8b794","title":"Block 0-0"}',NULL,'2026-11-29 01:29:38.966','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-702c-b209-3c1b963c352b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7026-81ce-880bc2e661af','plan_template_blocks','01a224ec-f5db-702b-843f-21928902e999','insert','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","day_offset":0,"goal_id":null,"id":"01a224ec-f5db-702b-843f-21928902e999","minutes":45,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_minute":375,"template_id":"01a224ec-f5db-7027-8a79-f239e7a8b794","title":"Area block 0-0"}',NULL,'2026-11-29 01:29:38.966','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-702f-9609-8664752ea2de','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-702d-98ff-245971cf7bf9','weeks','01a224ec-f5db-702e-9987-15ee21785cc1','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a224ec-f5db-702e-9987-15ee21785cc1","length_days":7,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 01:29:38.976','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7031-9232-18dd73e77819','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-702d-98ff-245971cf7bf9','weekly_goals','01a224ec-f5db-7030-a9a2-2e3954a95962','insert','{"added_mid_sprint":0,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","created_at":"2026-11-29 01:29:38.976","estimate_hours":3,"id":"01a224ec-f5db-7030-a9a2-2e3954a95962","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a224ec-f5db-702e-9987-15ee21785cc1"}',NULL,'2026-11-29 01:29:38.976','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7034-9fbe-97ab6f353e85','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7032-8931-adb87a28736e','task_lists','01a224ec-f5db-7033-ba8e-eb52f4b91cfa','insert','{"archived":0,"color":null,"created_at":"2026-11-29 01:29:38.985","icon":null,"id":"01a224ec-f5db-7033-ba8e-eb52f4b91cfa","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:38.985','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7037-98f7-3a9cfde92252','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7035-ae46-b64be07b5a6b','tasks','01a224ec-f5db-7036-b73b-ec35b17d469b','insert','{"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","created_at":"2026-11-29 01:29:38.986","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","heading_id":null,"id":"01a224ec-f5db-7036-b73b-ec35b17d469b","import_key":null,"list_id":"01a224ec-f5db-7033-ba8e-eb52f4b91cfa","list_key":"a1","notes":"","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 01:29:38.986"}',NULL,'2026-11-29 01:29:38.986','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7039-bdb0-e5ab4bc9d50d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7035-ae46-b64be07b5a6b','task_tags','01a224ec-f5db-7038-ac03-4f2302330287','insert','{"id":"01a224ec-f5db-7038-ac03-4f2302330287","name":"errand","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:38.986','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-703b-9f0b-7e38e55b55a1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7035-ae46-b64be07b5a6b','task_tag_links','01a224ec-f5db-703a-9ca9-5dc37280a56f','insert','{"id":"01a224ec-f5db-703a-9ca9-5dc37280a56f","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","tag_id":"01a224ec-f5db-7038-ac03-4f2302330287","task_id":"01a224ec-f5db-7036-b73b-ec35b17d469b"}',NULL,'2026-11-29 01:29:38.986','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-703d-b007-0a7cc8ff5590','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7035-ae46-b64be07b5a6b','task_checklist_items','01a224ec-f5db-703c-8a4e-1f6991be624d','insert','{"done":0,"id":"01a224ec-f5db-703c-8a4e-1f6991be624d","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","task_id":"01a224ec-f5db-7036-b73b-ec35b17d469b","title":"Step"}',NULL,'2026-11-29 01:29:38.986','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7040-a0a4-76355c02b2b7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-703e-830b-3b7d668b9387','system_settings','01a224ec-f5db-703f-8768-1e9b7e46b458','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a224ec-f5db-703f-8768-1e9b7e46b458","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 01:29:39.000','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7043-b72f-fe92e217075e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7041-9dd0-9fae3b73510e','intentions','01a224ec-f5db-7042-8227-f3e669d085bf','insert','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":null,"ends_at":"2026-11-29 01:44:39.006","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7042-8227-f3e669d085bf","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:39.006","state":"running","tags":"[]","task_id":"01a224ec-f5db-7036-b73b-ec35b17d469b","what":"Task 0-0"}',NULL,'2026-11-29 01:29:39.006','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7045-a9d6-a1912f69371e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7044-853c-745f185bde10','intentions','01a224ec-f5db-7042-8227-f3e669d085bf','update','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":"2026-11-29 01:29:39.007","ends_at":"2026-11-29 01:44:39.006","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7042-8227-f3e669d085bf","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:39.006","state":"endedEarly","tags":"[]","task_id":"01a224ec-f5db-7036-b73b-ec35b17d469b","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","block_id":null,"ended_at":null,"ends_at":"2026-11-29 01:44:39.006","feeling":null,"goal_id":"01a224ec-0b6f-705f-842f-2156862fa40e","id":"01a224ec-f5db-7042-8227-f3e669d085bf","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 01:29:39.006","state":"running","tags":"[]","task_id":"01a224ec-f5db-7036-b73b-ec35b17d469b","what":"Task 0-0"}','2026-11-29 01:29:39.007','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7048-b2ec-cc8174a88cdf','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7046-b6df-26ce52f17a72','tasks','01a224ec-f5db-7047-9f05-a70730a4365a','insert','{"area_id":null,"created_at":"2026-11-29 01:29:39.010","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a224ec-f5db-7047-9f05-a70730a4365a","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 01:29:39.010"}',NULL,'2026-11-29 01:29:39.010','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-704b-894c-2d7285ac64c0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7049-a0a4-d23a52235d03','task_headings','01a224ec-f5db-704a-b4a0-ff52ba4cee69','insert','{"archived":0,"created_at":"2026-11-29 01:29:39.012","id":"01a224ec-f5db-704a-b4a0-ff52ba4cee69","import_key":null,"list_id":"01a224ec-f5db-7033-ba8e-eb52f4b91cfa","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","title":"Heading 0-0"}',NULL,'2026-11-29 01:29:39.012','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-704e-a551-70b0482438fc','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-704c-9cef-0c227c6bfbeb','tasks','01a224ec-f5db-704d-8dcc-eeea156a91f4','insert','{"area_id":null,"created_at":"2026-11-29 01:29:39.017","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a224ec-f5db-704a-b4a0-ff52ba4cee69","id":"01a224ec-f5db-704d-8dcc-eeea156a91f4","import_key":null,"list_id":"01a224ec-f5db-7033-ba8e-eb52f4b91cfa","list_key":"a2","notes":"","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 01:29:39.017"}',NULL,'2026-11-29 01:29:39.017','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7051-b605-e8847b37b279','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-704f-a65f-c44aa25c8bae','task_lists','*','insert','{"ids":["01a224ec-f5db-7050-b839-d4c157083327"]}',NULL,'2026-11-29 01:29:39.021','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7054-809d-59ce4c46ed80','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-704f-a65f-c44aa25c8bae','tasks','*','insert','{"ids":["01a224ec-f5db-7052-8254-811cbb85e913"]}',NULL,'2026-11-29 01:29:39.025','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7055-bf27-c7c74d5a8e53','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-704f-a65f-c44aa25c8bae','task_tag_links','*','insert','{"ids":["01a224ec-f5db-7053-91d2-d76ee5706d01"]}',NULL,'2026-11-29 01:29:39.025','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7058-8f36-ae4300501840','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7056-aa7c-c3522c28302e','timelines','01a224ec-f5db-7057-a99d-be1b7e4089df','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 01:29:39.033","icon":"","id":"01a224ec-f5db-7057-a99d-be1b7e4089df","name":"Timeline 0-0","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.033','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-705b-abe8-187e93c00fd9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7059-b6ee-3438b5fa981b','timeline_events','01a224ec-f5db-705a-8dae-4c9901014d32','insert','{"created_at":"2026-11-29 01:29:39.035","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a224ec-f5db-705a-8dae-4c9901014d32","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a224ec-f5db-7057-a99d-be1b7e4089df","title":"Job 0-0","updated_at":"2026-11-29 01:29:39.035"}',NULL,'2026-11-29 01:29:39.035','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-705e-bdf0-afdf9ceaa66b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-705c-8c6a-171cc4e3ab27','timeline_events','01a224ec-f5db-705d-a1be-c0f8e403b704','insert','{"created_at":"2026-11-29 01:29:39.041","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a224ec-f5db-705d-a1be-c0f8e403b704","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a224ec-f5db-7057-a99d-be1b7e4089df","title":"Trip 0-0","updated_at":"2026-11-29 01:29:39.041"}',NULL,'2026-11-29 01:29:39.041','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7061-b91b-19d5b79608a3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-705f-909d-530dc0cc2351','timeline_queries','01a224ec-f5db-7060-9cc9-d5746379099e','insert','{"created_at":"2026-11-29 01:29:39.046","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a224ec-f5db-7060-9cc9-d5746379099e","name":"Query 0-0","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.046','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7064-b443-c69b0581e52d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7062-ba62-2a8fdf545906','food_events','01a224ec-f5db-7063-bd22-6af7eeb678b5','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a224ec-f5db-7063-bd22-6af7eeb678b5","kind":"record","occurred_at":"2026-11-29 01:29:39.052","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","recorded_at":"2026-11-29 01:29:39.052","refers_to":null}',NULL,'2026-11-29 01:29:39.052','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7067-9818-cd6b22bc86a2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7065-ac15-bf324a6fbaa3','recipes','01a224ec-f5db-7066-b08c-4856ebb7e21c','insert','{"created_at":"2026-11-29 01:29:39.054","id":"01a224ec-f5db-7066-b08c-4856ebb7e21c","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","servings":2,"total_grams":300,"updated_at":"2026-11-29 01:29:39.054","yield_grams":null}',NULL,'2026-11-29 01:29:39.054','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7069-a656-f6f986b7de75','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7065-ac15-bf324a6fbaa3','recipe_ingredients','01a224ec-f5db-7068-9ccf-48dc68921705','insert','{"food_id":"09040","grams":100,"id":"01a224ec-f5db-7068-9ccf-48dc68921705","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","position":0,"recipe_id":"01a224ec-f5db-7066-b08c-4856ebb7e21c"}',NULL,'2026-11-29 01:29:39.054','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-706b-86b1-9884e7397d12','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7065-ac15-bf324a6fbaa3','recipe_ingredients','01a224ec-f5db-706a-96a2-1fca924165be','insert','{"food_id":"01079","grams":200,"id":"01a224ec-f5db-706a-96a2-1fca924165be","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","position":1,"recipe_id":"01a224ec-f5db-7066-b08c-4856ebb7e21c"}',NULL,'2026-11-29 01:29:39.054','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-706e-99c5-f0f50fdb1a27','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-706c-96b3-7cf97a4cbc11','custom_foods','01a224ec-f5db-706d-87d8-c3c779050147','insert','{"created_at":"2026-11-29 01:29:39.065","id":"01a224ec-f5db-706d-87d8-c3c779050147","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 01:29:39.065"}',NULL,'2026-11-29 01:29:39.065','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7071-b28a-b8b358667fc1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-706f-b631-bfd309a2a7bf','food_events','01a224ec-f5db-7070-859f-66b19bfeee46','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a224ec-f5db-7070-859f-66b19bfeee46","kind":"record","occurred_at":"2026-11-29 01:29:39.066","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","recorded_at":"2026-11-29 01:29:39.066","refers_to":null}',NULL,'2026-11-29 01:29:39.066','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7074-a7eb-95402f2ba972','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7072-a292-f9fd1473a41d','food_events','01a224ec-f5db-7073-ad9d-7d1ff2a2970f','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a224ec-f5db-7073-ad9d-7d1ff2a2970f","kind":"record","occurred_at":"2026-11-29 01:29:39.067","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","recorded_at":"2026-11-29 01:29:39.067","refers_to":null}',NULL,'2026-11-29 01:29:39.067','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7077-97c8-829708fcbf43','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7075-b3b4-181d2be367c0','price_comparisons','01a224ec-f5db-7076-8ee6-b6bfd19f170a','insert','{"created_at":"2026-11-29 01:29:39.069","display_unit":"100 ml","id":"01a224ec-f5db-7076-8ee6-b6bfd19f170a","name":"Comparison 0-0","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","unit_system":"metric","updated_at":"2026-11-29 01:29:39.069"}',NULL,'2026-11-29 01:29:39.069','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7079-a101-2a13013e239b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7075-b3b4-181d2be367c0','price_products','01a224ec-f5db-7078-8c8f-a0377db2d2f1','insert','{"comparison_id":"01a224ec-f5db-7076-8ee6-b6bfd19f170a","id":"01a224ec-f5db-7078-8c8f-a0377db2d2f1","name":"Bertolli","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 01:29:39.069','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-707b-a529-5c1883fda041','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7075-b3b4-181d2be367c0','price_products','01a224ec-f5db-707a-a903-c6f42b4be322','insert','{"comparison_id":"01a224ec-f5db-7076-8ee6-b6bfd19f170a","id":"01a224ec-f5db-707a-a903-c6f42b4be322","name":"Monini","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 01:29:39.069','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-707e-8a17-8e5e7ee64ca3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-707c-8488-2c5e9fcfc003','habits','01a224ec-f5db-707d-b0f3-e8a8c8780141','insert','{"archived":0,"area_id":"01a224ec-0b6d-70e6-9fb6-7740816b141c","color":null,"created_at":"2026-11-29 01:29:39.073","emoji":"📚","id":"01a224ec-f5db-707d-b0f3-e8a8c8780141","name":"Habit 0-0","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 01:29:39.073"}',NULL,'2026-11-29 01:29:39.073','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7081-8ddd-059cc42a1c6f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-707f-a756-94958694f4bd','habit_check_ins','01a224ec-f5db-7080-a96f-9f2fefe1318c','insert','{"amount":1,"created_at":"2026-11-29 01:29:39.085","day":"2026-11-28","habit_id":"01a224ec-f5db-707d-b0f3-e8a8c8780141","id":"01a224ec-f5db-7080-a96f-9f2fefe1318c","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.085','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7084-a67c-73ccfe5eca2e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7082-9d6e-b4e8b4aeca79','habit_check_ins','01a224ec-f5db-7083-b92a-ee89ef30dbbf','insert','{"amount":1,"created_at":"2026-11-29 01:29:39.087","day":"2026-11-29","habit_id":"01a224ec-f5db-707d-b0f3-e8a8c8780141","id":"01a224ec-f5db-7083-b92a-ee89ef30dbbf","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.087','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7087-b51f-04451ffbc58c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7085-8147-cca8c2f9e4bb','habit_rest_days','01a224ec-f5db-7086-b76c-a3a5aafec8d9','insert','{"created_at":"2026-11-29 01:29:39.088","day":"2026-12-01","habit_id":"01a224ec-f5db-707d-b0f3-e8a8c8780141","id":"01a224ec-f5db-7086-b76c-a3a5aafec8d9","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.088','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-708a-b2da-f8421edbb135','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7088-848f-2d5e9c3c38bc','habits','01a224ec-f5db-7089-805b-21b155ec7ec3','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 01:29:39.090","emoji":"","id":"01a224ec-f5db-7089-805b-21b155ec7ec3","name":"Water 0-0","order_key":"a2","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 01:29:39.090"}',NULL,'2026-11-29 01:29:39.090','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-708d-9238-32d0bdf1c185','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-708b-a1f7-ee19939ecfc3','habit_check_ins','01a224ec-f5db-708c-b513-9e6e694a0fcb','insert','{"amount":4,"created_at":"2026-11-29 01:29:39.091","day":"2026-11-29","habit_id":"01a224ec-f5db-7089-805b-21b155ec7ec3","id":"01a224ec-f5db-708c-b513-9e6e694a0fcb","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.091','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7090-a92e-79e0cf0f18b6','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-708e-8c29-016389a95d71','lift_sessions','01a224ec-f5db-708f-8ac4-86012242e222','insert','{"created_at":"2026-11-29 01:29:39.128","day":"2026-11-29","id":"01a224ec-f5db-708f-8ac4-86012242e222","name":"Workout","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","updated_at":"2026-11-29 01:29:39.128"}',NULL,'2026-11-29 01:29:39.128','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7092-93d8-30a09ba3c0b1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-708e-8c29-016389a95d71','lift_sets','01a224ec-f5db-7091-ab80-5d5f2bf05542','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 01:29:39.128","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a224ec-f5db-7091-ab80-5d5f2bf05542","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","position":0,"rate_hz":20,"recorded_at":"2026-11-29 01:29:39.128","reps":3,"session_id":"01a224ec-f5db-708f-8ac4-86012242e222","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 01:29:39.128','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7093-a069-bb220d83f638','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-708e-8c29-016389a95d71','lift_streams','01a224ec-f5db-7091-ab80-5d5f2bf05542','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a224ec-f5db-7091-ab80-5d5f2bf05542","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.128','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7096-9967-ee1af5b5a0c8','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7094-bff2-2e4c157c0d2d','lift_templates','01a224ec-f5db-7095-846c-835a1797e225','insert','{"created_at":"2026-11-29 01:29:39.141","goal_reps":8,"id":"01a224ec-f5db-7095-846c-835a1797e225","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","sets":3}',NULL,'2026-11-29 01:29:39.141','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-7099-a7db-3b6f244ac501','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7097-aa8f-55b3e4bfc16b','lift_defaults','01a224ec-f5db-7098-85c4-5fbbc0f4262d','insert','{"id":"01a224ec-f5db-7098-85c4-5fbbc0f4262d","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 01:29:39.145","velocity_loss_target":25}',NULL,'2026-11-29 01:29:39.145','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-709c-a8b9-ca165dfce12c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-709b-8509-54b9ec5369d7','day_photos','01a224ec-f5db-709a-9729-505b6110a06e','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 01:29:39.147","day":"2026-11-29","id":"01a224ec-f5db-709a-9729-505b6110a06e","kind":"png","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.147','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-709f-9ed0-985b51db50f7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-709d-9456-359e06295572','journal_entries','01a224ec-f5db-709e-b26d-1e103df41e53','insert','{"created_at":"2026-11-29 01:29:39.149","day":"2026-11-29","id":"01a224ec-f5db-709e-b26d-1e103df41e53","location":"Berlin","mood":"happy","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 01:29:39.149","written_at":"2026-11-29 01:29:39.149"}',NULL,'2026-11-29 01:29:39.149','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70a2-879b-6c6a29d407b3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a0-b947-667589f5066c','journal_entries','01a224ec-f5db-70a1-a420-2fc673b023ff','insert','{"created_at":"2026-11-29 01:29:39.156","day":"2025-11-28","id":"01a224ec-f5db-70a1-a420-2fc673b023ff","location":null,"mood":null,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 01:29:39.156","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 01:29:39.156','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70a5-a1e8-94c5ab69719b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a4-af54-54e28fac2c8c','day_photos','01a224ec-f5db-70a3-96e2-dd59a0e903c2','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 01:29:39.165","day":"2026-11-29","id":"01a224ec-f5db-70a3-96e2-dd59a0e903c2","kind":"png","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b"}',NULL,'2026-11-29 01:29:39.166','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70a7-8a06-04223543e8bf','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a4-af54-54e28fac2c8c','journal_photos','01a224ec-f5db-70a6-ae08-1f2655814110','insert','{"entry_id":"01a224ec-f5db-709e-b26d-1e103df41e53","id":"01a224ec-f5db-70a6-ae08-1f2655814110","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","photo_id":"01a224ec-f5db-70a3-96e2-dd59a0e903c2","source_id":null}',NULL,'2026-11-29 01:29:39.166','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70aa-bcba-5f1f358bd0ba','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a8-b945-a21097d6cf3d','runbooks','01a224ec-f5db-70a9-98fd-27dd50a75e45','insert','{"created_at":"2026-11-29 01:29:39.170","id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","name":"When I''m anxious","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","updated_at":"2026-11-29 01:29:39.170","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 01:29:39.170','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70ac-bfe5-390d872ccef7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a8-b945-a21097d6cf3d','runbook_steps','01a224ec-f5db-70ab-a73d-aaf7a6f4f1c8','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 01:29:39.170","id":"01a224ec-f5db-70ab-a73d-aaf7a6f4f1c8","kind":"text","order_key":"a1","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","runbook_id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 01:29:39.170"}',NULL,'2026-11-29 01:29:39.170','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70ae-a11b-e5f7f80c242a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a8-b945-a21097d6cf3d','runbook_steps','01a224ec-f5db-70ad-ba32-00ea56237855','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 01:29:39.170","id":"01a224ec-f5db-70ad-ba32-00ea56237855","kind":"breathing","order_key":"a2","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","runbook_id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 01:29:39.170"}',NULL,'2026-11-29 01:29:39.170','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70b0-8f4c-e057a282d13d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a8-b945-a21097d6cf3d','runbook_steps','01a224ec-f5db-70af-8b41-8385c11a198b','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 01:29:39.170","id":"01a224ec-f5db-70af-8b41-8385c11a198b","kind":"grounding","order_key":"a3","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","runbook_id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 01:29:39.170"}',NULL,'2026-11-29 01:29:39.170','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70b2-8e6a-abdeffeb8161','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a8-b945-a21097d6cf3d','runbook_steps','01a224ec-f5db-70b1-998a-9ab08849cd83','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 01:29:39.170","id":"01a224ec-f5db-70b1-998a-9ab08849cd83","kind":"text","order_key":"a4","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","runbook_id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 01:29:39.170"}',NULL,'2026-11-29 01:29:39.170','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70b4-9ca6-c203398e823b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a8-b945-a21097d6cf3d','runbook_steps','01a224ec-f5db-70b3-a1f9-3685357c02c9','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 01:29:39.170","id":"01a224ec-f5db-70b3-a1f9-3685357c02c9","kind":"contact","order_key":"a5","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","runbook_id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 01:29:39.170"}',NULL,'2026-11-29 01:29:39.170','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70b7-990d-5b7e4dd3eeb2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70b5-bf6d-a23c57b7e646','runbook_contacts','01a224ec-f5db-70b6-95bb-4e3532512e74','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 01:29:39.177","id":"01a224ec-f5db-70b6-95bb-4e3532512e74","name":"Contact 0-0","note":"friend","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","phone":"030 0","updated_at":"2026-11-29 01:29:39.177"}',NULL,'2026-11-29 01:29:39.177','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70ba-a98f-96681be3c1a3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70b8-bc33-d302d000a790','runbook_steps','01a224ec-f5db-70b9-b721-bf235684417e','insert','{"breathing":null,"contact_id":"01a224ec-f5db-70b6-95bb-4e3532512e74","created_at":"2026-11-29 01:29:39.182","id":"01a224ec-f5db-70b9-b721-bf235684417e","kind":"contact","order_key":"a6","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","runbook_id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","text":"Call 0-0","updated_at":"2026-11-29 01:29:39.182"}',NULL,'2026-11-29 01:29:39.182','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70bd-a4bf-36dd7cf46015','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70bb-a722-43d3377c6bdf','runbook_uses','01a224ec-f5db-70bc-8b39-b1ef7c38bc64','insert','{"created_at":"2026-11-29 01:29:39.184","feeling_after":"meh","feeling_before":"sad","id":"01a224ec-f5db-70bc-8b39-b1ef7c38bc64","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","runbook_id":"01a224ec-f5db-70a9-98fd-27dd50a75e45","steps_done":"[\"01a224ec-f5db-70b9-b721-bf235684417e\"]","used_at":"2026-11-29 01:29:39.184"}',NULL,'2026-11-29 01:29:39.184','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70c0-b4c2-b7309a41fc59','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70be-a200-61a9f5ce0d96','pacts','01a224ec-f5db-70bf-a3b8-4114e1ed11ef','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 01:29:39.190","delay_hours":24,"id":"01a224ec-f5db-70bf-a3b8-4114e1ed11ef","kind":"price","link_id":"01a224ec-0b6f-705f-842f-2156862fa40e","link_kind":"goal","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 01:29:39.190"}',NULL,'2026-11-29 01:29:39.190','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70c3-ac7f-496aec79e566','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70c1-a624-d465577fdd61','pact_marks','01a224ec-f5db-70c2-9f2a-1ce86ea72456','insert','{"created_at":"2026-11-29 01:29:39.197","day":"2026-11-29","id":"01a224ec-f5db-70c2-9f2a-1ce86ea72456","kept":1,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","pact_id":"01a224ec-f5db-70bf-a3b8-4114e1ed11ef","reason":"Reason 0-0"}',NULL,'2026-11-29 01:29:39.197','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70c5-b1c9-bbb01b9179ef','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70c4-bca9-214f9238ec67','pacts','01a224ec-f5db-70bf-a3b8-4114e1ed11ef','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 01:29:39.190","delay_hours":24,"id":"01a224ec-f5db-70bf-a3b8-4114e1ed11ef","kind":"price","link_id":"01a224ec-0b6f-705f-842f-2156862fa40e","link_kind":"goal","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","pending_amount":"1","pending_at":"2026-11-30 01:29:39.199","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a224ec-f5db-707d-b0f3-e8a8c8780141","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 01:29:39.199"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 01:29:39.190","delay_hours":24,"id":"01a224ec-f5db-70bf-a3b8-4114e1ed11ef","kind":"price","link_id":"01a224ec-0b6f-705f-842f-2156862fa40e","link_kind":"goal","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 01:29:39.190"}','2026-11-29 01:29:39.199','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70c8-992e-621c0c35b913','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70c6-8cad-93068dc1abdf','pacts','01a224ec-f5db-70c7-8d39-e257944671e1','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 01:29:39.202","delay_hours":168,"id":"01a224ec-f5db-70c7-8d39-e257944671e1","kind":"effort","link_id":"01a224ec-f5db-7013-9ee2-d83cde3438b6","link_kind":"block","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 01:29:39.202"}',NULL,'2026-11-29 01:29:39.202','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70cb-8462-672bcd3f908a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70c9-92b6-89379122510b','practice_sessions','01a224ec-f5db-70ca-aa49-9702808a2888','insert','{"created_at":"2026-11-29 01:29:39.203","feeling":"happy","id":"01a224ec-f5db-70ca-aa49-9702808a2888","minutes":10,"note":"Sat 0-0","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","started_at":"2026-11-29 01:19:39.203"}',NULL,'2026-11-29 01:29:39.203','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70cf-910b-199f6a851dbd','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70cd-9c8b-277897d8a235','runbook_settings','01a224ec-f5db-70ce-822d-62fe77c4dd5e','insert','{"emergency_number":"112","id":"01a224ec-f5db-70ce-822d-62fe77c4dd5e","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","updated_at":"2026-11-29 01:29:39.210"}',NULL,'2026-11-29 01:29:39.210','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70d2-916c-a99763b6d68e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70d0-a268-d869be1b0963','journal_entries','01a224ec-f5db-70d1-ab9a-943bc50b70d4','insert','{"created_at":"2026-11-29 01:29:39.213","day":"2026-11-29","id":"01a224ec-f5db-70d1-ab9a-943bc50b70d4","location":null,"mood":null,"owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 01:29:39.213","written_at":"2026-11-29 01:29:39.213"}',NULL,'2026-11-29 01:29:39.213','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70d6-824f-746421e58622','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70d4-939b-a7fd17678205','health_sources','01a224ec-f5db-70d5-9795-38f29644169a','insert','{"id":"01a224ec-f5db-70d5-9795-38f29644169a","name":"Shape Watch 0","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","position":null}',NULL,'2026-11-29 01:29:39.228','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70d8-a6c9-987cefb930e4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70d4-939b-a7fd17678205','health_sources','01a224ec-f5db-70d7-a785-310dc6eb8fdd','insert','{"id":"01a224ec-f5db-70d7-a785-310dc6eb8fdd","name":"Shape iPhone","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","position":null}',NULL,'2026-11-29 01:29:39.228','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70db-9d15-88c5f25d228b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70d4-939b-a7fd17678205','food_events','01a224ec-f5db-70da-b543-f218d7077469','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a224ec-f5db-70da-b543-f218d7077469","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","recorded_at":"2026-11-29 01:29:39.228","refers_to":null}',NULL,'2026-11-29 01:29:39.228','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70dd-9bc2-0063b959ecc7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70d4-939b-a7fd17678205','food_events','01a224ec-f5db-70dc-a8f3-9ba943351020','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a224ec-f5db-70dc-a8f3-9ba943351020","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","recorded_at":"2026-11-29 01:29:39.228","refers_to":null}',NULL,'2026-11-29 01:29:39.228','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70de-bfbd-b61769d53fbc','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70d4-939b-a7fd17678205','health_days','01a224ec-f5db-70d9-9fc5-83565dea80be','insert','{"active_event_id":"01a224ec-f5db-70da-b543-f218d7077469","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a224ec-f5db-70d9-9fc5-83565dea80be","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 01:29:39.228","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a224ec-f5db-70dc-a8f3-9ba943351020","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 01:29:39.228','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70e0-8221-745cba4b46d0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70d4-939b-a7fd17678205','health_imports','01a224ec-f5db-70df-89f4-0578f69fd35a','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a224ec-f5db-70df-89f4-0578f69fd35a","imported_at":"2026-11-29 01:29:39.228","last_day":"2026-11-27","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","records":3}',NULL,'2026-11-29 01:29:39.228','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a224ec-f5db-70e3-9729-423b53be0079','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e1-83b9-8c6608814bea','calendars','01a224ec-f5db-70e2-b66f-4c14c596bcca','insert','{"color":"#5b6ee1","created_at":"2026-11-29 01:29:39.238","etag":null,"fetched_at":"2026-11-29 01:29:39.238","file_name":"work-0.ics","id":"01a224ec-f5db-70e2-b66f-4c14c596bcca","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 01:29:39.238','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a224ec-f5db-7033-ba8e-eb52f4b91cfa','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','List 0-0',NULL,NULL,0,'a1','2026-11-29 01:29:38.985',NULL);
INSERT INTO "task_lists" VALUES('01a224ec-f5db-7050-b839-d4c157083327','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 01:29:39.021','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a224ec-f5db-7036-b73b-ec35b17d469b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Task 0-0','','01a224ec-f5db-7033-ba8e-eb52f4b91cfa','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a224ec-0b6f-705f-842f-2156862fa40e','01a224ec-0b6d-70e6-9fb6-7740816b141c','a1','a1','2026-11-29 01:29:38.986','2026-11-29 01:29:38.986',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a224ec-f5db-7047-9f05-a70730a4365a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 01:29:39.010','2026-11-29 01:29:39.010',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a224ec-f5db-704d-8dcc-eeea156a91f4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Headed 0-0','','01a224ec-f5db-7033-ba8e-eb52f4b91cfa',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 01:29:39.017','2026-11-29 01:29:39.017',NULL,'01a224ec-f5db-704a-b4a0-ff52ba4cee69',NULL);
INSERT INTO "tasks" VALUES('01a224ec-f5db-7052-8254-811cbb85e913','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Imported 0-0','','01a224ec-f5db-7050-b839-d4c157083327',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 01:29:39.025','2026-11-29 01:29:39.025','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a224ec-f5db-7038-ac03-4f2302330287','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','errand');
INSERT INTO "task_tag_links" VALUES('01a224ec-f5db-703a-9ca9-5dc37280a56f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7036-b73b-ec35b17d469b','01a224ec-f5db-7038-ac03-4f2302330287');
INSERT INTO "task_tag_links" VALUES('01a224ec-f5db-7053-91d2-d76ee5706d01','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7052-8254-811cbb85e913','01a224ec-f5db-7038-ac03-4f2302330287');
INSERT INTO "task_checklist_items" VALUES('01a224ec-f5db-703c-8a4e-1f6991be624d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7036-b73b-ec35b17d469b','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a224ec-f5db-7036-b73b-ec35b17d469b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a224ec-f5db-7047-9f05-a70730a4365a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a224ec-f5db-704d-8dcc-eeea156a91f4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a224ec-f5db-7052-8254-811cbb85e913','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a224ec-f5db-7076-8ee6-b6bfd19f170a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Comparison 0-0','metric','100 ml','2026-11-29 01:29:39.069','2026-11-29 01:29:39.069');
INSERT INTO "price_products" VALUES('01a224ec-f5db-7078-8c8f-a0377db2d2f1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7076-8ee6-b6bfd19f170a',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a224ec-f5db-707a-a903-c6f42b4be322','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7076-8ee6-b6bfd19f170a',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a224ec-f5db-7057-a99d-be1b7e4089df','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 01:29:39.033');
INSERT INTO "timeline_events" VALUES('01a224ec-f5db-705a-8dae-4c9901014d32','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7057-a99d-be1b7e4089df','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 01:29:39.035','2026-11-29 01:29:39.035');
INSERT INTO "timeline_events" VALUES('01a224ec-f5db-705d-a1be-c0f8e403b704','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7057-a99d-be1b7e4089df','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 01:29:39.041','2026-11-29 01:29:39.041');
INSERT INTO "timeline_queries" VALUES('01a224ec-f5db-7060-9cc9-d5746379099e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 01:29:39.046');
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
INSERT INTO "custom_foods" VALUES('01a224ec-f5db-706d-87d8-c3c779050147','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 01:29:39.065','2026-11-29 01:29:39.065');
INSERT INTO "recipes" VALUES('01a224ec-f5db-7066-b08c-4856ebb7e21c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 01:29:39.054','2026-11-29 01:29:39.054');
INSERT INTO "recipe_ingredients" VALUES('01a224ec-f5db-7068-9ccf-48dc68921705','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7066-b08c-4856ebb7e21c','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a224ec-f5db-706a-96a2-1fca924165be','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7066-b08c-4856ebb7e21c','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a224ec-f5db-7063-bd22-6af7eeb678b5','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:29:39.052','2026-11-29 01:29:39.052','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a224ec-f5db-7070-859f-66b19bfeee46','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:29:39.066','2026-11-29 01:29:39.066','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a224ec-f5db-7073-ad9d-7d1ff2a2970f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:29:39.067','2026-11-29 01:29:39.067','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a224ec-f5db-70da-b543-f218d7077469','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-27 11:00:00.000','2026-11-29 01:29:39.228','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}');
INSERT INTO "food_events" VALUES('01a224ec-f5db-70dc-a8f3-9ba943351020','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-27 11:00:00.000','2026-11-29 01:29:39.228','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a224ec-0b68-713e-88bc-4a1e5d4d485d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a224ec-f5db-703f-8768-1e9b7e46b458','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a224ec-0b6d-70e6-9fb6-7740816b141c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 01:29:38.925');
INSERT INTO "weeks" VALUES('01a224ec-0b58-70ba-8c87-8e4c01410ba4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 01:29:38.904');
INSERT INTO "weeks" VALUES('01a224ec-f5db-702e-9987-15ee21785cc1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a224ec-0b6f-705f-842f-2156862fa40e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b58-70ba-8c87-8e4c01410ba4','01a224ec-0b6d-70e6-9fb6-7740816b141c','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 01:29:38.927');
INSERT INTO "weekly_goals" VALUES('01a224ec-f5db-7030-a9a2-2e3954a95962','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-702e-9987-15ee21785cc1','01a224ec-0b6d-70e6-9fb6-7740816b141c','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 01:29:38.976');
INSERT INTO "retrospectives" VALUES('01a224ec-0b66-7060-bcdd-527e6c53b8e6','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b58-70ba-8c87-8e4c01410ba4','Focus','Sleep','2026-11-29 01:29:38.918');
INSERT INTO "action_items" VALUES('01a224ec-f5db-7010-ad94-ae21867ba84e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b58-70ba-8c87-8e4c01410ba4','Action 0-0',0,'2026-11-29 01:29:38.951');
INSERT INTO "intentions" VALUES('01a224ec-0b72-71f5-a9f8-053f4ac5695d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Intention 0-0',25,'01a224ec-0b6f-705f-842f-2156862fa40e','01a224ec-0b6d-70e6-9fb6-7740816b141c','2026-11-29 01:29:38.930','2026-11-29 01:54:38.930','endedEarly','2026-11-29 01:29:38.938',NULL,'[]','happy','2026-11-29 01:30:38.940',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a224ec-f5db-7016-b6ee-2021737522fc','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Block 0-0',45,'01a224ec-0b6f-705f-842f-2156862fa40e','01a224ec-0b6d-70e6-9fb6-7740816b141c','2026-11-29 01:29:38.954','2026-11-29 02:14:38.954','endedEarly','2026-11-29 01:29:38.955',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a224ec-f5db-7013-9ee2-d83cde3438b6',NULL);
INSERT INTO "intentions" VALUES('01a224ec-f5db-7042-8227-f3e669d085bf','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Task 0-0',15,'01a224ec-0b6f-705f-842f-2156862fa40e','01a224ec-0b6d-70e6-9fb6-7740816b141c','2026-11-29 01:29:39.006','2026-11-29 01:44:39.006','endedEarly','2026-11-29 01:29:39.007',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a224ec-f5db-7036-b73b-ec35b17d469b');
INSERT INTO "distractions" VALUES('01a224ec-0b79-7138-9517-09222944b483','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-0b72-71f5-a9f8-053f4ac5695d','internal',NULL,'2026-11-29 01:29:38.937',1);
INSERT INTO "standups" VALUES('01a224ec-0b62-70f8-8606-7114ff2d896c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 01:29:38.914');
INSERT INTO "day_photos" VALUES('01a224ec-f5db-709a-9729-505b6110a06e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29','png',64,'Photo 0-0','2026-11-29 01:29:39.147');
INSERT INTO "day_photos" VALUES('01a224ec-f5db-70a3-96e2-dd59a0e903c2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29','png',64,'Journal 0-0','2026-11-29 01:29:39.165');
INSERT INTO "security_events" VALUES('01a224ec-0b40-71ba-953b-f047562562cd','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:29:38.880','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a224ec-f5db-708f-8ac4-86012242e222','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Workout','2026-11-29','2026-11-29 01:29:39.128','2026-11-29 01:29:39.128');
INSERT INTO "lift_sets" VALUES('01a224ec-f5db-7091-ab80-5d5f2bf05542','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-708f-8ac4-86012242e222',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 01:29:39.128','2026-11-29 01:29:39.128');
INSERT INTO "lift_streams" VALUES('01a224ec-f5db-7091-ab80-5d5f2bf05542','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a224ec-f5db-7095-846c-835a1797e225','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 01:29:39.141');
INSERT INTO "journal_entries" VALUES('01a224ec-f5db-709e-b26d-1e103df41e53','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:29:39.149','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 01:29:39.149','2026-11-29 01:29:39.149');
INSERT INTO "journal_entries" VALUES('01a224ec-f5db-70a1-a420-2fc673b023ff','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 01:29:39.156','2026-11-29 01:29:39.156');
INSERT INTO "journal_entries" VALUES('01a224ec-f5db-70d1-ab9a-943bc50b70d4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:29:39.213','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 01:29:39.213','2026-11-29 01:29:39.213');
INSERT INTO "journal_photos" VALUES('01a224ec-f5db-70a6-ae08-1f2655814110','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-709e-b26d-1e103df41e53','01a224ec-f5db-70a3-96e2-dd59a0e903c2',NULL);
INSERT INTO "journal_drafts" VALUES('01a224ec-f5db-70d3-9610-63bff91440ad','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T01:29:39.217Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 01:29:39.217');
INSERT INTO "journal_search" VALUES('01a224ec-f5db-709e-b26d-1e103df41e53','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a224ec-f5db-70a1-a420-2fc673b023ff','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a224ec-f5db-70d1-ab9a-943bc50b70d4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a224ec-f5db-707d-b0f3-e8a8c8780141','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Habit 0-0','📚',NULL,'01a224ec-0b6d-70e6-9fb6-7740816b141c','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 01:29:39.073','2026-11-29 01:29:39.073');
INSERT INTO "habits" VALUES('01a224ec-f5db-7089-805b-21b155ec7ec3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 01:29:39.090','2026-11-29 01:29:39.090');
INSERT INTO "habit_check_ins" VALUES('01a224ec-f5db-7080-a96f-9f2fefe1318c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-707d-b0f3-e8a8c8780141','2026-11-28',1.0,'2026-11-29 01:29:39.085');
INSERT INTO "habit_check_ins" VALUES('01a224ec-f5db-7083-b92a-ee89ef30dbbf','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-707d-b0f3-e8a8c8780141','2026-11-29',1.0,'2026-11-29 01:29:39.087');
INSERT INTO "habit_check_ins" VALUES('01a224ec-f5db-708c-b513-9e6e694a0fcb','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7089-805b-21b155ec7ec3','2026-11-29',4.0,'2026-11-29 01:29:39.091');
INSERT INTO "habit_rest_days" VALUES('01a224ec-f5db-7086-b76c-a3a5aafec8d9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-707d-b0f3-e8a8c8780141','2026-12-01','2026-11-29 01:29:39.088');
INSERT INTO "health_days" VALUES('01a224ec-f5db-70d9-9fc5-83565dea80be','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a224ec-f5db-70da-b543-f218d7077469',NULL,'01a224ec-f5db-70dc-a8f3-9ba943351020','2026-11-29 01:29:39.228');
INSERT INTO "health_sources" VALUES('01a224ec-f5db-70d5-9795-38f29644169a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a224ec-f5db-70d7-a785-310dc6eb8fdd','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a224ec-f5db-70df-89f4-0578f69fd35a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 01:29:39.228');
INSERT INTO "lift_defaults" VALUES('01a224ec-f5db-7098-85c4-5fbbc0f4262d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 01:29:39.145');
INSERT INTO "plan_blocks" VALUES('01a224ec-f5db-7013-9ee2-d83cde3438b6','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29',375,45,'Block 0-0','01a224ec-0b6f-705f-842f-2156862fa40e','01a224ec-0b6d-70e6-9fb6-7740816b141c',NULL,NULL,NULL,NULL,'2026-11-29 01:29:38.952','2026-11-29 01:29:38.952');
INSERT INTO "plan_blocks" VALUES('01a224ec-f5db-701b-9e35-4fce7cdd7ba7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29',375,45,'Area block 0-0',NULL,'01a224ec-0b6d-70e6-9fb6-7740816b141c',NULL,NULL,NULL,NULL,'2026-11-29 01:29:38.961','2026-11-29 01:29:38.962');
INSERT INTO "plan_blocks" VALUES('01a224ec-f5db-7022-850b-62b4f1db869f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-28',375,15,'Missed block 0-0',NULL,'01a224ec-0b6d-70e6-9fb6-7740816b141c',NULL,'backToList','internal','2026-11-29 01:29:38.965','2026-11-29 01:29:38.964','2026-11-29 01:29:38.964');
INSERT INTO "plan_block_versions" VALUES('01a224ec-f5db-701e-93fb-0591c8b13797','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-701b-9e35-4fce7cdd7ba7','2026-11-29',375,30,'Area block 0-0','01a224ec-0b6d-70e6-9fb6-7740816b141c','moved','Longer than planned','2026-11-29 01:29:38.962');
INSERT INTO "calendars" VALUES('01a224ec-f5db-70e2-b66f-4c14c596bcca','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 01:29:39.238',NULL,'2026-11-29 01:29:39.238');
INSERT INTO "calendar_expansions" VALUES('01a224ec-f5db-70e2-b66f-4c14c596bcca','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:29:39.238','2026-10-04 01:29:39.237','2027-05-30 01:29:39.237','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70e4-a69a-1a2b297ddc09','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70e5-9ad7-f3f3792c463d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70e6-9a7d-046fdb79fc5c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70e7-bb83-328a95147eb5','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70e8-8164-8840bda8f963','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70e9-a42e-5f6de1bc1340','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70ea-9d5a-b89041a0971a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70eb-80d7-6805180e8fc0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70ec-b590-9b12e8b1370c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70ed-8a20-ee533dfd2096','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70ee-9b23-b2c4d27b0396','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70ef-a95b-73a5b4e2e319','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f0-ba15-701400964822','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f1-8059-37def4fe0810','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f2-ba21-ee777acb19ed','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f3-8795-bc1a529764f0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f4-bf34-90bf683846e1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f5-862a-d702b08fbffe','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f6-97f0-62c721b9475f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f7-8f03-814f294cd0eb','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f8-9230-4b7862e7c497','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70f9-8802-55b2c940b5c1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70fa-8db4-1c5df9c2578c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70fb-8481-24283d23ddcf','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70fc-8bcb-da4d7b4fd84c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70fd-a3ba-e47c6cd29053','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70fe-8005-5a60535909a3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-70ff-8771-287fcdcc5623','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7100-84e1-d35b2833f3e3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7101-90be-b00de056211f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7102-8f96-50d10261700d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7103-a71a-287f58a824d9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7104-939f-9f71dbbea805','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7105-be1b-a58f6cc9c674','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7106-b7f8-6f115bc0ff4d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7107-a87c-1f6586eb02d5','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7108-9123-753591c2bf1d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7109-8480-fc9f308a5045','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-710a-8aa2-e97c95a77995','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-710b-ab02-2dcb96ed3942','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-710c-afbd-d89d3bbc546d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-710d-95ad-2d6fae562617','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-710e-84d4-d20dd4f06f80','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-710f-9ab3-5636f6a62134','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7110-b905-57ddbb5a7fb2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7111-ad0c-176eabcaee5e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7112-ab6b-f77d0a021e04','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7113-917b-644a4f7989bc','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7114-86af-b9ac9e18ef0c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7115-9452-13228a4ae2b8','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7116-8975-b24a9615b509','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7117-877f-13085473634f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7118-8fcc-f9f97ffd81fa','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7119-a3de-95a8ae80c1ed','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-711a-aaf3-449a0610a3e0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-711b-9125-1a2c5bf38460','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-711c-86d9-5c7ef3ca3d49','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-711d-a7eb-e4beccb157cc','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-711e-bcc5-d1e224b4a179','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-711f-a63c-534862a176d2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7120-af9d-e3d14b1ee468','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7121-a264-10341bda702d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7122-8dbe-894076f25dec','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7123-9f27-5342210cfa6e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7124-8d7e-e02a6f292503','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7125-828e-bac4ddc45b44','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7126-ac82-69bd2e3390f0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7127-83d7-d6dcd398ed0f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7128-a70b-bcecdbec9d1a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7129-81b0-c9e35b959d27','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-712a-9754-e8cf07a95c0b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-712b-8871-cf6e3b7148f7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-712c-bccc-60e473308478','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-712d-a040-a088913342d2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-712e-bc93-b07e13cc6246','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-712f-9312-064a8d2735e3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7130-867b-a18dd6859fe4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7131-a808-8b21e2036aca','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7132-aa4b-257357071ea9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7133-bfc5-9b5d329624ba','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7134-8dfa-b2f971b1ec93','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7135-814c-8dc2a15ad95c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7136-b64e-c556651cac2d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7137-beeb-38fa80924ca2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7138-9f2b-69ac2f3c5e9e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7139-8403-bda84904c091','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-713a-b202-70337132fb8b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-713b-82c6-c9acf90d335f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-713c-800b-436137ed68e8','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-713d-9aed-e71d0112f697','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-713e-a469-80103515599d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-713f-8811-bbf2af71206c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7140-ae43-06767e39f1ef','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7141-8753-afd57f529533','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7142-8f74-58a21b047730','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7143-913e-7f6a70d11d19','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7144-a4ad-203b00f1b73b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7145-a887-804867950a95','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7146-8ee9-ef785827f4f9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7147-b36f-193df9bbd62c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7148-9dae-2a4023c7a761','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7149-b08d-8aec2835e985','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-714a-b218-a23357b8e28d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-714b-86eb-ad8ca97be895','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-714c-b40b-fefeae6d3f79','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-714d-848c-d4f87167df7a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-714e-b2fe-f52bc67b4f3e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-714f-8226-01103cd05ef9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7150-8bb3-66ed1d868ed0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7151-9e5e-bf3cc49dce7b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7152-bb1d-643ecabf4ee7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7153-ba38-e09efd698b10','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7154-9290-3a1f9c9341e7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7155-8406-d6ed6435de8a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7156-97e1-3b663ea7b5b5','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7157-9f1f-bbfb7bcd9084','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7158-bec7-4e5929c08e88','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7159-8935-7d64d9d00f43','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-715a-bf63-aa768effb2e6','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-715b-be14-e0d11bf26540','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-715c-9c02-e0b94478e567','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-715d-a78c-e2f3892d23b3','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-715e-803a-4352a92b58fb','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-715f-8dee-3d29c651e8f7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7160-a52e-1b60444d5e4f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7161-b8e7-b1600d6f63b7','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7162-8492-996967df7446','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7163-9ce1-cecab5ac55f2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7164-90c1-e2ab4374c171','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7165-a111-9ff66c363317','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7166-9ee9-770883fc81db','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7167-84a9-5b75a7245fc1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7168-91e2-31cc3ef8bd5e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7169-b1fb-50621f3548fb','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-716a-86ab-3a23dbe3098d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-716b-902a-9cbd610a7cf8','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-716c-be3d-191a4cc149a0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-716d-a247-8ee532036bfc','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-716e-b65e-ee5bca4a31dd','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-716f-9471-aa44e6038743','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7170-8ec1-86d6aac49579','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7171-81fe-051a7061cca1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7172-99c5-9cb6fb6bb90c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7173-8145-ca5016472bfa','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7174-ba70-e8d78453d7ed','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7175-887c-db5692df0444','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7176-a45d-e0f50be380ce','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7177-9e21-01c18715d069','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7178-b7d4-5a70cf55a34b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7179-8d98-c25aa3a338c0','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-717a-bcc6-758c75f87be1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-717b-946a-b8b3a5df3238','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-717c-baab-0aafa86bd39a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-717d-b600-961e85c4b40d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-717e-a11a-2beb669fcaa9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-717f-bf03-7441af14eaff','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7180-b1c7-5bb07509dabf','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7181-bbfe-3a4d467dab45','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7182-a8dd-21a50057d7c8','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7183-b633-30560010cee6','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7184-99cd-76658a607836','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7185-a423-18abcac339a5','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7186-afe7-c7be42264a52','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7187-ab46-f53b45a4bb1d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7188-aaa3-b37617239d3a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7189-b323-0ec7e079c0d4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-718a-92f5-57dfbf735c8a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-718b-bcc2-d58afcba2d1b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-718c-97ac-6ec91f9accd4','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-718d-a9e9-2953498bdb4d','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-718e-be10-da20b9206607','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-718f-8415-eba32f935025','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7190-9a84-c2308900d16f','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7191-ad12-c7120de0eb53','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7192-9dd9-8cbd928a0ee5','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7193-a213-a637032811aa','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7194-973b-5cfde803bb5e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7195-81cc-bf9d45ada89a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7196-aa12-c70bba390d44','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7197-a11a-5666263174bb','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7198-b95a-294e67519fa2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-7199-b3c1-36627f9cc81b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-719a-90d4-fc90013b010c','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-719b-a6fc-2ef754b22681','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-719c-a50b-4bdcbc24f2c5','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-719d-a3e2-80f52edfbe06','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-719e-837f-70afe9ff5556','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-719f-b01c-731a67490e70','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-71a0-a385-84c783f3616b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-71a1-8771-fcd605a01411','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-71a2-b6a5-a340e83b015a','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-71a3-bb53-de605f11e6b2','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a224ec-f5db-71a4-8721-895ac204f9de','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70e2-b66f-4c14c596bcca','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a224ec-f5db-70a9-98fd-27dd50a75e45','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 01:29:39.170','2026-11-29 01:29:39.170');
INSERT INTO "runbook_contacts" VALUES('01a224ec-f5db-70b6-95bb-4e3532512e74','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 01:29:39.177','2026-11-29 01:29:39.177');
INSERT INTO "runbook_steps" VALUES('01a224ec-f5db-70ab-a73d-aaf7a6f4f1c8','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a9-98fd-27dd50a75e45','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 01:29:39.170','2026-11-29 01:29:39.170');
INSERT INTO "runbook_steps" VALUES('01a224ec-f5db-70ad-ba32-00ea56237855','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a9-98fd-27dd50a75e45','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 01:29:39.170','2026-11-29 01:29:39.170');
INSERT INTO "runbook_steps" VALUES('01a224ec-f5db-70af-8b41-8385c11a198b','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a9-98fd-27dd50a75e45','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 01:29:39.170','2026-11-29 01:29:39.170');
INSERT INTO "runbook_steps" VALUES('01a224ec-f5db-70b1-998a-9ab08849cd83','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a9-98fd-27dd50a75e45','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 01:29:39.170','2026-11-29 01:29:39.170');
INSERT INTO "runbook_steps" VALUES('01a224ec-f5db-70b3-a1f9-3685357c02c9','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a9-98fd-27dd50a75e45','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 01:29:39.170','2026-11-29 01:29:39.170');
INSERT INTO "runbook_steps" VALUES('01a224ec-f5db-70b9-b721-bf235684417e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a9-98fd-27dd50a75e45','contact','Call 0-0',NULL,'01a224ec-f5db-70b6-95bb-4e3532512e74','a6','2026-11-29 01:29:39.182','2026-11-29 01:29:39.182');
INSERT INTO "runbook_uses" VALUES('01a224ec-f5db-70bc-8b39-b1ef7c38bc64','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70a9-98fd-27dd50a75e45','2026-11-29 01:29:39.184','sad','meh','["01a224ec-f5db-70b9-b721-bf235684417e"]','2026-11-29 01:29:39.184');
INSERT INTO "runbook_settings" VALUES('01a224ec-f5db-70ce-822d-62fe77c4dd5e','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','112','2026-11-29 01:29:39.210');
INSERT INTO "task_headings" VALUES('01a224ec-f5db-704a-b4a0-ff52ba4cee69','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7033-ba8e-eb52f4b91cfa','Heading 0-0',0,'a1','2026-11-29 01:29:39.012',NULL);
INSERT INTO "pacts" VALUES('01a224ec-f5db-70bf-a3b8-4114e1ed11ef','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 01:29:39.199','2026-11-29 01:29:39.190','2026-11-29 01:29:39.199','goal','01a224ec-0b6f-705f-842f-2156862fa40e','sam@example.org','habit','01a224ec-f5db-707d-b0f3-e8a8c8780141',NULL);
INSERT INTO "pacts" VALUES('01a224ec-f5db-70c7-8d39-e257944671e1','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 01:29:39.202','2026-11-29 01:29:39.202','block','01a224ec-f5db-7013-9ee2-d83cde3438b6',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a224ec-f5db-70c2-9f2a-1ce86ea72456','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-70bf-a3b8-4114e1ed11ef','2026-11-29',1,'Reason 0-0','2026-11-29 01:29:39.197');
INSERT INTO "practice_sessions" VALUES('01a224ec-f5db-70ca-aa49-9702808a2888','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','2026-11-29 01:19:39.203',10,'Sat 0-0','2026-11-29 01:29:39.203','happy');
INSERT INTO "plan_feeds" VALUES('01a224ec-f5db-70cc-81b4-9a0e693f9419','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b',NULL,'c57d1159c0cb2da93e6b4ad52b05240986e7e4755e0fa9ddf1fd70f5b391c401','2026-11-29 01:29:39.209',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a224ec-f5db-7027-8a79-f239e7a8b794','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','Template 0-0','day','2026-11-29 01:29:38.966','2026-11-29 01:29:38.966');
INSERT INTO "plan_template_blocks" VALUES('01a224ec-f5db-7029-9622-8b0665df11ed','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7027-8a79-f239e7a8b794',0,375,45,'Block 0-0','01a224ec-0b6f-705f-842f-2156862fa40e','01a224ec-0b6d-70e6-9fb6-7740816b141c');
INSERT INTO "plan_template_blocks" VALUES('01a224ec-f5db-702b-843f-21928902e999','01a224ec-0b40-71b9-a6be-8e6bdc3d0a9b','01a224ec-f5db-7027-8a79-f239e7a8b794',0,375,45,'Area block 0-0',NULL,'01a224ec-0b6d-70e6-9fb6-7740816b141c');
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
CREATE UNIQUE INDEX plan_templates_owner_name ON plan_templates(owner_id, name);
CREATE INDEX plan_template_blocks_template ON plan_template_blocks(owner_id, template_id, day_offset, start_minute);
CREATE INDEX tasks_owner_goal ON tasks(owner_id, goal_id) WHERE goal_id IS NOT NULL;
COMMIT;

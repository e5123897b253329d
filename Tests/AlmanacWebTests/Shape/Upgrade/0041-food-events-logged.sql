-- An Almanac database at migration level 0041-food-events-logged (UpgradeTests: written once, never rewritten).
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
INSERT INTO "grdb_migrations" VALUES('0041-food-events-logged');
INSERT INTO "users" VALUES('01a228cb-ff34-711e-ad40-629b3acf43e9','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 19:33:07.508','dayMonth');
INSERT INTO "credentials" VALUES('01a228cb-ff34-711e-ad40-629b3acf43e9','$2b$06$k2YyYX/WfbvS5VWEemv1F.f0JOT6XdFOc5oOvGTunzQ.78wfP1ChO');
INSERT INTO "changes" VALUES('01a228cb-ff39-7076-9dde-2fb2565bf61e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff39-7074-91a6-789ca6f7f8b4','weeks','01a228cb-ff39-7075-9604-81bdd563290f','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228cb-ff39-7075-9604-81bdd563290f","length_days":7,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 19:33:07.513','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff39-7077-81cb-88a1a8f0cd14','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff39-7074-91a6-789ca6f7f8b4','weeks','01a228cb-ff39-7075-9604-81bdd563290f','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228cb-ff39-7075-9604-81bdd563290f","length_days":7,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_day":"2026-11-23","started_at":"2026-11-29 19:33:07.513"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228cb-ff39-7075-9604-81bdd563290f","length_days":7,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_day":"2026-11-23","started_at":null}','2026-11-29 19:33:07.513','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff3d-7124-b3d8-86846d624e9e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff3d-7122-83aa-46e6e8f748db','standups','01a228cb-ff3d-7123-bebd-9e422f697cd8','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a228cb-ff3d-7123-bebd-9e422f697cd8","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","updated_at":"2026-11-29 19:33:07.517"}',NULL,'2026-11-29 19:33:07.517','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff3e-70b5-9888-8f271e9c2321','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff3e-70b3-860d-efef25ccfbb0','retrospectives','01a228cb-ff3e-70b4-bef3-d9899d2c3628','insert','{"id":"01a228cb-ff3e-70b4-bef3-d9899d2c3628","improve":"Sleep","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","updated_at":"2026-11-29 19:33:07.518","week_id":"01a228cb-ff39-7075-9604-81bdd563290f","went_well":"Focus"}',NULL,'2026-11-29 19:33:07.518','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff3f-700b-b16d-e2767e2aa042','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff3f-7009-bbd5-3a819ee1e094','energy_profiles','01a228cb-ff3f-700a-b14e-79d76c012141','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a228cb-ff3f-700a-b14e-79d76c012141","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","sex":"female"}',NULL,'2026-11-29 19:33:07.519','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff40-7098-ba48-7d250ca7e964','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff40-7096-9c18-dba57ad005d6','areas','01a228cb-ff40-7097-be6f-3ca010ba52af','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 19:33:07.520","icon":null,"id":"01a228cb-ff40-7097-be6f-3ca010ba52af","name":"Area 0-0","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.520','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff41-7137-abc9-617c33a23fcd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff41-7135-b993-9f49ae98cb60','weekly_goals','01a228cb-ff41-7136-904e-cf9b67717dda','insert','{"added_mid_sprint":1,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","created_at":"2026-11-29 19:33:07.521","estimate_hours":2,"id":"01a228cb-ff41-7136-904e-cf9b67717dda","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a228cb-ff39-7075-9604-81bdd563290f"}',NULL,'2026-11-29 19:33:07.521','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff41-713a-9b9f-4eba81fad1eb','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff41-7138-be20-a03d55d90f28','intentions','01a228cb-ff41-7139-aaa3-ecd2fb78d0c8','insert','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":null,"ends_at":"2026-11-29 19:58:07.521","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cb-ff41-7139-aaa3-ecd2fb78d0c8","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.521","started_epoch":1795980787,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 19:33:07.521','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff43-71e2-a4e6-5b24f7195cf1','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff43-71e0-a722-e3a73fd0dcac','distractions','01a228cb-ff43-71e1-b050-c6b3d0fae028','insert','{"at":"2026-11-29 19:33:07.523","id":"01a228cb-ff43-71e1-b050-c6b3d0fae028","intention_id":"01a228cb-ff41-7139-aaa3-ecd2fb78d0c8","note":null,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 19:33:07.523','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cb-ff44-7022-9f0a-dc4892f43de9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff44-7021-9b06-db7b76774c95','intentions','01a228cb-ff41-7139-aaa3-ecd2fb78d0c8','update','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":"2026-11-29 19:33:07.524","ends_at":"2026-11-29 19:58:07.521","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cb-ff41-7139-aaa3-ecd2fb78d0c8","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.521","started_epoch":1795980787,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":null,"ends_at":"2026-11-29 19:58:07.521","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cb-ff41-7139-aaa3-ecd2fb78d0c8","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.521","started_epoch":1795980787,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 19:33:07.524','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7198-bed0-e2005c69be42','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7197-92fa-5a2b7d5cb92c','intentions','01a228cb-ff41-7139-aaa3-ecd2fb78d0c8','update','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":"2026-11-29 19:33:07.524","ends_at":"2026-11-29 19:58:07.521","feeling":"happy","goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cb-ff41-7139-aaa3-ecd2fb78d0c8","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":25,"rated_at":"2026-11-29 19:34:07.525","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.521","started_epoch":1795980787,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":"2026-11-29 19:33:07.524","ends_at":"2026-11-29 19:58:07.521","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cb-ff41-7139-aaa3-ecd2fb78d0c8","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.521","started_epoch":1795980787,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 19:34:07.525','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-719b-b083-75b449ffe97d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7199-a439-190393cbc531','action_items','01a228cc-e9a5-719a-bb10-0cd8560a2649','insert','{"created_at":"2026-11-29 19:33:07.525","done":0,"id":"01a228cc-e9a5-719a-bb10-0cd8560a2649","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","text":"Action 0-0","week_id":"01a228cb-ff39-7075-9604-81bdd563290f"}',NULL,'2026-11-29 19:33:07.525','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-719e-b239-a8fbd7f15688','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-719c-b8c7-5024feac42e1','plan_blocks','01a228cc-e9a5-719d-a521-5b1c0587d79c','insert','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","cause":null,"created_at":"2026-11-29 19:33:07.526","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-719d-a521-5b1c0587d79c","minutes":45,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 19:33:07.526"}',NULL,'2026-11-29 19:33:07.526','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71a1-ae12-a49bbc64a1e5','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-719f-8bc2-b6855492ba5b','intentions','01a228cc-e9a5-71a0-8a32-54bcc7190481','insert','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":"01a228cc-e9a5-719d-a521-5b1c0587d79c","ended_at":null,"ends_at":"2026-11-29 20:18:07.527","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-71a0-8a32-54bcc7190481","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.527","started_epoch":1795980787,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 19:33:07.527','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71a3-acef-3b4b1648e080','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71a2-a67a-745ef04f3f95','intentions','01a228cc-e9a5-71a0-8a32-54bcc7190481','update','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":"01a228cc-e9a5-719d-a521-5b1c0587d79c","ended_at":"2026-11-29 19:33:07.528","ends_at":"2026-11-29 20:18:07.527","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-71a0-8a32-54bcc7190481","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.527","started_epoch":1795980787,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":"01a228cc-e9a5-719d-a521-5b1c0587d79c","ended_at":null,"ends_at":"2026-11-29 20:18:07.527","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-71a0-8a32-54bcc7190481","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.527","started_epoch":1795980787,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 19:33:07.528','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71a6-93f9-337dd3280cb9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71a4-abe5-49fb3c49b2f6','plan_blocks','01a228cc-e9a5-71a5-8bde-9579101c7a81','insert','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","cause":null,"created_at":"2026-11-29 19:33:07.528","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228cc-e9a5-71a5-8bde-9579101c7a81","minutes":30,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 19:33:07.528"}',NULL,'2026-11-29 19:33:07.528','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71a9-9148-f3deab79b4db','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71a7-a465-801705d2b2dc','plan_block_versions','01a228cc-e9a5-71a8-9874-247617544f28','insert','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":"01a228cc-e9a5-71a5-8bde-9579101c7a81","change":"moved","day":"2026-11-29","id":"01a228cc-e9a5-71a8-9874-247617544f28","minutes":30,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","reason":"Longer than planned","recorded_at":"2026-11-29 19:33:07.529","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 19:33:07.529','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71aa-a22e-2171523a38e0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71a7-a465-801705d2b2dc','plan_blocks','01a228cc-e9a5-71a5-8bde-9579101c7a81','update','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","cause":null,"created_at":"2026-11-29 19:33:07.528","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228cc-e9a5-71a5-8bde-9579101c7a81","minutes":45,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 19:33:07.529"}','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","cause":null,"created_at":"2026-11-29 19:33:07.528","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228cc-e9a5-71a5-8bde-9579101c7a81","minutes":30,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 19:33:07.528"}','2026-11-29 19:33:07.529','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71ad-9f25-321b0bdbe93a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ab-97e4-15c92b020158','plan_blocks','01a228cc-e9a5-71ac-9826-dbb8e5181546','insert','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","cause":null,"created_at":"2026-11-29 19:33:07.530","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228cc-e9a5-71ac-9826-dbb8e5181546","minutes":15,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 19:33:07.530"}',NULL,'2026-11-29 19:33:07.530','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71af-a48f-bf299040f8fa','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ae-bda2-b0ceb7cf831d','plan_blocks','01a228cc-e9a5-71ac-9826-dbb8e5181546','update','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","cause":"internal","created_at":"2026-11-29 19:33:07.530","day":"2026-11-28","disposed_at":"2026-11-29 19:33:07.531","disposition":"backToList","goal_id":null,"id":"01a228cc-e9a5-71ac-9826-dbb8e5181546","minutes":15,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 19:33:07.530"}','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","cause":null,"created_at":"2026-11-29 19:33:07.530","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228cc-e9a5-71ac-9826-dbb8e5181546","minutes":15,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 19:33:07.530"}','2026-11-29 19:33:07.531','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71b2-9528-38a08b326b82','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b0-a4dc-823e0b81c26e','plan_templates','01a228cc-e9a5-71b1-bffa-7b92d839e88d','insert','{"created_at":"2026-11-29 19:33:07.532","id":"01a228cc-e9a5-71b1-bffa-7b92d839e88d","name":"Template 0-0","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","scope":"day","updated_at":"2026-11-29 19:33:07.532"}',NULL,'2026-11-29 19:33:07.532','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71b4-b52a-e2be92be04b0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b0-a4dc-823e0b81c26e','plan_template_blocks','01a228cc-e9a5-71b3-b9f0-3a3beeb7fab6','insert','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","day_offset":0,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-71b3-b9f0-3a3beeb7fab6","minutes":45,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"template_id":"01a228cc-e9a5-71b1-bffa-7b92d839e88d","title":"Block 0-0"}',NULL,'2026-11-29 19:33:07.532','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71b6-8e6e-f6483fd411a9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b0-a4dc-823e0b81c26e','plan_template_blocks','01a228cc-e9a5-71b5-b4eb-5e70ccfdb43f','insert','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","day_offset":0,"goal_id":null,"id":"01a228cc-e9a5-71b5-b4eb-5e70ccfdb43f","minutes":45,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_minute":375,"template_id":"01a228cc-e9a5-71b1-bffa-7b92d839e88d","title":"Area block 0-0"}',NULL,'2026-11-29 19:33:07.532','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71b9-bcc3-6294e7f61ef3','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b7-b018-e17ff7e14f75','weeks','01a228cc-e9a5-71b8-95d3-726892456846','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228cc-e9a5-71b8-95d3-726892456846","length_days":7,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 19:33:07.534','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71bb-af57-9cb7597d3f20','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b7-b018-e17ff7e14f75','weekly_goals','01a228cc-e9a5-71ba-b92b-cd75050f98db','insert','{"added_mid_sprint":0,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","created_at":"2026-11-29 19:33:07.534","estimate_hours":3,"id":"01a228cc-e9a5-71ba-b92b-cd75050f98db","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a228cc-e9a5-71b8-95d3-726892456846"}',NULL,'2026-11-29 19:33:07.534','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71be-9574-868c06578cd8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71bc-8b49-40037209aecd','task_lists','01a228cc-e9a5-71bd-aa66-d01c2c888167','insert','{"archived":0,"color":null,"created_at":"2026-11-29 19:33:07.534","icon":null,"id":"01a228cc-e9a5-71bd-aa66-d01c2c888167","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.534','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71c1-98dd-e42d9e29b8d7','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71bf-b621-ba41065bf088','tasks','01a228cc-e9a5-71c0-b687-f9045203e2c8','insert','{"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","created_at":"2026-11-29 19:33:07.535","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","heading_id":null,"id":"01a228cc-e9a5-71c0-b687-f9045203e2c8","import_key":null,"list_id":"01a228cc-e9a5-71bd-aa66-d01c2c888167","list_key":"a1","notes":"","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 19:33:07.535"}',NULL,'2026-11-29 19:33:07.535','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71c3-8e96-240f5478be3a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71bf-b621-ba41065bf088','task_tags','01a228cc-e9a5-71c2-b044-b74df77f56a8','insert','{"id":"01a228cc-e9a5-71c2-b044-b74df77f56a8","name":"errand","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.535','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71c5-9466-deb89a08e665','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71bf-b621-ba41065bf088','task_tag_links','01a228cc-e9a5-71c4-bd1c-c79c9b3e8e82','insert','{"id":"01a228cc-e9a5-71c4-bd1c-c79c9b3e8e82","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","tag_id":"01a228cc-e9a5-71c2-b044-b74df77f56a8","task_id":"01a228cc-e9a5-71c0-b687-f9045203e2c8"}',NULL,'2026-11-29 19:33:07.535','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71c7-9e75-5e8a2934d249','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71bf-b621-ba41065bf088','task_checklist_items','01a228cc-e9a5-71c6-88ae-573d4d23e6fa','insert','{"done":0,"id":"01a228cc-e9a5-71c6-88ae-573d4d23e6fa","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","task_id":"01a228cc-e9a5-71c0-b687-f9045203e2c8","title":"Step"}',NULL,'2026-11-29 19:33:07.535','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71ca-b1c7-8c980653baa6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71c8-a6f5-6a672d24394b','system_settings','01a228cc-e9a5-71c9-9dfb-1868fc1df415','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a228cc-e9a5-71c9-9dfb-1868fc1df415","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 19:33:07.539','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71cd-9f55-634002bce232','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71cb-8ffe-103a643e80f9','intentions','01a228cc-e9a5-71cc-8bf0-90ac29b75fd2','insert','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":null,"ends_at":"2026-11-29 19:48:07.540","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-71cc-8bf0-90ac29b75fd2","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.540","started_epoch":1795980787,"state":"running","tags":"[]","task_id":"01a228cc-e9a5-71c0-b687-f9045203e2c8","what":"Task 0-0"}',NULL,'2026-11-29 19:33:07.540','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71cf-a021-04b19d4f22e5','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ce-a350-d1ae946fdafd','intentions','01a228cc-e9a5-71cc-8bf0-90ac29b75fd2','update','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":"2026-11-29 19:33:07.541","ends_at":"2026-11-29 19:48:07.540","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-71cc-8bf0-90ac29b75fd2","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.540","started_epoch":1795980787,"state":"endedEarly","tags":"[]","task_id":"01a228cc-e9a5-71c0-b687-f9045203e2c8","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","block_id":null,"ended_at":null,"ends_at":"2026-11-29 19:48:07.540","feeling":null,"goal_id":"01a228cb-ff41-7136-904e-cf9b67717dda","id":"01a228cc-e9a5-71cc-8bf0-90ac29b75fd2","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:33:07.540","started_epoch":1795980787,"state":"running","tags":"[]","task_id":"01a228cc-e9a5-71c0-b687-f9045203e2c8","what":"Task 0-0"}','2026-11-29 19:33:07.541','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71d2-98df-e3e3d408c7fa','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71d0-ae70-33e4c24cc61e','tasks','01a228cc-e9a5-71d1-a79f-1f6f41fd599f','insert','{"area_id":null,"created_at":"2026-11-29 19:33:07.542","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a228cc-e9a5-71d1-a79f-1f6f41fd599f","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 19:33:07.542"}',NULL,'2026-11-29 19:33:07.542','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71d5-a0b0-21003c52207f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71d3-bd8e-0b153a037159','task_headings','01a228cc-e9a5-71d4-b258-047daedc4792','insert','{"archived":0,"created_at":"2026-11-29 19:33:07.543","id":"01a228cc-e9a5-71d4-b258-047daedc4792","import_key":null,"list_id":"01a228cc-e9a5-71bd-aa66-d01c2c888167","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","title":"Heading 0-0"}',NULL,'2026-11-29 19:33:07.543','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71d8-accd-47023352e1a4','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71d6-baeb-ffa2c4bd9a96','tasks','01a228cc-e9a5-71d7-92a5-e654e843a880','insert','{"area_id":null,"created_at":"2026-11-29 19:33:07.544","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a228cc-e9a5-71d4-b258-047daedc4792","id":"01a228cc-e9a5-71d7-92a5-e654e843a880","import_key":null,"list_id":"01a228cc-e9a5-71bd-aa66-d01c2c888167","list_key":"a2","notes":"","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 19:33:07.544"}',NULL,'2026-11-29 19:33:07.544','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71db-8567-13875371fac6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71d9-9b35-7e850704196b','task_lists','*','insert','{"ids":["01a228cc-e9a5-71da-9171-bd34d8478de9"]}',NULL,'2026-11-29 19:33:07.546','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71de-9320-4667c4567988','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71d9-9b35-7e850704196b','tasks','*','insert','{"ids":["01a228cc-e9a5-71dc-89aa-9ea5626ff8d4"]}',NULL,'2026-11-29 19:33:07.548','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71df-a4ef-0be45d047b4f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71d9-9b35-7e850704196b','task_tag_links','*','insert','{"ids":["01a228cc-e9a5-71dd-b38d-3a8f3ea7cfd0"]}',NULL,'2026-11-29 19:33:07.548','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71e2-9a46-870a55c4a6bd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71e0-9e9c-3e2074ee66bd','timelines','01a228cc-e9a5-71e1-82dc-b24e6321af37','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 19:33:07.549","icon":"","id":"01a228cc-e9a5-71e1-82dc-b24e6321af37","name":"Timeline 0-0","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.549','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71e5-b201-98e43d065eb8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71e3-ae82-ca47c4d3f66f','timeline_events','01a228cc-e9a5-71e4-9933-a9a517f9f49b','insert','{"created_at":"2026-11-29 19:33:07.550","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a228cc-e9a5-71e4-9933-a9a517f9f49b","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a228cc-e9a5-71e1-82dc-b24e6321af37","title":"Job 0-0","updated_at":"2026-11-29 19:33:07.550"}',NULL,'2026-11-29 19:33:07.550','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71e8-983e-225f6dca573d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71e6-a864-6dfb924495ba','timeline_events','01a228cc-e9a5-71e7-9a4e-182f76575a65','insert','{"created_at":"2026-11-29 19:33:07.551","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a228cc-e9a5-71e7-9a4e-182f76575a65","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a228cc-e9a5-71e1-82dc-b24e6321af37","title":"Trip 0-0","updated_at":"2026-11-29 19:33:07.551"}',NULL,'2026-11-29 19:33:07.551','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71eb-a2ba-b29b97a08971','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71e9-b020-24716c862ba7','timeline_queries','01a228cc-e9a5-71ea-b969-7196478f7acc','insert','{"created_at":"2026-11-29 19:33:07.552","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a228cc-e9a5-71ea-b969-7196478f7acc","name":"Query 0-0","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.552','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71ee-949a-0d80dd4f7ed8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ec-a0f3-a2bb84255f93','food_events','01a228cc-e9a5-71ed-83eb-c775436651c3','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a228cc-e9a5-71ed-83eb-c775436651c3","kind":"record","occurred_at":"2026-11-29 19:33:07.553","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","recorded_at":"2026-11-29 19:33:07.553","refers_to":null}',NULL,'2026-11-29 19:33:07.553','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71f1-9239-bd5d5c9a5716','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ef-a382-8790ca1bfe62','recipes','01a228cc-e9a5-71f0-9cc2-d254d281538e','insert','{"created_at":"2026-11-29 19:33:07.556","id":"01a228cc-e9a5-71f0-9cc2-d254d281538e","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","servings":2,"total_grams":300,"updated_at":"2026-11-29 19:33:07.556","yield_grams":null}',NULL,'2026-11-29 19:33:07.556','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71f3-91ef-744ed6679a63','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ef-a382-8790ca1bfe62','recipe_ingredients','01a228cc-e9a5-71f2-a0c4-95a99e718f66','insert','{"food_id":"09040","grams":100,"id":"01a228cc-e9a5-71f2-a0c4-95a99e718f66","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","position":0,"recipe_id":"01a228cc-e9a5-71f0-9cc2-d254d281538e"}',NULL,'2026-11-29 19:33:07.556','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71f5-9c45-b36cc039521d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ef-a382-8790ca1bfe62','recipe_ingredients','01a228cc-e9a5-71f4-8d89-fcbaeea8a322','insert','{"food_id":"01079","grams":200,"id":"01a228cc-e9a5-71f4-8d89-fcbaeea8a322","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","position":1,"recipe_id":"01a228cc-e9a5-71f0-9cc2-d254d281538e"}',NULL,'2026-11-29 19:33:07.556','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71f8-afd7-23e7d850e48b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71f6-ba5c-84a318122372','custom_foods','01a228cc-e9a5-71f7-bc4a-807781ca369f','insert','{"created_at":"2026-11-29 19:33:07.557","id":"01a228cc-e9a5-71f7-bc4a-807781ca369f","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 19:33:07.557"}',NULL,'2026-11-29 19:33:07.557','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71fb-b780-3be490c794e7','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71f9-9042-bcf8703d759f','food_events','01a228cc-e9a5-71fa-8716-b99f886945ad','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a228cc-e9a5-71fa-8716-b99f886945ad","kind":"record","occurred_at":"2026-11-29 19:33:07.558","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","recorded_at":"2026-11-29 19:33:07.558","refers_to":null}',NULL,'2026-11-29 19:33:07.558','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-71fe-8fc4-e0df4067392f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71fc-bfea-7adc87a40b2a','food_events','01a228cc-e9a5-71fd-93cf-f762a2cd8888','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a228cc-e9a5-71fd-93cf-f762a2cd8888","kind":"record","occurred_at":"2026-11-29 19:33:07.560","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","recorded_at":"2026-11-29 19:33:07.559","refers_to":null}',NULL,'2026-11-29 19:33:07.559','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7201-a74c-755a9eba8f1a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ff-8616-536a23b0d332','price_comparisons','01a228cc-e9a5-7200-9354-ae8b5d5004be','insert','{"created_at":"2026-11-29 19:33:07.561","display_unit":"100 ml","id":"01a228cc-e9a5-7200-9354-ae8b5d5004be","name":"Comparison 0-0","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","unit_system":"metric","updated_at":"2026-11-29 19:33:07.561"}',NULL,'2026-11-29 19:33:07.561','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7203-8978-bf70b09762af','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ff-8616-536a23b0d332','price_products','01a228cc-e9a5-7202-b809-acba75a53f55','insert','{"comparison_id":"01a228cc-e9a5-7200-9354-ae8b5d5004be","id":"01a228cc-e9a5-7202-b809-acba75a53f55","name":"Bertolli","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 19:33:07.561','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7205-9699-e57146c7b69c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71ff-8616-536a23b0d332','price_products','01a228cc-e9a5-7204-ad8a-f845bb839b25','insert','{"comparison_id":"01a228cc-e9a5-7200-9354-ae8b5d5004be","id":"01a228cc-e9a5-7204-ad8a-f845bb839b25","name":"Monini","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 19:33:07.561','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7208-a3ae-e34ed4a8fcb2','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7206-9b60-5505fbd77d84','habits','01a228cc-e9a5-7207-920e-0ea238977475','insert','{"archived":0,"area_id":"01a228cb-ff40-7097-be6f-3ca010ba52af","color":null,"created_at":"2026-11-29 19:33:07.563","emoji":"📚","id":"01a228cc-e9a5-7207-920e-0ea238977475","name":"Habit 0-0","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 19:33:07.563"}',NULL,'2026-11-29 19:33:07.563','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-720b-ad43-4d0f813c0ddc','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7209-96fb-4b5ab74aa50f','habit_check_ins','01a228cc-e9a5-720a-8b87-7271d08d92e2','insert','{"amount":1,"created_at":"2026-11-29 19:33:07.564","day":"2026-11-28","habit_id":"01a228cc-e9a5-7207-920e-0ea238977475","id":"01a228cc-e9a5-720a-8b87-7271d08d92e2","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.564','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-720e-8dfe-e3d86c334e19','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-720c-b407-bda4056e9f59','habit_check_ins','01a228cc-e9a5-720d-86a3-d54f987d2b5c','insert','{"amount":1,"created_at":"2026-11-29 19:33:07.565","day":"2026-11-29","habit_id":"01a228cc-e9a5-7207-920e-0ea238977475","id":"01a228cc-e9a5-720d-86a3-d54f987d2b5c","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.565','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7211-bbad-c404d8aeb369','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-720f-976a-9c9a1ded7abb','habit_rest_days','01a228cc-e9a5-7210-8f35-034dfa809564','insert','{"created_at":"2026-11-29 19:33:07.565","day":"2026-12-01","habit_id":"01a228cc-e9a5-7207-920e-0ea238977475","id":"01a228cc-e9a5-7210-8f35-034dfa809564","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.565','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7214-927f-47e366462355','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7212-bdd7-8abff56a74df','habits','01a228cc-e9a5-7213-833f-d44d73406931','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 19:33:07.566","emoji":"","id":"01a228cc-e9a5-7213-833f-d44d73406931","name":"Water 0-0","order_key":"a2","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 19:33:07.566"}',NULL,'2026-11-29 19:33:07.566','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7217-a669-69c410bcb6f6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7215-bac2-934b22b559f8','habit_check_ins','01a228cc-e9a5-7216-9596-c9ac2c53a7f5','insert','{"amount":4,"created_at":"2026-11-29 19:33:07.567","day":"2026-11-29","habit_id":"01a228cc-e9a5-7213-833f-d44d73406931","id":"01a228cc-e9a5-7216-9596-c9ac2c53a7f5","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.567','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-721a-b14c-337201c25010','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7218-a8a4-af567f2ef022','lift_sessions','01a228cc-e9a5-7219-a528-547cd684c83e','insert','{"created_at":"2026-11-29 19:33:07.578","day":"2026-11-29","id":"01a228cc-e9a5-7219-a528-547cd684c83e","name":"Workout","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","updated_at":"2026-11-29 19:33:07.578"}',NULL,'2026-11-29 19:33:07.578','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-721c-b1ef-2d5665a622eb','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7218-a8a4-af567f2ef022','lift_sets','01a228cc-e9a5-721b-8bf3-e8725a27fec3','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 19:33:07.578","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a228cc-e9a5-721b-8bf3-e8725a27fec3","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","position":0,"rate_hz":20,"recorded_at":"2026-11-29 19:33:07.578","reps":3,"session_id":"01a228cc-e9a5-7219-a528-547cd684c83e","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 19:33:07.578','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-721d-969e-c58732601165','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7218-a8a4-af567f2ef022','lift_streams','01a228cc-e9a5-721b-8bf3-e8725a27fec3','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a228cc-e9a5-721b-8bf3-e8725a27fec3","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.578','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7220-aeb8-419867ad6e0f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-721e-8dac-d7f0b3c0f7fc','lift_templates','01a228cc-e9a5-721f-b4b0-6dabf7944dab','insert','{"created_at":"2026-11-29 19:33:07.582","goal_reps":8,"id":"01a228cc-e9a5-721f-b4b0-6dabf7944dab","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","sets":3}',NULL,'2026-11-29 19:33:07.582','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7223-8bfc-cdafae1a84be','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7221-9f64-2f1fd9ad5a33','lift_defaults','01a228cc-e9a5-7222-8589-5cfc91fde498','insert','{"id":"01a228cc-e9a5-7222-8589-5cfc91fde498","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 19:33:07.583","velocity_loss_target":25}',NULL,'2026-11-29 19:33:07.583','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7226-a3ff-db7f10d54373','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7225-8c75-ee8c0bc05a0a','day_photos','01a228cc-e9a5-7224-88f9-740a262f7593','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 19:33:07.584","day":"2026-11-29","id":"01a228cc-e9a5-7224-88f9-740a262f7593","kind":"png","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.585','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7229-824c-5565c107bd5b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7227-907c-d2e1f7490ccf','journal_entries','01a228cc-e9a5-7228-ad88-9cf3373fba23','insert','{"created_at":"2026-11-29 19:33:07.586","day":"2026-11-29","id":"01a228cc-e9a5-7228-ad88-9cf3373fba23","location":"Berlin","mood":"happy","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 19:33:07.586","written_at":"2026-11-29 19:33:07.586"}',NULL,'2026-11-29 19:33:07.586','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-722c-96e9-5e98eba438db','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-722a-b4f5-4a0b585f9d63','journal_entries','01a228cc-e9a5-722b-8624-8ec330cd1258','insert','{"created_at":"2026-11-29 19:33:07.587","day":"2025-11-28","id":"01a228cc-e9a5-722b-8624-8ec330cd1258","location":null,"mood":null,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 19:33:07.587","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 19:33:07.587','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-722f-96df-c97e0c899c59','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-722e-9879-635714ca07ad','day_photos','01a228cc-e9a5-722d-b2d4-b35089e3233e','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 19:33:07.588","day":"2026-11-29","id":"01a228cc-e9a5-722d-b2d4-b35089e3233e","kind":"png","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9"}',NULL,'2026-11-29 19:33:07.589','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7231-8107-e28e596d62e4','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-722e-9879-635714ca07ad','journal_photos','01a228cc-e9a5-7230-9f50-87864476b42a','insert','{"entry_id":"01a228cc-e9a5-7228-ad88-9cf3373fba23","id":"01a228cc-e9a5-7230-9f50-87864476b42a","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","photo_id":"01a228cc-e9a5-722d-b2d4-b35089e3233e","source_id":null}',NULL,'2026-11-29 19:33:07.589','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7234-93cf-fb7a6d7032f8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7232-80e8-9f2706c3005e','runbooks','01a228cc-e9a5-7233-b842-cb04fad7a5e4','insert','{"created_at":"2026-11-29 19:33:07.591","id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","name":"When I''m anxious","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","updated_at":"2026-11-29 19:33:07.591","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 19:33:07.591','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7236-bce5-e67adaff2f1b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7232-80e8-9f2706c3005e','runbook_steps','01a228cc-e9a5-7235-b704-5b87f20d2097','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:33:07.591","id":"01a228cc-e9a5-7235-b704-5b87f20d2097","kind":"text","order_key":"a1","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","runbook_id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 19:33:07.591"}',NULL,'2026-11-29 19:33:07.591','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7238-829c-842b872c6d1f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7232-80e8-9f2706c3005e','runbook_steps','01a228cc-e9a5-7237-8ecf-4aed1c532f2f','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 19:33:07.591","id":"01a228cc-e9a5-7237-8ecf-4aed1c532f2f","kind":"breathing","order_key":"a2","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","runbook_id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 19:33:07.591"}',NULL,'2026-11-29 19:33:07.591','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-723a-b178-9c8089741cfe','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7232-80e8-9f2706c3005e','runbook_steps','01a228cc-e9a5-7239-9eac-fb2483757785','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:33:07.591","id":"01a228cc-e9a5-7239-9eac-fb2483757785","kind":"grounding","order_key":"a3","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","runbook_id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 19:33:07.591"}',NULL,'2026-11-29 19:33:07.591','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-723c-8aa2-17df95b279d8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7232-80e8-9f2706c3005e','runbook_steps','01a228cc-e9a5-723b-b03e-9b8ff793bda3','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:33:07.591","id":"01a228cc-e9a5-723b-b03e-9b8ff793bda3","kind":"text","order_key":"a4","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","runbook_id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 19:33:07.591"}',NULL,'2026-11-29 19:33:07.591','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-723e-8fa2-1f48177a5dbf','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7232-80e8-9f2706c3005e','runbook_steps','01a228cc-e9a5-723d-a374-8f2782688ddd','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:33:07.591","id":"01a228cc-e9a5-723d-a374-8f2782688ddd","kind":"contact","order_key":"a5","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","runbook_id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 19:33:07.591"}',NULL,'2026-11-29 19:33:07.591','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7241-a434-1690dd748403','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-723f-9d7c-e4a73909ec5e','runbook_contacts','01a228cc-e9a5-7240-ab94-3311a5ffa018','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 19:33:07.593","id":"01a228cc-e9a5-7240-ab94-3311a5ffa018","name":"Contact 0-0","note":"friend","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","phone":"030 0","updated_at":"2026-11-29 19:33:07.593"}',NULL,'2026-11-29 19:33:07.593','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7244-a305-538cc6c2fa32','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7242-8c4a-77078b81e11d','runbook_steps','01a228cc-e9a5-7243-9194-b1f43f482912','insert','{"breathing":null,"contact_id":"01a228cc-e9a5-7240-ab94-3311a5ffa018","created_at":"2026-11-29 19:33:07.593","id":"01a228cc-e9a5-7243-9194-b1f43f482912","kind":"contact","order_key":"a6","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","runbook_id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","text":"Call 0-0","updated_at":"2026-11-29 19:33:07.593"}',NULL,'2026-11-29 19:33:07.593','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7247-a9c1-dbe9d65a6846','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7245-a418-268137353495','runbook_uses','01a228cc-e9a5-7246-9308-6b434c577f7d','insert','{"created_at":"2026-11-29 19:33:07.594","feeling_after":"meh","feeling_before":"sad","id":"01a228cc-e9a5-7246-9308-6b434c577f7d","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","runbook_id":"01a228cc-e9a5-7233-b842-cb04fad7a5e4","steps_done":"[\"01a228cc-e9a5-7243-9194-b1f43f482912\"]","used_at":"2026-11-29 19:33:07.594"}',NULL,'2026-11-29 19:33:07.594','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-724a-acb7-798fefeb4990','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7248-8eff-688686b71e02','pacts','01a228cc-e9a5-7249-9196-05e5a6cd1ecd','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 19:33:07.595","delay_hours":24,"id":"01a228cc-e9a5-7249-9196-05e5a6cd1ecd","kind":"price","link_id":"01a228cb-ff41-7136-904e-cf9b67717dda","link_kind":"goal","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 19:33:07.595"}',NULL,'2026-11-29 19:33:07.595','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-724d-a494-597ea2a36b7d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-724b-b8fb-d9ad22cc821b','pact_marks','01a228cc-e9a5-724c-97d0-35bc58741975','insert','{"created_at":"2026-11-29 19:33:07.596","day":"2026-11-29","id":"01a228cc-e9a5-724c-97d0-35bc58741975","kept":1,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","pact_id":"01a228cc-e9a5-7249-9196-05e5a6cd1ecd","reason":"Reason 0-0"}',NULL,'2026-11-29 19:33:07.596','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-724f-a6ea-56877da4ea36','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-724e-8764-67406701c0ea','pacts','01a228cc-e9a5-7249-9196-05e5a6cd1ecd','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 19:33:07.595","delay_hours":24,"id":"01a228cc-e9a5-7249-9196-05e5a6cd1ecd","kind":"price","link_id":"01a228cb-ff41-7136-904e-cf9b67717dda","link_kind":"goal","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","pending_amount":"1","pending_at":"2026-11-30 19:33:07.598","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a228cc-e9a5-7207-920e-0ea238977475","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 19:33:07.598"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 19:33:07.595","delay_hours":24,"id":"01a228cc-e9a5-7249-9196-05e5a6cd1ecd","kind":"price","link_id":"01a228cb-ff41-7136-904e-cf9b67717dda","link_kind":"goal","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 19:33:07.595"}','2026-11-29 19:33:07.598','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7252-b441-b35c77bdfe32','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7250-8ab7-7cc94ef621b1','pacts','01a228cc-e9a5-7251-803d-e7f5a330321a','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 19:33:07.599","delay_hours":168,"id":"01a228cc-e9a5-7251-803d-e7f5a330321a","kind":"effort","link_id":"01a228cc-e9a5-719d-a521-5b1c0587d79c","link_kind":"block","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 19:33:07.599"}',NULL,'2026-11-29 19:33:07.599','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7255-9b68-caa9c00ed67a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7253-ad38-87daac09cbde','practice_sessions','01a228cc-e9a5-7254-8c5f-2104314d6688','insert','{"created_at":"2026-11-29 19:33:07.599","feeling":"happy","id":"01a228cc-e9a5-7254-8c5f-2104314d6688","minutes":10,"note":"Sat 0-0","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","started_at":"2026-11-29 19:23:07.599"}',NULL,'2026-11-29 19:33:07.599','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7259-9c55-78b986d805df','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7257-981f-53dbb519c8cd','runbook_settings','01a228cc-e9a5-7258-9484-d80186f8a6bb','insert','{"emergency_number":"112","id":"01a228cc-e9a5-7258-9484-d80186f8a6bb","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","updated_at":"2026-11-29 19:33:07.601"}',NULL,'2026-11-29 19:33:07.601','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-725c-95e0-9f3bee23da21','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-725a-86fc-4f19939c4acf','journal_entries','01a228cc-e9a5-725b-9d7a-1dd8bd5f97ce','insert','{"created_at":"2026-11-29 19:33:07.602","day":"2026-11-29","id":"01a228cc-e9a5-725b-9d7a-1dd8bd5f97ce","location":null,"mood":null,"owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 19:33:07.602","written_at":"2026-11-29 19:33:07.602"}',NULL,'2026-11-29 19:33:07.602','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7260-930a-bbddde68b6d8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-725e-890d-5bb3f3d8e93c','health_sources','01a228cc-e9a5-725f-a5d3-2c3e1fdfccb8','insert','{"id":"01a228cc-e9a5-725f-a5d3-2c3e1fdfccb8","name":"Shape Watch 0","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","position":null}',NULL,'2026-11-29 19:33:07.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7262-afbf-a94026604fb6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-725e-890d-5bb3f3d8e93c','health_sources','01a228cc-e9a5-7261-b66a-6e8d30341ea6','insert','{"id":"01a228cc-e9a5-7261-b66a-6e8d30341ea6","name":"Shape iPhone","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","position":null}',NULL,'2026-11-29 19:33:07.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7265-bf36-240c4bc44a11','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-725e-890d-5bb3f3d8e93c','food_events','01a228cc-e9a5-7264-8ee9-2da9684845e7','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a228cc-e9a5-7264-8ee9-2da9684845e7","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","recorded_at":"2026-11-29 19:33:07.605","refers_to":null}',NULL,'2026-11-29 19:33:07.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7267-8960-bd9daf239b5b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-725e-890d-5bb3f3d8e93c','food_events','01a228cc-e9a5-7266-ae75-1fe3b816e489','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a228cc-e9a5-7266-ae75-1fe3b816e489","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","recorded_at":"2026-11-29 19:33:07.605","refers_to":null}',NULL,'2026-11-29 19:33:07.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-7268-a8aa-ceb5cf7069d6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-725e-890d-5bb3f3d8e93c','health_days','01a228cc-e9a5-7263-9572-6f5169832141','insert','{"active_event_id":"01a228cc-e9a5-7264-8ee9-2da9684845e7","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a228cc-e9a5-7263-9572-6f5169832141","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 19:33:07.605","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a228cc-e9a5-7266-ae75-1fe3b816e489","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 19:33:07.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-726a-a845-a1c6a01322f4','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-725e-890d-5bb3f3d8e93c','health_imports','01a228cc-e9a5-7269-88d8-5eb349e8d051','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a228cc-e9a5-7269-88d8-5eb349e8d051","imported_at":"2026-11-29 19:33:07.605","last_day":"2026-11-27","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","records":3}',NULL,'2026-11-29 19:33:07.605','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228cc-e9a5-726d-b990-854f10e9a32c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726b-a4c5-a378ae3c7834','calendars','01a228cc-e9a5-726c-9691-5f55fbdf99b9','insert','{"color":"#5b6ee1","created_at":"2026-11-29 19:33:07.611","etag":null,"fetched_at":"2026-11-29 19:33:07.611","file_name":"work-0.ics","id":"01a228cc-e9a5-726c-9691-5f55fbdf99b9","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a228cb-ff34-711e-ad40-629b3acf43e9","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 19:33:07.611','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a228cc-e9a5-71bd-aa66-d01c2c888167','01a228cb-ff34-711e-ad40-629b3acf43e9','List 0-0',NULL,NULL,0,'a1','2026-11-29 19:33:07.534',NULL);
INSERT INTO "task_lists" VALUES('01a228cc-e9a5-71da-9171-bd34d8478de9','01a228cb-ff34-711e-ad40-629b3acf43e9','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 19:33:07.546','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a228cc-e9a5-71c0-b687-f9045203e2c8','01a228cb-ff34-711e-ad40-629b3acf43e9','Task 0-0','','01a228cc-e9a5-71bd-aa66-d01c2c888167','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a228cb-ff41-7136-904e-cf9b67717dda','01a228cb-ff40-7097-be6f-3ca010ba52af','a1','a1','2026-11-29 19:33:07.535','2026-11-29 19:33:07.535',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a228cc-e9a5-71d1-a79f-1f6f41fd599f','01a228cb-ff34-711e-ad40-629b3acf43e9','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 19:33:07.542','2026-11-29 19:33:07.542',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a228cc-e9a5-71d7-92a5-e654e843a880','01a228cb-ff34-711e-ad40-629b3acf43e9','Headed 0-0','','01a228cc-e9a5-71bd-aa66-d01c2c888167',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 19:33:07.544','2026-11-29 19:33:07.544',NULL,'01a228cc-e9a5-71d4-b258-047daedc4792',NULL);
INSERT INTO "tasks" VALUES('01a228cc-e9a5-71dc-89aa-9ea5626ff8d4','01a228cb-ff34-711e-ad40-629b3acf43e9','Imported 0-0','','01a228cc-e9a5-71da-9171-bd34d8478de9',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 19:33:07.548','2026-11-29 19:33:07.548','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a228cc-e9a5-71c2-b044-b74df77f56a8','01a228cb-ff34-711e-ad40-629b3acf43e9','errand');
INSERT INTO "task_tag_links" VALUES('01a228cc-e9a5-71c4-bd1c-c79c9b3e8e82','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71c0-b687-f9045203e2c8','01a228cc-e9a5-71c2-b044-b74df77f56a8');
INSERT INTO "task_tag_links" VALUES('01a228cc-e9a5-71dd-b38d-3a8f3ea7cfd0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71dc-89aa-9ea5626ff8d4','01a228cc-e9a5-71c2-b044-b74df77f56a8');
INSERT INTO "task_checklist_items" VALUES('01a228cc-e9a5-71c6-88ae-573d4d23e6fa','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71c0-b687-f9045203e2c8','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a228cc-e9a5-71c0-b687-f9045203e2c8','01a228cb-ff34-711e-ad40-629b3acf43e9','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a228cc-e9a5-71d1-a79f-1f6f41fd599f','01a228cb-ff34-711e-ad40-629b3acf43e9','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a228cc-e9a5-71d7-92a5-e654e843a880','01a228cb-ff34-711e-ad40-629b3acf43e9','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a228cc-e9a5-71dc-89aa-9ea5626ff8d4','01a228cb-ff34-711e-ad40-629b3acf43e9','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a228cc-e9a5-7200-9354-ae8b5d5004be','01a228cb-ff34-711e-ad40-629b3acf43e9','Comparison 0-0','metric','100 ml','2026-11-29 19:33:07.561','2026-11-29 19:33:07.561');
INSERT INTO "price_products" VALUES('01a228cc-e9a5-7202-b809-acba75a53f55','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7200-9354-ae8b5d5004be',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a228cc-e9a5-7204-ad8a-f845bb839b25','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7200-9354-ae8b5d5004be',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a228cc-e9a5-71e1-82dc-b24e6321af37','01a228cb-ff34-711e-ad40-629b3acf43e9','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 19:33:07.549');
INSERT INTO "timeline_events" VALUES('01a228cc-e9a5-71e4-9933-a9a517f9f49b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71e1-82dc-b24e6321af37','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 19:33:07.550','2026-11-29 19:33:07.550');
INSERT INTO "timeline_events" VALUES('01a228cc-e9a5-71e7-9a4e-182f76575a65','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71e1-82dc-b24e6321af37','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 19:33:07.551','2026-11-29 19:33:07.551');
INSERT INTO "timeline_queries" VALUES('01a228cc-e9a5-71ea-b969-7196478f7acc','01a228cb-ff34-711e-ad40-629b3acf43e9','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 19:33:07.552');
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
INSERT INTO "custom_foods" VALUES('01a228cc-e9a5-71f7-bc4a-807781ca369f','01a228cb-ff34-711e-ad40-629b3acf43e9','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 19:33:07.557','2026-11-29 19:33:07.557');
INSERT INTO "recipes" VALUES('01a228cc-e9a5-71f0-9cc2-d254d281538e','01a228cb-ff34-711e-ad40-629b3acf43e9','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 19:33:07.556','2026-11-29 19:33:07.556');
INSERT INTO "recipe_ingredients" VALUES('01a228cc-e9a5-71f2-a0c4-95a99e718f66','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71f0-9cc2-d254d281538e','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a228cc-e9a5-71f4-8d89-fcbaeea8a322','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71f0-9cc2-d254d281538e','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a228cc-e9a5-71ed-83eb-c775436651c3','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:33:07.553','2026-11-29 19:33:07.553','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a228cc-e9a5-71fa-8716-b99f886945ad','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:33:07.558','2026-11-29 19:33:07.558','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a228cc-e9a5-71fd-93cf-f762a2cd8888','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:33:07.560','2026-11-29 19:33:07.559','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a228cc-e9a5-7264-8ee9-2da9684845e7','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-27 11:00:00.000','2026-11-29 19:33:07.605','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a228cc-e9a5-7266-ae75-1fe3b816e489','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-27 11:00:00.000','2026-11-29 19:33:07.605','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a228cb-ff3f-700a-b14e-79d76c012141','01a228cb-ff34-711e-ad40-629b3acf43e9','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a228cc-e9a5-71c9-9dfb-1868fc1df415','01a228cb-ff34-711e-ad40-629b3acf43e9','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a228cb-ff40-7097-be6f-3ca010ba52af','01a228cb-ff34-711e-ad40-629b3acf43e9','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 19:33:07.520');
INSERT INTO "weeks" VALUES('01a228cb-ff39-7075-9604-81bdd563290f','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 19:33:07.513');
INSERT INTO "weeks" VALUES('01a228cc-e9a5-71b8-95d3-726892456846','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a228cb-ff41-7136-904e-cf9b67717dda','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff39-7075-9604-81bdd563290f','01a228cb-ff40-7097-be6f-3ca010ba52af','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 19:33:07.521');
INSERT INTO "weekly_goals" VALUES('01a228cc-e9a5-71ba-b92b-cd75050f98db','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b8-95d3-726892456846','01a228cb-ff40-7097-be6f-3ca010ba52af','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 19:33:07.534');
INSERT INTO "retrospectives" VALUES('01a228cb-ff3e-70b4-bef3-d9899d2c3628','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff39-7075-9604-81bdd563290f','Focus','Sleep','2026-11-29 19:33:07.518');
INSERT INTO "action_items" VALUES('01a228cc-e9a5-719a-bb10-0cd8560a2649','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff39-7075-9604-81bdd563290f','Action 0-0',0,'2026-11-29 19:33:07.525');
INSERT INTO "intentions" VALUES('01a228cb-ff41-7139-aaa3-ecd2fb78d0c8','01a228cb-ff34-711e-ad40-629b3acf43e9','Intention 0-0',25,'01a228cb-ff41-7136-904e-cf9b67717dda','01a228cb-ff40-7097-be6f-3ca010ba52af','2026-11-29 19:33:07.521','2026-11-29 19:58:07.521','endedEarly','2026-11-29 19:33:07.524',NULL,'[]','happy','2026-11-29 19:34:07.525',NULL,NULL,NULL,NULL,NULL,1795980787);
INSERT INTO "intentions" VALUES('01a228cc-e9a5-71a0-8a32-54bcc7190481','01a228cb-ff34-711e-ad40-629b3acf43e9','Block 0-0',45,'01a228cb-ff41-7136-904e-cf9b67717dda','01a228cb-ff40-7097-be6f-3ca010ba52af','2026-11-29 19:33:07.527','2026-11-29 20:18:07.527','endedEarly','2026-11-29 19:33:07.528',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a228cc-e9a5-719d-a521-5b1c0587d79c',NULL,1795980787);
INSERT INTO "intentions" VALUES('01a228cc-e9a5-71cc-8bf0-90ac29b75fd2','01a228cb-ff34-711e-ad40-629b3acf43e9','Task 0-0',15,'01a228cb-ff41-7136-904e-cf9b67717dda','01a228cb-ff40-7097-be6f-3ca010ba52af','2026-11-29 19:33:07.540','2026-11-29 19:48:07.540','endedEarly','2026-11-29 19:33:07.541',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a228cc-e9a5-71c0-b687-f9045203e2c8',1795980787);
INSERT INTO "distractions" VALUES('01a228cb-ff43-71e1-b050-c6b3d0fae028','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cb-ff41-7139-aaa3-ecd2fb78d0c8','internal',NULL,'2026-11-29 19:33:07.523',1);
INSERT INTO "standups" VALUES('01a228cb-ff3d-7123-bebd-9e422f697cd8','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 19:33:07.517');
INSERT INTO "day_photos" VALUES('01a228cc-e9a5-7224-88f9-740a262f7593','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29','png',64,'Photo 0-0','2026-11-29 19:33:07.584');
INSERT INTO "day_photos" VALUES('01a228cc-e9a5-722d-b2d4-b35089e3233e','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29','png',64,'Journal 0-0','2026-11-29 19:33:07.588');
INSERT INTO "security_events" VALUES('01a228cb-ff34-711f-b6c9-e270efff876b','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:33:07.508','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a228cc-e9a5-7219-a528-547cd684c83e','01a228cb-ff34-711e-ad40-629b3acf43e9','Workout','2026-11-29','2026-11-29 19:33:07.578','2026-11-29 19:33:07.578');
INSERT INTO "lift_sets" VALUES('01a228cc-e9a5-721b-8bf3-e8725a27fec3','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7219-a528-547cd684c83e',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 19:33:07.578','2026-11-29 19:33:07.578');
INSERT INTO "lift_streams" VALUES('01a228cc-e9a5-721b-8bf3-e8725a27fec3','01a228cb-ff34-711e-ad40-629b3acf43e9','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a228cc-e9a5-721f-b4b0-6dabf7944dab','01a228cb-ff34-711e-ad40-629b3acf43e9','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 19:33:07.582');
INSERT INTO "journal_entries" VALUES('01a228cc-e9a5-7228-ad88-9cf3373fba23','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:33:07.586','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 19:33:07.586','2026-11-29 19:33:07.586');
INSERT INTO "journal_entries" VALUES('01a228cc-e9a5-722b-8624-8ec330cd1258','01a228cb-ff34-711e-ad40-629b3acf43e9','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 19:33:07.587','2026-11-29 19:33:07.587');
INSERT INTO "journal_entries" VALUES('01a228cc-e9a5-725b-9d7a-1dd8bd5f97ce','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:33:07.602','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 19:33:07.602','2026-11-29 19:33:07.602');
INSERT INTO "journal_photos" VALUES('01a228cc-e9a5-7230-9f50-87864476b42a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7228-ad88-9cf3373fba23','01a228cc-e9a5-722d-b2d4-b35089e3233e',NULL);
INSERT INTO "journal_drafts" VALUES('01a228cc-e9a5-725d-8263-8b4ba9fc3b95','01a228cb-ff34-711e-ad40-629b3acf43e9',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T19:33:07.603Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 19:33:07.603');
INSERT INTO "journal_search" VALUES('01a228cc-e9a5-7228-ad88-9cf3373fba23','01a228cb-ff34-711e-ad40-629b3acf43e9','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a228cc-e9a5-722b-8624-8ec330cd1258','01a228cb-ff34-711e-ad40-629b3acf43e9','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a228cc-e9a5-725b-9d7a-1dd8bd5f97ce','01a228cb-ff34-711e-ad40-629b3acf43e9','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a228cc-e9a5-7207-920e-0ea238977475','01a228cb-ff34-711e-ad40-629b3acf43e9','Habit 0-0','📚',NULL,'01a228cb-ff40-7097-be6f-3ca010ba52af','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 19:33:07.563','2026-11-29 19:33:07.563');
INSERT INTO "habits" VALUES('01a228cc-e9a5-7213-833f-d44d73406931','01a228cb-ff34-711e-ad40-629b3acf43e9','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 19:33:07.566','2026-11-29 19:33:07.566');
INSERT INTO "habit_check_ins" VALUES('01a228cc-e9a5-720a-8b87-7271d08d92e2','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7207-920e-0ea238977475','2026-11-28',1.0,'2026-11-29 19:33:07.564');
INSERT INTO "habit_check_ins" VALUES('01a228cc-e9a5-720d-86a3-d54f987d2b5c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7207-920e-0ea238977475','2026-11-29',1.0,'2026-11-29 19:33:07.565');
INSERT INTO "habit_check_ins" VALUES('01a228cc-e9a5-7216-9596-c9ac2c53a7f5','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7213-833f-d44d73406931','2026-11-29',4.0,'2026-11-29 19:33:07.567');
INSERT INTO "habit_rest_days" VALUES('01a228cc-e9a5-7210-8f35-034dfa809564','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7207-920e-0ea238977475','2026-12-01','2026-11-29 19:33:07.565');
INSERT INTO "health_days" VALUES('01a228cc-e9a5-7263-9572-6f5169832141','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a228cc-e9a5-7264-8ee9-2da9684845e7',NULL,'01a228cc-e9a5-7266-ae75-1fe3b816e489','2026-11-29 19:33:07.605');
INSERT INTO "health_sources" VALUES('01a228cc-e9a5-725f-a5d3-2c3e1fdfccb8','01a228cb-ff34-711e-ad40-629b3acf43e9','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a228cc-e9a5-7261-b66a-6e8d30341ea6','01a228cb-ff34-711e-ad40-629b3acf43e9','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a228cc-e9a5-7269-88d8-5eb349e8d051','01a228cb-ff34-711e-ad40-629b3acf43e9','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 19:33:07.605');
INSERT INTO "lift_defaults" VALUES('01a228cc-e9a5-7222-8589-5cfc91fde498','01a228cb-ff34-711e-ad40-629b3acf43e9','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 19:33:07.583');
INSERT INTO "plan_blocks" VALUES('01a228cc-e9a5-719d-a521-5b1c0587d79c','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29',375,45,'Block 0-0','01a228cb-ff41-7136-904e-cf9b67717dda','01a228cb-ff40-7097-be6f-3ca010ba52af',NULL,NULL,NULL,NULL,'2026-11-29 19:33:07.526','2026-11-29 19:33:07.526');
INSERT INTO "plan_blocks" VALUES('01a228cc-e9a5-71a5-8bde-9579101c7a81','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29',375,45,'Area block 0-0',NULL,'01a228cb-ff40-7097-be6f-3ca010ba52af',NULL,NULL,NULL,NULL,'2026-11-29 19:33:07.528','2026-11-29 19:33:07.529');
INSERT INTO "plan_blocks" VALUES('01a228cc-e9a5-71ac-9826-dbb8e5181546','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-28',375,15,'Missed block 0-0',NULL,'01a228cb-ff40-7097-be6f-3ca010ba52af',NULL,'backToList','internal','2026-11-29 19:33:07.531','2026-11-29 19:33:07.530','2026-11-29 19:33:07.530');
INSERT INTO "plan_block_versions" VALUES('01a228cc-e9a5-71a8-9874-247617544f28','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71a5-8bde-9579101c7a81','2026-11-29',375,30,'Area block 0-0','01a228cb-ff40-7097-be6f-3ca010ba52af','moved','Longer than planned','2026-11-29 19:33:07.529');
INSERT INTO "calendars" VALUES('01a228cc-e9a5-726c-9691-5f55fbdf99b9','01a228cb-ff34-711e-ad40-629b3acf43e9','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 19:33:07.611',NULL,'2026-11-29 19:33:07.611');
INSERT INTO "calendar_expansions" VALUES('01a228cc-e9a5-726c-9691-5f55fbdf99b9','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:33:07.611','2026-10-04 19:33:07.610','2027-05-30 19:33:07.610','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-726e-be00-54e1704af7f6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-726f-a8e4-3b382972401d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7270-9e42-4e65c16f48e8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7271-ab68-16a6c6c4a8db','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7272-9f7b-331dbfd498c0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7273-a993-ad66bf53817a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7274-a95e-aeaf8a31b9ed','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7275-9a5e-3c9954cd136e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7276-9569-40be2e60d649','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7277-8ed3-b77d2208d1dd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7278-b2fb-05fab575a706','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7279-97ca-f263bde2d73d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-727a-a407-e1a507a7b5fc','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-727b-833d-610a841e7d54','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-727c-8167-c5e8535af1a6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-727d-a8e9-b24dc272858c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-727e-b8b9-a3fb680198fd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-727f-8b83-53865eabc022','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7280-8b7b-6d851ee5342f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7281-a18f-02e68820432b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7282-a51d-5125248a896b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7283-aa18-36a7a2b2354d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7284-978d-b9518b69f86e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7285-9074-48a303a6f745','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7286-a3c6-05d2e0d6651b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7287-82c6-b27a7dd45cdd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7288-bea5-6d69993775ed','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7289-8e52-c5bf2808c37e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-728a-8abc-9081576a3608','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-728b-8f93-010cd8d23140','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-728c-9f6b-afe02e281758','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-728d-92d7-04ff7331c968','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-728e-9178-5928bf12e25f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-728f-a60f-b0ba322ea744','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7290-9668-6a9dc6337dcb','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7291-860f-0811858724e1','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7292-9ead-0f897a404e06','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7293-a72d-d733c2b081e1','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7294-9071-c3198581193f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7295-9cb7-5767317494d5','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7296-9871-22acfda65445','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7297-ad40-d2f5aa75d7b0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7298-9b58-52715e1cb8da','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7299-81e6-77bff4c76b03','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-729a-a49d-ca3be7195d0c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-729b-bcbc-bcc727a6a6be','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-729c-8018-2737472068df','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-729d-b039-e610df993e56','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-729e-b709-5ba09221f4f6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-729f-8901-f8bc5e62770a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a0-ab38-b6e735c1cede','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a1-97e5-97b88a20c9b6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a2-af39-2749362a2a40','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a3-ac90-63fc8b405d58','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a4-9546-ba5214bb95ad','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a5-9ec4-d59a8198a525','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a6-b009-ea8efcfc5c8e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a7-961c-cbd20fcf8ee3','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a8-8e56-e6f842b3224a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72a9-bc68-926e5420cde6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72aa-83d0-ca4c7b38604e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ab-a1c9-8f29eb963347','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ac-b873-2682edcab69c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ad-bc0e-29c5a894779d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ae-a9ba-87c9d050f9c8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72af-8316-b3ffbde27c01','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b0-9908-d123128a18c8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b1-b3ff-0cfb575ee281','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b2-bce0-da5cf8cca893','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b3-8d50-4cee09705f14','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b4-a13d-542437234c17','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b5-87dd-e1a46b4285dd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b6-810a-c9959c0a4790','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b7-a8a0-baa14203d344','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b8-b933-282fbc329100','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72b9-99a6-6bb492e85928','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ba-a98d-1ea732b91efe','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72bb-bbc8-cdce4377d200','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72bc-a773-b72b88609f29','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72bd-9128-8db8bb925eef','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72be-b0a3-115edced0278','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72bf-9519-e5016c5ea378','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c0-ae72-7e4c49c6e371','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c1-bcfa-03acd9c7b440','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c2-b329-01febba827e3','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c3-9896-d8fb1be7215b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c4-831e-2ab632285389','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c5-9800-3c32863550af','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c6-af23-c9b02433d473','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c7-80b5-622ab57a610d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c8-92f1-8a1c7f9772f8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72c9-985f-77a92e700c4b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ca-a334-ceb50cc2ec54','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72cb-bf85-65e62b699fa0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72cc-bc70-96afaa86a63c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72cd-9268-5203b8449bdd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ce-b77c-72642e4abe23','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72cf-a509-996a1974da99','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d0-98ae-91098872f420','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d1-bd8c-00bf9be7e3f8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d2-8aa8-5e05d9b68950','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d3-ac2e-98c91f5ba2b5','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d4-9e41-9f3b5d5fa721','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d5-878e-4970a059a2ee','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d6-b83c-9e8b07a054ce','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d7-afda-bad9647d4aaa','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d8-9134-7857d52348c4','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72d9-8668-468ae8f5af4b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72da-8a01-2da0cdf60f9c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72db-810b-3cc697e9a98c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72dc-92e6-3c9906b93767','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72dd-8488-4d3a7f6d487e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72de-a2f6-cc6620ea2441','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72df-a462-474c41ab9833','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e0-8f5f-2dcb49fd04f8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e1-a201-867b22bd24e9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e2-a65b-575809286791','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e3-a499-6e588fb9eb7f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e4-9112-dad9506ebcf0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e5-9bc4-e314a0c0a1fd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e6-a10d-e488f1ba04a9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e7-8101-ef7ea3601ef9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e8-b8da-23a381a72384','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72e9-8cad-acefdaf2370c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ea-aa0c-a005ebe40129','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72eb-98bd-24844f3f01dd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ec-8538-f1495b2458be','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ed-b9db-f30a737e0a19','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ee-a016-81d771936cf6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ef-bba1-8552a97eb58e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f0-aaf4-202015e57e89','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f1-80a8-aae3d832cdd0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f2-951f-8b889c986a74','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f3-8229-6d3a68603268','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f4-bab0-2f8d7fa7db6e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f5-b778-2abc8d25595e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f6-8fe8-f7e5bf69321d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f7-b310-23f69f08a6f4','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f8-8637-58098b331845','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72f9-9366-3a54403d735a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72fa-b559-e566c47eddcc','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72fb-ab09-5862e301a569','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72fc-beb3-39010e2f5d0e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72fd-88bf-08cc259d9519','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72fe-b539-0972821896f2','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-72ff-a38c-e161de2fdfa7','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7300-acf5-942aea70ccfe','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7301-a7fc-0654ff910db0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7302-bc91-75c7b0442329','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7303-90f0-6c992a2f2ef9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7304-892a-541e6b752574','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7305-9301-2fffedb5e717','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7306-bc2c-9219573a0664','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7307-a63e-a74bd9bff782','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7308-8899-a00e1eb9d4a6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7309-b183-8e845c54620d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-730a-928a-47675aee089a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-730b-addf-c411bf692e0f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-730c-bea0-31582213e0fe','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-730d-8a09-9e15988e2d9e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-730e-bd94-876708b3ad22','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-730f-9f1a-3f837323f616','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7310-ad93-2a3624caf2b2','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7311-9aa6-3633bd25a51b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7312-a496-1ff85e0e4a36','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7313-bcde-c836c6b2292b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7314-aa18-574ca65e838d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7315-8aa7-1621276de128','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7316-b31b-7b3b5adacb76','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7317-8b2a-aa3c93fa5106','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7318-8be1-26f3ada7809b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7319-a138-629038b490c8','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-731a-a8dc-e0026d3a0a29','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-731b-93ea-1e423a7cd128','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-731c-bbdc-b2c29181a6a5','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-731d-88cd-bf8502bf012c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-731e-96b6-d181c8e29c7a','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-731f-90d1-4984724ce683','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7320-9511-30024fd5ecfe','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7321-93bc-29f0906c722b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7322-bf18-cd38bd1b072b','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7323-9fdd-570ae946ae06','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7324-9404-637c19ca5af7','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7325-bff9-14fe17cd86f9','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7326-85f4-0f7fd4637c7c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7327-81f9-edb838484803','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7328-bff8-6ad5d1b89362','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-7329-a33d-432e31e0113e','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-732a-ba02-9593a2f8bccc','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-732b-8263-857e75f6be1f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-732c-9f25-1b09ded2f54c','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-732d-9515-e94679c9dca1','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-732e-a53c-660e907fbc17','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a228cc-e9a5-732f-a25d-7e81393647f0','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-726c-9691-5f55fbdf99b9','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a228cc-e9a5-7233-b842-cb04fad7a5e4','01a228cb-ff34-711e-ad40-629b3acf43e9','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 19:33:07.591','2026-11-29 19:33:07.591');
INSERT INTO "runbook_contacts" VALUES('01a228cc-e9a5-7240-ab94-3311a5ffa018','01a228cb-ff34-711e-ad40-629b3acf43e9','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 19:33:07.593','2026-11-29 19:33:07.593');
INSERT INTO "runbook_steps" VALUES('01a228cc-e9a5-7235-b704-5b87f20d2097','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7233-b842-cb04fad7a5e4','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 19:33:07.591','2026-11-29 19:33:07.591');
INSERT INTO "runbook_steps" VALUES('01a228cc-e9a5-7237-8ecf-4aed1c532f2f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7233-b842-cb04fad7a5e4','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 19:33:07.591','2026-11-29 19:33:07.591');
INSERT INTO "runbook_steps" VALUES('01a228cc-e9a5-7239-9eac-fb2483757785','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7233-b842-cb04fad7a5e4','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 19:33:07.591','2026-11-29 19:33:07.591');
INSERT INTO "runbook_steps" VALUES('01a228cc-e9a5-723b-b03e-9b8ff793bda3','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7233-b842-cb04fad7a5e4','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 19:33:07.591','2026-11-29 19:33:07.591');
INSERT INTO "runbook_steps" VALUES('01a228cc-e9a5-723d-a374-8f2782688ddd','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7233-b842-cb04fad7a5e4','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 19:33:07.591','2026-11-29 19:33:07.591');
INSERT INTO "runbook_steps" VALUES('01a228cc-e9a5-7243-9194-b1f43f482912','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7233-b842-cb04fad7a5e4','contact','Call 0-0',NULL,'01a228cc-e9a5-7240-ab94-3311a5ffa018','a6','2026-11-29 19:33:07.593','2026-11-29 19:33:07.593');
INSERT INTO "runbook_uses" VALUES('01a228cc-e9a5-7246-9308-6b434c577f7d','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7233-b842-cb04fad7a5e4','2026-11-29 19:33:07.594','sad','meh','["01a228cc-e9a5-7243-9194-b1f43f482912"]','2026-11-29 19:33:07.594');
INSERT INTO "runbook_settings" VALUES('01a228cc-e9a5-7258-9484-d80186f8a6bb','01a228cb-ff34-711e-ad40-629b3acf43e9','112','2026-11-29 19:33:07.601');
INSERT INTO "task_headings" VALUES('01a228cc-e9a5-71d4-b258-047daedc4792','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71bd-aa66-d01c2c888167','Heading 0-0',0,'a1','2026-11-29 19:33:07.543',NULL);
INSERT INTO "pacts" VALUES('01a228cc-e9a5-7249-9196-05e5a6cd1ecd','01a228cb-ff34-711e-ad40-629b3acf43e9','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 19:33:07.598','2026-11-29 19:33:07.595','2026-11-29 19:33:07.598','goal','01a228cb-ff41-7136-904e-cf9b67717dda','sam@example.org','habit','01a228cc-e9a5-7207-920e-0ea238977475',NULL);
INSERT INTO "pacts" VALUES('01a228cc-e9a5-7251-803d-e7f5a330321a','01a228cb-ff34-711e-ad40-629b3acf43e9','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 19:33:07.599','2026-11-29 19:33:07.599','block','01a228cc-e9a5-719d-a521-5b1c0587d79c',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a228cc-e9a5-724c-97d0-35bc58741975','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-7249-9196-05e5a6cd1ecd','2026-11-29',1,'Reason 0-0','2026-11-29 19:33:07.596');
INSERT INTO "practice_sessions" VALUES('01a228cc-e9a5-7254-8c5f-2104314d6688','01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29 19:23:07.599',10,'Sat 0-0','2026-11-29 19:33:07.599','happy');
INSERT INTO "plan_feeds" VALUES('01a228cc-e9a5-7256-a920-4a590f6711ef','01a228cb-ff34-711e-ad40-629b3acf43e9',NULL,'46fe79c9d01bfb7bb6a019714fe357941fcbd871b6302b4fe91e38588c9a5010','2026-11-29 19:33:07.600',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a228cc-e9a5-71b1-bffa-7b92d839e88d','01a228cb-ff34-711e-ad40-629b3acf43e9','Template 0-0','day','2026-11-29 19:33:07.532','2026-11-29 19:33:07.532');
INSERT INTO "plan_template_blocks" VALUES('01a228cc-e9a5-71b3-b9f0-3a3beeb7fab6','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b1-bffa-7b92d839e88d',0,375,45,'Block 0-0','01a228cb-ff41-7136-904e-cf9b67717dda','01a228cb-ff40-7097-be6f-3ca010ba52af');
INSERT INTO "plan_template_blocks" VALUES('01a228cc-e9a5-71b5-b4eb-5e70ccfdb43f','01a228cb-ff34-711e-ad40-629b3acf43e9','01a228cc-e9a5-71b1-bffa-7b92d839e88d',0,375,45,'Area block 0-0',NULL,'01a228cb-ff40-7097-be6f-3ca010ba52af');
INSERT INTO "food_days" VALUES('01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-29',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a228cb-ff34-711e-ad40-629b3acf43e9','2026-11-27',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a228cb-ff34-711e-ad40-629b3acf43e9','Europe/Berlin',0,0);
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
CREATE INDEX food_events_logged ON food_events(owner_id, occurred_at, kind, food_id, id) WHERE food_id IS NOT NULL;
COMMIT;

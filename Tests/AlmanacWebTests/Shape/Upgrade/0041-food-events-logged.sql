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
INSERT INTO "users" VALUES('01a228d5-b3d9-71fc-a59a-45cd3f7af828','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 19:43:43.577','dayMonth');
INSERT INTO "credentials" VALUES('01a228d5-b3d9-71fc-a59a-45cd3f7af828','$2b$06$XBR1VguYOQncLzDz6/YpkOwZA/2./jWKocztVm0uT8k3XiTKLSrTC');
INSERT INTO "changes" VALUES('01a228d5-b401-7045-8232-189f48b32526','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b401-7043-87cd-5f3342084798','weeks','01a228d5-b401-7044-804e-e015d868c96a','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228d5-b401-7044-804e-e015d868c96a","length_days":7,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 19:43:43.617','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a228d5-b401-7049-93a5-86005ef13bb2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b401-7043-87cd-5f3342084798','weeks','01a228d5-b401-7044-804e-e015d868c96a','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228d5-b401-7044-804e-e015d868c96a","length_days":7,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_day":"2026-11-23","started_at":"2026-11-29 19:43:43.617"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228d5-b401-7044-804e-e015d868c96a","length_days":7,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_day":"2026-11-23","started_at":null}','2026-11-29 19:43:43.617','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a228d5-b41a-7051-8498-f4eb9177f872','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b41a-7048-89e8-812280cfef45','standups','01a228d5-b41a-704f-af7a-6b5b5a255e11','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a228d5-b41a-704f-af7a-6b5b5a255e11","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","updated_at":"2026-11-29 19:43:43.642"}',NULL,'2026-11-29 19:43:43.642','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228d5-b444-7209-afe0-2775d5a5a38e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b444-7207-8f5b-7ea04a8fc422','retrospectives','01a228d5-b444-7208-b7c9-a6dfc3cc16a9','insert','{"id":"01a228d5-b444-7208-b7c9-a6dfc3cc16a9","improve":"Sleep","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","updated_at":"2026-11-29 19:43:43.675","week_id":"01a228d5-b401-7044-804e-e015d868c96a","went_well":"Focus"}',NULL,'2026-11-29 19:43:43.675','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a228d5-b48c-7168-a984-11c48a787979','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b48c-7163-b64d-1a08278d0c70','energy_profiles','01a228d5-b48c-7167-81ed-4f9c06000889','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a228d5-b48c-7167-81ed-4f9c06000889","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","sex":"female"}',NULL,'2026-11-29 19:43:43.756','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a228d5-b4c1-71cc-918f-ad398e13cc48','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b4c1-71ca-a3b8-6182089b95cd','areas','01a228d5-b4c1-71cb-a6b4-28979c9696f2','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 19:43:43.809","icon":null,"id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","name":"Area 0-0","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:43.809','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d5-b4e4-70ec-b227-6fb5dd911205','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b4e3-70b5-877f-7b4fa7db698a','weekly_goals','01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','insert','{"added_mid_sprint":1,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","created_at":"2026-11-29 19:43:43.843","estimate_hours":2,"id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a228d5-b401-7044-804e-e015d868c96a"}',NULL,'2026-11-29 19:43:43.843','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d5-b50e-7163-992a-44892fa46f0b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b50e-715f-b6bf-ad80dcaa401b','intentions','01a228d5-b50e-7160-ac86-a5faddc72c4c','insert','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":null,"ends_at":"2026-11-29 20:08:43.886","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d5-b50e-7160-ac86-a5faddc72c4c","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:43.886","started_epoch":1795981423,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 19:43:43.886','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d5-b534-7180-92fa-679a9ee32de8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b534-717e-80cf-eb39d7b07df5','distractions','01a228d5-b534-717f-91a8-336bf91a7553','insert','{"at":"2026-11-29 19:43:43.924","id":"01a228d5-b534-717f-91a8-336bf91a7553","intention_id":"01a228d5-b50e-7160-ac86-a5faddc72c4c","note":null,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 19:43:43.924','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d5-b5a8-71a2-8d6f-a3b888e348e8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b5a8-71a1-a097-6e5102a4f396','intentions','01a228d5-b50e-7160-ac86-a5faddc72c4c','update','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":"2026-11-29 19:43:44.040","ends_at":"2026-11-29 20:08:43.886","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d5-b50e-7160-ac86-a5faddc72c4c","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:43.886","started_epoch":1795981423,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":null,"ends_at":"2026-11-29 20:08:43.886","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d5-b50e-7160-ac86-a5faddc72c4c","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:43.886","started_epoch":1795981423,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 19:43:44.040','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-705d-977a-94656e5d1709','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-704b-a84b-151afd451d6e','intentions','01a228d5-b50e-7160-ac86-a5faddc72c4c','update','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":"2026-11-29 19:43:44.040","ends_at":"2026-11-29 20:08:43.886","feeling":"happy","goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d5-b50e-7160-ac86-a5faddc72c4c","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":25,"rated_at":"2026-11-29 19:44:44.048","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:43.886","started_epoch":1795981423,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":"2026-11-29 19:43:44.040","ends_at":"2026-11-29 20:08:43.886","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d5-b50e-7160-ac86-a5faddc72c4c","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:43.886","started_epoch":1795981423,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 19:44:44.048','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-707b-95a6-e535ee86e595','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-7079-93b0-512bf6544383','action_items','01a228d6-a010-707a-b9c3-3812f1472ad7','insert','{"created_at":"2026-11-29 19:43:44.078","done":0,"id":"01a228d6-a010-707a-b9c3-3812f1472ad7","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","text":"Action 0-0","week_id":"01a228d5-b401-7044-804e-e015d868c96a"}',NULL,'2026-11-29 19:43:44.078','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-70a4-bae4-6a1e40fc05c1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-7098-9434-a9b5be5ccc64','plan_blocks','01a228d6-a010-709a-8131-9c6bb1304159','insert','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","cause":null,"created_at":"2026-11-29 19:43:44.282","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a010-709a-8131-9c6bb1304159","minutes":45,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 19:43:44.282"}',NULL,'2026-11-29 19:43:44.282','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-70bb-ae14-c35fad398750','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-70b8-a295-71b9d2be1e56','intentions','01a228d6-a010-70ba-8faa-e476bef1dcc7','insert','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":"01a228d6-a010-709a-8131-9c6bb1304159","ended_at":null,"ends_at":"2026-11-29 20:28:44.324","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a010-70ba-8faa-e476bef1dcc7","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:44.324","started_epoch":1795981424,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 19:43:44.324','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-70d1-9c71-b0ed042a8083','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-70d0-8af9-4653323b21d7','intentions','01a228d6-a010-70ba-8faa-e476bef1dcc7','update','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":"01a228d6-a010-709a-8131-9c6bb1304159","ended_at":"2026-11-29 19:43:44.395","ends_at":"2026-11-29 20:28:44.324","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a010-70ba-8faa-e476bef1dcc7","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:44.324","started_epoch":1795981424,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":"01a228d6-a010-709a-8131-9c6bb1304159","ended_at":null,"ends_at":"2026-11-29 20:28:44.324","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a010-70ba-8faa-e476bef1dcc7","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:44.324","started_epoch":1795981424,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 19:43:44.395','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-70e8-97e8-3fc4fb733df7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-70e6-a791-c8f073d3b39e','plan_blocks','01a228d6-a010-70e7-80e9-8ea79c14460a','insert','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","cause":null,"created_at":"2026-11-29 19:43:44.416","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228d6-a010-70e7-80e9-8ea79c14460a","minutes":30,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 19:43:44.416"}',NULL,'2026-11-29 19:43:44.416','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-7102-aeb6-6a92b67a0d52','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-7100-95f9-25f4da5e85d8','plan_block_versions','01a228d6-a010-7101-83a6-cf5806244138','insert','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":"01a228d6-a010-70e7-80e9-8ea79c14460a","change":"moved","day":"2026-11-29","id":"01a228d6-a010-7101-83a6-cf5806244138","minutes":30,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","reason":"Longer than planned","recorded_at":"2026-11-29 19:43:44.439","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 19:43:44.439','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-7103-9584-96e325bbeb44','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-7100-95f9-25f4da5e85d8','plan_blocks','01a228d6-a010-70e7-80e9-8ea79c14460a','update','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","cause":null,"created_at":"2026-11-29 19:43:44.416","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228d6-a010-70e7-80e9-8ea79c14460a","minutes":45,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 19:43:44.439"}','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","cause":null,"created_at":"2026-11-29 19:43:44.416","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228d6-a010-70e7-80e9-8ea79c14460a","minutes":30,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 19:43:44.416"}','2026-11-29 19:43:44.439','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a228d6-a010-7122-80d3-96dad3fd3e4a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-7120-a4de-a2d357c91885','plan_blocks','01a228d6-a010-7121-935b-b026a23bb23d','insert','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","cause":null,"created_at":"2026-11-29 19:43:44.462","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228d6-a010-7121-935b-b026a23bb23d","minutes":15,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 19:43:44.462"}',NULL,'2026-11-29 19:43:44.462','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-710e-a4ed-d95d34d1aa28','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b0-7103-a661-63ed36df0f14','plan_blocks','01a228d6-a010-7121-935b-b026a23bb23d','update','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","cause":"internal","created_at":"2026-11-29 19:43:44.462","day":"2026-11-28","disposed_at":"2026-11-29 19:43:44.473","disposition":"backToList","goal_id":null,"id":"01a228d6-a010-7121-935b-b026a23bb23d","minutes":15,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 19:43:44.462"}','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","cause":null,"created_at":"2026-11-29 19:43:44.462","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a228d6-a010-7121-935b-b026a23bb23d","minutes":15,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 19:43:44.462"}','2026-11-29 19:43:44.473','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-712d-a1c6-ecaa07bfd4cd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-712a-ab2b-3de3802dd39f','plan_templates','01a228d6-a1b8-712c-b16e-b6560e6a9286','insert','{"created_at":"2026-11-29 19:43:44.510","id":"01a228d6-a1b8-712c-b16e-b6560e6a9286","name":"Template 0-0","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","scope":"day","updated_at":"2026-11-29 19:43:44.510"}',NULL,'2026-11-29 19:43:44.510','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-712f-91a7-057be80986f7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-712a-ab2b-3de3802dd39f','plan_template_blocks','01a228d6-a1b8-712e-b8ce-250d7dab3180','insert','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","day_offset":0,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a1b8-712e-b8ce-250d7dab3180","minutes":45,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"template_id":"01a228d6-a1b8-712c-b16e-b6560e6a9286","title":"Block 0-0"}',NULL,'2026-11-29 19:43:44.510','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7131-991b-691a3f5e2ef4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-712a-ab2b-3de3802dd39f','plan_template_blocks','01a228d6-a1b8-7130-b95f-6d725ddabf6d','insert','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","day_offset":0,"goal_id":null,"id":"01a228d6-a1b8-7130-b95f-6d725ddabf6d","minutes":45,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_minute":375,"template_id":"01a228d6-a1b8-712c-b16e-b6560e6a9286","title":"Area block 0-0"}',NULL,'2026-11-29 19:43:44.510','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-714b-b460-ba846347bdc1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7149-8dbb-0bbbe929a955','weeks','01a228d6-a1b8-714a-af53-bd68ad1ccbc2','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a228d6-a1b8-714a-af53-bd68ad1ccbc2","length_days":7,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 19:43:44.583','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-714e-93a9-24b404128e9c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7149-8dbb-0bbbe929a955','weekly_goals','01a228d6-a1b8-714d-92b4-232591594682','insert','{"added_mid_sprint":0,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","created_at":"2026-11-29 19:43:44.583","estimate_hours":3,"id":"01a228d6-a1b8-714d-92b4-232591594682","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a228d6-a1b8-714a-af53-bd68ad1ccbc2"}',NULL,'2026-11-29 19:43:44.583','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7176-a352-1e9436bf0810','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-716b-b527-cece2e3882f8','task_lists','01a228d6-a1b8-7173-b6f3-fe8626185a2e','insert','{"archived":0,"color":null,"created_at":"2026-11-29 19:43:44.601","icon":null,"id":"01a228d6-a1b8-7173-b6f3-fe8626185a2e","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:44.601','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7197-ae64-e45230145471','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-718d-8ab7-9342c05dddc5','tasks','01a228d6-a1b8-718e-9d2d-5f3c1aba3db8','insert','{"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","created_at":"2026-11-29 19:43:44.620","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","heading_id":null,"id":"01a228d6-a1b8-718e-9d2d-5f3c1aba3db8","import_key":null,"list_id":"01a228d6-a1b8-7173-b6f3-fe8626185a2e","list_key":"a1","notes":"","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 19:43:44.620"}',NULL,'2026-11-29 19:43:44.620','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7199-b938-f734ea9b720e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-718d-8ab7-9342c05dddc5','task_tags','01a228d6-a1b8-7198-9741-8cad4d6b4add','insert','{"id":"01a228d6-a1b8-7198-9741-8cad4d6b4add","name":"errand","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:44.620','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-71b9-b08c-2f9c6e9c7813','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-718d-8ab7-9342c05dddc5','task_tag_links','01a228d6-a1b8-71b8-aece-3f19c6fee8f7','insert','{"id":"01a228d6-a1b8-71b8-aece-3f19c6fee8f7","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","tag_id":"01a228d6-a1b8-7198-9741-8cad4d6b4add","task_id":"01a228d6-a1b8-718e-9d2d-5f3c1aba3db8"}',NULL,'2026-11-29 19:43:44.620','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-71d2-a67c-2dfe14bb60ce','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-718d-8ab7-9342c05dddc5','task_checklist_items','01a228d6-a1b8-71ba-8178-46d1a5ec118e','insert','{"done":0,"id":"01a228d6-a1b8-71ba-8178-46d1a5ec118e","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","task_id":"01a228d6-a1b8-718e-9d2d-5f3c1aba3db8","title":"Step"}',NULL,'2026-11-29 19:43:44.620','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-71f7-915c-30475bc07316','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-71f5-a101-5d31b1930455','system_settings','01a228d6-a1b8-71f6-b0aa-1e2a43663bff','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a228d6-a1b8-71f6-b0aa-1e2a43663bff","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 19:43:44.700','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7212-af54-07883c4364ac','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-720f-983d-fa907c2ad9c7','intentions','01a228d6-a1b8-7211-b79b-0b75734c6cc4','insert','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":null,"ends_at":"2026-11-29 19:58:44.761","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a1b8-7211-b79b-0b75734c6cc4","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:44.761","started_epoch":1795981424,"state":"running","tags":"[]","task_id":"01a228d6-a1b8-718e-9d2d-5f3c1aba3db8","what":"Task 0-0"}',NULL,'2026-11-29 19:43:44.761','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-726c-8aae-02af371fb526','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-726a-a981-3487c5318511','intentions','01a228d6-a1b8-7211-b79b-0b75734c6cc4','update','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":"2026-11-29 19:43:44.786","ends_at":"2026-11-29 19:58:44.761","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a1b8-7211-b79b-0b75734c6cc4","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:44.761","started_epoch":1795981424,"state":"endedEarly","tags":"[]","task_id":"01a228d6-a1b8-718e-9d2d-5f3c1aba3db8","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","block_id":null,"ended_at":null,"ends_at":"2026-11-29 19:58:44.761","feeling":null,"goal_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","id":"01a228d6-a1b8-7211-b79b-0b75734c6cc4","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 19:43:44.761","started_epoch":1795981424,"state":"running","tags":"[]","task_id":"01a228d6-a1b8-718e-9d2d-5f3c1aba3db8","what":"Task 0-0"}','2026-11-29 19:43:44.786','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-72a3-9291-52b0acebf019','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-729b-bd1b-a43baf5c2b34','tasks','01a228d6-a1b8-729c-a441-0448fb61591f','insert','{"area_id":null,"created_at":"2026-11-29 19:43:44.830","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a228d6-a1b8-729c-a441-0448fb61591f","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 19:43:44.830"}',NULL,'2026-11-29 19:43:44.830','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-72c3-9586-2b1d33e817a9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-72b8-9837-fd1f0a2b0c5f','task_headings','01a228d6-a1b8-72c0-9389-e89119fda172','insert','{"archived":0,"created_at":"2026-11-29 19:43:44.895","id":"01a228d6-a1b8-72c0-9389-e89119fda172","import_key":null,"list_id":"01a228d6-a1b8-7173-b6f3-fe8626185a2e","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","title":"Heading 0-0"}',NULL,'2026-11-29 19:43:44.895','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-72da-a467-3ef4376c274f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-72d1-bcd8-d02d2ccd56d7','tasks','01a228d6-a1b8-72d4-97e5-5c760b39dc82','insert','{"area_id":null,"created_at":"2026-11-29 19:43:44.961","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a228d6-a1b8-72c0-9389-e89119fda172","id":"01a228d6-a1b8-72d4-97e5-5c760b39dc82","import_key":null,"list_id":"01a228d6-a1b8-7173-b6f3-fe8626185a2e","list_key":"a2","notes":"","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 19:43:44.961"}',NULL,'2026-11-29 19:43:44.961','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-730d-b245-31160ae33bdb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7309-bdff-07970c03f544','task_lists','*','insert','{"ids":["01a228d6-a1b8-730c-aaca-6975b135bb89"]}',NULL,'2026-11-29 19:43:45.004','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7343-bd23-868a829df375','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7309-bdff-07970c03f544','tasks','*','insert','{"ids":["01a228d6-a1b8-7327-8f57-ffb2a35e1dae"]}',NULL,'2026-11-29 19:43:45.019','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7344-8505-517a7ca7a468','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7309-bdff-07970c03f544','task_tag_links','*','insert','{"ids":["01a228d6-a1b8-733f-aeab-6a2995338f6f"]}',NULL,'2026-11-29 19:43:45.019','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7361-98ec-d8e790cc379b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7350-96f9-2ef73f52d8d1','timelines','01a228d6-a1b8-7357-a871-de4097933e61','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 19:43:45.045","icon":"","id":"01a228d6-a1b8-7357-a871-de4097933e61","name":"Timeline 0-0","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.045','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7379-a286-0a55ebfd82fb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7377-8c80-43dc20955299','timeline_events','01a228d6-a1b8-7378-8d26-d98ee7a9e43b','insert','{"created_at":"2026-11-29 19:43:45.089","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a228d6-a1b8-7378-8d26-d98ee7a9e43b","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a228d6-a1b8-7357-a871-de4097933e61","title":"Job 0-0","updated_at":"2026-11-29 19:43:45.089"}',NULL,'2026-11-29 19:43:45.089','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-739f-a01b-89ad345d05a0','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-739d-8485-c8a9b3b45401','timeline_events','01a228d6-a1b8-739e-8c11-0beaede45c41','insert','{"created_at":"2026-11-29 19:43:45.145","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a228d6-a1b8-739e-8c11-0beaede45c41","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a228d6-a1b8-7357-a871-de4097933e61","title":"Trip 0-0","updated_at":"2026-11-29 19:43:45.145"}',NULL,'2026-11-29 19:43:45.145','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-73ba-90a9-c57a38ab87ba','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-73b8-b835-95b20ee85d3f','timeline_queries','01a228d6-a1b8-73b9-8b5b-51ece5580cf6','insert','{"created_at":"2026-11-29 19:43:45.166","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a228d6-a1b8-73b9-8b5b-51ece5580cf6","name":"Query 0-0","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.166','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-73ed-b947-1312439644b9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-73df-8e93-77987295c8ea','food_events','01a228d6-a1b8-73ea-a8d7-84e6d96a9d56','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a228d6-a1b8-73ea-a8d7-84e6d96a9d56","kind":"record","occurred_at":"2026-11-29 19:43:45.214","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","recorded_at":"2026-11-29 19:43:45.214","refers_to":null}',NULL,'2026-11-29 19:43:45.214','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7418-83c7-e120a63291d2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-740f-bd32-1db11f6a3c58','recipes','01a228d6-a1b8-7415-97f6-09f3aab41e54','insert','{"created_at":"2026-11-29 19:43:45.243","id":"01a228d6-a1b8-7415-97f6-09f3aab41e54","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","servings":2,"total_grams":300,"updated_at":"2026-11-29 19:43:45.243","yield_grams":null}',NULL,'2026-11-29 19:43:45.243','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-741a-be68-643d318f1d4b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-740f-bd32-1db11f6a3c58','recipe_ingredients','01a228d6-a1b8-7419-9c6c-7c9f4f2a23dd','insert','{"food_id":"09040","grams":100,"id":"01a228d6-a1b8-7419-9c6c-7c9f4f2a23dd","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","position":0,"recipe_id":"01a228d6-a1b8-7415-97f6-09f3aab41e54"}',NULL,'2026-11-29 19:43:45.243','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-741c-af1d-e89c9eaa925e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-740f-bd32-1db11f6a3c58','recipe_ingredients','01a228d6-a1b8-741b-a80d-b0fbe2a9197b','insert','{"food_id":"01079","grams":200,"id":"01a228d6-a1b8-741b-a80d-b0fbe2a9197b","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","position":1,"recipe_id":"01a228d6-a1b8-7415-97f6-09f3aab41e54"}',NULL,'2026-11-29 19:43:45.243','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7430-89fa-a5146964e965','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-742e-b870-a204eb98ca25','custom_foods','01a228d6-a1b8-742f-ad46-1a52fa699e18','insert','{"created_at":"2026-11-29 19:43:45.271","id":"01a228d6-a1b8-742f-ad46-1a52fa699e18","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 19:43:45.271"}',NULL,'2026-11-29 19:43:45.271','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7447-a997-555c75e6d73d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7445-a4b7-aaf57a30bb78','food_events','01a228d6-a1b8-7446-882a-5a37b27f006e','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a228d6-a1b8-7446-882a-5a37b27f006e","kind":"record","occurred_at":"2026-11-29 19:43:45.326","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","recorded_at":"2026-11-29 19:43:45.326","refers_to":null}',NULL,'2026-11-29 19:43:45.326','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7476-a62e-df18358639fa','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7474-9c6d-3a35c1d66a52','food_events','01a228d6-a1b8-7475-bf7d-8b499d299721','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a228d6-a1b8-7475-bf7d-8b499d299721","kind":"record","occurred_at":"2026-11-29 19:43:45.356","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","recorded_at":"2026-11-29 19:43:45.356","refers_to":null}',NULL,'2026-11-29 19:43:45.356','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7496-94a5-06292fb865cd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-748d-b807-6bfdc3b0678a','price_comparisons','01a228d6-a1b8-748f-903d-dae561d60cda','insert','{"created_at":"2026-11-29 19:43:45.375","display_unit":"100 ml","id":"01a228d6-a1b8-748f-903d-dae561d60cda","name":"Comparison 0-0","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","unit_system":"metric","updated_at":"2026-11-29 19:43:45.375"}',NULL,'2026-11-29 19:43:45.375','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7499-87c5-28a62de5c7fd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-748d-b807-6bfdc3b0678a','price_products','01a228d6-a1b8-7497-91e0-6934e0f0b51d','insert','{"comparison_id":"01a228d6-a1b8-748f-903d-dae561d60cda","id":"01a228d6-a1b8-7497-91e0-6934e0f0b51d","name":"Bertolli","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 19:43:45.375','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-749b-af47-44b680db3646','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-748d-b807-6bfdc3b0678a','price_products','01a228d6-a1b8-749a-be7e-83ccb43393bc','insert','{"comparison_id":"01a228d6-a1b8-748f-903d-dae561d60cda","id":"01a228d6-a1b8-749a-be7e-83ccb43393bc","name":"Monini","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 19:43:45.375','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-74bc-8d79-965b1e78e2ca','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-74ae-b5d5-cdd00870aba2','habits','01a228d6-a1b8-74b7-bfd8-af88d684ba6f','insert','{"archived":0,"area_id":"01a228d5-b4c1-71cb-a6b4-28979c9696f2","color":null,"created_at":"2026-11-29 19:43:45.390","emoji":"📚","id":"01a228d6-a1b8-74b7-bfd8-af88d684ba6f","name":"Habit 0-0","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 19:43:45.390"}',NULL,'2026-11-29 19:43:45.390','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-74ea-b9e4-794f76f34f31','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-74e2-92d5-27fb1d648803','habit_check_ins','01a228d6-a1b8-74e9-9e86-68fad442b4c4','insert','{"amount":1,"created_at":"2026-11-29 19:43:45.420","day":"2026-11-28","habit_id":"01a228d6-a1b8-74b7-bfd8-af88d684ba6f","id":"01a228d6-a1b8-74e9-9e86-68fad442b4c4","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.420','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7509-b321-66dadf0072c4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7507-b32b-1e57b7fa4d4a','habit_check_ins','01a228d6-a1b8-7508-a3de-303dbba33c13','insert','{"amount":1,"created_at":"2026-11-29 19:43:45.450","day":"2026-11-29","habit_id":"01a228d6-a1b8-74b7-bfd8-af88d684ba6f","id":"01a228d6-a1b8-7508-a3de-303dbba33c13","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.450','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7521-8ed6-d88883119815','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-751f-9d04-7cf6cd0b5757','habit_rest_days','01a228d6-a1b8-7520-95de-dfc061f1b106','insert','{"created_at":"2026-11-29 19:43:45.465","day":"2026-12-01","habit_id":"01a228d6-a1b8-74b7-bfd8-af88d684ba6f","id":"01a228d6-a1b8-7520-95de-dfc061f1b106","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.465','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7535-967f-1e8b2f058e1d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7533-87ec-0f8762d4f87d','habits','01a228d6-a1b8-7534-9736-1dd6cc015cc0','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 19:43:45.529","emoji":"","id":"01a228d6-a1b8-7534-9736-1dd6cc015cc0","name":"Water 0-0","order_key":"a2","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 19:43:45.529"}',NULL,'2026-11-29 19:43:45.529','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-754e-89bc-a76001954251','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-754c-8a17-64cbd5fd1e2c','habit_check_ins','01a228d6-a1b8-754d-a1c8-6ed37bb054ea','insert','{"amount":4,"created_at":"2026-11-29 19:43:45.540","day":"2026-11-29","habit_id":"01a228d6-a1b8-7534-9736-1dd6cc015cc0","id":"01a228d6-a1b8-754d-a1c8-6ed37bb054ea","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.540','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7591-bdfd-8b1ce298bc11','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-758b-9e55-66bc7e266b8d','lift_sessions','01a228d6-a1b8-7590-a836-e48bb67b53ad','insert','{"created_at":"2026-11-29 19:43:45.597","day":"2026-11-29","id":"01a228d6-a1b8-7590-a836-e48bb67b53ad","name":"Workout","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","updated_at":"2026-11-29 19:43:45.597"}',NULL,'2026-11-29 19:43:45.597','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7593-b560-9db2e460cd8d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-758b-9e55-66bc7e266b8d','lift_sets','01a228d6-a1b8-7592-9eba-873f8953d0b6','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 19:43:45.597","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a228d6-a1b8-7592-9eba-873f8953d0b6","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","position":0,"rate_hz":20,"recorded_at":"2026-11-29 19:43:45.597","reps":3,"session_id":"01a228d6-a1b8-7590-a836-e48bb67b53ad","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 19:43:45.597','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7594-997a-c97f18e57329','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-758b-9e55-66bc7e266b8d','lift_streams','01a228d6-a1b8-7592-9eba-873f8953d0b6','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a228d6-a1b8-7592-9eba-873f8953d0b6","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.597','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-75ab-8c10-8f0fd08caf5d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-75a9-8531-422cd58b1975','lift_templates','01a228d6-a1b8-75aa-a84a-4215495587a4','insert','{"created_at":"2026-11-29 19:43:45.625","goal_reps":8,"id":"01a228d6-a1b8-75aa-a84a-4215495587a4","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","sets":3}',NULL,'2026-11-29 19:43:45.625','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-75ee-a1df-fea707bb3f57','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-75da-bf62-5c9b174f4d24','lift_defaults','01a228d6-a1b8-75dc-bcfa-f25038ac8202','insert','{"id":"01a228d6-a1b8-75dc-bcfa-f25038ac8202","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 19:43:45.655","velocity_loss_target":25}',NULL,'2026-11-29 19:43:45.655','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-75fc-b03c-42d511c8675e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-75fb-91c8-65c0b95482d7','day_photos','01a228d6-a1b8-75fa-943b-e3ec024be07a','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 19:43:45.685","day":"2026-11-29","id":"01a228d6-a1b8-75fa-943b-e3ec024be07a","kind":"png","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.686','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7625-b39c-54a7dc3247d9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-760e-a317-523b58eefaa6','journal_entries','01a228d6-a1b8-7611-915a-897ffbca3c81','insert','{"created_at":"2026-11-29 19:43:45.738","day":"2026-11-29","id":"01a228d6-a1b8-7611-915a-897ffbca3c81","location":"Berlin","mood":"happy","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 19:43:45.738","written_at":"2026-11-29 19:43:45.739"}',NULL,'2026-11-29 19:43:45.738','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7630-9c49-37d23a373dc4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-762c-9698-849b723e2c0d','journal_entries','01a228d6-a1b8-762d-b6e1-f18f6cf1dad9','insert','{"created_at":"2026-11-29 19:43:45.764","day":"2025-11-28","id":"01a228d6-a1b8-762d-b6e1-f18f6cf1dad9","location":null,"mood":null,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 19:43:45.764","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 19:43:45.764','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7656-8105-fe707dd27805','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7655-992e-1a35dee9f1ee','day_photos','01a228d6-a1b8-764f-9255-9a3964eee4ba','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 19:43:45.794","day":"2026-11-29","id":"01a228d6-a1b8-764f-9255-9a3964eee4ba","kind":"png","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828"}',NULL,'2026-11-29 19:43:45.797','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7658-bd6b-1f95bf4f878e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7655-992e-1a35dee9f1ee','journal_photos','01a228d6-a1b8-7657-bb71-57d25db2a28a','insert','{"entry_id":"01a228d6-a1b8-7611-915a-897ffbca3c81","id":"01a228d6-a1b8-7657-bb71-57d25db2a28a","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","photo_id":"01a228d6-a1b8-764f-9255-9a3964eee4ba","source_id":null}',NULL,'2026-11-29 19:43:45.797','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7669-8bf6-3b3e829ca82a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7667-9a2d-b7ad2bf0e129','runbooks','01a228d6-a1b8-7668-ac92-9762fe407fef','insert','{"created_at":"2026-11-29 19:43:45.800","id":"01a228d6-a1b8-7668-ac92-9762fe407fef","name":"When I''m anxious","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","updated_at":"2026-11-29 19:43:45.800","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 19:43:45.800','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-766b-ae8d-0ba9d3b79595','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7667-9a2d-b7ad2bf0e129','runbook_steps','01a228d6-a1b8-766a-98a9-fa2ffd14b1c7','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:43:45.800","id":"01a228d6-a1b8-766a-98a9-fa2ffd14b1c7","kind":"text","order_key":"a1","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","runbook_id":"01a228d6-a1b8-7668-ac92-9762fe407fef","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 19:43:45.800"}',NULL,'2026-11-29 19:43:45.800','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-766d-a895-433343270d09','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7667-9a2d-b7ad2bf0e129','runbook_steps','01a228d6-a1b8-766c-9ac7-431339cdc8e5','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 19:43:45.800","id":"01a228d6-a1b8-766c-9ac7-431339cdc8e5","kind":"breathing","order_key":"a2","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","runbook_id":"01a228d6-a1b8-7668-ac92-9762fe407fef","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 19:43:45.800"}',NULL,'2026-11-29 19:43:45.800','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-766f-9468-56cf319ad207','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7667-9a2d-b7ad2bf0e129','runbook_steps','01a228d6-a1b8-766e-8304-9b1fa8d3c99a','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:43:45.800","id":"01a228d6-a1b8-766e-8304-9b1fa8d3c99a","kind":"grounding","order_key":"a3","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","runbook_id":"01a228d6-a1b8-7668-ac92-9762fe407fef","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 19:43:45.800"}',NULL,'2026-11-29 19:43:45.800','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7671-a8a7-8e864c494851','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7667-9a2d-b7ad2bf0e129','runbook_steps','01a228d6-a1b8-7670-9b3d-d2bca6dc2329','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:43:45.800","id":"01a228d6-a1b8-7670-9b3d-d2bca6dc2329","kind":"text","order_key":"a4","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","runbook_id":"01a228d6-a1b8-7668-ac92-9762fe407fef","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 19:43:45.800"}',NULL,'2026-11-29 19:43:45.800','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7673-a022-f23dd5d62df8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7667-9a2d-b7ad2bf0e129','runbook_steps','01a228d6-a1b8-7672-8c8e-d8f83ed2e1fa','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 19:43:45.800","id":"01a228d6-a1b8-7672-8c8e-d8f83ed2e1fa","kind":"contact","order_key":"a5","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","runbook_id":"01a228d6-a1b8-7668-ac92-9762fe407fef","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 19:43:45.800"}',NULL,'2026-11-29 19:43:45.800','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-768d-8b91-b8241c97afc1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7685-a170-41872a874e72','runbook_contacts','01a228d6-a1b8-7686-bf4b-d1476b663e28','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 19:43:45.830","id":"01a228d6-a1b8-7686-bf4b-d1476b663e28","name":"Contact 0-0","note":"friend","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","phone":"030 0","updated_at":"2026-11-29 19:43:45.830"}',NULL,'2026-11-29 19:43:45.830','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-76bf-a2bc-7345b763f2a7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-76a5-b963-9f7c5d6c1b1a','runbook_steps','01a228d6-a1b8-76ba-8cbd-94024f0593d3','insert','{"breathing":null,"contact_id":"01a228d6-a1b8-7686-bf4b-d1476b663e28","created_at":"2026-11-29 19:43:45.873","id":"01a228d6-a1b8-76ba-8cbd-94024f0593d3","kind":"contact","order_key":"a6","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","runbook_id":"01a228d6-a1b8-7668-ac92-9762fe407fef","text":"Call 0-0","updated_at":"2026-11-29 19:43:45.873"}',NULL,'2026-11-29 19:43:45.873','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-76d1-a38d-0fbf105d3a23','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-76cf-801c-6e60a7770d6d','runbook_uses','01a228d6-a1b8-76d0-b322-571c3e3ca8e0','insert','{"created_at":"2026-11-29 19:43:45.896","feeling_after":"meh","feeling_before":"sad","id":"01a228d6-a1b8-76d0-b322-571c3e3ca8e0","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","runbook_id":"01a228d6-a1b8-7668-ac92-9762fe407fef","steps_done":"[\"01a228d6-a1b8-76ba-8cbd-94024f0593d3\"]","used_at":"2026-11-29 19:43:45.896"}',NULL,'2026-11-29 19:43:45.896','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7708-818e-a7c16b5db2f6','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-76f2-8af1-6393e01bbc6d','pacts','01a228d6-a1b8-76f5-bb30-30370d690ca0','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 19:43:45.917","delay_hours":24,"id":"01a228d6-a1b8-76f5-bb30-30370d690ca0","kind":"price","link_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","link_kind":"goal","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 19:43:45.917"}',NULL,'2026-11-29 19:43:45.917','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7736-90d0-6ba8fbc9deb9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7711-9722-458a7d08e65c','pact_marks','01a228d6-a1b8-7713-95a2-b8a20a8833ff','insert','{"created_at":"2026-11-29 19:43:45.931","day":"2026-11-29","id":"01a228d6-a1b8-7713-95a2-b8a20a8833ff","kept":1,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","pact_id":"01a228d6-a1b8-76f5-bb30-30370d690ca0","reason":"Reason 0-0"}',NULL,'2026-11-29 19:43:45.931','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7777-bfe8-e5d51ea9b33f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7748-8599-6161938892c9','pacts','01a228d6-a1b8-76f5-bb30-30370d690ca0','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 19:43:45.917","delay_hours":24,"id":"01a228d6-a1b8-76f5-bb30-30370d690ca0","kind":"price","link_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","link_kind":"goal","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","pending_amount":"1","pending_at":"2026-11-30 19:43:45.947","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a228d6-a1b8-74b7-bfd8-af88d684ba6f","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 19:43:45.947"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 19:43:45.917","delay_hours":24,"id":"01a228d6-a1b8-76f5-bb30-30370d690ca0","kind":"price","link_id":"01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a","link_kind":"goal","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 19:43:45.917"}','2026-11-29 19:43:45.947','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7798-8cf0-bd542e7ea084','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-778a-91f1-09c2b2ab644a','pacts','01a228d6-a1b8-778b-8f33-66e5ca72123b','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 19:43:45.970","delay_hours":168,"id":"01a228d6-a1b8-778b-8f33-66e5ca72123b","kind":"effort","link_id":"01a228d6-a010-709a-8131-9c6bb1304159","link_kind":"block","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 19:43:45.970"}',NULL,'2026-11-29 19:43:45.970','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-77b9-b28f-be4d98b37089','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-77a8-98b5-d0155160d5f1','practice_sessions','01a228d6-a1b8-77a9-9ef7-a09c78524821','insert','{"created_at":"2026-11-29 19:43:45.981","feeling":"happy","id":"01a228d6-a1b8-77a9-9ef7-a09c78524821","minutes":10,"note":"Sat 0-0","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","started_at":"2026-11-29 19:33:45.981"}',NULL,'2026-11-29 19:43:45.981','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-77ee-be17-9d41641315fd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-77eb-beaa-a04de67752d2','runbook_settings','01a228d6-a1b8-77ec-a929-f62a407d6c2a','insert','{"emergency_number":"112","id":"01a228d6-a1b8-77ec-a929-f62a407d6c2a","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","updated_at":"2026-11-29 19:43:46.004"}',NULL,'2026-11-29 19:43:46.004','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-781f-9d8c-8fe5d773e2a4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-780d-a7b4-d84e43e35bac','journal_entries','01a228d6-a1b8-7818-a333-13049182ca25','insert','{"created_at":"2026-11-29 19:43:46.015","day":"2026-11-29","id":"01a228d6-a1b8-7818-a333-13049182ca25","location":null,"mood":null,"owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 19:43:46.015","written_at":"2026-11-29 19:43:46.015"}',NULL,'2026-11-29 19:43:46.015','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7845-828d-4a5cdb7835c9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7837-9150-21ed8746ccb4','health_sources','01a228d6-a1b8-783d-82ca-e19a2775be65','insert','{"id":"01a228d6-a1b8-783d-82ca-e19a2775be65","name":"Shape Watch 0","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","position":null}',NULL,'2026-11-29 19:43:46.037','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7848-98cb-2306bd042e97','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7837-9150-21ed8746ccb4','health_sources','01a228d6-a1b8-7847-bd37-0fb76d14656a','insert','{"id":"01a228d6-a1b8-7847-bd37-0fb76d14656a","name":"Shape iPhone","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","position":null}',NULL,'2026-11-29 19:43:46.037','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7850-a6eb-ea8d28b2053f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7837-9150-21ed8746ccb4','food_events','01a228d6-a1b8-784b-9d76-090193f1f707','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a228d6-a1b8-784b-9d76-090193f1f707","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","recorded_at":"2026-11-29 19:43:46.037","refers_to":null}',NULL,'2026-11-29 19:43:46.037','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-785f-ad33-122e64720a4e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7837-9150-21ed8746ccb4','food_events','01a228d6-a1b8-7859-80b8-1fa6d8291b31','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a228d6-a1b8-7859-80b8-1fa6d8291b31","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","recorded_at":"2026-11-29 19:43:46.037","refers_to":null}',NULL,'2026-11-29 19:43:46.037','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-7867-8f06-f1cc2a83795d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7837-9150-21ed8746ccb4','health_days','01a228d6-a1b8-784a-b03b-724836646e3d','insert','{"active_event_id":"01a228d6-a1b8-784b-9d76-090193f1f707","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a228d6-a1b8-784a-b03b-724836646e3d","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 19:43:46.037","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a228d6-a1b8-7859-80b8-1fa6d8291b31","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 19:43:46.037','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-786d-b852-668513b2ac33','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7837-9150-21ed8746ccb4','health_imports','01a228d6-a1b8-7869-9326-dfdbc5f5da54','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a228d6-a1b8-7869-9326-dfdbc5f5da54","imported_at":"2026-11-29 19:43:46.037","last_day":"2026-11-27","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","records":3}',NULL,'2026-11-29 19:43:46.037','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a228d6-a1b8-78ae-9c24-94307171df6e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-789f-9123-fafb6d8eb6b3','calendars','01a228d6-a1b8-78a0-84f7-494f137d88e8','insert','{"color":"#5b6ee1","created_at":"2026-11-29 19:43:46.082","etag":null,"fetched_at":"2026-11-29 19:43:46.082","file_name":"work-0.ics","id":"01a228d6-a1b8-78a0-84f7-494f137d88e8","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a228d5-b3d9-71fc-a59a-45cd3f7af828","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 19:43:46.082','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a228d6-a1b8-7173-b6f3-fe8626185a2e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','List 0-0',NULL,NULL,0,'a1','2026-11-29 19:43:44.601',NULL);
INSERT INTO "task_lists" VALUES('01a228d6-a1b8-730c-aaca-6975b135bb89','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 19:43:45.004','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a228d6-a1b8-718e-9d2d-5f3c1aba3db8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Task 0-0','','01a228d6-a1b8-7173-b6f3-fe8626185a2e','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','01a228d5-b4c1-71cb-a6b4-28979c9696f2','a1','a1','2026-11-29 19:43:44.620','2026-11-29 19:43:44.620',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a228d6-a1b8-729c-a441-0448fb61591f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 19:43:44.830','2026-11-29 19:43:44.830',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a228d6-a1b8-72d4-97e5-5c760b39dc82','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Headed 0-0','','01a228d6-a1b8-7173-b6f3-fe8626185a2e',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 19:43:44.961','2026-11-29 19:43:44.961',NULL,'01a228d6-a1b8-72c0-9389-e89119fda172',NULL);
INSERT INTO "tasks" VALUES('01a228d6-a1b8-7327-8f57-ffb2a35e1dae','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Imported 0-0','','01a228d6-a1b8-730c-aaca-6975b135bb89',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 19:43:45.019','2026-11-29 19:43:45.019','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a228d6-a1b8-7198-9741-8cad4d6b4add','01a228d5-b3d9-71fc-a59a-45cd3f7af828','errand');
INSERT INTO "task_tag_links" VALUES('01a228d6-a1b8-71b8-aece-3f19c6fee8f7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-718e-9d2d-5f3c1aba3db8','01a228d6-a1b8-7198-9741-8cad4d6b4add');
INSERT INTO "task_tag_links" VALUES('01a228d6-a1b8-733f-aeab-6a2995338f6f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7327-8f57-ffb2a35e1dae','01a228d6-a1b8-7198-9741-8cad4d6b4add');
INSERT INTO "task_checklist_items" VALUES('01a228d6-a1b8-71ba-8178-46d1a5ec118e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-718e-9d2d-5f3c1aba3db8','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a228d6-a1b8-718e-9d2d-5f3c1aba3db8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a228d6-a1b8-729c-a441-0448fb61591f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a228d6-a1b8-72d4-97e5-5c760b39dc82','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a228d6-a1b8-7327-8f57-ffb2a35e1dae','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a228d6-a1b8-748f-903d-dae561d60cda','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Comparison 0-0','metric','100 ml','2026-11-29 19:43:45.375','2026-11-29 19:43:45.375');
INSERT INTO "price_products" VALUES('01a228d6-a1b8-7497-91e0-6934e0f0b51d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-748f-903d-dae561d60cda',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a228d6-a1b8-749a-be7e-83ccb43393bc','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-748f-903d-dae561d60cda',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a228d6-a1b8-7357-a871-de4097933e61','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 19:43:45.045');
INSERT INTO "timeline_events" VALUES('01a228d6-a1b8-7378-8d26-d98ee7a9e43b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7357-a871-de4097933e61','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 19:43:45.089','2026-11-29 19:43:45.089');
INSERT INTO "timeline_events" VALUES('01a228d6-a1b8-739e-8c11-0beaede45c41','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7357-a871-de4097933e61','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 19:43:45.145','2026-11-29 19:43:45.145');
INSERT INTO "timeline_queries" VALUES('01a228d6-a1b8-73b9-8b5b-51ece5580cf6','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 19:43:45.166');
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
INSERT INTO "custom_foods" VALUES('01a228d6-a1b8-742f-ad46-1a52fa699e18','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 19:43:45.271','2026-11-29 19:43:45.271');
INSERT INTO "recipes" VALUES('01a228d6-a1b8-7415-97f6-09f3aab41e54','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 19:43:45.243','2026-11-29 19:43:45.243');
INSERT INTO "recipe_ingredients" VALUES('01a228d6-a1b8-7419-9c6c-7c9f4f2a23dd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7415-97f6-09f3aab41e54','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a228d6-a1b8-741b-a80d-b0fbe2a9197b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7415-97f6-09f3aab41e54','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a228d6-a1b8-73ea-a8d7-84e6d96a9d56','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:43:45.214','2026-11-29 19:43:45.214','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a228d6-a1b8-7446-882a-5a37b27f006e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:43:45.326','2026-11-29 19:43:45.326','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a228d6-a1b8-7475-bf7d-8b499d299721','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:43:45.356','2026-11-29 19:43:45.356','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a228d6-a1b8-784b-9d76-090193f1f707','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-27 11:00:00.000','2026-11-29 19:43:46.037','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a228d6-a1b8-7859-80b8-1fa6d8291b31','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-27 11:00:00.000','2026-11-29 19:43:46.037','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a228d5-b48c-7167-81ed-4f9c06000889','01a228d5-b3d9-71fc-a59a-45cd3f7af828','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a228d6-a1b8-71f6-b0aa-1e2a43663bff','01a228d5-b3d9-71fc-a59a-45cd3f7af828','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a228d5-b4c1-71cb-a6b4-28979c9696f2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 19:43:43.809');
INSERT INTO "weeks" VALUES('01a228d5-b401-7044-804e-e015d868c96a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 19:43:43.617');
INSERT INTO "weeks" VALUES('01a228d6-a1b8-714a-af53-bd68ad1ccbc2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b401-7044-804e-e015d868c96a','01a228d5-b4c1-71cb-a6b4-28979c9696f2','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 19:43:43.843');
INSERT INTO "weekly_goals" VALUES('01a228d6-a1b8-714d-92b4-232591594682','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-714a-af53-bd68ad1ccbc2','01a228d5-b4c1-71cb-a6b4-28979c9696f2','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 19:43:44.583');
INSERT INTO "retrospectives" VALUES('01a228d5-b444-7208-b7c9-a6dfc3cc16a9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b401-7044-804e-e015d868c96a','Focus','Sleep','2026-11-29 19:43:43.675');
INSERT INTO "action_items" VALUES('01a228d6-a010-707a-b9c3-3812f1472ad7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b401-7044-804e-e015d868c96a','Action 0-0',0,'2026-11-29 19:43:44.078');
INSERT INTO "intentions" VALUES('01a228d5-b50e-7160-ac86-a5faddc72c4c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Intention 0-0',25,'01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','01a228d5-b4c1-71cb-a6b4-28979c9696f2','2026-11-29 19:43:43.886','2026-11-29 20:08:43.886','endedEarly','2026-11-29 19:43:44.040',NULL,'[]','happy','2026-11-29 19:44:44.048',NULL,NULL,NULL,NULL,NULL,1795981423);
INSERT INTO "intentions" VALUES('01a228d6-a010-70ba-8faa-e476bef1dcc7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Block 0-0',45,'01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','01a228d5-b4c1-71cb-a6b4-28979c9696f2','2026-11-29 19:43:44.324','2026-11-29 20:28:44.324','endedEarly','2026-11-29 19:43:44.395',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a228d6-a010-709a-8131-9c6bb1304159',NULL,1795981424);
INSERT INTO "intentions" VALUES('01a228d6-a1b8-7211-b79b-0b75734c6cc4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Task 0-0',15,'01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','01a228d5-b4c1-71cb-a6b4-28979c9696f2','2026-11-29 19:43:44.761','2026-11-29 19:58:44.761','endedEarly','2026-11-29 19:43:44.786',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a228d6-a1b8-718e-9d2d-5f3c1aba3db8',1795981424);
INSERT INTO "distractions" VALUES('01a228d5-b534-717f-91a8-336bf91a7553','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d5-b50e-7160-ac86-a5faddc72c4c','internal',NULL,'2026-11-29 19:43:43.924',1);
INSERT INTO "standups" VALUES('01a228d5-b41a-704f-af7a-6b5b5a255e11','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 19:43:43.642');
INSERT INTO "day_photos" VALUES('01a228d6-a1b8-75fa-943b-e3ec024be07a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29','png',64,'Photo 0-0','2026-11-29 19:43:45.685');
INSERT INTO "day_photos" VALUES('01a228d6-a1b8-764f-9255-9a3964eee4ba','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29','png',64,'Journal 0-0','2026-11-29 19:43:45.794');
INSERT INTO "security_events" VALUES('01a228d5-b3d9-71fd-bb79-047d5ee9c44e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:43:43.577','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a228d6-a1b8-7590-a836-e48bb67b53ad','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Workout','2026-11-29','2026-11-29 19:43:45.597','2026-11-29 19:43:45.597');
INSERT INTO "lift_sets" VALUES('01a228d6-a1b8-7592-9eba-873f8953d0b6','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7590-a836-e48bb67b53ad',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 19:43:45.597','2026-11-29 19:43:45.597');
INSERT INTO "lift_streams" VALUES('01a228d6-a1b8-7592-9eba-873f8953d0b6','01a228d5-b3d9-71fc-a59a-45cd3f7af828','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a228d6-a1b8-75aa-a84a-4215495587a4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 19:43:45.625');
INSERT INTO "journal_entries" VALUES('01a228d6-a1b8-7611-915a-897ffbca3c81','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:43:45.739','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 19:43:45.738','2026-11-29 19:43:45.738');
INSERT INTO "journal_entries" VALUES('01a228d6-a1b8-762d-b6e1-f18f6cf1dad9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 19:43:45.764','2026-11-29 19:43:45.764');
INSERT INTO "journal_entries" VALUES('01a228d6-a1b8-7818-a333-13049182ca25','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:43:46.015','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 19:43:46.015','2026-11-29 19:43:46.015');
INSERT INTO "journal_photos" VALUES('01a228d6-a1b8-7657-bb71-57d25db2a28a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7611-915a-897ffbca3c81','01a228d6-a1b8-764f-9255-9a3964eee4ba',NULL);
INSERT INTO "journal_drafts" VALUES('01a228d6-a1b8-782b-8355-cf3966f0066c','01a228d5-b3d9-71fc-a59a-45cd3f7af828',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T19:43:46.027Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 19:43:46.027');
INSERT INTO "journal_search" VALUES('01a228d6-a1b8-7611-915a-897ffbca3c81','01a228d5-b3d9-71fc-a59a-45cd3f7af828','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a228d6-a1b8-762d-b6e1-f18f6cf1dad9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a228d6-a1b8-7818-a333-13049182ca25','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a228d6-a1b8-74b7-bfd8-af88d684ba6f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Habit 0-0','📚',NULL,'01a228d5-b4c1-71cb-a6b4-28979c9696f2','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 19:43:45.390','2026-11-29 19:43:45.390');
INSERT INTO "habits" VALUES('01a228d6-a1b8-7534-9736-1dd6cc015cc0','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 19:43:45.529','2026-11-29 19:43:45.529');
INSERT INTO "habit_check_ins" VALUES('01a228d6-a1b8-74e9-9e86-68fad442b4c4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-74b7-bfd8-af88d684ba6f','2026-11-28',1.0,'2026-11-29 19:43:45.420');
INSERT INTO "habit_check_ins" VALUES('01a228d6-a1b8-7508-a3de-303dbba33c13','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-74b7-bfd8-af88d684ba6f','2026-11-29',1.0,'2026-11-29 19:43:45.450');
INSERT INTO "habit_check_ins" VALUES('01a228d6-a1b8-754d-a1c8-6ed37bb054ea','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7534-9736-1dd6cc015cc0','2026-11-29',4.0,'2026-11-29 19:43:45.540');
INSERT INTO "habit_rest_days" VALUES('01a228d6-a1b8-7520-95de-dfc061f1b106','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-74b7-bfd8-af88d684ba6f','2026-12-01','2026-11-29 19:43:45.465');
INSERT INTO "health_days" VALUES('01a228d6-a1b8-784a-b03b-724836646e3d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a228d6-a1b8-784b-9d76-090193f1f707',NULL,'01a228d6-a1b8-7859-80b8-1fa6d8291b31','2026-11-29 19:43:46.037');
INSERT INTO "health_sources" VALUES('01a228d6-a1b8-783d-82ca-e19a2775be65','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a228d6-a1b8-7847-bd37-0fb76d14656a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a228d6-a1b8-7869-9326-dfdbc5f5da54','01a228d5-b3d9-71fc-a59a-45cd3f7af828','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 19:43:46.037');
INSERT INTO "lift_defaults" VALUES('01a228d6-a1b8-75dc-bcfa-f25038ac8202','01a228d5-b3d9-71fc-a59a-45cd3f7af828','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 19:43:45.655');
INSERT INTO "plan_blocks" VALUES('01a228d6-a010-709a-8131-9c6bb1304159','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29',375,45,'Block 0-0','01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','01a228d5-b4c1-71cb-a6b4-28979c9696f2',NULL,NULL,NULL,NULL,'2026-11-29 19:43:44.282','2026-11-29 19:43:44.282');
INSERT INTO "plan_blocks" VALUES('01a228d6-a010-70e7-80e9-8ea79c14460a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29',375,45,'Area block 0-0',NULL,'01a228d5-b4c1-71cb-a6b4-28979c9696f2',NULL,NULL,NULL,NULL,'2026-11-29 19:43:44.416','2026-11-29 19:43:44.439');
INSERT INTO "plan_blocks" VALUES('01a228d6-a010-7121-935b-b026a23bb23d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-28',375,15,'Missed block 0-0',NULL,'01a228d5-b4c1-71cb-a6b4-28979c9696f2',NULL,'backToList','internal','2026-11-29 19:43:44.473','2026-11-29 19:43:44.462','2026-11-29 19:43:44.462');
INSERT INTO "plan_block_versions" VALUES('01a228d6-a010-7101-83a6-cf5806244138','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a010-70e7-80e9-8ea79c14460a','2026-11-29',375,30,'Area block 0-0','01a228d5-b4c1-71cb-a6b4-28979c9696f2','moved','Longer than planned','2026-11-29 19:43:44.439');
INSERT INTO "calendars" VALUES('01a228d6-a1b8-78a0-84f7-494f137d88e8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 19:43:46.082',NULL,'2026-11-29 19:43:46.082');
INSERT INTO "calendar_expansions" VALUES('01a228d6-a1b8-78a0-84f7-494f137d88e8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:43:46.082','2026-10-04 19:43:46.082','2027-05-30 19:43:46.082','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78af-a315-29e78c5b2c64','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b0-84e7-68b51a85544c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b1-8d4c-04231d4a3c30','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b2-bd9a-8dd69f62d789','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b3-9b39-440ca419fc67','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b4-819c-58e3abf5b748','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b5-8335-901d1982d178','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b6-92d1-8328e4f9981b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b8-81e7-69bac89fbbdb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78b9-ad73-dc5938a60d76','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78ba-ba03-065e5d0d5164','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78bb-8830-dbb215e15561','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78bc-9acc-c319665e2816','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78bd-a7c7-92b3519327b3','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78be-b050-d8b1d0947ee8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78bf-97cc-98f6b68903d8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78c0-9b41-51f970ba5138','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78c1-90c2-89b073cf2791','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78c2-8b40-5794368de6bf','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78c3-8111-d1eb4f10f77d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78cb-9b07-ef21cc2eaf33','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78cc-b3a3-040c246db868','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78cd-866a-395e4b13cf21','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78ce-ac95-cad5a8060c98','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78cf-ad5f-e44b5569c483','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78d4-896f-37ad74fd0482','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78d6-bf97-0336e4b833ee','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78d7-83c6-c6f4cfbc739d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78d8-909e-20175dacfd6a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78da-98d9-16eecb30a6b4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78db-b5a2-a151993e4a61','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78e0-8e0d-767f101f9cc2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78e7-9cdb-6969d848ad8f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78ea-9d35-dac0e856f81b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78f0-b3b7-aab2c43ce6ce','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78f6-a732-4a101f2f24e7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78f7-a912-9bdc4ee5d9dd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78f8-8a55-671950cbb6eb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78f9-8bdc-c156371e4911','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78fa-a9d2-32f214c4a904','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78fb-a8c0-3f2eee9c128d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-78fc-9b81-66a2dae5efdb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7901-86e3-921fdb412fa5','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7902-bbdf-931837799c22','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7903-9fe6-6d334eb97352','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7905-a8b1-b3ed6d1a8617','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7906-a5f6-fef53b918619','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7907-b33f-221cec9e52c5','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7908-8a87-3ba3f3b5ef24','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7909-8a30-d5711cd6c982','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-790a-bdfe-7fb61d262746','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-790b-93b6-a500d8d892a4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-790e-bd20-758bafe4aea7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-790f-b829-8ea5421de3f8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7911-a731-707b3cce7663','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7912-9114-5b09c40e54e2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7913-a9a2-34f20fc51b8c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7914-b54c-b85a30fc1559','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7937-ad80-ce0d11fc8143','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-793a-ad06-b2aa1fbe52bf','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-793b-821f-e4205aff487a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-793c-a1fb-f75a7e0e4ee2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-793d-9705-8ae173528031','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-793e-b392-9eaf5c6474d4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-793f-8c1e-05c762b1129d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7940-a6f9-aba6be544c25','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7941-a917-7fc3c13885e9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7942-8852-ec42d78baba7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7943-8d80-8161698ee8fd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7944-b657-fb1bbaa410cb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7945-85f9-0a0512387ca5','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7946-8e65-814491aa21a1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7947-830d-adb08f5f972e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7948-b2ae-bc38c31ab92e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7949-add1-29e37e2aa133','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-794a-b3cc-ed10c06898fb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-794b-9463-b2f2064c858d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-794c-8f87-c71509a3ec0c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-794d-9a37-1e009731e6cd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-794f-aa30-61af2c7686ec','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7950-b996-1d783bdfc1ad','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7951-8082-5905c431ef92','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7952-af35-bf24f713d51d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7953-abc0-edef707e38af','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7954-b66b-228eb3702158','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7955-9bac-a0bea40a95a1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7956-b624-3aa690d07ab7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7957-98ce-a44afe6239aa','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7961-94b8-44d546fafb45','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7968-a51f-6724a461d5a1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-796e-b48a-dd793719b289','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7973-96a0-15e900ba4033','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7979-a336-b9f7f468c091','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7980-a3b8-f6a2f274a006','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7982-b35d-9d595e36c8bf','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7983-a54a-bcd9d2047acd','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7984-9748-309829368706','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7986-9299-a596eb1b88ff','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7987-8a4a-1f863b4a30ee','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7989-840a-3960f6a04897','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-798a-9bcb-7529e87ba6e9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-798c-bb79-a58c3f84370b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-798d-aaf0-e09b7c3542b3','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-798e-b5f3-0daef34fbd8c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7990-a953-1945769917db','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7991-a3e3-2b97877d2795','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7993-8929-a1267e37b24a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7994-80df-70f84bf4ceb5','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7995-924a-63d0d1590c93','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7997-a6ed-8a43e7670689','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7998-8955-e7216582fd1c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-799a-b684-49f99f6d949e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-799b-bbc5-96f3d7147678','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-799c-9492-4ac47171f88a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-799e-b4db-2700c838138d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-799f-87db-e7fcc9ef6d83','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79a1-b1ff-5e575a46a898','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79a2-a66e-74e8de411e5e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79a3-9d30-c68ddb19c251','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79a5-8ecc-0c09ff3d1247','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79a6-a262-6e0f262ae2c8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79d8-ad8b-519cbd378c9e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79d9-846e-ae7515b4b92e','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79da-9430-6b02910e207b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79e5-af5d-5db236060d88','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79e6-abf7-d04128969757','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79e8-9683-f83110916b72','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79e9-8bd7-010776f85122','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79eb-9c13-adf2e49725af','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79ec-a2aa-acce6ba1cdb9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79ee-897f-696525d8c158','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-79ef-abf9-a363c0679ed9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a00-89d0-7937735e3ac8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a01-bbb2-abeacbb47e2b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a02-87b0-82c9ae2d8662','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a03-930d-73a26c631b25','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a04-8c55-234a92176f32','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a05-a2f5-58be6f414c44','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a06-9f65-f03065884466','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a3b-9924-3321cd3a1e94','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a3d-b510-5e5de1f43047','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a3e-8c14-b667f7a5b5b7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a40-ad50-bf5a2ae0044f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a41-958b-c93ea511d2c1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a43-a3d2-1f7fdd24bd4d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a44-be64-5d9e8034fbab','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a46-8b73-2405b05f47c7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a47-8a81-429632a3ae6a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a48-9b9d-4bf9b98438e8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a4a-97e3-f422ff9b0c4b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a4b-a9ed-857966d6c8e2','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a4c-80df-1d07c5fb304a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a4e-b1e9-60878a2b1cc7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a4f-8219-b14168263d3c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a51-ace1-0d3ec710f41c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a52-8c75-c24142257e16','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a54-b86a-224671c3e61f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a83-a594-9c93dbefa373','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a84-ab9e-aa899f7df2ea','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a85-b86c-ce962f7683fb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a86-9b4a-f6554f9c40b4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a87-8d88-cc20b372b875','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a88-8c90-ee31a5bea051','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a89-8366-a8351433f0cb','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a8a-8a0b-bbe16164dcd3','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a8b-9316-c94a7f06bdf8','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a8c-86ce-0aa898df64b9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7a8d-829d-81663d9c8ee5','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aa6-b88f-ff9378dfbfc4','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aa9-a1eb-75141857e733','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aaa-a87c-7a7f0801113a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aab-8d74-1b4ca2e76b78','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aac-9791-336a078a5d35','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aad-86f8-728577feaa5a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aae-9102-f0c00a6be829','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ab7-9792-fdcc8b68eefe','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7abf-8b2c-c382bb8c276c','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ac4-b7da-c365fb689e5a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7acd-931c-02e6887ee62f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ad6-9644-92d5878a6335','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ada-8cfe-b5bf6019394f','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ae2-98b8-0cf1831cfcf9','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ae7-903a-6569360657f1','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ae8-8c7a-000871194a22','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7ae9-8914-0ca4577bc607','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aea-98ac-ba1ebbab8233','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aeb-ade3-321241907105','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aec-8948-38dbe20214c5','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7af1-9cc8-338b1894d923','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7af2-86c1-0c7371ce134d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7afc-95d5-bc83a339ce0d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7afd-9992-6ec76400ec50','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7afe-9f53-6a1666617250','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a228d6-a1b8-7aff-a563-85e96dddd3f0','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-78a0-84f7-494f137d88e8','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a228d6-a1b8-7668-ac92-9762fe407fef','01a228d5-b3d9-71fc-a59a-45cd3f7af828','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 19:43:45.800','2026-11-29 19:43:45.800');
INSERT INTO "runbook_contacts" VALUES('01a228d6-a1b8-7686-bf4b-d1476b663e28','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 19:43:45.830','2026-11-29 19:43:45.830');
INSERT INTO "runbook_steps" VALUES('01a228d6-a1b8-766a-98a9-fa2ffd14b1c7','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7668-ac92-9762fe407fef','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 19:43:45.800','2026-11-29 19:43:45.800');
INSERT INTO "runbook_steps" VALUES('01a228d6-a1b8-766c-9ac7-431339cdc8e5','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7668-ac92-9762fe407fef','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 19:43:45.800','2026-11-29 19:43:45.800');
INSERT INTO "runbook_steps" VALUES('01a228d6-a1b8-766e-8304-9b1fa8d3c99a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7668-ac92-9762fe407fef','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 19:43:45.800','2026-11-29 19:43:45.800');
INSERT INTO "runbook_steps" VALUES('01a228d6-a1b8-7670-9b3d-d2bca6dc2329','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7668-ac92-9762fe407fef','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 19:43:45.800','2026-11-29 19:43:45.800');
INSERT INTO "runbook_steps" VALUES('01a228d6-a1b8-7672-8c8e-d8f83ed2e1fa','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7668-ac92-9762fe407fef','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 19:43:45.800','2026-11-29 19:43:45.800');
INSERT INTO "runbook_steps" VALUES('01a228d6-a1b8-76ba-8cbd-94024f0593d3','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7668-ac92-9762fe407fef','contact','Call 0-0',NULL,'01a228d6-a1b8-7686-bf4b-d1476b663e28','a6','2026-11-29 19:43:45.873','2026-11-29 19:43:45.873');
INSERT INTO "runbook_uses" VALUES('01a228d6-a1b8-76d0-b322-571c3e3ca8e0','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7668-ac92-9762fe407fef','2026-11-29 19:43:45.896','sad','meh','["01a228d6-a1b8-76ba-8cbd-94024f0593d3"]','2026-11-29 19:43:45.896');
INSERT INTO "runbook_settings" VALUES('01a228d6-a1b8-77ec-a929-f62a407d6c2a','01a228d5-b3d9-71fc-a59a-45cd3f7af828','112','2026-11-29 19:43:46.004');
INSERT INTO "task_headings" VALUES('01a228d6-a1b8-72c0-9389-e89119fda172','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-7173-b6f3-fe8626185a2e','Heading 0-0',0,'a1','2026-11-29 19:43:44.895',NULL);
INSERT INTO "pacts" VALUES('01a228d6-a1b8-76f5-bb30-30370d690ca0','01a228d5-b3d9-71fc-a59a-45cd3f7af828','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 19:43:45.947','2026-11-29 19:43:45.917','2026-11-29 19:43:45.947','goal','01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','sam@example.org','habit','01a228d6-a1b8-74b7-bfd8-af88d684ba6f',NULL);
INSERT INTO "pacts" VALUES('01a228d6-a1b8-778b-8f33-66e5ca72123b','01a228d5-b3d9-71fc-a59a-45cd3f7af828','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 19:43:45.970','2026-11-29 19:43:45.970','block','01a228d6-a010-709a-8131-9c6bb1304159',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a228d6-a1b8-7713-95a2-b8a20a8833ff','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-76f5-bb30-30370d690ca0','2026-11-29',1,'Reason 0-0','2026-11-29 19:43:45.931');
INSERT INTO "practice_sessions" VALUES('01a228d6-a1b8-77a9-9ef7-a09c78524821','01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29 19:33:45.981',10,'Sat 0-0','2026-11-29 19:43:45.981','happy');
INSERT INTO "plan_feeds" VALUES('01a228d6-a1b8-77c5-aa89-ea3d727b069d','01a228d5-b3d9-71fc-a59a-45cd3f7af828',NULL,'28c521c34840d03fccb2004a5200e395af5373bbc50815fbe66e2e8cf43ab486','2026-11-29 19:43:45.990',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a228d6-a1b8-712c-b16e-b6560e6a9286','01a228d5-b3d9-71fc-a59a-45cd3f7af828','Template 0-0','day','2026-11-29 19:43:44.510','2026-11-29 19:43:44.510');
INSERT INTO "plan_template_blocks" VALUES('01a228d6-a1b8-712e-b8ce-250d7dab3180','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-712c-b16e-b6560e6a9286',0,375,45,'Block 0-0','01a228d5-b4e4-70e5-b610-d3a9c7bc5c0a','01a228d5-b4c1-71cb-a6b4-28979c9696f2');
INSERT INTO "plan_template_blocks" VALUES('01a228d6-a1b8-7130-b95f-6d725ddabf6d','01a228d5-b3d9-71fc-a59a-45cd3f7af828','01a228d6-a1b8-712c-b16e-b6560e6a9286',0,375,45,'Area block 0-0',NULL,'01a228d5-b4c1-71cb-a6b4-28979c9696f2');
INSERT INTO "food_days" VALUES('01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-29',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a228d5-b3d9-71fc-a59a-45cd3f7af828','2026-11-27',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a228d5-b3d9-71fc-a59a-45cd3f7af828','Europe/Berlin',0,0);
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

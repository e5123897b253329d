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
INSERT INTO "users" VALUES('01a22813-dab2-713b-8370-b4a03e13e2e5','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 16:11:59.538','dayMonth');
INSERT INTO "credentials" VALUES('01a22813-dab2-713b-8370-b4a03e13e2e5','$2b$06$.mOTJoh7/9FmfS5HSjpSqO71CXpNJOUoVfrGHM.xXzFg4OmaFQulS');
INSERT INTO "changes" VALUES('01a22813-db2f-70e7-91ec-050d67e59711','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-db29-71b7-9107-ae734ee00e54','weeks','01a22813-db2f-70e4-a53a-2bebc2845113','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22813-db2f-70e4-a53a-2bebc2845113","length_days":7,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 16:11:59.657','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22813-db2f-70e9-993c-d339c4a9c0ba','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-db29-71b7-9107-ae734ee00e54','weeks','01a22813-db2f-70e4-a53a-2bebc2845113','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22813-db2f-70e4-a53a-2bebc2845113","length_days":7,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_day":"2026-11-23","started_at":"2026-11-29 16:11:59.657"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22813-db2f-70e4-a53a-2bebc2845113","length_days":7,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_day":"2026-11-23","started_at":null}','2026-11-29 16:11:59.657','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22813-db48-71d5-ad0b-909dc98a6351','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-db47-707e-ab28-2b81ae5f91e0','standups','01a22813-db47-7080-8c56-3fc4bc7b7d1c','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a22813-db47-7080-8c56-3fc4bc7b7d1c","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","updated_at":"2026-11-29 16:11:59.687"}',NULL,'2026-11-29 16:11:59.687','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22813-db96-719a-ae53-e0101ab203c0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-db96-7194-ba8c-64ed86589c27','retrospectives','01a22813-db96-7199-8632-aee02e6656e8','insert','{"id":"01a22813-db96-7199-8632-aee02e6656e8","improve":"Sleep","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","updated_at":"2026-11-29 16:11:59.766","week_id":"01a22813-db2f-70e4-a53a-2bebc2845113","went_well":"Focus"}',NULL,'2026-11-29 16:11:59.766','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22813-dbf3-7108-a307-9c3c32ce81fb','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-dbf3-7106-bd55-f555d422fe4f','energy_profiles','01a22813-dbf3-7107-b383-46e722757c99','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22813-dbf3-7107-b383-46e722757c99","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","sex":"female"}',NULL,'2026-11-29 16:11:59.859','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22813-dc16-70ab-be5d-7389f3833874','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-dc16-70a6-8f22-4c7d0846cba2','areas','01a22813-dc16-70a8-8ffc-93a846d1fee1','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 16:11:59.894","icon":null,"id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","name":"Area 0-0","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:11:59.894','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22813-dc1f-7164-bd04-285539a51f8d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-dc1f-715e-b851-0d8e2684ccee','weekly_goals','01a22813-dc1f-7160-957f-956d06e6882f','insert','{"added_mid_sprint":1,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","created_at":"2026-11-29 16:11:59.903","estimate_hours":2,"id":"01a22813-dc1f-7160-957f-956d06e6882f","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22813-db2f-70e4-a53a-2bebc2845113"}',NULL,'2026-11-29 16:11:59.903','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22813-dc32-70d6-895f-0389be48c002','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-dc2a-7006-b9cc-88d740794760','intentions','01a22813-dc32-70d3-ba34-cca86e5832f8','insert','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":null,"ends_at":"2026-11-29 16:36:59.914","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22813-dc32-70d3-ba34-cca86e5832f8","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:11:59.914","started_epoch":1795968719,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 16:11:59.914','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22813-dc53-70a8-b7a7-25f4a11bd05c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-dc53-70a3-a913-17f092c1e022','distractions','01a22813-dc53-70a7-abd4-fed9329694da','insert','{"at":"2026-11-29 16:11:59.955","id":"01a22813-dc53-70a7-abd4-fed9329694da","intention_id":"01a22813-dc32-70d3-ba34-cca86e5832f8","note":null,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 16:11:59.955','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22813-dc5a-71cb-a956-3cbc7a66c711','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-dc5a-71c9-b473-9e72b7a78a31','intentions','01a22813-dc32-70d3-ba34-cca86e5832f8','update','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":"2026-11-29 16:11:59.962","ends_at":"2026-11-29 16:36:59.914","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22813-dc32-70d3-ba34-cca86e5832f8","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:11:59.914","started_epoch":1795968719,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":null,"ends_at":"2026-11-29 16:36:59.914","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22813-dc32-70d3-ba34-cca86e5832f8","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:11:59.914","started_epoch":1795968719,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 16:11:59.962','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7194-b0ab-8bececeb0577','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7191-a57a-aa54a8822bc1','intentions','01a22813-dc32-70d3-ba34-cca86e5832f8','update','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":"2026-11-29 16:11:59.962","ends_at":"2026-11-29 16:36:59.914","feeling":"happy","goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22813-dc32-70d3-ba34-cca86e5832f8","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":25,"rated_at":"2026-11-29 16:12:59.973","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:11:59.914","started_epoch":1795968719,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":"2026-11-29 16:11:59.962","ends_at":"2026-11-29 16:36:59.914","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22813-dc32-70d3-ba34-cca86e5832f8","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:11:59.914","started_epoch":1795968719,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 16:12:59.973','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-719d-8f50-9ea47750af79','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7198-9ee0-914ea63df464','action_items','01a22814-c6c4-7199-9bf6-5a0f7496b1af','insert','{"created_at":"2026-11-29 16:11:59.987","done":0,"id":"01a22814-c6c4-7199-9bf6-5a0f7496b1af","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","text":"Action 0-0","week_id":"01a22813-db2f-70e4-a53a-2bebc2845113"}',NULL,'2026-11-29 16:11:59.987','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71a4-a894-d99d7e068459','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71a2-8e8b-e07220dd5184','plan_blocks','01a22814-c6c4-71a3-89f3-189f95b53e71','insert','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","cause":null,"created_at":"2026-11-29 16:12:00.006","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71a3-89f3-189f95b53e71","minutes":45,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 16:12:00.006"}',NULL,'2026-11-29 16:12:00.006','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71ab-b46b-0b897f07bcc8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71a8-908e-10250911f67e','intentions','01a22814-c6c4-71aa-975b-8d9aafaea1e9','insert','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":"01a22814-c6c4-71a3-89f3-189f95b53e71","ended_at":null,"ends_at":"2026-11-29 16:57:00.012","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71aa-975b-8d9aafaea1e9","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:12:00.012","started_epoch":1795968720,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 16:12:00.012','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71b2-969f-5ae803b4b853','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71af-9fde-8b83b1675388','intentions','01a22814-c6c4-71aa-975b-8d9aafaea1e9','update','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":"01a22814-c6c4-71a3-89f3-189f95b53e71","ended_at":"2026-11-29 16:12:00.058","ends_at":"2026-11-29 16:57:00.012","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71aa-975b-8d9aafaea1e9","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:12:00.012","started_epoch":1795968720,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":"01a22814-c6c4-71a3-89f3-189f95b53e71","ended_at":null,"ends_at":"2026-11-29 16:57:00.012","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71aa-975b-8d9aafaea1e9","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:12:00.012","started_epoch":1795968720,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 16:12:00.058','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71b8-bcff-fbf2b9e56a32','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71b5-92d3-cde2d8cb178e','plan_blocks','01a22814-c6c4-71b6-a7f9-41b8128fec66','insert','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","cause":null,"created_at":"2026-11-29 16:12:00.062","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22814-c6c4-71b6-a7f9-41b8128fec66","minutes":30,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 16:12:00.062"}',NULL,'2026-11-29 16:12:00.062','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71c2-b89a-7397394626e5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71bc-9595-3a18caf99145','plan_block_versions','01a22814-c6c4-71bd-a4a1-1aa529d41d16','insert','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":"01a22814-c6c4-71b6-a7f9-41b8128fec66","change":"moved","day":"2026-11-29","id":"01a22814-c6c4-71bd-a4a1-1aa529d41d16","minutes":30,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","reason":"Longer than planned","recorded_at":"2026-11-29 16:12:00.065","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 16:12:00.065','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71c6-a059-acadc24323d3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71bc-9595-3a18caf99145','plan_blocks','01a22814-c6c4-71b6-a7f9-41b8128fec66','update','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","cause":null,"created_at":"2026-11-29 16:12:00.062","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22814-c6c4-71b6-a7f9-41b8128fec66","minutes":45,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 16:12:00.065"}','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","cause":null,"created_at":"2026-11-29 16:12:00.062","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22814-c6c4-71b6-a7f9-41b8128fec66","minutes":30,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 16:12:00.062"}','2026-11-29 16:12:00.065','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71cc-97df-e5e4207564a8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71ca-8c76-a4bf292e0c92','plan_blocks','01a22814-c6c4-71cb-8e5b-5abb10dcfc3f','insert','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","cause":null,"created_at":"2026-11-29 16:12:00.073","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22814-c6c4-71cb-8e5b-5abb10dcfc3f","minutes":15,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 16:12:00.073"}',NULL,'2026-11-29 16:12:00.073','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71d4-a322-14b38a798d88','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71cf-97ed-b4bf17c0acc2','plan_blocks','01a22814-c6c4-71cb-8e5b-5abb10dcfc3f','update','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","cause":"internal","created_at":"2026-11-29 16:12:00.073","day":"2026-11-28","disposed_at":"2026-11-29 16:12:00.074","disposition":"backToList","goal_id":null,"id":"01a22814-c6c4-71cb-8e5b-5abb10dcfc3f","minutes":15,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 16:12:00.073"}','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","cause":null,"created_at":"2026-11-29 16:12:00.073","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22814-c6c4-71cb-8e5b-5abb10dcfc3f","minutes":15,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 16:12:00.073"}','2026-11-29 16:12:00.074','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71dc-8f59-8cbd79f4bdc4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71d7-8bea-4a0d47b23dcc','plan_templates','01a22814-c6c4-71da-846e-707149b59c66','insert','{"created_at":"2026-11-29 16:12:00.077","id":"01a22814-c6c4-71da-846e-707149b59c66","name":"Template 0-0","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","scope":"day","updated_at":"2026-11-29 16:12:00.077"}',NULL,'2026-11-29 16:12:00.077','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71de-ba28-a6124a967327','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71d7-8bea-4a0d47b23dcc','plan_template_blocks','01a22814-c6c4-71dd-89a5-4c1cf37c9d77','insert','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","day_offset":0,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71dd-89a5-4c1cf37c9d77","minutes":45,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"template_id":"01a22814-c6c4-71da-846e-707149b59c66","title":"Block 0-0"}',NULL,'2026-11-29 16:12:00.077','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71e0-8024-d576fbe7b8ae','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71d7-8bea-4a0d47b23dcc','plan_template_blocks','01a22814-c6c4-71df-98a8-40a68f38a0f6','insert','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","day_offset":0,"goal_id":null,"id":"01a22814-c6c4-71df-98a8-40a68f38a0f6","minutes":45,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_minute":375,"template_id":"01a22814-c6c4-71da-846e-707149b59c66","title":"Area block 0-0"}',NULL,'2026-11-29 16:12:00.077','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71e3-b282-d7e83cab10a3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e1-b456-99123405b510','weeks','01a22814-c6c4-71e2-9df2-54acc3ba2bba','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22814-c6c4-71e2-9df2-54acc3ba2bba","length_days":7,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 16:12:00.089','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71e5-a2be-10af446760d0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e1-b456-99123405b510','weekly_goals','01a22814-c6c4-71e4-aee7-e7c30611e5bb','insert','{"added_mid_sprint":0,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","created_at":"2026-11-29 16:12:00.089","estimate_hours":3,"id":"01a22814-c6c4-71e4-aee7-e7c30611e5bb","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22814-c6c4-71e2-9df2-54acc3ba2bba"}',NULL,'2026-11-29 16:12:00.089','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71e8-ba8c-39a1844924ad','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e6-a3d6-6d98f9292c2b','task_lists','01a22814-c6c4-71e7-82c1-5e447581f0ac','insert','{"archived":0,"color":null,"created_at":"2026-11-29 16:12:00.090","icon":null,"id":"01a22814-c6c4-71e7-82c1-5e447581f0ac","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.090','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71eb-a1b7-d94d56728f08','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e9-88a0-dd0d8d3f1bf3','tasks','01a22814-c6c4-71ea-99b3-5b13f85c288b','insert','{"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","created_at":"2026-11-29 16:12:00.094","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","heading_id":null,"id":"01a22814-c6c4-71ea-99b3-5b13f85c288b","import_key":null,"list_id":"01a22814-c6c4-71e7-82c1-5e447581f0ac","list_key":"a1","notes":"","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 16:12:00.094"}',NULL,'2026-11-29 16:12:00.094','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71ed-aabf-fe053cd875c2','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e9-88a0-dd0d8d3f1bf3','task_tags','01a22814-c6c4-71ec-b953-dd06d928e937','insert','{"id":"01a22814-c6c4-71ec-b953-dd06d928e937","name":"errand","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.094','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71ef-baa0-409eb469450d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e9-88a0-dd0d8d3f1bf3','task_tag_links','01a22814-c6c4-71ee-8835-73034f11f24e','insert','{"id":"01a22814-c6c4-71ee-8835-73034f11f24e","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","tag_id":"01a22814-c6c4-71ec-b953-dd06d928e937","task_id":"01a22814-c6c4-71ea-99b3-5b13f85c288b"}',NULL,'2026-11-29 16:12:00.094','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71f1-9a17-88d7288ab011','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e9-88a0-dd0d8d3f1bf3','task_checklist_items','01a22814-c6c4-71f0-8fd0-58a292faeca6','insert','{"done":0,"id":"01a22814-c6c4-71f0-8fd0-58a292faeca6","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","task_id":"01a22814-c6c4-71ea-99b3-5b13f85c288b","title":"Step"}',NULL,'2026-11-29 16:12:00.094','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71f4-9fa6-8f5cf3ebd994','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71f2-8d4b-c280ac403a0d','system_settings','01a22814-c6c4-71f3-b9f9-06983882e673','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22814-c6c4-71f3-b9f9-06983882e673","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 16:12:00.107','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71f7-8689-a0dfe392ef18','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71f5-bc4f-b69ec0d1dd19','intentions','01a22814-c6c4-71f6-8fb6-ac7ef5a03b77','insert','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":null,"ends_at":"2026-11-29 16:27:00.113","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71f6-8fb6-ac7ef5a03b77","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:12:00.113","started_epoch":1795968720,"state":"running","tags":"[]","task_id":"01a22814-c6c4-71ea-99b3-5b13f85c288b","what":"Task 0-0"}',NULL,'2026-11-29 16:12:00.113','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71f9-90e2-1acf4f8b9637','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71f8-9f90-135b034900d8','intentions','01a22814-c6c4-71f6-8fb6-ac7ef5a03b77','update','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":"2026-11-29 16:12:00.114","ends_at":"2026-11-29 16:27:00.113","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71f6-8fb6-ac7ef5a03b77","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:12:00.113","started_epoch":1795968720,"state":"endedEarly","tags":"[]","task_id":"01a22814-c6c4-71ea-99b3-5b13f85c288b","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","block_id":null,"ended_at":null,"ends_at":"2026-11-29 16:27:00.113","feeling":null,"goal_id":"01a22813-dc1f-7160-957f-956d06e6882f","id":"01a22814-c6c4-71f6-8fb6-ac7ef5a03b77","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 16:12:00.113","started_epoch":1795968720,"state":"running","tags":"[]","task_id":"01a22814-c6c4-71ea-99b3-5b13f85c288b","what":"Task 0-0"}','2026-11-29 16:12:00.114','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71fc-8b18-c23e25e9f92b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71fa-82a3-c37c7dd6e199','tasks','01a22814-c6c4-71fb-9694-8097955f3438','insert','{"area_id":null,"created_at":"2026-11-29 16:12:00.116","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22814-c6c4-71fb-9694-8097955f3438","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 16:12:00.116"}',NULL,'2026-11-29 16:12:00.116','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-71ff-84f5-f96b5dde6478','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71fd-97bc-193995a42792','task_headings','01a22814-c6c4-71fe-8a38-57cf0ad455bc','insert','{"archived":0,"created_at":"2026-11-29 16:12:00.117","id":"01a22814-c6c4-71fe-8a38-57cf0ad455bc","import_key":null,"list_id":"01a22814-c6c4-71e7-82c1-5e447581f0ac","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","title":"Heading 0-0"}',NULL,'2026-11-29 16:12:00.117','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7202-8658-b5dc8c6dafc7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7200-a2a0-b68805ff80b6','tasks','01a22814-c6c4-7201-8d6a-7f6805f75663','insert','{"area_id":null,"created_at":"2026-11-29 16:12:00.118","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a22814-c6c4-71fe-8a38-57cf0ad455bc","id":"01a22814-c6c4-7201-8d6a-7f6805f75663","import_key":null,"list_id":"01a22814-c6c4-71e7-82c1-5e447581f0ac","list_key":"a2","notes":"","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 16:12:00.118"}',NULL,'2026-11-29 16:12:00.118','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7205-b3e3-c65865fc9b6c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7203-a9af-7b7c4eb2f758','task_lists','*','insert','{"ids":["01a22814-c6c4-7204-8444-96a19763f7ae"]}',NULL,'2026-11-29 16:12:00.123','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7208-9e91-b62e4a7f7cc9','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7203-a9af-7b7c4eb2f758','tasks','*','insert','{"ids":["01a22814-c6c4-7206-b4df-b2c813d7d72f"]}',NULL,'2026-11-29 16:12:00.125','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7209-9855-7c3e2f0e06a1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7203-a9af-7b7c4eb2f758','task_tag_links','*','insert','{"ids":["01a22814-c6c4-7207-a112-bf7d9ac59599"]}',NULL,'2026-11-29 16:12:00.125','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-720c-a76e-b162b6a88b12','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-720a-8ff9-03565d12450f','timelines','01a22814-c6c4-720b-b650-9067c12b4ba9','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 16:12:00.130","icon":"","id":"01a22814-c6c4-720b-b650-9067c12b4ba9","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.130','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-720f-b28d-3342a9264c18','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-720d-892c-5e8b8ee29a6f','timeline_events','01a22814-c6c4-720e-b447-c81c97100522','insert','{"created_at":"2026-11-29 16:12:00.131","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22814-c6c4-720e-b447-c81c97100522","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22814-c6c4-720b-b650-9067c12b4ba9","title":"Job 0-0","updated_at":"2026-11-29 16:12:00.131"}',NULL,'2026-11-29 16:12:00.131','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7212-8531-43c49ff63cde','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7210-a299-a86296c941a3','timeline_events','01a22814-c6c4-7211-a666-4866591eacf3','insert','{"created_at":"2026-11-29 16:12:00.135","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22814-c6c4-7211-a666-4866591eacf3","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22814-c6c4-720b-b650-9067c12b4ba9","title":"Trip 0-0","updated_at":"2026-11-29 16:12:00.135"}',NULL,'2026-11-29 16:12:00.135','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7215-981e-276dc69fd3f3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7213-95b2-044d0d6c03f8','timeline_queries','01a22814-c6c4-7214-9a4b-0e8de8c11106','insert','{"created_at":"2026-11-29 16:12:00.138","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22814-c6c4-7214-9a4b-0e8de8c11106","name":"Query 0-0","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.138','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7218-8abd-b6e7037f4e5e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7216-8e26-525122bee75c','food_events','01a22814-c6c4-7217-bbb3-87abb9d9bb92','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a22814-c6c4-7217-bbb3-87abb9d9bb92","kind":"record","occurred_at":"2026-11-29 16:12:00.141","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","recorded_at":"2026-11-29 16:12:00.141","refers_to":null}',NULL,'2026-11-29 16:12:00.141','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-721b-8b59-ef9ef01d9e6d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7219-8134-40f654b6ad5b','recipes','01a22814-c6c4-721a-8af2-ab53208124b5','insert','{"created_at":"2026-11-29 16:12:00.146","id":"01a22814-c6c4-721a-8af2-ab53208124b5","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","servings":2,"total_grams":300,"updated_at":"2026-11-29 16:12:00.146","yield_grams":null}',NULL,'2026-11-29 16:12:00.146','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-721d-935c-6398b2b26259','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7219-8134-40f654b6ad5b','recipe_ingredients','01a22814-c6c4-721c-9c41-92c090ce1480','insert','{"food_id":"09040","grams":100,"id":"01a22814-c6c4-721c-9c41-92c090ce1480","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","position":0,"recipe_id":"01a22814-c6c4-721a-8af2-ab53208124b5"}',NULL,'2026-11-29 16:12:00.146','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-721f-bef0-01322cc08fd3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7219-8134-40f654b6ad5b','recipe_ingredients','01a22814-c6c4-721e-b8f6-499b32bae3b5','insert','{"food_id":"01079","grams":200,"id":"01a22814-c6c4-721e-b8f6-499b32bae3b5","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","position":1,"recipe_id":"01a22814-c6c4-721a-8af2-ab53208124b5"}',NULL,'2026-11-29 16:12:00.146','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7222-8d65-2bd535e05ed6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7220-9afe-b02a8417856c','custom_foods','01a22814-c6c4-7221-9b2f-e93f1e594f22','insert','{"created_at":"2026-11-29 16:12:00.150","id":"01a22814-c6c4-7221-9b2f-e93f1e594f22","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 16:12:00.150"}',NULL,'2026-11-29 16:12:00.150','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7225-bd30-0f9513936433','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7223-82f9-8f5b17106b2a','food_events','01a22814-c6c4-7224-9d1c-2a25f308beed','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22814-c6c4-7224-9d1c-2a25f308beed","kind":"record","occurred_at":"2026-11-29 16:12:00.154","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","recorded_at":"2026-11-29 16:12:00.154","refers_to":null}',NULL,'2026-11-29 16:12:00.154','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7228-884f-490c5e4278b9','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7226-81e2-fe93190f2d31','food_events','01a22814-c6c4-7227-bc6e-e569bbaa3457','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a22814-c6c4-7227-bc6e-e569bbaa3457","kind":"record","occurred_at":"2026-11-29 16:12:00.157","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","recorded_at":"2026-11-29 16:12:00.156","refers_to":null}',NULL,'2026-11-29 16:12:00.156','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-722b-92fa-6d187eecd2f1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7229-8fb2-f9b03fa37731','price_comparisons','01a22814-c6c4-722a-b5a2-daea25ac8228','insert','{"created_at":"2026-11-29 16:12:00.159","display_unit":"100 ml","id":"01a22814-c6c4-722a-b5a2-daea25ac8228","name":"Comparison 0-0","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","unit_system":"metric","updated_at":"2026-11-29 16:12:00.159"}',NULL,'2026-11-29 16:12:00.159','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-722d-b8cb-40fc755eb749','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7229-8fb2-f9b03fa37731','price_products','01a22814-c6c4-722c-a132-c631dbcb3f54','insert','{"comparison_id":"01a22814-c6c4-722a-b5a2-daea25ac8228","id":"01a22814-c6c4-722c-a132-c631dbcb3f54","name":"Bertolli","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 16:12:00.159','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-722f-8832-3046294cfcd5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7229-8fb2-f9b03fa37731','price_products','01a22814-c6c4-722e-be27-6f23583e58f4','insert','{"comparison_id":"01a22814-c6c4-722a-b5a2-daea25ac8228","id":"01a22814-c6c4-722e-be27-6f23583e58f4","name":"Monini","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 16:12:00.159','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7232-bbb7-154d77734877','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7230-8907-da0d02f26ba7','habits','01a22814-c6c4-7231-8429-8ba8a90ca7d0','insert','{"archived":0,"area_id":"01a22813-dc16-70a8-8ffc-93a846d1fee1","color":null,"created_at":"2026-11-29 16:12:00.161","emoji":"📚","id":"01a22814-c6c4-7231-8429-8ba8a90ca7d0","name":"Habit 0-0","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 16:12:00.161"}',NULL,'2026-11-29 16:12:00.161','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7235-9d14-d73c83ac24e9','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7233-8ace-0ef8bc84bdeb','habit_check_ins','01a22814-c6c4-7234-ab85-cc271b53f88f','insert','{"amount":1,"created_at":"2026-11-29 16:12:00.163","day":"2026-11-28","habit_id":"01a22814-c6c4-7231-8429-8ba8a90ca7d0","id":"01a22814-c6c4-7234-ab85-cc271b53f88f","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.163','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7238-afd8-5c1b09e36531','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7236-9231-4eab75f7acd1','habit_check_ins','01a22814-c6c4-7237-a353-4dccf867eeb1','insert','{"amount":1,"created_at":"2026-11-29 16:12:00.164","day":"2026-11-29","habit_id":"01a22814-c6c4-7231-8429-8ba8a90ca7d0","id":"01a22814-c6c4-7237-a353-4dccf867eeb1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.164','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-723b-b4a6-364ba143d543','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7239-86fd-dbee22ae4c36','habit_rest_days','01a22814-c6c4-723a-96dc-c1c28a80c8c4','insert','{"created_at":"2026-11-29 16:12:00.165","day":"2026-12-01","habit_id":"01a22814-c6c4-7231-8429-8ba8a90ca7d0","id":"01a22814-c6c4-723a-96dc-c1c28a80c8c4","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.165','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-723e-9680-65083d46ea73','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-723c-8ee6-9e3292959da8','habits','01a22814-c6c4-723d-90d6-8b25b64995de','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 16:12:00.166","emoji":"","id":"01a22814-c6c4-723d-90d6-8b25b64995de","name":"Water 0-0","order_key":"a2","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 16:12:00.166"}',NULL,'2026-11-29 16:12:00.166','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7241-ae9f-e297c8a1e803','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-723f-af9c-1654727866c1','habit_check_ins','01a22814-c6c4-7240-9827-4d412b8e5c42','insert','{"amount":4,"created_at":"2026-11-29 16:12:00.167","day":"2026-11-29","habit_id":"01a22814-c6c4-723d-90d6-8b25b64995de","id":"01a22814-c6c4-7240-9827-4d412b8e5c42","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.167','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7244-9a2f-34d33bfe8000','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7242-8cf5-22d399fe111c','lift_sessions','01a22814-c6c4-7243-a618-c439d536f127','insert','{"created_at":"2026-11-29 16:12:00.178","day":"2026-11-29","id":"01a22814-c6c4-7243-a618-c439d536f127","name":"Workout","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","updated_at":"2026-11-29 16:12:00.178"}',NULL,'2026-11-29 16:12:00.178','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7246-98d5-4a8a4db58fd2','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7242-8cf5-22d399fe111c','lift_sets','01a22814-c6c4-7245-a03c-db66ecedbd3a','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 16:12:00.178","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22814-c6c4-7245-a03c-db66ecedbd3a","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","position":0,"rate_hz":20,"recorded_at":"2026-11-29 16:12:00.178","reps":3,"session_id":"01a22814-c6c4-7243-a618-c439d536f127","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 16:12:00.178','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7247-a1c7-512077e0e79a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7242-8cf5-22d399fe111c','lift_streams','01a22814-c6c4-7245-a03c-db66ecedbd3a','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22814-c6c4-7245-a03c-db66ecedbd3a","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.178','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-724a-8351-d6d52216be76','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7248-9926-60dde6c477b5','lift_templates','01a22814-c6c4-7249-a59d-e9e337a2f631','insert','{"created_at":"2026-11-29 16:12:00.183","goal_reps":8,"id":"01a22814-c6c4-7249-a59d-e9e337a2f631","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","sets":3}',NULL,'2026-11-29 16:12:00.183','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-724d-a9e4-05c190e51dd7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-724b-8989-3f19965538b4','lift_defaults','01a22814-c6c4-724c-afb9-ffe7e6390a4f','insert','{"id":"01a22814-c6c4-724c-afb9-ffe7e6390a4f","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 16:12:00.184","velocity_loss_target":25}',NULL,'2026-11-29 16:12:00.184','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7250-b593-568c8b07bb25','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-724f-9997-0603c8bea0c3','day_photos','01a22814-c6c4-724e-9461-11daa28ef9c4','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 16:12:00.185","day":"2026-11-29","id":"01a22814-c6c4-724e-9461-11daa28ef9c4","kind":"png","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.186','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7253-8e87-58fe951d3d39','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7251-aa2e-92f734a992e3','journal_entries','01a22814-c6c4-7252-9c8e-5ab3e67170d3','insert','{"created_at":"2026-11-29 16:12:00.187","day":"2026-11-29","id":"01a22814-c6c4-7252-9c8e-5ab3e67170d3","location":"Berlin","mood":"happy","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 16:12:00.187","written_at":"2026-11-29 16:12:00.188"}',NULL,'2026-11-29 16:12:00.187','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7256-becc-eaca55a4e848','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7254-aa35-610fc6c98e15','journal_entries','01a22814-c6c4-7255-9502-74b922a630c2','insert','{"created_at":"2026-11-29 16:12:00.189","day":"2025-11-28","id":"01a22814-c6c4-7255-9502-74b922a630c2","location":null,"mood":null,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 16:12:00.189","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 16:12:00.189','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7259-9390-ec98409c2c9e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7258-a942-f334490d9c14','day_photos','01a22814-c6c4-7257-81c1-e09bf7320034','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 16:12:00.190","day":"2026-11-29","id":"01a22814-c6c4-7257-81c1-e09bf7320034","kind":"png","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5"}',NULL,'2026-11-29 16:12:00.191','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-725b-bb98-71d9afc0feae','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7258-a942-f334490d9c14','journal_photos','01a22814-c6c4-725a-8d2a-08054c69f768','insert','{"entry_id":"01a22814-c6c4-7252-9c8e-5ab3e67170d3","id":"01a22814-c6c4-725a-8d2a-08054c69f768","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","photo_id":"01a22814-c6c4-7257-81c1-e09bf7320034","source_id":null}',NULL,'2026-11-29 16:12:00.191','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-725e-9ac5-202d442c7365','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725c-949c-dbacc0045608','runbooks','01a22814-c6c4-725d-becd-0d03781452e7','insert','{"created_at":"2026-11-29 16:12:00.193","id":"01a22814-c6c4-725d-becd-0d03781452e7","name":"When I''m anxious","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","updated_at":"2026-11-29 16:12:00.193","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 16:12:00.193','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7260-9440-e0e4c8deb87a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725c-949c-dbacc0045608','runbook_steps','01a22814-c6c4-725f-a3d6-046de8fe1c11','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 16:12:00.193","id":"01a22814-c6c4-725f-a3d6-046de8fe1c11","kind":"text","order_key":"a1","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","runbook_id":"01a22814-c6c4-725d-becd-0d03781452e7","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 16:12:00.193"}',NULL,'2026-11-29 16:12:00.193','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7262-9bf8-34361589c5f5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725c-949c-dbacc0045608','runbook_steps','01a22814-c6c4-7261-a14e-20108d51bbe4','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 16:12:00.193","id":"01a22814-c6c4-7261-a14e-20108d51bbe4","kind":"breathing","order_key":"a2","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","runbook_id":"01a22814-c6c4-725d-becd-0d03781452e7","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 16:12:00.193"}',NULL,'2026-11-29 16:12:00.193','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7264-98a5-8ca1e2dd331c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725c-949c-dbacc0045608','runbook_steps','01a22814-c6c4-7263-b3b7-d6fd4b7be54b','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 16:12:00.193","id":"01a22814-c6c4-7263-b3b7-d6fd4b7be54b","kind":"grounding","order_key":"a3","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","runbook_id":"01a22814-c6c4-725d-becd-0d03781452e7","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 16:12:00.193"}',NULL,'2026-11-29 16:12:00.193','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7266-8d04-258a7ccd8ba8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725c-949c-dbacc0045608','runbook_steps','01a22814-c6c4-7265-84f3-089b6ff89b69','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 16:12:00.193","id":"01a22814-c6c4-7265-84f3-089b6ff89b69","kind":"text","order_key":"a4","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","runbook_id":"01a22814-c6c4-725d-becd-0d03781452e7","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 16:12:00.193"}',NULL,'2026-11-29 16:12:00.193','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7268-b062-1619053af98c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725c-949c-dbacc0045608','runbook_steps','01a22814-c6c4-7267-97c5-e3e045b7af2b','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 16:12:00.193","id":"01a22814-c6c4-7267-97c5-e3e045b7af2b","kind":"contact","order_key":"a5","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","runbook_id":"01a22814-c6c4-725d-becd-0d03781452e7","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 16:12:00.193"}',NULL,'2026-11-29 16:12:00.193','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-726b-b497-38c37304cc6f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7269-b3ee-64d67abb06a9','runbook_contacts','01a22814-c6c4-726a-9467-2e72a182bc05','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 16:12:00.201","id":"01a22814-c6c4-726a-9467-2e72a182bc05","name":"Contact 0-0","note":"friend","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","phone":"030 0","updated_at":"2026-11-29 16:12:00.201"}',NULL,'2026-11-29 16:12:00.201','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-726e-af11-27e844593e20','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-726c-bb87-9ffecc2636d2','runbook_steps','01a22814-c6c4-726d-a988-74a21edcd747','insert','{"breathing":null,"contact_id":"01a22814-c6c4-726a-9467-2e72a182bc05","created_at":"2026-11-29 16:12:00.203","id":"01a22814-c6c4-726d-a988-74a21edcd747","kind":"contact","order_key":"a6","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","runbook_id":"01a22814-c6c4-725d-becd-0d03781452e7","text":"Call 0-0","updated_at":"2026-11-29 16:12:00.203"}',NULL,'2026-11-29 16:12:00.203','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7271-bb4d-b10b2ab3f32d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-726f-8ff9-7a453c79371f','runbook_uses','01a22814-c6c4-7270-9086-ce56b956a30b','insert','{"created_at":"2026-11-29 16:12:00.205","feeling_after":"meh","feeling_before":"sad","id":"01a22814-c6c4-7270-9086-ce56b956a30b","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","runbook_id":"01a22814-c6c4-725d-becd-0d03781452e7","steps_done":"[\"01a22814-c6c4-726d-a988-74a21edcd747\"]","used_at":"2026-11-29 16:12:00.205"}',NULL,'2026-11-29 16:12:00.205','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7274-9706-5ca868125077','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7272-b7e2-d15333541408','pacts','01a22814-c6c4-7273-95b2-aa3381863efb','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 16:12:00.206","delay_hours":24,"id":"01a22814-c6c4-7273-95b2-aa3381863efb","kind":"price","link_id":"01a22813-dc1f-7160-957f-956d06e6882f","link_kind":"goal","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 16:12:00.206"}',NULL,'2026-11-29 16:12:00.206','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7277-b5e3-d8be596fe4e7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7275-a28b-52da8907ffdb','pact_marks','01a22814-c6c4-7276-9e2b-975052a90f30','insert','{"created_at":"2026-11-29 16:12:00.208","day":"2026-11-29","id":"01a22814-c6c4-7276-9e2b-975052a90f30","kept":1,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","pact_id":"01a22814-c6c4-7273-95b2-aa3381863efb","reason":"Reason 0-0"}',NULL,'2026-11-29 16:12:00.208','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7279-820b-61a9143f6d28','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7278-af38-ac3f7180123b','pacts','01a22814-c6c4-7273-95b2-aa3381863efb','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 16:12:00.206","delay_hours":24,"id":"01a22814-c6c4-7273-95b2-aa3381863efb","kind":"price","link_id":"01a22813-dc1f-7160-957f-956d06e6882f","link_kind":"goal","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","pending_amount":"1","pending_at":"2026-11-30 16:12:00.214","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22814-c6c4-7231-8429-8ba8a90ca7d0","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 16:12:00.214"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 16:12:00.206","delay_hours":24,"id":"01a22814-c6c4-7273-95b2-aa3381863efb","kind":"price","link_id":"01a22813-dc1f-7160-957f-956d06e6882f","link_kind":"goal","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 16:12:00.206"}','2026-11-29 16:12:00.214','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-727c-bafe-8f93e7ec9cee','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-727a-b58a-5aa508fe5fac','pacts','01a22814-c6c4-727b-a0e9-37315fd1bb9b','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 16:12:00.216","delay_hours":168,"id":"01a22814-c6c4-727b-a0e9-37315fd1bb9b","kind":"effort","link_id":"01a22814-c6c4-71a3-89f3-189f95b53e71","link_kind":"block","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 16:12:00.216"}',NULL,'2026-11-29 16:12:00.216','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-727f-b8ed-9e180cf420bf','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-727d-a1cd-35cd784be22c','practice_sessions','01a22814-c6c4-727e-9cde-a2db82d3560d','insert','{"created_at":"2026-11-29 16:12:00.216","feeling":"happy","id":"01a22814-c6c4-727e-9cde-a2db82d3560d","minutes":10,"note":"Sat 0-0","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","started_at":"2026-11-29 16:02:00.216"}',NULL,'2026-11-29 16:12:00.216','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7283-b034-f985b8409744','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7281-9f82-8eed844a8d4f','runbook_settings','01a22814-c6c4-7282-a46c-0ae6063c8427','insert','{"emergency_number":"112","id":"01a22814-c6c4-7282-a46c-0ae6063c8427","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","updated_at":"2026-11-29 16:12:00.220"}',NULL,'2026-11-29 16:12:00.220','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7286-9bf6-acb4069dd2d6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7284-8455-7d963c13cdc0','journal_entries','01a22814-c6c4-7285-aed1-0983ab4e7d7f','insert','{"created_at":"2026-11-29 16:12:00.222","day":"2026-11-29","id":"01a22814-c6c4-7285-aed1-0983ab4e7d7f","location":null,"mood":null,"owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 16:12:00.222","written_at":"2026-11-29 16:12:00.222"}',NULL,'2026-11-29 16:12:00.222','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-728a-8b03-3ab4135257bc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7288-86bd-5773513da10e','health_sources','01a22814-c6c4-7289-a10c-2b94bfd84a91','insert','{"id":"01a22814-c6c4-7289-a10c-2b94bfd84a91","name":"Shape Watch 0","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","position":null}',NULL,'2026-11-29 16:12:00.226','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-728c-948a-3e0a1dddfb91','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7288-86bd-5773513da10e','health_sources','01a22814-c6c4-728b-b54b-2eb72eb0b8b7','insert','{"id":"01a22814-c6c4-728b-b54b-2eb72eb0b8b7","name":"Shape iPhone","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","position":null}',NULL,'2026-11-29 16:12:00.226','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-728f-8964-e91e7caa57df','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7288-86bd-5773513da10e','food_events','01a22814-c6c4-728e-a42a-45fa19327fc9','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a22814-c6c4-728e-a42a-45fa19327fc9","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","recorded_at":"2026-11-29 16:12:00.226","refers_to":null}',NULL,'2026-11-29 16:12:00.226','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7291-a01e-04dec2cee2dc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7288-86bd-5773513da10e','food_events','01a22814-c6c4-7290-a853-0a5a3d7cbae9','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22814-c6c4-7290-a853-0a5a3d7cbae9","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","recorded_at":"2026-11-29 16:12:00.226","refers_to":null}',NULL,'2026-11-29 16:12:00.226','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7292-afb6-268410c8f501','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7288-86bd-5773513da10e','health_days','01a22814-c6c4-728d-ab8e-213418433813','insert','{"active_event_id":"01a22814-c6c4-728e-a42a-45fa19327fc9","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22814-c6c4-728d-ab8e-213418433813","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 16:12:00.226","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a22814-c6c4-7290-a853-0a5a3d7cbae9","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 16:12:00.226','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7294-8325-e17d24ebd9f9','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7288-86bd-5773513da10e','health_imports','01a22814-c6c4-7293-8a25-656a5d18f8f3','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a22814-c6c4-7293-8a25-656a5d18f8f3","imported_at":"2026-11-29 16:12:00.226","last_day":"2026-11-27","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","records":3}',NULL,'2026-11-29 16:12:00.226','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22814-c6c4-7297-a767-606629164429','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7295-b0bb-5d8ded7bb076','calendars','01a22814-c6c4-7296-81c0-e4ce0de084f0','insert','{"color":"#5b6ee1","created_at":"2026-11-29 16:12:00.238","etag":null,"fetched_at":"2026-11-29 16:12:00.238","file_name":"work-0.ics","id":"01a22814-c6c4-7296-81c0-e4ce0de084f0","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22813-dab2-713b-8370-b4a03e13e2e5","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 16:12:00.238','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22814-c6c4-71e7-82c1-5e447581f0ac','01a22813-dab2-713b-8370-b4a03e13e2e5','List 0-0',NULL,NULL,0,'a1','2026-11-29 16:12:00.090',NULL);
INSERT INTO "task_lists" VALUES('01a22814-c6c4-7204-8444-96a19763f7ae','01a22813-dab2-713b-8370-b4a03e13e2e5','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 16:12:00.123','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22814-c6c4-71ea-99b3-5b13f85c288b','01a22813-dab2-713b-8370-b4a03e13e2e5','Task 0-0','','01a22814-c6c4-71e7-82c1-5e447581f0ac','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a22813-dc1f-7160-957f-956d06e6882f','01a22813-dc16-70a8-8ffc-93a846d1fee1','a1','a1','2026-11-29 16:12:00.094','2026-11-29 16:12:00.094',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22814-c6c4-71fb-9694-8097955f3438','01a22813-dab2-713b-8370-b4a03e13e2e5','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 16:12:00.116','2026-11-29 16:12:00.116',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22814-c6c4-7201-8d6a-7f6805f75663','01a22813-dab2-713b-8370-b4a03e13e2e5','Headed 0-0','','01a22814-c6c4-71e7-82c1-5e447581f0ac',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 16:12:00.118','2026-11-29 16:12:00.118',NULL,'01a22814-c6c4-71fe-8a38-57cf0ad455bc',NULL);
INSERT INTO "tasks" VALUES('01a22814-c6c4-7206-b4df-b2c813d7d72f','01a22813-dab2-713b-8370-b4a03e13e2e5','Imported 0-0','','01a22814-c6c4-7204-8444-96a19763f7ae',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 16:12:00.125','2026-11-29 16:12:00.125','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a22814-c6c4-71ec-b953-dd06d928e937','01a22813-dab2-713b-8370-b4a03e13e2e5','errand');
INSERT INTO "task_tag_links" VALUES('01a22814-c6c4-71ee-8835-73034f11f24e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71ea-99b3-5b13f85c288b','01a22814-c6c4-71ec-b953-dd06d928e937');
INSERT INTO "task_tag_links" VALUES('01a22814-c6c4-7207-a112-bf7d9ac59599','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7206-b4df-b2c813d7d72f','01a22814-c6c4-71ec-b953-dd06d928e937');
INSERT INTO "task_checklist_items" VALUES('01a22814-c6c4-71f0-8fd0-58a292faeca6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71ea-99b3-5b13f85c288b','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22814-c6c4-71ea-99b3-5b13f85c288b','01a22813-dab2-713b-8370-b4a03e13e2e5','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22814-c6c4-71fb-9694-8097955f3438','01a22813-dab2-713b-8370-b4a03e13e2e5','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22814-c6c4-7201-8d6a-7f6805f75663','01a22813-dab2-713b-8370-b4a03e13e2e5','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22814-c6c4-7206-b4df-b2c813d7d72f','01a22813-dab2-713b-8370-b4a03e13e2e5','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22814-c6c4-722a-b5a2-daea25ac8228','01a22813-dab2-713b-8370-b4a03e13e2e5','Comparison 0-0','metric','100 ml','2026-11-29 16:12:00.159','2026-11-29 16:12:00.159');
INSERT INTO "price_products" VALUES('01a22814-c6c4-722c-a132-c631dbcb3f54','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-722a-b5a2-daea25ac8228',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22814-c6c4-722e-be27-6f23583e58f4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-722a-b5a2-daea25ac8228',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22814-c6c4-720b-b650-9067c12b4ba9','01a22813-dab2-713b-8370-b4a03e13e2e5','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 16:12:00.130');
INSERT INTO "timeline_events" VALUES('01a22814-c6c4-720e-b447-c81c97100522','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-720b-b650-9067c12b4ba9','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 16:12:00.131','2026-11-29 16:12:00.131');
INSERT INTO "timeline_events" VALUES('01a22814-c6c4-7211-a666-4866591eacf3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-720b-b650-9067c12b4ba9','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 16:12:00.135','2026-11-29 16:12:00.135');
INSERT INTO "timeline_queries" VALUES('01a22814-c6c4-7214-9a4b-0e8de8c11106','01a22813-dab2-713b-8370-b4a03e13e2e5','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 16:12:00.138');
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
INSERT INTO "custom_foods" VALUES('01a22814-c6c4-7221-9b2f-e93f1e594f22','01a22813-dab2-713b-8370-b4a03e13e2e5','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 16:12:00.150','2026-11-29 16:12:00.150');
INSERT INTO "recipes" VALUES('01a22814-c6c4-721a-8af2-ab53208124b5','01a22813-dab2-713b-8370-b4a03e13e2e5','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 16:12:00.146','2026-11-29 16:12:00.146');
INSERT INTO "recipe_ingredients" VALUES('01a22814-c6c4-721c-9c41-92c090ce1480','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-721a-8af2-ab53208124b5','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22814-c6c4-721e-b8f6-499b32bae3b5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-721a-8af2-ab53208124b5','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22814-c6c4-7217-bbb3-87abb9d9bb92','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:12:00.141','2026-11-29 16:12:00.141','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a22814-c6c4-7224-9d1c-2a25f308beed','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:12:00.154','2026-11-29 16:12:00.154','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a22814-c6c4-7227-bc6e-e569bbaa3457','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:12:00.157','2026-11-29 16:12:00.156','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a22814-c6c4-728e-a42a-45fa19327fc9','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-27 11:00:00.000','2026-11-29 16:12:00.226','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a22814-c6c4-7290-a853-0a5a3d7cbae9','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-27 11:00:00.000','2026-11-29 16:12:00.226','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a22813-dbf3-7107-b383-46e722757c99','01a22813-dab2-713b-8370-b4a03e13e2e5','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22814-c6c4-71f3-b9f9-06983882e673','01a22813-dab2-713b-8370-b4a03e13e2e5','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22813-dc16-70a8-8ffc-93a846d1fee1','01a22813-dab2-713b-8370-b4a03e13e2e5','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 16:11:59.894');
INSERT INTO "weeks" VALUES('01a22813-db2f-70e4-a53a-2bebc2845113','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 16:11:59.657');
INSERT INTO "weeks" VALUES('01a22814-c6c4-71e2-9df2-54acc3ba2bba','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22813-dc1f-7160-957f-956d06e6882f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-db2f-70e4-a53a-2bebc2845113','01a22813-dc16-70a8-8ffc-93a846d1fee1','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 16:11:59.903');
INSERT INTO "weekly_goals" VALUES('01a22814-c6c4-71e4-aee7-e7c30611e5bb','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e2-9df2-54acc3ba2bba','01a22813-dc16-70a8-8ffc-93a846d1fee1','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 16:12:00.089');
INSERT INTO "retrospectives" VALUES('01a22813-db96-7199-8632-aee02e6656e8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-db2f-70e4-a53a-2bebc2845113','Focus','Sleep','2026-11-29 16:11:59.766');
INSERT INTO "action_items" VALUES('01a22814-c6c4-7199-9bf6-5a0f7496b1af','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-db2f-70e4-a53a-2bebc2845113','Action 0-0',0,'2026-11-29 16:11:59.987');
INSERT INTO "intentions" VALUES('01a22813-dc32-70d3-ba34-cca86e5832f8','01a22813-dab2-713b-8370-b4a03e13e2e5','Intention 0-0',25,'01a22813-dc1f-7160-957f-956d06e6882f','01a22813-dc16-70a8-8ffc-93a846d1fee1','2026-11-29 16:11:59.914','2026-11-29 16:36:59.914','endedEarly','2026-11-29 16:11:59.962',NULL,'[]','happy','2026-11-29 16:12:59.973',NULL,NULL,NULL,NULL,NULL,1795968719);
INSERT INTO "intentions" VALUES('01a22814-c6c4-71aa-975b-8d9aafaea1e9','01a22813-dab2-713b-8370-b4a03e13e2e5','Block 0-0',45,'01a22813-dc1f-7160-957f-956d06e6882f','01a22813-dc16-70a8-8ffc-93a846d1fee1','2026-11-29 16:12:00.012','2026-11-29 16:57:00.012','endedEarly','2026-11-29 16:12:00.058',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22814-c6c4-71a3-89f3-189f95b53e71',NULL,1795968720);
INSERT INTO "intentions" VALUES('01a22814-c6c4-71f6-8fb6-ac7ef5a03b77','01a22813-dab2-713b-8370-b4a03e13e2e5','Task 0-0',15,'01a22813-dc1f-7160-957f-956d06e6882f','01a22813-dc16-70a8-8ffc-93a846d1fee1','2026-11-29 16:12:00.113','2026-11-29 16:27:00.113','endedEarly','2026-11-29 16:12:00.114',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22814-c6c4-71ea-99b3-5b13f85c288b',1795968720);
INSERT INTO "distractions" VALUES('01a22813-dc53-70a7-abd4-fed9329694da','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22813-dc32-70d3-ba34-cca86e5832f8','internal',NULL,'2026-11-29 16:11:59.955',1);
INSERT INTO "standups" VALUES('01a22813-db47-7080-8c56-3fc4bc7b7d1c','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 16:11:59.687');
INSERT INTO "day_photos" VALUES('01a22814-c6c4-724e-9461-11daa28ef9c4','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29','png',64,'Photo 0-0','2026-11-29 16:12:00.185');
INSERT INTO "day_photos" VALUES('01a22814-c6c4-7257-81c1-e09bf7320034','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29','png',64,'Journal 0-0','2026-11-29 16:12:00.190');
INSERT INTO "security_events" VALUES('01a22813-dab2-713c-a87b-167ec79b9708','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:11:59.538','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22814-c6c4-7243-a618-c439d536f127','01a22813-dab2-713b-8370-b4a03e13e2e5','Workout','2026-11-29','2026-11-29 16:12:00.178','2026-11-29 16:12:00.178');
INSERT INTO "lift_sets" VALUES('01a22814-c6c4-7245-a03c-db66ecedbd3a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7243-a618-c439d536f127',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 16:12:00.178','2026-11-29 16:12:00.178');
INSERT INTO "lift_streams" VALUES('01a22814-c6c4-7245-a03c-db66ecedbd3a','01a22813-dab2-713b-8370-b4a03e13e2e5','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22814-c6c4-7249-a59d-e9e337a2f631','01a22813-dab2-713b-8370-b4a03e13e2e5','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 16:12:00.183');
INSERT INTO "journal_entries" VALUES('01a22814-c6c4-7252-9c8e-5ab3e67170d3','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:12:00.188','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 16:12:00.187','2026-11-29 16:12:00.187');
INSERT INTO "journal_entries" VALUES('01a22814-c6c4-7255-9502-74b922a630c2','01a22813-dab2-713b-8370-b4a03e13e2e5','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 16:12:00.189','2026-11-29 16:12:00.189');
INSERT INTO "journal_entries" VALUES('01a22814-c6c4-7285-aed1-0983ab4e7d7f','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:12:00.222','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 16:12:00.222','2026-11-29 16:12:00.222');
INSERT INTO "journal_photos" VALUES('01a22814-c6c4-725a-8d2a-08054c69f768','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7252-9c8e-5ab3e67170d3','01a22814-c6c4-7257-81c1-e09bf7320034',NULL);
INSERT INTO "journal_drafts" VALUES('01a22814-c6c4-7287-8df3-bd8e6df04aa1','01a22813-dab2-713b-8370-b4a03e13e2e5',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T16:12:00.223Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 16:12:00.223');
INSERT INTO "journal_search" VALUES('01a22814-c6c4-7252-9c8e-5ab3e67170d3','01a22813-dab2-713b-8370-b4a03e13e2e5','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22814-c6c4-7255-9502-74b922a630c2','01a22813-dab2-713b-8370-b4a03e13e2e5','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22814-c6c4-7285-aed1-0983ab4e7d7f','01a22813-dab2-713b-8370-b4a03e13e2e5','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22814-c6c4-7231-8429-8ba8a90ca7d0','01a22813-dab2-713b-8370-b4a03e13e2e5','Habit 0-0','📚',NULL,'01a22813-dc16-70a8-8ffc-93a846d1fee1','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 16:12:00.161','2026-11-29 16:12:00.161');
INSERT INTO "habits" VALUES('01a22814-c6c4-723d-90d6-8b25b64995de','01a22813-dab2-713b-8370-b4a03e13e2e5','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 16:12:00.166','2026-11-29 16:12:00.166');
INSERT INTO "habit_check_ins" VALUES('01a22814-c6c4-7234-ab85-cc271b53f88f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7231-8429-8ba8a90ca7d0','2026-11-28',1.0,'2026-11-29 16:12:00.163');
INSERT INTO "habit_check_ins" VALUES('01a22814-c6c4-7237-a353-4dccf867eeb1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7231-8429-8ba8a90ca7d0','2026-11-29',1.0,'2026-11-29 16:12:00.164');
INSERT INTO "habit_check_ins" VALUES('01a22814-c6c4-7240-9827-4d412b8e5c42','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-723d-90d6-8b25b64995de','2026-11-29',4.0,'2026-11-29 16:12:00.167');
INSERT INTO "habit_rest_days" VALUES('01a22814-c6c4-723a-96dc-c1c28a80c8c4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7231-8429-8ba8a90ca7d0','2026-12-01','2026-11-29 16:12:00.165');
INSERT INTO "health_days" VALUES('01a22814-c6c4-728d-ab8e-213418433813','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22814-c6c4-728e-a42a-45fa19327fc9',NULL,'01a22814-c6c4-7290-a853-0a5a3d7cbae9','2026-11-29 16:12:00.226');
INSERT INTO "health_sources" VALUES('01a22814-c6c4-7289-a10c-2b94bfd84a91','01a22813-dab2-713b-8370-b4a03e13e2e5','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22814-c6c4-728b-b54b-2eb72eb0b8b7','01a22813-dab2-713b-8370-b4a03e13e2e5','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22814-c6c4-7293-8a25-656a5d18f8f3','01a22813-dab2-713b-8370-b4a03e13e2e5','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 16:12:00.226');
INSERT INTO "lift_defaults" VALUES('01a22814-c6c4-724c-afb9-ffe7e6390a4f','01a22813-dab2-713b-8370-b4a03e13e2e5','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 16:12:00.184');
INSERT INTO "plan_blocks" VALUES('01a22814-c6c4-71a3-89f3-189f95b53e71','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29',375,45,'Block 0-0','01a22813-dc1f-7160-957f-956d06e6882f','01a22813-dc16-70a8-8ffc-93a846d1fee1',NULL,NULL,NULL,NULL,'2026-11-29 16:12:00.006','2026-11-29 16:12:00.006');
INSERT INTO "plan_blocks" VALUES('01a22814-c6c4-71b6-a7f9-41b8128fec66','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29',375,45,'Area block 0-0',NULL,'01a22813-dc16-70a8-8ffc-93a846d1fee1',NULL,NULL,NULL,NULL,'2026-11-29 16:12:00.062','2026-11-29 16:12:00.065');
INSERT INTO "plan_blocks" VALUES('01a22814-c6c4-71cb-8e5b-5abb10dcfc3f','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-28',375,15,'Missed block 0-0',NULL,'01a22813-dc16-70a8-8ffc-93a846d1fee1',NULL,'backToList','internal','2026-11-29 16:12:00.074','2026-11-29 16:12:00.073','2026-11-29 16:12:00.073');
INSERT INTO "plan_block_versions" VALUES('01a22814-c6c4-71bd-a4a1-1aa529d41d16','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71b6-a7f9-41b8128fec66','2026-11-29',375,30,'Area block 0-0','01a22813-dc16-70a8-8ffc-93a846d1fee1','moved','Longer than planned','2026-11-29 16:12:00.065');
INSERT INTO "calendars" VALUES('01a22814-c6c4-7296-81c0-e4ce0de084f0','01a22813-dab2-713b-8370-b4a03e13e2e5','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 16:12:00.238',NULL,'2026-11-29 16:12:00.238');
INSERT INTO "calendar_expansions" VALUES('01a22814-c6c4-7296-81c0-e4ce0de084f0','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:12:00.238','2026-10-04 16:12:00.237','2027-05-30 16:12:00.237','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7298-b1c2-420cd8f1d461','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7299-8674-9e6bb9c973ad','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-729a-a1d7-80b09780a1e2','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-729b-8c0e-f3343e3ca480','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-729c-9b2e-89f5090c8de0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-729d-96ba-029e5839261a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-729e-822b-0d1ccc2f7daf','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-729f-8ca4-50144700c55f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a0-a934-bde54f38f3e8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a1-b513-acc759813ff0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a2-9793-b303a0b2c580','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a3-b361-e665a962ba08','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a4-a572-6c8114b53b58','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a5-a9d7-9c03ea96c2b7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a6-b87c-8267a1ca2965','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a7-9979-933e55aa6eed','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a8-8ab9-ea31dcebf281','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72a9-ba8e-c68193549a2e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72aa-bf66-02fe13fce6c3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ab-8ce1-ffe5ee88b674','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ac-9749-0b39403571a5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ad-87ba-f195b74b25fc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ae-a5f5-07eff73dfc26','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72af-a5d8-f28a0fbb6133','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b0-81bd-523da7de8f5b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b1-9469-2d3003b0b5ad','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b2-8b49-9253aad5f1e3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b3-b3c4-9645493d8bbc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b4-b162-5f06e6169579','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b5-8fac-97e3d6f850a5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b6-a078-2f1c9e20c14c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b7-a678-d88a30cd1fc1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b8-9cc0-79dc85bf1fc3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72b9-a6b9-1f6b7400d57e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ba-9e34-4ca4b3681b2c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72bb-ad44-46eed4c3a3a7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72bc-908c-bfe9e7e9722f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72bd-8007-b28cae4383b4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72be-972d-a88167fe25d6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72bf-9748-f89470e875b4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c0-9af7-6711b6d3da99','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c1-a6d9-15a9d06e6584','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c2-926f-a4b93bd456c3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c3-ac7a-39c788a7439b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c4-89b0-aec383b801b3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c5-8e33-ffb271c56d66','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c6-8123-b77bcd819b83','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c7-ac10-df276f2200c1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c8-ae45-75b5221baa4d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72c9-9f8c-8d2b09cee7a5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ca-a574-5bbdbecf3ba1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72cb-9477-c5c9f820746e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72cc-a5a7-e893329cc867','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72cd-8dd6-9e5d2b5cf5c1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ce-8810-cc68d10c9b8b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72cf-b5cd-f552463e6d76','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d0-b6b6-7fc0085a5790','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d1-8ca0-d4508e23b4df','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d2-abb5-49d263af75a0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d3-a9f1-af5ddc4b83be','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d4-aa38-4c0a63df0def','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d5-ac1a-0f7695632e9f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d6-a3ff-5deb9c59648a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d7-ae7a-b86ef2a353ca','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d8-93be-cf6a83163ee8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72d9-a020-6c3462edd46b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72da-bc3f-620b0e315225','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72db-9629-082a9f1f6922','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72dc-9b90-70856c435fa1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72dd-9be2-30048b685879','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72de-98ca-9f581efdc556','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72df-9970-faaed1c98c9e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e0-8b95-2d97ad44e4c1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e1-9543-efbf2bea2aa8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e2-bd5a-583301a9ac0c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e3-a07c-89e95a943fbc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e4-8b32-95e4e7f38828','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e5-ac5f-d507162a8449','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e6-9922-d4d937477347','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e7-b5f4-2e8af63bea44','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e8-bcf9-f0e6046ef6c6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72e9-b06f-a85c5204fdac','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ea-b63a-a535f0babf47','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72eb-baf3-c14a818246e6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ec-b84f-55423a57af20','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ed-b807-42cc4f05c8f8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ee-93a6-8987d05736f7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ef-82d4-c2874694c204','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f0-bb58-13f61f63cedc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f1-98f3-135a3eaec034','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f2-8ad4-1e62e6fdc3bd','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f3-a826-99282efb2b36','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f4-8bde-9efef5899bb8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f5-968b-9696709619c8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f6-a1b4-b9de2ccdfad2','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f7-8b40-fccc84d0a9b8','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f8-9510-fc1cc0651460','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72f9-8bb4-7f7a8f2528ab','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72fa-b2f4-498be2e09738','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72fb-88a5-2b762fdec72f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72fc-9475-9c9ef4f365b6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72fd-85e3-eac68be4c9c1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72fe-a3f3-c5111dcdb5ed','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-72ff-9f2a-c1f85a6fc856','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7300-aa4e-c345b28cb19e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7301-934d-feb5ff0b1d13','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7302-997e-b7e969099f53','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7303-a541-53bc6a7d4aa7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7304-8dc1-62bbac542f01','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7305-b068-3adb491111f0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7306-bef4-0f18ed994c68','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7307-a8ed-e9964d7b6c8d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7308-8420-2e6ebbce687c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7309-b884-2bb622017fe7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-730a-b4d2-fcce62d2a991','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-730b-8712-cef7c417f67a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-730c-a3a0-267176881a86','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-730d-a460-79346bc38af1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-730e-bac3-aad0fe792401','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-730f-96ac-42981fe83c1d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7310-8e51-0ac8f80fd00b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7311-ab2f-7a83b24ccc6c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7312-a489-780d3d225f92','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7313-976e-63e0c5949109','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7314-ad42-a8db83d164ea','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7315-a8b3-d35c68f35341','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7316-8af5-0d8026d1becf','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7317-8c6f-e0cd9fdbadf1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7318-9e2d-2e3e50d28f45','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7319-b7e5-d4eabb18af8d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-731a-8c51-bb8fc32a649a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-731b-8551-ce02e6247e82','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-731c-9fbb-6a03bc19db37','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-731d-ae41-6b3045c1d08a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-731e-92e1-befa64456caa','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-731f-8642-fa86194f2e3c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7320-af8d-b0e0df7e95fe','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7321-bfcb-f4c6dd9c93d7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7322-890e-98f6d5c25722','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7323-a75d-55100a3f820f','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7324-adbc-1096824db4e6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7325-bfa3-d78b6322b69c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7326-a471-c7540742314a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7327-ab6c-c0fd6989981a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7328-8f5e-38e46ed8a6f3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7329-a8f3-6b4e79023e83','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-732a-bd7f-b3faf1d9b9f3','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-732b-be78-cc75229fd32c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-732c-833d-1140eeb3e100','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-732d-969c-c8d9606dd8d0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-732e-8f13-9fa7f87bf521','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-732f-bac9-00279ab2eb47','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7330-9982-b63472865b89','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7331-8a59-9ab0775e7cc4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7332-aa14-67ce0e08145c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7333-90e6-d1015bd4790d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7334-b1c8-a3b47ad527c1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7335-9658-5cd802f3be10','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7336-8c8e-706528094d6c','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7337-8c9c-48e25d07a571','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7338-8a98-659f321bfe00','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7339-bf6b-f4523b0b831a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-733a-93ab-35ec6969ed5e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-733b-897d-c287c32d1cbb','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-733c-aa37-952767067a3d','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-733d-8bad-b8169953e209','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-733e-900c-cdadd2f3a148','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-733f-b5bb-c45a451d532b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7340-bf64-ed815c6a4a4b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7341-b105-4c492bb89529','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7342-b9e0-db41a7b31950','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7343-a765-54b13a22f3d0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7344-9500-4b26957ede50','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7345-8522-5bf1341cf860','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7346-891f-09506027c902','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7347-9ff4-cd145abef8d0','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7348-828e-2382a33941c6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7349-8508-fb3891e886e1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-734a-b2e8-f79f16a940d4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-734b-a88a-4bf5db38984a','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-734c-9eb4-e77689bc40cc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-734d-9b5f-d4ed8b9a1b68','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-734e-9951-155d90f15fa7','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-734f-916f-389ea45107c1','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7350-83c7-bb2931ad3ce6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7351-836a-9a52f93f8033','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7352-bd84-e51c5394ac1e','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7353-bc53-8682aa8835eb','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7354-9692-014713b48087','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7355-b851-a27635986f17','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7356-b29b-02ee513e1d89','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7357-aac9-bf1aadde2ac6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7358-920c-f919a367400b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a22814-c6c4-7359-b7cf-d8e67c28c8e5','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7296-81c0-e4ce0de084f0','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a22814-c6c4-725d-becd-0d03781452e7','01a22813-dab2-713b-8370-b4a03e13e2e5','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 16:12:00.193','2026-11-29 16:12:00.193');
INSERT INTO "runbook_contacts" VALUES('01a22814-c6c4-726a-9467-2e72a182bc05','01a22813-dab2-713b-8370-b4a03e13e2e5','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 16:12:00.201','2026-11-29 16:12:00.201');
INSERT INTO "runbook_steps" VALUES('01a22814-c6c4-725f-a3d6-046de8fe1c11','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725d-becd-0d03781452e7','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 16:12:00.193','2026-11-29 16:12:00.193');
INSERT INTO "runbook_steps" VALUES('01a22814-c6c4-7261-a14e-20108d51bbe4','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725d-becd-0d03781452e7','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 16:12:00.193','2026-11-29 16:12:00.193');
INSERT INTO "runbook_steps" VALUES('01a22814-c6c4-7263-b3b7-d6fd4b7be54b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725d-becd-0d03781452e7','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 16:12:00.193','2026-11-29 16:12:00.193');
INSERT INTO "runbook_steps" VALUES('01a22814-c6c4-7265-84f3-089b6ff89b69','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725d-becd-0d03781452e7','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 16:12:00.193','2026-11-29 16:12:00.193');
INSERT INTO "runbook_steps" VALUES('01a22814-c6c4-7267-97c5-e3e045b7af2b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725d-becd-0d03781452e7','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 16:12:00.193','2026-11-29 16:12:00.193');
INSERT INTO "runbook_steps" VALUES('01a22814-c6c4-726d-a988-74a21edcd747','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725d-becd-0d03781452e7','contact','Call 0-0',NULL,'01a22814-c6c4-726a-9467-2e72a182bc05','a6','2026-11-29 16:12:00.203','2026-11-29 16:12:00.203');
INSERT INTO "runbook_uses" VALUES('01a22814-c6c4-7270-9086-ce56b956a30b','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-725d-becd-0d03781452e7','2026-11-29 16:12:00.205','sad','meh','["01a22814-c6c4-726d-a988-74a21edcd747"]','2026-11-29 16:12:00.205');
INSERT INTO "runbook_settings" VALUES('01a22814-c6c4-7282-a46c-0ae6063c8427','01a22813-dab2-713b-8370-b4a03e13e2e5','112','2026-11-29 16:12:00.220');
INSERT INTO "task_headings" VALUES('01a22814-c6c4-71fe-8a38-57cf0ad455bc','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71e7-82c1-5e447581f0ac','Heading 0-0',0,'a1','2026-11-29 16:12:00.117',NULL);
INSERT INTO "pacts" VALUES('01a22814-c6c4-7273-95b2-aa3381863efb','01a22813-dab2-713b-8370-b4a03e13e2e5','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 16:12:00.214','2026-11-29 16:12:00.206','2026-11-29 16:12:00.214','goal','01a22813-dc1f-7160-957f-956d06e6882f','sam@example.org','habit','01a22814-c6c4-7231-8429-8ba8a90ca7d0',NULL);
INSERT INTO "pacts" VALUES('01a22814-c6c4-727b-a0e9-37315fd1bb9b','01a22813-dab2-713b-8370-b4a03e13e2e5','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 16:12:00.216','2026-11-29 16:12:00.216','block','01a22814-c6c4-71a3-89f3-189f95b53e71',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22814-c6c4-7276-9e2b-975052a90f30','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-7273-95b2-aa3381863efb','2026-11-29',1,'Reason 0-0','2026-11-29 16:12:00.208');
INSERT INTO "practice_sessions" VALUES('01a22814-c6c4-727e-9cde-a2db82d3560d','01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29 16:02:00.216',10,'Sat 0-0','2026-11-29 16:12:00.216','happy');
INSERT INTO "plan_feeds" VALUES('01a22814-c6c4-7280-be1c-b37abc896de7','01a22813-dab2-713b-8370-b4a03e13e2e5',NULL,'8a240019d3b4d345f87fcc7d0b140cbed333a79a4f0f9bc6743ef4a3f7f4cb15','2026-11-29 16:12:00.218',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a22814-c6c4-71da-846e-707149b59c66','01a22813-dab2-713b-8370-b4a03e13e2e5','Template 0-0','day','2026-11-29 16:12:00.077','2026-11-29 16:12:00.077');
INSERT INTO "plan_template_blocks" VALUES('01a22814-c6c4-71dd-89a5-4c1cf37c9d77','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71da-846e-707149b59c66',0,375,45,'Block 0-0','01a22813-dc1f-7160-957f-956d06e6882f','01a22813-dc16-70a8-8ffc-93a846d1fee1');
INSERT INTO "plan_template_blocks" VALUES('01a22814-c6c4-71df-98a8-40a68f38a0f6','01a22813-dab2-713b-8370-b4a03e13e2e5','01a22814-c6c4-71da-846e-707149b59c66',0,375,45,'Area block 0-0',NULL,'01a22813-dc16-70a8-8ffc-93a846d1fee1');
INSERT INTO "food_days" VALUES('01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-29',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a22813-dab2-713b-8370-b4a03e13e2e5','2026-11-27',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a22813-dab2-713b-8370-b4a03e13e2e5','Europe/Berlin',0,0);
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

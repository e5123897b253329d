-- An Almanac database at migration level 0045-food-day-nutrients (UpgradeTests: written once, never rewritten).
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
, with_nutrients INTEGER NOT NULL DEFAULT 0 CHECK (with_nutrients IN (0, 1)));
CREATE TABLE food_day_nutrients (
    owner_id TEXT NOT NULL,
    day TEXT NOT NULL,
    nutrient TEXT NOT NULL,
    amount REAL NOT NULL,
    PRIMARY KEY (owner_id, day, nutrient),
    FOREIGN KEY (owner_id, day) REFERENCES food_days(owner_id, day) ON DELETE CASCADE
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
INSERT INTO "grdb_migrations" VALUES('0045-food-day-nutrients');
INSERT INTO "users" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 20:30:55.489','dayMonth');
INSERT INTO "credentials" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','$2b$06$33m.OWzys11nfdZqgcehReoAYlN1p7wWx8ZYPt0SB3hV54UTbtTFW');
INSERT INTO "changes" VALUES('01a22900-ea0d-7146-89a3-8661fbc27d50','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea0d-7144-80b1-0673b74b6558','weeks','01a22900-ea0d-7145-9f11-ac2620c15826','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22900-ea0d-7145-9f11-ac2620c15826","length_days":7,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 20:30:55.501','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22900-ea0d-7147-8cd5-e432a300a833','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea0d-7144-80b1-0673b74b6558','weeks','01a22900-ea0d-7145-9f11-ac2620c15826','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22900-ea0d-7145-9f11-ac2620c15826","length_days":7,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_day":"2026-11-23","started_at":"2026-11-29 20:30:55.501"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22900-ea0d-7145-9f11-ac2620c15826","length_days":7,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_day":"2026-11-23","started_at":null}','2026-11-29 20:30:55.501','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22900-ea13-7179-813e-cd986042333a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea13-7177-99d5-fe6d96d8de34','standups','01a22900-ea13-7178-a837-276368a96752','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a22900-ea13-7178-a837-276368a96752","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","updated_at":"2026-11-29 20:30:55.507"}',NULL,'2026-11-29 20:30:55.507','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22900-ea14-71c0-937c-de031028b75c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea14-71be-968d-356b57ecf761','retrospectives','01a22900-ea14-71bf-a300-6ab03a00b563','insert','{"id":"01a22900-ea14-71bf-a300-6ab03a00b563","improve":"Sleep","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","updated_at":"2026-11-29 20:30:55.508","week_id":"01a22900-ea0d-7145-9f11-ac2620c15826","went_well":"Focus"}',NULL,'2026-11-29 20:30:55.508','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22900-ea16-7186-a859-ff1248889c9f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea16-7184-a477-33a711923e06','energy_profiles','01a22900-ea16-7185-b43c-6aef6a430c73','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22900-ea16-7185-b43c-6aef6a430c73","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","sex":"female"}',NULL,'2026-11-29 20:30:55.510','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22900-ea17-70dc-a389-092d3f05abd1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea17-70da-90b2-862d0af0b3b7','areas','01a22900-ea17-70db-b892-3df9725dd5c8','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 20:30:55.511","icon":null,"id":"01a22900-ea17-70db-b892-3df9725dd5c8","name":"Area 0-0","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.511','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22900-ea18-7062-b813-bc41ad26628c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea18-7060-a4c9-070fcf988b0d','weekly_goals','01a22900-ea18-7061-ad61-16a3739df343','insert','{"added_mid_sprint":1,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","created_at":"2026-11-29 20:30:55.512","estimate_hours":2,"id":"01a22900-ea18-7061-ad61-16a3739df343","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22900-ea0d-7145-9f11-ac2620c15826"}',NULL,'2026-11-29 20:30:55.512','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22900-ea19-7084-a02e-90156ea24f31','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea19-7082-9c2a-9ad29bb949c5','intentions','01a22900-ea19-7083-b64b-0340d1fd3842','insert','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":null,"ends_at":"2026-11-29 20:55:55.513","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22900-ea19-7083-b64b-0340d1fd3842","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.513","started_epoch":1795984255,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 20:30:55.513','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22900-ea1a-719c-9231-28101c33d5ca','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea1a-719a-bb4d-40356cff0c09','distractions','01a22900-ea1a-719b-84fd-3e0794b42184','insert','{"at":"2026-11-29 20:30:55.514","id":"01a22900-ea1a-719b-84fd-3e0794b42184","intention_id":"01a22900-ea19-7083-b64b-0340d1fd3842","note":null,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 20:30:55.514','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22900-ea1b-70bd-b6e2-bc7e5326307f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea1b-70bc-aec0-5afd67783911','intentions','01a22900-ea19-7083-b64b-0340d1fd3842','update','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":"2026-11-29 20:30:55.515","ends_at":"2026-11-29 20:55:55.513","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22900-ea19-7083-b64b-0340d1fd3842","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.513","started_epoch":1795984255,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":null,"ends_at":"2026-11-29 20:55:55.513","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22900-ea19-7083-b64b-0340d1fd3842","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.513","started_epoch":1795984255,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 20:30:55.515','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7100-8097-483fc5355e93','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-70ff-8c4b-5ee19ea83c36','intentions','01a22900-ea19-7083-b64b-0340d1fd3842','update','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":"2026-11-29 20:30:55.515","ends_at":"2026-11-29 20:55:55.513","feeling":"happy","goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22900-ea19-7083-b64b-0340d1fd3842","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":25,"rated_at":"2026-11-29 20:31:55.517","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.513","started_epoch":1795984255,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":"2026-11-29 20:30:55.515","ends_at":"2026-11-29 20:55:55.513","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22900-ea19-7083-b64b-0340d1fd3842","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.513","started_epoch":1795984255,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 20:31:55.517','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7103-8525-993eb0c4303b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7101-a708-d4c58841b43f','action_items','01a22901-d47c-7102-a572-cf23be009e56','insert','{"created_at":"2026-11-29 20:30:55.517","done":0,"id":"01a22901-d47c-7102-a572-cf23be009e56","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","text":"Action 0-0","week_id":"01a22900-ea0d-7145-9f11-ac2620c15826"}',NULL,'2026-11-29 20:30:55.517','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7106-afcd-e2a64892a00f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7104-acdd-ba67fb2780d0','plan_blocks','01a22901-d47c-7105-a8da-13e58c876edf','insert','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","cause":null,"created_at":"2026-11-29 20:30:55.518","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-7105-a8da-13e58c876edf","minutes":45,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 20:30:55.518"}',NULL,'2026-11-29 20:30:55.518','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7109-b164-7c3693060abb','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7107-b83d-d4abea91ff79','intentions','01a22901-d47c-7108-bf8d-0396bba270bf','insert','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":"01a22901-d47c-7105-a8da-13e58c876edf","ended_at":null,"ends_at":"2026-11-29 21:15:55.519","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-7108-bf8d-0396bba270bf","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.519","started_epoch":1795984255,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 20:30:55.519','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-710b-af87-91df7e104421','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-710a-af43-e01d256635de','intentions','01a22901-d47c-7108-bf8d-0396bba270bf','update','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":"01a22901-d47c-7105-a8da-13e58c876edf","ended_at":"2026-11-29 20:30:55.519","ends_at":"2026-11-29 21:15:55.519","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-7108-bf8d-0396bba270bf","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.519","started_epoch":1795984255,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":"01a22901-d47c-7105-a8da-13e58c876edf","ended_at":null,"ends_at":"2026-11-29 21:15:55.519","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-7108-bf8d-0396bba270bf","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.519","started_epoch":1795984255,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 20:30:55.519','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-710e-acad-f6adeb0382b2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-710c-adc0-f98a022c99b0','plan_blocks','01a22901-d47c-710d-bb5d-9eec7c111359','insert','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","cause":null,"created_at":"2026-11-29 20:30:55.520","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22901-d47c-710d-bb5d-9eec7c111359","minutes":30,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 20:30:55.520"}',NULL,'2026-11-29 20:30:55.520','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7111-9856-d65c1fd6a63c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-710f-b33a-0c0ebb395a9d','plan_block_versions','01a22901-d47c-7110-bcc2-083753e99622','insert','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":"01a22901-d47c-710d-bb5d-9eec7c111359","change":"moved","day":"2026-11-29","id":"01a22901-d47c-7110-bcc2-083753e99622","minutes":30,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","reason":"Longer than planned","recorded_at":"2026-11-29 20:30:55.520","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 20:30:55.520','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7112-81fc-ffa6355f14da','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-710f-b33a-0c0ebb395a9d','plan_blocks','01a22901-d47c-710d-bb5d-9eec7c111359','update','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","cause":null,"created_at":"2026-11-29 20:30:55.520","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22901-d47c-710d-bb5d-9eec7c111359","minutes":45,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 20:30:55.520"}','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","cause":null,"created_at":"2026-11-29 20:30:55.520","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22901-d47c-710d-bb5d-9eec7c111359","minutes":30,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 20:30:55.520"}','2026-11-29 20:30:55.520','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7115-98d7-973d410c869a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7113-b247-e62132aa902b','plan_blocks','01a22901-d47c-7114-a2d1-e8a8e542cc3b','insert','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","cause":null,"created_at":"2026-11-29 20:30:55.525","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22901-d47c-7114-a2d1-e8a8e542cc3b","minutes":15,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 20:30:55.525"}',NULL,'2026-11-29 20:30:55.525','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7117-86b5-fea9cf7f4d08','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7116-bc3d-494770cce70b','plan_blocks','01a22901-d47c-7114-a2d1-e8a8e542cc3b','update','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","cause":"internal","created_at":"2026-11-29 20:30:55.525","day":"2026-11-28","disposed_at":"2026-11-29 20:30:55.527","disposition":"backToList","goal_id":null,"id":"01a22901-d47c-7114-a2d1-e8a8e542cc3b","minutes":15,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 20:30:55.525"}','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","cause":null,"created_at":"2026-11-29 20:30:55.525","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22901-d47c-7114-a2d1-e8a8e542cc3b","minutes":15,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 20:30:55.525"}','2026-11-29 20:30:55.527','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-711a-b2d1-ae8eed9a5005','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7118-8d1c-f066a124611b','plan_templates','01a22901-d47c-7119-9c38-e45f7d2d9033','insert','{"created_at":"2026-11-29 20:30:55.529","id":"01a22901-d47c-7119-9c38-e45f7d2d9033","name":"Template 0-0","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","scope":"day","updated_at":"2026-11-29 20:30:55.529"}',NULL,'2026-11-29 20:30:55.529','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-711c-94b7-57cd2296780e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7118-8d1c-f066a124611b','plan_template_blocks','01a22901-d47c-711b-8a9b-6ed965292d02','insert','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","day_offset":0,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-711b-8a9b-6ed965292d02","minutes":45,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"template_id":"01a22901-d47c-7119-9c38-e45f7d2d9033","title":"Block 0-0"}',NULL,'2026-11-29 20:30:55.529','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-711e-945f-7810b9567f85','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7118-8d1c-f066a124611b','plan_template_blocks','01a22901-d47c-711d-b679-491a5126df66','insert','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","day_offset":0,"goal_id":null,"id":"01a22901-d47c-711d-b679-491a5126df66","minutes":45,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_minute":375,"template_id":"01a22901-d47c-7119-9c38-e45f7d2d9033","title":"Area block 0-0"}',NULL,'2026-11-29 20:30:55.529','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7121-b7d2-740564fcf88f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-711f-8a7c-07471117fe9b','weeks','01a22901-d47c-7120-8ff4-85a039354ac9','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22901-d47c-7120-8ff4-85a039354ac9","length_days":7,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 20:30:55.532','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7123-af94-7f30f0ed6bc7','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-711f-8a7c-07471117fe9b','weekly_goals','01a22901-d47c-7122-a680-d01efbaf5fc9','insert','{"added_mid_sprint":0,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","created_at":"2026-11-29 20:30:55.532","estimate_hours":3,"id":"01a22901-d47c-7122-a680-d01efbaf5fc9","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22901-d47c-7120-8ff4-85a039354ac9"}',NULL,'2026-11-29 20:30:55.532','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7126-bd05-a37405d93fae','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7124-b36b-f82c26454f80','task_lists','01a22901-d47c-7125-a93e-7daa98387107','insert','{"archived":0,"color":null,"created_at":"2026-11-29 20:30:55.534","icon":null,"id":"01a22901-d47c-7125-a93e-7daa98387107","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.534','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7129-89c1-5ac08f14372b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7127-b0e4-800efea7e8e6','tasks','01a22901-d47c-7128-8068-805588aa825c','insert','{"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","created_at":"2026-11-29 20:30:55.536","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","heading_id":null,"id":"01a22901-d47c-7128-8068-805588aa825c","import_key":null,"list_id":"01a22901-d47c-7125-a93e-7daa98387107","list_key":"a1","notes":"","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 20:30:55.536"}',NULL,'2026-11-29 20:30:55.536','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-712b-8975-2577cc28fb13','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7127-b0e4-800efea7e8e6','task_tags','01a22901-d47c-712a-8041-a6c36e9c499f','insert','{"id":"01a22901-d47c-712a-8041-a6c36e9c499f","name":"errand","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.536','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-712d-b1e6-f29d4cb200f1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7127-b0e4-800efea7e8e6','task_tag_links','01a22901-d47c-712c-83bf-6fd30380176f','insert','{"id":"01a22901-d47c-712c-83bf-6fd30380176f","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","tag_id":"01a22901-d47c-712a-8041-a6c36e9c499f","task_id":"01a22901-d47c-7128-8068-805588aa825c"}',NULL,'2026-11-29 20:30:55.536','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-712f-919d-c0bb8daed57c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7127-b0e4-800efea7e8e6','task_checklist_items','01a22901-d47c-712e-8a65-2090d0d3b89a','insert','{"done":0,"id":"01a22901-d47c-712e-8a65-2090d0d3b89a","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","task_id":"01a22901-d47c-7128-8068-805588aa825c","title":"Step"}',NULL,'2026-11-29 20:30:55.536','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7132-b846-e629f6a60291','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7130-a4d9-1371856f9ab7','system_settings','01a22901-d47c-7131-9271-0f35823faf74','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22901-d47c-7131-9271-0f35823faf74","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 20:30:55.544','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7135-9e41-5a810ffd3d3e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7133-ac57-dcaaa82aff85','intentions','01a22901-d47c-7134-93fb-ffa675e69984','insert','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":null,"ends_at":"2026-11-29 20:45:55.546","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-7134-93fb-ffa675e69984","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.546","started_epoch":1795984255,"state":"running","tags":"[]","task_id":"01a22901-d47c-7128-8068-805588aa825c","what":"Task 0-0"}',NULL,'2026-11-29 20:30:55.546','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7137-bebe-9f7c715a7a33','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7136-8533-361ce4b21b5f','intentions','01a22901-d47c-7134-93fb-ffa675e69984','update','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":"2026-11-29 20:30:55.547","ends_at":"2026-11-29 20:45:55.546","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-7134-93fb-ffa675e69984","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.546","started_epoch":1795984255,"state":"endedEarly","tags":"[]","task_id":"01a22901-d47c-7128-8068-805588aa825c","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","block_id":null,"ended_at":null,"ends_at":"2026-11-29 20:45:55.546","feeling":null,"goal_id":"01a22900-ea18-7061-ad61-16a3739df343","id":"01a22901-d47c-7134-93fb-ffa675e69984","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 20:30:55.546","started_epoch":1795984255,"state":"running","tags":"[]","task_id":"01a22901-d47c-7128-8068-805588aa825c","what":"Task 0-0"}','2026-11-29 20:30:55.547','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-713a-9127-3b0fbd6e3e50','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7138-a9f3-a93ae32ca004','tasks','01a22901-d47c-7139-b9c7-03e1c4465c30','insert','{"area_id":null,"created_at":"2026-11-29 20:30:55.550","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22901-d47c-7139-b9c7-03e1c4465c30","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 20:30:55.550"}',NULL,'2026-11-29 20:30:55.550','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-713d-82a9-66efb4ed5727','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-713b-9feb-1e1833a007a7','task_headings','01a22901-d47c-713c-8421-7a206d7c3157','insert','{"archived":0,"created_at":"2026-11-29 20:30:55.552","id":"01a22901-d47c-713c-8421-7a206d7c3157","import_key":null,"list_id":"01a22901-d47c-7125-a93e-7daa98387107","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","title":"Heading 0-0"}',NULL,'2026-11-29 20:30:55.552','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7140-9867-27f38c281c13','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-713e-834c-da4e66405a1a','tasks','01a22901-d47c-713f-8876-cec9ab610ef9','insert','{"area_id":null,"created_at":"2026-11-29 20:30:55.553","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a22901-d47c-713c-8421-7a206d7c3157","id":"01a22901-d47c-713f-8876-cec9ab610ef9","import_key":null,"list_id":"01a22901-d47c-7125-a93e-7daa98387107","list_key":"a2","notes":"","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 20:30:55.553"}',NULL,'2026-11-29 20:30:55.553','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7143-92c7-ee4272056f9b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7141-8078-e2c164c671e0','task_lists','*','insert','{"ids":["01a22901-d47c-7142-b7b7-11aa8571f710"]}',NULL,'2026-11-29 20:30:55.556','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7146-96fe-6dbaba52a178','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7141-8078-e2c164c671e0','tasks','*','insert','{"ids":["01a22901-d47c-7144-b847-cd1a0de96207"]}',NULL,'2026-11-29 20:30:55.557','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7147-bd35-fc34e173c22d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7141-8078-e2c164c671e0','task_tag_links','*','insert','{"ids":["01a22901-d47c-7145-83d6-2629ca0d3230"]}',NULL,'2026-11-29 20:30:55.557','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-714a-8a4f-654908b7a5ea','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7148-ac92-d98362b88ead','timelines','01a22901-d47c-7149-94b8-9ca984e74939','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 20:30:55.559","icon":"","id":"01a22901-d47c-7149-94b8-9ca984e74939","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.559','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-714d-bda1-deb7dc2bc6c1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-714b-bcea-53484fdab468','timeline_events','01a22901-d47c-714c-a2ab-20670c1afeee','insert','{"created_at":"2026-11-29 20:30:55.560","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22901-d47c-714c-a2ab-20670c1afeee","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22901-d47c-7149-94b8-9ca984e74939","title":"Job 0-0","updated_at":"2026-11-29 20:30:55.560"}',NULL,'2026-11-29 20:30:55.560','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7150-ae8e-4b3ca9b48438','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-714e-897a-82dc83f5bee4','timeline_events','01a22901-d47c-714f-ba96-abbb1d77e94e','insert','{"created_at":"2026-11-29 20:30:55.562","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22901-d47c-714f-ba96-abbb1d77e94e","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22901-d47c-7149-94b8-9ca984e74939","title":"Trip 0-0","updated_at":"2026-11-29 20:30:55.562"}',NULL,'2026-11-29 20:30:55.562','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7153-ac6f-0c3fc0f56d3f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7151-ade5-7519db87490e','timeline_queries','01a22901-d47c-7152-994e-ff06c3408dfe','insert','{"created_at":"2026-11-29 20:30:55.562","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22901-d47c-7152-994e-ff06c3408dfe","name":"Query 0-0","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.562','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7156-81ef-25c45facea0b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7154-b692-bf8c1b454c74','food_events','01a22901-d47c-7155-bba6-ae97db7ae668','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a22901-d47c-7155-bba6-ae97db7ae668","kind":"record","occurred_at":"2026-11-29 20:30:55.564","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","recorded_at":"2026-11-29 20:30:55.564","refers_to":null}',NULL,'2026-11-29 20:30:55.564','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7159-9d50-971819b56f1e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7157-9095-f0ed67d66f26','recipes','01a22901-d47c-7158-aebc-0b626163a99e','insert','{"created_at":"2026-11-29 20:30:55.568","id":"01a22901-d47c-7158-aebc-0b626163a99e","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","servings":2,"total_grams":300,"updated_at":"2026-11-29 20:30:55.568","yield_grams":null}',NULL,'2026-11-29 20:30:55.568','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-715b-87a7-a62eac13605c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7157-9095-f0ed67d66f26','recipe_ingredients','01a22901-d47c-715a-9e75-27913da5ab25','insert','{"food_id":"09040","grams":100,"id":"01a22901-d47c-715a-9e75-27913da5ab25","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","position":0,"recipe_id":"01a22901-d47c-7158-aebc-0b626163a99e"}',NULL,'2026-11-29 20:30:55.568','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-715d-9e66-09111cf88d17','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7157-9095-f0ed67d66f26','recipe_ingredients','01a22901-d47c-715c-901b-0bc5137f58bf','insert','{"food_id":"01079","grams":200,"id":"01a22901-d47c-715c-901b-0bc5137f58bf","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","position":1,"recipe_id":"01a22901-d47c-7158-aebc-0b626163a99e"}',NULL,'2026-11-29 20:30:55.568','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7160-8e23-3fc3b9ebab72','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-715e-b479-93f27c042442','custom_foods','01a22901-d47c-715f-be14-e8da2b043ff6','insert','{"created_at":"2026-11-29 20:30:55.569","id":"01a22901-d47c-715f-be14-e8da2b043ff6","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 20:30:55.569"}',NULL,'2026-11-29 20:30:55.569','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7163-8406-e060024aeaa6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7161-a65b-25d9d4c68171','food_events','01a22901-d47c-7162-881b-a0e224bf2a80','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22901-d47c-7162-881b-a0e224bf2a80","kind":"record","occurred_at":"2026-11-29 20:30:55.570","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","recorded_at":"2026-11-29 20:30:55.570","refers_to":null}',NULL,'2026-11-29 20:30:55.570','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7166-a122-9346d17d7e48','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7164-87b8-6d571f08f78d','food_events','01a22901-d47c-7165-b733-eb5d3ffa5ebb','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a22901-d47c-7165-b733-eb5d3ffa5ebb","kind":"record","occurred_at":"2026-11-29 20:30:55.572","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","recorded_at":"2026-11-29 20:30:55.571","refers_to":null}',NULL,'2026-11-29 20:30:55.571','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7169-ac93-3ab4bb796418','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7167-ac13-551010bb87cf','price_comparisons','01a22901-d47c-7168-a56f-42b99b253592','insert','{"created_at":"2026-11-29 20:30:55.573","display_unit":"100 ml","id":"01a22901-d47c-7168-a56f-42b99b253592","name":"Comparison 0-0","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","unit_system":"metric","updated_at":"2026-11-29 20:30:55.573"}',NULL,'2026-11-29 20:30:55.573','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-716b-8e1d-70c34c060cff','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7167-ac13-551010bb87cf','price_products','01a22901-d47c-716a-a91d-e66c91aeb09b','insert','{"comparison_id":"01a22901-d47c-7168-a56f-42b99b253592","id":"01a22901-d47c-716a-a91d-e66c91aeb09b","name":"Bertolli","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 20:30:55.573','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-716d-9cb0-32bc4cb9d027','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7167-ac13-551010bb87cf','price_products','01a22901-d47c-716c-bf0e-c13a66ba92c1','insert','{"comparison_id":"01a22901-d47c-7168-a56f-42b99b253592","id":"01a22901-d47c-716c-bf0e-c13a66ba92c1","name":"Monini","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 20:30:55.573','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7170-b7dc-4b8b815eaa84','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-716e-b992-ec23b8b1f357','habits','01a22901-d47c-716f-a7f5-e37fdfa140de','insert','{"archived":0,"area_id":"01a22900-ea17-70db-b892-3df9725dd5c8","color":null,"created_at":"2026-11-29 20:30:55.575","emoji":"📚","id":"01a22901-d47c-716f-a7f5-e37fdfa140de","name":"Habit 0-0","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 20:30:55.575"}',NULL,'2026-11-29 20:30:55.575','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7173-a757-2439ce8dbb8a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7171-bc53-fad88413945a','habit_check_ins','01a22901-d47c-7172-90b7-dc2b0e72a023','insert','{"amount":1,"created_at":"2026-11-29 20:30:55.577","day":"2026-11-28","habit_id":"01a22901-d47c-716f-a7f5-e37fdfa140de","id":"01a22901-d47c-7172-90b7-dc2b0e72a023","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.577','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7176-a82b-99e2b58da3d2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7174-a7cb-53a51f54506d','habit_check_ins','01a22901-d47c-7175-91f1-a07a07e99e36','insert','{"amount":1,"created_at":"2026-11-29 20:30:55.578","day":"2026-11-29","habit_id":"01a22901-d47c-716f-a7f5-e37fdfa140de","id":"01a22901-d47c-7175-91f1-a07a07e99e36","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.578','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7179-994c-9a8a2b508175','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7177-80b6-6657badda884','habit_rest_days','01a22901-d47c-7178-97d2-451bf67294ee','insert','{"created_at":"2026-11-29 20:30:55.578","day":"2026-12-01","habit_id":"01a22901-d47c-716f-a7f5-e37fdfa140de","id":"01a22901-d47c-7178-97d2-451bf67294ee","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.578','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-717c-b532-13c919ad0fe6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-717a-b298-cb9b604360cc','habits','01a22901-d47c-717b-a496-de9c8d6d922e','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 20:30:55.579","emoji":"","id":"01a22901-d47c-717b-a496-de9c8d6d922e","name":"Water 0-0","order_key":"a2","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 20:30:55.579"}',NULL,'2026-11-29 20:30:55.579','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-717f-ac8e-83c7adb41e13','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-717d-9525-04b32951432b','habit_check_ins','01a22901-d47c-717e-8f3a-ac249bac51f5','insert','{"amount":4,"created_at":"2026-11-29 20:30:55.580","day":"2026-11-29","habit_id":"01a22901-d47c-717b-a496-de9c8d6d922e","id":"01a22901-d47c-717e-8f3a-ac249bac51f5","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.580','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7182-9032-e1af286ad5eb','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7180-87bb-ae0da9c354fd','lift_sessions','01a22901-d47c-7181-a0b3-0e4afc543f1a','insert','{"created_at":"2026-11-29 20:30:55.591","day":"2026-11-29","id":"01a22901-d47c-7181-a0b3-0e4afc543f1a","name":"Workout","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","updated_at":"2026-11-29 20:30:55.591"}',NULL,'2026-11-29 20:30:55.591','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7184-8c47-a421d6f8ef8e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7180-87bb-ae0da9c354fd','lift_sets','01a22901-d47c-7183-9f0d-dfa84f2e1d88','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 20:30:55.591","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22901-d47c-7183-9f0d-dfa84f2e1d88","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","position":0,"rate_hz":20,"recorded_at":"2026-11-29 20:30:55.591","reps":3,"session_id":"01a22901-d47c-7181-a0b3-0e4afc543f1a","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 20:30:55.591','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7185-8d03-551490a32241','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7180-87bb-ae0da9c354fd','lift_streams','01a22901-d47c-7183-9f0d-dfa84f2e1d88','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22901-d47c-7183-9f0d-dfa84f2e1d88","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.591','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7188-b834-3aa77ec7e06d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7186-95d7-9fadc732aa39','lift_templates','01a22901-d47c-7187-b764-33ad7d39a0f8','insert','{"created_at":"2026-11-29 20:30:55.595","goal_reps":8,"id":"01a22901-d47c-7187-b764-33ad7d39a0f8","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","sets":3}',NULL,'2026-11-29 20:30:55.595','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-718b-8334-19bc838e93c1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7189-9899-a374a3873075','lift_defaults','01a22901-d47c-718a-acaf-e543a0757ff8','insert','{"id":"01a22901-d47c-718a-acaf-e543a0757ff8","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 20:30:55.596","velocity_loss_target":25}',NULL,'2026-11-29 20:30:55.596','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-718e-bd14-13389472a03e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-718d-bcb6-0cf984bb076d','day_photos','01a22901-d47c-718c-8f7a-838a9a68c485','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 20:30:55.597","day":"2026-11-29","id":"01a22901-d47c-718c-8f7a-838a9a68c485","kind":"png","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.598','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7191-a471-7a0e97a05922','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-718f-8e6f-931e63ff1847','journal_entries','01a22901-d47c-7190-a477-34f507108294','insert','{"created_at":"2026-11-29 20:30:55.600","day":"2026-11-29","id":"01a22901-d47c-7190-a477-34f507108294","location":"Berlin","mood":"happy","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 20:30:55.600","written_at":"2026-11-29 20:30:55.600"}',NULL,'2026-11-29 20:30:55.600','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7194-8850-4c7335178128','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7192-b819-21729d654f93','journal_entries','01a22901-d47c-7193-b793-15b84e1d700c','insert','{"created_at":"2026-11-29 20:30:55.601","day":"2025-11-28","id":"01a22901-d47c-7193-b793-15b84e1d700c","location":null,"mood":null,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 20:30:55.601","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 20:30:55.601','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7197-aad7-45e46a6d6dcf','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7196-a21b-844fa6e4ef8a','day_photos','01a22901-d47c-7195-9786-e5134ebfd054','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 20:30:55.605","day":"2026-11-29","id":"01a22901-d47c-7195-9786-e5134ebfd054","kind":"png","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e"}',NULL,'2026-11-29 20:30:55.608','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-7199-9073-f240633292c8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7196-a21b-844fa6e4ef8a','journal_photos','01a22901-d47c-7198-8b20-380a8d5766f5','insert','{"entry_id":"01a22901-d47c-7190-a477-34f507108294","id":"01a22901-d47c-7198-8b20-380a8d5766f5","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","photo_id":"01a22901-d47c-7195-9786-e5134ebfd054","source_id":null}',NULL,'2026-11-29 20:30:55.608','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-719c-9b82-668e5f9edd2b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719a-858d-e76dd3051a38','runbooks','01a22901-d47c-719b-a612-995997d0494f','insert','{"created_at":"2026-11-29 20:30:55.615","id":"01a22901-d47c-719b-a612-995997d0494f","name":"When I''m anxious","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","updated_at":"2026-11-29 20:30:55.615","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 20:30:55.615','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-719e-9804-a98c9ce4f32e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719a-858d-e76dd3051a38','runbook_steps','01a22901-d47c-719d-8214-c00096209008','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 20:30:55.615","id":"01a22901-d47c-719d-8214-c00096209008","kind":"text","order_key":"a1","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","runbook_id":"01a22901-d47c-719b-a612-995997d0494f","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 20:30:55.615"}',NULL,'2026-11-29 20:30:55.615','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71a0-8517-59de8ac72e55','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719a-858d-e76dd3051a38','runbook_steps','01a22901-d47c-719f-b6e5-631fdc313f79','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 20:30:55.615","id":"01a22901-d47c-719f-b6e5-631fdc313f79","kind":"breathing","order_key":"a2","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","runbook_id":"01a22901-d47c-719b-a612-995997d0494f","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 20:30:55.615"}',NULL,'2026-11-29 20:30:55.615','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71a2-8e5a-0f585d8d2f3a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719a-858d-e76dd3051a38','runbook_steps','01a22901-d47c-71a1-bd26-e0a6682e38cb','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 20:30:55.615","id":"01a22901-d47c-71a1-bd26-e0a6682e38cb","kind":"grounding","order_key":"a3","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","runbook_id":"01a22901-d47c-719b-a612-995997d0494f","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 20:30:55.615"}',NULL,'2026-11-29 20:30:55.615','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71a4-804d-6bbb2e99c6d2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719a-858d-e76dd3051a38','runbook_steps','01a22901-d47c-71a3-af0a-faf4874d6fa4','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 20:30:55.615","id":"01a22901-d47c-71a3-af0a-faf4874d6fa4","kind":"text","order_key":"a4","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","runbook_id":"01a22901-d47c-719b-a612-995997d0494f","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 20:30:55.615"}',NULL,'2026-11-29 20:30:55.615','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71a6-ac6d-eb81873f647e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719a-858d-e76dd3051a38','runbook_steps','01a22901-d47c-71a5-a847-ae463a6cb6ea','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 20:30:55.615","id":"01a22901-d47c-71a5-a847-ae463a6cb6ea","kind":"contact","order_key":"a5","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","runbook_id":"01a22901-d47c-719b-a612-995997d0494f","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 20:30:55.615"}',NULL,'2026-11-29 20:30:55.615','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71a9-9b93-f85917ade123','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71a7-b90e-d167d08b9c87','runbook_contacts','01a22901-d47c-71a8-ba20-58294454ad2e','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 20:30:55.617","id":"01a22901-d47c-71a8-ba20-58294454ad2e","name":"Contact 0-0","note":"friend","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","phone":"030 0","updated_at":"2026-11-29 20:30:55.617"}',NULL,'2026-11-29 20:30:55.617','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71ac-9702-082c0d9bda7a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71aa-8cb0-601e937e2b44','runbook_steps','01a22901-d47c-71ab-935f-2dc673c23d2a','insert','{"breathing":null,"contact_id":"01a22901-d47c-71a8-ba20-58294454ad2e","created_at":"2026-11-29 20:30:55.618","id":"01a22901-d47c-71ab-935f-2dc673c23d2a","kind":"contact","order_key":"a6","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","runbook_id":"01a22901-d47c-719b-a612-995997d0494f","text":"Call 0-0","updated_at":"2026-11-29 20:30:55.618"}',NULL,'2026-11-29 20:30:55.618','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71af-8e33-82cba141159d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71ad-90a6-d3e653e747e6','runbook_uses','01a22901-d47c-71ae-9b14-3da3c31ba977','insert','{"created_at":"2026-11-29 20:30:55.618","feeling_after":"meh","feeling_before":"sad","id":"01a22901-d47c-71ae-9b14-3da3c31ba977","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","runbook_id":"01a22901-d47c-719b-a612-995997d0494f","steps_done":"[\"01a22901-d47c-71ab-935f-2dc673c23d2a\"]","used_at":"2026-11-29 20:30:55.618"}',NULL,'2026-11-29 20:30:55.618','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71b2-b897-6aaf0446b671','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71b0-b61e-1dfdece6a940','pacts','01a22901-d47c-71b1-9f39-ab47ba8fc6bb','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 20:30:55.621","delay_hours":24,"id":"01a22901-d47c-71b1-9f39-ab47ba8fc6bb","kind":"price","link_id":"01a22900-ea18-7061-ad61-16a3739df343","link_kind":"goal","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 20:30:55.621"}',NULL,'2026-11-29 20:30:55.621','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71b5-96cb-b0bce33c5cba','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71b3-a014-9d439526b069','pact_marks','01a22901-d47c-71b4-954e-d02c07f454ee','insert','{"created_at":"2026-11-29 20:30:55.623","day":"2026-11-29","id":"01a22901-d47c-71b4-954e-d02c07f454ee","kept":1,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","pact_id":"01a22901-d47c-71b1-9f39-ab47ba8fc6bb","reason":"Reason 0-0"}',NULL,'2026-11-29 20:30:55.623','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71b7-9086-668d44860683','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71b6-ab93-0fb3fc650e7c','pacts','01a22901-d47c-71b1-9f39-ab47ba8fc6bb','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 20:30:55.621","delay_hours":24,"id":"01a22901-d47c-71b1-9f39-ab47ba8fc6bb","kind":"price","link_id":"01a22900-ea18-7061-ad61-16a3739df343","link_kind":"goal","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","pending_amount":"1","pending_at":"2026-11-30 20:30:55.624","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22901-d47c-716f-a7f5-e37fdfa140de","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 20:30:55.624"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 20:30:55.621","delay_hours":24,"id":"01a22901-d47c-71b1-9f39-ab47ba8fc6bb","kind":"price","link_id":"01a22900-ea18-7061-ad61-16a3739df343","link_kind":"goal","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 20:30:55.621"}','2026-11-29 20:30:55.624','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71ba-bcf3-3027ba0779b1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71b8-b640-9fc675b50234','pacts','01a22901-d47c-71b9-9b5f-d468c6afc4f6','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 20:30:55.628","delay_hours":168,"id":"01a22901-d47c-71b9-9b5f-d468c6afc4f6","kind":"effort","link_id":"01a22901-d47c-7105-a8da-13e58c876edf","link_kind":"block","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 20:30:55.628"}',NULL,'2026-11-29 20:30:55.628','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71bd-8ce0-7ac714232fe3','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71bb-808f-67503f283f3e','practice_sessions','01a22901-d47c-71bc-a2a9-6a0e0d7d613b','insert','{"created_at":"2026-11-29 20:30:55.630","feeling":"happy","id":"01a22901-d47c-71bc-a2a9-6a0e0d7d613b","minutes":10,"note":"Sat 0-0","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","started_at":"2026-11-29 20:20:55.630"}',NULL,'2026-11-29 20:30:55.630','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71c1-8cc6-4bc91f60fe3b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71bf-a065-dde9c16e5779','runbook_settings','01a22901-d47c-71c0-8fa4-ae0006626466','insert','{"emergency_number":"112","id":"01a22901-d47c-71c0-8fa4-ae0006626466","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","updated_at":"2026-11-29 20:30:55.635"}',NULL,'2026-11-29 20:30:55.635','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71c4-9eb5-375ba69f72ea','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71c2-adbf-1e3ce91b121d','journal_entries','01a22901-d47c-71c3-93ab-cfc8e5efdb14','insert','{"created_at":"2026-11-29 20:30:55.636","day":"2026-11-29","id":"01a22901-d47c-71c3-93ab-cfc8e5efdb14","location":null,"mood":null,"owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 20:30:55.636","written_at":"2026-11-29 20:30:55.636"}',NULL,'2026-11-29 20:30:55.636','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71c8-a4f6-e06e92d78c61','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71c6-ad9f-92774dc093a2','health_sources','01a22901-d47c-71c7-8844-32a2c616dd75','insert','{"id":"01a22901-d47c-71c7-8844-32a2c616dd75","name":"Shape Watch 0","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","position":null}',NULL,'2026-11-29 20:30:55.640','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71ca-a0f6-5f865173b300','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71c6-ad9f-92774dc093a2','health_sources','01a22901-d47c-71c9-b78c-6a7a7b6af740','insert','{"id":"01a22901-d47c-71c9-b78c-6a7a7b6af740","name":"Shape iPhone","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","position":null}',NULL,'2026-11-29 20:30:55.640','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71cd-a3eb-03ff4330a1fc','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71c6-ad9f-92774dc093a2','food_events','01a22901-d47c-71cc-847a-f652bf3eec17','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a22901-d47c-71cc-847a-f652bf3eec17","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","recorded_at":"2026-11-29 20:30:55.640","refers_to":null}',NULL,'2026-11-29 20:30:55.640','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71cf-ae1b-2bb3005c8d66','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71c6-ad9f-92774dc093a2','food_events','01a22901-d47c-71ce-bc5e-9c06b84def18','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22901-d47c-71ce-bc5e-9c06b84def18","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","recorded_at":"2026-11-29 20:30:55.640","refers_to":null}',NULL,'2026-11-29 20:30:55.640','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71d0-8aed-84ebe19cf2ec','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71c6-ad9f-92774dc093a2','health_days','01a22901-d47c-71cb-84bd-a3835c77ccb5','insert','{"active_event_id":"01a22901-d47c-71cc-847a-f652bf3eec17","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22901-d47c-71cb-84bd-a3835c77ccb5","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 20:30:55.640","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a22901-d47c-71ce-bc5e-9c06b84def18","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 20:30:55.640','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71d2-8b0d-fd27b35bef56','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71c6-ad9f-92774dc093a2','health_imports','01a22901-d47c-71d1-8a28-6a342f779d9b','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a22901-d47c-71d1-8a28-6a342f779d9b","imported_at":"2026-11-29 20:30:55.640","last_day":"2026-11-27","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","records":3}',NULL,'2026-11-29 20:30:55.640','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22901-d47c-71d5-b3a2-5bffd0765be2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d3-b411-a5e5d98d8931','calendars','01a22901-d47c-71d4-9b41-8d9c26959a44','insert','{"color":"#5b6ee1","created_at":"2026-11-29 20:30:55.650","etag":null,"fetched_at":"2026-11-29 20:30:55.650","file_name":"work-0.ics","id":"01a22901-d47c-71d4-9b41-8d9c26959a44","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22900-ea01-70ee-acb4-8a9ec088fc4e","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 20:30:55.650','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22901-d47c-7125-a93e-7daa98387107','01a22900-ea01-70ee-acb4-8a9ec088fc4e','List 0-0',NULL,NULL,0,'a1','2026-11-29 20:30:55.534',NULL);
INSERT INTO "task_lists" VALUES('01a22901-d47c-7142-b7b7-11aa8571f710','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 20:30:55.556','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22901-d47c-7128-8068-805588aa825c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Task 0-0','','01a22901-d47c-7125-a93e-7daa98387107','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a22900-ea18-7061-ad61-16a3739df343','01a22900-ea17-70db-b892-3df9725dd5c8','a1','a1','2026-11-29 20:30:55.536','2026-11-29 20:30:55.536',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22901-d47c-7139-b9c7-03e1c4465c30','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 20:30:55.550','2026-11-29 20:30:55.550',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22901-d47c-713f-8876-cec9ab610ef9','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Headed 0-0','','01a22901-d47c-7125-a93e-7daa98387107',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 20:30:55.553','2026-11-29 20:30:55.553',NULL,'01a22901-d47c-713c-8421-7a206d7c3157',NULL);
INSERT INTO "tasks" VALUES('01a22901-d47c-7144-b847-cd1a0de96207','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Imported 0-0','','01a22901-d47c-7142-b7b7-11aa8571f710',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 20:30:55.557','2026-11-29 20:30:55.557','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a22901-d47c-712a-8041-a6c36e9c499f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','errand');
INSERT INTO "task_tag_links" VALUES('01a22901-d47c-712c-83bf-6fd30380176f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7128-8068-805588aa825c','01a22901-d47c-712a-8041-a6c36e9c499f');
INSERT INTO "task_tag_links" VALUES('01a22901-d47c-7145-83d6-2629ca0d3230','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7144-b847-cd1a0de96207','01a22901-d47c-712a-8041-a6c36e9c499f');
INSERT INTO "task_checklist_items" VALUES('01a22901-d47c-712e-8a65-2090d0d3b89a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7128-8068-805588aa825c','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22901-d47c-7128-8068-805588aa825c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22901-d47c-7139-b9c7-03e1c4465c30','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22901-d47c-713f-8876-cec9ab610ef9','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22901-d47c-7144-b847-cd1a0de96207','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22901-d47c-7168-a56f-42b99b253592','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Comparison 0-0','metric','100 ml','2026-11-29 20:30:55.573','2026-11-29 20:30:55.573');
INSERT INTO "price_products" VALUES('01a22901-d47c-716a-a91d-e66c91aeb09b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7168-a56f-42b99b253592',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22901-d47c-716c-bf0e-c13a66ba92c1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7168-a56f-42b99b253592',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22901-d47c-7149-94b8-9ca984e74939','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 20:30:55.559');
INSERT INTO "timeline_events" VALUES('01a22901-d47c-714c-a2ab-20670c1afeee','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7149-94b8-9ca984e74939','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 20:30:55.560','2026-11-29 20:30:55.560');
INSERT INTO "timeline_events" VALUES('01a22901-d47c-714f-ba96-abbb1d77e94e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7149-94b8-9ca984e74939','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 20:30:55.562','2026-11-29 20:30:55.562');
INSERT INTO "timeline_queries" VALUES('01a22901-d47c-7152-994e-ff06c3408dfe','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 20:30:55.562');
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
INSERT INTO "custom_foods" VALUES('01a22901-d47c-715f-be14-e8da2b043ff6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 20:30:55.569','2026-11-29 20:30:55.569');
INSERT INTO "recipes" VALUES('01a22901-d47c-7158-aebc-0b626163a99e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 20:30:55.568','2026-11-29 20:30:55.568');
INSERT INTO "recipe_ingredients" VALUES('01a22901-d47c-715a-9e75-27913da5ab25','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7158-aebc-0b626163a99e','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22901-d47c-715c-901b-0bc5137f58bf','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7158-aebc-0b626163a99e','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22901-d47c-7155-bba6-ae97db7ae668','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:30:55.564','2026-11-29 20:30:55.564','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a22901-d47c-7162-881b-a0e224bf2a80','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:30:55.570','2026-11-29 20:30:55.570','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a22901-d47c-7165-b733-eb5d3ffa5ebb','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:30:55.572','2026-11-29 20:30:55.571','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a22901-d47c-71cc-847a-f652bf3eec17','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-27 11:00:00.000','2026-11-29 20:30:55.640','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a22901-d47c-71ce-bc5e-9c06b84def18','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-27 11:00:00.000','2026-11-29 20:30:55.640','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a22900-ea16-7185-b43c-6aef6a430c73','01a22900-ea01-70ee-acb4-8a9ec088fc4e','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22901-d47c-7131-9271-0f35823faf74','01a22900-ea01-70ee-acb4-8a9ec088fc4e','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22900-ea17-70db-b892-3df9725dd5c8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 20:30:55.511');
INSERT INTO "weeks" VALUES('01a22900-ea0d-7145-9f11-ac2620c15826','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 20:30:55.501');
INSERT INTO "weeks" VALUES('01a22901-d47c-7120-8ff4-85a039354ac9','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22900-ea18-7061-ad61-16a3739df343','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea0d-7145-9f11-ac2620c15826','01a22900-ea17-70db-b892-3df9725dd5c8','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 20:30:55.512');
INSERT INTO "weekly_goals" VALUES('01a22901-d47c-7122-a680-d01efbaf5fc9','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7120-8ff4-85a039354ac9','01a22900-ea17-70db-b892-3df9725dd5c8','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 20:30:55.532');
INSERT INTO "retrospectives" VALUES('01a22900-ea14-71bf-a300-6ab03a00b563','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea0d-7145-9f11-ac2620c15826','Focus','Sleep','2026-11-29 20:30:55.508');
INSERT INTO "action_items" VALUES('01a22901-d47c-7102-a572-cf23be009e56','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea0d-7145-9f11-ac2620c15826','Action 0-0',0,'2026-11-29 20:30:55.517');
INSERT INTO "intentions" VALUES('01a22900-ea19-7083-b64b-0340d1fd3842','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Intention 0-0',25,'01a22900-ea18-7061-ad61-16a3739df343','01a22900-ea17-70db-b892-3df9725dd5c8','2026-11-29 20:30:55.513','2026-11-29 20:55:55.513','endedEarly','2026-11-29 20:30:55.515',NULL,'[]','happy','2026-11-29 20:31:55.517',NULL,NULL,NULL,NULL,NULL,1795984255);
INSERT INTO "intentions" VALUES('01a22901-d47c-7108-bf8d-0396bba270bf','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Block 0-0',45,'01a22900-ea18-7061-ad61-16a3739df343','01a22900-ea17-70db-b892-3df9725dd5c8','2026-11-29 20:30:55.519','2026-11-29 21:15:55.519','endedEarly','2026-11-29 20:30:55.519',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22901-d47c-7105-a8da-13e58c876edf',NULL,1795984255);
INSERT INTO "intentions" VALUES('01a22901-d47c-7134-93fb-ffa675e69984','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Task 0-0',15,'01a22900-ea18-7061-ad61-16a3739df343','01a22900-ea17-70db-b892-3df9725dd5c8','2026-11-29 20:30:55.546','2026-11-29 20:45:55.546','endedEarly','2026-11-29 20:30:55.547',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22901-d47c-7128-8068-805588aa825c',1795984255);
INSERT INTO "distractions" VALUES('01a22900-ea1a-719b-84fd-3e0794b42184','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22900-ea19-7083-b64b-0340d1fd3842','internal',NULL,'2026-11-29 20:30:55.514',1);
INSERT INTO "standups" VALUES('01a22900-ea13-7178-a837-276368a96752','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 20:30:55.507');
INSERT INTO "day_photos" VALUES('01a22901-d47c-718c-8f7a-838a9a68c485','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','png',64,'Photo 0-0','2026-11-29 20:30:55.597');
INSERT INTO "day_photos" VALUES('01a22901-d47c-7195-9786-e5134ebfd054','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','png',64,'Journal 0-0','2026-11-29 20:30:55.605');
INSERT INTO "security_events" VALUES('01a22900-ea01-70ef-a380-7287bf86c8d7','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:30:55.489','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22901-d47c-7181-a0b3-0e4afc543f1a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Workout','2026-11-29','2026-11-29 20:30:55.591','2026-11-29 20:30:55.591');
INSERT INTO "lift_sets" VALUES('01a22901-d47c-7183-9f0d-dfa84f2e1d88','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7181-a0b3-0e4afc543f1a',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 20:30:55.591','2026-11-29 20:30:55.591');
INSERT INTO "lift_streams" VALUES('01a22901-d47c-7183-9f0d-dfa84f2e1d88','01a22900-ea01-70ee-acb4-8a9ec088fc4e','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22901-d47c-7187-b764-33ad7d39a0f8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 20:30:55.595');
INSERT INTO "journal_entries" VALUES('01a22901-d47c-7190-a477-34f507108294','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:30:55.600','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 20:30:55.600','2026-11-29 20:30:55.600');
INSERT INTO "journal_entries" VALUES('01a22901-d47c-7193-b793-15b84e1d700c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 20:30:55.601','2026-11-29 20:30:55.601');
INSERT INTO "journal_entries" VALUES('01a22901-d47c-71c3-93ab-cfc8e5efdb14','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:30:55.636','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 20:30:55.636','2026-11-29 20:30:55.636');
INSERT INTO "journal_photos" VALUES('01a22901-d47c-7198-8b20-380a8d5766f5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7190-a477-34f507108294','01a22901-d47c-7195-9786-e5134ebfd054',NULL);
INSERT INTO "journal_drafts" VALUES('01a22901-d47c-71c5-b97c-a0d6d3c50c98','01a22900-ea01-70ee-acb4-8a9ec088fc4e',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T20:30:55.638Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 20:30:55.638');
INSERT INTO "journal_search" VALUES('01a22901-d47c-7190-a477-34f507108294','01a22900-ea01-70ee-acb4-8a9ec088fc4e','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22901-d47c-7193-b793-15b84e1d700c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22901-d47c-71c3-93ab-cfc8e5efdb14','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22901-d47c-716f-a7f5-e37fdfa140de','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Habit 0-0','📚',NULL,'01a22900-ea17-70db-b892-3df9725dd5c8','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 20:30:55.575','2026-11-29 20:30:55.575');
INSERT INTO "habits" VALUES('01a22901-d47c-717b-a496-de9c8d6d922e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 20:30:55.579','2026-11-29 20:30:55.579');
INSERT INTO "habit_check_ins" VALUES('01a22901-d47c-7172-90b7-dc2b0e72a023','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-716f-a7f5-e37fdfa140de','2026-11-28',1.0,'2026-11-29 20:30:55.577');
INSERT INTO "habit_check_ins" VALUES('01a22901-d47c-7175-91f1-a07a07e99e36','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-716f-a7f5-e37fdfa140de','2026-11-29',1.0,'2026-11-29 20:30:55.578');
INSERT INTO "habit_check_ins" VALUES('01a22901-d47c-717e-8f3a-ac249bac51f5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-717b-a496-de9c8d6d922e','2026-11-29',4.0,'2026-11-29 20:30:55.580');
INSERT INTO "habit_rest_days" VALUES('01a22901-d47c-7178-97d2-451bf67294ee','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-716f-a7f5-e37fdfa140de','2026-12-01','2026-11-29 20:30:55.578');
INSERT INTO "health_days" VALUES('01a22901-d47c-71cb-84bd-a3835c77ccb5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22901-d47c-71cc-847a-f652bf3eec17',NULL,'01a22901-d47c-71ce-bc5e-9c06b84def18','2026-11-29 20:30:55.640');
INSERT INTO "health_sources" VALUES('01a22901-d47c-71c7-8844-32a2c616dd75','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22901-d47c-71c9-b78c-6a7a7b6af740','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22901-d47c-71d1-8a28-6a342f779d9b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 20:30:55.640');
INSERT INTO "lift_defaults" VALUES('01a22901-d47c-718a-acaf-e543a0757ff8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 20:30:55.596');
INSERT INTO "plan_blocks" VALUES('01a22901-d47c-7105-a8da-13e58c876edf','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29',375,45,'Block 0-0','01a22900-ea18-7061-ad61-16a3739df343','01a22900-ea17-70db-b892-3df9725dd5c8',NULL,NULL,NULL,NULL,'2026-11-29 20:30:55.518','2026-11-29 20:30:55.518');
INSERT INTO "plan_blocks" VALUES('01a22901-d47c-710d-bb5d-9eec7c111359','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29',375,45,'Area block 0-0',NULL,'01a22900-ea17-70db-b892-3df9725dd5c8',NULL,NULL,NULL,NULL,'2026-11-29 20:30:55.520','2026-11-29 20:30:55.520');
INSERT INTO "plan_blocks" VALUES('01a22901-d47c-7114-a2d1-e8a8e542cc3b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-28',375,15,'Missed block 0-0',NULL,'01a22900-ea17-70db-b892-3df9725dd5c8',NULL,'backToList','internal','2026-11-29 20:30:55.527','2026-11-29 20:30:55.525','2026-11-29 20:30:55.525');
INSERT INTO "plan_block_versions" VALUES('01a22901-d47c-7110-bcc2-083753e99622','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-710d-bb5d-9eec7c111359','2026-11-29',375,30,'Area block 0-0','01a22900-ea17-70db-b892-3df9725dd5c8','moved','Longer than planned','2026-11-29 20:30:55.520');
INSERT INTO "calendars" VALUES('01a22901-d47c-71d4-9b41-8d9c26959a44','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 20:30:55.650',NULL,'2026-11-29 20:30:55.650');
INSERT INTO "calendar_expansions" VALUES('01a22901-d47c-71d4-9b41-8d9c26959a44','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:30:55.650','2026-10-04 20:30:55.649','2027-05-30 20:30:55.649','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71d6-a9c2-4461f1c0c17b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71d7-88b2-69a95e0c13cd','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71d8-a87e-e43491ce48b4','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71d9-b851-268cfcd7d97a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71da-b3ee-f43f778b62fe','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71db-b7dc-ad03f52b7d76','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71dc-8b13-174db095edfa','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71dd-ac10-d8df01b4d03b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71de-a7be-1c5dbf8f2fe6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71df-8466-da784baaebac','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e0-93b0-7948009f7099','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e1-9e6e-24efa35a9153','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e2-91b1-8bb088f5bb39','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e3-b408-573c8b499af9','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e4-bfc9-c4a5064dc628','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e5-af48-b916dd9b85e3','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e6-9030-0da979539910','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e7-9008-6ef3c6fe9031','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e8-8db4-ceac9aafde77','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71e9-acb0-12d622a86a28','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71ea-a352-3f74967cd3d0','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71eb-82b1-a5fbf0607537','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71ec-89a8-ca5aa426a673','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71ed-97d3-919985970807','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71ee-a0ee-04164c1253f1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71ef-ba44-629abd87658b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f0-aff2-44808a740b3a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f1-a622-6e1fbe82985a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f2-94f5-91ebb6a68fb1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f3-9762-dcaa55d52c21','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f4-bdcc-cb5f80e947ca','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f5-ab1b-1b419bb1b06c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f6-9e57-5f3186b1d45f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f7-928f-87db28d70ced','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f8-a1ee-3aa18bb8f87c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71f9-882e-9a5374ea6c62','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71fa-8972-8f41f1bc73f9','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71fb-9e40-abe98c9175ef','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71fc-be4e-e9287d502b1d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71fd-8cc8-7bd7a1f1e9dd','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71fe-b739-3735b1390d3a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-71ff-8bf0-0551cc56d328','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7200-8d6e-0e1a743030b8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7201-8ab6-14d362d6f8c8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7202-b68d-7bb4672887af','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7203-9566-b62eb079157e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7204-95bf-4de13d592365','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7205-bfdb-00910ae06c5e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7206-8119-435cfe391ce7','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7207-9c30-7a2b22147eb3','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7208-8c8e-1a44f6f35678','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7209-b6c7-18674f8baf21','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-720a-9d68-839adea24307','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-720b-b337-ef4c2515d684','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-720c-adee-7de60712af2c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-720d-b060-0d44e0bc9630','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-720e-8d49-83f896147095','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-720f-b3d8-23ceda8cde84','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7210-bbaa-e400f2609fd6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7211-900a-3807a1601c1a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7212-8996-93d95498bd50','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7213-9601-f93fe7a82ab2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7214-9a7d-f07ed85bd27e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7215-a819-485aa023ada2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7216-9652-18bcda606ac8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7217-921b-48448d4e7d7b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7218-9887-c04389ce625b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7219-aa15-46f0f66e91ed','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-721a-8806-11ec6f8b0d56','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-721b-a1e3-8522f786d9cc','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-721c-8f3c-b37c5bd9454b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-721d-bc1d-3b316ad31652','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-721e-ba5e-6d8e619bcfb2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-721f-bb95-61fe89509cdd','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7220-b980-bffd913eded6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7221-9a26-fe9586cbac87','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7222-8bd1-9c78f74c9c15','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7223-982f-482e7f60785e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7224-81bf-ea630c5dc407','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7225-ab4a-701c1fbb852d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7226-b747-52837aca975b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7227-b5df-73925c19f6bd','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7228-b41c-86650d211cc3','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7229-bedb-e426d68e8b49','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-722a-83d5-62e6ffd071ef','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-722b-a0f7-f877271b8e26','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-722c-a5d8-502dfc6ca5dd','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-722d-ae5b-6be148a5bfbc','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-722e-880b-fbcb6e10e199','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-722f-a788-bc483285a1b8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7230-a417-45ebe79d60ec','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7231-9ab0-42b583c71ffe','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7232-908a-eb32854dd5d5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7233-a965-462a1706db80','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7234-aec0-cc824c96f673','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7235-a8ff-f94cc19f4e1f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7236-9fcc-1e328a3092c7','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7237-95bd-dfe1d004c857','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7238-8713-94837ede4818','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7239-b8a6-8a73039352cb','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-723a-b20b-8f513336b155','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-723b-813c-7c29bcbfd598','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-723c-aa28-fa6be798e3fa','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-723d-8ce1-320376e94a98','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-723e-9421-62953d3e1649','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-723f-931b-842e2b18aca5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7240-9daa-1e8bc210cd89','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7241-a8ae-1a0d85698ce1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7242-8569-a985a4e74a19','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7243-8a97-ba6da7e82089','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7244-a083-4d129df907e0','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7245-b2e7-bdb1768b977f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7246-8b9c-80dc5e674fb7','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7247-b96a-172718aa19ff','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7248-927e-fe7ba4f09a7c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7249-9d78-3cea8f4167a1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-724a-81f8-c6bea33d4750','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-724b-ab1f-116c7e63124b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-724c-9d65-7230f1664994','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-724d-ba51-022c9535cd6d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-724e-b0dd-f8b84f2b10e1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-724f-9c19-73a7ab1a7a01','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7250-b931-7a2cd4168a66','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7251-9049-9e494f8762ac','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7252-bb35-5e8405777ee5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7253-84fd-2baa544f1a13','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7254-8b75-57b777e2512a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7255-b987-898a36dc17a7','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7256-8b02-d1ca0a408716','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7257-97b0-927cd9f216fa','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7258-b40a-767c51513f38','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7259-ba5c-aafeaca82083','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-725a-99d0-28b937faf872','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-725b-8cb8-753365c5070f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-725c-9298-08edbab1e70d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-725d-86d8-6296d1640105','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-725e-af58-e0c09f7523f2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-725f-b0f1-b4b95e0f59ed','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7260-9ae1-a3c2f4aa105c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7261-88ea-5b5108db1a90','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7262-902b-592b4f648a02','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7263-b8ee-ba8dcdcef293','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7264-8b6f-2c6c122e2bb5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7265-a821-12af339488df','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7266-a794-a2646d469a37','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7267-b8fe-70e52071043d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7268-99ae-667098c344c8','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7269-80f4-c101e4643932','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-726a-81a8-03a7d42180a4','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-726b-9c31-b3c8cac0b2b6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-726c-bd6c-8053d1a395f5','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-726d-9a4b-5c3579762d4d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-726e-bb97-417ed9e6e603','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-726f-b5fc-fbbc80dc9886','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7270-85ed-dc84dc62099d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7271-bfae-042ec0745aeb','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7272-9432-ac861a7a6fea','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7273-9f16-c3c2a7ae3ea9','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7274-ae08-1e1847159dd7','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7275-b7b1-dcb0165365e4','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7276-9bdb-6ef390d58b99','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7277-bb1e-0c10490a0e1c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7278-8d9c-0f8a16ff8fbd','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7279-8705-028afe3321f1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-727a-b8df-53213b0b045b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-727b-9194-739cd8bd2284','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-727c-aef1-79b1078b2bc4','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-727d-91f8-8bd26a95a180','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-727e-abac-5d7d6880b26d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-727f-93ce-8c7c438cb630','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7280-b279-1c370df8eb36','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7281-8413-687ee13b9a1d','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7282-b683-e5583611b58c','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7283-8e47-b71a20641a01','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7284-b4d3-4b1447008b7a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7285-ac69-4f83e3082d66','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7286-84a1-08db6891aa69','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7287-a4e0-24d5fdf05951','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7288-b076-afe843b661a1','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7289-8e4b-a43cb16e0340','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-728a-a7ef-dafef5aee12a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-728b-8c06-c1eb4f5af785','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-728c-a796-9748ca6117aa','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-728d-9115-dff607ef82f2','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-728e-869d-dc7556e381fc','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-728f-8875-d0b2b12ca8da','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7290-bd3e-b04308c95c36','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7291-a617-70726f7bd503','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7292-89f7-f69117206f47','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7293-b86e-8050b2ef9afa','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7294-8ab9-ad77e6d2a910','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7295-9b16-8a87f2175d70','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7296-aa58-ddb234e67976','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a22901-d47c-7297-890f-2f452e759cd6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71d4-9b41-8d9c26959a44','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a22901-d47c-719b-a612-995997d0494f','01a22900-ea01-70ee-acb4-8a9ec088fc4e','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 20:30:55.615','2026-11-29 20:30:55.615');
INSERT INTO "runbook_contacts" VALUES('01a22901-d47c-71a8-ba20-58294454ad2e','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 20:30:55.617','2026-11-29 20:30:55.617');
INSERT INTO "runbook_steps" VALUES('01a22901-d47c-719d-8214-c00096209008','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719b-a612-995997d0494f','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 20:30:55.615','2026-11-29 20:30:55.615');
INSERT INTO "runbook_steps" VALUES('01a22901-d47c-719f-b6e5-631fdc313f79','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719b-a612-995997d0494f','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 20:30:55.615','2026-11-29 20:30:55.615');
INSERT INTO "runbook_steps" VALUES('01a22901-d47c-71a1-bd26-e0a6682e38cb','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719b-a612-995997d0494f','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 20:30:55.615','2026-11-29 20:30:55.615');
INSERT INTO "runbook_steps" VALUES('01a22901-d47c-71a3-af0a-faf4874d6fa4','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719b-a612-995997d0494f','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 20:30:55.615','2026-11-29 20:30:55.615');
INSERT INTO "runbook_steps" VALUES('01a22901-d47c-71a5-a847-ae463a6cb6ea','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719b-a612-995997d0494f','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 20:30:55.615','2026-11-29 20:30:55.615');
INSERT INTO "runbook_steps" VALUES('01a22901-d47c-71ab-935f-2dc673c23d2a','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719b-a612-995997d0494f','contact','Call 0-0',NULL,'01a22901-d47c-71a8-ba20-58294454ad2e','a6','2026-11-29 20:30:55.618','2026-11-29 20:30:55.618');
INSERT INTO "runbook_uses" VALUES('01a22901-d47c-71ae-9b14-3da3c31ba977','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-719b-a612-995997d0494f','2026-11-29 20:30:55.618','sad','meh','["01a22901-d47c-71ab-935f-2dc673c23d2a"]','2026-11-29 20:30:55.618');
INSERT INTO "runbook_settings" VALUES('01a22901-d47c-71c0-8fa4-ae0006626466','01a22900-ea01-70ee-acb4-8a9ec088fc4e','112','2026-11-29 20:30:55.635');
INSERT INTO "task_headings" VALUES('01a22901-d47c-713c-8421-7a206d7c3157','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7125-a93e-7daa98387107','Heading 0-0',0,'a1','2026-11-29 20:30:55.552',NULL);
INSERT INTO "pacts" VALUES('01a22901-d47c-71b1-9f39-ab47ba8fc6bb','01a22900-ea01-70ee-acb4-8a9ec088fc4e','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 20:30:55.624','2026-11-29 20:30:55.621','2026-11-29 20:30:55.624','goal','01a22900-ea18-7061-ad61-16a3739df343','sam@example.org','habit','01a22901-d47c-716f-a7f5-e37fdfa140de',NULL);
INSERT INTO "pacts" VALUES('01a22901-d47c-71b9-9b5f-d468c6afc4f6','01a22900-ea01-70ee-acb4-8a9ec088fc4e','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 20:30:55.628','2026-11-29 20:30:55.628','block','01a22901-d47c-7105-a8da-13e58c876edf',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22901-d47c-71b4-954e-d02c07f454ee','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-71b1-9f39-ab47ba8fc6bb','2026-11-29',1,'Reason 0-0','2026-11-29 20:30:55.623');
INSERT INTO "practice_sessions" VALUES('01a22901-d47c-71bc-a2a9-6a0e0d7d613b','01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29 20:20:55.630',10,'Sat 0-0','2026-11-29 20:30:55.630','happy');
INSERT INTO "plan_feeds" VALUES('01a22901-d47c-71be-b8e6-1abc8856cb85','01a22900-ea01-70ee-acb4-8a9ec088fc4e',NULL,'309fd3d653003bb2e733a0e8db76970bc483ca82302447600e2e9184b49fa253','2026-11-29 20:30:55.634',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a22901-d47c-7119-9c38-e45f7d2d9033','01a22900-ea01-70ee-acb4-8a9ec088fc4e','Template 0-0','day','2026-11-29 20:30:55.529','2026-11-29 20:30:55.529');
INSERT INTO "plan_template_blocks" VALUES('01a22901-d47c-711b-8a9b-6ed965292d02','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7119-9c38-e45f7d2d9033',0,375,45,'Block 0-0','01a22900-ea18-7061-ad61-16a3739df343','01a22900-ea17-70db-b892-3df9725dd5c8');
INSERT INTO "plan_template_blocks" VALUES('01a22901-d47c-711d-b679-491a5126df66','01a22900-ea01-70ee-acb4-8a9ec088fc4e','01a22901-d47c-7119-9c38-e45f7d2d9033',0,375,45,'Area block 0-0',NULL,'01a22900-ea17-70db-b892-3df9725dd5c8');
INSERT INTO "food_days" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-27',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','Europe/Berlin',0,0,1);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','203',1.308);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','204',0.396);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','205',27.408);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','208',106.8);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','269',1.46760000000000019322e+01);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','291',3.12);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','307',1.2);
INSERT INTO "food_day_nutrients" VALUES('01a22900-ea01-70ee-acb4-8a9ec088fc4e','2026-11-29','401',10.44);
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

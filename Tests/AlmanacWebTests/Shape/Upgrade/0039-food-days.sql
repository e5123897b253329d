-- An Almanac database at migration level 0039-food-days (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a22627-c8d3-707e-b9c3-69ae250ae6c3','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 07:14:31.251','dayMonth');
INSERT INTO "credentials" VALUES('01a22627-c8d3-707e-b9c3-69ae250ae6c3','$2b$06$KDp.H1h6vP33QGTquzPx8OHJS4.IlYCmFrUdnkH4dBg1/Ewdfvjpi');
INSERT INTO "changes" VALUES('01a22627-c8e4-71f6-bcf4-dac5cd07704b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8e4-71f4-8c5d-8c11275ba4a9','weeks','01a22627-c8e4-71f5-a01c-d09ca199caa4','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22627-c8e4-71f5-a01c-d09ca199caa4","length_days":7,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 07:14:31.268','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22627-c8e4-71f7-baef-f8ebeaed5cf6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8e4-71f4-8c5d-8c11275ba4a9','weeks','01a22627-c8e4-71f5-a01c-d09ca199caa4','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22627-c8e4-71f5-a01c-d09ca199caa4","length_days":7,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_day":"2026-11-23","started_at":"2026-11-29 07:14:31.268"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22627-c8e4-71f5-a01c-d09ca199caa4","length_days":7,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_day":"2026-11-23","started_at":null}','2026-11-29 07:14:31.268','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22627-c8e8-71fc-9b1f-dd8e3dfd81a7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8e8-71fa-8a1f-54f912411ef4','standups','01a22627-c8e8-71fb-ad59-ce381e317ab4','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a22627-c8e8-71fb-ad59-ce381e317ab4","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","updated_at":"2026-11-29 07:14:31.272"}',NULL,'2026-11-29 07:14:31.272','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22627-c8ec-7051-bf43-fd4c76822438','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8ec-704f-885f-8dc15fe1596a','retrospectives','01a22627-c8ec-7050-893f-120443cdacd4','insert','{"id":"01a22627-c8ec-7050-893f-120443cdacd4","improve":"Sleep","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","updated_at":"2026-11-29 07:14:31.276","week_id":"01a22627-c8e4-71f5-a01c-d09ca199caa4","went_well":"Focus"}',NULL,'2026-11-29 07:14:31.276','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22627-c8f9-712c-9d70-c29a2baa9f90','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8f9-712a-91c4-e0fe3bf70d97','energy_profiles','01a22627-c8f9-712b-9e7b-c865c0512171','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22627-c8f9-712b-9e7b-c865c0512171","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","sex":"female"}',NULL,'2026-11-29 07:14:31.289','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22627-c8fb-7052-be05-5a319e6a1192','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8fb-7050-9af2-86ecc8193492','areas','01a22627-c8fb-7051-a1f6-c272da09899e','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 07:14:31.291","icon":null,"id":"01a22627-c8fb-7051-a1f6-c272da09899e","name":"Area 0-0","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.291','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22627-c8fc-70c4-bdde-c56cceaa0ffe','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8fc-70c2-97a9-317c31cb1e37','weekly_goals','01a22627-c8fc-70c3-891b-f8573a6772b7','insert','{"added_mid_sprint":1,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","created_at":"2026-11-29 07:14:31.292","estimate_hours":2,"id":"01a22627-c8fc-70c3-891b-f8573a6772b7","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22627-c8e4-71f5-a01c-d09ca199caa4"}',NULL,'2026-11-29 07:14:31.292','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22627-c90d-71cf-bda7-3d198f1d79a5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c90d-71cd-b87b-1b7589a4fa0b','intentions','01a22627-c90d-71ce-aa3d-18154c1e0852','insert','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 07:39:31.309","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22627-c90d-71ce-aa3d-18154c1e0852","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.309","started_epoch":1795936471,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 07:14:31.309','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22627-c90f-7186-b739-22f76aa2f7d6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c90f-7184-95ae-e40e932e5c8e','distractions','01a22627-c90f-7185-96f0-c6b9889098c2','insert','{"at":"2026-11-29 07:14:31.311","id":"01a22627-c90f-7185-96f0-c6b9889098c2","intention_id":"01a22627-c90d-71ce-aa3d-18154c1e0852","note":null,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 07:14:31.311','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22627-c910-716a-a91d-76089beccbbb','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c910-7169-ae02-a1c240ea1b9d','intentions','01a22627-c90d-71ce-aa3d-18154c1e0852','update','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":"2026-11-29 07:14:31.312","ends_at":"2026-11-29 07:39:31.309","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22627-c90d-71ce-aa3d-18154c1e0852","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.309","started_epoch":1795936471,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 07:39:31.309","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22627-c90d-71ce-aa3d-18154c1e0852","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.309","started_epoch":1795936471,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 07:14:31.312','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-71fc-aa26-ce1778329216','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-71fb-9bb0-26ff50a2b0b3','intentions','01a22627-c90d-71ce-aa3d-18154c1e0852','update','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":"2026-11-29 07:14:31.312","ends_at":"2026-11-29 07:39:31.309","feeling":"happy","goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22627-c90d-71ce-aa3d-18154c1e0852","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":25,"rated_at":"2026-11-29 07:15:31.314","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.309","started_epoch":1795936471,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":"2026-11-29 07:14:31.312","ends_at":"2026-11-29 07:39:31.309","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22627-c90d-71ce-aa3d-18154c1e0852","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.309","started_epoch":1795936471,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 07:15:31.314','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-71ff-8ff1-491ead0b338e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-71fd-a84b-7a03f4e3f221','action_items','01a22628-b372-71fe-969e-7d16841c98b6','insert','{"created_at":"2026-11-29 07:14:31.323","done":0,"id":"01a22628-b372-71fe-969e-7d16841c98b6","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","text":"Action 0-0","week_id":"01a22627-c8e4-71f5-a01c-d09ca199caa4"}',NULL,'2026-11-29 07:14:31.323','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7202-a691-bd57d9e0b1f1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7200-bd7d-459456df8bc5','plan_blocks','01a22628-b372-7201-b854-b24859a4143b','insert','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","cause":null,"created_at":"2026-11-29 07:14:31.326","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7201-b854-b24859a4143b","minutes":45,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 07:14:31.326"}',NULL,'2026-11-29 07:14:31.326','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7205-873a-cf165d28b377','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7203-a4b3-c9cdc81bf744','intentions','01a22628-b372-7204-a939-bbed1400a841','insert','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":"01a22628-b372-7201-b854-b24859a4143b","ended_at":null,"ends_at":"2026-11-29 07:59:31.329","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7204-a939-bbed1400a841","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.329","started_epoch":1795936471,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 07:14:31.329','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7207-b0bd-477897ad16a1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7206-b563-047c50cf19cf','intentions','01a22628-b372-7204-a939-bbed1400a841','update','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":"01a22628-b372-7201-b854-b24859a4143b","ended_at":"2026-11-29 07:14:31.338","ends_at":"2026-11-29 07:59:31.329","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7204-a939-bbed1400a841","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.329","started_epoch":1795936471,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":"01a22628-b372-7201-b854-b24859a4143b","ended_at":null,"ends_at":"2026-11-29 07:59:31.329","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7204-a939-bbed1400a841","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.329","started_epoch":1795936471,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 07:14:31.338','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-720a-8b26-49a343675ec0','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7208-8026-44d172723271','plan_blocks','01a22628-b372-7209-8d73-04c4d5c0eb4c','insert','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","cause":null,"created_at":"2026-11-29 07:14:31.342","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22628-b372-7209-8d73-04c4d5c0eb4c","minutes":30,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:14:31.342"}',NULL,'2026-11-29 07:14:31.342','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-720d-8c7d-0dcdb1a23356','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-720b-9e32-d474221e26c7','plan_block_versions','01a22628-b372-720c-8191-35e19613d22d','insert','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":"01a22628-b372-7209-8d73-04c4d5c0eb4c","change":"moved","day":"2026-11-29","id":"01a22628-b372-720c-8191-35e19613d22d","minutes":30,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","reason":"Longer than planned","recorded_at":"2026-11-29 07:14:31.343","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 07:14:31.343','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-720e-b668-b20dada3a0fd','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-720b-9e32-d474221e26c7','plan_blocks','01a22628-b372-7209-8d73-04c4d5c0eb4c','update','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","cause":null,"created_at":"2026-11-29 07:14:31.342","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22628-b372-7209-8d73-04c4d5c0eb4c","minutes":45,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:14:31.343"}','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","cause":null,"created_at":"2026-11-29 07:14:31.342","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22628-b372-7209-8d73-04c4d5c0eb4c","minutes":30,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:14:31.342"}','2026-11-29 07:14:31.343','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7211-91a5-81c120d2c27a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-720f-b929-7e344373f7c6','plan_blocks','01a22628-b372-7210-8a6f-13a98e8bdbea','insert','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","cause":null,"created_at":"2026-11-29 07:14:31.349","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22628-b372-7210-8a6f-13a98e8bdbea","minutes":15,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:14:31.349"}',NULL,'2026-11-29 07:14:31.349','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7213-9cd6-d5dadb05faca','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7212-9b16-19bf2dff33e3','plan_blocks','01a22628-b372-7210-8a6f-13a98e8bdbea','update','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","cause":"internal","created_at":"2026-11-29 07:14:31.349","day":"2026-11-28","disposed_at":"2026-11-29 07:14:31.362","disposition":"backToList","goal_id":null,"id":"01a22628-b372-7210-8a6f-13a98e8bdbea","minutes":15,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:14:31.349"}','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","cause":null,"created_at":"2026-11-29 07:14:31.349","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22628-b372-7210-8a6f-13a98e8bdbea","minutes":15,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:14:31.349"}','2026-11-29 07:14:31.362','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7216-b6db-3c4d69091bc8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7214-a15f-cdad4339ee00','plan_templates','01a22628-b372-7215-9116-8cc9a897d6ae','insert','{"created_at":"2026-11-29 07:14:31.363","id":"01a22628-b372-7215-9116-8cc9a897d6ae","name":"Template 0-0","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","scope":"day","updated_at":"2026-11-29 07:14:31.363"}',NULL,'2026-11-29 07:14:31.363','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7218-823d-1cd8735598d8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7214-a15f-cdad4339ee00','plan_template_blocks','01a22628-b372-7217-82ab-00ea920b2e4b','insert','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","day_offset":0,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7217-82ab-00ea920b2e4b","minutes":45,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"template_id":"01a22628-b372-7215-9116-8cc9a897d6ae","title":"Block 0-0"}',NULL,'2026-11-29 07:14:31.363','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-721a-8545-b7ace6d45fa3','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7214-a15f-cdad4339ee00','plan_template_blocks','01a22628-b372-7219-8541-41bd8af72b1b','insert','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","day_offset":0,"goal_id":null,"id":"01a22628-b372-7219-8541-41bd8af72b1b","minutes":45,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_minute":375,"template_id":"01a22628-b372-7215-9116-8cc9a897d6ae","title":"Area block 0-0"}',NULL,'2026-11-29 07:14:31.363','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-721d-b6a3-e5c2ae942e2f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-721b-b653-41ff7876bc18','weeks','01a22628-b372-721c-a81f-48d1d707beef','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22628-b372-721c-a81f-48d1d707beef","length_days":7,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 07:14:31.370','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-721f-83ee-bbc92c9f1c3e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-721b-b653-41ff7876bc18','weekly_goals','01a22628-b372-721e-af0e-456e3fe84d9b','insert','{"added_mid_sprint":0,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","created_at":"2026-11-29 07:14:31.370","estimate_hours":3,"id":"01a22628-b372-721e-af0e-456e3fe84d9b","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22628-b372-721c-a81f-48d1d707beef"}',NULL,'2026-11-29 07:14:31.370','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7222-86b7-a8d534411470','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7220-b9d9-1f2dfb231fc2','task_lists','01a22628-b372-7221-bd84-468bba19626c','insert','{"archived":0,"color":null,"created_at":"2026-11-29 07:14:31.371","icon":null,"id":"01a22628-b372-7221-bd84-468bba19626c","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.371','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7225-9ad3-31de6ace4acf','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7223-888f-91f9810a1b50','tasks','01a22628-b372-7224-a528-d443f5341402','insert','{"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","created_at":"2026-11-29 07:14:31.374","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","heading_id":null,"id":"01a22628-b372-7224-a528-d443f5341402","import_key":null,"list_id":"01a22628-b372-7221-bd84-468bba19626c","list_key":"a1","notes":"","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 07:14:31.374"}',NULL,'2026-11-29 07:14:31.374','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7227-847d-957cac07b36e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7223-888f-91f9810a1b50','task_tags','01a22628-b372-7226-be33-5dfab8632656','insert','{"id":"01a22628-b372-7226-be33-5dfab8632656","name":"errand","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.374','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7229-90db-736f6c823b57','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7223-888f-91f9810a1b50','task_tag_links','01a22628-b372-7228-abd3-2bf5205a2c1f','insert','{"id":"01a22628-b372-7228-abd3-2bf5205a2c1f","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","tag_id":"01a22628-b372-7226-be33-5dfab8632656","task_id":"01a22628-b372-7224-a528-d443f5341402"}',NULL,'2026-11-29 07:14:31.374','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-722b-8f90-dd6ef5103742','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7223-888f-91f9810a1b50','task_checklist_items','01a22628-b372-722a-9ad4-09e0b8177842','insert','{"done":0,"id":"01a22628-b372-722a-9ad4-09e0b8177842","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","task_id":"01a22628-b372-7224-a528-d443f5341402","title":"Step"}',NULL,'2026-11-29 07:14:31.374','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-722e-af3a-dad90273b6e7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-722c-a4df-312a4befb217','system_settings','01a22628-b372-722d-908d-94f05d3c3a62','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22628-b372-722d-908d-94f05d3c3a62","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 07:14:31.388','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7231-94f2-e63a613eb138','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-722f-bef6-efc46423effb','intentions','01a22628-b372-7230-848b-f409181b2f53','insert','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 07:29:31.389","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7230-848b-f409181b2f53","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.389","started_epoch":1795936471,"state":"running","tags":"[]","task_id":"01a22628-b372-7224-a528-d443f5341402","what":"Task 0-0"}',NULL,'2026-11-29 07:14:31.389','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7233-98d9-85b930d2a50e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7232-917e-fc55b23e75e1','intentions','01a22628-b372-7230-848b-f409181b2f53','update','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":"2026-11-29 07:14:31.392","ends_at":"2026-11-29 07:29:31.389","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7230-848b-f409181b2f53","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.389","started_epoch":1795936471,"state":"endedEarly","tags":"[]","task_id":"01a22628-b372-7224-a528-d443f5341402","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 07:29:31.389","feeling":null,"goal_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","id":"01a22628-b372-7230-848b-f409181b2f53","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:14:31.389","started_epoch":1795936471,"state":"running","tags":"[]","task_id":"01a22628-b372-7224-a528-d443f5341402","what":"Task 0-0"}','2026-11-29 07:14:31.392','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7236-a0a2-8dc3aa33a1de','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7234-bb0c-08502ddc2462','tasks','01a22628-b372-7235-940a-5cb2aaee88be','insert','{"area_id":null,"created_at":"2026-11-29 07:14:31.394","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22628-b372-7235-940a-5cb2aaee88be","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 07:14:31.394"}',NULL,'2026-11-29 07:14:31.394','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7239-8cb8-3e6944240791','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7237-89d2-c6715593567d','task_headings','01a22628-b372-7238-bf4f-f4525779e3b5','insert','{"archived":0,"created_at":"2026-11-29 07:14:31.399","id":"01a22628-b372-7238-bf4f-f4525779e3b5","import_key":null,"list_id":"01a22628-b372-7221-bd84-468bba19626c","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","title":"Heading 0-0"}',NULL,'2026-11-29 07:14:31.399','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-723c-bfd8-58a2010a91ba','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-723a-a42c-916091298d9d','tasks','01a22628-b372-723b-bee1-92de3bc9b504','insert','{"area_id":null,"created_at":"2026-11-29 07:14:31.402","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a22628-b372-7238-bf4f-f4525779e3b5","id":"01a22628-b372-723b-bee1-92de3bc9b504","import_key":null,"list_id":"01a22628-b372-7221-bd84-468bba19626c","list_key":"a2","notes":"","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 07:14:31.402"}',NULL,'2026-11-29 07:14:31.402','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-723f-86a1-62e7abe03361','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-723d-b787-5454c630b082','task_lists','*','insert','{"ids":["01a22628-b372-723e-9354-ab4bdfc7592c"]}',NULL,'2026-11-29 07:14:31.414','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7242-93f1-0abc24cd9b3c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-723d-b787-5454c630b082','tasks','*','insert','{"ids":["01a22628-b372-7240-beae-4920ba5a680d"]}',NULL,'2026-11-29 07:14:31.415','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7243-8da6-2f3724ecc86b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-723d-b787-5454c630b082','task_tag_links','*','insert','{"ids":["01a22628-b372-7241-b312-ac2a91c392d2"]}',NULL,'2026-11-29 07:14:31.415','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7246-8a4d-88e74bd51b1b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7244-8498-b18922151ffb','timelines','01a22628-b372-7245-8466-3c39c9a669b6','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 07:14:31.417","icon":"","id":"01a22628-b372-7245-8466-3c39c9a669b6","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.417','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7249-bae8-4072d22c4775','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7247-9048-e4e628bac661','timeline_events','01a22628-b372-7248-a6df-d122585a8bef','insert','{"created_at":"2026-11-29 07:14:31.418","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22628-b372-7248-a6df-d122585a8bef","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22628-b372-7245-8466-3c39c9a669b6","title":"Job 0-0","updated_at":"2026-11-29 07:14:31.418"}',NULL,'2026-11-29 07:14:31.418','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-724c-90ef-4f772aa24f73','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-724a-80da-1c9555eaf4bc','timeline_events','01a22628-b372-724b-9b60-40037b8a512b','insert','{"created_at":"2026-11-29 07:14:31.421","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22628-b372-724b-9b60-40037b8a512b","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22628-b372-7245-8466-3c39c9a669b6","title":"Trip 0-0","updated_at":"2026-11-29 07:14:31.421"}',NULL,'2026-11-29 07:14:31.421','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-724f-b6f7-54a76dff03f2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-724d-80c6-769d51ae3525','timeline_queries','01a22628-b372-724e-b7cf-00c5ea9d41b4','insert','{"created_at":"2026-11-29 07:14:31.422","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22628-b372-724e-b7cf-00c5ea9d41b4","name":"Query 0-0","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.422','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7252-8c66-5e7dbdbe26f8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7250-ad06-0a9b1c764fe0','food_events','01a22628-b372-7251-99c1-1a31e6c4fe84','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a22628-b372-7251-99c1-1a31e6c4fe84","kind":"record","occurred_at":"2026-11-29 07:14:31.425","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","recorded_at":"2026-11-29 07:14:31.425","refers_to":null}',NULL,'2026-11-29 07:14:31.425','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7255-851c-53bb804c9d8d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7253-b00b-94eaf111653e','recipes','01a22628-b372-7254-abc5-c28861257228','insert','{"created_at":"2026-11-29 07:14:31.441","id":"01a22628-b372-7254-abc5-c28861257228","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","servings":2,"total_grams":300,"updated_at":"2026-11-29 07:14:31.441","yield_grams":null}',NULL,'2026-11-29 07:14:31.441','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7257-8386-6efac2c8b953','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7253-b00b-94eaf111653e','recipe_ingredients','01a22628-b372-7256-ae1d-a704bd3f537c','insert','{"food_id":"09040","grams":100,"id":"01a22628-b372-7256-ae1d-a704bd3f537c","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","position":0,"recipe_id":"01a22628-b372-7254-abc5-c28861257228"}',NULL,'2026-11-29 07:14:31.441','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7259-81b9-09e442ba1045','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7253-b00b-94eaf111653e','recipe_ingredients','01a22628-b372-7258-b8f0-6a798cf1f642','insert','{"food_id":"01079","grams":200,"id":"01a22628-b372-7258-b8f0-6a798cf1f642","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","position":1,"recipe_id":"01a22628-b372-7254-abc5-c28861257228"}',NULL,'2026-11-29 07:14:31.441','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-725c-9470-c64241cdc59c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-725a-b3a0-8d3291c8aacc','custom_foods','01a22628-b372-725b-9d76-0974d4b650c1','insert','{"created_at":"2026-11-29 07:14:31.449","id":"01a22628-b372-725b-9d76-0974d4b650c1","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 07:14:31.449"}',NULL,'2026-11-29 07:14:31.449','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-725f-99a2-b36fdcba47cc','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-725d-92af-e566b5eb0d81','food_events','01a22628-b372-725e-94f6-4407814bafd0','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22628-b372-725e-94f6-4407814bafd0","kind":"record","occurred_at":"2026-11-29 07:14:31.453","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","recorded_at":"2026-11-29 07:14:31.453","refers_to":null}',NULL,'2026-11-29 07:14:31.453','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7262-be83-c40401c95879','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7260-a942-b6a5eb38197b','food_events','01a22628-b372-7261-bd31-cf03f0612931','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a22628-b372-7261-bd31-cf03f0612931","kind":"record","occurred_at":"2026-11-29 07:14:31.461","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","recorded_at":"2026-11-29 07:14:31.461","refers_to":null}',NULL,'2026-11-29 07:14:31.461','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7265-9bee-8a02c9ff6c45','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7263-9475-4124e018cbc9','price_comparisons','01a22628-b372-7264-9d35-020251a24676','insert','{"created_at":"2026-11-29 07:14:31.463","display_unit":"100 ml","id":"01a22628-b372-7264-9d35-020251a24676","name":"Comparison 0-0","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","unit_system":"metric","updated_at":"2026-11-29 07:14:31.463"}',NULL,'2026-11-29 07:14:31.463','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7267-af3d-dfdbaa71cddb','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7263-9475-4124e018cbc9','price_products','01a22628-b372-7266-9518-940489cdb32a','insert','{"comparison_id":"01a22628-b372-7264-9d35-020251a24676","id":"01a22628-b372-7266-9518-940489cdb32a","name":"Bertolli","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 07:14:31.463','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7269-8f4f-4be3a8e68c41','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7263-9475-4124e018cbc9','price_products','01a22628-b372-7268-8bc3-6df101d372ba','insert','{"comparison_id":"01a22628-b372-7264-9d35-020251a24676","id":"01a22628-b372-7268-8bc3-6df101d372ba","name":"Monini","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 07:14:31.463','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-726c-b1c7-6e29ba874208','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-726a-9ec6-9a11afc6a015','habits','01a22628-b372-726b-b948-d40f4097683f','insert','{"archived":0,"area_id":"01a22627-c8fb-7051-a1f6-c272da09899e","color":null,"created_at":"2026-11-29 07:14:31.470","emoji":"📚","id":"01a22628-b372-726b-b948-d40f4097683f","name":"Habit 0-0","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 07:14:31.470"}',NULL,'2026-11-29 07:14:31.470','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-726f-9c4b-a0d928f0b774','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-726d-a7f5-71313c4d224c','habit_check_ins','01a22628-b372-726e-b99b-318cb4535e04','insert','{"amount":1,"created_at":"2026-11-29 07:14:31.471","day":"2026-11-28","habit_id":"01a22628-b372-726b-b948-d40f4097683f","id":"01a22628-b372-726e-b99b-318cb4535e04","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.471','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7272-8cff-e94ddde6d9b8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7270-8e2a-80e17328285f','habit_check_ins','01a22628-b372-7271-8fb9-080cb20762ef','insert','{"amount":1,"created_at":"2026-11-29 07:14:31.474","day":"2026-11-29","habit_id":"01a22628-b372-726b-b948-d40f4097683f","id":"01a22628-b372-7271-8fb9-080cb20762ef","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.474','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7275-8fd0-b3ce2b2f32dd','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7273-a2c8-ebb1380694c3','habit_rest_days','01a22628-b372-7274-a56f-ab9bac5b6598','insert','{"created_at":"2026-11-29 07:14:31.485","day":"2026-12-01","habit_id":"01a22628-b372-726b-b948-d40f4097683f","id":"01a22628-b372-7274-a56f-ab9bac5b6598","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.485','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7278-ad2f-69135504c951','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7276-86b6-5c6013d805a3','habits','01a22628-b372-7277-8424-7acf702f635d','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 07:14:31.487","emoji":"","id":"01a22628-b372-7277-8424-7acf702f635d","name":"Water 0-0","order_key":"a2","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 07:14:31.487"}',NULL,'2026-11-29 07:14:31.487','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-727b-b927-1b3bf5b04d0c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7279-a4d2-257922b10f19','habit_check_ins','01a22628-b372-727a-83ce-30ca1c5a0013','insert','{"amount":4,"created_at":"2026-11-29 07:14:31.488","day":"2026-11-29","habit_id":"01a22628-b372-7277-8424-7acf702f635d","id":"01a22628-b372-727a-83ce-30ca1c5a0013","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.488','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-727e-8c64-0565d1dd8298','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-727c-92cf-7e8a0d513526','lift_sessions','01a22628-b372-727d-96d0-ce72fca29eb6','insert','{"created_at":"2026-11-29 07:14:31.525","day":"2026-11-29","id":"01a22628-b372-727d-96d0-ce72fca29eb6","name":"Workout","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","updated_at":"2026-11-29 07:14:31.525"}',NULL,'2026-11-29 07:14:31.525','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7280-a8e5-13e7322638ef','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-727c-92cf-7e8a0d513526','lift_sets','01a22628-b372-727f-9ddd-27044b306f0d','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 07:14:31.525","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22628-b372-727f-9ddd-27044b306f0d","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","position":0,"rate_hz":20,"recorded_at":"2026-11-29 07:14:31.525","reps":3,"session_id":"01a22628-b372-727d-96d0-ce72fca29eb6","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 07:14:31.525','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7281-b5dd-fcf22b18d6d8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-727c-92cf-7e8a0d513526','lift_streams','01a22628-b372-727f-9ddd-27044b306f0d','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22628-b372-727f-9ddd-27044b306f0d","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.525','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7284-a6fe-1b1cbe65ead7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7282-be0a-178a044384f1','lift_templates','01a22628-b372-7283-a606-a66f83381810','insert','{"created_at":"2026-11-29 07:14:31.534","goal_reps":8,"id":"01a22628-b372-7283-a606-a66f83381810","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","sets":3}',NULL,'2026-11-29 07:14:31.534','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7287-97ca-19de4e103ad5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7285-8386-ed4c88aed0b9','lift_defaults','01a22628-b372-7286-bc44-ddf1b5bf98f4','insert','{"id":"01a22628-b372-7286-bc44-ddf1b5bf98f4","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 07:14:31.538","velocity_loss_target":25}',NULL,'2026-11-29 07:14:31.538','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-728a-af05-3e0a92fc380f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7289-a8d1-c50008c521bf','day_photos','01a22628-b372-7288-a99d-4de86d76db28','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 07:14:31.539","day":"2026-11-29","id":"01a22628-b372-7288-a99d-4de86d76db28","kind":"png","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.547','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-728d-8113-1a75ad4cb414','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-728b-933d-03a3c30515ca','journal_entries','01a22628-b372-728c-8e89-e9d88e5d5609','insert','{"created_at":"2026-11-29 07:14:31.581","day":"2026-11-29","id":"01a22628-b372-728c-8e89-e9d88e5d5609","location":"Berlin","mood":"happy","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:14:31.581","written_at":"2026-11-29 07:14:31.581"}',NULL,'2026-11-29 07:14:31.581','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7290-80b4-e40c8aca2e63','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-728e-8a75-9c7420d202f2','journal_entries','01a22628-b372-728f-b86d-3e6028f3b232','insert','{"created_at":"2026-11-29 07:14:31.589","day":"2025-11-28","id":"01a22628-b372-728f-b86d-3e6028f3b232","location":null,"mood":null,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:14:31.589","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 07:14:31.589','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7293-81ee-c55ad319af9c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7292-91ea-63a9b664aeed','day_photos','01a22628-b372-7291-9bfa-1a5746b603d9','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 07:14:31.601","day":"2026-11-29","id":"01a22628-b372-7291-9bfa-1a5746b603d9","kind":"png","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3"}',NULL,'2026-11-29 07:14:31.617','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7295-9658-3890a4978622','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7292-91ea-63a9b664aeed','journal_photos','01a22628-b372-7294-b8e4-cf0781b61bda','insert','{"entry_id":"01a22628-b372-728c-8e89-e9d88e5d5609","id":"01a22628-b372-7294-b8e4-cf0781b61bda","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","photo_id":"01a22628-b372-7291-9bfa-1a5746b603d9","source_id":null}',NULL,'2026-11-29 07:14:31.617','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-7298-b739-41a5cabec462','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7296-aa56-097b8b5aa075','runbooks','01a22628-b372-7297-b3fa-5c3010444731','insert','{"created_at":"2026-11-29 07:14:31.635","id":"01a22628-b372-7297-b3fa-5c3010444731","name":"When I''m anxious","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","updated_at":"2026-11-29 07:14:31.635","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 07:14:31.635','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-729a-b4b8-c1b5a8f2b60a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7296-aa56-097b8b5aa075','runbook_steps','01a22628-b372-7299-aac2-ba5a5d82a57f','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:14:31.635","id":"01a22628-b372-7299-aac2-ba5a5d82a57f","kind":"text","order_key":"a1","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","runbook_id":"01a22628-b372-7297-b3fa-5c3010444731","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 07:14:31.635"}',NULL,'2026-11-29 07:14:31.635','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-729c-bf58-38ef5e63aaaa','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7296-aa56-097b8b5aa075','runbook_steps','01a22628-b372-729b-9333-64e1a4611ca5','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 07:14:31.635","id":"01a22628-b372-729b-9333-64e1a4611ca5","kind":"breathing","order_key":"a2","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","runbook_id":"01a22628-b372-7297-b3fa-5c3010444731","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 07:14:31.635"}',NULL,'2026-11-29 07:14:31.635','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-729e-ad05-0f2e27a8310e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7296-aa56-097b8b5aa075','runbook_steps','01a22628-b372-729d-95ab-47b5a05d835c','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:14:31.635","id":"01a22628-b372-729d-95ab-47b5a05d835c","kind":"grounding","order_key":"a3","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","runbook_id":"01a22628-b372-7297-b3fa-5c3010444731","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 07:14:31.635"}',NULL,'2026-11-29 07:14:31.635','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72a0-9f00-2d4e471ab107','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7296-aa56-097b8b5aa075','runbook_steps','01a22628-b372-729f-a04f-3e273d3861aa','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:14:31.635","id":"01a22628-b372-729f-a04f-3e273d3861aa","kind":"text","order_key":"a4","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","runbook_id":"01a22628-b372-7297-b3fa-5c3010444731","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 07:14:31.635"}',NULL,'2026-11-29 07:14:31.635','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72a2-8926-aa7d189d47f1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7296-aa56-097b8b5aa075','runbook_steps','01a22628-b372-72a1-9de0-b60503c3a971','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:14:31.635","id":"01a22628-b372-72a1-9de0-b60503c3a971","kind":"contact","order_key":"a5","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","runbook_id":"01a22628-b372-7297-b3fa-5c3010444731","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 07:14:31.635"}',NULL,'2026-11-29 07:14:31.635','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72a5-98e4-aeebbecb5e76','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72a3-a10a-b25ea104116d','runbook_contacts','01a22628-b372-72a4-b08f-1529d104e6f1','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 07:14:31.642","id":"01a22628-b372-72a4-b08f-1529d104e6f1","name":"Contact 0-0","note":"friend","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","phone":"030 0","updated_at":"2026-11-29 07:14:31.642"}',NULL,'2026-11-29 07:14:31.642','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72a8-aef3-2a24c58e146e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72a6-bf2b-2b609bed3bdb','runbook_steps','01a22628-b372-72a7-bbad-39ff2627104d','insert','{"breathing":null,"contact_id":"01a22628-b372-72a4-b08f-1529d104e6f1","created_at":"2026-11-29 07:14:31.643","id":"01a22628-b372-72a7-bbad-39ff2627104d","kind":"contact","order_key":"a6","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","runbook_id":"01a22628-b372-7297-b3fa-5c3010444731","text":"Call 0-0","updated_at":"2026-11-29 07:14:31.643"}',NULL,'2026-11-29 07:14:31.643','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72ab-b07f-ad7e76129200','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72a9-a373-5de3a931ba23','runbook_uses','01a22628-b372-72aa-a8ba-ff9df13d8369','insert','{"created_at":"2026-11-29 07:14:31.647","feeling_after":"meh","feeling_before":"sad","id":"01a22628-b372-72aa-a8ba-ff9df13d8369","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","runbook_id":"01a22628-b372-7297-b3fa-5c3010444731","steps_done":"[\"01a22628-b372-72a7-bbad-39ff2627104d\"]","used_at":"2026-11-29 07:14:31.647"}',NULL,'2026-11-29 07:14:31.647','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72ae-9592-7201ce73bcb2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72ac-b394-77d5d7e730d2','pacts','01a22628-b372-72ad-ae74-fadb4b4d5b2b','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:14:31.648","delay_hours":24,"id":"01a22628-b372-72ad-ae74-fadb4b4d5b2b","kind":"price","link_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","link_kind":"goal","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:14:31.648"}',NULL,'2026-11-29 07:14:31.648','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72b1-8c6a-b05557e30c71','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72af-a732-4fd4ce125054','pact_marks','01a22628-b372-72b0-9cd6-84602a1476ea','insert','{"created_at":"2026-11-29 07:14:31.650","day":"2026-11-29","id":"01a22628-b372-72b0-9cd6-84602a1476ea","kept":1,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","pact_id":"01a22628-b372-72ad-ae74-fadb4b4d5b2b","reason":"Reason 0-0"}',NULL,'2026-11-29 07:14:31.650','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72b3-b629-3ca737810b05','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72b2-afa6-98a8e3445d1f','pacts','01a22628-b372-72ad-ae74-fadb4b4d5b2b','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:14:31.648","delay_hours":24,"id":"01a22628-b372-72ad-ae74-fadb4b4d5b2b","kind":"price","link_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","link_kind":"goal","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","pending_amount":"1","pending_at":"2026-11-30 07:14:31.665","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22628-b372-726b-b948-d40f4097683f","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:14:31.665"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:14:31.648","delay_hours":24,"id":"01a22628-b372-72ad-ae74-fadb4b4d5b2b","kind":"price","link_id":"01a22627-c8fc-70c3-891b-f8573a6772b7","link_kind":"goal","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:14:31.648"}','2026-11-29 07:14:31.665','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72b6-aa19-d3db2f54a362','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72b4-ab73-6578e80f79db','pacts','01a22628-b372-72b5-bb3d-841bbd81b6bf','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 07:14:31.667","delay_hours":168,"id":"01a22628-b372-72b5-bb3d-841bbd81b6bf","kind":"effort","link_id":"01a22628-b372-7201-b854-b24859a4143b","link_kind":"block","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 07:14:31.667"}',NULL,'2026-11-29 07:14:31.667','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72b9-b91c-d0a8851d095e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72b7-83d8-191e842615ef','practice_sessions','01a22628-b372-72b8-af3d-d3e442820565','insert','{"created_at":"2026-11-29 07:14:31.679","feeling":"happy","id":"01a22628-b372-72b8-af3d-d3e442820565","minutes":10,"note":"Sat 0-0","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","started_at":"2026-11-29 07:04:31.679"}',NULL,'2026-11-29 07:14:31.679','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72bd-98c6-d4d4dffe9633','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72bb-9a6c-503c0eb791e4','runbook_settings','01a22628-b372-72bc-9926-4a3a186ba70e','insert','{"emergency_number":"112","id":"01a22628-b372-72bc-9926-4a3a186ba70e","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","updated_at":"2026-11-29 07:14:31.686"}',NULL,'2026-11-29 07:14:31.686','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72c0-ae32-de34539ac82b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72be-b596-260b4c71da8d','journal_entries','01a22628-b372-72bf-8dd9-6bb7dcd93221','insert','{"created_at":"2026-11-29 07:14:31.694","day":"2026-11-29","id":"01a22628-b372-72bf-8dd9-6bb7dcd93221","location":null,"mood":null,"owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:14:31.694","written_at":"2026-11-29 07:14:31.694"}',NULL,'2026-11-29 07:14:31.694','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72c4-be34-f369217bce48','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72c2-bb5b-2adc1a6f3e97','health_sources','01a22628-b372-72c3-8454-f9844c1c9773','insert','{"id":"01a22628-b372-72c3-8454-f9844c1c9773","name":"Shape Watch 0","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","position":null}',NULL,'2026-11-29 07:14:31.696','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72c6-9302-2d854306ee34','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72c2-bb5b-2adc1a6f3e97','health_sources','01a22628-b372-72c5-85cf-f02de71b1cbe','insert','{"id":"01a22628-b372-72c5-85cf-f02de71b1cbe","name":"Shape iPhone","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","position":null}',NULL,'2026-11-29 07:14:31.696','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72c9-bc01-9299c4125451','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72c2-bb5b-2adc1a6f3e97','food_events','01a22628-b372-72c8-9739-289d5bfb0475','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a22628-b372-72c8-9739-289d5bfb0475","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","recorded_at":"2026-11-29 07:14:31.696","refers_to":null}',NULL,'2026-11-29 07:14:31.696','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72cb-8928-29cf3fa0c77c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72c2-bb5b-2adc1a6f3e97','food_events','01a22628-b372-72ca-97e9-5145f9c441a7','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22628-b372-72ca-97e9-5145f9c441a7","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","recorded_at":"2026-11-29 07:14:31.696","refers_to":null}',NULL,'2026-11-29 07:14:31.696','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72cc-a6ce-ea75b6819a9a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72c2-bb5b-2adc1a6f3e97','health_days','01a22628-b372-72c7-a772-5dd3f1b3ba14','insert','{"active_event_id":"01a22628-b372-72c8-9739-289d5bfb0475","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22628-b372-72c7-a772-5dd3f1b3ba14","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 07:14:31.696","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a22628-b372-72ca-97e9-5145f9c441a7","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 07:14:31.696','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72ce-a6cb-03b2c25d5812','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72c2-bb5b-2adc1a6f3e97','health_imports','01a22628-b372-72cd-b13c-bd55019cc61f','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a22628-b372-72cd-b13c-bd55019cc61f","imported_at":"2026-11-29 07:14:31.696","last_day":"2026-11-27","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","records":3}',NULL,'2026-11-29 07:14:31.696','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22628-b372-72d1-9d93-6a626e90d2f7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72cf-8b72-a67828179202','calendars','01a22628-b372-72d0-bf78-5f0a86d6997c','insert','{"color":"#5b6ee1","created_at":"2026-11-29 07:14:31.709","etag":null,"fetched_at":"2026-11-29 07:14:31.709","file_name":"work-0.ics","id":"01a22628-b372-72d0-bf78-5f0a86d6997c","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22627-c8d3-707e-b9c3-69ae250ae6c3","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 07:14:31.709','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22628-b372-7221-bd84-468bba19626c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','List 0-0',NULL,NULL,0,'a1','2026-11-29 07:14:31.371',NULL);
INSERT INTO "task_lists" VALUES('01a22628-b372-723e-9354-ab4bdfc7592c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 07:14:31.414','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22628-b372-7224-a528-d443f5341402','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Task 0-0','','01a22628-b372-7221-bd84-468bba19626c','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a22627-c8fc-70c3-891b-f8573a6772b7','01a22627-c8fb-7051-a1f6-c272da09899e','a1','a1','2026-11-29 07:14:31.374','2026-11-29 07:14:31.374',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22628-b372-7235-940a-5cb2aaee88be','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 07:14:31.394','2026-11-29 07:14:31.394',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22628-b372-723b-bee1-92de3bc9b504','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Headed 0-0','','01a22628-b372-7221-bd84-468bba19626c',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 07:14:31.402','2026-11-29 07:14:31.402',NULL,'01a22628-b372-7238-bf4f-f4525779e3b5',NULL);
INSERT INTO "tasks" VALUES('01a22628-b372-7240-beae-4920ba5a680d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Imported 0-0','','01a22628-b372-723e-9354-ab4bdfc7592c',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 07:14:31.415','2026-11-29 07:14:31.415','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a22628-b372-7226-be33-5dfab8632656','01a22627-c8d3-707e-b9c3-69ae250ae6c3','errand');
INSERT INTO "task_tag_links" VALUES('01a22628-b372-7228-abd3-2bf5205a2c1f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7224-a528-d443f5341402','01a22628-b372-7226-be33-5dfab8632656');
INSERT INTO "task_tag_links" VALUES('01a22628-b372-7241-b312-ac2a91c392d2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7240-beae-4920ba5a680d','01a22628-b372-7226-be33-5dfab8632656');
INSERT INTO "task_checklist_items" VALUES('01a22628-b372-722a-9ad4-09e0b8177842','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7224-a528-d443f5341402','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22628-b372-7224-a528-d443f5341402','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22628-b372-7235-940a-5cb2aaee88be','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22628-b372-723b-bee1-92de3bc9b504','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22628-b372-7240-beae-4920ba5a680d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22628-b372-7264-9d35-020251a24676','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Comparison 0-0','metric','100 ml','2026-11-29 07:14:31.463','2026-11-29 07:14:31.463');
INSERT INTO "price_products" VALUES('01a22628-b372-7266-9518-940489cdb32a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7264-9d35-020251a24676',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22628-b372-7268-8bc3-6df101d372ba','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7264-9d35-020251a24676',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22628-b372-7245-8466-3c39c9a669b6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 07:14:31.417');
INSERT INTO "timeline_events" VALUES('01a22628-b372-7248-a6df-d122585a8bef','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7245-8466-3c39c9a669b6','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 07:14:31.418','2026-11-29 07:14:31.418');
INSERT INTO "timeline_events" VALUES('01a22628-b372-724b-9b60-40037b8a512b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7245-8466-3c39c9a669b6','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 07:14:31.421','2026-11-29 07:14:31.421');
INSERT INTO "timeline_queries" VALUES('01a22628-b372-724e-b7cf-00c5ea9d41b4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 07:14:31.422');
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
INSERT INTO "custom_foods" VALUES('01a22628-b372-725b-9d76-0974d4b650c1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 07:14:31.449','2026-11-29 07:14:31.449');
INSERT INTO "recipes" VALUES('01a22628-b372-7254-abc5-c28861257228','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 07:14:31.441','2026-11-29 07:14:31.441');
INSERT INTO "recipe_ingredients" VALUES('01a22628-b372-7256-ae1d-a704bd3f537c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7254-abc5-c28861257228','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22628-b372-7258-b8f0-6a798cf1f642','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7254-abc5-c28861257228','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22628-b372-7251-99c1-1a31e6c4fe84','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:14:31.425','2026-11-29 07:14:31.425','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a22628-b372-725e-94f6-4407814bafd0','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:14:31.453','2026-11-29 07:14:31.453','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a22628-b372-7261-bd31-cf03f0612931','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:14:31.461','2026-11-29 07:14:31.461','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a22628-b372-72c8-9739-289d5bfb0475','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-27 11:00:00.000','2026-11-29 07:14:31.696','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a22628-b372-72ca-97e9-5145f9c441a7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-27 11:00:00.000','2026-11-29 07:14:31.696','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a22627-c8f9-712b-9e7b-c865c0512171','01a22627-c8d3-707e-b9c3-69ae250ae6c3','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22628-b372-722d-908d-94f05d3c3a62','01a22627-c8d3-707e-b9c3-69ae250ae6c3','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22627-c8fb-7051-a1f6-c272da09899e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 07:14:31.291');
INSERT INTO "weeks" VALUES('01a22627-c8e4-71f5-a01c-d09ca199caa4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 07:14:31.268');
INSERT INTO "weeks" VALUES('01a22628-b372-721c-a81f-48d1d707beef','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22627-c8fc-70c3-891b-f8573a6772b7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8e4-71f5-a01c-d09ca199caa4','01a22627-c8fb-7051-a1f6-c272da09899e','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 07:14:31.292');
INSERT INTO "weekly_goals" VALUES('01a22628-b372-721e-af0e-456e3fe84d9b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-721c-a81f-48d1d707beef','01a22627-c8fb-7051-a1f6-c272da09899e','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 07:14:31.370');
INSERT INTO "retrospectives" VALUES('01a22627-c8ec-7050-893f-120443cdacd4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8e4-71f5-a01c-d09ca199caa4','Focus','Sleep','2026-11-29 07:14:31.276');
INSERT INTO "action_items" VALUES('01a22628-b372-71fe-969e-7d16841c98b6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c8e4-71f5-a01c-d09ca199caa4','Action 0-0',0,'2026-11-29 07:14:31.323');
INSERT INTO "intentions" VALUES('01a22627-c90d-71ce-aa3d-18154c1e0852','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Intention 0-0',25,'01a22627-c8fc-70c3-891b-f8573a6772b7','01a22627-c8fb-7051-a1f6-c272da09899e','2026-11-29 07:14:31.309','2026-11-29 07:39:31.309','endedEarly','2026-11-29 07:14:31.312',NULL,'[]','happy','2026-11-29 07:15:31.314',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a22628-b372-7204-a939-bbed1400a841','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Block 0-0',45,'01a22627-c8fc-70c3-891b-f8573a6772b7','01a22627-c8fb-7051-a1f6-c272da09899e','2026-11-29 07:14:31.329','2026-11-29 07:59:31.329','endedEarly','2026-11-29 07:14:31.338',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22628-b372-7201-b854-b24859a4143b',NULL);
INSERT INTO "intentions" VALUES('01a22628-b372-7230-848b-f409181b2f53','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Task 0-0',15,'01a22627-c8fc-70c3-891b-f8573a6772b7','01a22627-c8fb-7051-a1f6-c272da09899e','2026-11-29 07:14:31.389','2026-11-29 07:29:31.389','endedEarly','2026-11-29 07:14:31.392',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22628-b372-7224-a528-d443f5341402');
INSERT INTO "distractions" VALUES('01a22627-c90f-7185-96f0-c6b9889098c2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22627-c90d-71ce-aa3d-18154c1e0852','internal',NULL,'2026-11-29 07:14:31.311',1);
INSERT INTO "standups" VALUES('01a22627-c8e8-71fb-ad59-ce381e317ab4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 07:14:31.272');
INSERT INTO "day_photos" VALUES('01a22628-b372-7288-a99d-4de86d76db28','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29','png',64,'Photo 0-0','2026-11-29 07:14:31.539');
INSERT INTO "day_photos" VALUES('01a22628-b372-7291-9bfa-1a5746b603d9','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29','png',64,'Journal 0-0','2026-11-29 07:14:31.601');
INSERT INTO "security_events" VALUES('01a22627-c8d3-707f-a241-ae606cfd6c3c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:14:31.251','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22628-b372-727d-96d0-ce72fca29eb6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Workout','2026-11-29','2026-11-29 07:14:31.525','2026-11-29 07:14:31.525');
INSERT INTO "lift_sets" VALUES('01a22628-b372-727f-9ddd-27044b306f0d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-727d-96d0-ce72fca29eb6',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 07:14:31.525','2026-11-29 07:14:31.525');
INSERT INTO "lift_streams" VALUES('01a22628-b372-727f-9ddd-27044b306f0d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22628-b372-7283-a606-a66f83381810','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 07:14:31.534');
INSERT INTO "journal_entries" VALUES('01a22628-b372-728c-8e89-e9d88e5d5609','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:14:31.581','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 07:14:31.581','2026-11-29 07:14:31.581');
INSERT INTO "journal_entries" VALUES('01a22628-b372-728f-b86d-3e6028f3b232','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 07:14:31.589','2026-11-29 07:14:31.589');
INSERT INTO "journal_entries" VALUES('01a22628-b372-72bf-8dd9-6bb7dcd93221','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:14:31.694','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 07:14:31.694','2026-11-29 07:14:31.694');
INSERT INTO "journal_photos" VALUES('01a22628-b372-7294-b8e4-cf0781b61bda','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-728c-8e89-e9d88e5d5609','01a22628-b372-7291-9bfa-1a5746b603d9',NULL);
INSERT INTO "journal_drafts" VALUES('01a22628-b372-72c1-bdb6-b9e405f4423a','01a22627-c8d3-707e-b9c3-69ae250ae6c3',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T07:14:31.695Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 07:14:31.695');
INSERT INTO "journal_search" VALUES('01a22628-b372-728c-8e89-e9d88e5d5609','01a22627-c8d3-707e-b9c3-69ae250ae6c3','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22628-b372-728f-b86d-3e6028f3b232','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22628-b372-72bf-8dd9-6bb7dcd93221','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22628-b372-726b-b948-d40f4097683f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Habit 0-0','📚',NULL,'01a22627-c8fb-7051-a1f6-c272da09899e','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 07:14:31.470','2026-11-29 07:14:31.470');
INSERT INTO "habits" VALUES('01a22628-b372-7277-8424-7acf702f635d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 07:14:31.487','2026-11-29 07:14:31.487');
INSERT INTO "habit_check_ins" VALUES('01a22628-b372-726e-b99b-318cb4535e04','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-726b-b948-d40f4097683f','2026-11-28',1.0,'2026-11-29 07:14:31.471');
INSERT INTO "habit_check_ins" VALUES('01a22628-b372-7271-8fb9-080cb20762ef','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-726b-b948-d40f4097683f','2026-11-29',1.0,'2026-11-29 07:14:31.474');
INSERT INTO "habit_check_ins" VALUES('01a22628-b372-727a-83ce-30ca1c5a0013','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7277-8424-7acf702f635d','2026-11-29',4.0,'2026-11-29 07:14:31.488');
INSERT INTO "habit_rest_days" VALUES('01a22628-b372-7274-a56f-ab9bac5b6598','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-726b-b948-d40f4097683f','2026-12-01','2026-11-29 07:14:31.485');
INSERT INTO "health_days" VALUES('01a22628-b372-72c7-a772-5dd3f1b3ba14','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22628-b372-72c8-9739-289d5bfb0475',NULL,'01a22628-b372-72ca-97e9-5145f9c441a7','2026-11-29 07:14:31.696');
INSERT INTO "health_sources" VALUES('01a22628-b372-72c3-8454-f9844c1c9773','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22628-b372-72c5-85cf-f02de71b1cbe','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22628-b372-72cd-b13c-bd55019cc61f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 07:14:31.696');
INSERT INTO "lift_defaults" VALUES('01a22628-b372-7286-bc44-ddf1b5bf98f4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 07:14:31.538');
INSERT INTO "plan_blocks" VALUES('01a22628-b372-7201-b854-b24859a4143b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29',375,45,'Block 0-0','01a22627-c8fc-70c3-891b-f8573a6772b7','01a22627-c8fb-7051-a1f6-c272da09899e',NULL,NULL,NULL,NULL,'2026-11-29 07:14:31.326','2026-11-29 07:14:31.326');
INSERT INTO "plan_blocks" VALUES('01a22628-b372-7209-8d73-04c4d5c0eb4c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29',375,45,'Area block 0-0',NULL,'01a22627-c8fb-7051-a1f6-c272da09899e',NULL,NULL,NULL,NULL,'2026-11-29 07:14:31.342','2026-11-29 07:14:31.343');
INSERT INTO "plan_blocks" VALUES('01a22628-b372-7210-8a6f-13a98e8bdbea','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-28',375,15,'Missed block 0-0',NULL,'01a22627-c8fb-7051-a1f6-c272da09899e',NULL,'backToList','internal','2026-11-29 07:14:31.362','2026-11-29 07:14:31.349','2026-11-29 07:14:31.349');
INSERT INTO "plan_block_versions" VALUES('01a22628-b372-720c-8191-35e19613d22d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7209-8d73-04c4d5c0eb4c','2026-11-29',375,30,'Area block 0-0','01a22627-c8fb-7051-a1f6-c272da09899e','moved','Longer than planned','2026-11-29 07:14:31.343');
INSERT INTO "calendars" VALUES('01a22628-b372-72d0-bf78-5f0a86d6997c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 07:14:31.709',NULL,'2026-11-29 07:14:31.709');
INSERT INTO "calendar_expansions" VALUES('01a22628-b372-72d0-bf78-5f0a86d6997c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:14:31.709','2026-10-04 07:14:31.708','2027-05-30 07:14:31.708','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d2-9df5-35bfc07dd6bf','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d3-9516-7e04b89b707f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d4-a3f5-47c07059bba7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d5-8f3b-04fac593699f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d6-a61f-b97109fe1186','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d7-84fe-d15c97da3378','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d8-9049-11d6880f546a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72d9-b14c-d8618d4eaea2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72da-bf71-84bbf7cd685f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72db-97d8-930f084aac53','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72dc-a7e6-fcce0b582143','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72dd-be53-10b4ec0b5a14','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72de-b5a0-8bb2f7e9a380','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72df-8458-904ecd5c75ea','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e0-ae01-5ea4285eb7b8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e1-a6b2-bd77b7326e2c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e2-a777-d554f472a89c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e3-b740-989e2ae7488a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e4-b954-f5306c0bcb72','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e5-8711-8d67be4094a1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e6-a6d0-15e99d920a4c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e7-81f4-889ad39bfe44','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e8-a62d-4f830ec53564','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72e9-9f56-164d3fb9d84d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72ea-9b23-f81045a36bfb','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72eb-8c17-6aa77ecd8cf6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72ec-8b56-e59d23f4a32c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72ed-af6a-e568ad895c95','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72ee-9b1e-58c6ae2b6ed7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72ef-85e1-58fd2aad96ee','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f0-8875-9c30e452f086','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f1-9b55-3c2686656cb6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f2-aa63-5900fb07bc42','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f3-9a90-0e20cad7b6f5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f4-8542-dd2b3bb58b63','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f5-9e7d-576779394eb6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f6-a01e-aab31aa973c1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f7-9f81-f218333b671c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f8-8f70-9fe50aacacdd','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72f9-aed0-11775a16dbdb','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72fa-94e4-6483c7154ae3','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72fb-85f1-8f03945cbb9f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72fc-abed-88ff106516b0','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72fd-9234-c5611ae4f518','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72fe-8dfa-9fd3ceda7548','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-72ff-9b56-9e56f403aef9','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7300-ad2c-7f5705623c14','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7301-8992-9573e50fa25f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7302-b608-6f753dd300de','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7303-8258-27ef7929ebd6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7304-b00f-14e654d4339f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7305-b0f7-fa3c73523f2a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7306-b856-36c70340637f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7307-a289-65c7b8995f83','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7308-9472-d1dff7dee6a0','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7309-9868-2d80cb54f01e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-730a-9bb8-f9043944fed9','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-730b-b09c-1ba83737bc53','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-730c-9e91-07fe0774f2f1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-730d-bb6f-7ee2eb7c6c47','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-730e-8324-8576089a74a7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-730f-9037-321ac5e502ea','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7310-b7f5-f0db23468a49','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7311-83ef-3252c6c14926','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7312-8bb1-5d8b4928de73','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7313-9f28-a421df397b33','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7314-bd2e-eebf5f22fa1a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7315-9a94-101255924dd2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7316-b81f-e815923454fa','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7317-bc93-b45b0619e4a9','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7318-8950-717b40362772','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7319-adf7-54cb5f34aebc','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-731a-bac1-b2bf20ae2497','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-731b-ab08-1cfe5a380d88','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-731c-bcdf-1e11baa1e2de','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-731d-b788-b81e76ad8357','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-731e-9d04-eae107997920','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-731f-a725-1a6f67125369','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7320-b5b6-530b92d7713a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7321-8350-5146369202a0','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7322-a938-977ae65ee039','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7323-a29d-378c0fe778a7','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7324-b42d-5008e9056403','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7325-8663-efa3a2adb96b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7326-a8e2-73c9908ff263','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7327-b310-c5c50a93dc56','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7328-bf7c-93f6a08936de','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7329-ba41-8b7574126807','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-732a-b51c-c73e778d9447','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-732b-ae7d-540491d1909f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-732c-b361-1878c11b0e7f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-732d-9976-dfbc8f411cb8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-732e-8417-51a4ba9b5ffd','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-732f-a4aa-5a86f56a66ff','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7330-ac1b-484b21df51a4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7331-b5da-1f022121c492','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7332-9f8a-dcf44649a1e1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7333-816e-bfbb7e3409fc','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7334-a1d1-6a031536c5b2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7335-9663-1f45d869d73b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7336-b116-fa1602bd5d25','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7337-86a6-b1571e2c6ff1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7338-91b8-e6a6495dedb8','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7339-b2c4-94374292b368','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-733a-880a-14ede5e7174f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-733b-8b0d-416ddef65e8b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-733c-a500-af47355cdfb2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-733d-a607-29e38ae17fe4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-733e-96f2-bff0c858736d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-733f-bfa5-47193370bf24','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7340-800a-82e29b09f993','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7341-a675-06a777b5b5b5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7342-b3d2-83b404760b4e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7343-a8a9-8021a3189d7c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7344-a7ac-d351e357c667','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7345-9e4f-2f67fad4b755','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7346-871f-029131354a8b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7347-ad7c-9ed59cbb94a4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7348-82de-f8a819e58a46','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7349-b7f5-b3783245be7f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-734a-b83a-965960e19dca','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-734b-8a65-8f02ab73331d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-734c-ba0d-3c0ffca6a30b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-734d-931b-937ef2926bb5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-734e-8aee-0771fd1aff0c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-734f-9ae4-ae87a47c52cd','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7350-a579-3bad28064629','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7351-b4e2-11af79d07cf0','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7352-aa28-6ac1be86247a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7353-92cd-ae0df7dda68c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7354-b340-7e481bc226ba','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7355-9f2f-cb44c44da828','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7356-8f88-a7cd22a61d49','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7357-987f-bf89e43d008d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7358-aa90-ff3dc16cf5bc','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7359-97b1-f8eeca36ddd2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-735a-9099-f209ef5cb657','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-735b-8f22-9b1e5a066e4f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-735c-96ad-f2a219c1ea2c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-735d-83aa-67138f8d256c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-735e-a03c-d300da9b8396','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-735f-81e6-d722b67a7486','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7360-b17c-53dbf13a34b9','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7361-b266-60c2b7b1bde2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7362-862d-ffa2159acefd','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7363-b582-29cc6f6c85d5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7364-9708-e2d52e597d6e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7365-a727-2214b937b33b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7366-95ff-5293528b293a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7367-9528-17f2e59de7c4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7368-9350-23fd517654aa','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7369-8f95-36f55b8c9ba2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-736a-add9-9c8fb9265c49','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-736b-befd-223aad2d79fb','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-736c-82ab-acc1a468a657','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-736d-95d7-258d2dcadbdb','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-736e-b9c6-40a3a85a7573','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-736f-bfab-6ca8edc29eb6','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7370-8e6d-0d6f64224218','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7371-9aaa-0529a8a112f4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7372-91ac-7425b20d103b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7373-b772-6780aca96b54','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7374-b719-2fce32aa15b4','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7375-8b9d-33bd4fd0c67f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7376-b69b-1619ec99ce03','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7377-8ec6-37ca4cf5388f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7378-a96d-b00eb197e401','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7379-9ef8-b45a4dd1a1d2','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-737a-8a66-c1ade555cb7a','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-737b-b2fa-6f086a132caa','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-737c-bbb8-2910b3385df0','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-737d-9a4e-dd986692f0cc','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-737e-8805-a3c2aa628320','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-737f-90c7-2e5d54523751','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7380-875d-cb3eab463a61','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7381-ad86-a08651c477fe','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7382-b35d-deb1bc806c35','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7383-8b52-57ff7883aacd','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7384-8fe0-9de563ce7c53','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7385-a46a-28b17f75e139','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7386-acbd-4d4529285a7f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7387-a01f-8df7dc25e806','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7388-89c0-f561d59efe1c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7389-ae0a-022eb1a7ca0b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-738a-8e26-f82692240504','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-738b-a008-aaa9f3ae6112','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-738c-bba6-5cea073102ff','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-738d-9f9b-19926775b609','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-738e-b0ec-14a97fdb8cff','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-738f-bb70-41f01bda9101','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7390-bb61-23e2f54a8445','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7391-bcb9-849b1ee317e1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7392-b5d5-65487cb40a60','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a22628-b372-7393-b361-fec7e2335385','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72d0-bf78-5f0a86d6997c','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a22628-b372-7297-b3fa-5c3010444731','01a22627-c8d3-707e-b9c3-69ae250ae6c3','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 07:14:31.635','2026-11-29 07:14:31.635');
INSERT INTO "runbook_contacts" VALUES('01a22628-b372-72a4-b08f-1529d104e6f1','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 07:14:31.642','2026-11-29 07:14:31.642');
INSERT INTO "runbook_steps" VALUES('01a22628-b372-7299-aac2-ba5a5d82a57f','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7297-b3fa-5c3010444731','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 07:14:31.635','2026-11-29 07:14:31.635');
INSERT INTO "runbook_steps" VALUES('01a22628-b372-729b-9333-64e1a4611ca5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7297-b3fa-5c3010444731','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 07:14:31.635','2026-11-29 07:14:31.635');
INSERT INTO "runbook_steps" VALUES('01a22628-b372-729d-95ab-47b5a05d835c','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7297-b3fa-5c3010444731','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 07:14:31.635','2026-11-29 07:14:31.635');
INSERT INTO "runbook_steps" VALUES('01a22628-b372-729f-a04f-3e273d3861aa','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7297-b3fa-5c3010444731','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 07:14:31.635','2026-11-29 07:14:31.635');
INSERT INTO "runbook_steps" VALUES('01a22628-b372-72a1-9de0-b60503c3a971','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7297-b3fa-5c3010444731','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 07:14:31.635','2026-11-29 07:14:31.635');
INSERT INTO "runbook_steps" VALUES('01a22628-b372-72a7-bbad-39ff2627104d','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7297-b3fa-5c3010444731','contact','Call 0-0',NULL,'01a22628-b372-72a4-b08f-1529d104e6f1','a6','2026-11-29 07:14:31.643','2026-11-29 07:14:31.643');
INSERT INTO "runbook_uses" VALUES('01a22628-b372-72aa-a8ba-ff9df13d8369','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7297-b3fa-5c3010444731','2026-11-29 07:14:31.647','sad','meh','["01a22628-b372-72a7-bbad-39ff2627104d"]','2026-11-29 07:14:31.647');
INSERT INTO "runbook_settings" VALUES('01a22628-b372-72bc-9926-4a3a186ba70e','01a22627-c8d3-707e-b9c3-69ae250ae6c3','112','2026-11-29 07:14:31.686');
INSERT INTO "task_headings" VALUES('01a22628-b372-7238-bf4f-f4525779e3b5','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7221-bd84-468bba19626c','Heading 0-0',0,'a1','2026-11-29 07:14:31.399',NULL);
INSERT INTO "pacts" VALUES('01a22628-b372-72ad-ae74-fadb4b4d5b2b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 07:14:31.665','2026-11-29 07:14:31.648','2026-11-29 07:14:31.665','goal','01a22627-c8fc-70c3-891b-f8573a6772b7','sam@example.org','habit','01a22628-b372-726b-b948-d40f4097683f',NULL);
INSERT INTO "pacts" VALUES('01a22628-b372-72b5-bb3d-841bbd81b6bf','01a22627-c8d3-707e-b9c3-69ae250ae6c3','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 07:14:31.667','2026-11-29 07:14:31.667','block','01a22628-b372-7201-b854-b24859a4143b',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22628-b372-72b0-9cd6-84602a1476ea','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-72ad-ae74-fadb4b4d5b2b','2026-11-29',1,'Reason 0-0','2026-11-29 07:14:31.650');
INSERT INTO "practice_sessions" VALUES('01a22628-b372-72b8-af3d-d3e442820565','01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29 07:04:31.679',10,'Sat 0-0','2026-11-29 07:14:31.679','happy');
INSERT INTO "plan_feeds" VALUES('01a22628-b372-72ba-8d48-23787d3340a1','01a22627-c8d3-707e-b9c3-69ae250ae6c3',NULL,'c2fe7425d88c5eff124affd855df8db7c6730c964bd1a415e4c6539e56634a85','2026-11-29 07:14:31.685',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a22628-b372-7215-9116-8cc9a897d6ae','01a22627-c8d3-707e-b9c3-69ae250ae6c3','Template 0-0','day','2026-11-29 07:14:31.363','2026-11-29 07:14:31.363');
INSERT INTO "plan_template_blocks" VALUES('01a22628-b372-7217-82ab-00ea920b2e4b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7215-9116-8cc9a897d6ae',0,375,45,'Block 0-0','01a22627-c8fc-70c3-891b-f8573a6772b7','01a22627-c8fb-7051-a1f6-c272da09899e');
INSERT INTO "plan_template_blocks" VALUES('01a22628-b372-7219-8541-41bd8af72b1b','01a22627-c8d3-707e-b9c3-69ae250ae6c3','01a22628-b372-7215-9116-8cc9a897d6ae',0,375,45,'Area block 0-0',NULL,'01a22627-c8fb-7051-a1f6-c272da09899e');
INSERT INTO "food_days" VALUES('01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-29',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a22627-c8d3-707e-b9c3-69ae250ae6c3','2026-11-27',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a22627-c8d3-707e-b9c3-69ae250ae6c3','Europe/Berlin',0,0);
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
COMMIT;

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
INSERT INTO "users" VALUES('01a2263b-3b8d-7158-b814-7ffc9f5ac897','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 07:35:45.805','dayMonth');
INSERT INTO "credentials" VALUES('01a2263b-3b8d-7158-b814-7ffc9f5ac897','$2b$06$IN/U4DL30u1qOtyOqnG36OZZCV4Q.lFy9BB/77M292YmmkSoWW1im');
INSERT INTO "changes" VALUES('01a2263b-3b9b-7155-8642-b1ab90c85e4e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3b9b-7153-9a5c-d311bd2bdd3f','weeks','01a2263b-3b9b-7154-8877-0f5f3afc807c','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2263b-3b9b-7154-8877-0f5f3afc807c","length_days":7,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 07:35:45.819','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2263b-3b9b-7156-9e5f-ea4796c2edf9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3b9b-7153-9a5c-d311bd2bdd3f','weeks','01a2263b-3b9b-7154-8877-0f5f3afc807c','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2263b-3b9b-7154-8877-0f5f3afc807c","length_days":7,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_day":"2026-11-23","started_at":"2026-11-29 07:35:45.819"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2263b-3b9b-7154-8877-0f5f3afc807c","length_days":7,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_day":"2026-11-23","started_at":null}','2026-11-29 07:35:45.819','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2263b-3ba9-70ae-baea-925efdcb6e96','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3ba9-70ac-9536-431ff195b77c','standups','01a2263b-3ba9-70ad-957c-5bf9edf81276','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a2263b-3ba9-70ad-957c-5bf9edf81276","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","updated_at":"2026-11-29 07:35:45.833"}',NULL,'2026-11-29 07:35:45.833','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2263b-3baa-7019-90fc-5d11b31e91af','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3baa-7017-ae7c-74b3886e8a8d','retrospectives','01a2263b-3baa-7018-9b75-31c31e9b5649','insert','{"id":"01a2263b-3baa-7018-9b75-31c31e9b5649","improve":"Sleep","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","updated_at":"2026-11-29 07:35:45.834","week_id":"01a2263b-3b9b-7154-8877-0f5f3afc807c","went_well":"Focus"}',NULL,'2026-11-29 07:35:45.834','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2263b-3bac-70ab-bbbd-21d731763406','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3bac-70a9-8190-798ec1065a2e','energy_profiles','01a2263b-3bac-70aa-8ce2-a8aed311cd20','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a2263b-3bac-70aa-8ce2-a8aed311cd20","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","sex":"female"}',NULL,'2026-11-29 07:35:45.836','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a2263b-3bad-71d0-ae38-765e03a32d87','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3bad-71ce-b18f-487108a1c6d8','areas','01a2263b-3bad-71cf-b142-81529728164f','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 07:35:45.837","icon":null,"id":"01a2263b-3bad-71cf-b142-81529728164f","name":"Area 0-0","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.837','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263b-3bae-71bf-9fdc-4aae3b6e7726','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3bae-71bd-9552-c8d8c28c56dd','weekly_goals','01a2263b-3bae-71be-aec2-25c0b7b9752d','insert','{"added_mid_sprint":1,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","created_at":"2026-11-29 07:35:45.838","estimate_hours":2,"id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a2263b-3b9b-7154-8877-0f5f3afc807c"}',NULL,'2026-11-29 07:35:45.838','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263b-3baf-7037-b2f5-93961d66da0b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3baf-7035-9593-be3a685eb9e3','intentions','01a2263b-3baf-7036-8c9c-de35e8825455','insert','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":null,"ends_at":"2026-11-29 08:00:45.839","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263b-3baf-7036-8c9c-de35e8825455","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.839","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 07:35:45.839','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263b-3bb6-71be-8d6f-21befc28fffd','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3bb6-71bc-80cf-a4c13007d1d9','distractions','01a2263b-3bb6-71bd-a771-db2e71d48b4c','insert','{"at":"2026-11-29 07:35:45.846","id":"01a2263b-3bb6-71bd-a771-db2e71d48b4c","intention_id":"01a2263b-3baf-7036-8c9c-de35e8825455","note":null,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 07:35:45.846','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263b-3bb7-71ed-9bb8-24bc2c5b71fc','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3bb7-71ec-9746-119cb43e4151','intentions','01a2263b-3baf-7036-8c9c-de35e8825455','update','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":"2026-11-29 07:35:45.847","ends_at":"2026-11-29 08:00:45.839","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263b-3baf-7036-8c9c-de35e8825455","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.839","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":null,"ends_at":"2026-11-29 08:00:45.839","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263b-3baf-7036-8c9c-de35e8825455","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.839","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 07:35:45.847','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-717d-be2d-85a55009eb37','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-717c-8b76-b8ae48b7b522','intentions','01a2263b-3baf-7036-8c9c-de35e8825455','update','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":"2026-11-29 07:35:45.847","ends_at":"2026-11-29 08:00:45.839","feeling":"happy","goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263b-3baf-7036-8c9c-de35e8825455","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":25,"rated_at":"2026-11-29 07:36:45.853","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.839","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":"2026-11-29 07:35:45.847","ends_at":"2026-11-29 08:00:45.839","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263b-3baf-7036-8c9c-de35e8825455","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.839","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 07:36:45.853','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7180-a239-4dd6bc1723cd','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-717e-a346-8eff27121797','action_items','01a2263c-261d-717f-aa4a-ea80be5a17a5','insert','{"created_at":"2026-11-29 07:35:45.854","done":0,"id":"01a2263c-261d-717f-aa4a-ea80be5a17a5","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","text":"Action 0-0","week_id":"01a2263b-3b9b-7154-8877-0f5f3afc807c"}',NULL,'2026-11-29 07:35:45.854','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7183-b72b-8632f83b8ae9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7181-ac86-4dd46bdf7e88','plan_blocks','01a2263c-261d-7182-bdc2-9d178387a5f6','insert','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","cause":null,"created_at":"2026-11-29 07:35:45.855","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-7182-bdc2-9d178387a5f6","minutes":45,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 07:35:45.855"}',NULL,'2026-11-29 07:35:45.855','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7186-8e03-ddcf23f6a583','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7184-a775-62a74c8cf32b','intentions','01a2263c-261d-7185-892d-ceae62201801','insert','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":"01a2263c-261d-7182-bdc2-9d178387a5f6","ended_at":null,"ends_at":"2026-11-29 08:20:45.856","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-7185-892d-ceae62201801","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.856","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 07:35:45.856','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7188-bfb9-e1160914123d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7187-8c27-858acec54600','intentions','01a2263c-261d-7185-892d-ceae62201801','update','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":"01a2263c-261d-7182-bdc2-9d178387a5f6","ended_at":"2026-11-29 07:35:45.857","ends_at":"2026-11-29 08:20:45.856","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-7185-892d-ceae62201801","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.856","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":"01a2263c-261d-7182-bdc2-9d178387a5f6","ended_at":null,"ends_at":"2026-11-29 08:20:45.856","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-7185-892d-ceae62201801","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.856","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 07:35:45.857','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-718b-9e01-b1a046fd189b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7189-9b83-398a0b737f63','plan_blocks','01a2263c-261d-718a-be60-02c54a26a7c0','insert','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","cause":null,"created_at":"2026-11-29 07:35:45.858","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2263c-261d-718a-be60-02c54a26a7c0","minutes":30,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:35:45.858"}',NULL,'2026-11-29 07:35:45.858','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-718e-9817-c4d684974189','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-718c-9981-9ba9d6bc0358','plan_block_versions','01a2263c-261d-718d-add4-7a657c7f617c','insert','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":"01a2263c-261d-718a-be60-02c54a26a7c0","change":"moved","day":"2026-11-29","id":"01a2263c-261d-718d-add4-7a657c7f617c","minutes":30,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","reason":"Longer than planned","recorded_at":"2026-11-29 07:35:45.859","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 07:35:45.859','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-718f-8634-001f86cdd74d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-718c-9981-9ba9d6bc0358','plan_blocks','01a2263c-261d-718a-be60-02c54a26a7c0','update','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","cause":null,"created_at":"2026-11-29 07:35:45.858","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2263c-261d-718a-be60-02c54a26a7c0","minutes":45,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:35:45.859"}','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","cause":null,"created_at":"2026-11-29 07:35:45.858","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2263c-261d-718a-be60-02c54a26a7c0","minutes":30,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 07:35:45.858"}','2026-11-29 07:35:45.859','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7192-a94b-03daca5816af','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7190-9750-c73476a21b37','plan_blocks','01a2263c-261d-7191-bfbf-9c0416c012a0','insert','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","cause":null,"created_at":"2026-11-29 07:35:45.860","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2263c-261d-7191-bfbf-9c0416c012a0","minutes":15,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:35:45.860"}',NULL,'2026-11-29 07:35:45.860','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7194-98e2-5e9987893ea9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7193-8701-dee0c337ef56','plan_blocks','01a2263c-261d-7191-bfbf-9c0416c012a0','update','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","cause":"internal","created_at":"2026-11-29 07:35:45.860","day":"2026-11-28","disposed_at":"2026-11-29 07:35:45.861","disposition":"backToList","goal_id":null,"id":"01a2263c-261d-7191-bfbf-9c0416c012a0","minutes":15,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:35:45.860"}','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","cause":null,"created_at":"2026-11-29 07:35:45.860","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2263c-261d-7191-bfbf-9c0416c012a0","minutes":15,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 07:35:45.860"}','2026-11-29 07:35:45.861','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7197-bf51-457a246aa52d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7195-87a2-b503fc57f218','plan_templates','01a2263c-261d-7196-80bb-24788e68cbc4','insert','{"created_at":"2026-11-29 07:35:45.862","id":"01a2263c-261d-7196-80bb-24788e68cbc4","name":"Template 0-0","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","scope":"day","updated_at":"2026-11-29 07:35:45.862"}',NULL,'2026-11-29 07:35:45.862','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7199-a8ba-1676285dbffd','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7195-87a2-b503fc57f218','plan_template_blocks','01a2263c-261d-7198-afa5-55324a03124d','insert','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","day_offset":0,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-7198-afa5-55324a03124d","minutes":45,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"template_id":"01a2263c-261d-7196-80bb-24788e68cbc4","title":"Block 0-0"}',NULL,'2026-11-29 07:35:45.862','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-719b-9f18-2dd312d199a6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7195-87a2-b503fc57f218','plan_template_blocks','01a2263c-261d-719a-adec-2519ac50ba6d','insert','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","day_offset":0,"goal_id":null,"id":"01a2263c-261d-719a-adec-2519ac50ba6d","minutes":45,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_minute":375,"template_id":"01a2263c-261d-7196-80bb-24788e68cbc4","title":"Area block 0-0"}',NULL,'2026-11-29 07:35:45.862','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-719e-9ed7-c8a9c16c1ff1','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-719c-85b7-6c76253f19a2','weeks','01a2263c-261d-719d-a358-5a76b965d769','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2263c-261d-719d-a358-5a76b965d769","length_days":7,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 07:35:45.864','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71a0-bf93-7a2397050bd2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-719c-85b7-6c76253f19a2','weekly_goals','01a2263c-261d-719f-8548-f2d61fa4e8c2','insert','{"added_mid_sprint":0,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","created_at":"2026-11-29 07:35:45.864","estimate_hours":3,"id":"01a2263c-261d-719f-8548-f2d61fa4e8c2","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a2263c-261d-719d-a358-5a76b965d769"}',NULL,'2026-11-29 07:35:45.864','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71a3-8be8-86e3aee5d8b4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a1-b3bd-da8d91de563e','task_lists','01a2263c-261d-71a2-bb90-cc397729887a','insert','{"archived":0,"color":null,"created_at":"2026-11-29 07:35:45.865","icon":null,"id":"01a2263c-261d-71a2-bb90-cc397729887a","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.865','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71a6-b6ab-2fc84929ab98','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a4-ba42-449381532394','tasks','01a2263c-261d-71a5-82e8-3f9a6e9f248e','insert','{"area_id":"01a2263b-3bad-71cf-b142-81529728164f","created_at":"2026-11-29 07:35:45.866","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","heading_id":null,"id":"01a2263c-261d-71a5-82e8-3f9a6e9f248e","import_key":null,"list_id":"01a2263c-261d-71a2-bb90-cc397729887a","list_key":"a1","notes":"","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 07:35:45.866"}',NULL,'2026-11-29 07:35:45.866','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71a8-8232-c3d6369c5a7d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a4-ba42-449381532394','task_tags','01a2263c-261d-71a7-aaa3-813b0bc28442','insert','{"id":"01a2263c-261d-71a7-aaa3-813b0bc28442","name":"errand","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.866','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71aa-9f97-df43f68522e0','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a4-ba42-449381532394','task_tag_links','01a2263c-261d-71a9-982f-c82b3b969763','insert','{"id":"01a2263c-261d-71a9-982f-c82b3b969763","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","tag_id":"01a2263c-261d-71a7-aaa3-813b0bc28442","task_id":"01a2263c-261d-71a5-82e8-3f9a6e9f248e"}',NULL,'2026-11-29 07:35:45.866','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71ac-a366-4f86b96f403e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a4-ba42-449381532394','task_checklist_items','01a2263c-261d-71ab-8ae3-f49472dbdbae','insert','{"done":0,"id":"01a2263c-261d-71ab-8ae3-f49472dbdbae","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","task_id":"01a2263c-261d-71a5-82e8-3f9a6e9f248e","title":"Step"}',NULL,'2026-11-29 07:35:45.866','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71af-af81-5ee08aa45f75','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71ad-810c-62d6842d71ac','system_settings','01a2263c-261d-71ae-97bc-ba90f0c35fef','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a2263c-261d-71ae-97bc-ba90f0c35fef","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 07:35:45.870','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71b2-b18c-bdbc41d8080f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71b0-b83d-67e684cb26be','intentions','01a2263c-261d-71b1-bfd7-6d344bdbe85d','insert','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":null,"ends_at":"2026-11-29 07:50:45.871","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-71b1-bfd7-6d344bdbe85d","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.871","state":"running","tags":"[]","task_id":"01a2263c-261d-71a5-82e8-3f9a6e9f248e","what":"Task 0-0"}',NULL,'2026-11-29 07:35:45.871','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71b4-a24f-039620ce6c5d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71b3-838a-1eff2b0b7bad','intentions','01a2263c-261d-71b1-bfd7-6d344bdbe85d','update','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":"2026-11-29 07:35:45.872","ends_at":"2026-11-29 07:50:45.871","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-71b1-bfd7-6d344bdbe85d","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.871","state":"endedEarly","tags":"[]","task_id":"01a2263c-261d-71a5-82e8-3f9a6e9f248e","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","block_id":null,"ended_at":null,"ends_at":"2026-11-29 07:50:45.871","feeling":null,"goal_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","id":"01a2263c-261d-71b1-bfd7-6d344bdbe85d","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 07:35:45.871","state":"running","tags":"[]","task_id":"01a2263c-261d-71a5-82e8-3f9a6e9f248e","what":"Task 0-0"}','2026-11-29 07:35:45.872','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71b7-898b-c08ed3b83a99','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71b5-984f-f159136c9ff7','tasks','01a2263c-261d-71b6-98fe-acf9a25e0454','insert','{"area_id":null,"created_at":"2026-11-29 07:35:45.873","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a2263c-261d-71b6-98fe-acf9a25e0454","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 07:35:45.873"}',NULL,'2026-11-29 07:35:45.873','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71ba-965e-706142b84e58','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71b8-b47b-a8c05278033d','task_headings','01a2263c-261d-71b9-8336-62c888e70ff7','insert','{"archived":0,"created_at":"2026-11-29 07:35:45.874","id":"01a2263c-261d-71b9-8336-62c888e70ff7","import_key":null,"list_id":"01a2263c-261d-71a2-bb90-cc397729887a","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","title":"Heading 0-0"}',NULL,'2026-11-29 07:35:45.874','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71bd-a6b2-5ab529ce5970','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71bb-8a82-945610d310c6','tasks','01a2263c-261d-71bc-a3e5-82951e1c6c37','insert','{"area_id":null,"created_at":"2026-11-29 07:35:45.875","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a2263c-261d-71b9-8336-62c888e70ff7","id":"01a2263c-261d-71bc-a3e5-82951e1c6c37","import_key":null,"list_id":"01a2263c-261d-71a2-bb90-cc397729887a","list_key":"a2","notes":"","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 07:35:45.875"}',NULL,'2026-11-29 07:35:45.875','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71c0-8506-63d27d1c547d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71be-a242-90955e3e3e38','task_lists','*','insert','{"ids":["01a2263c-261d-71bf-a9ad-6508e9b01646"]}',NULL,'2026-11-29 07:35:45.877','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71c3-8750-320c94815c3b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71be-a242-90955e3e3e38','tasks','*','insert','{"ids":["01a2263c-261d-71c1-a634-825e35222aa2"]}',NULL,'2026-11-29 07:35:45.878','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71c4-b0cb-b89cb96e6d6c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71be-a242-90955e3e3e38','task_tag_links','*','insert','{"ids":["01a2263c-261d-71c2-9b3f-806ef4ba3301"]}',NULL,'2026-11-29 07:35:45.878','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71c7-837e-0cc819ca28e6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71c5-a6e7-da81b3cd80da','timelines','01a2263c-261d-71c6-b5fa-d16bdcec3f28','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 07:35:45.879","icon":"","id":"01a2263c-261d-71c6-b5fa-d16bdcec3f28","name":"Timeline 0-0","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.879','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71ca-9a69-694866931400','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71c8-8f5f-4bcddfc1b919','timeline_events','01a2263c-261d-71c9-9c58-74b71b069439','insert','{"created_at":"2026-11-29 07:35:45.880","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a2263c-261d-71c9-9c58-74b71b069439","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a2263c-261d-71c6-b5fa-d16bdcec3f28","title":"Job 0-0","updated_at":"2026-11-29 07:35:45.880"}',NULL,'2026-11-29 07:35:45.880','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71cd-bd6a-853e6f8106d7','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71cb-a37b-564add5111da','timeline_events','01a2263c-261d-71cc-83c6-03d3fae08c8b','insert','{"created_at":"2026-11-29 07:35:45.882","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a2263c-261d-71cc-83c6-03d3fae08c8b","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a2263c-261d-71c6-b5fa-d16bdcec3f28","title":"Trip 0-0","updated_at":"2026-11-29 07:35:45.882"}',NULL,'2026-11-29 07:35:45.882','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71d0-ac46-859df1d528da','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71ce-a909-b15d19359917','timeline_queries','01a2263c-261d-71cf-bd25-ea0d71553d3a','insert','{"created_at":"2026-11-29 07:35:45.882","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a2263c-261d-71cf-bd25-ea0d71553d3a","name":"Query 0-0","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.882','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71d3-ae42-1c8dce347785','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71d1-8086-a0f95a0995c5','food_events','01a2263c-261d-71d2-bb23-b121047d8f76','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a2263c-261d-71d2-bb23-b121047d8f76","kind":"record","occurred_at":"2026-11-29 07:35:45.883","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","recorded_at":"2026-11-29 07:35:45.883","refers_to":null}',NULL,'2026-11-29 07:35:45.883','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71d6-9fca-c4e5ca7276a3','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71d4-b3f4-8f443b07a8ef','recipes','01a2263c-261d-71d5-9229-c71f0c4a6fae','insert','{"created_at":"2026-11-29 07:35:45.886","id":"01a2263c-261d-71d5-9229-c71f0c4a6fae","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","servings":2,"total_grams":300,"updated_at":"2026-11-29 07:35:45.886","yield_grams":null}',NULL,'2026-11-29 07:35:45.886','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71d8-a7c3-3b54baab611d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71d4-b3f4-8f443b07a8ef','recipe_ingredients','01a2263c-261d-71d7-9cc0-fe6ba6d75b98','insert','{"food_id":"09040","grams":100,"id":"01a2263c-261d-71d7-9cc0-fe6ba6d75b98","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","position":0,"recipe_id":"01a2263c-261d-71d5-9229-c71f0c4a6fae"}',NULL,'2026-11-29 07:35:45.886','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71da-a9bb-21597a2a775a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71d4-b3f4-8f443b07a8ef','recipe_ingredients','01a2263c-261d-71d9-a6b0-6f17d531d7fb','insert','{"food_id":"01079","grams":200,"id":"01a2263c-261d-71d9-a6b0-6f17d531d7fb","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","position":1,"recipe_id":"01a2263c-261d-71d5-9229-c71f0c4a6fae"}',NULL,'2026-11-29 07:35:45.886','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71dd-8eee-4a83031577ab','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71db-bafe-91cbf2dc7d1c','custom_foods','01a2263c-261d-71dc-b8f6-5b7e7108e9dc','insert','{"created_at":"2026-11-29 07:35:45.888","id":"01a2263c-261d-71dc-b8f6-5b7e7108e9dc","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 07:35:45.888"}',NULL,'2026-11-29 07:35:45.888','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71e0-8646-2548db4979d1','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71de-a68b-c98b80311fa5','food_events','01a2263c-261d-71df-b99a-3aad7c41f406','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a2263c-261d-71df-b99a-3aad7c41f406","kind":"record","occurred_at":"2026-11-29 07:35:45.889","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","recorded_at":"2026-11-29 07:35:45.889","refers_to":null}',NULL,'2026-11-29 07:35:45.889','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71e3-814a-bcef44566b7e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71e1-a227-732dda8d564a','food_events','01a2263c-261d-71e2-b5a7-8ed0be80fa5a','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a2263c-261d-71e2-b5a7-8ed0be80fa5a","kind":"record","occurred_at":"2026-11-29 07:35:45.891","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","recorded_at":"2026-11-29 07:35:45.890","refers_to":null}',NULL,'2026-11-29 07:35:45.890','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71e6-b51b-f4a81e03a6b3','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71e4-8251-5773c8b802d9','price_comparisons','01a2263c-261d-71e5-ba3c-b3bcdecf777d','insert','{"created_at":"2026-11-29 07:35:45.892","display_unit":"100 ml","id":"01a2263c-261d-71e5-ba3c-b3bcdecf777d","name":"Comparison 0-0","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","unit_system":"metric","updated_at":"2026-11-29 07:35:45.892"}',NULL,'2026-11-29 07:35:45.892','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71e8-9c76-7542c00cb053','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71e4-8251-5773c8b802d9','price_products','01a2263c-261d-71e7-9857-0624f46fda93','insert','{"comparison_id":"01a2263c-261d-71e5-ba3c-b3bcdecf777d","id":"01a2263c-261d-71e7-9857-0624f46fda93","name":"Bertolli","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 07:35:45.892','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71ea-bfb0-7187c80b8093','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71e4-8251-5773c8b802d9','price_products','01a2263c-261d-71e9-913c-95b1e47f7e5b','insert','{"comparison_id":"01a2263c-261d-71e5-ba3c-b3bcdecf777d","id":"01a2263c-261d-71e9-913c-95b1e47f7e5b","name":"Monini","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 07:35:45.892','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71ed-b8c2-3daab0eef894','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71eb-8039-5c01ec9d53f1','habits','01a2263c-261d-71ec-9859-d3f3c7612f8c','insert','{"archived":0,"area_id":"01a2263b-3bad-71cf-b142-81529728164f","color":null,"created_at":"2026-11-29 07:35:45.894","emoji":"📚","id":"01a2263c-261d-71ec-9859-d3f3c7612f8c","name":"Habit 0-0","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 07:35:45.894"}',NULL,'2026-11-29 07:35:45.894','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71f0-905b-465efa3f39e6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71ee-a6d0-66fb6fe7a9ed','habit_check_ins','01a2263c-261d-71ef-b1da-92f7b603ff8b','insert','{"amount":1,"created_at":"2026-11-29 07:35:45.895","day":"2026-11-28","habit_id":"01a2263c-261d-71ec-9859-d3f3c7612f8c","id":"01a2263c-261d-71ef-b1da-92f7b603ff8b","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.895','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71f3-a7d6-a73e26a7a622','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71f1-b8be-f483286104f3','habit_check_ins','01a2263c-261d-71f2-9737-3e9246cbfc85','insert','{"amount":1,"created_at":"2026-11-29 07:35:45.896","day":"2026-11-29","habit_id":"01a2263c-261d-71ec-9859-d3f3c7612f8c","id":"01a2263c-261d-71f2-9737-3e9246cbfc85","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.896','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71f6-908f-2d8d094a4d79','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71f4-af98-41bc1d34d832','habit_rest_days','01a2263c-261d-71f5-a348-682f141d8e12','insert','{"created_at":"2026-11-29 07:35:45.896","day":"2026-12-01","habit_id":"01a2263c-261d-71ec-9859-d3f3c7612f8c","id":"01a2263c-261d-71f5-a348-682f141d8e12","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.896','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71f9-bd95-0cb6d5a041d1','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71f7-ba0a-2dfb37fb66e7','habits','01a2263c-261d-71f8-96e3-9535f10906f0','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 07:35:45.897","emoji":"","id":"01a2263c-261d-71f8-96e3-9535f10906f0","name":"Water 0-0","order_key":"a2","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 07:35:45.897"}',NULL,'2026-11-29 07:35:45.897','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71fc-942a-f8bcbd575e81','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71fa-b6ae-c9d77c0f34f1','habit_check_ins','01a2263c-261d-71fb-b6cd-1c6307ac3453','insert','{"amount":4,"created_at":"2026-11-29 07:35:45.898","day":"2026-11-29","habit_id":"01a2263c-261d-71f8-96e3-9535f10906f0","id":"01a2263c-261d-71fb-b6cd-1c6307ac3453","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.898','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-71ff-8d3e-4208295c1461','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71fd-9488-806dd61f60cb','lift_sessions','01a2263c-261d-71fe-afd9-27fc8240bbe8','insert','{"created_at":"2026-11-29 07:35:45.908","day":"2026-11-29","id":"01a2263c-261d-71fe-afd9-27fc8240bbe8","name":"Workout","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","updated_at":"2026-11-29 07:35:45.908"}',NULL,'2026-11-29 07:35:45.908','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7201-b089-eeb6b041e96d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71fd-9488-806dd61f60cb','lift_sets','01a2263c-261d-7200-ae27-60faff433bf2','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 07:35:45.908","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a2263c-261d-7200-ae27-60faff433bf2","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","position":0,"rate_hz":20,"recorded_at":"2026-11-29 07:35:45.908","reps":3,"session_id":"01a2263c-261d-71fe-afd9-27fc8240bbe8","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 07:35:45.908','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7202-9841-b39c55519b66','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71fd-9488-806dd61f60cb','lift_streams','01a2263c-261d-7200-ae27-60faff433bf2','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a2263c-261d-7200-ae27-60faff433bf2","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.908','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7205-bf90-9274694fd305','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7203-9a67-2ade058ecc98','lift_templates','01a2263c-261d-7204-8982-874d3e048c7a','insert','{"created_at":"2026-11-29 07:35:45.912","goal_reps":8,"id":"01a2263c-261d-7204-8982-874d3e048c7a","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","sets":3}',NULL,'2026-11-29 07:35:45.912','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7208-aa1b-05619f6047c2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7206-a994-57467657c60e','lift_defaults','01a2263c-261d-7207-929c-f584e8eea124','insert','{"id":"01a2263c-261d-7207-929c-f584e8eea124","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 07:35:45.912","velocity_loss_target":25}',NULL,'2026-11-29 07:35:45.912','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-720b-a481-0354401f3c38','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-720a-a59a-375bd6c3cd61','day_photos','01a2263c-261d-7209-9491-0cac6f7c645e','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 07:35:45.914","day":"2026-11-29","id":"01a2263c-261d-7209-9491-0cac6f7c645e","kind":"png","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.914','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-720e-ad40-14996122b083','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-720c-a962-d140e246c9a4','journal_entries','01a2263c-261d-720d-bf53-baa490659949','insert','{"created_at":"2026-11-29 07:35:45.915","day":"2026-11-29","id":"01a2263c-261d-720d-bf53-baa490659949","location":"Berlin","mood":"happy","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:35:45.915","written_at":"2026-11-29 07:35:45.916"}',NULL,'2026-11-29 07:35:45.915','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7211-828d-41cca562a9ed','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-720f-a887-5d543d71934b','journal_entries','01a2263c-261d-7210-a85f-6ad983eb9732','insert','{"created_at":"2026-11-29 07:35:45.917","day":"2025-11-28","id":"01a2263c-261d-7210-a85f-6ad983eb9732","location":null,"mood":null,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:35:45.917","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 07:35:45.917','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7214-b9e7-98170d47d121','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7213-adf5-381dfd7b9a8a','day_photos','01a2263c-261d-7212-8f6f-a446e641419a','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 07:35:45.918","day":"2026-11-29","id":"01a2263c-261d-7212-8f6f-a446e641419a","kind":"png","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897"}',NULL,'2026-11-29 07:35:45.919','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7216-b7c7-87a24ff03d2c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7213-adf5-381dfd7b9a8a','journal_photos','01a2263c-261d-7215-a253-37edd563e0cd','insert','{"entry_id":"01a2263c-261d-720d-bf53-baa490659949","id":"01a2263c-261d-7215-a253-37edd563e0cd","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","photo_id":"01a2263c-261d-7212-8f6f-a446e641419a","source_id":null}',NULL,'2026-11-29 07:35:45.919','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7219-808c-3c227cd176c5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7217-a4e7-62805ff037cb','runbooks','01a2263c-261d-7218-aab4-b097ee4609ef','insert','{"created_at":"2026-11-29 07:35:45.920","id":"01a2263c-261d-7218-aab4-b097ee4609ef","name":"When I''m anxious","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","updated_at":"2026-11-29 07:35:45.920","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 07:35:45.920','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-721b-ac8a-20c21cc4a1b5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7217-a4e7-62805ff037cb','runbook_steps','01a2263c-261d-721a-9172-672b747c3844','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:35:45.920","id":"01a2263c-261d-721a-9172-672b747c3844","kind":"text","order_key":"a1","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","runbook_id":"01a2263c-261d-7218-aab4-b097ee4609ef","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 07:35:45.920"}',NULL,'2026-11-29 07:35:45.920','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-721d-9332-8adf479f9cc8','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7217-a4e7-62805ff037cb','runbook_steps','01a2263c-261d-721c-8157-2f61a4140f2f','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 07:35:45.920","id":"01a2263c-261d-721c-8157-2f61a4140f2f","kind":"breathing","order_key":"a2","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","runbook_id":"01a2263c-261d-7218-aab4-b097ee4609ef","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 07:35:45.920"}',NULL,'2026-11-29 07:35:45.920','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-721f-831f-bcd9170724cf','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7217-a4e7-62805ff037cb','runbook_steps','01a2263c-261d-721e-95f2-c63ae4c35501','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:35:45.920","id":"01a2263c-261d-721e-95f2-c63ae4c35501","kind":"grounding","order_key":"a3","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","runbook_id":"01a2263c-261d-7218-aab4-b097ee4609ef","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 07:35:45.920"}',NULL,'2026-11-29 07:35:45.920','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7221-806a-29a42e0c855c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7217-a4e7-62805ff037cb','runbook_steps','01a2263c-261d-7220-9838-34d2047b5dec','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:35:45.920","id":"01a2263c-261d-7220-9838-34d2047b5dec","kind":"text","order_key":"a4","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","runbook_id":"01a2263c-261d-7218-aab4-b097ee4609ef","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 07:35:45.920"}',NULL,'2026-11-29 07:35:45.920','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7223-99ed-1e522f3e3552','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7217-a4e7-62805ff037cb','runbook_steps','01a2263c-261d-7222-8060-2d2386468b84','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 07:35:45.920","id":"01a2263c-261d-7222-8060-2d2386468b84","kind":"contact","order_key":"a5","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","runbook_id":"01a2263c-261d-7218-aab4-b097ee4609ef","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 07:35:45.920"}',NULL,'2026-11-29 07:35:45.920','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7226-8d89-595c713a2b95','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7224-944a-78f7dbe03f3a','runbook_contacts','01a2263c-261d-7225-8679-0f087f31c772','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 07:35:45.922","id":"01a2263c-261d-7225-8679-0f087f31c772","name":"Contact 0-0","note":"friend","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","phone":"030 0","updated_at":"2026-11-29 07:35:45.922"}',NULL,'2026-11-29 07:35:45.922','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7229-98f3-51a44328c349','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7227-8c80-2663703b604a','runbook_steps','01a2263c-261d-7228-b743-8017810a5a8d','insert','{"breathing":null,"contact_id":"01a2263c-261d-7225-8679-0f087f31c772","created_at":"2026-11-29 07:35:45.923","id":"01a2263c-261d-7228-b743-8017810a5a8d","kind":"contact","order_key":"a6","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","runbook_id":"01a2263c-261d-7218-aab4-b097ee4609ef","text":"Call 0-0","updated_at":"2026-11-29 07:35:45.923"}',NULL,'2026-11-29 07:35:45.923','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-722c-80cf-fb39c165f38a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-722a-8114-29083d402db0','runbook_uses','01a2263c-261d-722b-9970-e62a0c3ef437','insert','{"created_at":"2026-11-29 07:35:45.924","feeling_after":"meh","feeling_before":"sad","id":"01a2263c-261d-722b-9970-e62a0c3ef437","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","runbook_id":"01a2263c-261d-7218-aab4-b097ee4609ef","steps_done":"[\"01a2263c-261d-7228-b743-8017810a5a8d\"]","used_at":"2026-11-29 07:35:45.924"}',NULL,'2026-11-29 07:35:45.924','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-722f-a8de-6836a1bc53a3','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-722d-bbd9-d420b538174a','pacts','01a2263c-261d-722e-a13c-338805421104','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:35:45.925","delay_hours":24,"id":"01a2263c-261d-722e-a13c-338805421104","kind":"price","link_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","link_kind":"goal","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:35:45.925"}',NULL,'2026-11-29 07:35:45.925','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7232-84f9-fb255e1b1aa8','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7230-a0f5-f75db48600e1','pact_marks','01a2263c-261d-7231-a91b-3bf29b8c0138','insert','{"created_at":"2026-11-29 07:35:45.926","day":"2026-11-29","id":"01a2263c-261d-7231-a91b-3bf29b8c0138","kept":1,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","pact_id":"01a2263c-261d-722e-a13c-338805421104","reason":"Reason 0-0"}',NULL,'2026-11-29 07:35:45.926','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7234-afc9-9f2f26bc5b77','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7233-acc3-f93c824918ac','pacts','01a2263c-261d-722e-a13c-338805421104','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:35:45.925","delay_hours":24,"id":"01a2263c-261d-722e-a13c-338805421104","kind":"price","link_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","link_kind":"goal","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","pending_amount":"1","pending_at":"2026-11-30 07:35:45.927","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a2263c-261d-71ec-9859-d3f3c7612f8c","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:35:45.927"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 07:35:45.925","delay_hours":24,"id":"01a2263c-261d-722e-a13c-338805421104","kind":"price","link_id":"01a2263b-3bae-71be-aec2-25c0b7b9752d","link_kind":"goal","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 07:35:45.925"}','2026-11-29 07:35:45.927','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7237-82b7-942478bcae89','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7235-91c1-4d95b8d873b8','pacts','01a2263c-261d-7236-8736-0153eb2c7e69','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 07:35:45.928","delay_hours":168,"id":"01a2263c-261d-7236-8736-0153eb2c7e69","kind":"effort","link_id":"01a2263c-261d-7182-bdc2-9d178387a5f6","link_kind":"block","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 07:35:45.928"}',NULL,'2026-11-29 07:35:45.928','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-723a-af30-f29a12f54585','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7238-838f-e4ad3b4b592c','practice_sessions','01a2263c-261d-7239-837f-3b782c9f71f4','insert','{"created_at":"2026-11-29 07:35:45.929","feeling":"happy","id":"01a2263c-261d-7239-837f-3b782c9f71f4","minutes":10,"note":"Sat 0-0","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","started_at":"2026-11-29 07:25:45.929"}',NULL,'2026-11-29 07:35:45.929','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-723e-9bec-b61d6cae7698','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-723c-98f2-0644f2fed3c0','runbook_settings','01a2263c-261d-723d-9882-9b2a2f9409f5','insert','{"emergency_number":"112","id":"01a2263c-261d-723d-9882-9b2a2f9409f5","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","updated_at":"2026-11-29 07:35:45.930"}',NULL,'2026-11-29 07:35:45.930','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7241-a627-7dcc3be4fc8a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-723f-a3b1-3972ef1b7d38','journal_entries','01a2263c-261d-7240-9c24-9c2dc25ad655','insert','{"created_at":"2026-11-29 07:35:45.931","day":"2026-11-29","id":"01a2263c-261d-7240-9c24-9c2dc25ad655","location":null,"mood":null,"owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 07:35:45.931","written_at":"2026-11-29 07:35:45.931"}',NULL,'2026-11-29 07:35:45.931','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7245-a4f5-208a916b0262','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7243-8215-f037ccbdc525','health_sources','01a2263c-261d-7244-bf8a-25de9b541cb6','insert','{"id":"01a2263c-261d-7244-bf8a-25de9b541cb6","name":"Shape Watch 0","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","position":null}',NULL,'2026-11-29 07:35:45.934','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7247-bf4e-81b3e9c23e6e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7243-8215-f037ccbdc525','health_sources','01a2263c-261d-7246-b564-0639f132fa3d','insert','{"id":"01a2263c-261d-7246-b564-0639f132fa3d","name":"Shape iPhone","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","position":null}',NULL,'2026-11-29 07:35:45.934','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-724a-9ee3-90d36380354c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7243-8215-f037ccbdc525','food_events','01a2263c-261d-7249-80ee-ea3f5dd2d199','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a2263c-261d-7249-80ee-ea3f5dd2d199","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","recorded_at":"2026-11-29 07:35:45.934","refers_to":null}',NULL,'2026-11-29 07:35:45.934','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-724c-b9b7-fbbb371b603b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7243-8215-f037ccbdc525','food_events','01a2263c-261d-724b-b10e-e1979a6ef14b','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a2263c-261d-724b-b10e-e1979a6ef14b","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","recorded_at":"2026-11-29 07:35:45.934","refers_to":null}',NULL,'2026-11-29 07:35:45.934','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-724d-bd6e-333903c8852f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7243-8215-f037ccbdc525','health_days','01a2263c-261d-7248-9bd9-d8d00be02016','insert','{"active_event_id":"01a2263c-261d-7249-80ee-ea3f5dd2d199","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a2263c-261d-7248-9bd9-d8d00be02016","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 07:35:45.934","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a2263c-261d-724b-b10e-e1979a6ef14b","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 07:35:45.934','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-724f-a11e-d692dfb4daec','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7243-8215-f037ccbdc525','health_imports','01a2263c-261d-724e-8b79-71d49c30672c','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a2263c-261d-724e-8b79-71d49c30672c","imported_at":"2026-11-29 07:35:45.934","last_day":"2026-11-27","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","records":3}',NULL,'2026-11-29 07:35:45.934','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2263c-261d-7252-8278-794b4f62672c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7250-9665-76d796a5476b','calendars','01a2263c-261d-7251-8633-75c5d9c724af','insert','{"color":"#5b6ee1","created_at":"2026-11-29 07:35:45.940","etag":null,"fetched_at":"2026-11-29 07:35:45.940","file_name":"work-0.ics","id":"01a2263c-261d-7251-8633-75c5d9c724af","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a2263b-3b8d-7158-b814-7ffc9f5ac897","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 07:35:45.940','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a2263c-261d-71a2-bb90-cc397729887a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','List 0-0',NULL,NULL,0,'a1','2026-11-29 07:35:45.865',NULL);
INSERT INTO "task_lists" VALUES('01a2263c-261d-71bf-a9ad-6508e9b01646','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 07:35:45.877','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a2263c-261d-71a5-82e8-3f9a6e9f248e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Task 0-0','','01a2263c-261d-71a2-bb90-cc397729887a','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a2263b-3bae-71be-aec2-25c0b7b9752d','01a2263b-3bad-71cf-b142-81529728164f','a1','a1','2026-11-29 07:35:45.866','2026-11-29 07:35:45.866',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a2263c-261d-71b6-98fe-acf9a25e0454','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 07:35:45.873','2026-11-29 07:35:45.873',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a2263c-261d-71bc-a3e5-82951e1c6c37','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Headed 0-0','','01a2263c-261d-71a2-bb90-cc397729887a',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 07:35:45.875','2026-11-29 07:35:45.875',NULL,'01a2263c-261d-71b9-8336-62c888e70ff7',NULL);
INSERT INTO "tasks" VALUES('01a2263c-261d-71c1-a634-825e35222aa2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Imported 0-0','','01a2263c-261d-71bf-a9ad-6508e9b01646',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 07:35:45.878','2026-11-29 07:35:45.878','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a2263c-261d-71a7-aaa3-813b0bc28442','01a2263b-3b8d-7158-b814-7ffc9f5ac897','errand');
INSERT INTO "task_tag_links" VALUES('01a2263c-261d-71a9-982f-c82b3b969763','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a5-82e8-3f9a6e9f248e','01a2263c-261d-71a7-aaa3-813b0bc28442');
INSERT INTO "task_tag_links" VALUES('01a2263c-261d-71c2-9b3f-806ef4ba3301','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71c1-a634-825e35222aa2','01a2263c-261d-71a7-aaa3-813b0bc28442');
INSERT INTO "task_checklist_items" VALUES('01a2263c-261d-71ab-8ae3-f49472dbdbae','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a5-82e8-3f9a6e9f248e','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a2263c-261d-71a5-82e8-3f9a6e9f248e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a2263c-261d-71b6-98fe-acf9a25e0454','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a2263c-261d-71bc-a3e5-82951e1c6c37','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a2263c-261d-71c1-a634-825e35222aa2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a2263c-261d-71e5-ba3c-b3bcdecf777d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Comparison 0-0','metric','100 ml','2026-11-29 07:35:45.892','2026-11-29 07:35:45.892');
INSERT INTO "price_products" VALUES('01a2263c-261d-71e7-9857-0624f46fda93','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71e5-ba3c-b3bcdecf777d',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a2263c-261d-71e9-913c-95b1e47f7e5b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71e5-ba3c-b3bcdecf777d',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a2263c-261d-71c6-b5fa-d16bdcec3f28','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 07:35:45.879');
INSERT INTO "timeline_events" VALUES('01a2263c-261d-71c9-9c58-74b71b069439','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71c6-b5fa-d16bdcec3f28','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 07:35:45.880','2026-11-29 07:35:45.880');
INSERT INTO "timeline_events" VALUES('01a2263c-261d-71cc-83c6-03d3fae08c8b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71c6-b5fa-d16bdcec3f28','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 07:35:45.882','2026-11-29 07:35:45.882');
INSERT INTO "timeline_queries" VALUES('01a2263c-261d-71cf-bd25-ea0d71553d3a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 07:35:45.882');
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
INSERT INTO "custom_foods" VALUES('01a2263c-261d-71dc-b8f6-5b7e7108e9dc','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 07:35:45.888','2026-11-29 07:35:45.888');
INSERT INTO "recipes" VALUES('01a2263c-261d-71d5-9229-c71f0c4a6fae','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 07:35:45.886','2026-11-29 07:35:45.886');
INSERT INTO "recipe_ingredients" VALUES('01a2263c-261d-71d7-9cc0-fe6ba6d75b98','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71d5-9229-c71f0c4a6fae','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a2263c-261d-71d9-a6b0-6f17d531d7fb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71d5-9229-c71f0c4a6fae','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a2263c-261d-71d2-bb23-b121047d8f76','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:35:45.883','2026-11-29 07:35:45.883','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a2263c-261d-71df-b99a-3aad7c41f406','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:35:45.889','2026-11-29 07:35:45.889','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a2263c-261d-71e2-b5a7-8ed0be80fa5a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:35:45.891','2026-11-29 07:35:45.890','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a2263c-261d-7249-80ee-ea3f5dd2d199','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-27 11:00:00.000','2026-11-29 07:35:45.934','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a2263c-261d-724b-b10e-e1979a6ef14b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-27 11:00:00.000','2026-11-29 07:35:45.934','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a2263b-3bac-70aa-8ce2-a8aed311cd20','01a2263b-3b8d-7158-b814-7ffc9f5ac897','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a2263c-261d-71ae-97bc-ba90f0c35fef','01a2263b-3b8d-7158-b814-7ffc9f5ac897','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a2263b-3bad-71cf-b142-81529728164f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 07:35:45.837');
INSERT INTO "weeks" VALUES('01a2263b-3b9b-7154-8877-0f5f3afc807c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 07:35:45.819');
INSERT INTO "weeks" VALUES('01a2263c-261d-719d-a358-5a76b965d769','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a2263b-3bae-71be-aec2-25c0b7b9752d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3b9b-7154-8877-0f5f3afc807c','01a2263b-3bad-71cf-b142-81529728164f','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 07:35:45.838');
INSERT INTO "weekly_goals" VALUES('01a2263c-261d-719f-8548-f2d61fa4e8c2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-719d-a358-5a76b965d769','01a2263b-3bad-71cf-b142-81529728164f','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 07:35:45.864');
INSERT INTO "retrospectives" VALUES('01a2263b-3baa-7018-9b75-31c31e9b5649','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3b9b-7154-8877-0f5f3afc807c','Focus','Sleep','2026-11-29 07:35:45.834');
INSERT INTO "action_items" VALUES('01a2263c-261d-717f-aa4a-ea80be5a17a5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3b9b-7154-8877-0f5f3afc807c','Action 0-0',0,'2026-11-29 07:35:45.854');
INSERT INTO "intentions" VALUES('01a2263b-3baf-7036-8c9c-de35e8825455','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Intention 0-0',25,'01a2263b-3bae-71be-aec2-25c0b7b9752d','01a2263b-3bad-71cf-b142-81529728164f','2026-11-29 07:35:45.839','2026-11-29 08:00:45.839','endedEarly','2026-11-29 07:35:45.847',NULL,'[]','happy','2026-11-29 07:36:45.853',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a2263c-261d-7185-892d-ceae62201801','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Block 0-0',45,'01a2263b-3bae-71be-aec2-25c0b7b9752d','01a2263b-3bad-71cf-b142-81529728164f','2026-11-29 07:35:45.856','2026-11-29 08:20:45.856','endedEarly','2026-11-29 07:35:45.857',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a2263c-261d-7182-bdc2-9d178387a5f6',NULL);
INSERT INTO "intentions" VALUES('01a2263c-261d-71b1-bfd7-6d344bdbe85d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Task 0-0',15,'01a2263b-3bae-71be-aec2-25c0b7b9752d','01a2263b-3bad-71cf-b142-81529728164f','2026-11-29 07:35:45.871','2026-11-29 07:50:45.871','endedEarly','2026-11-29 07:35:45.872',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a2263c-261d-71a5-82e8-3f9a6e9f248e');
INSERT INTO "distractions" VALUES('01a2263b-3bb6-71bd-a771-db2e71d48b4c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263b-3baf-7036-8c9c-de35e8825455','internal',NULL,'2026-11-29 07:35:45.846',1);
INSERT INTO "standups" VALUES('01a2263b-3ba9-70ad-957c-5bf9edf81276','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 07:35:45.833');
INSERT INTO "day_photos" VALUES('01a2263c-261d-7209-9491-0cac6f7c645e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29','png',64,'Photo 0-0','2026-11-29 07:35:45.914');
INSERT INTO "day_photos" VALUES('01a2263c-261d-7212-8f6f-a446e641419a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29','png',64,'Journal 0-0','2026-11-29 07:35:45.918');
INSERT INTO "security_events" VALUES('01a2263b-3b8d-7159-906a-5c06795c8ce5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:35:45.805','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a2263c-261d-71fe-afd9-27fc8240bbe8','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Workout','2026-11-29','2026-11-29 07:35:45.908','2026-11-29 07:35:45.908');
INSERT INTO "lift_sets" VALUES('01a2263c-261d-7200-ae27-60faff433bf2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71fe-afd9-27fc8240bbe8',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 07:35:45.908','2026-11-29 07:35:45.908');
INSERT INTO "lift_streams" VALUES('01a2263c-261d-7200-ae27-60faff433bf2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a2263c-261d-7204-8982-874d3e048c7a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 07:35:45.912');
INSERT INTO "journal_entries" VALUES('01a2263c-261d-720d-bf53-baa490659949','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:35:45.916','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 07:35:45.915','2026-11-29 07:35:45.915');
INSERT INTO "journal_entries" VALUES('01a2263c-261d-7210-a85f-6ad983eb9732','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 07:35:45.917','2026-11-29 07:35:45.917');
INSERT INTO "journal_entries" VALUES('01a2263c-261d-7240-9c24-9c2dc25ad655','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:35:45.931','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 07:35:45.931','2026-11-29 07:35:45.931');
INSERT INTO "journal_photos" VALUES('01a2263c-261d-7215-a253-37edd563e0cd','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-720d-bf53-baa490659949','01a2263c-261d-7212-8f6f-a446e641419a',NULL);
INSERT INTO "journal_drafts" VALUES('01a2263c-261d-7242-b719-39f416302f92','01a2263b-3b8d-7158-b814-7ffc9f5ac897',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T07:35:45.932Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 07:35:45.932');
INSERT INTO "journal_search" VALUES('01a2263c-261d-720d-bf53-baa490659949','01a2263b-3b8d-7158-b814-7ffc9f5ac897','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a2263c-261d-7210-a85f-6ad983eb9732','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a2263c-261d-7240-9c24-9c2dc25ad655','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a2263c-261d-71ec-9859-d3f3c7612f8c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Habit 0-0','📚',NULL,'01a2263b-3bad-71cf-b142-81529728164f','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 07:35:45.894','2026-11-29 07:35:45.894');
INSERT INTO "habits" VALUES('01a2263c-261d-71f8-96e3-9535f10906f0','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 07:35:45.897','2026-11-29 07:35:45.897');
INSERT INTO "habit_check_ins" VALUES('01a2263c-261d-71ef-b1da-92f7b603ff8b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71ec-9859-d3f3c7612f8c','2026-11-28',1.0,'2026-11-29 07:35:45.895');
INSERT INTO "habit_check_ins" VALUES('01a2263c-261d-71f2-9737-3e9246cbfc85','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71ec-9859-d3f3c7612f8c','2026-11-29',1.0,'2026-11-29 07:35:45.896');
INSERT INTO "habit_check_ins" VALUES('01a2263c-261d-71fb-b6cd-1c6307ac3453','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71f8-96e3-9535f10906f0','2026-11-29',4.0,'2026-11-29 07:35:45.898');
INSERT INTO "habit_rest_days" VALUES('01a2263c-261d-71f5-a348-682f141d8e12','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71ec-9859-d3f3c7612f8c','2026-12-01','2026-11-29 07:35:45.896');
INSERT INTO "health_days" VALUES('01a2263c-261d-7248-9bd9-d8d00be02016','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a2263c-261d-7249-80ee-ea3f5dd2d199',NULL,'01a2263c-261d-724b-b10e-e1979a6ef14b','2026-11-29 07:35:45.934');
INSERT INTO "health_sources" VALUES('01a2263c-261d-7244-bf8a-25de9b541cb6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a2263c-261d-7246-b564-0639f132fa3d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a2263c-261d-724e-8b79-71d49c30672c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 07:35:45.934');
INSERT INTO "lift_defaults" VALUES('01a2263c-261d-7207-929c-f584e8eea124','01a2263b-3b8d-7158-b814-7ffc9f5ac897','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 07:35:45.912');
INSERT INTO "plan_blocks" VALUES('01a2263c-261d-7182-bdc2-9d178387a5f6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29',375,45,'Block 0-0','01a2263b-3bae-71be-aec2-25c0b7b9752d','01a2263b-3bad-71cf-b142-81529728164f',NULL,NULL,NULL,NULL,'2026-11-29 07:35:45.855','2026-11-29 07:35:45.855');
INSERT INTO "plan_blocks" VALUES('01a2263c-261d-718a-be60-02c54a26a7c0','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29',375,45,'Area block 0-0',NULL,'01a2263b-3bad-71cf-b142-81529728164f',NULL,NULL,NULL,NULL,'2026-11-29 07:35:45.858','2026-11-29 07:35:45.859');
INSERT INTO "plan_blocks" VALUES('01a2263c-261d-7191-bfbf-9c0416c012a0','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-28',375,15,'Missed block 0-0',NULL,'01a2263b-3bad-71cf-b142-81529728164f',NULL,'backToList','internal','2026-11-29 07:35:45.861','2026-11-29 07:35:45.860','2026-11-29 07:35:45.860');
INSERT INTO "plan_block_versions" VALUES('01a2263c-261d-718d-add4-7a657c7f617c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-718a-be60-02c54a26a7c0','2026-11-29',375,30,'Area block 0-0','01a2263b-3bad-71cf-b142-81529728164f','moved','Longer than planned','2026-11-29 07:35:45.859');
INSERT INTO "calendars" VALUES('01a2263c-261d-7251-8633-75c5d9c724af','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 07:35:45.940',NULL,'2026-11-29 07:35:45.940');
INSERT INTO "calendar_expansions" VALUES('01a2263c-261d-7251-8633-75c5d9c724af','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:35:45.940','2026-10-04 07:35:45.939','2027-05-30 07:35:45.939','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7253-a85e-bbc0a9d1f7a6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7254-898b-538130b35d09','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7255-a34a-170f5622b52b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7256-882d-02df22e16c51','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7257-bd07-8cb7efd7d9a3','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7258-8122-515c8409fccb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7259-90f4-729d794a6433','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-725a-9516-0463e976a711','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-725b-b3c0-695e379c2689','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-725c-bb24-e48ff39b5e41','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-725d-87ee-34c4a19053d4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-725e-9823-c834af0fa042','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-725f-8526-260f7e114a03','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7260-ab5c-c2e27437e3b4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7261-8e9b-15944924f579','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7262-b2d6-83bb639c281f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7263-a5f3-b5a7fe9a6c5c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7264-b84d-d52915834590','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7265-b69c-3f2649eafd59','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7266-992a-80f1818e4467','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7267-b7a8-6a16e56bab5a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7268-b06d-2afa5bca2957','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7269-9e09-342ea8b84ff4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-726a-99e1-180511a4317c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-726b-9813-e2f2d84eaf3d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-726c-a225-c55993d39cdf','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-726d-995d-9b782affe50e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-726e-a5da-62270b3a6007','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-726f-86dc-7f5409edaa24','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7270-b5ce-812ca6626d64','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7271-9f9e-82ff7b066740','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7272-ae83-3e874eb518be','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7273-b12c-a2cfb1ad790b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7274-ad59-4c83adda4fd6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7275-a199-5ea718729007','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7276-8666-1e9d104ab3cc','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7277-859d-d8f33e0ab4d9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7278-9e8c-a035743c961e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7279-9594-a0895d892fbe','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-727a-8720-1856bc65976b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-727b-a2aa-f9679d8c3e0b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-727c-b390-d5a83241a85a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-727d-a0a5-03a7b16f7303','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-727e-b0c6-6ba09bd52cd7','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-727f-be17-5b12fffdc4e3','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7280-9537-f51e0a8cdf34','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7281-81a8-dcc3b71d6a97','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7282-91e8-cd3b405de050','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7283-8777-58f9d5d59910','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7284-a505-6d2be5fe8b15','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7285-b5d9-291cd587e403','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7286-ab49-78d7bd877b4e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7287-89b4-9c6c203ddab7','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7288-9d9f-c9ed8cd7f972','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7289-b5b9-dc7ade12094c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-728a-b9b3-7f341c7fd651','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-728b-ac4f-eab76fe4cfdd','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-728c-804f-3ae684ccbe04','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-728d-9625-b1255acb6296','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-728e-af3f-df15d161126b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-728f-9500-c8573f89b76e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7290-a991-dfd9157a67fb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7291-bfc9-3440732a1b90','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7292-8de9-3724ece8c957','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7293-be53-f78d44a22a17','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7294-9766-b3025f44ddba','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7295-97bf-da0bea569885','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7296-af34-bb9d56fe4ff9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7297-9ef1-af2cb4794ab4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7298-b661-b766d28aa9ef','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7299-a7cf-58a54ccf2b47','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-729a-8798-3e117213ce5c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-729b-bac6-6ca9487fa4ab','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-729c-aa1d-0ecdb0d4d8be','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-729d-85d5-8b161d62b1c4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-729e-9b33-a0337dd5642a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-729f-8ada-ba24a57908d6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a0-b86e-1f0cef5a58bb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a1-9c7d-6cdb97f69273','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a2-95fd-2011e3bdcf33','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a3-a70b-7e1cdbe98444','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a4-a70f-d1c932e387ed','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a5-aa71-1a231330bbed','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a6-b382-6483b54911eb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a7-984b-647c2d2df404','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a8-8dc3-a31e470987a9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72a9-807c-29f13233368d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72aa-aecd-26dc80cb1c5d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ab-97d3-cc73cc2806be','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ac-b306-49961a8a7371','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ad-b884-fb5e10b99f23','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ae-8d8a-6a87b84c930f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72af-bb1e-382d520326b0','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b0-8323-ea2705e94969','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b1-b607-319af1b04446','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b2-8098-dd007d421a11','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b3-bbf0-a9f3c419b2ff','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b4-8ea8-66b0f87d4db1','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b5-a77c-69878ad2290f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b6-8716-6b4061a7b25d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b7-8583-2d5c7bc327ac','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b8-bb07-753c6074ee90','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72b9-a8f6-ec249bd6a4e9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ba-9358-d51c6a6f9fc8','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72bb-842c-e2a8f3b475a4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72bc-8d85-2fd7d84092ba','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72bd-9f58-b5159546404f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72be-b0dd-a018bd59fb5b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72bf-b1ff-c41d981fc255','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c0-aeac-f832e2e0e6e9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c1-9e02-3552d048cddc','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c2-8c5b-9d2067cf032f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c3-b961-bff5cd99c1a2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c4-ab28-53816ca46f1e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c5-8388-13d789239e8c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c6-8488-7bfd992b1f1a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c7-a158-a9bbd6906f04','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c8-90a0-a110dbb37223','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72c9-8a1a-cca9f095cb18','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ca-b30f-c25ff8d52a8f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72cb-8d0f-2e108dca8c18','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72cc-9683-581dbf2c2758','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72cd-8e7b-27c9507fa45e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ce-bb25-4048b09b035d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72cf-aa93-26eb3f10d489','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d0-a77a-9897138173e5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d1-84e1-1bb7522aeabb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d2-b20c-c7f7e9af52c9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d3-889d-ee4f1c75f148','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d4-a6c4-0ff377d79caa','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d5-aec5-363d4e9ff29a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d6-877b-28d7da6715f8','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d7-8ca0-6e78e0662c7b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d8-8fe2-1e4f430b78b7','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72d9-bd01-39155176f1a6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72da-9160-e6f33b6a2163','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72db-94eb-d81a44edace9','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72dc-bb87-f546fc585326','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72dd-b6b5-e17772bfddc4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72de-b4e1-254b1f131122','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72df-941d-bd9a02287cb3','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e0-bd90-c920826caa45','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e1-8fe0-99623e060b3c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e2-906d-685e8d4105a0','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e3-adf5-88da84866785','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e4-b49d-1cd7490d2fc5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e5-9282-b3dcdc438099','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e6-ae72-a2313cba52fa','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e7-9ed9-8f969dee7be5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e8-a75c-e8c617eadf04','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72e9-9dc3-97769fd78c6e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ea-95df-fdd60eb86001','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72eb-87c9-957fa1191d1d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ec-bb4e-da3f1d32f85e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ed-891d-b0ea53c08841','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ee-a94b-8c6d123b2e5a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ef-8980-bb83466a5fcb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f0-a8ef-9434bc7f9c30','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f1-ad7d-71e69091e65a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f2-8726-97efef3d607c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f3-a292-6448d1d4eee1','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f4-b5d2-19e652bf760d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f5-91c3-7676982f03fd','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f6-931a-0e87e84744d2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f7-b67c-a7a3fa73c7cf','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f8-b3b6-cedfa79c0f16','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72f9-b8ca-c975eea08870','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72fa-a457-13a6e95bf1c6','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72fb-a2cb-2f8b2494b49b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72fc-bc16-4d5a590ed962','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72fd-a600-5c6f2b6d5d3d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72fe-9f9d-bdbaec9c7819','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-72ff-977d-e0b2e2646845','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7300-a858-220691ea1a28','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7301-b5b0-4d5d2f44d869','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7302-8d28-8dbc40468b2d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7303-ab61-41aa219ee9b1','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7304-8de9-c633463e6c2c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7305-87c5-a75d604f7704','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7306-a03a-fd73b2250aeb','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7307-92b5-256f7d833747','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7308-9a28-bbf62326a27b','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7309-8066-5f0111c80451','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-730a-8b74-bb5b0cfe4ffd','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-730b-b940-4a8bfbe24c94','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-730c-988d-3996de668f67','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-730d-bf6c-82acf5ec143f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-730e-8108-6351634f5ac1','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-730f-b1c5-95976f583c7c','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7310-88e2-c272f7a772ef','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7311-ac14-3531c62310e2','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7312-9a62-9cce25324b0a','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7313-92f0-bd2161be232e','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a2263c-261d-7314-a909-d8222ae016fa','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7251-8633-75c5d9c724af','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a2263c-261d-7218-aab4-b097ee4609ef','01a2263b-3b8d-7158-b814-7ffc9f5ac897','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 07:35:45.920','2026-11-29 07:35:45.920');
INSERT INTO "runbook_contacts" VALUES('01a2263c-261d-7225-8679-0f087f31c772','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 07:35:45.922','2026-11-29 07:35:45.922');
INSERT INTO "runbook_steps" VALUES('01a2263c-261d-721a-9172-672b747c3844','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7218-aab4-b097ee4609ef','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 07:35:45.920','2026-11-29 07:35:45.920');
INSERT INTO "runbook_steps" VALUES('01a2263c-261d-721c-8157-2f61a4140f2f','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7218-aab4-b097ee4609ef','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 07:35:45.920','2026-11-29 07:35:45.920');
INSERT INTO "runbook_steps" VALUES('01a2263c-261d-721e-95f2-c63ae4c35501','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7218-aab4-b097ee4609ef','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 07:35:45.920','2026-11-29 07:35:45.920');
INSERT INTO "runbook_steps" VALUES('01a2263c-261d-7220-9838-34d2047b5dec','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7218-aab4-b097ee4609ef','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 07:35:45.920','2026-11-29 07:35:45.920');
INSERT INTO "runbook_steps" VALUES('01a2263c-261d-7222-8060-2d2386468b84','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7218-aab4-b097ee4609ef','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 07:35:45.920','2026-11-29 07:35:45.920');
INSERT INTO "runbook_steps" VALUES('01a2263c-261d-7228-b743-8017810a5a8d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7218-aab4-b097ee4609ef','contact','Call 0-0',NULL,'01a2263c-261d-7225-8679-0f087f31c772','a6','2026-11-29 07:35:45.923','2026-11-29 07:35:45.923');
INSERT INTO "runbook_uses" VALUES('01a2263c-261d-722b-9970-e62a0c3ef437','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7218-aab4-b097ee4609ef','2026-11-29 07:35:45.924','sad','meh','["01a2263c-261d-7228-b743-8017810a5a8d"]','2026-11-29 07:35:45.924');
INSERT INTO "runbook_settings" VALUES('01a2263c-261d-723d-9882-9b2a2f9409f5','01a2263b-3b8d-7158-b814-7ffc9f5ac897','112','2026-11-29 07:35:45.930');
INSERT INTO "task_headings" VALUES('01a2263c-261d-71b9-8336-62c888e70ff7','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-71a2-bb90-cc397729887a','Heading 0-0',0,'a1','2026-11-29 07:35:45.874',NULL);
INSERT INTO "pacts" VALUES('01a2263c-261d-722e-a13c-338805421104','01a2263b-3b8d-7158-b814-7ffc9f5ac897','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 07:35:45.927','2026-11-29 07:35:45.925','2026-11-29 07:35:45.927','goal','01a2263b-3bae-71be-aec2-25c0b7b9752d','sam@example.org','habit','01a2263c-261d-71ec-9859-d3f3c7612f8c',NULL);
INSERT INTO "pacts" VALUES('01a2263c-261d-7236-8736-0153eb2c7e69','01a2263b-3b8d-7158-b814-7ffc9f5ac897','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 07:35:45.928','2026-11-29 07:35:45.928','block','01a2263c-261d-7182-bdc2-9d178387a5f6',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a2263c-261d-7231-a91b-3bf29b8c0138','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-722e-a13c-338805421104','2026-11-29',1,'Reason 0-0','2026-11-29 07:35:45.926');
INSERT INTO "practice_sessions" VALUES('01a2263c-261d-7239-837f-3b782c9f71f4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29 07:25:45.929',10,'Sat 0-0','2026-11-29 07:35:45.929','happy');
INSERT INTO "plan_feeds" VALUES('01a2263c-261d-723b-a5da-0c381c7db2e4','01a2263b-3b8d-7158-b814-7ffc9f5ac897',NULL,'6c84fcb6d30408a44de9e6d24d129e094e7063358c0eb36af08f76561951e8ec','2026-11-29 07:35:45.930',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a2263c-261d-7196-80bb-24788e68cbc4','01a2263b-3b8d-7158-b814-7ffc9f5ac897','Template 0-0','day','2026-11-29 07:35:45.862','2026-11-29 07:35:45.862');
INSERT INTO "plan_template_blocks" VALUES('01a2263c-261d-7198-afa5-55324a03124d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7196-80bb-24788e68cbc4',0,375,45,'Block 0-0','01a2263b-3bae-71be-aec2-25c0b7b9752d','01a2263b-3bad-71cf-b142-81529728164f');
INSERT INTO "plan_template_blocks" VALUES('01a2263c-261d-719a-adec-2519ac50ba6d','01a2263b-3b8d-7158-b814-7ffc9f5ac897','01a2263c-261d-7196-80bb-24788e68cbc4',0,375,45,'Area block 0-0',NULL,'01a2263b-3bad-71cf-b142-81529728164f');
INSERT INTO "food_days" VALUES('01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-29',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a2263b-3b8d-7158-b814-7ffc9f5ac897','2026-11-27',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a2263b-3b8d-7158-b814-7ffc9f5ac897','Europe/Berlin',0,0);
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

-- An Almanac database at migration level 0036-plan-templates (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a222f1-00d8-7094-b04d-dcfbebfadbdb','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 16:15:49.464','dayMonth');
INSERT INTO "credentials" VALUES('01a222f1-00d8-7094-b04d-dcfbebfadbdb','$2b$06$vvtcU89ULbtdJuilanqEQ.OaFYFnfW10XkdeB7NMxWg1RavNMh7fq');
INSERT INTO "changes" VALUES('01a222f1-00e8-71ee-8f3e-2fce034fecba','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-00e8-71ec-9faa-7476e69da159','weeks','01a222f1-00e8-71ed-883f-39ec4ebae0d0','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a222f1-00e8-71ed-883f-39ec4ebae0d0","length_days":7,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 16:15:49.480','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a222f1-00e8-71ef-8b49-da617cec7ed5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-00e8-71ec-9faa-7476e69da159','weeks','01a222f1-00e8-71ed-883f-39ec4ebae0d0','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a222f1-00e8-71ed-883f-39ec4ebae0d0","length_days":7,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_day":"2026-11-23","started_at":"2026-11-28 16:15:49.480"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a222f1-00e8-71ed-883f-39ec4ebae0d0","length_days":7,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_day":"2026-11-23","started_at":null}','2026-11-28 16:15:49.480','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a222f1-00f7-7070-9ccd-50dbbb94a8fe','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-00f7-706e-9c47-dc04639f6009','standups','01a222f1-00f7-706f-9b9d-0c0df48a91c2','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a222f1-00f7-706f-9b9d-0c0df48a91c2","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","updated_at":"2026-11-28 16:15:49.495"}',NULL,'2026-11-28 16:15:49.495','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a222f1-00fe-7088-b09c-a7f256678c38','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-00fe-7086-b7af-399d73c2dbab','retrospectives','01a222f1-00fe-7087-a1f2-3c92b39e309b','insert','{"id":"01a222f1-00fe-7087-a1f2-3c92b39e309b","improve":"Sleep","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","updated_at":"2026-11-28 16:15:49.502","week_id":"01a222f1-00e8-71ed-883f-39ec4ebae0d0","went_well":"Focus"}',NULL,'2026-11-28 16:15:49.502','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a222f1-0109-707b-a002-d163190366c5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-0109-7079-8fcb-e8ed1af076f2','energy_profiles','01a222f1-0109-707a-a556-72dcb1f1b1eb','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a222f1-0109-707a-a556-72dcb1f1b1eb","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","sex":"female"}',NULL,'2026-11-28 16:15:49.513','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a222f1-0110-70f7-8ce0-239c6c3ad2dd','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-0110-70f5-a556-7aa1c15a8656','areas','01a222f1-0110-70f6-b913-0232d1e09cfc','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 16:15:49.520","icon":null,"id":"01a222f1-0110-70f6-b913-0232d1e09cfc","name":"Area 0-0","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.520','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-0118-70f1-abf7-d9027e576b72','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-0118-70ef-921e-d1648122c57d','weekly_goals','01a222f1-0118-70f0-ab7a-ae1809414285','insert','{"added_mid_sprint":1,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","created_at":"2026-11-28 16:15:49.528","estimate_hours":2,"id":"01a222f1-0118-70f0-ab7a-ae1809414285","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a222f1-00e8-71ed-883f-39ec4ebae0d0"}',NULL,'2026-11-28 16:15:49.528','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-0120-7127-a781-4280ab46bd1c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-0120-7125-b8b4-37b41eba201a','intentions','01a222f1-0120-7126-8bc4-e5fac57db4de','insert','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":null,"ends_at":"2026-11-28 16:40:49.536","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-0120-7126-8bc4-e5fac57db4de","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.536","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 16:15:49.536','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-0125-71c8-88a9-cf6da00880c5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-0125-71c6-a186-84adafb8e20f','distractions','01a222f1-0125-71c7-a05b-64b943723a7e','insert','{"at":"2026-11-28 16:15:49.541","id":"01a222f1-0125-71c7-a05b-64b943723a7e","intention_id":"01a222f1-0120-7126-8bc4-e5fac57db4de","note":null,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 16:15:49.541','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-012f-7133-8cc1-2060ab898a1a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-012f-7132-986d-e9fa2311ba3b','intentions','01a222f1-0120-7126-8bc4-e5fac57db4de','update','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":"2026-11-28 16:15:49.551","ends_at":"2026-11-28 16:40:49.536","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-0120-7126-8bc4-e5fac57db4de","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.536","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":null,"ends_at":"2026-11-28 16:40:49.536","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-0120-7126-8bc4-e5fac57db4de","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.536","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 16:15:49.551','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7051-ae5c-cbdcdae64bd1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7050-915c-3436aa7a67eb','intentions','01a222f1-0120-7126-8bc4-e5fac57db4de','update','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":"2026-11-28 16:15:49.551","ends_at":"2026-11-28 16:40:49.536","feeling":"happy","goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-0120-7126-8bc4-e5fac57db4de","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":25,"rated_at":"2026-11-28 16:16:49.560","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.536","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":"2026-11-28 16:15:49.551","ends_at":"2026-11-28 16:40:49.536","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-0120-7126-8bc4-e5fac57db4de","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.536","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 16:16:49.560','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7054-a7ff-9f0ec48dcb58','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7052-a1d2-3747a1bce2e3','action_items','01a222f1-eb98-7053-9daf-a692bcbae22e','insert','{"created_at":"2026-11-28 16:15:49.565","done":0,"id":"01a222f1-eb98-7053-9daf-a692bcbae22e","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","text":"Action 0-0","week_id":"01a222f1-00e8-71ed-883f-39ec4ebae0d0"}',NULL,'2026-11-28 16:15:49.565','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7057-868d-42fbc8a8a876','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7055-919a-05c6df5f48e4','plan_blocks','01a222f1-eb98-7056-8f4b-e97d491df59a','insert','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","cause":null,"created_at":"2026-11-28 16:15:49.569","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-7056-8f4b-e97d491df59a","minutes":45,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 16:15:49.569"}',NULL,'2026-11-28 16:15:49.569','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-705a-9b70-c86850bf7419','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7058-be38-d2f3a34b86cc','intentions','01a222f1-eb98-7059-bc5d-383745a13ce6','insert','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":"01a222f1-eb98-7056-8f4b-e97d491df59a","ended_at":null,"ends_at":"2026-11-28 17:00:49.587","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-7059-bc5d-383745a13ce6","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.587","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 16:15:49.587','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-705c-8cbd-9296879a3987','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-705b-96cb-a3b1da7ee234','intentions','01a222f1-eb98-7059-bc5d-383745a13ce6','update','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":"01a222f1-eb98-7056-8f4b-e97d491df59a","ended_at":"2026-11-28 16:15:49.599","ends_at":"2026-11-28 17:00:49.587","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-7059-bc5d-383745a13ce6","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.587","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":"01a222f1-eb98-7056-8f4b-e97d491df59a","ended_at":null,"ends_at":"2026-11-28 17:00:49.587","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-7059-bc5d-383745a13ce6","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.587","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 16:15:49.599','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-705f-a795-286f50818b6a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-705d-977d-867338a68d15','plan_blocks','01a222f1-eb98-705e-8277-c0ce74176023','insert','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","cause":null,"created_at":"2026-11-28 16:15:49.612","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a222f1-eb98-705e-8277-c0ce74176023","minutes":30,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 16:15:49.612"}',NULL,'2026-11-28 16:15:49.612','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7062-8a61-83d7fe3bbd71','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7060-b0f4-afe97e187918','plan_block_versions','01a222f1-eb98-7061-9358-27bcf1694975','insert','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":"01a222f1-eb98-705e-8277-c0ce74176023","change":"moved","day":"2026-11-28","id":"01a222f1-eb98-7061-9358-27bcf1694975","minutes":30,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","reason":"Longer than planned","recorded_at":"2026-11-28 16:15:49.614","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 16:15:49.614','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7063-ad06-59aa036c5fa1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7060-b0f4-afe97e187918','plan_blocks','01a222f1-eb98-705e-8277-c0ce74176023','update','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","cause":null,"created_at":"2026-11-28 16:15:49.612","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a222f1-eb98-705e-8277-c0ce74176023","minutes":45,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 16:15:49.614"}','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","cause":null,"created_at":"2026-11-28 16:15:49.612","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a222f1-eb98-705e-8277-c0ce74176023","minutes":30,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 16:15:49.612"}','2026-11-28 16:15:49.614','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7066-9648-e00021360af0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7064-b70c-019ab0a01cd9','plan_blocks','01a222f1-eb98-7065-8b80-d4bdc05b6df9','insert','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","cause":null,"created_at":"2026-11-28 16:15:49.628","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a222f1-eb98-7065-8b80-d4bdc05b6df9","minutes":15,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 16:15:49.628"}',NULL,'2026-11-28 16:15:49.628','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7068-8ebd-cced3716a7a1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7067-8d8c-0f2a258a1c68','plan_blocks','01a222f1-eb98-7065-8b80-d4bdc05b6df9','update','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","cause":"internal","created_at":"2026-11-28 16:15:49.628","day":"2026-11-27","disposed_at":"2026-11-28 16:15:49.643","disposition":"backToList","goal_id":null,"id":"01a222f1-eb98-7065-8b80-d4bdc05b6df9","minutes":15,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 16:15:49.628"}','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","cause":null,"created_at":"2026-11-28 16:15:49.628","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a222f1-eb98-7065-8b80-d4bdc05b6df9","minutes":15,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 16:15:49.628"}','2026-11-28 16:15:49.643','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-706b-9a4d-8d1d2b6db113','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7069-b095-af9cebd65cfd','plan_templates','01a222f1-eb98-706a-ba24-e700e802ef21','insert','{"created_at":"2026-11-28 16:15:49.647","id":"01a222f1-eb98-706a-ba24-e700e802ef21","name":"Template 0-0","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","scope":"day","updated_at":"2026-11-28 16:15:49.647"}',NULL,'2026-11-28 16:15:49.647','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-706d-892d-d5f4c3f40d02','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7069-b095-af9cebd65cfd','plan_template_blocks','01a222f1-eb98-706c-ab7a-099b0d2b9935','insert','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","day_offset":0,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-706c-ab7a-099b0d2b9935","minutes":45,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"template_id":"01a222f1-eb98-706a-ba24-e700e802ef21","title":"Block 0-0"}',NULL,'2026-11-28 16:15:49.647','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-706f-b7d7-88f4592c4230','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7069-b095-af9cebd65cfd','plan_template_blocks','01a222f1-eb98-706e-a1ed-d89d080b5f00','insert','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","day_offset":0,"goal_id":null,"id":"01a222f1-eb98-706e-a1ed-d89d080b5f00","minutes":45,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_minute":375,"template_id":"01a222f1-eb98-706a-ba24-e700e802ef21","title":"Area block 0-0"}',NULL,'2026-11-28 16:15:49.647','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7072-9370-8d94563785fb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7070-b34a-fe51fb04a930','weeks','01a222f1-eb98-7071-9073-2bd2e36cdcd8','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a222f1-eb98-7071-9073-2bd2e36cdcd8","length_days":7,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 16:15:49.661','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7074-b6de-8e07ebcb41fb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7070-b34a-fe51fb04a930','weekly_goals','01a222f1-eb98-7073-bee6-07c2abdde886','insert','{"added_mid_sprint":0,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","created_at":"2026-11-28 16:15:49.661","estimate_hours":3,"id":"01a222f1-eb98-7073-bee6-07c2abdde886","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a222f1-eb98-7071-9073-2bd2e36cdcd8"}',NULL,'2026-11-28 16:15:49.661','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7077-9c4a-9efaacebf095','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7075-aa12-85eccbfef3ea','task_lists','01a222f1-eb98-7076-b15c-4748d51a2774','insert','{"archived":0,"color":null,"created_at":"2026-11-28 16:15:49.677","icon":null,"id":"01a222f1-eb98-7076-b15c-4748d51a2774","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.677','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-707a-a6a6-7f0897628fbe','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7078-827f-9d5690bb7e05','tasks','01a222f1-eb98-7079-8234-bdbfaf7c0d76','insert','{"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","created_at":"2026-11-28 16:15:49.680","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","heading_id":null,"id":"01a222f1-eb98-7079-8234-bdbfaf7c0d76","import_key":null,"list_id":"01a222f1-eb98-7076-b15c-4748d51a2774","list_key":"a1","notes":"","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 16:15:49.680"}',NULL,'2026-11-28 16:15:49.680','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-707c-9bf1-cbfd7fd8a508','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7078-827f-9d5690bb7e05','task_tags','01a222f1-eb98-707b-96e5-f03e92340a55','insert','{"id":"01a222f1-eb98-707b-96e5-f03e92340a55","name":"errand","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.680','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-707e-a158-5adfa6afed37','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7078-827f-9d5690bb7e05','task_tag_links','01a222f1-eb98-707d-b831-953f1067014f','insert','{"id":"01a222f1-eb98-707d-b831-953f1067014f","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","tag_id":"01a222f1-eb98-707b-96e5-f03e92340a55","task_id":"01a222f1-eb98-7079-8234-bdbfaf7c0d76"}',NULL,'2026-11-28 16:15:49.680','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7080-bd2a-0590a521db0a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7078-827f-9d5690bb7e05','task_checklist_items','01a222f1-eb98-707f-a57a-054cc09e9b4c','insert','{"done":0,"id":"01a222f1-eb98-707f-a57a-054cc09e9b4c","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","task_id":"01a222f1-eb98-7079-8234-bdbfaf7c0d76","title":"Step"}',NULL,'2026-11-28 16:15:49.680','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7083-afaa-23550681defc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7081-899a-1a9e53cf4dab','system_settings','01a222f1-eb98-7082-bdea-41911035b6be','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a222f1-eb98-7082-bdea-41911035b6be","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 16:15:49.713','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7086-933a-1373c3e286d3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7084-8582-2ae8c971de34','intentions','01a222f1-eb98-7085-a2f4-cf6bdea7e3fe','insert','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":null,"ends_at":"2026-11-28 16:30:49.716","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-7085-a2f4-cf6bdea7e3fe","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.716","state":"running","tags":"[]","task_id":"01a222f1-eb98-7079-8234-bdbfaf7c0d76","what":"Task 0-0"}',NULL,'2026-11-28 16:15:49.716','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7088-8eb7-70f10aaa3b9c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7087-943f-4e6d1de9e28e','intentions','01a222f1-eb98-7085-a2f4-cf6bdea7e3fe','update','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":"2026-11-28 16:15:49.727","ends_at":"2026-11-28 16:30:49.716","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-7085-a2f4-cf6bdea7e3fe","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.716","state":"endedEarly","tags":"[]","task_id":"01a222f1-eb98-7079-8234-bdbfaf7c0d76","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","block_id":null,"ended_at":null,"ends_at":"2026-11-28 16:30:49.716","feeling":null,"goal_id":"01a222f1-0118-70f0-ab7a-ae1809414285","id":"01a222f1-eb98-7085-a2f4-cf6bdea7e3fe","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 16:15:49.716","state":"running","tags":"[]","task_id":"01a222f1-eb98-7079-8234-bdbfaf7c0d76","what":"Task 0-0"}','2026-11-28 16:15:49.727','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-708b-98cc-90ee55d7c5e6','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7089-b684-40604880b7ea','tasks','01a222f1-eb98-708a-8eed-39606985af11','insert','{"area_id":null,"created_at":"2026-11-28 16:15:49.731","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a222f1-eb98-708a-8eed-39606985af11","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 16:15:49.731"}',NULL,'2026-11-28 16:15:49.731','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-708e-84cc-66e42a6c70c0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-708c-a2e2-30e83b4daf3d','task_headings','01a222f1-eb98-708d-b470-43c8d4d3134c','insert','{"archived":0,"created_at":"2026-11-28 16:15:49.740","id":"01a222f1-eb98-708d-b470-43c8d4d3134c","import_key":null,"list_id":"01a222f1-eb98-7076-b15c-4748d51a2774","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","title":"Heading 0-0"}',NULL,'2026-11-28 16:15:49.740','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7091-abe4-4da3cbf92462','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-708f-954f-502ce25d2480','tasks','01a222f1-eb98-7090-ba87-6adefdccb5b9','insert','{"area_id":null,"created_at":"2026-11-28 16:15:49.744","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a222f1-eb98-708d-b470-43c8d4d3134c","id":"01a222f1-eb98-7090-ba87-6adefdccb5b9","import_key":null,"list_id":"01a222f1-eb98-7076-b15c-4748d51a2774","list_key":"a2","notes":"","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 16:15:49.744"}',NULL,'2026-11-28 16:15:49.744','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7096-b31f-b67b72f8522d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7092-ba81-58698d13ee6a','task_lists','*','insert','{"ids":["01a222f1-eb98-7093-95ff-327049ae8edb"]}',NULL,'2026-11-28 16:15:49.760','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7097-9116-3f0aeb8d6c73','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7092-ba81-58698d13ee6a','tasks','*','insert','{"ids":["01a222f1-eb98-7094-b08a-b22c4585fce0"]}',NULL,'2026-11-28 16:15:49.760','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7098-bde3-d4b67ef7b252','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7092-ba81-58698d13ee6a','task_tag_links','*','insert','{"ids":["01a222f1-eb98-7095-b254-ee74c14bdbbe"]}',NULL,'2026-11-28 16:15:49.760','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-709b-a732-586b85cc44d5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7099-92a4-b89b10c13475','timelines','01a222f1-eb98-709a-ade5-267f940ce3db','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 16:15:49.775","icon":"","id":"01a222f1-eb98-709a-ade5-267f940ce3db","name":"Timeline 0-0","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.775','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-709e-b211-350528471f80','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-709c-9c22-f2acfd1b95c7','timeline_events','01a222f1-eb98-709d-878d-2edc18856dec','insert','{"created_at":"2026-11-28 16:15:49.779","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a222f1-eb98-709d-878d-2edc18856dec","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a222f1-eb98-709a-ade5-267f940ce3db","title":"Job 0-0","updated_at":"2026-11-28 16:15:49.779"}',NULL,'2026-11-28 16:15:49.779','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70a1-99ce-7b28b9ccccd3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-709f-90ed-c40950b78da8','timeline_events','01a222f1-eb98-70a0-a1d4-13743b3a192f','insert','{"created_at":"2026-11-28 16:15:49.788","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a222f1-eb98-70a0-a1d4-13743b3a192f","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a222f1-eb98-709a-ade5-267f940ce3db","title":"Trip 0-0","updated_at":"2026-11-28 16:15:49.788"}',NULL,'2026-11-28 16:15:49.788','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70a4-b625-60ef5652ddb5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70a2-809c-9d3173a47800','timeline_queries','01a222f1-eb98-70a3-bb05-480bbb8a0d8b','insert','{"created_at":"2026-11-28 16:15:49.795","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a222f1-eb98-70a3-bb05-480bbb8a0d8b","name":"Query 0-0","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.795','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70a7-b6ed-70e4ae61ec2a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70a5-8d41-9218686e0aa6','food_events','01a222f1-eb98-70a6-91dd-6ab9c6e36b7a','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a222f1-eb98-70a6-91dd-6ab9c6e36b7a","kind":"record","occurred_at":"2026-11-28 16:15:49.803","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","recorded_at":"2026-11-28 16:15:49.803","refers_to":null}',NULL,'2026-11-28 16:15:49.803','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70aa-9e1b-19f6d73d7d18','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70a8-af76-49e90dfe7f6c','recipes','01a222f1-eb98-70a9-9d20-a49474189e79','insert','{"created_at":"2026-11-28 16:15:49.808","id":"01a222f1-eb98-70a9-9d20-a49474189e79","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","servings":2,"total_grams":300,"updated_at":"2026-11-28 16:15:49.808","yield_grams":null}',NULL,'2026-11-28 16:15:49.808','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70ac-944d-654cb8443533','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70a8-af76-49e90dfe7f6c','recipe_ingredients','01a222f1-eb98-70ab-88b1-2fcc05a77ea6','insert','{"food_id":"09040","grams":100,"id":"01a222f1-eb98-70ab-88b1-2fcc05a77ea6","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","position":0,"recipe_id":"01a222f1-eb98-70a9-9d20-a49474189e79"}',NULL,'2026-11-28 16:15:49.808','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70ae-9887-f4df781055f5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70a8-af76-49e90dfe7f6c','recipe_ingredients','01a222f1-eb98-70ad-9113-d00037626cd5','insert','{"food_id":"01079","grams":200,"id":"01a222f1-eb98-70ad-9113-d00037626cd5","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","position":1,"recipe_id":"01a222f1-eb98-70a9-9d20-a49474189e79"}',NULL,'2026-11-28 16:15:49.808','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70b1-8d87-2ae75ada00e3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70af-af50-dc23c96793fa','custom_foods','01a222f1-eb98-70b0-b4d9-4b4e7d55ccfb','insert','{"created_at":"2026-11-28 16:15:49.821","id":"01a222f1-eb98-70b0-b4d9-4b4e7d55ccfb","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 16:15:49.821"}',NULL,'2026-11-28 16:15:49.821','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70b4-8100-064b6cd61770','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70b2-b042-f8e45d6ebbb6','food_events','01a222f1-eb98-70b3-b7e2-d640f633433f','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a222f1-eb98-70b3-b7e2-d640f633433f","kind":"record","occurred_at":"2026-11-28 16:15:49.824","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","recorded_at":"2026-11-28 16:15:49.824","refers_to":null}',NULL,'2026-11-28 16:15:49.824','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70b7-bfe9-c92745bcf08a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70b5-9d41-ec6efc05eef5','food_events','01a222f1-eb98-70b6-9aca-6114ffb06a2c','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a222f1-eb98-70b6-9aca-6114ffb06a2c","kind":"record","occurred_at":"2026-11-28 16:15:49.828","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","recorded_at":"2026-11-28 16:15:49.828","refers_to":null}',NULL,'2026-11-28 16:15:49.828','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70ba-9b14-94e7e1b452b1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70b8-bb00-366601d58fcf','price_comparisons','01a222f1-eb98-70b9-bc4c-8270f294da07','insert','{"created_at":"2026-11-28 16:15:49.831","display_unit":"100 ml","id":"01a222f1-eb98-70b9-bc4c-8270f294da07","name":"Comparison 0-0","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","unit_system":"metric","updated_at":"2026-11-28 16:15:49.831"}',NULL,'2026-11-28 16:15:49.831','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70bc-a334-83d6ade2cea6','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70b8-bb00-366601d58fcf','price_products','01a222f1-eb98-70bb-9034-467a575d29c2','insert','{"comparison_id":"01a222f1-eb98-70b9-bc4c-8270f294da07","id":"01a222f1-eb98-70bb-9034-467a575d29c2","name":"Bertolli","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 16:15:49.831','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70be-b8b4-d30dcd9aebec','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70b8-bb00-366601d58fcf','price_products','01a222f1-eb98-70bd-b73c-03bc4e16a66d','insert','{"comparison_id":"01a222f1-eb98-70b9-bc4c-8270f294da07","id":"01a222f1-eb98-70bd-b73c-03bc4e16a66d","name":"Monini","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 16:15:49.831','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70c1-94ef-1ba709d50d34','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70bf-985d-0672a9df58b0','habits','01a222f1-eb98-70c0-9c31-def39e90fcc1','insert','{"archived":0,"area_id":"01a222f1-0110-70f6-b913-0232d1e09cfc","color":null,"created_at":"2026-11-28 16:15:49.842","emoji":"📚","id":"01a222f1-eb98-70c0-9c31-def39e90fcc1","name":"Habit 0-0","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 16:15:49.842"}',NULL,'2026-11-28 16:15:49.842','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70c4-a1df-79574db81f22','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70c2-bc8a-c9df596999ce','habit_check_ins','01a222f1-eb98-70c3-ab4f-29d75a458355','insert','{"amount":1,"created_at":"2026-11-28 16:15:49.855","day":"2026-11-27","habit_id":"01a222f1-eb98-70c0-9c31-def39e90fcc1","id":"01a222f1-eb98-70c3-ab4f-29d75a458355","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.855','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70c7-b85b-3b348b2eca40','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70c5-a219-bc9ecf99cf49','habit_check_ins','01a222f1-eb98-70c6-8dd9-9ac678ac0e1f','insert','{"amount":1,"created_at":"2026-11-28 16:15:49.864","day":"2026-11-28","habit_id":"01a222f1-eb98-70c0-9c31-def39e90fcc1","id":"01a222f1-eb98-70c6-8dd9-9ac678ac0e1f","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.864','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70ca-abda-af8940433090','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70c8-a2e6-9f640250552a','habit_rest_days','01a222f1-eb98-70c9-93f9-9c54651a8af3','insert','{"created_at":"2026-11-28 16:15:49.869","day":"2026-11-30","habit_id":"01a222f1-eb98-70c0-9c31-def39e90fcc1","id":"01a222f1-eb98-70c9-93f9-9c54651a8af3","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.869','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70cd-bd4e-6ee9f4b48871','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70cb-b9da-ff0ddde2bc47','habits','01a222f1-eb98-70cc-ad6c-905e3fa57614','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 16:15:49.883","emoji":"","id":"01a222f1-eb98-70cc-ad6c-905e3fa57614","name":"Water 0-0","order_key":"a2","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 16:15:49.883"}',NULL,'2026-11-28 16:15:49.883','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70d0-810b-9e33cd440133','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ce-aa54-7b0f50304bbc','habit_check_ins','01a222f1-eb98-70cf-982a-b3dfcac36c38','insert','{"amount":4,"created_at":"2026-11-28 16:15:49.885","day":"2026-11-28","habit_id":"01a222f1-eb98-70cc-ad6c-905e3fa57614","id":"01a222f1-eb98-70cf-982a-b3dfcac36c38","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.885','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70d3-a7c3-df677b8b3fd8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70d1-8373-79c7a8c24c07','lift_sessions','01a222f1-eb98-70d2-a2a8-fff657190e7b','insert','{"created_at":"2026-11-28 16:15:49.964","day":"2026-11-28","id":"01a222f1-eb98-70d2-a2a8-fff657190e7b","name":"Workout","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","updated_at":"2026-11-28 16:15:49.964"}',NULL,'2026-11-28 16:15:49.964','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70d5-869d-1d60922b5130','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70d1-8373-79c7a8c24c07','lift_sets','01a222f1-eb98-70d4-a148-f3db7d558d3e','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 16:15:49.964","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a222f1-eb98-70d4-a148-f3db7d558d3e","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","position":0,"rate_hz":20,"recorded_at":"2026-11-28 16:15:49.964","reps":3,"session_id":"01a222f1-eb98-70d2-a2a8-fff657190e7b","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 16:15:49.964','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70d6-83d2-3f353b52f45b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70d1-8373-79c7a8c24c07','lift_streams','01a222f1-eb98-70d4-a148-f3db7d558d3e','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a222f1-eb98-70d4-a148-f3db7d558d3e","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:49.964','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70d9-9faf-80ec32704af5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70d7-87fc-fb39d2e87e49','lift_templates','01a222f1-eb98-70d8-9e6d-c45772d0a9aa','insert','{"created_at":"2026-11-28 16:15:49.985","goal_reps":8,"id":"01a222f1-eb98-70d8-9e6d-c45772d0a9aa","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","sets":3}',NULL,'2026-11-28 16:15:49.985','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70dc-9731-ad58fc298608','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70da-87ed-477cc673f745','lift_defaults','01a222f1-eb98-70db-82d8-f86335350ff4','insert','{"id":"01a222f1-eb98-70db-82d8-f86335350ff4","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 16:15:49.988","velocity_loss_target":25}',NULL,'2026-11-28 16:15:49.988','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70df-ae02-3affb0fcaa28','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70de-8b43-74e6ff91891a','day_photos','01a222f1-eb98-70dd-964a-7bb4fa3b4d3e','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 16:15:49.994","day":"2026-11-28","id":"01a222f1-eb98-70dd-964a-7bb4fa3b4d3e","kind":"png","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:50.010','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70e2-86fa-4492374ae3e3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70e0-9f3e-503de50c798c','journal_entries','01a222f1-eb98-70e1-b777-d328b4e2c580','insert','{"created_at":"2026-11-28 16:15:50.013","day":"2026-11-28","id":"01a222f1-eb98-70e1-b777-d328b4e2c580","location":"Berlin","mood":"happy","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 16:15:50.013","written_at":"2026-11-28 16:15:50.013"}',NULL,'2026-11-28 16:15:50.013','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70e5-9d26-bdeeaa358587','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70e3-9aa6-055aa50be9d9','journal_entries','01a222f1-eb98-70e4-8c6c-e46ff0e0ab3b','insert','{"created_at":"2026-11-28 16:15:50.018","day":"2025-11-28","id":"01a222f1-eb98-70e4-8c6c-e46ff0e0ab3b","location":null,"mood":null,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 16:15:50.018","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 16:15:50.018','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70e8-8487-da2617b04f6c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70e7-bcc9-a0768cded9aa','day_photos','01a222f1-eb98-70e6-b1ea-b62de8b2d43d','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 16:15:50.024","day":"2026-11-28","id":"01a222f1-eb98-70e6-b1ea-b62de8b2d43d","kind":"png","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb"}',NULL,'2026-11-28 16:15:50.025','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70ea-b709-a4332dbd96f2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70e7-bcc9-a0768cded9aa','journal_photos','01a222f1-eb98-70e9-998b-04138c50ccf6','insert','{"entry_id":"01a222f1-eb98-70e1-b777-d328b4e2c580","id":"01a222f1-eb98-70e9-998b-04138c50ccf6","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","photo_id":"01a222f1-eb98-70e6-b1ea-b62de8b2d43d","source_id":null}',NULL,'2026-11-28 16:15:50.025','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70ed-9c31-1686d356fa5f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70eb-ac5b-36dbaf6f4417','runbooks','01a222f1-eb98-70ec-b4f8-84468f72e9fc','insert','{"created_at":"2026-11-28 16:15:50.035","id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","name":"When I''m anxious","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","updated_at":"2026-11-28 16:15:50.035","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 16:15:50.035','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70ef-abb7-1bfd0af6ec75','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70eb-ac5b-36dbaf6f4417','runbook_steps','01a222f1-eb98-70ee-9d2a-200083277ed6','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 16:15:50.035","id":"01a222f1-eb98-70ee-9d2a-200083277ed6","kind":"text","order_key":"a1","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","runbook_id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 16:15:50.035"}',NULL,'2026-11-28 16:15:50.035','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70f1-b352-7fb13cb5a8d3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70eb-ac5b-36dbaf6f4417','runbook_steps','01a222f1-eb98-70f0-bd2e-22b5471aa4ba','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 16:15:50.035","id":"01a222f1-eb98-70f0-bd2e-22b5471aa4ba","kind":"breathing","order_key":"a2","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","runbook_id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 16:15:50.035"}',NULL,'2026-11-28 16:15:50.035','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70f3-b178-d38a458fb9dc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70eb-ac5b-36dbaf6f4417','runbook_steps','01a222f1-eb98-70f2-8f2a-71fc89484d84','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 16:15:50.035","id":"01a222f1-eb98-70f2-8f2a-71fc89484d84","kind":"grounding","order_key":"a3","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","runbook_id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 16:15:50.035"}',NULL,'2026-11-28 16:15:50.035','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70f5-a23d-cf6db90ec23a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70eb-ac5b-36dbaf6f4417','runbook_steps','01a222f1-eb98-70f4-83a4-914e7b39efc7','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 16:15:50.035","id":"01a222f1-eb98-70f4-83a4-914e7b39efc7","kind":"text","order_key":"a4","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","runbook_id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 16:15:50.035"}',NULL,'2026-11-28 16:15:50.035','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70f7-8be3-f74f880500fc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70eb-ac5b-36dbaf6f4417','runbook_steps','01a222f1-eb98-70f6-a92e-4c9c88343e38','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 16:15:50.035","id":"01a222f1-eb98-70f6-a92e-4c9c88343e38","kind":"contact","order_key":"a5","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","runbook_id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 16:15:50.035"}',NULL,'2026-11-28 16:15:50.035','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70fa-aadb-d6a8889750af','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70f8-b33e-bcbc798d5d20','runbook_contacts','01a222f1-eb98-70f9-805c-394d16dbd30e','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 16:15:50.047","id":"01a222f1-eb98-70f9-805c-394d16dbd30e","name":"Contact 0-0","note":"friend","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","phone":"030 0","updated_at":"2026-11-28 16:15:50.047"}',NULL,'2026-11-28 16:15:50.047','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-70fd-9edd-79dc942851e8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70fb-883d-587cdf0a7f1c','runbook_steps','01a222f1-eb98-70fc-855e-022b846cf687','insert','{"breathing":null,"contact_id":"01a222f1-eb98-70f9-805c-394d16dbd30e","created_at":"2026-11-28 16:15:50.055","id":"01a222f1-eb98-70fc-855e-022b846cf687","kind":"contact","order_key":"a6","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","runbook_id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","text":"Call 0-0","updated_at":"2026-11-28 16:15:50.055"}',NULL,'2026-11-28 16:15:50.055','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7100-b41b-79c2d3758c31','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70fe-bc12-6944cf76d1db','runbook_uses','01a222f1-eb98-70ff-bb4c-24b30b8b5632','insert','{"created_at":"2026-11-28 16:15:50.063","feeling_after":"meh","feeling_before":"sad","id":"01a222f1-eb98-70ff-bb4c-24b30b8b5632","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","runbook_id":"01a222f1-eb98-70ec-b4f8-84468f72e9fc","steps_done":"[\"01a222f1-eb98-70fc-855e-022b846cf687\"]","used_at":"2026-11-28 16:15:50.063"}',NULL,'2026-11-28 16:15:50.063','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7103-9f4a-9cb80a2d4106','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7101-b0b5-34e323143c71','pacts','01a222f1-eb98-7102-8f73-025496c362ba','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 16:15:50.067","delay_hours":24,"id":"01a222f1-eb98-7102-8f73-025496c362ba","kind":"price","link_id":"01a222f1-0118-70f0-ab7a-ae1809414285","link_kind":"goal","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 16:15:50.067"}',NULL,'2026-11-28 16:15:50.067','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7106-a63e-2153c1d6ab07','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7104-8d16-c471df486390','pact_marks','01a222f1-eb98-7105-aa85-53af0b2d232c','insert','{"created_at":"2026-11-28 16:15:50.076","day":"2026-11-28","id":"01a222f1-eb98-7105-aa85-53af0b2d232c","kept":1,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","pact_id":"01a222f1-eb98-7102-8f73-025496c362ba","reason":"Reason 0-0"}',NULL,'2026-11-28 16:15:50.076','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7108-aef7-3321b67a0e8f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7107-83d8-7c846eaf3ba7','pacts','01a222f1-eb98-7102-8f73-025496c362ba','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 16:15:50.067","delay_hours":24,"id":"01a222f1-eb98-7102-8f73-025496c362ba","kind":"price","link_id":"01a222f1-0118-70f0-ab7a-ae1809414285","link_kind":"goal","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","pending_amount":"1","pending_at":"2026-11-29 16:15:50.081","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a222f1-eb98-70c0-9c31-def39e90fcc1","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 16:15:50.081"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 16:15:50.067","delay_hours":24,"id":"01a222f1-eb98-7102-8f73-025496c362ba","kind":"price","link_id":"01a222f1-0118-70f0-ab7a-ae1809414285","link_kind":"goal","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 16:15:50.067"}','2026-11-28 16:15:50.081','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-710b-9787-bae7a7218a34','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7109-81fe-15b8cfa598e9','pacts','01a222f1-eb98-710a-83aa-6df6d71c8825','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 16:15:50.091","delay_hours":168,"id":"01a222f1-eb98-710a-83aa-6df6d71c8825","kind":"effort","link_id":"01a222f1-eb98-7056-8f4b-e97d491df59a","link_kind":"block","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 16:15:50.091"}',NULL,'2026-11-28 16:15:50.091','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-710e-a9bc-fd70bf361849','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-710c-9b43-8495e3e62f17','practice_sessions','01a222f1-eb98-710d-8978-89ab89d46a3c','insert','{"created_at":"2026-11-28 16:15:50.094","feeling":"happy","id":"01a222f1-eb98-710d-8978-89ab89d46a3c","minutes":10,"note":"Sat 0-0","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","started_at":"2026-11-28 16:05:50.094"}',NULL,'2026-11-28 16:15:50.094','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7112-baf4-fe5af2f9ea3c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7110-92fe-1ec72ac2b862','runbook_settings','01a222f1-eb98-7111-af15-3d6712992ef9','insert','{"emergency_number":"112","id":"01a222f1-eb98-7111-af15-3d6712992ef9","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","updated_at":"2026-11-28 16:15:50.111"}',NULL,'2026-11-28 16:15:50.111','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7115-8dcc-f9ee44c078c9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7113-81e9-cd1efd4c0ede','journal_entries','01a222f1-eb98-7114-93bf-ab0d84bdc952','insert','{"created_at":"2026-11-28 16:15:50.117","day":"2026-11-28","id":"01a222f1-eb98-7114-93bf-ab0d84bdc952","location":null,"mood":null,"owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 16:15:50.117","written_at":"2026-11-28 16:15:50.117"}',NULL,'2026-11-28 16:15:50.117','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7119-b3c4-746148aec6d8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7117-9350-3178917236d5','health_sources','01a222f1-eb98-7118-aa04-e081c1fab0c0','insert','{"id":"01a222f1-eb98-7118-aa04-e081c1fab0c0","name":"Shape Watch 0","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","position":null}',NULL,'2026-11-28 16:15:50.138','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-711b-8dd0-ca3fa62bb950','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7117-9350-3178917236d5','health_sources','01a222f1-eb98-711a-8b02-332542d5fd97','insert','{"id":"01a222f1-eb98-711a-8b02-332542d5fd97","name":"Shape iPhone","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","position":null}',NULL,'2026-11-28 16:15:50.138','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-711e-a640-2a52a8a73db4','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7117-9350-3178917236d5','food_events','01a222f1-eb98-711d-bc4c-9ad346de6877','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a222f1-eb98-711d-bc4c-9ad346de6877","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","recorded_at":"2026-11-28 16:15:50.138","refers_to":null}',NULL,'2026-11-28 16:15:50.138','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7120-9b92-c2cdafbdbcd1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7117-9350-3178917236d5','food_events','01a222f1-eb98-711f-bdd6-3c3d5cc3c0d1','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a222f1-eb98-711f-bdd6-3c3d5cc3c0d1","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","recorded_at":"2026-11-28 16:15:50.138","refers_to":null}',NULL,'2026-11-28 16:15:50.138','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7121-958b-c65357a06f47','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7117-9350-3178917236d5','health_days','01a222f1-eb98-711c-8411-2900567237ef','insert','{"active_event_id":"01a222f1-eb98-711d-bc4c-9ad346de6877","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a222f1-eb98-711c-8411-2900567237ef","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 16:15:50.138","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a222f1-eb98-711f-bdd6-3c3d5cc3c0d1","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 16:15:50.138','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7123-ad6d-e0dff47ac6bb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7117-9350-3178917236d5','health_imports','01a222f1-eb98-7122-940e-368928c64364','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a222f1-eb98-7122-940e-368928c64364","imported_at":"2026-11-28 16:15:50.138","last_day":"2026-11-26","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","records":3}',NULL,'2026-11-28 16:15:50.138','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a222f1-eb98-7126-bd84-e0eeba789590','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7124-baba-7a7f51f2bf2e','calendars','01a222f1-eb98-7125-a9dd-3bdf60ba247c','insert','{"color":"#5b6ee1","created_at":"2026-11-28 16:15:50.162","etag":null,"fetched_at":"2026-11-28 16:15:50.162","file_name":"work-0.ics","id":"01a222f1-eb98-7125-a9dd-3bdf60ba247c","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a222f1-00d8-7094-b04d-dcfbebfadbdb","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 16:15:50.162','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a222f1-eb98-7076-b15c-4748d51a2774','01a222f1-00d8-7094-b04d-dcfbebfadbdb','List 0-0',NULL,NULL,0,'a1','2026-11-28 16:15:49.677',NULL);
INSERT INTO "task_lists" VALUES('01a222f1-eb98-7093-95ff-327049ae8edb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 16:15:49.760','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a222f1-eb98-7079-8234-bdbfaf7c0d76','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Task 0-0','','01a222f1-eb98-7076-b15c-4748d51a2774','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a222f1-0118-70f0-ab7a-ae1809414285','01a222f1-0110-70f6-b913-0232d1e09cfc','a1','a1','2026-11-28 16:15:49.680','2026-11-28 16:15:49.680',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a222f1-eb98-708a-8eed-39606985af11','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 16:15:49.731','2026-11-28 16:15:49.731',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a222f1-eb98-7090-ba87-6adefdccb5b9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Headed 0-0','','01a222f1-eb98-7076-b15c-4748d51a2774',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 16:15:49.744','2026-11-28 16:15:49.744',NULL,'01a222f1-eb98-708d-b470-43c8d4d3134c',NULL);
INSERT INTO "tasks" VALUES('01a222f1-eb98-7094-b08a-b22c4585fce0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Imported 0-0','','01a222f1-eb98-7093-95ff-327049ae8edb',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 16:15:49.760','2026-11-28 16:15:49.760','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a222f1-eb98-707b-96e5-f03e92340a55','01a222f1-00d8-7094-b04d-dcfbebfadbdb','errand');
INSERT INTO "task_tag_links" VALUES('01a222f1-eb98-707d-b831-953f1067014f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7079-8234-bdbfaf7c0d76','01a222f1-eb98-707b-96e5-f03e92340a55');
INSERT INTO "task_tag_links" VALUES('01a222f1-eb98-7095-b254-ee74c14bdbbe','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7094-b08a-b22c4585fce0','01a222f1-eb98-707b-96e5-f03e92340a55');
INSERT INTO "task_checklist_items" VALUES('01a222f1-eb98-707f-a57a-054cc09e9b4c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7079-8234-bdbfaf7c0d76','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a222f1-eb98-7079-8234-bdbfaf7c0d76','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a222f1-eb98-708a-8eed-39606985af11','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a222f1-eb98-7090-ba87-6adefdccb5b9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a222f1-eb98-7094-b08a-b22c4585fce0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a222f1-eb98-70b9-bc4c-8270f294da07','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Comparison 0-0','metric','100 ml','2026-11-28 16:15:49.831','2026-11-28 16:15:49.831');
INSERT INTO "price_products" VALUES('01a222f1-eb98-70bb-9034-467a575d29c2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70b9-bc4c-8270f294da07',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a222f1-eb98-70bd-b73c-03bc4e16a66d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70b9-bc4c-8270f294da07',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a222f1-eb98-709a-ade5-267f940ce3db','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 16:15:49.775');
INSERT INTO "timeline_events" VALUES('01a222f1-eb98-709d-878d-2edc18856dec','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-709a-ade5-267f940ce3db','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 16:15:49.779','2026-11-28 16:15:49.779');
INSERT INTO "timeline_events" VALUES('01a222f1-eb98-70a0-a1d4-13743b3a192f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-709a-ade5-267f940ce3db','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 16:15:49.788','2026-11-28 16:15:49.788');
INSERT INTO "timeline_queries" VALUES('01a222f1-eb98-70a3-bb05-480bbb8a0d8b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 16:15:49.795');
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
INSERT INTO "custom_foods" VALUES('01a222f1-eb98-70b0-b4d9-4b4e7d55ccfb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 16:15:49.821','2026-11-28 16:15:49.821');
INSERT INTO "recipes" VALUES('01a222f1-eb98-70a9-9d20-a49474189e79','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 16:15:49.808','2026-11-28 16:15:49.808');
INSERT INTO "recipe_ingredients" VALUES('01a222f1-eb98-70ab-88b1-2fcc05a77ea6','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70a9-9d20-a49474189e79','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a222f1-eb98-70ad-9113-d00037626cd5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70a9-9d20-a49474189e79','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a222f1-eb98-70a6-91dd-6ab9c6e36b7a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:15:49.803','2026-11-28 16:15:49.803','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a222f1-eb98-70b3-b7e2-d640f633433f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:15:49.824','2026-11-28 16:15:49.824','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a222f1-eb98-70b6-9aca-6114ffb06a2c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:15:49.828','2026-11-28 16:15:49.828','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a222f1-eb98-711d-bc4c-9ad346de6877','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-26 11:00:00.000','2026-11-28 16:15:50.138','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a222f1-eb98-711f-bdd6-3c3d5cc3c0d1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-26 11:00:00.000','2026-11-28 16:15:50.138','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a222f1-0109-707a-a556-72dcb1f1b1eb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a222f1-eb98-7082-bdea-41911035b6be','01a222f1-00d8-7094-b04d-dcfbebfadbdb','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a222f1-0110-70f6-b913-0232d1e09cfc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 16:15:49.520');
INSERT INTO "weeks" VALUES('01a222f1-00e8-71ed-883f-39ec4ebae0d0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 16:15:49.480');
INSERT INTO "weeks" VALUES('01a222f1-eb98-7071-9073-2bd2e36cdcd8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a222f1-0118-70f0-ab7a-ae1809414285','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-00e8-71ed-883f-39ec4ebae0d0','01a222f1-0110-70f6-b913-0232d1e09cfc','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 16:15:49.528');
INSERT INTO "weekly_goals" VALUES('01a222f1-eb98-7073-bee6-07c2abdde886','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7071-9073-2bd2e36cdcd8','01a222f1-0110-70f6-b913-0232d1e09cfc','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 16:15:49.661');
INSERT INTO "retrospectives" VALUES('01a222f1-00fe-7087-a1f2-3c92b39e309b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-00e8-71ed-883f-39ec4ebae0d0','Focus','Sleep','2026-11-28 16:15:49.502');
INSERT INTO "action_items" VALUES('01a222f1-eb98-7053-9daf-a692bcbae22e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-00e8-71ed-883f-39ec4ebae0d0','Action 0-0',0,'2026-11-28 16:15:49.565');
INSERT INTO "intentions" VALUES('01a222f1-0120-7126-8bc4-e5fac57db4de','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Intention 0-0',25,'01a222f1-0118-70f0-ab7a-ae1809414285','01a222f1-0110-70f6-b913-0232d1e09cfc','2026-11-28 16:15:49.536','2026-11-28 16:40:49.536','endedEarly','2026-11-28 16:15:49.551',NULL,'[]','happy','2026-11-28 16:16:49.560',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a222f1-eb98-7059-bc5d-383745a13ce6','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Block 0-0',45,'01a222f1-0118-70f0-ab7a-ae1809414285','01a222f1-0110-70f6-b913-0232d1e09cfc','2026-11-28 16:15:49.587','2026-11-28 17:00:49.587','endedEarly','2026-11-28 16:15:49.599',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a222f1-eb98-7056-8f4b-e97d491df59a',NULL);
INSERT INTO "intentions" VALUES('01a222f1-eb98-7085-a2f4-cf6bdea7e3fe','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Task 0-0',15,'01a222f1-0118-70f0-ab7a-ae1809414285','01a222f1-0110-70f6-b913-0232d1e09cfc','2026-11-28 16:15:49.716','2026-11-28 16:30:49.716','endedEarly','2026-11-28 16:15:49.727',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a222f1-eb98-7079-8234-bdbfaf7c0d76');
INSERT INTO "distractions" VALUES('01a222f1-0125-71c7-a05b-64b943723a7e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-0120-7126-8bc4-e5fac57db4de','internal',NULL,'2026-11-28 16:15:49.541',1);
INSERT INTO "standups" VALUES('01a222f1-00f7-706f-9b9d-0c0df48a91c2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 16:15:49.495');
INSERT INTO "day_photos" VALUES('01a222f1-eb98-70dd-964a-7bb4fa3b4d3e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28','png',64,'Photo 0-0','2026-11-28 16:15:49.994');
INSERT INTO "day_photos" VALUES('01a222f1-eb98-70e6-b1ea-b62de8b2d43d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28','png',64,'Journal 0-0','2026-11-28 16:15:50.024');
INSERT INTO "security_events" VALUES('01a222f1-00d8-7095-93a7-032fb08e55e0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:15:49.464','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a222f1-eb98-70d2-a2a8-fff657190e7b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Workout','2026-11-28','2026-11-28 16:15:49.964','2026-11-28 16:15:49.964');
INSERT INTO "lift_sets" VALUES('01a222f1-eb98-70d4-a148-f3db7d558d3e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70d2-a2a8-fff657190e7b',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 16:15:49.964','2026-11-28 16:15:49.964');
INSERT INTO "lift_streams" VALUES('01a222f1-eb98-70d4-a148-f3db7d558d3e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a222f1-eb98-70d8-9e6d-c45772d0a9aa','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 16:15:49.985');
INSERT INTO "journal_entries" VALUES('01a222f1-eb98-70e1-b777-d328b4e2c580','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:15:50.013','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 16:15:50.013','2026-11-28 16:15:50.013');
INSERT INTO "journal_entries" VALUES('01a222f1-eb98-70e4-8c6c-e46ff0e0ab3b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 16:15:50.018','2026-11-28 16:15:50.018');
INSERT INTO "journal_entries" VALUES('01a222f1-eb98-7114-93bf-ab0d84bdc952','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:15:50.117','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 16:15:50.117','2026-11-28 16:15:50.117');
INSERT INTO "journal_photos" VALUES('01a222f1-eb98-70e9-998b-04138c50ccf6','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70e1-b777-d328b4e2c580','01a222f1-eb98-70e6-b1ea-b62de8b2d43d',NULL);
INSERT INTO "journal_drafts" VALUES('01a222f1-eb98-7116-a94d-5dccb98303d4','01a222f1-00d8-7094-b04d-dcfbebfadbdb',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T16:15:50.127Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 16:15:50.127');
INSERT INTO "journal_search" VALUES('01a222f1-eb98-70e1-b777-d328b4e2c580','01a222f1-00d8-7094-b04d-dcfbebfadbdb','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a222f1-eb98-70e4-8c6c-e46ff0e0ab3b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a222f1-eb98-7114-93bf-ab0d84bdc952','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a222f1-eb98-70c0-9c31-def39e90fcc1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Habit 0-0','📚',NULL,'01a222f1-0110-70f6-b913-0232d1e09cfc','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 16:15:49.842','2026-11-28 16:15:49.842');
INSERT INTO "habits" VALUES('01a222f1-eb98-70cc-ad6c-905e3fa57614','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 16:15:49.883','2026-11-28 16:15:49.883');
INSERT INTO "habit_check_ins" VALUES('01a222f1-eb98-70c3-ab4f-29d75a458355','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70c0-9c31-def39e90fcc1','2026-11-27',1.0,'2026-11-28 16:15:49.855');
INSERT INTO "habit_check_ins" VALUES('01a222f1-eb98-70c6-8dd9-9ac678ac0e1f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70c0-9c31-def39e90fcc1','2026-11-28',1.0,'2026-11-28 16:15:49.864');
INSERT INTO "habit_check_ins" VALUES('01a222f1-eb98-70cf-982a-b3dfcac36c38','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70cc-ad6c-905e3fa57614','2026-11-28',4.0,'2026-11-28 16:15:49.885');
INSERT INTO "habit_rest_days" VALUES('01a222f1-eb98-70c9-93f9-9c54651a8af3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70c0-9c31-def39e90fcc1','2026-11-30','2026-11-28 16:15:49.869');
INSERT INTO "health_days" VALUES('01a222f1-eb98-711c-8411-2900567237ef','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a222f1-eb98-711d-bc4c-9ad346de6877',NULL,'01a222f1-eb98-711f-bdd6-3c3d5cc3c0d1','2026-11-28 16:15:50.138');
INSERT INTO "health_sources" VALUES('01a222f1-eb98-7118-aa04-e081c1fab0c0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a222f1-eb98-711a-8b02-332542d5fd97','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a222f1-eb98-7122-940e-368928c64364','01a222f1-00d8-7094-b04d-dcfbebfadbdb','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 16:15:50.138');
INSERT INTO "lift_defaults" VALUES('01a222f1-eb98-70db-82d8-f86335350ff4','01a222f1-00d8-7094-b04d-dcfbebfadbdb','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 16:15:49.988');
INSERT INTO "plan_blocks" VALUES('01a222f1-eb98-7056-8f4b-e97d491df59a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28',375,45,'Block 0-0','01a222f1-0118-70f0-ab7a-ae1809414285','01a222f1-0110-70f6-b913-0232d1e09cfc',NULL,NULL,NULL,NULL,'2026-11-28 16:15:49.569','2026-11-28 16:15:49.569');
INSERT INTO "plan_blocks" VALUES('01a222f1-eb98-705e-8277-c0ce74176023','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28',375,45,'Area block 0-0',NULL,'01a222f1-0110-70f6-b913-0232d1e09cfc',NULL,NULL,NULL,NULL,'2026-11-28 16:15:49.612','2026-11-28 16:15:49.614');
INSERT INTO "plan_blocks" VALUES('01a222f1-eb98-7065-8b80-d4bdc05b6df9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-27',375,15,'Missed block 0-0',NULL,'01a222f1-0110-70f6-b913-0232d1e09cfc',NULL,'backToList','internal','2026-11-28 16:15:49.643','2026-11-28 16:15:49.628','2026-11-28 16:15:49.628');
INSERT INTO "plan_block_versions" VALUES('01a222f1-eb98-7061-9358-27bcf1694975','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-705e-8277-c0ce74176023','2026-11-28',375,30,'Area block 0-0','01a222f1-0110-70f6-b913-0232d1e09cfc','moved','Longer than planned','2026-11-28 16:15:49.614');
INSERT INTO "calendars" VALUES('01a222f1-eb98-7125-a9dd-3bdf60ba247c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 16:15:50.162',NULL,'2026-11-28 16:15:50.162');
INSERT INTO "calendar_expansions" VALUES('01a222f1-eb98-7125-a9dd-3bdf60ba247c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:15:50.162','2026-10-03 16:15:50.159','2027-05-29 16:15:50.159','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7127-9e98-cc86aa02fd48','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7128-8010-06ccfb90fc6c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7129-b173-156b5bbbd809','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-712a-9ba7-7ff09da97784','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-712b-afba-19b974774314','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-712c-a042-e36a4ca7b87d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-712d-b3f2-eb2fb3bdc0a2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-712e-86e5-b4cefdf95038','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-712f-ae78-201d28e640d7','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7130-b555-be53def320ee','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7131-a888-dbbdee193fa8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7132-bdf2-5c2882180c35','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7133-a170-a8588848a820','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7134-b1f0-20838711f38f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7135-b288-92666970c095','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7136-84a8-352d4452d0e1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7137-ac87-0d4794d6cd65','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7138-9cd3-0aa7fac2d94e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7139-89df-c1b535cdfff9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-713a-b531-6487667be96b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-713b-b371-92ea6b3b3f67','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-713c-8953-14324c0740cf','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-713d-ab31-020eeace8791','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-713e-83e0-2c449da8ae4c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-713f-9ef9-9dc3f1cd4356','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7140-bc6b-1d707aeb2bf7','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7141-9434-0aa5b4cb6b71','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7142-9f24-d49fe1ecd2d7','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7143-99c7-f5b91b544c2b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7144-88a3-e589c6aea326','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7145-ae18-b1c83adee914','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7146-b12d-c15fe9aa8f8c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7147-9027-83224abe2b71','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7148-ad43-21a34d770f23','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7149-841d-3b7b78e74946','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-714a-a271-e624f04c2145','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-714b-8775-46abdfbb8472','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-714c-8247-aa1792aa992f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-714d-8c10-5c39d4ef9eed','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-714e-8e8e-f23552f3f8e8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-714f-b196-14c8f903be42','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7150-b880-eb004eb7f827','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7151-a6f6-763cdff83b7d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7152-a295-71d8ffd16ae1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7153-960d-2d6cc244bce0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7154-baf1-62339108e357','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7155-b640-1b8192ed9ab0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7156-b67b-82c85f54899b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7157-a1c3-0d28ec845c6e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7158-8110-9da4f59c005a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7159-b3f7-45627f7796c2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-715a-abd1-9f6fb662b6d9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-715b-a30f-17ac5779a6f9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-715c-b624-52cd8de87767','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-715d-9b2b-0a8b8f4c38ac','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-715e-95d1-3369cda1fea9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-715f-b1c2-21bd3a9c5f35','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7160-81f8-5e2db59211cc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7161-86e6-401e4fc5eaff','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7162-8cf5-0e0e8a9f13aa','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7163-8b6a-65f45ece3fe4','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7164-af83-15a5c2dbd7c4','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7165-970a-4645f62ca98e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7166-92be-50d80527aca9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7167-914c-66d9c318a4f2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7168-87cb-34e656cf4633','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7169-a4bb-2f50ea2d6879','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-716a-a17f-e36bdbe70bb0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-716b-9038-5f7b0297a4d9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-716c-9a73-472749b1737c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-716d-b837-057199587267','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-716e-ba74-638d9f4d32d8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-716f-80bf-91f9a71571cb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7170-9a5a-87510d654a62','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7171-90f2-ca7a0cff1989','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7172-985f-a30f577ec40b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7173-8863-4f3a8f12dfa1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7174-8321-67372ed008dc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7175-a1b9-364b6e181f74','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7176-aea6-76c0137bd4fb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7177-b273-56d458e40a86','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7178-b3b3-844cc1113e7d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7179-a35d-cb8bb43cfd17','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-717a-bc45-2085c091024d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-717b-99ff-1c816caada5e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-717c-b7f1-0fe795e534bb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-717d-9155-91e382046b73','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-717e-b0de-9b9d86b543ca','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-717f-8bf7-a5590593c847','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7180-ad4a-e9753e5d0995','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7181-b1a2-6b16a1dd6c63','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7182-857e-e108558ab143','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7183-92ef-d1b4c27a9eed','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7184-be48-0ae7d4ac04b0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7185-a389-7a4604b7650d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7186-9172-7278ccbeabac','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7187-a716-d93715484854','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7188-81fe-e54312ac9a82','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7189-aa87-0b0f718ca75c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-718a-b782-3d161771a8ce','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-718b-9310-9774d635a285','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-718c-9ca5-0e86c4c30ee8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-718d-80a4-d4ec005242b0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-718e-9147-354db36091d1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-718f-a309-e6b8022d9bad','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7190-867c-ded2a1ec7c53','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7191-a742-38e94625297b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7192-983a-3fb525bb7eff','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7193-91d2-fdbf9da2db08','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7194-b5cc-190370df9962','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7195-a9c5-abc8777190c1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7196-a629-a0e87780f7bb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7197-ab3c-0c80f1c3f2b0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7198-a4b7-b86882a1044a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-7199-a514-eb2931dd824f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-719a-80be-c683fb3fb205','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-719b-8ade-a289f09c3ec8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-719c-b7b5-515b5223a417','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-719d-90e8-96f810d28c65','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-719e-a8c3-b645b64e540f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-719f-a561-c23a4f42f6e4','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a0-ad6f-b7117354141c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a1-8501-b7f552acabc8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a2-9115-54c9893518ef','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a3-8113-f28f9b40fbcc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a4-84db-77f8a215e8e3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a5-a8e8-ae0a11ff89e8','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a6-afec-a4f84a8b5ec1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a7-8bc5-9794e3514bfa','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a8-9ee6-62fb9339f600','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71a9-ac26-1c40f734cf35','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71aa-b4fd-8837fb206dca','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71ab-b2f9-aedc23143fc1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71ac-b5b3-631fde2b15cb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71ad-b3b6-3fa9d14beeda','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71ae-9bd6-d4cd00ed9f61','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71af-8a6e-387309fc9576','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b0-ae04-3d67c0aa7d9c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b1-8d1b-85befd5b4de2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b2-bda0-e01b959f8b74','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b3-ad67-fea218d8a3b0','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b4-9110-26e13056793b','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b5-9fd0-ad145c709f8d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b6-8df4-70664a5ed9d1','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b7-8c36-18c605696c31','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b8-9b3e-f3708cce4515','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71b9-afe0-b0a0d7d2f738','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71ba-ba9f-73731ad871ae','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71bb-b25f-139b50572a13','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71bc-a8dd-eb7405f5d26f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71bd-83fc-80d0a61c7ae3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71be-8bd7-fc4ba7e2fefe','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71bf-83d9-931cef45acef','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c0-bf9c-76970f566c91','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c1-86f4-2b058634a67c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c2-9681-cb0e504d0d32','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c3-bddc-4a80a2e803aa','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c4-8a4c-5e8ded54a918','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c5-ac0d-fae64241333c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c6-8e49-1a33cbf4db2a','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c7-b998-319726ec4151','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c8-bfd4-74ca0b574581','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71c9-80f0-786b97568655','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71ca-989e-c0d1b23fb38e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71cb-8bf5-356f34897ccb','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71cc-a8bc-9b37ef1d5c14','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71cd-a04d-f51834115b86','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71ce-8648-60f43135a6ea','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71cf-a46e-4889e3118344','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d0-879d-ba03544e6c98','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d1-84b1-9999aeca421d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d2-b8a8-08bf3f71cfb3','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d3-ba72-04bea67d07ef','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d4-8f40-af123739da34','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d5-be05-51c43c1e9387','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d6-9b2e-ba187ba96877','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d7-a0da-9c63aa1658ea','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d8-8711-4c78cc18276d','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71d9-85f3-e6f26be49c88','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71da-a2fe-5e7f7488aa99','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71db-978f-ecc847c2ec11','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71dc-b172-8832c6b5d7c7','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71dd-8c35-ebf6bf4dc494','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71de-b241-114231783f43','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71df-aed0-a32f3bc3ca27','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e0-a328-8ebba6887c5f','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e1-b25f-e8622d5904b6','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e2-b32e-0af5a0dc2590','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e3-be02-98c2979a5644','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e4-baa7-99ad90fb93a2','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e5-93ff-2395a7156a22','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e6-803e-15f13a852aff','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e7-b1bb-bf649d1e6ad5','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a222f1-eb98-71e8-b160-33ceef4ba133','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7125-a9dd-3bdf60ba247c','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a222f1-eb98-70ec-b4f8-84468f72e9fc','01a222f1-00d8-7094-b04d-dcfbebfadbdb','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 16:15:50.035','2026-11-28 16:15:50.035');
INSERT INTO "runbook_contacts" VALUES('01a222f1-eb98-70f9-805c-394d16dbd30e','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 16:15:50.047','2026-11-28 16:15:50.047');
INSERT INTO "runbook_steps" VALUES('01a222f1-eb98-70ee-9d2a-200083277ed6','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ec-b4f8-84468f72e9fc','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 16:15:50.035','2026-11-28 16:15:50.035');
INSERT INTO "runbook_steps" VALUES('01a222f1-eb98-70f0-bd2e-22b5471aa4ba','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ec-b4f8-84468f72e9fc','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 16:15:50.035','2026-11-28 16:15:50.035');
INSERT INTO "runbook_steps" VALUES('01a222f1-eb98-70f2-8f2a-71fc89484d84','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ec-b4f8-84468f72e9fc','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 16:15:50.035','2026-11-28 16:15:50.035');
INSERT INTO "runbook_steps" VALUES('01a222f1-eb98-70f4-83a4-914e7b39efc7','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ec-b4f8-84468f72e9fc','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 16:15:50.035','2026-11-28 16:15:50.035');
INSERT INTO "runbook_steps" VALUES('01a222f1-eb98-70f6-a92e-4c9c88343e38','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ec-b4f8-84468f72e9fc','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 16:15:50.035','2026-11-28 16:15:50.035');
INSERT INTO "runbook_steps" VALUES('01a222f1-eb98-70fc-855e-022b846cf687','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ec-b4f8-84468f72e9fc','contact','Call 0-0',NULL,'01a222f1-eb98-70f9-805c-394d16dbd30e','a6','2026-11-28 16:15:50.055','2026-11-28 16:15:50.055');
INSERT INTO "runbook_uses" VALUES('01a222f1-eb98-70ff-bb4c-24b30b8b5632','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-70ec-b4f8-84468f72e9fc','2026-11-28 16:15:50.063','sad','meh','["01a222f1-eb98-70fc-855e-022b846cf687"]','2026-11-28 16:15:50.063');
INSERT INTO "runbook_settings" VALUES('01a222f1-eb98-7111-af15-3d6712992ef9','01a222f1-00d8-7094-b04d-dcfbebfadbdb','112','2026-11-28 16:15:50.111');
INSERT INTO "task_headings" VALUES('01a222f1-eb98-708d-b470-43c8d4d3134c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7076-b15c-4748d51a2774','Heading 0-0',0,'a1','2026-11-28 16:15:49.740',NULL);
INSERT INTO "pacts" VALUES('01a222f1-eb98-7102-8f73-025496c362ba','01a222f1-00d8-7094-b04d-dcfbebfadbdb','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 16:15:50.081','2026-11-28 16:15:50.067','2026-11-28 16:15:50.081','goal','01a222f1-0118-70f0-ab7a-ae1809414285','sam@example.org','habit','01a222f1-eb98-70c0-9c31-def39e90fcc1',NULL);
INSERT INTO "pacts" VALUES('01a222f1-eb98-710a-83aa-6df6d71c8825','01a222f1-00d8-7094-b04d-dcfbebfadbdb','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 16:15:50.091','2026-11-28 16:15:50.091','block','01a222f1-eb98-7056-8f4b-e97d491df59a',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a222f1-eb98-7105-aa85-53af0b2d232c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-7102-8f73-025496c362ba','2026-11-28',1,'Reason 0-0','2026-11-28 16:15:50.076');
INSERT INTO "practice_sessions" VALUES('01a222f1-eb98-710d-8978-89ab89d46a3c','01a222f1-00d8-7094-b04d-dcfbebfadbdb','2026-11-28 16:05:50.094',10,'Sat 0-0','2026-11-28 16:15:50.094','happy');
INSERT INTO "plan_feeds" VALUES('01a222f1-eb98-710f-b31d-16ec8d4b99e4','01a222f1-00d8-7094-b04d-dcfbebfadbdb',NULL,'27e47f804f9c493e057cf55a0eb036f3ddbd613afee6d087455b8c9f2f4a70ab','2026-11-28 16:15:50.105',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a222f1-eb98-706a-ba24-e700e802ef21','01a222f1-00d8-7094-b04d-dcfbebfadbdb','Template 0-0','day','2026-11-28 16:15:49.647','2026-11-28 16:15:49.647');
INSERT INTO "plan_template_blocks" VALUES('01a222f1-eb98-706c-ab7a-099b0d2b9935','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-706a-ba24-e700e802ef21',0,375,45,'Block 0-0','01a222f1-0118-70f0-ab7a-ae1809414285','01a222f1-0110-70f6-b913-0232d1e09cfc');
INSERT INTO "plan_template_blocks" VALUES('01a222f1-eb98-706e-a1ed-d89d080b5f00','01a222f1-00d8-7094-b04d-dcfbebfadbdb','01a222f1-eb98-706a-ba24-e700e802ef21',0,375,45,'Area block 0-0',NULL,'01a222f1-0110-70f6-b913-0232d1e09cfc');
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
COMMIT;

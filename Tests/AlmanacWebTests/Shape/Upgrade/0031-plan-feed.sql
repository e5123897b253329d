-- An Almanac database at migration level 0031-plan-feed (UpgradeTests: written once, never rewritten).
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
);
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
);
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
INSERT INTO "users" VALUES('01a220f0-fd60-71d2-bff3-1225322fc69b','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 06:56:34.144','dayMonth');
INSERT INTO "credentials" VALUES('01a220f0-fd60-71d2-bff3-1225322fc69b','$2b$06$vCRYHaogRjMwimhLrQvfoOhLW5gf2br9j7g9Bo3GhXTufMtTeSFLm');
INSERT INTO "changes" VALUES('01a220f0-fd6d-717a-9f8f-fc287b375141','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd6d-7178-99cc-8bebc5a63e00','weeks','01a220f0-fd6d-7179-986c-aacc55a6e8a3','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220f0-fd6d-7179-986c-aacc55a6e8a3","length_days":7,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 06:56:34.157','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd6d-717b-8b0e-0c513dac0787','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd6d-7178-99cc-8bebc5a63e00','weeks','01a220f0-fd6d-7179-986c-aacc55a6e8a3','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220f0-fd6d-7179-986c-aacc55a6e8a3","length_days":7,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_day":"2026-11-23","started_at":"2026-11-28 06:56:34.157"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220f0-fd6d-7179-986c-aacc55a6e8a3","length_days":7,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_day":"2026-11-23","started_at":null}','2026-11-28 06:56:34.157','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd75-715c-96b7-f442d5cc7735','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd75-715a-92d2-91cd88d53985','standups','01a220f0-fd75-715b-90cb-a699e4820d53','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a220f0-fd75-715b-90cb-a699e4820d53","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","updated_at":"2026-11-28 06:56:34.165"}',NULL,'2026-11-28 06:56:34.165','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd77-7101-ab25-e08d98a04571','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd77-70ff-9b40-6d5bdfd26948','retrospectives','01a220f0-fd77-7100-b4b7-e461da15dec7','insert','{"id":"01a220f0-fd77-7100-b4b7-e461da15dec7","improve":"Sleep","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","updated_at":"2026-11-28 06:56:34.167","week_id":"01a220f0-fd6d-7179-986c-aacc55a6e8a3","went_well":"Focus"}',NULL,'2026-11-28 06:56:34.167','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd7d-718a-8323-02b36c8512b4','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd7d-7188-b934-cc80f24519e5','energy_profiles','01a220f0-fd7d-7189-87c9-d48c29a5ef52','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a220f0-fd7d-7189-87c9-d48c29a5ef52","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","sex":"female"}',NULL,'2026-11-28 06:56:34.173','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd80-7187-b868-c350f0a74826','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd80-7185-a98a-405e7866e16a','areas','01a220f0-fd80-7186-8bac-d1f38c924b5b','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 06:56:34.176","icon":null,"id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","name":"Area 0-0","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.176','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd83-709c-bf34-c3fa779fb5aa','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd83-709a-b6e9-fd8c9cf8d910','weekly_goals','01a220f0-fd83-709b-a87f-cd98799313a3','insert','{"added_mid_sprint":1,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","created_at":"2026-11-28 06:56:34.179","estimate_hours":2,"id":"01a220f0-fd83-709b-a87f-cd98799313a3","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a220f0-fd6d-7179-986c-aacc55a6e8a3"}',NULL,'2026-11-28 06:56:34.179','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd85-7066-beec-3980fd415287','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd85-7064-9b7c-db693488f9e0','intentions','01a220f0-fd85-7065-b4f6-ea21e1ce364c','insert','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":null,"ends_at":"2026-11-28 07:21:34.181","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f0-fd85-7065-b4f6-ea21e1ce364c","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.181","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 06:56:34.181','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd8e-71a0-85b6-67ab3be2bd57','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd8e-719e-8610-75ae0951b463','distractions','01a220f0-fd8e-719f-bfdc-c108d48410ec','insert','{"at":"2026-11-28 06:56:34.190","id":"01a220f0-fd8e-719f-bfdc-c108d48410ec","intention_id":"01a220f0-fd85-7065-b4f6-ea21e1ce364c","note":null,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 06:56:34.190','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f0-fd92-70b7-b5cd-fd2a915d3748','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd92-70b6-a8ad-32fe9fd6881c','intentions','01a220f0-fd85-7065-b4f6-ea21e1ce364c','update','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":"2026-11-28 06:56:34.194","ends_at":"2026-11-28 07:21:34.181","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f0-fd85-7065-b4f6-ea21e1ce364c","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.181","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":null,"ends_at":"2026-11-28 07:21:34.181","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f0-fd85-7065-b4f6-ea21e1ce364c","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.181","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 06:56:34.194','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-712b-a6cf-210f23f428a2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-712a-ac00-dceb116cefdc','intentions','01a220f0-fd85-7065-b4f6-ea21e1ce364c','update','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":"2026-11-28 06:56:34.194","ends_at":"2026-11-28 07:21:34.181","feeling":"happy","goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f0-fd85-7065-b4f6-ea21e1ce364c","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":25,"rated_at":"2026-11-28 06:57:34.199","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.181","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":"2026-11-28 06:56:34.194","ends_at":"2026-11-28 07:21:34.181","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f0-fd85-7065-b4f6-ea21e1ce364c","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.181","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 06:57:34.199','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-712e-8597-3994262b14b5','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-712c-b505-09ff14ba4758','action_items','01a220f1-e7f6-712d-b405-af34963070c5','insert','{"created_at":"2026-11-28 06:56:34.202","done":0,"id":"01a220f1-e7f6-712d-b405-af34963070c5","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","text":"Action 0-0","week_id":"01a220f0-fd6d-7179-986c-aacc55a6e8a3"}',NULL,'2026-11-28 06:56:34.202','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7131-976d-e5be6df23578','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-712f-a14e-5785cf4d151c','plan_blocks','01a220f1-e7f6-7130-b10f-000b12449cac','insert','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","cause":null,"created_at":"2026-11-28 06:56:34.204","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f1-e7f6-7130-b10f-000b12449cac","minutes":45,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 06:56:34.204"}',NULL,'2026-11-28 06:56:34.204','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7134-9ac0-1952d0a6f1c8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7132-be81-34d6cd825c6b','intentions','01a220f1-e7f6-7133-8db3-678404e3507e','insert','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":"01a220f1-e7f6-7130-b10f-000b12449cac","ended_at":null,"ends_at":"2026-11-28 07:41:34.207","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f1-e7f6-7133-8db3-678404e3507e","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.207","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 06:56:34.207','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7136-8965-eee20dd41a07','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7135-b9ea-3d608f6cb49a','intentions','01a220f1-e7f6-7133-8db3-678404e3507e','update','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":"01a220f1-e7f6-7130-b10f-000b12449cac","ended_at":"2026-11-28 06:56:34.211","ends_at":"2026-11-28 07:41:34.207","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f1-e7f6-7133-8db3-678404e3507e","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.207","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":"01a220f1-e7f6-7130-b10f-000b12449cac","ended_at":null,"ends_at":"2026-11-28 07:41:34.207","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f1-e7f6-7133-8db3-678404e3507e","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.207","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 06:56:34.211','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7139-bd5f-c45ef6e79a8d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7137-ac0f-536151f67ede','plan_blocks','01a220f1-e7f6-7138-8f97-dd69c476192c','insert','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","cause":null,"created_at":"2026-11-28 06:56:34.214","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220f1-e7f6-7138-8f97-dd69c476192c","minutes":30,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 06:56:34.214"}',NULL,'2026-11-28 06:56:34.214','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-713c-b122-bc56374272f2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-713a-b431-1079ce802504','plan_block_versions','01a220f1-e7f6-713b-8e26-b20e865f6b12','insert','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":"01a220f1-e7f6-7138-8f97-dd69c476192c","change":"moved","day":"2026-11-28","id":"01a220f1-e7f6-713b-8e26-b20e865f6b12","minutes":30,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","reason":"Longer than planned","recorded_at":"2026-11-28 06:56:34.215","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 06:56:34.215','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-713d-80af-0e5af099354d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-713a-b431-1079ce802504','plan_blocks','01a220f1-e7f6-7138-8f97-dd69c476192c','update','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","cause":null,"created_at":"2026-11-28 06:56:34.214","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220f1-e7f6-7138-8f97-dd69c476192c","minutes":45,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 06:56:34.215"}','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","cause":null,"created_at":"2026-11-28 06:56:34.214","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220f1-e7f6-7138-8f97-dd69c476192c","minutes":30,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 06:56:34.214"}','2026-11-28 06:56:34.215','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7140-b7a7-ab8e23eace6d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-713e-a011-e406579665af','plan_blocks','01a220f1-e7f6-713f-a18f-932f628e4c34','insert','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","cause":null,"created_at":"2026-11-28 06:56:34.220","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220f1-e7f6-713f-a18f-932f628e4c34","minutes":15,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 06:56:34.220"}',NULL,'2026-11-28 06:56:34.220','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7142-bbd7-1b457ddc8606','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7141-8237-41b83c15aa93','plan_blocks','01a220f1-e7f6-713f-a18f-932f628e4c34','update','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","cause":"internal","created_at":"2026-11-28 06:56:34.220","day":"2026-11-27","disposed_at":"2026-11-28 06:56:34.222","disposition":"backToList","goal_id":null,"id":"01a220f1-e7f6-713f-a18f-932f628e4c34","minutes":15,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 06:56:34.220"}','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","cause":null,"created_at":"2026-11-28 06:56:34.220","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220f1-e7f6-713f-a18f-932f628e4c34","minutes":15,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 06:56:34.220"}','2026-11-28 06:56:34.222','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7145-b6f4-f460cb339515','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7143-b0dd-445ccb0a345e','weeks','01a220f1-e7f6-7144-ac19-d37fa431b025','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220f1-e7f6-7144-ac19-d37fa431b025","length_days":7,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 06:56:34.224','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7147-9574-06949b2a6775','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7143-b0dd-445ccb0a345e','weekly_goals','01a220f1-e7f6-7146-970a-23a89ff720b0','insert','{"added_mid_sprint":0,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","created_at":"2026-11-28 06:56:34.224","estimate_hours":3,"id":"01a220f1-e7f6-7146-970a-23a89ff720b0","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a220f1-e7f6-7144-ac19-d37fa431b025"}',NULL,'2026-11-28 06:56:34.224','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-714a-936f-95f2bb64d29b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7148-94fd-ad4c0141fc00','task_lists','01a220f1-e7f6-7149-b8eb-5bf9f04f5656','insert','{"archived":0,"color":null,"created_at":"2026-11-28 06:56:34.228","icon":null,"id":"01a220f1-e7f6-7149-b8eb-5bf9f04f5656","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.228','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-714d-9984-8644a0a522c2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-714b-8c8e-085a37ec1e32','tasks','01a220f1-e7f6-714c-8f4e-52f464f696e5','insert','{"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","created_at":"2026-11-28 06:56:34.230","deadline":null,"evening":0,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","heading_id":null,"id":"01a220f1-e7f6-714c-8f4e-52f464f696e5","import_key":null,"list_id":"01a220f1-e7f6-7149-b8eb-5bf9f04f5656","list_key":"a1","notes":"","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 06:56:34.230"}',NULL,'2026-11-28 06:56:34.230','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-714f-967c-276f23362e97','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-714b-8c8e-085a37ec1e32','task_tags','01a220f1-e7f6-714e-949c-687f5ece1b0f','insert','{"id":"01a220f1-e7f6-714e-949c-687f5ece1b0f","name":"errand","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.230','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7151-817c-aad9219bafba','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-714b-8c8e-085a37ec1e32','task_tag_links','01a220f1-e7f6-7150-b143-0386a9d44f83','insert','{"id":"01a220f1-e7f6-7150-b143-0386a9d44f83","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","tag_id":"01a220f1-e7f6-714e-949c-687f5ece1b0f","task_id":"01a220f1-e7f6-714c-8f4e-52f464f696e5"}',NULL,'2026-11-28 06:56:34.230','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7153-9739-1a2c26035e71','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-714b-8c8e-085a37ec1e32','task_checklist_items','01a220f1-e7f6-7152-b974-77e02c0dbcf4','insert','{"done":0,"id":"01a220f1-e7f6-7152-b974-77e02c0dbcf4","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","task_id":"01a220f1-e7f6-714c-8f4e-52f464f696e5","title":"Step"}',NULL,'2026-11-28 06:56:34.230','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7156-80df-1d6e17ab6448','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7154-8cdc-d17f516c3c63','system_settings','01a220f1-e7f6-7155-8d88-5c00dfab4ca6','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a220f1-e7f6-7155-8d88-5c00dfab4ca6","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 06:56:34.243','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7159-914c-efce4b1b5931','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7157-aff1-f14f4e224ae7','intentions','01a220f1-e7f6-7158-bbd5-fe33e13c59ed','insert','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":null,"ends_at":"2026-11-28 07:11:34.245","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f1-e7f6-7158-bbd5-fe33e13c59ed","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.245","state":"running","tags":"[]","task_id":"01a220f1-e7f6-714c-8f4e-52f464f696e5","what":"Task 0-0"}',NULL,'2026-11-28 06:56:34.245','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-715b-9ce5-bf46dc43d394','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-715a-b3fd-090a631d1898','intentions','01a220f1-e7f6-7158-bbd5-fe33e13c59ed','update','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":"2026-11-28 06:56:34.250","ends_at":"2026-11-28 07:11:34.245","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f1-e7f6-7158-bbd5-fe33e13c59ed","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.245","state":"endedEarly","tags":"[]","task_id":"01a220f1-e7f6-714c-8f4e-52f464f696e5","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","block_id":null,"ended_at":null,"ends_at":"2026-11-28 07:11:34.245","feeling":null,"goal_id":"01a220f0-fd83-709b-a87f-cd98799313a3","id":"01a220f1-e7f6-7158-bbd5-fe33e13c59ed","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:56:34.245","state":"running","tags":"[]","task_id":"01a220f1-e7f6-714c-8f4e-52f464f696e5","what":"Task 0-0"}','2026-11-28 06:56:34.250','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-715e-b461-63bee4ef2e68','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-715c-8f48-0bf3fc2586c9','tasks','01a220f1-e7f6-715d-8b0a-54226be101bb','insert','{"area_id":null,"created_at":"2026-11-28 06:56:34.254","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a220f1-e7f6-715d-8b0a-54226be101bb","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 06:56:34.254"}',NULL,'2026-11-28 06:56:34.254','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7161-9659-f85257f9a678','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-715f-b0c4-64ebe256fecc','task_headings','01a220f1-e7f6-7160-8433-42ebdc00f49c','insert','{"archived":0,"created_at":"2026-11-28 06:56:34.258","id":"01a220f1-e7f6-7160-8433-42ebdc00f49c","import_key":null,"list_id":"01a220f1-e7f6-7149-b8eb-5bf9f04f5656","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","title":"Heading 0-0"}',NULL,'2026-11-28 06:56:34.258','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7164-8e82-6a6063e1b0b3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7162-bfc3-a5629841eda9','tasks','01a220f1-e7f6-7163-96a3-0b060a440daa','insert','{"area_id":null,"created_at":"2026-11-28 06:56:34.260","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a220f1-e7f6-7160-8433-42ebdc00f49c","id":"01a220f1-e7f6-7163-96a3-0b060a440daa","import_key":null,"list_id":"01a220f1-e7f6-7149-b8eb-5bf9f04f5656","list_key":"a2","notes":"","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 06:56:34.260"}',NULL,'2026-11-28 06:56:34.260','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7169-adb1-8c2ffbb411ed','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7165-a08e-ab184153dc5c','task_lists','*','insert','{"ids":["01a220f1-e7f6-7166-9a24-bd5449f9adf9"]}',NULL,'2026-11-28 06:56:34.272','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-716a-bb51-6804928a950a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7165-a08e-ab184153dc5c','tasks','*','insert','{"ids":["01a220f1-e7f6-7167-b343-96cc3b11da66"]}',NULL,'2026-11-28 06:56:34.272','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-716b-bca2-427961f8e2bc','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7165-a08e-ab184153dc5c','task_tag_links','*','insert','{"ids":["01a220f1-e7f6-7168-a586-ffc46ad0a43b"]}',NULL,'2026-11-28 06:56:34.272','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-716e-8167-8358a4b4c28c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-716c-b68e-aacfd40660b7','timelines','01a220f1-e7f6-716d-b3b4-58cbbbb03550','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 06:56:34.277","icon":"","id":"01a220f1-e7f6-716d-b3b4-58cbbbb03550","name":"Timeline 0-0","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.277','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7171-a2e5-868e8ac534c3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-716f-a3f7-c09f112dd997','timeline_events','01a220f1-e7f6-7170-81e5-807fdf89bbda','insert','{"created_at":"2026-11-28 06:56:34.281","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a220f1-e7f6-7170-81e5-807fdf89bbda","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a220f1-e7f6-716d-b3b4-58cbbbb03550","title":"Job 0-0","updated_at":"2026-11-28 06:56:34.281"}',NULL,'2026-11-28 06:56:34.281','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7174-8e9e-87f75e90407f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7172-b7dd-0e664da34efb','timeline_events','01a220f1-e7f6-7173-a998-af3ccf8d53bb','insert','{"created_at":"2026-11-28 06:56:34.285","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a220f1-e7f6-7173-a998-af3ccf8d53bb","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a220f1-e7f6-716d-b3b4-58cbbbb03550","title":"Trip 0-0","updated_at":"2026-11-28 06:56:34.285"}',NULL,'2026-11-28 06:56:34.285','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7177-a353-c53b5ab2ac24','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7175-988d-f5cc9c2d5207','timeline_queries','01a220f1-e7f6-7176-a003-e2c90977aaf8','insert','{"created_at":"2026-11-28 06:56:34.288","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a220f1-e7f6-7176-a003-e2c90977aaf8","name":"Query 0-0","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.288','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-717a-a3e0-6c9c2fbb66e7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7178-828b-5755318df27a','food_events','01a220f1-e7f6-7179-817f-66f17db2c110','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a220f1-e7f6-7179-817f-66f17db2c110","kind":"record","occurred_at":"2026-11-28 06:56:34.291","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","recorded_at":"2026-11-28 06:56:34.291","refers_to":null}',NULL,'2026-11-28 06:56:34.291','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-717d-b9b0-df5e29023724','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-717b-be6e-3f172ad42ef8','recipes','01a220f1-e7f6-717c-b949-0bc497143418','insert','{"created_at":"2026-11-28 06:56:34.294","id":"01a220f1-e7f6-717c-b949-0bc497143418","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","servings":2,"total_grams":300,"updated_at":"2026-11-28 06:56:34.294","yield_grams":null}',NULL,'2026-11-28 06:56:34.294','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-717f-9ead-b2d62eeb9bbe','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-717b-be6e-3f172ad42ef8','recipe_ingredients','01a220f1-e7f6-717e-b365-cff99dab803a','insert','{"food_id":"09040","grams":100,"id":"01a220f1-e7f6-717e-b365-cff99dab803a","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","position":0,"recipe_id":"01a220f1-e7f6-717c-b949-0bc497143418"}',NULL,'2026-11-28 06:56:34.294','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7181-9bb9-a0d6b5f78f26','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-717b-be6e-3f172ad42ef8','recipe_ingredients','01a220f1-e7f6-7180-91cd-66bb1dc6a09c','insert','{"food_id":"01079","grams":200,"id":"01a220f1-e7f6-7180-91cd-66bb1dc6a09c","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","position":1,"recipe_id":"01a220f1-e7f6-717c-b949-0bc497143418"}',NULL,'2026-11-28 06:56:34.294','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7184-9d39-f9a903ce1844','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7182-9650-54c6f556c86b','custom_foods','01a220f1-e7f6-7183-94f3-6d0f48adf540','insert','{"created_at":"2026-11-28 06:56:34.299","id":"01a220f1-e7f6-7183-94f3-6d0f48adf540","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 06:56:34.299"}',NULL,'2026-11-28 06:56:34.299','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7187-9e2a-12c45dfe1114','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7185-8ad0-2927f6f4fce5','food_events','01a220f1-e7f6-7186-98a9-961418458660','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a220f1-e7f6-7186-98a9-961418458660","kind":"record","occurred_at":"2026-11-28 06:56:34.300","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","recorded_at":"2026-11-28 06:56:34.300","refers_to":null}',NULL,'2026-11-28 06:56:34.300','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-718a-b7cf-8ae756550974','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7188-a4c7-62bc528cfa19','food_events','01a220f1-e7f6-7189-aa37-b89e44cc5863','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a220f1-e7f6-7189-aa37-b89e44cc5863","kind":"record","occurred_at":"2026-11-28 06:56:34.302","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","recorded_at":"2026-11-28 06:56:34.302","refers_to":null}',NULL,'2026-11-28 06:56:34.302','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-718d-ad51-ea4e0ef78a9b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-718b-8ba8-c212950620da','price_comparisons','01a220f1-e7f6-718c-97b5-b20121c6ed8c','insert','{"created_at":"2026-11-28 06:56:34.304","display_unit":"100 ml","id":"01a220f1-e7f6-718c-97b5-b20121c6ed8c","name":"Comparison 0-0","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","unit_system":"metric","updated_at":"2026-11-28 06:56:34.304"}',NULL,'2026-11-28 06:56:34.304','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-718f-8b96-43c48972f90d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-718b-8ba8-c212950620da','price_products','01a220f1-e7f6-718e-b648-8eb673e664e0','insert','{"comparison_id":"01a220f1-e7f6-718c-97b5-b20121c6ed8c","id":"01a220f1-e7f6-718e-b648-8eb673e664e0","name":"Bertolli","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 06:56:34.304','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7191-914a-ebee25d54a4e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-718b-8ba8-c212950620da','price_products','01a220f1-e7f6-7190-930a-a7128eda1601','insert','{"comparison_id":"01a220f1-e7f6-718c-97b5-b20121c6ed8c","id":"01a220f1-e7f6-7190-930a-a7128eda1601","name":"Monini","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 06:56:34.304','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7194-9e71-bc7f4ab6c697','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7192-8c58-6a28ef4e6f2e','habits','01a220f1-e7f6-7193-846a-8ea95df7561c','insert','{"archived":0,"area_id":"01a220f0-fd80-7186-8bac-d1f38c924b5b","color":null,"created_at":"2026-11-28 06:56:34.309","emoji":"📚","id":"01a220f1-e7f6-7193-846a-8ea95df7561c","name":"Habit 0-0","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 06:56:34.309"}',NULL,'2026-11-28 06:56:34.309','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-7197-a486-cbf4d93a1679','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7195-ad8d-d20df545de26','habit_check_ins','01a220f1-e7f6-7196-8de0-6db82531c96f','insert','{"amount":1,"created_at":"2026-11-28 06:56:34.313","day":"2026-11-27","habit_id":"01a220f1-e7f6-7193-846a-8ea95df7561c","id":"01a220f1-e7f6-7196-8de0-6db82531c96f","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.313','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-719a-b765-a3aee227be0e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7198-bd15-f7b2db250438','habit_check_ins','01a220f1-e7f6-7199-96e0-1d7736d801e3','insert','{"amount":1,"created_at":"2026-11-28 06:56:34.316","day":"2026-11-28","habit_id":"01a220f1-e7f6-7193-846a-8ea95df7561c","id":"01a220f1-e7f6-7199-96e0-1d7736d801e3","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.316','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-719d-9100-53857b3fe53a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-719b-8dac-f519c37f54e0','habit_rest_days','01a220f1-e7f6-719c-a6bf-c36f2c4bce67','insert','{"created_at":"2026-11-28 06:56:34.319","day":"2026-11-30","habit_id":"01a220f1-e7f6-7193-846a-8ea95df7561c","id":"01a220f1-e7f6-719c-a6bf-c36f2c4bce67","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.319','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71a0-a5b4-656f87e43701','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-719e-82f8-ddb1e48567a3','habits','01a220f1-e7f6-719f-834d-e01a0ad872ef','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 06:56:34.322","emoji":"","id":"01a220f1-e7f6-719f-834d-e01a0ad872ef","name":"Water 0-0","order_key":"a2","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 06:56:34.322"}',NULL,'2026-11-28 06:56:34.322','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71a3-b622-d54354fec1ea','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71a1-8952-da04ebcf5130','habit_check_ins','01a220f1-e7f6-71a2-ba34-611bb8ecf9b2','insert','{"amount":4,"created_at":"2026-11-28 06:56:34.324","day":"2026-11-28","habit_id":"01a220f1-e7f6-719f-834d-e01a0ad872ef","id":"01a220f1-e7f6-71a2-ba34-611bb8ecf9b2","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.324','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71a6-bd63-a2d8a317e378','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71a4-9d18-a9950c7deabf','lift_sessions','01a220f1-e7f6-71a5-8bad-0c73f4fb350f','insert','{"created_at":"2026-11-28 06:56:34.346","day":"2026-11-28","id":"01a220f1-e7f6-71a5-8bad-0c73f4fb350f","name":"Workout","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","updated_at":"2026-11-28 06:56:34.346"}',NULL,'2026-11-28 06:56:34.346','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71a8-9ee2-224764cd31e2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71a4-9d18-a9950c7deabf','lift_sets','01a220f1-e7f6-71a7-b5d4-d2a88cda3447','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 06:56:34.346","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a220f1-e7f6-71a7-b5d4-d2a88cda3447","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","position":0,"rate_hz":20,"recorded_at":"2026-11-28 06:56:34.346","reps":3,"session_id":"01a220f1-e7f6-71a5-8bad-0c73f4fb350f","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 06:56:34.346','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71a9-822d-207ea4548b9e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71a4-9d18-a9950c7deabf','lift_streams','01a220f1-e7f6-71a7-b5d4-d2a88cda3447','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a220f1-e7f6-71a7-b5d4-d2a88cda3447","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.346','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71ac-b53d-30a9cc3f56f6','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71aa-9ba3-fd5889c357b9','lift_templates','01a220f1-e7f6-71ab-ab9b-94a2efbd2b3d','insert','{"created_at":"2026-11-28 06:56:34.354","goal_reps":8,"id":"01a220f1-e7f6-71ab-ab9b-94a2efbd2b3d","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","sets":3}',NULL,'2026-11-28 06:56:34.354','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71af-b641-2a5fe92cc00b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71ad-add5-1ed99ed902ae','lift_defaults','01a220f1-e7f6-71ae-b1bf-2d68f7be71bf','insert','{"id":"01a220f1-e7f6-71ae-b1bf-2d68f7be71bf","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 06:56:34.357","velocity_loss_target":25}',NULL,'2026-11-28 06:56:34.357','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71b2-8aaa-0f6b85de8632','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71b1-9755-62558a1091f9','day_photos','01a220f1-e7f6-71b0-b886-f83e61d6e7ce','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 06:56:34.359","day":"2026-11-28","id":"01a220f1-e7f6-71b0-b886-f83e61d6e7ce","kind":"png","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.363','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71b5-92e3-aaf698f74844','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71b3-8661-da6b2bbcb56d','journal_entries','01a220f1-e7f6-71b4-99af-6ef1fbeacc8b','insert','{"created_at":"2026-11-28 06:56:34.371","day":"2026-11-28","id":"01a220f1-e7f6-71b4-99af-6ef1fbeacc8b","location":"Berlin","mood":"happy","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 06:56:34.371","written_at":"2026-11-28 06:56:34.371"}',NULL,'2026-11-28 06:56:34.371','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71b8-ba23-57430710c17f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71b6-a52b-fa5f8d12c798','journal_entries','01a220f1-e7f6-71b7-974e-66727cb1b484','insert','{"created_at":"2026-11-28 06:56:34.374","day":"2025-11-28","id":"01a220f1-e7f6-71b7-974e-66727cb1b484","location":null,"mood":null,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 06:56:34.374","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 06:56:34.374','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71bb-bf7d-7d333799d3a6','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71ba-844b-00216b05d1ab','day_photos','01a220f1-e7f6-71b9-8a6a-8ef31b00b41a','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 06:56:34.378","day":"2026-11-28","id":"01a220f1-e7f6-71b9-8a6a-8ef31b00b41a","kind":"png","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b"}',NULL,'2026-11-28 06:56:34.378','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71bd-b3ea-049dfb7f8645','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71ba-844b-00216b05d1ab','journal_photos','01a220f1-e7f6-71bc-9246-f7f6dd8735fb','insert','{"entry_id":"01a220f1-e7f6-71b4-99af-6ef1fbeacc8b","id":"01a220f1-e7f6-71bc-9246-f7f6dd8735fb","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","photo_id":"01a220f1-e7f6-71b9-8a6a-8ef31b00b41a","source_id":null}',NULL,'2026-11-28 06:56:34.378','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71c0-b384-be7964718a30','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71be-bea3-2299c6c9d722','runbooks','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','insert','{"created_at":"2026-11-28 06:56:34.382","id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","name":"When I''m anxious","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","updated_at":"2026-11-28 06:56:34.382","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 06:56:34.382','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71c2-b16d-9c0fcd07cf6f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71be-bea3-2299c6c9d722','runbook_steps','01a220f1-e7f6-71c1-bda1-6d6e2dd25481','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:56:34.382","id":"01a220f1-e7f6-71c1-bda1-6d6e2dd25481","kind":"text","order_key":"a1","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","runbook_id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 06:56:34.382"}',NULL,'2026-11-28 06:56:34.382','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71c4-8b93-e83bdbc1e5d9','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71be-bea3-2299c6c9d722','runbook_steps','01a220f1-e7f6-71c3-b784-ad9b923ca342','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 06:56:34.382","id":"01a220f1-e7f6-71c3-b784-ad9b923ca342","kind":"breathing","order_key":"a2","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","runbook_id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 06:56:34.382"}',NULL,'2026-11-28 06:56:34.382','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71c6-bfc2-f9757d01344d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71be-bea3-2299c6c9d722','runbook_steps','01a220f1-e7f6-71c5-bbed-b295b2f8176b','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:56:34.382","id":"01a220f1-e7f6-71c5-bbed-b295b2f8176b","kind":"grounding","order_key":"a3","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","runbook_id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 06:56:34.382"}',NULL,'2026-11-28 06:56:34.382','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71c8-a4f2-9862f571bb0a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71be-bea3-2299c6c9d722','runbook_steps','01a220f1-e7f6-71c7-9bf4-d6dfe80bda0e','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:56:34.382","id":"01a220f1-e7f6-71c7-9bf4-d6dfe80bda0e","kind":"text","order_key":"a4","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","runbook_id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 06:56:34.382"}',NULL,'2026-11-28 06:56:34.382','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71ca-b5d4-0b0636323ee6','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71be-bea3-2299c6c9d722','runbook_steps','01a220f1-e7f6-71c9-9f78-c367c44e32c5','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:56:34.382","id":"01a220f1-e7f6-71c9-9f78-c367c44e32c5","kind":"contact","order_key":"a5","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","runbook_id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 06:56:34.382"}',NULL,'2026-11-28 06:56:34.382','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71cd-81f7-2f2e0f01b019','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71cb-83f1-9c6ca2bf9633','runbook_contacts','01a220f1-e7f6-71cc-beb3-9355e08d2d29','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 06:56:34.387","id":"01a220f1-e7f6-71cc-beb3-9355e08d2d29","name":"Contact 0-0","note":"friend","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","phone":"030 0","updated_at":"2026-11-28 06:56:34.387"}',NULL,'2026-11-28 06:56:34.387','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71d0-9b18-bc7408c9181f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71ce-921b-05bbfd3cd5ba','runbook_steps','01a220f1-e7f6-71cf-94a6-a01f4800e6eb','insert','{"breathing":null,"contact_id":"01a220f1-e7f6-71cc-beb3-9355e08d2d29","created_at":"2026-11-28 06:56:34.390","id":"01a220f1-e7f6-71cf-94a6-a01f4800e6eb","kind":"contact","order_key":"a6","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","runbook_id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","text":"Call 0-0","updated_at":"2026-11-28 06:56:34.390"}',NULL,'2026-11-28 06:56:34.390','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71d3-a5c9-d8abe3cce76b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71d1-9c33-2b3a821ea622','runbook_uses','01a220f1-e7f6-71d2-8e27-91c0e3f784a2','insert','{"created_at":"2026-11-28 06:56:34.393","feeling_after":"meh","feeling_before":"sad","id":"01a220f1-e7f6-71d2-8e27-91c0e3f784a2","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","runbook_id":"01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1","steps_done":"[\"01a220f1-e7f6-71cf-94a6-a01f4800e6eb\"]","used_at":"2026-11-28 06:56:34.393"}',NULL,'2026-11-28 06:56:34.393','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71d6-b648-8c2e4a89d41f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71d4-8dd7-8845a9e4793e','pacts','01a220f1-e7f6-71d5-987e-2343767c7f75','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 06:56:34.395","delay_hours":24,"id":"01a220f1-e7f6-71d5-987e-2343767c7f75","kind":"price","link_id":"01a220f0-fd83-709b-a87f-cd98799313a3","link_kind":"goal","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 06:56:34.395"}',NULL,'2026-11-28 06:56:34.395','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71d9-8621-1526970521c4','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71d7-b82f-6aebd563acec','pact_marks','01a220f1-e7f6-71d8-86cb-ec27d9d70bdc','insert','{"created_at":"2026-11-28 06:56:34.403","day":"2026-11-28","id":"01a220f1-e7f6-71d8-86cb-ec27d9d70bdc","kept":1,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","pact_id":"01a220f1-e7f6-71d5-987e-2343767c7f75","reason":"Reason 0-0"}',NULL,'2026-11-28 06:56:34.403','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71db-868e-7458fcf0d002','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71da-b2ca-ce127e15137f','pacts','01a220f1-e7f6-71d5-987e-2343767c7f75','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 06:56:34.395","delay_hours":24,"id":"01a220f1-e7f6-71d5-987e-2343767c7f75","kind":"price","link_id":"01a220f0-fd83-709b-a87f-cd98799313a3","link_kind":"goal","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","pending_amount":"1","pending_at":"2026-11-29 06:56:34.410","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a220f1-e7f6-7193-846a-8ea95df7561c","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 06:56:34.410"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 06:56:34.395","delay_hours":24,"id":"01a220f1-e7f6-71d5-987e-2343767c7f75","kind":"price","link_id":"01a220f0-fd83-709b-a87f-cd98799313a3","link_kind":"goal","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 06:56:34.395"}','2026-11-28 06:56:34.410','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71de-abbc-1a8697a0b3ce','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71dc-974d-39699a0c7dba','pacts','01a220f1-e7f6-71dd-bbbb-424c14ca03be','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 06:56:34.414","delay_hours":168,"id":"01a220f1-e7f6-71dd-bbbb-424c14ca03be","kind":"effort","link_id":"01a220f1-e7f6-7130-b10f-000b12449cac","link_kind":"block","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 06:56:34.414"}',NULL,'2026-11-28 06:56:34.414','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71e2-b55f-72b64d08b65f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e0-aab8-0bdc563994a2','runbook_settings','01a220f1-e7f6-71e1-8389-d708d07df807','insert','{"emergency_number":"112","id":"01a220f1-e7f6-71e1-8389-d708d07df807","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","updated_at":"2026-11-28 06:56:34.417"}',NULL,'2026-11-28 06:56:34.417','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71e5-a306-7d219aec93ff','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e3-b448-23a25a6c48f3','journal_entries','01a220f1-e7f6-71e4-88a2-39e1525dce6e','insert','{"created_at":"2026-11-28 06:56:34.420","day":"2026-11-28","id":"01a220f1-e7f6-71e4-88a2-39e1525dce6e","location":null,"mood":null,"owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 06:56:34.420","written_at":"2026-11-28 06:56:34.420"}',NULL,'2026-11-28 06:56:34.420','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71e9-bc3f-a8d8a483f3e6','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e7-bde5-48c41b83f8c2','health_sources','01a220f1-e7f6-71e8-aa0e-3a5f84c59626','insert','{"id":"01a220f1-e7f6-71e8-aa0e-3a5f84c59626","name":"Shape Watch 0","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","position":null}',NULL,'2026-11-28 06:56:34.429','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71eb-ad30-ab292cc8f005','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e7-bde5-48c41b83f8c2','health_sources','01a220f1-e7f6-71ea-83cf-f1598206fcaf','insert','{"id":"01a220f1-e7f6-71ea-83cf-f1598206fcaf","name":"Shape iPhone","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","position":null}',NULL,'2026-11-28 06:56:34.429','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71ee-9c21-786530e8ab77','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e7-bde5-48c41b83f8c2','food_events','01a220f1-e7f6-71ed-9f70-a390e98d88ba','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a220f1-e7f6-71ed-9f70-a390e98d88ba","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","recorded_at":"2026-11-28 06:56:34.429","refers_to":null}',NULL,'2026-11-28 06:56:34.429','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71f0-878c-0cf3a2083fc4','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e7-bde5-48c41b83f8c2','food_events','01a220f1-e7f6-71ef-91f1-eca6e1ca9f79','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a220f1-e7f6-71ef-91f1-eca6e1ca9f79","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","recorded_at":"2026-11-28 06:56:34.429","refers_to":null}',NULL,'2026-11-28 06:56:34.429','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71f1-8246-aaada62c5097','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e7-bde5-48c41b83f8c2','health_days','01a220f1-e7f6-71ec-9025-827cd15de80d','insert','{"active_event_id":"01a220f1-e7f6-71ed-9f70-a390e98d88ba","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a220f1-e7f6-71ec-9025-827cd15de80d","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 06:56:34.429","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a220f1-e7f6-71ef-91f1-eca6e1ca9f79","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 06:56:34.429','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71f3-b2e4-36168a1278cd','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71e7-bde5-48c41b83f8c2','health_imports','01a220f1-e7f6-71f2-ab00-2dc457d875a2','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a220f1-e7f6-71f2-ab00-2dc457d875a2","imported_at":"2026-11-28 06:56:34.429","last_day":"2026-11-26","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","records":3}',NULL,'2026-11-28 06:56:34.429','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220f1-e7f6-71f6-b558-2c983623d0b1','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f4-8d87-5f6899d3a805','calendars','01a220f1-e7f6-71f5-9597-7c5faaafa627','insert','{"color":"#5b6ee1","created_at":"2026-11-28 06:56:34.450","etag":null,"fetched_at":"2026-11-28 06:56:34.450","file_name":"work-0.ics","id":"01a220f1-e7f6-71f5-9597-7c5faaafa627","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a220f0-fd60-71d2-bff3-1225322fc69b","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 06:56:34.450','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a220f1-e7f6-7149-b8eb-5bf9f04f5656','01a220f0-fd60-71d2-bff3-1225322fc69b','List 0-0',NULL,NULL,0,'a1','2026-11-28 06:56:34.228',NULL);
INSERT INTO "task_lists" VALUES('01a220f1-e7f6-7166-9a24-bd5449f9adf9','01a220f0-fd60-71d2-bff3-1225322fc69b','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 06:56:34.272','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a220f1-e7f6-714c-8f4e-52f464f696e5','01a220f0-fd60-71d2-bff3-1225322fc69b','Task 0-0','','01a220f1-e7f6-7149-b8eb-5bf9f04f5656','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a220f0-fd83-709b-a87f-cd98799313a3','01a220f0-fd80-7186-8bac-d1f38c924b5b','a1','a1','2026-11-28 06:56:34.230','2026-11-28 06:56:34.230',NULL,NULL);
INSERT INTO "tasks" VALUES('01a220f1-e7f6-715d-8b0a-54226be101bb','01a220f0-fd60-71d2-bff3-1225322fc69b','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 06:56:34.254','2026-11-28 06:56:34.254',NULL,NULL);
INSERT INTO "tasks" VALUES('01a220f1-e7f6-7163-96a3-0b060a440daa','01a220f0-fd60-71d2-bff3-1225322fc69b','Headed 0-0','','01a220f1-e7f6-7149-b8eb-5bf9f04f5656',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 06:56:34.260','2026-11-28 06:56:34.260',NULL,'01a220f1-e7f6-7160-8433-42ebdc00f49c');
INSERT INTO "tasks" VALUES('01a220f1-e7f6-7167-b343-96cc3b11da66','01a220f0-fd60-71d2-bff3-1225322fc69b','Imported 0-0','','01a220f1-e7f6-7166-9a24-bd5449f9adf9',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 06:56:34.272','2026-11-28 06:56:34.272','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a220f1-e7f6-714e-949c-687f5ece1b0f','01a220f0-fd60-71d2-bff3-1225322fc69b','errand');
INSERT INTO "task_tag_links" VALUES('01a220f1-e7f6-7150-b143-0386a9d44f83','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-714c-8f4e-52f464f696e5','01a220f1-e7f6-714e-949c-687f5ece1b0f');
INSERT INTO "task_tag_links" VALUES('01a220f1-e7f6-7168-a586-ffc46ad0a43b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7167-b343-96cc3b11da66','01a220f1-e7f6-714e-949c-687f5ece1b0f');
INSERT INTO "task_checklist_items" VALUES('01a220f1-e7f6-7152-b974-77e02c0dbcf4','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-714c-8f4e-52f464f696e5','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a220f1-e7f6-714c-8f4e-52f464f696e5','01a220f0-fd60-71d2-bff3-1225322fc69b','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a220f1-e7f6-715d-8b0a-54226be101bb','01a220f0-fd60-71d2-bff3-1225322fc69b','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a220f1-e7f6-7163-96a3-0b060a440daa','01a220f0-fd60-71d2-bff3-1225322fc69b','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a220f1-e7f6-7167-b343-96cc3b11da66','01a220f0-fd60-71d2-bff3-1225322fc69b','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a220f1-e7f6-718c-97b5-b20121c6ed8c','01a220f0-fd60-71d2-bff3-1225322fc69b','Comparison 0-0','metric','100 ml','2026-11-28 06:56:34.304','2026-11-28 06:56:34.304');
INSERT INTO "price_products" VALUES('01a220f1-e7f6-718e-b648-8eb673e664e0','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-718c-97b5-b20121c6ed8c',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a220f1-e7f6-7190-930a-a7128eda1601','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-718c-97b5-b20121c6ed8c',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a220f1-e7f6-716d-b3b4-58cbbbb03550','01a220f0-fd60-71d2-bff3-1225322fc69b','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 06:56:34.277');
INSERT INTO "timeline_events" VALUES('01a220f1-e7f6-7170-81e5-807fdf89bbda','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-716d-b3b4-58cbbbb03550','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 06:56:34.281','2026-11-28 06:56:34.281');
INSERT INTO "timeline_events" VALUES('01a220f1-e7f6-7173-a998-af3ccf8d53bb','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-716d-b3b4-58cbbbb03550','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 06:56:34.285','2026-11-28 06:56:34.285');
INSERT INTO "timeline_queries" VALUES('01a220f1-e7f6-7176-a003-e2c90977aaf8','01a220f0-fd60-71d2-bff3-1225322fc69b','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 06:56:34.288');
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
INSERT INTO "custom_foods" VALUES('01a220f1-e7f6-7183-94f3-6d0f48adf540','01a220f0-fd60-71d2-bff3-1225322fc69b','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 06:56:34.299','2026-11-28 06:56:34.299');
INSERT INTO "recipes" VALUES('01a220f1-e7f6-717c-b949-0bc497143418','01a220f0-fd60-71d2-bff3-1225322fc69b','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 06:56:34.294','2026-11-28 06:56:34.294');
INSERT INTO "recipe_ingredients" VALUES('01a220f1-e7f6-717e-b365-cff99dab803a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-717c-b949-0bc497143418','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a220f1-e7f6-7180-91cd-66bb1dc6a09c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-717c-b949-0bc497143418','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a220f1-e7f6-7179-817f-66f17db2c110','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28 06:56:34.291','2026-11-28 06:56:34.291','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a220f1-e7f6-7186-98a9-961418458660','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28 06:56:34.300','2026-11-28 06:56:34.300','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a220f1-e7f6-7189-aa37-b89e44cc5863','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28 06:56:34.302','2026-11-28 06:56:34.302','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a220f1-e7f6-71ed-9f70-a390e98d88ba','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-26 11:00:00.000','2026-11-28 06:56:34.429','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a220f1-e7f6-71ef-91f1-eca6e1ca9f79','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-26 11:00:00.000','2026-11-28 06:56:34.429','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a220f0-fd7d-7189-87c9-d48c29a5ef52','01a220f0-fd60-71d2-bff3-1225322fc69b','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a220f1-e7f6-7155-8d88-5c00dfab4ca6','01a220f0-fd60-71d2-bff3-1225322fc69b','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a220f0-fd80-7186-8bac-d1f38c924b5b','01a220f0-fd60-71d2-bff3-1225322fc69b','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 06:56:34.176');
INSERT INTO "weeks" VALUES('01a220f0-fd6d-7179-986c-aacc55a6e8a3','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 06:56:34.157');
INSERT INTO "weeks" VALUES('01a220f1-e7f6-7144-ac19-d37fa431b025','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a220f0-fd83-709b-a87f-cd98799313a3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd6d-7179-986c-aacc55a6e8a3','01a220f0-fd80-7186-8bac-d1f38c924b5b','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 06:56:34.179');
INSERT INTO "weekly_goals" VALUES('01a220f1-e7f6-7146-970a-23a89ff720b0','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7144-ac19-d37fa431b025','01a220f0-fd80-7186-8bac-d1f38c924b5b','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 06:56:34.224');
INSERT INTO "retrospectives" VALUES('01a220f0-fd77-7100-b4b7-e461da15dec7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd6d-7179-986c-aacc55a6e8a3','Focus','Sleep','2026-11-28 06:56:34.167');
INSERT INTO "action_items" VALUES('01a220f1-e7f6-712d-b405-af34963070c5','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd6d-7179-986c-aacc55a6e8a3','Action 0-0',0,'2026-11-28 06:56:34.202');
INSERT INTO "intentions" VALUES('01a220f0-fd85-7065-b4f6-ea21e1ce364c','01a220f0-fd60-71d2-bff3-1225322fc69b','Intention 0-0',25,'01a220f0-fd83-709b-a87f-cd98799313a3','01a220f0-fd80-7186-8bac-d1f38c924b5b','2026-11-28 06:56:34.181','2026-11-28 07:21:34.181','endedEarly','2026-11-28 06:56:34.194',NULL,'[]','happy','2026-11-28 06:57:34.199',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a220f1-e7f6-7133-8db3-678404e3507e','01a220f0-fd60-71d2-bff3-1225322fc69b','Block 0-0',45,'01a220f0-fd83-709b-a87f-cd98799313a3','01a220f0-fd80-7186-8bac-d1f38c924b5b','2026-11-28 06:56:34.207','2026-11-28 07:41:34.207','endedEarly','2026-11-28 06:56:34.211',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a220f1-e7f6-7130-b10f-000b12449cac',NULL);
INSERT INTO "intentions" VALUES('01a220f1-e7f6-7158-bbd5-fe33e13c59ed','01a220f0-fd60-71d2-bff3-1225322fc69b','Task 0-0',15,'01a220f0-fd83-709b-a87f-cd98799313a3','01a220f0-fd80-7186-8bac-d1f38c924b5b','2026-11-28 06:56:34.245','2026-11-28 07:11:34.245','endedEarly','2026-11-28 06:56:34.250',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a220f1-e7f6-714c-8f4e-52f464f696e5');
INSERT INTO "distractions" VALUES('01a220f0-fd8e-719f-bfdc-c108d48410ec','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f0-fd85-7065-b4f6-ea21e1ce364c','internal',NULL,'2026-11-28 06:56:34.190',1);
INSERT INTO "standups" VALUES('01a220f0-fd75-715b-90cb-a699e4820d53','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 06:56:34.165');
INSERT INTO "day_photos" VALUES('01a220f1-e7f6-71b0-b886-f83e61d6e7ce','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28','png',64,'Photo 0-0','2026-11-28 06:56:34.359');
INSERT INTO "day_photos" VALUES('01a220f1-e7f6-71b9-8a6a-8ef31b00b41a','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28','png',64,'Journal 0-0','2026-11-28 06:56:34.378');
INSERT INTO "security_events" VALUES('01a220f0-fd60-71d3-aec7-dcb3200d5f26','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28 06:56:34.144','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a220f1-e7f6-71a5-8bad-0c73f4fb350f','01a220f0-fd60-71d2-bff3-1225322fc69b','Workout','2026-11-28','2026-11-28 06:56:34.346','2026-11-28 06:56:34.346');
INSERT INTO "lift_sets" VALUES('01a220f1-e7f6-71a7-b5d4-d2a88cda3447','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71a5-8bad-0c73f4fb350f',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 06:56:34.346','2026-11-28 06:56:34.346');
INSERT INTO "lift_streams" VALUES('01a220f1-e7f6-71a7-b5d4-d2a88cda3447','01a220f0-fd60-71d2-bff3-1225322fc69b','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a220f1-e7f6-71ab-ab9b-94a2efbd2b3d','01a220f0-fd60-71d2-bff3-1225322fc69b','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 06:56:34.354');
INSERT INTO "journal_entries" VALUES('01a220f1-e7f6-71b4-99af-6ef1fbeacc8b','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28 06:56:34.371','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 06:56:34.371','2026-11-28 06:56:34.371');
INSERT INTO "journal_entries" VALUES('01a220f1-e7f6-71b7-974e-66727cb1b484','01a220f0-fd60-71d2-bff3-1225322fc69b','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 06:56:34.374','2026-11-28 06:56:34.374');
INSERT INTO "journal_entries" VALUES('01a220f1-e7f6-71e4-88a2-39e1525dce6e','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28 06:56:34.420','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 06:56:34.420','2026-11-28 06:56:34.420');
INSERT INTO "journal_photos" VALUES('01a220f1-e7f6-71bc-9246-f7f6dd8735fb','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71b4-99af-6ef1fbeacc8b','01a220f1-e7f6-71b9-8a6a-8ef31b00b41a',NULL);
INSERT INTO "journal_drafts" VALUES('01a220f1-e7f6-71e6-a3b1-a09b90e799cc','01a220f0-fd60-71d2-bff3-1225322fc69b',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T06:56:34.425Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 06:56:34.425');
INSERT INTO "journal_search" VALUES('01a220f1-e7f6-71b4-99af-6ef1fbeacc8b','01a220f0-fd60-71d2-bff3-1225322fc69b','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a220f1-e7f6-71b7-974e-66727cb1b484','01a220f0-fd60-71d2-bff3-1225322fc69b','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a220f1-e7f6-71e4-88a2-39e1525dce6e','01a220f0-fd60-71d2-bff3-1225322fc69b','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a220f1-e7f6-7193-846a-8ea95df7561c','01a220f0-fd60-71d2-bff3-1225322fc69b','Habit 0-0','📚',NULL,'01a220f0-fd80-7186-8bac-d1f38c924b5b','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 06:56:34.309','2026-11-28 06:56:34.309');
INSERT INTO "habits" VALUES('01a220f1-e7f6-719f-834d-e01a0ad872ef','01a220f0-fd60-71d2-bff3-1225322fc69b','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 06:56:34.322','2026-11-28 06:56:34.322');
INSERT INTO "habit_check_ins" VALUES('01a220f1-e7f6-7196-8de0-6db82531c96f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7193-846a-8ea95df7561c','2026-11-27',1.0,'2026-11-28 06:56:34.313');
INSERT INTO "habit_check_ins" VALUES('01a220f1-e7f6-7199-96e0-1d7736d801e3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7193-846a-8ea95df7561c','2026-11-28',1.0,'2026-11-28 06:56:34.316');
INSERT INTO "habit_check_ins" VALUES('01a220f1-e7f6-71a2-ba34-611bb8ecf9b2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-719f-834d-e01a0ad872ef','2026-11-28',4.0,'2026-11-28 06:56:34.324');
INSERT INTO "habit_rest_days" VALUES('01a220f1-e7f6-719c-a6bf-c36f2c4bce67','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7193-846a-8ea95df7561c','2026-11-30','2026-11-28 06:56:34.319');
INSERT INTO "health_days" VALUES('01a220f1-e7f6-71ec-9025-827cd15de80d','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a220f1-e7f6-71ed-9f70-a390e98d88ba',NULL,'01a220f1-e7f6-71ef-91f1-eca6e1ca9f79','2026-11-28 06:56:34.429');
INSERT INTO "health_sources" VALUES('01a220f1-e7f6-71e8-aa0e-3a5f84c59626','01a220f0-fd60-71d2-bff3-1225322fc69b','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a220f1-e7f6-71ea-83cf-f1598206fcaf','01a220f0-fd60-71d2-bff3-1225322fc69b','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a220f1-e7f6-71f2-ab00-2dc457d875a2','01a220f0-fd60-71d2-bff3-1225322fc69b','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 06:56:34.429');
INSERT INTO "lift_defaults" VALUES('01a220f1-e7f6-71ae-b1bf-2d68f7be71bf','01a220f0-fd60-71d2-bff3-1225322fc69b','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 06:56:34.357');
INSERT INTO "plan_blocks" VALUES('01a220f1-e7f6-7130-b10f-000b12449cac','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28',375,45,'Block 0-0','01a220f0-fd83-709b-a87f-cd98799313a3','01a220f0-fd80-7186-8bac-d1f38c924b5b',NULL,NULL,NULL,NULL,'2026-11-28 06:56:34.204','2026-11-28 06:56:34.204');
INSERT INTO "plan_blocks" VALUES('01a220f1-e7f6-7138-8f97-dd69c476192c','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28',375,45,'Area block 0-0',NULL,'01a220f0-fd80-7186-8bac-d1f38c924b5b',NULL,NULL,NULL,NULL,'2026-11-28 06:56:34.214','2026-11-28 06:56:34.215');
INSERT INTO "plan_blocks" VALUES('01a220f1-e7f6-713f-a18f-932f628e4c34','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-27',375,15,'Missed block 0-0',NULL,'01a220f0-fd80-7186-8bac-d1f38c924b5b',NULL,'backToList','internal','2026-11-28 06:56:34.222','2026-11-28 06:56:34.220','2026-11-28 06:56:34.220');
INSERT INTO "plan_block_versions" VALUES('01a220f1-e7f6-713b-8e26-b20e865f6b12','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7138-8f97-dd69c476192c','2026-11-28',375,30,'Area block 0-0','01a220f0-fd80-7186-8bac-d1f38c924b5b','moved','Longer than planned','2026-11-28 06:56:34.215');
INSERT INTO "calendars" VALUES('01a220f1-e7f6-71f5-9597-7c5faaafa627','01a220f0-fd60-71d2-bff3-1225322fc69b','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 06:56:34.450',NULL,'2026-11-28 06:56:34.450');
INSERT INTO "calendar_expansions" VALUES('01a220f1-e7f6-71f5-9597-7c5faaafa627','01a220f0-fd60-71d2-bff3-1225322fc69b','2026-11-28 06:56:34.450','2026-10-03 06:56:34.448','2027-05-29 06:56:34.448','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71f7-848c-5ad28d7f408c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71f8-a6f8-fda861625733','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71f9-8ffe-ababf4f18e67','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71fa-a611-c3b0a359c644','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71fb-9a33-044022a40351','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71fc-bbf8-d6a7f91548fb','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71fd-a70a-7ca7e42cf0ea','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71fe-9731-e12e67263491','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-71ff-aee4-46c878a50d33','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7200-b6da-6bcda1aa5c5e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7201-a26a-aba57207469d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7202-89d6-3c34923dbf40','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7203-a7ff-4d7656f9db69','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7204-9f80-04dcc89238dd','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7205-9012-94eb9e1d1103','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7206-bb78-98c49e71798f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7207-8466-ff89e8e438c7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7208-ac7c-3fa9fb8ccbb2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7209-8ffa-f9cfdd1a220b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-720a-bdd5-bd9d3f9e2392','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-720b-9349-aa34e1ea3c12','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-720c-8550-692f88bef17e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-720d-8e20-7edcfd9c1170','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-720e-8ff6-dbb8a359e9e1','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-720f-8fd3-98c3988e37b2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7210-b45b-bbf4f6a4c0c6','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7211-8207-96f728adceaf','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7212-87e0-e3f339f3a489','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7213-8f69-866136685071','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7214-92e3-f8a5fb080b0a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7215-89d1-ef143110910a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7216-993e-3e39714adb2b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7217-a205-b63e719869dd','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7218-aeba-0e5bee99f0c3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7219-8e04-f6267daea734','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-721a-9df1-1dc277a93c84','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-721b-855a-b95171ea3a3c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-721c-90de-7f786eb974e9','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-721d-8e2a-919546ec62cb','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-721e-9ef0-fa61172999e4','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-721f-be4b-78334780192b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7220-a415-fcc317a40e38','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7221-b450-0740db3f6a49','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7222-8b44-8bce16449838','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7223-84cd-6274473e50f1','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7224-bd20-01bae57fc65d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7225-89b6-253595ad6b40','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7226-8141-3e9525a48108','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7227-add3-8ea5042c5871','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7228-a28c-95f2c90e887a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7229-a2f3-16e4917e0134','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-722a-be66-522280ab96c8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-722b-951e-9ba856023102','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-722c-8385-fb8a6dd0f38b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-722d-a05f-d88c220f6d77','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-722e-bdeb-21ae052f5781','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-722f-8e82-d91a60c58750','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7230-b9e1-e34a6cfce2d2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7231-ac6f-a5daaa000f23','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7232-a34a-ac63b9445448','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7233-8dd7-18c1e47b3780','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7234-8d55-23794fd59849','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7235-9808-f2b5bff07a2e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7236-b3f7-2747673d24f9','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7237-99f3-f6e5b155ae10','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7238-8a36-1c4fe0beab4f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7239-a427-a757b32bfa97','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-723a-a872-7598d3fe8041','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-723b-9b7f-e8a13b0a78a5','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-723c-99e7-6ffb61a15cd7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-723d-8ba5-30115eba1efd','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-723e-9384-82f02946718f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-723f-9e21-42df952c48d8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7240-a7ef-491f23d617bf','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7241-a86c-907bf1f886d3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7242-bca7-1bbde6d0bc4b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7243-92fb-a5caec8c02b8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7244-8209-39510beff146','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7245-bde8-e5f703e82fff','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7246-822f-710941cbba15','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7247-8202-5750af3c105c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7248-9c05-cf4bf5797093','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7249-a914-67edf888a81f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-724a-b4ee-071311cfe29a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-724b-8f7e-9b8113f02c89','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-724c-b5bc-398ca65f46cb','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-724d-a8bd-bee90c1281dd','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-724e-87f0-fb468fe67559','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-724f-a169-3a57a36603f9','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7250-b9ac-51fcbc42d21b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7251-bf26-b10a87600d6d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7252-a00f-4a5e43a0ae85','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7253-9dc2-5362126dcb28','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7254-8ed5-222dd5834209','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7255-b029-8e9a50eab703','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7256-be5d-bc8398828e8a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7257-a088-78bd456c85c8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7258-8287-b178cd4d0d07','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7259-b976-8c5a849075a8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-725a-afb0-49870b32f23b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-725b-a13c-7f1efa3a8a1b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-725c-ac9c-d3eed49647bd','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-725d-973f-c0c74b004eb7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-725e-bc84-1aaafb348af3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-725f-9ed9-77486230c488','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7260-ac6f-d4ce07d8bc3d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7261-bcb5-ed88c335648a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7262-b500-bc40f6cc74a9','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7263-8f46-023c54597263','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7264-9a07-76d3cf67da2e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7265-85b8-88df289f3254','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7266-b639-57b7db46b7b7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7267-8e50-2163ed16b2f8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7268-b09f-240cf8ff6d9c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7269-92cc-6de45f5c685f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-726a-a1b6-17bb74427c7c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-726b-a410-89c127f81007','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-726c-afe6-b42e48553c8e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-726d-810e-5e58d08d997d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-726e-b10f-c1355d7d3814','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-726f-b88b-f08e390b642f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7270-8622-e2c42dcd4171','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7271-9c28-399036a984b6','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7272-898e-52dd5fcb98c3','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7273-9633-c5161afaf888','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7274-ab2a-9376ae9b8f8c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7275-985f-eb91c914264b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7276-832b-19d6080eba57','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7277-8a2d-051e26a27e5e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7278-9c1c-f7705311fdd2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7279-8475-08f0c5f101ad','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-727a-804a-11aae9cc934d','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-727b-8c96-050b9f81ed67','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-727c-bcb4-6cd41774a68e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-727d-93fd-aba244300ab8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-727e-a9e3-ad31adf3e4fe','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-727f-954e-5fb73d5e08f1','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7280-97ae-aa1c9ed21e68','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7281-951f-d70cee22df88','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7282-be61-83322bc2d6b7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7283-b102-28e3d55daef7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7284-8196-7a20d724e5e6','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7285-a939-bfd910873836','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7286-bb59-f792d2c422de','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7287-a729-3e9d3dbb97fa','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7288-9819-0c490541b904','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7289-8a71-767ed764ecce','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-728a-a07a-df4937d27c80','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-728b-8f49-385200e62825','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-728c-8a55-3959ba94951e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-728d-8ae8-a089ef113e31','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-728e-b5fc-63223e092655','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-728f-829b-d4520ba28aef','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7290-953a-4c392951190e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7291-af62-b6b5e864bd68','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7292-9607-c87aace961b7','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7293-a948-70de16fb0aff','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7294-abbe-616c94a5f0a8','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7295-bb6a-8292b964b252','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7296-a005-70af32b9d0e4','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7297-b23b-8b14fcb95748','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7298-9f9c-a1ff355bbe64','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-7299-bf75-ce6492249cb2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-729a-babd-4b8c0b588a4a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-729b-be25-936fe2ce3a87','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-729c-a788-72fd4e5af79f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-729d-aea9-7e5b6faa365e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-729e-a103-fa7b7ed64ebb','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-729f-83d4-ee2f1ec56002','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a0-8c8e-2bfbe08e04ca','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a1-af4c-81874eb07d5f','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a2-9486-4aa5fa8d3f30','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a3-932b-2d91ea3f778a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a4-9de3-44707e248f6a','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a5-8039-5e5793c975bc','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a6-93da-0b4ce0009e16','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a7-b5c5-ed2c6840caba','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a8-9603-50b57e0230f2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72a9-a8b4-c1e334a95366','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72aa-91c4-9aabce452d88','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72ab-9963-c02d8595d9d1','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72ac-ab7f-ba55cbcc67c9','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72ad-939f-e23c2bff5aac','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72ae-b819-2620eafe5ad9','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72af-bf15-f4748d8be606','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b0-8bb0-3c4fad733437','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b1-a19b-21ee9e55bc62','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b2-a9d8-1f0a67dd3405','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b3-bf36-2ce766f938ca','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b4-bcfe-5e32011fd249','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b5-bbb1-980cd00d644c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b6-956f-7cd19c0cb64e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b7-9269-af247cd556b2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a220f1-e7f6-72b8-af21-672040d28cc2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71f5-9597-7c5faaafa627','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','01a220f0-fd60-71d2-bff3-1225322fc69b','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 06:56:34.382','2026-11-28 06:56:34.382');
INSERT INTO "runbook_contacts" VALUES('01a220f1-e7f6-71cc-beb3-9355e08d2d29','01a220f0-fd60-71d2-bff3-1225322fc69b','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 06:56:34.387','2026-11-28 06:56:34.387');
INSERT INTO "runbook_steps" VALUES('01a220f1-e7f6-71c1-bda1-6d6e2dd25481','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 06:56:34.382','2026-11-28 06:56:34.382');
INSERT INTO "runbook_steps" VALUES('01a220f1-e7f6-71c3-b784-ad9b923ca342','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 06:56:34.382','2026-11-28 06:56:34.382');
INSERT INTO "runbook_steps" VALUES('01a220f1-e7f6-71c5-bbed-b295b2f8176b','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 06:56:34.382','2026-11-28 06:56:34.382');
INSERT INTO "runbook_steps" VALUES('01a220f1-e7f6-71c7-9bf4-d6dfe80bda0e','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 06:56:34.382','2026-11-28 06:56:34.382');
INSERT INTO "runbook_steps" VALUES('01a220f1-e7f6-71c9-9f78-c367c44e32c5','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 06:56:34.382','2026-11-28 06:56:34.382');
INSERT INTO "runbook_steps" VALUES('01a220f1-e7f6-71cf-94a6-a01f4800e6eb','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','contact','Call 0-0',NULL,'01a220f1-e7f6-71cc-beb3-9355e08d2d29','a6','2026-11-28 06:56:34.390','2026-11-28 06:56:34.390');
INSERT INTO "runbook_uses" VALUES('01a220f1-e7f6-71d2-8e27-91c0e3f784a2','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71bf-a6e9-a46d7ef34ba1','2026-11-28 06:56:34.393','sad','meh','["01a220f1-e7f6-71cf-94a6-a01f4800e6eb"]','2026-11-28 06:56:34.393');
INSERT INTO "runbook_settings" VALUES('01a220f1-e7f6-71e1-8389-d708d07df807','01a220f0-fd60-71d2-bff3-1225322fc69b','112','2026-11-28 06:56:34.417');
INSERT INTO "task_headings" VALUES('01a220f1-e7f6-7160-8433-42ebdc00f49c','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-7149-b8eb-5bf9f04f5656','Heading 0-0',0,'a1','2026-11-28 06:56:34.258',NULL);
INSERT INTO "pacts" VALUES('01a220f1-e7f6-71d5-987e-2343767c7f75','01a220f0-fd60-71d2-bff3-1225322fc69b','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 06:56:34.410','2026-11-28 06:56:34.395','2026-11-28 06:56:34.410');
INSERT INTO "pacts" VALUES('01a220f1-e7f6-71dd-bbbb-424c14ca03be','01a220f0-fd60-71d2-bff3-1225322fc69b','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 06:56:34.414','2026-11-28 06:56:34.414');
INSERT INTO "pact_marks" VALUES('01a220f1-e7f6-71d8-86cb-ec27d9d70bdc','01a220f0-fd60-71d2-bff3-1225322fc69b','01a220f1-e7f6-71d5-987e-2343767c7f75','2026-11-28',1,'Reason 0-0','2026-11-28 06:56:34.403');
INSERT INTO "plan_feeds" VALUES('01a220f1-e7f6-71df-979c-eb982c021127','01a220f0-fd60-71d2-bff3-1225322fc69b',NULL,'0f08658b1f24144d2b2f5c1b715f21e3c1f9187b997a7bce7e79a6062ce3b9cd','2026-11-28 06:56:34.416',NULL,NULL);
CREATE INDEX api_tokens_owner ON api_tokens(owner_id);
CREATE INDEX sign_in_failures_address ON sign_in_failures(address, at);
CREATE INDEX changes_owner ON changes(owner_id, id);
CREATE INDEX changes_batch ON changes(batch_id);
CREATE INDEX changes_undoes ON changes(undoes_batch_id) WHERE undoes_batch_id IS NOT NULL;
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
COMMIT;

-- An Almanac database at migration level 0032-pact-links (UpgradeTests: written once, never rewritten).
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
INSERT INTO "grdb_migrations" VALUES('0032-pact-links');
INSERT INTO "users" VALUES('01a22153-6dbd-7164-8da6-e41af51e77b8','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 08:44:05.437','dayMonth');
INSERT INTO "credentials" VALUES('01a22153-6dbd-7164-8da6-e41af51e77b8','$2b$06$QMwvbMHhpxjQphC5XKEzMO/WLC3LEoCExSffIvnweEwXbO98VoTmS');
INSERT INTO "changes" VALUES('01a22153-6dd4-7082-925b-fa7ff9b8d0ad','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6dd4-7080-9e7b-840f5782aa08','weeks','01a22153-6dd4-7081-a625-162a0dc0ea94','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22153-6dd4-7081-a625-162a0dc0ea94","length_days":7,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 08:44:05.460','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22153-6dd4-7083-b800-4d2a658e98ca','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6dd4-7080-9e7b-840f5782aa08','weeks','01a22153-6dd4-7081-a625-162a0dc0ea94','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22153-6dd4-7081-a625-162a0dc0ea94","length_days":7,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_day":"2026-11-23","started_at":"2026-11-28 08:44:05.460"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22153-6dd4-7081-a625-162a0dc0ea94","length_days":7,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_day":"2026-11-23","started_at":null}','2026-11-28 08:44:05.460','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22153-6deb-70b9-a023-b9fea8092022','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6deb-70b7-a70a-712708ba6562','standups','01a22153-6deb-70b8-8861-f96118a8217e','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a22153-6deb-70b8-8861-f96118a8217e","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","updated_at":"2026-11-28 08:44:05.483"}',NULL,'2026-11-28 08:44:05.483','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22153-6df0-7125-882e-68cfc72b6c41','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6df0-7123-9ca9-f0ef2d25c3d2','retrospectives','01a22153-6df0-7124-8363-1f2b8345888e','insert','{"id":"01a22153-6df0-7124-8363-1f2b8345888e","improve":"Sleep","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","updated_at":"2026-11-28 08:44:05.488","week_id":"01a22153-6dd4-7081-a625-162a0dc0ea94","went_well":"Focus"}',NULL,'2026-11-28 08:44:05.488','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22153-6e05-70b8-bbd3-e66106a8da1d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6e05-70b6-affa-23587fc277aa','energy_profiles','01a22153-6e05-70b7-9a01-aba843459e7e','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22153-6e05-70b7-9a01-aba843459e7e","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","sex":"female"}',NULL,'2026-11-28 08:44:05.509','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22153-6e13-7084-a620-e822ee88fe3b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6e13-7082-83b6-584ee959c4bd','areas','01a22153-6e13-7083-a648-ccbf0c2adb4f','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 08:44:05.523","icon":null,"id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","name":"Area 0-0","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.523','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22153-6e15-71ec-9c26-a3542844a1e7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6e15-71ea-911f-a24e4390fa86','weekly_goals','01a22153-6e15-71eb-b17e-68c304053228','insert','{"added_mid_sprint":1,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","created_at":"2026-11-28 08:44:05.525","estimate_hours":2,"id":"01a22153-6e15-71eb-b17e-68c304053228","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22153-6dd4-7081-a625-162a0dc0ea94"}',NULL,'2026-11-28 08:44:05.525','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22153-6e1a-7199-b5b4-c2caf2718ff2','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6e1a-7197-af4f-5bc41c05cfad','intentions','01a22153-6e1a-7198-8e61-75ea5774ba85','insert','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":null,"ends_at":"2026-11-28 09:09:05.530","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22153-6e1a-7198-8e61-75ea5774ba85","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.530","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 08:44:05.530','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22153-6e23-708e-860c-8a8d39f5d306','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6e23-708c-b516-ba45fd5eb6f3','distractions','01a22153-6e23-708d-9e35-ff96ad3e6da1','insert','{"at":"2026-11-28 08:44:05.539","id":"01a22153-6e23-708d-9e35-ff96ad3e6da1","intention_id":"01a22153-6e1a-7198-8e61-75ea5774ba85","note":null,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 08:44:05.539','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22153-6e2c-70a7-ac32-fe598f11982e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6e2c-70a6-a56e-825d3286d3b7','intentions','01a22153-6e1a-7198-8e61-75ea5774ba85','update','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":"2026-11-28 08:44:05.548","ends_at":"2026-11-28 09:09:05.530","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22153-6e1a-7198-8e61-75ea5774ba85","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.530","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":null,"ends_at":"2026-11-28 09:09:05.530","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22153-6e1a-7198-8e61-75ea5774ba85","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.530","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 08:44:05.548','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7078-a3b0-dafe47af4a2a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7077-9f32-df62018d45a7','intentions','01a22153-6e1a-7198-8e61-75ea5774ba85','update','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":"2026-11-28 08:44:05.548","ends_at":"2026-11-28 09:09:05.530","feeling":"happy","goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22153-6e1a-7198-8e61-75ea5774ba85","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":25,"rated_at":"2026-11-28 08:45:05.556","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.530","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":"2026-11-28 08:44:05.548","ends_at":"2026-11-28 09:09:05.530","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22153-6e1a-7198-8e61-75ea5774ba85","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.530","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 08:45:05.556','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-707b-baf0-0720b4cbcbf0','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7079-b762-90c0088f446c','action_items','01a22154-5893-707a-aaa5-beafcce54bf6','insert','{"created_at":"2026-11-28 08:44:05.558","done":0,"id":"01a22154-5893-707a-aaa5-beafcce54bf6","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","text":"Action 0-0","week_id":"01a22153-6dd4-7081-a625-162a0dc0ea94"}',NULL,'2026-11-28 08:44:05.558','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-707e-8ea8-4411d1fccb44','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-707c-b80e-f3ee901f19c4','plan_blocks','01a22154-5893-707d-9cf7-66f10d363e61','insert','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","cause":null,"created_at":"2026-11-28 08:44:05.562","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22154-5893-707d-9cf7-66f10d363e61","minutes":45,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 08:44:05.562"}',NULL,'2026-11-28 08:44:05.562','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7081-9a64-45bdec7770e5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-707f-9df7-87e366355496','intentions','01a22154-5893-7080-aa9f-128c43efa69d','insert','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":"01a22154-5893-707d-9cf7-66f10d363e61","ended_at":null,"ends_at":"2026-11-28 09:29:05.571","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22154-5893-7080-aa9f-128c43efa69d","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.571","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 08:44:05.571','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7083-bf0b-19f0d60abefb','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7082-9ab7-729561046b61','intentions','01a22154-5893-7080-aa9f-128c43efa69d','update','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":"01a22154-5893-707d-9cf7-66f10d363e61","ended_at":"2026-11-28 08:44:05.578","ends_at":"2026-11-28 09:29:05.571","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22154-5893-7080-aa9f-128c43efa69d","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.571","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":"01a22154-5893-707d-9cf7-66f10d363e61","ended_at":null,"ends_at":"2026-11-28 09:29:05.571","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22154-5893-7080-aa9f-128c43efa69d","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.571","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 08:44:05.578','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7086-a693-24f4b1377317','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7084-a1f9-b6cf2f95277f','plan_blocks','01a22154-5893-7085-b0da-bc3ff2f66133','insert','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","cause":null,"created_at":"2026-11-28 08:44:05.588","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22154-5893-7085-b0da-bc3ff2f66133","minutes":30,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 08:44:05.588"}',NULL,'2026-11-28 08:44:05.588','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7089-bf92-e2d00ac1cccb','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7087-b788-1cf264e41de4','plan_block_versions','01a22154-5893-7088-ad3a-971c517840db','insert','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":"01a22154-5893-7085-b0da-bc3ff2f66133","change":"moved","day":"2026-11-28","id":"01a22154-5893-7088-ad3a-971c517840db","minutes":30,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","reason":"Longer than planned","recorded_at":"2026-11-28 08:44:05.591","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 08:44:05.591','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-708a-95cf-6ceb29a79d33','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7087-b788-1cf264e41de4','plan_blocks','01a22154-5893-7085-b0da-bc3ff2f66133','update','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","cause":null,"created_at":"2026-11-28 08:44:05.588","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22154-5893-7085-b0da-bc3ff2f66133","minutes":45,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 08:44:05.591"}','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","cause":null,"created_at":"2026-11-28 08:44:05.588","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22154-5893-7085-b0da-bc3ff2f66133","minutes":30,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 08:44:05.588"}','2026-11-28 08:44:05.591','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-708d-a85a-11756e81a510','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-708b-83c6-1f59553d8c99','plan_blocks','01a22154-5893-708c-9812-157a7ab5bde9','insert','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","cause":null,"created_at":"2026-11-28 08:44:05.601","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22154-5893-708c-9812-157a7ab5bde9","minutes":15,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 08:44:05.601"}',NULL,'2026-11-28 08:44:05.601','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-708f-83e3-76777d6e8cce','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-708e-b641-388f8bb446be','plan_blocks','01a22154-5893-708c-9812-157a7ab5bde9','update','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","cause":"internal","created_at":"2026-11-28 08:44:05.601","day":"2026-11-27","disposed_at":"2026-11-28 08:44:05.604","disposition":"backToList","goal_id":null,"id":"01a22154-5893-708c-9812-157a7ab5bde9","minutes":15,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 08:44:05.601"}','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","cause":null,"created_at":"2026-11-28 08:44:05.601","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22154-5893-708c-9812-157a7ab5bde9","minutes":15,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 08:44:05.601"}','2026-11-28 08:44:05.604','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7092-afd6-a0b96067d8fd','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7090-942b-895aa198e299','weeks','01a22154-5893-7091-8100-01486d2e6865','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22154-5893-7091-8100-01486d2e6865","length_days":7,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 08:44:05.608','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7094-8593-b8d5e6f8536b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7090-942b-895aa198e299','weekly_goals','01a22154-5893-7093-9adc-de4f3ac86c7f','insert','{"added_mid_sprint":0,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","created_at":"2026-11-28 08:44:05.608","estimate_hours":3,"id":"01a22154-5893-7093-9adc-de4f3ac86c7f","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22154-5893-7091-8100-01486d2e6865"}',NULL,'2026-11-28 08:44:05.608','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7097-a836-ad8b042c79a3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7095-9e2e-c61e491aaaa2','task_lists','01a22154-5893-7096-8892-6b25c3ef94de','insert','{"archived":0,"color":null,"created_at":"2026-11-28 08:44:05.614","icon":null,"id":"01a22154-5893-7096-8892-6b25c3ef94de","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.614','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-709a-aa07-4834dd9ff624','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7098-84a6-c089c69b84a0','tasks','01a22154-5893-7099-a799-1977d1610874','insert','{"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","created_at":"2026-11-28 08:44:05.618","deadline":null,"evening":0,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","heading_id":null,"id":"01a22154-5893-7099-a799-1977d1610874","import_key":null,"list_id":"01a22154-5893-7096-8892-6b25c3ef94de","list_key":"a1","notes":"","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 08:44:05.618"}',NULL,'2026-11-28 08:44:05.618','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-709c-a110-2b4d9b8fb80a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7098-84a6-c089c69b84a0','task_tags','01a22154-5893-709b-b7ef-94ec2e51498d','insert','{"id":"01a22154-5893-709b-b7ef-94ec2e51498d","name":"errand","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.618','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-709e-b455-2782234bc2c1','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7098-84a6-c089c69b84a0','task_tag_links','01a22154-5893-709d-b963-6317c60386a6','insert','{"id":"01a22154-5893-709d-b963-6317c60386a6","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","tag_id":"01a22154-5893-709b-b7ef-94ec2e51498d","task_id":"01a22154-5893-7099-a799-1977d1610874"}',NULL,'2026-11-28 08:44:05.618','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70a0-934b-54b70a2d997a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7098-84a6-c089c69b84a0','task_checklist_items','01a22154-5893-709f-8cde-17c564f6156f','insert','{"done":0,"id":"01a22154-5893-709f-8cde-17c564f6156f","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","task_id":"01a22154-5893-7099-a799-1977d1610874","title":"Step"}',NULL,'2026-11-28 08:44:05.618','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70a3-96ff-0fa6a0169fd3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70a1-a721-5f6d8e35d7d7','system_settings','01a22154-5893-70a2-9d26-175241be9af0','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22154-5893-70a2-9d26-175241be9af0","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 08:44:05.638','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70a6-a823-b74fb6387f15','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70a4-aa08-a3d7281189ec','intentions','01a22154-5893-70a5-aa49-1bf523e76ca8','insert','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":null,"ends_at":"2026-11-28 08:59:05.642","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22154-5893-70a5-aa49-1bf523e76ca8","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.642","state":"running","tags":"[]","task_id":"01a22154-5893-7099-a799-1977d1610874","what":"Task 0-0"}',NULL,'2026-11-28 08:44:05.642','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70a8-8126-b1ea15a415b8','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70a7-95e0-abde7cf586ff','intentions','01a22154-5893-70a5-aa49-1bf523e76ca8','update','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":"2026-11-28 08:44:05.648","ends_at":"2026-11-28 08:59:05.642","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22154-5893-70a5-aa49-1bf523e76ca8","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.642","state":"endedEarly","tags":"[]","task_id":"01a22154-5893-7099-a799-1977d1610874","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","block_id":null,"ended_at":null,"ends_at":"2026-11-28 08:59:05.642","feeling":null,"goal_id":"01a22153-6e15-71eb-b17e-68c304053228","id":"01a22154-5893-70a5-aa49-1bf523e76ca8","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 08:44:05.642","state":"running","tags":"[]","task_id":"01a22154-5893-7099-a799-1977d1610874","what":"Task 0-0"}','2026-11-28 08:44:05.648','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70ab-8552-1bb984c9a3aa','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70a9-bb77-a9c27fedb7ff','tasks','01a22154-5893-70aa-8337-a1efea6aae5a','insert','{"area_id":null,"created_at":"2026-11-28 08:44:05.653","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22154-5893-70aa-8337-a1efea6aae5a","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 08:44:05.653"}',NULL,'2026-11-28 08:44:05.653','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70ae-9b44-6a02b878ce38','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70ac-af5d-b446295a7b7e','task_headings','01a22154-5893-70ad-8e4c-29542bcb4f42','insert','{"archived":0,"created_at":"2026-11-28 08:44:05.663","id":"01a22154-5893-70ad-8e4c-29542bcb4f42","import_key":null,"list_id":"01a22154-5893-7096-8892-6b25c3ef94de","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","title":"Heading 0-0"}',NULL,'2026-11-28 08:44:05.663','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70b1-abf7-15ec51bf95f6','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70af-8ea8-70e778a277f6','tasks','01a22154-5893-70b0-950e-685b45d052ca','insert','{"area_id":null,"created_at":"2026-11-28 08:44:05.667","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a22154-5893-70ad-8e4c-29542bcb4f42","id":"01a22154-5893-70b0-950e-685b45d052ca","import_key":null,"list_id":"01a22154-5893-7096-8892-6b25c3ef94de","list_key":"a2","notes":"","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 08:44:05.667"}',NULL,'2026-11-28 08:44:05.667','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70b6-b98a-cb2c5cddeafa','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70b2-8b87-87e0a138ece1','task_lists','*','insert','{"ids":["01a22154-5893-70b3-9de7-deb2bd26288d"]}',NULL,'2026-11-28 08:44:05.682','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70b7-b160-53b77a6606c9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70b2-8b87-87e0a138ece1','tasks','*','insert','{"ids":["01a22154-5893-70b4-89a7-53bd1f5c407f"]}',NULL,'2026-11-28 08:44:05.682','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70b8-bcd3-18a9737e747e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70b2-8b87-87e0a138ece1','task_tag_links','*','insert','{"ids":["01a22154-5893-70b5-a179-c9debfb1db63"]}',NULL,'2026-11-28 08:44:05.682','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70bb-b431-218990d364f5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70b9-8bc1-7f7716c8930e','timelines','01a22154-5893-70ba-b650-5aa378699e35','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 08:44:05.688","icon":"","id":"01a22154-5893-70ba-b650-5aa378699e35","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.688','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70be-8da8-193092b1a36e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70bc-91c0-62f133970e85','timeline_events','01a22154-5893-70bd-9b18-9a5a4e8ca82e','insert','{"created_at":"2026-11-28 08:44:05.695","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22154-5893-70bd-9b18-9a5a4e8ca82e","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22154-5893-70ba-b650-5aa378699e35","title":"Job 0-0","updated_at":"2026-11-28 08:44:05.695"}',NULL,'2026-11-28 08:44:05.695','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70c1-935d-812cbffc7cf0','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70bf-99eb-477d8d81b7a6','timeline_events','01a22154-5893-70c0-888a-8953082577f1','insert','{"created_at":"2026-11-28 08:44:05.704","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22154-5893-70c0-888a-8953082577f1","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22154-5893-70ba-b650-5aa378699e35","title":"Trip 0-0","updated_at":"2026-11-28 08:44:05.704"}',NULL,'2026-11-28 08:44:05.704','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70c4-8d5a-b23205769e68','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70c2-af76-befbd6bf122c','timeline_queries','01a22154-5893-70c3-8e31-247d701817c8','insert','{"created_at":"2026-11-28 08:44:05.713","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22154-5893-70c3-8e31-247d701817c8","name":"Query 0-0","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.713','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70c7-88cc-eae43500c35d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70c5-9ab0-de06aaae943b','food_events','01a22154-5893-70c6-86d2-17c9e472932b','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a22154-5893-70c6-86d2-17c9e472932b","kind":"record","occurred_at":"2026-11-28 08:44:05.719","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","recorded_at":"2026-11-28 08:44:05.719","refers_to":null}',NULL,'2026-11-28 08:44:05.719','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70ca-8df8-6e16614cbe84','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70c8-a957-3bbc4f9e7131','recipes','01a22154-5893-70c9-9c0d-576a2a17fbbe','insert','{"created_at":"2026-11-28 08:44:05.730","id":"01a22154-5893-70c9-9c0d-576a2a17fbbe","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","servings":2,"total_grams":300,"updated_at":"2026-11-28 08:44:05.730","yield_grams":null}',NULL,'2026-11-28 08:44:05.730','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70cc-94c4-cb4968ecdcc4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70c8-a957-3bbc4f9e7131','recipe_ingredients','01a22154-5893-70cb-bb9c-b9889e7eb8ea','insert','{"food_id":"09040","grams":100,"id":"01a22154-5893-70cb-bb9c-b9889e7eb8ea","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","position":0,"recipe_id":"01a22154-5893-70c9-9c0d-576a2a17fbbe"}',NULL,'2026-11-28 08:44:05.730','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70ce-b649-b98e8ab469e7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70c8-a957-3bbc4f9e7131','recipe_ingredients','01a22154-5893-70cd-843e-e0a9570068f4','insert','{"food_id":"01079","grams":200,"id":"01a22154-5893-70cd-843e-e0a9570068f4","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","position":1,"recipe_id":"01a22154-5893-70c9-9c0d-576a2a17fbbe"}',NULL,'2026-11-28 08:44:05.730','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70d1-acfb-91569ff1ca66','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70cf-b565-a3b3bc28abad','custom_foods','01a22154-5893-70d0-9adc-b65a0652563d','insert','{"created_at":"2026-11-28 08:44:05.737","id":"01a22154-5893-70d0-9adc-b65a0652563d","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 08:44:05.737"}',NULL,'2026-11-28 08:44:05.737','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70d4-a03d-282ae22da922','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70d2-af5a-32edcba1e2ad','food_events','01a22154-5893-70d3-962a-0c06194416cb','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a22154-5893-70d3-962a-0c06194416cb","kind":"record","occurred_at":"2026-11-28 08:44:05.739","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","recorded_at":"2026-11-28 08:44:05.739","refers_to":null}',NULL,'2026-11-28 08:44:05.739','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70d7-a768-769116752a2d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70d5-9932-8fae2681b8f9','food_events','01a22154-5893-70d6-8a05-65d95bf4c081','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a22154-5893-70d6-8a05-65d95bf4c081","kind":"record","occurred_at":"2026-11-28 08:44:05.744","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","recorded_at":"2026-11-28 08:44:05.744","refers_to":null}',NULL,'2026-11-28 08:44:05.744','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70da-b1a2-e622680a61cd','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70d8-af43-9d55490d93bc','price_comparisons','01a22154-5893-70d9-a78f-c9a487fe1201','insert','{"created_at":"2026-11-28 08:44:05.749","display_unit":"100 ml","id":"01a22154-5893-70d9-a78f-c9a487fe1201","name":"Comparison 0-0","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","unit_system":"metric","updated_at":"2026-11-28 08:44:05.749"}',NULL,'2026-11-28 08:44:05.749','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70dc-a4c3-25911b03f33e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70d8-af43-9d55490d93bc','price_products','01a22154-5893-70db-8266-5e7dd485c2ef','insert','{"comparison_id":"01a22154-5893-70d9-a78f-c9a487fe1201","id":"01a22154-5893-70db-8266-5e7dd485c2ef","name":"Bertolli","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 08:44:05.749','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70de-b8ea-4b997ffb7e8d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70d8-af43-9d55490d93bc','price_products','01a22154-5893-70dd-8d21-6c515a7d6a7f','insert','{"comparison_id":"01a22154-5893-70d9-a78f-c9a487fe1201","id":"01a22154-5893-70dd-8d21-6c515a7d6a7f","name":"Monini","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 08:44:05.749','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70e1-b57e-a4f514227527','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70df-9811-7f203c4bdb98','habits','01a22154-5893-70e0-8e04-e59083a4c42e','insert','{"archived":0,"area_id":"01a22153-6e13-7083-a648-ccbf0c2adb4f","color":null,"created_at":"2026-11-28 08:44:05.755","emoji":"📚","id":"01a22154-5893-70e0-8e04-e59083a4c42e","name":"Habit 0-0","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 08:44:05.755"}',NULL,'2026-11-28 08:44:05.755','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70e4-83be-44e82c0bacb3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70e2-aa8f-1d2a487394f8','habit_check_ins','01a22154-5893-70e3-a43f-606e2b483c30','insert','{"amount":1,"created_at":"2026-11-28 08:44:05.765","day":"2026-11-27","habit_id":"01a22154-5893-70e0-8e04-e59083a4c42e","id":"01a22154-5893-70e3-a43f-606e2b483c30","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.765','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70e7-9f4c-abc29aa19520','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70e5-9308-92d69c53ffe0','habit_check_ins','01a22154-5893-70e6-b912-0c6e2ab24cb9','insert','{"amount":1,"created_at":"2026-11-28 08:44:05.774","day":"2026-11-28","habit_id":"01a22154-5893-70e0-8e04-e59083a4c42e","id":"01a22154-5893-70e6-b912-0c6e2ab24cb9","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.774','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70ea-ae83-ecf557a87c70','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70e8-9a5c-8528cbdb7d62','habit_rest_days','01a22154-5893-70e9-9430-1880e3ab217c','insert','{"created_at":"2026-11-28 08:44:05.781","day":"2026-11-30","habit_id":"01a22154-5893-70e0-8e04-e59083a4c42e","id":"01a22154-5893-70e9-9430-1880e3ab217c","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.781','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70ed-8c60-e4ff48c0ac40','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70eb-85f8-df450ea41902','habits','01a22154-5893-70ec-9b88-671494bc9dad','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 08:44:05.785","emoji":"","id":"01a22154-5893-70ec-9b88-671494bc9dad","name":"Water 0-0","order_key":"a2","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 08:44:05.785"}',NULL,'2026-11-28 08:44:05.785','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70f0-8284-c3a855acaeac','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70ee-8dbc-40efe6be8267','habit_check_ins','01a22154-5893-70ef-870a-1b7cc60b7f85','insert','{"amount":4,"created_at":"2026-11-28 08:44:05.802","day":"2026-11-28","habit_id":"01a22154-5893-70ec-9b88-671494bc9dad","id":"01a22154-5893-70ef-870a-1b7cc60b7f85","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.802','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70f3-bf74-d411a4fcecad','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70f1-b0fb-c2a2bbaf6155','lift_sessions','01a22154-5893-70f2-a3e7-a80c80103191','insert','{"created_at":"2026-11-28 08:44:05.852","day":"2026-11-28","id":"01a22154-5893-70f2-a3e7-a80c80103191","name":"Workout","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","updated_at":"2026-11-28 08:44:05.852"}',NULL,'2026-11-28 08:44:05.852','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70f5-b56b-a9969d7194cb','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70f1-b0fb-c2a2bbaf6155','lift_sets','01a22154-5893-70f4-b1be-c665c20098c2','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 08:44:05.852","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22154-5893-70f4-b1be-c665c20098c2","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","position":0,"rate_hz":20,"recorded_at":"2026-11-28 08:44:05.852","reps":3,"session_id":"01a22154-5893-70f2-a3e7-a80c80103191","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 08:44:05.852','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70f6-b0ff-3ac41661c45f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70f1-b0fb-c2a2bbaf6155','lift_streams','01a22154-5893-70f4-b1be-c665c20098c2','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22154-5893-70f4-b1be-c665c20098c2","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.852','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70f9-8730-8a1f0ca8a095','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70f7-a53f-e4c7dcaa2c02','lift_templates','01a22154-5893-70f8-b231-62043b92b4fd','insert','{"created_at":"2026-11-28 08:44:05.869","goal_reps":8,"id":"01a22154-5893-70f8-b231-62043b92b4fd","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","sets":3}',NULL,'2026-11-28 08:44:05.869','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70fc-ba7a-fea7a9aeead1','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70fa-a1eb-62eaeb94fdb0','lift_defaults','01a22154-5893-70fb-a10b-ade6421e94f9','insert','{"id":"01a22154-5893-70fb-a10b-ade6421e94f9","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 08:44:05.872","velocity_loss_target":25}',NULL,'2026-11-28 08:44:05.872','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-70ff-bbd5-e7cb508f256f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70fe-a7e9-0a0988e82e58','day_photos','01a22154-5893-70fd-acf3-bcb800cba9e2','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 08:44:05.880","day":"2026-11-28","id":"01a22154-5893-70fd-acf3-bcb800cba9e2","kind":"png","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.881','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7102-aa36-bb8c0cc42dd7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7100-b5fd-f55b9157c08c','journal_entries','01a22154-5893-7101-a7d2-c6489d92e2e6','insert','{"created_at":"2026-11-28 08:44:05.887","day":"2026-11-28","id":"01a22154-5893-7101-a7d2-c6489d92e2e6","location":"Berlin","mood":"happy","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 08:44:05.887","written_at":"2026-11-28 08:44:05.888"}',NULL,'2026-11-28 08:44:05.887','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7105-a958-98175ed246a1','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7103-9d20-1fcd82ec247f','journal_entries','01a22154-5893-7104-9541-cd0aff824a5b','insert','{"created_at":"2026-11-28 08:44:05.895","day":"2025-11-28","id":"01a22154-5893-7104-9541-cd0aff824a5b","location":null,"mood":null,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 08:44:05.895","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 08:44:05.895','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7108-ba70-7b9265a99f25','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7107-a219-5a3c78e80e20','day_photos','01a22154-5893-7106-bf84-f5a33d82823c','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 08:44:05.901","day":"2026-11-28","id":"01a22154-5893-7106-bf84-f5a33d82823c","kind":"png","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8"}',NULL,'2026-11-28 08:44:05.901','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-710a-aa9a-2feb8029f6b4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7107-a219-5a3c78e80e20','journal_photos','01a22154-5893-7109-83f1-bc692765d8d4','insert','{"entry_id":"01a22154-5893-7101-a7d2-c6489d92e2e6","id":"01a22154-5893-7109-83f1-bc692765d8d4","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","photo_id":"01a22154-5893-7106-bf84-f5a33d82823c","source_id":null}',NULL,'2026-11-28 08:44:05.901','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-710d-a8a8-530e11016245','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710b-aabc-5dab1615115a','runbooks','01a22154-5893-710c-8ea1-0ac1c616688c','insert','{"created_at":"2026-11-28 08:44:05.911","id":"01a22154-5893-710c-8ea1-0ac1c616688c","name":"When I''m anxious","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","updated_at":"2026-11-28 08:44:05.911","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 08:44:05.911','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-710f-af32-58a0e881334b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710b-aabc-5dab1615115a','runbook_steps','01a22154-5893-710e-8269-08ad77d57ccb','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 08:44:05.911","id":"01a22154-5893-710e-8269-08ad77d57ccb","kind":"text","order_key":"a1","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","runbook_id":"01a22154-5893-710c-8ea1-0ac1c616688c","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 08:44:05.911"}',NULL,'2026-11-28 08:44:05.911','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7111-a586-ad1ecfe58d17','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710b-aabc-5dab1615115a','runbook_steps','01a22154-5893-7110-90be-350bf28427b9','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 08:44:05.911","id":"01a22154-5893-7110-90be-350bf28427b9","kind":"breathing","order_key":"a2","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","runbook_id":"01a22154-5893-710c-8ea1-0ac1c616688c","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 08:44:05.911"}',NULL,'2026-11-28 08:44:05.911','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7113-a9e7-8fbaac41401d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710b-aabc-5dab1615115a','runbook_steps','01a22154-5893-7112-b1c8-dc35e9972290','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 08:44:05.911","id":"01a22154-5893-7112-b1c8-dc35e9972290","kind":"grounding","order_key":"a3","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","runbook_id":"01a22154-5893-710c-8ea1-0ac1c616688c","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 08:44:05.911"}',NULL,'2026-11-28 08:44:05.911','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7115-8c6e-50db23077cc9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710b-aabc-5dab1615115a','runbook_steps','01a22154-5893-7114-8750-02c01f72b1d1','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 08:44:05.911","id":"01a22154-5893-7114-8750-02c01f72b1d1","kind":"text","order_key":"a4","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","runbook_id":"01a22154-5893-710c-8ea1-0ac1c616688c","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 08:44:05.911"}',NULL,'2026-11-28 08:44:05.911','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7117-beb2-89bec228d411','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710b-aabc-5dab1615115a','runbook_steps','01a22154-5893-7116-873b-94135f3143a2','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 08:44:05.911","id":"01a22154-5893-7116-873b-94135f3143a2","kind":"contact","order_key":"a5","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","runbook_id":"01a22154-5893-710c-8ea1-0ac1c616688c","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 08:44:05.911"}',NULL,'2026-11-28 08:44:05.911','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-711a-8518-6104edce2b4e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7118-a15e-ea79caf6a5e5','runbook_contacts','01a22154-5893-7119-ab5c-99892d745bc0','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 08:44:05.931","id":"01a22154-5893-7119-ab5c-99892d745bc0","name":"Contact 0-0","note":"friend","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","phone":"030 0","updated_at":"2026-11-28 08:44:05.931"}',NULL,'2026-11-28 08:44:05.931','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-711d-be1c-73a2c3254884','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-711b-88ca-8961f4f2d225','runbook_steps','01a22154-5893-711c-bdf3-8e022f526b9a','insert','{"breathing":null,"contact_id":"01a22154-5893-7119-ab5c-99892d745bc0","created_at":"2026-11-28 08:44:05.934","id":"01a22154-5893-711c-bdf3-8e022f526b9a","kind":"contact","order_key":"a6","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","runbook_id":"01a22154-5893-710c-8ea1-0ac1c616688c","text":"Call 0-0","updated_at":"2026-11-28 08:44:05.934"}',NULL,'2026-11-28 08:44:05.934','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7120-b50f-0d3c84a5ad26','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-711e-bcad-6d297e45db0a','runbook_uses','01a22154-5893-711f-bec3-58e847960cc7','insert','{"created_at":"2026-11-28 08:44:05.938","feeling_after":"meh","feeling_before":"sad","id":"01a22154-5893-711f-bec3-58e847960cc7","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","runbook_id":"01a22154-5893-710c-8ea1-0ac1c616688c","steps_done":"[\"01a22154-5893-711c-bdf3-8e022f526b9a\"]","used_at":"2026-11-28 08:44:05.938"}',NULL,'2026-11-28 08:44:05.938','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7123-90ad-5587405f5842','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7121-8ca6-8395a17ad3bb','pacts','01a22154-5893-7122-94c4-96fd7c5a479e','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 08:44:05.941","delay_hours":24,"id":"01a22154-5893-7122-94c4-96fd7c5a479e","kind":"price","link_id":"01a22153-6e15-71eb-b17e-68c304053228","link_kind":"goal","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 08:44:05.941"}',NULL,'2026-11-28 08:44:05.941','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7126-aae3-bbdd13831ac9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7124-95fd-dc8dac6f25fd','pact_marks','01a22154-5893-7125-9f76-d5f230f28944','insert','{"created_at":"2026-11-28 08:44:05.947","day":"2026-11-28","id":"01a22154-5893-7125-9f76-d5f230f28944","kept":1,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","pact_id":"01a22154-5893-7122-94c4-96fd7c5a479e","reason":"Reason 0-0"}',NULL,'2026-11-28 08:44:05.947','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7128-84f4-ddba1347dd02','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7127-93cf-09b05bf3cb29','pacts','01a22154-5893-7122-94c4-96fd7c5a479e','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 08:44:05.941","delay_hours":24,"id":"01a22154-5893-7122-94c4-96fd7c5a479e","kind":"price","link_id":"01a22153-6e15-71eb-b17e-68c304053228","link_kind":"goal","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","pending_amount":"1","pending_at":"2026-11-29 08:44:05.954","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22154-5893-70e0-8e04-e59083a4c42e","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 08:44:05.954"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 08:44:05.941","delay_hours":24,"id":"01a22154-5893-7122-94c4-96fd7c5a479e","kind":"price","link_id":"01a22153-6e15-71eb-b17e-68c304053228","link_kind":"goal","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 08:44:05.941"}','2026-11-28 08:44:05.954','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-712b-840b-0192eeeaf304','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7129-b9e3-70d405bd4b8d','pacts','01a22154-5893-712a-9222-e47170d3e9cb','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 08:44:05.963","delay_hours":168,"id":"01a22154-5893-712a-9222-e47170d3e9cb","kind":"effort","link_id":"01a22154-5893-707d-9cf7-66f10d363e61","link_kind":"block","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 08:44:05.963"}',NULL,'2026-11-28 08:44:05.963','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-712f-afb7-fc3e88480162','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-712d-9aeb-1918693ce6d7','runbook_settings','01a22154-5893-712e-93d2-0d79970af9ba','insert','{"emergency_number":"112","id":"01a22154-5893-712e-93d2-0d79970af9ba","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","updated_at":"2026-11-28 08:44:05.972"}',NULL,'2026-11-28 08:44:05.972','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7132-bb31-6b7f5129b64d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7130-9492-4b5a8e437d67','journal_entries','01a22154-5893-7131-83c0-cd81fde72411','insert','{"created_at":"2026-11-28 08:44:05.981","day":"2026-11-28","id":"01a22154-5893-7131-83c0-cd81fde72411","location":null,"mood":null,"owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 08:44:05.981","written_at":"2026-11-28 08:44:05.981"}',NULL,'2026-11-28 08:44:05.981','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7136-ab7f-f8e6cdddf1a2','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7134-8cae-e1d49a74083f','health_sources','01a22154-5893-7135-9543-72f64a9a29a5','insert','{"id":"01a22154-5893-7135-9543-72f64a9a29a5","name":"Shape Watch 0","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","position":null}',NULL,'2026-11-28 08:44:06.001','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7138-aff6-b4f399bb7ad2','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7134-8cae-e1d49a74083f','health_sources','01a22154-5893-7137-9069-bf3d1f88f03c','insert','{"id":"01a22154-5893-7137-9069-bf3d1f88f03c","name":"Shape iPhone","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","position":null}',NULL,'2026-11-28 08:44:06.001','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-713b-a171-c006cd1b2878','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7134-8cae-e1d49a74083f','food_events','01a22154-5893-713a-9044-36c7a34d07ee','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a22154-5893-713a-9044-36c7a34d07ee","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","recorded_at":"2026-11-28 08:44:06.001","refers_to":null}',NULL,'2026-11-28 08:44:06.001','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-713d-8763-b0b98a5b1edd','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7134-8cae-e1d49a74083f','food_events','01a22154-5893-713c-9b94-c21e78d962da','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a22154-5893-713c-9b94-c21e78d962da","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","recorded_at":"2026-11-28 08:44:06.001","refers_to":null}',NULL,'2026-11-28 08:44:06.001','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-713e-931e-126e97237def','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7134-8cae-e1d49a74083f','health_days','01a22154-5893-7139-97cf-711ca3384d8a','insert','{"active_event_id":"01a22154-5893-713a-9044-36c7a34d07ee","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22154-5893-7139-97cf-711ca3384d8a","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 08:44:06.001","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a22154-5893-713c-9b94-c21e78d962da","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 08:44:06.001','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7140-9e5b-e22d650419c7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7134-8cae-e1d49a74083f','health_imports','01a22154-5893-713f-afe2-cf14c6126c1c','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a22154-5893-713f-afe2-cf14c6126c1c","imported_at":"2026-11-28 08:44:06.001","last_day":"2026-11-26","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","records":3}',NULL,'2026-11-28 08:44:06.001','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22154-5893-7143-8a4a-20ecc8417ec0','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7141-a1b7-9b949cf21aaf','calendars','01a22154-5893-7142-95d3-3dfd7aa05b3c','insert','{"color":"#5b6ee1","created_at":"2026-11-28 08:44:06.024","etag":null,"fetched_at":"2026-11-28 08:44:06.024","file_name":"work-0.ics","id":"01a22154-5893-7142-95d3-3dfd7aa05b3c","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22153-6dbd-7164-8da6-e41af51e77b8","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 08:44:06.024','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22154-5893-7096-8892-6b25c3ef94de','01a22153-6dbd-7164-8da6-e41af51e77b8','List 0-0',NULL,NULL,0,'a1','2026-11-28 08:44:05.614',NULL);
INSERT INTO "task_lists" VALUES('01a22154-5893-70b3-9de7-deb2bd26288d','01a22153-6dbd-7164-8da6-e41af51e77b8','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 08:44:05.682','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22154-5893-7099-a799-1977d1610874','01a22153-6dbd-7164-8da6-e41af51e77b8','Task 0-0','','01a22154-5893-7096-8892-6b25c3ef94de','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a22153-6e15-71eb-b17e-68c304053228','01a22153-6e13-7083-a648-ccbf0c2adb4f','a1','a1','2026-11-28 08:44:05.618','2026-11-28 08:44:05.618',NULL,NULL);
INSERT INTO "tasks" VALUES('01a22154-5893-70aa-8337-a1efea6aae5a','01a22153-6dbd-7164-8da6-e41af51e77b8','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 08:44:05.653','2026-11-28 08:44:05.653',NULL,NULL);
INSERT INTO "tasks" VALUES('01a22154-5893-70b0-950e-685b45d052ca','01a22153-6dbd-7164-8da6-e41af51e77b8','Headed 0-0','','01a22154-5893-7096-8892-6b25c3ef94de',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 08:44:05.667','2026-11-28 08:44:05.667',NULL,'01a22154-5893-70ad-8e4c-29542bcb4f42');
INSERT INTO "tasks" VALUES('01a22154-5893-70b4-89a7-53bd1f5c407f','01a22153-6dbd-7164-8da6-e41af51e77b8','Imported 0-0','','01a22154-5893-70b3-9de7-deb2bd26288d',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 08:44:05.682','2026-11-28 08:44:05.682','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a22154-5893-709b-b7ef-94ec2e51498d','01a22153-6dbd-7164-8da6-e41af51e77b8','errand');
INSERT INTO "task_tag_links" VALUES('01a22154-5893-709d-b963-6317c60386a6','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7099-a799-1977d1610874','01a22154-5893-709b-b7ef-94ec2e51498d');
INSERT INTO "task_tag_links" VALUES('01a22154-5893-70b5-a179-c9debfb1db63','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70b4-89a7-53bd1f5c407f','01a22154-5893-709b-b7ef-94ec2e51498d');
INSERT INTO "task_checklist_items" VALUES('01a22154-5893-709f-8cde-17c564f6156f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7099-a799-1977d1610874','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22154-5893-7099-a799-1977d1610874','01a22153-6dbd-7164-8da6-e41af51e77b8','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22154-5893-70aa-8337-a1efea6aae5a','01a22153-6dbd-7164-8da6-e41af51e77b8','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22154-5893-70b0-950e-685b45d052ca','01a22153-6dbd-7164-8da6-e41af51e77b8','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22154-5893-70b4-89a7-53bd1f5c407f','01a22153-6dbd-7164-8da6-e41af51e77b8','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22154-5893-70d9-a78f-c9a487fe1201','01a22153-6dbd-7164-8da6-e41af51e77b8','Comparison 0-0','metric','100 ml','2026-11-28 08:44:05.749','2026-11-28 08:44:05.749');
INSERT INTO "price_products" VALUES('01a22154-5893-70db-8266-5e7dd485c2ef','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70d9-a78f-c9a487fe1201',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22154-5893-70dd-8d21-6c515a7d6a7f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70d9-a78f-c9a487fe1201',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22154-5893-70ba-b650-5aa378699e35','01a22153-6dbd-7164-8da6-e41af51e77b8','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 08:44:05.688');
INSERT INTO "timeline_events" VALUES('01a22154-5893-70bd-9b18-9a5a4e8ca82e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70ba-b650-5aa378699e35','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 08:44:05.695','2026-11-28 08:44:05.695');
INSERT INTO "timeline_events" VALUES('01a22154-5893-70c0-888a-8953082577f1','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70ba-b650-5aa378699e35','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 08:44:05.704','2026-11-28 08:44:05.704');
INSERT INTO "timeline_queries" VALUES('01a22154-5893-70c3-8e31-247d701817c8','01a22153-6dbd-7164-8da6-e41af51e77b8','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 08:44:05.713');
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
INSERT INTO "custom_foods" VALUES('01a22154-5893-70d0-9adc-b65a0652563d','01a22153-6dbd-7164-8da6-e41af51e77b8','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 08:44:05.737','2026-11-28 08:44:05.737');
INSERT INTO "recipes" VALUES('01a22154-5893-70c9-9c0d-576a2a17fbbe','01a22153-6dbd-7164-8da6-e41af51e77b8','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 08:44:05.730','2026-11-28 08:44:05.730');
INSERT INTO "recipe_ingredients" VALUES('01a22154-5893-70cb-bb9c-b9889e7eb8ea','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70c9-9c0d-576a2a17fbbe','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22154-5893-70cd-843e-e0a9570068f4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70c9-9c0d-576a2a17fbbe','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22154-5893-70c6-86d2-17c9e472932b','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28 08:44:05.719','2026-11-28 08:44:05.719','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a22154-5893-70d3-962a-0c06194416cb','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28 08:44:05.739','2026-11-28 08:44:05.739','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a22154-5893-70d6-8a05-65d95bf4c081','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28 08:44:05.744','2026-11-28 08:44:05.744','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a22154-5893-713a-9044-36c7a34d07ee','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-26 11:00:00.000','2026-11-28 08:44:06.001','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a22154-5893-713c-9b94-c21e78d962da','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-26 11:00:00.000','2026-11-28 08:44:06.001','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a22153-6e05-70b7-9a01-aba843459e7e','01a22153-6dbd-7164-8da6-e41af51e77b8','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22154-5893-70a2-9d26-175241be9af0','01a22153-6dbd-7164-8da6-e41af51e77b8','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22153-6e13-7083-a648-ccbf0c2adb4f','01a22153-6dbd-7164-8da6-e41af51e77b8','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 08:44:05.523');
INSERT INTO "weeks" VALUES('01a22153-6dd4-7081-a625-162a0dc0ea94','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 08:44:05.460');
INSERT INTO "weeks" VALUES('01a22154-5893-7091-8100-01486d2e6865','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22153-6e15-71eb-b17e-68c304053228','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6dd4-7081-a625-162a0dc0ea94','01a22153-6e13-7083-a648-ccbf0c2adb4f','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 08:44:05.525');
INSERT INTO "weekly_goals" VALUES('01a22154-5893-7093-9adc-de4f3ac86c7f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7091-8100-01486d2e6865','01a22153-6e13-7083-a648-ccbf0c2adb4f','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 08:44:05.608');
INSERT INTO "retrospectives" VALUES('01a22153-6df0-7124-8363-1f2b8345888e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6dd4-7081-a625-162a0dc0ea94','Focus','Sleep','2026-11-28 08:44:05.488');
INSERT INTO "action_items" VALUES('01a22154-5893-707a-aaa5-beafcce54bf6','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6dd4-7081-a625-162a0dc0ea94','Action 0-0',0,'2026-11-28 08:44:05.558');
INSERT INTO "intentions" VALUES('01a22153-6e1a-7198-8e61-75ea5774ba85','01a22153-6dbd-7164-8da6-e41af51e77b8','Intention 0-0',25,'01a22153-6e15-71eb-b17e-68c304053228','01a22153-6e13-7083-a648-ccbf0c2adb4f','2026-11-28 08:44:05.530','2026-11-28 09:09:05.530','endedEarly','2026-11-28 08:44:05.548',NULL,'[]','happy','2026-11-28 08:45:05.556',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a22154-5893-7080-aa9f-128c43efa69d','01a22153-6dbd-7164-8da6-e41af51e77b8','Block 0-0',45,'01a22153-6e15-71eb-b17e-68c304053228','01a22153-6e13-7083-a648-ccbf0c2adb4f','2026-11-28 08:44:05.571','2026-11-28 09:29:05.571','endedEarly','2026-11-28 08:44:05.578',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22154-5893-707d-9cf7-66f10d363e61',NULL);
INSERT INTO "intentions" VALUES('01a22154-5893-70a5-aa49-1bf523e76ca8','01a22153-6dbd-7164-8da6-e41af51e77b8','Task 0-0',15,'01a22153-6e15-71eb-b17e-68c304053228','01a22153-6e13-7083-a648-ccbf0c2adb4f','2026-11-28 08:44:05.642','2026-11-28 08:59:05.642','endedEarly','2026-11-28 08:44:05.648',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22154-5893-7099-a799-1977d1610874');
INSERT INTO "distractions" VALUES('01a22153-6e23-708d-9e35-ff96ad3e6da1','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22153-6e1a-7198-8e61-75ea5774ba85','internal',NULL,'2026-11-28 08:44:05.539',1);
INSERT INTO "standups" VALUES('01a22153-6deb-70b8-8861-f96118a8217e','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 08:44:05.483');
INSERT INTO "day_photos" VALUES('01a22154-5893-70fd-acf3-bcb800cba9e2','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28','png',64,'Photo 0-0','2026-11-28 08:44:05.880');
INSERT INTO "day_photos" VALUES('01a22154-5893-7106-bf84-f5a33d82823c','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28','png',64,'Journal 0-0','2026-11-28 08:44:05.901');
INSERT INTO "security_events" VALUES('01a22153-6dbd-7165-a78f-157b14c51d1d','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28 08:44:05.437','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22154-5893-70f2-a3e7-a80c80103191','01a22153-6dbd-7164-8da6-e41af51e77b8','Workout','2026-11-28','2026-11-28 08:44:05.852','2026-11-28 08:44:05.852');
INSERT INTO "lift_sets" VALUES('01a22154-5893-70f4-b1be-c665c20098c2','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70f2-a3e7-a80c80103191',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 08:44:05.852','2026-11-28 08:44:05.852');
INSERT INTO "lift_streams" VALUES('01a22154-5893-70f4-b1be-c665c20098c2','01a22153-6dbd-7164-8da6-e41af51e77b8','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22154-5893-70f8-b231-62043b92b4fd','01a22153-6dbd-7164-8da6-e41af51e77b8','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 08:44:05.869');
INSERT INTO "journal_entries" VALUES('01a22154-5893-7101-a7d2-c6489d92e2e6','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28 08:44:05.888','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 08:44:05.887','2026-11-28 08:44:05.887');
INSERT INTO "journal_entries" VALUES('01a22154-5893-7104-9541-cd0aff824a5b','01a22153-6dbd-7164-8da6-e41af51e77b8','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 08:44:05.895','2026-11-28 08:44:05.895');
INSERT INTO "journal_entries" VALUES('01a22154-5893-7131-83c0-cd81fde72411','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28 08:44:05.981','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 08:44:05.981','2026-11-28 08:44:05.981');
INSERT INTO "journal_photos" VALUES('01a22154-5893-7109-83f1-bc692765d8d4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7101-a7d2-c6489d92e2e6','01a22154-5893-7106-bf84-f5a33d82823c',NULL);
INSERT INTO "journal_drafts" VALUES('01a22154-5893-7133-a5bd-bc0a02a889dd','01a22153-6dbd-7164-8da6-e41af51e77b8',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T08:44:05.990Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 08:44:05.990');
INSERT INTO "journal_search" VALUES('01a22154-5893-7101-a7d2-c6489d92e2e6','01a22153-6dbd-7164-8da6-e41af51e77b8','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22154-5893-7104-9541-cd0aff824a5b','01a22153-6dbd-7164-8da6-e41af51e77b8','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22154-5893-7131-83c0-cd81fde72411','01a22153-6dbd-7164-8da6-e41af51e77b8','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22154-5893-70e0-8e04-e59083a4c42e','01a22153-6dbd-7164-8da6-e41af51e77b8','Habit 0-0','📚',NULL,'01a22153-6e13-7083-a648-ccbf0c2adb4f','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 08:44:05.755','2026-11-28 08:44:05.755');
INSERT INTO "habits" VALUES('01a22154-5893-70ec-9b88-671494bc9dad','01a22153-6dbd-7164-8da6-e41af51e77b8','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 08:44:05.785','2026-11-28 08:44:05.785');
INSERT INTO "habit_check_ins" VALUES('01a22154-5893-70e3-a43f-606e2b483c30','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70e0-8e04-e59083a4c42e','2026-11-27',1.0,'2026-11-28 08:44:05.765');
INSERT INTO "habit_check_ins" VALUES('01a22154-5893-70e6-b912-0c6e2ab24cb9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70e0-8e04-e59083a4c42e','2026-11-28',1.0,'2026-11-28 08:44:05.774');
INSERT INTO "habit_check_ins" VALUES('01a22154-5893-70ef-870a-1b7cc60b7f85','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70ec-9b88-671494bc9dad','2026-11-28',4.0,'2026-11-28 08:44:05.802');
INSERT INTO "habit_rest_days" VALUES('01a22154-5893-70e9-9430-1880e3ab217c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-70e0-8e04-e59083a4c42e','2026-11-30','2026-11-28 08:44:05.781');
INSERT INTO "health_days" VALUES('01a22154-5893-7139-97cf-711ca3384d8a','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22154-5893-713a-9044-36c7a34d07ee',NULL,'01a22154-5893-713c-9b94-c21e78d962da','2026-11-28 08:44:06.001');
INSERT INTO "health_sources" VALUES('01a22154-5893-7135-9543-72f64a9a29a5','01a22153-6dbd-7164-8da6-e41af51e77b8','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22154-5893-7137-9069-bf3d1f88f03c','01a22153-6dbd-7164-8da6-e41af51e77b8','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22154-5893-713f-afe2-cf14c6126c1c','01a22153-6dbd-7164-8da6-e41af51e77b8','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 08:44:06.001');
INSERT INTO "lift_defaults" VALUES('01a22154-5893-70fb-a10b-ade6421e94f9','01a22153-6dbd-7164-8da6-e41af51e77b8','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 08:44:05.872');
INSERT INTO "plan_blocks" VALUES('01a22154-5893-707d-9cf7-66f10d363e61','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28',375,45,'Block 0-0','01a22153-6e15-71eb-b17e-68c304053228','01a22153-6e13-7083-a648-ccbf0c2adb4f',NULL,NULL,NULL,NULL,'2026-11-28 08:44:05.562','2026-11-28 08:44:05.562');
INSERT INTO "plan_blocks" VALUES('01a22154-5893-7085-b0da-bc3ff2f66133','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28',375,45,'Area block 0-0',NULL,'01a22153-6e13-7083-a648-ccbf0c2adb4f',NULL,NULL,NULL,NULL,'2026-11-28 08:44:05.588','2026-11-28 08:44:05.591');
INSERT INTO "plan_blocks" VALUES('01a22154-5893-708c-9812-157a7ab5bde9','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-27',375,15,'Missed block 0-0',NULL,'01a22153-6e13-7083-a648-ccbf0c2adb4f',NULL,'backToList','internal','2026-11-28 08:44:05.604','2026-11-28 08:44:05.601','2026-11-28 08:44:05.601');
INSERT INTO "plan_block_versions" VALUES('01a22154-5893-7088-ad3a-971c517840db','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7085-b0da-bc3ff2f66133','2026-11-28',375,30,'Area block 0-0','01a22153-6e13-7083-a648-ccbf0c2adb4f','moved','Longer than planned','2026-11-28 08:44:05.591');
INSERT INTO "calendars" VALUES('01a22154-5893-7142-95d3-3dfd7aa05b3c','01a22153-6dbd-7164-8da6-e41af51e77b8','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 08:44:06.024',NULL,'2026-11-28 08:44:06.024');
INSERT INTO "calendar_expansions" VALUES('01a22154-5893-7142-95d3-3dfd7aa05b3c','01a22153-6dbd-7164-8da6-e41af51e77b8','2026-11-28 08:44:06.024','2026-10-03 08:44:06.023','2027-05-29 08:44:06.023','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7144-be63-090663fffe04','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7145-abc7-d08848ac2e48','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7146-99f9-e9b2425651f3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7147-aa62-78e7ea4f3fd5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7148-9cf0-2585da3c44a0','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7149-9fe9-c704cafa4e79','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-714a-9039-e101beb3bff0','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-714b-a5ab-38aab1d3bc38','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-714c-afcd-b8c6a70c3c12','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-714d-b23f-ae462484b381','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-714e-b427-d2dca718db65','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-714f-b606-2fcb74a44868','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7150-bb64-f36236de8acf','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7151-93f6-d43dae670647','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7152-b1b6-5f6f6684d90f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7153-aa49-efd0164b43e8','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7154-84cd-614885208bdf','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7155-831a-2103a2bb3437','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7156-b05c-6c1706cf2983','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7157-bd96-a90ddde88e73','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7158-8f0f-fd0c06c316de','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7159-a7d8-11350d084bd6','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-715a-84df-3284c3714932','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-715b-a23d-bd08dc5b2960','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-715c-bb65-f924050833b4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-715d-bcb9-7fb2552b3581','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-715e-a489-06af9de199bd','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-715f-b1c8-000e41361420','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7160-8a60-25de300e026d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7161-9d80-79c8a254a01f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7162-a97b-cdf77fa584c8','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7163-9ee5-1e50d42efd50','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7164-89ca-3480eac7b2b4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7165-8316-095594056824','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7166-9ea9-a227f1944703','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7167-a573-930d8b344052','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7168-bfb7-242b5c36f1a6','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7169-b970-77897def5af5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-716a-a2fc-1c45f3f1ad8d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-716b-8cf1-0fd238936bc9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-716c-9536-c53d3def6685','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-716d-9a6b-ada15c0e1b0b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-716e-9fb0-db5fc2e4b8a9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-716f-ac34-6830195007bd','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7170-9df2-fc1f060adb9f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7171-b46b-8a4f14b05023','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7172-845c-18eac11dff25','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7173-8f92-d2b60442f6ad','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7174-8f20-e3864d1f9dbd','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7175-9ae5-49d630a59dd9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7176-82b7-e49554caf610','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7177-80e8-9dde3d6a1d98','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7178-a4fd-5d8e159a22df','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7179-8b06-2812fdb42572','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-717a-a4ef-a7a28c309ed0','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-717b-ad3b-202a3a798d2f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-717c-9252-432c64916e96','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-717d-a75a-6a42daf28d64','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-717e-950c-be83166cd269','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-717f-9a65-6f4d50717f5e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7180-ad46-60fc8a241b92','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7181-8a52-41a40da0581f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7182-84db-825b2b707b40','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7183-9e04-a6c8d624d9b9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7184-905f-0f5c5284f602','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7185-ad34-0941d34950c7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7186-88d9-4cc1442612b6','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7187-bd94-dca8f169af64','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7188-90e1-4a8dcf19375c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7189-a1f5-5c3c3f133fbb','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-718a-9640-41dba3cc2ca2','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-718b-a90d-5645ced1307f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-718c-ae5d-762182b494c5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-718d-b747-fa1c65fbc908','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-718e-ae65-0afe7a9b384b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-718f-8ca5-8c3be9459c36','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7190-ad71-4a3b09cf78fd','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7191-b76e-9bf396f5f92c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7192-9386-fe9899a3427b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7193-9a43-9f21e2390956','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7194-95cf-74a5e293747f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7195-931b-95537b7c845e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7196-ba76-598568c23811','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7197-ad3f-0c34b4bebdfb','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7198-aba1-2158a9ed1038','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7199-8e1c-b699b545e40d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-719a-92dc-3de92798d02e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-719b-b5af-521a49ef185f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-719c-b79f-99e03478d478','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-719d-b2ad-1c4e37a8e7a9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-719e-8113-f23ba3306459','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-719f-a5a4-8c265bf7bcfe','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a0-92f8-f81be578414e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a1-a6d7-618a945b357c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a2-8b1f-2da6993dad58','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a3-83e5-408eb8857066','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a4-bd79-f756f17ef375','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a5-89b9-dc83950508f9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a6-b4da-0b3848954474','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a7-9efd-d95931b746f8','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a8-892b-e87a10381b99','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71a9-a3cb-1463a71e7d7f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71aa-a1d5-30ccf324fc31','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ab-8400-c4dc77a05f95','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ac-8067-57e35cfe5711','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ad-8816-dffbafbc4332','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ae-b67e-07b8cfb63a83','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71af-92f1-b870c3c84397','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b0-b64a-1eafd9903cac','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b1-8512-7b7a8047a766','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b2-bd41-3a287a119ccf','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b3-a7b0-1d60d1ca8cd7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b4-8e8a-8c3949edce7e','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b5-a61a-6ad9f7d97af5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b6-842a-9703bd17e4b7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b7-9eb1-fec22d5e3d9b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b8-b0a1-870446f33c07','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71b9-8464-ff6b17f3950d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ba-bbd4-23a34e2e7a22','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71bb-87a1-cac4c9f370b2','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71bc-809b-108442bc1516','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71bd-8e6c-bdf75a73fe08','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71be-a1ab-fe3c02e9863f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71bf-8661-aed84dda83a7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c0-9ea0-724b667d5e78','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c1-b247-eade42a3fb1b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c2-8e6b-7bfff423a3f1','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c3-b68e-1c6dd769fbe5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c4-be41-899c8a40c459','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c5-9ff6-791533f33352','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c6-b086-3406b797d798','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c7-9c54-0d3cd41da71b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c8-87f5-6dea35a3366a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71c9-a454-dab0fa82a8cf','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ca-bcef-79669ee3c465','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71cb-a4f8-4d922b9b6a2d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71cc-b2ab-c8c21b6cc032','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71cd-bf33-f6ba37a43bb6','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ce-89fe-91c64019f921','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71cf-9c9c-8dd3357234f9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d0-b7b8-2eadfba183b3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d1-b676-dfe2196d34ce','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d2-bd6b-5617762e3aae','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d3-a666-bec95389cc0f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d4-8876-8f54a4cfaed3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d5-9ce1-55529f74be08','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d6-92f1-67a51981c3d9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d7-91e8-a8417581d31a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d8-a643-2514f344ed66','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71d9-8cd7-a8d2954c6973','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71da-aeb0-80eedbb90797','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71db-b8f3-411d33ee0f5c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71dc-b778-8ea2ae211ded','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71dd-916c-c426b46034cb','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71de-b087-1bed74bad00d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71df-95f2-a4edcfddaca3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e0-b8f4-f01b247f45d8','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e1-a917-4f6c5ff88da4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e2-a900-21ec1fc2894c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e3-9e1f-60f816541a13','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e4-8350-7356acbb3fd5','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e5-8da2-27e2b02569ba','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e6-b2fb-2a4665a7599c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e7-b521-228d24e4764f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e8-ac60-f38ce5b8d8ea','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71e9-9244-3a4610b82fa4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ea-9cc3-7b131c9c3a78','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71eb-aa6d-2094d4483977','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ec-9f1d-b8dc108abf9b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ed-82b8-42ab094d795b','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ee-9b6a-1ede6d02e9e8','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ef-98d1-6009f16d7e1a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f0-911c-84de10f1ccc9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f1-bd9f-5b9e7e2b83aa','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f2-b77e-e9398d4d145c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f3-aec6-3b5b361d5cee','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f4-a9a0-7a3331707a83','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f5-b6b2-7e5d8f0d2e5f','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f6-9045-a241a6bb6d3c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f7-9642-8e9feff8335c','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f8-9d50-870ff9304fe0','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71f9-bf58-363298ccc5a3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71fa-8789-2c4b85a8b512','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71fb-8580-d52760929403','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71fc-bdc9-705d8ba90277','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71fd-9c34-2cc318262723','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71fe-a4f2-bcdbda26c81d','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-71ff-bb1a-d8a3532e00c9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7200-8f4a-8dd530208e16','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7201-bbe6-21ce1a537ac4','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7202-b578-59d4a5fc0c58','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7203-a88c-a53e236a9c30','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7204-923e-b7d01c612f6a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22154-5893-7205-92b7-c92737aeb3e3','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7142-95d3-3dfd7aa05b3c','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a22154-5893-710c-8ea1-0ac1c616688c','01a22153-6dbd-7164-8da6-e41af51e77b8','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 08:44:05.911','2026-11-28 08:44:05.911');
INSERT INTO "runbook_contacts" VALUES('01a22154-5893-7119-ab5c-99892d745bc0','01a22153-6dbd-7164-8da6-e41af51e77b8','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 08:44:05.931','2026-11-28 08:44:05.931');
INSERT INTO "runbook_steps" VALUES('01a22154-5893-710e-8269-08ad77d57ccb','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710c-8ea1-0ac1c616688c','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 08:44:05.911','2026-11-28 08:44:05.911');
INSERT INTO "runbook_steps" VALUES('01a22154-5893-7110-90be-350bf28427b9','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710c-8ea1-0ac1c616688c','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 08:44:05.911','2026-11-28 08:44:05.911');
INSERT INTO "runbook_steps" VALUES('01a22154-5893-7112-b1c8-dc35e9972290','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710c-8ea1-0ac1c616688c','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 08:44:05.911','2026-11-28 08:44:05.911');
INSERT INTO "runbook_steps" VALUES('01a22154-5893-7114-8750-02c01f72b1d1','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710c-8ea1-0ac1c616688c','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 08:44:05.911','2026-11-28 08:44:05.911');
INSERT INTO "runbook_steps" VALUES('01a22154-5893-7116-873b-94135f3143a2','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710c-8ea1-0ac1c616688c','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 08:44:05.911','2026-11-28 08:44:05.911');
INSERT INTO "runbook_steps" VALUES('01a22154-5893-711c-bdf3-8e022f526b9a','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710c-8ea1-0ac1c616688c','contact','Call 0-0',NULL,'01a22154-5893-7119-ab5c-99892d745bc0','a6','2026-11-28 08:44:05.934','2026-11-28 08:44:05.934');
INSERT INTO "runbook_uses" VALUES('01a22154-5893-711f-bec3-58e847960cc7','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-710c-8ea1-0ac1c616688c','2026-11-28 08:44:05.938','sad','meh','["01a22154-5893-711c-bdf3-8e022f526b9a"]','2026-11-28 08:44:05.938');
INSERT INTO "runbook_settings" VALUES('01a22154-5893-712e-93d2-0d79970af9ba','01a22153-6dbd-7164-8da6-e41af51e77b8','112','2026-11-28 08:44:05.972');
INSERT INTO "task_headings" VALUES('01a22154-5893-70ad-8e4c-29542bcb4f42','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7096-8892-6b25c3ef94de','Heading 0-0',0,'a1','2026-11-28 08:44:05.663',NULL);
INSERT INTO "pacts" VALUES('01a22154-5893-7122-94c4-96fd7c5a479e','01a22153-6dbd-7164-8da6-e41af51e77b8','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 08:44:05.954','2026-11-28 08:44:05.941','2026-11-28 08:44:05.954','goal','01a22153-6e15-71eb-b17e-68c304053228','sam@example.org','habit','01a22154-5893-70e0-8e04-e59083a4c42e',NULL);
INSERT INTO "pacts" VALUES('01a22154-5893-712a-9222-e47170d3e9cb','01a22153-6dbd-7164-8da6-e41af51e77b8','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 08:44:05.963','2026-11-28 08:44:05.963','block','01a22154-5893-707d-9cf7-66f10d363e61',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22154-5893-7125-9f76-d5f230f28944','01a22153-6dbd-7164-8da6-e41af51e77b8','01a22154-5893-7122-94c4-96fd7c5a479e','2026-11-28',1,'Reason 0-0','2026-11-28 08:44:05.947');
INSERT INTO "plan_feeds" VALUES('01a22154-5893-712c-8f80-b26ba0be3d5f','01a22153-6dbd-7164-8da6-e41af51e77b8',NULL,'f10b80b0f97ed853b3307f1aedb4e3ca40b4006f9ae9c98cc7485a61a75e6fa8','2026-11-28 08:44:05.967',NULL,NULL);
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
CREATE INDEX pacts_owner_link ON pacts(owner_id, link_kind, link_id);
COMMIT;

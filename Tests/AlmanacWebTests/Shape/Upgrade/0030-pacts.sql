-- An Almanac database at migration level 0030-pacts (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a220c0-068e-7190-a3de-a7ce3743bf0e','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 06:03:05.230','dayMonth');
INSERT INTO "credentials" VALUES('01a220c0-068e-7190-a3de-a7ce3743bf0e','$2b$06$Nbq4VycMTM4mtzqu4FcVz.zNkSUx25xJfFS/kVf53O1HXaux7nYlm');
INSERT INTO "changes" VALUES('01a220c0-06c2-719c-a490-4720579bf44d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-06c2-719a-8e83-b831e4e3912c','weeks','01a220c0-06c2-719b-8919-b17c42c01570','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220c0-06c2-719b-8919-b17c42c01570","length_days":7,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 06:03:05.283','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220c0-06c2-719d-aa09-de434229853f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-06c2-719a-8e83-b831e4e3912c','weeks','01a220c0-06c2-719b-8919-b17c42c01570','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220c0-06c2-719b-8919-b17c42c01570","length_days":7,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_day":"2026-11-23","started_at":"2026-11-28 06:03:05.283"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220c0-06c2-719b-8919-b17c42c01570","length_days":7,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_day":"2026-11-23","started_at":null}','2026-11-28 06:03:05.283','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220c0-06fb-7138-96a1-6a67d29c858c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-06fb-7136-b289-f4b2c3cb77d9','standups','01a220c0-06fb-7137-b1b9-e85e995b02a6','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a220c0-06fb-7137-b1b9-e85e995b02a6","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","updated_at":"2026-11-28 06:03:05.339"}',NULL,'2026-11-28 06:03:05.339','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220c0-0703-71cb-9ee5-32c4817d69d5','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-0703-71c9-9be7-943959853901','retrospectives','01a220c0-0703-71ca-8dd7-8907af524b96','insert','{"id":"01a220c0-0703-71ca-8dd7-8907af524b96","improve":"Sleep","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","updated_at":"2026-11-28 06:03:05.347","week_id":"01a220c0-06c2-719b-8919-b17c42c01570","went_well":"Focus"}',NULL,'2026-11-28 06:03:05.347','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220c0-0707-7102-94a9-894c967feca9','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-0707-7100-8c59-b6da4e3c8f9d','energy_profiles','01a220c0-0707-7101-a244-3a5cb0e0d8c9','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a220c0-0707-7101-a244-3a5cb0e0d8c9","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","sex":"female"}',NULL,'2026-11-28 06:03:05.352','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a220c0-070f-7036-8217-95ce467efee0','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-070f-7034-b10d-0a688445e5c1','areas','01a220c0-070f-7035-8d1a-809d7446f7b5','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 06:03:05.360","icon":null,"id":"01a220c0-070f-7035-8d1a-809d7446f7b5","name":"Area 0-0","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.360','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-0717-70a5-a4bc-9f12c78de96e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-0717-70a3-9d1d-3cbe5b8c6153','weekly_goals','01a220c0-0717-70a4-93cf-3e28310143a6','insert','{"added_mid_sprint":1,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","created_at":"2026-11-28 06:03:05.367","estimate_hours":2,"id":"01a220c0-0717-70a4-93cf-3e28310143a6","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a220c0-06c2-719b-8919-b17c42c01570"}',NULL,'2026-11-28 06:03:05.367','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-0721-7051-a012-3ae00311af32','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-0721-704f-a7d1-3383f150c4b6','intentions','01a220c0-0721-7050-ac19-c83a61eaada8','insert','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":null,"ends_at":"2026-11-28 06:28:05.377","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-0721-7050-ac19-c83a61eaada8","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.377","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 06:03:05.377','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-0736-70cd-b268-06b02345857d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-0736-70cb-a52b-05a66d7f7ced','distractions','01a220c0-0736-70cc-999c-6b65ebcf82b0','insert','{"at":"2026-11-28 06:03:05.398","id":"01a220c0-0736-70cc-999c-6b65ebcf82b0","intention_id":"01a220c0-0721-7050-ac19-c83a61eaada8","note":null,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 06:03:05.398','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-074b-7020-a515-5736edecf7c7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-074b-701f-9f3a-ad24e3bfcf37','intentions','01a220c0-0721-7050-ac19-c83a61eaada8','update','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":"2026-11-28 06:03:05.419","ends_at":"2026-11-28 06:28:05.377","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-0721-7050-ac19-c83a61eaada8","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.377","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":null,"ends_at":"2026-11-28 06:28:05.377","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-0721-7050-ac19-c83a61eaada8","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.377","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 06:03:05.419','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-712e-ab57-53fdca2aeb89','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-712d-942b-23e4cf1c92f9','intentions','01a220c0-0721-7050-ac19-c83a61eaada8','update','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":"2026-11-28 06:03:05.419","ends_at":"2026-11-28 06:28:05.377","feeling":"happy","goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-0721-7050-ac19-c83a61eaada8","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":25,"rated_at":"2026-11-28 06:04:05.433","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.377","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":"2026-11-28 06:03:05.419","ends_at":"2026-11-28 06:28:05.377","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-0721-7050-ac19-c83a61eaada8","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.377","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 06:04:05.433','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7131-8f98-456877dd046c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-712f-8385-b4b446be313b','action_items','01a220c0-f1b8-7130-ac61-ba27ace7d928','insert','{"created_at":"2026-11-28 06:03:05.447","done":0,"id":"01a220c0-f1b8-7130-ac61-ba27ace7d928","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","text":"Action 0-0","week_id":"01a220c0-06c2-719b-8919-b17c42c01570"}',NULL,'2026-11-28 06:03:05.447','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7134-82ad-5ac411cd9b7f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7132-8f98-479260b5c919','plan_blocks','01a220c0-f1b8-7133-ba55-c18ecdaa9124','insert','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","cause":null,"created_at":"2026-11-28 06:03:05.451","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-f1b8-7133-ba55-c18ecdaa9124","minutes":45,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 06:03:05.451"}',NULL,'2026-11-28 06:03:05.451','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7137-bbfd-6943323811ef','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7135-9c4d-f62ffd6714e2','intentions','01a220c0-f1b8-7136-bbb6-7a6625e23291','insert','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":"01a220c0-f1b8-7133-ba55-c18ecdaa9124","ended_at":null,"ends_at":"2026-11-28 06:48:05.463","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-f1b8-7136-bbb6-7a6625e23291","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.463","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 06:03:05.463','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7139-8ad5-e4e825da7bbb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7138-9b65-ae765e165c80','intentions','01a220c0-f1b8-7136-bbb6-7a6625e23291','update','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":"01a220c0-f1b8-7133-ba55-c18ecdaa9124","ended_at":"2026-11-28 06:03:05.489","ends_at":"2026-11-28 06:48:05.463","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-f1b8-7136-bbb6-7a6625e23291","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.463","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":"01a220c0-f1b8-7133-ba55-c18ecdaa9124","ended_at":null,"ends_at":"2026-11-28 06:48:05.463","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-f1b8-7136-bbb6-7a6625e23291","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.463","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 06:03:05.489','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-713c-9ff5-cdfe443e0c56','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-713a-8376-6f6a53ee18cd','plan_blocks','01a220c0-f1b8-713b-b060-f3a583c73655','insert','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","cause":null,"created_at":"2026-11-28 06:03:05.501","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220c0-f1b8-713b-b060-f3a583c73655","minutes":30,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 06:03:05.501"}',NULL,'2026-11-28 06:03:05.501','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-713f-9a79-6403c30f579b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-713d-9f6c-b4e5966b36af','plan_block_versions','01a220c0-f1b8-713e-a7a6-0b61204749b3','insert','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":"01a220c0-f1b8-713b-b060-f3a583c73655","change":"moved","day":"2026-11-28","id":"01a220c0-f1b8-713e-a7a6-0b61204749b3","minutes":30,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","reason":"Longer than planned","recorded_at":"2026-11-28 06:03:05.507","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 06:03:05.507','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7140-a1b8-cc3c254760c6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-713d-9f6c-b4e5966b36af','plan_blocks','01a220c0-f1b8-713b-b060-f3a583c73655','update','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","cause":null,"created_at":"2026-11-28 06:03:05.501","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220c0-f1b8-713b-b060-f3a583c73655","minutes":45,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 06:03:05.507"}','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","cause":null,"created_at":"2026-11-28 06:03:05.501","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220c0-f1b8-713b-b060-f3a583c73655","minutes":30,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 06:03:05.501"}','2026-11-28 06:03:05.507','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7143-8c5e-c94f452894d0','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7141-bb65-6256bf162c38','plan_blocks','01a220c0-f1b8-7142-923f-a154f674612c','insert','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","cause":null,"created_at":"2026-11-28 06:03:05.522","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220c0-f1b8-7142-923f-a154f674612c","minutes":15,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 06:03:05.522"}',NULL,'2026-11-28 06:03:05.522','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7145-a20a-8c097062ffcf','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7144-8b84-f0fb260ce6ec','plan_blocks','01a220c0-f1b8-7142-923f-a154f674612c','update','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","cause":"internal","created_at":"2026-11-28 06:03:05.522","day":"2026-11-27","disposed_at":"2026-11-28 06:03:05.531","disposition":"backToList","goal_id":null,"id":"01a220c0-f1b8-7142-923f-a154f674612c","minutes":15,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 06:03:05.522"}','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","cause":null,"created_at":"2026-11-28 06:03:05.522","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220c0-f1b8-7142-923f-a154f674612c","minutes":15,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 06:03:05.522"}','2026-11-28 06:03:05.531','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7148-ad78-73b9d2bf7b8d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7146-a902-6224081d42f0','weeks','01a220c0-f1b8-7147-a282-97a098f1e13c','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220c0-f1b8-7147-a282-97a098f1e13c","length_days":7,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 06:03:05.535','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-714a-a038-c2f2e5306158','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7146-a902-6224081d42f0','weekly_goals','01a220c0-f1b8-7149-8e30-ffc15d11a01c','insert','{"added_mid_sprint":0,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","created_at":"2026-11-28 06:03:05.535","estimate_hours":3,"id":"01a220c0-f1b8-7149-8e30-ffc15d11a01c","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a220c0-f1b8-7147-a282-97a098f1e13c"}',NULL,'2026-11-28 06:03:05.535','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-714d-a8c3-d4f02df51930','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714b-bde3-635be6f7435e','task_lists','01a220c0-f1b8-714c-82a0-cd7e6caba561','insert','{"archived":0,"color":null,"created_at":"2026-11-28 06:03:05.548","icon":null,"id":"01a220c0-f1b8-714c-82a0-cd7e6caba561","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.548','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7150-b6d6-9571d9db4685','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714e-9239-170bc2565530','tasks','01a220c0-f1b8-714f-89f7-04ffe2ab7938','insert','{"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","created_at":"2026-11-28 06:03:05.563","deadline":null,"evening":0,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","heading_id":null,"id":"01a220c0-f1b8-714f-89f7-04ffe2ab7938","import_key":null,"list_id":"01a220c0-f1b8-714c-82a0-cd7e6caba561","list_key":"a1","notes":"","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 06:03:05.563"}',NULL,'2026-11-28 06:03:05.563','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7152-83b0-a302641e2739','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714e-9239-170bc2565530','task_tags','01a220c0-f1b8-7151-a2b3-9f71203974f0','insert','{"id":"01a220c0-f1b8-7151-a2b3-9f71203974f0","name":"errand","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.563','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7154-aef6-50d0b00b9382','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714e-9239-170bc2565530','task_tag_links','01a220c0-f1b8-7153-8d6a-f9e7e7d7c3f7','insert','{"id":"01a220c0-f1b8-7153-8d6a-f9e7e7d7c3f7","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","tag_id":"01a220c0-f1b8-7151-a2b3-9f71203974f0","task_id":"01a220c0-f1b8-714f-89f7-04ffe2ab7938"}',NULL,'2026-11-28 06:03:05.563','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7156-8063-4c533cf25c32','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714e-9239-170bc2565530','task_checklist_items','01a220c0-f1b8-7155-b233-51a4f5bacdeb','insert','{"done":0,"id":"01a220c0-f1b8-7155-b233-51a4f5bacdeb","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","task_id":"01a220c0-f1b8-714f-89f7-04ffe2ab7938","title":"Step"}',NULL,'2026-11-28 06:03:05.563','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7159-ac64-bcf08569fcce','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7157-8f78-f28e90119270','system_settings','01a220c0-f1b8-7158-94bc-3358cd3a8b25','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a220c0-f1b8-7158-94bc-3358cd3a8b25","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 06:03:05.613','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-715c-a6e8-3bf45462a109','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-715a-9b49-6d274b58aed7','intentions','01a220c0-f1b8-715b-9d75-e3e94a2b8b1e','insert','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":null,"ends_at":"2026-11-28 06:18:05.619","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-f1b8-715b-9d75-e3e94a2b8b1e","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.619","state":"running","tags":"[]","task_id":"01a220c0-f1b8-714f-89f7-04ffe2ab7938","what":"Task 0-0"}',NULL,'2026-11-28 06:03:05.619','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-715e-81c4-36a2e3e8b628','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-715d-b132-e495e097f657','intentions','01a220c0-f1b8-715b-9d75-e3e94a2b8b1e','update','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":"2026-11-28 06:03:05.631","ends_at":"2026-11-28 06:18:05.619","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-f1b8-715b-9d75-e3e94a2b8b1e","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.619","state":"endedEarly","tags":"[]","task_id":"01a220c0-f1b8-714f-89f7-04ffe2ab7938","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","block_id":null,"ended_at":null,"ends_at":"2026-11-28 06:18:05.619","feeling":null,"goal_id":"01a220c0-0717-70a4-93cf-3e28310143a6","id":"01a220c0-f1b8-715b-9d75-e3e94a2b8b1e","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 06:03:05.619","state":"running","tags":"[]","task_id":"01a220c0-f1b8-714f-89f7-04ffe2ab7938","what":"Task 0-0"}','2026-11-28 06:03:05.631','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7161-a460-3f60953dbda6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-715f-b728-cc4fc85f9e35','tasks','01a220c0-f1b8-7160-b511-16eea7bd62d3','insert','{"area_id":null,"created_at":"2026-11-28 06:03:05.648","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a220c0-f1b8-7160-b511-16eea7bd62d3","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 06:03:05.648"}',NULL,'2026-11-28 06:03:05.648','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7164-b4d0-1d36e7fd2a68','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7162-b17b-d2cbd7c2a8bf','task_headings','01a220c0-f1b8-7163-b15b-9e858b05be13','insert','{"archived":0,"created_at":"2026-11-28 06:03:05.664","id":"01a220c0-f1b8-7163-b15b-9e858b05be13","import_key":null,"list_id":"01a220c0-f1b8-714c-82a0-cd7e6caba561","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","title":"Heading 0-0"}',NULL,'2026-11-28 06:03:05.664','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7167-9620-3dc79198bdf7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7165-9ae0-5f1bfd79f2f6','tasks','01a220c0-f1b8-7166-82bf-df4691e7ceda','insert','{"area_id":null,"created_at":"2026-11-28 06:03:05.671","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a220c0-f1b8-7163-b15b-9e858b05be13","id":"01a220c0-f1b8-7166-82bf-df4691e7ceda","import_key":null,"list_id":"01a220c0-f1b8-714c-82a0-cd7e6caba561","list_key":"a2","notes":"","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 06:03:05.671"}',NULL,'2026-11-28 06:03:05.671','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-716c-9616-147237c6f1f9','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7168-bc60-f6264eef4acc','task_lists','*','insert','{"ids":["01a220c0-f1b8-7169-b429-c582085e161c"]}',NULL,'2026-11-28 06:03:05.701','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-716d-8f81-aa3359b1148f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7168-bc60-f6264eef4acc','tasks','*','insert','{"ids":["01a220c0-f1b8-716a-a308-133f64f416e0"]}',NULL,'2026-11-28 06:03:05.701','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-716e-85f2-de1e02ab8afe','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7168-bc60-f6264eef4acc','task_tag_links','*','insert','{"ids":["01a220c0-f1b8-716b-a1d9-9d00be105e74"]}',NULL,'2026-11-28 06:03:05.701','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7171-b6db-afc3e4fa2621','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-716f-8f74-7dc1e4093823','timelines','01a220c0-f1b8-7170-90ee-84cc7081be84','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 06:03:05.715","icon":"","id":"01a220c0-f1b8-7170-90ee-84cc7081be84","name":"Timeline 0-0","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.715','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7174-8926-b6d3614b32f3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7172-ab94-4742251c4ec4','timeline_events','01a220c0-f1b8-7173-8d8e-e607a66b382e','insert','{"created_at":"2026-11-28 06:03:05.719","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a220c0-f1b8-7173-8d8e-e607a66b382e","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a220c0-f1b8-7170-90ee-84cc7081be84","title":"Job 0-0","updated_at":"2026-11-28 06:03:05.719"}',NULL,'2026-11-28 06:03:05.719','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7177-9fa4-9294a1e28f5d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7175-9e4c-0f2d7fe89738','timeline_events','01a220c0-f1b8-7176-afca-0e44f10c44bc','insert','{"created_at":"2026-11-28 06:03:05.731","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a220c0-f1b8-7176-afca-0e44f10c44bc","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a220c0-f1b8-7170-90ee-84cc7081be84","title":"Trip 0-0","updated_at":"2026-11-28 06:03:05.731"}',NULL,'2026-11-28 06:03:05.731','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-717a-b50d-9ac449ee4cc8','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7178-b7f8-b9a3f8cd0ac3','timeline_queries','01a220c0-f1b8-7179-a084-85d2cdc411bd','insert','{"created_at":"2026-11-28 06:03:05.742","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a220c0-f1b8-7179-a084-85d2cdc411bd","name":"Query 0-0","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.742','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-717d-a69f-d28ca49988de','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-717b-852e-337632236e21','food_events','01a220c0-f1b8-717c-9cd7-9fc3c167ca12','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a220c0-f1b8-717c-9cd7-9fc3c167ca12","kind":"record","occurred_at":"2026-11-28 06:03:05.747","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","recorded_at":"2026-11-28 06:03:05.747","refers_to":null}',NULL,'2026-11-28 06:03:05.747','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7180-885d-c237a883a53e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-717e-b36d-40ccc9760965','recipes','01a220c0-f1b8-717f-b422-40adcb3d474d','insert','{"created_at":"2026-11-28 06:03:05.763","id":"01a220c0-f1b8-717f-b422-40adcb3d474d","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","servings":2,"total_grams":300,"updated_at":"2026-11-28 06:03:05.763","yield_grams":null}',NULL,'2026-11-28 06:03:05.763','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7182-981a-ff02d45aa1eb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-717e-b36d-40ccc9760965','recipe_ingredients','01a220c0-f1b8-7181-b310-18e0090137f2','insert','{"food_id":"09040","grams":100,"id":"01a220c0-f1b8-7181-b310-18e0090137f2","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","position":0,"recipe_id":"01a220c0-f1b8-717f-b422-40adcb3d474d"}',NULL,'2026-11-28 06:03:05.763','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7184-8512-94be1c624457','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-717e-b36d-40ccc9760965','recipe_ingredients','01a220c0-f1b8-7183-b4a5-fe46ce619bb3','insert','{"food_id":"01079","grams":200,"id":"01a220c0-f1b8-7183-b4a5-fe46ce619bb3","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","position":1,"recipe_id":"01a220c0-f1b8-717f-b422-40adcb3d474d"}',NULL,'2026-11-28 06:03:05.763','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7187-9730-8d10696e4ea9','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7185-8088-3acbf61a792d','custom_foods','01a220c0-f1b8-7186-8302-fb0a6c7fdc26','insert','{"created_at":"2026-11-28 06:03:05.783","id":"01a220c0-f1b8-7186-8302-fb0a6c7fdc26","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 06:03:05.783"}',NULL,'2026-11-28 06:03:05.783','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-718a-a773-ac84ea684ab4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7188-9117-82649abaa252','food_events','01a220c0-f1b8-7189-8b9a-f2b5de05dabd','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a220c0-f1b8-7189-8b9a-f2b5de05dabd","kind":"record","occurred_at":"2026-11-28 06:03:05.786","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","recorded_at":"2026-11-28 06:03:05.786","refers_to":null}',NULL,'2026-11-28 06:03:05.786','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-718d-9f57-947c06cf6ffb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-718b-b916-571773294f08','food_events','01a220c0-f1b8-718c-a718-d61704ced20a','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a220c0-f1b8-718c-a718-d61704ced20a","kind":"record","occurred_at":"2026-11-28 06:03:05.791","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","recorded_at":"2026-11-28 06:03:05.791","refers_to":null}',NULL,'2026-11-28 06:03:05.791','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7190-af22-f04b5089648d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-718e-bb89-a312014eddab','price_comparisons','01a220c0-f1b8-718f-beee-2118dbf42b16','insert','{"created_at":"2026-11-28 06:03:05.794","display_unit":"100 ml","id":"01a220c0-f1b8-718f-beee-2118dbf42b16","name":"Comparison 0-0","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","unit_system":"metric","updated_at":"2026-11-28 06:03:05.794"}',NULL,'2026-11-28 06:03:05.794','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7192-8b80-58f677f4c951','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-718e-bb89-a312014eddab','price_products','01a220c0-f1b8-7191-8a84-880b2438c296','insert','{"comparison_id":"01a220c0-f1b8-718f-beee-2118dbf42b16","id":"01a220c0-f1b8-7191-8a84-880b2438c296","name":"Bertolli","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 06:03:05.794','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7194-af50-00946058057f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-718e-bb89-a312014eddab','price_products','01a220c0-f1b8-7193-9b69-75cbd3639b14','insert','{"comparison_id":"01a220c0-f1b8-718f-beee-2118dbf42b16","id":"01a220c0-f1b8-7193-9b69-75cbd3639b14","name":"Monini","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 06:03:05.794','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-7197-b415-7a1234ed8459','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7195-8ec1-4d466b89d722','habits','01a220c0-f1b8-7196-b827-ada61c174f64','insert','{"archived":0,"area_id":"01a220c0-070f-7035-8d1a-809d7446f7b5","color":null,"created_at":"2026-11-28 06:03:05.813","emoji":"📚","id":"01a220c0-f1b8-7196-b827-ada61c174f64","name":"Habit 0-0","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 06:03:05.813"}',NULL,'2026-11-28 06:03:05.813','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-719a-a49f-c0870edea5c8','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7198-9c22-b598c75e0d56','habit_check_ins','01a220c0-f1b8-7199-b8d0-7a726be4e59d','insert','{"amount":1,"created_at":"2026-11-28 06:03:05.825","day":"2026-11-27","habit_id":"01a220c0-f1b8-7196-b827-ada61c174f64","id":"01a220c0-f1b8-7199-b8d0-7a726be4e59d","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.825','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-719d-be32-5ec50161a85d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-719b-af34-38bf40b9c79e','habit_check_ins','01a220c0-f1b8-719c-8b61-e1494dfa606b','insert','{"amount":1,"created_at":"2026-11-28 06:03:05.835","day":"2026-11-28","habit_id":"01a220c0-f1b8-7196-b827-ada61c174f64","id":"01a220c0-f1b8-719c-8b61-e1494dfa606b","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.835','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71a0-93a4-b70964fcb5f5','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-719e-ae9d-4a2fc05370c2','habit_rest_days','01a220c0-f1b8-719f-8d1f-80bb372779af','insert','{"created_at":"2026-11-28 06:03:05.852","day":"2026-11-30","habit_id":"01a220c0-f1b8-7196-b827-ada61c174f64","id":"01a220c0-f1b8-719f-8d1f-80bb372779af","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.852','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71a3-9462-bdcc2e557da9','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71a1-9c60-7fcbe438e49f','habits','01a220c0-f1b8-71a2-ad3c-1633a8e645cc','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 06:03:05.872","emoji":"","id":"01a220c0-f1b8-71a2-ad3c-1633a8e645cc","name":"Water 0-0","order_key":"a2","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 06:03:05.872"}',NULL,'2026-11-28 06:03:05.872','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71a6-af9a-c7a3c52e006d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71a4-9282-13b4d37b98ef','habit_check_ins','01a220c0-f1b8-71a5-a1a1-995a84592adf','insert','{"amount":4,"created_at":"2026-11-28 06:03:05.879","day":"2026-11-28","habit_id":"01a220c0-f1b8-71a2-ad3c-1633a8e645cc","id":"01a220c0-f1b8-71a5-a1a1-995a84592adf","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.879','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71a9-a9c8-b2f274378e3b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71a7-b96e-2cdb48a3f68b','lift_sessions','01a220c0-f1b8-71a8-a77a-44ee4fff7b12','insert','{"created_at":"2026-11-28 06:03:05.992","day":"2026-11-28","id":"01a220c0-f1b8-71a8-a77a-44ee4fff7b12","name":"Workout","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","updated_at":"2026-11-28 06:03:05.992"}',NULL,'2026-11-28 06:03:05.992','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71ab-b307-5ddb528a0de4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71a7-b96e-2cdb48a3f68b','lift_sets','01a220c0-f1b8-71aa-af1f-ef8f58b367dc','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 06:03:05.992","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a220c0-f1b8-71aa-af1f-ef8f58b367dc","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","position":0,"rate_hz":20,"recorded_at":"2026-11-28 06:03:05.992","reps":3,"session_id":"01a220c0-f1b8-71a8-a77a-44ee4fff7b12","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 06:03:05.992','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71ac-ba40-406aa5aecafe','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71a7-b96e-2cdb48a3f68b','lift_streams','01a220c0-f1b8-71aa-af1f-ef8f58b367dc','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a220c0-f1b8-71aa-af1f-ef8f58b367dc","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:05.992','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71af-a14b-5e1bd5d7477f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71ad-ba18-46315b863e88','lift_templates','01a220c0-f1b8-71ae-8239-f4d78e87dd0f','insert','{"created_at":"2026-11-28 06:03:06.020","goal_reps":8,"id":"01a220c0-f1b8-71ae-8239-f4d78e87dd0f","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","sets":3}',NULL,'2026-11-28 06:03:06.020','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71b2-8340-04a68faef7be','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71b0-951b-9ccabfafec1f','lift_defaults','01a220c0-f1b8-71b1-871b-0b0cc7c5ca4d','insert','{"id":"01a220c0-f1b8-71b1-871b-0b0cc7c5ca4d","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 06:03:06.027","velocity_loss_target":25}',NULL,'2026-11-28 06:03:06.027','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71b5-9d1b-34dca71a8f93','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71b4-a928-882afc98bece','day_photos','01a220c0-f1b8-71b3-b7fc-646afbc50020','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 06:03:06.031","day":"2026-11-28","id":"01a220c0-f1b8-71b3-b7fc-646afbc50020","kind":"png","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:06.044','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71b8-a2c5-235e9b3da324','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71b6-9617-fc6a4cd749bb','journal_entries','01a220c0-f1b8-71b7-b159-d02d33cb0ff8','insert','{"created_at":"2026-11-28 06:03:06.055","day":"2026-11-28","id":"01a220c0-f1b8-71b7-b159-d02d33cb0ff8","location":"Berlin","mood":"happy","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 06:03:06.055","written_at":"2026-11-28 06:03:06.055"}',NULL,'2026-11-28 06:03:06.055','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71bb-afe1-e95706cc5751','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71b9-89f7-1ede10fc6664','journal_entries','01a220c0-f1b8-71ba-8fcf-3404a7bc9274','insert','{"created_at":"2026-11-28 06:03:06.066","day":"2025-11-28","id":"01a220c0-f1b8-71ba-8fcf-3404a7bc9274","location":null,"mood":null,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 06:03:06.066","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 06:03:06.066','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71be-831b-31bdb19f23a4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71bd-9296-b2001e08c000','day_photos','01a220c0-f1b8-71bc-bb10-7886bb4bce3d','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 06:03:06.073","day":"2026-11-28","id":"01a220c0-f1b8-71bc-bb10-7886bb4bce3d","kind":"png","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e"}',NULL,'2026-11-28 06:03:06.074','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71c0-8d81-c8db34df7ed7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71bd-9296-b2001e08c000','journal_photos','01a220c0-f1b8-71bf-8549-daea6a876d49','insert','{"entry_id":"01a220c0-f1b8-71b7-b159-d02d33cb0ff8","id":"01a220c0-f1b8-71bf-8549-daea6a876d49","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","photo_id":"01a220c0-f1b8-71bc-bb10-7886bb4bce3d","source_id":null}',NULL,'2026-11-28 06:03:06.074','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71c3-bb78-84cf018351d0','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c1-8259-6a6e1a7d7ab9','runbooks','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','insert','{"created_at":"2026-11-28 06:03:06.087","id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","name":"When I''m anxious","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","updated_at":"2026-11-28 06:03:06.087","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 06:03:06.087','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71c5-9d37-7026950dc215','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c1-8259-6a6e1a7d7ab9','runbook_steps','01a220c0-f1b8-71c4-b920-a663d4946fc7','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:03:06.087","id":"01a220c0-f1b8-71c4-b920-a663d4946fc7","kind":"text","order_key":"a1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","runbook_id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 06:03:06.087"}',NULL,'2026-11-28 06:03:06.087','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71c7-879a-f5e622821867','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c1-8259-6a6e1a7d7ab9','runbook_steps','01a220c0-f1b8-71c6-9465-d1d0ed3d715c','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 06:03:06.087","id":"01a220c0-f1b8-71c6-9465-d1d0ed3d715c","kind":"breathing","order_key":"a2","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","runbook_id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 06:03:06.087"}',NULL,'2026-11-28 06:03:06.087','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71c9-9383-07081353154d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c1-8259-6a6e1a7d7ab9','runbook_steps','01a220c0-f1b8-71c8-9b86-545a77aeb9c4','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:03:06.087","id":"01a220c0-f1b8-71c8-9b86-545a77aeb9c4","kind":"grounding","order_key":"a3","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","runbook_id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 06:03:06.087"}',NULL,'2026-11-28 06:03:06.087','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71cb-85aa-a71285d1e867','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c1-8259-6a6e1a7d7ab9','runbook_steps','01a220c0-f1b8-71ca-bfbc-9c66db691869','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:03:06.087","id":"01a220c0-f1b8-71ca-bfbc-9c66db691869","kind":"text","order_key":"a4","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","runbook_id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 06:03:06.087"}',NULL,'2026-11-28 06:03:06.087','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71cd-b205-4777dae2f439','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c1-8259-6a6e1a7d7ab9','runbook_steps','01a220c0-f1b8-71cc-b9a0-b5292004f43c','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 06:03:06.087","id":"01a220c0-f1b8-71cc-b9a0-b5292004f43c","kind":"contact","order_key":"a5","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","runbook_id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 06:03:06.087"}',NULL,'2026-11-28 06:03:06.087','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71d0-82c3-8ef301154f8d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71ce-bccf-4067be80663c','runbook_contacts','01a220c0-f1b8-71cf-bdd4-7a9ea768faa2','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 06:03:06.102","id":"01a220c0-f1b8-71cf-bdd4-7a9ea768faa2","name":"Contact 0-0","note":"friend","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","phone":"030 0","updated_at":"2026-11-28 06:03:06.102"}',NULL,'2026-11-28 06:03:06.102','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71d3-826a-5f22660656a6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71d1-93fc-7d480079f176','runbook_steps','01a220c0-f1b8-71d2-82c2-bc8777438689','insert','{"breathing":null,"contact_id":"01a220c0-f1b8-71cf-bdd4-7a9ea768faa2","created_at":"2026-11-28 06:03:06.105","id":"01a220c0-f1b8-71d2-82c2-bc8777438689","kind":"contact","order_key":"a6","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","runbook_id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","text":"Call 0-0","updated_at":"2026-11-28 06:03:06.105"}',NULL,'2026-11-28 06:03:06.105','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71d6-922a-30da381ad889','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71d4-8439-634b1371a488','runbook_uses','01a220c0-f1b8-71d5-b25a-3c90e2b13122','insert','{"created_at":"2026-11-28 06:03:06.115","feeling_after":"meh","feeling_before":"sad","id":"01a220c0-f1b8-71d5-b25a-3c90e2b13122","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","runbook_id":"01a220c0-f1b8-71c2-a99d-a2a8678c50cb","steps_done":"[\"01a220c0-f1b8-71d2-82c2-bc8777438689\"]","used_at":"2026-11-28 06:03:06.115"}',NULL,'2026-11-28 06:03:06.115','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71d9-95aa-a8ef5ddd8e13','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71d7-922d-98f6009599e9','pacts','01a220c0-f1b8-71d8-bbcd-e889d201ca16','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 06:03:06.122","delay_hours":24,"id":"01a220c0-f1b8-71d8-bbcd-e889d201ca16","kind":"price","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_text":null,"text":"Pact 0-0","updated_at":"2026-11-28 06:03:06.122"}',NULL,'2026-11-28 06:03:06.122','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71dc-8664-c6cb2e4ad97d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71da-aafa-fe2fbc618783','pact_marks','01a220c0-f1b8-71db-850d-213d56df2c46','insert','{"created_at":"2026-11-28 06:03:06.135","day":"2026-11-28","id":"01a220c0-f1b8-71db-850d-213d56df2c46","kept":1,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","pact_id":"01a220c0-f1b8-71d8-bbcd-e889d201ca16","reason":"Reason 0-0"}',NULL,'2026-11-28 06:03:06.135','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71de-bc5f-7ebf7f9f95c2','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71dd-9201-ed500d1ed84e','pacts','01a220c0-f1b8-71d8-bbcd-e889d201ca16','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 06:03:06.122","delay_hours":24,"id":"01a220c0-f1b8-71d8-bbcd-e889d201ca16","kind":"price","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","pending_amount":"1","pending_at":"2026-11-29 06:03:06.145","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_text":"Pact 0-0","text":"Pact 0-0","updated_at":"2026-11-28 06:03:06.145"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 06:03:06.122","delay_hours":24,"id":"01a220c0-f1b8-71d8-bbcd-e889d201ca16","kind":"price","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_text":null,"text":"Pact 0-0","updated_at":"2026-11-28 06:03:06.122"}','2026-11-28 06:03:06.145','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71e2-8373-edf6ac2a53f4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e0-b8b5-efdc453148b1','runbook_settings','01a220c0-f1b8-71e1-a512-2ad1990dd2c1','insert','{"emergency_number":"112","id":"01a220c0-f1b8-71e1-a512-2ad1990dd2c1","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","updated_at":"2026-11-28 06:03:06.153"}',NULL,'2026-11-28 06:03:06.153','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71e5-8ad3-8cbc395801c2','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e3-bcf9-3e8fb7eedea6','journal_entries','01a220c0-f1b8-71e4-b746-c63aa7687775','insert','{"created_at":"2026-11-28 06:03:06.165","day":"2026-11-28","id":"01a220c0-f1b8-71e4-b746-c63aa7687775","location":null,"mood":null,"owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 06:03:06.165","written_at":"2026-11-28 06:03:06.165"}',NULL,'2026-11-28 06:03:06.165','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71e9-a50a-8a0cdcfcc806','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e7-8fec-bf1831c4c29b','health_sources','01a220c0-f1b8-71e8-b8b8-8f1684d1df71','insert','{"id":"01a220c0-f1b8-71e8-b8b8-8f1684d1df71","name":"Shape Watch 0","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","position":null}',NULL,'2026-11-28 06:03:06.186','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71eb-b2b7-56e4ec452685','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e7-8fec-bf1831c4c29b','health_sources','01a220c0-f1b8-71ea-9c48-f01633f42961','insert','{"id":"01a220c0-f1b8-71ea-9c48-f01633f42961","name":"Shape iPhone","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","position":null}',NULL,'2026-11-28 06:03:06.186','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71ee-b45a-bfea2531a64a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e7-8fec-bf1831c4c29b','food_events','01a220c0-f1b8-71ed-a7b5-fec794cf80d8','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a220c0-f1b8-71ed-a7b5-fec794cf80d8","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","recorded_at":"2026-11-28 06:03:06.186","refers_to":null}',NULL,'2026-11-28 06:03:06.186','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71f0-9027-36a84ad84b5c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e7-8fec-bf1831c4c29b','food_events','01a220c0-f1b8-71ef-89cd-256a77effdeb','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a220c0-f1b8-71ef-89cd-256a77effdeb","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","recorded_at":"2026-11-28 06:03:06.186","refers_to":null}',NULL,'2026-11-28 06:03:06.186','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71f1-ae1f-835ded494f50','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e7-8fec-bf1831c4c29b','health_days','01a220c0-f1b8-71ec-a66f-5797eb60aa96','insert','{"active_event_id":"01a220c0-f1b8-71ed-a7b5-fec794cf80d8","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a220c0-f1b8-71ec-a66f-5797eb60aa96","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 06:03:06.186","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a220c0-f1b8-71ef-89cd-256a77effdeb","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 06:03:06.186','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71f3-b998-cf5adc01ee65','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71e7-8fec-bf1831c4c29b','health_imports','01a220c0-f1b8-71f2-97f0-52ebd368d8a0','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a220c0-f1b8-71f2-97f0-52ebd368d8a0","imported_at":"2026-11-28 06:03:06.186","last_day":"2026-11-26","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","records":3}',NULL,'2026-11-28 06:03:06.186','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220c0-f1b8-71f6-8f93-2f44e57c7fb5','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f4-9c09-4850499a2ef9','calendars','01a220c0-f1b8-71f5-890f-15b49413c55d','insert','{"color":"#5b6ee1","created_at":"2026-11-28 06:03:06.232","etag":null,"fetched_at":"2026-11-28 06:03:06.232","file_name":"work-0.ics","id":"01a220c0-f1b8-71f5-890f-15b49413c55d","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a220c0-068e-7190-a3de-a7ce3743bf0e","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 06:03:06.232','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a220c0-f1b8-714c-82a0-cd7e6caba561','01a220c0-068e-7190-a3de-a7ce3743bf0e','List 0-0',NULL,NULL,0,'a1','2026-11-28 06:03:05.548',NULL);
INSERT INTO "task_lists" VALUES('01a220c0-f1b8-7169-b429-c582085e161c','01a220c0-068e-7190-a3de-a7ce3743bf0e','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 06:03:05.701','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a220c0-f1b8-714f-89f7-04ffe2ab7938','01a220c0-068e-7190-a3de-a7ce3743bf0e','Task 0-0','','01a220c0-f1b8-714c-82a0-cd7e6caba561','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a220c0-0717-70a4-93cf-3e28310143a6','01a220c0-070f-7035-8d1a-809d7446f7b5','a1','a1','2026-11-28 06:03:05.563','2026-11-28 06:03:05.563',NULL,NULL);
INSERT INTO "tasks" VALUES('01a220c0-f1b8-7160-b511-16eea7bd62d3','01a220c0-068e-7190-a3de-a7ce3743bf0e','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 06:03:05.648','2026-11-28 06:03:05.648',NULL,NULL);
INSERT INTO "tasks" VALUES('01a220c0-f1b8-7166-82bf-df4691e7ceda','01a220c0-068e-7190-a3de-a7ce3743bf0e','Headed 0-0','','01a220c0-f1b8-714c-82a0-cd7e6caba561',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 06:03:05.671','2026-11-28 06:03:05.671',NULL,'01a220c0-f1b8-7163-b15b-9e858b05be13');
INSERT INTO "tasks" VALUES('01a220c0-f1b8-716a-a308-133f64f416e0','01a220c0-068e-7190-a3de-a7ce3743bf0e','Imported 0-0','','01a220c0-f1b8-7169-b429-c582085e161c',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 06:03:05.701','2026-11-28 06:03:05.701','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a220c0-f1b8-7151-a2b3-9f71203974f0','01a220c0-068e-7190-a3de-a7ce3743bf0e','errand');
INSERT INTO "task_tag_links" VALUES('01a220c0-f1b8-7153-8d6a-f9e7e7d7c3f7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714f-89f7-04ffe2ab7938','01a220c0-f1b8-7151-a2b3-9f71203974f0');
INSERT INTO "task_tag_links" VALUES('01a220c0-f1b8-716b-a1d9-9d00be105e74','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-716a-a308-133f64f416e0','01a220c0-f1b8-7151-a2b3-9f71203974f0');
INSERT INTO "task_checklist_items" VALUES('01a220c0-f1b8-7155-b233-51a4f5bacdeb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714f-89f7-04ffe2ab7938','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a220c0-f1b8-714f-89f7-04ffe2ab7938','01a220c0-068e-7190-a3de-a7ce3743bf0e','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a220c0-f1b8-7160-b511-16eea7bd62d3','01a220c0-068e-7190-a3de-a7ce3743bf0e','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a220c0-f1b8-7166-82bf-df4691e7ceda','01a220c0-068e-7190-a3de-a7ce3743bf0e','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a220c0-f1b8-716a-a308-133f64f416e0','01a220c0-068e-7190-a3de-a7ce3743bf0e','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a220c0-f1b8-718f-beee-2118dbf42b16','01a220c0-068e-7190-a3de-a7ce3743bf0e','Comparison 0-0','metric','100 ml','2026-11-28 06:03:05.794','2026-11-28 06:03:05.794');
INSERT INTO "price_products" VALUES('01a220c0-f1b8-7191-8a84-880b2438c296','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-718f-beee-2118dbf42b16',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a220c0-f1b8-7193-9b69-75cbd3639b14','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-718f-beee-2118dbf42b16',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a220c0-f1b8-7170-90ee-84cc7081be84','01a220c0-068e-7190-a3de-a7ce3743bf0e','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 06:03:05.715');
INSERT INTO "timeline_events" VALUES('01a220c0-f1b8-7173-8d8e-e607a66b382e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7170-90ee-84cc7081be84','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 06:03:05.719','2026-11-28 06:03:05.719');
INSERT INTO "timeline_events" VALUES('01a220c0-f1b8-7176-afca-0e44f10c44bc','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7170-90ee-84cc7081be84','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 06:03:05.731','2026-11-28 06:03:05.731');
INSERT INTO "timeline_queries" VALUES('01a220c0-f1b8-7179-a084-85d2cdc411bd','01a220c0-068e-7190-a3de-a7ce3743bf0e','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 06:03:05.742');
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
INSERT INTO "custom_foods" VALUES('01a220c0-f1b8-7186-8302-fb0a6c7fdc26','01a220c0-068e-7190-a3de-a7ce3743bf0e','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 06:03:05.783','2026-11-28 06:03:05.783');
INSERT INTO "recipes" VALUES('01a220c0-f1b8-717f-b422-40adcb3d474d','01a220c0-068e-7190-a3de-a7ce3743bf0e','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 06:03:05.763','2026-11-28 06:03:05.763');
INSERT INTO "recipe_ingredients" VALUES('01a220c0-f1b8-7181-b310-18e0090137f2','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-717f-b422-40adcb3d474d','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a220c0-f1b8-7183-b4a5-fe46ce619bb3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-717f-b422-40adcb3d474d','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a220c0-f1b8-717c-9cd7-9fc3c167ca12','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28 06:03:05.747','2026-11-28 06:03:05.747','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a220c0-f1b8-7189-8b9a-f2b5de05dabd','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28 06:03:05.786','2026-11-28 06:03:05.786','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a220c0-f1b8-718c-a718-d61704ced20a','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28 06:03:05.791','2026-11-28 06:03:05.791','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a220c0-f1b8-71ed-a7b5-fec794cf80d8','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-26 11:00:00.000','2026-11-28 06:03:06.186','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a220c0-f1b8-71ef-89cd-256a77effdeb','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-26 11:00:00.000','2026-11-28 06:03:06.186','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a220c0-0707-7101-a244-3a5cb0e0d8c9','01a220c0-068e-7190-a3de-a7ce3743bf0e','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a220c0-f1b8-7158-94bc-3358cd3a8b25','01a220c0-068e-7190-a3de-a7ce3743bf0e','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a220c0-070f-7035-8d1a-809d7446f7b5','01a220c0-068e-7190-a3de-a7ce3743bf0e','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 06:03:05.360');
INSERT INTO "weeks" VALUES('01a220c0-06c2-719b-8919-b17c42c01570','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 06:03:05.283');
INSERT INTO "weeks" VALUES('01a220c0-f1b8-7147-a282-97a098f1e13c','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a220c0-0717-70a4-93cf-3e28310143a6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-06c2-719b-8919-b17c42c01570','01a220c0-070f-7035-8d1a-809d7446f7b5','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 06:03:05.367');
INSERT INTO "weekly_goals" VALUES('01a220c0-f1b8-7149-8e30-ffc15d11a01c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7147-a282-97a098f1e13c','01a220c0-070f-7035-8d1a-809d7446f7b5','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 06:03:05.535');
INSERT INTO "retrospectives" VALUES('01a220c0-0703-71ca-8dd7-8907af524b96','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-06c2-719b-8919-b17c42c01570','Focus','Sleep','2026-11-28 06:03:05.347');
INSERT INTO "action_items" VALUES('01a220c0-f1b8-7130-ac61-ba27ace7d928','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-06c2-719b-8919-b17c42c01570','Action 0-0',0,'2026-11-28 06:03:05.447');
INSERT INTO "intentions" VALUES('01a220c0-0721-7050-ac19-c83a61eaada8','01a220c0-068e-7190-a3de-a7ce3743bf0e','Intention 0-0',25,'01a220c0-0717-70a4-93cf-3e28310143a6','01a220c0-070f-7035-8d1a-809d7446f7b5','2026-11-28 06:03:05.377','2026-11-28 06:28:05.377','endedEarly','2026-11-28 06:03:05.419',NULL,'[]','happy','2026-11-28 06:04:05.433',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a220c0-f1b8-7136-bbb6-7a6625e23291','01a220c0-068e-7190-a3de-a7ce3743bf0e','Block 0-0',45,'01a220c0-0717-70a4-93cf-3e28310143a6','01a220c0-070f-7035-8d1a-809d7446f7b5','2026-11-28 06:03:05.463','2026-11-28 06:48:05.463','endedEarly','2026-11-28 06:03:05.489',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a220c0-f1b8-7133-ba55-c18ecdaa9124',NULL);
INSERT INTO "intentions" VALUES('01a220c0-f1b8-715b-9d75-e3e94a2b8b1e','01a220c0-068e-7190-a3de-a7ce3743bf0e','Task 0-0',15,'01a220c0-0717-70a4-93cf-3e28310143a6','01a220c0-070f-7035-8d1a-809d7446f7b5','2026-11-28 06:03:05.619','2026-11-28 06:18:05.619','endedEarly','2026-11-28 06:03:05.631',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a220c0-f1b8-714f-89f7-04ffe2ab7938');
INSERT INTO "distractions" VALUES('01a220c0-0736-70cc-999c-6b65ebcf82b0','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-0721-7050-ac19-c83a61eaada8','internal',NULL,'2026-11-28 06:03:05.398',1);
INSERT INTO "standups" VALUES('01a220c0-06fb-7137-b1b9-e85e995b02a6','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 06:03:05.339');
INSERT INTO "day_photos" VALUES('01a220c0-f1b8-71b3-b7fc-646afbc50020','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28','png',64,'Photo 0-0','2026-11-28 06:03:06.031');
INSERT INTO "day_photos" VALUES('01a220c0-f1b8-71bc-bb10-7886bb4bce3d','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28','png',64,'Journal 0-0','2026-11-28 06:03:06.073');
INSERT INTO "security_events" VALUES('01a220c0-068e-7191-b470-d6f70a8aa755','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28 06:03:05.230','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a220c0-f1b8-71a8-a77a-44ee4fff7b12','01a220c0-068e-7190-a3de-a7ce3743bf0e','Workout','2026-11-28','2026-11-28 06:03:05.992','2026-11-28 06:03:05.992');
INSERT INTO "lift_sets" VALUES('01a220c0-f1b8-71aa-af1f-ef8f58b367dc','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71a8-a77a-44ee4fff7b12',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 06:03:05.992','2026-11-28 06:03:05.992');
INSERT INTO "lift_streams" VALUES('01a220c0-f1b8-71aa-af1f-ef8f58b367dc','01a220c0-068e-7190-a3de-a7ce3743bf0e','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a220c0-f1b8-71ae-8239-f4d78e87dd0f','01a220c0-068e-7190-a3de-a7ce3743bf0e','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 06:03:06.020');
INSERT INTO "journal_entries" VALUES('01a220c0-f1b8-71b7-b159-d02d33cb0ff8','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28 06:03:06.055','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 06:03:06.055','2026-11-28 06:03:06.055');
INSERT INTO "journal_entries" VALUES('01a220c0-f1b8-71ba-8fcf-3404a7bc9274','01a220c0-068e-7190-a3de-a7ce3743bf0e','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 06:03:06.066','2026-11-28 06:03:06.066');
INSERT INTO "journal_entries" VALUES('01a220c0-f1b8-71e4-b746-c63aa7687775','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28 06:03:06.165','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 06:03:06.165','2026-11-28 06:03:06.165');
INSERT INTO "journal_photos" VALUES('01a220c0-f1b8-71bf-8549-daea6a876d49','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71b7-b159-d02d33cb0ff8','01a220c0-f1b8-71bc-bb10-7886bb4bce3d',NULL);
INSERT INTO "journal_drafts" VALUES('01a220c0-f1b8-71e6-bf63-24091155131f','01a220c0-068e-7190-a3de-a7ce3743bf0e',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T06:03:06.180Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 06:03:06.181');
INSERT INTO "journal_search" VALUES('01a220c0-f1b8-71b7-b159-d02d33cb0ff8','01a220c0-068e-7190-a3de-a7ce3743bf0e','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a220c0-f1b8-71ba-8fcf-3404a7bc9274','01a220c0-068e-7190-a3de-a7ce3743bf0e','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a220c0-f1b8-71e4-b746-c63aa7687775','01a220c0-068e-7190-a3de-a7ce3743bf0e','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a220c0-f1b8-7196-b827-ada61c174f64','01a220c0-068e-7190-a3de-a7ce3743bf0e','Habit 0-0','📚',NULL,'01a220c0-070f-7035-8d1a-809d7446f7b5','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 06:03:05.813','2026-11-28 06:03:05.813');
INSERT INTO "habits" VALUES('01a220c0-f1b8-71a2-ad3c-1633a8e645cc','01a220c0-068e-7190-a3de-a7ce3743bf0e','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 06:03:05.872','2026-11-28 06:03:05.872');
INSERT INTO "habit_check_ins" VALUES('01a220c0-f1b8-7199-b8d0-7a726be4e59d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7196-b827-ada61c174f64','2026-11-27',1.0,'2026-11-28 06:03:05.825');
INSERT INTO "habit_check_ins" VALUES('01a220c0-f1b8-719c-8b61-e1494dfa606b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7196-b827-ada61c174f64','2026-11-28',1.0,'2026-11-28 06:03:05.835');
INSERT INTO "habit_check_ins" VALUES('01a220c0-f1b8-71a5-a1a1-995a84592adf','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71a2-ad3c-1633a8e645cc','2026-11-28',4.0,'2026-11-28 06:03:05.879');
INSERT INTO "habit_rest_days" VALUES('01a220c0-f1b8-719f-8d1f-80bb372779af','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-7196-b827-ada61c174f64','2026-11-30','2026-11-28 06:03:05.852');
INSERT INTO "health_days" VALUES('01a220c0-f1b8-71ec-a66f-5797eb60aa96','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a220c0-f1b8-71ed-a7b5-fec794cf80d8',NULL,'01a220c0-f1b8-71ef-89cd-256a77effdeb','2026-11-28 06:03:06.186');
INSERT INTO "health_sources" VALUES('01a220c0-f1b8-71e8-b8b8-8f1684d1df71','01a220c0-068e-7190-a3de-a7ce3743bf0e','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a220c0-f1b8-71ea-9c48-f01633f42961','01a220c0-068e-7190-a3de-a7ce3743bf0e','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a220c0-f1b8-71f2-97f0-52ebd368d8a0','01a220c0-068e-7190-a3de-a7ce3743bf0e','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 06:03:06.186');
INSERT INTO "lift_defaults" VALUES('01a220c0-f1b8-71b1-871b-0b0cc7c5ca4d','01a220c0-068e-7190-a3de-a7ce3743bf0e','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 06:03:06.027');
INSERT INTO "plan_blocks" VALUES('01a220c0-f1b8-7133-ba55-c18ecdaa9124','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28',375,45,'Block 0-0','01a220c0-0717-70a4-93cf-3e28310143a6','01a220c0-070f-7035-8d1a-809d7446f7b5',NULL,NULL,NULL,NULL,'2026-11-28 06:03:05.451','2026-11-28 06:03:05.451');
INSERT INTO "plan_blocks" VALUES('01a220c0-f1b8-713b-b060-f3a583c73655','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28',375,45,'Area block 0-0',NULL,'01a220c0-070f-7035-8d1a-809d7446f7b5',NULL,NULL,NULL,NULL,'2026-11-28 06:03:05.501','2026-11-28 06:03:05.507');
INSERT INTO "plan_blocks" VALUES('01a220c0-f1b8-7142-923f-a154f674612c','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-27',375,15,'Missed block 0-0',NULL,'01a220c0-070f-7035-8d1a-809d7446f7b5',NULL,'backToList','internal','2026-11-28 06:03:05.531','2026-11-28 06:03:05.522','2026-11-28 06:03:05.522');
INSERT INTO "plan_block_versions" VALUES('01a220c0-f1b8-713e-a7a6-0b61204749b3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-713b-b060-f3a583c73655','2026-11-28',375,30,'Area block 0-0','01a220c0-070f-7035-8d1a-809d7446f7b5','moved','Longer than planned','2026-11-28 06:03:05.507');
INSERT INTO "calendars" VALUES('01a220c0-f1b8-71f5-890f-15b49413c55d','01a220c0-068e-7190-a3de-a7ce3743bf0e','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 06:03:06.232',NULL,'2026-11-28 06:03:06.232');
INSERT INTO "calendar_expansions" VALUES('01a220c0-f1b8-71f5-890f-15b49413c55d','01a220c0-068e-7190-a3de-a7ce3743bf0e','2026-11-28 06:03:06.232','2026-10-03 06:03:06.225','2027-05-29 06:03:06.225','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71f7-b74f-2eef04f25b77','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71f8-b8da-4a1541b00c23','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71f9-b9c4-16a8d24251de','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71fa-a8b2-a3bc9f596ff3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71fb-84b6-8baafd8c409f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71fc-887e-c40c3496238e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71fd-8694-5d0835843ee3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71fe-9c2b-fae1a614f468','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-71ff-a0d6-eccaf6319137','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7200-bb1e-f185a25f3835','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7201-b776-2d737f9c44ce','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7202-be2d-a9acd4f1d4a6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7203-9686-3f50a9c16fef','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7204-baf3-d843b46e33fd','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7205-9827-581fb07cc5b1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7206-8337-34d05c31ecf4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7207-adf1-577b67743110','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7208-a7b4-33e00487380e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7209-b597-447547b1e9bb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-720a-95d5-ee7456efd177','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-720b-ac96-89b16e53213c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-720c-b3f5-c7f4668a0a6a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-720d-b863-d9ef95b8590e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-720e-ae1b-f58fc02c8981','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-720f-9e8c-4efecab29653','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7210-be57-f45c05b91cad','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7211-b4b4-b2f7e5bdfc69','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7212-a544-e88dbd8bfb3d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7213-823f-96c01504143f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7214-8288-e0590f52e828','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7215-9082-175c70dd2c00','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7216-a199-4db456e2d82b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7217-97a6-63cfe68cad4d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7218-a6f7-b06610a0cbc0','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7219-bd4e-981182375c8b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-721a-b961-de6d605c7773','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-721b-b725-495dba16b323','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-721c-82a7-f925969cb967','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-721d-99d2-d4d08c897072','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-721e-8a98-eef7c82d1a26','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-721f-bb6f-55e526c3a68f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7220-a7e1-3c99d285a789','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7221-b130-a4398a13d76b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7222-bbe2-127713276ef7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7223-a5bb-36f79066ae5a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7224-a3c7-8e19d78fa4a6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7225-8f5a-9ca2121f5d77','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7226-8c6c-2a69802ec6ed','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7227-8185-7c8a7d0319e5','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7228-82fc-08a6e240a5b1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7229-a090-e29ca5a7b362','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-722a-85f9-8251491d2594','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-722b-b795-7aa66cbb1590','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-722c-8b62-b2be4d1d78ca','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-722d-af52-746a982d1b8f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-722e-bdd7-dc1ff079a6d7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-722f-9bd3-4be1d4883755','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7230-a086-0a87a8398123','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7231-950d-beca690cfaeb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7232-85ba-e86d1ba87198','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7233-933f-77632a79c757','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7234-8a56-6d016cbde3b1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7235-93b1-5cda35ae64c7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7236-be49-b2404e0de480','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7237-80d2-00409e977258','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7238-ae22-b6c0ea391738','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7239-a926-5c7b464eaf7d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-723a-a84f-66d7203752df','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-723b-9b77-607992a41267','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-723c-84dd-09825ec36d75','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-723d-af3d-cf29a313dae7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-723e-87ca-9dce8c40602f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-723f-be20-68da43e9bf70','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7240-8761-1dfce4cbb882','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7241-8869-d30bff043cb1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7242-9749-282908bca60e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7243-a69c-23536498bf22','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7244-ba49-aede69eda16a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7245-970f-b6c440e64406','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7246-a547-1338ea69348c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7247-8b11-1895b24ae96f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7248-8fec-c05b7b848063','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7249-8820-4b26ccf4928b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-724a-9986-f396e303a5cb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-724b-ad99-0b46ca65183f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-724c-8f8a-55e469b446d4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-724d-8bbb-b2fb8b7a5daa','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-724e-8b70-d383ef64ebe3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-724f-a428-4efda74d03b3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7250-988f-2a5931dc5c72','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7251-a9da-80cc12119594','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7252-af5c-54c8b974a5b2','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7253-995e-c3291aed13b1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7254-b25b-d20160ab50d3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7255-95f0-9c153438f3ae','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7256-bde6-25a4c207a73a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7257-bef5-7f35017cb5e2','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7258-b33a-5b99719d46ac','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7259-9861-4bf808e193f6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-725a-9587-521346dcc6d3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-725b-b3b9-bb965971c3f8','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-725c-9cf5-547b0238c175','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-725d-a2db-9b2280fab11c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-725e-92d5-afcbfc33b4e7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-725f-849e-3ed89352dd38','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7260-b69c-f8104ae44ad6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7261-857a-57d94f8cc9fa','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7262-afb2-ff6d0e8ac3e7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7263-996b-9cd89f808015','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7264-a088-dc72afbcee05','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7265-974d-2b81054fe8b8','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7266-a406-d5cfe8bb6b06','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7267-9687-cfba40df1a8c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7268-b1d0-2297c598b69b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7269-87ed-9e117edea0f6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-726a-a54c-721e95f4bf93','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-726b-8587-9e262c13558a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-726c-b39c-79656a6c8cf6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-726d-a604-d973ea6a156b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-726e-8da5-4afcd95adba6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-726f-b0c2-4c54fedad2d3','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7270-bfcc-051429c77803','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7271-a82a-1b10865f5eb1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7272-88d0-c6a0bd19eee4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7273-a8fb-b70bda46a0bb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7274-aa12-244690b04d24','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7275-899f-27943cf4e120','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7276-82fe-2a75a816304b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7277-ae1f-725af6ffc019','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7278-b290-e9619462fcd2','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7279-9c8d-d363db05c7f6','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-727a-9739-ac88929f1f3b','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-727b-99de-c40074aea0f8','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-727c-bf00-03355a0a061c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-727d-a3ea-2a95f7e56243','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-727e-88d6-158a17cbfb13','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-727f-8b8e-4efaace9f6dd','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7280-8341-37c0433746ab','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7281-a61a-fbf9b567bb1a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7282-92a7-80d621bef25f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7283-bfec-24824b088738','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7284-8626-8f903ed3fc01','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7285-9309-31d21ecd8b64','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7286-ab84-099b70d5a3ae','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7287-b5bc-9887c89cb40f','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7288-b4be-36f6749cdea2','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7289-84ff-3846947dcbb0','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-728a-88f5-ef6a6987f471','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-728b-8aa6-501f61576e52','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-728c-88fb-0befd0c26268','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-728d-ac88-170c9c34399c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-728e-94b1-7fd27df161eb','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-728f-a5de-76b497886784','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7290-85c2-3a90a4ed0a09','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7291-8906-59d78b5e931c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7292-a5ad-bf4284216bb4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7293-974c-cdc71d0acc6d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7294-b757-2523ce29f2c1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7295-bdd4-4fa9b127c1c9','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7296-afc5-2fe94604c961','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7297-8954-52edb1d9421e','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7298-87b3-3eb3af88df92','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-7299-83d5-6f277ae3c7e7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-729a-bd4a-03e911143b9d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-729b-9891-2afef2727983','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-729c-8d53-0626ef488d8d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-729d-b968-6ed902b6260c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-729e-9be6-27f866476893','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-729f-90a2-88bb50a7aeb9','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a0-aa1d-8c98843eec2c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a1-9587-8b6abf148742','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a2-9e72-1adb181c50f4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a3-a410-c0e98bfc9193','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a4-ba0b-05698753448c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a5-bcf8-077179886aef','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a6-b3c2-2ac348cd5844','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a7-a4ba-2ecc844fdb91','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a8-948b-78c376e5e2ad','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72a9-9118-dce4c4c991e1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72aa-8749-ca1979ba7df9','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72ab-96d7-1d902ee1f2d1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72ac-ac3d-0987cb1659a1','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72ad-8870-5f351bea2776','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72ae-ae68-3879952ea984','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72af-80dc-b6f61419e8ae','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b0-b30c-89a7a5dbfca8','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b1-add3-1fb10f60c996','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b2-bf9d-f683220b71dc','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b3-a5db-2dae74c9c958','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b4-8a0a-6699240fc696','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b5-aeaf-87814010a371','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b6-8645-be3a14bbaece','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b7-9a97-2e80432c434d','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a220c0-f1b8-72b8-a21c-8af6fc69890a','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71f5-890f-15b49413c55d','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a220c0-f1b8-71c2-a99d-a2a8678c50cb','01a220c0-068e-7190-a3de-a7ce3743bf0e','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 06:03:06.087','2026-11-28 06:03:06.087');
INSERT INTO "runbook_contacts" VALUES('01a220c0-f1b8-71cf-bdd4-7a9ea768faa2','01a220c0-068e-7190-a3de-a7ce3743bf0e','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 06:03:06.102','2026-11-28 06:03:06.102');
INSERT INTO "runbook_steps" VALUES('01a220c0-f1b8-71c4-b920-a663d4946fc7','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 06:03:06.087','2026-11-28 06:03:06.087');
INSERT INTO "runbook_steps" VALUES('01a220c0-f1b8-71c6-9465-d1d0ed3d715c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 06:03:06.087','2026-11-28 06:03:06.087');
INSERT INTO "runbook_steps" VALUES('01a220c0-f1b8-71c8-9b86-545a77aeb9c4','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 06:03:06.087','2026-11-28 06:03:06.087');
INSERT INTO "runbook_steps" VALUES('01a220c0-f1b8-71ca-bfbc-9c66db691869','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 06:03:06.087','2026-11-28 06:03:06.087');
INSERT INTO "runbook_steps" VALUES('01a220c0-f1b8-71cc-b9a0-b5292004f43c','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 06:03:06.087','2026-11-28 06:03:06.087');
INSERT INTO "runbook_steps" VALUES('01a220c0-f1b8-71d2-82c2-bc8777438689','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','contact','Call 0-0',NULL,'01a220c0-f1b8-71cf-bdd4-7a9ea768faa2','a6','2026-11-28 06:03:06.105','2026-11-28 06:03:06.105');
INSERT INTO "runbook_uses" VALUES('01a220c0-f1b8-71d5-b25a-3c90e2b13122','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71c2-a99d-a2a8678c50cb','2026-11-28 06:03:06.115','sad','meh','["01a220c0-f1b8-71d2-82c2-bc8777438689"]','2026-11-28 06:03:06.115');
INSERT INTO "runbook_settings" VALUES('01a220c0-f1b8-71e1-a512-2ad1990dd2c1','01a220c0-068e-7190-a3de-a7ce3743bf0e','112','2026-11-28 06:03:06.153');
INSERT INTO "task_headings" VALUES('01a220c0-f1b8-7163-b15b-9e858b05be13','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-714c-82a0-cd7e6caba561','Heading 0-0',0,'a1','2026-11-28 06:03:05.664',NULL);
INSERT INTO "pacts" VALUES('01a220c0-f1b8-71d8-bbcd-e889d201ca16','01a220c0-068e-7190-a3de-a7ce3743bf0e','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 06:03:06.145','2026-11-28 06:03:06.122','2026-11-28 06:03:06.145');
INSERT INTO "pact_marks" VALUES('01a220c0-f1b8-71db-850d-213d56df2c46','01a220c0-068e-7190-a3de-a7ce3743bf0e','01a220c0-f1b8-71d8-bbcd-e889d201ca16','2026-11-28',1,'Reason 0-0','2026-11-28 06:03:06.135');
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
COMMIT;

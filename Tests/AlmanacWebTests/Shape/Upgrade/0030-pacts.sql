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
INSERT INTO "users" VALUES('01a220ad-3363-718e-833f-22c3cb2e3e98','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 05:42:31.523','dayMonth');
INSERT INTO "credentials" VALUES('01a220ad-3363-718e-833f-22c3cb2e3e98','$2b$06$l3zaI4qd.sD71NjYQrgwyO98q2/H6DfNSPHbJaQQq/xdVU5zwmMR.');
INSERT INTO "changes" VALUES('01a220ad-3390-70f6-916b-c64f6376219b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-3390-70f4-b2cf-c808517e4bcf','weeks','01a220ad-3390-70f5-aa59-ca2c06b97985','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220ad-3390-70f5-aa59-ca2c06b97985","length_days":7,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 05:42:31.568','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220ad-3390-70f7-9fd4-53b23784b64c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-3390-70f4-b2cf-c808517e4bcf','weeks','01a220ad-3390-70f5-aa59-ca2c06b97985','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220ad-3390-70f5-aa59-ca2c06b97985","length_days":7,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_day":"2026-11-23","started_at":"2026-11-28 05:42:31.568"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220ad-3390-70f5-aa59-ca2c06b97985","length_days":7,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_day":"2026-11-23","started_at":null}','2026-11-28 05:42:31.568','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220ad-339d-7193-ab07-6cc3bf7b7860','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-339d-7191-be56-56e971cdf9af','standups','01a220ad-339d-7192-92c2-21c300f2f928','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a220ad-339d-7192-92c2-21c300f2f928","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","updated_at":"2026-11-28 05:42:31.581"}',NULL,'2026-11-28 05:42:31.581','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220ad-33a3-703b-b6e0-acaa13c760ae','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33a3-7039-ac85-e48c1c924c08','retrospectives','01a220ad-33a3-703a-b7d0-2c457efd4595','insert','{"id":"01a220ad-33a3-703a-b7d0-2c457efd4595","improve":"Sleep","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","updated_at":"2026-11-28 05:42:31.588","week_id":"01a220ad-3390-70f5-aa59-ca2c06b97985","went_well":"Focus"}',NULL,'2026-11-28 05:42:31.588','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a220ad-33ab-71c6-a497-3d2f76e0f96a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33ab-71c4-8f65-73be4d4be862','energy_profiles','01a220ad-33ab-71c5-aaae-9113a1a8f6ef','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a220ad-33ab-71c5-aaae-9113a1a8f6ef","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","sex":"female"}',NULL,'2026-11-28 05:42:31.596','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a220ad-33ba-711d-a47e-d6d792dd5677','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33ba-711b-ae3d-a0eb8477ac4d','areas','01a220ad-33ba-711c-8519-1e7ab66582c4','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 05:42:31.610","icon":null,"id":"01a220ad-33ba-711c-8519-1e7ab66582c4","name":"Area 0-0","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.610','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ad-33c2-71ca-b715-a60f08ea2858','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33c2-71c8-b1cb-30ec68134c09','weekly_goals','01a220ad-33c2-71c9-9776-f7c13297dd62','insert','{"added_mid_sprint":1,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","created_at":"2026-11-28 05:42:31.618","estimate_hours":2,"id":"01a220ad-33c2-71c9-9776-f7c13297dd62","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a220ad-3390-70f5-aa59-ca2c06b97985"}',NULL,'2026-11-28 05:42:31.618','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ad-33cc-708c-88c2-34d417bc6748','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33cc-708a-a50a-23640e552a9c','intentions','01a220ad-33cc-708b-9519-20914adcbd61','insert','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":null,"ends_at":"2026-11-28 06:07:31.628","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ad-33cc-708b-9519-20914adcbd61","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.628","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 05:42:31.628','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ad-33d6-7179-8030-53a82155f89c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33d6-7177-b3cc-42f7d4180f2d','distractions','01a220ad-33d6-7178-9fb2-b357dddea4cb','insert','{"at":"2026-11-28 05:42:31.639","id":"01a220ad-33d6-7178-9fb2-b357dddea4cb","intention_id":"01a220ad-33cc-708b-9519-20914adcbd61","note":null,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 05:42:31.639','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ad-33df-7184-85f9-84d901451e72','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33df-7183-b598-d01c9cbd381c','intentions','01a220ad-33cc-708b-9519-20914adcbd61','update','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":"2026-11-28 05:42:31.647","ends_at":"2026-11-28 06:07:31.628","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ad-33cc-708b-9519-20914adcbd61","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.628","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":null,"ends_at":"2026-11-28 06:07:31.628","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ad-33cc-708b-9519-20914adcbd61","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.628","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 05:42:31.647','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-717f-85ba-4e2b4e852840','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-717e-8ae7-7ecdde0d9818','intentions','01a220ad-33cc-708b-9519-20914adcbd61','update','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":"2026-11-28 05:42:31.647","ends_at":"2026-11-28 06:07:31.628","feeling":"happy","goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ad-33cc-708b-9519-20914adcbd61","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":25,"rated_at":"2026-11-28 05:43:31.657","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.628","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":"2026-11-28 05:42:31.647","ends_at":"2026-11-28 06:07:31.628","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ad-33cc-708b-9519-20914adcbd61","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.628","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 05:43:31.657','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7182-ba38-ea22f60cb9bb','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7180-85c1-cbd5a3b52981','action_items','01a220ae-1e48-7181-8c6e-58d9fe187002','insert','{"created_at":"2026-11-28 05:42:31.668","done":0,"id":"01a220ae-1e48-7181-8c6e-58d9fe187002","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","text":"Action 0-0","week_id":"01a220ad-3390-70f5-aa59-ca2c06b97985"}',NULL,'2026-11-28 05:42:31.668','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7185-8985-ae6c66448a38','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7183-a90f-ab6d1996a7ca','plan_blocks','01a220ae-1e48-7184-8fe6-4737566db206','insert','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","cause":null,"created_at":"2026-11-28 05:42:31.676","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ae-1e48-7184-8fe6-4737566db206","minutes":45,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 05:42:31.676"}',NULL,'2026-11-28 05:42:31.676','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7188-8811-e9ac3a2d6538','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7186-ac87-9cc0110c42b3','intentions','01a220ae-1e48-7187-b45b-216ed500f429','insert','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":"01a220ae-1e48-7184-8fe6-4737566db206","ended_at":null,"ends_at":"2026-11-28 06:27:31.682","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ae-1e48-7187-b45b-216ed500f429","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.682","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 05:42:31.682','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-718a-a42e-5d0744c3fb5f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7189-9b9e-ba2c4d5269c1','intentions','01a220ae-1e48-7187-b45b-216ed500f429','update','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":"01a220ae-1e48-7184-8fe6-4737566db206","ended_at":"2026-11-28 05:42:31.692","ends_at":"2026-11-28 06:27:31.682","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ae-1e48-7187-b45b-216ed500f429","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.682","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":"01a220ae-1e48-7184-8fe6-4737566db206","ended_at":null,"ends_at":"2026-11-28 06:27:31.682","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ae-1e48-7187-b45b-216ed500f429","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.682","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 05:42:31.692','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-718d-8b32-c76cf84e1f22','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-718b-b365-c003f651bb31','plan_blocks','01a220ae-1e48-718c-ab32-d4d5e7a4732c','insert','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","cause":null,"created_at":"2026-11-28 05:42:31.702","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220ae-1e48-718c-ab32-d4d5e7a4732c","minutes":30,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 05:42:31.702"}',NULL,'2026-11-28 05:42:31.702','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7190-ba79-f089791de083','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-718e-957e-08e5b1691291','plan_block_versions','01a220ae-1e48-718f-9d50-eaee0461f8f4','insert','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":"01a220ae-1e48-718c-ab32-d4d5e7a4732c","change":"moved","day":"2026-11-28","id":"01a220ae-1e48-718f-9d50-eaee0461f8f4","minutes":30,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","reason":"Longer than planned","recorded_at":"2026-11-28 05:42:31.704","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 05:42:31.704','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7191-883f-ea8d3bb79317','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-718e-957e-08e5b1691291','plan_blocks','01a220ae-1e48-718c-ab32-d4d5e7a4732c','update','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","cause":null,"created_at":"2026-11-28 05:42:31.702","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220ae-1e48-718c-ab32-d4d5e7a4732c","minutes":45,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 05:42:31.704"}','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","cause":null,"created_at":"2026-11-28 05:42:31.702","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220ae-1e48-718c-ab32-d4d5e7a4732c","minutes":30,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 05:42:31.702"}','2026-11-28 05:42:31.704','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7194-9862-4ca810aa1f80','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7192-90a6-a04580056b37','plan_blocks','01a220ae-1e48-7193-8c7e-bcbb0b04b583','insert','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","cause":null,"created_at":"2026-11-28 05:42:31.719","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220ae-1e48-7193-8c7e-bcbb0b04b583","minutes":15,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 05:42:31.719"}',NULL,'2026-11-28 05:42:31.719','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7196-8a74-256c303d4ece','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7195-90fe-2474a13f3b4e','plan_blocks','01a220ae-1e48-7193-8c7e-bcbb0b04b583','update','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","cause":"internal","created_at":"2026-11-28 05:42:31.719","day":"2026-11-27","disposed_at":"2026-11-28 05:42:31.721","disposition":"backToList","goal_id":null,"id":"01a220ae-1e48-7193-8c7e-bcbb0b04b583","minutes":15,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 05:42:31.719"}','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","cause":null,"created_at":"2026-11-28 05:42:31.719","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a220ae-1e48-7193-8c7e-bcbb0b04b583","minutes":15,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 05:42:31.719"}','2026-11-28 05:42:31.721','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7199-b2c0-22a19e34bc6e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7197-a1de-30b04167f84f','weeks','01a220ae-1e48-7198-859c-78fe38fa04be','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a220ae-1e48-7198-859c-78fe38fa04be","length_days":7,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 05:42:31.732','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-719b-891a-1b68da3fef7e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7197-a1de-30b04167f84f','weekly_goals','01a220ae-1e48-719a-b502-96e741f5dde6','insert','{"added_mid_sprint":0,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","created_at":"2026-11-28 05:42:31.732","estimate_hours":3,"id":"01a220ae-1e48-719a-b502-96e741f5dde6","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a220ae-1e48-7198-859c-78fe38fa04be"}',NULL,'2026-11-28 05:42:31.732','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-719e-b697-a0ace8c7947a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-719c-846e-2804744d8459','task_lists','01a220ae-1e48-719d-8195-5db898fbe104','insert','{"archived":0,"color":null,"created_at":"2026-11-28 05:42:31.737","icon":null,"id":"01a220ae-1e48-719d-8195-5db898fbe104","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.737','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71a1-a569-d37783295fd6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-719f-a754-9e98fc4e046e','tasks','01a220ae-1e48-71a0-a59f-4d65a7213ce7','insert','{"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","created_at":"2026-11-28 05:42:31.742","deadline":null,"evening":0,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","heading_id":null,"id":"01a220ae-1e48-71a0-a59f-4d65a7213ce7","import_key":null,"list_id":"01a220ae-1e48-719d-8195-5db898fbe104","list_key":"a1","notes":"","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 05:42:31.742"}',NULL,'2026-11-28 05:42:31.742','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71a3-83d9-8a991d66e5be','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-719f-a754-9e98fc4e046e','task_tags','01a220ae-1e48-71a2-8ae6-cc1af0a32a90','insert','{"id":"01a220ae-1e48-71a2-8ae6-cc1af0a32a90","name":"errand","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.742','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71a5-9c39-04f5ca50a6c7','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-719f-a754-9e98fc4e046e','task_tag_links','01a220ae-1e48-71a4-a34b-75faf0156d6c','insert','{"id":"01a220ae-1e48-71a4-a34b-75faf0156d6c","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","tag_id":"01a220ae-1e48-71a2-8ae6-cc1af0a32a90","task_id":"01a220ae-1e48-71a0-a59f-4d65a7213ce7"}',NULL,'2026-11-28 05:42:31.742','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71a7-87e6-0f67488b8111','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-719f-a754-9e98fc4e046e','task_checklist_items','01a220ae-1e48-71a6-84ed-972aa47224fe','insert','{"done":0,"id":"01a220ae-1e48-71a6-84ed-972aa47224fe","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","task_id":"01a220ae-1e48-71a0-a59f-4d65a7213ce7","title":"Step"}',NULL,'2026-11-28 05:42:31.742','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71aa-9c22-5f9caef540a1','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71a8-a0c2-43b1b0d4cf41','system_settings','01a220ae-1e48-71a9-b8cf-e400a4089f49','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a220ae-1e48-71a9-b8cf-e400a4089f49","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 05:42:31.794','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71ad-98d2-929a007ca1d5','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71ab-94ad-b933b849ad61','intentions','01a220ae-1e48-71ac-8f03-178b7250b2f3','insert','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":null,"ends_at":"2026-11-28 05:57:31.803","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ae-1e48-71ac-8f03-178b7250b2f3","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.803","state":"running","tags":"[]","task_id":"01a220ae-1e48-71a0-a59f-4d65a7213ce7","what":"Task 0-0"}',NULL,'2026-11-28 05:42:31.803','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71af-b09b-61967a3318a3','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71ae-bf5e-1fa797505f3a','intentions','01a220ae-1e48-71ac-8f03-178b7250b2f3','update','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":"2026-11-28 05:42:31.813","ends_at":"2026-11-28 05:57:31.803","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ae-1e48-71ac-8f03-178b7250b2f3","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.803","state":"endedEarly","tags":"[]","task_id":"01a220ae-1e48-71a0-a59f-4d65a7213ce7","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","block_id":null,"ended_at":null,"ends_at":"2026-11-28 05:57:31.803","feeling":null,"goal_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","id":"01a220ae-1e48-71ac-8f03-178b7250b2f3","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 05:42:31.803","state":"running","tags":"[]","task_id":"01a220ae-1e48-71a0-a59f-4d65a7213ce7","what":"Task 0-0"}','2026-11-28 05:42:31.813','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71b2-b8ae-86896213bf39','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71b0-9bb5-41cc07db002a','tasks','01a220ae-1e48-71b1-9a58-bb1d51d86dfb','insert','{"area_id":null,"created_at":"2026-11-28 05:42:31.824","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a220ae-1e48-71b1-9a58-bb1d51d86dfb","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 05:42:31.824"}',NULL,'2026-11-28 05:42:31.824','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71b5-bc7d-3118804f88ea','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71b3-9130-4770030e4c0f','task_headings','01a220ae-1e48-71b4-b435-c31170289715','insert','{"archived":0,"created_at":"2026-11-28 05:42:31.835","id":"01a220ae-1e48-71b4-b435-c31170289715","import_key":null,"list_id":"01a220ae-1e48-719d-8195-5db898fbe104","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","title":"Heading 0-0"}',NULL,'2026-11-28 05:42:31.835','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71b8-b3a1-427298893943','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71b6-af50-5196bf7666d7','tasks','01a220ae-1e48-71b7-b11c-7d3209088940','insert','{"area_id":null,"created_at":"2026-11-28 05:42:31.839","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a220ae-1e48-71b4-b435-c31170289715","id":"01a220ae-1e48-71b7-b11c-7d3209088940","import_key":null,"list_id":"01a220ae-1e48-719d-8195-5db898fbe104","list_key":"a2","notes":"","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 05:42:31.839"}',NULL,'2026-11-28 05:42:31.839','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71bd-99a2-8378f83c9a7f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71b9-a463-9609fe526953','task_lists','*','insert','{"ids":["01a220ae-1e48-71ba-9e32-b20ea7293954"]}',NULL,'2026-11-28 05:42:31.852','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71be-b3c0-49e2fb070e1e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71b9-a463-9609fe526953','tasks','*','insert','{"ids":["01a220ae-1e48-71bb-9164-b9ab790726f7"]}',NULL,'2026-11-28 05:42:31.852','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71bf-bcb5-d11e6e72fa5f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71b9-a463-9609fe526953','task_tag_links','*','insert','{"ids":["01a220ae-1e48-71bc-94d9-1dead3490317"]}',NULL,'2026-11-28 05:42:31.852','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71c2-8d2c-891da2c78c2f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71c0-ac1c-8bd5f92c3ca1','timelines','01a220ae-1e48-71c1-bf07-8fe7b972a84c','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 05:42:31.862","icon":"","id":"01a220ae-1e48-71c1-bf07-8fe7b972a84c","name":"Timeline 0-0","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.862','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71c5-8c97-4c47db7edae3','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71c3-bf0f-50707380338c','timeline_events','01a220ae-1e48-71c4-a724-cf361b8585e6','insert','{"created_at":"2026-11-28 05:42:31.868","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a220ae-1e48-71c4-a724-cf361b8585e6","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a220ae-1e48-71c1-bf07-8fe7b972a84c","title":"Job 0-0","updated_at":"2026-11-28 05:42:31.868"}',NULL,'2026-11-28 05:42:31.868','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71c8-a32d-9e44f7b7ad34','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71c6-ab7c-803b4a4e41c9','timeline_events','01a220ae-1e48-71c7-a534-bae5af321ff2','insert','{"created_at":"2026-11-28 05:42:31.875","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a220ae-1e48-71c7-a534-bae5af321ff2","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a220ae-1e48-71c1-bf07-8fe7b972a84c","title":"Trip 0-0","updated_at":"2026-11-28 05:42:31.875"}',NULL,'2026-11-28 05:42:31.875','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71cb-a68f-219e8997184b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71c9-9abf-d0fc002f9252','timeline_queries','01a220ae-1e48-71ca-a534-14878e285c01','insert','{"created_at":"2026-11-28 05:42:31.879","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a220ae-1e48-71ca-a534-14878e285c01","name":"Query 0-0","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.879','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71ce-a39c-b63c24792fdc','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71cc-b56b-ecb227c31332','food_events','01a220ae-1e48-71cd-9e6f-250b68ffa668','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a220ae-1e48-71cd-9e6f-250b68ffa668","kind":"record","occurred_at":"2026-11-28 05:42:31.902","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","recorded_at":"2026-11-28 05:42:31.902","refers_to":null}',NULL,'2026-11-28 05:42:31.902','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71d1-849f-93c481e3e98b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71cf-9a85-20c431f8ecf4','recipes','01a220ae-1e48-71d0-817d-200d618af1db','insert','{"created_at":"2026-11-28 05:42:31.908","id":"01a220ae-1e48-71d0-817d-200d618af1db","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","servings":2,"total_grams":300,"updated_at":"2026-11-28 05:42:31.908","yield_grams":null}',NULL,'2026-11-28 05:42:31.908','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71d3-bf7f-950d88f7ee51','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71cf-9a85-20c431f8ecf4','recipe_ingredients','01a220ae-1e48-71d2-ab00-ff3475492ebc','insert','{"food_id":"09040","grams":100,"id":"01a220ae-1e48-71d2-ab00-ff3475492ebc","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","position":0,"recipe_id":"01a220ae-1e48-71d0-817d-200d618af1db"}',NULL,'2026-11-28 05:42:31.908','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71d5-96c9-46df3bc0d9af','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71cf-9a85-20c431f8ecf4','recipe_ingredients','01a220ae-1e48-71d4-b7ca-f12fb80fe6dc','insert','{"food_id":"01079","grams":200,"id":"01a220ae-1e48-71d4-b7ca-f12fb80fe6dc","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","position":1,"recipe_id":"01a220ae-1e48-71d0-817d-200d618af1db"}',NULL,'2026-11-28 05:42:31.908','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71d8-9486-7ee011297b9d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71d6-8fc6-fdb14e91d2f2','custom_foods','01a220ae-1e48-71d7-aa25-048656f1d8e7','insert','{"created_at":"2026-11-28 05:42:31.917","id":"01a220ae-1e48-71d7-aa25-048656f1d8e7","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 05:42:31.917"}',NULL,'2026-11-28 05:42:31.917','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71db-8c41-68f32f4656e7','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71d9-9145-5a22beb6bbe0','food_events','01a220ae-1e48-71da-8b69-601ebdb79b79','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a220ae-1e48-71da-8b69-601ebdb79b79","kind":"record","occurred_at":"2026-11-28 05:42:31.934","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","recorded_at":"2026-11-28 05:42:31.934","refers_to":null}',NULL,'2026-11-28 05:42:31.934','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71de-a309-bc1f7b41fc20','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71dc-8f5b-932335e6ab1c','food_events','01a220ae-1e48-71dd-b48f-28a19cf6d5b8','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a220ae-1e48-71dd-b48f-28a19cf6d5b8","kind":"record","occurred_at":"2026-11-28 05:42:31.935","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","recorded_at":"2026-11-28 05:42:31.935","refers_to":null}',NULL,'2026-11-28 05:42:31.935','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71e1-9e9c-c173779e4786','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71df-9ae4-ff45bb1ada53','price_comparisons','01a220ae-1e48-71e0-b681-d75943a97264','insert','{"created_at":"2026-11-28 05:42:31.943","display_unit":"100 ml","id":"01a220ae-1e48-71e0-b681-d75943a97264","name":"Comparison 0-0","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","unit_system":"metric","updated_at":"2026-11-28 05:42:31.943"}',NULL,'2026-11-28 05:42:31.943','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71e3-8205-70d378f2a9af','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71df-9ae4-ff45bb1ada53','price_products','01a220ae-1e48-71e2-8751-a11f4237f4b1','insert','{"comparison_id":"01a220ae-1e48-71e0-b681-d75943a97264","id":"01a220ae-1e48-71e2-8751-a11f4237f4b1","name":"Bertolli","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 05:42:31.943','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71e5-9296-cd5d7b56cc71','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71df-9ae4-ff45bb1ada53','price_products','01a220ae-1e48-71e4-a056-15266f395961','insert','{"comparison_id":"01a220ae-1e48-71e0-b681-d75943a97264","id":"01a220ae-1e48-71e4-a056-15266f395961","name":"Monini","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 05:42:31.943','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71e8-8b0f-e74343801093','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71e6-b5be-a337ad335c57','habits','01a220ae-1e48-71e7-aa9d-f73bdc05356e','insert','{"archived":0,"area_id":"01a220ad-33ba-711c-8519-1e7ab66582c4","color":null,"created_at":"2026-11-28 05:42:31.955","emoji":"📚","id":"01a220ae-1e48-71e7-aa9d-f73bdc05356e","name":"Habit 0-0","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 05:42:31.955"}',NULL,'2026-11-28 05:42:31.955','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71eb-b2da-65dfd550c1ae','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71e9-b27a-b04bfed4bba9','habit_check_ins','01a220ae-1e48-71ea-b1e3-4868ab188b6c','insert','{"amount":1,"created_at":"2026-11-28 05:42:31.965","day":"2026-11-27","habit_id":"01a220ae-1e48-71e7-aa9d-f73bdc05356e","id":"01a220ae-1e48-71ea-b1e3-4868ab188b6c","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.965','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71ee-b55a-aa2b92163fd0','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71ec-8d05-8307ac73cb76','habit_check_ins','01a220ae-1e48-71ed-9468-a026b3bfb470','insert','{"amount":1,"created_at":"2026-11-28 05:42:31.970","day":"2026-11-28","habit_id":"01a220ae-1e48-71e7-aa9d-f73bdc05356e","id":"01a220ae-1e48-71ed-9468-a026b3bfb470","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.970','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71f1-9699-7ef2d47a649c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71ef-8593-06aff439909c','habit_rest_days','01a220ae-1e48-71f0-9c6f-ea8ec5a663cf','insert','{"created_at":"2026-11-28 05:42:31.980","day":"2026-11-30","habit_id":"01a220ae-1e48-71e7-aa9d-f73bdc05356e","id":"01a220ae-1e48-71f0-9c6f-ea8ec5a663cf","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.980','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71f4-90af-45c4f79662ff','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71f2-97c5-004cf5801ba1','habits','01a220ae-1e48-71f3-8069-ae48544e61fd','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 05:42:31.987","emoji":"","id":"01a220ae-1e48-71f3-8069-ae48544e61fd","name":"Water 0-0","order_key":"a2","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 05:42:31.987"}',NULL,'2026-11-28 05:42:31.987','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71f7-9037-ea4e28516ad8','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71f5-ab45-c99c65eee21a','habit_check_ins','01a220ae-1e48-71f6-b581-90575424a90d','insert','{"amount":4,"created_at":"2026-11-28 05:42:31.995","day":"2026-11-28","habit_id":"01a220ae-1e48-71f3-8069-ae48544e61fd","id":"01a220ae-1e48-71f6-b581-90575424a90d","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:31.995','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71fa-9b0e-17033d3bf30c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71f8-8a69-f9394ffc019d','lift_sessions','01a220ae-1e48-71f9-b97f-1ecc013b4454','insert','{"created_at":"2026-11-28 05:42:32.061","day":"2026-11-28","id":"01a220ae-1e48-71f9-b97f-1ecc013b4454","name":"Workout","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","updated_at":"2026-11-28 05:42:32.061"}',NULL,'2026-11-28 05:42:32.061','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71fc-ab1d-43e757cceb90','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71f8-8a69-f9394ffc019d','lift_sets','01a220ae-1e48-71fb-8690-265b425c01d1','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 05:42:32.061","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a220ae-1e48-71fb-8690-265b425c01d1","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","position":0,"rate_hz":20,"recorded_at":"2026-11-28 05:42:32.061","reps":3,"session_id":"01a220ae-1e48-71f9-b97f-1ecc013b4454","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 05:42:32.061','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-71fd-9644-8eeb86447351','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71f8-8a69-f9394ffc019d','lift_streams','01a220ae-1e48-71fb-8690-265b425c01d1','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a220ae-1e48-71fb-8690-265b425c01d1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:32.061','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7200-ab42-079890c5a67b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71fe-b8c7-b74d434f9227','lift_templates','01a220ae-1e48-71ff-a3c0-5e91715a1b72','insert','{"created_at":"2026-11-28 05:42:32.075","goal_reps":8,"id":"01a220ae-1e48-71ff-a3c0-5e91715a1b72","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","sets":3}',NULL,'2026-11-28 05:42:32.075','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7203-987d-5deadeef46bb','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7201-87e1-f18efba54a5d','lift_defaults','01a220ae-1e48-7202-ac82-81f133055906','insert','{"id":"01a220ae-1e48-7202-ac82-81f133055906","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 05:42:32.079","velocity_loss_target":25}',NULL,'2026-11-28 05:42:32.079','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7206-8ac4-cbfe3a41a4cd','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7205-9aa9-13b28e7028b4','day_photos','01a220ae-1e48-7204-a184-b195705c8cfc','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 05:42:32.083","day":"2026-11-28","id":"01a220ae-1e48-7204-a184-b195705c8cfc","kind":"png","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:32.086','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7209-97be-d02a34092048','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7207-b56e-66de0e35f819','journal_entries','01a220ae-1e48-7208-b416-c2dfb2cb88ee','insert','{"created_at":"2026-11-28 05:42:32.092","day":"2026-11-28","id":"01a220ae-1e48-7208-b416-c2dfb2cb88ee","location":"Berlin","mood":"happy","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 05:42:32.092","written_at":"2026-11-28 05:42:32.092"}',NULL,'2026-11-28 05:42:32.092','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-720c-ac93-cf753d521585','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-720a-959d-36befbf04f55','journal_entries','01a220ae-1e48-720b-9217-1c8923f2def3','insert','{"created_at":"2026-11-28 05:42:32.113","day":"2025-11-28","id":"01a220ae-1e48-720b-9217-1c8923f2def3","location":null,"mood":null,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 05:42:32.113","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 05:42:32.113','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-720f-9a1d-ee05fb7b4654','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-720e-9e4c-387a6c21ea94','day_photos','01a220ae-1e48-720d-959b-3da5d607b292','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 05:42:32.121","day":"2026-11-28","id":"01a220ae-1e48-720d-959b-3da5d607b292","kind":"png","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98"}',NULL,'2026-11-28 05:42:32.122','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7211-b1fe-0221c6490ee1','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-720e-9e4c-387a6c21ea94','journal_photos','01a220ae-1e48-7210-8807-1123db4c05b8','insert','{"entry_id":"01a220ae-1e48-7208-b416-c2dfb2cb88ee","id":"01a220ae-1e48-7210-8807-1123db4c05b8","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","photo_id":"01a220ae-1e48-720d-959b-3da5d607b292","source_id":null}',NULL,'2026-11-28 05:42:32.122','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7214-b6f6-10700d72f402','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7212-92f0-c7221e67e694','runbooks','01a220ae-1e48-7213-9606-40a3cd946559','insert','{"created_at":"2026-11-28 05:42:32.129","id":"01a220ae-1e48-7213-9606-40a3cd946559","name":"When I''m anxious","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","updated_at":"2026-11-28 05:42:32.129","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 05:42:32.129','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7216-a2ca-e9b3fd2ef9ac','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7212-92f0-c7221e67e694','runbook_steps','01a220ae-1e48-7215-ac40-86a9a970cff4','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 05:42:32.129","id":"01a220ae-1e48-7215-ac40-86a9a970cff4","kind":"text","order_key":"a1","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","runbook_id":"01a220ae-1e48-7213-9606-40a3cd946559","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 05:42:32.129"}',NULL,'2026-11-28 05:42:32.129','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7218-9124-856eef8c9f25','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7212-92f0-c7221e67e694','runbook_steps','01a220ae-1e48-7217-80bb-19468ad05277','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 05:42:32.129","id":"01a220ae-1e48-7217-80bb-19468ad05277","kind":"breathing","order_key":"a2","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","runbook_id":"01a220ae-1e48-7213-9606-40a3cd946559","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 05:42:32.129"}',NULL,'2026-11-28 05:42:32.129','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-721a-96be-e6d914e60bc5','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7212-92f0-c7221e67e694','runbook_steps','01a220ae-1e48-7219-a412-7f62648cae95','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 05:42:32.129","id":"01a220ae-1e48-7219-a412-7f62648cae95","kind":"grounding","order_key":"a3","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","runbook_id":"01a220ae-1e48-7213-9606-40a3cd946559","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 05:42:32.129"}',NULL,'2026-11-28 05:42:32.129','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-721c-8d7b-6b9ea280e34a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7212-92f0-c7221e67e694','runbook_steps','01a220ae-1e48-721b-b16b-f68b1940b55f','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 05:42:32.129","id":"01a220ae-1e48-721b-b16b-f68b1940b55f","kind":"text","order_key":"a4","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","runbook_id":"01a220ae-1e48-7213-9606-40a3cd946559","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 05:42:32.129"}',NULL,'2026-11-28 05:42:32.129','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-721e-85a9-28cf9c62521c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7212-92f0-c7221e67e694','runbook_steps','01a220ae-1e48-721d-9688-cb279578970f','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 05:42:32.129","id":"01a220ae-1e48-721d-9688-cb279578970f","kind":"contact","order_key":"a5","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","runbook_id":"01a220ae-1e48-7213-9606-40a3cd946559","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 05:42:32.129"}',NULL,'2026-11-28 05:42:32.129','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7221-bdbe-a8cc6781f090','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-721f-8e1f-f20a97ac3090','runbook_contacts','01a220ae-1e48-7220-8fda-234eb34d0d74','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 05:42:32.140","id":"01a220ae-1e48-7220-8fda-234eb34d0d74","name":"Contact 0-0","note":"friend","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","phone":"030 0","updated_at":"2026-11-28 05:42:32.140"}',NULL,'2026-11-28 05:42:32.140','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7224-a4ea-e359ba537a0a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7222-a99e-d92959f70b39','runbook_steps','01a220ae-1e48-7223-a6f6-1f24796ab846','insert','{"breathing":null,"contact_id":"01a220ae-1e48-7220-8fda-234eb34d0d74","created_at":"2026-11-28 05:42:32.144","id":"01a220ae-1e48-7223-a6f6-1f24796ab846","kind":"contact","order_key":"a6","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","runbook_id":"01a220ae-1e48-7213-9606-40a3cd946559","text":"Call 0-0","updated_at":"2026-11-28 05:42:32.144"}',NULL,'2026-11-28 05:42:32.144','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7227-acf9-4abaa7e2a9f4','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7225-9b38-07173412dcc3','runbook_uses','01a220ae-1e48-7226-8041-61f1a7ff5cb6','insert','{"created_at":"2026-11-28 05:42:32.157","feeling_after":"meh","feeling_before":"sad","id":"01a220ae-1e48-7226-8041-61f1a7ff5cb6","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","runbook_id":"01a220ae-1e48-7213-9606-40a3cd946559","steps_done":"[\"01a220ae-1e48-7223-a6f6-1f24796ab846\"]","used_at":"2026-11-28 05:42:32.157"}',NULL,'2026-11-28 05:42:32.157','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-722a-aaf7-fd8a84695337','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7228-9665-e42ad89b6c9f','pacts','01a220ae-1e48-7229-9a44-d50416a6dd47','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 05:42:32.176","delay_hours":24,"id":"01a220ae-1e48-7229-9a44-d50416a6dd47","kind":"price","link_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","link_kind":"goal","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 05:42:32.176"}',NULL,'2026-11-28 05:42:32.176','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-722d-9eb8-3fa863829810','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-722b-a72e-c886b5faff38','pact_marks','01a220ae-1e48-722c-8d02-e576e53be730','insert','{"created_at":"2026-11-28 05:42:32.181","day":"2026-11-28","id":"01a220ae-1e48-722c-8d02-e576e53be730","kept":1,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","pact_id":"01a220ae-1e48-7229-9a44-d50416a6dd47","reason":"Reason 0-0"}',NULL,'2026-11-28 05:42:32.181','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-722f-bbad-a21dc186281b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-722e-95b4-f46f223225cb','pacts','01a220ae-1e48-7229-9a44-d50416a6dd47','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 05:42:32.176","delay_hours":24,"id":"01a220ae-1e48-7229-9a44-d50416a6dd47","kind":"price","link_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","link_kind":"goal","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","pending_amount":"1","pending_at":"2026-11-29 05:42:32.186","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a220ae-1e48-71e7-aa9d-f73bdc05356e","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 05:42:32.186"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 05:42:32.176","delay_hours":24,"id":"01a220ae-1e48-7229-9a44-d50416a6dd47","kind":"price","link_id":"01a220ad-33c2-71c9-9776-f7c13297dd62","link_kind":"goal","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 05:42:32.176"}','2026-11-28 05:42:32.186','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7232-9b2d-45915e760f24','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7230-9602-43264d1cef2e','pacts','01a220ae-1e48-7231-a81e-f69750a6ba32','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 05:42:32.191","delay_hours":168,"id":"01a220ae-1e48-7231-a81e-f69750a6ba32","kind":"effort","link_id":"01a220ae-1e48-7184-8fe6-4737566db206","link_kind":"block","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 05:42:32.191"}',NULL,'2026-11-28 05:42:32.191','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7235-9a8e-bcf17fb877c1','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7233-b11f-090b646c7c49','runbook_settings','01a220ae-1e48-7234-b0dd-c28fa8a5386b','insert','{"emergency_number":"112","id":"01a220ae-1e48-7234-b0dd-c28fa8a5386b","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","updated_at":"2026-11-28 05:42:32.198"}',NULL,'2026-11-28 05:42:32.198','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7238-9e0a-3839c4bf0d80','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7236-ba2f-7c6c80203600','journal_entries','01a220ae-1e48-7237-915b-85e7ae5d4af4','insert','{"created_at":"2026-11-28 05:42:32.205","day":"2026-11-28","id":"01a220ae-1e48-7237-915b-85e7ae5d4af4","location":null,"mood":null,"owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 05:42:32.205","written_at":"2026-11-28 05:42:32.205"}',NULL,'2026-11-28 05:42:32.205','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-723c-a5b5-f17309d5b98b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-723a-841c-5fe874913a9c','health_sources','01a220ae-1e48-723b-8c68-62f0d767cff9','insert','{"id":"01a220ae-1e48-723b-8c68-62f0d767cff9","name":"Shape Watch 0","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","position":null}',NULL,'2026-11-28 05:42:32.247','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-723e-a3ad-9b94b8588ca8','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-723a-841c-5fe874913a9c','health_sources','01a220ae-1e48-723d-8288-4b51426b929b','insert','{"id":"01a220ae-1e48-723d-8288-4b51426b929b","name":"Shape iPhone","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","position":null}',NULL,'2026-11-28 05:42:32.247','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7241-adc9-50cce07a082a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-723a-841c-5fe874913a9c','food_events','01a220ae-1e48-7240-9d8d-f165521f1133','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a220ae-1e48-7240-9d8d-f165521f1133","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","recorded_at":"2026-11-28 05:42:32.247","refers_to":null}',NULL,'2026-11-28 05:42:32.247','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7243-8156-a40f51e7d7ab','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-723a-841c-5fe874913a9c','food_events','01a220ae-1e48-7242-ad2b-7cb553bbbb3e','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a220ae-1e48-7242-ad2b-7cb553bbbb3e","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","recorded_at":"2026-11-28 05:42:32.247","refers_to":null}',NULL,'2026-11-28 05:42:32.247','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7244-be09-79c6c4512834','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-723a-841c-5fe874913a9c','health_days','01a220ae-1e48-723f-836c-17a5826a47aa','insert','{"active_event_id":"01a220ae-1e48-7240-9d8d-f165521f1133","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a220ae-1e48-723f-836c-17a5826a47aa","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 05:42:32.247","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a220ae-1e48-7242-ad2b-7cb553bbbb3e","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 05:42:32.247','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7246-be9c-c6410ba0f12e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-723a-841c-5fe874913a9c','health_imports','01a220ae-1e48-7245-acf9-401fb17c0372','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a220ae-1e48-7245-acf9-401fb17c0372","imported_at":"2026-11-28 05:42:32.247","last_day":"2026-11-26","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","records":3}',NULL,'2026-11-28 05:42:32.247','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a220ae-1e48-7249-a510-ccb49c40e677','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7247-819f-0e87076361c3','calendars','01a220ae-1e48-7248-a24b-8c9eef6c84d8','insert','{"color":"#5b6ee1","created_at":"2026-11-28 05:42:32.273","etag":null,"fetched_at":"2026-11-28 05:42:32.273","file_name":"work-0.ics","id":"01a220ae-1e48-7248-a24b-8c9eef6c84d8","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a220ad-3363-718e-833f-22c3cb2e3e98","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 05:42:32.273','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a220ae-1e48-719d-8195-5db898fbe104','01a220ad-3363-718e-833f-22c3cb2e3e98','List 0-0',NULL,NULL,0,'a1','2026-11-28 05:42:31.737',NULL);
INSERT INTO "task_lists" VALUES('01a220ae-1e48-71ba-9e32-b20ea7293954','01a220ad-3363-718e-833f-22c3cb2e3e98','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 05:42:31.852','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a220ae-1e48-71a0-a59f-4d65a7213ce7','01a220ad-3363-718e-833f-22c3cb2e3e98','Task 0-0','','01a220ae-1e48-719d-8195-5db898fbe104','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a220ad-33c2-71c9-9776-f7c13297dd62','01a220ad-33ba-711c-8519-1e7ab66582c4','a1','a1','2026-11-28 05:42:31.742','2026-11-28 05:42:31.742',NULL,NULL);
INSERT INTO "tasks" VALUES('01a220ae-1e48-71b1-9a58-bb1d51d86dfb','01a220ad-3363-718e-833f-22c3cb2e3e98','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 05:42:31.824','2026-11-28 05:42:31.824',NULL,NULL);
INSERT INTO "tasks" VALUES('01a220ae-1e48-71b7-b11c-7d3209088940','01a220ad-3363-718e-833f-22c3cb2e3e98','Headed 0-0','','01a220ae-1e48-719d-8195-5db898fbe104',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 05:42:31.839','2026-11-28 05:42:31.839',NULL,'01a220ae-1e48-71b4-b435-c31170289715');
INSERT INTO "tasks" VALUES('01a220ae-1e48-71bb-9164-b9ab790726f7','01a220ad-3363-718e-833f-22c3cb2e3e98','Imported 0-0','','01a220ae-1e48-71ba-9e32-b20ea7293954',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 05:42:31.852','2026-11-28 05:42:31.852','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a220ae-1e48-71a2-8ae6-cc1af0a32a90','01a220ad-3363-718e-833f-22c3cb2e3e98','errand');
INSERT INTO "task_tag_links" VALUES('01a220ae-1e48-71a4-a34b-75faf0156d6c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71a0-a59f-4d65a7213ce7','01a220ae-1e48-71a2-8ae6-cc1af0a32a90');
INSERT INTO "task_tag_links" VALUES('01a220ae-1e48-71bc-94d9-1dead3490317','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71bb-9164-b9ab790726f7','01a220ae-1e48-71a2-8ae6-cc1af0a32a90');
INSERT INTO "task_checklist_items" VALUES('01a220ae-1e48-71a6-84ed-972aa47224fe','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71a0-a59f-4d65a7213ce7','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a220ae-1e48-71a0-a59f-4d65a7213ce7','01a220ad-3363-718e-833f-22c3cb2e3e98','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a220ae-1e48-71b1-9a58-bb1d51d86dfb','01a220ad-3363-718e-833f-22c3cb2e3e98','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a220ae-1e48-71b7-b11c-7d3209088940','01a220ad-3363-718e-833f-22c3cb2e3e98','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a220ae-1e48-71bb-9164-b9ab790726f7','01a220ad-3363-718e-833f-22c3cb2e3e98','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a220ae-1e48-71e0-b681-d75943a97264','01a220ad-3363-718e-833f-22c3cb2e3e98','Comparison 0-0','metric','100 ml','2026-11-28 05:42:31.943','2026-11-28 05:42:31.943');
INSERT INTO "price_products" VALUES('01a220ae-1e48-71e2-8751-a11f4237f4b1','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71e0-b681-d75943a97264',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a220ae-1e48-71e4-a056-15266f395961','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71e0-b681-d75943a97264',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a220ae-1e48-71c1-bf07-8fe7b972a84c','01a220ad-3363-718e-833f-22c3cb2e3e98','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 05:42:31.862');
INSERT INTO "timeline_events" VALUES('01a220ae-1e48-71c4-a724-cf361b8585e6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71c1-bf07-8fe7b972a84c','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 05:42:31.868','2026-11-28 05:42:31.868');
INSERT INTO "timeline_events" VALUES('01a220ae-1e48-71c7-a534-bae5af321ff2','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71c1-bf07-8fe7b972a84c','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 05:42:31.875','2026-11-28 05:42:31.875');
INSERT INTO "timeline_queries" VALUES('01a220ae-1e48-71ca-a534-14878e285c01','01a220ad-3363-718e-833f-22c3cb2e3e98','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 05:42:31.879');
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
INSERT INTO "custom_foods" VALUES('01a220ae-1e48-71d7-aa25-048656f1d8e7','01a220ad-3363-718e-833f-22c3cb2e3e98','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 05:42:31.917','2026-11-28 05:42:31.917');
INSERT INTO "recipes" VALUES('01a220ae-1e48-71d0-817d-200d618af1db','01a220ad-3363-718e-833f-22c3cb2e3e98','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 05:42:31.908','2026-11-28 05:42:31.908');
INSERT INTO "recipe_ingredients" VALUES('01a220ae-1e48-71d2-ab00-ff3475492ebc','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71d0-817d-200d618af1db','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a220ae-1e48-71d4-b7ca-f12fb80fe6dc','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71d0-817d-200d618af1db','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a220ae-1e48-71cd-9e6f-250b68ffa668','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28 05:42:31.902','2026-11-28 05:42:31.902','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a220ae-1e48-71da-8b69-601ebdb79b79','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28 05:42:31.934','2026-11-28 05:42:31.934','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a220ae-1e48-71dd-b48f-28a19cf6d5b8','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28 05:42:31.935','2026-11-28 05:42:31.935','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a220ae-1e48-7240-9d8d-f165521f1133','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-26 11:00:00.000','2026-11-28 05:42:32.247','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a220ae-1e48-7242-ad2b-7cb553bbbb3e','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-26 11:00:00.000','2026-11-28 05:42:32.247','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a220ad-33ab-71c5-aaae-9113a1a8f6ef','01a220ad-3363-718e-833f-22c3cb2e3e98','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a220ae-1e48-71a9-b8cf-e400a4089f49','01a220ad-3363-718e-833f-22c3cb2e3e98','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a220ad-33ba-711c-8519-1e7ab66582c4','01a220ad-3363-718e-833f-22c3cb2e3e98','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 05:42:31.610');
INSERT INTO "weeks" VALUES('01a220ad-3390-70f5-aa59-ca2c06b97985','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 05:42:31.568');
INSERT INTO "weeks" VALUES('01a220ae-1e48-7198-859c-78fe38fa04be','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a220ad-33c2-71c9-9776-f7c13297dd62','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-3390-70f5-aa59-ca2c06b97985','01a220ad-33ba-711c-8519-1e7ab66582c4','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 05:42:31.618');
INSERT INTO "weekly_goals" VALUES('01a220ae-1e48-719a-b502-96e741f5dde6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7198-859c-78fe38fa04be','01a220ad-33ba-711c-8519-1e7ab66582c4','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 05:42:31.732');
INSERT INTO "retrospectives" VALUES('01a220ad-33a3-703a-b7d0-2c457efd4595','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-3390-70f5-aa59-ca2c06b97985','Focus','Sleep','2026-11-28 05:42:31.588');
INSERT INTO "action_items" VALUES('01a220ae-1e48-7181-8c6e-58d9fe187002','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-3390-70f5-aa59-ca2c06b97985','Action 0-0',0,'2026-11-28 05:42:31.668');
INSERT INTO "intentions" VALUES('01a220ad-33cc-708b-9519-20914adcbd61','01a220ad-3363-718e-833f-22c3cb2e3e98','Intention 0-0',25,'01a220ad-33c2-71c9-9776-f7c13297dd62','01a220ad-33ba-711c-8519-1e7ab66582c4','2026-11-28 05:42:31.628','2026-11-28 06:07:31.628','endedEarly','2026-11-28 05:42:31.647',NULL,'[]','happy','2026-11-28 05:43:31.657',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a220ae-1e48-7187-b45b-216ed500f429','01a220ad-3363-718e-833f-22c3cb2e3e98','Block 0-0',45,'01a220ad-33c2-71c9-9776-f7c13297dd62','01a220ad-33ba-711c-8519-1e7ab66582c4','2026-11-28 05:42:31.682','2026-11-28 06:27:31.682','endedEarly','2026-11-28 05:42:31.692',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a220ae-1e48-7184-8fe6-4737566db206',NULL);
INSERT INTO "intentions" VALUES('01a220ae-1e48-71ac-8f03-178b7250b2f3','01a220ad-3363-718e-833f-22c3cb2e3e98','Task 0-0',15,'01a220ad-33c2-71c9-9776-f7c13297dd62','01a220ad-33ba-711c-8519-1e7ab66582c4','2026-11-28 05:42:31.803','2026-11-28 05:57:31.803','endedEarly','2026-11-28 05:42:31.813',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a220ae-1e48-71a0-a59f-4d65a7213ce7');
INSERT INTO "distractions" VALUES('01a220ad-33d6-7178-9fb2-b357dddea4cb','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ad-33cc-708b-9519-20914adcbd61','internal',NULL,'2026-11-28 05:42:31.639',1);
INSERT INTO "standups" VALUES('01a220ad-339d-7192-92c2-21c300f2f928','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 05:42:31.581');
INSERT INTO "day_photos" VALUES('01a220ae-1e48-7204-a184-b195705c8cfc','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28','png',64,'Photo 0-0','2026-11-28 05:42:32.083');
INSERT INTO "day_photos" VALUES('01a220ae-1e48-720d-959b-3da5d607b292','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28','png',64,'Journal 0-0','2026-11-28 05:42:32.121');
INSERT INTO "security_events" VALUES('01a220ad-3363-718f-bffd-32c784e7bc14','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28 05:42:31.523','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a220ae-1e48-71f9-b97f-1ecc013b4454','01a220ad-3363-718e-833f-22c3cb2e3e98','Workout','2026-11-28','2026-11-28 05:42:32.061','2026-11-28 05:42:32.061');
INSERT INTO "lift_sets" VALUES('01a220ae-1e48-71fb-8690-265b425c01d1','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71f9-b97f-1ecc013b4454',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 05:42:32.061','2026-11-28 05:42:32.061');
INSERT INTO "lift_streams" VALUES('01a220ae-1e48-71fb-8690-265b425c01d1','01a220ad-3363-718e-833f-22c3cb2e3e98','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a220ae-1e48-71ff-a3c0-5e91715a1b72','01a220ad-3363-718e-833f-22c3cb2e3e98','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 05:42:32.075');
INSERT INTO "journal_entries" VALUES('01a220ae-1e48-7208-b416-c2dfb2cb88ee','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28 05:42:32.092','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 05:42:32.092','2026-11-28 05:42:32.092');
INSERT INTO "journal_entries" VALUES('01a220ae-1e48-720b-9217-1c8923f2def3','01a220ad-3363-718e-833f-22c3cb2e3e98','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 05:42:32.113','2026-11-28 05:42:32.113');
INSERT INTO "journal_entries" VALUES('01a220ae-1e48-7237-915b-85e7ae5d4af4','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28 05:42:32.205','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 05:42:32.205','2026-11-28 05:42:32.205');
INSERT INTO "journal_photos" VALUES('01a220ae-1e48-7210-8807-1123db4c05b8','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7208-b416-c2dfb2cb88ee','01a220ae-1e48-720d-959b-3da5d607b292',NULL);
INSERT INTO "journal_drafts" VALUES('01a220ae-1e48-7239-b153-b750b3c4a516','01a220ad-3363-718e-833f-22c3cb2e3e98',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T05:42:32.210Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 05:42:32.210');
INSERT INTO "journal_search" VALUES('01a220ae-1e48-7208-b416-c2dfb2cb88ee','01a220ad-3363-718e-833f-22c3cb2e3e98','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a220ae-1e48-720b-9217-1c8923f2def3','01a220ad-3363-718e-833f-22c3cb2e3e98','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a220ae-1e48-7237-915b-85e7ae5d4af4','01a220ad-3363-718e-833f-22c3cb2e3e98','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a220ae-1e48-71e7-aa9d-f73bdc05356e','01a220ad-3363-718e-833f-22c3cb2e3e98','Habit 0-0','📚',NULL,'01a220ad-33ba-711c-8519-1e7ab66582c4','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 05:42:31.955','2026-11-28 05:42:31.955');
INSERT INTO "habits" VALUES('01a220ae-1e48-71f3-8069-ae48544e61fd','01a220ad-3363-718e-833f-22c3cb2e3e98','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 05:42:31.987','2026-11-28 05:42:31.987');
INSERT INTO "habit_check_ins" VALUES('01a220ae-1e48-71ea-b1e3-4868ab188b6c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71e7-aa9d-f73bdc05356e','2026-11-27',1.0,'2026-11-28 05:42:31.965');
INSERT INTO "habit_check_ins" VALUES('01a220ae-1e48-71ed-9468-a026b3bfb470','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71e7-aa9d-f73bdc05356e','2026-11-28',1.0,'2026-11-28 05:42:31.970');
INSERT INTO "habit_check_ins" VALUES('01a220ae-1e48-71f6-b581-90575424a90d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71f3-8069-ae48544e61fd','2026-11-28',4.0,'2026-11-28 05:42:31.995');
INSERT INTO "habit_rest_days" VALUES('01a220ae-1e48-71f0-9c6f-ea8ec5a663cf','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-71e7-aa9d-f73bdc05356e','2026-11-30','2026-11-28 05:42:31.980');
INSERT INTO "health_days" VALUES('01a220ae-1e48-723f-836c-17a5826a47aa','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a220ae-1e48-7240-9d8d-f165521f1133',NULL,'01a220ae-1e48-7242-ad2b-7cb553bbbb3e','2026-11-28 05:42:32.247');
INSERT INTO "health_sources" VALUES('01a220ae-1e48-723b-8c68-62f0d767cff9','01a220ad-3363-718e-833f-22c3cb2e3e98','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a220ae-1e48-723d-8288-4b51426b929b','01a220ad-3363-718e-833f-22c3cb2e3e98','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a220ae-1e48-7245-acf9-401fb17c0372','01a220ad-3363-718e-833f-22c3cb2e3e98','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 05:42:32.247');
INSERT INTO "lift_defaults" VALUES('01a220ae-1e48-7202-ac82-81f133055906','01a220ad-3363-718e-833f-22c3cb2e3e98','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 05:42:32.079');
INSERT INTO "plan_blocks" VALUES('01a220ae-1e48-7184-8fe6-4737566db206','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28',375,45,'Block 0-0','01a220ad-33c2-71c9-9776-f7c13297dd62','01a220ad-33ba-711c-8519-1e7ab66582c4',NULL,NULL,NULL,NULL,'2026-11-28 05:42:31.676','2026-11-28 05:42:31.676');
INSERT INTO "plan_blocks" VALUES('01a220ae-1e48-718c-ab32-d4d5e7a4732c','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28',375,45,'Area block 0-0',NULL,'01a220ad-33ba-711c-8519-1e7ab66582c4',NULL,NULL,NULL,NULL,'2026-11-28 05:42:31.702','2026-11-28 05:42:31.704');
INSERT INTO "plan_blocks" VALUES('01a220ae-1e48-7193-8c7e-bcbb0b04b583','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-27',375,15,'Missed block 0-0',NULL,'01a220ad-33ba-711c-8519-1e7ab66582c4',NULL,'backToList','internal','2026-11-28 05:42:31.721','2026-11-28 05:42:31.719','2026-11-28 05:42:31.719');
INSERT INTO "plan_block_versions" VALUES('01a220ae-1e48-718f-9d50-eaee0461f8f4','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-718c-ab32-d4d5e7a4732c','2026-11-28',375,30,'Area block 0-0','01a220ad-33ba-711c-8519-1e7ab66582c4','moved','Longer than planned','2026-11-28 05:42:31.704');
INSERT INTO "calendars" VALUES('01a220ae-1e48-7248-a24b-8c9eef6c84d8','01a220ad-3363-718e-833f-22c3cb2e3e98','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 05:42:32.273',NULL,'2026-11-28 05:42:32.273');
INSERT INTO "calendar_expansions" VALUES('01a220ae-1e48-7248-a24b-8c9eef6c84d8','01a220ad-3363-718e-833f-22c3cb2e3e98','2026-11-28 05:42:32.273','2026-10-03 05:42:32.271','2027-05-29 05:42:32.271','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-724a-b931-cc2f88414a21','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-724b-b819-40c5d4bd7839','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-724c-8132-bc0bb3f3b438','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-724d-bfc1-9886a94e2f64','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-724e-a012-c9e4b1284aed','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-724f-9352-7156e10ea1a3','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7250-b748-10b092e6d564','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7251-bf5b-c3e3db61e505','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7252-a0ed-1140277cd8fc','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7253-bbb2-5955e3c3b2c7','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7254-af17-cd3783128d4e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7255-bc1d-cf06883bc016','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7256-a8c1-3c25bdacc689','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7257-8f4a-736fe7a24a00','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7258-9b9c-b73dd71a6cb9','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7259-85a2-4af51354cf0d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-725a-93f5-458d12e4a079','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-725b-a03f-8369e1596bdc','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-725c-9084-447b6ef64458','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-725d-b96d-ac8c5f232e9f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-725e-b31b-445ac709a485','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-725f-95f9-5af0bceceafd','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7260-a62c-d9d93e113fd2','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7261-9b65-0978b0c9cb40','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7262-9e7b-69140ff70e8b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7263-bdc6-4de1ba138a01','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7264-82ec-d9916e4c5c5d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7265-bdb1-450fec043251','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7266-bb51-e7c5a2cb5cbe','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7267-9d57-a0d66fc162f8','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7268-80f5-15968d2a62f9','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7269-a0dc-23d50bbebe81','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-726a-92c0-62ab513ebc36','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-726b-8f8d-46f053bcec5c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-726c-8b23-b8a426bb6ee0','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-726d-bc3d-8f5af1be87c0','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-726e-b094-7da69d4f117e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-726f-9b3b-d54bcba1b072','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7270-9082-2e9f380baf12','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7271-9d0a-5ca7c6c8fee2','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7272-a98e-a7bc8bf02933','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7273-ab6f-8ce4556d5af7','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7274-9029-46e234b3929f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7275-99e4-de4fe4327ab6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7276-8173-f2c3827b7039','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7277-9202-b2a176045686','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7278-a848-9dccd733a374','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7279-96ad-01dba6d3ca0c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-727a-b61f-b411d7af0301','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-727b-9b76-203229640d7a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-727c-ad9a-e2cbac8d6071','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-727d-980e-30461a4a75f6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-727e-9fe8-130908caf804','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-727f-81c4-418b2101b092','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7280-ae25-c5762c851cbf','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7281-a6b3-d43261b03c0f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7282-ad28-5c36aef6ea43','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7283-9503-633bed53ee26','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7284-abd9-bba46e86d896','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7285-99f8-c843f4b4c438','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7286-989b-c0f5bec64d44','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7287-8a22-89a0bce83707','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7288-9767-c2efa4a66bf7','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7289-bbe8-20a2d4c31309','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-728a-8513-41096acc3bfe','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-728b-912a-9414970756e2','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-728c-963c-74202de68b36','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-728d-a289-5d4dba20eb65','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-728e-918b-4748f8d8c4cc','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-728f-9a8b-a4400a6bb23b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7290-bda2-1053fc1fad0d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7291-9054-4080416841d8','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7292-9f24-5caca157b72c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7293-9466-e8a9b8cb9dc1','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7294-a926-5c6399892eed','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7295-8432-036df9876e96','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7296-84b9-50607be3f723','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7297-b613-1fb73e5df561','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7298-b11f-255eb383a79f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7299-89e9-1361921e8390','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-729a-87bc-b991e71e99c6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-729b-84d8-4670953f1f48','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-729c-b98a-0f51765e0790','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-729d-b38e-df1b360d4950','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-729e-ba7a-0c5fe9bac973','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-729f-a3bf-82a91353a504','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a0-b02f-c87463494c9c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a1-b15d-5153bb72b7ef','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a2-bd6f-3edf70a93430','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a3-b96e-00d491ced0f5','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a4-90c1-52289b8ddc7f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a5-a51b-67ed45925a4e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a6-b5fc-1b6720c354a6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a7-8eee-be64946de611','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a8-a70d-6bc4bed0ca4d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72a9-a5a7-96d9c1bc31dd','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72aa-a85a-0120dc4f5f6b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ab-ac05-5112dc7e33ca','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ac-9c72-d18f37dbf38b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ad-8a0d-5e8bdd7eb6af','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ae-99cf-2041c1eacb72','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72af-b37a-39826f1b2d06','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b0-bb87-3d2c60a5fc59','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b1-80b3-95f219637e98','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b2-a294-2f39502d2e50','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b3-9092-71afeb6be987','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b4-847d-046a21880a35','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b5-b060-6c6f61920211','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b6-b14d-ccb8ccd22997','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b7-a695-cecffc056759','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b8-b8ab-2814e8ce6649','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72b9-9128-eee8b0309f28','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ba-8b9e-da25994622d4','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72bb-a525-7e0608b6b297','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72bc-859e-540373c2e2de','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72bd-aa42-72c3c241dd60','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72be-b888-42eabb7b1df0','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72bf-ad47-2efbf5c19039','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c0-999c-80a7229fe96e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c1-b410-64f4f02f5a0b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c2-ad44-b65d4762b7d8','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c3-9d7a-fd61e72ebe34','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c4-b9e2-602eed0a47af','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c5-8f0c-74982456a09f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c6-9feb-b0fb13318c56','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c7-b842-d7cdee81c359','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c8-92f0-7b2da7dbd997','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72c9-8470-9217a2bfec61','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ca-8f8e-96bfc8ff1d1d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72cb-b42e-f6ac0c9e5efb','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72cc-a2b5-262857e4973c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72cd-bb8b-9efeae857323','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ce-8e54-b9bb6ffd1d7e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72cf-b4f4-ec298c7f5b70','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d0-ae57-e2530c6fc7f0','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d1-8f02-255cf094b398','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d2-8140-696f4d8decef','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d3-8252-f009c8eb6944','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d4-ae1d-b01f9c11e03c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d5-ac5f-d405a215ddf6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d6-8d86-615ae1371657','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d7-9a4a-864907f32f70','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d8-9130-39338a00b963','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72d9-8ded-2dd3729d683b','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72da-ad62-e140adbdd5f2','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72db-b312-08c22bc68809','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72dc-b92d-b829c3001f0e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72dd-8403-dd319fd3b46d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72de-8eb8-b3770036e381','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72df-9792-4c2d8a6850d8','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e0-93fd-52817b698f72','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e1-bcbd-c946d79f45d7','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e2-92a5-5e5d31d60f30','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e3-91f6-d9e2edce018c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e4-9f48-b210d527142c','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e5-9c99-c0e4be801b40','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e6-abf4-034d69eef9a1','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e7-9796-bee72e62ca12','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e8-a391-c9def2d6d5b6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72e9-b384-5601ab5b0aee','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ea-b15e-49d5ca605ffc','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72eb-ad5b-29588fcf4431','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ec-bd64-867ed1af600e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ed-aab1-acacc1e66c0d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ee-be10-3a8532012764','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ef-a122-fb1f678a0db6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f0-949b-b9a5135b8452','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f1-9110-5b4407ed3101','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f2-bbde-71005330a56e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f3-aea2-f8240c3712a0','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f4-9af6-9cf6e4cf9ed5','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f5-91eb-acbfdfbdc29f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f6-9087-0071507dc05d','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f7-b61c-c8de06041fa4','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f8-a0fc-3369fbbde7f4','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72f9-b256-6b8eb6f7f487','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72fa-b4f9-225c99d40f08','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72fb-8492-0e985bda616e','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72fc-8760-d62425c17204','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72fd-bd71-809133b76956','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72fe-927f-5f701919795a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-72ff-a68d-7d9c0b9d10e4','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7300-a6b1-65160d6837fd','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7301-abe6-4b5780f3c6ac','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7302-a937-ba61714d47ec','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7303-a288-8e2ad0836f2a','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7304-813d-95575ce1e91f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7305-a9d2-ca69c976cd13','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7306-9d4d-5a1afa80cfe0','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7307-a6cb-5d4b126e8422','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7308-b05e-429e6b119291','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-7309-9f09-5306ab42b4fa','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a220ae-1e48-730a-ba60-9989b757fbd9','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7248-a24b-8c9eef6c84d8','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "runbooks" VALUES('01a220ae-1e48-7213-9606-40a3cd946559','01a220ad-3363-718e-833f-22c3cb2e3e98','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 05:42:32.129','2026-11-28 05:42:32.129');
INSERT INTO "runbook_contacts" VALUES('01a220ae-1e48-7220-8fda-234eb34d0d74','01a220ad-3363-718e-833f-22c3cb2e3e98','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 05:42:32.140','2026-11-28 05:42:32.140');
INSERT INTO "runbook_steps" VALUES('01a220ae-1e48-7215-ac40-86a9a970cff4','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7213-9606-40a3cd946559','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 05:42:32.129','2026-11-28 05:42:32.129');
INSERT INTO "runbook_steps" VALUES('01a220ae-1e48-7217-80bb-19468ad05277','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7213-9606-40a3cd946559','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 05:42:32.129','2026-11-28 05:42:32.129');
INSERT INTO "runbook_steps" VALUES('01a220ae-1e48-7219-a412-7f62648cae95','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7213-9606-40a3cd946559','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 05:42:32.129','2026-11-28 05:42:32.129');
INSERT INTO "runbook_steps" VALUES('01a220ae-1e48-721b-b16b-f68b1940b55f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7213-9606-40a3cd946559','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 05:42:32.129','2026-11-28 05:42:32.129');
INSERT INTO "runbook_steps" VALUES('01a220ae-1e48-721d-9688-cb279578970f','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7213-9606-40a3cd946559','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 05:42:32.129','2026-11-28 05:42:32.129');
INSERT INTO "runbook_steps" VALUES('01a220ae-1e48-7223-a6f6-1f24796ab846','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7213-9606-40a3cd946559','contact','Call 0-0',NULL,'01a220ae-1e48-7220-8fda-234eb34d0d74','a6','2026-11-28 05:42:32.144','2026-11-28 05:42:32.144');
INSERT INTO "runbook_uses" VALUES('01a220ae-1e48-7226-8041-61f1a7ff5cb6','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7213-9606-40a3cd946559','2026-11-28 05:42:32.157','sad','meh','["01a220ae-1e48-7223-a6f6-1f24796ab846"]','2026-11-28 05:42:32.157');
INSERT INTO "runbook_settings" VALUES('01a220ae-1e48-7234-b0dd-c28fa8a5386b','01a220ad-3363-718e-833f-22c3cb2e3e98','112','2026-11-28 05:42:32.198');
INSERT INTO "task_headings" VALUES('01a220ae-1e48-71b4-b435-c31170289715','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-719d-8195-5db898fbe104','Heading 0-0',0,'a1','2026-11-28 05:42:31.835',NULL);
INSERT INTO "pacts" VALUES('01a220ae-1e48-7229-9a44-d50416a6dd47','01a220ad-3363-718e-833f-22c3cb2e3e98','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 05:42:32.186','2026-11-28 05:42:32.176','2026-11-28 05:42:32.186');
INSERT INTO "pacts" VALUES('01a220ae-1e48-7231-a81e-f69750a6ba32','01a220ad-3363-718e-833f-22c3cb2e3e98','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 05:42:32.191','2026-11-28 05:42:32.191');
INSERT INTO "pact_marks" VALUES('01a220ae-1e48-722c-8d02-e576e53be730','01a220ad-3363-718e-833f-22c3cb2e3e98','01a220ae-1e48-7229-9a44-d50416a6dd47','2026-11-28',1,'Reason 0-0','2026-11-28 05:42:32.181');
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

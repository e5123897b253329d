-- An Almanac database at migration level 0034-undo-indexes (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a22252-200f-7124-9203-6b25e56002d6','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 13:22:17.231','dayMonth');
INSERT INTO "credentials" VALUES('01a22252-200f-7124-9203-6b25e56002d6','$2b$06$CKY.P00sllTewEqiV4l7.e1tvotPYpzCvdo26J18SEHrzbiAJRav6');
INSERT INTO "changes" VALUES('01a22252-2026-7165-86a2-dc7a9394ef82','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2026-7163-b162-b8b8dbc08d1a','weeks','01a22252-2026-7164-a489-1260500a8576','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22252-2026-7164-a489-1260500a8576","length_days":7,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 13:22:17.254','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22252-2026-7166-ac77-54ef0665f7cf','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2026-7163-b162-b8b8dbc08d1a','weeks','01a22252-2026-7164-a489-1260500a8576','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22252-2026-7164-a489-1260500a8576","length_days":7,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_day":"2026-11-23","started_at":"2026-11-28 13:22:17.254"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22252-2026-7164-a489-1260500a8576","length_days":7,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_day":"2026-11-23","started_at":null}','2026-11-28 13:22:17.254','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22252-202e-7144-9ae4-ac7844e9240d','01a22252-200f-7124-9203-6b25e56002d6','01a22252-202e-7142-a76d-0f51ac17fc40','standups','01a22252-202e-7143-9f7b-a475bb067d96','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a22252-202e-7143-9f7b-a475bb067d96","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","updated_at":"2026-11-28 13:22:17.262"}',NULL,'2026-11-28 13:22:17.262','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22252-2032-70b1-8edd-4d78dcacb1cb','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2032-70af-90a7-f415869a4ca2','retrospectives','01a22252-2032-70b0-bec3-af621063b058','insert','{"id":"01a22252-2032-70b0-bec3-af621063b058","improve":"Sleep","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","updated_at":"2026-11-28 13:22:17.266","week_id":"01a22252-2026-7164-a489-1260500a8576","went_well":"Focus"}',NULL,'2026-11-28 13:22:17.266','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22252-2035-7042-b479-aff1dc0dd9f3','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2035-7040-b875-070ab3e32e3c','energy_profiles','01a22252-2035-7041-97b9-7d6aba4d3579','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22252-2035-7041-97b9-7d6aba4d3579","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","sex":"female"}',NULL,'2026-11-28 13:22:17.269','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22252-2037-7176-8119-95c0bd2fd80b','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2037-7174-af4d-bce26631ff2f','areas','01a22252-2037-7175-bb14-97b02c5d1754','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 13:22:17.271","icon":null,"id":"01a22252-2037-7175-bb14-97b02c5d1754","name":"Area 0-0","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.271','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22252-203a-71e7-9574-7b5d33fd09a6','01a22252-200f-7124-9203-6b25e56002d6','01a22252-203a-71e5-a23d-13c9e5b95597','weekly_goals','01a22252-203a-71e6-b8d2-896e63f8ad35','insert','{"added_mid_sprint":1,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","created_at":"2026-11-28 13:22:17.274","estimate_hours":2,"id":"01a22252-203a-71e6-b8d2-896e63f8ad35","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22252-2026-7164-a489-1260500a8576"}',NULL,'2026-11-28 13:22:17.274','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22252-203d-704c-9651-6033fb367338','01a22252-200f-7124-9203-6b25e56002d6','01a22252-203d-704a-ac6d-d203dee17627','intentions','01a22252-203d-704b-a1f2-dbf4f25200af','insert','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:47:17.277","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22252-203d-704b-a1f2-dbf4f25200af","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.277","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 13:22:17.277','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22252-2043-70b6-8fe8-517967820afa','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2043-70b4-8789-ffcef8ad27ff','distractions','01a22252-2043-70b5-9a24-b4cc1581d85c','insert','{"at":"2026-11-28 13:22:17.283","id":"01a22252-2043-70b5-9a24-b4cc1581d85c","intention_id":"01a22252-203d-704b-a1f2-dbf4f25200af","note":null,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 13:22:17.283','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22252-2047-7032-80aa-d644f2c11d93','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2047-7031-8cc2-beecaa53d3bc','intentions','01a22252-203d-704b-a1f2-dbf4f25200af','update','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":"2026-11-28 13:22:17.287","ends_at":"2026-11-28 13:47:17.277","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22252-203d-704b-a1f2-dbf4f25200af","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.277","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:47:17.277","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22252-203d-704b-a1f2-dbf4f25200af","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.277","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 13:22:17.287','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7133-b40f-c51e43d378b9','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7132-b5f1-a6436c4eb2f6','intentions','01a22252-203d-704b-a1f2-dbf4f25200af','update','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":"2026-11-28 13:22:17.287","ends_at":"2026-11-28 13:47:17.277","feeling":"happy","goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22252-203d-704b-a1f2-dbf4f25200af","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":25,"rated_at":"2026-11-28 13:23:17.293","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.277","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":"2026-11-28 13:22:17.287","ends_at":"2026-11-28 13:47:17.277","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22252-203d-704b-a1f2-dbf4f25200af","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.277","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 13:23:17.293','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7136-af04-1013da2ee6e4','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7134-afad-088fbbf8b81f','action_items','01a22253-0aac-7135-bd28-2cbe6225c7cd','insert','{"created_at":"2026-11-28 13:22:17.304","done":0,"id":"01a22253-0aac-7135-bd28-2cbe6225c7cd","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","text":"Action 0-0","week_id":"01a22252-2026-7164-a489-1260500a8576"}',NULL,'2026-11-28 13:22:17.304','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7139-9f35-adeb799da830','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7137-8ba4-fa02a62b066b','plan_blocks','01a22253-0aac-7138-98f0-c702edc1fa58','insert','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","cause":null,"created_at":"2026-11-28 13:22:17.309","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22253-0aac-7138-98f0-c702edc1fa58","minutes":45,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 13:22:17.309"}',NULL,'2026-11-28 13:22:17.309','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-713c-8f61-6edc69227341','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-713a-9837-811d6dcfcb54','intentions','01a22253-0aac-713b-a652-281974eb2cef','insert','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":"01a22253-0aac-7138-98f0-c702edc1fa58","ended_at":null,"ends_at":"2026-11-28 14:07:17.313","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22253-0aac-713b-a652-281974eb2cef","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.313","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 13:22:17.313','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-713e-9f02-87cf0cff8285','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-713d-b63e-5f81c250d3a4','intentions','01a22253-0aac-713b-a652-281974eb2cef','update','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":"01a22253-0aac-7138-98f0-c702edc1fa58","ended_at":"2026-11-28 13:22:17.328","ends_at":"2026-11-28 14:07:17.313","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22253-0aac-713b-a652-281974eb2cef","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.313","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":"01a22253-0aac-7138-98f0-c702edc1fa58","ended_at":null,"ends_at":"2026-11-28 14:07:17.313","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22253-0aac-713b-a652-281974eb2cef","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.313","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 13:22:17.328','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7141-9ce2-4c3c449787a4','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-713f-a0c2-b6e99658b190','plan_blocks','01a22253-0aac-7140-80c4-10812e1f3492','insert','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","cause":null,"created_at":"2026-11-28 13:22:17.336","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22253-0aac-7140-80c4-10812e1f3492","minutes":30,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 13:22:17.336"}',NULL,'2026-11-28 13:22:17.336','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7144-9874-a711d990c3eb','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7142-bc20-27f8c5362aa2','plan_block_versions','01a22253-0aac-7143-a2be-3efe4895fc4b','insert','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":"01a22253-0aac-7140-80c4-10812e1f3492","change":"moved","day":"2026-11-28","id":"01a22253-0aac-7143-a2be-3efe4895fc4b","minutes":30,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","reason":"Longer than planned","recorded_at":"2026-11-28 13:22:17.338","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 13:22:17.338','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7145-8e0e-fa4b4d1eca16','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7142-bc20-27f8c5362aa2','plan_blocks','01a22253-0aac-7140-80c4-10812e1f3492','update','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","cause":null,"created_at":"2026-11-28 13:22:17.336","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22253-0aac-7140-80c4-10812e1f3492","minutes":45,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 13:22:17.338"}','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","cause":null,"created_at":"2026-11-28 13:22:17.336","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22253-0aac-7140-80c4-10812e1f3492","minutes":30,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 13:22:17.336"}','2026-11-28 13:22:17.338','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7148-b6b9-807f4aeeb6f0','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7146-9859-5000c9409b1c','plan_blocks','01a22253-0aac-7147-ba5b-20c691001d36','insert','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","cause":null,"created_at":"2026-11-28 13:22:17.348","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22253-0aac-7147-ba5b-20c691001d36","minutes":15,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 13:22:17.348"}',NULL,'2026-11-28 13:22:17.348','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-714a-a860-3b28e37cb282','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7149-b1df-36fb86669f7e','plan_blocks','01a22253-0aac-7147-ba5b-20c691001d36','update','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","cause":"internal","created_at":"2026-11-28 13:22:17.348","day":"2026-11-27","disposed_at":"2026-11-28 13:22:17.351","disposition":"backToList","goal_id":null,"id":"01a22253-0aac-7147-ba5b-20c691001d36","minutes":15,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 13:22:17.348"}','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","cause":null,"created_at":"2026-11-28 13:22:17.348","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22253-0aac-7147-ba5b-20c691001d36","minutes":15,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 13:22:17.348"}','2026-11-28 13:22:17.351','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-714d-8bcf-4f671dedef83','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-714b-8e27-8f4de7f02770','weeks','01a22253-0aac-714c-86b0-1d1ea0172723','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22253-0aac-714c-86b0-1d1ea0172723","length_days":7,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 13:22:17.366','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-714f-a786-1c3c72d8116b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-714b-8e27-8f4de7f02770','weekly_goals','01a22253-0aac-714e-ac14-b15b41af5fe0','insert','{"added_mid_sprint":0,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","created_at":"2026-11-28 13:22:17.366","estimate_hours":3,"id":"01a22253-0aac-714e-ac14-b15b41af5fe0","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22253-0aac-714c-86b0-1d1ea0172723"}',NULL,'2026-11-28 13:22:17.366','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7152-8877-a698b643c72c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7150-a0f1-5237cc66e185','task_lists','01a22253-0aac-7151-87ec-3f85ca318bbc','insert','{"archived":0,"color":null,"created_at":"2026-11-28 13:22:17.373","icon":null,"id":"01a22253-0aac-7151-87ec-3f85ca318bbc","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.373','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7155-ba9c-180cb2a38d02','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7153-acd0-120654e88298','tasks','01a22253-0aac-7154-bbd4-17b7346773b2','insert','{"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","created_at":"2026-11-28 13:22:17.375","deadline":null,"evening":0,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","heading_id":null,"id":"01a22253-0aac-7154-bbd4-17b7346773b2","import_key":null,"list_id":"01a22253-0aac-7151-87ec-3f85ca318bbc","list_key":"a1","notes":"","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 13:22:17.375"}',NULL,'2026-11-28 13:22:17.375','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7157-98c1-744709d6846a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7153-acd0-120654e88298','task_tags','01a22253-0aac-7156-92f0-d208579b8003','insert','{"id":"01a22253-0aac-7156-92f0-d208579b8003","name":"errand","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.375','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7159-a16b-a4c7a700de7e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7153-acd0-120654e88298','task_tag_links','01a22253-0aac-7158-bc14-dc8bcb6a47b0','insert','{"id":"01a22253-0aac-7158-bc14-dc8bcb6a47b0","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","tag_id":"01a22253-0aac-7156-92f0-d208579b8003","task_id":"01a22253-0aac-7154-bbd4-17b7346773b2"}',NULL,'2026-11-28 13:22:17.375','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-715b-82e4-c38b0d116fbf','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7153-acd0-120654e88298','task_checklist_items','01a22253-0aac-715a-b65d-c79910b86cce','insert','{"done":0,"id":"01a22253-0aac-715a-b65d-c79910b86cce","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","task_id":"01a22253-0aac-7154-bbd4-17b7346773b2","title":"Step"}',NULL,'2026-11-28 13:22:17.375','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-715e-9ec3-f9f6a2eb3390','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-715c-af49-cfa1eb6b33b4','system_settings','01a22253-0aac-715d-8030-b3fdade3ec05','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22253-0aac-715d-8030-b3fdade3ec05","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 13:22:17.386','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7161-ade7-72e72f9d3498','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-715f-b78e-384b179034dd','intentions','01a22253-0aac-7160-96d9-487fbb554d2b','insert','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:37:17.389","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22253-0aac-7160-96d9-487fbb554d2b","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.389","state":"running","tags":"[]","task_id":"01a22253-0aac-7154-bbd4-17b7346773b2","what":"Task 0-0"}',NULL,'2026-11-28 13:22:17.389','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7163-be36-6e368d54d519','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7162-b393-eb0420a88cf5','intentions','01a22253-0aac-7160-96d9-487fbb554d2b','update','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":"2026-11-28 13:22:17.392","ends_at":"2026-11-28 13:37:17.389","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22253-0aac-7160-96d9-487fbb554d2b","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.389","state":"endedEarly","tags":"[]","task_id":"01a22253-0aac-7154-bbd4-17b7346773b2","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:37:17.389","feeling":null,"goal_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","id":"01a22253-0aac-7160-96d9-487fbb554d2b","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 13:22:17.389","state":"running","tags":"[]","task_id":"01a22253-0aac-7154-bbd4-17b7346773b2","what":"Task 0-0"}','2026-11-28 13:22:17.392','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7166-b0a0-e5bbeb2c859b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7164-abd0-682ee78e96ce','tasks','01a22253-0aac-7165-bdd4-1c0758ca1ac1','insert','{"area_id":null,"created_at":"2026-11-28 13:22:17.396","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22253-0aac-7165-bdd4-1c0758ca1ac1","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 13:22:17.396"}',NULL,'2026-11-28 13:22:17.396','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7169-8bb1-580ec8b7b234','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7167-b529-9b0020866398','task_headings','01a22253-0aac-7168-9471-f9c11614b384','insert','{"archived":0,"created_at":"2026-11-28 13:22:17.401","id":"01a22253-0aac-7168-9471-f9c11614b384","import_key":null,"list_id":"01a22253-0aac-7151-87ec-3f85ca318bbc","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","title":"Heading 0-0"}',NULL,'2026-11-28 13:22:17.401','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-716c-8fe8-401e505beb2f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-716a-956c-8ee293876eb0','tasks','01a22253-0aac-716b-9f57-de0060df58e5','insert','{"area_id":null,"created_at":"2026-11-28 13:22:17.404","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a22253-0aac-7168-9471-f9c11614b384","id":"01a22253-0aac-716b-9f57-de0060df58e5","import_key":null,"list_id":"01a22253-0aac-7151-87ec-3f85ca318bbc","list_key":"a2","notes":"","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 13:22:17.404"}',NULL,'2026-11-28 13:22:17.404','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7171-9491-412bf9d17710','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-716d-ba32-d0f92e1be554','task_lists','*','insert','{"ids":["01a22253-0aac-716e-bb9a-5973d7a590e1"]}',NULL,'2026-11-28 13:22:17.416','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7172-bedd-9cd627a217e3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-716d-ba32-d0f92e1be554','tasks','*','insert','{"ids":["01a22253-0aac-716f-a923-9da01623436a"]}',NULL,'2026-11-28 13:22:17.416','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7173-a58d-f47cd7a588ee','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-716d-ba32-d0f92e1be554','task_tag_links','*','insert','{"ids":["01a22253-0aac-7170-95cf-4e91e8fdc8ad"]}',NULL,'2026-11-28 13:22:17.416','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7176-9cac-87fd3fadf5c8','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7174-bfa1-2944ae97d963','timelines','01a22253-0aac-7175-8773-6e7f2cdbedeb','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 13:22:17.421","icon":"","id":"01a22253-0aac-7175-8773-6e7f2cdbedeb","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.421','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7179-b511-1d8601025af2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7177-ba18-cb14a6fb4e6f','timeline_events','01a22253-0aac-7178-8e14-188cdbee802b','insert','{"created_at":"2026-11-28 13:22:17.424","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22253-0aac-7178-8e14-188cdbee802b","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22253-0aac-7175-8773-6e7f2cdbedeb","title":"Job 0-0","updated_at":"2026-11-28 13:22:17.424"}',NULL,'2026-11-28 13:22:17.424','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-717c-980f-e0d9fc7f333f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-717a-af15-02b918efde55','timeline_events','01a22253-0aac-717b-b081-c4de4c6260b9','insert','{"created_at":"2026-11-28 13:22:17.428","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22253-0aac-717b-b081-c4de4c6260b9","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22253-0aac-7175-8773-6e7f2cdbedeb","title":"Trip 0-0","updated_at":"2026-11-28 13:22:17.428"}',NULL,'2026-11-28 13:22:17.428','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-717f-a860-8274342d87a9','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-717d-959a-50d9fbc5dd6e','timeline_queries','01a22253-0aac-717e-9dc8-8aa4f94d52be','insert','{"created_at":"2026-11-28 13:22:17.431","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22253-0aac-717e-9dc8-8aa4f94d52be","name":"Query 0-0","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.431','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7182-a389-546394aa47de','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7180-8873-bbba84f5c0e3','food_events','01a22253-0aac-7181-851b-ce5f56072613','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a22253-0aac-7181-851b-ce5f56072613","kind":"record","occurred_at":"2026-11-28 13:22:17.434","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","recorded_at":"2026-11-28 13:22:17.434","refers_to":null}',NULL,'2026-11-28 13:22:17.434','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7185-ac72-96b68427e826','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7183-afeb-bc1840141eea','recipes','01a22253-0aac-7184-83ac-25d8b3a90768','insert','{"created_at":"2026-11-28 13:22:17.444","id":"01a22253-0aac-7184-83ac-25d8b3a90768","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","servings":2,"total_grams":300,"updated_at":"2026-11-28 13:22:17.444","yield_grams":null}',NULL,'2026-11-28 13:22:17.444','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7187-a6c6-abb40dd8f683','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7183-afeb-bc1840141eea','recipe_ingredients','01a22253-0aac-7186-884c-6a13aa4f8901','insert','{"food_id":"09040","grams":100,"id":"01a22253-0aac-7186-884c-6a13aa4f8901","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","position":0,"recipe_id":"01a22253-0aac-7184-83ac-25d8b3a90768"}',NULL,'2026-11-28 13:22:17.444','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7189-a14b-98c011cf050c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7183-afeb-bc1840141eea','recipe_ingredients','01a22253-0aac-7188-aaf9-3ccd521bbeee','insert','{"food_id":"01079","grams":200,"id":"01a22253-0aac-7188-aaf9-3ccd521bbeee","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","position":1,"recipe_id":"01a22253-0aac-7184-83ac-25d8b3a90768"}',NULL,'2026-11-28 13:22:17.444','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-718c-953d-6ea41fec2745','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-718a-a0c5-316c5fdbf25d','custom_foods','01a22253-0aac-718b-bfd0-33a4439f54be','insert','{"created_at":"2026-11-28 13:22:17.460","id":"01a22253-0aac-718b-bfd0-33a4439f54be","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 13:22:17.460"}',NULL,'2026-11-28 13:22:17.460','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-718f-8474-ecde35f1c721','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-718d-b091-6a47a2bbc420','food_events','01a22253-0aac-718e-9354-dc1cc17da5cb','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a22253-0aac-718e-9354-dc1cc17da5cb","kind":"record","occurred_at":"2026-11-28 13:22:17.464","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","recorded_at":"2026-11-28 13:22:17.464","refers_to":null}',NULL,'2026-11-28 13:22:17.464','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7192-9f7e-61a23841661d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7190-852e-698e91fcab89','food_events','01a22253-0aac-7191-804d-939b62868a7a','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a22253-0aac-7191-804d-939b62868a7a","kind":"record","occurred_at":"2026-11-28 13:22:17.466","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","recorded_at":"2026-11-28 13:22:17.466","refers_to":null}',NULL,'2026-11-28 13:22:17.466','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7195-b14d-a779885ad59c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7193-b38a-095ee0177bef','price_comparisons','01a22253-0aac-7194-86dc-0abfd88b4231','insert','{"created_at":"2026-11-28 13:22:17.469","display_unit":"100 ml","id":"01a22253-0aac-7194-86dc-0abfd88b4231","name":"Comparison 0-0","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","unit_system":"metric","updated_at":"2026-11-28 13:22:17.469"}',NULL,'2026-11-28 13:22:17.469','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7197-8772-15737568f8a1','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7193-b38a-095ee0177bef','price_products','01a22253-0aac-7196-8744-3380d0168809','insert','{"comparison_id":"01a22253-0aac-7194-86dc-0abfd88b4231","id":"01a22253-0aac-7196-8744-3380d0168809","name":"Bertolli","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 13:22:17.469','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7199-a496-749961942f61','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7193-b38a-095ee0177bef','price_products','01a22253-0aac-7198-8f84-3fd2ca85fa30','insert','{"comparison_id":"01a22253-0aac-7194-86dc-0abfd88b4231","id":"01a22253-0aac-7198-8f84-3fd2ca85fa30","name":"Monini","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 13:22:17.469','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-719c-8c62-b665660e6ea5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-719a-a676-5dfc3b6e720a','habits','01a22253-0aac-719b-a989-06543815100c','insert','{"archived":0,"area_id":"01a22252-2037-7175-bb14-97b02c5d1754","color":null,"created_at":"2026-11-28 13:22:17.474","emoji":"📚","id":"01a22253-0aac-719b-a989-06543815100c","name":"Habit 0-0","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 13:22:17.474"}',NULL,'2026-11-28 13:22:17.474','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-719f-ba44-5592bb13e00e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-719d-911a-8f41551ba384','habit_check_ins','01a22253-0aac-719e-aa46-d0b0a2aa4e24','insert','{"amount":1,"created_at":"2026-11-28 13:22:17.479","day":"2026-11-27","habit_id":"01a22253-0aac-719b-a989-06543815100c","id":"01a22253-0aac-719e-aa46-d0b0a2aa4e24","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.479','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71a2-a26f-4598a7ae700a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71a0-8396-b5fb5b037e4c','habit_check_ins','01a22253-0aac-71a1-a711-bdce8d9a26ca','insert','{"amount":1,"created_at":"2026-11-28 13:22:17.482","day":"2026-11-28","habit_id":"01a22253-0aac-719b-a989-06543815100c","id":"01a22253-0aac-71a1-a711-bdce8d9a26ca","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.482','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71a5-93be-bffd7e19c0c6','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71a3-befe-30971827e8c5','habit_rest_days','01a22253-0aac-71a4-b506-9a3760ccfed5','insert','{"created_at":"2026-11-28 13:22:17.486","day":"2026-11-30","habit_id":"01a22253-0aac-719b-a989-06543815100c","id":"01a22253-0aac-71a4-b506-9a3760ccfed5","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.486','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71a8-9a4b-f01475d21b31','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71a6-9379-2955e1928294','habits','01a22253-0aac-71a7-82f4-cc5e652ae647','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 13:22:17.490","emoji":"","id":"01a22253-0aac-71a7-82f4-cc5e652ae647","name":"Water 0-0","order_key":"a2","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 13:22:17.490"}',NULL,'2026-11-28 13:22:17.490','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71ab-b384-c01e8039117b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71a9-b537-71b4f885577d','habit_check_ins','01a22253-0aac-71aa-b620-5f74e92f91cb','insert','{"amount":4,"created_at":"2026-11-28 13:22:17.495","day":"2026-11-28","habit_id":"01a22253-0aac-71a7-82f4-cc5e652ae647","id":"01a22253-0aac-71aa-b620-5f74e92f91cb","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.495','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71ae-9107-5417409c4e9e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71ac-b770-ecf520440678','lift_sessions','01a22253-0aac-71ad-b962-69d1f43193de','insert','{"created_at":"2026-11-28 13:22:17.525","day":"2026-11-28","id":"01a22253-0aac-71ad-b962-69d1f43193de","name":"Workout","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","updated_at":"2026-11-28 13:22:17.525"}',NULL,'2026-11-28 13:22:17.525','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71b0-b5b6-a3e54485665b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71ac-b770-ecf520440678','lift_sets','01a22253-0aac-71af-a8a5-e6056c980e76','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 13:22:17.525","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22253-0aac-71af-a8a5-e6056c980e76","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","position":0,"rate_hz":20,"recorded_at":"2026-11-28 13:22:17.525","reps":3,"session_id":"01a22253-0aac-71ad-b962-69d1f43193de","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 13:22:17.525','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71b1-9b63-e77759f64710','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71ac-b770-ecf520440678','lift_streams','01a22253-0aac-71af-a8a5-e6056c980e76','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22253-0aac-71af-a8a5-e6056c980e76","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.525','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71b4-a502-6a4a7ae612d1','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71b2-b473-5fd5dd4e92b9','lift_templates','01a22253-0aac-71b3-91e2-9fd34439a71a','insert','{"created_at":"2026-11-28 13:22:17.540","goal_reps":8,"id":"01a22253-0aac-71b3-91e2-9fd34439a71a","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","sets":3}',NULL,'2026-11-28 13:22:17.540','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71b7-83cf-8ec524c0cf91','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71b5-8466-ca3f549cf063','lift_defaults','01a22253-0aac-71b6-8ded-4be6a0572436','insert','{"id":"01a22253-0aac-71b6-8ded-4be6a0572436","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 13:22:17.542","velocity_loss_target":25}',NULL,'2026-11-28 13:22:17.542','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71ba-82e0-4fff27526d65','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71b9-a6be-b814037db10c','day_photos','01a22253-0aac-71b8-9124-63f0648d7e5f','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 13:22:17.545","day":"2026-11-28","id":"01a22253-0aac-71b8-9124-63f0648d7e5f","kind":"png","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.546','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71bd-80eb-66ae4917d0c2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71bb-b0e2-1683ecd853c7','journal_entries','01a22253-0aac-71bc-a44e-f79c9616ef98','insert','{"created_at":"2026-11-28 13:22:17.548","day":"2026-11-28","id":"01a22253-0aac-71bc-a44e-f79c9616ef98","location":"Berlin","mood":"happy","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 13:22:17.548","written_at":"2026-11-28 13:22:17.548"}',NULL,'2026-11-28 13:22:17.548','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71c0-b051-2a23ccd9f864','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71be-b3d8-c45d998229a1','journal_entries','01a22253-0aac-71bf-980e-b66a762c04d1','insert','{"created_at":"2026-11-28 13:22:17.551","day":"2025-11-28","id":"01a22253-0aac-71bf-980e-b66a762c04d1","location":null,"mood":null,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 13:22:17.551","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 13:22:17.551','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71c3-adf8-05fea6970500','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c2-8f06-e9023dad8682','day_photos','01a22253-0aac-71c1-ba00-5be58187789b','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 13:22:17.554","day":"2026-11-28","id":"01a22253-0aac-71c1-ba00-5be58187789b","kind":"png","owner_id":"01a22252-200f-7124-9203-6b25e56002d6"}',NULL,'2026-11-28 13:22:17.555','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71c5-af6c-16a1cafaf392','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c2-8f06-e9023dad8682','journal_photos','01a22253-0aac-71c4-8aa2-bb5c45efb8cc','insert','{"entry_id":"01a22253-0aac-71bc-a44e-f79c9616ef98","id":"01a22253-0aac-71c4-8aa2-bb5c45efb8cc","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","photo_id":"01a22253-0aac-71c1-ba00-5be58187789b","source_id":null}',NULL,'2026-11-28 13:22:17.555','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71c8-907b-dce33767ecc3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c6-b268-9b8691803a7e','runbooks','01a22253-0aac-71c7-8ed1-8f83ddc9c389','insert','{"created_at":"2026-11-28 13:22:17.560","id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","name":"When I''m anxious","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","updated_at":"2026-11-28 13:22:17.560","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 13:22:17.560','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71ca-99d0-fb0de92e5c60','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c6-b268-9b8691803a7e','runbook_steps','01a22253-0aac-71c9-a021-115a0368d24a','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:22:17.560","id":"01a22253-0aac-71c9-a021-115a0368d24a","kind":"text","order_key":"a1","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","runbook_id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 13:22:17.560"}',NULL,'2026-11-28 13:22:17.560','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71cc-bf32-f5dca760393e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c6-b268-9b8691803a7e','runbook_steps','01a22253-0aac-71cb-a4fa-431f39cdae44','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 13:22:17.560","id":"01a22253-0aac-71cb-a4fa-431f39cdae44","kind":"breathing","order_key":"a2","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","runbook_id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 13:22:17.560"}',NULL,'2026-11-28 13:22:17.560','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71ce-95ca-bde8ddc999e6','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c6-b268-9b8691803a7e','runbook_steps','01a22253-0aac-71cd-9900-c1a3e3fdb6e1','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:22:17.560","id":"01a22253-0aac-71cd-9900-c1a3e3fdb6e1","kind":"grounding","order_key":"a3","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","runbook_id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 13:22:17.560"}',NULL,'2026-11-28 13:22:17.560','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71d0-856c-ec70df049ad6','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c6-b268-9b8691803a7e','runbook_steps','01a22253-0aac-71cf-bb22-27435f1b9db9','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:22:17.560","id":"01a22253-0aac-71cf-bb22-27435f1b9db9","kind":"text","order_key":"a4","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","runbook_id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 13:22:17.560"}',NULL,'2026-11-28 13:22:17.560','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71d2-bcca-cbad9fcab6e3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c6-b268-9b8691803a7e','runbook_steps','01a22253-0aac-71d1-8520-a9898efdd994','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 13:22:17.560","id":"01a22253-0aac-71d1-8520-a9898efdd994","kind":"contact","order_key":"a5","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","runbook_id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 13:22:17.560"}',NULL,'2026-11-28 13:22:17.560','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71d5-8339-e328a3740080','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71d3-8204-a7d8c8bd9a8e','runbook_contacts','01a22253-0aac-71d4-bb14-fd6d7de8d164','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 13:22:17.570","id":"01a22253-0aac-71d4-bb14-fd6d7de8d164","name":"Contact 0-0","note":"friend","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","phone":"030 0","updated_at":"2026-11-28 13:22:17.570"}',NULL,'2026-11-28 13:22:17.570','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71d8-a960-c3f4afb1726a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71d6-9967-0500c5e89608','runbook_steps','01a22253-0aac-71d7-b531-a4fedca75d65','insert','{"breathing":null,"contact_id":"01a22253-0aac-71d4-bb14-fd6d7de8d164","created_at":"2026-11-28 13:22:17.573","id":"01a22253-0aac-71d7-b531-a4fedca75d65","kind":"contact","order_key":"a6","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","runbook_id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","text":"Call 0-0","updated_at":"2026-11-28 13:22:17.573"}',NULL,'2026-11-28 13:22:17.573','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71db-9e26-3a091f6ca1f8','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71d9-85d8-8dff80d7be9c','runbook_uses','01a22253-0aac-71da-84de-f8bb0f968d97','insert','{"created_at":"2026-11-28 13:22:17.575","feeling_after":"meh","feeling_before":"sad","id":"01a22253-0aac-71da-84de-f8bb0f968d97","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","runbook_id":"01a22253-0aac-71c7-8ed1-8f83ddc9c389","steps_done":"[\"01a22253-0aac-71d7-b531-a4fedca75d65\"]","used_at":"2026-11-28 13:22:17.575"}',NULL,'2026-11-28 13:22:17.575','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71de-a418-a8d497bf0f6c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71dc-bb9a-5957bc3e9097','pacts','01a22253-0aac-71dd-81ab-032be0546011','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 13:22:17.577","delay_hours":24,"id":"01a22253-0aac-71dd-81ab-032be0546011","kind":"price","link_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","link_kind":"goal","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 13:22:17.577"}',NULL,'2026-11-28 13:22:17.577','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71e1-b50f-36345e723e52','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71df-9982-8f8abfecf5fb','pact_marks','01a22253-0aac-71e0-bef6-bf949ae31278','insert','{"created_at":"2026-11-28 13:22:17.579","day":"2026-11-28","id":"01a22253-0aac-71e0-bef6-bf949ae31278","kept":1,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","pact_id":"01a22253-0aac-71dd-81ab-032be0546011","reason":"Reason 0-0"}',NULL,'2026-11-28 13:22:17.579','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71e3-b0cd-3cb81d9495ba','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71e2-9bf6-f7f880981d65','pacts','01a22253-0aac-71dd-81ab-032be0546011','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 13:22:17.577","delay_hours":24,"id":"01a22253-0aac-71dd-81ab-032be0546011","kind":"price","link_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","link_kind":"goal","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","pending_amount":"1","pending_at":"2026-11-29 13:22:17.582","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22253-0aac-719b-a989-06543815100c","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 13:22:17.582"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 13:22:17.577","delay_hours":24,"id":"01a22253-0aac-71dd-81ab-032be0546011","kind":"price","link_id":"01a22252-203a-71e6-b8d2-896e63f8ad35","link_kind":"goal","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 13:22:17.577"}','2026-11-28 13:22:17.582','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71e6-9552-d3375c21b6e5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71e4-b1a9-d2fa8a382778','pacts','01a22253-0aac-71e5-ac28-fc84ceda0ba9','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 13:22:17.584","delay_hours":168,"id":"01a22253-0aac-71e5-ac28-fc84ceda0ba9","kind":"effort","link_id":"01a22253-0aac-7138-98f0-c702edc1fa58","link_kind":"block","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 13:22:17.584"}',NULL,'2026-11-28 13:22:17.584','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71e9-8c63-fb3fe2f54f61','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71e7-8832-c77fa02e11bb','practice_sessions','01a22253-0aac-71e8-bb0a-83a21b238062','insert','{"created_at":"2026-11-28 13:22:17.588","feeling":"happy","id":"01a22253-0aac-71e8-bb0a-83a21b238062","minutes":10,"note":"Sat 0-0","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","started_at":"2026-11-28 13:12:17.588"}',NULL,'2026-11-28 13:22:17.588','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71ed-9488-77dcf023a22a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71eb-8a90-e990c7490a86','runbook_settings','01a22253-0aac-71ec-9594-015ec45255a4','insert','{"emergency_number":"112","id":"01a22253-0aac-71ec-9594-015ec45255a4","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","updated_at":"2026-11-28 13:22:17.591"}',NULL,'2026-11-28 13:22:17.591','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71f0-abae-bb6be8dd9370','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71ee-a468-e1809b4d3de6','journal_entries','01a22253-0aac-71ef-865f-86bf3b06dd4e','insert','{"created_at":"2026-11-28 13:22:17.593","day":"2026-11-28","id":"01a22253-0aac-71ef-865f-86bf3b06dd4e","location":null,"mood":null,"owner_id":"01a22252-200f-7124-9203-6b25e56002d6","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 13:22:17.593","written_at":"2026-11-28 13:22:17.593"}',NULL,'2026-11-28 13:22:17.593','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71f4-9478-8c17cd8e11bf','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71f2-9558-0b7975298aa7','health_sources','01a22253-0aac-71f3-9343-679fc3369344','insert','{"id":"01a22253-0aac-71f3-9343-679fc3369344","name":"Shape Watch 0","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","position":null}',NULL,'2026-11-28 13:22:17.599','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71f6-9061-7a47e7c32dd2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71f2-9558-0b7975298aa7','health_sources','01a22253-0aac-71f5-8bf9-d35254f603aa','insert','{"id":"01a22253-0aac-71f5-8bf9-d35254f603aa","name":"Shape iPhone","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","position":null}',NULL,'2026-11-28 13:22:17.599','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71f9-b7f2-418f1f8e6d2a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71f2-9558-0b7975298aa7','food_events','01a22253-0aac-71f8-9b31-2e9a6e05178b','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a22253-0aac-71f8-9b31-2e9a6e05178b","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","recorded_at":"2026-11-28 13:22:17.599","refers_to":null}',NULL,'2026-11-28 13:22:17.599','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71fb-84d6-bae641a9e2cb','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71f2-9558-0b7975298aa7','food_events','01a22253-0aac-71fa-b94d-68a483cf9fb4','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a22253-0aac-71fa-b94d-68a483cf9fb4","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","recorded_at":"2026-11-28 13:22:17.599","refers_to":null}',NULL,'2026-11-28 13:22:17.599','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71fc-9778-51473c766033','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71f2-9558-0b7975298aa7','health_days','01a22253-0aac-71f7-b187-ddbedc4c36ca','insert','{"active_event_id":"01a22253-0aac-71f8-9b31-2e9a6e05178b","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22253-0aac-71f7-b187-ddbedc4c36ca","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 13:22:17.599","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a22253-0aac-71fa-b94d-68a483cf9fb4","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 13:22:17.599','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-71fe-942e-346475aa1236','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71f2-9558-0b7975298aa7','health_imports','01a22253-0aac-71fd-a73f-7e3a871ec7e3','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a22253-0aac-71fd-a73f-7e3a871ec7e3","imported_at":"2026-11-28 13:22:17.599","last_day":"2026-11-26","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","records":3}',NULL,'2026-11-28 13:22:17.599','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22253-0aac-7201-94e1-5d46732ea596','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71ff-bcf0-5df5592c662d','calendars','01a22253-0aac-7200-b770-4507ec5db62b','insert','{"color":"#5b6ee1","created_at":"2026-11-28 13:22:17.607","etag":null,"fetched_at":"2026-11-28 13:22:17.607","file_name":"work-0.ics","id":"01a22253-0aac-7200-b770-4507ec5db62b","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22252-200f-7124-9203-6b25e56002d6","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 13:22:17.607','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22253-0aac-7151-87ec-3f85ca318bbc','01a22252-200f-7124-9203-6b25e56002d6','List 0-0',NULL,NULL,0,'a1','2026-11-28 13:22:17.373',NULL);
INSERT INTO "task_lists" VALUES('01a22253-0aac-716e-bb9a-5973d7a590e1','01a22252-200f-7124-9203-6b25e56002d6','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 13:22:17.416','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22253-0aac-7154-bbd4-17b7346773b2','01a22252-200f-7124-9203-6b25e56002d6','Task 0-0','','01a22253-0aac-7151-87ec-3f85ca318bbc','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a22252-203a-71e6-b8d2-896e63f8ad35','01a22252-2037-7175-bb14-97b02c5d1754','a1','a1','2026-11-28 13:22:17.375','2026-11-28 13:22:17.375',NULL,NULL);
INSERT INTO "tasks" VALUES('01a22253-0aac-7165-bdd4-1c0758ca1ac1','01a22252-200f-7124-9203-6b25e56002d6','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 13:22:17.396','2026-11-28 13:22:17.396',NULL,NULL);
INSERT INTO "tasks" VALUES('01a22253-0aac-716b-9f57-de0060df58e5','01a22252-200f-7124-9203-6b25e56002d6','Headed 0-0','','01a22253-0aac-7151-87ec-3f85ca318bbc',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 13:22:17.404','2026-11-28 13:22:17.404',NULL,'01a22253-0aac-7168-9471-f9c11614b384');
INSERT INTO "tasks" VALUES('01a22253-0aac-716f-a923-9da01623436a','01a22252-200f-7124-9203-6b25e56002d6','Imported 0-0','','01a22253-0aac-716e-bb9a-5973d7a590e1',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 13:22:17.416','2026-11-28 13:22:17.416','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a22253-0aac-7156-92f0-d208579b8003','01a22252-200f-7124-9203-6b25e56002d6','errand');
INSERT INTO "task_tag_links" VALUES('01a22253-0aac-7158-bc14-dc8bcb6a47b0','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7154-bbd4-17b7346773b2','01a22253-0aac-7156-92f0-d208579b8003');
INSERT INTO "task_tag_links" VALUES('01a22253-0aac-7170-95cf-4e91e8fdc8ad','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-716f-a923-9da01623436a','01a22253-0aac-7156-92f0-d208579b8003');
INSERT INTO "task_checklist_items" VALUES('01a22253-0aac-715a-b65d-c79910b86cce','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7154-bbd4-17b7346773b2','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22253-0aac-7154-bbd4-17b7346773b2','01a22252-200f-7124-9203-6b25e56002d6','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22253-0aac-7165-bdd4-1c0758ca1ac1','01a22252-200f-7124-9203-6b25e56002d6','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22253-0aac-716b-9f57-de0060df58e5','01a22252-200f-7124-9203-6b25e56002d6','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22253-0aac-716f-a923-9da01623436a','01a22252-200f-7124-9203-6b25e56002d6','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22253-0aac-7194-86dc-0abfd88b4231','01a22252-200f-7124-9203-6b25e56002d6','Comparison 0-0','metric','100 ml','2026-11-28 13:22:17.469','2026-11-28 13:22:17.469');
INSERT INTO "price_products" VALUES('01a22253-0aac-7196-8744-3380d0168809','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7194-86dc-0abfd88b4231',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22253-0aac-7198-8f84-3fd2ca85fa30','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7194-86dc-0abfd88b4231',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22253-0aac-7175-8773-6e7f2cdbedeb','01a22252-200f-7124-9203-6b25e56002d6','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 13:22:17.421');
INSERT INTO "timeline_events" VALUES('01a22253-0aac-7178-8e14-188cdbee802b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7175-8773-6e7f2cdbedeb','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 13:22:17.424','2026-11-28 13:22:17.424');
INSERT INTO "timeline_events" VALUES('01a22253-0aac-717b-b081-c4de4c6260b9','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7175-8773-6e7f2cdbedeb','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 13:22:17.428','2026-11-28 13:22:17.428');
INSERT INTO "timeline_queries" VALUES('01a22253-0aac-717e-9dc8-8aa4f94d52be','01a22252-200f-7124-9203-6b25e56002d6','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 13:22:17.431');
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
INSERT INTO "custom_foods" VALUES('01a22253-0aac-718b-bfd0-33a4439f54be','01a22252-200f-7124-9203-6b25e56002d6','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 13:22:17.460','2026-11-28 13:22:17.460');
INSERT INTO "recipes" VALUES('01a22253-0aac-7184-83ac-25d8b3a90768','01a22252-200f-7124-9203-6b25e56002d6','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 13:22:17.444','2026-11-28 13:22:17.444');
INSERT INTO "recipe_ingredients" VALUES('01a22253-0aac-7186-884c-6a13aa4f8901','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7184-83ac-25d8b3a90768','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22253-0aac-7188-aaf9-3ccd521bbeee','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7184-83ac-25d8b3a90768','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22253-0aac-7181-851b-ce5f56072613','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:22:17.434','2026-11-28 13:22:17.434','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a22253-0aac-718e-9354-dc1cc17da5cb','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:22:17.464','2026-11-28 13:22:17.464','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a22253-0aac-7191-804d-939b62868a7a','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:22:17.466','2026-11-28 13:22:17.466','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a22253-0aac-71f8-9b31-2e9a6e05178b','01a22252-200f-7124-9203-6b25e56002d6','2026-11-26 11:00:00.000','2026-11-28 13:22:17.599','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a22253-0aac-71fa-b94d-68a483cf9fb4','01a22252-200f-7124-9203-6b25e56002d6','2026-11-26 11:00:00.000','2026-11-28 13:22:17.599','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a22252-2035-7041-97b9-7d6aba4d3579','01a22252-200f-7124-9203-6b25e56002d6','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22253-0aac-715d-8030-b3fdade3ec05','01a22252-200f-7124-9203-6b25e56002d6','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22252-2037-7175-bb14-97b02c5d1754','01a22252-200f-7124-9203-6b25e56002d6','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 13:22:17.271');
INSERT INTO "weeks" VALUES('01a22252-2026-7164-a489-1260500a8576','01a22252-200f-7124-9203-6b25e56002d6','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 13:22:17.254');
INSERT INTO "weeks" VALUES('01a22253-0aac-714c-86b0-1d1ea0172723','01a22252-200f-7124-9203-6b25e56002d6','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22252-203a-71e6-b8d2-896e63f8ad35','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2026-7164-a489-1260500a8576','01a22252-2037-7175-bb14-97b02c5d1754','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 13:22:17.274');
INSERT INTO "weekly_goals" VALUES('01a22253-0aac-714e-ac14-b15b41af5fe0','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-714c-86b0-1d1ea0172723','01a22252-2037-7175-bb14-97b02c5d1754','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 13:22:17.366');
INSERT INTO "retrospectives" VALUES('01a22252-2032-70b0-bec3-af621063b058','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2026-7164-a489-1260500a8576','Focus','Sleep','2026-11-28 13:22:17.266');
INSERT INTO "action_items" VALUES('01a22253-0aac-7135-bd28-2cbe6225c7cd','01a22252-200f-7124-9203-6b25e56002d6','01a22252-2026-7164-a489-1260500a8576','Action 0-0',0,'2026-11-28 13:22:17.304');
INSERT INTO "intentions" VALUES('01a22252-203d-704b-a1f2-dbf4f25200af','01a22252-200f-7124-9203-6b25e56002d6','Intention 0-0',25,'01a22252-203a-71e6-b8d2-896e63f8ad35','01a22252-2037-7175-bb14-97b02c5d1754','2026-11-28 13:22:17.277','2026-11-28 13:47:17.277','endedEarly','2026-11-28 13:22:17.287',NULL,'[]','happy','2026-11-28 13:23:17.293',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a22253-0aac-713b-a652-281974eb2cef','01a22252-200f-7124-9203-6b25e56002d6','Block 0-0',45,'01a22252-203a-71e6-b8d2-896e63f8ad35','01a22252-2037-7175-bb14-97b02c5d1754','2026-11-28 13:22:17.313','2026-11-28 14:07:17.313','endedEarly','2026-11-28 13:22:17.328',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22253-0aac-7138-98f0-c702edc1fa58',NULL);
INSERT INTO "intentions" VALUES('01a22253-0aac-7160-96d9-487fbb554d2b','01a22252-200f-7124-9203-6b25e56002d6','Task 0-0',15,'01a22252-203a-71e6-b8d2-896e63f8ad35','01a22252-2037-7175-bb14-97b02c5d1754','2026-11-28 13:22:17.389','2026-11-28 13:37:17.389','endedEarly','2026-11-28 13:22:17.392',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22253-0aac-7154-bbd4-17b7346773b2');
INSERT INTO "distractions" VALUES('01a22252-2043-70b5-9a24-b4cc1581d85c','01a22252-200f-7124-9203-6b25e56002d6','01a22252-203d-704b-a1f2-dbf4f25200af','internal',NULL,'2026-11-28 13:22:17.283',1);
INSERT INTO "standups" VALUES('01a22252-202e-7143-9f7b-a475bb067d96','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 13:22:17.262');
INSERT INTO "day_photos" VALUES('01a22253-0aac-71b8-9124-63f0648d7e5f','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28','png',64,'Photo 0-0','2026-11-28 13:22:17.545');
INSERT INTO "day_photos" VALUES('01a22253-0aac-71c1-ba00-5be58187789b','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28','png',64,'Journal 0-0','2026-11-28 13:22:17.554');
INSERT INTO "security_events" VALUES('01a22252-200f-7125-a645-674ead068545','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:22:17.231','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22253-0aac-71ad-b962-69d1f43193de','01a22252-200f-7124-9203-6b25e56002d6','Workout','2026-11-28','2026-11-28 13:22:17.525','2026-11-28 13:22:17.525');
INSERT INTO "lift_sets" VALUES('01a22253-0aac-71af-a8a5-e6056c980e76','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71ad-b962-69d1f43193de',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 13:22:17.525','2026-11-28 13:22:17.525');
INSERT INTO "lift_streams" VALUES('01a22253-0aac-71af-a8a5-e6056c980e76','01a22252-200f-7124-9203-6b25e56002d6','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22253-0aac-71b3-91e2-9fd34439a71a','01a22252-200f-7124-9203-6b25e56002d6','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 13:22:17.540');
INSERT INTO "journal_entries" VALUES('01a22253-0aac-71bc-a44e-f79c9616ef98','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:22:17.548','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 13:22:17.548','2026-11-28 13:22:17.548');
INSERT INTO "journal_entries" VALUES('01a22253-0aac-71bf-980e-b66a762c04d1','01a22252-200f-7124-9203-6b25e56002d6','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 13:22:17.551','2026-11-28 13:22:17.551');
INSERT INTO "journal_entries" VALUES('01a22253-0aac-71ef-865f-86bf3b06dd4e','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:22:17.593','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 13:22:17.593','2026-11-28 13:22:17.593');
INSERT INTO "journal_photos" VALUES('01a22253-0aac-71c4-8aa2-bb5c45efb8cc','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71bc-a44e-f79c9616ef98','01a22253-0aac-71c1-ba00-5be58187789b',NULL);
INSERT INTO "journal_drafts" VALUES('01a22253-0aac-71f1-b4a8-e802d8b2eb25','01a22252-200f-7124-9203-6b25e56002d6',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T13:22:17.596Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 13:22:17.596');
INSERT INTO "journal_search" VALUES('01a22253-0aac-71bc-a44e-f79c9616ef98','01a22252-200f-7124-9203-6b25e56002d6','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22253-0aac-71bf-980e-b66a762c04d1','01a22252-200f-7124-9203-6b25e56002d6','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22253-0aac-71ef-865f-86bf3b06dd4e','01a22252-200f-7124-9203-6b25e56002d6','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22253-0aac-719b-a989-06543815100c','01a22252-200f-7124-9203-6b25e56002d6','Habit 0-0','📚',NULL,'01a22252-2037-7175-bb14-97b02c5d1754','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 13:22:17.474','2026-11-28 13:22:17.474');
INSERT INTO "habits" VALUES('01a22253-0aac-71a7-82f4-cc5e652ae647','01a22252-200f-7124-9203-6b25e56002d6','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 13:22:17.490','2026-11-28 13:22:17.490');
INSERT INTO "habit_check_ins" VALUES('01a22253-0aac-719e-aa46-d0b0a2aa4e24','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-719b-a989-06543815100c','2026-11-27',1.0,'2026-11-28 13:22:17.479');
INSERT INTO "habit_check_ins" VALUES('01a22253-0aac-71a1-a711-bdce8d9a26ca','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-719b-a989-06543815100c','2026-11-28',1.0,'2026-11-28 13:22:17.482');
INSERT INTO "habit_check_ins" VALUES('01a22253-0aac-71aa-b620-5f74e92f91cb','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71a7-82f4-cc5e652ae647','2026-11-28',4.0,'2026-11-28 13:22:17.495');
INSERT INTO "habit_rest_days" VALUES('01a22253-0aac-71a4-b506-9a3760ccfed5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-719b-a989-06543815100c','2026-11-30','2026-11-28 13:22:17.486');
INSERT INTO "health_days" VALUES('01a22253-0aac-71f7-b187-ddbedc4c36ca','01a22252-200f-7124-9203-6b25e56002d6','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22253-0aac-71f8-9b31-2e9a6e05178b',NULL,'01a22253-0aac-71fa-b94d-68a483cf9fb4','2026-11-28 13:22:17.599');
INSERT INTO "health_sources" VALUES('01a22253-0aac-71f3-9343-679fc3369344','01a22252-200f-7124-9203-6b25e56002d6','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22253-0aac-71f5-8bf9-d35254f603aa','01a22252-200f-7124-9203-6b25e56002d6','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22253-0aac-71fd-a73f-7e3a871ec7e3','01a22252-200f-7124-9203-6b25e56002d6','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 13:22:17.599');
INSERT INTO "lift_defaults" VALUES('01a22253-0aac-71b6-8ded-4be6a0572436','01a22252-200f-7124-9203-6b25e56002d6','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 13:22:17.542');
INSERT INTO "plan_blocks" VALUES('01a22253-0aac-7138-98f0-c702edc1fa58','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28',375,45,'Block 0-0','01a22252-203a-71e6-b8d2-896e63f8ad35','01a22252-2037-7175-bb14-97b02c5d1754',NULL,NULL,NULL,NULL,'2026-11-28 13:22:17.309','2026-11-28 13:22:17.309');
INSERT INTO "plan_blocks" VALUES('01a22253-0aac-7140-80c4-10812e1f3492','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28',375,45,'Area block 0-0',NULL,'01a22252-2037-7175-bb14-97b02c5d1754',NULL,NULL,NULL,NULL,'2026-11-28 13:22:17.336','2026-11-28 13:22:17.338');
INSERT INTO "plan_blocks" VALUES('01a22253-0aac-7147-ba5b-20c691001d36','01a22252-200f-7124-9203-6b25e56002d6','2026-11-27',375,15,'Missed block 0-0',NULL,'01a22252-2037-7175-bb14-97b02c5d1754',NULL,'backToList','internal','2026-11-28 13:22:17.351','2026-11-28 13:22:17.348','2026-11-28 13:22:17.348');
INSERT INTO "plan_block_versions" VALUES('01a22253-0aac-7143-a2be-3efe4895fc4b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7140-80c4-10812e1f3492','2026-11-28',375,30,'Area block 0-0','01a22252-2037-7175-bb14-97b02c5d1754','moved','Longer than planned','2026-11-28 13:22:17.338');
INSERT INTO "calendars" VALUES('01a22253-0aac-7200-b770-4507ec5db62b','01a22252-200f-7124-9203-6b25e56002d6','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 13:22:17.607',NULL,'2026-11-28 13:22:17.607');
INSERT INTO "calendar_expansions" VALUES('01a22253-0aac-7200-b770-4507ec5db62b','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:22:17.607','2026-10-03 13:22:17.605','2027-05-29 13:22:17.605','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7202-9297-5b9942a31840','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7203-8ed2-c4401506801d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7204-b8c6-497e01cb0189','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7205-bc41-5a9437d746e3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7206-bcf2-6f14a45fedea','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7207-9dc3-1eba51940b85','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7208-9031-d3860460de0c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7209-9eab-ba50c92ed2fd','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-720a-842b-69590528357a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-720b-a41a-6b9b27bc5a31','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-720c-9d02-38a58fc99c1a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-720d-8534-48b5cfa2bd69','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-720e-8b06-4a616eb3e357','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-720f-b62a-7158ff881e41','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7210-9bfc-c83a85c4f5e1','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7211-b38c-09bf4430d2f3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7212-9c13-8d72e30a7eda','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7213-bcc3-e1ad43b14afe','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7214-b582-2d5aee2568a8','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7215-b3ab-ee8d654b2df1','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7216-802f-3b47e4375d3a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7217-a21c-2c555ce26576','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7218-be06-a4e59ca57d0d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7219-9e57-d2f79bd8f661','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-721a-a013-dd7e4771f7b9','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-721b-ab7f-1bbe7f371339','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-721c-ba3f-7e8b78cd0e7f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-721d-8d45-d9a233cf5bdd','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-721e-8092-80c63b201329','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-721f-9322-a4e40d792018','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7220-a574-a6ac5c7e22c8','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7221-92a5-6e05d238ad7d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7222-9683-63184db8ace5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7223-8a9d-574a4bf78da5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7224-abfe-211ac8442639','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7225-a764-8e7a2e45573d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7226-80e4-4518ca2bf5eb','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7227-896a-c87c479b99d7','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7228-8312-35ce2d231515','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7229-a73a-6454609e1d60','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-722a-910d-5730c0a203f9','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-722b-84d0-e436d7de6a5b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-722c-954c-9a3ecede6c3b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-722d-8183-e8c40ac71334','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-722e-9e6e-cc173aea92be','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-722f-89c8-989369528fe6','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7230-999e-fa18196bb2c2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7231-946b-ee2c29bf4c5c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7232-9939-e9d8fc693704','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7233-b17b-22529535aeaf','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7234-b3aa-d05bf772cd30','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7235-b9e9-ba15638a4b8f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7236-ae57-212b5f557dd2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7237-94cf-e97f71b19f32','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7238-ab75-196a09467af4','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7239-929c-4014760e5a1f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-723a-ada1-dd688b4cfdd5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-723b-9790-2e0d1eec7fe4','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-723c-878f-d5250a3c0043','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-723d-85bc-ae764f77e5aa','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-723e-b8ff-54caadf4033f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-723f-adb4-bc77d1477678','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7240-92bd-c442d0531084','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7241-9669-20a0e4174040','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7242-91b8-a64ff0ab3349','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7243-a119-400ccb6c5533','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7244-9d58-2303cc01bd02','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7245-a9f2-ecd7bb66c56e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7246-bccf-f82bf7076842','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7247-bf97-b416fbff6499','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7248-9b04-6ea1072ab3ac','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7249-b199-55f1f57877ad','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-724a-84df-8ace9b0c0522','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-724b-9c48-93b8616d66cd','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-724c-a280-5acdc6fb2f5b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-724d-93a2-19f88878350a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-724e-9579-0aeb77c93e83','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-724f-82da-cfb210907441','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7250-8da6-7bf021f7466c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7251-89a4-58cbf34b8a7c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7252-9408-e3606fec8fda','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7253-ba64-b5306b62bc23','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7254-846f-b2c4c33dfd04','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7255-b690-f54b302727b2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7256-ac00-5de45f3e6fa5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7257-899e-75c2827b47d2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7258-9200-07da2732feb2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7259-92bd-8e88f5ecf5c9','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-725a-aa61-a574d7cead17','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-725b-94fa-dfc31e5812b5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-725c-b2e6-f267dde2ad3c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-725d-88cf-a7673f41f6c0','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-725e-bd31-dba944f59dfb','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-725f-905f-dd8fdb538823','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7260-95bb-301788157ac6','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7261-af7b-5eb33b447332','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7262-8cc4-2b1fbaa968f0','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7263-b488-b07548cf95c3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7264-8e16-4318271e003f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7265-89bf-065ad54b5118','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7266-9ba9-546ee508ff01','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7267-944f-b046705e1fc7','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7268-ac06-e729f46e18a3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7269-a38d-1d066354f808','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-726a-98e3-0caa94c54606','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-726b-9854-d226fca37929','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-726c-930c-1307928d8915','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-726d-b728-43eb154f4e59','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-726e-8603-00e92c05b8a4','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-726f-b502-511caf6f75c0','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7270-82ab-8fe695233cf6','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7271-a440-d187629a2d2d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7272-beef-988f76ebc805','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7273-b3cf-ea8b866ff841','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7274-b879-1a70aea23f8c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7275-a536-eeea43e89b83','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7276-9c68-ab022c22b405','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7277-b452-fcbeb3d76e17','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7278-8b71-5d4a07930456','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7279-a1c9-5daf20250b2a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-727a-9f92-d701a929d254','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-727b-9c7f-860f8ddcfbdb','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-727c-b51c-8f2a4f5f9fd4','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-727d-9371-320439adbafc','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-727e-a452-92eb28b14550','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-727f-8171-fa316611019b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7280-a66c-da7ae7a4d7dd','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7281-82eb-537650501e1b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7282-a964-5ef752bd466b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7283-b39a-256f255e1a08','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7284-8848-7f65afaf414d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7285-a0ad-92bc162033ca','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7286-803b-7012e9bb05bd','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7287-920d-7112ce7a47bf','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7288-8983-ecdc621a80fd','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7289-847c-b4249e87c68d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-728a-ae29-74072cd5f347','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-728b-b56f-64d556235d9a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-728c-adfa-a4bdbdee3631','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-728d-9f34-9afb78d715b3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-728e-86d0-5f7cd770a063','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-728f-8f1d-ddbfee2f054c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7290-9188-7c80684a871c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7291-b9f5-5fcb413ac3d7','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7292-8860-a62e25a0170b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7293-91dd-d969cff7f91a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7294-b9ad-7968adfcb03d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7295-b2f4-98cbaeff04eb','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7296-94f7-0b2a2c6c593b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7297-8290-6eb8423af1d2','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7298-bd4f-f93b64c573d8','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-7299-9d5d-772c0b7daf9b','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-729a-b3a6-8c419fa1bc40','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-729b-966c-d6405cefac51','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-729c-8d5b-5e169b48713e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-729d-ba11-d5dc123e77c5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-729e-bbb5-71c52559b00d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-729f-bbc1-3c94eda1e223','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a0-9f72-112ed0842dcd','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a1-8142-3b58218ae69a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a2-90e5-9d8c647ef923','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a3-bc7b-e7812b6306df','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a4-9e1f-2f4b8ec306b5','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a5-9a66-1c7a03af18b3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a6-9f6c-bea2177d87c6','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a7-9922-0373f736daa3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a8-a035-d24c3106c6f8','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72a9-b758-c3e446afd79c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72aa-af25-ec10174a5f33','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72ab-8115-5febcb392030','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72ac-89de-c91ca51c9f4e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72ad-a8ea-14baec178a2e','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72ae-bf84-74902f91235d','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72af-b573-1fcdeb993f74','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b0-a878-7b0768a712bc','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b1-8956-eeed445fa117','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b2-a063-37dbc7f38510','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b3-b00f-840dfd42ddd7','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b4-9e90-8dc332c8901c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b5-9c38-a9a6a4d965ff','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b6-8887-c7441512cedf','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b7-b900-aa56947658b7','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b8-b4af-a2f5b1363040','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72b9-98be-165522d54ba3','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72ba-b6ea-1bb1ddd6bc52','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72bb-abd4-77799b614e53','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72bc-b7cf-9b18dfeec8de','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72bd-95fe-cae039982e62','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72be-8a3b-5e09da2bae4c','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72bf-9416-6b5e052994ba','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72c0-b7da-4fd3c663278f','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72c1-bf4c-8f06e55ac783','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72c2-bf16-ea7755bdf135','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22253-0aac-72c3-bc05-a8641ffa6b51','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7200-b770-4507ec5db62b','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a22253-0aac-71c7-8ed1-8f83ddc9c389','01a22252-200f-7124-9203-6b25e56002d6','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 13:22:17.560','2026-11-28 13:22:17.560');
INSERT INTO "runbook_contacts" VALUES('01a22253-0aac-71d4-bb14-fd6d7de8d164','01a22252-200f-7124-9203-6b25e56002d6','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 13:22:17.570','2026-11-28 13:22:17.570');
INSERT INTO "runbook_steps" VALUES('01a22253-0aac-71c9-a021-115a0368d24a','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c7-8ed1-8f83ddc9c389','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 13:22:17.560','2026-11-28 13:22:17.560');
INSERT INTO "runbook_steps" VALUES('01a22253-0aac-71cb-a4fa-431f39cdae44','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c7-8ed1-8f83ddc9c389','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 13:22:17.560','2026-11-28 13:22:17.560');
INSERT INTO "runbook_steps" VALUES('01a22253-0aac-71cd-9900-c1a3e3fdb6e1','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c7-8ed1-8f83ddc9c389','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 13:22:17.560','2026-11-28 13:22:17.560');
INSERT INTO "runbook_steps" VALUES('01a22253-0aac-71cf-bb22-27435f1b9db9','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c7-8ed1-8f83ddc9c389','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 13:22:17.560','2026-11-28 13:22:17.560');
INSERT INTO "runbook_steps" VALUES('01a22253-0aac-71d1-8520-a9898efdd994','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c7-8ed1-8f83ddc9c389','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 13:22:17.560','2026-11-28 13:22:17.560');
INSERT INTO "runbook_steps" VALUES('01a22253-0aac-71d7-b531-a4fedca75d65','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c7-8ed1-8f83ddc9c389','contact','Call 0-0',NULL,'01a22253-0aac-71d4-bb14-fd6d7de8d164','a6','2026-11-28 13:22:17.573','2026-11-28 13:22:17.573');
INSERT INTO "runbook_uses" VALUES('01a22253-0aac-71da-84de-f8bb0f968d97','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71c7-8ed1-8f83ddc9c389','2026-11-28 13:22:17.575','sad','meh','["01a22253-0aac-71d7-b531-a4fedca75d65"]','2026-11-28 13:22:17.575');
INSERT INTO "runbook_settings" VALUES('01a22253-0aac-71ec-9594-015ec45255a4','01a22252-200f-7124-9203-6b25e56002d6','112','2026-11-28 13:22:17.591');
INSERT INTO "task_headings" VALUES('01a22253-0aac-7168-9471-f9c11614b384','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-7151-87ec-3f85ca318bbc','Heading 0-0',0,'a1','2026-11-28 13:22:17.401',NULL);
INSERT INTO "pacts" VALUES('01a22253-0aac-71dd-81ab-032be0546011','01a22252-200f-7124-9203-6b25e56002d6','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 13:22:17.582','2026-11-28 13:22:17.577','2026-11-28 13:22:17.582','goal','01a22252-203a-71e6-b8d2-896e63f8ad35','sam@example.org','habit','01a22253-0aac-719b-a989-06543815100c',NULL);
INSERT INTO "pacts" VALUES('01a22253-0aac-71e5-ac28-fc84ceda0ba9','01a22252-200f-7124-9203-6b25e56002d6','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 13:22:17.584','2026-11-28 13:22:17.584','block','01a22253-0aac-7138-98f0-c702edc1fa58',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22253-0aac-71e0-bef6-bf949ae31278','01a22252-200f-7124-9203-6b25e56002d6','01a22253-0aac-71dd-81ab-032be0546011','2026-11-28',1,'Reason 0-0','2026-11-28 13:22:17.579');
INSERT INTO "practice_sessions" VALUES('01a22253-0aac-71e8-bb0a-83a21b238062','01a22252-200f-7124-9203-6b25e56002d6','2026-11-28 13:12:17.588',10,'Sat 0-0','2026-11-28 13:22:17.588','happy');
INSERT INTO "plan_feeds" VALUES('01a22253-0aac-71ea-a637-f47e9b323e8d','01a22252-200f-7124-9203-6b25e56002d6',NULL,'b3a94bd2b2532c0c9945f00c0c1a825b10afcf6c586531c7614c89d85efac47a','2026-11-28 13:22:17.589',NULL,NULL);
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
CREATE INDEX plan_blocks_task ON plan_blocks(task_id) WHERE task_id IS NOT NULL;
COMMIT;

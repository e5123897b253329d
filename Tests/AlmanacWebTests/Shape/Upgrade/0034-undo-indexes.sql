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
INSERT INTO "users" VALUES('01a22232-f657-7074-a8c5-1124d20f3809','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 12:48:14.935','dayMonth');
INSERT INTO "credentials" VALUES('01a22232-f657-7074-a8c5-1124d20f3809','$2b$06$iW0KW6BNvN1yymSWmmVk9uqHn.MOTfVN/aQ8zTHDGd.GPNHg9DDHC');
INSERT INTO "changes" VALUES('01a22232-f671-7004-b2e8-9854ad336385','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f671-7002-9b10-2799388d853c','weeks','01a22232-f671-7003-908b-1fd328d75e76','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22232-f671-7003-908b-1fd328d75e76","length_days":7,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 12:48:14.961','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22232-f671-7005-ae68-224522b5d0ea','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f671-7002-9b10-2799388d853c','weeks','01a22232-f671-7003-908b-1fd328d75e76','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22232-f671-7003-908b-1fd328d75e76","length_days":7,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_day":"2026-11-23","started_at":"2026-11-28 12:48:14.961"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22232-f671-7003-908b-1fd328d75e76","length_days":7,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_day":"2026-11-23","started_at":null}','2026-11-28 12:48:14.961','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22232-f68f-700b-8550-e23603504344','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f68f-7009-bc26-094949b51a1c','standups','01a22232-f68f-700a-a8a6-306b40bd54a0','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a22232-f68f-700a-a8a6-306b40bd54a0","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","updated_at":"2026-11-28 12:48:14.991"}',NULL,'2026-11-28 12:48:14.991','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22232-f697-7145-a24e-317c957f98bc','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f697-7143-8c53-a9ac82436355','retrospectives','01a22232-f697-7144-8bee-1c06023d2dd5','insert','{"id":"01a22232-f697-7144-8bee-1c06023d2dd5","improve":"Sleep","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","updated_at":"2026-11-28 12:48:14.999","week_id":"01a22232-f671-7003-908b-1fd328d75e76","went_well":"Focus"}',NULL,'2026-11-28 12:48:14.999','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22232-f6a3-709e-88f9-f1245ea5e59a','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f6a3-709c-ad36-93a6361682d6','energy_profiles','01a22232-f6a3-709d-a341-f09193c94f91','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22232-f6a3-709d-a341-f09193c94f91","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","sex":"female"}',NULL,'2026-11-28 12:48:15.011','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22232-f6a6-71d7-84e6-b3d0d3d62d70','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f6a6-71d5-b367-78a4b0491c88','areas','01a22232-f6a6-71d6-be87-97ac47b7bf25','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 12:48:15.014","icon":null,"id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","name":"Area 0-0","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.014','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22232-f6a9-7174-8d84-b6d95e9d898d','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f6a9-7172-9321-694e886b4de4','weekly_goals','01a22232-f6a9-7173-a9fa-cf7746d323f1','insert','{"added_mid_sprint":1,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","created_at":"2026-11-28 12:48:15.017","estimate_hours":2,"id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22232-f671-7003-908b-1fd328d75e76"}',NULL,'2026-11-28 12:48:15.017','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22232-f6ad-71e7-be1e-0a30615616e3','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f6ad-71e5-b7e6-2e8aa32d3983','intentions','01a22232-f6ad-71e6-924a-5b2ff73ebfd8','insert','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:13:15.021","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22232-f6ad-71e6-924a-5b2ff73ebfd8","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.021","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 12:48:15.021','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22232-f6c0-71df-bf02-afa5d27f2b58','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f6c0-71dd-9731-3ed45cf3225b','distractions','01a22232-f6c0-71de-97b9-1509a64f1d38','insert','{"at":"2026-11-28 12:48:15.040","id":"01a22232-f6c0-71de-97b9-1509a64f1d38","intention_id":"01a22232-f6ad-71e6-924a-5b2ff73ebfd8","note":null,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 12:48:15.040','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22232-f6c7-7062-a623-378101d5051d','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f6c7-7061-a017-4a3ae72d4b72','intentions','01a22232-f6ad-71e6-924a-5b2ff73ebfd8','update','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":"2026-11-28 12:48:15.047","ends_at":"2026-11-28 13:13:15.021","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22232-f6ad-71e6-924a-5b2ff73ebfd8","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.021","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:13:15.021","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22232-f6ad-71e6-924a-5b2ff73ebfd8","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.021","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 12:48:15.047','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71de-85e4-2286795216a4','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71dd-887b-83617d807292','intentions','01a22232-f6ad-71e6-924a-5b2ff73ebfd8','update','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":"2026-11-28 12:48:15.047","ends_at":"2026-11-28 13:13:15.021","feeling":"happy","goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22232-f6ad-71e6-924a-5b2ff73ebfd8","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":25,"rated_at":"2026-11-28 12:49:15.067","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.021","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":"2026-11-28 12:48:15.047","ends_at":"2026-11-28 13:13:15.021","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22232-f6ad-71e6-924a-5b2ff73ebfd8","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.021","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 12:49:15.067','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71e1-beda-4cf4a499f857','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71df-8c5f-af2fb4d117ee','action_items','01a22233-e13b-71e0-8e5a-475a299c2038','insert','{"created_at":"2026-11-28 12:48:15.078","done":0,"id":"01a22233-e13b-71e0-8e5a-475a299c2038","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","text":"Action 0-0","week_id":"01a22232-f671-7003-908b-1fd328d75e76"}',NULL,'2026-11-28 12:48:15.078','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71e4-8606-48da92d0b63f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71e2-9800-7ff613457c58','plan_blocks','01a22233-e13b-71e3-804b-82bdb8764773','insert','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","cause":null,"created_at":"2026-11-28 12:48:15.081","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-71e3-804b-82bdb8764773","minutes":45,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 12:48:15.081"}',NULL,'2026-11-28 12:48:15.081','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71e7-b6db-8bb61061e545','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71e5-8adc-dbf96f2506f7','intentions','01a22233-e13b-71e6-b48d-44daeb9fece6','insert','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":"01a22233-e13b-71e3-804b-82bdb8764773","ended_at":null,"ends_at":"2026-11-28 13:33:15.094","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-71e6-b48d-44daeb9fece6","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.094","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 12:48:15.094','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71e9-9a73-e9656e878a18','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71e8-b665-c38a0abd4a20','intentions','01a22233-e13b-71e6-b48d-44daeb9fece6','update','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":"01a22233-e13b-71e3-804b-82bdb8764773","ended_at":"2026-11-28 12:48:15.099","ends_at":"2026-11-28 13:33:15.094","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-71e6-b48d-44daeb9fece6","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.094","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":"01a22233-e13b-71e3-804b-82bdb8764773","ended_at":null,"ends_at":"2026-11-28 13:33:15.094","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-71e6-b48d-44daeb9fece6","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.094","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 12:48:15.099','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71ec-a62d-6d821ca01eff','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71ea-93ec-64b66e2d2a6b','plan_blocks','01a22233-e13b-71eb-8cb7-1a71a78f1a37','insert','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","cause":null,"created_at":"2026-11-28 12:48:15.105","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22233-e13b-71eb-8cb7-1a71a78f1a37","minutes":30,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 12:48:15.105"}',NULL,'2026-11-28 12:48:15.105','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71ef-a48c-18e6f430db25','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71ed-85be-61319568da2a','plan_block_versions','01a22233-e13b-71ee-8c82-83abd10970e1','insert','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":"01a22233-e13b-71eb-8cb7-1a71a78f1a37","change":"moved","day":"2026-11-28","id":"01a22233-e13b-71ee-8c82-83abd10970e1","minutes":30,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","reason":"Longer than planned","recorded_at":"2026-11-28 12:48:15.108","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 12:48:15.108','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71f0-bd09-a0e3cc94a600','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71ed-85be-61319568da2a','plan_blocks','01a22233-e13b-71eb-8cb7-1a71a78f1a37','update','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","cause":null,"created_at":"2026-11-28 12:48:15.105","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22233-e13b-71eb-8cb7-1a71a78f1a37","minutes":45,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 12:48:15.108"}','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","cause":null,"created_at":"2026-11-28 12:48:15.105","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22233-e13b-71eb-8cb7-1a71a78f1a37","minutes":30,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 12:48:15.105"}','2026-11-28 12:48:15.108','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71f3-80c0-2a0677e52117','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71f1-96c0-89a1b96e1205','plan_blocks','01a22233-e13b-71f2-80b5-2ccadda5ebec','insert','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","cause":null,"created_at":"2026-11-28 12:48:15.121","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22233-e13b-71f2-80b5-2ccadda5ebec","minutes":15,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 12:48:15.121"}',NULL,'2026-11-28 12:48:15.121','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71f5-81d9-fe3ee06ea6c2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71f4-825a-70da2f81abfe','plan_blocks','01a22233-e13b-71f2-80b5-2ccadda5ebec','update','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","cause":"internal","created_at":"2026-11-28 12:48:15.121","day":"2026-11-27","disposed_at":"2026-11-28 12:48:15.123","disposition":"backToList","goal_id":null,"id":"01a22233-e13b-71f2-80b5-2ccadda5ebec","minutes":15,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 12:48:15.121"}','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","cause":null,"created_at":"2026-11-28 12:48:15.121","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22233-e13b-71f2-80b5-2ccadda5ebec","minutes":15,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 12:48:15.121"}','2026-11-28 12:48:15.123','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71f8-aa37-a3b51c957fa2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71f6-8bf5-498299469978','plan_templates','01a22233-e13b-71f7-bc12-f5c7d57a25da','insert','{"created_at":"2026-11-28 12:48:15.126","id":"01a22233-e13b-71f7-bc12-f5c7d57a25da","name":"Template 0-0","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","scope":"day","updated_at":"2026-11-28 12:48:15.126"}',NULL,'2026-11-28 12:48:15.126','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71fa-8be4-156a61c73f3e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71f6-8bf5-498299469978','plan_template_blocks','01a22233-e13b-71f9-bef1-f9d0dde522f7','insert','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","day_offset":0,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-71f9-bef1-f9d0dde522f7","minutes":45,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"template_id":"01a22233-e13b-71f7-bc12-f5c7d57a25da","title":"Block 0-0"}',NULL,'2026-11-28 12:48:15.126','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71fc-a14b-8c3160e44bc0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71f6-8bf5-498299469978','plan_template_blocks','01a22233-e13b-71fb-aac4-17fd79f0bccd','insert','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","day_offset":0,"goal_id":null,"id":"01a22233-e13b-71fb-aac4-17fd79f0bccd","minutes":45,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_minute":375,"template_id":"01a22233-e13b-71f7-bc12-f5c7d57a25da","title":"Area block 0-0"}',NULL,'2026-11-28 12:48:15.126','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-71ff-b0f0-52472d2a71c4','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71fd-a34f-718d9e833ef3','weeks','01a22233-e13b-71fe-9f60-ca0845cf6366','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22233-e13b-71fe-9f60-ca0845cf6366","length_days":7,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 12:48:15.135','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7201-b272-ea432246ac82','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71fd-a34f-718d9e833ef3','weekly_goals','01a22233-e13b-7200-874c-aaa733868d11','insert','{"added_mid_sprint":0,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","created_at":"2026-11-28 12:48:15.135","estimate_hours":3,"id":"01a22233-e13b-7200-874c-aaa733868d11","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22233-e13b-71fe-9f60-ca0845cf6366"}',NULL,'2026-11-28 12:48:15.135','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7204-806d-eeeb92b8f91a','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7202-816b-55f8fd2604d5','task_lists','01a22233-e13b-7203-9719-8fd166e0d4db','insert','{"archived":0,"color":null,"created_at":"2026-11-28 12:48:15.142","icon":null,"id":"01a22233-e13b-7203-9719-8fd166e0d4db","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.142','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7207-bd2e-b92482784a5d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7205-b187-92cea609f34a','tasks','01a22233-e13b-7206-9185-531c32554d37','insert','{"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","created_at":"2026-11-28 12:48:15.146","deadline":null,"evening":0,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","heading_id":null,"id":"01a22233-e13b-7206-9185-531c32554d37","import_key":null,"list_id":"01a22233-e13b-7203-9719-8fd166e0d4db","list_key":"a1","notes":"","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 12:48:15.146"}',NULL,'2026-11-28 12:48:15.146','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7209-bd72-c4abff8bbeb6','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7205-b187-92cea609f34a','task_tags','01a22233-e13b-7208-a62c-2b0b53118ac8','insert','{"id":"01a22233-e13b-7208-a62c-2b0b53118ac8","name":"errand","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.146','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-720b-b3ee-7c050a0c4acf','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7205-b187-92cea609f34a','task_tag_links','01a22233-e13b-720a-bbb4-639ce280f133','insert','{"id":"01a22233-e13b-720a-bbb4-639ce280f133","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","tag_id":"01a22233-e13b-7208-a62c-2b0b53118ac8","task_id":"01a22233-e13b-7206-9185-531c32554d37"}',NULL,'2026-11-28 12:48:15.146','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-720d-a797-4d60015d5360','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7205-b187-92cea609f34a','task_checklist_items','01a22233-e13b-720c-9ea9-b284c1cce9ca','insert','{"done":0,"id":"01a22233-e13b-720c-9ea9-b284c1cce9ca","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","task_id":"01a22233-e13b-7206-9185-531c32554d37","title":"Step"}',NULL,'2026-11-28 12:48:15.146','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7210-8b76-4f6dccb0591e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-720e-8be1-495be2f3e097','system_settings','01a22233-e13b-720f-9150-6d42c686eab5','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22233-e13b-720f-9150-6d42c686eab5","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 12:48:15.175','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7213-9937-65be0b4ef224','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7211-90ec-1e1deb782687','intentions','01a22233-e13b-7212-8319-4c723519894c','insert','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:03:15.179","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-7212-8319-4c723519894c","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.179","state":"running","tags":"[]","task_id":"01a22233-e13b-7206-9185-531c32554d37","what":"Task 0-0"}',NULL,'2026-11-28 12:48:15.179','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7215-94d7-3ec5bfbcba9d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7214-b51c-d8a3f0957055','intentions','01a22233-e13b-7212-8319-4c723519894c','update','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":"2026-11-28 12:48:15.193","ends_at":"2026-11-28 13:03:15.179","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-7212-8319-4c723519894c","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.179","state":"endedEarly","tags":"[]","task_id":"01a22233-e13b-7206-9185-531c32554d37","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","block_id":null,"ended_at":null,"ends_at":"2026-11-28 13:03:15.179","feeling":null,"goal_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","id":"01a22233-e13b-7212-8319-4c723519894c","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 12:48:15.179","state":"running","tags":"[]","task_id":"01a22233-e13b-7206-9185-531c32554d37","what":"Task 0-0"}','2026-11-28 12:48:15.193','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7218-98c0-9b03941dcd5e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7216-8901-f8b7b74d46ba','tasks','01a22233-e13b-7217-b00a-8c1ddb2dd3d7','insert','{"area_id":null,"created_at":"2026-11-28 12:48:15.200","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22233-e13b-7217-b00a-8c1ddb2dd3d7","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 12:48:15.200"}',NULL,'2026-11-28 12:48:15.200','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-721b-b71a-c3ee92806eab','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7219-9e5e-5871086e2cd6','task_headings','01a22233-e13b-721a-82bd-72dca134cc71','insert','{"archived":0,"created_at":"2026-11-28 12:48:15.210","id":"01a22233-e13b-721a-82bd-72dca134cc71","import_key":null,"list_id":"01a22233-e13b-7203-9719-8fd166e0d4db","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","title":"Heading 0-0"}',NULL,'2026-11-28 12:48:15.210','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-721e-9c9b-a6ae2b229895','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-721c-b0bf-e373db8c3cb5','tasks','01a22233-e13b-721d-8013-035f0973e325','insert','{"area_id":null,"created_at":"2026-11-28 12:48:15.214","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a22233-e13b-721a-82bd-72dca134cc71","id":"01a22233-e13b-721d-8013-035f0973e325","import_key":null,"list_id":"01a22233-e13b-7203-9719-8fd166e0d4db","list_key":"a2","notes":"","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 12:48:15.214"}',NULL,'2026-11-28 12:48:15.214','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7223-bcf4-d4fb83a8317d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-721f-a5e2-9335724683b8','task_lists','*','insert','{"ids":["01a22233-e13b-7220-80c2-1f3db5e0961d"]}',NULL,'2026-11-28 12:48:15.224','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7224-b52c-ce5af7cfe985','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-721f-a5e2-9335724683b8','tasks','*','insert','{"ids":["01a22233-e13b-7221-b1b6-d744a8011d24"]}',NULL,'2026-11-28 12:48:15.224','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7225-a66a-464b2775701f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-721f-a5e2-9335724683b8','task_tag_links','*','insert','{"ids":["01a22233-e13b-7222-a029-3664992c0bae"]}',NULL,'2026-11-28 12:48:15.224','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7228-9c6b-a4fe3730e01f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7226-ad3b-32c90fb30633','timelines','01a22233-e13b-7227-8774-3bd1ddfbeb0e','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 12:48:15.239","icon":"","id":"01a22233-e13b-7227-8774-3bd1ddfbeb0e","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.239','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-722b-bdd4-5a78e5251181','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7229-b30b-da4e51c2216a','timeline_events','01a22233-e13b-722a-a94c-3c6caf8262f9','insert','{"created_at":"2026-11-28 12:48:15.242","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22233-e13b-722a-a94c-3c6caf8262f9","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22233-e13b-7227-8774-3bd1ddfbeb0e","title":"Job 0-0","updated_at":"2026-11-28 12:48:15.242"}',NULL,'2026-11-28 12:48:15.242','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-722e-8193-8cd33fb8ce9a','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-722c-b50d-44218e640380','timeline_events','01a22233-e13b-722d-9f88-46340f45a95c','insert','{"created_at":"2026-11-28 12:48:15.249","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22233-e13b-722d-9f88-46340f45a95c","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22233-e13b-7227-8774-3bd1ddfbeb0e","title":"Trip 0-0","updated_at":"2026-11-28 12:48:15.249"}',NULL,'2026-11-28 12:48:15.249','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7231-8275-66d65ce38065','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-722f-aa28-5b41e5254163','timeline_queries','01a22233-e13b-7230-8103-513cd99635e2','insert','{"created_at":"2026-11-28 12:48:15.255","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22233-e13b-7230-8103-513cd99635e2","name":"Query 0-0","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.255','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7234-8a9a-a7d70357b65e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7232-84aa-bfa9a1117a80','food_events','01a22233-e13b-7233-a759-db7425e6de90','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a22233-e13b-7233-a759-db7425e6de90","kind":"record","occurred_at":"2026-11-28 12:48:15.258","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","recorded_at":"2026-11-28 12:48:15.258","refers_to":null}',NULL,'2026-11-28 12:48:15.258','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7237-96c2-df104d9e5796','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7235-8e86-6dadb117064b','recipes','01a22233-e13b-7236-addd-38c77eb14912','insert','{"created_at":"2026-11-28 12:48:15.263","id":"01a22233-e13b-7236-addd-38c77eb14912","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","servings":2,"total_grams":300,"updated_at":"2026-11-28 12:48:15.263","yield_grams":null}',NULL,'2026-11-28 12:48:15.263','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7239-af47-7972722a0561','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7235-8e86-6dadb117064b','recipe_ingredients','01a22233-e13b-7238-9d03-08529183113f','insert','{"food_id":"09040","grams":100,"id":"01a22233-e13b-7238-9d03-08529183113f","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","position":0,"recipe_id":"01a22233-e13b-7236-addd-38c77eb14912"}',NULL,'2026-11-28 12:48:15.263','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-723b-bc91-6ab81449eb52','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7235-8e86-6dadb117064b','recipe_ingredients','01a22233-e13b-723a-80d1-043e250c66e9','insert','{"food_id":"01079","grams":200,"id":"01a22233-e13b-723a-80d1-043e250c66e9","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","position":1,"recipe_id":"01a22233-e13b-7236-addd-38c77eb14912"}',NULL,'2026-11-28 12:48:15.263','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-723e-b088-8f2f7839ad65','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-723c-beca-ac8627858a73','custom_foods','01a22233-e13b-723d-8a0c-d488c3cb588a','insert','{"created_at":"2026-11-28 12:48:15.269","id":"01a22233-e13b-723d-8a0c-d488c3cb588a","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 12:48:15.269"}',NULL,'2026-11-28 12:48:15.269','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7241-a59a-1ac53a6cf858','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-723f-86eb-1e204049c437','food_events','01a22233-e13b-7240-8183-948ea7726420','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a22233-e13b-7240-8183-948ea7726420","kind":"record","occurred_at":"2026-11-28 12:48:15.271","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","recorded_at":"2026-11-28 12:48:15.271","refers_to":null}',NULL,'2026-11-28 12:48:15.271','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7244-9202-16ba7ae1cfc6','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7242-a5b0-f6fce198bce3','food_events','01a22233-e13b-7243-babe-70570d7d78b1','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a22233-e13b-7243-babe-70570d7d78b1","kind":"record","occurred_at":"2026-11-28 12:48:15.273","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","recorded_at":"2026-11-28 12:48:15.273","refers_to":null}',NULL,'2026-11-28 12:48:15.273','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7247-a84f-dd1ba31bffd5','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7245-a165-ddac606bab9f','price_comparisons','01a22233-e13b-7246-85fd-61f5b8ab03f0','insert','{"created_at":"2026-11-28 12:48:15.275","display_unit":"100 ml","id":"01a22233-e13b-7246-85fd-61f5b8ab03f0","name":"Comparison 0-0","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","unit_system":"metric","updated_at":"2026-11-28 12:48:15.275"}',NULL,'2026-11-28 12:48:15.275','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7249-b1e1-9011e5b9fde6','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7245-a165-ddac606bab9f','price_products','01a22233-e13b-7248-974c-765445b1e787','insert','{"comparison_id":"01a22233-e13b-7246-85fd-61f5b8ab03f0","id":"01a22233-e13b-7248-974c-765445b1e787","name":"Bertolli","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 12:48:15.275','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-724b-afa0-97573acfcbae','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7245-a165-ddac606bab9f','price_products','01a22233-e13b-724a-b3f3-4745c9a6b7f2','insert','{"comparison_id":"01a22233-e13b-7246-85fd-61f5b8ab03f0","id":"01a22233-e13b-724a-b3f3-4745c9a6b7f2","name":"Monini","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 12:48:15.275','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-724e-93f1-597140c035cb','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-724c-aae2-7a6d2c945b48','habits','01a22233-e13b-724d-8565-d10a4d547e82','insert','{"archived":0,"area_id":"01a22232-f6a6-71d6-be87-97ac47b7bf25","color":null,"created_at":"2026-11-28 12:48:15.280","emoji":"📚","id":"01a22233-e13b-724d-8565-d10a4d547e82","name":"Habit 0-0","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 12:48:15.280"}',NULL,'2026-11-28 12:48:15.280','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7251-9d6d-197e417cf649','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-724f-acf2-a4e6608919a8','habit_check_ins','01a22233-e13b-7250-aab0-505df7a5200a','insert','{"amount":1,"created_at":"2026-11-28 12:48:15.282","day":"2026-11-27","habit_id":"01a22233-e13b-724d-8565-d10a4d547e82","id":"01a22233-e13b-7250-aab0-505df7a5200a","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.282','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7254-9919-5d3931180b53','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7252-bf87-148b816ab267','habit_check_ins','01a22233-e13b-7253-9f7e-a63d0b8e9a45','insert','{"amount":1,"created_at":"2026-11-28 12:48:15.286","day":"2026-11-28","habit_id":"01a22233-e13b-724d-8565-d10a4d547e82","id":"01a22233-e13b-7253-9f7e-a63d0b8e9a45","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.286','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7257-95fb-c8d2b4aab602','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7255-b0b3-67bfbf44f86f','habit_rest_days','01a22233-e13b-7256-a32c-15450804910b','insert','{"created_at":"2026-11-28 12:48:15.288","day":"2026-11-30","habit_id":"01a22233-e13b-724d-8565-d10a4d547e82","id":"01a22233-e13b-7256-a32c-15450804910b","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.288','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-725a-bf1c-2554de88964b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7258-9433-fb16edd03ca9','habits','01a22233-e13b-7259-bb2f-c7e64d2f58a6','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 12:48:15.291","emoji":"","id":"01a22233-e13b-7259-bb2f-c7e64d2f58a6","name":"Water 0-0","order_key":"a2","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 12:48:15.291"}',NULL,'2026-11-28 12:48:15.291','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-725d-8a2b-f3338616d791','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-725b-90ed-a2603b16e2d2','habit_check_ins','01a22233-e13b-725c-8724-ad793b18ff19','insert','{"amount":4,"created_at":"2026-11-28 12:48:15.293","day":"2026-11-28","habit_id":"01a22233-e13b-7259-bb2f-c7e64d2f58a6","id":"01a22233-e13b-725c-8724-ad793b18ff19","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.293','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7260-a528-7b42f70ca300','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-725e-807f-ee6f14b2162c','lift_sessions','01a22233-e13b-725f-878e-923e70060a78','insert','{"created_at":"2026-11-28 12:48:15.313","day":"2026-11-28","id":"01a22233-e13b-725f-878e-923e70060a78","name":"Workout","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","updated_at":"2026-11-28 12:48:15.313"}',NULL,'2026-11-28 12:48:15.313','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7262-9dd4-c50592e0af1c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-725e-807f-ee6f14b2162c','lift_sets','01a22233-e13b-7261-84f3-6b991fd85ba1','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 12:48:15.313","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22233-e13b-7261-84f3-6b991fd85ba1","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","position":0,"rate_hz":20,"recorded_at":"2026-11-28 12:48:15.313","reps":3,"session_id":"01a22233-e13b-725f-878e-923e70060a78","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 12:48:15.313','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7263-8c12-6190a1a5486b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-725e-807f-ee6f14b2162c','lift_streams','01a22233-e13b-7261-84f3-6b991fd85ba1','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22233-e13b-7261-84f3-6b991fd85ba1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.313','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7266-b67c-861bc30bf87b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7264-a209-a37eb3581ae8','lift_templates','01a22233-e13b-7265-aa77-41abe3bbd129','insert','{"created_at":"2026-11-28 12:48:15.321","goal_reps":8,"id":"01a22233-e13b-7265-aa77-41abe3bbd129","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","sets":3}',NULL,'2026-11-28 12:48:15.321','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7269-ac05-92fd25623a30','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7267-af41-36b0d5559b6e','lift_defaults','01a22233-e13b-7268-86a7-d77a2418e421','insert','{"id":"01a22233-e13b-7268-86a7-d77a2418e421","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 12:48:15.323","velocity_loss_target":25}',NULL,'2026-11-28 12:48:15.323','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-726c-a20b-a769bfab96db','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-726b-b260-7cb59fc0efed','day_photos','01a22233-e13b-726a-aaec-f12d41fd48dd','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 12:48:15.325","day":"2026-11-28","id":"01a22233-e13b-726a-aaec-f12d41fd48dd","kind":"png","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.326','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-726f-888d-75d81d765758','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-726d-b263-8735bd219ffd','journal_entries','01a22233-e13b-726e-862d-8a8cc5119f01','insert','{"created_at":"2026-11-28 12:48:15.329","day":"2026-11-28","id":"01a22233-e13b-726e-862d-8a8cc5119f01","location":"Berlin","mood":"happy","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 12:48:15.329","written_at":"2026-11-28 12:48:15.329"}',NULL,'2026-11-28 12:48:15.329','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7272-bd3b-90c997b019d4','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7270-a95d-b15d396c932b','journal_entries','01a22233-e13b-7271-a9e3-f0647ec4a924','insert','{"created_at":"2026-11-28 12:48:15.332","day":"2025-11-28","id":"01a22233-e13b-7271-a9e3-f0647ec4a924","location":null,"mood":null,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 12:48:15.332","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 12:48:15.332','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7275-9f48-22113af636d9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7274-9a67-cffa9afad152','day_photos','01a22233-e13b-7273-ad8f-5be1efcabba7','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 12:48:15.347","day":"2026-11-28","id":"01a22233-e13b-7273-ad8f-5be1efcabba7","kind":"png","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809"}',NULL,'2026-11-28 12:48:15.349','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7277-9ef7-3565a76683a3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7274-9a67-cffa9afad152','journal_photos','01a22233-e13b-7276-a8cc-7c6e9c67a2dc','insert','{"entry_id":"01a22233-e13b-726e-862d-8a8cc5119f01","id":"01a22233-e13b-7276-a8cc-7c6e9c67a2dc","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","photo_id":"01a22233-e13b-7273-ad8f-5be1efcabba7","source_id":null}',NULL,'2026-11-28 12:48:15.349','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-727a-a5bd-fc1749ed2486','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7278-b8ce-04151d850d2a','runbooks','01a22233-e13b-7279-a63d-a252abce7061','insert','{"created_at":"2026-11-28 12:48:15.352","id":"01a22233-e13b-7279-a63d-a252abce7061","name":"When I''m anxious","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","updated_at":"2026-11-28 12:48:15.352","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 12:48:15.352','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-727c-995e-5ec1686fb8d5','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7278-b8ce-04151d850d2a','runbook_steps','01a22233-e13b-727b-b442-60d082af60ac','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 12:48:15.352","id":"01a22233-e13b-727b-b442-60d082af60ac","kind":"text","order_key":"a1","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","runbook_id":"01a22233-e13b-7279-a63d-a252abce7061","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 12:48:15.352"}',NULL,'2026-11-28 12:48:15.352','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-727e-871d-bbda9c30ea27','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7278-b8ce-04151d850d2a','runbook_steps','01a22233-e13b-727d-b660-72f3c5095687','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 12:48:15.352","id":"01a22233-e13b-727d-b660-72f3c5095687","kind":"breathing","order_key":"a2","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","runbook_id":"01a22233-e13b-7279-a63d-a252abce7061","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 12:48:15.352"}',NULL,'2026-11-28 12:48:15.352','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7280-9e59-ab900252f3cb','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7278-b8ce-04151d850d2a','runbook_steps','01a22233-e13b-727f-a40a-3928e7d1a7a2','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 12:48:15.352","id":"01a22233-e13b-727f-a40a-3928e7d1a7a2","kind":"grounding","order_key":"a3","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","runbook_id":"01a22233-e13b-7279-a63d-a252abce7061","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 12:48:15.352"}',NULL,'2026-11-28 12:48:15.352','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7282-9912-96f0e8c1209b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7278-b8ce-04151d850d2a','runbook_steps','01a22233-e13b-7281-91a2-fc0b1a5bc8ca','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 12:48:15.352","id":"01a22233-e13b-7281-91a2-fc0b1a5bc8ca","kind":"text","order_key":"a4","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","runbook_id":"01a22233-e13b-7279-a63d-a252abce7061","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 12:48:15.352"}',NULL,'2026-11-28 12:48:15.352','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7284-a4fc-efa07a534bc7','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7278-b8ce-04151d850d2a','runbook_steps','01a22233-e13b-7283-9235-6d4a867fa149','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 12:48:15.352","id":"01a22233-e13b-7283-9235-6d4a867fa149","kind":"contact","order_key":"a5","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","runbook_id":"01a22233-e13b-7279-a63d-a252abce7061","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 12:48:15.352"}',NULL,'2026-11-28 12:48:15.352','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7287-8135-168de75394b1','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7285-9418-c302f3ac50a9','runbook_contacts','01a22233-e13b-7286-b71d-d262f06f4ae0','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 12:48:15.362","id":"01a22233-e13b-7286-b71d-d262f06f4ae0","name":"Contact 0-0","note":"friend","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","phone":"030 0","updated_at":"2026-11-28 12:48:15.362"}',NULL,'2026-11-28 12:48:15.362','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-728a-bde9-5c3294688bb9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7288-8410-9f569a70c417','runbook_steps','01a22233-e13b-7289-9443-944c055cf3bd','insert','{"breathing":null,"contact_id":"01a22233-e13b-7286-b71d-d262f06f4ae0","created_at":"2026-11-28 12:48:15.364","id":"01a22233-e13b-7289-9443-944c055cf3bd","kind":"contact","order_key":"a6","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","runbook_id":"01a22233-e13b-7279-a63d-a252abce7061","text":"Call 0-0","updated_at":"2026-11-28 12:48:15.364"}',NULL,'2026-11-28 12:48:15.364','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-728d-89b1-9974e3aaf1d3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-728b-b440-88be5fc001d5','runbook_uses','01a22233-e13b-728c-8cfd-bb2d69a3596e','insert','{"created_at":"2026-11-28 12:48:15.366","feeling_after":"meh","feeling_before":"sad","id":"01a22233-e13b-728c-8cfd-bb2d69a3596e","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","runbook_id":"01a22233-e13b-7279-a63d-a252abce7061","steps_done":"[\"01a22233-e13b-7289-9443-944c055cf3bd\"]","used_at":"2026-11-28 12:48:15.366"}',NULL,'2026-11-28 12:48:15.366','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7290-a5d5-72f95469fdd5','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-728e-9afe-8a6cda48f24b','pacts','01a22233-e13b-728f-9624-fdd685902dfb','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 12:48:15.368","delay_hours":24,"id":"01a22233-e13b-728f-9624-fdd685902dfb","kind":"price","link_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","link_kind":"goal","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 12:48:15.368"}',NULL,'2026-11-28 12:48:15.368','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7293-9654-212b5c07af9e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7291-a138-0dbfbdd2ad37','pact_marks','01a22233-e13b-7292-908e-77404489aa57','insert','{"created_at":"2026-11-28 12:48:15.371","day":"2026-11-28","id":"01a22233-e13b-7292-908e-77404489aa57","kept":1,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","pact_id":"01a22233-e13b-728f-9624-fdd685902dfb","reason":"Reason 0-0"}',NULL,'2026-11-28 12:48:15.371','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7295-b94f-b5c7b3070e59','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7294-b824-a6a3bbe1eb63','pacts','01a22233-e13b-728f-9624-fdd685902dfb','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 12:48:15.368","delay_hours":24,"id":"01a22233-e13b-728f-9624-fdd685902dfb","kind":"price","link_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","link_kind":"goal","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","pending_amount":"1","pending_at":"2026-11-29 12:48:15.375","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22233-e13b-724d-8565-d10a4d547e82","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 12:48:15.375"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 12:48:15.368","delay_hours":24,"id":"01a22233-e13b-728f-9624-fdd685902dfb","kind":"price","link_id":"01a22232-f6a9-7173-a9fa-cf7746d323f1","link_kind":"goal","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 12:48:15.368"}','2026-11-28 12:48:15.375','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-7298-a4a4-cb1881e76ccf','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7296-8a76-bef7561c0bdb','pacts','01a22233-e13b-7297-8f93-1fabb1053014','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 12:48:15.381","delay_hours":168,"id":"01a22233-e13b-7297-8f93-1fabb1053014","kind":"effort","link_id":"01a22233-e13b-71e3-804b-82bdb8764773","link_kind":"block","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 12:48:15.381"}',NULL,'2026-11-28 12:48:15.381','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-729b-af4a-691305f723ea','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7299-a0e3-84157543f2e9','practice_sessions','01a22233-e13b-729a-a822-1e2ad3370de8','insert','{"created_at":"2026-11-28 12:48:15.382","feeling":"happy","id":"01a22233-e13b-729a-a822-1e2ad3370de8","minutes":10,"note":"Sat 0-0","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","started_at":"2026-11-28 12:38:15.382"}',NULL,'2026-11-28 12:48:15.382','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-729f-97be-c5c33024af9f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-729d-85c6-55d3c29a977d','runbook_settings','01a22233-e13b-729e-83cf-c7ad5d432c4e','insert','{"emergency_number":"112","id":"01a22233-e13b-729e-83cf-c7ad5d432c4e","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","updated_at":"2026-11-28 12:48:15.391"}',NULL,'2026-11-28 12:48:15.391','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72a2-81aa-5bcb00bfdefe','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72a0-ba1c-270587bc74c5','journal_entries','01a22233-e13b-72a1-86a2-e5063a84a8b6','insert','{"created_at":"2026-11-28 12:48:15.395","day":"2026-11-28","id":"01a22233-e13b-72a1-86a2-e5063a84a8b6","location":null,"mood":null,"owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 12:48:15.395","written_at":"2026-11-28 12:48:15.395"}',NULL,'2026-11-28 12:48:15.395','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72a6-9fc8-b744061dfadb','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72a4-ad79-061e95d56b7c','health_sources','01a22233-e13b-72a5-809b-cda34f56d662','insert','{"id":"01a22233-e13b-72a5-809b-cda34f56d662","name":"Shape Watch 0","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","position":null}',NULL,'2026-11-28 12:48:15.414','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72a8-817f-e4929c86cc43','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72a4-ad79-061e95d56b7c','health_sources','01a22233-e13b-72a7-9429-02d1db8dc967','insert','{"id":"01a22233-e13b-72a7-9429-02d1db8dc967","name":"Shape iPhone","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","position":null}',NULL,'2026-11-28 12:48:15.414','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72ab-ac3b-2d7b0ebe5d28','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72a4-ad79-061e95d56b7c','food_events','01a22233-e13b-72aa-9436-df1dee116119','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a22233-e13b-72aa-9436-df1dee116119","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","recorded_at":"2026-11-28 12:48:15.414","refers_to":null}',NULL,'2026-11-28 12:48:15.414','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72ad-8f0a-981c48126a4c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72a4-ad79-061e95d56b7c','food_events','01a22233-e13b-72ac-b3bc-823dc8dcc538','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a22233-e13b-72ac-b3bc-823dc8dcc538","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","recorded_at":"2026-11-28 12:48:15.414","refers_to":null}',NULL,'2026-11-28 12:48:15.414','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72ae-90e3-f1c78a7e3171','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72a4-ad79-061e95d56b7c','health_days','01a22233-e13b-72a9-84dd-4536b6c79869','insert','{"active_event_id":"01a22233-e13b-72aa-9436-df1dee116119","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22233-e13b-72a9-84dd-4536b6c79869","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 12:48:15.414","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a22233-e13b-72ac-b3bc-823dc8dcc538","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 12:48:15.414','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72b0-90df-ca1525eb5477','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72a4-ad79-061e95d56b7c','health_imports','01a22233-e13b-72af-85c0-2c635d6c199c','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a22233-e13b-72af-85c0-2c635d6c199c","imported_at":"2026-11-28 12:48:15.414","last_day":"2026-11-26","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","records":3}',NULL,'2026-11-28 12:48:15.414','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22233-e13b-72b3-873b-abcd1f303a17','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b1-a82f-858273c25df7','calendars','01a22233-e13b-72b2-8054-84d824a06aa8','insert','{"color":"#5b6ee1","created_at":"2026-11-28 12:48:15.431","etag":null,"fetched_at":"2026-11-28 12:48:15.431","file_name":"work-0.ics","id":"01a22233-e13b-72b2-8054-84d824a06aa8","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22232-f657-7074-a8c5-1124d20f3809","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 12:48:15.431','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22233-e13b-7203-9719-8fd166e0d4db','01a22232-f657-7074-a8c5-1124d20f3809','List 0-0',NULL,NULL,0,'a1','2026-11-28 12:48:15.142',NULL);
INSERT INTO "task_lists" VALUES('01a22233-e13b-7220-80c2-1f3db5e0961d','01a22232-f657-7074-a8c5-1124d20f3809','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 12:48:15.224','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22233-e13b-7206-9185-531c32554d37','01a22232-f657-7074-a8c5-1124d20f3809','Task 0-0','','01a22233-e13b-7203-9719-8fd166e0d4db','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a22232-f6a9-7173-a9fa-cf7746d323f1','01a22232-f6a6-71d6-be87-97ac47b7bf25','a1','a1','2026-11-28 12:48:15.146','2026-11-28 12:48:15.146',NULL,NULL);
INSERT INTO "tasks" VALUES('01a22233-e13b-7217-b00a-8c1ddb2dd3d7','01a22232-f657-7074-a8c5-1124d20f3809','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 12:48:15.200','2026-11-28 12:48:15.200',NULL,NULL);
INSERT INTO "tasks" VALUES('01a22233-e13b-721d-8013-035f0973e325','01a22232-f657-7074-a8c5-1124d20f3809','Headed 0-0','','01a22233-e13b-7203-9719-8fd166e0d4db',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 12:48:15.214','2026-11-28 12:48:15.214',NULL,'01a22233-e13b-721a-82bd-72dca134cc71');
INSERT INTO "tasks" VALUES('01a22233-e13b-7221-b1b6-d744a8011d24','01a22232-f657-7074-a8c5-1124d20f3809','Imported 0-0','','01a22233-e13b-7220-80c2-1f3db5e0961d',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 12:48:15.224','2026-11-28 12:48:15.224','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a22233-e13b-7208-a62c-2b0b53118ac8','01a22232-f657-7074-a8c5-1124d20f3809','errand');
INSERT INTO "task_tag_links" VALUES('01a22233-e13b-720a-bbb4-639ce280f133','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7206-9185-531c32554d37','01a22233-e13b-7208-a62c-2b0b53118ac8');
INSERT INTO "task_tag_links" VALUES('01a22233-e13b-7222-a029-3664992c0bae','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7221-b1b6-d744a8011d24','01a22233-e13b-7208-a62c-2b0b53118ac8');
INSERT INTO "task_checklist_items" VALUES('01a22233-e13b-720c-9ea9-b284c1cce9ca','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7206-9185-531c32554d37','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22233-e13b-7206-9185-531c32554d37','01a22232-f657-7074-a8c5-1124d20f3809','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22233-e13b-7217-b00a-8c1ddb2dd3d7','01a22232-f657-7074-a8c5-1124d20f3809','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22233-e13b-721d-8013-035f0973e325','01a22232-f657-7074-a8c5-1124d20f3809','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22233-e13b-7221-b1b6-d744a8011d24','01a22232-f657-7074-a8c5-1124d20f3809','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22233-e13b-7246-85fd-61f5b8ab03f0','01a22232-f657-7074-a8c5-1124d20f3809','Comparison 0-0','metric','100 ml','2026-11-28 12:48:15.275','2026-11-28 12:48:15.275');
INSERT INTO "price_products" VALUES('01a22233-e13b-7248-974c-765445b1e787','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7246-85fd-61f5b8ab03f0',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22233-e13b-724a-b3f3-4745c9a6b7f2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7246-85fd-61f5b8ab03f0',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22233-e13b-7227-8774-3bd1ddfbeb0e','01a22232-f657-7074-a8c5-1124d20f3809','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 12:48:15.239');
INSERT INTO "timeline_events" VALUES('01a22233-e13b-722a-a94c-3c6caf8262f9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7227-8774-3bd1ddfbeb0e','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 12:48:15.242','2026-11-28 12:48:15.242');
INSERT INTO "timeline_events" VALUES('01a22233-e13b-722d-9f88-46340f45a95c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7227-8774-3bd1ddfbeb0e','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 12:48:15.249','2026-11-28 12:48:15.249');
INSERT INTO "timeline_queries" VALUES('01a22233-e13b-7230-8103-513cd99635e2','01a22232-f657-7074-a8c5-1124d20f3809','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 12:48:15.255');
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
INSERT INTO "custom_foods" VALUES('01a22233-e13b-723d-8a0c-d488c3cb588a','01a22232-f657-7074-a8c5-1124d20f3809','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 12:48:15.269','2026-11-28 12:48:15.269');
INSERT INTO "recipes" VALUES('01a22233-e13b-7236-addd-38c77eb14912','01a22232-f657-7074-a8c5-1124d20f3809','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 12:48:15.263','2026-11-28 12:48:15.263');
INSERT INTO "recipe_ingredients" VALUES('01a22233-e13b-7238-9d03-08529183113f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7236-addd-38c77eb14912','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22233-e13b-723a-80d1-043e250c66e9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7236-addd-38c77eb14912','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22233-e13b-7233-a759-db7425e6de90','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:48:15.258','2026-11-28 12:48:15.258','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a22233-e13b-7240-8183-948ea7726420','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:48:15.271','2026-11-28 12:48:15.271','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a22233-e13b-7243-babe-70570d7d78b1','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:48:15.273','2026-11-28 12:48:15.273','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a22233-e13b-72aa-9436-df1dee116119','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-26 11:00:00.000','2026-11-28 12:48:15.414','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a22233-e13b-72ac-b3bc-823dc8dcc538','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-26 11:00:00.000','2026-11-28 12:48:15.414','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a22232-f6a3-709d-a341-f09193c94f91','01a22232-f657-7074-a8c5-1124d20f3809','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22233-e13b-720f-9150-6d42c686eab5','01a22232-f657-7074-a8c5-1124d20f3809','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22232-f6a6-71d6-be87-97ac47b7bf25','01a22232-f657-7074-a8c5-1124d20f3809','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 12:48:15.014');
INSERT INTO "weeks" VALUES('01a22232-f671-7003-908b-1fd328d75e76','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 12:48:14.961');
INSERT INTO "weeks" VALUES('01a22233-e13b-71fe-9f60-ca0845cf6366','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22232-f6a9-7173-a9fa-cf7746d323f1','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f671-7003-908b-1fd328d75e76','01a22232-f6a6-71d6-be87-97ac47b7bf25','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 12:48:15.017');
INSERT INTO "weekly_goals" VALUES('01a22233-e13b-7200-874c-aaa733868d11','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71fe-9f60-ca0845cf6366','01a22232-f6a6-71d6-be87-97ac47b7bf25','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 12:48:15.135');
INSERT INTO "retrospectives" VALUES('01a22232-f697-7144-8bee-1c06023d2dd5','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f671-7003-908b-1fd328d75e76','Focus','Sleep','2026-11-28 12:48:14.999');
INSERT INTO "action_items" VALUES('01a22233-e13b-71e0-8e5a-475a299c2038','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f671-7003-908b-1fd328d75e76','Action 0-0',0,'2026-11-28 12:48:15.078');
INSERT INTO "intentions" VALUES('01a22232-f6ad-71e6-924a-5b2ff73ebfd8','01a22232-f657-7074-a8c5-1124d20f3809','Intention 0-0',25,'01a22232-f6a9-7173-a9fa-cf7746d323f1','01a22232-f6a6-71d6-be87-97ac47b7bf25','2026-11-28 12:48:15.021','2026-11-28 13:13:15.021','endedEarly','2026-11-28 12:48:15.047',NULL,'[]','happy','2026-11-28 12:49:15.067',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a22233-e13b-71e6-b48d-44daeb9fece6','01a22232-f657-7074-a8c5-1124d20f3809','Block 0-0',45,'01a22232-f6a9-7173-a9fa-cf7746d323f1','01a22232-f6a6-71d6-be87-97ac47b7bf25','2026-11-28 12:48:15.094','2026-11-28 13:33:15.094','endedEarly','2026-11-28 12:48:15.099',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22233-e13b-71e3-804b-82bdb8764773',NULL);
INSERT INTO "intentions" VALUES('01a22233-e13b-7212-8319-4c723519894c','01a22232-f657-7074-a8c5-1124d20f3809','Task 0-0',15,'01a22232-f6a9-7173-a9fa-cf7746d323f1','01a22232-f6a6-71d6-be87-97ac47b7bf25','2026-11-28 12:48:15.179','2026-11-28 13:03:15.179','endedEarly','2026-11-28 12:48:15.193',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22233-e13b-7206-9185-531c32554d37');
INSERT INTO "distractions" VALUES('01a22232-f6c0-71de-97b9-1509a64f1d38','01a22232-f657-7074-a8c5-1124d20f3809','01a22232-f6ad-71e6-924a-5b2ff73ebfd8','internal',NULL,'2026-11-28 12:48:15.040',1);
INSERT INTO "standups" VALUES('01a22232-f68f-700a-a8a6-306b40bd54a0','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 12:48:14.991');
INSERT INTO "day_photos" VALUES('01a22233-e13b-726a-aaec-f12d41fd48dd','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28','png',64,'Photo 0-0','2026-11-28 12:48:15.325');
INSERT INTO "day_photos" VALUES('01a22233-e13b-7273-ad8f-5be1efcabba7','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28','png',64,'Journal 0-0','2026-11-28 12:48:15.347');
INSERT INTO "security_events" VALUES('01a22232-f657-7075-888b-8adc6b00c50c','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:48:14.935','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22233-e13b-725f-878e-923e70060a78','01a22232-f657-7074-a8c5-1124d20f3809','Workout','2026-11-28','2026-11-28 12:48:15.313','2026-11-28 12:48:15.313');
INSERT INTO "lift_sets" VALUES('01a22233-e13b-7261-84f3-6b991fd85ba1','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-725f-878e-923e70060a78',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 12:48:15.313','2026-11-28 12:48:15.313');
INSERT INTO "lift_streams" VALUES('01a22233-e13b-7261-84f3-6b991fd85ba1','01a22232-f657-7074-a8c5-1124d20f3809','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22233-e13b-7265-aa77-41abe3bbd129','01a22232-f657-7074-a8c5-1124d20f3809','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 12:48:15.321');
INSERT INTO "journal_entries" VALUES('01a22233-e13b-726e-862d-8a8cc5119f01','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:48:15.329','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 12:48:15.329','2026-11-28 12:48:15.329');
INSERT INTO "journal_entries" VALUES('01a22233-e13b-7271-a9e3-f0647ec4a924','01a22232-f657-7074-a8c5-1124d20f3809','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 12:48:15.332','2026-11-28 12:48:15.332');
INSERT INTO "journal_entries" VALUES('01a22233-e13b-72a1-86a2-e5063a84a8b6','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:48:15.395','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 12:48:15.395','2026-11-28 12:48:15.395');
INSERT INTO "journal_photos" VALUES('01a22233-e13b-7276-a8cc-7c6e9c67a2dc','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-726e-862d-8a8cc5119f01','01a22233-e13b-7273-ad8f-5be1efcabba7',NULL);
INSERT INTO "journal_drafts" VALUES('01a22233-e13b-72a3-a549-a4f1e5242544','01a22232-f657-7074-a8c5-1124d20f3809',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T12:48:15.403Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 12:48:15.403');
INSERT INTO "journal_search" VALUES('01a22233-e13b-726e-862d-8a8cc5119f01','01a22232-f657-7074-a8c5-1124d20f3809','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22233-e13b-7271-a9e3-f0647ec4a924','01a22232-f657-7074-a8c5-1124d20f3809','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22233-e13b-72a1-86a2-e5063a84a8b6','01a22232-f657-7074-a8c5-1124d20f3809','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22233-e13b-724d-8565-d10a4d547e82','01a22232-f657-7074-a8c5-1124d20f3809','Habit 0-0','📚',NULL,'01a22232-f6a6-71d6-be87-97ac47b7bf25','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 12:48:15.280','2026-11-28 12:48:15.280');
INSERT INTO "habits" VALUES('01a22233-e13b-7259-bb2f-c7e64d2f58a6','01a22232-f657-7074-a8c5-1124d20f3809','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 12:48:15.291','2026-11-28 12:48:15.291');
INSERT INTO "habit_check_ins" VALUES('01a22233-e13b-7250-aab0-505df7a5200a','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-724d-8565-d10a4d547e82','2026-11-27',1.0,'2026-11-28 12:48:15.282');
INSERT INTO "habit_check_ins" VALUES('01a22233-e13b-7253-9f7e-a63d0b8e9a45','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-724d-8565-d10a4d547e82','2026-11-28',1.0,'2026-11-28 12:48:15.286');
INSERT INTO "habit_check_ins" VALUES('01a22233-e13b-725c-8724-ad793b18ff19','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7259-bb2f-c7e64d2f58a6','2026-11-28',4.0,'2026-11-28 12:48:15.293');
INSERT INTO "habit_rest_days" VALUES('01a22233-e13b-7256-a32c-15450804910b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-724d-8565-d10a4d547e82','2026-11-30','2026-11-28 12:48:15.288');
INSERT INTO "health_days" VALUES('01a22233-e13b-72a9-84dd-4536b6c79869','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22233-e13b-72aa-9436-df1dee116119',NULL,'01a22233-e13b-72ac-b3bc-823dc8dcc538','2026-11-28 12:48:15.414');
INSERT INTO "health_sources" VALUES('01a22233-e13b-72a5-809b-cda34f56d662','01a22232-f657-7074-a8c5-1124d20f3809','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22233-e13b-72a7-9429-02d1db8dc967','01a22232-f657-7074-a8c5-1124d20f3809','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22233-e13b-72af-85c0-2c635d6c199c','01a22232-f657-7074-a8c5-1124d20f3809','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 12:48:15.414');
INSERT INTO "lift_defaults" VALUES('01a22233-e13b-7268-86a7-d77a2418e421','01a22232-f657-7074-a8c5-1124d20f3809','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 12:48:15.323');
INSERT INTO "plan_blocks" VALUES('01a22233-e13b-71e3-804b-82bdb8764773','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28',375,45,'Block 0-0','01a22232-f6a9-7173-a9fa-cf7746d323f1','01a22232-f6a6-71d6-be87-97ac47b7bf25',NULL,NULL,NULL,NULL,'2026-11-28 12:48:15.081','2026-11-28 12:48:15.081');
INSERT INTO "plan_blocks" VALUES('01a22233-e13b-71eb-8cb7-1a71a78f1a37','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28',375,45,'Area block 0-0',NULL,'01a22232-f6a6-71d6-be87-97ac47b7bf25',NULL,NULL,NULL,NULL,'2026-11-28 12:48:15.105','2026-11-28 12:48:15.108');
INSERT INTO "plan_blocks" VALUES('01a22233-e13b-71f2-80b5-2ccadda5ebec','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-27',375,15,'Missed block 0-0',NULL,'01a22232-f6a6-71d6-be87-97ac47b7bf25',NULL,'backToList','internal','2026-11-28 12:48:15.123','2026-11-28 12:48:15.121','2026-11-28 12:48:15.121');
INSERT INTO "plan_block_versions" VALUES('01a22233-e13b-71ee-8c82-83abd10970e1','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-71eb-8cb7-1a71a78f1a37','2026-11-28',375,30,'Area block 0-0','01a22232-f6a6-71d6-be87-97ac47b7bf25','moved','Longer than planned','2026-11-28 12:48:15.108');
INSERT INTO "calendars" VALUES('01a22233-e13b-72b2-8054-84d824a06aa8','01a22232-f657-7074-a8c5-1124d20f3809','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 12:48:15.431',NULL,'2026-11-28 12:48:15.431');
INSERT INTO "calendar_expansions" VALUES('01a22233-e13b-72b2-8054-84d824a06aa8','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:48:15.431','2026-10-03 12:48:15.426','2027-05-29 12:48:15.426','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72b4-928c-7f84d677b785','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72b5-9020-5d210b18fa23','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72b6-93cf-8c65710471f9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72b7-b75a-25bd04d90f7b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72b8-960f-4f7206f43121','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72b9-962c-882ff64d33fa','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ba-ac27-65b1a045d078','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72bb-b0df-3fe2ee970245','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72bc-8546-ed87c0f72436','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72bd-90c5-a2e1a435f6c5','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72be-b591-89c71ea58142','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72bf-9acb-7a79c0037f6e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c0-b39f-0d59bee54503','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c1-ac6c-1d18f955152c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c2-b0cd-87383535af12','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c3-8ec7-552a3ef7f13d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c4-9e56-d2d29dd514e0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c5-9e8b-47955694a581','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c6-aea9-30e8bdde7d14','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c7-8fd5-22bbaac215e4','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c8-bd5f-e5167f923e25','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72c9-bfdf-515aaf7f088b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ca-b39c-3f8040e02c39','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72cb-aa0b-b8f3c3eb1f42','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72cc-a2ca-3efa6eedc397','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72cd-b59f-47c9a8e43d42','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ce-bcea-a85ec54ad516','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72cf-8d19-66719e9b4039','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d0-9fe2-a64737b23e7e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d1-b3e1-02e0fa39a8ab','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d2-91d3-2d1a4952e81b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d3-8ce1-7d73e9cc908a','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d4-8c38-a67eddc9b0fe','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d5-9b9b-4bc428f08f46','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d6-bb10-04865001fcb1','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d7-b41a-53890ebf29d7','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d8-a599-e3ea41092552','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72d9-a799-a623a7890369','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72da-a7e2-6e4acd9053c2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72db-94e3-041e015e2040','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72dc-aed3-1f00d43a754f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72dd-afbe-88ddff4747e2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72de-a44e-2e1e9f24fe06','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72df-a4d7-aa043e2a36bf','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e0-a54f-67da1daa5335','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e1-9f46-9ea5ee7e8f82','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e2-80a0-2e353a5a576b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e3-bed4-2fb34ef19924','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e4-a675-19c5a0a3e645','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e5-87b4-dee9413c4164','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e6-b2d3-f2c854a0df51','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e7-8d06-35e10a2e3247','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e8-b701-091ec25e94f0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72e9-8fa8-a0db813e3ac0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ea-bdce-844090323971','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72eb-b8c0-925775a80504','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ec-8e50-762f8405c822','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ed-a23b-498b920535dc','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ee-984f-45a6e8fe7bda','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ef-9f21-45ac5e23b94e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f0-96dd-2a2bdcc4777c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f1-82cd-a4697ab69c1d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f2-98bb-c275ce732750','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f3-b4d2-e795d226f6bd','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f4-b629-4ad522ac1798','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f5-a98b-6c0af59e78cb','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f6-8d62-8d354f4d94ad','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f7-ad97-8b19550dc095','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f8-b0f9-adcaab406c9c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72f9-9198-c62ac3ff42ec','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72fa-80cc-7e3f2e79da93','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72fb-8080-e5f3862f6ad2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72fc-88ca-1457c083891c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72fd-bf69-009eeba4cc9c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72fe-ac75-d7aebb2b2f20','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-72ff-829b-fb9a0ea44246','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7300-b940-32619f6f5534','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7301-8f58-04571eca56d0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7302-a475-46986b81aa80','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7303-bd1f-72085868dbdb','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7304-9e14-dae2584a6da5','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7305-89d3-5d28c3156574','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7306-bade-fd1fec8f277b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7307-bb67-95fed6af087b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7308-895e-4363454d6ca8','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7309-82f5-84c413231203','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-730a-8f70-042663aa5fe9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-730b-b2cd-126854d9e769','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-730c-b500-7b778da32d30','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-730d-9056-f377fb3f0bee','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-730e-ad54-e8c4c5ff6f26','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-730f-a596-41599417064e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7310-b9fa-d1e6b3d1bda3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7311-8ed6-5312a3a11bb1','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7312-9af5-1f4a0b9b7a8d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7313-b80c-0d51aeede708','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7314-a7ff-46bdc1bd30df','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7315-a25d-122cfadac76b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7316-878e-800552e24d13','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7317-b269-e74fb1927c30','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7318-a6a1-58ac783e6fdc','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7319-b6de-9b7444ad9541','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-731a-83a1-6c877051e685','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-731b-b84e-d10ca2920a21','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-731c-a0a2-15e953eb03e9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-731d-9629-d35dcd12f5d2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-731e-ab33-9d9edfad844c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-731f-8919-f73f9321e8c8','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7320-afef-66b29c2a12d3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7321-bc60-12f192398690','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7322-ba94-74b7e972bc89','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7323-8484-d81c18877d9e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7324-add5-f7a81f8f71db','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7325-b27e-b6beed2b1f9e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7326-a88e-3025b7fef820','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7327-b9ce-890e8bb9626f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7328-8100-66188f0fc781','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7329-a46d-1b4335664392','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-732a-8edb-6d8619d455c1','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-732b-b48e-09bfb89f7d77','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-732c-aacf-179b11fd1db9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-732d-a921-85e95a672d5b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-732e-b939-10540152a7c6','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-732f-9dcc-46bcc72d0da9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7330-b0b3-60854f738662','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7331-8e78-68b5a8b3f789','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7332-b2fd-396555914b9d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7333-a50a-ce004c4c3817','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7334-83da-c8dad6b87c4d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7335-9672-0752472884c0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7336-a82e-6d3f71619d48','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7337-8a03-8c51d2d1b00d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7338-a280-b7dcba20eb2c','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7339-a070-254db46dd14e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-733a-bd8f-4081ad17ad0b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-733b-a9e8-6ef97d9d00ae','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-733c-9d54-a8fd62d5efa6','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-733d-92b7-3b43c65ee587','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-733e-8d01-181f56a412b3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-733f-bea5-3d2ec2150d7b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7340-80a1-01efab2fa9a1','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7341-84f9-d3f61407e6c7','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7342-a800-34ec56aecbc9','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7343-a214-a0c2ba1d7a32','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7344-82ae-c8202b8b97a0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7345-acd4-589736fdc822','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7346-846f-15bce26c3af7','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7347-b62d-0f73da433f70','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7348-a1a9-0f7da5f252c0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7349-9bfa-63e7d92a1204','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-734a-a46f-8a04a91bceb3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-734b-99ef-e0b04f79d069','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-734c-8814-f094eea2a6c7','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-734d-b2c5-512db5632893','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-734e-a4aa-91019cf96609','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-734f-a127-f7e76eedc8a3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7350-ac3f-c2843c1ed840','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7351-8dd1-6b071409d247','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7352-883a-4a736c12b930','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7353-92e9-e2c8a4ce2451','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7354-8cf4-bd91e40448c7','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7355-b04b-cfac541cd7ab','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7356-b042-5472e9b5a1e2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7357-aaf6-97ff2b1a8d0f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7358-9882-16d5e2e506c4','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7359-b232-82511201727d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-735a-bbe6-ed492a3b1508','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-735b-b4c3-6837949d7478','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-735c-9303-eef6bda8d078','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-735d-8150-ee72095de744','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-735e-a6ef-645d8ff0c123','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-735f-8149-748698cc0d2f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7360-a734-231a14ea4a19','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7361-b5b5-35812ce4062b','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7362-a452-0557795f2b39','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7363-853b-8bedb1b4c266','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7364-a31e-8088b00d3458','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7365-ba48-d77d8f2380c6','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7366-9382-3d4894ad20a7','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7367-9796-280d2e5d3b1d','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7368-b43e-35d4c8a41b77','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7369-aa36-64d1603805c0','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-736a-8517-2189c85fe939','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-736b-b626-74076c46383f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-736c-982f-1595cb2c0780','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-736d-9b22-bc2eb4bef349','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-736e-a297-ac27fa675c73','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-736f-9d76-a8c76b4a8e0e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7370-8d8c-4f2fab5e9dc3','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7371-9380-b10462058744','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7372-adf1-20ccd6d8486f','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7373-92c3-c684f539c026','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7374-8f32-12f8e43f68db','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22233-e13b-7375-ba84-6f14b33f8a53','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-72b2-8054-84d824a06aa8','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a22233-e13b-7279-a63d-a252abce7061','01a22232-f657-7074-a8c5-1124d20f3809','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 12:48:15.352','2026-11-28 12:48:15.352');
INSERT INTO "runbook_contacts" VALUES('01a22233-e13b-7286-b71d-d262f06f4ae0','01a22232-f657-7074-a8c5-1124d20f3809','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 12:48:15.362','2026-11-28 12:48:15.362');
INSERT INTO "runbook_steps" VALUES('01a22233-e13b-727b-b442-60d082af60ac','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7279-a63d-a252abce7061','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 12:48:15.352','2026-11-28 12:48:15.352');
INSERT INTO "runbook_steps" VALUES('01a22233-e13b-727d-b660-72f3c5095687','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7279-a63d-a252abce7061','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 12:48:15.352','2026-11-28 12:48:15.352');
INSERT INTO "runbook_steps" VALUES('01a22233-e13b-727f-a40a-3928e7d1a7a2','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7279-a63d-a252abce7061','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 12:48:15.352','2026-11-28 12:48:15.352');
INSERT INTO "runbook_steps" VALUES('01a22233-e13b-7281-91a2-fc0b1a5bc8ca','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7279-a63d-a252abce7061','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 12:48:15.352','2026-11-28 12:48:15.352');
INSERT INTO "runbook_steps" VALUES('01a22233-e13b-7283-9235-6d4a867fa149','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7279-a63d-a252abce7061','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 12:48:15.352','2026-11-28 12:48:15.352');
INSERT INTO "runbook_steps" VALUES('01a22233-e13b-7289-9443-944c055cf3bd','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7279-a63d-a252abce7061','contact','Call 0-0',NULL,'01a22233-e13b-7286-b71d-d262f06f4ae0','a6','2026-11-28 12:48:15.364','2026-11-28 12:48:15.364');
INSERT INTO "runbook_uses" VALUES('01a22233-e13b-728c-8cfd-bb2d69a3596e','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7279-a63d-a252abce7061','2026-11-28 12:48:15.366','sad','meh','["01a22233-e13b-7289-9443-944c055cf3bd"]','2026-11-28 12:48:15.366');
INSERT INTO "runbook_settings" VALUES('01a22233-e13b-729e-83cf-c7ad5d432c4e','01a22232-f657-7074-a8c5-1124d20f3809','112','2026-11-28 12:48:15.391');
INSERT INTO "task_headings" VALUES('01a22233-e13b-721a-82bd-72dca134cc71','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-7203-9719-8fd166e0d4db','Heading 0-0',0,'a1','2026-11-28 12:48:15.210',NULL);
INSERT INTO "pacts" VALUES('01a22233-e13b-728f-9624-fdd685902dfb','01a22232-f657-7074-a8c5-1124d20f3809','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 12:48:15.375','2026-11-28 12:48:15.368','2026-11-28 12:48:15.375','goal','01a22232-f6a9-7173-a9fa-cf7746d323f1','sam@example.org','habit','01a22233-e13b-724d-8565-d10a4d547e82',NULL);
INSERT INTO "pacts" VALUES('01a22233-e13b-7297-8f93-1fabb1053014','01a22232-f657-7074-a8c5-1124d20f3809','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 12:48:15.381','2026-11-28 12:48:15.381','block','01a22233-e13b-71e3-804b-82bdb8764773',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22233-e13b-7292-908e-77404489aa57','01a22232-f657-7074-a8c5-1124d20f3809','01a22233-e13b-728f-9624-fdd685902dfb','2026-11-28',1,'Reason 0-0','2026-11-28 12:48:15.371');
INSERT INTO "practice_sessions" VALUES('01a22233-e13b-729a-a822-1e2ad3370de8','01a22232-f657-7074-a8c5-1124d20f3809','2026-11-28 12:38:15.382',10,'Sat 0-0','2026-11-28 12:48:15.382','happy');
INSERT INTO "plan_feeds" VALUES('01a22233-e13b-729c-b155-9c1a2d6d2ee4','01a22232-f657-7074-a8c5-1124d20f3809',NULL,'c5e028003187c1378e763ed2f47881f4ad2f5257cd05bff4fc51856a8491dc89','2026-11-28 12:48:15.389',NULL,NULL);
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

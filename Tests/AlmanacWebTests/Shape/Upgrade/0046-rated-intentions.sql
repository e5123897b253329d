-- An Almanac database at migration level 0046-rated-intentions (UpgradeTests: written once, never rewritten).
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
INSERT INTO "grdb_migrations" VALUES('0046-rated-intentions');
INSERT INTO "users" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 23:02:40.959','dayMonth');
INSERT INTO "credentials" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','$2b$06$2/GUFJqxrXbKNiHe48HviOfQ872p70KXxDCH9qORbBqBOzhbkoXRe');
INSERT INTO "changes" VALUES('01a2298b-da47-7056-95fe-5d884e5d3aed','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da47-7054-aac9-7c307eff2cb8','weeks','01a2298b-da47-7055-89f8-6ae523fd58b2','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2298b-da47-7055-89f8-6ae523fd58b2","length_days":7,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_day":"2026-11-30","started_at":null}',NULL,'2026-11-29 23:02:40.967','web','Started the week of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298b-da47-7057-94da-f4241f8453b4','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da47-7054-aac9-7c307eff2cb8','weeks','01a2298b-da47-7055-89f8-6ae523fd58b2','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2298b-da47-7055-89f8-6ae523fd58b2","length_days":7,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_day":"2026-11-30","started_at":"2026-11-29 23:02:40.967"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2298b-da47-7055-89f8-6ae523fd58b2","length_days":7,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_day":"2026-11-30","started_at":null}','2026-11-29 23:02:40.967','web','Started the week of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298b-da4f-7187-9ab7-e35b57269e5f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da4f-7185-9fc0-c1eaf81fb804','standups','01a2298b-da4f-7186-93d6-e450da4f675a','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-30","id":"01a2298b-da4f-7186-93d6-e450da4f675a","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","updated_at":"2026-11-29 23:02:40.975"}',NULL,'2026-11-29 23:02:40.975','web','Saved the standup of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298b-da50-7106-879e-de33472e0124','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da50-7104-9736-8acb4ca7cfe9','retrospectives','01a2298b-da50-7105-85be-9eb5480f1cc5','insert','{"id":"01a2298b-da50-7105-85be-9eb5480f1cc5","improve":"Sleep","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","updated_at":"2026-11-29 23:02:40.976","week_id":"01a2298b-da47-7055-89f8-6ae523fd58b2","went_well":"Focus"}',NULL,'2026-11-29 23:02:40.976','web','Saved the retrospective of the week of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298b-da53-71a7-9c6f-8e51c9a9bbe6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da53-71a5-9b46-3323aaf9187f','energy_profiles','01a2298b-da53-71a6-8cd7-e23123768204','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a2298b-da53-71a6-8cd7-e23123768204","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","sex":"female"}',NULL,'2026-11-29 23:02:40.979','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a2298b-da54-7077-b31b-dbff0100a8a6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da54-7075-8512-666528aaa05c','areas','01a2298b-da54-7076-b6b2-831012baa725','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 23:02:40.980","icon":null,"id":"01a2298b-da54-7076-b6b2-831012baa725","name":"Area 0-0","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:40.980','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298b-da58-71d2-b7bf-80340d0b2180','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da58-71d0-af09-d321287b06e2','weekly_goals','01a2298b-da58-71d1-b265-7f1f9e371412','insert','{"added_mid_sprint":1,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","created_at":"2026-11-29 23:02:40.984","estimate_hours":2,"id":"01a2298b-da58-71d1-b265-7f1f9e371412","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a2298b-da47-7055-89f8-6ae523fd58b2"}',NULL,'2026-11-29 23:02:40.984','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298b-da59-7084-91e0-e1e66e90b75a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da59-7082-8baa-83c0beb4d601','intentions','01a2298b-da59-7083-b7cd-bfd9ef9669a6','insert','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":null,"ends_at":"2026-11-29 23:27:40.985","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298b-da59-7083-b7cd-bfd9ef9669a6","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:40.985","started_epoch":1795993360,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 23:02:40.985','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298b-da5c-71ed-9063-b440e79333d5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da5c-71eb-a18d-5abb7f539332','distractions','01a2298b-da5c-71ec-882f-9d802f361e28','insert','{"at":"2026-11-29 23:02:40.988","id":"01a2298b-da5c-71ec-882f-9d802f361e28","intention_id":"01a2298b-da59-7083-b7cd-bfd9ef9669a6","note":null,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 23:02:40.988','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298b-da60-7061-970b-2d0814dfb39d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da60-7060-8c57-b4b8f7322588','intentions','01a2298b-da59-7083-b7cd-bfd9ef9669a6','update','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":"2026-11-29 23:02:40.992","ends_at":"2026-11-29 23:27:40.985","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298b-da59-7083-b7cd-bfd9ef9669a6","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:40.985","started_epoch":1795993360,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":null,"ends_at":"2026-11-29 23:27:40.985","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298b-da59-7083-b7cd-bfd9ef9669a6","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:40.985","started_epoch":1795993360,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 23:02:40.992','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-706b-a7e9-488eb19877e0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-706a-a380-9d6f585efae1','intentions','01a2298b-da59-7083-b7cd-bfd9ef9669a6','update','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":"2026-11-29 23:02:40.992","ends_at":"2026-11-29 23:27:40.985","feeling":"happy","goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298b-da59-7083-b7cd-bfd9ef9669a6","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":25,"rated_at":"2026-11-29 23:03:40.994","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:40.985","started_epoch":1795993360,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":"2026-11-29 23:02:40.992","ends_at":"2026-11-29 23:27:40.985","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298b-da59-7083-b7cd-bfd9ef9669a6","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:40.985","started_epoch":1795993360,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 23:03:40.994','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-706e-b2df-c200e22f324d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-706c-adfe-508f965e2cf1','action_items','01a2298c-c4c1-706d-9ef4-78758192413a','insert','{"created_at":"2026-11-29 23:02:40.998","done":0,"id":"01a2298c-c4c1-706d-9ef4-78758192413a","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","text":"Action 0-0","week_id":"01a2298b-da47-7055-89f8-6ae523fd58b2"}',NULL,'2026-11-29 23:02:40.998','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7071-826a-d8ae2c40106f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-706f-b088-6765624f2ca4','plan_blocks','01a2298c-c4c1-7070-b7f0-28f7f4c29df8','insert','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","cause":null,"created_at":"2026-11-29 23:02:40.999","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-7070-b7f0-28f7f4c29df8","minutes":45,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 23:02:40.999"}',NULL,'2026-11-29 23:02:40.999','web','Planned “Block 0-0” on 2026-11-30 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7074-beac-909fa9ed8aac','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7072-a8e9-4c09e68682ad','intentions','01a2298c-c4c1-7073-a08b-1067dadfcf90','insert','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":"01a2298c-c4c1-7070-b7f0-28f7f4c29df8","ended_at":null,"ends_at":"2026-11-29 23:47:41.000","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-7073-a08b-1067dadfcf90","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:41.000","started_epoch":1795993361,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 23:02:41.000','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7076-83c0-d32291ebda9a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7075-aa20-3c7c40d9718c','intentions','01a2298c-c4c1-7073-a08b-1067dadfcf90','update','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":"01a2298c-c4c1-7070-b7f0-28f7f4c29df8","ended_at":"2026-11-29 23:02:41.001","ends_at":"2026-11-29 23:47:41.000","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-7073-a08b-1067dadfcf90","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:41.000","started_epoch":1795993361,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":"01a2298c-c4c1-7070-b7f0-28f7f4c29df8","ended_at":null,"ends_at":"2026-11-29 23:47:41.000","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-7073-a08b-1067dadfcf90","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:41.000","started_epoch":1795993361,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 23:02:41.001','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7079-8f0b-9486bbfc40e6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7077-b760-d523ffae67eb','plan_blocks','01a2298c-c4c1-7078-b748-565251d377b8','insert','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","cause":null,"created_at":"2026-11-29 23:02:41.003","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2298c-c4c1-7078-b748-565251d377b8","minutes":30,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 23:02:41.003"}',NULL,'2026-11-29 23:02:41.003','web','Planned “Area block 0-0” on 2026-11-30 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-707c-a545-214868b50506','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-707a-aff0-9f67fc5164cf','plan_block_versions','01a2298c-c4c1-707b-abc7-3414090f7785','insert','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":"01a2298c-c4c1-7078-b748-565251d377b8","change":"moved","day":"2026-11-30","id":"01a2298c-c4c1-707b-abc7-3414090f7785","minutes":30,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","reason":"Longer than planned","recorded_at":"2026-11-29 23:02:41.003","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 23:02:41.003','web','Moved “Area block 0-0” to 2026-11-30 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-707d-a3d4-78b4cc1f75a4','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-707a-aff0-9f67fc5164cf','plan_blocks','01a2298c-c4c1-7078-b748-565251d377b8','update','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","cause":null,"created_at":"2026-11-29 23:02:41.003","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2298c-c4c1-7078-b748-565251d377b8","minutes":45,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 23:02:41.003"}','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","cause":null,"created_at":"2026-11-29 23:02:41.003","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2298c-c4c1-7078-b748-565251d377b8","minutes":30,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 23:02:41.003"}','2026-11-29 23:02:41.003','web','Moved “Area block 0-0” to 2026-11-30 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7080-95c8-4d26b000570d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-707e-8b92-cbeb86cc872e','plan_blocks','01a2298c-c4c1-707f-8917-900e2b4f5be2','insert','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","cause":null,"created_at":"2026-11-29 23:02:41.011","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2298c-c4c1-707f-8917-900e2b4f5be2","minutes":15,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 23:02:41.011"}',NULL,'2026-11-29 23:02:41.011','web','Planned “Missed block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7082-8715-9c9890243160','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7081-b721-ede9cd0f9a65','plan_blocks','01a2298c-c4c1-707f-8917-900e2b4f5be2','update','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","cause":"internal","created_at":"2026-11-29 23:02:41.011","day":"2026-11-29","disposed_at":"2026-11-29 23:02:41.012","disposition":"backToList","goal_id":null,"id":"01a2298c-c4c1-707f-8917-900e2b4f5be2","minutes":15,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 23:02:41.011"}','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","cause":null,"created_at":"2026-11-29 23:02:41.011","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a2298c-c4c1-707f-8917-900e2b4f5be2","minutes":15,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 23:02:41.011"}','2026-11-29 23:02:41.012','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7085-86a4-305b670dafb0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7083-b74d-012508aef60b','plan_templates','01a2298c-c4c1-7084-8a09-2fe64a5dd96c','insert','{"created_at":"2026-11-29 23:02:41.012","id":"01a2298c-c4c1-7084-8a09-2fe64a5dd96c","name":"Template 0-0","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","scope":"day","updated_at":"2026-11-29 23:02:41.012"}',NULL,'2026-11-29 23:02:41.012','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7087-8c6d-b538ba7fc958','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7083-b74d-012508aef60b','plan_template_blocks','01a2298c-c4c1-7086-a3f7-7ed94f849efe','insert','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","day_offset":0,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-7086-a3f7-7ed94f849efe","minutes":45,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"template_id":"01a2298c-c4c1-7084-8a09-2fe64a5dd96c","title":"Block 0-0"}',NULL,'2026-11-29 23:02:41.012','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7089-96d4-025b42587dde','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7083-b74d-012508aef60b','plan_template_blocks','01a2298c-c4c1-7088-bdff-0bac1ef4b39d','insert','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","day_offset":0,"goal_id":null,"id":"01a2298c-c4c1-7088-bdff-0bac1ef4b39d","minutes":45,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_minute":375,"template_id":"01a2298c-c4c1-7084-8a09-2fe64a5dd96c","title":"Area block 0-0"}',NULL,'2026-11-29 23:02:41.012','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-708c-9f5d-1a60b1add1ab','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-708a-9b1c-7e50b4671caf','weeks','01a2298c-c4c1-708b-ad2a-0ed5ba3f036f','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2298c-c4c1-708b-ad2a-0ed5ba3f036f","length_days":7,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 23:02:41.014','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-708e-8c15-6bad49c75369','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-708a-9b1c-7e50b4671caf','weekly_goals','01a2298c-c4c1-708d-aec7-8c03b9671da9','insert','{"added_mid_sprint":0,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","created_at":"2026-11-29 23:02:41.014","estimate_hours":3,"id":"01a2298c-c4c1-708d-aec7-8c03b9671da9","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a2298c-c4c1-708b-ad2a-0ed5ba3f036f"}',NULL,'2026-11-29 23:02:41.014','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7091-bc3d-7db6df892d7a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-708f-97b0-f25bf3bef946','task_lists','01a2298c-c4c1-7090-986b-ba23e31c154a','insert','{"archived":0,"color":null,"created_at":"2026-11-29 23:02:41.020","icon":null,"id":"01a2298c-c4c1-7090-986b-ba23e31c154a","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.020','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7094-a078-51ab624a162a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7092-95fd-ed57ead4eaac','tasks','01a2298c-c4c1-7093-ad95-1c597e5b737a','insert','{"area_id":"01a2298b-da54-7076-b6b2-831012baa725","created_at":"2026-11-29 23:02:41.021","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","heading_id":null,"id":"01a2298c-c4c1-7093-ad95-1c597e5b737a","import_key":null,"list_id":"01a2298c-c4c1-7090-986b-ba23e31c154a","list_key":"a1","notes":"","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-30","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 23:02:41.021"}',NULL,'2026-11-29 23:02:41.021','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7096-b185-3f85a0520107','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7092-95fd-ed57ead4eaac','task_tags','01a2298c-c4c1-7095-8bda-bed5cd26cb45','insert','{"id":"01a2298c-c4c1-7095-8bda-bed5cd26cb45","name":"errand","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.021','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7098-b349-5d30ec5a637d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7092-95fd-ed57ead4eaac','task_tag_links','01a2298c-c4c1-7097-ba2b-528ae0c2a3be','insert','{"id":"01a2298c-c4c1-7097-ba2b-528ae0c2a3be","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","tag_id":"01a2298c-c4c1-7095-8bda-bed5cd26cb45","task_id":"01a2298c-c4c1-7093-ad95-1c597e5b737a"}',NULL,'2026-11-29 23:02:41.021','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-709a-9cc7-2dfc9a822a19','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7092-95fd-ed57ead4eaac','task_checklist_items','01a2298c-c4c1-7099-89bc-0a273a8e9a6f','insert','{"done":0,"id":"01a2298c-c4c1-7099-89bc-0a273a8e9a6f","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","task_id":"01a2298c-c4c1-7093-ad95-1c597e5b737a","title":"Step"}',NULL,'2026-11-29 23:02:41.021','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-709d-bb21-cc9cfd6a000c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-709b-8d58-92eedd5650c4','system_settings','01a2298c-c4c1-709c-b947-64db1b8abc95','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a2298c-c4c1-709c-b947-64db1b8abc95","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 23:02:41.030','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70a0-8927-cffc2a24812b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-709e-8061-c729839d8f71','intentions','01a2298c-c4c1-709f-b76e-004ba862e06e','insert','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":null,"ends_at":"2026-11-29 23:17:41.031","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-709f-b76e-004ba862e06e","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:41.031","started_epoch":1795993361,"state":"running","tags":"[]","task_id":"01a2298c-c4c1-7093-ad95-1c597e5b737a","what":"Task 0-0"}',NULL,'2026-11-29 23:02:41.031','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70a2-abd9-7fa473cf7c0a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70a1-b1b6-a486fe0185e4','intentions','01a2298c-c4c1-709f-b76e-004ba862e06e','update','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":"2026-11-29 23:02:41.032","ends_at":"2026-11-29 23:17:41.031","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-709f-b76e-004ba862e06e","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:41.031","started_epoch":1795993361,"state":"endedEarly","tags":"[]","task_id":"01a2298c-c4c1-7093-ad95-1c597e5b737a","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","block_id":null,"ended_at":null,"ends_at":"2026-11-29 23:17:41.031","feeling":null,"goal_id":"01a2298b-da58-71d1-b265-7f1f9e371412","id":"01a2298c-c4c1-709f-b76e-004ba862e06e","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 23:02:41.031","started_epoch":1795993361,"state":"running","tags":"[]","task_id":"01a2298c-c4c1-7093-ad95-1c597e5b737a","what":"Task 0-0"}','2026-11-29 23:02:41.032','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70a5-83df-297169f65273','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70a3-acce-353b976c634b','tasks','01a2298c-c4c1-70a4-9245-1a7e1b515ce3','insert','{"area_id":null,"created_at":"2026-11-29 23:02:41.032","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a2298c-c4c1-70a4-9245-1a7e1b515ce3","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 23:02:41.032"}',NULL,'2026-11-29 23:02:41.032','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70a8-a3cf-678158e6f9b9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70a6-88b1-d94bd968ab54','task_headings','01a2298c-c4c1-70a7-bd34-d9bdebb37124','insert','{"archived":0,"created_at":"2026-11-29 23:02:41.036","id":"01a2298c-c4c1-70a7-bd34-d9bdebb37124","import_key":null,"list_id":"01a2298c-c4c1-7090-986b-ba23e31c154a","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","title":"Heading 0-0"}',NULL,'2026-11-29 23:02:41.036','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70ab-8ff4-779856b1d2cf','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70a9-8d6e-fade6e369aba','tasks','01a2298c-c4c1-70aa-aae2-3b7fc284797c','insert','{"area_id":null,"created_at":"2026-11-29 23:02:41.037","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a2298c-c4c1-70a7-bd34-d9bdebb37124","id":"01a2298c-c4c1-70aa-aae2-3b7fc284797c","import_key":null,"list_id":"01a2298c-c4c1-7090-986b-ba23e31c154a","list_key":"a2","notes":"","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 23:02:41.037"}',NULL,'2026-11-29 23:02:41.037','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70ae-8d6c-7afd3a72a2d3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70ac-ace7-8bec9cb3794f','task_lists','*','insert','{"ids":["01a2298c-c4c1-70ad-b2af-d5ffbcaaa521"]}',NULL,'2026-11-29 23:02:41.039','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70b1-afc4-105bc2c09e37','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70ac-ace7-8bec9cb3794f','tasks','*','insert','{"ids":["01a2298c-c4c1-70af-9789-b7e3fea04f77"]}',NULL,'2026-11-29 23:02:41.041','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70b2-bf6e-4bd511b424ea','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70ac-ace7-8bec9cb3794f','task_tag_links','*','insert','{"ids":["01a2298c-c4c1-70b0-9ca2-83b7637a5a51"]}',NULL,'2026-11-29 23:02:41.041','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70b5-b2b6-d2133861ba2e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70b3-91e0-823ca1642039','timelines','01a2298c-c4c1-70b4-9579-35a73cc94a48','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 23:02:41.044","icon":"","id":"01a2298c-c4c1-70b4-9579-35a73cc94a48","name":"Timeline 0-0","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.044','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70b8-b739-dd387be2eb9e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70b6-a13d-c2eaafc168c4','timeline_events','01a2298c-c4c1-70b7-96a0-59be438b24c4','insert','{"created_at":"2026-11-29 23:02:41.045","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a2298c-c4c1-70b7-96a0-59be438b24c4","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a2298c-c4c1-70b4-9579-35a73cc94a48","title":"Job 0-0","updated_at":"2026-11-29 23:02:41.045"}',NULL,'2026-11-29 23:02:41.045','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70bb-bd72-4d1d6b40bf79','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70b9-b2b8-1cf7e31a7dfb','timeline_events','01a2298c-c4c1-70ba-b351-3cd4e3625c93','insert','{"created_at":"2026-11-29 23:02:41.046","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a2298c-c4c1-70ba-b351-3cd4e3625c93","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a2298c-c4c1-70b4-9579-35a73cc94a48","title":"Trip 0-0","updated_at":"2026-11-29 23:02:41.046"}',NULL,'2026-11-29 23:02:41.046','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70be-9207-c977cacc9f78','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70bc-9ffd-3a6d34e65a9a','timeline_queries','01a2298c-c4c1-70bd-83a4-59d96f0e4067','insert','{"created_at":"2026-11-29 23:02:41.052","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a2298c-c4c1-70bd-83a4-59d96f0e4067","name":"Query 0-0","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.052','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70c1-96c0-7dffc9b03fa1','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70bf-8bb5-6a0bbe5e6c1c','food_events','01a2298c-c4c1-70c0-83f7-29c91357324a','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a2298c-c4c1-70c0-83f7-29c91357324a","kind":"record","occurred_at":"2026-11-29 23:02:41.053","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","recorded_at":"2026-11-29 23:02:41.053","refers_to":null}',NULL,'2026-11-29 23:02:41.053','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70c4-a458-bc645ae0dc4b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70c2-bb78-af6156fe843b','recipes','01a2298c-c4c1-70c3-9146-8c6690a529c1','insert','{"created_at":"2026-11-29 23:02:41.056","id":"01a2298c-c4c1-70c3-9146-8c6690a529c1","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","servings":2,"total_grams":300,"updated_at":"2026-11-29 23:02:41.056","yield_grams":null}',NULL,'2026-11-29 23:02:41.056','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70c6-b4a2-23633a57f6c6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70c2-bb78-af6156fe843b','recipe_ingredients','01a2298c-c4c1-70c5-b13b-e2fb3dc2e370','insert','{"food_id":"09040","grams":100,"id":"01a2298c-c4c1-70c5-b13b-e2fb3dc2e370","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","position":0,"recipe_id":"01a2298c-c4c1-70c3-9146-8c6690a529c1"}',NULL,'2026-11-29 23:02:41.056','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70c8-8f16-dd9391a0786b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70c2-bb78-af6156fe843b','recipe_ingredients','01a2298c-c4c1-70c7-8414-b64622e48743','insert','{"food_id":"01079","grams":200,"id":"01a2298c-c4c1-70c7-8414-b64622e48743","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","position":1,"recipe_id":"01a2298c-c4c1-70c3-9146-8c6690a529c1"}',NULL,'2026-11-29 23:02:41.056','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70cb-a7dc-1cf9888bccf6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70c9-978e-e67f3cbc04ae','custom_foods','01a2298c-c4c1-70ca-b496-241e89854801','insert','{"created_at":"2026-11-29 23:02:41.061","id":"01a2298c-c4c1-70ca-b496-241e89854801","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 23:02:41.061"}',NULL,'2026-11-29 23:02:41.061','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70ce-b71b-ecb9541adcb7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70cc-87da-3ba5dfaf1f13','food_events','01a2298c-c4c1-70cd-9553-afc41409732b','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a2298c-c4c1-70cd-9553-afc41409732b","kind":"record","occurred_at":"2026-11-29 23:02:41.062","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","recorded_at":"2026-11-29 23:02:41.062","refers_to":null}',NULL,'2026-11-29 23:02:41.062','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70d1-961d-e3adbe4abf38','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70cf-a948-72c8e934a7fd','food_events','01a2298c-c4c1-70d0-b610-1da88bf0f547','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a2298c-c4c1-70d0-b610-1da88bf0f547","kind":"record","occurred_at":"2026-11-29 23:02:41.063","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","recorded_at":"2026-11-29 23:02:41.063","refers_to":null}',NULL,'2026-11-29 23:02:41.063','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70d4-b04d-ab3a5a539f21','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70d2-8359-51bbed80e8da','price_comparisons','01a2298c-c4c1-70d3-bee6-adadd2915158','insert','{"created_at":"2026-11-29 23:02:41.069","display_unit":"100 ml","id":"01a2298c-c4c1-70d3-bee6-adadd2915158","name":"Comparison 0-0","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","unit_system":"metric","updated_at":"2026-11-29 23:02:41.069"}',NULL,'2026-11-29 23:02:41.069','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70d6-bbf9-ee6a58c3f85d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70d2-8359-51bbed80e8da','price_products','01a2298c-c4c1-70d5-a02b-297f55710a6b','insert','{"comparison_id":"01a2298c-c4c1-70d3-bee6-adadd2915158","id":"01a2298c-c4c1-70d5-a02b-297f55710a6b","name":"Bertolli","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 23:02:41.069','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70d8-9835-49d89f30ab5d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70d2-8359-51bbed80e8da','price_products','01a2298c-c4c1-70d7-8a13-1374fcc30ad5','insert','{"comparison_id":"01a2298c-c4c1-70d3-bee6-adadd2915158","id":"01a2298c-c4c1-70d7-8a13-1374fcc30ad5","name":"Monini","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 23:02:41.069','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70db-916a-36fa9c432279','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70d9-b427-eaee9b1dfa1f','habits','01a2298c-c4c1-70da-9eb4-3598cb0f3acb','insert','{"archived":0,"area_id":"01a2298b-da54-7076-b6b2-831012baa725","color":null,"created_at":"2026-11-29 23:02:41.071","emoji":"📚","id":"01a2298c-c4c1-70da-9eb4-3598cb0f3acb","name":"Habit 0-0","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-30","target":null,"unit":"","updated_at":"2026-11-29 23:02:41.071"}',NULL,'2026-11-29 23:02:41.071','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70de-b842-03458fbbd129','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70dc-aee0-87fcda0a506a','habit_check_ins','01a2298c-c4c1-70dd-be07-070809716d56','insert','{"amount":1,"created_at":"2026-11-29 23:02:41.072","day":"2026-11-29","habit_id":"01a2298c-c4c1-70da-9eb4-3598cb0f3acb","id":"01a2298c-c4c1-70dd-be07-070809716d56","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.072','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70e1-9af0-f3dc300cc77e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70df-8f20-326699c93b1a','habit_check_ins','01a2298c-c4c1-70e0-ba56-1ac2828d8703','insert','{"amount":1,"created_at":"2026-11-29 23:02:41.073","day":"2026-11-30","habit_id":"01a2298c-c4c1-70da-9eb4-3598cb0f3acb","id":"01a2298c-c4c1-70e0-ba56-1ac2828d8703","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.073','web','Checked in “Habit 0-0” on 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70e4-ac9c-a31b3bd393de','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70e2-a65b-92957ddb3029','habit_rest_days','01a2298c-c4c1-70e3-b760-0e2e0b800141','insert','{"created_at":"2026-11-29 23:02:41.074","day":"2026-12-02","habit_id":"01a2298c-c4c1-70da-9eb4-3598cb0f3acb","id":"01a2298c-c4c1-70e3-b760-0e2e0b800141","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.074','web','Declared 2026-12-02 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70e7-acff-64c5b8938e58','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70e5-b419-d7fefea7ec7a','habits','01a2298c-c4c1-70e6-81e8-324d83147839','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 23:02:41.074","emoji":"","id":"01a2298c-c4c1-70e6-81e8-324d83147839","name":"Water 0-0","order_key":"a2","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-30","target":8,"unit":"glasses","updated_at":"2026-11-29 23:02:41.074"}',NULL,'2026-11-29 23:02:41.074','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70ea-94ac-70d20d074aae','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70e8-b170-37b659ae2594','habit_check_ins','01a2298c-c4c1-70e9-aab6-d16d04e213e8','insert','{"amount":4,"created_at":"2026-11-29 23:02:41.080","day":"2026-11-30","habit_id":"01a2298c-c4c1-70e6-81e8-324d83147839","id":"01a2298c-c4c1-70e9-aab6-d16d04e213e8","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.080','web','Checked in “Water 0-0” on 2026-11-30 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70ed-8ca9-730fc333c1ba','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70eb-8b46-5bd67117faa8','lift_sessions','01a2298c-c4c1-70ec-9ef5-aebb882debe4','insert','{"created_at":"2026-11-29 23:02:41.097","day":"2026-11-30","id":"01a2298c-c4c1-70ec-9ef5-aebb882debe4","name":"Workout","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","updated_at":"2026-11-29 23:02:41.097"}',NULL,'2026-11-29 23:02:41.097','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70ef-9328-4ffb136d9ce9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70eb-8b46-5bd67117faa8','lift_sets','01a2298c-c4c1-70ee-8529-857a422bc5e9','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 23:02:41.097","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a2298c-c4c1-70ee-8529-857a422bc5e9","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","position":0,"rate_hz":20,"recorded_at":"2026-11-29 23:02:41.097","reps":3,"session_id":"01a2298c-c4c1-70ec-9ef5-aebb882debe4","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 23:02:41.097','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70f0-8393-52fd88eac093','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70eb-8b46-5bd67117faa8','lift_streams','01a2298c-c4c1-70ee-8529-857a422bc5e9','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a2298c-c4c1-70ee-8529-857a422bc5e9","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.097','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70f3-b81c-7a839b2c8843','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70f1-b23e-4e4195ed56ab','lift_templates','01a2298c-c4c1-70f2-8949-b0171b2447a7','insert','{"created_at":"2026-11-29 23:02:41.105","goal_reps":8,"id":"01a2298c-c4c1-70f2-8949-b0171b2447a7","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","sets":3}',NULL,'2026-11-29 23:02:41.105','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70f6-ab2a-9d6b117dd0ec','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70f4-8f74-27f21dde2e0d','lift_defaults','01a2298c-c4c1-70f5-8289-c4566428efef','insert','{"id":"01a2298c-c4c1-70f5-8289-c4566428efef","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 23:02:41.106","velocity_loss_target":25}',NULL,'2026-11-29 23:02:41.106','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70f9-b570-92d63289a8a4','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70f8-aa5b-c293e6f26ef8','day_photos','01a2298c-c4c1-70f7-b5a7-26ff5a273884','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 23:02:41.107","day":"2026-11-30","id":"01a2298c-c4c1-70f7-b5a7-26ff5a273884","kind":"png","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.108','web','Added a photo to 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70fc-9872-2f88cd0527d6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70fa-8fd5-bc2b26449bf7','journal_entries','01a2298c-c4c1-70fb-a229-e3ce4ac4e8d1','insert','{"created_at":"2026-11-29 23:02:41.109","day":"2026-11-30","id":"01a2298c-c4c1-70fb-a229-e3ce4ac4e8d1","location":"Berlin","mood":"happy","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 23:02:41.109","written_at":"2026-11-29 23:02:41.109"}',NULL,'2026-11-29 23:02:41.109','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-70ff-84f3-7d5aa8b715a4','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70fd-a9af-5d325a7b6dd8','journal_entries','01a2298c-c4c1-70fe-a664-6a49edb241c7','insert','{"created_at":"2026-11-29 23:02:41.110","day":"2025-11-28","id":"01a2298c-c4c1-70fe-a664-6a49edb241c7","location":null,"mood":null,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 23:02:41.110","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 23:02:41.110','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7102-b174-8882aea346a3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7101-9ac1-ef40f28b04d4','day_photos','01a2298c-c4c1-7100-88c7-7c2b738e3320','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 23:02:41.117","day":"2026-11-30","id":"01a2298c-c4c1-7100-88c7-7c2b738e3320","kind":"png","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1"}',NULL,'2026-11-29 23:02:41.117','web','Added a photo to 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7104-80b2-963f746fd3f9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7101-9ac1-ef40f28b04d4','journal_photos','01a2298c-c4c1-7103-9fe1-20e29522f4b9','insert','{"entry_id":"01a2298c-c4c1-70fb-a229-e3ce4ac4e8d1","id":"01a2298c-c4c1-7103-9fe1-20e29522f4b9","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","photo_id":"01a2298c-c4c1-7100-88c7-7c2b738e3320","source_id":null}',NULL,'2026-11-29 23:02:41.117','web','Added a photo to 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7107-b849-7f04a613bd7f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7105-b929-8073b9398d2a','runbooks','01a2298c-c4c1-7106-be3c-5c21a26da08e','insert','{"created_at":"2026-11-29 23:02:41.119","id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","name":"When I''m anxious","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","updated_at":"2026-11-29 23:02:41.119","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 23:02:41.119','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7109-b146-06f78c50802d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7105-b929-8073b9398d2a','runbook_steps','01a2298c-c4c1-7108-9022-ab6a06e761e5','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 23:02:41.119","id":"01a2298c-c4c1-7108-9022-ab6a06e761e5","kind":"text","order_key":"a1","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","runbook_id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 23:02:41.119"}',NULL,'2026-11-29 23:02:41.119','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-710b-b2fb-aa806ef55757','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7105-b929-8073b9398d2a','runbook_steps','01a2298c-c4c1-710a-9352-b652a308c95f','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 23:02:41.119","id":"01a2298c-c4c1-710a-9352-b652a308c95f","kind":"breathing","order_key":"a2","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","runbook_id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 23:02:41.119"}',NULL,'2026-11-29 23:02:41.119','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-710d-bb0a-1c0166b1441b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7105-b929-8073b9398d2a','runbook_steps','01a2298c-c4c1-710c-82f5-8133314da47a','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 23:02:41.119","id":"01a2298c-c4c1-710c-82f5-8133314da47a","kind":"grounding","order_key":"a3","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","runbook_id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 23:02:41.119"}',NULL,'2026-11-29 23:02:41.119','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-710f-8765-21eb18e60e31','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7105-b929-8073b9398d2a','runbook_steps','01a2298c-c4c1-710e-a720-3620728d3a5d','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 23:02:41.119","id":"01a2298c-c4c1-710e-a720-3620728d3a5d","kind":"text","order_key":"a4","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","runbook_id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 23:02:41.119"}',NULL,'2026-11-29 23:02:41.119','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7111-be85-72fae1adc9e5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7105-b929-8073b9398d2a','runbook_steps','01a2298c-c4c1-7110-8cd2-918adbe2cee7','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 23:02:41.119","id":"01a2298c-c4c1-7110-8cd2-918adbe2cee7","kind":"contact","order_key":"a5","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","runbook_id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 23:02:41.119"}',NULL,'2026-11-29 23:02:41.119','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7114-b648-d14b5ad26c0e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7112-864c-479d1a247c05','runbook_contacts','01a2298c-c4c1-7113-a6de-708410f1152b','insert','{"checked_day":"2026-11-30","created_at":"2026-11-29 23:02:41.121","id":"01a2298c-c4c1-7113-a6de-708410f1152b","name":"Contact 0-0","note":"friend","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","phone":"030 0","updated_at":"2026-11-29 23:02:41.121"}',NULL,'2026-11-29 23:02:41.121','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7117-9169-b4932767427d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7115-862c-17a7632cd803','runbook_steps','01a2298c-c4c1-7116-9937-019c73810dcd','insert','{"breathing":null,"contact_id":"01a2298c-c4c1-7113-a6de-708410f1152b","created_at":"2026-11-29 23:02:41.122","id":"01a2298c-c4c1-7116-9937-019c73810dcd","kind":"contact","order_key":"a6","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","runbook_id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","text":"Call 0-0","updated_at":"2026-11-29 23:02:41.122"}',NULL,'2026-11-29 23:02:41.122','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-711a-ba02-51def4316ab6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7118-a3b6-d8342fe34659','runbook_uses','01a2298c-c4c1-7119-8f41-13318db948c7','insert','{"created_at":"2026-11-29 23:02:41.123","feeling_after":"meh","feeling_before":"sad","id":"01a2298c-c4c1-7119-8f41-13318db948c7","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","runbook_id":"01a2298c-c4c1-7106-be3c-5c21a26da08e","steps_done":"[\"01a2298c-c4c1-7116-9937-019c73810dcd\"]","used_at":"2026-11-29 23:02:41.123"}',NULL,'2026-11-29 23:02:41.123','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-711d-9c3a-e626f1faf297','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-711b-81e7-524f281b8d5f','pacts','01a2298c-c4c1-711c-9f3f-f7238ba2c53e','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 23:02:41.124","delay_hours":24,"id":"01a2298c-c4c1-711c-9f3f-f7238ba2c53e","kind":"price","link_id":"01a2298b-da58-71d1-b265-7f1f9e371412","link_kind":"goal","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 23:02:41.124"}',NULL,'2026-11-29 23:02:41.124','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7120-862c-301ec843c9cf','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-711e-9673-f97e0da89584','pact_marks','01a2298c-c4c1-711f-9bc6-3e06718f63e3','insert','{"created_at":"2026-11-29 23:02:41.128","day":"2026-11-30","id":"01a2298c-c4c1-711f-9bc6-3e06718f63e3","kept":1,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","pact_id":"01a2298c-c4c1-711c-9f3f-f7238ba2c53e","reason":"Reason 0-0"}',NULL,'2026-11-29 23:02:41.128','web','Marked “Pact 0-0” kept on 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7122-b212-b9653e1bdd5e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7121-b567-918f320230b0','pacts','01a2298c-c4c1-711c-9f3f-f7238ba2c53e','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 23:02:41.124","delay_hours":24,"id":"01a2298c-c4c1-711c-9f3f-f7238ba2c53e","kind":"price","link_id":"01a2298b-da58-71d1-b265-7f1f9e371412","link_kind":"goal","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","pending_amount":"1","pending_at":"2026-11-30 23:02:41.130","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a2298c-c4c1-70da-9eb4-3598cb0f3acb","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 23:02:41.130"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 23:02:41.124","delay_hours":24,"id":"01a2298c-c4c1-711c-9f3f-f7238ba2c53e","kind":"price","link_id":"01a2298b-da58-71d1-b265-7f1f9e371412","link_kind":"goal","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 23:02:41.124"}','2026-11-29 23:02:41.130','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7125-b961-bb82bea0bfaa','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7123-bab9-b70b19de1c0e','pacts','01a2298c-c4c1-7124-90bd-da3956276c14','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 23:02:41.131","delay_hours":168,"id":"01a2298c-c4c1-7124-90bd-da3956276c14","kind":"effort","link_id":"01a2298c-c4c1-7070-b7f0-28f7f4c29df8","link_kind":"block","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 23:02:41.131"}',NULL,'2026-11-29 23:02:41.131','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7128-a9f9-c390c92ee9a6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7126-9455-d982080f6f56','practice_sessions','01a2298c-c4c1-7127-a36f-3ec5702d049d','insert','{"created_at":"2026-11-29 23:02:41.136","feeling":"happy","id":"01a2298c-c4c1-7127-a36f-3ec5702d049d","minutes":10,"note":"Sat 0-0","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","started_at":"2026-11-29 22:52:41.136"}',NULL,'2026-11-29 23:02:41.136','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-712c-bd2e-bb22f71f4876','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-712a-8c60-05f4e94d0d04','runbook_settings','01a2298c-c4c1-712b-b6f6-8c0dc0558e62','insert','{"emergency_number":"112","id":"01a2298c-c4c1-712b-b6f6-8c0dc0558e62","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","updated_at":"2026-11-29 23:02:41.137"}',NULL,'2026-11-29 23:02:41.137','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-712f-b768-23348347dfbb','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-712d-a6f5-2cfde8722e08','journal_entries','01a2298c-c4c1-712e-ae17-78ad751c7bb8','insert','{"created_at":"2026-11-29 23:02:41.138","day":"2026-11-30","id":"01a2298c-c4c1-712e-ae17-78ad751c7bb8","location":null,"mood":null,"owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 23:02:41.138","written_at":"2026-11-29 23:02:41.138"}',NULL,'2026-11-29 23:02:41.138','web','Filled in daily review for 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7133-9159-addcd8b89786','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7131-b8d9-2ac4b577a608','health_sources','01a2298c-c4c1-7132-8000-98310ae7efbd','insert','{"id":"01a2298c-c4c1-7132-8000-98310ae7efbd","name":"Shape Watch 0","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","position":null}',NULL,'2026-11-29 23:02:41.147','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7135-85dc-fb9bd41b767f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7131-b8d9-2ac4b577a608','health_sources','01a2298c-c4c1-7134-ae6d-a0b8ca00190d','insert','{"id":"01a2298c-c4c1-7134-ae6d-a0b8ca00190d","name":"Shape iPhone","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","position":null}',NULL,'2026-11-29 23:02:41.147','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7138-8bba-cabe794b1d7b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7131-b8d9-2ac4b577a608','food_events','01a2298c-c4c1-7137-a4fe-1976bcaa35a2','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795863600,1795864200]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a2298c-c4c1-7137-a4fe-1976bcaa35a2","kind":"record","occurred_at":"2026-11-28 11:00:00.000","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","recorded_at":"2026-11-29 23:02:41.147","refers_to":null}',NULL,'2026-11-29 23:02:41.147','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-713a-878f-d87b5394e117','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7131-b8d9-2ac4b577a608','food_events','01a2298c-c4c1-7139-a4ab-eb8473bb82d8','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a2298c-c4c1-7139-a4ab-eb8473bb82d8","kind":"record","occurred_at":"2026-11-28 11:00:00.000","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","recorded_at":"2026-11-29 23:02:41.147","refers_to":null}',NULL,'2026-11-29 23:02:41.147','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-713b-8e66-c72d1e67f6fd','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7131-b8d9-2ac4b577a608','health_days','01a2298c-c4c1-7136-9292-f197cda5a9f4','insert','{"active_event_id":"01a2298c-c4c1-7137-a4fe-1976bcaa35a2","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-28","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a2298c-c4c1-7136-9292-f197cda5a9f4","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 23:02:41.147","weighed_at":"2026-11-28 11:00:00.000","weight_event_id":"01a2298c-c4c1-7139-a4ab-eb8473bb82d8","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 23:02:41.147','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-713d-98b3-43db246f4600','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7131-b8d9-2ac4b577a608','health_imports','01a2298c-c4c1-713c-b859-a23553d4dc57','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-28","format":"csv","id":"01a2298c-c4c1-713c-b859-a23553d4dc57","imported_at":"2026-11-29 23:02:41.147","last_day":"2026-11-28","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","records":3}',NULL,'2026-11-29 23:02:41.147','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2298c-c4c1-7140-8e1f-5f0cc64e4eee','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713e-890e-22e703452e31','calendars','01a2298c-c4c1-713f-ad1d-e235da70b5f2','insert','{"color":"#5b6ee1","created_at":"2026-11-29 23:02:41.168","etag":null,"fetched_at":"2026-11-29 23:02:41.168","file_name":"work-0.ics","id":"01a2298c-c4c1-713f-ad1d-e235da70b5f2","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a2298b-da3f-711e-85cd-cca166661db1","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261120T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261130\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 23:02:41.168','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a2298c-c4c1-7090-986b-ba23e31c154a','01a2298b-da3f-711e-85cd-cca166661db1','List 0-0',NULL,NULL,0,'a1','2026-11-29 23:02:41.020',NULL);
INSERT INTO "task_lists" VALUES('01a2298c-c4c1-70ad-b2af-d5ffbcaaa521','01a2298b-da3f-711e-85cd-cca166661db1','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 23:02:41.039','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a2298c-c4c1-7093-ad95-1c597e5b737a','01a2298b-da3f-711e-85cd-cca166661db1','Task 0-0','','01a2298c-c4c1-7090-986b-ba23e31c154a','2026-11-30',0,0,NULL,NULL,'open',NULL,NULL,'01a2298b-da58-71d1-b265-7f1f9e371412','01a2298b-da54-7076-b6b2-831012baa725','a1','a1','2026-11-29 23:02:41.021','2026-11-29 23:02:41.021',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a2298c-c4c1-70a4-9245-1a7e1b515ce3','01a2298b-da3f-711e-85cd-cca166661db1','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 23:02:41.032','2026-11-29 23:02:41.032',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a2298c-c4c1-70aa-aae2-3b7fc284797c','01a2298b-da3f-711e-85cd-cca166661db1','Headed 0-0','','01a2298c-c4c1-7090-986b-ba23e31c154a',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 23:02:41.037','2026-11-29 23:02:41.037',NULL,'01a2298c-c4c1-70a7-bd34-d9bdebb37124',NULL);
INSERT INTO "tasks" VALUES('01a2298c-c4c1-70af-9789-b7e3fea04f77','01a2298b-da3f-711e-85cd-cca166661db1','Imported 0-0','','01a2298c-c4c1-70ad-b2af-d5ffbcaaa521',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 23:02:41.041','2026-11-29 23:02:41.041','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a2298c-c4c1-7095-8bda-bed5cd26cb45','01a2298b-da3f-711e-85cd-cca166661db1','errand');
INSERT INTO "task_tag_links" VALUES('01a2298c-c4c1-7097-ba2b-528ae0c2a3be','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7093-ad95-1c597e5b737a','01a2298c-c4c1-7095-8bda-bed5cd26cb45');
INSERT INTO "task_tag_links" VALUES('01a2298c-c4c1-70b0-9ca2-83b7637a5a51','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70af-9789-b7e3fea04f77','01a2298c-c4c1-7095-8bda-bed5cd26cb45');
INSERT INTO "task_checklist_items" VALUES('01a2298c-c4c1-7099-89bc-0a273a8e9a6f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7093-ad95-1c597e5b737a','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a2298c-c4c1-7093-ad95-1c597e5b737a','01a2298b-da3f-711e-85cd-cca166661db1','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a2298c-c4c1-70a4-9245-1a7e1b515ce3','01a2298b-da3f-711e-85cd-cca166661db1','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a2298c-c4c1-70aa-aae2-3b7fc284797c','01a2298b-da3f-711e-85cd-cca166661db1','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a2298c-c4c1-70af-9789-b7e3fea04f77','01a2298b-da3f-711e-85cd-cca166661db1','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a2298c-c4c1-70d3-bee6-adadd2915158','01a2298b-da3f-711e-85cd-cca166661db1','Comparison 0-0','metric','100 ml','2026-11-29 23:02:41.069','2026-11-29 23:02:41.069');
INSERT INTO "price_products" VALUES('01a2298c-c4c1-70d5-a02b-297f55710a6b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70d3-bee6-adadd2915158',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a2298c-c4c1-70d7-8a13-1374fcc30ad5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70d3-bee6-adadd2915158',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a2298c-c4c1-70b4-9579-35a73cc94a48','01a2298b-da3f-711e-85cd-cca166661db1','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 23:02:41.044');
INSERT INTO "timeline_events" VALUES('01a2298c-c4c1-70b7-96a0-59be438b24c4','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70b4-9579-35a73cc94a48','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 23:02:41.045','2026-11-29 23:02:41.045');
INSERT INTO "timeline_events" VALUES('01a2298c-c4c1-70ba-b351-3cd4e3625c93','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70b4-9579-35a73cc94a48','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 23:02:41.046','2026-11-29 23:02:41.046');
INSERT INTO "timeline_queries" VALUES('01a2298c-c4c1-70bd-83a4-59d96f0e4067','01a2298b-da3f-711e-85cd-cca166661db1','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 23:02:41.052');
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
INSERT INTO "custom_foods" VALUES('01a2298c-c4c1-70ca-b496-241e89854801','01a2298b-da3f-711e-85cd-cca166661db1','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 23:02:41.061','2026-11-29 23:02:41.061');
INSERT INTO "recipes" VALUES('01a2298c-c4c1-70c3-9146-8c6690a529c1','01a2298b-da3f-711e-85cd-cca166661db1','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 23:02:41.056','2026-11-29 23:02:41.056');
INSERT INTO "recipe_ingredients" VALUES('01a2298c-c4c1-70c5-b13b-e2fb3dc2e370','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70c3-9146-8c6690a529c1','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a2298c-c4c1-70c7-8414-b64622e48743','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70c3-9146-8c6690a529c1','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a2298c-c4c1-70c0-83f7-29c91357324a','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 23:02:41.053','2026-11-29 23:02:41.053','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a2298c-c4c1-70cd-9553-afc41409732b','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 23:02:41.062','2026-11-29 23:02:41.062','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a2298c-c4c1-70d0-b610-1da88bf0f547','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 23:02:41.063','2026-11-29 23:02:41.063','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a2298c-c4c1-7137-a4fe-1976bcaa35a2','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-28 11:00:00.000','2026-11-29 23:02:41.147','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795863600,1795864200]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a2298c-c4c1-7139-a4ab-eb8473bb82d8','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-28 11:00:00.000','2026-11-29 23:02:41.147','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a2298b-da53-71a6-8cd7-e23123768204','01a2298b-da3f-711e-85cd-cca166661db1','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a2298c-c4c1-709c-b947-64db1b8abc95','01a2298b-da3f-711e-85cd-cca166661db1','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a2298b-da54-7076-b6b2-831012baa725','01a2298b-da3f-711e-85cd-cca166661db1','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 23:02:40.980');
INSERT INTO "weeks" VALUES('01a2298b-da47-7055-89f8-6ae523fd58b2','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30',7,'[0,6,6,6,6,6,0]','2026-11-29 23:02:40.967');
INSERT INTO "weeks" VALUES('01a2298c-c4c1-708b-ad2a-0ed5ba3f036f','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-23',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a2298b-da58-71d1-b265-7f1f9e371412','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da47-7055-89f8-6ae523fd58b2','01a2298b-da54-7076-b6b2-831012baa725','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 23:02:40.984');
INSERT INTO "weekly_goals" VALUES('01a2298c-c4c1-708d-aec7-8c03b9671da9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-708b-ad2a-0ed5ba3f036f','01a2298b-da54-7076-b6b2-831012baa725','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 23:02:41.014');
INSERT INTO "retrospectives" VALUES('01a2298b-da50-7105-85be-9eb5480f1cc5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da47-7055-89f8-6ae523fd58b2','Focus','Sleep','2026-11-29 23:02:40.976');
INSERT INTO "action_items" VALUES('01a2298c-c4c1-706d-9ef4-78758192413a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da47-7055-89f8-6ae523fd58b2','Action 0-0',0,'2026-11-29 23:02:40.998');
INSERT INTO "intentions" VALUES('01a2298b-da59-7083-b7cd-bfd9ef9669a6','01a2298b-da3f-711e-85cd-cca166661db1','Intention 0-0',25,'01a2298b-da58-71d1-b265-7f1f9e371412','01a2298b-da54-7076-b6b2-831012baa725','2026-11-29 23:02:40.985','2026-11-29 23:27:40.985','endedEarly','2026-11-29 23:02:40.992',NULL,'[]','happy','2026-11-29 23:03:40.994',NULL,NULL,NULL,NULL,NULL,1795993360);
INSERT INTO "intentions" VALUES('01a2298c-c4c1-7073-a08b-1067dadfcf90','01a2298b-da3f-711e-85cd-cca166661db1','Block 0-0',45,'01a2298b-da58-71d1-b265-7f1f9e371412','01a2298b-da54-7076-b6b2-831012baa725','2026-11-29 23:02:41.000','2026-11-29 23:47:41.000','endedEarly','2026-11-29 23:02:41.001',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a2298c-c4c1-7070-b7f0-28f7f4c29df8',NULL,1795993361);
INSERT INTO "intentions" VALUES('01a2298c-c4c1-709f-b76e-004ba862e06e','01a2298b-da3f-711e-85cd-cca166661db1','Task 0-0',15,'01a2298b-da58-71d1-b265-7f1f9e371412','01a2298b-da54-7076-b6b2-831012baa725','2026-11-29 23:02:41.031','2026-11-29 23:17:41.031','endedEarly','2026-11-29 23:02:41.032',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a2298c-c4c1-7093-ad95-1c597e5b737a',1795993361);
INSERT INTO "distractions" VALUES('01a2298b-da5c-71ec-882f-9d802f361e28','01a2298b-da3f-711e-85cd-cca166661db1','01a2298b-da59-7083-b7cd-bfd9ef9669a6','internal',NULL,'2026-11-29 23:02:40.988',1);
INSERT INTO "standups" VALUES('01a2298b-da4f-7186-93d6-e450da4f675a','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 23:02:40.975');
INSERT INTO "day_photos" VALUES('01a2298c-c4c1-70f7-b5a7-26ff5a273884','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','png',64,'Photo 0-0','2026-11-29 23:02:41.107');
INSERT INTO "day_photos" VALUES('01a2298c-c4c1-7100-88c7-7c2b738e3320','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','png',64,'Journal 0-0','2026-11-29 23:02:41.117');
INSERT INTO "security_events" VALUES('01a2298b-da3f-711f-9bb2-d7a73e694119','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 23:02:40.959','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a2298c-c4c1-70ec-9ef5-aebb882debe4','01a2298b-da3f-711e-85cd-cca166661db1','Workout','2026-11-30','2026-11-29 23:02:41.097','2026-11-29 23:02:41.097');
INSERT INTO "lift_sets" VALUES('01a2298c-c4c1-70ee-8529-857a422bc5e9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70ec-9ef5-aebb882debe4',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 23:02:41.097','2026-11-29 23:02:41.097');
INSERT INTO "lift_streams" VALUES('01a2298c-c4c1-70ee-8529-857a422bc5e9','01a2298b-da3f-711e-85cd-cca166661db1','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a2298c-c4c1-70f2-8949-b0171b2447a7','01a2298b-da3f-711e-85cd-cca166661db1','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 23:02:41.105');
INSERT INTO "journal_entries" VALUES('01a2298c-c4c1-70fb-a229-e3ce4ac4e8d1','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 23:02:41.109','Europe/Berlin','2026-11-30','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 23:02:41.109','2026-11-29 23:02:41.109');
INSERT INTO "journal_entries" VALUES('01a2298c-c4c1-70fe-a664-6a49edb241c7','01a2298b-da3f-711e-85cd-cca166661db1','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 23:02:41.110','2026-11-29 23:02:41.110');
INSERT INTO "journal_entries" VALUES('01a2298c-c4c1-712e-ae17-78ad751c7bb8','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 23:02:41.138','Europe/Berlin','2026-11-30','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 23:02:41.138','2026-11-29 23:02:41.138');
INSERT INTO "journal_photos" VALUES('01a2298c-c4c1-7103-9fe1-20e29522f4b9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70fb-a229-e3ce4ac4e8d1','01a2298c-c4c1-7100-88c7-7c2b738e3320',NULL);
INSERT INTO "journal_drafts" VALUES('01a2298c-c4c1-7130-ae67-041d9c55147d','01a2298b-da3f-711e-85cd-cca166661db1',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T23:02:41.140Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 23:02:41.140');
INSERT INTO "journal_search" VALUES('01a2298c-c4c1-70fb-a229-e3ce4ac4e8d1','01a2298b-da3f-711e-85cd-cca166661db1','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a2298c-c4c1-70fe-a664-6a49edb241c7','01a2298b-da3f-711e-85cd-cca166661db1','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a2298c-c4c1-712e-ae17-78ad751c7bb8','01a2298b-da3f-711e-85cd-cca166661db1','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a2298c-c4c1-70da-9eb4-3598cb0f3acb','01a2298b-da3f-711e-85cd-cca166661db1','Habit 0-0','📚',NULL,'01a2298b-da54-7076-b6b2-831012baa725','daily',0,0,NULL,'',NULL,'2026-11-30',0,'a1','2026-11-29 23:02:41.071','2026-11-29 23:02:41.071');
INSERT INTO "habits" VALUES('01a2298c-c4c1-70e6-81e8-324d83147839','01a2298b-da3f-711e-85cd-cca166661db1','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-30',0,'a2','2026-11-29 23:02:41.074','2026-11-29 23:02:41.074');
INSERT INTO "habit_check_ins" VALUES('01a2298c-c4c1-70dd-be07-070809716d56','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70da-9eb4-3598cb0f3acb','2026-11-29',1.0,'2026-11-29 23:02:41.072');
INSERT INTO "habit_check_ins" VALUES('01a2298c-c4c1-70e0-ba56-1ac2828d8703','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70da-9eb4-3598cb0f3acb','2026-11-30',1.0,'2026-11-29 23:02:41.073');
INSERT INTO "habit_check_ins" VALUES('01a2298c-c4c1-70e9-aab6-d16d04e213e8','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70e6-81e8-324d83147839','2026-11-30',4.0,'2026-11-29 23:02:41.080');
INSERT INTO "habit_rest_days" VALUES('01a2298c-c4c1-70e3-b760-0e2e0b800141','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-70da-9eb4-3598cb0f3acb','2026-12-02','2026-11-29 23:02:41.074');
INSERT INTO "health_days" VALUES('01a2298c-c4c1-7136-9292-f197cda5a9f4','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-28',50.0,NULL,NULL,900.0,70.0,'2026-11-28 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a2298c-c4c1-7137-a4fe-1976bcaa35a2',NULL,'01a2298c-c4c1-7139-a4ab-eb8473bb82d8','2026-11-29 23:02:41.147');
INSERT INTO "health_sources" VALUES('01a2298c-c4c1-7132-8000-98310ae7efbd','01a2298b-da3f-711e-85cd-cca166661db1','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a2298c-c4c1-7134-ae6d-a0b8ca00190d','01a2298b-da3f-711e-85cd-cca166661db1','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a2298c-c4c1-713c-b859-a23553d4dc57','01a2298b-da3f-711e-85cd-cca166661db1','shape-0.csv','csv',0,3,0,1,1,'2026-11-28','2026-11-28','2026-11-29 23:02:41.147');
INSERT INTO "lift_defaults" VALUES('01a2298c-c4c1-70f5-8289-c4566428efef','01a2298b-da3f-711e-85cd-cca166661db1','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 23:02:41.106');
INSERT INTO "plan_blocks" VALUES('01a2298c-c4c1-7070-b7f0-28f7f4c29df8','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30',375,45,'Block 0-0','01a2298b-da58-71d1-b265-7f1f9e371412','01a2298b-da54-7076-b6b2-831012baa725',NULL,NULL,NULL,NULL,'2026-11-29 23:02:40.999','2026-11-29 23:02:40.999');
INSERT INTO "plan_blocks" VALUES('01a2298c-c4c1-7078-b748-565251d377b8','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30',375,45,'Area block 0-0',NULL,'01a2298b-da54-7076-b6b2-831012baa725',NULL,NULL,NULL,NULL,'2026-11-29 23:02:41.003','2026-11-29 23:02:41.003');
INSERT INTO "plan_blocks" VALUES('01a2298c-c4c1-707f-8917-900e2b4f5be2','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29',375,15,'Missed block 0-0',NULL,'01a2298b-da54-7076-b6b2-831012baa725',NULL,'backToList','internal','2026-11-29 23:02:41.012','2026-11-29 23:02:41.011','2026-11-29 23:02:41.011');
INSERT INTO "plan_block_versions" VALUES('01a2298c-c4c1-707b-abc7-3414090f7785','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7078-b748-565251d377b8','2026-11-30',375,30,'Area block 0-0','01a2298b-da54-7076-b6b2-831012baa725','moved','Longer than planned','2026-11-29 23:02:41.003');
INSERT INTO "calendars" VALUES('01a2298c-c4c1-713f-ad1d-e235da70b5f2','01a2298b-da3f-711e-85cd-cca166661db1','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:shape-0-0
SUMMARY:Meeting 0-0
DTSTART;TZID=Europe/Berlin:20261120T080000
DURATION:PT45M
RRULE:FREQ=DAILY
END:VEVENT
BEGIN:VEVENT
UID:shape-0-day
SUMMARY:Offsite
DTSTART;VALUE=DATE:20261130
END:VEVENT
END:VCALENDAR
',NULL,NULL,'2026-11-29 23:02:41.168',NULL,'2026-11-29 23:02:41.168');
INSERT INTO "calendar_expansions" VALUES('01a2298c-c4c1-713f-ad1d-e235da70b5f2','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 23:02:41.168','2026-10-04 23:02:41.167','2027-05-30 23:02:41.167','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7141-be58-e4c7a0dfe9a9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7142-89f8-ef36c3e67a13','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7143-90cf-b96617fa0a0a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7144-ae44-ad9c273ff9f4','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7145-96f4-394b00395151','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7146-b4ea-166d89b35282','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7147-9686-dd4e5252e9b0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7148-a76b-6d0b780f67a9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7149-b7b7-fc7c0b7781be','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-714a-abf4-e2d40bee8be9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-714b-ad3d-de7310a5247e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-day','Offsite','','2026-11-29 23:00:00.000','2026-11-30 23:00:00.000',1,'2026-11-30','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-714c-b1d5-a2b6dae4111d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-714d-8a30-e4b62a12e09a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-714e-83f5-2d01c49d23bd','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-714f-bbf2-d2754e21d9aa','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7150-91c9-f6594e52edaf','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7151-b958-99f44619f7be','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7152-90d2-18652cc37761','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7153-82d1-c07f50c8653c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7154-9d97-d79f142b5b6c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7155-a5bc-99a4194ac35e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7156-81d2-34f2f2ba3950','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7157-b75d-5004d77b28b7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7158-bc7c-88e127f970ce','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7159-a96e-ba62506c4649','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-715a-a786-d475d668844f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-715b-ba61-a5d7f3ec645c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-715c-934a-bf601b90b865','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-715d-9587-9c41c7082a9b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-715e-a43a-a594bc4d6e39','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-715f-b520-593ffe43cb51','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7160-be26-733fa406e922','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7161-97ce-8bdb9b94d0e5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7162-992a-689f7eaf38da','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7163-9b4a-417890d1c37f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7164-bc6d-5932525d9c3e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7165-80e0-6093c2857fb1','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7166-935c-30bb08cdee19','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7167-b9b7-25a65c987869','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7168-aa28-da0db14000a5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7169-9842-cdf4a6aa47e7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-716a-8c7e-530099899e07','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-716b-8bce-48a5cfc548d7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-716c-9557-de97810d72fd','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-716d-9f55-8d8ae3308b3f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-716e-a2d5-4169f3cb3510','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-716f-82fe-fb7604b4da77','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7170-befa-d7ffd179335c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7171-a233-ad6124286791','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7172-9f0a-dfabb07e5954','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7173-a036-5ec2937c27bd','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7174-a87d-347a60fd1122','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7175-8bc7-334fdec5e607','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7176-94bd-d87bf557160b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7177-b057-1d791af7fd73','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7178-918d-e0ce81063b91','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7179-9461-3afa80bc52b1','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-717a-9342-8496a00a347e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-717b-89ee-b9e0551693c5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-717c-8caf-eb96277c3a4a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-717d-a49f-26a7ba02010b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-717e-b558-601de7abd66c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-717f-9b1a-ce32dc02f690','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7180-ae45-32e663fdd5a6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7181-b653-2a8e8d749548','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7182-907c-37df55e40592','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7183-b6f3-ef6898fcf0bf','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7184-af5c-fe1c2b9621ec','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7185-a1df-10e144747239','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7186-8591-cea83a2ba9df','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7187-906b-0ed4b7cd53d3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7188-b68e-469ea4f494b1','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7189-a430-9922636969b0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-718a-aaba-4bc04dd9c201','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-718b-901c-9f83f4e34e2d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-718c-8a98-0fe83dc2cad0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-718d-b4c4-1e3b939e2602','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-718e-9a35-fa65ffa23244','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-718f-9390-ed9ae0a9b44c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7190-b427-5ba5f3c3f9ea','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7191-b318-f778761808ac','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7192-8c23-e459df26807d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7193-86cc-b6ffcdba7fe2','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7194-86e4-4c63909c2942','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7195-9430-5e3a086f6878','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7196-842d-8b786c6c0758','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7197-921e-06dc7abe6d52','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7198-8009-24c407336946','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7199-b22e-37332f1f94c1','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-719a-a8fe-109c26898249','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-719b-8017-51c04ca0135e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-719c-951a-44b7dde03e38','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-719d-bc19-8faabd5fa74a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-719e-b8bb-f9822f7dc741','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-719f-bada-391e956440ae','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a0-9982-a1173adfd033','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a1-ae9e-ca4e667b1557','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a2-9580-ac3b5a3294ae','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a3-9cec-b24e11178f9e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a4-a0e9-4d0017f6d106','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a5-8c40-ba37394364bc','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a6-b8cc-688dbc7b51c6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a7-b4bf-ddcc222e99d9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a8-b1a6-053ddaf18070','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71a9-98a7-730a9dd696e0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71aa-ae16-8f64f63c0f65','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ab-8005-0eb6c66c1ae1','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ac-8788-f0ed0fbb6b7b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ad-9118-6ae5c6c71c02','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ae-b787-c66dfccc94bf','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71af-a4eb-810f7031e9b3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b0-aeee-f032ff25bed3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b1-bd1b-5a05f0a179b4','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b2-ac12-d1bc9b6e0743','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b3-a8e7-c21f22c3fb1f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b4-80f9-77f575db4268','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b5-b4bc-474fa64a3205','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b6-af4c-362dd87a4586','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b7-bcf0-530b8a9a8083','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b8-9f6c-7014e91bb760','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71b9-baa3-08295d82b5aa','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ba-ba57-9d1012672e94','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71bb-9e5f-a8f78cfa4b1e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71bc-ba7a-8032ad7782b7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71bd-bc70-c5414bd74ae7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71be-ac65-2fbcc9e8e972','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71bf-9a65-6da8849dc027','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c0-977d-456c00c73439','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c1-8a84-f2ffb025caea','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c2-aa01-09a1dacf2f0e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c3-b628-235c890a0ce7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c4-996c-50855ba0f4ef','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c5-9663-2b4e1065fe1f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c6-a7f3-b15ee7cc03b9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c7-8ee4-777554e289a9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c8-a1d0-d78dbbcf7fcb','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71c9-a4a9-14d53e66a958','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ca-96d4-3a80110d9c35','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71cb-b42d-f86cbc733e7f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71cc-b888-858626526479','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71cd-9711-df1d33d661c1','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ce-b4ff-b38947a78498','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71cf-a378-7d25dc522435','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d0-b65f-d6e1244385a9','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d1-aada-0fdc681cc506','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d2-835e-0a2181a5f457','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d3-a476-7b5418cc1a43','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d4-a27b-f0a6167f1b69','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d5-8f79-9a19ce3f5844','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d6-b977-4f78c0d501dd','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d7-9bd8-25c41293d76b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d8-9c17-703ce520b911','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71d9-ad35-ecbc283d6f94','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71da-b990-e53af1ef25a3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71db-8f35-986f5f30dee6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71dc-9d7c-0018ad3d4679','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71dd-80a5-630af4d8c70f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71de-b49c-7721b5b7d0a7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71df-aed5-7d882fc9ef4d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e0-94ca-6e43cb43c703','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e1-a7c4-2df2a0c1d53f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e2-8a9f-025fa1c12d2d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e3-8b55-9f1428f66c1a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e4-806a-f0b870fc9263','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e5-873c-0a5a757be77b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e6-8575-28879e85084b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e7-a914-c740e079b011','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e8-979d-ff83f0e5ebd6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71e9-acc0-05bf40b5e562','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ea-a003-b4f99631bb98','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71eb-9cf0-2d4a6b4fd04c','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ec-8727-4cc56dae6954','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ed-9550-cb260fd5aba6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ee-8151-14ff47cd0896','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ef-8d49-dbe8c5663ec0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f0-b1a8-54152476df57','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f1-a5c9-28c238956902','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f2-b3a3-7b68c5dbae64','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f3-9739-f0b8c707e774','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f4-a2f3-5c211cb4000e','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f5-bad6-ccbd8408a709','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f6-854c-33d5f90e0a41','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f7-a41f-86fcd28a06f8','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f8-b06f-d68692a8d0cb','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71f9-ab80-84e7462139b0','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71fa-b0b0-8ef6645202d3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71fb-b766-79cd0375bce6','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71fc-8228-124d862a0c11','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71fd-96d0-a38145f62ab3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71fe-9535-b0243aca422b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-71ff-b056-07b37a5317b2','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7200-a651-a098d498da4b','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a2298c-c4c1-7201-a306-e134d8712692','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-713f-ad1d-e235da70b5f2','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a2298c-c4c1-7106-be3c-5c21a26da08e','01a2298b-da3f-711e-85cd-cca166661db1','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 23:02:41.119','2026-11-29 23:02:41.119');
INSERT INTO "runbook_contacts" VALUES('01a2298c-c4c1-7113-a6de-708410f1152b','01a2298b-da3f-711e-85cd-cca166661db1','Contact 0-0','030 0','friend','2026-11-30','2026-11-29 23:02:41.121','2026-11-29 23:02:41.121');
INSERT INTO "runbook_steps" VALUES('01a2298c-c4c1-7108-9022-ab6a06e761e5','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7106-be3c-5c21a26da08e','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 23:02:41.119','2026-11-29 23:02:41.119');
INSERT INTO "runbook_steps" VALUES('01a2298c-c4c1-710a-9352-b652a308c95f','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7106-be3c-5c21a26da08e','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 23:02:41.119','2026-11-29 23:02:41.119');
INSERT INTO "runbook_steps" VALUES('01a2298c-c4c1-710c-82f5-8133314da47a','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7106-be3c-5c21a26da08e','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 23:02:41.119','2026-11-29 23:02:41.119');
INSERT INTO "runbook_steps" VALUES('01a2298c-c4c1-710e-a720-3620728d3a5d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7106-be3c-5c21a26da08e','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 23:02:41.119','2026-11-29 23:02:41.119');
INSERT INTO "runbook_steps" VALUES('01a2298c-c4c1-7110-8cd2-918adbe2cee7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7106-be3c-5c21a26da08e','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 23:02:41.119','2026-11-29 23:02:41.119');
INSERT INTO "runbook_steps" VALUES('01a2298c-c4c1-7116-9937-019c73810dcd','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7106-be3c-5c21a26da08e','contact','Call 0-0',NULL,'01a2298c-c4c1-7113-a6de-708410f1152b','a6','2026-11-29 23:02:41.122','2026-11-29 23:02:41.122');
INSERT INTO "runbook_uses" VALUES('01a2298c-c4c1-7119-8f41-13318db948c7','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7106-be3c-5c21a26da08e','2026-11-29 23:02:41.123','sad','meh','["01a2298c-c4c1-7116-9937-019c73810dcd"]','2026-11-29 23:02:41.123');
INSERT INTO "runbook_settings" VALUES('01a2298c-c4c1-712b-b6f6-8c0dc0558e62','01a2298b-da3f-711e-85cd-cca166661db1','112','2026-11-29 23:02:41.137');
INSERT INTO "task_headings" VALUES('01a2298c-c4c1-70a7-bd34-d9bdebb37124','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7090-986b-ba23e31c154a','Heading 0-0',0,'a1','2026-11-29 23:02:41.036',NULL);
INSERT INTO "pacts" VALUES('01a2298c-c4c1-711c-9f3f-f7238ba2c53e','01a2298b-da3f-711e-85cd-cca166661db1','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 23:02:41.130','2026-11-29 23:02:41.124','2026-11-29 23:02:41.130','goal','01a2298b-da58-71d1-b265-7f1f9e371412','sam@example.org','habit','01a2298c-c4c1-70da-9eb4-3598cb0f3acb',NULL);
INSERT INTO "pacts" VALUES('01a2298c-c4c1-7124-90bd-da3956276c14','01a2298b-da3f-711e-85cd-cca166661db1','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 23:02:41.131','2026-11-29 23:02:41.131','block','01a2298c-c4c1-7070-b7f0-28f7f4c29df8',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a2298c-c4c1-711f-9bc6-3e06718f63e3','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-711c-9f3f-f7238ba2c53e','2026-11-30',1,'Reason 0-0','2026-11-29 23:02:41.128');
INSERT INTO "practice_sessions" VALUES('01a2298c-c4c1-7127-a36f-3ec5702d049d','01a2298b-da3f-711e-85cd-cca166661db1','2026-11-29 22:52:41.136',10,'Sat 0-0','2026-11-29 23:02:41.136','happy');
INSERT INTO "plan_feeds" VALUES('01a2298c-c4c1-7129-a85c-70aef580b2b6','01a2298b-da3f-711e-85cd-cca166661db1',NULL,'a856b88f38e29c90a216a4a9ced873e9d5c810c4f09efe9622166ed8399e0d46','2026-11-29 23:02:41.137',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a2298c-c4c1-7084-8a09-2fe64a5dd96c','01a2298b-da3f-711e-85cd-cca166661db1','Template 0-0','day','2026-11-29 23:02:41.012','2026-11-29 23:02:41.012');
INSERT INTO "plan_template_blocks" VALUES('01a2298c-c4c1-7086-a3f7-7ed94f849efe','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7084-8a09-2fe64a5dd96c',0,375,45,'Block 0-0','01a2298b-da58-71d1-b265-7f1f9e371412','01a2298b-da54-7076-b6b2-831012baa725');
INSERT INTO "plan_template_blocks" VALUES('01a2298c-c4c1-7088-bdff-0bac1ef4b39d','01a2298b-da3f-711e-85cd-cca166661db1','01a2298c-c4c1-7084-8a09-2fe64a5dd96c',0,375,45,'Area block 0-0',NULL,'01a2298b-da54-7076-b6b2-831012baa725');
INSERT INTO "food_days" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-28',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','Europe/Berlin',0,0,1);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','203',1.308);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','204',0.396);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','205',27.408);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','208',106.8);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','269',1.46760000000000019322e+01);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','291',3.12);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','307',1.2);
INSERT INTO "food_day_nutrients" VALUES('01a2298b-da3f-711e-85cd-cca166661db1','2026-11-30','401',10.44);
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
CREATE INDEX intentions_rated ON intentions(owner_id, feeling, state, ends_at, goal_id, area_id, id, tags) WHERE feeling IS NOT NULL;
COMMIT;

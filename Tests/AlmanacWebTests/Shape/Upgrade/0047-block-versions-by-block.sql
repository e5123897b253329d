-- An Almanac database at migration level 0047-block-versions-by-block (UpgradeTests: written once, never rewritten).
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
INSERT INTO "grdb_migrations" VALUES('0047-block-versions-by-block');
INSERT INTO "users" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','ada','ada','Europe/Berlin',2,0,'metric','2026-11-30 02:01:14.360','dayMonth');
INSERT INTO "credentials" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','$2b$12$K1/U5yiwOn8mTCmpb4hgaeWHvQI2taHPHGLNVBHEl6vNLvdFXjjRS');
INSERT INTO "changes" VALUES('01a22a2f-537c-70b2-95c0-3dba81952459','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-537c-70b0-9685-81d09c06c3a9','weeks','01a22a2f-537c-70b1-a5a9-a76efeea4d3d','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22a2f-537c-70b1-a5a9-a76efeea4d3d","length_days":7,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_day":"2026-11-30","started_at":null}',NULL,'2026-11-30 02:01:14.364','web','Started the week of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a2f-537c-70b3-a00e-1d39bf730b0f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-537c-70b0-9685-81d09c06c3a9','weeks','01a22a2f-537c-70b1-a5a9-a76efeea4d3d','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22a2f-537c-70b1-a5a9-a76efeea4d3d","length_days":7,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_day":"2026-11-30","started_at":"2026-11-30 02:01:14.364"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22a2f-537c-70b1-a5a9-a76efeea4d3d","length_days":7,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_day":"2026-11-30","started_at":null}','2026-11-30 02:01:14.364','web','Started the week of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5380-703d-b592-31dc6f4e9e81','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5380-703b-8f33-6884f4ef1579','standups','01a22a2f-5380-703c-b48a-c7ca3cc4fda9','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-30","id":"01a22a2f-5380-703c-b48a-c7ca3cc4fda9","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","updated_at":"2026-11-30 02:01:14.368"}',NULL,'2026-11-30 02:01:14.368','web','Saved the standup of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5380-7040-9c9d-9e3f641b331a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5380-703e-8915-b6f90e4ee9eb','retrospectives','01a22a2f-5380-703f-8fb0-5939faf523df','insert','{"id":"01a22a2f-5380-703f-8fb0-5939faf523df","improve":"Sleep","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","updated_at":"2026-11-30 02:01:14.368","week_id":"01a22a2f-537c-70b1-a5a9-a76efeea4d3d","went_well":"Focus"}',NULL,'2026-11-30 02:01:14.368','web','Saved the retrospective of the week of 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5381-70bc-a0be-bc842f6adf7b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5381-70ba-8705-acb6e4682037','energy_profiles','01a22a2f-5381-70bb-b76c-5e49bd5afff6','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22a2f-5381-70bb-b76c-5e49bd5afff6","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","sex":"female"}',NULL,'2026-11-30 02:01:14.369','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5382-70b1-9ea3-3d63d79bf9b2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5382-70af-bfba-afc3a9754d88','areas','01a22a2f-5382-70b0-b931-35e3a8db45b5','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-30 02:01:14.370","icon":null,"id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","name":"Area 0-0","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.370','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5383-701b-a697-48912c025d99','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5383-7019-b20f-fe3bfc051d87','weekly_goals','01a22a2f-5383-701a-bd35-fdfbcce1ab44','insert','{"added_mid_sprint":1,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","created_at":"2026-11-30 02:01:14.371","estimate_hours":2,"id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22a2f-537c-70b1-a5a9-a76efeea4d3d"}',NULL,'2026-11-30 02:01:14.371','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5384-7116-9b3a-a23fff3e6ed8','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5384-7114-b82e-cfea26949498','intentions','01a22a2f-5384-7115-b051-f86b33bc8c31','insert','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":null,"ends_at":"2026-11-30 02:26:14.372","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a2f-5384-7115-b051-f86b33bc8c31","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.372","started_epoch":1796004074,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-30 02:01:14.372','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5385-7063-9f1e-72cbc890a87d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5385-7061-8128-3103e0ddb6cc','distractions','01a22a2f-5385-7062-92c0-45ab080520a5','insert','{"at":"2026-11-30 02:01:14.373","id":"01a22a2f-5385-7062-92c0-45ab080520a5","intention_id":"01a22a2f-5384-7115-b051-f86b33bc8c31","note":null,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","trigger":"internal","urge_passed":1}',NULL,'2026-11-30 02:01:14.373','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a2f-5386-70a1-ae9f-2e5e24be69a9','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5386-70a0-8765-5e7c5daa4ffe','intentions','01a22a2f-5384-7115-b051-f86b33bc8c31','update','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":"2026-11-30 02:01:14.374","ends_at":"2026-11-30 02:26:14.372","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a2f-5384-7115-b051-f86b33bc8c31","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.372","started_epoch":1796004074,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":null,"ends_at":"2026-11-30 02:26:14.372","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a2f-5384-7115-b051-f86b33bc8c31","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.372","started_epoch":1796004074,"state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-30 02:01:14.374','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-712f-a37f-33b22f04d645','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-712e-9aca-4e4f5f663816','intentions','01a22a2f-5384-7115-b051-f86b33bc8c31','update','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":"2026-11-30 02:01:14.374","ends_at":"2026-11-30 02:26:14.372","feeling":"happy","goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a2f-5384-7115-b051-f86b33bc8c31","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":25,"rated_at":"2026-11-30 02:02:14.376","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.372","started_epoch":1796004074,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":"2026-11-30 02:01:14.374","ends_at":"2026-11-30 02:26:14.372","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a2f-5384-7115-b051-f86b33bc8c31","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.372","started_epoch":1796004074,"state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-30 02:02:14.376','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7132-a184-6ddbd9839c0b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7130-a984-a5c220ae045a','action_items','01a22a30-3de7-7131-99fe-e2fabafea150','insert','{"created_at":"2026-11-30 02:01:14.376","done":0,"id":"01a22a30-3de7-7131-99fe-e2fabafea150","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","text":"Action 0-0","week_id":"01a22a2f-537c-70b1-a5a9-a76efeea4d3d"}',NULL,'2026-11-30 02:01:14.376','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7135-a741-889d6f3c6a7d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7133-889d-b2f85a5870bf','plan_blocks','01a22a30-3de7-7134-8d80-9b0f4cefc639','insert','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","cause":null,"created_at":"2026-11-30 02:01:14.376","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-7134-8d80-9b0f4cefc639","minutes":45,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-30 02:01:14.376"}',NULL,'2026-11-30 02:01:14.376','web','Planned “Block 0-0” on 2026-11-30 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7138-8c50-5b6b4fc39e85','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7136-bdf2-4b24eb4dd9e0','intentions','01a22a30-3de7-7137-8afc-410d35f0a361','insert','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":"01a22a30-3de7-7134-8d80-9b0f4cefc639","ended_at":null,"ends_at":"2026-11-30 02:46:14.378","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-7137-8afc-410d35f0a361","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.378","started_epoch":1796004074,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-30 02:01:14.378','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-713a-b823-7ab7e20c1061','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7139-903e-9278db97ef06','intentions','01a22a30-3de7-7137-8afc-410d35f0a361','update','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":"01a22a30-3de7-7134-8d80-9b0f4cefc639","ended_at":"2026-11-30 02:01:14.378","ends_at":"2026-11-30 02:46:14.378","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-7137-8afc-410d35f0a361","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.378","started_epoch":1796004074,"state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":"01a22a30-3de7-7134-8d80-9b0f4cefc639","ended_at":null,"ends_at":"2026-11-30 02:46:14.378","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-7137-8afc-410d35f0a361","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.378","started_epoch":1796004074,"state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-30 02:01:14.378','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-713d-9e50-539da40b06d3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-713b-b03f-e3a949816cf3','plan_blocks','01a22a30-3de7-713c-a661-c99cbf23b3bb','insert','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","cause":null,"created_at":"2026-11-30 02:01:14.379","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22a30-3de7-713c-a661-c99cbf23b3bb","minutes":30,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-30 02:01:14.379"}',NULL,'2026-11-30 02:01:14.379','web','Planned “Area block 0-0” on 2026-11-30 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7140-be6c-5ef6600c1941','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-713e-b179-8b4e4d68ca8a','plan_block_versions','01a22a30-3de7-713f-be8d-0dd3f4a421a1','insert','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":"01a22a30-3de7-713c-a661-c99cbf23b3bb","change":"moved","day":"2026-11-30","id":"01a22a30-3de7-713f-be8d-0dd3f4a421a1","minutes":30,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","reason":"Longer than planned","recorded_at":"2026-11-30 02:01:14.380","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-30 02:01:14.380','web','Moved “Area block 0-0” to 2026-11-30 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7141-865b-30cc223adea0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-713e-b179-8b4e4d68ca8a','plan_blocks','01a22a30-3de7-713c-a661-c99cbf23b3bb','update','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","cause":null,"created_at":"2026-11-30 02:01:14.379","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22a30-3de7-713c-a661-c99cbf23b3bb","minutes":45,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-30 02:01:14.380"}','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","cause":null,"created_at":"2026-11-30 02:01:14.379","day":"2026-11-30","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22a30-3de7-713c-a661-c99cbf23b3bb","minutes":30,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-30 02:01:14.379"}','2026-11-30 02:01:14.380','web','Moved “Area block 0-0” to 2026-11-30 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7144-878c-4a044690748f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7142-b286-2078aa9d40ef','plan_blocks','01a22a30-3de7-7143-8fb7-179e3bbeba1c','insert','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","cause":null,"created_at":"2026-11-30 02:01:14.381","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22a30-3de7-7143-8fb7-179e3bbeba1c","minutes":15,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-30 02:01:14.381"}',NULL,'2026-11-30 02:01:14.381','web','Planned “Missed block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7146-969b-d4c40fcd8540','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7145-aa1f-d7ab9381049f','plan_blocks','01a22a30-3de7-7143-8fb7-179e3bbeba1c','update','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","cause":"internal","created_at":"2026-11-30 02:01:14.381","day":"2026-11-29","disposed_at":"2026-11-30 02:01:14.381","disposition":"backToList","goal_id":null,"id":"01a22a30-3de7-7143-8fb7-179e3bbeba1c","minutes":15,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-30 02:01:14.381"}','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","cause":null,"created_at":"2026-11-30 02:01:14.381","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22a30-3de7-7143-8fb7-179e3bbeba1c","minutes":15,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-30 02:01:14.381"}','2026-11-30 02:01:14.381','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7149-8e90-170540ea7613','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7147-b97f-5eedec401717','plan_templates','01a22a30-3de7-7148-906d-a8c609f088e7','insert','{"created_at":"2026-11-30 02:01:14.383","id":"01a22a30-3de7-7148-906d-a8c609f088e7","name":"Template 0-0","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","scope":"day","updated_at":"2026-11-30 02:01:14.383"}',NULL,'2026-11-30 02:01:14.383','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-714b-834b-575fb432ed40','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7147-b97f-5eedec401717','plan_template_blocks','01a22a30-3de7-714a-9e34-bc37ae3e2a37','insert','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","day_offset":0,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-714a-9e34-bc37ae3e2a37","minutes":45,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"template_id":"01a22a30-3de7-7148-906d-a8c609f088e7","title":"Block 0-0"}',NULL,'2026-11-30 02:01:14.383','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-714d-a646-0f0f369d40a3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7147-b97f-5eedec401717','plan_template_blocks','01a22a30-3de7-714c-bbc8-02dd14554cc0','insert','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","day_offset":0,"goal_id":null,"id":"01a22a30-3de7-714c-bbc8-02dd14554cc0","minutes":45,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_minute":375,"template_id":"01a22a30-3de7-7148-906d-a8c609f088e7","title":"Area block 0-0"}',NULL,'2026-11-30 02:01:14.383','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7150-9fb1-99343257345f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-714e-930c-1c7e1c20678c','weeks','01a22a30-3de7-714f-902a-004b7e7c1b7d','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22a30-3de7-714f-902a-004b7e7c1b7d","length_days":7,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-30 02:01:14.384','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7152-b743-6b59ca959d7d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-714e-930c-1c7e1c20678c','weekly_goals','01a22a30-3de7-7151-a6cf-ed6354eacff9','insert','{"added_mid_sprint":0,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","created_at":"2026-11-30 02:01:14.384","estimate_hours":3,"id":"01a22a30-3de7-7151-a6cf-ed6354eacff9","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22a30-3de7-714f-902a-004b7e7c1b7d"}',NULL,'2026-11-30 02:01:14.384','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7155-ae0e-5416bbeb463f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7153-959b-58fbe6b03d2b','task_lists','01a22a30-3de7-7154-aba5-21ec9ba6e3b3','insert','{"archived":0,"color":null,"created_at":"2026-11-30 02:01:14.385","icon":null,"id":"01a22a30-3de7-7154-aba5-21ec9ba6e3b3","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.385','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7158-88a7-ec5e0a6486cc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7156-9074-111bfdf64221','tasks','01a22a30-3de7-7157-9ae4-719ef4ebe6c6','insert','{"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","created_at":"2026-11-30 02:01:14.386","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","heading_id":null,"id":"01a22a30-3de7-7157-9ae4-719ef4ebe6c6","import_key":null,"list_id":"01a22a30-3de7-7154-aba5-21ec9ba6e3b3","list_key":"a1","notes":"","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-30","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-30 02:01:14.386"}',NULL,'2026-11-30 02:01:14.386','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-715a-a7d2-1c69775a877c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7156-9074-111bfdf64221','task_tags','01a22a30-3de7-7159-a31c-4a0881537d5a','insert','{"id":"01a22a30-3de7-7159-a31c-4a0881537d5a","name":"errand","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.386','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-715c-acb4-b62225f74d78','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7156-9074-111bfdf64221','task_tag_links','01a22a30-3de7-715b-ab2c-00a2355245b9','insert','{"id":"01a22a30-3de7-715b-ab2c-00a2355245b9","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","tag_id":"01a22a30-3de7-7159-a31c-4a0881537d5a","task_id":"01a22a30-3de7-7157-9ae4-719ef4ebe6c6"}',NULL,'2026-11-30 02:01:14.386','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-715e-8929-f38eb4afcb41','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7156-9074-111bfdf64221','task_checklist_items','01a22a30-3de7-715d-850d-adfdfd6fb42f','insert','{"done":0,"id":"01a22a30-3de7-715d-850d-adfdfd6fb42f","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","task_id":"01a22a30-3de7-7157-9ae4-719ef4ebe6c6","title":"Step"}',NULL,'2026-11-30 02:01:14.386','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7161-97b9-52d3b7695d43','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-715f-8406-215981b9be31','system_settings','01a22a30-3de7-7160-a0c6-b24bc528fadb','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22a30-3de7-7160-a0c6-b24bc528fadb","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-30 02:01:14.391','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7164-872a-48db235c65db','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7162-b8e6-d133cbf3b52f','intentions','01a22a30-3de7-7163-b27c-4944e77c992d','insert','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":null,"ends_at":"2026-11-30 02:16:14.391","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-7163-b27c-4944e77c992d","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.391","started_epoch":1796004074,"state":"running","tags":"[]","task_id":"01a22a30-3de7-7157-9ae4-719ef4ebe6c6","what":"Task 0-0"}',NULL,'2026-11-30 02:01:14.391','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7166-a627-8c6b46197367','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7165-b4c1-4247c6d0fc57','intentions','01a22a30-3de7-7163-b27c-4944e77c992d','update','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":"2026-11-30 02:01:14.392","ends_at":"2026-11-30 02:16:14.391","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-7163-b27c-4944e77c992d","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.391","started_epoch":1796004074,"state":"endedEarly","tags":"[]","task_id":"01a22a30-3de7-7157-9ae4-719ef4ebe6c6","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","block_id":null,"ended_at":null,"ends_at":"2026-11-30 02:16:14.391","feeling":null,"goal_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","id":"01a22a30-3de7-7163-b27c-4944e77c992d","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-30 02:01:14.391","started_epoch":1796004074,"state":"running","tags":"[]","task_id":"01a22a30-3de7-7157-9ae4-719ef4ebe6c6","what":"Task 0-0"}','2026-11-30 02:01:14.392','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7169-b04c-990bb7dcb2b5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7167-bde8-f72424b964fd','tasks','01a22a30-3de7-7168-b86f-51e35af71012','insert','{"area_id":null,"created_at":"2026-11-30 02:01:14.393","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22a30-3de7-7168-b86f-51e35af71012","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-30 02:01:14.393"}',NULL,'2026-11-30 02:01:14.393','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-716c-9165-4f3130c4ab78','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-716a-90a9-aa3b1138d492','task_headings','01a22a30-3de7-716b-af1c-bb41c7a3c5a0','insert','{"archived":0,"created_at":"2026-11-30 02:01:14.393","id":"01a22a30-3de7-716b-af1c-bb41c7a3c5a0","import_key":null,"list_id":"01a22a30-3de7-7154-aba5-21ec9ba6e3b3","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","title":"Heading 0-0"}',NULL,'2026-11-30 02:01:14.393','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-716f-941d-ac63e540b5e0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-716d-8a72-bbcd4b17569d','tasks','01a22a30-3de7-716e-a57b-c91bb7158467','insert','{"area_id":null,"created_at":"2026-11-30 02:01:14.394","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a22a30-3de7-716b-af1c-bb41c7a3c5a0","id":"01a22a30-3de7-716e-a57b-c91bb7158467","import_key":null,"list_id":"01a22a30-3de7-7154-aba5-21ec9ba6e3b3","list_key":"a2","notes":"","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-30 02:01:14.394"}',NULL,'2026-11-30 02:01:14.394','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7172-b848-026b4f1d8a15','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7170-bd86-f2d795eef093','task_lists','*','insert','{"ids":["01a22a30-3de7-7171-8591-41850300e2a8"]}',NULL,'2026-11-30 02:01:14.396','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7175-91ac-b87529b0cf21','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7170-bd86-f2d795eef093','tasks','*','insert','{"ids":["01a22a30-3de7-7173-989e-98c08868f543"]}',NULL,'2026-11-30 02:01:14.398','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7176-a8c2-d21da073567c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7170-bd86-f2d795eef093','task_tag_links','*','insert','{"ids":["01a22a30-3de7-7174-ae3a-804a85c9a254"]}',NULL,'2026-11-30 02:01:14.398','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7179-91f1-6c24e09870a0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7177-a434-89178b4f0ebe','timelines','01a22a30-3de7-7178-acb0-c228b248a753','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-30 02:01:14.399","icon":"","id":"01a22a30-3de7-7178-acb0-c228b248a753","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.399','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-717c-80b8-e5274251e4d5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-717a-ba09-f6b38b3aa9ab','timeline_events','01a22a30-3de7-717b-9142-70fe95542119','insert','{"created_at":"2026-11-30 02:01:14.400","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22a30-3de7-717b-9142-70fe95542119","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22a30-3de7-7178-acb0-c228b248a753","title":"Job 0-0","updated_at":"2026-11-30 02:01:14.400"}',NULL,'2026-11-30 02:01:14.400','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-717f-831b-497a82965a34','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-717d-9415-721d914729e6','timeline_events','01a22a30-3de7-717e-b8a6-ff8c874d5f66','insert','{"created_at":"2026-11-30 02:01:14.401","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22a30-3de7-717e-b8a6-ff8c874d5f66","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22a30-3de7-7178-acb0-c228b248a753","title":"Trip 0-0","updated_at":"2026-11-30 02:01:14.401"}',NULL,'2026-11-30 02:01:14.401','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7182-9d7d-8171c0b21912','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7180-919f-3afad49269e0','timeline_queries','01a22a30-3de7-7181-ae01-6db81113f633','insert','{"created_at":"2026-11-30 02:01:14.401","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22a30-3de7-7181-ae01-6db81113f633","name":"Query 0-0","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.401','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7185-b9d4-63b5a24582e2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7183-adef-b9dea287d4d7','food_events','01a22a30-3de7-7184-b823-7ef7de5c57cb','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a22a30-3de7-7184-b823-7ef7de5c57cb","kind":"record","occurred_at":"2026-11-30 02:01:14.402","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","recorded_at":"2026-11-30 02:01:14.402","refers_to":null}',NULL,'2026-11-30 02:01:14.402','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7188-be7b-8c53a4802a51','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7186-bc6c-be8af6eb73ce','recipes','01a22a30-3de7-7187-bcdd-81da87d7259f','insert','{"created_at":"2026-11-30 02:01:14.405","id":"01a22a30-3de7-7187-bcdd-81da87d7259f","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","servings":2,"total_grams":300,"updated_at":"2026-11-30 02:01:14.405","yield_grams":null}',NULL,'2026-11-30 02:01:14.405','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-718a-a21f-960a21e3c948','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7186-bc6c-be8af6eb73ce','recipe_ingredients','01a22a30-3de7-7189-a852-a02ee38806c6','insert','{"food_id":"09040","grams":100,"id":"01a22a30-3de7-7189-a852-a02ee38806c6","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","position":0,"recipe_id":"01a22a30-3de7-7187-bcdd-81da87d7259f"}',NULL,'2026-11-30 02:01:14.405','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-718c-9a00-aebbf15797fc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7186-bc6c-be8af6eb73ce','recipe_ingredients','01a22a30-3de7-718b-b9d9-82ad9970a486','insert','{"food_id":"01079","grams":200,"id":"01a22a30-3de7-718b-b9d9-82ad9970a486","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","position":1,"recipe_id":"01a22a30-3de7-7187-bcdd-81da87d7259f"}',NULL,'2026-11-30 02:01:14.405','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-718f-9c4b-c6a7f930ce9d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-718d-80a6-c4ddfb0e226e','custom_foods','01a22a30-3de7-718e-8787-871df1bbafe9','insert','{"created_at":"2026-11-30 02:01:14.406","id":"01a22a30-3de7-718e-8787-871df1bbafe9","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","portions":"[]","serving_grams":null,"updated_at":"2026-11-30 02:01:14.406"}',NULL,'2026-11-30 02:01:14.406','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7192-8215-ce39901030b3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7190-8d16-6a8ed3cd0361','food_events','01a22a30-3de7-7191-8983-365dd8c82930','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22a30-3de7-7191-8983-365dd8c82930","kind":"record","occurred_at":"2026-11-30 02:01:14.407","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","recorded_at":"2026-11-30 02:01:14.407","refers_to":null}',NULL,'2026-11-30 02:01:14.407','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7195-b5e0-83f6315583d8','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7193-9588-827f324838b2','food_events','01a22a30-3de7-7194-b2f0-023d8be41d66','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a22a30-3de7-7194-b2f0-023d8be41d66","kind":"record","occurred_at":"2026-11-30 02:01:14.409","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","recorded_at":"2026-11-30 02:01:14.408","refers_to":null}',NULL,'2026-11-30 02:01:14.408','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7198-92e9-d336994a94e7','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7196-8974-26728ef2dc40','price_comparisons','01a22a30-3de7-7197-b5d9-717ab754b89d','insert','{"created_at":"2026-11-30 02:01:14.410","display_unit":"100 ml","id":"01a22a30-3de7-7197-b5d9-717ab754b89d","name":"Comparison 0-0","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","unit_system":"metric","updated_at":"2026-11-30 02:01:14.410"}',NULL,'2026-11-30 02:01:14.410','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-719a-8a05-ebc127a833cf','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7196-8974-26728ef2dc40','price_products','01a22a30-3de7-7199-8bc7-ea2ba9e1c52d','insert','{"comparison_id":"01a22a30-3de7-7197-b5d9-717ab754b89d","id":"01a22a30-3de7-7199-8bc7-ea2ba9e1c52d","name":"Bertolli","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-30 02:01:14.410','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-719c-8b8a-8f229d3d6d42','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7196-8974-26728ef2dc40','price_products','01a22a30-3de7-719b-bbfe-66fa51e4e537','insert','{"comparison_id":"01a22a30-3de7-7197-b5d9-717ab754b89d","id":"01a22a30-3de7-719b-bbfe-66fa51e4e537","name":"Monini","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-30 02:01:14.410','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-719f-8d4b-cdc474c36917','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-719d-8309-686e40d0e2fe','habits','01a22a30-3de7-719e-8d9b-302014960533','insert','{"archived":0,"area_id":"01a22a2f-5382-70b0-b931-35e3a8db45b5","color":null,"created_at":"2026-11-30 02:01:14.412","emoji":"📚","id":"01a22a30-3de7-719e-8d9b-302014960533","name":"Habit 0-0","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-30","target":null,"unit":"","updated_at":"2026-11-30 02:01:14.412"}',NULL,'2026-11-30 02:01:14.412','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71a2-9faf-8af5a395cb88','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71a0-92db-05f59104aee8','habit_check_ins','01a22a30-3de7-71a1-a1d1-ad2a94f973c5','insert','{"amount":1,"created_at":"2026-11-30 02:01:14.413","day":"2026-11-29","habit_id":"01a22a30-3de7-719e-8d9b-302014960533","id":"01a22a30-3de7-71a1-a1d1-ad2a94f973c5","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.413','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71a5-8ad0-981a100492b4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71a3-9ce6-bd50712cefff','habit_check_ins','01a22a30-3de7-71a4-b206-8a3b599c2e9f','insert','{"amount":1,"created_at":"2026-11-30 02:01:14.414","day":"2026-11-30","habit_id":"01a22a30-3de7-719e-8d9b-302014960533","id":"01a22a30-3de7-71a4-b206-8a3b599c2e9f","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.414','web','Checked in “Habit 0-0” on 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71a8-a1fc-8fa5456e5cff','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71a6-966b-980767912529','habit_rest_days','01a22a30-3de7-71a7-bcf0-52cf8555cfa0','insert','{"created_at":"2026-11-30 02:01:14.415","day":"2026-12-02","habit_id":"01a22a30-3de7-719e-8d9b-302014960533","id":"01a22a30-3de7-71a7-bcf0-52cf8555cfa0","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.415','web','Declared 2026-12-02 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71ab-984d-0f2f7b287327','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71a9-b177-e62e3a435e3d','habits','01a22a30-3de7-71aa-b09c-e5deada9164a','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-30 02:01:14.415","emoji":"","id":"01a22a30-3de7-71aa-b09c-e5deada9164a","name":"Water 0-0","order_key":"a2","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-30","target":8,"unit":"glasses","updated_at":"2026-11-30 02:01:14.415"}',NULL,'2026-11-30 02:01:14.415','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71ae-996c-2720e2654aac','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ac-93df-cda974fccde6','habit_check_ins','01a22a30-3de7-71ad-ac28-cf5b14bccc1c','insert','{"amount":4,"created_at":"2026-11-30 02:01:14.416","day":"2026-11-30","habit_id":"01a22a30-3de7-71aa-b09c-e5deada9164a","id":"01a22a30-3de7-71ad-ac28-cf5b14bccc1c","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.416','web','Checked in “Water 0-0” on 2026-11-30 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71b1-9ed2-b437a032a812','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71af-b6a9-e22f85b94a21','lift_sessions','01a22a30-3de7-71b0-b8f0-28f43df14371','insert','{"created_at":"2026-11-30 02:01:14.426","day":"2026-11-30","id":"01a22a30-3de7-71b0-b8f0-28f43df14371","name":"Workout","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","updated_at":"2026-11-30 02:01:14.426"}',NULL,'2026-11-30 02:01:14.426','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71b3-b843-df18cd06e6af','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71af-b6a9-e22f85b94a21','lift_sets','01a22a30-3de7-71b2-80bd-599cecef166f','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-30 02:01:14.426","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22a30-3de7-71b2-80bd-599cecef166f","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","position":0,"rate_hz":20,"recorded_at":"2026-11-30 02:01:14.426","reps":3,"session_id":"01a22a30-3de7-71b0-b8f0-28f43df14371","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-30 02:01:14.426','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71b4-9925-91befa71efdf','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71af-b6a9-e22f85b94a21','lift_streams','01a22a30-3de7-71b2-80bd-599cecef166f','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22a30-3de7-71b2-80bd-599cecef166f","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.426','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71b7-8fc9-5c5de4e1beac','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71b5-8399-3ae8859da442','lift_templates','01a22a30-3de7-71b6-b1ec-a3c1f9293546','insert','{"created_at":"2026-11-30 02:01:14.429","goal_reps":8,"id":"01a22a30-3de7-71b6-b1ec-a3c1f9293546","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","sets":3}',NULL,'2026-11-30 02:01:14.429','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71ba-951d-877ae64c10a3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71b8-a1d1-091c1fc103fc','lift_defaults','01a22a30-3de7-71b9-b8ce-c0c1837af42b','insert','{"id":"01a22a30-3de7-71b9-b8ce-c0c1837af42b","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-30 02:01:14.430","velocity_loss_target":25}',NULL,'2026-11-30 02:01:14.430','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71bd-a2d3-3f03d302a7c0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71bc-a2f2-f364484a721b','day_photos','01a22a30-3de7-71bb-895a-3699f8a79bde','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-30 02:01:14.431","day":"2026-11-30","id":"01a22a30-3de7-71bb-895a-3699f8a79bde","kind":"png","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.432','web','Added a photo to 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71c0-be84-f6d331be18a7','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71be-b259-0d0341a99d6e','journal_entries','01a22a30-3de7-71bf-9e83-65b13b9de088','insert','{"created_at":"2026-11-30 02:01:14.433","day":"2026-11-30","id":"01a22a30-3de7-71bf-9e83-65b13b9de088","location":"Berlin","mood":"happy","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-30 02:01:14.433","written_at":"2026-11-30 02:01:14.433"}',NULL,'2026-11-30 02:01:14.433','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71c3-aad2-8e5e5a36af92','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c1-a287-ae366da4204b','journal_entries','01a22a30-3de7-71c2-a73f-08d9acf8213a','insert','{"created_at":"2026-11-30 02:01:14.434","day":"2025-11-28","id":"01a22a30-3de7-71c2-a73f-08d9acf8213a","location":null,"mood":null,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-30 02:01:14.434","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-30 02:01:14.434','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71c6-a931-c0a4058e0439','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c5-9441-a5f523726484','day_photos','01a22a30-3de7-71c4-8f5b-a813179160e4','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-30 02:01:14.436","day":"2026-11-30","id":"01a22a30-3de7-71c4-8f5b-a813179160e4","kind":"png","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218"}',NULL,'2026-11-30 02:01:14.436','web','Added a photo to 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71c8-aec0-bbbddd8183ee','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c5-9441-a5f523726484','journal_photos','01a22a30-3de7-71c7-ad00-09742fc84251','insert','{"entry_id":"01a22a30-3de7-71bf-9e83-65b13b9de088","id":"01a22a30-3de7-71c7-ad00-09742fc84251","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","photo_id":"01a22a30-3de7-71c4-8f5b-a813179160e4","source_id":null}',NULL,'2026-11-30 02:01:14.436','web','Added a photo to 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71cb-8039-0e152e6aa514','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c9-bb44-adf26dfab1b0','runbooks','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','insert','{"created_at":"2026-11-30 02:01:14.438","id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","name":"When I''m anxious","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","updated_at":"2026-11-30 02:01:14.438","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-30 02:01:14.438','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71cd-a15d-cf96980c3b45','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c9-bb44-adf26dfab1b0','runbook_steps','01a22a30-3de7-71cc-9450-b00811cf5ec4','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-30 02:01:14.438","id":"01a22a30-3de7-71cc-9450-b00811cf5ec4","kind":"text","order_key":"a1","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","runbook_id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-30 02:01:14.438"}',NULL,'2026-11-30 02:01:14.438','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71cf-9a48-b8795073db7c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c9-bb44-adf26dfab1b0','runbook_steps','01a22a30-3de7-71ce-862a-366d041b2ebc','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-30 02:01:14.438","id":"01a22a30-3de7-71ce-862a-366d041b2ebc","kind":"breathing","order_key":"a2","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","runbook_id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-30 02:01:14.438"}',NULL,'2026-11-30 02:01:14.438','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71d1-9b14-c33af18cf7ff','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c9-bb44-adf26dfab1b0','runbook_steps','01a22a30-3de7-71d0-b915-703c1c50fb10','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-30 02:01:14.438","id":"01a22a30-3de7-71d0-b915-703c1c50fb10","kind":"grounding","order_key":"a3","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","runbook_id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-30 02:01:14.438"}',NULL,'2026-11-30 02:01:14.438','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71d3-af05-210c495afc92','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c9-bb44-adf26dfab1b0','runbook_steps','01a22a30-3de7-71d2-a96d-d69760bbe29e','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-30 02:01:14.438","id":"01a22a30-3de7-71d2-a96d-d69760bbe29e","kind":"text","order_key":"a4","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","runbook_id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-30 02:01:14.438"}',NULL,'2026-11-30 02:01:14.438','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71d5-8917-7805c8e3bc0c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71c9-bb44-adf26dfab1b0','runbook_steps','01a22a30-3de7-71d4-804d-0d248ad03476','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-30 02:01:14.438","id":"01a22a30-3de7-71d4-804d-0d248ad03476","kind":"contact","order_key":"a5","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","runbook_id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-30 02:01:14.438"}',NULL,'2026-11-30 02:01:14.438','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71d8-8247-81175f15d613','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71d6-8208-b90557eb781e','runbook_contacts','01a22a30-3de7-71d7-a20b-70e0951bd097','insert','{"checked_day":"2026-11-30","created_at":"2026-11-30 02:01:14.440","id":"01a22a30-3de7-71d7-a20b-70e0951bd097","name":"Contact 0-0","note":"friend","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","phone":"030 0","updated_at":"2026-11-30 02:01:14.440"}',NULL,'2026-11-30 02:01:14.440','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71db-b509-8df5a352293c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71d9-9fd3-1ceab72e09da','runbook_steps','01a22a30-3de7-71da-a43f-c308f550e7c7','insert','{"breathing":null,"contact_id":"01a22a30-3de7-71d7-a20b-70e0951bd097","created_at":"2026-11-30 02:01:14.440","id":"01a22a30-3de7-71da-a43f-c308f550e7c7","kind":"contact","order_key":"a6","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","runbook_id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","text":"Call 0-0","updated_at":"2026-11-30 02:01:14.440"}',NULL,'2026-11-30 02:01:14.440','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71de-bbfc-add20474b756','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71dc-8f11-71141f9d0d66','runbook_uses','01a22a30-3de7-71dd-9de1-97dfa39d14cd','insert','{"created_at":"2026-11-30 02:01:14.441","feeling_after":"meh","feeling_before":"sad","id":"01a22a30-3de7-71dd-9de1-97dfa39d14cd","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","runbook_id":"01a22a30-3de7-71ca-ab64-53bb8ec2cc5a","steps_done":"[\"01a22a30-3de7-71da-a43f-c308f550e7c7\"]","used_at":"2026-11-30 02:01:14.441"}',NULL,'2026-11-30 02:01:14.441','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71e1-a9ef-a7442270bf39','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71df-b7dc-7c7aaaddb214','pacts','01a22a30-3de7-71e0-9765-be6cb7ef33e7','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-30 02:01:14.442","delay_hours":24,"id":"01a22a30-3de7-71e0-9765-be6cb7ef33e7","kind":"price","link_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","link_kind":"goal","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-30 02:01:14.442"}',NULL,'2026-11-30 02:01:14.442','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71e4-a4ad-70d92421cc17','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71e2-8bc5-92872d5edd1e','pact_marks','01a22a30-3de7-71e3-a09e-61762138aa89','insert','{"created_at":"2026-11-30 02:01:14.443","day":"2026-11-30","id":"01a22a30-3de7-71e3-a09e-61762138aa89","kept":1,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","pact_id":"01a22a30-3de7-71e0-9765-be6cb7ef33e7","reason":"Reason 0-0"}',NULL,'2026-11-30 02:01:14.443','web','Marked “Pact 0-0” kept on 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71e6-9e21-107299cae289','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71e5-9f5c-24048b6e99bb','pacts','01a22a30-3de7-71e0-9765-be6cb7ef33e7','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-30 02:01:14.442","delay_hours":24,"id":"01a22a30-3de7-71e0-9765-be6cb7ef33e7","kind":"price","link_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","link_kind":"goal","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","pending_amount":"1","pending_at":"2026-12-01 02:01:14.444","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22a30-3de7-719e-8d9b-302014960533","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-30 02:01:14.444"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-30 02:01:14.442","delay_hours":24,"id":"01a22a30-3de7-71e0-9765-be6cb7ef33e7","kind":"price","link_id":"01a22a2f-5383-701a-bd35-fdfbcce1ab44","link_kind":"goal","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-30 02:01:14.442"}','2026-11-30 02:01:14.444','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71e9-8a51-7a214bd67fcb','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71e7-a068-46501790a9e3','pacts','01a22a30-3de7-71e8-9617-a79adfdfb5f8','insert','{"amount":null,"consequence":null,"created_at":"2026-11-30 02:01:14.445","delay_hours":168,"id":"01a22a30-3de7-71e8-9617-a79adfdfb5f8","kind":"effort","link_id":"01a22a30-3de7-7134-8d80-9b0f4cefc639","link_kind":"block","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-30 02:01:14.445"}',NULL,'2026-11-30 02:01:14.445','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71ec-8dd8-5d39a3bbe936','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ea-8d1f-017c89c427db','practice_sessions','01a22a30-3de7-71eb-9e6d-094e233d07b3','insert','{"created_at":"2026-11-30 02:01:14.446","feeling":"happy","id":"01a22a30-3de7-71eb-9e6d-094e233d07b3","minutes":10,"note":"Sat 0-0","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","started_at":"2026-11-30 01:51:14.446"}',NULL,'2026-11-30 02:01:14.446','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71f0-8bdc-7fc3da7e4fe4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ee-a275-2f0dca9b65d2','runbook_settings','01a22a30-3de7-71ef-ab92-ae7152e939f9','insert','{"emergency_number":"112","id":"01a22a30-3de7-71ef-ab92-ae7152e939f9","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","updated_at":"2026-11-30 02:01:14.447"}',NULL,'2026-11-30 02:01:14.447','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71f3-b0da-f114c80d8da1','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71f1-82f2-c23d0d2b2a4d','journal_entries','01a22a30-3de7-71f2-b0d7-39d9d6179c94','insert','{"created_at":"2026-11-30 02:01:14.448","day":"2026-11-30","id":"01a22a30-3de7-71f2-b0d7-39d9d6179c94","location":null,"mood":null,"owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-30 02:01:14.448","written_at":"2026-11-30 02:01:14.448"}',NULL,'2026-11-30 02:01:14.448','web','Filled in daily review for 2026-11-30',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71f7-a20d-7e29e96c7818','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71f5-b1c3-c877e9927f87','health_sources','01a22a30-3de7-71f6-a696-e95ed56dd5d6','insert','{"id":"01a22a30-3de7-71f6-a696-e95ed56dd5d6","name":"Shape Watch 0","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","position":null}',NULL,'2026-11-30 02:01:14.450','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71f9-ba68-2496e4303f97','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71f5-b1c3-c877e9927f87','health_sources','01a22a30-3de7-71f8-ac9e-69a3331a85fa','insert','{"id":"01a22a30-3de7-71f8-ac9e-69a3331a85fa","name":"Shape iPhone","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","position":null}',NULL,'2026-11-30 02:01:14.450','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71fc-8e6e-6bc433bbd705','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71f5-b1c3-c877e9927f87','food_events','01a22a30-3de7-71fb-b5cc-8315058228ba','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795863600,1795864200]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a22a30-3de7-71fb-b5cc-8315058228ba","kind":"record","occurred_at":"2026-11-28 11:00:00.000","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","recorded_at":"2026-11-30 02:01:14.450","refers_to":null}',NULL,'2026-11-30 02:01:14.450','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71fe-8479-e606637d23e9','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71f5-b1c3-c877e9927f87','food_events','01a22a30-3de7-71fd-a88c-3e97371b0a9c','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22a30-3de7-71fd-a88c-3e97371b0a9c","kind":"record","occurred_at":"2026-11-28 11:00:00.000","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","recorded_at":"2026-11-30 02:01:14.450","refers_to":null}',NULL,'2026-11-30 02:01:14.450','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-71ff-b37d-d013fe39da33','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71f5-b1c3-c877e9927f87','health_days','01a22a30-3de7-71fa-91c3-81821dd9f348','insert','{"active_event_id":"01a22a30-3de7-71fb-b5cc-8315058228ba","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-28","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22a30-3de7-71fa-91c3-81821dd9f348","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-30 02:01:14.450","weighed_at":"2026-11-28 11:00:00.000","weight_event_id":"01a22a30-3de7-71fd-a88c-3e97371b0a9c","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-30 02:01:14.450','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7201-80ee-3e5066344620','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71f5-b1c3-c877e9927f87','health_imports','01a22a30-3de7-7200-a3b4-a43ce61a7d10','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-28","format":"csv","id":"01a22a30-3de7-7200-a3b4-a43ce61a7d10","imported_at":"2026-11-30 02:01:14.450","last_day":"2026-11-28","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","records":3}',NULL,'2026-11-30 02:01:14.450','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22a30-3de7-7204-9253-94e8a1e99ce5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7202-9538-a5f348d009a4','calendars','01a22a30-3de7-7203-a069-6fd43247c01c','insert','{"color":"#5b6ee1","created_at":"2026-11-30 02:01:14.456","etag":null,"fetched_at":"2026-11-30 02:01:14.456","file_name":"work-0.ics","id":"01a22a30-3de7-7203-a069-6fd43247c01c","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22a2f-5378-700c-bfc4-0256e267a218","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261120T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261130\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-30 02:01:14.456','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22a30-3de7-7154-aba5-21ec9ba6e3b3','01a22a2f-5378-700c-bfc4-0256e267a218','List 0-0',NULL,NULL,0,'a1','2026-11-30 02:01:14.385',NULL);
INSERT INTO "task_lists" VALUES('01a22a30-3de7-7171-8591-41850300e2a8','01a22a2f-5378-700c-bfc4-0256e267a218','Imported 0-0',NULL,NULL,0,'a2','2026-11-30 02:01:14.396','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22a30-3de7-7157-9ae4-719ef4ebe6c6','01a22a2f-5378-700c-bfc4-0256e267a218','Task 0-0','','01a22a30-3de7-7154-aba5-21ec9ba6e3b3','2026-11-30',0,0,NULL,NULL,'open',NULL,NULL,'01a22a2f-5383-701a-bd35-fdfbcce1ab44','01a22a2f-5382-70b0-b931-35e3a8db45b5','a1','a1','2026-11-30 02:01:14.386','2026-11-30 02:01:14.386',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22a30-3de7-7168-b86f-51e35af71012','01a22a2f-5378-700c-bfc4-0256e267a218','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-30 02:01:14.393','2026-11-30 02:01:14.393',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22a30-3de7-716e-a57b-c91bb7158467','01a22a2f-5378-700c-bfc4-0256e267a218','Headed 0-0','','01a22a30-3de7-7154-aba5-21ec9ba6e3b3',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-30 02:01:14.394','2026-11-30 02:01:14.394',NULL,'01a22a30-3de7-716b-af1c-bb41c7a3c5a0',NULL);
INSERT INTO "tasks" VALUES('01a22a30-3de7-7173-989e-98c08868f543','01a22a2f-5378-700c-bfc4-0256e267a218','Imported 0-0','','01a22a30-3de7-7171-8591-41850300e2a8',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-30 02:01:14.398','2026-11-30 02:01:14.398','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a22a30-3de7-7159-a31c-4a0881537d5a','01a22a2f-5378-700c-bfc4-0256e267a218','errand');
INSERT INTO "task_tag_links" VALUES('01a22a30-3de7-715b-ab2c-00a2355245b9','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7157-9ae4-719ef4ebe6c6','01a22a30-3de7-7159-a31c-4a0881537d5a');
INSERT INTO "task_tag_links" VALUES('01a22a30-3de7-7174-ae3a-804a85c9a254','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7173-989e-98c08868f543','01a22a30-3de7-7159-a31c-4a0881537d5a');
INSERT INTO "task_checklist_items" VALUES('01a22a30-3de7-715d-850d-adfdfd6fb42f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7157-9ae4-719ef4ebe6c6','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22a30-3de7-7157-9ae4-719ef4ebe6c6','01a22a2f-5378-700c-bfc4-0256e267a218','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22a30-3de7-7168-b86f-51e35af71012','01a22a2f-5378-700c-bfc4-0256e267a218','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22a30-3de7-716e-a57b-c91bb7158467','01a22a2f-5378-700c-bfc4-0256e267a218','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22a30-3de7-7173-989e-98c08868f543','01a22a2f-5378-700c-bfc4-0256e267a218','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22a30-3de7-7197-b5d9-717ab754b89d','01a22a2f-5378-700c-bfc4-0256e267a218','Comparison 0-0','metric','100 ml','2026-11-30 02:01:14.410','2026-11-30 02:01:14.410');
INSERT INTO "price_products" VALUES('01a22a30-3de7-7199-8bc7-ea2ba9e1c52d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7197-b5d9-717ab754b89d',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22a30-3de7-719b-bbfe-66fa51e4e537','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7197-b5d9-717ab754b89d',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22a30-3de7-7178-acb0-c228b248a753','01a22a2f-5378-700c-bfc4-0256e267a218','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-30 02:01:14.399');
INSERT INTO "timeline_events" VALUES('01a22a30-3de7-717b-9142-70fe95542119','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7178-acb0-c228b248a753','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-30 02:01:14.400','2026-11-30 02:01:14.400');
INSERT INTO "timeline_events" VALUES('01a22a30-3de7-717e-b8a6-ff8c874d5f66','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7178-acb0-c228b248a753','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-30 02:01:14.401','2026-11-30 02:01:14.401');
INSERT INTO "timeline_queries" VALUES('01a22a30-3de7-7181-ae01-6db81113f633','01a22a2f-5378-700c-bfc4-0256e267a218','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-30 02:01:14.401');
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
INSERT INTO "custom_foods" VALUES('01a22a30-3de7-718e-8787-871df1bbafe9','01a22a2f-5378-700c-bfc4-0256e267a218','Food 0-0','{"208":250}',NULL,'[]','2026-11-30 02:01:14.406','2026-11-30 02:01:14.406');
INSERT INTO "recipes" VALUES('01a22a30-3de7-7187-bcdd-81da87d7259f','01a22a2f-5378-700c-bfc4-0256e267a218','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-30 02:01:14.405','2026-11-30 02:01:14.405');
INSERT INTO "recipe_ingredients" VALUES('01a22a30-3de7-7189-a852-a02ee38806c6','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7187-bcdd-81da87d7259f','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22a30-3de7-718b-b9d9-82ad9970a486','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7187-bcdd-81da87d7259f','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22a30-3de7-7184-b823-7ef7de5c57cb','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 02:01:14.402','2026-11-30 02:01:14.402','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a22a30-3de7-7191-8983-365dd8c82930','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 02:01:14.407','2026-11-30 02:01:14.407','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a22a30-3de7-7194-b2f0-023d8be41d66','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 02:01:14.409','2026-11-30 02:01:14.408','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a22a30-3de7-71fb-b5cc-8315058228ba','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-28 11:00:00.000','2026-11-30 02:01:14.450','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795863600,1795864200]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a22a30-3de7-71fd-a88c-3e97371b0a9c','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-28 11:00:00.000','2026-11-30 02:01:14.450','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a22a2f-5381-70bb-b76c-5e49bd5afff6','01a22a2f-5378-700c-bfc4-0256e267a218','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22a30-3de7-7160-a0c6-b24bc528fadb','01a22a2f-5378-700c-bfc4-0256e267a218','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22a2f-5382-70b0-b931-35e3a8db45b5','01a22a2f-5378-700c-bfc4-0256e267a218','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-30 02:01:14.370');
INSERT INTO "weeks" VALUES('01a22a2f-537c-70b1-a5a9-a76efeea4d3d','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30',7,'[0,6,6,6,6,6,0]','2026-11-30 02:01:14.364');
INSERT INTO "weeks" VALUES('01a22a30-3de7-714f-902a-004b7e7c1b7d','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-23',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22a2f-5383-701a-bd35-fdfbcce1ab44','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-537c-70b1-a5a9-a76efeea4d3d','01a22a2f-5382-70b0-b931-35e3a8db45b5','Goal 0-0',2.0,'open',NULL,1,'2026-11-30 02:01:14.371');
INSERT INTO "weekly_goals" VALUES('01a22a30-3de7-7151-a6cf-ed6354eacff9','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-714f-902a-004b7e7c1b7d','01a22a2f-5382-70b0-b931-35e3a8db45b5','Past goal 0-0',3.0,'open',NULL,0,'2026-11-30 02:01:14.384');
INSERT INTO "retrospectives" VALUES('01a22a2f-5380-703f-8fb0-5939faf523df','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-537c-70b1-a5a9-a76efeea4d3d','Focus','Sleep','2026-11-30 02:01:14.368');
INSERT INTO "action_items" VALUES('01a22a30-3de7-7131-99fe-e2fabafea150','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-537c-70b1-a5a9-a76efeea4d3d','Action 0-0',0,'2026-11-30 02:01:14.376');
INSERT INTO "intentions" VALUES('01a22a2f-5384-7115-b051-f86b33bc8c31','01a22a2f-5378-700c-bfc4-0256e267a218','Intention 0-0',25,'01a22a2f-5383-701a-bd35-fdfbcce1ab44','01a22a2f-5382-70b0-b931-35e3a8db45b5','2026-11-30 02:01:14.372','2026-11-30 02:26:14.372','endedEarly','2026-11-30 02:01:14.374',NULL,'[]','happy','2026-11-30 02:02:14.376',NULL,NULL,NULL,NULL,NULL,1796004074);
INSERT INTO "intentions" VALUES('01a22a30-3de7-7137-8afc-410d35f0a361','01a22a2f-5378-700c-bfc4-0256e267a218','Block 0-0',45,'01a22a2f-5383-701a-bd35-fdfbcce1ab44','01a22a2f-5382-70b0-b931-35e3a8db45b5','2026-11-30 02:01:14.378','2026-11-30 02:46:14.378','endedEarly','2026-11-30 02:01:14.378',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22a30-3de7-7134-8d80-9b0f4cefc639',NULL,1796004074);
INSERT INTO "intentions" VALUES('01a22a30-3de7-7163-b27c-4944e77c992d','01a22a2f-5378-700c-bfc4-0256e267a218','Task 0-0',15,'01a22a2f-5383-701a-bd35-fdfbcce1ab44','01a22a2f-5382-70b0-b931-35e3a8db45b5','2026-11-30 02:01:14.391','2026-11-30 02:16:14.391','endedEarly','2026-11-30 02:01:14.392',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22a30-3de7-7157-9ae4-719ef4ebe6c6',1796004074);
INSERT INTO "distractions" VALUES('01a22a2f-5385-7062-92c0-45ab080520a5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a2f-5384-7115-b051-f86b33bc8c31','internal',NULL,'2026-11-30 02:01:14.373',1);
INSERT INTO "standups" VALUES('01a22a2f-5380-703c-b48a-c7ca3cc4fda9','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-30 02:01:14.368');
INSERT INTO "day_photos" VALUES('01a22a30-3de7-71bb-895a-3699f8a79bde','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','png',64,'Photo 0-0','2026-11-30 02:01:14.431');
INSERT INTO "day_photos" VALUES('01a22a30-3de7-71c4-8f5b-a813179160e4','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','png',64,'Journal 0-0','2026-11-30 02:01:14.436');
INSERT INTO "security_events" VALUES('01a22a2f-5378-700d-9a7a-b6ecc8d3d4ed','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 02:01:14.360','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22a30-3de7-71b0-b8f0-28f43df14371','01a22a2f-5378-700c-bfc4-0256e267a218','Workout','2026-11-30','2026-11-30 02:01:14.426','2026-11-30 02:01:14.426');
INSERT INTO "lift_sets" VALUES('01a22a30-3de7-71b2-80bd-599cecef166f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71b0-b8f0-28f43df14371',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-30 02:01:14.426','2026-11-30 02:01:14.426');
INSERT INTO "lift_streams" VALUES('01a22a30-3de7-71b2-80bd-599cecef166f','01a22a2f-5378-700c-bfc4-0256e267a218','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22a30-3de7-71b6-b1ec-a3c1f9293546','01a22a2f-5378-700c-bfc4-0256e267a218','Template 0-0','bench',60.0,8,3,'a1','2026-11-30 02:01:14.429');
INSERT INTO "journal_entries" VALUES('01a22a30-3de7-71bf-9e83-65b13b9de088','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 02:01:14.433','Europe/Berlin','2026-11-30','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-30 02:01:14.433','2026-11-30 02:01:14.433');
INSERT INTO "journal_entries" VALUES('01a22a30-3de7-71c2-a73f-08d9acf8213a','01a22a2f-5378-700c-bfc4-0256e267a218','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-30 02:01:14.434','2026-11-30 02:01:14.434');
INSERT INTO "journal_entries" VALUES('01a22a30-3de7-71f2-b0d7-39d9d6179c94','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 02:01:14.448','Europe/Berlin','2026-11-30','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-30 02:01:14.448','2026-11-30 02:01:14.448');
INSERT INTO "journal_photos" VALUES('01a22a30-3de7-71c7-ad00-09742fc84251','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71bf-9e83-65b13b9de088','01a22a30-3de7-71c4-8f5b-a813179160e4',NULL);
INSERT INTO "journal_drafts" VALUES('01a22a30-3de7-71f4-89d4-f35b357398a7','01a22a2f-5378-700c-bfc4-0256e267a218',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-30T02:01:14.449Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-30 02:01:14.449');
INSERT INTO "journal_search" VALUES('01a22a30-3de7-71bf-9e83-65b13b9de088','01a22a2f-5378-700c-bfc4-0256e267a218','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22a30-3de7-71c2-a73f-08d9acf8213a','01a22a2f-5378-700c-bfc4-0256e267a218','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22a30-3de7-71f2-b0d7-39d9d6179c94','01a22a2f-5378-700c-bfc4-0256e267a218','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22a30-3de7-719e-8d9b-302014960533','01a22a2f-5378-700c-bfc4-0256e267a218','Habit 0-0','📚',NULL,'01a22a2f-5382-70b0-b931-35e3a8db45b5','daily',0,0,NULL,'',NULL,'2026-11-30',0,'a1','2026-11-30 02:01:14.412','2026-11-30 02:01:14.412');
INSERT INTO "habits" VALUES('01a22a30-3de7-71aa-b09c-e5deada9164a','01a22a2f-5378-700c-bfc4-0256e267a218','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-30',0,'a2','2026-11-30 02:01:14.415','2026-11-30 02:01:14.415');
INSERT INTO "habit_check_ins" VALUES('01a22a30-3de7-71a1-a1d1-ad2a94f973c5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-719e-8d9b-302014960533','2026-11-29',1.0,'2026-11-30 02:01:14.413');
INSERT INTO "habit_check_ins" VALUES('01a22a30-3de7-71a4-b206-8a3b599c2e9f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-719e-8d9b-302014960533','2026-11-30',1.0,'2026-11-30 02:01:14.414');
INSERT INTO "habit_check_ins" VALUES('01a22a30-3de7-71ad-ac28-cf5b14bccc1c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71aa-b09c-e5deada9164a','2026-11-30',4.0,'2026-11-30 02:01:14.416');
INSERT INTO "habit_rest_days" VALUES('01a22a30-3de7-71a7-bcf0-52cf8555cfa0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-719e-8d9b-302014960533','2026-12-02','2026-11-30 02:01:14.415');
INSERT INTO "health_days" VALUES('01a22a30-3de7-71fa-91c3-81821dd9f348','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-28',50.0,NULL,NULL,900.0,70.0,'2026-11-28 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22a30-3de7-71fb-b5cc-8315058228ba',NULL,'01a22a30-3de7-71fd-a88c-3e97371b0a9c','2026-11-30 02:01:14.450');
INSERT INTO "health_sources" VALUES('01a22a30-3de7-71f6-a696-e95ed56dd5d6','01a22a2f-5378-700c-bfc4-0256e267a218','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22a30-3de7-71f8-ac9e-69a3331a85fa','01a22a2f-5378-700c-bfc4-0256e267a218','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22a30-3de7-7200-a3b4-a43ce61a7d10','01a22a2f-5378-700c-bfc4-0256e267a218','shape-0.csv','csv',0,3,0,1,1,'2026-11-28','2026-11-28','2026-11-30 02:01:14.450');
INSERT INTO "lift_defaults" VALUES('01a22a30-3de7-71b9-b8ce-c0c1837af42b','01a22a2f-5378-700c-bfc4-0256e267a218','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-30 02:01:14.430');
INSERT INTO "plan_blocks" VALUES('01a22a30-3de7-7134-8d80-9b0f4cefc639','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30',375,45,'Block 0-0','01a22a2f-5383-701a-bd35-fdfbcce1ab44','01a22a2f-5382-70b0-b931-35e3a8db45b5',NULL,NULL,NULL,NULL,'2026-11-30 02:01:14.376','2026-11-30 02:01:14.376');
INSERT INTO "plan_blocks" VALUES('01a22a30-3de7-713c-a661-c99cbf23b3bb','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30',375,45,'Area block 0-0',NULL,'01a22a2f-5382-70b0-b931-35e3a8db45b5',NULL,NULL,NULL,NULL,'2026-11-30 02:01:14.379','2026-11-30 02:01:14.380');
INSERT INTO "plan_blocks" VALUES('01a22a30-3de7-7143-8fb7-179e3bbeba1c','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-29',375,15,'Missed block 0-0',NULL,'01a22a2f-5382-70b0-b931-35e3a8db45b5',NULL,'backToList','internal','2026-11-30 02:01:14.381','2026-11-30 02:01:14.381','2026-11-30 02:01:14.381');
INSERT INTO "plan_block_versions" VALUES('01a22a30-3de7-713f-be8d-0dd3f4a421a1','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-713c-a661-c99cbf23b3bb','2026-11-30',375,30,'Area block 0-0','01a22a2f-5382-70b0-b931-35e3a8db45b5','moved','Longer than planned','2026-11-30 02:01:14.380');
INSERT INTO "calendars" VALUES('01a22a30-3de7-7203-a069-6fd43247c01c','01a22a2f-5378-700c-bfc4-0256e267a218','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-30 02:01:14.456',NULL,'2026-11-30 02:01:14.456');
INSERT INTO "calendar_expansions" VALUES('01a22a30-3de7-7203-a069-6fd43247c01c','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 02:01:14.456','2026-10-05 02:01:14.456','2027-05-31 02:01:14.456','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7205-84e2-996746ff9831','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7206-a1b0-f7c75f834e62','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7207-a798-4ee86bbe47fc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7208-9ceb-f50cbcebe587','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7209-86a1-70cd981d13f2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-720a-b600-cc3f34fcf895','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-720b-994f-af3826a1d207','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-720c-902f-a83c62d5564b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-720d-8cf1-1cfab2f8bd38','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-720e-affe-a4475c4d0608','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-720f-9d03-22e947c7d424','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-day','Offsite','','2026-11-29 23:00:00.000','2026-11-30 23:00:00.000',1,'2026-11-30','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7210-8a07-93e45552c8a3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7211-9c85-c0369b5bb875','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7212-aae8-edfde8dcad01','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7213-aacb-01abfe25ffa2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7214-abd1-e1e622fd329d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7215-ace6-01bc3f55d6b0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7216-95b7-ce4dcc7525e0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7217-a950-6312e74347b2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7218-8903-268729f5f7e3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7219-942c-dd22dbc7af1e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-721a-97ef-a4225f99f281','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-721b-aca9-f53b6dc17635','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-721c-82a7-d7e837d4f769','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-721d-955b-bfb54e8df13d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-721e-a1b2-13832d4f5849','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-721f-82cd-67f4d8f105cd','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7220-87af-2ed18652a693','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7221-a4da-3f75c78c2280','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7222-beb3-4f536639ec53','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7223-bfc1-62fb531fe121','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7224-9316-3d5380c1cfe7','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7225-aaea-329a44b16441','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7226-8276-c7bce3900f55','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7227-8c3a-255acb9a91a5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7228-96ae-3c912c4a9e7e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7229-b056-ebfa1497731a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-722a-a17d-a42a6088b829','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-722b-86d2-f2569fde5096','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-722c-90b8-324ff9cb7ff0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-722d-b7f9-2c791d21616f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-722e-8177-d9209f97047b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-722f-a280-d41ba5d0a17f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7230-9c04-33662d6daddc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7231-bd6d-94b8bb0bd325','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7232-8412-ada2c6dc8413','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7233-82fb-002957ab702f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7234-9022-356762954aa2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7235-ab47-ab88c45a7e56','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7236-b043-e8ed8e6d6682','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7237-94d6-997adae7f730','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7238-a429-5988e0cb7ccc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7239-8fab-14d8c031a046','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-723a-82b8-9c8e66845364','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-723b-b83a-75aec384e6f1','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-723c-becc-041a97e74670','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-723d-a29f-fe71bd18ae60','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-723e-936d-3e4bf2f923d4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-723f-a7dd-07bf1d2c4add','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7240-82a8-b1f24f341f9e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7241-ab69-42b0972aa8f5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7242-af78-10b3842ce910','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7243-81e5-cb8298dd8d40','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7244-935c-1b2f96e16228','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7245-a940-f9f03045c62e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7246-8f45-cc56fcdaeb7b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7247-af27-1116bbba6930','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7248-bb24-bada8ff33d17','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7249-8d54-23e552f6303e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-724a-bd38-e9b2f5885c7e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-724b-818a-799f2f315c79','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-724c-9642-a35553181d99','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-724d-952b-ca37ba0e2bf5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-724e-8e1f-248579578f0f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-724f-a072-95bbb2d1c63f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7250-8331-521ef6856844','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7251-9a8d-299314871f5d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7252-b678-6ed11a621e2f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7253-87a0-682c05f9e145','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7254-b565-6a89ba04fea0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7255-a88b-9856e372db17','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7256-abea-331fdbc4ce0f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7257-a837-aeb708965f26','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7258-a1d7-2eb3cbea96c8','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7259-acaa-8070ceed60c4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-725a-ba11-e79cff8dfd7f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-725b-ba85-a8dd5633b72b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-725c-8c6e-478b9b68c91a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-725d-bdc0-af4f4ed26bd3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-725e-a792-67c4e1a73f01','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-725f-9107-112bb6d4de7b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7260-a0f5-2e8957627b62','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7261-8d38-19799b9ce0d9','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7262-828b-95ed9478518a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7263-aef1-d6f7e273cf83','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7264-b65f-1068f4b6b802','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7265-8711-afe0f4bcfbb5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7266-84b7-90662de3bcef','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7267-8667-dd1083d9db69','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7268-912a-393e158a7047','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7269-bfc7-de43977b635a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-726a-b442-b6e440e4144e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-726b-a60a-b5f6660b425a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-726c-aa20-b62842aa6b5a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-726d-9187-af508fafb1ca','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-726e-8bd4-6a54cfe60792','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-726f-b4b7-e050b1525d1b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7270-8b90-9bce445b7067','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7271-8c66-908491cdbb87','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7272-b838-3da4aac62ead','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7273-946f-12a3c20352e2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7274-bfbf-74d04bc36b9c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7275-b088-ccbac6cb15e2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7276-b9c1-1103aa1a3d2a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7277-9d58-dd9cb2d2d70c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7278-9cea-8920eee72408','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7279-8582-689bb497bd8e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-727a-89db-1a6e7962e6ab','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-727b-8f2b-132c0963fb5b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-727c-bb40-3430025c9bd0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-727d-977f-5ecc5f535961','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-727e-a379-b90630fc05f3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-727f-ad0f-f3759ce7fa87','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7280-88dd-276da0b06bb8','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7281-be25-4c89a6746121','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7282-829c-4d86458ae756','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7283-92ed-eeb1589e3553','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7284-a968-3ce818cfbf82','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7285-a20e-fb1d230feb33','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7286-92ad-a31ae9bf54f3','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7287-8393-80d806958683','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7288-94eb-b859b78ae855','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7289-bb9b-4e67900bbc99','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-728a-9297-6a38ad4b8f0c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-728b-a406-c8766352198d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-728c-a07a-9dde3a09f564','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-728d-950d-ce43f82f43c5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-728e-9ed9-2459e3a6a381','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-728f-b765-34b0a1b0b6c4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7290-afd5-011b8786aa0e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7291-8994-91cbe4831a2c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7292-b9c4-d9fee6b8e752','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7293-90c9-799276ce1230','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7294-a07d-f206c8cad4ea','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7295-a32b-8ddca21ca8d4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7296-9bf1-9b72529efb9a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7297-92be-f4d4fd6fd093','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7298-b556-617d1daf9c3d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-7299-9b8e-06c76a4c7230','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-729a-ac98-d4e462dd9726','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-729b-96e7-71d06ce72b44','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-729c-a27d-7f07fe41a728','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-729d-8827-41fcdbd18002','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-729e-a6d1-bd7aee28161a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-729f-aea2-0158f687fc18','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a0-b5f7-b26e137280fd','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a1-beac-9e7a98b0c8fb','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a2-b4fa-d02dc76e65b2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a3-9879-022865b999df','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a4-8418-63df37d03885','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a5-9edc-b0d97b9c4d59','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a6-b56f-6052d60fdb96','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a7-a507-1b0bb0339dd9','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a8-a316-58e6fbae7ed2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72a9-bbbe-1ddb5039ca9d','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72aa-b953-54c70e9e9a68','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72ab-bce3-45e4d966e2c8','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72ac-b898-955ee836c7a2','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72ad-9cea-dca7efb766fc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72ae-a956-f532553ea0ce','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72af-b08a-dfef62534c74','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b0-877d-0abb32e54bf5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b1-9e6c-edf61bf77297','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b2-969d-f5ffd724541f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b3-b5b4-ccc47661bbb4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b4-9d8d-a4bcdeba4e66','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b5-98a4-a147ab61a751','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b6-a3bc-43cac284455c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b7-8838-989943cb6c9c','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b8-8a1a-83bb8475c607','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72b9-ac84-71cb40183488','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72ba-b1a2-d8c82208ac42','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72bb-9d8b-e666a3c03c40','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72bc-bb93-0ebc7ce1bcb5','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72bd-b8db-e128af767ccc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72be-950a-22d9cef77aed','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72bf-a3bf-d07fa666982f','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72c0-93d5-7a26907a070a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72c1-9172-03be0ba13acf','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72c2-a7b4-9f23d0d823a8','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72c3-9f06-4efc8f56049a','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72c4-9595-8ebb49d06a47','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "calendar_events" VALUES('01a22a30-3de7-72c5-94ba-fc6ed95fb75b','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7203-a069-6fd43247c01c','shape-0-0','Meeting 0-0','','2027-05-30 06:00:00.000','2027-05-30 06:45:00.000',0,'2027-05-30','2027-05-30',1);
INSERT INTO "runbooks" VALUES('01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','01a22a2f-5378-700c-bfc4-0256e267a218','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-30 02:01:14.438','2026-11-30 02:01:14.438');
INSERT INTO "runbook_contacts" VALUES('01a22a30-3de7-71d7-a20b-70e0951bd097','01a22a2f-5378-700c-bfc4-0256e267a218','Contact 0-0','030 0','friend','2026-11-30','2026-11-30 02:01:14.440','2026-11-30 02:01:14.440');
INSERT INTO "runbook_steps" VALUES('01a22a30-3de7-71cc-9450-b00811cf5ec4','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-30 02:01:14.438','2026-11-30 02:01:14.438');
INSERT INTO "runbook_steps" VALUES('01a22a30-3de7-71ce-862a-366d041b2ebc','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-30 02:01:14.438','2026-11-30 02:01:14.438');
INSERT INTO "runbook_steps" VALUES('01a22a30-3de7-71d0-b915-703c1c50fb10','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-30 02:01:14.438','2026-11-30 02:01:14.438');
INSERT INTO "runbook_steps" VALUES('01a22a30-3de7-71d2-a96d-d69760bbe29e','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-30 02:01:14.438','2026-11-30 02:01:14.438');
INSERT INTO "runbook_steps" VALUES('01a22a30-3de7-71d4-804d-0d248ad03476','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-30 02:01:14.438','2026-11-30 02:01:14.438');
INSERT INTO "runbook_steps" VALUES('01a22a30-3de7-71da-a43f-c308f550e7c7','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','contact','Call 0-0',NULL,'01a22a30-3de7-71d7-a20b-70e0951bd097','a6','2026-11-30 02:01:14.440','2026-11-30 02:01:14.440');
INSERT INTO "runbook_uses" VALUES('01a22a30-3de7-71dd-9de1-97dfa39d14cd','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71ca-ab64-53bb8ec2cc5a','2026-11-30 02:01:14.441','sad','meh','["01a22a30-3de7-71da-a43f-c308f550e7c7"]','2026-11-30 02:01:14.441');
INSERT INTO "runbook_settings" VALUES('01a22a30-3de7-71ef-ab92-ae7152e939f9','01a22a2f-5378-700c-bfc4-0256e267a218','112','2026-11-30 02:01:14.447');
INSERT INTO "task_headings" VALUES('01a22a30-3de7-716b-af1c-bb41c7a3c5a0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7154-aba5-21ec9ba6e3b3','Heading 0-0',0,'a1','2026-11-30 02:01:14.393',NULL);
INSERT INTO "pacts" VALUES('01a22a30-3de7-71e0-9765-be6cb7ef33e7','01a22a2f-5378-700c-bfc4-0256e267a218','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-12-01 02:01:14.444','2026-11-30 02:01:14.442','2026-11-30 02:01:14.444','goal','01a22a2f-5383-701a-bd35-fdfbcce1ab44','sam@example.org','habit','01a22a30-3de7-719e-8d9b-302014960533',NULL);
INSERT INTO "pacts" VALUES('01a22a30-3de7-71e8-9617-a79adfdfb5f8','01a22a2f-5378-700c-bfc4-0256e267a218','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-30 02:01:14.445','2026-11-30 02:01:14.445','block','01a22a30-3de7-7134-8d80-9b0f4cefc639',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22a30-3de7-71e3-a09e-61762138aa89','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-71e0-9765-be6cb7ef33e7','2026-11-30',1,'Reason 0-0','2026-11-30 02:01:14.443');
INSERT INTO "practice_sessions" VALUES('01a22a30-3de7-71eb-9e6d-094e233d07b3','01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30 01:51:14.446',10,'Sat 0-0','2026-11-30 02:01:14.446','happy');
INSERT INTO "plan_feeds" VALUES('01a22a30-3de7-71ed-a83a-c33e1759bfc0','01a22a2f-5378-700c-bfc4-0256e267a218',NULL,'63022af9712622f3daa96e709f69274edc6c9a926d53007bc42607de2550d30d','2026-11-30 02:01:14.446',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a22a30-3de7-7148-906d-a8c609f088e7','01a22a2f-5378-700c-bfc4-0256e267a218','Template 0-0','day','2026-11-30 02:01:14.383','2026-11-30 02:01:14.383');
INSERT INTO "plan_template_blocks" VALUES('01a22a30-3de7-714a-9e34-bc37ae3e2a37','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7148-906d-a8c609f088e7',0,375,45,'Block 0-0','01a22a2f-5383-701a-bd35-fdfbcce1ab44','01a22a2f-5382-70b0-b931-35e3a8db45b5');
INSERT INTO "plan_template_blocks" VALUES('01a22a30-3de7-714c-bbc8-02dd14554cc0','01a22a2f-5378-700c-bfc4-0256e267a218','01a22a30-3de7-7148-906d-a8c609f088e7',0,375,45,'Area block 0-0',NULL,'01a22a2f-5382-70b0-b931-35e3a8db45b5');
INSERT INTO "food_days" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30',106.8,300.0,0.0,0.0,NULL,70.0);
INSERT INTO "food_days" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-28',0.0,0.0,50.0,0.0,NULL,70.0);
INSERT INTO "food_day_basis" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','Europe/Berlin',0,0,1);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','203',1.308);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','204',0.396);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','205',27.408);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','208',106.8);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','269',1.46760000000000019322e+01);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','291',3.12);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','307',1.2);
INSERT INTO "food_day_nutrients" VALUES('01a22a2f-5378-700c-bfc4-0256e267a218','2026-11-30','401',10.44);
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
CREATE INDEX plan_block_versions_block ON plan_block_versions(owner_id, block_id);
COMMIT;

-- An Almanac database at migration level 0038-food-event-figures (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a22584-9caf-70b5-ade5-c2175ff933a1','ada','ada','Europe/Berlin',2,0,'metric','2026-11-29 04:16:17.583','dayMonth');
INSERT INTO "credentials" VALUES('01a22584-9caf-70b5-ade5-c2175ff933a1','$2b$06$3Tn933u8fVJPk2aZQsWD..n21HMZ/ydc9xKk5qDDLBjoB9oHMicla');
INSERT INTO "changes" VALUES('01a22584-9cc3-7011-a58f-bc41e6affec8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cc3-700f-ad69-82600a475949','weeks','01a22584-9cc3-7010-9769-6cc1707a9728','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22584-9cc3-7010-9769-6cc1707a9728","length_days":7,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-29 04:16:17.603','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22584-9cc3-7012-95de-8183d170fb9f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cc3-700f-ad69-82600a475949','weeks','01a22584-9cc3-7010-9769-6cc1707a9728','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22584-9cc3-7010-9769-6cc1707a9728","length_days":7,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_day":"2026-11-23","started_at":"2026-11-29 04:16:17.603"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22584-9cc3-7010-9769-6cc1707a9728","length_days":7,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_day":"2026-11-23","started_at":null}','2026-11-29 04:16:17.603','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22584-9cc9-7010-878d-d23b98eabe42','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cc9-700e-b040-17c05dc267f0','standups','01a22584-9cc9-700f-a517-5c50195fe940','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-29","id":"01a22584-9cc9-700f-a517-5c50195fe940","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","updated_at":"2026-11-29 04:16:17.609"}',NULL,'2026-11-29 04:16:17.609','web','Saved the standup of 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22584-9cd0-7150-a554-d37653842246','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cd0-714e-bbae-de6484ebd4e9','retrospectives','01a22584-9cd0-714f-8094-7964ab3528b9','insert','{"id":"01a22584-9cd0-714f-8094-7964ab3528b9","improve":"Sleep","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","updated_at":"2026-11-29 04:16:17.616","week_id":"01a22584-9cc3-7010-9769-6cc1707a9728","went_well":"Focus"}',NULL,'2026-11-29 04:16:17.616','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a22584-9cd9-71fd-a4db-af83afc672d4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cd9-71fb-bb66-5362d471741f','energy_profiles','01a22584-9cd9-71fc-a315-3ff469bb1cc0','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a22584-9cd9-71fc-a315-3ff469bb1cc0","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","sex":"female"}',NULL,'2026-11-29 04:16:17.625','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a22584-9cda-70c3-8cd7-815ae2eadac5','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cda-70c1-b91e-19e01561bce0','areas','01a22584-9cda-70c2-a427-07d9dccd2a3e','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 04:16:17.626","icon":null,"id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","name":"Area 0-0","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.626','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22584-9cdb-704a-9672-f6b344adffb5','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cdb-7048-a715-7407dd3d5e14','weekly_goals','01a22584-9cdb-7049-95b7-70818e38b64a','insert','{"added_mid_sprint":1,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","created_at":"2026-11-29 04:16:17.627","estimate_hours":2,"id":"01a22584-9cdb-7049-95b7-70818e38b64a","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a22584-9cc3-7010-9769-6cc1707a9728"}',NULL,'2026-11-29 04:16:17.627','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22584-9cdc-708e-b13b-d190e33cd421','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cdc-708c-9596-d839cc597b1c','intentions','01a22584-9cdc-708d-b861-5947002dcd7d','insert','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 04:41:17.628","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22584-9cdc-708d-b861-5947002dcd7d","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.628","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-29 04:16:17.628','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22584-9cdd-7060-848f-2ed03276143e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cdd-705e-a706-6da0882805ba','distractions','01a22584-9cdd-705f-af8a-bd63a998bdfc','insert','{"at":"2026-11-29 04:16:17.629","id":"01a22584-9cdd-705f-af8a-bd63a998bdfc","intention_id":"01a22584-9cdc-708d-b861-5947002dcd7d","note":null,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","trigger":"internal","urge_passed":1}',NULL,'2026-11-29 04:16:17.629','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22584-9cde-7150-bc63-265c10850ee5','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cde-714f-b85b-4754c20648f6','intentions','01a22584-9cdc-708d-b861-5947002dcd7d','update','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":"2026-11-29 04:16:17.630","ends_at":"2026-11-29 04:41:17.628","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22584-9cdc-708d-b861-5947002dcd7d","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.628","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 04:41:17.628","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22584-9cdc-708d-b861-5947002dcd7d","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.628","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 04:16:17.630','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-703c-abe3-0dea8e749e99','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-703b-a5a0-ec01bc56c133','intentions','01a22584-9cdc-708d-b861-5947002dcd7d','update','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":"2026-11-29 04:16:17.630","ends_at":"2026-11-29 04:41:17.628","feeling":"happy","goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22584-9cdc-708d-b861-5947002dcd7d","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":25,"rated_at":"2026-11-29 04:17:17.633","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.628","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":"2026-11-29 04:16:17.630","ends_at":"2026-11-29 04:41:17.628","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22584-9cdc-708d-b861-5947002dcd7d","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.628","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-29 04:17:17.633','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-703f-a16c-aa2914603b31','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-703d-a4ec-c3fb06c7140e','action_items','01a22585-8741-703e-99a9-1a90f5828024','insert','{"created_at":"2026-11-29 04:16:17.635","done":0,"id":"01a22585-8741-703e-99a9-1a90f5828024","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","text":"Action 0-0","week_id":"01a22584-9cc3-7010-9769-6cc1707a9728"}',NULL,'2026-11-29 04:16:17.635','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7042-ab0a-59d06e2ba548','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7040-bb12-f92b6dfbdfe3','plan_blocks','01a22585-8741-7041-b5eb-5d9658be3dec','insert','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","cause":null,"created_at":"2026-11-29 04:16:17.635","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7041-b5eb-5d9658be3dec","minutes":45,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-29 04:16:17.635"}',NULL,'2026-11-29 04:16:17.635','web','Planned “Block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7045-929f-8705bc97b5ca','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7043-9097-23455f621214','intentions','01a22585-8741-7044-866e-c0c624f48769','insert','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":"01a22585-8741-7041-b5eb-5d9658be3dec","ended_at":null,"ends_at":"2026-11-29 05:01:17.641","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7044-866e-c0c624f48769","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.641","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-29 04:16:17.641','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7047-b372-153c4aa96b22','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7046-a04c-7843f756b1a4','intentions','01a22585-8741-7044-866e-c0c624f48769','update','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":"01a22585-8741-7041-b5eb-5d9658be3dec","ended_at":"2026-11-29 04:16:17.642","ends_at":"2026-11-29 05:01:17.641","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7044-866e-c0c624f48769","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.641","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":"01a22585-8741-7041-b5eb-5d9658be3dec","ended_at":null,"ends_at":"2026-11-29 05:01:17.641","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7044-866e-c0c624f48769","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.641","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-29 04:16:17.642','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-704a-8562-bbd659e28a1b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7048-be9e-6de17b7d28ff','plan_blocks','01a22585-8741-7049-93eb-fde0874d5564','insert','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","cause":null,"created_at":"2026-11-29 04:16:17.643","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22585-8741-7049-93eb-fde0874d5564","minutes":30,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 04:16:17.643"}',NULL,'2026-11-29 04:16:17.643','web','Planned “Area block 0-0” on 2026-11-29 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-704d-9ef8-594d5086548a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-704b-b6af-f76facacae2c','plan_block_versions','01a22585-8741-704c-becf-f6477234699f','insert','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":"01a22585-8741-7049-93eb-fde0874d5564","change":"moved","day":"2026-11-29","id":"01a22585-8741-704c-becf-f6477234699f","minutes":30,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","reason":"Longer than planned","recorded_at":"2026-11-29 04:16:17.643","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-29 04:16:17.643','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-704e-83c6-046ff997559c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-704b-b6af-f76facacae2c','plan_blocks','01a22585-8741-7049-93eb-fde0874d5564','update','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","cause":null,"created_at":"2026-11-29 04:16:17.643","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22585-8741-7049-93eb-fde0874d5564","minutes":45,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 04:16:17.643"}','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","cause":null,"created_at":"2026-11-29 04:16:17.643","day":"2026-11-29","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22585-8741-7049-93eb-fde0874d5564","minutes":30,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-29 04:16:17.643"}','2026-11-29 04:16:17.643','web','Moved “Area block 0-0” to 2026-11-29 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7051-9138-bfa44e7cc86b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-704f-9fb1-44822762e285','plan_blocks','01a22585-8741-7050-a96a-045e6c09fb59','insert','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","cause":null,"created_at":"2026-11-29 04:16:17.649","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22585-8741-7050-a96a-045e6c09fb59","minutes":15,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 04:16:17.649"}',NULL,'2026-11-29 04:16:17.649','web','Planned “Missed block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7053-ab2e-44cca0cd14ee','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7052-934d-842750116fbc','plan_blocks','01a22585-8741-7050-a96a-045e6c09fb59','update','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","cause":"internal","created_at":"2026-11-29 04:16:17.649","day":"2026-11-28","disposed_at":"2026-11-29 04:16:17.650","disposition":"backToList","goal_id":null,"id":"01a22585-8741-7050-a96a-045e6c09fb59","minutes":15,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 04:16:17.649"}','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","cause":null,"created_at":"2026-11-29 04:16:17.649","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a22585-8741-7050-a96a-045e6c09fb59","minutes":15,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-29 04:16:17.649"}','2026-11-29 04:16:17.650','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7056-be14-1d0cbf9b1a61','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7054-8662-323519a9a2b3','plan_templates','01a22585-8741-7055-8aee-5e7f857d499e','insert','{"created_at":"2026-11-29 04:16:17.650","id":"01a22585-8741-7055-8aee-5e7f857d499e","name":"Template 0-0","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","scope":"day","updated_at":"2026-11-29 04:16:17.650"}',NULL,'2026-11-29 04:16:17.650','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7058-a836-4b425becc974','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7054-8662-323519a9a2b3','plan_template_blocks','01a22585-8741-7057-95ed-fbdf94d57213','insert','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","day_offset":0,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7057-95ed-fbdf94d57213","minutes":45,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"template_id":"01a22585-8741-7055-8aee-5e7f857d499e","title":"Block 0-0"}',NULL,'2026-11-29 04:16:17.650','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-705a-8b6f-3da8afd04785','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7054-8662-323519a9a2b3','plan_template_blocks','01a22585-8741-7059-a362-1190e96201cf','insert','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","day_offset":0,"goal_id":null,"id":"01a22585-8741-7059-a362-1190e96201cf","minutes":45,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_minute":375,"template_id":"01a22585-8741-7055-8aee-5e7f857d499e","title":"Area block 0-0"}',NULL,'2026-11-29 04:16:17.650','web','Saved the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-705d-bfc6-fe51aa962f2a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-705b-8eb7-72d7fc30b44a','weeks','01a22585-8741-705c-8370-a0079f56dc01','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a22585-8741-705c-8370-a0079f56dc01","length_days":7,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-29 04:16:17.652','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-705f-9768-91d99ec7ac1b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-705b-8eb7-72d7fc30b44a','weekly_goals','01a22585-8741-705e-b817-bc47c946c2ea','insert','{"added_mid_sprint":0,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","created_at":"2026-11-29 04:16:17.652","estimate_hours":3,"id":"01a22585-8741-705e-b817-bc47c946c2ea","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a22585-8741-705c-8370-a0079f56dc01"}',NULL,'2026-11-29 04:16:17.652','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7062-9261-2d85f3e90632','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7060-8cf4-32717736bdf5','task_lists','01a22585-8741-7061-a71b-5c50f4155876','insert','{"archived":0,"color":null,"created_at":"2026-11-29 04:16:17.655","icon":null,"id":"01a22585-8741-7061-a71b-5c50f4155876","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.655','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7065-a977-83d48d520618','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7063-98f8-05da787da3cf','tasks','01a22585-8741-7064-961e-8a791611af32','insert','{"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","created_at":"2026-11-29 04:16:17.658","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","heading_id":null,"id":"01a22585-8741-7064-961e-8a791611af32","import_key":null,"list_id":"01a22585-8741-7061-a71b-5c50f4155876","list_key":"a1","notes":"","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-29","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-29 04:16:17.658"}',NULL,'2026-11-29 04:16:17.658','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7067-a51a-bdcae30eea89','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7063-98f8-05da787da3cf','task_tags','01a22585-8741-7066-88c7-662771d7d4b8','insert','{"id":"01a22585-8741-7066-88c7-662771d7d4b8","name":"errand","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.658','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7069-a7e4-8daf0f315d7a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7063-98f8-05da787da3cf','task_tag_links','01a22585-8741-7068-ae4c-e38ef368f252','insert','{"id":"01a22585-8741-7068-ae4c-e38ef368f252","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","tag_id":"01a22585-8741-7066-88c7-662771d7d4b8","task_id":"01a22585-8741-7064-961e-8a791611af32"}',NULL,'2026-11-29 04:16:17.658','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-706b-a9f2-46faa760b372','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7063-98f8-05da787da3cf','task_checklist_items','01a22585-8741-706a-9f4b-89d8cb910b1e','insert','{"done":0,"id":"01a22585-8741-706a-9f4b-89d8cb910b1e","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","task_id":"01a22585-8741-7064-961e-8a791611af32","title":"Step"}',NULL,'2026-11-29 04:16:17.658','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-706e-a14e-360ebb0e1e11','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-706c-8d73-9e11e2c1eede','system_settings','01a22585-8741-706d-a0e1-452a6720dd9a','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a22585-8741-706d-a0e1-452a6720dd9a","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-29 04:16:17.666','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7071-9fe2-dd40b9da2bd2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-706f-b73f-be81b330dbf5','intentions','01a22585-8741-7070-8d99-2412ca2d7aa7','insert','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 04:31:17.667","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7070-8d99-2412ca2d7aa7","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.667","state":"running","tags":"[]","task_id":"01a22585-8741-7064-961e-8a791611af32","what":"Task 0-0"}',NULL,'2026-11-29 04:16:17.667','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7073-b2e8-4892c7d7e684','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7072-9119-84452b6ef079','intentions','01a22585-8741-7070-8d99-2412ca2d7aa7','update','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":"2026-11-29 04:16:17.670","ends_at":"2026-11-29 04:31:17.667","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7070-8d99-2412ca2d7aa7","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.667","state":"endedEarly","tags":"[]","task_id":"01a22585-8741-7064-961e-8a791611af32","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","block_id":null,"ended_at":null,"ends_at":"2026-11-29 04:31:17.667","feeling":null,"goal_id":"01a22584-9cdb-7049-95b7-70818e38b64a","id":"01a22585-8741-7070-8d99-2412ca2d7aa7","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-29 04:16:17.667","state":"running","tags":"[]","task_id":"01a22585-8741-7064-961e-8a791611af32","what":"Task 0-0"}','2026-11-29 04:16:17.670','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7076-824b-b435dc953920','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7074-b43b-185b76a39886','tasks','01a22585-8741-7075-88ff-2c66dd3647d2','insert','{"area_id":null,"created_at":"2026-11-29 04:16:17.672","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a22585-8741-7075-88ff-2c66dd3647d2","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-29 04:16:17.672"}',NULL,'2026-11-29 04:16:17.672','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7079-8143-4370f644dd99','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7077-b519-f76f20909636','task_headings','01a22585-8741-7078-b54f-6d54c219d3cc','insert','{"archived":0,"created_at":"2026-11-29 04:16:17.673","id":"01a22585-8741-7078-b54f-6d54c219d3cc","import_key":null,"list_id":"01a22585-8741-7061-a71b-5c50f4155876","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","title":"Heading 0-0"}',NULL,'2026-11-29 04:16:17.673','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-707c-8b7d-cb32cecfea73','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-707a-b9c8-38dc81d85cdf','tasks','01a22585-8741-707b-beda-38ea58510eb7','insert','{"area_id":null,"created_at":"2026-11-29 04:16:17.674","deadline":null,"estimate_minutes":null,"evening":0,"goal_id":null,"heading_id":"01a22585-8741-7078-b54f-6d54c219d3cc","id":"01a22585-8741-707b-beda-38ea58510eb7","import_key":null,"list_id":"01a22585-8741-7061-a71b-5c50f4155876","list_key":"a2","notes":"","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-29 04:16:17.674"}',NULL,'2026-11-29 04:16:17.674','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-707f-afa0-1618bf5e5139','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-707d-a2cd-ff50af94b7d3','task_lists','*','insert','{"ids":["01a22585-8741-707e-96d0-b663f9f17e4b"]}',NULL,'2026-11-29 04:16:17.679','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7082-94ad-ce5f05f79d06','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-707d-a2cd-ff50af94b7d3','tasks','*','insert','{"ids":["01a22585-8741-7080-804b-54b2e18a38ba"]}',NULL,'2026-11-29 04:16:17.680','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7083-a0da-2c1337ee5e62','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-707d-a2cd-ff50af94b7d3','task_tag_links','*','insert','{"ids":["01a22585-8741-7081-88a6-51d36d27cc9f"]}',NULL,'2026-11-29 04:16:17.680','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7086-a0a1-883b73c6df04','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7084-b045-4e418b867e22','timelines','01a22585-8741-7085-bb22-cf42335a99d5','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-29 04:16:17.681","icon":"","id":"01a22585-8741-7085-bb22-cf42335a99d5","name":"Timeline 0-0","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.681','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7089-8034-565630e582cb','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7087-95b0-d431fbcf5815','timeline_events','01a22585-8741-7088-b836-818fb30c6e85','insert','{"created_at":"2026-11-29 04:16:17.682","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a22585-8741-7088-b836-818fb30c6e85","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a22585-8741-7085-bb22-cf42335a99d5","title":"Job 0-0","updated_at":"2026-11-29 04:16:17.682"}',NULL,'2026-11-29 04:16:17.682','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-708c-b206-ac711788260b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-708a-9c3c-27049c0d10aa','timeline_events','01a22585-8741-708b-a078-3994b38105e4','insert','{"created_at":"2026-11-29 04:16:17.686","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a22585-8741-708b-a078-3994b38105e4","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a22585-8741-7085-bb22-cf42335a99d5","title":"Trip 0-0","updated_at":"2026-11-29 04:16:17.686"}',NULL,'2026-11-29 04:16:17.686','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-708f-8c12-9a614698a3c9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-708d-8df0-502ba00809e4','timeline_queries','01a22585-8741-708e-b0a7-eb95add0ba5d','insert','{"created_at":"2026-11-29 04:16:17.687","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a22585-8741-708e-b0a7-eb95add0ba5d","name":"Query 0-0","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.687','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7092-b726-d2766361a612','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7090-a779-a6052529ef16','food_events','01a22585-8741-7091-8ad5-c121fec0b15f','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","figure":"106.8","figure_minutes":null,"food_id":"09040","id":"01a22585-8741-7091-8ad5-c121fec0b15f","kind":"record","occurred_at":"2026-11-29 04:16:17.693","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","recorded_at":"2026-11-29 04:16:17.693","refers_to":null}',NULL,'2026-11-29 04:16:17.693','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7095-84aa-72db38b687f8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7093-b1cc-7551535174ff','recipes','01a22585-8741-7094-8840-1e838d38297d','insert','{"created_at":"2026-11-29 04:16:17.696","id":"01a22585-8741-7094-8840-1e838d38297d","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","servings":2,"total_grams":300,"updated_at":"2026-11-29 04:16:17.696","yield_grams":null}',NULL,'2026-11-29 04:16:17.696','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7097-82c4-ef30e051a955','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7093-b1cc-7551535174ff','recipe_ingredients','01a22585-8741-7096-8432-aa4dbb4f0069','insert','{"food_id":"09040","grams":100,"id":"01a22585-8741-7096-8432-aa4dbb4f0069","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","position":0,"recipe_id":"01a22585-8741-7094-8840-1e838d38297d"}',NULL,'2026-11-29 04:16:17.696','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7099-9ae4-a43e3b353fd2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7093-b1cc-7551535174ff','recipe_ingredients','01a22585-8741-7098-849a-2ac9144d32d1','insert','{"food_id":"01079","grams":200,"id":"01a22585-8741-7098-849a-2ac9144d32d1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","position":1,"recipe_id":"01a22585-8741-7094-8840-1e838d38297d"}',NULL,'2026-11-29 04:16:17.696','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-709c-babe-e838d7b964b3','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-709a-afea-b64d04ff4d01','custom_foods','01a22585-8741-709b-a97b-9d4048f25fab','insert','{"created_at":"2026-11-29 04:16:17.701","id":"01a22585-8741-709b-a97b-9d4048f25fab","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","portions":"[]","serving_grams":null,"updated_at":"2026-11-29 04:16:17.701"}',NULL,'2026-11-29 04:16:17.701','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-709f-b1d9-283342f7ef1f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-709d-8e36-2ec3827585e1','food_events','01a22585-8741-709e-bc5d-e7f9dddd58de','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22585-8741-709e-bc5d-e7f9dddd58de","kind":"record","occurred_at":"2026-11-29 04:16:17.702","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","recorded_at":"2026-11-29 04:16:17.702","refers_to":null}',NULL,'2026-11-29 04:16:17.702','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70a2-90f8-7980172a887e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70a0-8770-1c1cb6db5e38','food_events','01a22585-8741-70a1-980a-50fd520eb951','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","figure":"300.0","figure_minutes":"30.0","food_id":null,"id":"01a22585-8741-70a1-980a-50fd520eb951","kind":"record","occurred_at":"2026-11-29 04:16:17.704","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","recorded_at":"2026-11-29 04:16:17.703","refers_to":null}',NULL,'2026-11-29 04:16:17.703','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70a5-9428-23bf11234efa','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70a3-8465-a2fb137f2a0b','price_comparisons','01a22585-8741-70a4-8e7a-69ece75effe1','insert','{"created_at":"2026-11-29 04:16:17.705","display_unit":"100 ml","id":"01a22585-8741-70a4-8e7a-69ece75effe1","name":"Comparison 0-0","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","unit_system":"metric","updated_at":"2026-11-29 04:16:17.705"}',NULL,'2026-11-29 04:16:17.705','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70a7-8c5d-77c96e54e7b5','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70a3-8465-a2fb137f2a0b','price_products','01a22585-8741-70a6-a4f2-45b1448fb869','insert','{"comparison_id":"01a22585-8741-70a4-8e7a-69ece75effe1","id":"01a22585-8741-70a6-a4f2-45b1448fb869","name":"Bertolli","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-29 04:16:17.705','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70a9-b214-aa64836beb01','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70a3-8465-a2fb137f2a0b','price_products','01a22585-8741-70a8-8ae1-974a9e6cdc1e','insert','{"comparison_id":"01a22585-8741-70a4-8e7a-69ece75effe1","id":"01a22585-8741-70a8-8ae1-974a9e6cdc1e","name":"Monini","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-29 04:16:17.705','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70ac-85fe-d20f82c1b5e9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70aa-894b-c07a49a0e232','habits','01a22585-8741-70ab-b8a8-cb30681bc9d0','insert','{"archived":0,"area_id":"01a22584-9cda-70c2-a427-07d9dccd2a3e","color":null,"created_at":"2026-11-29 04:16:17.707","emoji":"📚","id":"01a22585-8741-70ab-b8a8-cb30681bc9d0","name":"Habit 0-0","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-29","target":null,"unit":"","updated_at":"2026-11-29 04:16:17.707"}',NULL,'2026-11-29 04:16:17.707','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70af-bee5-ece98ce95619','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ad-8f07-239e5fc24316','habit_check_ins','01a22585-8741-70ae-b4c6-e798f5ace67c','insert','{"amount":1,"created_at":"2026-11-29 04:16:17.708","day":"2026-11-28","habit_id":"01a22585-8741-70ab-b8a8-cb30681bc9d0","id":"01a22585-8741-70ae-b4c6-e798f5ace67c","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.708','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70b2-980d-37c674c34d85','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70b0-a862-9efc373816bb','habit_check_ins','01a22585-8741-70b1-bc5e-7bc0f0d7e087','insert','{"amount":1,"created_at":"2026-11-29 04:16:17.709","day":"2026-11-29","habit_id":"01a22585-8741-70ab-b8a8-cb30681bc9d0","id":"01a22585-8741-70b1-bc5e-7bc0f0d7e087","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.709','web','Checked in “Habit 0-0” on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70b5-994f-346c21efd28a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70b3-9d3d-d19319304243','habit_rest_days','01a22585-8741-70b4-85ff-e4b274e54323','insert','{"created_at":"2026-11-29 04:16:17.713","day":"2026-12-01","habit_id":"01a22585-8741-70ab-b8a8-cb30681bc9d0","id":"01a22585-8741-70b4-85ff-e4b274e54323","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.713','web','Declared 2026-12-01 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70b8-9483-352aa27275f4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70b6-8d2a-3bda0b6c72ac','habits','01a22585-8741-70b7-a839-08509230c61a','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-29 04:16:17.714","emoji":"","id":"01a22585-8741-70b7-a839-08509230c61a","name":"Water 0-0","order_key":"a2","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-29","target":8,"unit":"glasses","updated_at":"2026-11-29 04:16:17.714"}',NULL,'2026-11-29 04:16:17.714','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70bb-a322-2e8ee4e474b3','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70b9-b256-5e8594a37530','habit_check_ins','01a22585-8741-70ba-b00a-acbc5ac6de37','insert','{"amount":4,"created_at":"2026-11-29 04:16:17.715","day":"2026-11-29","habit_id":"01a22585-8741-70b7-a839-08509230c61a","id":"01a22585-8741-70ba-b00a-acbc5ac6de37","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.715','web','Checked in “Water 0-0” on 2026-11-29 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70be-a00b-5c5cfd25dbd1','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70bc-991c-72010ff7b041','lift_sessions','01a22585-8741-70bd-9458-25cfee8c9821','insert','{"created_at":"2026-11-29 04:16:17.734","day":"2026-11-29","id":"01a22585-8741-70bd-9458-25cfee8c9821","name":"Workout","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","updated_at":"2026-11-29 04:16:17.734"}',NULL,'2026-11-29 04:16:17.734','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70c0-b6dd-5627fa65449e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70bc-991c-72010ff7b041','lift_sets','01a22585-8741-70bf-a61c-1f246ab1e8a6','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-29 04:16:17.734","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a22585-8741-70bf-a61c-1f246ab1e8a6","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","position":0,"rate_hz":20,"recorded_at":"2026-11-29 04:16:17.734","reps":3,"session_id":"01a22585-8741-70bd-9458-25cfee8c9821","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-29 04:16:17.734','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70c1-91c1-16d837502c5d','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70bc-991c-72010ff7b041','lift_streams','01a22585-8741-70bf-a61c-1f246ab1e8a6','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a22585-8741-70bf-a61c-1f246ab1e8a6","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.734','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70c4-865b-54c677f12689','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70c2-9a0f-548380b7aa61','lift_templates','01a22585-8741-70c3-a2c7-eddcc69c126c','insert','{"created_at":"2026-11-29 04:16:17.742","goal_reps":8,"id":"01a22585-8741-70c3-a2c7-eddcc69c126c","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","sets":3}',NULL,'2026-11-29 04:16:17.742','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70c7-9dab-7b537064db74','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70c5-8d2d-785463552077','lift_defaults','01a22585-8741-70c6-b58a-be21b0e7639e','insert','{"id":"01a22585-8741-70c6-b58a-be21b0e7639e","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-29 04:16:17.743","velocity_loss_target":25}',NULL,'2026-11-29 04:16:17.743','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70ca-b64b-4e6c0c9f9260','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70c9-af1f-46bc25bf4c98','day_photos','01a22585-8741-70c8-a6f3-8fc6a17a0704','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-29 04:16:17.745","day":"2026-11-29","id":"01a22585-8741-70c8-a6f3-8fc6a17a0704","kind":"png","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.756','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70cd-b394-7128aef20285','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70cb-aef7-7a6aadb0e5ef','journal_entries','01a22585-8741-70cc-92c7-34f68d5c227e','insert','{"created_at":"2026-11-29 04:16:17.761","day":"2026-11-29","id":"01a22585-8741-70cc-92c7-34f68d5c227e","location":"Berlin","mood":"happy","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-29 04:16:17.761","written_at":"2026-11-29 04:16:17.762"}',NULL,'2026-11-29 04:16:17.761','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70d0-8016-ad53f99ba079','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ce-9c4e-566820fdb544','journal_entries','01a22585-8741-70cf-b6ed-08d6763d335f','insert','{"created_at":"2026-11-29 04:16:17.763","day":"2025-11-28","id":"01a22585-8741-70cf-b6ed-08d6763d335f","location":null,"mood":null,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-29 04:16:17.763","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-29 04:16:17.763','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70d3-b25b-af8aa5c29266','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d2-b975-6d4cbfc5a31c','day_photos','01a22585-8741-70d1-90f3-546b7be63fe5','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-29 04:16:17.765","day":"2026-11-29","id":"01a22585-8741-70d1-90f3-546b7be63fe5","kind":"png","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1"}',NULL,'2026-11-29 04:16:17.773','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70d5-9643-d58e94a5cce1','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d2-b975-6d4cbfc5a31c','journal_photos','01a22585-8741-70d4-b083-b2f00e3dd5ed','insert','{"entry_id":"01a22585-8741-70cc-92c7-34f68d5c227e","id":"01a22585-8741-70d4-b083-b2f00e3dd5ed","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","photo_id":"01a22585-8741-70d1-90f3-546b7be63fe5","source_id":null}',NULL,'2026-11-29 04:16:17.773','web','Added a photo to 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70d8-b928-fafe0a9755b7','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d6-b8bd-c026e7805e8f','runbooks','01a22585-8741-70d7-bcb6-e0a517b7bfa6','insert','{"created_at":"2026-11-29 04:16:17.774","id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","name":"When I''m anxious","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","updated_at":"2026-11-29 04:16:17.774","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-29 04:16:17.774','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70da-9ddc-a5fdce198e4e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d6-b8bd-c026e7805e8f','runbook_steps','01a22585-8741-70d9-8a85-84a460994c9a','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 04:16:17.774","id":"01a22585-8741-70d9-8a85-84a460994c9a","kind":"text","order_key":"a1","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","runbook_id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-29 04:16:17.774"}',NULL,'2026-11-29 04:16:17.774','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70dc-9407-dd83ec64c43d','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d6-b8bd-c026e7805e8f','runbook_steps','01a22585-8741-70db-aa4e-e7472854e5a0','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-29 04:16:17.774","id":"01a22585-8741-70db-aa4e-e7472854e5a0","kind":"breathing","order_key":"a2","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","runbook_id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-29 04:16:17.774"}',NULL,'2026-11-29 04:16:17.774','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70de-9a6b-5e1aba8e463f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d6-b8bd-c026e7805e8f','runbook_steps','01a22585-8741-70dd-8aba-9a4093c00cc2','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 04:16:17.774","id":"01a22585-8741-70dd-8aba-9a4093c00cc2","kind":"grounding","order_key":"a3","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","runbook_id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-29 04:16:17.774"}',NULL,'2026-11-29 04:16:17.774','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70e0-9452-5f64fa478cc5','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d6-b8bd-c026e7805e8f','runbook_steps','01a22585-8741-70df-b63b-8a974ea72851','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 04:16:17.774","id":"01a22585-8741-70df-b63b-8a974ea72851","kind":"text","order_key":"a4","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","runbook_id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-29 04:16:17.774"}',NULL,'2026-11-29 04:16:17.774','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70e2-8bf4-b2161742937d','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d6-b8bd-c026e7805e8f','runbook_steps','01a22585-8741-70e1-8588-a3e6ccba8f25','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-29 04:16:17.774","id":"01a22585-8741-70e1-8588-a3e6ccba8f25","kind":"contact","order_key":"a5","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","runbook_id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-29 04:16:17.774"}',NULL,'2026-11-29 04:16:17.774','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70e5-8454-37ea762315e6','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70e3-b2f1-2a3dc3a930cc','runbook_contacts','01a22585-8741-70e4-a68d-7e1977b295d3','insert','{"checked_day":"2026-11-29","created_at":"2026-11-29 04:16:17.776","id":"01a22585-8741-70e4-a68d-7e1977b295d3","name":"Contact 0-0","note":"friend","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","phone":"030 0","updated_at":"2026-11-29 04:16:17.776"}',NULL,'2026-11-29 04:16:17.776','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70e8-87f6-dac99fa889bc','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70e6-a834-c96a2e610693','runbook_steps','01a22585-8741-70e7-a329-a662a2a1cfac','insert','{"breathing":null,"contact_id":"01a22585-8741-70e4-a68d-7e1977b295d3","created_at":"2026-11-29 04:16:17.780","id":"01a22585-8741-70e7-a329-a662a2a1cfac","kind":"contact","order_key":"a6","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","runbook_id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","text":"Call 0-0","updated_at":"2026-11-29 04:16:17.780"}',NULL,'2026-11-29 04:16:17.780','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70eb-ba34-768216533d11','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70e9-8831-7328f04d8e37','runbook_uses','01a22585-8741-70ea-9191-67f901489a6e','insert','{"created_at":"2026-11-29 04:16:17.781","feeling_after":"meh","feeling_before":"sad","id":"01a22585-8741-70ea-9191-67f901489a6e","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","runbook_id":"01a22585-8741-70d7-bcb6-e0a517b7bfa6","steps_done":"[\"01a22585-8741-70e7-a329-a662a2a1cfac\"]","used_at":"2026-11-29 04:16:17.781"}',NULL,'2026-11-29 04:16:17.781','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70ee-9dd0-c282c7852c23','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ec-a2f9-f883aba8a3d9','pacts','01a22585-8741-70ed-9dbb-66c6c6631b21','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 04:16:17.782","delay_hours":24,"id":"01a22585-8741-70ed-9dbb-66c6c6631b21","kind":"price","link_id":"01a22584-9cdb-7049-95b7-70818e38b64a","link_kind":"goal","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 04:16:17.782"}',NULL,'2026-11-29 04:16:17.782','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70f1-9f65-64bcc0cdc0d9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ef-91e8-b1d0c1054ba0','pact_marks','01a22585-8741-70f0-8456-3b947033cd27','insert','{"created_at":"2026-11-29 04:16:17.785","day":"2026-11-29","id":"01a22585-8741-70f0-8456-3b947033cd27","kept":1,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","pact_id":"01a22585-8741-70ed-9dbb-66c6c6631b21","reason":"Reason 0-0"}',NULL,'2026-11-29 04:16:17.785','web','Marked “Pact 0-0” kept on 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70f3-b89a-9ee649c1c2db','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70f2-a567-f378ff654530','pacts','01a22585-8741-70ed-9dbb-66c6c6631b21','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 04:16:17.782","delay_hours":24,"id":"01a22585-8741-70ed-9dbb-66c6c6631b21","kind":"price","link_id":"01a22584-9cdb-7049-95b7-70818e38b64a","link_kind":"goal","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","pending_amount":"1","pending_at":"2026-11-30 04:16:17.787","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a22585-8741-70ab-b8a8-cb30681bc9d0","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 04:16:17.787"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-29 04:16:17.782","delay_hours":24,"id":"01a22585-8741-70ed-9dbb-66c6c6631b21","kind":"price","link_id":"01a22584-9cdb-7049-95b7-70818e38b64a","link_kind":"goal","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-29 04:16:17.782"}','2026-11-29 04:16:17.787','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70f6-8198-75e32847e421','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70f4-b27b-9d6f0cb356fd','pacts','01a22585-8741-70f5-a223-66c6b12c5362','insert','{"amount":null,"consequence":null,"created_at":"2026-11-29 04:16:17.788","delay_hours":168,"id":"01a22585-8741-70f5-a223-66c6b12c5362","kind":"effort","link_id":"01a22585-8741-7041-b5eb-5d9658be3dec","link_kind":"block","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-29 04:16:17.788"}',NULL,'2026-11-29 04:16:17.788','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70f9-82b7-9ff1064a2d7c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70f7-adbd-c96386922667','practice_sessions','01a22585-8741-70f8-a7f4-ffad05bee088','insert','{"created_at":"2026-11-29 04:16:17.790","feeling":"happy","id":"01a22585-8741-70f8-a7f4-ffad05bee088","minutes":10,"note":"Sat 0-0","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","started_at":"2026-11-29 04:06:17.790"}',NULL,'2026-11-29 04:16:17.790','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-70fd-9597-4739e91e283b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70fb-8e17-2d6a6e3c82cf','runbook_settings','01a22585-8741-70fc-a47f-1c48b89b3a09','insert','{"emergency_number":"112","id":"01a22585-8741-70fc-a47f-1c48b89b3a09","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","updated_at":"2026-11-29 04:16:17.794"}',NULL,'2026-11-29 04:16:17.794','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7100-bb03-657b5ae7a551','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70fe-af63-a408f0bceba5','journal_entries','01a22585-8741-70ff-834c-313492900bca','insert','{"created_at":"2026-11-29 04:16:17.810","day":"2026-11-29","id":"01a22585-8741-70ff-834c-313492900bca","location":null,"mood":null,"owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-29 04:16:17.810","written_at":"2026-11-29 04:16:17.810"}',NULL,'2026-11-29 04:16:17.810','web','Filled in daily review for 2026-11-29',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7104-878a-091ca4106148','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7102-90a1-b59f40737278','health_sources','01a22585-8741-7103-a73b-6f17df396c3d','insert','{"id":"01a22585-8741-7103-a73b-6f17df396c3d","name":"Shape Watch 0","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","position":null}',NULL,'2026-11-29 04:16:17.818','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7106-a41a-8ca00ff17712','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7102-90a1-b59f40737278','health_sources','01a22585-8741-7105-871b-cddf3e145998','insert','{"id":"01a22585-8741-7105-871b-cddf3e145998","name":"Shape iPhone","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","position":null}',NULL,'2026-11-29 04:16:17.818','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7109-807a-fbc4e192ed97','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7102-90a1-b59f40737278','food_events','01a22585-8741-7108-84eb-209dea5bd83b','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795777200,1795777800]]}}","entry_kind":"activeEnergy","figure":null,"figure_minutes":null,"food_id":null,"id":"01a22585-8741-7108-84eb-209dea5bd83b","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","recorded_at":"2026-11-29 04:16:17.818","refers_to":null}',NULL,'2026-11-29 04:16:17.818','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-710b-b612-f37160e19af9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7102-90a1-b59f40737278','food_events','01a22585-8741-710a-b124-70148af210bc','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","figure":"70.0","figure_minutes":null,"food_id":null,"id":"01a22585-8741-710a-b124-70148af210bc","kind":"record","occurred_at":"2026-11-27 11:00:00.000","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","recorded_at":"2026-11-29 04:16:17.818","refers_to":null}',NULL,'2026-11-29 04:16:17.818','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-710c-8327-690047ff3881','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7102-90a1-b59f40737278','health_days','01a22585-8741-7107-9d4f-e1777c20af49','insert','{"active_event_id":"01a22585-8741-7108-84eb-209dea5bd83b","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-27","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a22585-8741-7107-9d4f-e1777c20af49","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-29 04:16:17.818","weighed_at":"2026-11-27 11:00:00.000","weight_event_id":"01a22585-8741-710a-b124-70148af210bc","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-29 04:16:17.818','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-710e-8fc6-27f39533e18e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7102-90a1-b59f40737278','health_imports','01a22585-8741-710d-9ae9-bf3dc6ad8765','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-27","format":"csv","id":"01a22585-8741-710d-9ae9-bf3dc6ad8765","imported_at":"2026-11-29 04:16:17.818","last_day":"2026-11-27","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","records":3}',NULL,'2026-11-29 04:16:17.818','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a22585-8741-7111-a5d0-5a66c2287b90','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-710f-8b27-488e41f75398','calendars','01a22585-8741-7110-a258-8f32ed6a5de8','insert','{"color":"#5b6ee1","created_at":"2026-11-29 04:16:17.835","etag":null,"fetched_at":"2026-11-29 04:16:17.835","file_name":"work-0.ics","id":"01a22585-8741-7110-a258-8f32ed6a5de8","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a22584-9caf-70b5-ade5-c2175ff933a1","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261119T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261129\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-29 04:16:17.835','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a22585-8741-7061-a71b-5c50f4155876','01a22584-9caf-70b5-ade5-c2175ff933a1','List 0-0',NULL,NULL,0,'a1','2026-11-29 04:16:17.655',NULL);
INSERT INTO "task_lists" VALUES('01a22585-8741-707e-96d0-b663f9f17e4b','01a22584-9caf-70b5-ade5-c2175ff933a1','Imported 0-0',NULL,NULL,0,'a2','2026-11-29 04:16:17.679','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a22585-8741-7064-961e-8a791611af32','01a22584-9caf-70b5-ade5-c2175ff933a1','Task 0-0','','01a22585-8741-7061-a71b-5c50f4155876','2026-11-29',0,0,NULL,NULL,'open',NULL,NULL,'01a22584-9cdb-7049-95b7-70818e38b64a','01a22584-9cda-70c2-a427-07d9dccd2a3e','a1','a1','2026-11-29 04:16:17.658','2026-11-29 04:16:17.658',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22585-8741-7075-88ff-2c66dd3647d2','01a22584-9caf-70b5-ade5-c2175ff933a1','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-29 04:16:17.672','2026-11-29 04:16:17.672',NULL,NULL,NULL);
INSERT INTO "tasks" VALUES('01a22585-8741-707b-beda-38ea58510eb7','01a22584-9caf-70b5-ade5-c2175ff933a1','Headed 0-0','','01a22585-8741-7061-a71b-5c50f4155876',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-29 04:16:17.674','2026-11-29 04:16:17.674',NULL,'01a22585-8741-7078-b54f-6d54c219d3cc',NULL);
INSERT INTO "tasks" VALUES('01a22585-8741-7080-804b-54b2e18a38ba','01a22584-9caf-70b5-ade5-c2175ff933a1','Imported 0-0','','01a22585-8741-707e-96d0-b663f9f17e4b',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-29 04:16:17.680','2026-11-29 04:16:17.680','todoist:a93ad4de15434be0',NULL,NULL);
INSERT INTO "task_tags" VALUES('01a22585-8741-7066-88c7-662771d7d4b8','01a22584-9caf-70b5-ade5-c2175ff933a1','errand');
INSERT INTO "task_tag_links" VALUES('01a22585-8741-7068-ae4c-e38ef368f252','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7064-961e-8a791611af32','01a22585-8741-7066-88c7-662771d7d4b8');
INSERT INTO "task_tag_links" VALUES('01a22585-8741-7081-88a6-51d36d27cc9f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7080-804b-54b2e18a38ba','01a22585-8741-7066-88c7-662771d7d4b8');
INSERT INTO "task_checklist_items" VALUES('01a22585-8741-706a-9f4b-89d8cb910b1e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7064-961e-8a791611af32','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a22585-8741-7064-961e-8a791611af32','01a22584-9caf-70b5-ade5-c2175ff933a1','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a22585-8741-7075-88ff-2c66dd3647d2','01a22584-9caf-70b5-ade5-c2175ff933a1','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a22585-8741-707b-beda-38ea58510eb7','01a22584-9caf-70b5-ade5-c2175ff933a1','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a22585-8741-7080-804b-54b2e18a38ba','01a22584-9caf-70b5-ade5-c2175ff933a1','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a22585-8741-70a4-8e7a-69ece75effe1','01a22584-9caf-70b5-ade5-c2175ff933a1','Comparison 0-0','metric','100 ml','2026-11-29 04:16:17.705','2026-11-29 04:16:17.705');
INSERT INTO "price_products" VALUES('01a22585-8741-70a6-a4f2-45b1448fb869','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70a4-8e7a-69ece75effe1',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a22585-8741-70a8-8ae1-974a9e6cdc1e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70a4-8e7a-69ece75effe1',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a22585-8741-7085-bb22-cf42335a99d5','01a22584-9caf-70b5-ade5-c2175ff933a1','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-29 04:16:17.681');
INSERT INTO "timeline_events" VALUES('01a22585-8741-7088-b836-818fb30c6e85','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7085-bb22-cf42335a99d5','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-29 04:16:17.682','2026-11-29 04:16:17.682');
INSERT INTO "timeline_events" VALUES('01a22585-8741-708b-a078-3994b38105e4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7085-bb22-cf42335a99d5','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-29 04:16:17.686','2026-11-29 04:16:17.686');
INSERT INTO "timeline_queries" VALUES('01a22585-8741-708e-b0a7-eb95add0ba5d','01a22584-9caf-70b5-ade5-c2175ff933a1','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-29 04:16:17.687');
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
INSERT INTO "custom_foods" VALUES('01a22585-8741-709b-a97b-9d4048f25fab','01a22584-9caf-70b5-ade5-c2175ff933a1','Food 0-0','{"208":250}',NULL,'[]','2026-11-29 04:16:17.701','2026-11-29 04:16:17.701');
INSERT INTO "recipes" VALUES('01a22585-8741-7094-8840-1e838d38297d','01a22584-9caf-70b5-ade5-c2175ff933a1','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-29 04:16:17.696','2026-11-29 04:16:17.696');
INSERT INTO "recipe_ingredients" VALUES('01a22585-8741-7096-8432-aa4dbb4f0069','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7094-8840-1e838d38297d','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a22585-8741-7098-849a-2ac9144d32d1','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7094-8840-1e838d38297d','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a22585-8741-7091-8ad5-c121fec0b15f','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:16:17.693','2026-11-29 04:16:17.693','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}','106.8',NULL);
INSERT INTO "food_events" VALUES('01a22585-8741-709e-bc5d-e7f9dddd58de','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:16:17.702','2026-11-29 04:16:17.702','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "food_events" VALUES('01a22585-8741-70a1-980a-50fd520eb951','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:16:17.704','2026-11-29 04:16:17.703','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}','300.0','30.0');
INSERT INTO "food_events" VALUES('01a22585-8741-7108-84eb-209dea5bd83b','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-27 11:00:00.000','2026-11-29 04:16:17.818','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795777200,1795777800]]}}',NULL,NULL);
INSERT INTO "food_events" VALUES('01a22585-8741-710a-b124-70148af210bc','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-27 11:00:00.000','2026-11-29 04:16:17.818','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}','70.0',NULL);
INSERT INTO "energy_profiles" VALUES('01a22584-9cd9-71fc-a315-3ff469bb1cc0','01a22584-9caf-70b5-ade5-c2175ff933a1','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a22585-8741-706d-a0e1-452a6720dd9a','01a22584-9caf-70b5-ade5-c2175ff933a1','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a22584-9cda-70c2-a427-07d9dccd2a3e','01a22584-9caf-70b5-ade5-c2175ff933a1','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-29 04:16:17.626');
INSERT INTO "weeks" VALUES('01a22584-9cc3-7010-9769-6cc1707a9728','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-29 04:16:17.603');
INSERT INTO "weeks" VALUES('01a22585-8741-705c-8370-a0079f56dc01','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a22584-9cdb-7049-95b7-70818e38b64a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cc3-7010-9769-6cc1707a9728','01a22584-9cda-70c2-a427-07d9dccd2a3e','Goal 0-0',2.0,'open',NULL,1,'2026-11-29 04:16:17.627');
INSERT INTO "weekly_goals" VALUES('01a22585-8741-705e-b817-bc47c946c2ea','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-705c-8370-a0079f56dc01','01a22584-9cda-70c2-a427-07d9dccd2a3e','Past goal 0-0',3.0,'open',NULL,0,'2026-11-29 04:16:17.652');
INSERT INTO "retrospectives" VALUES('01a22584-9cd0-714f-8094-7964ab3528b9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cc3-7010-9769-6cc1707a9728','Focus','Sleep','2026-11-29 04:16:17.616');
INSERT INTO "action_items" VALUES('01a22585-8741-703e-99a9-1a90f5828024','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cc3-7010-9769-6cc1707a9728','Action 0-0',0,'2026-11-29 04:16:17.635');
INSERT INTO "intentions" VALUES('01a22584-9cdc-708d-b861-5947002dcd7d','01a22584-9caf-70b5-ade5-c2175ff933a1','Intention 0-0',25,'01a22584-9cdb-7049-95b7-70818e38b64a','01a22584-9cda-70c2-a427-07d9dccd2a3e','2026-11-29 04:16:17.628','2026-11-29 04:41:17.628','endedEarly','2026-11-29 04:16:17.630',NULL,'[]','happy','2026-11-29 04:17:17.633',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a22585-8741-7044-866e-c0c624f48769','01a22584-9caf-70b5-ade5-c2175ff933a1','Block 0-0',45,'01a22584-9cdb-7049-95b7-70818e38b64a','01a22584-9cda-70c2-a427-07d9dccd2a3e','2026-11-29 04:16:17.641','2026-11-29 05:01:17.641','endedEarly','2026-11-29 04:16:17.642',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a22585-8741-7041-b5eb-5d9658be3dec',NULL);
INSERT INTO "intentions" VALUES('01a22585-8741-7070-8d99-2412ca2d7aa7','01a22584-9caf-70b5-ade5-c2175ff933a1','Task 0-0',15,'01a22584-9cdb-7049-95b7-70818e38b64a','01a22584-9cda-70c2-a427-07d9dccd2a3e','2026-11-29 04:16:17.667','2026-11-29 04:31:17.667','endedEarly','2026-11-29 04:16:17.670',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a22585-8741-7064-961e-8a791611af32');
INSERT INTO "distractions" VALUES('01a22584-9cdd-705f-af8a-bd63a998bdfc','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22584-9cdc-708d-b861-5947002dcd7d','internal',NULL,'2026-11-29 04:16:17.629',1);
INSERT INTO "standups" VALUES('01a22584-9cc9-700f-a517-5c50195fe940','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-29 04:16:17.609');
INSERT INTO "day_photos" VALUES('01a22585-8741-70c8-a6f3-8fc6a17a0704','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29','png',64,'Photo 0-0','2026-11-29 04:16:17.745');
INSERT INTO "day_photos" VALUES('01a22585-8741-70d1-90f3-546b7be63fe5','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29','png',64,'Journal 0-0','2026-11-29 04:16:17.765');
INSERT INTO "security_events" VALUES('01a22584-9caf-70b6-986b-a78d82f4f84e','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:16:17.583','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a22585-8741-70bd-9458-25cfee8c9821','01a22584-9caf-70b5-ade5-c2175ff933a1','Workout','2026-11-29','2026-11-29 04:16:17.734','2026-11-29 04:16:17.734');
INSERT INTO "lift_sets" VALUES('01a22585-8741-70bf-a61c-1f246ab1e8a6','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70bd-9458-25cfee8c9821',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-29 04:16:17.734','2026-11-29 04:16:17.734');
INSERT INTO "lift_streams" VALUES('01a22585-8741-70bf-a61c-1f246ab1e8a6','01a22584-9caf-70b5-ade5-c2175ff933a1','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a22585-8741-70c3-a2c7-eddcc69c126c','01a22584-9caf-70b5-ade5-c2175ff933a1','Template 0-0','bench',60.0,8,3,'a1','2026-11-29 04:16:17.742');
INSERT INTO "journal_entries" VALUES('01a22585-8741-70cc-92c7-34f68d5c227e','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:16:17.762','Europe/Berlin','2026-11-29','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-29 04:16:17.761','2026-11-29 04:16:17.761');
INSERT INTO "journal_entries" VALUES('01a22585-8741-70cf-b6ed-08d6763d335f','01a22584-9caf-70b5-ade5-c2175ff933a1','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-29 04:16:17.763','2026-11-29 04:16:17.763');
INSERT INTO "journal_entries" VALUES('01a22585-8741-70ff-834c-313492900bca','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:16:17.810','Europe/Berlin','2026-11-29','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-29 04:16:17.810','2026-11-29 04:16:17.810');
INSERT INTO "journal_photos" VALUES('01a22585-8741-70d4-b083-b2f00e3dd5ed','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70cc-92c7-34f68d5c227e','01a22585-8741-70d1-90f3-546b7be63fe5',NULL);
INSERT INTO "journal_drafts" VALUES('01a22585-8741-7101-aa1d-40c78dd0b4e2','01a22584-9caf-70b5-ade5-c2175ff933a1',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-29T04:16:17.816Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-29 04:16:17.816');
INSERT INTO "journal_search" VALUES('01a22585-8741-70cc-92c7-34f68d5c227e','01a22584-9caf-70b5-ade5-c2175ff933a1','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a22585-8741-70cf-b6ed-08d6763d335f','01a22584-9caf-70b5-ade5-c2175ff933a1','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a22585-8741-70ff-834c-313492900bca','01a22584-9caf-70b5-ade5-c2175ff933a1','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a22585-8741-70ab-b8a8-cb30681bc9d0','01a22584-9caf-70b5-ade5-c2175ff933a1','Habit 0-0','📚',NULL,'01a22584-9cda-70c2-a427-07d9dccd2a3e','daily',0,0,NULL,'',NULL,'2026-11-29',0,'a1','2026-11-29 04:16:17.707','2026-11-29 04:16:17.707');
INSERT INTO "habits" VALUES('01a22585-8741-70b7-a839-08509230c61a','01a22584-9caf-70b5-ade5-c2175ff933a1','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-29',0,'a2','2026-11-29 04:16:17.714','2026-11-29 04:16:17.714');
INSERT INTO "habit_check_ins" VALUES('01a22585-8741-70ae-b4c6-e798f5ace67c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ab-b8a8-cb30681bc9d0','2026-11-28',1.0,'2026-11-29 04:16:17.708');
INSERT INTO "habit_check_ins" VALUES('01a22585-8741-70b1-bc5e-7bc0f0d7e087','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ab-b8a8-cb30681bc9d0','2026-11-29',1.0,'2026-11-29 04:16:17.709');
INSERT INTO "habit_check_ins" VALUES('01a22585-8741-70ba-b00a-acbc5ac6de37','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70b7-a839-08509230c61a','2026-11-29',4.0,'2026-11-29 04:16:17.715');
INSERT INTO "habit_rest_days" VALUES('01a22585-8741-70b4-85ff-e4b274e54323','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ab-b8a8-cb30681bc9d0','2026-12-01','2026-11-29 04:16:17.713');
INSERT INTO "health_days" VALUES('01a22585-8741-7107-9d4f-e1777c20af49','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-27',50.0,NULL,NULL,900.0,70.0,'2026-11-27 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a22585-8741-7108-84eb-209dea5bd83b',NULL,'01a22585-8741-710a-b124-70148af210bc','2026-11-29 04:16:17.818');
INSERT INTO "health_sources" VALUES('01a22585-8741-7103-a73b-6f17df396c3d','01a22584-9caf-70b5-ade5-c2175ff933a1','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a22585-8741-7105-871b-cddf3e145998','01a22584-9caf-70b5-ade5-c2175ff933a1','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a22585-8741-710d-9ae9-bf3dc6ad8765','01a22584-9caf-70b5-ade5-c2175ff933a1','shape-0.csv','csv',0,3,0,1,1,'2026-11-27','2026-11-27','2026-11-29 04:16:17.818');
INSERT INTO "lift_defaults" VALUES('01a22585-8741-70c6-b58a-be21b0e7639e','01a22584-9caf-70b5-ade5-c2175ff933a1','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-29 04:16:17.743');
INSERT INTO "plan_blocks" VALUES('01a22585-8741-7041-b5eb-5d9658be3dec','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29',375,45,'Block 0-0','01a22584-9cdb-7049-95b7-70818e38b64a','01a22584-9cda-70c2-a427-07d9dccd2a3e',NULL,NULL,NULL,NULL,'2026-11-29 04:16:17.635','2026-11-29 04:16:17.635');
INSERT INTO "plan_blocks" VALUES('01a22585-8741-7049-93eb-fde0874d5564','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29',375,45,'Area block 0-0',NULL,'01a22584-9cda-70c2-a427-07d9dccd2a3e',NULL,NULL,NULL,NULL,'2026-11-29 04:16:17.643','2026-11-29 04:16:17.643');
INSERT INTO "plan_blocks" VALUES('01a22585-8741-7050-a96a-045e6c09fb59','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-28',375,15,'Missed block 0-0',NULL,'01a22584-9cda-70c2-a427-07d9dccd2a3e',NULL,'backToList','internal','2026-11-29 04:16:17.650','2026-11-29 04:16:17.649','2026-11-29 04:16:17.649');
INSERT INTO "plan_block_versions" VALUES('01a22585-8741-704c-becf-f6477234699f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7049-93eb-fde0874d5564','2026-11-29',375,30,'Area block 0-0','01a22584-9cda-70c2-a427-07d9dccd2a3e','moved','Longer than planned','2026-11-29 04:16:17.643');
INSERT INTO "calendars" VALUES('01a22585-8741-7110-a258-8f32ed6a5de8','01a22584-9caf-70b5-ade5-c2175ff933a1','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-29 04:16:17.835',NULL,'2026-11-29 04:16:17.835');
INSERT INTO "calendar_expansions" VALUES('01a22585-8741-7110-a258-8f32ed6a5de8','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:16:17.835','2026-10-04 04:16:17.834','2027-05-30 04:16:17.834','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7112-a07d-61e648d35e92','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7113-a684-616b2c8884af','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7114-a249-549ca327578c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7115-a7b4-faca5be122ca','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7116-8ada-2fb8fa77ff1b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7117-9ff4-365a848dd80c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7118-91c0-e0b9065532e0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7119-b12d-7e359ec1bf99','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-711a-8a86-9ce3e57e8142','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-711b-b968-a67c99be15cf','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-711c-b21a-72b17d03a229','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-day','Offsite','','2026-11-28 23:00:00.000','2026-11-29 23:00:00.000',1,'2026-11-29','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-711d-815d-72cd91e346ba','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-711e-b033-7ab14ac3f2e3','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-711f-a776-6ac7ea69163f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7120-b41d-5b42946978fa','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7121-a8a8-706a53d78f34','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7122-83fa-daa150fbbba0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7123-b4a1-54743ed55224','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7124-81d1-f7af948475e2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7125-9d4e-cc0693b24a2d','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7126-b105-327855db4bfc','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7127-9f41-8be4e97d877f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7128-b9d7-1f481739fa52','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7129-9c80-3ccddefe06a6','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-712a-a4c9-a8599143cf79','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-712b-af31-9d543bb78b1c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-712c-b14d-0d9ed38bec73','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-712d-8828-572e45c73d62','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-712e-8324-fe23b12c2763','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-712f-81d2-2f796d363041','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7130-afa9-b83236ba9304','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7131-a53a-63d86c188811','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7132-8a66-03af478e2ee9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7133-b7fc-82ff358251c0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7134-b6e4-ebde54f53ad0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7135-90a8-9ac60223b553','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7136-ba6d-e123b16d1d70','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7137-be5f-20d35f6b020a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7138-860c-81d115a724b3','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7139-8ec8-d1560b75b776','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-713a-9d46-8e62ddd29248','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-713b-92f9-fd22c7caee18','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-713c-ba23-7b7a9aab7540','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-713d-8d06-0bdc24f0e11d','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-713e-8e6e-3b70f79e78af','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-713f-b6f8-e8b3a40791af','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7140-b87b-25a6dd3cef6c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7141-b8ba-327a2c077440','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7142-9621-ea8651b1e85f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7143-b6c2-814584ba24b4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7144-9b61-5a064faf9727','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7145-a669-247bea0062c6','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7146-b51f-9151cb5f548d','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7147-bcd9-5594136a041f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7148-9be8-43eb37d24557','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7149-9971-780e8e145411','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-714a-af05-b6a5fc33c1aa','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-714b-a228-909f17b46298','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-714c-a766-e4feefdd4843','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-714d-a3b6-b3864dbff182','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-714e-8916-3e709a475201','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-714f-91d2-9e56fe74b069','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7150-ac34-1b20a0871117','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7151-a5e1-996825363ac0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7152-93aa-19051eed0692','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7153-aa72-0f70f73d7004','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7154-93f4-628ac42b1c77','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7155-aeff-3ff7000041ad','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7156-8edf-7f375e673fc2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7157-8c60-15eb8685b302','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7158-a8f6-64f4a64481ab','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7159-97d9-4209d4f030ec','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-715a-9f8d-a5cdd82e3891','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-715b-8837-7f0af8554fbc','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-715c-b596-f90215671608','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-715d-a431-75a583b6d132','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-715e-a5c6-a085f39b4e53','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-715f-9e88-6588c47ff2f2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7160-97a4-3bd60c23b84b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7161-a3fd-c0d9c96122f1','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7162-ba4a-3088d9f2c222','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7163-b83b-6da3ff3f9541','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7164-a186-b7c88df698b4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7165-965e-da5b28ceb60d','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7166-9070-26f1275935fe','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7167-a64a-2e57fac14545','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7168-a3ad-1c8c931421f6','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7169-a61f-90a91e19fd4c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-716a-83d0-e55a1186c75c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-716b-a938-bc53949a3f8b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-716c-908e-c1e75c345534','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-716d-9af4-31b90a32eefc','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-716e-8b8c-00475324645c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-716f-bf6e-f6a51890c152','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7170-8104-60663204d05c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7171-9dad-796de8ffffb8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7172-aa9e-93d9ddca9db8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7173-b551-6625fa17ee7e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7174-9839-9fad75c0fb92','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7175-8424-7c3a44bb348f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7176-a9f8-313bcff237cd','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7177-9183-10ca4b67dd07','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7178-93a6-a1361bbacda9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7179-9686-f616cb22a27b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-717a-b570-4075ab2ca233','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-717b-af3f-89a8fad56d18','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-717c-a9d0-26b5bcfe9de9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-717d-af88-170ec4ef53de','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-717e-9597-a9fe2b5b5406','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-717f-8dbb-2f19c55deeb0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7180-9456-38b26ac27abb','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7181-affa-193162838e5b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7182-b94a-818794d398db','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7183-9847-27e3670ef6d0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7184-88f9-6e19343b7023','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7185-8a02-7066d5db6fcf','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7186-91f5-b9ee9bf38d2c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7187-91d1-e9b59c8f0f05','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7188-949a-76249049d290','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7189-846d-a1c92bff0677','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-718a-ae25-f03438a8eed4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-718b-a0f3-1528ad0b70d5','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-718c-ae32-4b942ed8fa51','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-718d-b55c-dc78995b0426','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-718e-9373-81e46d223977','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-718f-a80c-ce664ef2b181','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7190-9ff6-5934454a5a98','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7191-8c0b-07981d812a70','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7192-bece-526e7c670313','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7193-ad81-836db2a98760','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7194-a9de-693b87c5059f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7195-ae0d-37f2e0ff5cc5','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7196-8b97-97ead0271b5c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7197-af63-e500aa803bf1','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7198-b8ef-9f3370746e59','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-7199-8b01-38b9359806e9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-719a-84e0-b78df41a34b1','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-719b-ad54-3305d44cfd3b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-719c-be09-3757bd36783f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-719d-b04f-4fecdf8ca38e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-719e-ae57-f85accef41cb','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-719f-8c87-3423c4807842','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a0-ba9e-231870e04619','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a1-ac30-cb22f138dff2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a2-8d96-762b8b9b6953','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a3-8c71-5c03787a419f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a4-8f6c-965188d5edbe','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a5-bb6a-328d9d87dfdb','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a6-9fd6-332351f72d7f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a7-9cfa-d26836150d64','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a8-bfa4-667033b1c3e2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71a9-84ce-91c58226abc6','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71aa-8ea5-ecc8ed00c957','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71ab-8e2f-26a2f1e2f979','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71ac-8264-7f2526169081','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71ad-b213-f58a54e0ecf4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71ae-b7c4-336f0a6ab763','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71af-a521-33b13709008e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b0-ac29-ad64c7e7af46','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b1-850e-5bc3007d611e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b2-8293-d948b26a412f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b3-8589-64628fd38130','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b4-8e77-6a634f01030a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b5-b332-9c9eae562c7b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b6-8b63-0c2bd6f6f4f8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b7-a987-2fe3a82a69af','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b8-9cd2-9084d241fe2a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71b9-b2a7-9223fc0195a9','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71ba-a22e-3cf146387c76','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71bb-bafa-2c26d00aa850','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71bc-9b8d-11e3cef260ab','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71bd-80d2-52cbb038f038','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71be-9f08-51593b376902','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71bf-a54a-2094c9469bbd','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c0-b54b-3a2c2dbbec8a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c1-bbf1-236bd38db0e8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c2-8143-87797293a487','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c3-ae99-f4ca0ee4fb8b','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c4-b2e0-94d3fd6198f4','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c5-882a-b13f9ba699f8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c6-9754-6ba69af6b693','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c7-861d-62aaecbfeec6','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c8-9bba-ec7376dfb680','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71c9-a500-c870ca48491c','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71ca-bf36-1278e6b58d55','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71cb-9e5d-4f7b719f13d8','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71cc-9436-b7ce75e76133','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71cd-ad26-a0a282e3d576','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71ce-aa5b-aa69b23ab47e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71cf-b360-7f6f4a58105f','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71d0-a54c-ac7ea0a9f194','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71d1-a408-7d948f6c6c7e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a22585-8741-71d2-b874-069b08a9d72a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7110-a258-8f32ed6a5de8','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a22585-8741-70d7-bcb6-e0a517b7bfa6','01a22584-9caf-70b5-ade5-c2175ff933a1','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-29 04:16:17.774','2026-11-29 04:16:17.774');
INSERT INTO "runbook_contacts" VALUES('01a22585-8741-70e4-a68d-7e1977b295d3','01a22584-9caf-70b5-ade5-c2175ff933a1','Contact 0-0','030 0','friend','2026-11-29','2026-11-29 04:16:17.776','2026-11-29 04:16:17.776');
INSERT INTO "runbook_steps" VALUES('01a22585-8741-70d9-8a85-84a460994c9a','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d7-bcb6-e0a517b7bfa6','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-29 04:16:17.774','2026-11-29 04:16:17.774');
INSERT INTO "runbook_steps" VALUES('01a22585-8741-70db-aa4e-e7472854e5a0','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d7-bcb6-e0a517b7bfa6','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-29 04:16:17.774','2026-11-29 04:16:17.774');
INSERT INTO "runbook_steps" VALUES('01a22585-8741-70dd-8aba-9a4093c00cc2','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d7-bcb6-e0a517b7bfa6','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-29 04:16:17.774','2026-11-29 04:16:17.774');
INSERT INTO "runbook_steps" VALUES('01a22585-8741-70df-b63b-8a974ea72851','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d7-bcb6-e0a517b7bfa6','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-29 04:16:17.774','2026-11-29 04:16:17.774');
INSERT INTO "runbook_steps" VALUES('01a22585-8741-70e1-8588-a3e6ccba8f25','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d7-bcb6-e0a517b7bfa6','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-29 04:16:17.774','2026-11-29 04:16:17.774');
INSERT INTO "runbook_steps" VALUES('01a22585-8741-70e7-a329-a662a2a1cfac','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d7-bcb6-e0a517b7bfa6','contact','Call 0-0',NULL,'01a22585-8741-70e4-a68d-7e1977b295d3','a6','2026-11-29 04:16:17.780','2026-11-29 04:16:17.780');
INSERT INTO "runbook_uses" VALUES('01a22585-8741-70ea-9191-67f901489a6e','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70d7-bcb6-e0a517b7bfa6','2026-11-29 04:16:17.781','sad','meh','["01a22585-8741-70e7-a329-a662a2a1cfac"]','2026-11-29 04:16:17.781');
INSERT INTO "runbook_settings" VALUES('01a22585-8741-70fc-a47f-1c48b89b3a09','01a22584-9caf-70b5-ade5-c2175ff933a1','112','2026-11-29 04:16:17.794');
INSERT INTO "task_headings" VALUES('01a22585-8741-7078-b54f-6d54c219d3cc','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7061-a71b-5c50f4155876','Heading 0-0',0,'a1','2026-11-29 04:16:17.673',NULL);
INSERT INTO "pacts" VALUES('01a22585-8741-70ed-9dbb-66c6c6631b21','01a22584-9caf-70b5-ade5-c2175ff933a1','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-30 04:16:17.787','2026-11-29 04:16:17.782','2026-11-29 04:16:17.787','goal','01a22584-9cdb-7049-95b7-70818e38b64a','sam@example.org','habit','01a22585-8741-70ab-b8a8-cb30681bc9d0',NULL);
INSERT INTO "pacts" VALUES('01a22585-8741-70f5-a223-66c6b12c5362','01a22584-9caf-70b5-ade5-c2175ff933a1','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-29 04:16:17.788','2026-11-29 04:16:17.788','block','01a22585-8741-7041-b5eb-5d9658be3dec',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a22585-8741-70f0-8456-3b947033cd27','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-70ed-9dbb-66c6c6631b21','2026-11-29',1,'Reason 0-0','2026-11-29 04:16:17.785');
INSERT INTO "practice_sessions" VALUES('01a22585-8741-70f8-a7f4-ffad05bee088','01a22584-9caf-70b5-ade5-c2175ff933a1','2026-11-29 04:06:17.790',10,'Sat 0-0','2026-11-29 04:16:17.790','happy');
INSERT INTO "plan_feeds" VALUES('01a22585-8741-70fa-b351-7b7a54f5c21a','01a22584-9caf-70b5-ade5-c2175ff933a1',NULL,'fde29e7935fd965c17078134b86b253fc4ac7b9fe6dec060a242117ffee5f4d1','2026-11-29 04:16:17.793',NULL,NULL);
INSERT INTO "plan_templates" VALUES('01a22585-8741-7055-8aee-5e7f857d499e','01a22584-9caf-70b5-ade5-c2175ff933a1','Template 0-0','day','2026-11-29 04:16:17.650','2026-11-29 04:16:17.650');
INSERT INTO "plan_template_blocks" VALUES('01a22585-8741-7057-95ed-fbdf94d57213','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7055-8aee-5e7f857d499e',0,375,45,'Block 0-0','01a22584-9cdb-7049-95b7-70818e38b64a','01a22584-9cda-70c2-a427-07d9dccd2a3e');
INSERT INTO "plan_template_blocks" VALUES('01a22585-8741-7059-a362-1190e96201cf','01a22584-9caf-70b5-ade5-c2175ff933a1','01a22585-8741-7055-8aee-5e7f857d499e',0,375,45,'Area block 0-0',NULL,'01a22584-9cda-70c2-a427-07d9dccd2a3e');
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
COMMIT;

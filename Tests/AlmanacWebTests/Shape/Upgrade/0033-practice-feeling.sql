-- An Almanac database at migration level 0033-practice-feeling (UpgradeTests: written once, never rewritten).
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
INSERT INTO "users" VALUES('01a2219f-a9b2-71ff-bb5c-641f884f4c41','ada','ada','Europe/Berlin',2,0,'metric','2026-11-28 10:07:21.522','dayMonth');
INSERT INTO "credentials" VALUES('01a2219f-a9b2-71ff-bb5c-641f884f4c41','$2b$06$WzZfoBuWyOL2MSAPmcrCI.nLz.UFAgSAd/tDrgQTeQoO/.JRbZky2');
INSERT INTO "changes" VALUES('01a2219f-a9d1-70e3-994c-a9c94e6ac7bf','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9d1-70e1-aee3-19a6820b0031','weeks','01a2219f-a9d1-70e2-a49e-0f257f55ba4a','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2219f-a9d1-70e2-a49e-0f257f55ba4a","length_days":7,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-28 10:07:21.553','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2219f-a9d1-70e4-9a0b-74b5ae37e378','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9d1-70e1-aee3-19a6820b0031','weeks','01a2219f-a9d1-70e2-a49e-0f257f55ba4a','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2219f-a9d1-70e2-a49e-0f257f55ba4a","length_days":7,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_day":"2026-11-23","started_at":"2026-11-28 10:07:21.553"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2219f-a9d1-70e2-a49e-0f257f55ba4a","length_days":7,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_day":"2026-11-23","started_at":null}','2026-11-28 10:07:21.553','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2219f-a9eb-70a5-90bb-b5485b0a75ad','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9eb-70a3-b95e-4a7a9201cf37','standups','01a2219f-a9eb-70a4-ab5c-72ca4198a7c6','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-28","id":"01a2219f-a9eb-70a4-ab5c-72ca4198a7c6","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","updated_at":"2026-11-28 10:07:21.579"}',NULL,'2026-11-28 10:07:21.579','web','Saved the standup of 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a2219f-a9f3-7150-802c-bd705c23f41c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9f3-714e-85c9-1c8c54939b5c','retrospectives','01a2219f-a9f3-714f-a237-88ccbb1d13c0','insert','{"id":"01a2219f-a9f3-714f-a237-88ccbb1d13c0","improve":"Sleep","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","updated_at":"2026-11-28 10:07:21.587","week_id":"01a2219f-a9d1-70e2-a49e-0f257f55ba4a","went_well":"Focus"}',NULL,'2026-11-28 10:07:21.587','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2219f-a9fc-707d-ae85-d5e3661666ba','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9fc-707b-91a0-ba9e14dc5c5e','energy_profiles','01a2219f-a9fc-707c-a0e8-426bf213331c','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a2219f-a9fc-707c-a0e8-426bf213331c","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","sex":"female"}',NULL,'2026-11-28 10:07:21.596','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a2219f-aa00-71c8-875f-a1f86ab66924','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-aa00-71c6-a8f5-71b135d5321e','areas','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 10:07:21.600","icon":null,"id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","name":"Area 0-0","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.600','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2219f-aa0b-71ad-806b-03501da3649f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-aa0b-71ab-8449-553219e0b463','weekly_goals','01a2219f-aa0b-71ac-a939-1a26e09e55c8','insert','{"added_mid_sprint":1,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","created_at":"2026-11-28 10:07:21.611","estimate_hours":2,"id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a2219f-a9d1-70e2-a49e-0f257f55ba4a"}',NULL,'2026-11-28 10:07:21.611','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2219f-aa13-71ea-8569-88429b6d7005','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-aa13-71e8-86d3-9ba9f4b0f0ae','intentions','01a2219f-aa13-71e9-8b5d-9f29e9aa3de2','insert','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":null,"ends_at":"2026-11-28 10:32:21.619","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a2219f-aa13-71e9-8b5d-9f29e9aa3de2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.619","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}',NULL,'2026-11-28 10:07:21.619','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2219f-aa20-70b8-8010-2d92eb3a245e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-aa20-70b6-93fc-13acc822413a','distractions','01a2219f-aa20-70b7-bd30-b424b1b4462a','insert','{"at":"2026-11-28 10:07:21.632","id":"01a2219f-aa20-70b7-bd30-b424b1b4462a","intention_id":"01a2219f-aa13-71e9-8b5d-9f29e9aa3de2","note":null,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","trigger":"internal","urge_passed":1}',NULL,'2026-11-28 10:07:21.632','web','Noted a distraction during “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2219f-aa29-71cb-b8b5-3d4f8c591dd3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-aa29-71ca-a807-f1e0c0bf3708','intentions','01a2219f-aa13-71e9-8b5d-9f29e9aa3de2','update','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":"2026-11-28 10:07:21.641","ends_at":"2026-11-28 10:32:21.619","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a2219f-aa13-71e9-8b5d-9f29e9aa3de2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.619","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":null,"ends_at":"2026-11-28 10:32:21.619","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a2219f-aa13-71e9-8b5d-9f29e9aa3de2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.619","state":"running","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 10:07:21.641','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7042-995f-52b72a925e4d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7041-8a79-7428a7ad90af','intentions','01a2219f-aa13-71e9-8b5d-9f29e9aa3de2','update','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":"2026-11-28 10:07:21.641","ends_at":"2026-11-28 10:32:21.619","feeling":"happy","goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a2219f-aa13-71e9-8b5d-9f29e9aa3de2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":25,"rated_at":"2026-11-28 10:08:21.647","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.619","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":"2026-11-28 10:07:21.641","ends_at":"2026-11-28 10:32:21.619","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a2219f-aa13-71e9-8b5d-9f29e9aa3de2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.619","state":"endedEarly","tags":"[]","task_id":null,"what":"Intention 0-0"}','2026-11-28 10:08:21.647','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7045-9e4e-baaddd3d618d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7043-9548-10cb2f9fdea4','action_items','01a221a0-948e-7044-b4ff-5d83d83ac8c3','insert','{"created_at":"2026-11-28 10:07:21.656","done":0,"id":"01a221a0-948e-7044-b4ff-5d83d83ac8c3","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","text":"Action 0-0","week_id":"01a2219f-a9d1-70e2-a49e-0f257f55ba4a"}',NULL,'2026-11-28 10:07:21.656','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7048-86a9-e7c6d6389656','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7046-b092-fa0002858604','plan_blocks','01a221a0-948e-7047-93ec-c3987808bde8','insert','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","cause":null,"created_at":"2026-11-28 10:07:21.661","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a221a0-948e-7047-93ec-c3987808bde8","minutes":45,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_minute":375,"task_id":null,"title":"Block 0-0","updated_at":"2026-11-28 10:07:21.661"}',NULL,'2026-11-28 10:07:21.661','web','Planned “Block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-704b-8e71-941c584826ed','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7049-85e2-c87b73a22d70','intentions','01a221a0-948e-704a-a75e-8afa902c8ece','insert','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":"01a221a0-948e-7047-93ec-c3987808bde8","ended_at":null,"ends_at":"2026-11-28 10:52:21.665","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a221a0-948e-704a-a75e-8afa902c8ece","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.665","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}',NULL,'2026-11-28 10:07:21.665','web','Started the block “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-704d-9ac9-fd055fae2112','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-704c-9293-0ffabbf32a82','intentions','01a221a0-948e-704a-a75e-8afa902c8ece','update','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":"01a221a0-948e-7047-93ec-c3987808bde8","ended_at":"2026-11-28 10:07:21.679","ends_at":"2026-11-28 10:52:21.665","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a221a0-948e-704a-a75e-8afa902c8ece","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.665","state":"endedEarly","tags":"[]","task_id":null,"what":"Block 0-0"}','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":"01a221a0-948e-7047-93ec-c3987808bde8","ended_at":null,"ends_at":"2026-11-28 10:52:21.665","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a221a0-948e-704a-a75e-8afa902c8ece","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":45,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.665","state":"running","tags":"[]","task_id":null,"what":"Block 0-0"}','2026-11-28 10:07:21.679','web','Ended “Block 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7050-abd2-156412eb431d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-704e-ba5d-6040efb5c888','plan_blocks','01a221a0-948e-704f-b79e-262c1a544776','insert','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","cause":null,"created_at":"2026-11-28 10:07:21.689","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a221a0-948e-704f-b79e-262c1a544776","minutes":30,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 10:07:21.689"}',NULL,'2026-11-28 10:07:21.689','web','Planned “Area block 0-0” on 2026-11-28 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7053-ab24-161814ee033e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7051-9acf-aa6acb7d2a86','plan_block_versions','01a221a0-948e-7052-ae3c-0d5b05d88ea8','insert','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":"01a221a0-948e-704f-b79e-262c1a544776","change":"moved","day":"2026-11-28","id":"01a221a0-948e-7052-ae3c-0d5b05d88ea8","minutes":30,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","reason":"Longer than planned","recorded_at":"2026-11-28 10:07:21.691","start_minute":375,"title":"Area block 0-0"}',NULL,'2026-11-28 10:07:21.691','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7054-b94d-417eecf11487','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7051-9acf-aa6acb7d2a86','plan_blocks','01a221a0-948e-704f-b79e-262c1a544776','update','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","cause":null,"created_at":"2026-11-28 10:07:21.689","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a221a0-948e-704f-b79e-262c1a544776","minutes":45,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 10:07:21.691"}','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","cause":null,"created_at":"2026-11-28 10:07:21.689","day":"2026-11-28","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a221a0-948e-704f-b79e-262c1a544776","minutes":30,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_minute":375,"task_id":null,"title":"Area block 0-0","updated_at":"2026-11-28 10:07:21.689"}','2026-11-28 10:07:21.691','web','Moved “Area block 0-0” to 2026-11-28 06:15–07:00',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7057-9f7e-1f07f64b3e96','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7055-b7b2-38514338d43a','plan_blocks','01a221a0-948e-7056-86bd-e142b8f2f3bf','insert','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","cause":null,"created_at":"2026-11-28 10:07:21.701","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a221a0-948e-7056-86bd-e142b8f2f3bf","minutes":15,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 10:07:21.701"}',NULL,'2026-11-28 10:07:21.701','web','Planned “Missed block 0-0” on 2026-11-27 at 06:15',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7059-9b61-32dd3e85c655','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7058-b79b-a5f2d37c69d1','plan_blocks','01a221a0-948e-7056-86bd-e142b8f2f3bf','update','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","cause":"internal","created_at":"2026-11-28 10:07:21.701","day":"2026-11-27","disposed_at":"2026-11-28 10:07:21.703","disposition":"backToList","goal_id":null,"id":"01a221a0-948e-7056-86bd-e142b8f2f3bf","minutes":15,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 10:07:21.701"}','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","cause":null,"created_at":"2026-11-28 10:07:21.701","day":"2026-11-27","disposed_at":null,"disposition":null,"goal_id":null,"id":"01a221a0-948e-7056-86bd-e142b8f2f3bf","minutes":15,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_minute":375,"task_id":null,"title":"Missed block 0-0","updated_at":"2026-11-28 10:07:21.701"}','2026-11-28 10:07:21.703','web','Marked “Missed block 0-0” back to the list (internal trigger)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-705c-8536-a1e89017aa0e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-705a-8d8e-8ba68b6c5ad9','weeks','01a221a0-948e-705b-9d2d-e7346b578fae','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a221a0-948e-705b-9d2d-e7346b578fae","length_days":7,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_day":"2026-11-16","started_at":null}',NULL,'2026-11-28 10:07:21.710','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-705e-8273-d3e5edc7228c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-705a-8d8e-8ba68b6c5ad9','weekly_goals','01a221a0-948e-705d-9d45-a21869bd70eb','insert','{"added_mid_sprint":0,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","created_at":"2026-11-28 10:07:21.710","estimate_hours":3,"id":"01a221a0-948e-705d-9d45-a21869bd70eb","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","percent":null,"status":"open","title":"Past goal 0-0","week_id":"01a221a0-948e-705b-9d2d-e7346b578fae"}',NULL,'2026-11-28 10:07:21.710','web','Added the goal “Past goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7061-82bd-deec4eea3925','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-705f-95bd-86be767c1abe','task_lists','01a221a0-948e-7060-b3aa-757151abe47b','insert','{"archived":0,"color":null,"created_at":"2026-11-28 10:07:21.720","icon":null,"id":"01a221a0-948e-7060-b3aa-757151abe47b","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.720','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7064-ba36-46ec9e8f8560','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7062-9295-82638b084a04','tasks','01a221a0-948e-7063-b038-9d86dec88e79','insert','{"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","created_at":"2026-11-28 10:07:21.722","deadline":null,"evening":0,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","heading_id":null,"id":"01a221a0-948e-7063-b038-9d86dec88e79","import_key":null,"list_id":"01a221a0-948e-7060-b3aa-757151abe47b","list_key":"a1","notes":"","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-28","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-28 10:07:21.722"}',NULL,'2026-11-28 10:07:21.722','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7066-a9e0-1d52f65eba06','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7062-9295-82638b084a04','task_tags','01a221a0-948e-7065-8fae-c73dcdd6dd83','insert','{"id":"01a221a0-948e-7065-8fae-c73dcdd6dd83","name":"errand","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.722','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7068-8400-f773de2c6342','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7062-9295-82638b084a04','task_tag_links','01a221a0-948e-7067-abd8-6f303d0fbae6','insert','{"id":"01a221a0-948e-7067-abd8-6f303d0fbae6","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","tag_id":"01a221a0-948e-7065-8fae-c73dcdd6dd83","task_id":"01a221a0-948e-7063-b038-9d86dec88e79"}',NULL,'2026-11-28 10:07:21.722','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-706a-84dd-739fa6277041','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7062-9295-82638b084a04','task_checklist_items','01a221a0-948e-7069-9267-6736489d5580','insert','{"done":0,"id":"01a221a0-948e-7069-9267-6736489d5580","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","task_id":"01a221a0-948e-7063-b038-9d86dec88e79","title":"Step"}',NULL,'2026-11-28 10:07:21.722','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-706d-9aea-3044f613d83a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-706b-8807-ebf824849e00','system_settings','01a221a0-948e-706c-aee8-a35478fac46e','insert','{"active_end":"18:00","active_start":"09:00","active_weekdays":"[2,3,4,5,6]","day_modules":"[\"sleep\",\"health\",\"workout\",\"review\",\"photos\"]","id":"01a221a0-948e-706c-aee8-a35478fac46e","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","quiet_end":null,"quiet_start":null,"sprint_length":1,"standup_questions":"[\"What did I finish yesterday?\",\"What will I do today?\",\"What is in my way?\"]","today_cards":"[\"standup\",\"todos\",\"focus\",\"habits\",\"goals\",\"onThisDay\",\"modules\"]","webhook_url":null}',NULL,'2026-11-28 10:07:21.752','web','Changed the system settings',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7070-8b98-49f7a271841b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-706e-9028-397f5e2326b9','intentions','01a221a0-948e-706f-8e95-d23cdbe48648','insert','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":null,"ends_at":"2026-11-28 10:22:21.758","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a221a0-948e-706f-8e95-d23cdbe48648","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.758","state":"running","tags":"[]","task_id":"01a221a0-948e-7063-b038-9d86dec88e79","what":"Task 0-0"}',NULL,'2026-11-28 10:07:21.758','web','Started “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7072-bf07-a03fd1d02cee','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7071-9948-dd15b700370b','intentions','01a221a0-948e-706f-8e95-d23cdbe48648','update','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":"2026-11-28 10:07:21.767","ends_at":"2026-11-28 10:22:21.758","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a221a0-948e-706f-8e95-d23cdbe48648","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.758","state":"endedEarly","tags":"[]","task_id":"01a221a0-948e-7063-b038-9d86dec88e79","what":"Task 0-0"}','{"abandon_reason":null,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","block_id":null,"ended_at":null,"ends_at":"2026-11-28 10:22:21.758","feeling":null,"goal_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","id":"01a221a0-948e-706f-8e95-d23cdbe48648","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","planned_minutes":15,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-28 10:07:21.758","state":"running","tags":"[]","task_id":"01a221a0-948e-7063-b038-9d86dec88e79","what":"Task 0-0"}','2026-11-28 10:07:21.767','web','Ended “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7075-af2d-cbaaf5bbbdee','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7073-94f2-b381abc87550','tasks','01a221a0-948e-7074-8f52-4c4e1b0d22bf','insert','{"area_id":null,"created_at":"2026-11-28 10:07:21.772","deadline":null,"evening":0,"goal_id":null,"heading_id":null,"id":"01a221a0-948e-7074-8f52-4c4e1b0d22bf","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-28 10:07:21.772"}',NULL,'2026-11-28 10:07:21.772','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7078-86d3-3d3c6be15a1a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7076-8ccc-83c6e711eee1','task_headings','01a221a0-948e-7077-94da-78f24ac94914','insert','{"archived":0,"created_at":"2026-11-28 10:07:21.784","id":"01a221a0-948e-7077-94da-78f24ac94914","import_key":null,"list_id":"01a221a0-948e-7060-b3aa-757151abe47b","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","title":"Heading 0-0"}',NULL,'2026-11-28 10:07:21.784','web','Added the heading “Heading 0-0” to “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-707b-ae9c-b6c28ad9d26f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7079-b469-d362cc1e5855','tasks','01a221a0-948e-707a-af6b-b87599059441','insert','{"area_id":null,"created_at":"2026-11-28 10:07:21.788","deadline":null,"evening":0,"goal_id":null,"heading_id":"01a221a0-948e-7077-94da-78f24ac94914","id":"01a221a0-948e-707a-af6b-b87599059441","import_key":null,"list_id":"01a221a0-948e-7060-b3aa-757151abe47b","list_key":"a2","notes":"","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Headed 0-0","today_key":"a3","updated_at":"2026-11-28 10:07:21.788"}',NULL,'2026-11-28 10:07:21.788','web','Added “Headed 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7080-81cd-6b51efd2e29c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-707c-818f-39b593048485','task_lists','*','insert','{"ids":["01a221a0-948e-707d-98df-3c16a216eaba"]}',NULL,'2026-11-28 10:07:21.804','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7081-bc9a-01750b01dd22','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-707c-818f-39b593048485','tasks','*','insert','{"ids":["01a221a0-948e-707e-8549-268df472a737"]}',NULL,'2026-11-28 10:07:21.804','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7082-8c38-bec749fe6b67','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-707c-818f-39b593048485','task_tag_links','*','insert','{"ids":["01a221a0-948e-707f-9a27-37ebea83b0f8"]}',NULL,'2026-11-28 10:07:21.804','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7085-979b-d52e82430c40','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7083-a7b5-c1b1b691254d','timelines','01a221a0-948e-7084-b85c-cc091a4d20ab','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-28 10:07:21.815","icon":"","id":"01a221a0-948e-7084-b85c-cc091a4d20ab","name":"Timeline 0-0","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.815','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7088-b197-b9d9624cfed8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7086-8689-4fc5a2d3f030','timeline_events','01a221a0-948e-7087-8cea-4219a84b5462','insert','{"created_at":"2026-11-28 10:07:21.818","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a221a0-948e-7087-8cea-4219a84b5462","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a221a0-948e-7084-b85c-cc091a4d20ab","title":"Job 0-0","updated_at":"2026-11-28 10:07:21.818"}',NULL,'2026-11-28 10:07:21.818','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-708b-abde-b7785d66dd97','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7089-88a2-83817206eeb6','timeline_events','01a221a0-948e-708a-9850-1e6ecb907368','insert','{"created_at":"2026-11-28 10:07:21.826","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a221a0-948e-708a-9850-1e6ecb907368","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a221a0-948e-7084-b85c-cc091a4d20ab","title":"Trip 0-0","updated_at":"2026-11-28 10:07:21.826"}',NULL,'2026-11-28 10:07:21.826','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-708e-a84f-a6d78b8090f3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-708c-9a52-c50eeb0d3e33','timeline_queries','01a221a0-948e-708d-901a-ad02d9acb999','insert','{"created_at":"2026-11-28 10:07:21.834","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a221a0-948e-708d-901a-ad02d9acb999","name":"Query 0-0","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.834','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7091-a053-2de8c15f0821','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-708f-a484-9034a80667c5','food_events','01a221a0-948e-7090-b9bd-f329c20a7b58','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a221a0-948e-7090-b9bd-f329c20a7b58","kind":"record","occurred_at":"2026-11-28 10:07:21.843","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","recorded_at":"2026-11-28 10:07:21.843","refers_to":null}',NULL,'2026-11-28 10:07:21.843','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7094-bcfd-8173cbba7592','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7092-9776-f1a01c269878','recipes','01a221a0-948e-7093-80b5-6b7dae0238dc','insert','{"created_at":"2026-11-28 10:07:21.850","id":"01a221a0-948e-7093-80b5-6b7dae0238dc","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","servings":2,"total_grams":300,"updated_at":"2026-11-28 10:07:21.850","yield_grams":null}',NULL,'2026-11-28 10:07:21.850','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7096-a80e-0872ca7e828c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7092-9776-f1a01c269878','recipe_ingredients','01a221a0-948e-7095-9fb1-415c3eae5e00','insert','{"food_id":"09040","grams":100,"id":"01a221a0-948e-7095-9fb1-415c3eae5e00","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","position":0,"recipe_id":"01a221a0-948e-7093-80b5-6b7dae0238dc"}',NULL,'2026-11-28 10:07:21.850','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7098-95ed-40d4b1b5ea2d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7092-9776-f1a01c269878','recipe_ingredients','01a221a0-948e-7097-99b6-f6be62e5c8aa','insert','{"food_id":"01079","grams":200,"id":"01a221a0-948e-7097-99b6-f6be62e5c8aa","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","position":1,"recipe_id":"01a221a0-948e-7093-80b5-6b7dae0238dc"}',NULL,'2026-11-28 10:07:21.850','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-709b-8dad-81e69f589149','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7099-81d2-b92d8ffb9b8c','custom_foods','01a221a0-948e-709a-b3fc-316cf7b1f2c9','insert','{"created_at":"2026-11-28 10:07:21.861","id":"01a221a0-948e-709a-b3fc-316cf7b1f2c9","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","portions":"[]","serving_grams":null,"updated_at":"2026-11-28 10:07:21.861"}',NULL,'2026-11-28 10:07:21.861','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-709e-ad7e-2bf653e88e8f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-709c-807c-ffa768f6df41','food_events','01a221a0-948e-709d-9d47-065c4a40f497','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a221a0-948e-709d-9d47-065c4a40f497","kind":"record","occurred_at":"2026-11-28 10:07:21.869","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","recorded_at":"2026-11-28 10:07:21.869","refers_to":null}',NULL,'2026-11-28 10:07:21.869','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70a1-8d16-337849e22f8e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-709f-b80c-f55d6d9b8c83','food_events','01a221a0-948e-70a0-bf50-a9bfb11a4bc1','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a221a0-948e-70a0-bf50-a9bfb11a4bc1","kind":"record","occurred_at":"2026-11-28 10:07:21.871","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","recorded_at":"2026-11-28 10:07:21.870","refers_to":null}',NULL,'2026-11-28 10:07:21.870','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70a4-a127-6f4824ee2816','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70a2-a468-a86ecf79b606','price_comparisons','01a221a0-948e-70a3-acae-a5ded0635a02','insert','{"created_at":"2026-11-28 10:07:21.874","display_unit":"100 ml","id":"01a221a0-948e-70a3-acae-a5ded0635a02","name":"Comparison 0-0","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","unit_system":"metric","updated_at":"2026-11-28 10:07:21.874"}',NULL,'2026-11-28 10:07:21.874','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70a6-a35c-1190dd5a19aa','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70a2-a468-a86ecf79b606','price_products','01a221a0-948e-70a5-b800-07cdeaa7545e','insert','{"comparison_id":"01a221a0-948e-70a3-acae-a5ded0635a02","id":"01a221a0-948e-70a5-b800-07cdeaa7545e","name":"Bertolli","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-28 10:07:21.874','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70a8-8f08-52bd836dd467','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70a2-a468-a86ecf79b606','price_products','01a221a0-948e-70a7-b92f-16709c15c060','insert','{"comparison_id":"01a221a0-948e-70a3-acae-a5ded0635a02","id":"01a221a0-948e-70a7-b92f-16709c15c060","name":"Monini","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-28 10:07:21.874','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70ab-8d87-28acff1158ff','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70a9-ab16-2e20a969da4a','habits','01a221a0-948e-70aa-a20c-56b7c490d99c','insert','{"archived":0,"area_id":"01a2219f-aa00-71c7-92a4-b1f98d3e5e99","color":null,"created_at":"2026-11-28 10:07:21.884","emoji":"📚","id":"01a221a0-948e-70aa-a20c-56b7c490d99c","name":"Habit 0-0","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-28","target":null,"unit":"","updated_at":"2026-11-28 10:07:21.884"}',NULL,'2026-11-28 10:07:21.884','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70ae-aa07-17298a30a9b4','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70ac-b05f-904f67a590c9','habit_check_ins','01a221a0-948e-70ad-9d9c-ea4e3b01ebf2','insert','{"amount":1,"created_at":"2026-11-28 10:07:21.893","day":"2026-11-27","habit_id":"01a221a0-948e-70aa-a20c-56b7c490d99c","id":"01a221a0-948e-70ad-9d9c-ea4e3b01ebf2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.893','web','Checked in “Habit 0-0” on 2026-11-27',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70b1-92cb-c7b2bc65106a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70af-96b2-8eeff17224ba','habit_check_ins','01a221a0-948e-70b0-a5a6-187f0fb9fa9d','insert','{"amount":1,"created_at":"2026-11-28 10:07:21.898","day":"2026-11-28","habit_id":"01a221a0-948e-70aa-a20c-56b7c490d99c","id":"01a221a0-948e-70b0-a5a6-187f0fb9fa9d","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.898','web','Checked in “Habit 0-0” on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70b4-8803-bfa609dc2d54','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70b2-bf5d-13de73659192','habit_rest_days','01a221a0-948e-70b3-8095-e68c544212c5','insert','{"created_at":"2026-11-28 10:07:21.906","day":"2026-11-30","habit_id":"01a221a0-948e-70aa-a20c-56b7c490d99c","id":"01a221a0-948e-70b3-8095-e68c544212c5","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.906','web','Declared 2026-11-30 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70b7-afe8-06aee2a5965e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70b5-8efb-c8f7adf29ec8','habits','01a221a0-948e-70b6-9ef3-c8722733cc16','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-28 10:07:21.910","emoji":"","id":"01a221a0-948e-70b6-9ef3-c8722733cc16","name":"Water 0-0","order_key":"a2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-28","target":8,"unit":"glasses","updated_at":"2026-11-28 10:07:21.910"}',NULL,'2026-11-28 10:07:21.910','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70ba-a9b0-e065b7f86e27','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70b8-b913-c9fe8a88eb79','habit_check_ins','01a221a0-948e-70b9-9a15-6cdae94365ec','insert','{"amount":4,"created_at":"2026-11-28 10:07:21.917","day":"2026-11-28","habit_id":"01a221a0-948e-70b6-9ef3-c8722733cc16","id":"01a221a0-948e-70b9-9a15-6cdae94365ec","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.917','web','Checked in “Water 0-0” on 2026-11-28 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70bd-81f9-01c54db202e3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70bb-9d0d-62a775c423ca','lift_sessions','01a221a0-948e-70bc-abe9-ab06c73265c0','insert','{"created_at":"2026-11-28 10:07:21.985","day":"2026-11-28","id":"01a221a0-948e-70bc-abe9-ab06c73265c0","name":"Workout","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","updated_at":"2026-11-28 10:07:21.985"}',NULL,'2026-11-28 10:07:21.985','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70bf-986a-ec59ea67a52e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70bb-9d0d-62a775c423ca','lift_sets','01a221a0-948e-70be-b5fa-547fddd029e0','insert','{"advice_count":0,"analysis":"{\"advice\":[],\"reps\":[{\"bottomTimeShare\":0.4004891443167629,\"endMs\":4841.197669009306,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.757277450225628,\"meanVelocity\":0.757277450225628,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":55.73027455058974,\"startMs\":4105.2682611815,\"stickingPoint\":{\"heightCm\":22.914704342775693,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7359294078278062,\"eccentricS\":1.518120335820896,\"pauseS\":0.25058076118149986},\"timeToPeakVelocityS\":0.4947317388185002},{\"bottomTimeShare\":0.3243908181931925,\"endMs\":8647.242692128108,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7565826059728951,\"meanVelocity\":0.7565826059728951,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.68384532684439,\"startMs\":7911.251078162305,\"tempo\":{\"concentricS\":0.7359916139658026,\"eccentricS\":1.4639854139854125,\"pauseS\":0.32236218927341725},\"timeToPeakVelocityS\":0.48874892183769497},{\"bottomTimeShare\":0.3210412350727647,\"endMs\":12469.107117394324,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7277587659852583,\"meanVelocity\":0.7277587659852583,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":55.641781899604055,\"startMs\":11704.543576558443,\"tempo\":{\"concentricS\":0.7645635408358812,\"eccentricS\":1.596690331304937,\"pauseS\":0.27638265701821185},\"timeToPeakVelocityS\":0.4954564234415575}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.757277450225628,\"fatigueSlope\":-0.014759342120184815,\"lastMeanVelocity\":0.7277587659852583,\"reps\":3,\"repsInReserve\":28,\"velocityLossPercent\":3.8980012189158213},\"skippedLines\":0}","analyzed_at":"2026-11-28 10:07:21.985","best_velocity":0.757277450225628,"first_velocity":0.757277450225628,"goal_reps":5,"id":"01a221a0-948e-70be-b5fa-547fddd029e0","kind":"squat","last_velocity":0.7277587659852583,"load_kg":100,"mean_rom_cm":55.68530059234606,"name":"Squat 0-0","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","position":0,"rate_hz":20,"recorded_at":"2026-11-28 10:07:21.985","reps":3,"session_id":"01a221a0-948e-70bc-abe9-ab06c73265c0","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":3.8980012189158213}',NULL,'2026-11-28 10:07:21.985','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70c0-8b72-c388b9c0a5bc','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70bb-9d0d-62a775c423ca','lift_streams','01a221a0-948e-70be-b5fa-547fddd029e0','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a221a0-948e-70be-b5fa-547fddd029e0","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:21.985','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70c3-8c01-c3c925ad6a78','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70c1-a14b-43589537927a','lift_templates','01a221a0-948e-70c2-bf22-a89c3d2354e9','insert','{"created_at":"2026-11-28 10:07:22.008","goal_reps":8,"id":"01a221a0-948e-70c2-bf22-a89c3d2354e9","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","sets":3}',NULL,'2026-11-28 10:07:22.008','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70c6-bb08-aa6ab83c3011','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70c4-94fa-3511cbb415c0','lift_defaults','01a221a0-948e-70c5-816d-e71ba996e87d','insert','{"id":"01a221a0-948e-70c5-816d-e71ba996e87d","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-28 10:07:22.011","velocity_loss_target":25}',NULL,'2026-11-28 10:07:22.011','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70c9-9033-c101e8cc0038','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70c8-809e-04471c198750','day_photos','01a221a0-948e-70c7-a5b6-70e941940cae','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-28 10:07:22.014","day":"2026-11-28","id":"01a221a0-948e-70c7-a5b6-70e941940cae","kind":"png","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:22.019','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70cc-993f-16432f399963','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70ca-a2d5-00af095e3ec2','journal_entries','01a221a0-948e-70cb-b96e-36ddd44f3b12','insert','{"created_at":"2026-11-28 10:07:22.022","day":"2026-11-28","id":"01a221a0-948e-70cb-b96e-36ddd44f3b12","location":"Berlin","mood":"happy","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-28 10:07:22.022","written_at":"2026-11-28 10:07:22.023"}',NULL,'2026-11-28 10:07:22.022','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70cf-afab-04217c45e9d6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70cd-8b00-e93afecb533a','journal_entries','01a221a0-948e-70ce-bf4b-9226ff918a15','insert','{"created_at":"2026-11-28 10:07:22.031","day":"2025-11-28","id":"01a221a0-948e-70ce-bf4b-9226ff918a15","location":null,"mood":null,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-28 10:07:22.031","written_at":"2025-11-28 19:00:00.000"}',NULL,'2026-11-28 10:07:22.031','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70d2-8604-feccaa4e13bc','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d1-8a57-18816c1f3978','day_photos','01a221a0-948e-70d0-a3d7-bb09183f9508','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-28 10:07:22.040","day":"2026-11-28","id":"01a221a0-948e-70d0-a3d7-bb09183f9508","kind":"png","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41"}',NULL,'2026-11-28 10:07:22.041','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70d4-aa60-ba254eaaa6c6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d1-8a57-18816c1f3978','journal_photos','01a221a0-948e-70d3-a3d8-804e7a3aa267','insert','{"entry_id":"01a221a0-948e-70cb-b96e-36ddd44f3b12","id":"01a221a0-948e-70d3-a3d8-804e7a3aa267","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","photo_id":"01a221a0-948e-70d0-a3d7-bb09183f9508","source_id":null}',NULL,'2026-11-28 10:07:22.041','web','Added a photo to 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70d7-8c52-7746ac929bd5','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d5-a190-ddd6c777460c','runbooks','01a221a0-948e-70d6-ac75-d76a89d8ef46','insert','{"created_at":"2026-11-28 10:07:22.046","id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","name":"When I''m anxious","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","updated_at":"2026-11-28 10:07:22.046","warning_signs":"My chest is tight and my breathing is quick\nI keep going over what could go wrong"}',NULL,'2026-11-28 10:07:22.046','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70d9-9373-d19a1624c12c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d5-a190-ddd6c777460c','runbook_steps','01a221a0-948e-70d8-ab4f-87813b63e23f','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 10:07:22.046","id":"01a221a0-948e-70d8-ab4f-87813b63e23f","kind":"text","order_key":"a1","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","runbook_id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","text":"This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.","updated_at":"2026-11-28 10:07:22.046"}',NULL,'2026-11-28 10:07:22.046','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70db-acd1-b14207e0dc36','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d5-a190-ddd6c777460c','runbook_steps','01a221a0-948e-70da-9d8b-ddb6d8f4e82e','insert','{"breathing":"box","contact_id":null,"created_at":"2026-11-28 10:07:22.046","id":"01a221a0-948e-70da-9d8b-ddb6d8f4e82e","kind":"breathing","order_key":"a2","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","runbook_id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","text":"Breathe slowly with the timer until the count feels easy.","updated_at":"2026-11-28 10:07:22.046"}',NULL,'2026-11-28 10:07:22.046','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70dd-b84d-bc26ad7abb41','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d5-a190-ddd6c777460c','runbook_steps','01a221a0-948e-70dc-91e5-715131d7411c','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 10:07:22.046","id":"01a221a0-948e-70dc-91e5-715131d7411c","kind":"grounding","order_key":"a3","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","runbook_id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","text":"Name what is around me, one sense at a time.","updated_at":"2026-11-28 10:07:22.046"}',NULL,'2026-11-28 10:07:22.046','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70df-96db-5d90a1198b5e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d5-a190-ddd6c777460c','runbook_steps','01a221a0-948e-70de-8461-042d2beb870b','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 10:07:22.046","id":"01a221a0-948e-70de-8461-042d2beb870b","kind":"text","order_key":"a4","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","runbook_id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","text":"What is one small thing I can do in the next ten minutes? Do only that.","updated_at":"2026-11-28 10:07:22.046"}',NULL,'2026-11-28 10:07:22.046','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70e1-bdcd-549803898d27','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d5-a190-ddd6c777460c','runbook_steps','01a221a0-948e-70e0-b726-3f9d9e5463e0','insert','{"breathing":null,"contact_id":null,"created_at":"2026-11-28 10:07:22.046","id":"01a221a0-948e-70e0-b726-3f9d9e5463e0","kind":"contact","order_key":"a5","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","runbook_id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","text":"If it does not ease, talk to someone I trust.","updated_at":"2026-11-28 10:07:22.046"}',NULL,'2026-11-28 10:07:22.046','web','Added the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70e4-94ae-c89601c2b449','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70e2-9e88-0a07a4c24ebb','runbook_contacts','01a221a0-948e-70e3-9041-39f76ff5ad1f','insert','{"checked_day":"2026-11-28","created_at":"2026-11-28 10:07:22.061","id":"01a221a0-948e-70e3-9041-39f76ff5ad1f","name":"Contact 0-0","note":"friend","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","phone":"030 0","updated_at":"2026-11-28 10:07:22.061"}',NULL,'2026-11-28 10:07:22.061','web','Added the contact “Contact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70e7-b2d5-12755ea85b8d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70e5-b724-fb235ecf50ca','runbook_steps','01a221a0-948e-70e6-9a1f-8cfad34a3f9b','insert','{"breathing":null,"contact_id":"01a221a0-948e-70e3-9041-39f76ff5ad1f","created_at":"2026-11-28 10:07:22.070","id":"01a221a0-948e-70e6-9a1f-8cfad34a3f9b","kind":"contact","order_key":"a6","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","runbook_id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","text":"Call 0-0","updated_at":"2026-11-28 10:07:22.070"}',NULL,'2026-11-28 10:07:22.070','web','Added a step to “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70ea-a66c-967d41d0600d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70e8-9faf-344e950468da','runbook_uses','01a221a0-948e-70e9-9f3b-91b5d805067d','insert','{"created_at":"2026-11-28 10:07:22.074","feeling_after":"meh","feeling_before":"sad","id":"01a221a0-948e-70e9-9f3b-91b5d805067d","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","runbook_id":"01a221a0-948e-70d6-ac75-d76a89d8ef46","steps_done":"[\"01a221a0-948e-70e6-9a1f-8cfad34a3f9b\"]","used_at":"2026-11-28 10:07:22.074"}',NULL,'2026-11-28 10:07:22.074','web','Used the runbook “When I''m anxious”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70ed-b7fc-1a54399d25d6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70eb-96d0-6d16a334d8b8','pacts','01a221a0-948e-70ec-bca4-c1f2037ee04f','insert','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 10:07:22.077","delay_hours":24,"id":"01a221a0-948e-70ec-bca4-c1f2037ee04f","kind":"price","link_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","link_kind":"goal","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 10:07:22.077"}',NULL,'2026-11-28 10:07:22.077','web','Made the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70f0-a6c8-038b2ecb8362','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70ee-b9b5-80b43040fe0e','pact_marks','01a221a0-948e-70ef-8368-5a413054cdbd','insert','{"created_at":"2026-11-28 10:07:22.087","day":"2026-11-28","id":"01a221a0-948e-70ef-8368-5a413054cdbd","kept":1,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","pact_id":"01a221a0-948e-70ec-bca4-c1f2037ee04f","reason":"Reason 0-0"}',NULL,'2026-11-28 10:07:22.087','web','Marked “Pact 0-0” kept on 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70f2-8e69-160ba1a9e52a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70f1-85cf-30e3b76df93d','pacts','01a221a0-948e-70ec-bca4-c1f2037ee04f','update','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 10:07:22.077","delay_hours":24,"id":"01a221a0-948e-70ec-bca4-c1f2037ee04f","kind":"price","link_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","link_kind":"goal","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","pending_amount":"1","pending_at":"2026-11-29 10:07:22.096","pending_consequence":"to Sam","pending_delay_hours":null,"pending_delete":0,"pending_link_id":"01a221a0-948e-70aa-a20c-56b7c490d99c","pending_link_kind":"habit","pending_referee":null,"pending_text":"Pact 0-0","referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 10:07:22.096"}','{"amount":"5","consequence":"to Sam","created_at":"2026-11-28 10:07:22.077","delay_hours":24,"id":"01a221a0-948e-70ec-bca4-c1f2037ee04f","kind":"price","link_id":"01a2219f-aa0b-71ac-a939-1a26e09e55c8","link_kind":"goal","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":"sam@example.org","text":"Pact 0-0","updated_at":"2026-11-28 10:07:22.077"}','2026-11-28 10:07:22.096','web','Changed the pact “Pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70f5-ad59-f4ec20f7313e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70f3-90c5-90c58b8b6dd2','pacts','01a221a0-948e-70f4-a6ff-7e85f36cb055','insert','{"amount":null,"consequence":null,"created_at":"2026-11-28 10:07:22.101","delay_hours":168,"id":"01a221a0-948e-70f4-a6ff-7e85f36cb055","kind":"effort","link_id":"01a221a0-948e-7047-93ec-c3987808bde8","link_kind":"block","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","pending_amount":null,"pending_at":null,"pending_consequence":null,"pending_delay_hours":null,"pending_delete":0,"pending_link_id":null,"pending_link_kind":null,"pending_referee":null,"pending_text":null,"referee":null,"text":"Block pact 0-0","updated_at":"2026-11-28 10:07:22.101"}',NULL,'2026-11-28 10:07:22.101','web','Made the pact “Block pact 0-0”',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70f8-af94-dabe58803e15','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70f6-b6db-99d1669e26d7','practice_sessions','01a221a0-948e-70f7-886a-566c8e70029a','insert','{"created_at":"2026-11-28 10:07:22.105","feeling":"happy","id":"01a221a0-948e-70f7-886a-566c8e70029a","minutes":10,"note":"Sat 0-0","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","started_at":"2026-11-28 09:57:22.105"}',NULL,'2026-11-28 10:07:22.105','web','Logged 10 minutes of practice',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70fc-b481-8a537f21f383','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70fa-b651-727d1f029b3b','runbook_settings','01a221a0-948e-70fb-abc3-d4e8bb8e1067','insert','{"emergency_number":"112","id":"01a221a0-948e-70fb-abc3-d4e8bb8e1067","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","updated_at":"2026-11-28 10:07:22.117"}',NULL,'2026-11-28 10:07:22.117','web','Set the emergency number',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-70ff-bd5b-7bd7aa4a6565','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70fd-b21d-d9c8e6ed2db7','journal_entries','01a221a0-948e-70fe-977d-1e23ed1759a1','insert','{"created_at":"2026-11-28 10:07:22.124","day":"2026-11-28","id":"01a221a0-948e-70fe-977d-1e23ed1759a1","location":null,"mood":null,"owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-28 10:07:22.124","written_at":"2026-11-28 10:07:22.124"}',NULL,'2026-11-28 10:07:22.124','web','Filled in daily review for 2026-11-28',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7103-ad92-817c4df82d79','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7101-916e-53101086e323','health_sources','01a221a0-948e-7102-9d31-13013fea6766','insert','{"id":"01a221a0-948e-7102-9d31-13013fea6766","name":"Shape Watch 0","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","position":null}',NULL,'2026-11-28 10:07:22.143','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7105-84e8-bf0d5ca5c663','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7101-916e-53101086e323','health_sources','01a221a0-948e-7104-8371-670f5fcbec9d','insert','{"id":"01a221a0-948e-7104-8371-670f5fcbec9d","name":"Shape iPhone","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","position":null}',NULL,'2026-11-28 10:07:22.143','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7108-8a2d-0945332c6040','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7101-916e-53101086e323','food_events','01a221a0-948e-7107-8173-ff121914255d','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50,\"measured\":[[1795690800,1795691400]]}}","entry_kind":"activeEnergy","food_id":null,"id":"01a221a0-948e-7107-8173-ff121914255d","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","recorded_at":"2026-11-28 10:07:22.143","refers_to":null}',NULL,'2026-11-28 10:07:22.143','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-710a-97ec-846a5108c771','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7101-916e-53101086e323','food_events','01a221a0-948e-7109-816e-84004043e222','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a221a0-948e-7109-816e-84004043e222","kind":"record","occurred_at":"2026-11-26 11:00:00.000","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","recorded_at":"2026-11-28 10:07:22.143","refers_to":null}',NULL,'2026-11-28 10:07:22.143','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-710b-8887-f8b177be6a3b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7101-916e-53101086e323','health_days','01a221a0-948e-7106-9d88-d494c3294797','insert','{"active_event_id":"01a221a0-948e-7107-8173-ff121914255d","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-26","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a221a0-948e-7106-9d88-d494c3294797","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-28 10:07:22.143","weighed_at":"2026-11-26 11:00:00.000","weight_event_id":"01a221a0-948e-7109-816e-84004043e222","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-28 10:07:22.143','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-710d-a352-98912f88bdf5','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7101-916e-53101086e323','health_imports','01a221a0-948e-710c-bbee-ffe2f282ef80','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-26","format":"csv","id":"01a221a0-948e-710c-bbee-ffe2f282ef80","imported_at":"2026-11-28 10:07:22.143","last_day":"2026-11-26","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","records":3}',NULL,'2026-11-28 10:07:22.143','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a221a0-948e-7110-be82-a3c3cdbfb571','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710e-8015-a8182166d8c3','calendars','01a221a0-948e-710f-bffa-76636940fa72','insert','{"color":"#5b6ee1","created_at":"2026-11-28 10:07:22.169","etag":null,"fetched_at":"2026-11-28 10:07:22.169","file_name":"work-0.ics","id":"01a221a0-948e-710f-bffa-76636940fa72","last_error":null,"last_modified":null,"name":"Work 0","owner_id":"01a2219f-a9b2-71ff-bb5c-641f884f4c41","source_text":"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:shape-0-0\r\nSUMMARY:Meeting 0-0\r\nDTSTART;TZID=Europe/Berlin:20261118T080000\r\nDURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:shape-0-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:20261128\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n","url":null}',NULL,'2026-11-28 10:07:22.169','web','Added the calendar “Work 0” from work-0.ics',NULL);
INSERT INTO "task_lists" VALUES('01a221a0-948e-7060-b3aa-757151abe47b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','List 0-0',NULL,NULL,0,'a1','2026-11-28 10:07:21.720',NULL);
INSERT INTO "task_lists" VALUES('01a221a0-948e-707d-98df-3c16a216eaba','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Imported 0-0',NULL,NULL,0,'a2','2026-11-28 10:07:21.804','todoist:b384b53c80766483');
INSERT INTO "tasks" VALUES('01a221a0-948e-7063-b038-9d86dec88e79','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Task 0-0','','01a221a0-948e-7060-b3aa-757151abe47b','2026-11-28',0,0,NULL,NULL,'open',NULL,NULL,'01a2219f-aa0b-71ac-a939-1a26e09e55c8','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','a1','a1','2026-11-28 10:07:21.722','2026-11-28 10:07:21.722',NULL,NULL);
INSERT INTO "tasks" VALUES('01a221a0-948e-7074-8f52-4c4e1b0d22bf','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-28 10:07:21.772','2026-11-28 10:07:21.772',NULL,NULL);
INSERT INTO "tasks" VALUES('01a221a0-948e-707a-af6b-b87599059441','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Headed 0-0','','01a221a0-948e-7060-b3aa-757151abe47b',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a2','a3','2026-11-28 10:07:21.788','2026-11-28 10:07:21.788',NULL,'01a221a0-948e-7077-94da-78f24ac94914');
INSERT INTO "tasks" VALUES('01a221a0-948e-707e-8549-268df472a737','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Imported 0-0','','01a221a0-948e-707d-98df-3c16a216eaba',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a4','2026-11-28 10:07:21.804','2026-11-28 10:07:21.804','todoist:a93ad4de15434be0',NULL);
INSERT INTO "task_tags" VALUES('01a221a0-948e-7065-8fae-c73dcdd6dd83','01a2219f-a9b2-71ff-bb5c-641f884f4c41','errand');
INSERT INTO "task_tag_links" VALUES('01a221a0-948e-7067-abd8-6f303d0fbae6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7063-b038-9d86dec88e79','01a221a0-948e-7065-8fae-c73dcdd6dd83');
INSERT INTO "task_tag_links" VALUES('01a221a0-948e-707f-9a27-37ebea83b0f8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-707e-8549-268df472a737','01a221a0-948e-7065-8fae-c73dcdd6dd83');
INSERT INTO "task_checklist_items" VALUES('01a221a0-948e-7069-9267-6736489d5580','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7063-b038-9d86dec88e79','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a221a0-948e-7063-b038-9d86dec88e79','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a221a0-948e-7074-8f52-4c4e1b0d22bf','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a221a0-948e-707a-af6b-b87599059441','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Headed 0-0','');
INSERT INTO "tasks_search" VALUES('01a221a0-948e-707e-8549-268df472a737','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a221a0-948e-70a3-acae-a5ded0635a02','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Comparison 0-0','metric','100 ml','2026-11-28 10:07:21.874','2026-11-28 10:07:21.874');
INSERT INTO "price_products" VALUES('01a221a0-948e-70a5-b800-07cdeaa7545e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70a3-acae-a5ded0635a02',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a221a0-948e-70a7-b92f-16709c15c060','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70a3-acae-a5ded0635a02',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a221a0-948e-7084-b85c-cc091a4d20ab','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-28 10:07:21.815');
INSERT INTO "timeline_events" VALUES('01a221a0-948e-7087-8cea-4219a84b5462','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7084-b85c-cc091a4d20ab','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-28 10:07:21.818','2026-11-28 10:07:21.818');
INSERT INTO "timeline_events" VALUES('01a221a0-948e-708a-9850-1e6ecb907368','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7084-b85c-cc091a4d20ab','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-28 10:07:21.826','2026-11-28 10:07:21.826');
INSERT INTO "timeline_queries" VALUES('01a221a0-948e-708d-901a-ad02d9acb999','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-28 10:07:21.834');
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
INSERT INTO "custom_foods" VALUES('01a221a0-948e-709a-b3fc-316cf7b1f2c9','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Food 0-0','{"208":250}',NULL,'[]','2026-11-28 10:07:21.861','2026-11-28 10:07:21.861');
INSERT INTO "recipes" VALUES('01a221a0-948e-7093-80b5-6b7dae0238dc','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-28 10:07:21.850','2026-11-28 10:07:21.850');
INSERT INTO "recipe_ingredients" VALUES('01a221a0-948e-7095-9fb1-415c3eae5e00','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7093-80b5-6b7dae0238dc','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a221a0-948e-7097-99b6-f6be62e5c8aa','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7093-80b5-6b7dae0238dc','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a221a0-948e-7090-b9bd-f329c20a7b58','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 10:07:21.843','2026-11-28 10:07:21.843','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a221a0-948e-709d-9d47-065c4a40f497','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 10:07:21.869','2026-11-28 10:07:21.869','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a221a0-948e-70a0-bf50-a9bfb11a4bc1','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 10:07:21.871','2026-11-28 10:07:21.870','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a221a0-948e-7107-8173-ff121914255d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-26 11:00:00.000','2026-11-28 10:07:22.143','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50,"measured":[[1795690800,1795691400]]}}');
INSERT INTO "food_events" VALUES('01a221a0-948e-7109-816e-84004043e222','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-26 11:00:00.000','2026-11-28 10:07:22.143','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a2219f-a9fc-707c-a0e8-426bf213331c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','female',1990,170.0,1.4);
INSERT INTO "system_settings" VALUES('01a221a0-948e-706c-aee8-a35478fac46e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','09:00','18:00','[2,3,4,5,6]',NULL,NULL,NULL,1,'["sleep","health","workout","review","photos"]','["What did I finish yesterday?","What will I do today?","What is in my way?"]','["standup","todos","focus","habits","goals","onThisDay","modules"]');
INSERT INTO "areas" VALUES('01a2219f-aa00-71c7-92a4-b1f98d3e5e99','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Area 0-0','#2f6f5e',NULL,0,'a1','2026-11-28 10:07:21.600');
INSERT INTO "weeks" VALUES('01a2219f-a9d1-70e2-a49e-0f257f55ba4a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-28 10:07:21.553');
INSERT INTO "weeks" VALUES('01a221a0-948e-705b-9d2d-e7346b578fae','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-16',7,'[0,6,6,6,6,6,0]',NULL);
INSERT INTO "weekly_goals" VALUES('01a2219f-aa0b-71ac-a939-1a26e09e55c8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9d1-70e2-a49e-0f257f55ba4a','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','Goal 0-0',2.0,'open',NULL,1,'2026-11-28 10:07:21.611');
INSERT INTO "weekly_goals" VALUES('01a221a0-948e-705d-9d45-a21869bd70eb','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-705b-9d2d-e7346b578fae','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','Past goal 0-0',3.0,'open',NULL,0,'2026-11-28 10:07:21.710');
INSERT INTO "retrospectives" VALUES('01a2219f-a9f3-714f-a237-88ccbb1d13c0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9d1-70e2-a49e-0f257f55ba4a','Focus','Sleep','2026-11-28 10:07:21.587');
INSERT INTO "action_items" VALUES('01a221a0-948e-7044-b4ff-5d83d83ac8c3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-a9d1-70e2-a49e-0f257f55ba4a','Action 0-0',0,'2026-11-28 10:07:21.656');
INSERT INTO "intentions" VALUES('01a2219f-aa13-71e9-8b5d-9f29e9aa3de2','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Intention 0-0',25,'01a2219f-aa0b-71ac-a939-1a26e09e55c8','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','2026-11-28 10:07:21.619','2026-11-28 10:32:21.619','endedEarly','2026-11-28 10:07:21.641',NULL,'[]','happy','2026-11-28 10:08:21.647',NULL,NULL,NULL,NULL,NULL);
INSERT INTO "intentions" VALUES('01a221a0-948e-704a-a75e-8afa902c8ece','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Block 0-0',45,'01a2219f-aa0b-71ac-a939-1a26e09e55c8','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','2026-11-28 10:07:21.665','2026-11-28 10:52:21.665','endedEarly','2026-11-28 10:07:21.679',NULL,'[]',NULL,NULL,NULL,NULL,NULL,'01a221a0-948e-7047-93ec-c3987808bde8',NULL);
INSERT INTO "intentions" VALUES('01a221a0-948e-706f-8e95-d23cdbe48648','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Task 0-0',15,'01a2219f-aa0b-71ac-a939-1a26e09e55c8','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','2026-11-28 10:07:21.758','2026-11-28 10:22:21.758','endedEarly','2026-11-28 10:07:21.767',NULL,'[]',NULL,NULL,NULL,NULL,NULL,NULL,'01a221a0-948e-7063-b038-9d86dec88e79');
INSERT INTO "distractions" VALUES('01a2219f-aa20-70b7-bd30-b424b1b4462a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a2219f-aa13-71e9-8b5d-9f29e9aa3de2','internal',NULL,'2026-11-28 10:07:21.632',1);
INSERT INTO "standups" VALUES('01a2219f-a9eb-70a4-ab5c-72ca4198a7c6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-28 10:07:21.579');
INSERT INTO "day_photos" VALUES('01a221a0-948e-70c7-a5b6-70e941940cae','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28','png',64,'Photo 0-0','2026-11-28 10:07:22.014');
INSERT INTO "day_photos" VALUES('01a221a0-948e-70d0-a3d7-bb09183f9508','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28','png',64,'Journal 0-0','2026-11-28 10:07:22.040');
INSERT INTO "security_events" VALUES('01a2219f-a9b2-7200-8e8e-e0b646c74ccf','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 10:07:21.522','accountCreated',NULL,'local','almanac CLI');
INSERT INTO "lift_sessions" VALUES('01a221a0-948e-70bc-abe9-ab06c73265c0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Workout','2026-11-28','2026-11-28 10:07:21.985','2026-11-28 10:07:21.985');
INSERT INTO "lift_sets" VALUES('01a221a0-948e-70be-b5fa-547fddd029e0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70bc-abe9-ab06c73265c0',0,'squat','Squat 0-0',100.0,5,20.0,'cm','{"kind":"squat","minimumRangeCm":15,"minimumVelocity":0.3,"tiltLimitDegrees":5,"velocityLossTarget":20}',3,0.757277450225628,0.757277450225628,7.2775876598525834904e-01,3.89800121891582129762e+00,5.56853005923460599993e+01,0,'{"advice":[],"reps":[{"bottomTimeShare":0.4004891443167629,"endMs":4841.197669009306,"maxPitchDeg":1,"maxRollDeg":1.2,"meanPropulsiveVelocity":0.757277450225628,"meanVelocity":0.757277450225628,"number":1,"peakAcceleration":3.679653679653682,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.2,"romCm":55.73027455058974,"startMs":4105.2682611815,"stickingPoint":{"heightCm":22.914704342775693,"timeMs":4450,"velocity":0.8373015873015888},"tempo":{"concentricS":0.7359294078278062,"eccentricS":1.518120335820896,"pauseS":0.25058076118149986},"timeToPeakVelocityS":0.4947317388185002},{"bottomTimeShare":0.3243908181931925,"endMs":8647.242692128108,"maxPitchDeg":1,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7565826059728951,"meanVelocity":0.7565826059728951,"number":2,"peakAcceleration":3.532467532467535,"peakVelocity":1.1166666666666671,"pitchAtMaxDeg":1,"rollAtMaxDeg":-1.3,"romCm":55.68384532684439,"startMs":7911.251078162305,"tempo":{"concentricS":0.7359916139658026,"eccentricS":1.4639854139854125,"pauseS":0.32236218927341725},"timeToPeakVelocityS":0.48874892183769497},{"bottomTimeShare":0.3210412350727647,"endMs":12469.107117394324,"maxPitchDeg":1.3,"maxRollDeg":1.3,"meanPropulsiveVelocity":0.7277587659852583,"meanVelocity":0.7277587659852583,"number":3,"peakAcceleration":3.4458874458874424,"peakVelocity":1.0452380952380962,"pitchAtMaxDeg":1.3,"rollAtMaxDeg":-1.3,"romCm":55.641781899604055,"startMs":11704.543576558443,"tempo":{"concentricS":0.7645635408358812,"eccentricS":1.596690331304937,"pauseS":0.27638265701821185},"timeToPeakVelocityS":0.4954564234415575}],"samples":304,"set":{"bestMeanVelocity":0.757277450225628,"fatigueSlope":-0.014759342120184815,"lastMeanVelocity":0.7277587659852583,"reps":3,"repsInReserve":28,"velocityLossPercent":3.8980012189158213},"skippedLines":0}','2026-11-28 10:07:21.985','2026-11-28 10:07:21.985');
INSERT INTO "lift_streams" VALUES('01a221a0-948e-70be-b5fa-547fddd029e0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','gzip',5114,X'1F8B080000000000000385585B6E24210CFC9FBBCC08F36AE8DBEC19727F69D3E047D964B33F919A806DCA76B998AF9B6A7AFDB9DFE9939F3FD7EBCB56CAFDA64F7956CADC2BE94E9F865BAEB5AA2B7B4781EFB94CE391E5A7A3D572D387E219D21DE9536F8CECFB7FCF0617C75A996E0BEE489F71C451D4CBE1961756A4632D10C43EDC9960B5DF8CC70A9DB6173CD19E85FA0B62D78D882EA73FF86808E0735917A72D2406F0ED9D9403C1C72DC5382F8786B719F0FB2E957A605C9F653A56520C6DA099A40502084DDC114095524D08418FD9A408E3540CB8CC8A5DD9F24D3E19A47714F00DDB32AC6CF6968BED72C64BD7FB6CBF4DDA4A4D142BC575C142AB8C927440D6944B64F982EBAC0BE70A102CB399B8B4A4F6684ACAF80CF57DC6FA844ABC1FC5624A4370639E484D4B78B949D9FA756FB01A7FBEE7E0DBD1F2399B647303348B54C42E88499084E7F263588B34F95E786E7046B77E20F936FBA301748F8351573C0ADC2806D3D46FF057959F483E85260A2C100322E72FA1ABD15C6F0D29104EFF9886F8E36066A9B07DBF7919BEAB1852517C5712D36594B173489255493343D4B41B72E1A4BC775676856DD47691E66083EB3A47DE4E9E10F63D91A59B76C60C85825C97B525991CDC94AAC73CB13890DC9A8BE3ED17DAEDC7D8BC235FFA11751D54D7D405F99C99497258F423CA19D0C977E0E8116DC6A9463B308C3C7996E3EE72BC4D07A6F90EB40724372DFA0624474FDF683138A62F8D2361004A65CC19D32288F15D3214C3150A70135C03179BE032A47ED3225E6E51295D8219C7458DAF22A40899AB4A78DCEECB71EA71D231E335F5929279798CCCA9B12F8A630B5918B0199CD33A7C080326EB454F081BBB718541B51824EBC81486930610426A3C4F98C0B448F85B47D841602D4C573E302457E8A0DAFF1B9EE7D476233C92440E49FDCEE2C44976C9C00049940AE4BD20E315296102E2E8CA78A0D472B696EE3851AB32A0305E31AEE9C0E4AEBD8C08645C064A6BB79737556BD6A96AE48A873B1C131467C34908A7B38D3ADF5B77546F259045D0893C7A51AD9A84308D94CED8100049A6E71B349AFD7D1DD072A8DFC7ABE11D44603F1C2B5DD2EB94DA381681714DCA31641D58AEF902D81B3290DCC58DB5494ED27029CDF1D8ACCA73BC3081E78C80727B79A9CDB5AAE38A540E3297D2D0A2DBC55EA196091580EAF9346574480B75B93C81AA108DB0B790F14A97BE64BC1EA32C4C540058233B21A3053855D9332F8497CDB85EAA8B8137B2B02CF38A6A01C753485CFA8213692729176996A41B91FA54CB71C8488DFE80A5D7CE634CE7153357CCCC600F30CC924AC1BC69E2844C456D4F4853C5EC271D94248A3BBC152CB519E2DADAAC846E2A46A028DE4CAA59DF3B8E2A77E8F2A067089E71C50601DA0C8227BE961D83914645E1800B42E1D318FEF5602F36CA271C482184435C6607048F22F231842340B34A55F1D0F871F478EDE7AF46773051EE20FCCE9F6BCCAF93D713F7E4984710FE64203A4FED7F992CD146F2A915D88ED9EA7E0919362580B2CE48DCAC21DD429AF1A08FE3080F23EE7C82C02F1450A9E107891FD2537F45F190FB142EB3A5648D0BE3F5177C24CDA1FA130000');
INSERT INTO "lift_templates" VALUES('01a221a0-948e-70c2-bf22-a89c3d2354e9','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Template 0-0','bench',60.0,8,3,'a1','2026-11-28 10:07:22.008');
INSERT INTO "journal_entries" VALUES('01a221a0-948e-70cb-b96e-36ddd44f3b12','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 10:07:22.023','Europe/Berlin','2026-11-28','# Entry 0-0

A *good* day.','["walk","tag-0"]','happy','Berlin',NULL,NULL,'2026-11-28 10:07:22.022','2026-11-28 10:07:22.022');
INSERT INTO "journal_entries" VALUES('01a221a0-948e-70ce-bf4b-9226ff918a15','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2025-11-28 19:00:00.000','Europe/Berlin','2025-11-28','Memory 0-0','["memory"]',NULL,NULL,NULL,NULL,'2026-11-28 10:07:22.031','2026-11-28 10:07:22.031');
INSERT INTO "journal_entries" VALUES('01a221a0-948e-70fe-977d-1e23ed1759a1','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 10:07:22.124','Europe/Berlin','2026-11-28','Reviewed the day','[]',NULL,NULL,'daily-review',NULL,'2026-11-28 10:07:22.124','2026-11-28 10:07:22.124');
INSERT INTO "journal_photos" VALUES('01a221a0-948e-70d3-a3d8-804e7a3aa267','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70cb-b96e-36ddd44f3b12','01a221a0-948e-70d0-a3d7-bb09183f9508',NULL);
INSERT INTO "journal_drafts" VALUES('01a221a0-948e-7100-af26-17dfed079316','01a2219f-a9b2-71ff-bb5c-641f884f4c41',NULL,'{"day":"","location":"","mood":"","savedAt":"2026-11-28T10:07:22.137Z","tags":"","template":"","text":"Half a thought","time":""}','2026-11-28 10:07:22.137');
INSERT INTO "journal_search" VALUES('01a221a0-948e-70cb-b96e-36ddd44f3b12','01a2219f-a9b2-71ff-bb5c-641f884f4c41','# Entry 0-0

A *good* day.','["walk","tag-0"]');
INSERT INTO "journal_search" VALUES('01a221a0-948e-70ce-bf4b-9226ff918a15','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Memory 0-0','["memory"]');
INSERT INTO "journal_search" VALUES('01a221a0-948e-70fe-977d-1e23ed1759a1','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Reviewed the day','[]');
INSERT INTO "habits" VALUES('01a221a0-948e-70aa-a20c-56b7c490d99c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Habit 0-0','📚',NULL,'01a2219f-aa00-71c7-92a4-b1f98d3e5e99','daily',0,0,NULL,'',NULL,'2026-11-28',0,'a1','2026-11-28 10:07:21.884','2026-11-28 10:07:21.884');
INSERT INTO "habits" VALUES('01a221a0-948e-70b6-9ef3-c8722733cc16','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Water 0-0','',NULL,NULL,'weekly',3,0,8.0,'glasses',NULL,'2026-11-28',0,'a2','2026-11-28 10:07:21.910','2026-11-28 10:07:21.910');
INSERT INTO "habit_check_ins" VALUES('01a221a0-948e-70ad-9d9c-ea4e3b01ebf2','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70aa-a20c-56b7c490d99c','2026-11-27',1.0,'2026-11-28 10:07:21.893');
INSERT INTO "habit_check_ins" VALUES('01a221a0-948e-70b0-a5a6-187f0fb9fa9d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70aa-a20c-56b7c490d99c','2026-11-28',1.0,'2026-11-28 10:07:21.898');
INSERT INTO "habit_check_ins" VALUES('01a221a0-948e-70b9-9a15-6cdae94365ec','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70b6-9ef3-c8722733cc16','2026-11-28',4.0,'2026-11-28 10:07:21.917');
INSERT INTO "habit_rest_days" VALUES('01a221a0-948e-70b3-8095-e68c544212c5','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70aa-a20c-56b7c490d99c','2026-11-30','2026-11-28 10:07:21.906');
INSERT INTO "health_days" VALUES('01a221a0-948e-7106-9d88-d494c3294797','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-26',50.0,NULL,NULL,900.0,70.0,'2026-11-26 11:00:00.000',NULL,NULL,NULL,NULL,'["Shape Watch 0","Shape iPhone"]','01a221a0-948e-7107-8173-ff121914255d',NULL,'01a221a0-948e-7109-816e-84004043e222','2026-11-28 10:07:22.143');
INSERT INTO "health_sources" VALUES('01a221a0-948e-7102-9d31-13013fea6766','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Shape Watch 0',NULL);
INSERT INTO "health_sources" VALUES('01a221a0-948e-7104-8371-670f5fcbec9d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Shape iPhone',NULL);
INSERT INTO "health_imports" VALUES('01a221a0-948e-710c-bbee-ffe2f282ef80','01a2219f-a9b2-71ff-bb5c-641f884f4c41','shape-0.csv','csv',0,3,0,1,1,'2026-11-26','2026-11-26','2026-11-28 10:07:22.143');
INSERT INTO "lift_defaults" VALUES('01a221a0-948e-70c5-816d-e71ba996e87d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','bench',20.0,'cm',15.0,0.17,5.0,25.0,NULL,'2026-11-28 10:07:22.011');
INSERT INTO "plan_blocks" VALUES('01a221a0-948e-7047-93ec-c3987808bde8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28',375,45,'Block 0-0','01a2219f-aa0b-71ac-a939-1a26e09e55c8','01a2219f-aa00-71c7-92a4-b1f98d3e5e99',NULL,NULL,NULL,NULL,'2026-11-28 10:07:21.661','2026-11-28 10:07:21.661');
INSERT INTO "plan_blocks" VALUES('01a221a0-948e-704f-b79e-262c1a544776','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28',375,45,'Area block 0-0',NULL,'01a2219f-aa00-71c7-92a4-b1f98d3e5e99',NULL,NULL,NULL,NULL,'2026-11-28 10:07:21.689','2026-11-28 10:07:21.691');
INSERT INTO "plan_blocks" VALUES('01a221a0-948e-7056-86bd-e142b8f2f3bf','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-27',375,15,'Missed block 0-0',NULL,'01a2219f-aa00-71c7-92a4-b1f98d3e5e99',NULL,'backToList','internal','2026-11-28 10:07:21.703','2026-11-28 10:07:21.701','2026-11-28 10:07:21.701');
INSERT INTO "plan_block_versions" VALUES('01a221a0-948e-7052-ae3c-0d5b05d88ea8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-704f-b79e-262c1a544776','2026-11-28',375,30,'Area block 0-0','01a2219f-aa00-71c7-92a4-b1f98d3e5e99','moved','Longer than planned','2026-11-28 10:07:21.691');
INSERT INTO "calendars" VALUES('01a221a0-948e-710f-bffa-76636940fa72','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Work 0',NULL,'work-0.ics','#5b6ee1','BEGIN:VCALENDAR
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
',NULL,NULL,'2026-11-28 10:07:22.169',NULL,'2026-11-28 10:07:22.169');
INSERT INTO "calendar_expansions" VALUES('01a221a0-948e-710f-bffa-76636940fa72','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 10:07:22.169','2026-10-03 10:07:22.167','2027-05-29 10:07:22.167','Europe/Berlin',2,0,NULL);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7111-bb86-c1b1a23de56e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-18 07:00:00.000','2026-11-18 07:45:00.000',0,'2026-11-18','2026-11-18',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7112-be79-23f3357dc793','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-19 07:00:00.000','2026-11-19 07:45:00.000',0,'2026-11-19','2026-11-19',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7113-a4e7-e5212fd45f5a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-20 07:00:00.000','2026-11-20 07:45:00.000',0,'2026-11-20','2026-11-20',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7114-8a94-5c6b9f6d430b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-21 07:00:00.000','2026-11-21 07:45:00.000',0,'2026-11-21','2026-11-21',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7115-bb89-73f923726947','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-22 07:00:00.000','2026-11-22 07:45:00.000',0,'2026-11-22','2026-11-22',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7116-abda-be7a52451264','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-23 07:00:00.000','2026-11-23 07:45:00.000',0,'2026-11-23','2026-11-23',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7117-9a73-97e8faf9c4a3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-24 07:00:00.000','2026-11-24 07:45:00.000',0,'2026-11-24','2026-11-24',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7118-adfe-7178fbcd088b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-25 07:00:00.000','2026-11-25 07:45:00.000',0,'2026-11-25','2026-11-25',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7119-8bd8-eb5984cf8fa3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-26 07:00:00.000','2026-11-26 07:45:00.000',0,'2026-11-26','2026-11-26',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-711a-9163-31f6646aa387','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-27 07:00:00.000','2026-11-27 07:45:00.000',0,'2026-11-27','2026-11-27',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-711b-927f-c0a23b2fb432','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-day','Offsite','','2026-11-27 23:00:00.000','2026-11-28 23:00:00.000',1,'2026-11-28','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-711c-a0aa-4d2b83c61c13','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-28 07:00:00.000','2026-11-28 07:45:00.000',0,'2026-11-28','2026-11-28',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-711d-8763-038e63f7a818','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-29 07:00:00.000','2026-11-29 07:45:00.000',0,'2026-11-29','2026-11-29',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-711e-8a61-f7adcd14270b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-11-30 07:00:00.000','2026-11-30 07:45:00.000',0,'2026-11-30','2026-11-30',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-711f-bc27-d93f6fb44c6b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-01 07:00:00.000','2026-12-01 07:45:00.000',0,'2026-12-01','2026-12-01',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7120-9523-c6eab2539be6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-02 07:00:00.000','2026-12-02 07:45:00.000',0,'2026-12-02','2026-12-02',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7121-8b3b-d941218834e6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-03 07:00:00.000','2026-12-03 07:45:00.000',0,'2026-12-03','2026-12-03',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7122-abad-139e8406885a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-04 07:00:00.000','2026-12-04 07:45:00.000',0,'2026-12-04','2026-12-04',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7123-9954-85add6553175','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-05 07:00:00.000','2026-12-05 07:45:00.000',0,'2026-12-05','2026-12-05',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7124-b8cd-96c159bc2ac5','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-06 07:00:00.000','2026-12-06 07:45:00.000',0,'2026-12-06','2026-12-06',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7125-98bb-cc7c02a24922','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-07 07:00:00.000','2026-12-07 07:45:00.000',0,'2026-12-07','2026-12-07',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7126-9d4d-4ca18104f72d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-08 07:00:00.000','2026-12-08 07:45:00.000',0,'2026-12-08','2026-12-08',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7127-8ae0-ee988c247fb9','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-09 07:00:00.000','2026-12-09 07:45:00.000',0,'2026-12-09','2026-12-09',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7128-81a1-fe09c9081a76','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-10 07:00:00.000','2026-12-10 07:45:00.000',0,'2026-12-10','2026-12-10',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7129-9190-7c8849b555ef','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-11 07:00:00.000','2026-12-11 07:45:00.000',0,'2026-12-11','2026-12-11',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-712a-a414-fe6c5c23f868','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-12 07:00:00.000','2026-12-12 07:45:00.000',0,'2026-12-12','2026-12-12',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-712b-b700-defd94f847e8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-13 07:00:00.000','2026-12-13 07:45:00.000',0,'2026-12-13','2026-12-13',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-712c-90a4-957b07536ccd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-14 07:00:00.000','2026-12-14 07:45:00.000',0,'2026-12-14','2026-12-14',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-712d-b8fc-826a6d8c4781','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-15 07:00:00.000','2026-12-15 07:45:00.000',0,'2026-12-15','2026-12-15',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-712e-af97-5f709f844386','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-16 07:00:00.000','2026-12-16 07:45:00.000',0,'2026-12-16','2026-12-16',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-712f-8421-0882192cf0f7','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-17 07:00:00.000','2026-12-17 07:45:00.000',0,'2026-12-17','2026-12-17',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7130-b4d0-4abc49447d7f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-18 07:00:00.000','2026-12-18 07:45:00.000',0,'2026-12-18','2026-12-18',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7131-b03a-ae5b56ccee5e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-19 07:00:00.000','2026-12-19 07:45:00.000',0,'2026-12-19','2026-12-19',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7132-927b-ed4dfba77349','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-20 07:00:00.000','2026-12-20 07:45:00.000',0,'2026-12-20','2026-12-20',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7133-ac7f-6799d0e029d8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-21 07:00:00.000','2026-12-21 07:45:00.000',0,'2026-12-21','2026-12-21',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7134-8a98-651713e8e86e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-22 07:00:00.000','2026-12-22 07:45:00.000',0,'2026-12-22','2026-12-22',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7135-8f08-97301071ad8f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-23 07:00:00.000','2026-12-23 07:45:00.000',0,'2026-12-23','2026-12-23',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7136-a70d-3cb5a262fc39','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-24 07:00:00.000','2026-12-24 07:45:00.000',0,'2026-12-24','2026-12-24',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7137-9ff4-1328b891146a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-25 07:00:00.000','2026-12-25 07:45:00.000',0,'2026-12-25','2026-12-25',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7138-b8f2-a925e8612112','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-26 07:00:00.000','2026-12-26 07:45:00.000',0,'2026-12-26','2026-12-26',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7139-9ab7-c9690218e946','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-27 07:00:00.000','2026-12-27 07:45:00.000',0,'2026-12-27','2026-12-27',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-713a-9bf8-9777ee106345','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-28 07:00:00.000','2026-12-28 07:45:00.000',0,'2026-12-28','2026-12-28',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-713b-bd39-4a7bc9bba88f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-29 07:00:00.000','2026-12-29 07:45:00.000',0,'2026-12-29','2026-12-29',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-713c-aa6c-c95f4e8e19b2','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-30 07:00:00.000','2026-12-30 07:45:00.000',0,'2026-12-30','2026-12-30',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-713d-a922-6f640e259352','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2026-12-31 07:00:00.000','2026-12-31 07:45:00.000',0,'2026-12-31','2026-12-31',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-713e-aa80-137b478a88c1','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-01 07:00:00.000','2027-01-01 07:45:00.000',0,'2027-01-01','2027-01-01',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-713f-a4d5-5b83ea1227ea','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-02 07:00:00.000','2027-01-02 07:45:00.000',0,'2027-01-02','2027-01-02',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7140-8e1d-2c49983bd71b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-03 07:00:00.000','2027-01-03 07:45:00.000',0,'2027-01-03','2027-01-03',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7141-84b4-66865321b6cd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-04 07:00:00.000','2027-01-04 07:45:00.000',0,'2027-01-04','2027-01-04',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7142-b010-27d6cc3b296a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-05 07:00:00.000','2027-01-05 07:45:00.000',0,'2027-01-05','2027-01-05',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7143-a0ab-e886894b0d9f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-06 07:00:00.000','2027-01-06 07:45:00.000',0,'2027-01-06','2027-01-06',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7144-8522-30c2f74b5860','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-07 07:00:00.000','2027-01-07 07:45:00.000',0,'2027-01-07','2027-01-07',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7145-bec7-4d8e69b03471','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-08 07:00:00.000','2027-01-08 07:45:00.000',0,'2027-01-08','2027-01-08',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7146-9ea5-7569606e9ebb','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-09 07:00:00.000','2027-01-09 07:45:00.000',0,'2027-01-09','2027-01-09',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7147-a699-ab2cce9dda80','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-10 07:00:00.000','2027-01-10 07:45:00.000',0,'2027-01-10','2027-01-10',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7148-bb8d-83bcf11a3d92','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-11 07:00:00.000','2027-01-11 07:45:00.000',0,'2027-01-11','2027-01-11',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7149-ad21-a526ce58f5fa','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-12 07:00:00.000','2027-01-12 07:45:00.000',0,'2027-01-12','2027-01-12',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-714a-aa81-40c4743daa0a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-13 07:00:00.000','2027-01-13 07:45:00.000',0,'2027-01-13','2027-01-13',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-714b-b3fd-e989113ac820','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-14 07:00:00.000','2027-01-14 07:45:00.000',0,'2027-01-14','2027-01-14',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-714c-a94a-8d097de8867e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-15 07:00:00.000','2027-01-15 07:45:00.000',0,'2027-01-15','2027-01-15',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-714d-be86-d7f56be06af1','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-16 07:00:00.000','2027-01-16 07:45:00.000',0,'2027-01-16','2027-01-16',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-714e-ba3d-91b595715182','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-17 07:00:00.000','2027-01-17 07:45:00.000',0,'2027-01-17','2027-01-17',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-714f-9d4c-77e1a0f2f11b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-18 07:00:00.000','2027-01-18 07:45:00.000',0,'2027-01-18','2027-01-18',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7150-bb8e-293437e85ddd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-19 07:00:00.000','2027-01-19 07:45:00.000',0,'2027-01-19','2027-01-19',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7151-bda7-09f1c27479d3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-20 07:00:00.000','2027-01-20 07:45:00.000',0,'2027-01-20','2027-01-20',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7152-a446-92d227652c31','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-21 07:00:00.000','2027-01-21 07:45:00.000',0,'2027-01-21','2027-01-21',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7153-8d95-5a03161f922f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-22 07:00:00.000','2027-01-22 07:45:00.000',0,'2027-01-22','2027-01-22',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7154-a5a1-b549a3d78f96','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-23 07:00:00.000','2027-01-23 07:45:00.000',0,'2027-01-23','2027-01-23',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7155-b542-0cbbdccfa342','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-24 07:00:00.000','2027-01-24 07:45:00.000',0,'2027-01-24','2027-01-24',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7156-bcb0-e255047a6568','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-25 07:00:00.000','2027-01-25 07:45:00.000',0,'2027-01-25','2027-01-25',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7157-83fc-b7de93276887','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-26 07:00:00.000','2027-01-26 07:45:00.000',0,'2027-01-26','2027-01-26',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7158-9b0f-e875e5315892','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-27 07:00:00.000','2027-01-27 07:45:00.000',0,'2027-01-27','2027-01-27',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7159-8d0f-68c629280066','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-28 07:00:00.000','2027-01-28 07:45:00.000',0,'2027-01-28','2027-01-28',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-715a-b2ca-a068c0849729','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-29 07:00:00.000','2027-01-29 07:45:00.000',0,'2027-01-29','2027-01-29',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-715b-b2d3-f68f47699f58','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-30 07:00:00.000','2027-01-30 07:45:00.000',0,'2027-01-30','2027-01-30',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-715c-8c49-e74d2efe16a1','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-01-31 07:00:00.000','2027-01-31 07:45:00.000',0,'2027-01-31','2027-01-31',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-715d-86b3-65e15f9d641d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-01 07:00:00.000','2027-02-01 07:45:00.000',0,'2027-02-01','2027-02-01',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-715e-b2bb-982f3fd96a4e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-02 07:00:00.000','2027-02-02 07:45:00.000',0,'2027-02-02','2027-02-02',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-715f-b29b-fa8d5b39a279','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-03 07:00:00.000','2027-02-03 07:45:00.000',0,'2027-02-03','2027-02-03',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7160-963b-3e665bb6cefc','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-04 07:00:00.000','2027-02-04 07:45:00.000',0,'2027-02-04','2027-02-04',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7161-9ba4-eaf3762e6e8d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-05 07:00:00.000','2027-02-05 07:45:00.000',0,'2027-02-05','2027-02-05',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7162-9001-5466cce94508','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-06 07:00:00.000','2027-02-06 07:45:00.000',0,'2027-02-06','2027-02-06',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7163-b2d3-03a2117e2e65','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-07 07:00:00.000','2027-02-07 07:45:00.000',0,'2027-02-07','2027-02-07',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7164-ba6f-21182b2d8cbb','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-08 07:00:00.000','2027-02-08 07:45:00.000',0,'2027-02-08','2027-02-08',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7165-9d6a-15a5119ad6c0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-09 07:00:00.000','2027-02-09 07:45:00.000',0,'2027-02-09','2027-02-09',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7166-ae94-ba0c2b561701','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-10 07:00:00.000','2027-02-10 07:45:00.000',0,'2027-02-10','2027-02-10',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7167-a7de-098cc0eacedf','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-11 07:00:00.000','2027-02-11 07:45:00.000',0,'2027-02-11','2027-02-11',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7168-84dd-a2873e49e026','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-12 07:00:00.000','2027-02-12 07:45:00.000',0,'2027-02-12','2027-02-12',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7169-92f2-57a09d8253e5','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-13 07:00:00.000','2027-02-13 07:45:00.000',0,'2027-02-13','2027-02-13',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-716a-9e8e-6466c236c15d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-14 07:00:00.000','2027-02-14 07:45:00.000',0,'2027-02-14','2027-02-14',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-716b-9fb8-2945c2b8edbf','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-15 07:00:00.000','2027-02-15 07:45:00.000',0,'2027-02-15','2027-02-15',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-716c-848d-9d7a70778dab','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-16 07:00:00.000','2027-02-16 07:45:00.000',0,'2027-02-16','2027-02-16',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-716d-9112-157762d7d467','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-17 07:00:00.000','2027-02-17 07:45:00.000',0,'2027-02-17','2027-02-17',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-716e-afb0-ccdc810a5074','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-18 07:00:00.000','2027-02-18 07:45:00.000',0,'2027-02-18','2027-02-18',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-716f-ace7-9fbb8408ace6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-19 07:00:00.000','2027-02-19 07:45:00.000',0,'2027-02-19','2027-02-19',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7170-a290-6dc6c6fa2b34','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-20 07:00:00.000','2027-02-20 07:45:00.000',0,'2027-02-20','2027-02-20',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7171-80a7-ae96fab861fb','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-21 07:00:00.000','2027-02-21 07:45:00.000',0,'2027-02-21','2027-02-21',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7172-a3bb-4fd52edb508d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-22 07:00:00.000','2027-02-22 07:45:00.000',0,'2027-02-22','2027-02-22',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7173-96d3-d258e8318694','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-23 07:00:00.000','2027-02-23 07:45:00.000',0,'2027-02-23','2027-02-23',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7174-8558-dea7379880fb','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-24 07:00:00.000','2027-02-24 07:45:00.000',0,'2027-02-24','2027-02-24',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7175-9805-d191d033efaa','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-25 07:00:00.000','2027-02-25 07:45:00.000',0,'2027-02-25','2027-02-25',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7176-a6ad-72782559bd72','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-26 07:00:00.000','2027-02-26 07:45:00.000',0,'2027-02-26','2027-02-26',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7177-9296-8909248a5243','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-27 07:00:00.000','2027-02-27 07:45:00.000',0,'2027-02-27','2027-02-27',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7178-8116-6f9187afd668','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-02-28 07:00:00.000','2027-02-28 07:45:00.000',0,'2027-02-28','2027-02-28',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7179-a04e-4172764fa635','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-01 07:00:00.000','2027-03-01 07:45:00.000',0,'2027-03-01','2027-03-01',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-717a-846c-389eea969b2d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-02 07:00:00.000','2027-03-02 07:45:00.000',0,'2027-03-02','2027-03-02',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-717b-a767-95711ea75585','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-03 07:00:00.000','2027-03-03 07:45:00.000',0,'2027-03-03','2027-03-03',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-717c-b3af-8757dae811b4','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-04 07:00:00.000','2027-03-04 07:45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-717d-83d4-ee82c8e0f098','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-05 07:00:00.000','2027-03-05 07:45:00.000',0,'2027-03-05','2027-03-05',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-717e-9d20-ffe4d686430e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-06 07:00:00.000','2027-03-06 07:45:00.000',0,'2027-03-06','2027-03-06',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-717f-940c-01ea1b585ceb','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-07 07:00:00.000','2027-03-07 07:45:00.000',0,'2027-03-07','2027-03-07',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7180-a4d4-1a422f3a4861','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-08 07:00:00.000','2027-03-08 07:45:00.000',0,'2027-03-08','2027-03-08',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7181-83c9-c6320b417c2c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-09 07:00:00.000','2027-03-09 07:45:00.000',0,'2027-03-09','2027-03-09',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7182-8109-01336e0bcd72','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-10 07:00:00.000','2027-03-10 07:45:00.000',0,'2027-03-10','2027-03-10',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7183-aa7b-86ba27ad6f63','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-11 07:00:00.000','2027-03-11 07:45:00.000',0,'2027-03-11','2027-03-11',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7184-9776-ee96a90fff8c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-12 07:00:00.000','2027-03-12 07:45:00.000',0,'2027-03-12','2027-03-12',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7185-96f5-55d29d56c22c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-13 07:00:00.000','2027-03-13 07:45:00.000',0,'2027-03-13','2027-03-13',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7186-aa22-77fef15c37e7','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-14 07:00:00.000','2027-03-14 07:45:00.000',0,'2027-03-14','2027-03-14',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7187-8e51-8bf4a507faba','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-15 07:00:00.000','2027-03-15 07:45:00.000',0,'2027-03-15','2027-03-15',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7188-a096-f2aa249257fd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-16 07:00:00.000','2027-03-16 07:45:00.000',0,'2027-03-16','2027-03-16',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7189-a52d-2e6c9ac74653','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-17 07:00:00.000','2027-03-17 07:45:00.000',0,'2027-03-17','2027-03-17',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-718a-b1a7-a24b12c67e8d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-18 07:00:00.000','2027-03-18 07:45:00.000',0,'2027-03-18','2027-03-18',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-718b-8575-7d8b0e9c97f9','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-19 07:00:00.000','2027-03-19 07:45:00.000',0,'2027-03-19','2027-03-19',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-718c-b14b-45ded3d5223b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-20 07:00:00.000','2027-03-20 07:45:00.000',0,'2027-03-20','2027-03-20',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-718d-9894-9c735597c34c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-21 07:00:00.000','2027-03-21 07:45:00.000',0,'2027-03-21','2027-03-21',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-718e-a7c6-d460fc2f3b9f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-22 07:00:00.000','2027-03-22 07:45:00.000',0,'2027-03-22','2027-03-22',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-718f-ab62-aa7b2f0dc7df','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-23 07:00:00.000','2027-03-23 07:45:00.000',0,'2027-03-23','2027-03-23',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7190-b3d5-a95cc14827e0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-24 07:00:00.000','2027-03-24 07:45:00.000',0,'2027-03-24','2027-03-24',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7191-9b66-3c8d3dd7c908','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-25 07:00:00.000','2027-03-25 07:45:00.000',0,'2027-03-25','2027-03-25',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7192-b24c-77b4725a51c4','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-26 07:00:00.000','2027-03-26 07:45:00.000',0,'2027-03-26','2027-03-26',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7193-8925-96f162c69848','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-27 07:00:00.000','2027-03-27 07:45:00.000',0,'2027-03-27','2027-03-27',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7194-8be1-c4940c8be8a8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-28 06:00:00.000','2027-03-28 06:45:00.000',0,'2027-03-28','2027-03-28',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7195-9626-ebb24a54c348','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-29 06:00:00.000','2027-03-29 06:45:00.000',0,'2027-03-29','2027-03-29',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7196-a2c5-d995cf5c4f23','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-30 06:00:00.000','2027-03-30 06:45:00.000',0,'2027-03-30','2027-03-30',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7197-9f26-f8eaad586a02','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-03-31 06:00:00.000','2027-03-31 06:45:00.000',0,'2027-03-31','2027-03-31',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7198-9bd8-f44b83c31eab','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-01 06:00:00.000','2027-04-01 06:45:00.000',0,'2027-04-01','2027-04-01',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-7199-b763-3f1dcf8839ce','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-02 06:00:00.000','2027-04-02 06:45:00.000',0,'2027-04-02','2027-04-02',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-719a-814a-d55655ccbb0e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-03 06:00:00.000','2027-04-03 06:45:00.000',0,'2027-04-03','2027-04-03',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-719b-b106-27740cbf2d38','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-04 06:00:00.000','2027-04-04 06:45:00.000',0,'2027-04-04','2027-04-04',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-719c-a3b2-edf131aa01bc','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-05 06:00:00.000','2027-04-05 06:45:00.000',0,'2027-04-05','2027-04-05',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-719d-a981-a4ee2fd78230','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-06 06:00:00.000','2027-04-06 06:45:00.000',0,'2027-04-06','2027-04-06',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-719e-9011-c87166fa3ad7','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-07 06:00:00.000','2027-04-07 06:45:00.000',0,'2027-04-07','2027-04-07',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-719f-8381-d7dacc9c0494','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-08 06:00:00.000','2027-04-08 06:45:00.000',0,'2027-04-08','2027-04-08',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a0-b28c-24091a548e0f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-09 06:00:00.000','2027-04-09 06:45:00.000',0,'2027-04-09','2027-04-09',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a1-bdd4-9c5acb711dc8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-10 06:00:00.000','2027-04-10 06:45:00.000',0,'2027-04-10','2027-04-10',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a2-b3d9-2e4a6a70f9bd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-11 06:00:00.000','2027-04-11 06:45:00.000',0,'2027-04-11','2027-04-11',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a3-8a3d-dd71ed98a94a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-12 06:00:00.000','2027-04-12 06:45:00.000',0,'2027-04-12','2027-04-12',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a4-8344-82fe94b75aed','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-13 06:00:00.000','2027-04-13 06:45:00.000',0,'2027-04-13','2027-04-13',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a5-ace9-9f054dbb5808','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-14 06:00:00.000','2027-04-14 06:45:00.000',0,'2027-04-14','2027-04-14',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a6-928c-2c69121e99e5','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-15 06:00:00.000','2027-04-15 06:45:00.000',0,'2027-04-15','2027-04-15',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a7-9a0b-dccede0ec311','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-16 06:00:00.000','2027-04-16 06:45:00.000',0,'2027-04-16','2027-04-16',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a8-8b8e-57878127b613','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-17 06:00:00.000','2027-04-17 06:45:00.000',0,'2027-04-17','2027-04-17',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71a9-9a87-193c171d1dbd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-18 06:00:00.000','2027-04-18 06:45:00.000',0,'2027-04-18','2027-04-18',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71aa-9dbd-e2e0a6380620','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-19 06:00:00.000','2027-04-19 06:45:00.000',0,'2027-04-19','2027-04-19',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71ab-ba98-dbd50f89e216','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-20 06:00:00.000','2027-04-20 06:45:00.000',0,'2027-04-20','2027-04-20',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71ac-a0c3-e84d6658ab61','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-21 06:00:00.000','2027-04-21 06:45:00.000',0,'2027-04-21','2027-04-21',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71ad-b100-c00d0fbc2c0a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-22 06:00:00.000','2027-04-22 06:45:00.000',0,'2027-04-22','2027-04-22',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71ae-a359-a2d0e4015644','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-23 06:00:00.000','2027-04-23 06:45:00.000',0,'2027-04-23','2027-04-23',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71af-b44d-a08a86c12ca9','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-24 06:00:00.000','2027-04-24 06:45:00.000',0,'2027-04-24','2027-04-24',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b0-bdfb-2462bca2e4a8','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-25 06:00:00.000','2027-04-25 06:45:00.000',0,'2027-04-25','2027-04-25',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b1-95e4-b7c2eeece403','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-26 06:00:00.000','2027-04-26 06:45:00.000',0,'2027-04-26','2027-04-26',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b2-95a4-8a04a460f0b7','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-27 06:00:00.000','2027-04-27 06:45:00.000',0,'2027-04-27','2027-04-27',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b3-8362-add0411be111','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-28 06:00:00.000','2027-04-28 06:45:00.000',0,'2027-04-28','2027-04-28',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b4-9370-460028d233c1','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-29 06:00:00.000','2027-04-29 06:45:00.000',0,'2027-04-29','2027-04-29',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b5-884e-300e59c180cd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-04-30 06:00:00.000','2027-04-30 06:45:00.000',0,'2027-04-30','2027-04-30',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b6-a2d2-77c8ed0b66d6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-01 06:00:00.000','2027-05-01 06:45:00.000',0,'2027-05-01','2027-05-01',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b7-91d7-8d607748baab','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-02 06:00:00.000','2027-05-02 06:45:00.000',0,'2027-05-02','2027-05-02',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b8-9212-fbf31df71f0c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-03 06:00:00.000','2027-05-03 06:45:00.000',0,'2027-05-03','2027-05-03',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71b9-ad36-fef77275756c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-04 06:00:00.000','2027-05-04 06:45:00.000',0,'2027-05-04','2027-05-04',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71ba-8861-42b067acacc0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-05 06:00:00.000','2027-05-05 06:45:00.000',0,'2027-05-05','2027-05-05',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71bb-83c6-4368b1b579ec','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-06 06:00:00.000','2027-05-06 06:45:00.000',0,'2027-05-06','2027-05-06',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71bc-b060-052e4c510529','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-07 06:00:00.000','2027-05-07 06:45:00.000',0,'2027-05-07','2027-05-07',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71bd-8de6-8a0475ee71fa','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-08 06:00:00.000','2027-05-08 06:45:00.000',0,'2027-05-08','2027-05-08',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71be-b048-c376e46781f6','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-09 06:00:00.000','2027-05-09 06:45:00.000',0,'2027-05-09','2027-05-09',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71bf-97f8-16db473cf3d3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-10 06:00:00.000','2027-05-10 06:45:00.000',0,'2027-05-10','2027-05-10',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c0-b67f-936d1d18ddce','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-11 06:00:00.000','2027-05-11 06:45:00.000',0,'2027-05-11','2027-05-11',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c1-a745-c64b2f38247d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-12 06:00:00.000','2027-05-12 06:45:00.000',0,'2027-05-12','2027-05-12',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c2-9c2e-69f91e8c24f4','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-13 06:00:00.000','2027-05-13 06:45:00.000',0,'2027-05-13','2027-05-13',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c3-8a79-fb5e06265b52','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-14 06:00:00.000','2027-05-14 06:45:00.000',0,'2027-05-14','2027-05-14',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c4-b229-b86441514f7a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-15 06:00:00.000','2027-05-15 06:45:00.000',0,'2027-05-15','2027-05-15',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c5-8862-818449408bb4','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-16 06:00:00.000','2027-05-16 06:45:00.000',0,'2027-05-16','2027-05-16',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c6-aba1-2a38f111e96e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-17 06:00:00.000','2027-05-17 06:45:00.000',0,'2027-05-17','2027-05-17',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c7-8e7c-ef6193aea01e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-18 06:00:00.000','2027-05-18 06:45:00.000',0,'2027-05-18','2027-05-18',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c8-bab8-cc54f43c090e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-19 06:00:00.000','2027-05-19 06:45:00.000',0,'2027-05-19','2027-05-19',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71c9-ab36-542619bd2015','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-20 06:00:00.000','2027-05-20 06:45:00.000',0,'2027-05-20','2027-05-20',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71ca-b9aa-fdce7b200a03','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-21 06:00:00.000','2027-05-21 06:45:00.000',0,'2027-05-21','2027-05-21',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71cb-83ee-ce40f4d4831b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-22 06:00:00.000','2027-05-22 06:45:00.000',0,'2027-05-22','2027-05-22',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71cc-b565-d323803a0726','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-23 06:00:00.000','2027-05-23 06:45:00.000',0,'2027-05-23','2027-05-23',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71cd-be6f-4c32e199af3c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-24 06:00:00.000','2027-05-24 06:45:00.000',0,'2027-05-24','2027-05-24',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71ce-8405-979730b56687','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-25 06:00:00.000','2027-05-25 06:45:00.000',0,'2027-05-25','2027-05-25',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71cf-85a0-d054aca221bc','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-26 06:00:00.000','2027-05-26 06:45:00.000',0,'2027-05-26','2027-05-26',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71d0-ba9b-beb600509bb3','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-27 06:00:00.000','2027-05-27 06:45:00.000',0,'2027-05-27','2027-05-27',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71d1-8e53-f482491cedb4','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-28 06:00:00.000','2027-05-28 06:45:00.000',0,'2027-05-28','2027-05-28',1);
INSERT INTO "calendar_events" VALUES('01a221a0-948e-71d2-a4ed-df0b5ba9739b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-710f-bffa-76636940fa72','shape-0-0','Meeting 0-0','','2027-05-29 06:00:00.000','2027-05-29 06:45:00.000',0,'2027-05-29','2027-05-29',1);
INSERT INTO "runbooks" VALUES('01a221a0-948e-70d6-ac75-d76a89d8ef46','01a2219f-a9b2-71ff-bb5c-641f884f4c41','When I''m anxious','My chest is tight and my breathing is quick
I keep going over what could go wrong','a1','2026-11-28 10:07:22.046','2026-11-28 10:07:22.046');
INSERT INTO "runbook_contacts" VALUES('01a221a0-948e-70e3-9041-39f76ff5ad1f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','Contact 0-0','030 0','friend','2026-11-28','2026-11-28 10:07:22.061','2026-11-28 10:07:22.061');
INSERT INTO "runbook_steps" VALUES('01a221a0-948e-70d8-ab4f-87813b63e23f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d6-ac75-d76a89d8ef46','text','This is anxiety. It rises, it peaks and it passes. I do not have to fix anything right now.',NULL,NULL,'a1','2026-11-28 10:07:22.046','2026-11-28 10:07:22.046');
INSERT INTO "runbook_steps" VALUES('01a221a0-948e-70da-9d8b-ddb6d8f4e82e','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d6-ac75-d76a89d8ef46','breathing','Breathe slowly with the timer until the count feels easy.','box',NULL,'a2','2026-11-28 10:07:22.046','2026-11-28 10:07:22.046');
INSERT INTO "runbook_steps" VALUES('01a221a0-948e-70dc-91e5-715131d7411c','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d6-ac75-d76a89d8ef46','grounding','Name what is around me, one sense at a time.',NULL,NULL,'a3','2026-11-28 10:07:22.046','2026-11-28 10:07:22.046');
INSERT INTO "runbook_steps" VALUES('01a221a0-948e-70de-8461-042d2beb870b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d6-ac75-d76a89d8ef46','text','What is one small thing I can do in the next ten minutes? Do only that.',NULL,NULL,'a4','2026-11-28 10:07:22.046','2026-11-28 10:07:22.046');
INSERT INTO "runbook_steps" VALUES('01a221a0-948e-70e0-b726-3f9d9e5463e0','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d6-ac75-d76a89d8ef46','contact','If it does not ease, talk to someone I trust.',NULL,NULL,'a5','2026-11-28 10:07:22.046','2026-11-28 10:07:22.046');
INSERT INTO "runbook_steps" VALUES('01a221a0-948e-70e6-9a1f-8cfad34a3f9b','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d6-ac75-d76a89d8ef46','contact','Call 0-0',NULL,'01a221a0-948e-70e3-9041-39f76ff5ad1f','a6','2026-11-28 10:07:22.070','2026-11-28 10:07:22.070');
INSERT INTO "runbook_uses" VALUES('01a221a0-948e-70e9-9f3b-91b5d805067d','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70d6-ac75-d76a89d8ef46','2026-11-28 10:07:22.074','sad','meh','["01a221a0-948e-70e6-9a1f-8cfad34a3f9b"]','2026-11-28 10:07:22.074');
INSERT INTO "runbook_settings" VALUES('01a221a0-948e-70fb-abc3-d4e8bb8e1067','01a2219f-a9b2-71ff-bb5c-641f884f4c41','112','2026-11-28 10:07:22.117');
INSERT INTO "task_headings" VALUES('01a221a0-948e-7077-94da-78f24ac94914','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-7060-b3aa-757151abe47b','Heading 0-0',0,'a1','2026-11-28 10:07:21.784',NULL);
INSERT INTO "pacts" VALUES('01a221a0-948e-70ec-bca4-c1f2037ee04f','01a2219f-a9b2-71ff-bb5c-641f884f4c41','price','Pact 0-0','5','to Sam',24,'Pact 0-0','1','to Sam',NULL,0,'2026-11-29 10:07:22.096','2026-11-28 10:07:22.077','2026-11-28 10:07:22.096','goal','01a2219f-aa0b-71ac-a939-1a26e09e55c8','sam@example.org','habit','01a221a0-948e-70aa-a20c-56b7c490d99c',NULL);
INSERT INTO "pacts" VALUES('01a221a0-948e-70f4-a6ff-7e85f36cb055','01a2219f-a9b2-71ff-bb5c-641f884f4c41','effort','Block pact 0-0',NULL,NULL,168,NULL,NULL,NULL,NULL,0,NULL,'2026-11-28 10:07:22.101','2026-11-28 10:07:22.101','block','01a221a0-948e-7047-93ec-c3987808bde8',NULL,NULL,NULL,NULL);
INSERT INTO "pact_marks" VALUES('01a221a0-948e-70ef-8368-5a413054cdbd','01a2219f-a9b2-71ff-bb5c-641f884f4c41','01a221a0-948e-70ec-bca4-c1f2037ee04f','2026-11-28',1,'Reason 0-0','2026-11-28 10:07:22.087');
INSERT INTO "practice_sessions" VALUES('01a221a0-948e-70f7-886a-566c8e70029a','01a2219f-a9b2-71ff-bb5c-641f884f4c41','2026-11-28 09:57:22.105',10,'Sat 0-0','2026-11-28 10:07:22.105','happy');
INSERT INTO "plan_feeds" VALUES('01a221a0-948e-70f9-9b8e-3f2dc121192b','01a2219f-a9b2-71ff-bb5c-641f884f4c41',NULL,'e258f63078e35a79c66bad4ab30f1b2cc12eb541f9bceca02642c6d3fc846fbc','2026-11-28 10:07:22.114',NULL,NULL);
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

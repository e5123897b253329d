-- An Almanac database at migration level 0007-photos (UpgradeTests: written once, never rewritten).
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
);
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
);
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
);
CREATE TABLE areas (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    colour TEXT NOT NULL,
    emoji TEXT,
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
);
CREATE TABLE distractions (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    intention_id TEXT NOT NULL REFERENCES intentions(id) DEFERRABLE INITIALLY DEFERRED,
    trigger TEXT NOT NULL CHECK (trigger IN ('internal', 'external', 'planning')),
    note TEXT,
    at TEXT NOT NULL
);
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
INSERT INTO "grdb_migrations" VALUES('0001-foundation');
INSERT INTO "grdb_migrations" VALUES('0002-tasks');
INSERT INTO "grdb_migrations" VALUES('0003-prices');
INSERT INTO "grdb_migrations" VALUES('0004-timelines');
INSERT INTO "grdb_migrations" VALUES('0005-food');
INSERT INTO "grdb_migrations" VALUES('0006-system');
INSERT INTO "grdb_migrations" VALUES('0007-photos');
INSERT INTO "users" VALUES('01a2109d-edf3-7018-861d-074d293ef40f','ada','ada','Europe/Berlin',2,0,'metric','2026-11-25 02:51:55.252','monthDay');
INSERT INTO "credentials" VALUES('01a2109d-edf3-7018-861d-074d293ef40f','$2b$12$s8TxfXGaZNI67ibRwEuyhunqyeVIWrI3J5.gXV/0LvQJPAVJhEugK');
INSERT INTO "changes" VALUES('01a2109d-ee09-71c8-be25-711445eaecd6','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee09-71c6-8f16-f7a982ebb3a2','weeks','01a2109d-ee09-71c7-b3f1-1235703ecc06','insert','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2109d-ee09-71c7-b3f1-1235703ecc06","length_days":7,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","start_day":"2026-11-23","started_at":null}',NULL,'2026-11-25 02:51:55.273','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee09-71c9-8400-113ba8c89819','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee09-71c6-8f16-f7a982ebb3a2','weeks','01a2109d-ee09-71c7-b3f1-1235703ecc06','update','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2109d-ee09-71c7-b3f1-1235703ecc06","length_days":7,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","start_day":"2026-11-23","started_at":"2026-11-25 02:51:55.273"}','{"capacity":"[0,6,6,6,6,6,0]","id":"01a2109d-ee09-71c7-b3f1-1235703ecc06","length_days":7,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","start_day":"2026-11-23","started_at":null}','2026-11-25 02:51:55.273','web','Started the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee0e-712d-bce7-9aca265ccb17','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee0e-712b-9adf-04086786a9f4','standups','01a2109d-ee0e-712c-b186-6321ee0024c6','insert','{"answers":"[{\"answer\":\"Wrote the checks\",\"question\":\"What did I finish yesterday?\"},{\"answer\":\"Run them\",\"question\":\"What will I do today?\"},{\"answer\":\"\",\"question\":\"What is in my way?\"}]","day":"2026-11-25","id":"01a2109d-ee0e-712c-b186-6321ee0024c6","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","updated_at":"2026-11-25 02:51:55.279"}',NULL,'2026-11-25 02:51:55.279','web','Saved the standup of 2026-11-25',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee10-70a3-82cc-c4562cc2e9af','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee10-70a1-af59-b6d0dddf2307','retrospectives','01a2109d-ee10-70a2-962a-f7ebc22debb4','insert','{"id":"01a2109d-ee10-70a2-962a-f7ebc22debb4","improve":"Sleep","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","updated_at":"2026-11-25 02:51:55.281","week_id":"01a2109d-ee09-71c7-b3f1-1235703ecc06","went_well":"Focus"}',NULL,'2026-11-25 02:51:55.281','web','Saved the retrospective of the week of 2026-11-23',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee12-70a8-ac6b-795440e08b44','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee12-70a6-9238-d09bef1bfd98','energy_profiles','01a2109d-ee12-70a7-ae80-7706b7dbc030','insert','{"activity_multiplier":1.4,"birth_year":1990,"height_cm":170,"id":"01a2109d-ee12-70a7-ae80-7706b7dbc030","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","sex":"female"}',NULL,'2026-11-25 02:51:55.283','web','Saved the energy profile',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee14-70cd-a918-b59b881a55ed','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee14-70cb-b424-ae4b5c1d6545','areas','01a2109d-ee14-70cc-bdc1-3ba2674d2a2c','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-25 02:51:55.284","icon":null,"id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","name":"Area 0-0","order_key":"a1","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.284','web','Added the area “Area 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee15-71f9-9b77-f482579f3385','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee15-71f7-86bf-d7053f0373eb','weekly_goals','01a2109d-ee15-71f8-8821-32322de5247b','insert','{"added_mid_sprint":1,"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","created_at":"2026-11-25 02:51:55.286","estimate_hours":2,"id":"01a2109d-ee15-71f8-8821-32322de5247b","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","percent":null,"status":"open","title":"Goal 0-0","week_id":"01a2109d-ee09-71c7-b3f1-1235703ecc06"}',NULL,'2026-11-25 02:51:55.286','web','Added the goal “Goal 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee17-71de-a8e6-b642de613f66','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee17-71dc-bff7-33e27c05d3cc','intentions','01a2109d-ee17-71dd-aa7c-cc7ebfed9c56','insert','{"abandon_reason":null,"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","ended_at":null,"ends_at":"2026-11-25 03:16:55.287","feeling":null,"goal_id":"01a2109d-ee15-71f8-8821-32322de5247b","id":"01a2109d-ee17-71dd-aa7c-cc7ebfed9c56","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-25 02:51:55.287","state":"running","tags":"[]","what":"Intention 0-0"}',NULL,'2026-11-25 02:51:55.287','web','Started “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109d-ee19-7064-94a1-920e9ba19828','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee19-7063-b031-0b14dad8da4f','intentions','01a2109d-ee17-71dd-aa7c-cc7ebfed9c56','update','{"abandon_reason":null,"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","ended_at":"2026-11-25 02:51:55.290","ends_at":"2026-11-25 03:16:55.287","feeling":null,"goal_id":"01a2109d-ee15-71f8-8821-32322de5247b","id":"01a2109d-ee17-71dd-aa7c-cc7ebfed9c56","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-25 02:51:55.287","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","ended_at":null,"ends_at":"2026-11-25 03:16:55.287","feeling":null,"goal_id":"01a2109d-ee15-71f8-8821-32322de5247b","id":"01a2109d-ee17-71dd-aa7c-cc7ebfed9c56","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-25 02:51:55.287","state":"running","tags":"[]","what":"Intention 0-0"}','2026-11-25 02:51:55.290','web','Ended “Intention 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-701f-aef0-1f8827732ec0','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-701e-b9d3-59ad8f769a41','intentions','01a2109d-ee17-71dd-aa7c-cc7ebfed9c56','update','{"abandon_reason":null,"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","ended_at":"2026-11-25 02:51:55.290","ends_at":"2026-11-25 03:16:55.287","feeling":"happy","goal_id":"01a2109d-ee15-71f8-8821-32322de5247b","id":"01a2109d-ee17-71dd-aa7c-cc7ebfed9c56","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","planned_minutes":25,"rated_at":"2026-11-25 02:52:55.292","review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-25 02:51:55.287","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','{"abandon_reason":null,"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","ended_at":"2026-11-25 02:51:55.290","ends_at":"2026-11-25 03:16:55.287","feeling":null,"goal_id":"01a2109d-ee15-71f8-8821-32322de5247b","id":"01a2109d-ee17-71dd-aa7c-cc7ebfed9c56","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","planned_minutes":25,"rated_at":null,"review_improve":null,"review_interesting":null,"review_went_well":null,"started_at":"2026-11-25 02:51:55.287","state":"endedEarly","tags":"[]","what":"Intention 0-0"}','2026-11-25 02:52:55.292','web','Rated “Intention 0-0” happy',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7022-bccc-a7d10179c7c9','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7020-8374-02e371f57f31','action_items','01a2109e-d87c-7021-b483-833fd7927200','insert','{"created_at":"2026-11-25 02:51:55.294","done":0,"id":"01a2109e-d87c-7021-b483-833fd7927200","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","text":"Action 0-0","week_id":"01a2109d-ee09-71c7-b3f1-1235703ecc06"}',NULL,'2026-11-25 02:51:55.294','web','Added the action item “Action 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7025-bce5-5ec03f2f5dc0','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7023-9324-dd50f7c4f4a4','task_lists','01a2109e-d87c-7024-b012-06b6bcc1d490','insert','{"archived":0,"color":null,"created_at":"2026-11-25 02:51:55.295","icon":null,"id":"01a2109e-d87c-7024-b012-06b6bcc1d490","import_key":null,"name":"List 0-0","order_key":"a1","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.295','web','Added the list “List 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7028-9335-2f8ba808999d','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7026-bb41-b2ad4a890b85','tasks','01a2109e-d87c-7027-bc6b-464fa9bea6c9','insert','{"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","created_at":"2026-11-25 02:51:55.296","deadline":null,"evening":0,"goal_id":"01a2109d-ee15-71f8-8821-32322de5247b","id":"01a2109e-d87c-7027-bc6b-464fa9bea6c9","import_key":null,"list_id":"01a2109e-d87c-7024-b012-06b6bcc1d490","list_key":"a1","notes":"","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","reminder":null,"repeat_rule":null,"someday":0,"start_day":"2026-11-25","status":"open","status_at":null,"title":"Task 0-0","today_key":"a1","updated_at":"2026-11-25 02:51:55.296"}',NULL,'2026-11-25 02:51:55.296','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-702a-987e-2bce229ab385','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7026-bb41-b2ad4a890b85','task_tags','01a2109e-d87c-7029-9b3a-2e34156fe2f3','insert','{"id":"01a2109e-d87c-7029-9b3a-2e34156fe2f3","name":"errand","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.296','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-702c-bff0-eec29b64627c','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7026-bb41-b2ad4a890b85','task_tag_links','01a2109e-d87c-702b-9c93-a091600b4991','insert','{"id":"01a2109e-d87c-702b-9c93-a091600b4991","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","tag_id":"01a2109e-d87c-7029-9b3a-2e34156fe2f3","task_id":"01a2109e-d87c-7027-bc6b-464fa9bea6c9"}',NULL,'2026-11-25 02:51:55.296','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-702e-9840-05e3e045c133','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7026-bb41-b2ad4a890b85','task_checklist_items','01a2109e-d87c-702d-9b9e-acb303defe3d','insert','{"done":0,"id":"01a2109e-d87c-702d-9b9e-acb303defe3d","order_key":"a1","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","task_id":"01a2109e-d87c-7027-bc6b-464fa9bea6c9","title":"Step"}',NULL,'2026-11-25 02:51:55.296','web','Added “Task 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7031-bcc9-19fbc5375cce','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-702f-9132-ed5c64d1594d','tasks','01a2109e-d87c-7030-b792-02c4de89c919','insert','{"area_id":null,"created_at":"2026-11-25 02:51:55.303","deadline":null,"evening":0,"goal_id":null,"id":"01a2109e-d87c-7030-b792-02c4de89c919","import_key":null,"list_id":null,"list_key":"a1","notes":"","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","reminder":null,"repeat_rule":null,"someday":1,"start_day":null,"status":"open","status_at":null,"title":"Someday 0-0","today_key":"a2","updated_at":"2026-11-25 02:51:55.303"}',NULL,'2026-11-25 02:51:55.303','web','Added “Someday 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7034-8234-3ea477fdada4','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7032-835e-0a47c7685546','task_lists','01a2109e-d87c-7033-818c-a65ef685c93e','insert','{"archived":0,"color":null,"created_at":"2026-11-25 02:51:55.306","icon":null,"id":"01a2109e-d87c-7033-818c-a65ef685c93e","import_key":"todoist:b384b53c80766483","name":"Imported 0-0","order_key":"a2","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.306','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7036-b15e-81613c5aef71','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7032-835e-0a47c7685546','tasks','01a2109e-d87c-7035-8acd-2f3cf96438de','insert','{"area_id":null,"created_at":"2026-11-25 02:51:55.306","deadline":null,"evening":0,"goal_id":null,"id":"01a2109e-d87c-7035-8acd-2f3cf96438de","import_key":"todoist:a93ad4de15434be0","list_id":"01a2109e-d87c-7033-818c-a65ef685c93e","list_key":"a1","notes":"","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","reminder":null,"repeat_rule":null,"someday":0,"start_day":null,"status":"open","status_at":null,"title":"Imported 0-0","today_key":"a3","updated_at":"2026-11-25 02:51:55.306"}',NULL,'2026-11-25 02:51:55.306','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7038-8f8b-c63ebf662aad','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7032-835e-0a47c7685546','task_tag_links','01a2109e-d87c-7037-a139-56160bf3584e','insert','{"id":"01a2109e-d87c-7037-a139-56160bf3584e","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","tag_id":"01a2109e-d87c-7029-9b3a-2e34156fe2f3","task_id":"01a2109e-d87c-7035-8acd-2f3cf96438de"}',NULL,'2026-11-25 02:51:55.306','web','Imported 1 to-do from Todoist into 1 new list',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-703b-997b-5578e382dd68','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7039-b720-bd69df900f6b','timelines','01a2109e-d87c-703a-b684-1bbbeb1d05eb','insert','{"archived":0,"color":"#2f6f5e","created_at":"2026-11-25 02:51:55.309","icon":"","id":"01a2109e-d87c-703a-b684-1bbbeb1d05eb","name":"Timeline 0-0","order_key":"a1","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.309','web','Created the timeline “Timeline 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-703e-b34a-ce6e6c0408bd','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-703c-ad3f-97ad150ff42d','timeline_events','01a2109e-d87c-703d-8c5b-d02412528ab2','insert','{"created_at":"2026-11-25 02:51:55.311","end_approximate":null,"end_precision":null,"end_sort":null,"end_text":null,"id":"01a2109e-d87c-703d-8c5b-d02412528ab2","import_key":"1892111f67dcc933","notes":null,"ongoing":1,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","start_approximate":0,"start_precision":"year","start_sort":"2015","start_text":"2015","tags":"[\"job\"]","timeline_id":"01a2109e-d87c-703a-b684-1bbbeb1d05eb","title":"Job 0-0","updated_at":"2026-11-25 02:51:55.311"}',NULL,'2026-11-25 02:51:55.311','web','Added “Job 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7041-b57d-a71af02d63f8','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-703f-a69b-3a4831e75e5e','timeline_events','01a2109e-d87c-7040-88af-7e4d88ca7a16','insert','{"created_at":"2026-11-25 02:51:55.313","end_approximate":0,"end_precision":"month","end_sort":"2016-06","end_text":"2016-06","id":"01a2109e-d87c-7040-88af-7e4d88ca7a16","import_key":"b50cbe2a6783c202","notes":null,"ongoing":0,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","start_approximate":0,"start_precision":"month","start_sort":"2016-05","start_text":"2016-05","tags":"[]","timeline_id":"01a2109e-d87c-703a-b684-1bbbeb1d05eb","title":"Trip 0-0","updated_at":"2026-11-25 02:51:55.313"}',NULL,'2026-11-25 02:51:55.313','web','Added “Trip 0-0” to Timeline 0-0',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7044-a11f-dbc3e5d49e42','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7042-a449-27c7bbdeb73c','timeline_queries','01a2109e-d87c-7043-9af3-9760973f50ed','insert','{"created_at":"2026-11-25 02:51:55.314","filter":"{\"ongoingOnly\":false,\"tag\":\"job\",\"timelineIds\":[]}","id":"01a2109e-d87c-7043-9af3-9760973f50ed","name":"Query 0-0","order_key":"a1","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.314','web','Saved the query “Query 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7047-969e-4a7dc6c276d9','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7045-a839-bf78a61c43bb','food_events','01a2109e-d87c-7046-9203-304dd8029f66','insert','{"entry":"{\"eaten\":{\"_0\":{\"foodId\":\"09040\",\"grams\":120,\"meal\":\"lunch\",\"name\":\"Banana, raw\",\"ndb\":\"09040\",\"nutrients\":{\"203\":1.308,\"204\":0.396,\"205\":27.408,\"208\":106.8,\"269\":14.676000000000002,\"291\":3.12,\"307\":1.2,\"401\":10.44}}}}","entry_kind":"eaten","food_id":"09040","id":"01a2109e-d87c-7046-9203-304dd8029f66","kind":"record","occurred_at":"2026-11-25 02:51:55.316","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","recorded_at":"2026-11-25 02:51:55.316","refers_to":null}',NULL,'2026-11-25 02:51:55.316','web','Logged 120 g of “Banana, raw”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-704a-aab2-52720ce65f1f','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7048-b788-90af212a64d8','recipes','01a2109e-d87c-7049-b2bc-a11a62caf7ed','insert','{"created_at":"2026-11-25 02:51:55.318","id":"01a2109e-d87c-7049-b2bc-a11a62caf7ed","name":"Recipe 0-0","nutrients":"{\"203\":2.5633333333333335,\"204\":1.43,\"205\":10.813333333333333,\"208\":63,\"269\":7.45,\"291\":0.8666666666666667,\"307\":31.666666666666668,\"401\":3.033333333333333}","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","servings":2,"total_grams":300,"updated_at":"2026-11-25 02:51:55.318","yield_grams":null}',NULL,'2026-11-25 02:51:55.318','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-704c-8836-ccf7af4bc40e','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7048-b788-90af212a64d8','recipe_ingredients','01a2109e-d87c-704b-9eed-cea2025437a3','insert','{"food_id":"09040","grams":100,"id":"01a2109e-d87c-704b-9eed-cea2025437a3","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","position":0,"recipe_id":"01a2109e-d87c-7049-b2bc-a11a62caf7ed"}',NULL,'2026-11-25 02:51:55.318','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-704e-8c12-38e39aca1862','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7048-b788-90af212a64d8','recipe_ingredients','01a2109e-d87c-704d-99af-da0fb1be88cc','insert','{"food_id":"01079","grams":200,"id":"01a2109e-d87c-704d-99af-da0fb1be88cc","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","position":1,"recipe_id":"01a2109e-d87c-7049-b2bc-a11a62caf7ed"}',NULL,'2026-11-25 02:51:55.318','web','Created the recipe “Recipe 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7051-8090-a92bf84cb3ad','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-704f-a0b4-b58264273016','custom_foods','01a2109e-d87c-7050-ab30-9e6cb4088420','insert','{"created_at":"2026-11-25 02:51:55.321","id":"01a2109e-d87c-7050-ab30-9e6cb4088420","name":"Food 0-0","nutrients":"{\"208\":250}","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","portions":"[]","serving_grams":null,"updated_at":"2026-11-25 02:51:55.321"}',NULL,'2026-11-25 02:51:55.321','web','Created the food “Food 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7054-897c-aeaca0b43453','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7052-a4ec-69706f92daa8','food_events','01a2109e-d87c-7053-b9a7-937b7e8ced28','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a2109e-d87c-7053-b9a7-937b7e8ced28","kind":"record","occurred_at":"2026-11-25 02:51:55.322","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","recorded_at":"2026-11-25 02:51:55.322","refers_to":null}',NULL,'2026-11-25 02:51:55.322','web','Weighed in at 70.0 kg',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7057-ac07-d44f7b125171','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7055-a0bc-86ff8f9f5723','food_events','01a2109e-d87c-7056-8cd2-ced91c02273a','insert','{"entry":"{\"activity\":{\"kcal\":300,\"minutes\":30,\"name\":\"Run 0-0\"}}","entry_kind":"activity","food_id":null,"id":"01a2109e-d87c-7056-8cd2-ced91c02273a","kind":"record","occurred_at":"2026-11-25 02:51:55.322","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","recorded_at":"2026-11-25 02:51:55.322","refers_to":null}',NULL,'2026-11-25 02:51:55.322','web','Added the activity “Run 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-705a-9d25-4bec851bcb18','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7058-8887-9e0964419f0c','price_comparisons','01a2109e-d87c-7059-90c1-cc78fb61bb4b','insert','{"created_at":"2026-11-25 02:51:55.324","display_unit":"100 ml","id":"01a2109e-d87c-7059-90c1-cc78fb61bb4b","name":"Comparison 0-0","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","unit_system":"metric","updated_at":"2026-11-25 02:51:55.324"}',NULL,'2026-11-25 02:51:55.324','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-705c-9f51-72d3c04711c3','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7058-8887-9e0964419f0c','price_products','01a2109e-d87c-705b-9026-bd20be9bd0d8','insert','{"comparison_id":"01a2109e-d87c-7059-90c1-cc78fb61bb4b","id":"01a2109e-d87c-705b-9026-bd20be9bd0d8","name":"Bertolli","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","position":0,"price":"8.99","quantity":"750","store":"Lidl","unit":"ml"}',NULL,'2026-11-25 02:51:55.324','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-705e-b16c-dc9ac98f5138','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7058-8887-9e0964419f0c','price_products','01a2109e-d87c-705d-a0ba-8b4a03a553af','insert','{"comparison_id":"01a2109e-d87c-7059-90c1-cc78fb61bb4b","id":"01a2109e-d87c-705d-a0ba-8b4a03a553af","name":"Monini","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","position":1,"price":"12.99","quantity":"1","store":null,"unit":"l"}',NULL,'2026-11-25 02:51:55.324','web','Saved the comparison “Comparison 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7061-a2e6-6ae9d49cd305','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-705f-b90c-450e499177bb','habits','01a2109e-d87c-7060-b2c6-3e51ff84a56c','insert','{"archived":0,"area_id":"01a2109d-ee14-70cc-bdc1-3ba2674d2a2c","color":null,"created_at":"2026-11-25 02:51:55.327","emoji":"📚","id":"01a2109e-d87c-7060-b2c6-3e51ff84a56c","name":"Habit 0-0","order_key":"a1","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","reminder":null,"schedule_count":0,"schedule_kind":"daily","schedule_weekdays":0,"start_day":"2026-11-25","target":null,"unit":"","updated_at":"2026-11-25 02:51:55.327"}',NULL,'2026-11-25 02:51:55.327','web','Added the habit “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7064-a801-765ac16fa400','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7062-a2f9-fd19a8cc20a8','habit_check_ins','01a2109e-d87c-7063-ba98-22ddd48466df','insert','{"amount":1,"created_at":"2026-11-25 02:51:55.329","day":"2026-11-24","habit_id":"01a2109e-d87c-7060-b2c6-3e51ff84a56c","id":"01a2109e-d87c-7063-ba98-22ddd48466df","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.329','web','Checked in “Habit 0-0” on 2026-11-24',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7067-8ec6-59a9cbfd7086','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7065-ae89-aee671f02353','habit_check_ins','01a2109e-d87c-7066-96a6-ceefd7d580b2','insert','{"amount":1,"created_at":"2026-11-25 02:51:55.331","day":"2026-11-25","habit_id":"01a2109e-d87c-7060-b2c6-3e51ff84a56c","id":"01a2109e-d87c-7066-96a6-ceefd7d580b2","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.331','web','Checked in “Habit 0-0” on 2026-11-25',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-706a-b555-9cd43b1f7a87','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7068-a6aa-cdf0aad6322e','habit_rest_days','01a2109e-d87c-7069-bd10-c7a424ddc3f8','insert','{"created_at":"2026-11-25 02:51:55.332","day":"2026-11-27","habit_id":"01a2109e-d87c-7060-b2c6-3e51ff84a56c","id":"01a2109e-d87c-7069-bd10-c7a424ddc3f8","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.332','web','Declared 2026-11-27 a rest day for “Habit 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-706d-b3a8-06e57d56227a','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-706b-87bf-b3b91b6bb184','habits','01a2109e-d87c-706c-ae8e-2a2302721492','insert','{"archived":0,"area_id":null,"color":null,"created_at":"2026-11-25 02:51:55.334","emoji":"","id":"01a2109e-d87c-706c-ae8e-2a2302721492","name":"Water 0-0","order_key":"a2","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","reminder":null,"schedule_count":3,"schedule_kind":"weekly","schedule_weekdays":0,"start_day":"2026-11-25","target":8,"unit":"glasses","updated_at":"2026-11-25 02:51:55.334"}',NULL,'2026-11-25 02:51:55.334','web','Added the habit “Water 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7070-b3a4-38215179c989','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-706e-b10a-a745225357e2','habit_check_ins','01a2109e-d87c-706f-a29e-91c2aec0b4f6','insert','{"amount":4,"created_at":"2026-11-25 02:51:55.335","day":"2026-11-25","habit_id":"01a2109e-d87c-706c-ae8e-2a2302721492","id":"01a2109e-d87c-706f-a29e-91c2aec0b4f6","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.335','web','Checked in “Water 0-0” on 2026-11-25 (4 glasses)',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7073-89f1-c4109a380efd','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7071-afbd-da5af4135a2d','lift_sessions','01a2109e-d87c-7072-a95d-2f889ccb8371','insert','{"created_at":"2026-11-25 02:51:55.349","day":"2026-11-25","id":"01a2109e-d87c-7072-a95d-2f889ccb8371","name":"Workout","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","updated_at":"2026-11-25 02:51:55.349"}',NULL,'2026-11-25 02:51:55.349','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7075-a123-8809c223e40b','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7071-afbd-da5af4135a2d','lift_sets','01a2109e-d87c-7074-ac2d-22abb92214b5','insert','{"advice_count":1,"analysis":"{\"advice\":[{\"figures\":{\"heightCm\":22.891570141570128,\"reps\":2,\"slowestVelocity\":0.8365079365079378},\"kind\":\"stickingPoint\",\"message\":\"A sticking point about 23 cm above the bottom in reps 1, 2, down to 0.84 m/s. Strengthen that range (pin presses or paused reps at that height).\"}],\"reps\":[{\"bottomTimeShare\":0.4017467166932396,\"endMs\":4852.375296912114,\"maxPitchDeg\":1,\"maxRollDeg\":1.2,\"meanPropulsiveVelocity\":0.7406436827148134,\"meanVelocity\":0.7406436827148134,\"number\":1,\"peakAcceleration\":3.679653679653682,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.2,\"romCm\":56.0045243750707,\"startMs\":4096.215139442232,\"stickingPoint\":{\"heightCm\":22.999999999999986,\"timeMs\":4450,\"velocity\":0.8373015873015888},\"tempo\":{\"concentricS\":0.7561601574698825,\"eccentricS\":1.518120335820896,\"pauseS\":0.2415276394422317},\"timeToPeakVelocityS\":0.5037848605577683},{\"bottomTimeShare\":0.3395972380842613,\"endMs\":8663.102409638554,\"maxPitchDeg\":1,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7203225029075564,\"meanVelocity\":0.7203225029075564,\"number\":2,\"peakAcceleration\":3.532467532467535,\"peakVelocity\":1.1166666666666671,\"pitchAtMaxDeg\":1,\"rollAtMaxDeg\":-1.3,\"romCm\":55.965727775968716,\"startMs\":7886.148648648649,\"stickingPoint\":{\"heightCm\":22.78314028314027,\"timeMs\":8250,\"velocity\":0.8365079365079378},\"tempo\":{\"concentricS\":0.7769537609899043,\"eccentricS\":1.4639854139854125,\"pauseS\":0.29725975975976143},\"timeToPeakVelocityS\":0.5138513513513507},{\"bottomTimeShare\":0.35012979951973366,\"endMs\":12468.989547038327,\"maxPitchDeg\":1.3,\"maxRollDeg\":1.3,\"meanPropulsiveVelocity\":0.7025855463418287,\"meanVelocity\":0.7025855463418287,\"number\":3,\"peakAcceleration\":3.4458874458874424,\"peakVelocity\":1.0452380952380962,\"pitchAtMaxDeg\":1.3,\"rollAtMaxDeg\":-1.3,\"romCm\":56.1088282217202,\"startMs\":11670.384615384615,\"tempo\":{\"concentricS\":0.7986049316537119,\"eccentricS\":1.596690331304937,\"pauseS\":0.24222369584438458},\"timeToPeakVelocityS\":0.5296153846153847}],\"samples\":304,\"set\":{\"bestMeanVelocity\":0.7406436827148134,\"fatigueSlope\":-0.01902906818649236,\"lastMeanVelocity\":0.7025855463418287,\"reps\":3,\"repsInReserve\":21,\"velocityLossPercent\":5.13852170229596},\"skippedLines\":0}","analyzed_at":"2026-11-25 02:51:55.349","best_velocity":0.7406436827148134,"first_velocity":0.7406436827148134,"goal_reps":5,"id":"01a2109e-d87c-7074-ac2d-22abb92214b5","kind":"squat","last_velocity":0.7025855463418287,"load_kg":100,"mean_rom_cm":56.02636012425321,"name":"Squat 0-0","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","position":0,"rate_hz":20,"recorded_at":"2026-11-25 02:51:55.349","reps":3,"session_id":"01a2109e-d87c-7072-a95d-2f889ccb8371","settings":"{\"kind\":\"squat\",\"minimumRangeCm\":15,\"minimumVelocity\":0.3,\"tiltLimitDegrees\":5,\"velocityLossTarget\":20}","unit":"cm","velocity_loss":5.13852170229596}',NULL,'2026-11-25 02:51:55.349','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7076-a213-c3af37e4052b','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7071-afbd-da5af4135a2d','lift_streams','01a2109e-d87c-7074-ac2d-22abb92214b5','insert','{"byte_count":5114,"data":{"$base64":"H4sIAAAAAAAAA4VYW24kIQz8n7vMCPNq6NvsGXJ/adPgR9lksz+RmoBtyna5mK+banr9ud/pk58/1+vLVsr9pk95VsrcK+lOn4ZbrrWqK3tHge+5TOOR5aej1XLTh+IZ0h3pU2+M7Pt/zwYXx1qZbgvuSJ9xxFHUy+GWF1akYy0QxD7cmWC134zHCp22FzzRnoX6C2LXjYgupz/4aAjgc1kXpy0kBvDtnZQDwcctxTgvh4a3GfD7LpV6YFyfZTpWUgxtoJmkBQIITdwRQJVSTQhBj9mkCONUDLjMil3Z8k0+GaR3FPAN2zKsbPaWi+1yxkvX+2y/TdpKTRQrxXXBQquMknRA1pRLZPmC66wL5woQLLOZuLSk9mhKyvgM9X3G+oRKvB/FYkpDcGOeSE1LeLlJ2fp1b7Aaf77n4NvR8jmbZHMDNItUxC6ISZCE5/JjWIs0+V54bnBGt34g+Tb7owF0j4NRVzwK3CgG09Rv8FeVn0g+hSYKLBADIucvoavRXG8NKRBO/5iG+ONgZqmwfb95Gb6rGFJRfFcS02WUsXNIklVJM0PUtBty4aS8d1Z2hW3UdpHmYIPrOkfeTp4Q9j2RpZt2xgyFglyXtSWZHNyUqsc8sTiQ3JqL4+0X2u3H2LwjX/oRdR1U19QF+ZyZSXJY9CPKGdDJd+DoEW3GqUY7MIw8eZbj7nK8TQem+Q60ByQ3LfoGJEdP32gxOKYvjSNhAEplzBnTIojxXTIUwxUKcBNcAxeb4DKkftMiXm5RKV2CGcdFja8ipAiZq0p43O7Lcepx0jHjNfWSknl5jMypsS+KYwtZGLAZnNM6fAgDJutFTwgbu3GFQbUYJOvIFIaTBhBCajxPmMC0SPhbR9hBYC1MVz4wJFfooNr/G57n1HYjPJJEDkn9zuLESXbJwABJlArkvSDjFSlhAuLoynig1HK2lu44UasyoDBeMa7pwOSuvYwIZFwGSmu3lzdVa9apauSKhzscExRnw0kIp7ONOt9bd1RvJZBF0Ik8elGtmoQwjZTO2BAASabnGzSa/X0d0HKo38er4R1EYD8cK13S65TaOBaBcU3KMWQdWK75AtgbMpDcxY21SU7ScCnN8disynO8MIHnjIBye3mpzbWq44pUDjKX0tCi28VeoZYJFYDq+TRldEgLdbk8gaoQjbC3kPFKl75kvB6jLExUAFgjOyGjBThV2TMvhJfNuF6qi4E3srAs84pqAcdTSFz6ghNpJykXaZakG5H6VMtxyEiN/oCl185jTOcVM1fMzGAPMMySSsG8aeKETEVtT0hTxewnHZQkiju8FSy1GeLa2qyEbipGoCjeTKpZ3zuOKnfo8qBnCJ5xxQYB2gyCJ76WHYORRkXhgAtC4dMY/vVgLzbKJxxIIYRDXGYHBI8i8jGEI0CzSlXx0Phx9Hjt569GdzBR7iD8zp9rzK+T1xP35JhHEP5kIDpP7X+ZLNFG8qkV2I7Z6n4JGTYlgLLOSNysId1CmvGgj+MIDyPufILALxRQqeEHiR/SU39F8ZD7FC6zpWSNC+P1F3wkzaH6EwAA"},"encoding":"gzip","id":"01a2109e-d87c-7074-ac2d-22abb92214b5","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.349','web','Recorded a set of Squat 0-0: 3 reps at 100 kg',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7079-9a95-fbd776e0988a','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7077-93da-55afaa9fdecc','lift_templates','01a2109e-d87c-7078-b91c-9c84e50215ee','insert','{"created_at":"2026-11-25 02:51:55.354","goal_reps":8,"id":"01a2109e-d87c-7078-b91c-9c84e50215ee","kind":"bench","load_kg":60,"name":"Template 0-0","order_key":"a1","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","sets":3}',NULL,'2026-11-25 02:51:55.354','web','Added the template “Template 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-707c-a740-714b806c7b43','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-707a-9c6e-d73e91aea39f','lift_defaults','01a2109e-d87c-707b-88df-ade73039c2a4','insert','{"id":"01a2109e-d87c-707b-88df-ade73039c2a4","kind":"bench","minimum_range_cm":15,"minimum_velocity":0.17,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","rate_hz":20,"target_zone":null,"tilt_limit_degrees":5,"unit":"cm","updated_at":"2026-11-25 02:51:55.356","velocity_loss_target":25}',NULL,'2026-11-25 02:51:55.356','web','Changed the settings of Bench press',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-707f-baef-aee199b1fa96','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-707e-8663-81c3b6ba23de','day_photos','01a2109e-d87c-707d-bf32-e06100a25fad','insert','{"byte_size":64,"caption":"Photo 0-0","created_at":"2026-11-25 02:51:55.358","day":"2026-11-25","id":"01a2109e-d87c-707d-bf32-e06100a25fad","kind":"png","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.360','web','Added a photo to 2026-11-25',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7082-9bf0-e022612a88a0','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7080-954d-8cb6ca2fb492','journal_entries','01a2109e-d87c-7081-bc3b-5862e93d5b44','insert','{"created_at":"2026-11-25 02:51:55.362","day":"2026-11-25","id":"01a2109e-d87c-7081-bc3b-5862e93d5b44","location":"Berlin","mood":"happy","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","source_id":null,"tags":"[\"walk\",\"tag-0\"]","template":null,"text":"# Entry 0-0\n\nA *good* day.","time_zone":"Europe/Berlin","updated_at":"2026-11-25 02:51:55.362","written_at":"2026-11-25 02:51:55.362"}',NULL,'2026-11-25 02:51:55.362','web','Wrote the journal entry “Entry 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7085-8326-e14e019078ae','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7083-8c4c-e66de79c5cae','journal_entries','01a2109e-d87c-7084-bb1e-7055fe36f012','insert','{"created_at":"2026-11-25 02:51:55.364","day":"2025-11-25","id":"01a2109e-d87c-7084-bb1e-7055fe36f012","location":null,"mood":null,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","source_id":null,"tags":"[\"memory\"]","template":null,"text":"Memory 0-0","time_zone":"Europe/Berlin","updated_at":"2026-11-25 02:51:55.364","written_at":"2025-11-25 19:00:00.000"}',NULL,'2026-11-25 02:51:55.364','web','Wrote the journal entry “Memory 0-0”',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7088-a2ba-75c21298c7b4','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7087-ac30-e069bb25c374','day_photos','01a2109e-d87c-7086-9b76-381c1758cc5a','insert','{"byte_size":64,"caption":"Journal 0-0","created_at":"2026-11-25 02:51:55.366","day":"2026-11-25","id":"01a2109e-d87c-7086-9b76-381c1758cc5a","kind":"png","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f"}',NULL,'2026-11-25 02:51:55.367','web','Added a photo to 2026-11-25',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-708a-bb07-fd0e4f570e01','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7087-ac30-e069bb25c374','journal_photos','01a2109e-d87c-7089-8533-535ba710281e','insert','{"entry_id":"01a2109e-d87c-7081-bc3b-5862e93d5b44","id":"01a2109e-d87c-7089-8533-535ba710281e","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","photo_id":"01a2109e-d87c-7086-9b76-381c1758cc5a","source_id":null}',NULL,'2026-11-25 02:51:55.367','web','Added a photo to 2026-11-25',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-708d-a996-69a7b8390c3e','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-708b-bcef-1a5766008a5c','journal_entries','01a2109e-d87c-708c-8526-faa26b35e360','insert','{"created_at":"2026-11-25 02:51:55.369","day":"2026-11-25","id":"01a2109e-d87c-708c-8526-faa26b35e360","location":null,"mood":null,"owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","source_id":null,"tags":"[]","template":"daily-review","text":"Reviewed the day","time_zone":"Europe/Berlin","updated_at":"2026-11-25 02:51:55.369","written_at":"2026-11-25 02:51:55.369"}',NULL,'2026-11-25 02:51:55.369','web','Filled in daily review for 2026-11-25',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7091-8a15-77c8e2f6c269','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-708f-a458-16d1e9530ca8','health_sources','01a2109e-d87c-7090-a368-5ab3163f4f1e','insert','{"id":"01a2109e-d87c-7090-a368-5ab3163f4f1e","name":"Shape Watch 0","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","position":null}',NULL,'2026-11-25 02:51:55.374','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7093-b455-d7cfab1ba8a3','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-708f-a458-16d1e9530ca8','health_sources','01a2109e-d87c-7092-bd27-528b06ee998e','insert','{"id":"01a2109e-d87c-7092-bd27-528b06ee998e","name":"Shape iPhone","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","position":null}',NULL,'2026-11-25 02:51:55.374','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7096-a3e5-5c982b92452e','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-708f-a458-16d1e9530ca8','food_events','01a2109e-d87c-7095-a942-55464139757a','insert','{"entry":"{\"activeEnergy\":{\"kcal\":50}}","entry_kind":"activeEnergy","food_id":null,"id":"01a2109e-d87c-7095-a942-55464139757a","kind":"record","occurred_at":"2026-11-23 11:00:00.000","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","recorded_at":"2026-11-25 02:51:55.374","refers_to":null}',NULL,'2026-11-25 02:51:55.374','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7098-96e1-8ad2f735397c','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-708f-a458-16d1e9530ca8','food_events','01a2109e-d87c-7097-9f58-16a9cb097e92','insert','{"entry":"{\"weight\":{\"kilograms\":70}}","entry_kind":"weight","food_id":null,"id":"01a2109e-d87c-7097-9f58-16a9cb097e92","kind":"record","occurred_at":"2026-11-23 11:00:00.000","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","recorded_at":"2026-11-25 02:51:55.374","refers_to":null}',NULL,'2026-11-25 02:51:55.374','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-7099-bc81-40939ce17fd4','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-708f-a458-16d1e9530ca8','health_days','01a2109e-d87c-7094-a13b-336d365e7773','insert','{"active_event_id":"01a2109e-d87c-7095-a942-55464139757a","active_kcal":50,"basal_event_id":null,"basal_kcal":null,"day":"2026-11-23","dietary_kcal":null,"heart_rate_variability_ms":null,"id":"01a2109e-d87c-7094-a13b-336d365e7773","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","resting_heart_rate":null,"sleep_minutes":null,"sources":"[\"Shape Watch 0\",\"Shape iPhone\"]","steps":900,"updated_at":"2026-11-25 02:51:55.374","weighed_at":"2026-11-23 11:00:00.000","weight_event_id":"01a2109e-d87c-7097-9f58-16a9cb097e92","weight_kg":70,"workout_minutes":null}',NULL,'2026-11-25 02:51:55.374','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "changes" VALUES('01a2109e-d87c-709b-b616-eb91e664e2eb','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-708f-a458-16d1e9530ca8','health_imports','01a2109e-d87c-709a-8236-dca3d47d84b0','insert','{"bytes":0,"days":1,"days_changed":1,"duplicates":0,"file_name":"shape-0.csv","first_day":"2026-11-23","format":"csv","id":"01a2109e-d87c-709a-8236-dca3d47d84b0","imported_at":"2026-11-25 02:51:55.374","last_day":"2026-11-23","owner_id":"01a2109d-edf3-7018-861d-074d293ef40f","records":3}',NULL,'2026-11-25 02:51:55.374','web','Imported 3 health records from “shape-0.csv” (1 days changed)',NULL);
INSERT INTO "task_lists" VALUES('01a2109e-d87c-7024-b012-06b6bcc1d490','01a2109d-edf3-7018-861d-074d293ef40f','List 0-0',NULL,NULL,0,'a1','2026-11-25 02:51:55.295');
INSERT INTO "task_lists" VALUES('01a2109e-d87c-7033-818c-a65ef685c93e','01a2109d-edf3-7018-861d-074d293ef40f','Imported 0-0',NULL,NULL,0,'a2','2026-11-25 02:51:55.306');
INSERT INTO "tasks" VALUES('01a2109e-d87c-7027-bc6b-464fa9bea6c9','01a2109d-edf3-7018-861d-074d293ef40f','Task 0-0','','01a2109e-d87c-7024-b012-06b6bcc1d490','2026-11-25',0,0,NULL,NULL,'open',NULL,NULL,'01a2109d-ee15-71f8-8821-32322de5247b','01a2109d-ee14-70cc-bdc1-3ba2674d2a2c','a1','a1','2026-11-25 02:51:55.296','2026-11-25 02:51:55.296');
INSERT INTO "tasks" VALUES('01a2109e-d87c-7030-b792-02c4de89c919','01a2109d-edf3-7018-861d-074d293ef40f','Someday 0-0','',NULL,NULL,0,1,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a2','2026-11-25 02:51:55.303','2026-11-25 02:51:55.303');
INSERT INTO "tasks" VALUES('01a2109e-d87c-7035-8acd-2f3cf96438de','01a2109d-edf3-7018-861d-074d293ef40f','Imported 0-0','','01a2109e-d87c-7033-818c-a65ef685c93e',NULL,0,0,NULL,NULL,'open',NULL,NULL,NULL,NULL,'a1','a3','2026-11-25 02:51:55.306','2026-11-25 02:51:55.306');
INSERT INTO "task_tags" VALUES('01a2109e-d87c-7029-9b3a-2e34156fe2f3','01a2109d-edf3-7018-861d-074d293ef40f','errand');
INSERT INTO "task_tag_links" VALUES('01a2109e-d87c-702b-9c93-a091600b4991','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7027-bc6b-464fa9bea6c9','01a2109e-d87c-7029-9b3a-2e34156fe2f3');
INSERT INTO "task_tag_links" VALUES('01a2109e-d87c-7037-a139-56160bf3584e','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7035-8acd-2f3cf96438de','01a2109e-d87c-7029-9b3a-2e34156fe2f3');
INSERT INTO "task_checklist_items" VALUES('01a2109e-d87c-702d-9b9e-acb303defe3d','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7027-bc6b-464fa9bea6c9','Step',0,'a1');
INSERT INTO "tasks_search" VALUES('01a2109e-d87c-7027-bc6b-464fa9bea6c9','01a2109d-edf3-7018-861d-074d293ef40f','Task 0-0','');
INSERT INTO "tasks_search" VALUES('01a2109e-d87c-7030-b792-02c4de89c919','01a2109d-edf3-7018-861d-074d293ef40f','Someday 0-0','');
INSERT INTO "tasks_search" VALUES('01a2109e-d87c-7035-8acd-2f3cf96438de','01a2109d-edf3-7018-861d-074d293ef40f','Imported 0-0','');
INSERT INTO "price_comparisons" VALUES('01a2109e-d87c-7059-90c1-cc78fb61bb4b','01a2109d-edf3-7018-861d-074d293ef40f','Comparison 0-0','metric','100 ml','2026-11-25 02:51:55.324','2026-11-25 02:51:55.324');
INSERT INTO "price_products" VALUES('01a2109e-d87c-705b-9026-bd20be9bd0d8','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7059-90c1-cc78fb61bb4b',0,'Bertolli','Lidl','8.99','750','ml');
INSERT INTO "price_products" VALUES('01a2109e-d87c-705d-a0ba-8b4a03a553af','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7059-90c1-cc78fb61bb4b',1,'Monini',NULL,'12.99','1','l');
INSERT INTO "timelines" VALUES('01a2109e-d87c-703a-b684-1bbbeb1d05eb','01a2109d-edf3-7018-861d-074d293ef40f','Timeline 0-0','','#2f6f5e','a1',0,'2026-11-25 02:51:55.309');
INSERT INTO "timeline_events" VALUES('01a2109e-d87c-703d-8c5b-d02412528ab2','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-703a-b684-1bbbeb1d05eb','Job 0-0',NULL,'["job"]','2015','2015','year',0,NULL,NULL,NULL,NULL,1,'1892111f67dcc933','2026-11-25 02:51:55.311','2026-11-25 02:51:55.311');
INSERT INTO "timeline_events" VALUES('01a2109e-d87c-7040-88af-7e4d88ca7a16','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-703a-b684-1bbbeb1d05eb','Trip 0-0',NULL,'[]','2016-05','2016-05','month',0,'2016-06','2016-06','month',0,0,'b50cbe2a6783c202','2026-11-25 02:51:55.313','2026-11-25 02:51:55.313');
INSERT INTO "timeline_queries" VALUES('01a2109e-d87c-7043-9af3-9760973f50ed','01a2109d-edf3-7018-861d-074d293ef40f','Query 0-0','{"ongoingOnly":false,"tag":"job","timelineIds":[]}','a1','2026-11-25 02:51:55.314');
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
INSERT INTO "custom_foods" VALUES('01a2109e-d87c-7050-ab30-9e6cb4088420','01a2109d-edf3-7018-861d-074d293ef40f','Food 0-0','{"208":250}',NULL,'[]','2026-11-25 02:51:55.321','2026-11-25 02:51:55.321');
INSERT INTO "recipes" VALUES('01a2109e-d87c-7049-b2bc-a11a62caf7ed','01a2109d-edf3-7018-861d-074d293ef40f','Recipe 0-0',2.0,NULL,'{"203":2.5633333333333335,"204":1.43,"205":10.813333333333333,"208":63,"269":7.45,"291":0.8666666666666667,"307":31.666666666666668,"401":3.033333333333333}',300.0,'2026-11-25 02:51:55.318','2026-11-25 02:51:55.318');
INSERT INTO "recipe_ingredients" VALUES('01a2109e-d87c-704b-9eed-cea2025437a3','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7049-b2bc-a11a62caf7ed','09040',100.0,0);
INSERT INTO "recipe_ingredients" VALUES('01a2109e-d87c-704d-99af-da0fb1be88cc','01a2109d-edf3-7018-861d-074d293ef40f','01a2109e-d87c-7049-b2bc-a11a62caf7ed','01079',200.0,1);
INSERT INTO "food_events" VALUES('01a2109e-d87c-7046-9203-304dd8029f66','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-25 02:51:55.316','2026-11-25 02:51:55.316','record',NULL,'eaten','09040','{"eaten":{"_0":{"foodId":"09040","grams":120,"meal":"lunch","name":"Banana, raw","ndb":"09040","nutrients":{"203":1.308,"204":0.396,"205":27.408,"208":106.8,"269":14.676000000000002,"291":3.12,"307":1.2,"401":10.44}}}}');
INSERT INTO "food_events" VALUES('01a2109e-d87c-7053-b9a7-937b7e8ced28','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-25 02:51:55.322','2026-11-25 02:51:55.322','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "food_events" VALUES('01a2109e-d87c-7056-8cd2-ced91c02273a','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-25 02:51:55.322','2026-11-25 02:51:55.322','record',NULL,'activity',NULL,'{"activity":{"kcal":300,"minutes":30,"name":"Run 0-0"}}');
INSERT INTO "food_events" VALUES('01a2109e-d87c-7095-a942-55464139757a','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-23 11:00:00.000','2026-11-25 02:51:55.374','record',NULL,'activeEnergy',NULL,'{"activeEnergy":{"kcal":50}}');
INSERT INTO "food_events" VALUES('01a2109e-d87c-7097-9f58-16a9cb097e92','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-23 11:00:00.000','2026-11-25 02:51:55.374','record',NULL,'weight',NULL,'{"weight":{"kilograms":70}}');
INSERT INTO "energy_profiles" VALUES('01a2109d-ee12-70a7-ae80-7706b7dbc030','01a2109d-edf3-7018-861d-074d293ef40f','female',1990,170.0,1.4);
INSERT INTO "areas" VALUES('01a2109d-ee14-70cc-bdc1-3ba2674d2a2c','01a2109d-edf3-7018-861d-074d293ef40f','Area 0-0','',NULL,0,'a1','2026-11-25 02:51:55.284');
INSERT INTO "weeks" VALUES('01a2109d-ee09-71c7-b3f1-1235703ecc06','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-23',7,'[0,6,6,6,6,6,0]','2026-11-25 02:51:55.273');
INSERT INTO "weekly_goals" VALUES('01a2109d-ee15-71f8-8821-32322de5247b','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee09-71c7-b3f1-1235703ecc06','01a2109d-ee14-70cc-bdc1-3ba2674d2a2c','Goal 0-0',2.0,'open',NULL,1,'2026-11-25 02:51:55.286');
INSERT INTO "retrospectives" VALUES('01a2109d-ee10-70a2-962a-f7ebc22debb4','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee09-71c7-b3f1-1235703ecc06','Focus','Sleep','2026-11-25 02:51:55.281');
INSERT INTO "action_items" VALUES('01a2109e-d87c-7021-b483-833fd7927200','01a2109d-edf3-7018-861d-074d293ef40f','01a2109d-ee09-71c7-b3f1-1235703ecc06','Action 0-0',0,'2026-11-25 02:51:55.294');
INSERT INTO "intentions" VALUES('01a2109d-ee17-71dd-aa7c-cc7ebfed9c56','01a2109d-edf3-7018-861d-074d293ef40f','Intention 0-0',25,'01a2109d-ee15-71f8-8821-32322de5247b','01a2109d-ee14-70cc-bdc1-3ba2674d2a2c','2026-11-25 02:51:55.287','2026-11-25 03:16:55.287','endedEarly','2026-11-25 02:51:55.290',NULL,'[]','happy','2026-11-25 02:52:55.292',NULL,NULL,NULL);
INSERT INTO "standups" VALUES('01a2109d-ee0e-712c-b186-6321ee0024c6','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-25','[{"answer":"Wrote the checks","question":"What did I finish yesterday?"},{"answer":"Run them","question":"What will I do today?"},{"answer":"","question":"What is in my way?"}]','2026-11-25 02:51:55.279');
INSERT INTO "day_photos" VALUES('01a2109e-d87c-707d-bf32-e06100a25fad','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-25','png',64,'Photo 0-0','2026-11-25 02:51:55.358');
INSERT INTO "day_photos" VALUES('01a2109e-d87c-7086-9b76-381c1758cc5a','01a2109d-edf3-7018-861d-074d293ef40f','2026-11-25','png',64,'Journal 0-0','2026-11-25 02:51:55.366');
CREATE INDEX api_tokens_owner ON api_tokens(owner_id);
CREATE INDEX sign_in_failures_username ON sign_in_failures(username, at);
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
CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks BEGIN
    INSERT INTO tasks_search(task_id, owner_id, title, notes) VALUES (new.id, new.owner_id, new.title, new.notes);
END;
CREATE TRIGGER tasks_search_delete AFTER DELETE ON tasks BEGIN
    DELETE FROM tasks_search WHERE task_id = old.id;
END;
CREATE TRIGGER tasks_search_update AFTER UPDATE OF title, notes ON tasks BEGIN
    UPDATE tasks_search SET title = new.title, notes = new.notes WHERE task_id = old.id;
END;
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
COMMIT;

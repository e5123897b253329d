import GRDB

extension Migrations {
    /// The food catalogue (USDA SR28 reference data, shared by every user and loaded lazily from
    /// the bundled file on first use), the immutable food log, custom foods, recipes, the energy
    /// profile and nutrient targets.
    static func food(_ db: Database) throws {
        try db.execute(
            sql: """
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
                CREATE INDEX custom_foods_owner ON custom_foods(owner_id);
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
                CREATE INDEX recipes_owner ON recipes(owner_id);
                CREATE TABLE recipe_ingredients (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
                    food_id TEXT NOT NULL,
                    grams REAL NOT NULL,
                    position INTEGER NOT NULL
                );
                CREATE INDEX recipe_ingredients_recipe ON recipe_ingredients(recipe_id, position);
                CREATE INDEX recipe_ingredients_food ON recipe_ingredients(owner_id, food_id);

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
                CREATE INDEX food_events_owner ON food_events(owner_id, occurred_at);
                CREATE INDEX food_events_refers ON food_events(refers_to) WHERE refers_to IS NOT NULL;
                -- The log is append-only: a change is a new correction or retraction event.
                CREATE TRIGGER food_events_immutable BEFORE UPDATE ON food_events
                BEGIN SELECT RAISE(ABORT, 'food events are immutable; append a correction or retraction'); END;

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
                """)
    }
}

import GRDB

extension Migrations {
    /// Saved price comparisons and their products, stored as the user typed them (`6x330`,
    /// `12.99/2`, `fl oz`) so opening one shows the same text again; results are computed on read.
    /// Products are deleted explicitly with their comparison (no cascade, so the change log holds
    /// them), and the reference is checked at commit: undo replays a batch's rows in any order.
    static func prices(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE price_comparisons (
                    id TEXT PRIMARY KEY NOT NULL,
                    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    unit_system TEXT NOT NULL CHECK (unit_system IN ('metric', 'us')),
                    display_unit TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX price_comparisons_owner ON price_comparisons(owner_id, updated_at);
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
                CREATE INDEX price_products_comparison ON price_products(comparison_id, position);
                CREATE INDEX price_products_owner ON price_products(owner_id);
                """)
    }
}

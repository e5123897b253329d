import GRDB

extension Migrations {
    /// The rated intentions, found through an index that holds what the insights' feelings count
    /// (per tag and per area). Without it every Focus page and `GET /api/v1/insights` read every
    /// intention's row from the table to look at its feeling (5,216 rows on ten years of history,
    /// pages that a fresh read copies from the file one by one). Partial, so only rated intentions
    /// are in it, and no statement without a feeling condition can pick it.
    static func ratedIntentions(_ db: Database) throws {
        // " WHERE " on one line: the schema comparison with PostgreSQL finds the condition by it.
        try db.execute(
            sql: "CREATE INDEX intentions_rated ON intentions(owner_id, feeling, state, ends_at, goal_id, area_id, id, tags) "
                + "WHERE feeling IS NOT NULL")
    }
}

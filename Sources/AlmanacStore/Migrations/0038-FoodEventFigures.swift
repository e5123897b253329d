import GRDB

extension Migrations {
    /// Each food event keeps the one figure the energy balance reads of it (`figure`, and an
    /// activity's `figure_minutes`) beside its JSON. A food day's learnt expenditure reads the 28
    /// days before it for their energy alone; SQLite parsed every one of those entries for it
    /// (a logged food is about 2 KB of nutrients), most of a food day's read. Filled here from the
    /// same paths the read used (208 is energy in kcal), as text (`->` hands a number on as it was written, so it parses
    /// to the JSON decoder's Double); new events get theirs from `FoodEventRecord.set(entry:)`.
    /// The log stays append-only: its trigger is made again around the one filling update.
    static func foodEventFigures(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE food_events ADD COLUMN figure TEXT;
                ALTER TABLE food_events ADD COLUMN figure_minutes TEXT;
                DROP TRIGGER food_events_immutable;
                UPDATE food_events SET
                    figure = CASE entry_kind
                        WHEN 'eaten' THEN entry -> '$.eaten._0.nutrients."208"'
                        WHEN 'quickAdd' THEN entry -> '$.quickAdd.kcal'
                        WHEN 'basalEnergy' THEN entry -> '$.basalEnergy.kcal'
                        WHEN 'weight' THEN entry -> '$.weight.kilograms'
                        WHEN 'activity' THEN entry -> '$.activity.kcal' END,
                    figure_minutes = CASE entry_kind WHEN 'activity' THEN entry -> '$.activity.minutes' END
                WHERE entry IS NOT NULL AND json_valid(entry);
                CREATE TRIGGER food_events_immutable BEFORE UPDATE ON food_events
                BEGIN SELECT RAISE(ABORT, 'food events are immutable; append a correction or retraction'); END;
                """)
    }
}

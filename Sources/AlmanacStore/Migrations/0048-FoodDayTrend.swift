import GRDB

extension Migrations {
    /// Each kept weigh-in day's trend weight (`food_days.trend_kg`, `TrendWeight`'s point of that
    /// day from every weigh-in before it), kept by the transaction that writes the log, so the
    /// weight page and the weigh-ins' API read the year they show and not ten years of weigh-ins
    /// to carry the trend up to it. A basis says whether its days were cut with their trend
    /// (`with_trend`): those cut before are not, so the server's next start cuts every log's days
    /// again (`rebuildStaleFoodDays`), and until then they are read from the log.
    static func foodDayTrend(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE food_days ADD COLUMN trend_kg REAL;
                ALTER TABLE food_day_basis ADD COLUMN with_trend INTEGER NOT NULL DEFAULT 0 CHECK (with_trend IN (0, 1));
                """)
    }
}

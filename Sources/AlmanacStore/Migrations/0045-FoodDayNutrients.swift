import GRDB

extension Migrations {
    /// Each kept food day's nutrients (`food_day_nutrients`): the day's total of every nutrient its
    /// foods carry (`DayIntake.nutrients`; a nutrient not there is 0), kept with `food_days` by the
    /// transaction that writes the log, so the history page averages 30 days of a few nutrients
    /// from about 300 rows instead of decoding some 450 logged foods of about a hundred nutrients
    /// each. A table rather than columns: the nutrients are SR28's open set of numbers (a target
    /// may name any), and the page reads only those it shows. A basis says whether its days were
    /// cut with their nutrients (`with_nutrients`): those cut before are not, so the server's next
    /// start cuts every log's days again, nutrients included (`rebuildStaleFoodDays`).
    static func foodDayNutrients(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE food_day_nutrients (
                    owner_id TEXT NOT NULL,
                    day TEXT NOT NULL,
                    nutrient TEXT NOT NULL,
                    amount REAL NOT NULL,
                    PRIMARY KEY (owner_id, day, nutrient),
                    FOREIGN KEY (owner_id, day) REFERENCES food_days(owner_id, day) ON DELETE CASCADE
                );
                ALTER TABLE food_day_basis ADD COLUMN with_nutrients INTEGER NOT NULL DEFAULT 0 CHECK (with_nutrients IN (0, 1));
                """)
    }
}

import AlmanacCore
import Foundation
import GRDB

extension Migrations {
    /// Numbers stored before every number from outside was checked against its `Quantity` (a
    /// recipe of 1e19 servings, a weight of 1e300 kg) are brought into range: a column value is
    /// clamped to its quantity's bounds; a food log entry out of range is retracted (the log is
    /// append-only), so the day totals stop counting it and it can be logged again correctly.
    static func numbersInRange(_ db: Database) throws {
        let columns: [(table: String, column: String, quantity: Quantity)] = [
            ("recipes", "servings", .servings), ("recipes", "yield_grams", .yieldGrams),
            ("recipe_ingredients", "grams", .gramsPerEntry), ("custom_foods", "serving_grams", .servingGrams),
            ("energy_profiles", "birth_year", .birthYear), ("energy_profiles", "height_cm", .heightCm),
            ("energy_profiles", "activity_multiplier", .activityMultiplier), ("nutrient_targets", "amount", .nutrientTarget),
            ("weekly_goals", "estimate_hours", .estimateHours), ("weekly_goals", "percent", .percentDone),
            ("intentions", "planned_minutes", .intentionMinutes),
        ]
        for (table, column, quantity) in columns {
            try clamp(db, table: table, column: column, to: quantity)
        }
        // A recipe's weight is its ingredients' (at most 200 × 10 kg) or its yield.
        try db.execute(sql: "UPDATE recipes SET total_grams = 2000000 WHERE total_grams > 2000000")
        try db.execute(sql: "UPDATE recipes SET total_grams = 1 WHERE total_grams < 1")
        for row in try Row.fetchAll(db, sql: "SELECT id, nutrients FROM custom_foods") {
            let id: String = row["id"]
            let text: String = row["nutrients"]
            guard let values = try? JSONDecoder().decode([String: Double].self, from: Data(text.utf8)) else { continue }
            let clamped = values.mapValues { min(Quantity.nutrientAmount.maximum, max(Quantity.nutrientAmount.minimum, $0)) }
            guard clamped != values else { continue }
            let json = String(decoding: try JSONEncoder.almanac.encode(clamped), as: UTF8.self)
            try db.execute(sql: "UPDATE custom_foods SET nutrients = ? WHERE id = ?", arguments: [json, id])
        }
        try retractEntriesOutOfRange(db)
    }

    /// Sets values outside `quantity` to its nearest bound (a bound that is itself excluded, such
    /// as "more than 0", becomes 1 or the maximum when that is smaller).
    static func clamp(_ db: Database, table: String, column: String, to quantity: Quantity) throws {
        let low = quantity.excludesMinimum ? min(1, quantity.maximum) : quantity.minimum
        let below = quantity.excludesMinimum ? "<=" : "<"
        let name = column.quotedDatabaseIdentifier
        try db.execute(
            sql: """
                UPDATE \(table.quotedDatabaseIdentifier)
                SET \(name) = CASE WHEN \(name) > ? THEN ? ELSE ? END
                WHERE \(name) > ? OR \(name) \(below) ?
                """,
            arguments: [quantity.maximum, quantity.maximum, low, quantity.maximum, quantity.minimum])
    }

    /// Appends a retraction for every record or correction whose entry is out of range or unreadable.
    static func retractEntriesOutOfRange(_ db: Database) throws {
        let now = Date()
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT e.id, e.owner_id, e.kind, e.refers_to, e.entry FROM food_events e
                WHERE e.kind IN ('record', 'correction')
                AND NOT EXISTS (
                    SELECT 1 FROM food_events r WHERE r.kind = 'retraction' AND r.refers_to = COALESCE(e.refers_to, e.id))
                """)
        var retracted: Set<String> = []
        for row in rows {
            let text: String? = row["entry"]
            let entry = text.flatMap { try? JSONDecoder().decode(LedgerEntry.self, from: Data($0.utf8)) }
            guard entry?.isWithinRange != true else { continue }
            let kind: String = row["kind"]
            let original: String = kind == "record" ? row["id"] : (row["refers_to"] ?? row["id"])
            guard retracted.insert(original).inserted else { continue }
            try db.execute(
                sql: """
                    INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, refers_to)
                    SELECT ?, owner_id, occurred_at, ?, 'retraction', id FROM food_events WHERE id = ?
                    """,
                arguments: [UUIDv7.make(at: now), now, original])
        }
    }
}

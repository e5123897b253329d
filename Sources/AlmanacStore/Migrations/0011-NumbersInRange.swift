import AlmanacCore
import Foundation
import GRDB

extension Migrations {
    /// Numbers stored before every number from outside was checked against its `Quantity` (a
    /// recipe of 1e19 servings, a weight of 1e300 kg) are brought into range: a column value is
    /// clamped to its quantity's bounds; a food log entry out of range is retracted (the log is
    /// append-only), so the day totals stop counting it and it can be logged again correctly.
    /// The migration runs it over everyone's rows; an import over the one `owner`'s, on either engine.
    static func numbersInRange(_ db: any StoreDatabase, owner: String? = nil) throws {
        let columns: [(table: String, column: String, quantity: Quantity)] = [
            ("recipes", "servings", .servings), ("recipes", "yield_grams", .yieldGrams),
            ("recipe_ingredients", "grams", .gramsPerEntry), ("custom_foods", "serving_grams", .servingGrams),
            ("energy_profiles", "birth_year", .birthYear), ("energy_profiles", "height_cm", .heightCm),
            ("energy_profiles", "activity_multiplier", .activityMultiplier), ("nutrient_targets", "amount", .nutrientTarget),
            ("weekly_goals", "estimate_hours", .estimateHours), ("weekly_goals", "percent", .percentDone),
            ("intentions", "planned_minutes", .intentionMinutes),
        ]
        let scope = OwnerScope(owner)
        for (table, column, quantity) in columns {
            try clamp(db, table: table, column: column, to: quantity, scope: scope)
        }
        // A recipe's weight is its ingredients' (at most 200 × 10 kg) or its yield.
        try db.execute(
            sql: "UPDATE recipes SET total_grams = 2000000 WHERE total_grams > 2000000\(scope.condition())", arguments: scope.arguments)
        try db.execute(sql: "UPDATE recipes SET total_grams = 1 WHERE total_grams < 1\(scope.condition())", arguments: scope.arguments)
        for row in try Row.fetchAll(
            db, sql: "SELECT id, nutrients FROM custom_foods WHERE nutrients IS NOT NULL\(scope.condition())", arguments: scope.arguments)
        {
            let id: String = row["id"]
            let text: String = row["nutrients"]
            guard let values = try? JSONDecoder().decode([String: Double].self, from: Data(text.utf8)) else { continue }
            let clamped = values.mapValues { min(Quantity.nutrientAmount.maximum, max(Quantity.nutrientAmount.minimum, $0)) }
            guard clamped != values else { continue }
            let json = String(decoding: try JSONEncoder.almanac.encode(clamped), as: UTF8.self)
            try db.execute(
                sql: "UPDATE custom_foods SET nutrients = ? WHERE id = ?\(scope.condition())", arguments: [json, id] + scope.arguments)
        }
        try retractEntriesOutOfRange(db, scope: scope)
    }

    /// Whose rows a rule touches: everyone's (a migration, `owner` nil) or one person's (an
    /// import), as a condition appended to a statement's WHERE and its argument.
    struct OwnerScope {
        var owner: String?

        init(_ owner: String?) { self.owner = owner }

        /// ` AND column = ?` for one person, nothing for everyone.
        func condition(_ column: String = "owner_id") -> String { owner == nil ? "" : " AND \(column) = ?" }
        var arguments: StatementArguments { owner.map { [$0] } ?? [] }
    }

    /// Sets values outside `quantity` to its nearest bound (a bound that is itself excluded, such
    /// as "more than 0", becomes 1 or the maximum when that is smaller). Two statements, each
    /// assigning one bound, so each value's type is the column's on PostgreSQL too.
    static func clamp(_ db: any StoreDatabase, table: String, column: String, to quantity: Quantity, scope: OwnerScope) throws {
        // A whole bound goes as an integer: PostgreSQL takes no "2100.0" for an integer column.
        func value(_ bound: Double) -> DatabaseValue {
            bound.rounded() == bound && abs(bound) < 1e15 ? Int64(bound).databaseValue : bound.databaseValue
        }
        let low = value(quantity.excludesMinimum ? min(1, quantity.maximum) : quantity.minimum)
        let (maximum, minimum) = (value(quantity.maximum), value(quantity.minimum))
        let below = quantity.excludesMinimum ? "<=" : "<"
        let name = column.quotedDatabaseIdentifier
        let table = table.quotedDatabaseIdentifier
        try db.execute(
            sql: "UPDATE \(table) SET \(name) = ? WHERE \(name) > ?\(scope.condition())",
            arguments: [maximum, maximum] + scope.arguments)
        try db.execute(
            sql: "UPDATE \(table) SET \(name) = ? WHERE \(name) \(below) ?\(scope.condition())",
            arguments: [low, minimum] + scope.arguments)
    }

    /// Appends a retraction for every record or correction whose entry is out of range or unreadable.
    static func retractEntriesOutOfRange(_ db: any StoreDatabase, scope: OwnerScope = OwnerScope(nil)) throws {
        let now = Date()
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT e.id, e.owner_id, e.kind, e.refers_to, e.entry FROM food_events e
                WHERE e.kind IN ('record', 'correction')\(scope.condition("e.owner_id"))
                AND NOT EXISTS (
                    SELECT 1 FROM food_events r
                    WHERE r.owner_id = e.owner_id AND r.kind = 'retraction' AND r.refers_to = COALESCE(e.refers_to, e.id))
                """,
            arguments: scope.arguments)
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
                    SELECT ?, owner_id, occurred_at, ?, 'retraction', id FROM food_events WHERE id = ?\(scope.condition())
                    """,
                arguments: [UUIDv7.make(at: now), now, original] + scope.arguments)
        }
    }
}

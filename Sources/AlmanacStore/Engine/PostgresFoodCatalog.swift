import AlmanacCore
import Foundation

extension PostgresStore {
    /// The food catalogue's load on PostgreSQL: every table's rows built in memory as `COPY` text
    /// (progress is reported while they are), then in one transaction, under a lock every server
    /// on the database shares, the old catalogue deleted and each table written with one `COPY`.
    /// `replace: false` leaves a catalogue already there alone, checked under the lock, so two
    /// servers' first users racing load it once. `foods_fts` is an expression index on `foods` here
    /// (PostgresMigrations), kept by the `COPY` itself. Returns the nutrient and portion rows
    /// written, or nil when nothing was.
    func loadFoodCatalog(
        _ foods: FoodDatabase, source: String, replace: Bool, progress: FoodCatalogProgress?
    ) async throws -> (Int, Int)? {
        var groups = PostgresCopyRows()
        for group in foods.groups {
            groups.text(group.code)
            groups.text(group.name)
            groups.endRow()
        }
        var definitions = PostgresCopyRows()
        for definition in foods.nutrients {
            definitions.text(definition.number)
            definitions.text(definition.unit)
            definitions.text(definition.tag)
            definitions.text(definition.name)
            definitions.integer(definition.decimals)
            definitions.integer(definition.order)
            definitions.endRow()
        }
        var records = PostgresCopyRows()
        var nutrients = PostgresCopyRows()
        var portions = PostgresCopyRows()
        let total = foods.foods.count
        for (index, food) in foods.foods.enumerated() {
            for text in [food.ndb, food.groupCode, food.longDesc, food.shortDesc, food.comName, food.manufacturer] { records.text(text) }
            records.integer(food.isSurvey ? 1 : 0)
            records.real(food.refusePercent)
            records.text(FriendlyName.make(longDescription: food.longDesc))
            records.real(food.kcalPer100g)
            records.endRow()
            for (number, amount) in food.nutrients {
                nutrients.text(food.ndb)
                nutrients.text(number)
                nutrients.real(amount)
                nutrients.endRow()
            }
            for (seq, portion) in food.portions.enumerated() {
                portions.text(food.ndb)
                portions.integer(seq)
                portions.real(portion.amount)
                portions.text(portion.description)
                portions.real(portion.grams)
                portions.endRow()
            }
            if let progress, index % 500 == 499 || index == total - 1 { progress(index + 1, total) }
        }
        let tables = [
            ("food_groups", ["code", "name"], groups),
            ("nutrient_definitions", ["number", "unit", "tag", "name", "decimals", "display_order"], definitions),
            (
                "foods",
                [
                    "ndb", "group_code", "long_desc", "short_desc", "com_name", "manufacturer", "is_survey", "refuse_percent",
                    "friendly_name", "kcal_per_100g",
                ], records
            ),
            ("food_nutrients", ["ndb", "nutrient", "amount"], nutrients),
            ("food_portions", ["ndb", "seq", "amount", "description", "grams"], portions),
        ]
        let written = (nutrients.count, portions.count)
        return try await transaction(readOnly: false) { db in
            guard let db = db as? PostgresStoreDatabase else {
                throw PostgresEngineError(message: "the catalogue's load needs a PostgreSQL transaction", statement: nil)
            }
            try db.execute(sql: "SELECT 1 FROM pg_advisory_xact_lock(hashtextextended('almanac.food_catalog', 0))", arguments: [])
            if !replace, try db.fetchOne(Int.self, sql: "SELECT COUNT(*) FROM foods", arguments: []) ?? 0 > 0 { return nil }
            for table in AppDatabase.catalogueTables where table != "foods_fts" {
                try db.execute(sql: "DELETE FROM \(table)", arguments: [])
            }
            for (table, columns, rows) in tables { try db.copy(into: table, columns: columns, rows) }
            try db.execute(
                sql: "INSERT INTO food_catalog (key, value) VALUES ('source', ?), ('foods', ?)", arguments: [source, String(total)])
            return written
        }
    }
}

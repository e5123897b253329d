import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// Numbers an older version stored out of range are brought into range by migration 0011.
@Suite struct NumbersInRangeMigrationTests {
    @Test func outOfRangeRowsAreClampedAndLogEntriesRetracted() async throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "0010-food-events-by-kind")
        let huge = #"{"quickAdd":{"kcal":1e19,"meal":"snack","note":""}}"#
        let fine = #"{"quickAdd":{"kcal":400,"meal":"snack","note":""}}"#
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, time_zone, created_at) VALUES ('u1', 'ada', 'Ada', 'UTC', '2026-01-01');
                    INSERT INTO recipes (id, owner_id, name, servings, yield_grams, nutrients, total_grams, created_at, updated_at)
                    VALUES ('r1', 'u1', 'Huge', 1e19, 1e300, '{}', 1e300, '2026-01-01', '2026-01-01');
                    INSERT INTO recipes (id, owner_id, name, servings, yield_grams, nutrients, total_grams, created_at, updated_at)
                    VALUES ('r2', 'u1', 'Soup', 4, NULL, '{}', 800, '2026-01-01', '2026-01-01');
                    INSERT INTO energy_profiles (id, owner_id, sex, birth_year, height_cm) VALUES ('p1', 'u1', 'female', 9223372036854775807, -5);
                    INSERT INTO custom_foods (id, owner_id, name, nutrients, serving_grams, portions, created_at, updated_at)
                    VALUES ('c1', 'u1', 'Bar', '{"208":1e300,"203":10}', 0, '[]', '2026-01-01', '2026-01-01');
                    """)
            for (id, entry) in [("e1", huge), ("e2", fine)] {
                try db.execute(
                    sql: """
                        INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, entry_kind, entry)
                        VALUES (?, 'u1', '2026-01-01 12:00:00.000', '2026-01-01 12:00:00.000', 'record', 'quickAdd', ?)
                        """, arguments: [id, entry])
            }
        }
        try Migrations.migrator.migrate(queue)
        try await queue.read { db in
            let recipes = try Row.fetchAll(db, sql: "SELECT servings, yield_grams, total_grams FROM recipes ORDER BY id")
            #expect(recipes[0]["servings"] as Double == 1_000)
            #expect(recipes[0]["yield_grams"] as Double == 100_000)
            #expect(recipes[0]["total_grams"] as Double == 2_000_000)
            #expect(recipes[1]["servings"] as Double == 4)
            let profile = try Row.fetchOne(db, sql: "SELECT birth_year, height_cm FROM energy_profiles")!
            #expect(profile["birth_year"] as Int == 2100)
            #expect(profile["height_cm"] as Double == 50)
            let food = try Row.fetchOne(db, sql: "SELECT nutrients, serving_grams FROM custom_foods")!
            #expect(food["serving_grams"] as Double == 0.01)
            #expect((food["nutrients"] as String).contains("1000000"))
            let retracted = try String.fetchAll(db, sql: "SELECT refers_to FROM food_events WHERE kind = 'retraction'")
            #expect(retracted == ["e1"])
        }
        // Running it again changes nothing more (a second retraction would double-count nothing, but is noise).
        try await queue.write { db in try Migrations.retractEntriesOutOfRange(AppDatabase.store(db)) }
        #expect(try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM food_events WHERE kind = 'retraction'") } == 1)
    }

    @Test func anImportedExportWithNumbersOutOfRangeIsBroughtIntoRange() async throws {
        let database = try await TestEngine.database()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        try await database.saveRecipe(
            owner: ada.id, RecipeInput(name: "Soup", servings: 4, yieldGrams: nil, ingredients: [("09040", 120)]))
        var export = try await database.exportAccount(owner: ada.id)
        export.tables["recipes"] = export.tables["recipes"]?.map { row in
            var row = row
            row["servings"] = .real(1e19)
            return row
        }
        let elsewhere = try await TestEngine.database()
        let bob = try await elsewhere.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        try await elsewhere.importAccount(owner: bob.id, export)
        let recipes = try await elsewhere.recipes(owner: bob.id)
        #expect(recipes.map(\.servings) == [1_000])
    }
}

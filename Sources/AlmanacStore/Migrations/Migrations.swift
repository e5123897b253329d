import GRDB

/// Numbered, forward-only schema migrations. Each module adds its own file and one line here.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001-foundation", migrate: foundation)
        migrator.registerMigration("0005-food", migrate: food)
        return migrator
    }
}

/// Tables exported by `almanac export` (every table with an `owner_id`, parents before
/// children). Each module adds its tables.
enum ExportedTables {
    static let all: [String] = [
        "custom_foods", "recipes", "recipe_ingredients", "food_events", "energy_profiles", "nutrient_targets",
    ]
}

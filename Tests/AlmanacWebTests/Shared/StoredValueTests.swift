import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Whatever an older version may have stored, rendering never traps: extreme numbers are written
/// straight into every numeric column and every number inside stored JSON, then every page a
/// user can reach and every API read answer without a server error.
@Suite struct StoredValueTests {
    /// Every user-owned table's numeric columns (by declared type), and its JSON text columns.
    static func columns(_ db: Database) throws -> [(table: String, numeric: [String], json: [String])] {
        var result: [(String, [String], [String])] = []
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        for table in tables {
            let info = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table.quotedDatabaseIdentifier))")
            let names = info.map { $0["name"] as String }
            guard names.contains("owner_id") else { continue }
            var numeric: [String] = []
            var json: [String] = []
            for column in info {
                let name: String = column["name"]
                let type: String = column["type"]
                if ["INTEGER", "REAL"].contains(type.uppercased()), name != "id" {
                    numeric.append(name)
                } else if type.uppercased() == "TEXT" {
                    let sample = try String.fetchOne(
                        db, sql: "SELECT \(name.quotedDatabaseIdentifier) FROM \(table.quotedDatabaseIdentifier) LIMIT 1")
                    if let sample, sample.hasPrefix("{") || sample.hasPrefix("[") { json.append(name) }
                }
            }
            result.append((table, numeric, json))
        }
        return result
    }

    /// Writes `value` into every numeric column and every number in stored JSON, where the
    /// schema's own checks allow it (the append-only food log gets a copy of each record).
    static func poison(_ database: AppDatabase, with value: String) async throws {
        try await database.writer.write { db in
            for (table, numeric, json) in try columns(db) {
                for column in numeric {
                    try? db.execute(sql: "UPDATE \(table.quotedDatabaseIdentifier) SET \(column.quotedDatabaseIdentifier) = \(value)")
                }
                if table == "food_events" { continue }
                for column in json {
                    let rows = try Row.fetchAll(
                        db, sql: "SELECT id, \(column.quotedDatabaseIdentifier) AS j FROM \(table.quotedDatabaseIdentifier)")
                    for row in rows {
                        guard let text = row["j"] as String? else { continue }
                        let changed = text.replacing(/(:\s*)-?\d+(\.\d+)?(e[+-]?\d+)?/) { "\($0.output.1)\(value)" }
                        try? db.execute(
                            sql: "UPDATE \(table.quotedDatabaseIdentifier) SET \(column.quotedDatabaseIdentifier) = ? WHERE id = ?",
                            arguments: [changed, row["id"] as String])
                    }
                }
            }
            let events = try Row.fetchAll(db, sql: "SELECT * FROM food_events WHERE kind = 'record'")
            for event in events {
                guard let entry = event["entry"] as String? else { continue }
                let changed = entry.replacing(/(:\s*)-?\d+(\.\d+)?(e[+-]?\d+)?/) { "\($0.output.1)\(value)" }
                try db.execute(
                    sql: """
                        INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, refers_to, entry_kind, food_id, entry)
                        VALUES (?, ?, ?, ?, 'record', NULL, ?, ?, ?)
                        """,
                    arguments: [
                        (event["id"] as String) + "-x\(value)", event["owner_id"] as String, event["occurred_at"] as String,
                        event["recorded_at"] as String, event["entry_kind"] as String?, event["food_id"] as String?, changed,
                    ])
            }
        }
    }

    @Test(arguments: ["1e300", "-1e300", "9223372036854775807", "-9223372036854775808", "0"])
    func pagesAndReadsSurviveExtremeStoredNumbers(value: String) async throws {
        let (database, app) = try await makeApp()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let world = try await NumberFuzzTests.makeWorld(database, &visitor)
            let user = try await database.user(named: "ada")
            try await database.addWeight(owner: user.id, kilograms: 72.5)
            try await database.quickAdd(owner: user.id, kcal: 400, meal: .snack)
            try await database.setEnergyProfile(owner: user.id, sex: .female, birthYear: 1990, heightCm: 170, activityMultiplier: 1.4)
            try await database.setNutrientTarget(owner: user.id, nutrient: "203", amount: 60)
            try await database.saveDayModule(owner: user.id, day: world.today, .health(weightKg: 70, restingHeartRate: 55, notes: nil))
            try await database.saveDayModule(owner: user.id, day: world.today, .workout(type: "Run", minutes: 30, notes: nil))
            try await Self.poison(database, with: value)
            visitor.checksSchemas = false  // the planted values are outside what any operation writes

            var pages = [
                "/today", "/week", "/week/\(world.today)/report", "/focus", "/focus/history", "/tasks", "/timelines", "/timelines/graph",
                "/prices", "/prices/saved", "/food", "/food/history", "/food/weight", "/food/custom", "/food/recipes", "/settings",
            ]
            pages += world.ids.compactMap { prefix, id in
                switch prefix {
                case "/recipes": "/food/recipes/\(id)"
                case "/custom-foods": "/food/custom/\(id)/edit"
                default: nil
                }
            }
            for page in pages {
                let response = try await visitor.get(page)
                #expect(response.status.code < 500, "GET \(page) with \(value) stored answered \(response.status)")
            }
            let document = try await visitor.get("/api/v1/openapi.json").json
            for (template, methods) in document["paths"] as? [String: [String: Any]] ?? [:] where methods["get"] != nil {
                let path = world.resolve(String(template.dropFirst("/api/v1".count)))
                let response = try await visitor.api(.get, "/api/v1\(path)", token: world.token)
                #expect(response.status.code < 500, "GET \(template) with \(value) stored answered \(response.status): \(response.text)")
            }
            #expect(try await visitor.get("/healthz").status == .ok)
        }
    }
}

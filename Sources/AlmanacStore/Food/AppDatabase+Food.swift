import AlmanacCore
import Foundation
import GRDB

extension AppDatabase {

    // MARK: Foods

    /// Nutrient definitions in SR28's display order.
    public func nutrientDefinitions() async throws -> [NutrientInfo] {
        try await ensureFoodCatalog()
        return try await read { db in try Self.nutrientDefinitions(db: db) }
    }

    static func nutrientDefinitions(db: any StoreDatabase) throws -> [NutrientInfo] {
        try Row.fetchAll(db, sql: "SELECT * FROM nutrient_definitions ORDER BY display_order").map {
            NutrientInfo(number: $0["number"], name: $0["name"], unit: $0["unit"], decimals: $0["decimals"], order: $0["display_order"])
        }
    }

    /// An SR28 food (by NDB), or one of the owner's custom foods or recipes (by id).
    public func food(owner: String, id: String) async throws -> FoodDetail {
        try await ensureFoodCatalog()
        return try await read { db in try Self.food(owner: owner, id: id, db: db) }
    }

    /// A food with the nutrients' definitions (their names, units and order), in one read.
    public func foodAndNutrientDefinitions(owner: String, id: String) async throws -> (food: FoodDetail, definitions: [NutrientInfo]) {
        try await ensureFoodCatalog()
        return try await read { db in (try Self.food(owner: owner, id: id, db: db), try Self.nutrientDefinitions(db: db)) }
    }

    static func food(owner: String, id: String, db: any StoreDatabase) throws -> FoodDetail {
        if let row = try Row.fetchOne(
            db,
            sql:
                "SELECT f.*, COALESCE(g.name, '') AS group_name FROM foods f LEFT JOIN food_groups g ON g.code = f.group_code WHERE ndb = ?",
            arguments: [id])
        {
            let nutrients = try Row.fetchAll(db, sql: "SELECT nutrient, amount FROM food_nutrients WHERE ndb = ?", arguments: [id])
            let portions = try Row.fetchAll(
                db, sql: "SELECT amount, description, grams FROM food_portions WHERE ndb = ? ORDER BY seq", arguments: [id])
            return FoodDetail(
                id: id, ndb: id, kind: .sr28, name: row["long_desc"], friendlyName: row["friendly_name"], groupName: row["group_name"],
                per100g: Dictionary(
                    nutrients.map { row -> (String, Double) in (row["nutrient"], row["amount"]) }, uniquingKeysWith: { a, _ in a }),
                portions: portions.map { FoodPortion(amount: $0["amount"], description: $0["description"], grams: $0["grams"]) })
        }
        if let custom = try CustomFoodRecord.existing(id, by: owner, in: db) {
            var portions = custom.portionList
            if let serving = custom.servingGrams, !portions.contains(where: { $0.description == "serving" }) {
                portions.insert(FoodPortion(amount: 1, description: "serving", grams: serving), at: 0)
            }
            return FoodDetail(
                id: id, ndb: nil, kind: .custom, name: custom.name, friendlyName: custom.name, groupName: "Your foods",
                per100g: custom.per100g,
                portions: portions)
        }
        if let recipe = try RecipeRecord.existing(id, by: owner, in: db) {
            return FoodDetail(
                id: id, ndb: nil, kind: .recipe, name: recipe.name, friendlyName: recipe.name, groupName: "Your recipes",
                per100g: recipe.per100g, portions: [FoodPortion(amount: 1, description: "serving", grams: recipe.servingGrams)])
        }
        throw AlmanacError.notFound("No food with id \(id).")
    }

    /// Everything the search index holds for `owner`: SR28 plus their custom foods and recipes.
    func searchableFoods(owner: String, db: any StoreDatabase) throws -> [SearchableFood] {
        let foods = try CustomFoodRecord.fetchReadable(
            db, sql: "SELECT * FROM custom_foods WHERE owner_id = ? ORDER BY id", arguments: [owner])
        let recipes = try RecipeRecord.fetchReadable(db, sql: "SELECT * FROM recipes WHERE owner_id = ? ORDER BY id", arguments: [owner])
        return foods.map { SearchableFood(id: $0.id, name: $0.name, groupName: "Your foods", flags: .custom) }
            + recipes.map { SearchableFood(id: $0.id, name: $0.name, groupName: "Your recipes", flags: .recipe) }
    }

    /// SR28's foods in search form.
    public func catalogSearchableFoods() async throws -> [SearchableFood] {
        try await ensureFoodCatalog()
        return try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT f.ndb, f.group_code, f.long_desc, f.com_name, f.manufacturer, f.is_survey, COALESCE(g.name, '') AS group_name
                    FROM foods f LEFT JOIN food_groups g ON g.code = f.group_code ORDER BY f.ndb
                    """
            ).map { row in
                SearchableFood(
                    FoodRecord(
                        ndb: row["ndb"], longDesc: row["long_desc"], comName: row["com_name"], manufacturer: row["manufacturer"],
                        isSurvey: row["is_survey"], groupCode: row["group_code"], groupName: row["group_name"]))
            }
        }
    }

    /// A fingerprint of the owner's custom foods and recipes: the search cache rebuilds when it changes
    /// (also after an undo, which bypasses the intent methods).
    func customFoodsFingerprint(owner: String) async throws -> String {
        try await read { db in try Self.customFoodsFingerprint(owner: owner, db: db) }
    }

    static func customFoodsFingerprint(owner: String, db: any StoreDatabase) throws -> String {
        return try String.fetchOne(
            db,
            sql: """
                SELECT COUNT(*) || ':' || COALESCE(group_concat(id || '=' || name, '|'), '') FROM (
                  SELECT id, name FROM custom_foods WHERE owner_id = ? UNION ALL SELECT id, name FROM recipes WHERE owner_id = ? ORDER BY id) AS foods
                """, arguments: [owner, owner]) ?? ""
    }

    /// How often the owner logged each food (retracted entries not counted), for search ranking.
    public func foodLogCounts(owner: String) async throws -> [String: Int] {
        try await read { db in try Self.foodLogCounts(owner: owner, db: db) }
    }

    static func foodLogCounts(owner: String, db: any StoreDatabase) throws -> [String: Int] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT food_id, COUNT(*) AS n FROM food_events e
                WHERE owner_id = ? AND kind = 'record' AND food_id IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM food_events r WHERE r.refers_to = e.id AND r.kind = 'retraction')
                GROUP BY food_id
                """, arguments: [owner])
        return Dictionary(rows.map { row -> (String, Int) in (row["food_id"], row["n"]) }, uniquingKeysWith: +)
    }

    // MARK: The log

    static func grams(for amount: FoodAmount, of food: FoodDetail) throws -> Double {
        switch amount {
        case .grams(let grams):
            try FoodAmountRules.validateGrams(grams)
            return grams
        case .portion(let count, let name):
            if ["g", "gram", "grams"].contains(name.lowercased()) {
                try FoodAmountRules.validateGrams(count, field: "amount")
                return count
            }
            return try FoodAmountRules.grams(amount: count, portion: name, of: food.portions)
        }
    }

    static func eaten(_ food: FoodDetail, grams: Double, meal: Meal) throws -> EatenFood {
        let eaten = EatenFood(foodId: food.id, ndb: food.ndb, name: food.friendlyName, grams: grams, meal: meal, per100g: food.per100g)
        try FoodAmountRules.validate(eaten)
        return eaten
    }

    func appendEvent(
        _ batch: inout ChangeBatch, kind: FoodEventRecord.Kind, refersTo: String? = nil, entry: LedgerEntry?, occurredAt: Date
    ) throws -> FoodEventRecord {
        var record = FoodEventRecord(
            id: UUIDv7.make(at: batch.now), ownerId: batch.owner, occurredAt: occurredAt, recordedAt: batch.now, kind: kind,
            refersTo: refersTo)
        if let entry { try record.set(entry: entry) }
        try batch.insert(record)
        return record
    }

    /// Appends raw log events (records, then corrections and retractions of the owner's records)
    /// in one transaction and one undoable action, ids and times as given: a long history at once,
    /// as the benchmark seeds it.
    public func appendFoodLog(owner: String, _ events: [FoodEvent]) async throws {
        try await write(owner: owner) { batch in
            batch.describe("Added \(events.count) log events")
            for event in events {
                var record = FoodEventRecord(
                    id: event.id, ownerId: owner, occurredAt: event.occurredAt, recordedAt: event.recordedAt, kind: .record)
                switch event.body {
                case .record(let entry):
                    try record.set(entry: entry)
                case .correction(let original, let entry, let occurredAt):
                    record.kind = .correction
                    record.occurredAt = occurredAt
                    record.refersTo = original
                    try record.set(entry: entry)
                case .retraction(let original):
                    record.kind = .retraction
                    record.refersTo = original
                }
                if let original = record.refersTo {
                    guard
                        try Int.fetchOne(
                            batch.db,
                            sql: "SELECT COUNT(*) FROM food_events WHERE id = ? AND owner_id = ? AND kind = 'record'",
                            arguments: [original, owner]) == 1
                    else { throw AlmanacError.invalid("refersTo", "Event \(event.id) refers to \(original), which is not a logged entry.") }
                }
                try batch.insert(record)
            }
        }
    }

    /// Logs `amount` of a food to `meal` at `at` (now when nil). Returns the new event's id.
    @discardableResult
    public func logFood(owner: String, foodId: String, amount: FoodAmount, meal: Meal, at: Date? = nil) async throws -> String {
        try await ensureFoodCatalog()
        return try await write(owner: owner) { batch in
            let food = try Self.food(owner: owner, id: foodId, db: batch.db)
            let grams = try Self.grams(for: amount, of: food)
            let eaten = try Self.eaten(food, grams: grams, meal: meal)
            batch.describe("Logged \(Self.gramsText(grams)) of “\(food.friendlyName)”")
            return try appendEvent(&batch, kind: .record, entry: .eaten(eaten), occurredAt: at ?? batch.now).id
        }
    }

    /// Calories without a food ("birthday cake, about 400").
    @discardableResult
    public func quickAdd(owner: String, kcal: Double, meal: Meal, note: String = "", at: Date? = nil) async throws -> String {
        try FoodAmountRules.validateKcal(kcal)
        guard kcal > 0 else { throw AlmanacError.invalid("kcal", "Quick add needs more than 0 kcal.") }
        let trimmed = note.trimmingCharacters(in: .whitespacesAndNewlines)
        let label = trimmed.isEmpty ? "" : try Validate.title(trimmed, field: "note", max: Limits.nameLength)
        return try await write(owner: owner) { batch in
            batch.describe("Added \(NumberText.whole(kcal)) kcal to \(meal.rawValue)")
            return try appendEvent(
                &batch, kind: .record, entry: .quickAdd(kcal: kcal, meal: meal, note: label), occurredAt: at ?? batch.now
            ).id
        }
    }

    /// A manual activity: kcal burned on top of resting energy.
    @discardableResult
    public func addActivity(owner: String, name: String, minutes: Double, kcal: Double, at: Date? = nil) async throws -> String {
        let title = try Validate.title(name, field: "name", max: Limits.nameLength)
        try Quantity.activityMinutes.check(minutes, field: "minutes")
        try Quantity.kcalPerActivity.check(kcal, field: "kcal")
        return try await write(owner: owner) { batch in
            batch.describe("Added the activity “\(title)”")
            return try appendEvent(
                &batch, kind: .record, entry: .activity(name: title, minutes: minutes, kcal: kcal), occurredAt: at ?? batch.now
            ).id
        }
    }

    /// Active or basal energy measured by a device.
    @discardableResult
    public func addEnergySample(owner: String, basal: Bool, kcal: Double, at: Date? = nil) async throws -> String {
        try Quantity.kcalPerSample.check(kcal, field: "kcal")
        return try await write(owner: owner) { batch in
            batch.describe(basal ? "Recorded resting energy" : "Recorded active energy")
            let entry: LedgerEntry = basal ? .basalEnergy(kcal: kcal) : .activeEnergy(kcal: kcal)
            return try appendEvent(&batch, kind: .record, entry: entry, occurredAt: at ?? batch.now).id
        }
    }

    /// A weigh-in.
    @discardableResult
    public func addWeight(owner: String, kilograms: Double, at: Date? = nil) async throws -> String {
        try Quantity.bodyKilograms.check(kilograms, field: "kilograms")
        return try await write(owner: owner) { batch in
            batch.describe("Weighed in at \(String(format: "%.1f", kilograms)) kg")
            return try appendEvent(&batch, kind: .record, entry: .weight(kilograms: kilograms), occurredAt: at ?? batch.now).id
        }
    }

    /// The owner's original event `id` as it stands now (after corrections), or not found
    /// (unknown, foreign, a correction's own id, or retracted).
    static func effectiveEvent(owner: String, id: String, db: any StoreDatabase) throws -> EffectiveEvent {
        guard
            let effective = try effectiveEvents(owner: owner, matching: [("kind = 'record' AND id = ?", [id])], db: db).first
        else { throw AlmanacError.notFound("No log entry with id \(id).") }
        return effective
    }

    /// One of the owner's log entries as it stands now (after corrections), or not found.
    public func foodEntry(owner: String, id: String) async throws -> EffectiveEvent {
        try await read { db in try Self.effectiveEvent(owner: owner, id: id, db: db) }
    }

    /// Changes a logged food's amount, meal or time by appending a correction.
    public func correctFoodEntry(owner: String, id: String, amount: FoodAmount?, meal: Meal?, at: Date?) async throws {
        try await ensureFoodCatalog()
        try await write(owner: owner) { batch in
            let original = try Self.effectiveEvent(owner: owner, id: id, db: batch.db)
            let entry: LedgerEntry
            switch original.entry {
            case .eaten(let eaten):
                let food = try Self.food(owner: owner, id: eaten.foodId, db: batch.db)
                let grams = try amount.map { try Self.grams(for: $0, of: food) } ?? eaten.grams
                // Keep the nutrients as logged; only the amount scales them.
                let per100g = eaten.nutrients.mapValues { $0 * 100 / eaten.grams }
                var corrected = EatenFood(
                    foodId: eaten.foodId, ndb: eaten.ndb, name: eaten.name, grams: grams, meal: meal ?? eaten.meal, per100g: per100g)
                corrected.name = eaten.name
                try FoodAmountRules.validate(corrected)
                entry = .eaten(corrected)
                batch.describe("Changed “\(eaten.name)” to \(Self.gramsText(grams))")
            case .quickAdd(let kcal, let oldMeal, let note):
                var newKcal = kcal
                if case .grams(let value)? = amount { newKcal = value }
                try FoodAmountRules.validateKcal(newKcal)
                entry = .quickAdd(kcal: newKcal, meal: meal ?? oldMeal, note: note)
                batch.describe("Changed a quick add")
            default:
                throw AlmanacError.invalid("id", "Only food entries and quick adds can be changed; delete and add again instead.")
            }
            _ = try appendEvent(&batch, kind: .correction, refersTo: id, entry: entry, occurredAt: at ?? original.occurredAt)
        }
    }

    /// Removes a log entry (food, quick add, activity, weight) by appending a retraction.
    public func retractEntry(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let original = try Self.effectiveEvent(owner: owner, id: id, db: batch.db)
            batch.describe("Deleted “\(Self.label(original.entry))”")
            _ = try appendEvent(&batch, kind: .retraction, refersTo: id, entry: nil, occurredAt: original.occurredAt)
        }
    }

    /// Copies the foods of `meal` on `from` to the same meal and clock times on `to`.
    @discardableResult
    public func copyMeal(owner: String, meal: Meal, from: LocalDay, to: LocalDay) async throws -> Int {
        try await write(owner: owner) { batch in
            let preferences = try Self.preferences(owner: owner, db: batch.db)
            let zone = preferences.zone
            let source = try Self.effectiveEvents(owner: owner, on: from, preferences: preferences, db: batch.db)
            let shift = to.start(in: zone).timeIntervalSince(from.start(in: zone))
            var copied = 0
            for event in source {
                switch event.entry {
                case .eaten(let food) where food.meal == meal: break
                case .quickAdd(_, let m, _) where m == meal: break
                default: continue
                }
                _ = try appendEvent(&batch, kind: .record, entry: event.entry, occurredAt: event.occurredAt.addingTimeInterval(shift))
                copied += 1
            }
            guard copied > 0 else { throw AlmanacError.invalid("meal", "There is nothing logged for \(meal.rawValue) on \(from).") }
            batch.describe("Copied \(meal.rawValue) from \(from)")
            return copied
        }
    }

    static func label(_ entry: LedgerEntry) -> String {
        switch entry {
        case .eaten(let food): food.name
        case .quickAdd(let kcal, _, let note): note.isEmpty ? "\(NumberText.whole(kcal)) kcal" : note
        case .activity(let name, _, _): name
        case .activeEnergy: "active energy"
        case .basalEnergy: "resting energy"
        case .weight(let kg): String(format: "%.1f kg", kg)
        }
    }

    static func gramsText(_ grams: Double) -> String {
        NumberText.plain(grams, decimals: 1) + " g"
    }
}

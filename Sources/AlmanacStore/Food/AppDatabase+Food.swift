import AlmanacCore
import Foundation
import GRDB

/// A food as the log and the detail page need it: nutrients per 100 g and portions.
public struct FoodDetail: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case sr28, custom, recipe }
    public var id: String
    public var ndb: String?
    public var kind: Kind
    public var name: String
    public var friendlyName: String
    public var groupName: String
    /// Nutr_No → amount per 100 g.
    public var per100g: [String: Double]
    public var portions: [FoodPortion]
    public var kcalPer100g: Double { per100g[NutrientNumber.energyKcal] ?? 0 }

    public init(
        id: String, ndb: String?, kind: Kind, name: String, friendlyName: String, groupName: String, per100g: [String: Double],
        portions: [FoodPortion]
    ) {
        self.id = id
        self.ndb = ndb
        self.kind = kind
        self.name = name
        self.friendlyName = friendlyName
        self.groupName = groupName
        self.per100g = per100g
        self.portions = portions
    }
}

public struct NutrientInfo: Codable, Sendable, Equatable {
    public var number: String
    public var name: String
    public var unit: String
    public var decimals: Int
    public var order: Int
}

/// One day of the ledger as pages, API and CLI show it.
public struct FoodDayReport: Codable, Sendable {
    public var summary: DaySummary
    /// Nutr_No → daily target the user set.
    public var targets: [String: Double]
    /// The weight the Mifflin-St Jeor estimate used (latest weigh-in up to that day).
    public var weightKg: Double?
    public var hasProfile: Bool
}

/// A weigh-in as the weight page lists it (an effective event).
public struct WeightEntry: Codable, Sendable, Equatable {
    public var id: String
    public var occurredAt: Date
    public var day: LocalDay
    public var kilograms: Double
}

public struct CustomFoodInput: Sendable {
    public var name: String
    /// Nutr_No → amount per 100 g, or per serving when `servingGrams` is set.
    public var nutrients: [String: Double]
    public var servingGrams: Double?
    public var portions: [FoodPortion]

    public init(name: String, nutrients: [String: Double], servingGrams: Double? = nil, portions: [FoodPortion] = []) {
        self.name = name
        self.nutrients = nutrients
        self.servingGrams = servingGrams
        self.portions = portions
    }
}

public struct RecipeInput: Sendable {
    public var name: String
    public var servings: Double
    public var yieldGrams: Double?
    public var ingredients: [(foodId: String, grams: Double)]

    public init(name: String, servings: Double, yieldGrams: Double? = nil, ingredients: [(foodId: String, grams: Double)]) {
        self.name = name
        self.servings = servings
        self.yieldGrams = yieldGrams
        self.ingredients = ingredients
    }
}

public struct RecipeDetail: Codable, Sendable {
    public struct Ingredient: Codable, Sendable {
        public var foodId: String
        public var name: String
        public var grams: Double
        public var kcal: Double
    }
    public var recipe: RecipeRecord
    public var ingredients: [Ingredient]
}

extension Meal {
    /// The meal a person most likely means at `date` in `zone` (for the log form's default).
    public static func suggested(at date: Date, in zone: TimeZone) -> Meal {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let minutes = calendar.component(.hour, from: date) * 60 + calendar.component(.minute, from: date)
        switch minutes {
        case 300..<630: return .breakfast
        case 660..<870: return .lunch
        case 1050..<1290: return .dinner
        default: return .snack
        }
    }
}

extension AppDatabase {

    // MARK: Foods

    /// Nutrient definitions in SR28's display order.
    public func nutrientDefinitions() async throws -> [NutrientInfo] {
        try await ensureFoodCatalog()
        return try await read { db in try Self.nutrientDefinitions(db: db) }
    }

    static func nutrientDefinitions(db: Database) throws -> [NutrientInfo] {
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

    static func food(owner: String, id: String, db: Database) throws -> FoodDetail {
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
        if let custom = try CustomFoodRecord.filter(Column("id") == id && Column("owner_id") == owner).fetchOneReadable(db) {
            var portions = custom.portionList
            if let serving = custom.servingGrams, !portions.contains(where: { $0.description == "serving" }) {
                portions.insert(FoodPortion(amount: 1, description: "serving", grams: serving), at: 0)
            }
            return FoodDetail(
                id: id, ndb: nil, kind: .custom, name: custom.name, friendlyName: custom.name, groupName: "Your foods",
                per100g: custom.per100g,
                portions: portions)
        }
        if let recipe = try RecipeRecord.filter(Column("id") == id && Column("owner_id") == owner).fetchOneReadable(db) {
            return FoodDetail(
                id: id, ndb: nil, kind: .recipe, name: recipe.name, friendlyName: recipe.name, groupName: "Your recipes",
                per100g: recipe.per100g, portions: [FoodPortion(amount: 1, description: "serving", grams: recipe.servingGrams)])
        }
        throw AlmanacError.notFound("No food with id \(id).")
    }

    /// Everything the search index holds for `owner`: SR28 plus their custom foods and recipes.
    func searchableFoods(owner: String, db: Database) throws -> [SearchableFood] {
        let custom = try CustomFoodRecord.filter(Column("owner_id") == owner).order(Column("id")).fetchReadable(db).map {
            SearchableFood(id: $0.id, name: $0.name, groupName: "Your foods", flags: .custom)
        }
        let recipes = try RecipeRecord.filter(Column("owner_id") == owner).order(Column("id")).fetchReadable(db).map {
            SearchableFood(id: $0.id, name: $0.name, groupName: "Your recipes", flags: .recipe)
        }
        return custom + recipes
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

    static func customFoodsFingerprint(owner: String, db: Database) throws -> String {
        return try String.fetchOne(
            db,
            sql: """
                SELECT COUNT(*) || ':' || COALESCE(group_concat(id || '=' || name, '|'), '') FROM (
                  SELECT id, name FROM custom_foods WHERE owner_id = ? UNION ALL SELECT id, name FROM recipes WHERE owner_id = ? ORDER BY id)
                """, arguments: [owner, owner]) ?? ""
    }

    /// How often the owner logged each food (retracted entries not counted), for search ranking.
    public func foodLogCounts(owner: String) async throws -> [String: Int] {
        try await read { db in try Self.foodLogCounts(owner: owner, db: db) }
    }

    static func foodLogCounts(owner: String, db: Database) throws -> [String: Int] {
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
                        try FoodEventRecord.filter(Column("id") == original && Column("owner_id") == owner && Column("kind") == "record")
                            .fetchCount(batch.db) == 1
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
    static func effectiveEvent(owner: String, id: String, db: Database) throws -> EffectiveEvent {
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

    // MARK: The ledger
    //
    // A day is read from the events of its own span, never from the whole log: the candidates are
    // the records and corrections whose time falls in the span (index `food_events_owner`, or
    // `food_events_entry_kind` for one kind of entry), and with them every correction and
    // retraction of their originals (`food_events_refers`). An original counts on the day its
    // latest correction (or the record itself) puts it, so that set holds every event of the day.

    static func preferences(owner: String, db: Database) throws -> UserPreferences {
        guard let user = try User.fetchOne(db, key: owner) else { throw AlmanacError.notFound("No such user.") }
        return user.preferences
    }

    /// The effective events (corrections and retractions applied, as `EnergyLedger.effectiveEvents`
    /// does on the whole log) of the owner's originals that a record or correction matching one of
    /// `filters` (SQL conditions on `food_events`) names. The caller keeps those whose effective
    /// time and kind it asked for: a correction may have moved an original elsewhere.
    /// With `energyOnlyBefore`, the entries of rows that occurred before it keep only the figure
    /// the energy balance reads (a food its energy, a weigh-in its kilograms; see `ledgerEvent`),
    /// for rows the caller reads only for that balance (a correction is its own row, so a food
    /// moved into the span is read whole).
    static func effectiveEvents(
        owner: String, matching filters: [(sql: String, arguments: StatementArguments)], energyOnlyBefore: Date? = nil, db: Database
    ) throws -> [EffectiveEvent] {
        var arguments = StatementArguments()
        let hits = filters.map { filter in
            arguments += [owner]
            arguments += filter.arguments
            return """
                SELECT CASE kind WHEN 'record' THEN id ELSE refers_to END FROM food_events
                WHERE owner_id = ? AND kind IN ('record', 'correction') AND (\(filter.sql))
                """
        }
        // Rows before `energyOnlyBefore` are read only for the energy balance of the weeks the
        // learnt expenditure reads: SQLite hands over the one figure each needs (a food's energy,
        // a quick add's kcal, a weigh-in's kilograms, resting energy, an activity's kcal and
        // minutes) and no entry to parse; decoding those weeks' JSON (a logged food carries about
        // a hundred nutrients) was most of a food day's cost. `->` hands a number on as it was
        // written, so it parses to the same Double as the JSON decoder's. Active energy keeps its
        // entry (its measured spans decide what activity counts).
        var entry = "entry"
        var figures = "NULL, NULL"
        var bounds = StatementArguments()
        if let energyOnlyBefore {
            let before = "occurred_at < ?"
            entry = "CASE WHEN \(before) AND entry_kind IN (\(Self.figureKinds)) THEN NULL ELSE entry END"
            figures = """
                CASE WHEN \(before) THEN CASE entry_kind
                  WHEN 'eaten' THEN entry -> '$.eaten._0.nutrients."\(NutrientNumber.energyKcal)"'
                  WHEN 'quickAdd' THEN entry -> '$.quickAdd.kcal'
                  WHEN 'basalEnergy' THEN entry -> '$.basalEnergy.kcal'
                  WHEN 'weight' THEN entry -> '$.weight.kilograms'
                  WHEN 'activity' THEN entry -> '$.activity.kcal' END END,
                CASE WHEN \(before) AND entry_kind = 'activity' THEN entry -> '$.activity.minutes' END
                """
            bounds = [energyOnlyBefore, energyOnlyBefore, energyOnlyBefore]
        }
        arguments += bounds
        arguments += [owner]
        arguments += bounds
        arguments += [owner]
        // Read by column index (see `ledgerEvent`), in this order.
        let columns = "rowid AS seq, id, occurred_at, recorded_at, kind, refers_to, entry_kind, food_id, \(entry), \(figures)"
        // `+owner_id`: the owner is checked on each row, while the id and refers_to indexes find them.
        let statement = try db.cachedStatement(
            sql: """
                WITH hits(original) AS (\(hits.joined(separator: " UNION ")))
                SELECT \(columns) FROM food_events WHERE id IN (SELECT original FROM hits) AND kind = 'record' AND +owner_id = ?
                UNION ALL
                SELECT \(columns) FROM food_events WHERE refers_to IN (SELECT original FROM hits) AND +owner_id = ?
                ORDER BY seq
                """)
        var events: [FoodEvent] = []
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            let event: FoodEvent
            do { event = try Self.ledgerEvent(row) } catch let error as DecodingError {
                throw error
            } catch {
                UnreadableRows.skip(row, table: FoodEventRecord.databaseTableName, error: error)
                continue
            }
            events.append(event)
        }
        return EnergyLedger.effectiveEvents(events)
    }

    /// The entry kinds whose one figure SQLite hands over for the days read only for their energy.
    static let figureKinds = "'eaten', 'quickAdd', 'basalEnergy', 'weight', 'activity'"

    /// One row of `effectiveEvents`' statement as the ledger's event, read by column index: the
    /// entry's JSON decoded, or, where the statement handed over only the figure, an entry with
    /// just that figure (a food with its energy alone, nameless).
    static func ledgerEvent(_ row: Row) throws -> FoodEvent {
        let id: String = try row.decode(String.self, atIndex: 1)
        let occurredAt = try row.decode(Date.self, atIndex: 2)
        let recordedAt = try row.decode(Date.self, atIndex: 3)
        let kind = try row.decode(String.self, atIndex: 4)
        let refersTo = try row.decode(String?.self, atIndex: 5) ?? ""
        func entry() throws -> LedgerEntry {
            if let json = try row.decode(String?.self, atIndex: 8) {
                return try LedgerEntry.decodeStored(json)
            }
            let entryKind = try row.decode(String?.self, atIndex: 6)
            let figure = try row.decode(String?.self, atIndex: 9).flatMap { Double($0) }
            if entryKind == "eaten" {
                let foodId = try row.decode(String?.self, atIndex: 7) ?? ""
                return .eaten(
                    EatenFood(
                        foodId: foodId, name: "", grams: 0, meal: .snack,
                        nutrients: figure.map { [NutrientNumber.energyKcal: $0] } ?? [:]))
            }
            guard let figure else { throw AlmanacError.invalid("entry", "Food event \(id) has no figure.") }
            switch entryKind {
            case "quickAdd": return .quickAdd(kcal: figure, meal: .snack, note: "")
            case "basalEnergy": return .basalEnergy(kcal: figure)
            case "weight": return .weight(kilograms: figure)
            case "activity":
                let minutes = try row.decode(String?.self, atIndex: 10).flatMap { Double($0) } ?? 0
                return .activity(name: "", minutes: minutes, kcal: figure)
            default: throw AlmanacError.invalid("entry", "Food event \(id) has no entry.")
            }
        }
        switch kind {
        case "record": return FoodEvent(id: id, occurredAt: occurredAt, recordedAt: recordedAt, body: .record(try entry()))
        case "correction":
            return FoodEvent(
                id: id, occurredAt: occurredAt, recordedAt: recordedAt,
                body: .correction(of: refersTo, entry: try entry(), occurredAt: occurredAt))
        case "retraction": return FoodEvent(id: id, occurredAt: occurredAt, recordedAt: recordedAt, body: .retraction(of: refersTo))
        default: throw AlmanacError.invalid("kind", "Food event \(id) is of no known kind (\(kind)).")
        }
    }

    /// The effective events of one local day, in the ledger's order.
    static func effectiveEvents(owner: String, on day: LocalDay, preferences: UserPreferences, db: Database) throws -> [EffectiveEvent] {
        let zone = preferences.zone
        let hour = preferences.dayStartHour
        let start = day.start(in: zone, dayStartHour: hour)
        let end = day.adding(days: 1).start(in: zone, dayStartHour: hour)
        return try effectiveEvents(owner: owner, matching: [("occurred_at >= ? AND occurred_at < ?", [start, end])], db: db)
            .filter { LocalDay(containing: $0.occurredAt, in: zone, dayStartHour: hour) == day }
    }

    /// The latest effective weigh-in before `end` (or, with `after` true, the earliest from `end` on),
    /// found among the weigh-ins nearest to `end`: 16 of them, more only when those were all
    /// retracted or moved away.
    static func nearestWeight(owner: String, to end: Date, after: Bool = false, db: Database) throws -> (Date, Double)? {
        var limit = 16
        while true {
            let times = try Date.fetchAll(
                db,
                sql: """
                    SELECT occurred_at FROM food_events WHERE owner_id = ? AND entry_kind = 'weight' AND occurred_at \(after ? ">=" : "<") ?
                    ORDER BY occurred_at \(after ? "ASC" : "DESC") LIMIT ?
                    """, arguments: [owner, end, limit])
            let exhausted = times.count < limit
            // Every weigh-in whose effective time lies between `end` and the farthest of these is among them.
            let edge = exhausted ? nil : times.last
            let low: Date? = after ? end : edge
            let high: Date? = after ? edge : end
            var sql = "entry_kind = 'weight'"
            var arguments = StatementArguments()
            if let low {
                sql += " AND occurred_at >= ?"
                arguments += [low]
            }
            if let high {
                sql += after ? " AND occurred_at <= ?" : " AND occurred_at < ?"
                arguments += [high]
            }
            let weights = try effectiveEvents(owner: owner, matching: [(sql, arguments)], db: db).compactMap { event -> (Date, Double)? in
                guard case .weight(let kg) = event.entry else { return nil }
                if let low, event.occurredAt < low { return nil }
                if let high, after ? event.occurredAt > high : event.occurredAt >= high { return nil }
                return (event.occurredAt, kg)
            }
            if let found = after ? weights.first : weights.last { return found }
            if exhausted { return nil }
            limit *= 4
        }
    }

    /// The owner's whole log, raw (records, corrections, retractions), oldest first.
    public func foodLog(owner: String) async throws -> [FoodEvent] {
        try await read { db in
            try FoodEventRecord.filter(Column("owner_id") == owner).order(Column.rowID).fetchReadable(db).map { try $0.event() }
        }
    }

    /// Consumed, burned, left, nutrients and entries for one local day, computed from the log.
    public func foodDay(owner: String, day: LocalDay) async throws -> FoodDayReport {
        try await foodDays(owner: owner, days: [day])[0]
    }

    /// Reports for several days (a month at most, as pages ask) from one read of their span of the
    /// log: the days themselves, the recorded resting energy of the 30 days before them (for the
    /// basal average) and the weigh-ins around them.
    public func foodDays(owner: String, days: [LocalDay]) async throws -> [FoodDayReport] {
        try await read { db in try Self.foodDays(owner: owner, days: days, now: now(), db: db) }
    }

    static func foodDays(owner: String, days: [LocalDay], now: Date, db: Database) throws -> [FoodDayReport] {
        guard let first = days.min(), let last = days.max() else { return [] }
        do {
            let preferences = try Self.preferences(owner: owner, db: db)
            let zone = preferences.zone
            let hour = preferences.dayStartHour
            let today = preferences.today(at: now)
            let spanStart = first.start(in: zone, dayStartHour: hour)
            // The learnt expenditure of each day reads the whole of the 28 days before it; the
            // device figure (its prior, and the fallback) reads resting energy 30 days further back.
            let learntStart = first.adding(days: -Expenditure.windowDays).start(in: zone, dayStartHour: hour)
            let windowStart = first.adding(days: -Expenditure.windowDays - 30).start(in: zone, dayStartHour: hour)
            let spanEnd = last.adding(days: 1).start(in: zone, dayStartHour: hour)
            let events = try Self.effectiveEvents(
                owner: owner,
                matching: [
                    ("occurred_at >= ? AND occurred_at < ?", [learntStart, spanEnd]),
                    ("entry_kind = 'basalEnergy' AND occurred_at >= ? AND occurred_at < ?", [windowStart, learntStart]),
                ], energyOnlyBefore: spanStart, db: db
            ).filter { event in
                guard event.occurredAt < spanEnd else { return false }
                if event.occurredAt >= learntStart { return true }
                guard case .basalEnergy = event.entry else { return false }
                return event.occurredAt >= windowStart
            }
            // The days before the span hold what `burned` reads of them: intake, weigh-ins and
            // resting energy.
            let all = DayIntake.days(from: events, timeZone: zone, dayStartHour: hour)
            // The weigh-ins by the end of each day: the latest before the span, then those in it.
            var weights = try Self.nearestWeight(owner: owner, to: spanStart, db: db).map { [$0] } ?? []
            weights += events.compactMap { event -> (Date, Double)? in
                if case .weight(let kg) = event.entry, event.occurredAt >= spanStart { return (event.occurredAt, kg) }
                return nil
            }
            // Before the first weigh-in, the first one.
            let firstWeight = try weights.first ?? Self.nearestWeight(owner: owner, to: spanEnd, after: true, db: db)
            let profile = try EnergyProfileRecord.filter(Column("owner_id") == owner).fetchOneReadable(db)
            let targets = try NutrientTargetRecord.filter(Column("owner_id") == owner).fetchReadable(db)
            let targetMap = Dictionary(targets.map { ($0.nutrient, $0.amount) }, uniquingKeysWith: { a, _ in a })
            return days.map { day in
                let end = day.adding(days: 1).start(in: zone, dayStartHour: hour)
                // The latest weigh-in by the end of that day; before the first one, the first one.
                let weight = weights.last(where: { $0.0 < end })?.1 ?? firstWeight?.1
                let energyProfile = profile.flatMap { p in
                    weight.map {
                        EnergyProfile(
                            sex: p.sex, birthYear: p.birthYear, heightCm: p.heightCm, weightKg: $0, activityMultiplier: p.activityMultiplier
                        )
                    }
                }
                let summary = DaySummary(
                    intake: all[day] ?? DayIntake(day: day, events: []),
                    burned: EnergyLedger.burned(on: day, days: all, profile: energyProfile, today: today))
                return FoodDayReport(summary: summary, targets: targetMap, weightKg: weight, hasProfile: profile != nil)
            }
        }
    }

    /// Every weigh-in (effective), oldest first, with the owner's local day: read from the
    /// weigh-ins alone (index `food_events_entry_kind`), not the whole log.
    public func weights(owner: String) async throws -> [WeightEntry] {
        try await read { db in try Self.weights(owner: owner, db: db) }
    }

    static func weights(owner: String, db: Database) throws -> [WeightEntry] {
        let preferences = try Self.preferences(owner: owner, db: db)
        // Only the kilograms of each (SQLite hands them over; no entry's JSON is decoded).
        let events = try Self.effectiveEvents(
            owner: owner, matching: [("entry_kind = 'weight'", [])], energyOnlyBefore: .distantFuture, db: db)
        return events.compactMap { event in
            guard case .weight(let kg) = event.entry else { return nil }
            return WeightEntry(
                id: event.id, occurredAt: event.occurredAt,
                day: LocalDay(containing: event.occurredAt, in: preferences.zone, dayStartHour: preferences.dayStartHour), kilograms: kg
            )
        }
    }

    // MARK: Profile and targets

    public func energyProfile(owner: String) async throws -> EnergyProfileRecord? {
        try await read { db in try EnergyProfileRecord.filter(Column("owner_id") == owner).fetchOneReadable(db) }
    }

    public func setEnergyProfile(owner: String, sex: EnergyProfile.Sex, birthYear: Int, heightCm: Double, activityMultiplier: Double?)
        async throws
    {
        let year = Calendar(identifier: .gregorian).component(.year, from: now())
        guard (year - 120...year - 2).contains(birthYear) else {
            throw AlmanacError.invalid("birthYear", "The birth year must be between \(year - 120) and \(year - 2).")
        }
        try Quantity.heightCm.check(heightCm, field: "heightCm")
        if let multiplier = activityMultiplier { try Quantity.activityMultiplier.check(multiplier, field: "activityMultiplier") }
        try await write(owner: owner) { batch in
            batch.describe("Saved the energy profile")
            if var existing = try EnergyProfileRecord.filter(Column("owner_id") == owner).fetchOneReadable(batch.db) {
                existing.sex = sex
                existing.birthYear = birthYear
                existing.heightCm = heightCm
                existing.activityMultiplier = activityMultiplier
                try batch.update(existing)
            } else {
                try batch.insert(
                    EnergyProfileRecord(
                        id: UUIDv7.make(at: batch.now), ownerId: owner, sex: sex, birthYear: birthYear, heightCm: heightCm,
                        activityMultiplier: activityMultiplier))
            }
        }
    }

    /// Sets (or with nil removes) the daily target for one nutrient.
    public func setNutrientTarget(owner: String, nutrient: String, amount: Double?) async throws {
        let known = try await nutrientDefinitions()
        guard let definition = known.first(where: { $0.number == nutrient }) else {
            throw AlmanacError.invalid("nutrient", "\(nutrient) is not an SR28 nutrient number.")
        }
        if let amount {
            try Quantity.nutrientTarget.check(amount, field: "amount")
        }
        try await write(owner: owner) { batch in
            let existing = try NutrientTargetRecord.filter(Column("owner_id") == owner && Column("nutrient") == nutrient).fetchOneReadable(
                batch.db)
            switch (existing, amount) {
            case (var row?, let value?):
                row.amount = value
                try batch.update(row)
            case (nil, let value?):
                try batch.insert(NutrientTargetRecord(id: UUIDv7.make(at: batch.now), ownerId: owner, nutrient: nutrient, amount: value))
            case (let row?, nil):
                try batch.delete(row)
            case (nil, nil):
                return
            }
            batch.describe(amount == nil ? "Removed the \(definition.name) target" : "Set the \(definition.name) target")
        }
    }

    // MARK: Custom foods

    public func customFoods(owner: String) async throws -> [CustomFoodRecord] {
        try await read { db in try CustomFoodRecord.filter(Column("owner_id") == owner).order(Column("name")).fetchReadable(db) }
    }

    public func customFood(owner: String, id: String) async throws -> CustomFoodRecord {
        try await read { db in try CustomFoodRecord.owned(id, by: owner, in: db, what: "custom food") }
    }

    static func validated(_ input: CustomFoodInput) throws -> (name: String, per100g: [String: Double], portions: [FoodPortion]) {
        let name = try Validate.title(input.name, field: "name", max: Limits.nameLength)
        let per100g: [String: Double]
        if let serving = input.servingGrams {
            try Quantity.servingGrams.check(serving, field: "servingGrams")
            per100g = try CustomFoodRules.per100g(fromServing: input.nutrients, servingGrams: serving)
        } else {
            try CustomFoodRules.validate(per100g: input.nutrients)
            per100g = input.nutrients
        }
        guard per100g[NutrientNumber.energyKcal] != nil else {
            throw AlmanacError.invalid("nutrients.\(NutrientNumber.energyKcal)", "A custom food needs its calories (nutrient 208, kcal).")
        }
        for (index, portion) in input.portions.enumerated() {
            guard !portion.description.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AlmanacError.invalid("portions[\(index)]", "A portion has an amount above 0 and a name (1 slice).")
            }
            try Quantity.portionAmount.check(portion.amount, field: "portions[\(index)].amount")
            try Quantity.servingGrams.check(portion.grams, field: "portions[\(index)].grams")
        }
        return (name, per100g, input.portions)
    }

    static func json<T: Encodable>(_ value: T) throws -> String { String(decoding: try JSONEncoder.almanac.encode(value), as: UTF8.self) }

    @discardableResult
    public func createCustomFood(owner: String, _ input: CustomFoodInput) async throws -> CustomFoodRecord {
        let valid = try Self.validated(input)
        return try await write(owner: owner) { batch in
            let record = CustomFoodRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: valid.name, nutrients: try Self.json(valid.per100g),
                servingGrams: input.servingGrams, portions: try Self.json(valid.portions), createdAt: batch.now, updatedAt: batch.now)
            batch.describe("Created the food “\(valid.name)”")
            try batch.insert(record)
            return record
        }
    }

    /// Changes a custom food and recomputes every recipe that uses it.
    public func updateCustomFood(owner: String, id: String, _ input: CustomFoodInput) async throws -> CustomFoodRecord {
        let valid = try Self.validated(input)
        return try await write(owner: owner) { batch in
            var record = try CustomFoodRecord.owned(id, by: owner, in: batch.db, what: "custom food")
            record.name = valid.name
            record.nutrients = try Self.json(valid.per100g)
            record.servingGrams = input.servingGrams
            record.portions = try Self.json(valid.portions)
            record.updatedAt = batch.now
            batch.describe("Changed the food “\(valid.name)”")
            try batch.update(record)
            let recipeIds = try String.fetchAll(
                batch.db, sql: "SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE owner_id = ? AND food_id = ?",
                arguments: [owner, id])
            for recipeId in recipeIds { try Self.recompute(recipeId: recipeId, owner: owner, batch: batch) }
            return record
        }
    }

    public func deleteCustomFood(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let record = try CustomFoodRecord.owned(id, by: owner, in: batch.db, what: "custom food")
            if let recipe = try String.fetchOne(
                batch.db,
                sql: """
                    SELECT r.name FROM recipe_ingredients i JOIN recipes r ON r.id = i.recipe_id WHERE i.owner_id = ? AND i.food_id = ? LIMIT 1
                    """, arguments: [owner, id])
            {
                throw AlmanacError.conflict("“\(record.name)” is an ingredient of “\(recipe)”; remove it from the recipe first.")
            }
            batch.describe("Deleted the food “\(record.name)”")
            try batch.delete(record)
        }
    }

    // MARK: Recipes

    public func recipes(owner: String) async throws -> [RecipeRecord] {
        try await read { db in try RecipeRecord.filter(Column("owner_id") == owner).order(Column("name")).fetchReadable(db) }
    }

    public func recipe(owner: String, id: String) async throws -> RecipeDetail {
        try await read { db in try Self.recipe(owner: owner, id: id, db: db) }
    }

    static func recipe(owner: String, id: String, db: Database) throws -> RecipeDetail {
        let recipe = try RecipeRecord.owned(id, by: owner, in: db, what: "recipe")
        let rows = try RecipeIngredientRecord.filter(Column("owner_id") == owner && Column("recipe_id") == id).order(Column("position"))
            .fetchReadable(db)
        return try details(of: [recipe], ingredients: rows, owner: owner, db: db)[0]
    }

    /// Every recipe of the owner with its ingredients, by name, in one read of five statements
    /// however many recipes there are (the API's list; one read per recipe was N+1).
    public func recipeDetails(owner: String) async throws -> [RecipeDetail] {
        try await read { db in
            let recipes = try RecipeRecord.filter(Column("owner_id") == owner).order(Column("name")).fetchReadable(db)
            let rows = try RecipeIngredientRecord.filter(Column("owner_id") == owner).order(Column("position")).fetchReadable(db)
            return try Self.details(of: recipes, ingredients: rows, owner: owner, db: db)
        }
    }

    /// `recipes` with their ingredients among `ingredients` (in their order), each ingredient named
    /// and with its energy.
    static func details(of recipes: [RecipeRecord], ingredients: [RecipeIngredientRecord], owner: String, db: Database) throws
        -> [RecipeDetail]
    {
        let foods = try ingredientFoods(owner: owner, ids: Set(ingredients.map(\.foodId)), db: db)
        let byRecipe = Dictionary(grouping: ingredients, by: \.recipeId)
        return recipes.map { recipe in
            RecipeDetail(
                recipe: recipe,
                ingredients: (byRecipe[recipe.id] ?? []).map { row in
                    let food = foods[row.foodId]
                    return .init(
                        foodId: row.foodId, name: food?.name ?? "(missing food \(row.foodId))", grams: row.grams,
                        kcal: (food?.kcalPer100g ?? 0) * row.grams / 100)
                })
        }
    }

    /// The name and energy of each of `ids`, looked up as `food(owner:id:db:)` does (the catalogue
    /// first, then the owner's foods, then their recipes) in three statements however many there are.
    static func ingredientFoods(owner: String, ids: Set<String>, db: Database) throws -> [String: (name: String, kcalPer100g: Double)] {
        var found: [String: (name: String, kcalPer100g: Double)] = [:]
        let list = Array(ids)
        let catalog = Table("foods").select(Column("ndb"), Column("friendly_name"), Column("kcal_per_100g"))
        for row in try Row.fetchAll(db, catalog.filter(list.contains(Column("ndb")))) {
            found[row["ndb"]] = (row["friendly_name"], row["kcal_per_100g"])
        }
        for custom in try CustomFoodRecord.filter(Column("owner_id") == owner && list.contains(Column("id"))).fetchReadable(db)
        where found[custom.id] == nil {
            found[custom.id] = (custom.name, custom.per100g[NutrientNumber.energyKcal] ?? 0)
        }
        for recipe in try RecipeRecord.filter(Column("owner_id") == owner && list.contains(Column("id"))).fetchReadable(db)
        where found[recipe.id] == nil {
            found[recipe.id] = (recipe.name, recipe.per100g[NutrientNumber.energyKcal] ?? 0)
        }
        return found
    }

    static func computeRecipe(
        _ ingredients: [(foodId: String, grams: Double)], servings: Double, yieldGrams: Double?, owner: String, db: Database
    )
        throws -> RecipeNutrients
    {
        let parts = try ingredients.enumerated().map { index, ingredient in
            let food: FoodDetail
            do { food = try Self.food(owner: owner, id: ingredient.foodId, db: db) } catch {
                throw AlmanacError.invalid("ingredients[\(index)].foodId", "No food with id \(ingredient.foodId).")
            }
            guard food.kind != .recipe else {
                throw AlmanacError.invalid("ingredients[\(index)].foodId", "A recipe cannot be an ingredient; add its foods instead.")
            }
            return RecipeIngredient(foodId: food.id, grams: ingredient.grams, per100g: food.per100g)
        }
        return try RecipeNutrients.compute(ingredients: parts, servings: servings, yieldGrams: yieldGrams)
    }

    static func recompute(recipeId: String, owner: String, batch: ChangeBatch) throws {
        var recipe = try RecipeRecord.owned(recipeId, by: owner, in: batch.db, what: "recipe")
        let rows = try RecipeIngredientRecord.filter(Column("owner_id") == owner && Column("recipe_id") == recipeId).order(
            Column("position")
        ).fetchReadable(batch.db)
        let nutrients = try computeRecipe(
            rows.map { ($0.foodId, $0.grams) }, servings: recipe.servings, yieldGrams: recipe.yieldGrams, owner: owner, db: batch.db)
        recipe.nutrients = try json(nutrients.per100g)
        recipe.totalGrams = nutrients.totalGrams
        recipe.updatedAt = batch.now
        try batch.update(recipe)
    }

    /// Creates (id nil) or replaces a recipe with its ingredients; nutrients are computed here.
    @discardableResult
    public func saveRecipe(owner: String, id: String? = nil, _ input: RecipeInput) async throws -> RecipeRecord {
        let name = try Validate.title(input.name, field: "name", max: Limits.nameLength)
        try Limits.check(
            count: input.ingredients.count, of: "ingredients", limit: Limits.recipeIngredients, what: "ingredients in a recipe")
        try await ensureFoodCatalog()
        return try await write(owner: owner) { batch in
            let nutrients = try Self.computeRecipe(
                input.ingredients, servings: input.servings, yieldGrams: input.yieldGrams, owner: owner, db: batch.db)
            var recipe: RecipeRecord
            if let id {
                recipe = try RecipeRecord.owned(id, by: owner, in: batch.db, what: "recipe")
                for old in try RecipeIngredientRecord.filter(Column("owner_id") == owner && Column("recipe_id") == id).fetchReadable(
                    batch.db)
                { try batch.delete(old) }
                recipe.name = name
                recipe.servings = input.servings
                recipe.yieldGrams = input.yieldGrams
                recipe.nutrients = try Self.json(nutrients.per100g)
                recipe.totalGrams = nutrients.totalGrams
                recipe.updatedAt = batch.now
                try batch.update(recipe)
                batch.describe("Changed the recipe “\(name)”")
            } else {
                recipe = RecipeRecord(
                    id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, servings: input.servings, yieldGrams: input.yieldGrams,
                    nutrients: try Self.json(nutrients.per100g), totalGrams: nutrients.totalGrams, createdAt: batch.now,
                    updatedAt: batch.now)
                try batch.insert(recipe)
                batch.describe("Created the recipe “\(name)”")
            }
            for (position, ingredient) in input.ingredients.enumerated() {
                try batch.insert(
                    RecipeIngredientRecord(
                        id: UUIDv7.make(at: batch.now), ownerId: owner, recipeId: recipe.id, foodId: ingredient.foodId,
                        grams: ingredient.grams,
                        position: position))
            }
            return recipe
        }
    }

    public func deleteRecipe(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let recipe = try RecipeRecord.owned(id, by: owner, in: batch.db, what: "recipe")
            for row in try RecipeIngredientRecord.filter(Column("owner_id") == owner && Column("recipe_id") == id).fetchReadable(batch.db) {
                try batch.delete(row)
            }
            batch.describe("Deleted the recipe “\(recipe.name)”")
            try batch.delete(recipe)
        }
    }
}

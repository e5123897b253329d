import AlmanacCore
import Foundation
import GRDB

/// Each food day's figures, kept beside the log (`food_days`, migration 0039): what a food day's
/// learnt expenditure reads of the 58 days before it (intake, activity, resting energy, weight),
/// so it reads 58 rows rather than their ~900 events. The log stays the truth: the rows are
/// `DayIntake`'s figures of each day's effective events, computed again from the log for the days
/// an action touched, in the action's transaction. `food_day_basis` says under which time zone and
/// day start the days were cut, and counts the log rows added or removed since (a trigger); the
/// summary is read only when those match the person's and that count is 0. Otherwise a food day is
/// read from the log as before, and the next action on the log, or the server's start, rebuilds it.
extension AppDatabase {
    /// A row of the log an action added or removed: the original it is about and when it happened.
    struct FoodLogTouch {
        var original: String
        var occurredAt: Date
        /// The entry of a record the action added (nil for any other row, or one removed).
        var recorded: LedgerEntry? = nil
    }

    /// Above this many days touched by one action, the summary is rebuilt whole (a restored log);
    /// a health import's chunk (`healthImportChunkDays`) stays below it.
    static let foodDaysRebuildAbove = 400

    /// Whether `owner`'s summary holds their days as `preferences` cut them, with every row of
    /// the log counted.
    static func foodDaysCurrent(owner: String, preferences: UserPreferences, db: any StoreDatabase) throws -> Bool {
        guard let basis = try foodDayBasis(owner: owner, db: db) else { return false }
        return basis.timeZone == preferences.timeZone && basis.dayStartHour == preferences.dayStartHour && basis.pending == 0
    }

    static func foodDayBasis(owner: String, db: any StoreDatabase) throws -> (timeZone: String, dayStartHour: Int, pending: Int)? {
        // A value that does not fit (a damaged file), or days cut without their nutrients (before
        // migration 0045) or their trend (before 0048), leave no usable basis: the days are rebuilt.
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT time_zone, day_start_hour, pending FROM food_day_basis WHERE owner_id = ? AND with_nutrients = 1 AND with_trend = 1
                    """,
                arguments: [owner]),
            let timeZone = String.fromDatabaseValue(row[0]),
            let hour = Int.fromDatabaseValue(row[1]), let pending = Int.fromDatabaseValue(row[2])
        else { return nil }
        return (timeZone, hour, pending)
    }

    /// The kept figures of `owner`'s days from `start` up to `end` (excluded); a day without a row
    /// has no effective event.
    static func keptFoodDays(owner: String, from start: LocalDay, to end: LocalDay, db: any StoreDatabase) throws -> [LocalDay: DayIntake] {
        var days: [LocalDay: DayIntake] = [:]
        try db.forEachRow(
            sql: """
                SELECT day, consumed_kcal, manual_activity_kcal, measured_active_kcal, overlapping_activity_kcal, recorded_basal_kcal, weight_kg
                FROM food_days WHERE owner_id = ? AND day >= ? AND day < ?
                """, arguments: [owner, start.description, end.description]
        ) { row in
            let day = try DayReference.date(try row.decode(String.self, atIndex: 0))
            days[day] = DayIntake(
                day: day, consumedKcal: try row.decode(Double.self, atIndex: 1),
                manualActivityKcal: try row.decode(Double.self, atIndex: 2),
                measuredActiveKcal: try row.decode(Double.self, atIndex: 3),
                overlappingActivityKcal: try row.decode(Double.self, atIndex: 4),
                recordedBasalKcal: try row.decode(Double?.self, atIndex: 5), weightKg: try row.decode(Double?.self, atIndex: 6))
        }
        return days
    }

    /// Brings `owner`'s kept days up to date after an action added or removed `touched` rows of
    /// the log, in the action's transaction: the days those rows, and the other rows of their
    /// originals, fall on are computed again from the log. A summary that was not current before
    /// the action (other rows were written without it, or the person's day is cut otherwise now)
    /// is rebuilt whole, as it is for an action that touches many days.
    static func keepFoodDays(owner: String, touched: [FoodLogTouch], db: any StoreDatabase) throws {
        guard !touched.isEmpty else { return }
        let preferences = try preferences(owner: owner, db: db)
        try guardingFoodDays(owner: owner, db: db) {
            guard let basis = try foodDayBasis(owner: owner, db: db), basis.timeZone == preferences.timeZone,
                basis.dayStartHour == preferences.dayStartHour, basis.pending == touched.count
            else { return try rebuildFoodDays(owner: owner, preferences: preferences, db: db) }
            try keepFoodDays(owner: owner, touched: touched, preferences: preferences, db: db)
        }
    }

    /// Runs `work` on `owner`'s kept days in a savepoint. When it fails (a row of the log that
    /// cannot be read), what it wrote is undone and the kept days are no longer used (their
    /// basis is removed): food days are read from the log, as before, and the action goes on.
    static func guardingFoodDays(owner: String, db: any StoreDatabase, _ work: () throws -> Void) throws {
        do {
            try db.inSavepoint(work)
        } catch {
            UnreadableRows.skip(id: owner, table: "food_days", error: error)
            try db.execute(sql: "DELETE FROM food_day_basis WHERE owner_id = ?", arguments: [owner])
        }
    }

    private static func keepFoodDays(owner: String, touched: [FoodLogTouch], preferences: UserPreferences, db: any StoreDatabase) throws {
        if touched.count == 1, let entry = touched[0].recorded,
            try addLast(entry, id: touched[0].original, at: touched[0].occurredAt, owner: owner, preferences: preferences, db: db)
        {
            return try db.execute(sql: "UPDATE food_day_basis SET pending = 0 WHERE owner_id = ?", arguments: [owner])
        }
        let originals = jsonText(Array(Set(touched.map(\.original))))
        var times = touched.map(\.occurredAt)
        // Two index look-ups (`+owner_id`: checked on each row found); with `OR`, SQLite walked the
        // owner's whole log.
        times += try Date.fetchAll(
            db,
            sql: """
                SELECT occurred_at FROM food_events WHERE id IN (SELECT value FROM json_each(?)) AND +owner_id = ?
                UNION ALL
                SELECT occurred_at FROM food_events WHERE refers_to IN (SELECT value FROM json_each(?)) AND +owner_id = ?
                """, arguments: [originals, owner, originals, owner])
        let days = Set(times.map { LocalDay(containing: $0, in: preferences.zone, dayStartHour: preferences.dayStartHour) })
        guard days.count <= foodDaysRebuildAbove else { return try rebuildFoodDays(owner: owner, preferences: preferences, db: db) }
        for day in days {
            // Whole entries: the day's nutrients are kept too.
            let events = try effectiveEvents(owner: owner, on: day, preferences: preferences, db: db)
            try keep(events.isEmpty ? nil : DayIntake(day: day, events: events), day: day, owner: owner, db: db)
        }
        try keepWeightTrend(owner: owner, from: days.min(), db: db)
        try db.execute(sql: "UPDATE food_day_basis SET pending = 0 WHERE owner_id = ?", arguments: [owner])
    }

    /// Adds a food or quick add just logged to its day's kept figures, when it is the day's last
    /// effective event (no row of the log lies after it that day; it was written last, so it
    /// follows any at its very time) and nothing refers to it yet: the day's sums, taken in the
    /// day's order, then end with it, so the kept sum plus its figure is the recomputed sum to the
    /// bit (the database adds doubles as Swift does). Saves reading the day's entries and writing
    /// its hundred nutrients again. False when that does not hold: the day is computed again.
    private static func addLast(
        _ entry: LedgerEntry, id: String, at time: Date, owner: String, preferences: UserPreferences, db: any StoreDatabase
    ) throws -> Bool {
        let added: [String: Double]
        switch entry {
        case .eaten(let food): added = food.nutrients
        case .quickAdd(let kcal, _, _): added = [NutrientNumber.energyKcal: kcal]
        default: return false
        }
        // A negative amount could sum to 0, which is kept as no row.
        guard added.values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
        let day = LocalDay(containing: time, in: preferences.zone, dayStartHour: preferences.dayStartHour)
        let end = day.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
        let later = try Int.fetchOne(
            db,
            sql: """
                SELECT CASE WHEN EXISTS (SELECT 1 FROM food_events WHERE owner_id = ? AND occurred_at > ? AND occurred_at < ?)
                  OR EXISTS (SELECT 1 FROM food_events WHERE refers_to = ? AND +owner_id = ?) THEN 1 ELSE 0 END
                """, arguments: [owner, time, end, id, owner])
        guard later == 0 else { return false }
        try db.execute(
            sql: "UPDATE food_days SET consumed_kcal = consumed_kcal + ? WHERE owner_id = ? AND day = ?",
            arguments: [entry.kcalConsumed, owner, day.description])
        guard db.changesCount > 0 else {
            // No kept row: nothing else is logged that day.
            let event = FoodEvent(id: id, occurredAt: time, recordedAt: time, body: .record(entry))
            try keep(
                DayIntake(day: day, events: EnergyLedger.effectiveEvents([event])), day: day, owner: owner, db: db, replacing: false)
            return true
        }
        let nutrients = added.filter { $0.value != 0 }.sorted { $0.key < $1.key }
        guard !nutrients.isEmpty else { return true }
        var arguments = StatementArguments()
        for (nutrient, amount) in nutrients { arguments += [owner, day.description, nutrient, amount] }
        try db.execute(
            sql: "INSERT INTO food_day_nutrients (owner_id, day, nutrient, amount) VALUES "
                + Array(repeating: "(?, ?, ?, ?)", count: nutrients.count).joined(separator: ", ")
                + " ON CONFLICT (owner_id, day, nutrient) DO UPDATE SET amount = food_day_nutrients.amount + excluded.amount",
            arguments: arguments)
        return true
    }

    /// Days of the log read at a time by a rebuild: the whole log at once would hold every logged
    /// food's hundred nutrients in memory together.
    static let foodDaysRebuildWindow = 61

    /// Computes `owner`'s kept days again from the whole log, `foodDaysRebuildWindow` days at a
    /// time (an original counts in the window its effective time falls in, as a span of days is
    /// read), and names the basis they were cut by.
    static func rebuildFoodDays(owner: String, preferences: UserPreferences, db: any StoreDatabase) throws {
        try db.execute(sql: "DELETE FROM food_day_nutrients WHERE owner_id = ?", arguments: [owner])
        try db.execute(sql: "DELETE FROM food_days WHERE owner_id = ?", arguments: [owner])
        let zone = preferences.zone
        let hour = preferences.dayStartHour
        let span = try db.fetchFirstRow(
            sql: "SELECT MIN(occurred_at), MAX(occurred_at) FROM food_events WHERE owner_id = ?", arguments: [owner])
        if let span, let first = Date.fromDatabaseValue(span[0]), let last = Date.fromDatabaseValue(span[1]) {
            var day = LocalDay(containing: first, in: zone, dayStartHour: hour)
            let lastDay = LocalDay(containing: last, in: zone, dayStartHour: hour)
            while day <= lastDay {
                let start = day.start(in: zone, dayStartHour: hour)
                day = day.adding(days: foodDaysRebuildWindow)
                let end = day.start(in: zone, dayStartHour: hour)
                let events = try effectiveEvents(owner: owner, matching: [("occurred_at >= ? AND occurred_at < ?", [start, end])], db: db)
                    .filter { $0.occurredAt >= start && $0.occurredAt < end }
                for (day, intake) in DayIntake.days(from: events, timeZone: zone, dayStartHour: hour) {
                    try keep(intake, day: day, owner: owner, db: db, replacing: false)
                }
            }
        }
        try keepWeightTrend(owner: owner, from: nil, db: db)
        try db.execute(
            sql: """
                INSERT INTO food_day_basis (owner_id, time_zone, day_start_hour, pending, with_nutrients, with_trend) VALUES (?, ?, ?, 0, 1, 1)
                ON CONFLICT (owner_id) DO UPDATE SET time_zone = excluded.time_zone, day_start_hour = excluded.day_start_hour, pending = 0,
                    with_nutrients = 1, with_trend = 1
                """, arguments: [owner, preferences.timeZone, preferences.dayStartHour])
    }

    /// Writes one day's figures and nutrients, or removes the day when nothing of the log is left
    /// on it; `replacing` false when the day has no row yet (a rebuild).
    private static func keep(_ intake: DayIntake?, day: LocalDay, owner: String, db: any StoreDatabase, replacing: Bool = true) throws {
        if replacing {
            try db.execute(sql: "DELETE FROM food_day_nutrients WHERE owner_id = ? AND day = ?", arguments: [owner, day.description])
        }
        guard let intake else {
            try db.execute(sql: "DELETE FROM food_days WHERE owner_id = ? AND day = ?", arguments: [owner, day.description])
            return
        }
        // Kept statements: a rebuild writes one row per day of the log (2,920 for ten years).
        try db.execute(
            sql: """
                INSERT INTO food_days (owner_id, day, consumed_kcal, manual_activity_kcal, measured_active_kcal,
                    overlapping_activity_kcal, recorded_basal_kcal, weight_kg) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (owner_id, day) DO UPDATE SET consumed_kcal = excluded.consumed_kcal,
                    manual_activity_kcal = excluded.manual_activity_kcal, measured_active_kcal = excluded.measured_active_kcal,
                    overlapping_activity_kcal = excluded.overlapping_activity_kcal, recorded_basal_kcal = excluded.recorded_basal_kcal,
                    weight_kg = excluded.weight_kg, trend_kg = CASE WHEN excluded.weight_kg IS NULL THEN NULL ELSE food_days.trend_kg END
                """,
            arguments: [
                owner, day.description, intake.consumedKcal, intake.manualActivityKcal, intake.measuredActiveKcal,
                intake.overlappingActivityKcal, intake.recordedBasalKcal, intake.weightKg,
            ])
        // One statement a day (a rebuild writes about 130 nutrients for each of 2,920 days); a
        // nutrient at 0 has no row.
        let nutrients = intake.nutrients.filter { $0.value != 0 }.sorted { $0.key < $1.key }
        guard !nutrients.isEmpty else { return }
        var arguments = StatementArguments()
        for (nutrient, amount) in nutrients { arguments += [owner, day.description, nutrient, amount] }
        try db.execute(
            sql: "INSERT INTO food_day_nutrients (owner_id, day, nutrient, amount) VALUES "
                + Array(repeating: "(?, ?, ?, ?)", count: nutrients.count).joined(separator: ", "), arguments: arguments)
    }

    /// Computes the kept trend weight (`trend_kg`) of `owner`'s weigh-in days from `day` on (nil:
    /// every one) again after their weights were kept, in the same transaction: the last weigh-in
    /// day before `day` carries the trend up to it (`TrendWeight.trend(dailyMeans:firstTrend:)`),
    /// so a weigh-in today reads two rows. Writes only the trends that changed; a day without a
    /// weigh-in keeps none.
    static func keepWeightTrend(owner: String, from day: LocalDay?, db: any StoreDatabase) throws {
        var means: [(day: LocalDay, kilograms: Double)] = []
        var kept: [Double?] = []
        try db.forEachRow(
            sql: """
                SELECT day, weight_kg, trend_kg FROM food_days WHERE owner_id = ? AND weight_kg IS NOT NULL AND day >= COALESCE(
                    (SELECT MAX(day) FROM food_days WHERE owner_id = ? AND weight_kg IS NOT NULL AND day < ?), '')
                ORDER BY day
                """, arguments: [owner, owner, day?.description ?? ""]
        ) { row in
            means.append((try DayReference.date(try row.decode(String.self, atIndex: 0)), try row.decode(Double.self, atIndex: 1)))
            kept.append(try row.decode(Double?.self, atIndex: 2))
        }
        // The day before `day` is where the trend is known; without its trend, from the first weigh-in.
        let anchored = day.map { day in means.first.map { $0.day < day } ?? false } ?? false
        guard !anchored || kept[0] != nil else { return try keepWeightTrend(owner: owner, from: nil, db: db) }
        let points = TrendWeight.trend(dailyMeans: means, firstTrend: anchored ? kept[0] : nil).filter { $0.weightKg != nil }
        for (index, point) in zip(points.indices, points) where index < kept.count && kept[index] != point.trendKg {
            try db.execute(
                sql: "UPDATE food_days SET trend_kg = ? WHERE owner_id = ? AND day = ?",
                arguments: [point.trendKg, owner, point.day.description])
        }
    }

    /// The kept nutrients among `nutrients` of `owner`'s days from `start` up to `end` (excluded).
    static func keptNutrients(owner: String, _ nutrients: Set<String>, from start: LocalDay, to end: LocalDay, db: any StoreDatabase)
        throws -> [LocalDay: [String: Double]]
    {
        var days: [LocalDay: [String: Double]] = [:]
        try db.forEachRow(
            sql: """
                SELECT day, nutrient, amount FROM food_day_nutrients
                WHERE owner_id = ? AND day >= ? AND day < ? AND nutrient IN (SELECT value FROM json_each(?))
                """, arguments: [owner, start.description, end.description, jsonText(nutrients.sorted())]
        ) { row in
            let day = try DayReference.date(try row.decode(String.self, atIndex: 0))
            days[day, default: [:]][try row.decode(String.self, atIndex: 1)] = try row.decode(Double.self, atIndex: 2)
        }
        return days
    }

    /// Rebuilds the kept days of everyone whose summary is not current (after the migration that
    /// made it, a restore, an import, or a change of time zone or day start), one person per
    /// transaction. The server runs it at its start; reads are right without it, only slower.
    /// Returns how many people's days were rebuilt.
    @discardableResult
    public func rebuildStaleFoodDays() async throws -> Int {
        let owners = try await read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT u.id FROM users u
                    WHERE EXISTS (SELECT 1 FROM food_events e WHERE e.owner_id = u.id)
                    AND NOT EXISTS (SELECT 1 FROM food_day_basis b WHERE b.owner_id = u.id AND b.pending = 0 AND b.with_nutrients = 1 AND b.with_trend = 1
                        AND b.time_zone = u.time_zone AND b.day_start_hour = u.day_start_hour)
                    """)
        }
        for owner in owners {
            try await writeUnlogged { db in
                let preferences = try Self.preferences(owner: owner, db: db)
                try Self.guardingFoodDays(owner: owner, db: db) { try Self.rebuildFoodDays(owner: owner, preferences: preferences, db: db) }
            }
        }
        return owners.count
    }
}

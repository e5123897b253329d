import AlmanacCore
import Foundation
import GRDB

/// The energy ledger read back: the effective events of a span, the food days with their learnt
/// expenditure, the weigh-ins, and the profile and targets they are measured against.
extension AppDatabase {
    // MARK: The ledger
    //
    // A day is read from the events of its own span, never from the whole log: the candidates are
    // the records and corrections whose time falls in the span (index `food_events_owner`, or
    // `food_events_entry_kind` for one kind of entry), and with them every correction and
    // retraction of their originals (`food_events_refers`). An original counts on the day its
    // latest correction (or the record itself) puts it, so that set holds every event of the day.

    /// The effective events (corrections and retractions applied, as `EnergyLedger.effectiveEvents`
    /// does on the whole log) of the owner's originals that a record or correction matching one of
    /// `filters` (SQL conditions on `food_events`) names. The caller keeps those whose effective
    /// time and kind it asked for: a correction may have moved an original elsewhere.
    /// With `energyOnlyBefore`, the entries of rows that occurred before it keep only the figure
    /// the energy balance reads (a food its energy, a weigh-in its kilograms; see `ledgerEvent`),
    /// for rows the caller reads only for that balance (a correction is its own row, so a food
    /// moved into the span is read whole).
    static func effectiveEvents(
        owner: String, matching filters: [(sql: String, arguments: StatementArguments)], energyOnlyBefore: Date? = nil,
        db: any StoreDatabase
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
        // learnt expenditure reads: they hand over the one figure each needs (a food's energy, a
        // quick add's kcal, a weigh-in's kilograms, resting energy, an activity's kcal and
        // minutes), kept beside the entry since migration 0038, and no entry to parse; decoding
        // those weeks' JSON (a logged food carries about a hundred nutrients) was most of a food
        // day's cost. A row restored from an export made before 0038 has no figure: SQLite reads
        // it from the entry (`->` hands a number on as it was written, so it parses to the same
        // Double as the JSON decoder's). Active energy keeps its entry (its measured spans decide
        // what activity counts).
        var entry = "entry"
        var figures = "NULL, NULL"
        var bounds = StatementArguments()
        if let energyOnlyBefore {
            let before = "occurred_at < ?"
            entry = "CASE WHEN \(before) AND entry_kind IN (\(Self.figureKinds)) THEN NULL ELSE entry END"
            figures = """
                CASE WHEN \(before) THEN COALESCE(figure, CASE entry_kind
                  WHEN 'eaten' THEN entry -> '$.eaten._0.nutrients."\(NutrientNumber.energyKcal)"'
                  WHEN 'quickAdd' THEN entry -> '$.quickAdd.kcal'
                  WHEN 'basalEnergy' THEN entry -> '$.basalEnergy.kcal'
                  WHEN 'weight' THEN entry -> '$.weight.kilograms'
                  WHEN 'activity' THEN entry -> '$.activity.kcal' END) END,
                CASE WHEN \(before) AND entry_kind = 'activity' THEN COALESCE(figure_minutes, entry -> '$.activity.minutes') END
                """
            bounds = [energyOnlyBefore, energyOnlyBefore, energyOnlyBefore]
        }
        arguments += [owner]
        arguments += bounds
        arguments += [owner]
        arguments += bounds
        arguments += [owner]
        // Read by column index (see `ledgerEvent`), in this order.
        let columns = "rowid AS seq, id, occurred_at, recorded_at, kind, refers_to, entry_kind, food_id, \(entry), \(figures)"
        // `+owner_id`: the owner is checked on each row, while the id and refers_to indexes find them.
        // A retracted original is gone whatever else was written about it (a retraction is final),
        // so neither it nor its corrections are read: a day where much was logged and deleted
        // reads what is left.
        var events: [FoodEvent] = []
        try db.forEachRow(
            sql: """
                WITH hits(original) AS (\(hits.joined(separator: " UNION "))),
                live(original) AS (
                    SELECT original FROM hits WHERE NOT EXISTS (
                        SELECT 1 FROM food_events r WHERE r.refers_to = hits.original AND r.kind = 'retraction' AND +r.owner_id = ?))
                SELECT \(columns) FROM food_events WHERE id IN (SELECT original FROM live) AND kind = 'record' AND +owner_id = ?
                UNION ALL
                SELECT \(columns) FROM food_events WHERE refers_to IN (SELECT original FROM live) AND +owner_id = ?
                ORDER BY seq
                """, arguments: arguments
        ) { row in
            let event: FoodEvent
            do { event = try Self.ledgerEvent(row) } catch let error as DecodingError {
                throw error
            } catch {
                UnreadableRows.skip(row, table: FoodEventRecord.databaseTableName, error: error)
                return
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

    /// The effective events of one local day, in the ledger's order; with `energyOnly`, their
    /// figures alone (see `effectiveEvents(owner:matching:energyOnlyBefore:db:)`).
    static func effectiveEvents(
        owner: String, on day: LocalDay, preferences: UserPreferences, energyOnly: Bool = false, db: any StoreDatabase
    ) throws -> [EffectiveEvent] {
        let zone = preferences.zone
        let hour = preferences.dayStartHour
        let start = day.start(in: zone, dayStartHour: hour)
        let end = day.adding(days: 1).start(in: zone, dayStartHour: hour)
        return try effectiveEvents(
            owner: owner, matching: [("occurred_at >= ? AND occurred_at < ?", [start, end])],
            energyOnlyBefore: energyOnly ? .distantFuture : nil, db: db
        )
        .filter { LocalDay(containing: $0.occurredAt, in: zone, dayStartHour: hour) == day }
    }

    /// The latest effective weigh-in before `end` (or, with `after` true, the earliest from `end` on),
    /// found among the weigh-ins nearest to `end`: 16 of them, more only when those were all
    /// retracted or moved away.
    static func nearestWeight(owner: String, to end: Date, after: Bool = false, db: any StoreDatabase) throws -> (Date, Double)? {
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
            try FoodEventRecord.fetchReadable(
                db, sql: "SELECT * FROM food_events WHERE owner_id = ? ORDER BY \(db.dialect.rowOrder)", arguments: [owner]
            ).map { try $0.event() }
        }
    }

    /// The raw log a page at a time, newest first (the order it was written, backwards): `limit`
    /// events written before the event `before`, and the id of the last when older ones follow
    /// (the next page's `before`). `+owner_id` walks the log by rowid from the cursor instead of
    /// sorting every event of the owner, so a page costs its own rows whatever the log's length.
    /// The rows are read by column index and handed over as stored (`StoredFoodEvent`): the API
    /// writes them out without decoding each food's hundred nutrients and encoding them again.
    public func foodLog(owner: String, before: String?, limit: Int) async throws -> (events: [StoredFoodEvent], older: String?) {
        try await read { db in
            var condition = "+owner_id = ?"
            var arguments: StatementArguments = [owner]
            if let before {
                let cursor = try Int64.fetchOne(
                    db, sql: "SELECT rowid FROM food_events WHERE owner_id = ? AND id = ?", arguments: [owner, before])
                guard let cursor else { throw AlmanacError.invalid("before", "before names no entry of your food log.") }
                condition += " AND rowid < ?"
                arguments += [cursor]
            }
            arguments += [limit + 1]
            var events: [StoredFoodEvent] = []
            try db.forEachRow(
                sql: """
                    SELECT id, occurred_at, recorded_at, kind, refers_to, entry FROM food_events
                    WHERE \(condition) ORDER BY rowid DESC LIMIT ?
                    """, arguments: arguments
            ) { row in
                do {
                    events.append(try StoredFoodEvent(row))
                } catch {
                    UnreadableRows.skip(row, table: FoodEventRecord.databaseTableName, error: error)
                }
            }
            let more = events.count > limit
            if more { events.removeLast() }
            return (events, more ? events.last?.id : nil)
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

    static func foodDays(owner: String, days: [LocalDay], now: Date, db: any StoreDatabase) throws -> [FoodDayReport] {
        try foodDays(owner: owner, days: days, now: now, keptNutrients: nil, db: db).reports
    }

    /// `foodDays`, and which of the days have something logged. With `keptNutrients`, while the
    /// kept days are current, the days' figures come from them too, with only those nutrients and
    /// the nutrients that have a target, and no entries: nothing of the log is decoded but the
    /// span's weigh-ins (a month of logged foods was most of the history page's time).
    static func foodDays(owner: String, days: [LocalDay], now: Date, keptNutrients: Set<String>?, db: any StoreDatabase) throws -> (
        reports: [FoodDayReport], logged: Set<LocalDay>
    ) {
        guard let first = days.min(), let last = days.max() else { return ([], []) }
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
            // The days before the span hold what `burned` reads of them: intake, weigh-ins and
            // resting energy. Kept days (`FoodDays`) give them when current; else the log does.
            let events: [EffectiveEvent]
            var all: [LocalDay: DayIntake]
            let current = try Self.foodDaysCurrent(owner: owner, preferences: preferences, db: db)
            let targets = try NutrientTargetRecord.fetchReadable(
                db, sql: "SELECT * FROM nutrient_targets WHERE owner_id = ?", arguments: [owner])
            let targetMap = Dictionary(targets.map { ($0.nutrient, $0.amount) }, uniquingKeysWith: { a, _ in a })
            if current, let keptNutrients {
                // The weigh-ins alone (their kilograms), for the weight of each day's estimate.
                events = try Self.effectiveEvents(
                    owner: owner,
                    matching: [("entry_kind = 'weight' AND occurred_at >= ? AND occurred_at < ?", [spanStart, spanEnd])],
                    energyOnlyBefore: .distantFuture, db: db
                )
                .filter { $0.occurredAt >= spanStart && $0.occurredAt < spanEnd }
                all = try Self.keptFoodDays(
                    owner: owner, from: first.adding(days: -Expenditure.windowDays - 30), to: last.adding(days: 1), db: db)
                let nutrients = try Self.keptNutrients(
                    owner: owner, keptNutrients.union(targetMap.keys), from: first, to: last.adding(days: 1), db: db)
                for (day, amounts) in nutrients { all[day]?.nutrients = amounts }
            } else if current {
                events = try Self.effectiveEvents(
                    owner: owner, matching: [("occurred_at >= ? AND occurred_at < ?", [spanStart, spanEnd])], db: db
                )
                .filter { $0.occurredAt >= spanStart && $0.occurredAt < spanEnd }
                all = try Self.keptFoodDays(owner: owner, from: first.adding(days: -Expenditure.windowDays - 30), to: first, db: db)
                all.merge(DayIntake.days(from: events, timeZone: zone, dayStartHour: hour)) { _, span in span }
            } else {
                events = try Self.effectiveEvents(
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
                all = DayIntake.days(from: events, timeZone: zone, dayStartHour: hour)
            }
            // The weigh-ins by the end of each day: the latest before the span, then those in it.
            var weights = try Self.nearestWeight(owner: owner, to: spanStart, db: db).map { [$0] } ?? []
            weights += events.compactMap { event -> (Date, Double)? in
                if case .weight(let kg) = event.entry, event.occurredAt >= spanStart { return (event.occurredAt, kg) }
                return nil
            }
            // Before the first weigh-in, the first one.
            let firstWeight = try weights.first ?? Self.nearestWeight(owner: owner, to: spanEnd, after: true, db: db)
            let profile = try EnergyProfileRecord.of(owner, db: db)
            // The latest weigh-in by the end of each day; before the first one, the first one.
            let dayWeights = days.map { day in
                let end = day.adding(days: 1).start(in: zone, dayStartHour: hour)
                return weights.last(where: { $0.0 < end })?.1 ?? firstWeight?.1
            }
            let burned = EnergyLedger.burned(
                on: zip(days, dayWeights).map { day, weight in
                    let energyProfile = profile.flatMap { p in
                        weight.map {
                            EnergyProfile(
                                sex: p.sex, birthYear: p.birthYear, heightCm: p.heightCm, weightKg: $0,
                                activityMultiplier: p.activityMultiplier)
                        }
                    }
                    return (day, energyProfile)
                }, days: all, today: today)
            let reports = days.indices.map { index in
                let summary = DaySummary(intake: all[days[index]] ?? DayIntake(day: days[index], events: []), burned: burned[index])
                return FoodDayReport(summary: summary, targets: targetMap, weightKg: dayWeights[index], hasProfile: profile != nil)
            }
            // A day has a kept row, as a day read from the log has an intake, when something is logged on it.
            return (reports, Set(days.filter { all[$0] != nil }))
        }
    }

    /// Every weigh-in (effective), oldest first, with the owner's local day: read from the
    /// weigh-ins alone (index `food_events_entry_kind`), not the whole log.
    public func weights(owner: String) async throws -> [WeightEntry] {
        try await read { db in try Self.weights(owner: owner, db: db) }
    }

    static func weights(owner: String, db: any StoreDatabase) throws -> [WeightEntry] {
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

    /// The trend weight (`TrendWeight`) of every day from the first weigh-in to the last, from each
    /// day's mean weigh-in: the kept days' `weight_kg` (one row a day with a weigh-in, nothing
    /// decoded) while they are current, else the weigh-ins of the log. Both hold the same means
    /// (`DayIntake`'s, of the same figures in the same order), so the trend is the same to the bit.
    static func weightTrend(owner: String, db: any StoreDatabase) throws -> [TrendPoint] {
        let preferences = try Self.preferences(owner: owner, db: db)
        guard try foodDaysCurrent(owner: owner, preferences: preferences, db: db) else {
            return TrendWeight.trend(try weights(owner: owner, db: db).map { ($0.day, $0.kilograms) })
        }
        var means: [(day: LocalDay, kilograms: Double)] = []
        try db.forEachRow(
            sql: "SELECT day, weight_kg FROM food_days WHERE owner_id = ? AND weight_kg IS NOT NULL ORDER BY day", arguments: [owner]
        ) { row in
            let text = try row.decode(String.self, atIndex: 0)
            guard let day = DayReference.written(text) else {
                throw AlmanacError.invalid("day", "A kept food day is not a date (\(text.prefix(40))).")
            }
            means.append((day, try row.decode(Double.self, atIndex: 1)))
        }
        return TrendWeight.trend(dailyMeans: means)
    }

    /// The last `count` points of `weightTrend`, from the last `count` + 1 kept weigh-in days (each
    /// gives at least one point): the first of them carries its kept trend (`keepWeightTrend`), so
    /// the points after it are those of the whole history to the bit. Ten years of weigh-ins read
    /// only while the summary is not current.
    static func weightTrend(owner: String, last count: Int, db: any StoreDatabase) throws -> [TrendPoint] {
        let preferences = try Self.preferences(owner: owner, db: db)
        guard try foodDaysCurrent(owner: owner, preferences: preferences, db: db) else {
            return Array(try weightTrend(owner: owner, db: db).suffix(count))
        }
        var means: [(day: LocalDay, kilograms: Double)] = []
        var first: Double?
        try db.forEachRow(
            sql: "SELECT day, weight_kg, trend_kg FROM food_days WHERE owner_id = ? AND weight_kg IS NOT NULL ORDER BY day DESC LIMIT ?",
            arguments: [owner, count + 1]
        ) { row in
            means.append((try DayReference.date(try row.decode(String.self, atIndex: 0)), try row.decode(Double.self, atIndex: 1)))
            first = try row.decode(Double?.self, atIndex: 2)
        }
        guard let first else { return means.isEmpty ? [] : Array(try weightTrend(owner: owner, db: db).suffix(count)) }
        return Array(TrendWeight.trend(dailyMeans: means.reversed(), firstTrend: first).suffix(count))
    }

    /// The trend weight of each of `days` that has a weigh-in, as `weightTrend` has it: the kept
    /// trend of those days (`keepWeightTrend`) while the summary is current.
    static func weightTrend(owner: String, on days: Set<LocalDay>, db: any StoreDatabase) throws -> [LocalDay: Double] {
        guard !days.isEmpty else { return [:] }
        let preferences = try Self.preferences(owner: owner, db: db)
        var trend: [LocalDay: Double] = [:]
        var complete = try foodDaysCurrent(owner: owner, preferences: preferences, db: db)
        if complete {
            try db.forEachRow(
                sql: """
                    SELECT day, trend_kg FROM food_days
                    WHERE owner_id = ? AND day IN (SELECT value FROM json_each(?)) AND weight_kg IS NOT NULL
                    """, arguments: [owner, jsonText(days.map(\.description).sorted())]
            ) { row in
                let day = try DayReference.date(try row.decode(String.self, atIndex: 0))
                if let kg = try row.decode(Double?.self, atIndex: 1) { trend[day] = kg } else { complete = false }
            }
        }
        guard !complete else { return trend }
        trend = [:]
        for point in try Self.weightTrend(owner: owner, db: db) where days.contains(point.day) { trend[point.day] = point.trendKg }
        return trend
    }

    /// The effective weigh-ins a page at a time, newest first (`weights` backwards): `limit` of
    /// those before the weigh-in `before`, each with its day's trend weight, and the id of the last
    /// when older ones follow (the next page's `before`).
    public func weighIns(owner: String, before: String?, limit: Int) async throws -> WeighIns {
        try await read { db in
            let page = try Self.weighIns(owner: owner, before: before, limit: limit, db: db)
            let trend = try Self.weightTrend(owner: owner, on: Set(page.weights.map(\.day)), db: db)
            return WeighIns(weights: page.weights, trendKg: page.weights.map { trend[$0.day] }, older: page.older)
        }
    }

    /// One effective weigh-in with its day's trend weight, or nil when `id` names none of the owner's.
    public func weighIn(owner: String, id: String) async throws -> (weight: WeightEntry, trendKg: Double?)? {
        try await read { db in
            guard let event = try Self.effectiveWeighIn(owner: owner, id: id, db: db), case .weight(let kg) = event.entry else {
                return nil
            }
            let preferences = try Self.preferences(owner: owner, db: db)
            let day = LocalDay(containing: event.occurredAt, in: preferences.zone, dayStartHour: preferences.dayStartHour)
            let trend = try Self.weightTrend(owner: owner, on: [day], db: db)[day]
            return (WeightEntry(id: event.id, occurredAt: event.occurredAt, day: day, kilograms: kg), trend)
        }
    }

    /// The weigh-in `id` as it stands (corrections applied), nil when it is not a live weigh-in of the owner.
    static func effectiveWeighIn(owner: String, id: String, db: any StoreDatabase) throws -> EffectiveEvent? {
        let event = try effectiveEvents(owner: owner, matching: [("id = ?", [id])], energyOnlyBefore: .distantFuture, db: db)
            .first { $0.id == id }
        guard let event, case .weight = event.entry else { return nil }
        return event
    }

    /// `weighIns` read from the weigh-ins nearest the cursor (index `food_events_entry_kind`):
    /// the `limit` + 17 latest times at or before it mark an edge, and every weigh-in whose
    /// effective time lies from the edge to the cursor is among the records and corrections of
    /// that span; more are read only when too many of those were deleted or moved away. Oldest
    /// first among them is `weights`' order, so the page is the last `limit` of them, backwards.
    static func weighIns(owner: String, before: String?, limit: Int, db: any StoreDatabase) throws -> (
        weights: [WeightEntry], older: String?
    ) {
        let preferences = try Self.preferences(owner: owner, db: db)
        var end: Date?
        if let before {
            guard let cursor = try effectiveWeighIn(owner: owner, id: before, db: db) else {
                throw AlmanacError.invalid("before", "before names no weigh-in of yours.")
            }
            end = cursor.occurredAt
        }
        var count = limit + 17
        while true {
            var bound = ""
            var arguments: StatementArguments = [owner]
            if let end {
                bound = " AND occurred_at <= ?"
                arguments += [end]
            }
            arguments += [count]
            let times = try Date.fetchAll(
                db,
                sql: """
                    SELECT occurred_at FROM food_events WHERE owner_id = ? AND entry_kind = 'weight'\(bound)
                    ORDER BY occurred_at DESC LIMIT ?
                    """, arguments: arguments)
            let exhausted = times.count < count
            let edge = exhausted ? nil : times.last
            var sql = "entry_kind = 'weight'"
            var span = StatementArguments()
            if let edge {
                sql += " AND occurred_at >= ?"
                span += [edge]
            }
            if let end {
                sql += " AND occurred_at <= ?"
                span += [end]
            }
            var found = try effectiveEvents(owner: owner, matching: [(sql, span)], energyOnlyBefore: .distantFuture, db: db)
                .filter { event in
                    guard case .weight = event.entry else { return false }
                    if let edge, event.occurredAt < edge { return false }
                    if let end, event.occurredAt > end { return false }
                    return true
                }
            // Weigh-ins at the cursor's very time come before it or after it as `weights` orders them.
            if let before, let cut = found.firstIndex(where: { $0.id == before }) { found.removeSubrange(cut...) }
            guard found.count > limit || exhausted else {
                count *= 4
                continue
            }
            let page = found.suffix(limit).reversed().compactMap { event -> WeightEntry? in
                guard case .weight(let kg) = event.entry else { return nil }
                return WeightEntry(
                    id: event.id, occurredAt: event.occurredAt,
                    day: LocalDay(containing: event.occurredAt, in: preferences.zone, dayStartHour: preferences.dayStartHour),
                    kilograms: kg)
            }
            return (page, found.count > limit ? page.last?.id : nil)
        }
    }

    // MARK: Profile and targets

    public func energyProfile(owner: String) async throws -> EnergyProfileRecord? {
        try await read { db in try EnergyProfileRecord.of(owner, db: db) }
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
            if var existing = try EnergyProfileRecord.of(owner, db: batch.db) {
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
            let existing = try NutrientTargetRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM nutrient_targets WHERE owner_id = ? AND nutrient = ? LIMIT 1", arguments: [owner, nutrient])
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
}

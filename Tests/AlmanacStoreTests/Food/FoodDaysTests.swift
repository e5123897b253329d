import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

private func at(_ text: String) -> Date { Timestamp.parse(text)! }

/// A day's figures as `food_days` keeps them (with the trend weight of a weigh-in day), and its
/// nutrients as `food_day_nutrients` does (those at 0 left out).
private struct Figures: Equatable, CustomStringConvertible {
    var consumed, manual, measured, overlapping: Double
    var basal, weight: Double?
    var trend: Double? = nil
    var nutrients: [String: Double] = [:]
    var description: String {
        "\(consumed) \(manual) \(measured) \(overlapping) \(basal as Any) \(weight as Any) trend \(trend as Any) \(nutrients.sorted { $0.key < $1.key })"
    }
}

/// The kept days, and the basis they were cut by (time zone, day start, rows not yet counted).
private func kept(_ database: AppDatabase, owner: String) async throws -> (days: [String: Figures], basis: (String, Int, Int)?) {
    try await database.read { db in
        var days: [String: Figures] = [:]
        for row in try db.fetchRows(sql: "SELECT * FROM food_days WHERE owner_id = ?", arguments: [owner]) {
            days[row["day"]] = Figures(
                consumed: row["consumed_kcal"], manual: row["manual_activity_kcal"], measured: row["measured_active_kcal"],
                overlapping: row["overlapping_activity_kcal"], basal: row["recorded_basal_kcal"], weight: row["weight_kg"],
                trend: row["trend_kg"])
        }
        for row in try db.fetchRows(sql: "SELECT day, nutrient, amount FROM food_day_nutrients WHERE owner_id = ?", arguments: [owner]) {
            let day: String = row["day"]
            // A nutrient of a day without figures shows as a day of its own, which the log has not.
            days[day, default: Figures(consumed: .nan, manual: .nan, measured: .nan, overlapping: .nan)].nutrients[row["nutrient"]] =
                row["amount"]
        }
        let basis = try db.fetchFirstRow(
            sql: "SELECT time_zone, day_start_hour, pending FROM food_day_basis WHERE owner_id = ?", arguments: [owner]
        ).map { row -> (String, Int, Int) in (row[0], row[1], row[2]) }
        return (days, basis)
    }
}

/// Every day's figures computed again from the whole log (the ledger's definition), and the
/// trend weight of each weigh-in day from every weigh-in (`TrendWeight.trend` of the log's).
private func recomputed(_ database: AppDatabase, owner: String, preferences: UserPreferences) async throws -> [String: Figures] {
    let log = try await database.foodLog(owner: owner)
    let all = DayIntake.allDays(from: log, timeZone: preferences.zone, dayStartHour: preferences.dayStartHour)
    let weighIns = EnergyLedger.effectiveEvents(log).compactMap { event -> (day: LocalDay, kilograms: Double)? in
        guard case .weight(let kg) = event.entry else { return nil }
        return (LocalDay(containing: event.occurredAt, in: preferences.zone, dayStartHour: preferences.dayStartHour), kg)
    }
    let trend = Dictionary(
        TrendWeight.trend(weighIns).filter { $0.weightKg != nil }.map { ($0.day.description, $0.trendKg) }, uniquingKeysWith: { a, _ in a })
    return Dictionary(
        uniqueKeysWithValues: all.map { day, intake in
            (
                day.description,
                Figures(
                    consumed: intake.consumedKcal, manual: intake.manualActivityKcal, measured: intake.measuredActiveKcal,
                    overlapping: intake.overlappingActivityKcal, basal: intake.recordedBasalKcal, weight: intake.weightKg,
                    trend: trend[day.description], nutrients: intake.nutrients.filter { $0.value != 0 })
            )
        })
}

@Suite struct FoodDaysTests {
    /// Random foods, quick adds, activities, device energy and weigh-ins over two months, with
    /// corrections that move entries to other days, deletions, undos, a bulk log and a change of
    /// time zone and day start: after every step the kept days equal the days computed again from
    /// the whole log, bit for bit, and the summary is current.
    @Test func keptDaysEqualTheLogRecomputedAfterEveryKindOfWrite() async throws {
        let (database, user) = try await makeLedgerDatabase()
        var preferences = user.preferences
        var actions = RandomFoodLog(seed: 36)
        for step in 0..<160 {
            let roll = Int.random(in: 0..<(RandomFoodLog.actions + 5), using: &actions.generator)
            switch roll - RandomFoodLog.actions {
            case ..<0:
                try await actions.act(roll, on: database, owner: user.id)
            case 0, 1:
                // Undo brings back what the last action removed, or removes what it added.
                try await database.undoLastChange(owner: user.id)
                try await actions.read(database, owner: user.id)
            case 2:
                // Many events in one action, each day of them kept.
                let events = (0..<12).map { index in
                    FoodEvent(
                        id: UUIDv7.make(at: actions.start.addingTimeInterval(Double(step * 100 + index))), occurredAt: actions.instant(),
                        recordedAt: actions.start, body: .record(.quickAdd(kcal: Double(index * 50 + 10), meal: .snack, note: "")))
                }
                try await database.appendFoodLog(owner: user.id, events)
            case 3:
                // Another time zone or day start cuts the days otherwise.
                preferences.timeZone = ["Europe/Berlin", "America/New_York", "Asia/Kolkata"].randomElement(using: &actions.generator)!
                preferences.dayStartHour = Int.random(in: 0...6, using: &actions.generator)
                _ = try await database.updateProfile(owner: user.id, displayName: user.displayName, preferences: preferences)
            default:
                continue
            }
            let (days, basis) = try await kept(database, owner: user.id)
            // The days are kept from the first action on the log on.
            if basis == nil, try await database.foodLog(owner: user.id).isEmpty { continue }
            #expect(
                basis?.0 == preferences.timeZone && basis?.1 == preferences.dayStartHour && basis?.2 == 0,
                "the basis after step \(step): \(basis.map { "\($0)" } ?? "none")")
            let expected = try await recomputed(database, owner: user.id, preferences: preferences)
            #expect(days == expected, "the kept days after step \(step)")
            if days != expected { return }
        }
    }

    /// A log imported from an account's export is cut into kept days, nutrients too, at the
    /// server's start, equal to the days computed again from it; and the history page reads the
    /// same from the kept days as from the log (each day's figures, burned, the nutrients it
    /// shows, the days with something logged).
    @Test func anImportedLogIsKeptAndTheHistoryReadsTheSameFromIt() async throws {
        let (database, user) = try await makeLedgerDatabase()
        var actions = RandomFoodLog(seed: 7)
        for _ in 0..<120 {
            try await actions.act(Int.random(in: 0..<RandomFoodLog.actions, using: &actions.generator), on: database, owner: user.id)
        }
        try await database.setNutrientTarget(owner: user.id, nutrient: NutrientNumber.fat, amount: 70)
        let (other, newUser) = try await makeLedgerDatabase()
        try await other.importAccount(owner: newUser.id, try await database.exportAccount(owner: user.id))
        try await other.rebuildStaleFoodDays()
        let (days, basis) = try await kept(other, owner: newUser.id)
        #expect(basis?.2 == 0)
        #expect(days == (try await recomputed(other, owner: newUser.id, preferences: newUser.preferences)))
        #expect(days.values.contains { !$0.nutrients.isEmpty })

        let month = (0..<30).map { LocalDay("2026-09-20")!.adding(days: $0) }
        let shown: Set<String> = [NutrientNumber.protein, NutrientNumber.energyKcal]
        let fromKept = try await other.foodHistoryPage(owner: newUser.id, days: month, nutrients: shown)
        try await other.writeUnlogged { db in
            try db.execute(sql: "DELETE FROM food_day_basis WHERE owner_id = ?", arguments: [newUser.id])
        }
        let fromLog = try await other.foodHistoryPage(owner: newUser.id, days: month, nutrients: shown)
        #expect(!fromKept.logged.isEmpty)
        #expect(fromKept.logged == fromLog.logged)
        for (kept, log) in zip(fromKept.reports, fromLog.reports) {
            let day = kept.summary.intake.day
            #expect(kept.summary.intake.consumedKcal == log.summary.intake.consumedKcal, "\(day)")
            #expect(kept.summary.burned == log.summary.burned, "\(day)")
            #expect(kept.weightKg == log.weightKg, "\(day)")
            for nutrient in shown.union([NutrientNumber.fat]) {
                #expect(kept.summary.intake.nutrients[nutrient] ?? 0 == log.summary.intake.nutrients[nutrient] ?? 0, "\(day) \(nutrient)")
            }
        }
    }

    /// Rows of the log written without keeping the days (here by hand; an older restore or
    /// import alike) stop the summary's use at once: the day read from the log is right. The
    /// next action on the log rebuilds it, and so does the server's start.
    @Test func rowsWrittenAroundTheSummaryStopItsUseUntilItIsRebuilt() async throws {
        let (database, user) = try await makeLedgerDatabase()
        try await database.setEnergyProfile(owner: user.id, sex: .female, birthYear: 1990, heightCm: 170, activityMultiplier: nil)
        let day = LocalDay("2026-11-20")!
        try await database.addWeight(owner: user.id, kilograms: 72, at: at("2026-11-01T07:00:00Z"))
        try await database.quickAdd(owner: user.id, kcal: 500, meal: .lunch, at: at("2026-11-19T12:00:00Z"))
        try await database.quickAdd(owner: user.id, kcal: 300, meal: .lunch, at: at("2026-11-20T12:00:00Z"))
        #expect(try await kept(database, owner: user.id).basis?.2 == 0)
        let before = try await database.foodDay(owner: user.id, day: day)

        // 1,000 kcal more the day before, written around the summary.
        let entry = String(decoding: try JSONEncoder().encode(LedgerEntry.quickAdd(kcal: 1000, meal: .snack, note: "")), as: UTF8.self)
        try await database.writeUnlogged { db in
            try db.execute(
                sql: """
                    INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, entry_kind, entry, figure)
                    VALUES ('by-hand', ?, ?, ?, 'record', 'quickAdd', ?, '1000')
                    """, arguments: [user.id, at("2026-11-19T13:00:00Z"), at("2026-11-19T13:00:00Z"), entry])
        }
        #expect(try await kept(database, owner: user.id).basis?.2 == 1)
        #expect(try await kept(database, owner: user.id).days["2026-11-19"]?.consumed == 500)
        let log = try await database.foodLog(owner: user.id)
        #expect(log.contains { $0.id == "by-hand" })
        let after = try await database.foodDay(owner: user.id, day: day)
        // The learnt expenditure saw the 1,000 kcal (read from the log, not the stale summary).
        #expect(before.summary.burned.learnt?.meanIntakeKcal == 500)
        #expect(after.summary.burned.learnt?.meanIntakeKcal == 1500)

        // The server's start rebuilds whoever's summary is not current.
        #expect(try await database.rebuildStaleFoodDays() == 1)
        #expect(try await database.rebuildStaleFoodDays() == 0)
        #expect(try await kept(database, owner: user.id).days["2026-11-19"]?.consumed == 1500)
        #expect(try await database.foodDay(owner: user.id, day: day).summary == after.summary)

        // Around it again, then an action on the log rebuilds it in its own transaction.
        try await database.writeUnlogged { db in
            try db.execute(sql: "DELETE FROM food_events WHERE id = 'by-hand' AND owner_id = ?", arguments: [user.id])
        }
        #expect(try await kept(database, owner: user.id).basis?.2 == 1)
        try await database.addWeight(owner: user.id, kilograms: 71, at: at("2026-11-20T07:00:00Z"))
        let (days, basis) = try await kept(database, owner: user.id)
        #expect(basis?.2 == 0)
        #expect(days == (try await recomputed(database, owner: user.id, preferences: user.preferences)))
        #expect(days["2026-11-19"]?.consumed == 500)
    }

    /// A row of the log that cannot be read does not stop an action on the log: the summary is
    /// set aside (its days are read from the log, which reads only the day asked for), the action
    /// is written.
    @Test func anUnreadableRowSetsTheSummaryAsideAndTheActionIsWritten() async throws {
        let (database, user) = try await makeLedgerDatabase()
        try await database.quickAdd(owner: user.id, kcal: 300, meal: .lunch, at: at("2026-11-20T12:00:00Z"))
        try await database.writeUnlogged { db in
            try db.execute(
                sql: """
                    INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, entry_kind, entry)
                    VALUES ('unreadable', ?, ?, ?, 'record', 'quickAdd', 'not a ledger entry')
                    """, arguments: [user.id, at("2025-01-10T12:00:00Z"), at("2025-01-10T12:00:00Z")])
        }
        let id = try await database.quickAdd(owner: user.id, kcal: 200, meal: .snack, at: at("2026-11-20T15:00:00Z"))
        #expect(try await database.foodEntry(owner: user.id, id: id).id == id)
        // The rebuild reads every entry whole (its nutrients are kept), and the damaged one does not
        // decode, on either engine: the kept days are set aside and days are read from the log.
        // The action is written, the day right.
        #expect(try await kept(database, owner: user.id).basis == nil)
        #expect(try await database.foodDay(owner: user.id, day: LocalDay("2026-11-20")!).summary.intake.consumedKcal == 500)
        // The server's start tries again, and still starts.
        #expect(try await database.rebuildStaleFoodDays() == 1)
        #expect(try await kept(database, owner: user.id).basis == nil)
        #expect(try await database.foodDay(owner: user.id, day: LocalDay("2026-11-20")!).summary.intake.consumedKcal == 500)
    }

    /// Foods and quick adds logged one after another through a day (each the day's last, so kept
    /// by adding it to the day), one at the same time as the last, one earlier in the day, one
    /// deleted, and one on a day with nothing else: after each, the kept days equal the log
    /// recomputed, bit for bit (amounts of thirds of a gram, whose sums round).
    @Test func foodsLoggedLastInTheirDayAreKeptToTheBit() async throws {
        let (database, user) = try await makeLedgerDatabase()
        let foods = ["09040", "01079", "08120", "05064", "11090"]
        func check(_ step: String) async throws {
            let (days, basis) = try await kept(database, owner: user.id)
            #expect(basis?.2 == 0, "the basis after \(step)")
            #expect(days == (try await recomputed(database, owner: user.id, preferences: user.preferences)), "the kept days after \(step)")
        }
        var time = at("2026-11-20T06:00:00Z")
        var ids: [String] = []
        for (index, food) in (foods + foods).enumerated() {
            time = time.addingTimeInterval(3000)
            ids.append(
                try await database.logFood(
                    owner: user.id, foodId: food, amount: .grams(Double(37 * index + 13) / 3), meal: .lunch, at: time))
            try await check("food \(index)")
        }
        try await database.quickAdd(owner: user.id, kcal: 123.4, meal: .snack, at: time)
        try await check("a quick add at the same time")
        try await database.logFood(
            owner: user.id, foodId: foods[1], amount: .grams(100.0 / 3), meal: .breakfast, at: at("2026-11-20T06:30:00Z"))
        try await check("a food earlier in the day")
        try await database.retractEntry(owner: user.id, id: ids[3])
        try await check("a deletion")
        try await database.logFood(
            owner: user.id, foodId: foods[2], amount: .grams(250.0 / 3), meal: .dinner, at: time.addingTimeInterval(60))
        try await check("a food after the deletion")
        try await database.logFood(
            owner: user.id, foodId: foods[3], amount: .grams(200.0 / 3), meal: .dinner, at: at("2026-11-25T12:00:00Z"))
        try await check("a food on a day of its own")
        #expect(try await kept(database, owner: user.id).days.count == 2)
    }
}

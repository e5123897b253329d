import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

private func at(_ text: String) -> Date { Timestamp.parse(text)! }

/// What a day showed when it was computed from the whole log (the ledger's definition).
private func dayFromWholeLog(_ log: [FoodEvent], day: LocalDay, preferences: UserPreferences, profile: EnergyProfileRecord?) -> (
    DaySummary, Double?
) {
    let all = DayIntake.allDays(from: log, timeZone: preferences.zone, dayStartHour: preferences.dayStartHour)
    let weights = EnergyLedger.effectiveEvents(log).compactMap { event -> (Date, Double)? in
        if case .weight(let kg) = event.entry { return (event.occurredAt, kg) }
        return nil
    }
    let end = day.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
    let weight = weights.last(where: { $0.0 < end })?.1 ?? weights.first?.1
    let energyProfile = profile.flatMap { p in
        weight.map {
            EnergyProfile(sex: p.sex, birthYear: p.birthYear, heightCm: p.heightCm, weightKg: $0, activityMultiplier: p.activityMultiplier)
        }
    }
    let summary = DaySummary(
        intake: all[day] ?? DayIntake(day: day, events: []),
        burned: EnergyLedger.burned(
            on: day, days: all, profile: energyProfile, today: preferences.today(at: Date(timeIntervalSince1970: 1_795_000_000))))
    return (summary, weight)
}

/// Counts the SQL statements a connection runs.
private final class StatementCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

@Suite struct FoodDayCostTests {
    /// Random foods, quick adds, activities, device energy and weigh-ins over two months, with
    /// corrections that move entries to other days and deletions (weigh-ins too): every day read
    /// from its own span shows exactly what the whole log says, ledger numbers and weight included.
    @Test func aDayReadFromItsSpanEqualsTheDayComputedFromTheWholeLog() async throws {
        let (database, user) = try await makeLedgerDatabase()
        try await database.setEnergyProfile(owner: user.id, sex: .female, birthYear: 1990, heightCm: 170, activityMultiplier: nil)
        var actions = RandomFoodLog(seed: 19)
        for _ in 0..<400 {
            try await actions.act(Int.random(in: 0..<RandomFoodLog.actions, using: &actions.generator), on: database, owner: user.id)
        }
        let log = try await database.foodLog(owner: user.id)
        let profile = try await database.energyProfile(owner: user.id)
        // From a month before the first entry to a month after the last.
        let days = (0..<120).map { LocalDay("2026-08-01")!.adding(days: $0) }
        for day in days {
            let report = try await database.foodDay(owner: user.id, day: day)
            let (summary, weight) = dayFromWholeLog(log, day: day, preferences: user.preferences, profile: profile)
            #expect(report.summary == summary, "the day \(day)")
            #expect(report.weightKg == weight, "the weight on \(day)")
        }
        // The history page's 30 days at once.
        let month = Array(days[40..<70])
        for (day, report) in zip(month, try await database.foodDays(owner: user.id, days: month)) {
            #expect(
                report.summary == dayFromWholeLog(log, day: day, preferences: user.preferences, profile: profile).0,
                "the day \(day) in a month")
        }
        // The weight page's list: the effective weigh-ins, oldest first.
        let weighIns = EnergyLedger.effectiveEvents(log).compactMap { event -> Double? in
            if case .weight(let kg) = event.entry { return kg }
            return nil
        }
        #expect(try await database.weights(owner: user.id).map(\.kilograms) == weighIns)
    }

    /// Reading or writing a day never reads the rest of the history: log rows on other days
    /// (in the basal window before the 28 days whose intake and weigh-ins the learnt expenditure
    /// reads, long before, weigh-ins a year back, the day after) are made unreadable, and
    /// every day operation still works and gives the same figures; a longer history elsewhere does
    /// not add one SQL statement to a day read.
    @Test func dayReadsAndWritesTouchOnlyTheEventsOfThatDay() async throws {
        let (database, user) = try await makeLedgerDatabase()
        let day = LocalDay("2026-11-20")!
        for index in 0..<20 {
            try await database.addWeight(
                owner: user.id, kilograms: 72, at: at("2026-11-01T07:00:00Z").addingTimeInterval(Double(index) * 12 * 3600))
        }
        try await database.addWeight(owner: user.id, kilograms: 71, at: at("2026-11-18T07:00:00Z"))
        try await database.addEnergySample(owner: user.id, basal: true, kcal: 1500, at: at("2026-11-15T20:00:00Z"))
        let banana = try await database.logFood(
            owner: user.id, foodId: "09040", amount: .grams(100), meal: .breakfast, at: at("2026-11-20T07:30:00Z"))
        try await database.quickAdd(owner: user.id, kcal: 250, meal: .snack, at: at("2026-11-20T15:00:00Z"))
        let before = try await database.foodDay(owner: user.id, day: day)

        let counter = StatementCounter()
        func statements(_ work: () async throws -> Void) async throws -> Int {
            try await database.writer.writeWithoutTransaction { db in db.trace(options: .statement) { _ in counter.add() } }
            let start = counter.count
            try await work()
            try await database.writer.writeWithoutTransaction { db in db.trace(options: .statement, nil) }
            return counter.count - start
        }
        let shortHistory = try await statements { _ = try await database.foodDay(owner: user.id, day: day) }

        // A long history on other days, then some of it unreadable: whatever reads it fails.
        for index in 0..<300 {
            try await database.quickAdd(
                owner: user.id, kcal: 100, meal: .snack,
                at: at("2026-11-20T12:00:00Z").addingTimeInterval(-Double(index + 1) * 8 * 3600 - 86400))
        }
        #expect(shortHistory > 0)
        #expect(try await statements { _ = try await database.foodDay(owner: user.id, day: day) } == shortHistory)
        // Rows written around the kept food days (`FoodDaysTests`) set them aside: the day is then
        // read from the log alone, still without the rest of the history.
        try await database.writeUnlogged { db in
            for (index, (time, kind)) in [
                (at("2026-10-17T12:00:00Z"), "eaten"), (at("2026-10-01T12:00:00Z"), "eaten"), (at("2025-11-20T07:00:00Z"), "weight"),
                (at("2026-11-21T12:00:00Z"), "quickAdd"), (at("2026-10-10T12:00:00Z"), "activity"),
            ].enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, entry_kind, entry)
                        VALUES (?, ?, ?, ?, 'record', ?, 'not a ledger entry')
                        """, arguments: ["unreadable-\(index)", user.id, time, time, kind])
            }
        }
        // Reading the whole log now fails; a day does not.
        await #expect(throws: (any Error).self) { try await database.foodLog(owner: user.id) }

        let report = try await database.foodDay(owner: user.id, day: day)
        // The same day and figure (the learnt estimate beside it has more days to learn from now).
        #expect(report.summary.intake == before.summary.intake)
        #expect(report.summary.burned.totalKcal == before.summary.burned.totalKcal)
        #expect(report.weightKg == 71)
        #expect(report.summary.burned.basalSource == .recorded(days: 1))
        // Writing: log, answer with the entry, correct, delete, copy a meal.
        let apple = try await database.logFood(
            owner: user.id, foodId: "09040", amount: .grams(50), meal: .breakfast, at: at("2026-11-20T08:00:00Z"))
        #expect(try await database.foodEntry(owner: user.id, id: apple).id == apple)
        try await database.correctFoodEntry(owner: user.id, id: banana, amount: .grams(200), meal: nil, at: nil)
        try await database.retractEntry(owner: user.id, id: apple)
        #expect(try await database.copyMeal(owner: user.id, meal: .breakfast, from: day, to: day.adding(days: 2)) == 1)
        let after = try await database.foodDay(owner: user.id, day: day)
        #expect(abs(after.summary.intake.consumedKcal - (89 * 2 + 250)) < 0.001)
        #expect(after.summary.intake.entries.count == 2)
    }

    /// The 28 days the learnt expenditure reads are read for each entry's figure, not decoded
    /// whole: a food logged there whose entry holds its energy and nothing else a ledger entry
    /// needs still counts with that energy, and the day still reads (decoding every entry of those
    /// weeks, a hundred nutrients each, was most of a food day's cost). The day itself is read whole.
    @Test func theLearntWindowReadsEachEntrysFigureNotTheWholeEntry() async throws {
        let (database, user) = try await makeLedgerDatabase()
        try await database.setEnergyProfile(owner: user.id, sex: .female, birthYear: 1990, heightCm: 170, activityMultiplier: nil)
        try await database.addWeight(owner: user.id, kilograms: 70, at: at("2026-11-01T07:00:00Z"))
        let day = LocalDay("2026-11-20")!
        try await database.writeUnlogged { db in
            for (index, (time, entry)) in [
                (at("2026-11-10T12:00:00Z"), #"{"eaten":{"_0":{"nutrients":{"208":640.5}}}}"#),
                (at("2026-11-12T12:00:00Z"), #"{"eaten":{"_0":{"nutrients":{"208":1e3}}}}"#),
            ].enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO food_events (id, owner_id, occurred_at, recorded_at, kind, entry_kind, entry)
                        VALUES (?, ?, ?, ?, 'record', 'eaten', ?)
                        """, arguments: ["figure-only-\(index)", user.id, time, time, entry])
            }
        }
        let banana = try await database.logFood(
            owner: user.id, foodId: "09040", amount: .grams(100), meal: .breakfast, at: at("2026-11-20T07:30:00Z"))
        let report = try await database.foodDay(owner: user.id, day: day)
        #expect(report.summary.burned.learnt?.loggedDays == 2)
        #expect(report.summary.burned.learnt?.meanIntakeKcal == (640.5 + 1000) / 2)
        guard case .eaten(let food)? = report.summary.intake.entries.first?.entry else {
            Issue.record("the day's food is missing")
            return
        }
        #expect(report.summary.intake.entries.first?.id == banana)
        #expect(!food.name.isEmpty)
        #expect(food.nutrients.count > 1, "the day's own foods keep every nutrient")
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation

/// A database with one user (Europe/Berlin, day start 04:00), the sample foods and a clock that
/// moves a second per reading, for the ledger's property tests.
func makeLedgerDatabase() async throws -> (AppDatabase, User) {
    let (database, user) = try await makeDatabaseWithUser()
    let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 1)
    let fixed = database.with(now: { clock.now })
    try await fixed.loadFoodCatalog(SampleFoods.database, source: "sample")
    var preferences = user.preferences
    preferences.dayStartHour = 4
    return (fixed, try await fixed.updateProfile(owner: user.id, displayName: user.displayName, preferences: preferences))
}

/// Random actions on a food log over two months from 2026-09-01: foods, quick adds, activities,
/// device energy and weigh-ins, corrections that move entries to other days half the time, and
/// deletions (weigh-ins too); the same seed gives the same actions.
struct RandomFoodLog {
    /// How many kinds of action `act` chooses among.
    static let actions = 20
    var generator: SeededRandom
    let start = Timestamp.parse("2026-09-01T00:00:00Z")!
    /// Foods and quick adds, which can be corrected.
    var changeable: [String] = []
    /// Every entry not deleted.
    var live: [String] = []

    init(seed: UInt64) { generator = SeededRandom(seed: seed) }

    mutating func instant() -> Date {
        start.addingTimeInterval(Double(Int.random(in: 0..<(60 * 24 * 60), using: &generator)) * 60)
    }

    /// Action `roll` (0..<`actions`) on `owner`'s log.
    mutating func act(_ roll: Int, on database: AppDatabase, owner: String) async throws {
        let foods = ["09040", "01079", "08120", "05064", "11090"]
        switch roll {
        case 0..<8:
            let id = try await database.logFood(
                owner: owner, foodId: foods.randomElement(using: &generator)!,
                amount: .grams(Double(Int.random(in: 10...400, using: &generator))), meal: .lunch, at: instant())
            changeable.append(id)
            live.append(id)
        case 8:
            let id = try await database.quickAdd(
                owner: owner, kcal: Double(Int.random(in: 1...900, using: &generator)), meal: .snack, at: instant())
            changeable.append(id)
            live.append(id)
        case 9:
            live.append(
                try await database.addActivity(
                    owner: owner, name: "Run", minutes: 30, kcal: Double(Int.random(in: 1...600, using: &generator)), at: instant()))
        case 10, 11:
            live.append(
                try await database.addEnergySample(
                    owner: owner, basal: Bool.random(using: &generator), kcal: Double(Int.random(in: 300...1800, using: &generator)),
                    at: instant()))
        case 12, 13:
            live.append(
                try await database.addWeight(
                    owner: owner, kilograms: Double(Int.random(in: 600...800, using: &generator)) / 10, at: instant()))
        case 14..<17:
            // Correct an entry, half the time moving it to another moment (often another day).
            guard let id = changeable.randomElement(using: &generator) else { return }
            let moved = Bool.random(using: &generator) ? instant() : nil
            try await database.correctFoodEntry(
                owner: owner, id: id, amount: .grams(Double(Int.random(in: 10...400, using: &generator))), meal: .dinner, at: moved)
        default:
            guard let index = live.indices.randomElement(using: &generator) else { return }
            let id = live.remove(at: index)
            changeable.removeAll { $0 == id }
            try await database.retractEntry(owner: owner, id: id)
        }
    }

    /// After an action this log did not make (an undo): what can be corrected and deleted, from the log.
    mutating func read(_ database: AppDatabase, owner: String) async throws {
        let effective = EnergyLedger.effectiveEvents(try await database.foodLog(owner: owner))
        live = effective.map(\.id)
        changeable = effective.filter { $0.entry.kcalConsumed > 0 }.map(\.id)
    }
}

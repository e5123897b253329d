import AlmanacCLI
import AlmanacCore
import AlmanacStore
import Foundation
import GRDB

/// Day read and day write latency of the food log at a given history length, measured at the
/// store level: the `AppDatabase` methods the API handlers call (`GET /api/v1/food/days/{day}`
/// calls `foodDay`; `POST /api/v1/food/entries` calls `logFood`, then `foodEntry` for the answer),
/// on a database file in a temporary folder (WAL, as the server runs it).
struct FoodDayBenchmark {
    struct Row: Encodable {
        var loggedEntries: Int
        var logEvents: Int
        var seedSeconds: Double
        var readP50Milliseconds: Double
        var readP99Milliseconds: Double
        var writeP50Milliseconds: Double
        var writeP99Milliseconds: Double
    }

    /// The database whose food catalogue each run copies.
    var catalog: AppDatabase
    var runs: Int
    var seed: UInt64 = 19

    /// SR28 foods people log every day.
    static let foods = ["09040", "01079", "08120", "05064", "11090", "20044", "01123", "09003", "18064", "16057", "11529", "15076"]

    func run(entries: Int) async throws -> Row {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-bench-food-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(folder: folder, origin: .api)
        try catalog.writer.backup(to: database.writer)
        let user = try await database.createUser(username: "bench", password: "benchmark password", timeZone: "Europe/Berlin")
        let zone = user.preferences.zone
        let today = user.preferences.today(at: database.now())
        var details: [FoodDetail] = []
        for id in Self.foods { details.append(try await database.food(owner: user.id, id: id)) }
        var random = SeededRandom(seed: seed)

        let clock = { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
        let seedStart = clock()
        let log = Self.history(entries: entries, before: today, zone: zone, foods: details, random: &random)
        // One transaction per 5,000 events keeps each write's change-log batch reasonable.
        for start in stride(from: 0, to: log.count, by: 5000) {
            try await database.appendFoodLog(owner: user.id, Array(log[start..<min(log.count, start + 5000)]))
        }
        let seedSeconds = (clock() - seedStart) / 1000

        let days = max(1, entries / 15)
        var reads: [Double] = []
        var writes: [Double] = []
        // Reads first: the writes all log to today, which would otherwise become a day of hundreds of entries.
        for run in -10..<runs {
            let day = today.adding(days: -Int.random(in: 0...days, using: &random))
            let started = clock()
            _ = try await database.foodDay(owner: user.id, day: day)
            if run >= 0 { reads.append(clock() - started) }
        }
        for run in -10..<runs {
            let food = details.randomElement(using: &random)!
            let started = clock()
            let id = try await database.logFood(
                owner: user.id, foodId: food.id, amount: .grams(Double(Int.random(in: 20...300, using: &random))),
                meal: Meal.allCases.randomElement(using: &random)!)
            _ = try await database.foodEntry(owner: user.id, id: id)
            if run >= 0 { writes.append(clock() - started) }
        }
        let p = FoodSearchBenchmark.percentile
        return Row(
            loggedEntries: entries, logEvents: log.count, seedSeconds: seedSeconds, readP50Milliseconds: p(reads, 0.5),
            readP99Milliseconds: p(reads, 0.99), writeP50Milliseconds: p(writes, 0.5), writeP99Milliseconds: p(writes, 0.99))
    }

    /// `entries` log entries, about 15 a day on the days before `today`: foods (the most), quick adds,
    /// activities, device energy and morning weigh-ins; 4 % of the foods corrected later that day and
    /// 2 % of all entries deleted.
    static func history(entries: Int, before today: LocalDay, zone: TimeZone, foods: [FoodDetail], random: inout SeededRandom)
        -> [FoodEvent]
    {
        var log: [FoodEvent] = []
        var amendments: [FoodEvent] = []
        let days = max(1, entries / 15)
        for index in 0..<entries {
            let day = today.adding(days: -days + index * days / entries)
            let start = day.start(in: zone)
            // 07:00 to 22:00 local time.
            let occurredAt = start.addingTimeInterval(Double(Int.random(in: 7 * 60..<22 * 60, using: &random)) * 60)
            let recordedAt = occurredAt.addingTimeInterval(Double(Int.random(in: 0..<600, using: &random)))
            let entry: LedgerEntry
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<4: entry = .quickAdd(kcal: Double(Int.random(in: 50...600, using: &random)), meal: .snack, note: "")
            case 4..<7: entry = .activity(name: "Walk", minutes: 40, kcal: Double(Int.random(in: 100...400, using: &random)))
            case 7..<9: entry = .activeEnergy(kcal: Double(Int.random(in: 100...800, using: &random)))
            case 9..<12: entry = .basalEnergy(kcal: Double(Int.random(in: 1400...1700, using: &random)))
            case 12..<18: entry = .weight(kilograms: 70 + Double(Int.random(in: -30...30, using: &random)) / 10)
            default:
                let food = foods.randomElement(using: &random)!
                entry = .eaten(
                    EatenFood(
                        foodId: food.id, ndb: food.ndb, name: food.friendlyName, grams: Double(Int.random(in: 20...300, using: &random)),
                        meal: Meal.allCases.randomElement(using: &random)!, per100g: food.per100g))
            }
            let id = UUIDv7.make(at: recordedAt)
            log.append(FoodEvent(id: id, occurredAt: occurredAt, recordedAt: recordedAt, body: .record(entry)))
            let later = recordedAt.addingTimeInterval(3600)
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 2 {
                amendments.append(
                    FoodEvent(id: UUIDv7.make(at: later), occurredAt: occurredAt, recordedAt: later, body: .retraction(of: id)))
            } else if roll < 6, case .eaten(var food) = entry {
                let grams = Double(Int.random(in: 20...300, using: &random))
                food.nutrients = food.nutrients.mapValues { $0 * grams / food.grams }
                food.grams = grams
                amendments.append(
                    FoodEvent(
                        id: UUIDv7.make(at: later), occurredAt: occurredAt, recordedAt: later,
                        body: .correction(of: id, entry: .eaten(food), occurredAt: occurredAt)))
            }
        }
        // Amendments come after the originals they name (they are written later).
        return log + amendments.sorted { $0.recordedAt < $1.recordedAt }
    }
}

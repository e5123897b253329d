import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// The food page's usual foods are counted from an index (migration 0041); they must be what the
/// log says: the foods of the records of the last 60 days that were not deleted, most often first,
/// then the most recent, each with what was logged the last time.
@Suite struct UsualFoodsTests {
    @Test func theUsualFoodsAreTheLogsRecordsCounted() async throws {
        let (database, user) = try await makeLedgerDatabase()
        var actions = RandomFoodLog(seed: 40)
        for _ in 0..<220 {
            try await actions.act(Int.random(in: 0..<RandomFoodLog.actions, using: &actions.generator), on: database, owner: user.id)
        }
        let log = try await database.foodLog(owner: user.id)
        let retracted = Set(
            log.compactMap { event -> String? in
                if case .retraction(let original) = event.body { return original }
                return nil
            })
        // Days whose 60 days cut through the two months of the log, and one after it.
        for day in ["2026-09-20", "2026-10-15", "2026-11-05", "2027-01-15"].compactMap(LocalDay.init) {
            let since = day.adding(days: -AppDatabase.usualFoodsDays - 1).start(in: .gmt, dayStartHour: 0)
            var counted: [String: (times: Int, last: FoodEvent, food: EatenFood)] = [:]
            for event in log where event.occurredAt >= since && !retracted.contains(event.id) {
                guard case .record(.eaten(let food)) = event.body else { continue }
                var entry = counted[food.foodId] ?? (0, event, food)
                entry.times += 1
                if (event.occurredAt, event.id) >= (entry.last.occurredAt, entry.last.id) { (entry.last, entry.food) = (event, food) }
                counted[food.foodId] = entry
            }
            let expected = counted.sorted { a, b in
                (a.value.times, a.value.last.occurredAt, b.key) > (b.value.times, b.value.last.occurredAt, a.key)
            }
            .prefix(AppDatabase.usualFoodsLimit).map { "\($0.key) \($0.value.food.name) \($0.value.food.grams) g, \($0.value.times)×" }
            let page = try await database.foodDayPage(owner: user.id, day: day, foodId: nil, searching: false)
            #expect(page.usual.map { "\($0.foodId) \($0.name) \($0.lastGrams) g, \($0.times)×" } == expected, "the usual foods on \(day)")
            #expect(day.description == "2027-01-15" ? expected.isEmpty : !expected.isEmpty)
        }
    }
}

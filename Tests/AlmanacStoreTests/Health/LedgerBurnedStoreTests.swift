import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// The ledger's "burned" as the store computes it for the pages, the API and the CLI: learnt once
/// four weeks of logs and weigh-ins are in, the same for a day alone as within a range, and the
/// same on the Health data page.
@Suite struct LedgerBurnedStoreTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// 28 days before today with 2,100 kcal eaten and a weigh-in each morning, the weight falling
    /// as a 2,500 kcal burn says (with ±0.2 kg of water), and the device's 1,800 kcal resting.
    static func seeded() async throws -> (AppDatabase, String, LocalDay) {
        let database = try await TestEngine.database(now: { Self.now })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "UTC")
        let today = LocalDay(containing: Self.now, in: TimeZone(identifier: "UTC")!, dayStartHour: 0)
        var weight = 80.0
        for back in (1...28).reversed() {
            let start = today.adding(days: -back).start(in: TimeZone(identifier: "UTC")!)
            _ = try await database.addWeight(
                owner: user.id, kilograms: weight + (back % 3 == 0 ? 0.2 : -0.1), at: start.addingTimeInterval(7 * 3600))
            _ = try await database.quickAdd(owner: user.id, kcal: 2100, meal: .lunch, at: start.addingTimeInterval(12 * 3600))
            _ = try await database.addEnergySample(owner: user.id, basal: true, kcal: 1800, at: start.addingTimeInterval(22 * 3600))
            weight += (2100 - 2500) / Expenditure.kcalPerKg
        }
        return (database, user.id, today)
    }

    @Test func theLedgerUsesTheLearntFigureAndEveryViewAgrees() async throws {
        let (database, owner, today) = try await Self.seeded()
        let alone = try await database.foodDay(owner: owner, day: today).summary.burned
        guard case .learnt(let logged, let weighIns) = alone.basalSource else {
            Issue.record("expected the learnt figure, got \(alone.basalSource)")
            return
        }
        #expect(logged == 28 && weighIns == 28)
        #expect(abs(alone.totalKcal - 2500) < 60, "\(alone.totalKcal)")
        // Within a range (the history page) the day has the same figure: the store loads the four
        // weeks before the range's first day too.
        let range = try await database.foodDays(owner: owner, days: (0...6).map { today.adding(days: -$0) }.reversed())
        #expect(range.last?.summary.burned == alone)
        // The day's JSON says it in words.
        let document = FoodDayDocument(try await database.foodDay(owner: owner, day: today))
        #expect(document.basalSource == "learnt")
        #expect(document.burnedKcal == alone.totalKcal)
        #expect(document.burnedNote == alone.explanation)
        #expect(document.burnedNote.contains("learnt from 28 logged days of intake and 28 weigh-ins"))
        // The Health data page shows the ledger's own figure and the same estimate.
        let page = try await database.healthPage(owner: owner, today: today)
        #expect(page.burnedToday == alone)
        #expect(page.expenditure == alone.learnt)
        // A week earlier only 21 days lie behind: still learnt (14 are enough); three weeks
        // earlier only 7: the device's resting energy, that day's own (the day is over).
        let early = try await database.foodDay(owner: owner, day: today.adding(days: -21)).summary.burned
        #expect(early.basalSource == .recordedThatDay)
        #expect(early.totalKcal == 1800)
    }
}

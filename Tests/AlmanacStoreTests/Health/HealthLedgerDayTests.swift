import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// One day as Apple Health exports it — the watch's active energy a minute at a time from 07:00
/// to 22:00 (a run 18:00–18:40 among it), resting energy hour by hour — with activities logged by
/// hand on top: calories left counts each minute of activity once and the day's own resting energy.
@Suite struct HealthLedgerDayTests {
    static let now = Date(timeIntervalSince1970: 1_705_000_000)  // 2024-01-11, the day after
    let jan10 = LocalDay(year: 2024, month: 1, day: 10)

    static func time(_ minute: Int) -> String {
        String(format: "2024-01-10 %02d:%02d:00 +0100", minute / 60, minute % 60)
    }

    /// Apple Health's shape: one record per sample, each with its source, unit and dates.
    static var export: String {
        var records: [String] = []
        for minute in (7 * 60)..<(22 * 60) {
            // 0.5 kcal a minute through the day, 10.6 during the run (424 kcal over its 40 minutes).
            let kcal = (18 * 60..<18 * 60 + 40).contains(minute) ? "10.6" : "0.5"
            records.append(
                HealthStoreFixture.record("ActiveEnergyBurned", "Ann’s Apple Watch", "kcal", time(minute), time(minute + 1), kcal))
        }
        for hour in 0..<24 {
            let end = hour == 23 ? "2024-01-11 00:00:00 +0100" : time((hour + 1) * 60)
            records.append(HealthStoreFixture.record("BasalEnergyBurned", "Ann’s Apple Watch", "kcal", time(hour * 60), end, "62.5"))
        }
        records.append(HealthStoreFixture.record("StepCount", "Ann’s iPhone", "count", time(8 * 60), time(9 * 60), "2400"))
        return HealthStoreFixture.export(records)
    }

    @Test func anImportedDayWithActivitiesLoggedByHandCountsEachMinuteOnceAndItsRestingEnergy() async throws {
        let database = try await TestEngine.database(now: { Self.now })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Paris")
        let url = try HealthStoreFixture.write(Self.export)
        _ = try await database.importHealthFile(owner: user.id, url: url, fileName: "export.xml")
        let paris = TimeZone(identifier: "Europe/Paris")!
        func at(_ hour: Int, _ minute: Int) -> Date { jan10.start(in: paris).addingTimeInterval(Double(hour * 3600 + minute * 60)) }
        // The run again, by hand, when it ended (the watch measured it: not added), and a swim the
        // watch was not worn for (06:15–06:45: added in full).
        try await database.addActivity(owner: user.id, name: "Run", minutes: 40, kcal: 420, at: at(18, 40))
        try await database.addActivity(owner: user.id, name: "Swim", minutes: 30, kcal: 250, at: at(6, 45))
        let document = FoodDayDocument(try await database.foodDay(owner: user.id, day: jan10))
        // The resting energy the export recorded for that day.
        #expect(abs(document.basalKcal - 1500) < 1e-6)
        #expect(document.basalSource == "recorded")
        #expect(!document.burnedNote.contains("no recorded resting energy"))
        // The watch's 860 × 0.5 + 424 = 854, and the swim's 250; the hand-logged run is not added.
        let watch = 860 * 0.5 + 40 * 10.6
        #expect(abs(document.activityKcal - (watch + 250)) < 1e-6, "\(document.activityKcal)")
        #expect(abs(document.activityNotCountedKcal - 420) < 1e-6)
        #expect(abs(document.burnedKcal - (1500 + watch + 250)) < 1e-6)
        // Importing the same export again changes nothing.
        let again = try await database.importHealthFile(owner: user.id, url: url, fileName: "export.xml")
        #expect(again.daysChanged == 0)
        #expect(abs(FoodDayDocument(try await database.foodDay(owner: user.id, day: jan10)).burnedKcal - document.burnedKcal) < 1e-6)
    }
}

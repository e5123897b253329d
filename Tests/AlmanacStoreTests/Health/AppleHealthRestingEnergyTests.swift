import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Records an Apple Watch Series 4 and an iPhone wrote, cut from an `export.xml` the Health app
/// wrote in January 2019 (Tests/Fixtures/third-party/healthkit-parser): one record of each of 13
/// kinds, among them the watch's resting and active energy.
///
/// Apple's documentation: `HKQuantityTypeIdentifierBasalEnergyBurned` is "the resting energy
/// burned by the user" and `HKQuantityTypeIdentifierActiveEnergyBurned` "the amount of active
/// energy the user has burned", both cumulative over the sample's `startDate` to `endDate`, in
/// `unit` (kcal here); `HKQuantityTypeIdentifierBodyMass` the body's mass; a `RestingHeartRate`
/// and a `HeartRateVariabilitySDNN` are one reading each. In this export the watch wrote its
/// resting energy (18,087.8 kcal) and its active energy (0.058 kcal) as one record each over the
/// twelve and a half days from 28 October to 9 November 2018, both made at the same instant a
/// week later.
@Suite struct AppleHealthRestingEnergyTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/third-party/healthkit-parser/export.xml")
    static let now = Date(timeIntervalSince1970: 1_547_979_667)  // the export's date, 2019-01-20 11:21:07 +0100

    @Test func theWatchsTwelveDayEnergyRecordsAreLeftOutAndTheLedgerSaysSo() async throws {
        let (reading, format) = try HealthFile.read(Self.file)
        #expect(format == .appleHealth)
        // Steps, weight, resting heart rate and HRV are kept; the seven other kinds (walking heart
        // rate average, VO2 max, height, heart rate, flights, distance, exercise time) are not.
        #expect(reading.recordsByKind == [.steps: 1, .bodyMass: 1, .restingHeartRate: 1, .heartRateVariability: 1])
        #expect(reading.otherRecords == 7)
        // The resting and the active energy each last 12.5 days, longer than a day's energy can
        // (two days): they are left out and counted, not spread over days they do not describe
        // (spread, the 0.058 kcal would mark every minute of those days as measured by the watch,
        // and an activity logged by hand then would not count).
        #expect(reading.tooLongRecords == 2)
        #expect(!reading.samples.contains { [.basalEnergy, .activeEnergy].contains($0.kind) })

        let database = try await TestEngine.database(now: { Self.now })
        let user = try await database.createUser(username: "jeremy", password: "correct horse", timeZone: "Europe/Paris")
        let summary = try await database.importHealthFile(owner: user.id, url: Self.file, fileName: "export.xml")
        #expect(summary.tooLongRecords == 2)
        #expect(summary.recordsByKind["basalEnergy"] == nil && summary.recordsByKind["activeEnergy"] == nil)
        // A day inside those twelve: no resting or active energy is recorded for it, and the food
        // ledger says so rather than showing a resting energy of 0 as if it were measured.
        let november1 = LocalDay(year: 2018, month: 11, day: 1)
        #expect(try await database.healthDays(owner: user.id, from: november1, to: november1).isEmpty)
        let day = FoodDayDocument(try await database.foodDay(owner: user.id, day: november1))
        #expect(day.basalSource == "unknown" && day.basalKcal == 0)
        #expect(day.recordedActivityKcal == 0)
        #expect(day.burnedNote.contains("no recorded resting energy"))
        // The kept records land on their own days, in Paris: the iPhone's weigh-in on 16 November.
        let weighed = try await database.healthDays(
            owner: user.id, from: LocalDay(year: 2018, month: 11, day: 16), to: LocalDay(year: 2018, month: 11, day: 16))
        #expect(weighed.map(\.weightKg) == [83])
        #expect(weighed.first?.basalKcal == nil && weighed.first?.activeKcal == nil)
    }
}

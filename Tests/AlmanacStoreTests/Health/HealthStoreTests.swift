import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// A hand-written export (the same records as the Core fixture, smaller): the watch's and the
/// iPhone's overlapping active energy, resting energy, a weigh-in in pounds, steps, sleep.
enum HealthStoreFixture {
    static func record(_ type: String, _ source: String, _ unit: String, _ start: String, _ end: String, _ value: String) -> String {
        "<Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" unit=\"\(unit)\" startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\"/>"
    }

    static func export(_ records: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n" + records.joined(separator: "\n")
            + "\n</HealthData>\n"
    }

    static let january = export([
        record("ActiveEnergyBurned", "Ann’s Apple Watch", "kcal", "2024-01-10 08:00:00 +0100", "2024-01-10 08:20:00 +0100", "30"),
        record("ActiveEnergyBurned", "Ann’s iPhone", "kcal", "2024-01-10 08:05:00 +0100", "2024-01-10 08:15:00 +0100", "30"),
        record("ActiveEnergyBurned", "Ann’s iPhone", "kcal", "2024-01-10 09:00:00 +0100", "2024-01-10 09:10:00 +0100", "5"),
        record("ActiveEnergyBurned", "Ann’s Apple Watch", "kcal", "2024-01-11 09:00:00 +0100", "2024-01-11 09:10:00 +0100", "12"),
        record("BasalEnergyBurned", "Ann’s Apple Watch", "kJ", "2024-01-10 00:00:00 +0100", "2024-01-10 12:00:00 +0100", "4184"),
        record("BodyMass", "Ann’s iPhone", "lb", "2024-01-10 07:00:00 +0100", "2024-01-10 07:00:00 +0100", "200"),
        record("StepCount", "Ann’s Apple Watch", "count", "2024-01-10 10:00:00 +0100", "2024-01-10 11:00:00 +0100", "600"),
        "<Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"Ann’s Apple Watch\" startDate=\"2024-01-10 23:00:00 +0100\" endDate=\"2024-01-11 01:00:00 +0100\" value=\"HKCategoryValueSleepAnalysisAsleepREM\"/>",
    ])

    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "almanac-health-tests-\(ProcessInfo.processInfo.processIdentifier)")

    /// `text` as a file named `name` (in a subfolder of its own, as an export's file is named),
    /// under one folder per test run: a run leaves one folder, not one per file.
    static func write(_ text: String, name: String = "export.xml") throws -> URL {
        let folder = Self.folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}

@Suite struct HealthStoreTests {
    static let now = Date(timeIntervalSince1970: 1_705_000_000)  // 2024-01-11
    let jan10 = LocalDay(year: 2024, month: 1, day: 10)
    let jan11 = LocalDay(year: 2024, month: 1, day: 11)

    func makeDatabase() async throws -> (AppDatabase, User) {
        let database = try await TestEngine.database(now: { Self.now })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Paris")
        return (database, user)
    }

    @Test func anImportFillsTheDaysAndTheLedgerOnce() async throws {
        let (database, user) = try await makeDatabase()
        let url = try HealthStoreFixture.write(HealthStoreFixture.january)
        let summary = try await database.importHealthFile(owner: user.id, url: url, fileName: "export.xml")
        #expect(summary.records == 8)
        #expect(summary.days == 2)
        #expect(summary.daysChanged == 2)
        let days = try await database.healthDays(owner: user.id, from: jan10, to: jan11)
        #expect(days.map(\.day) == ["2024-01-10", "2024-01-11"])
        // Watch 30; the iPhone's 08:05–08:15 lies under it; its 09:00 sample adds 5.
        #expect(days[0].activeKcal == 35)
        #expect(days[0].basalKcal == 1000)
        #expect(days[0].weightKg == 200 * 0.453_592_37)
        #expect(days[0].steps == 600)
        // The 23:00–01:00 night is the 11th's, the day of waking.
        #expect(days[0].sleepMinutes == nil)
        #expect(days[1].sleepMinutes == 120)
        #expect(days[0].sourceList == ["Ann’s Apple Watch", "Ann’s iPhone"])

        // The ledger counts them with no special case: active energy on its day, resting energy
        // averaged over the days before, the weigh-in on the weight page.
        let first = try await database.foodDay(owner: user.id, day: jan10)
        #expect(first.summary.intake.measuredActiveKcal == 35)
        let second = try await database.foodDay(owner: user.id, day: jan11)
        #expect(second.summary.burned.basalKcal == 1000)
        #expect(second.summary.intake.measuredActiveKcal == 12)
        let weights = try await database.weights(owner: user.id)
        #expect(weights.map(\.kilograms) == [200 * 0.453_592_37])

        // The same file again adds nothing; one undo removes the first import whole.
        let again = try await database.importHealthFile(owner: user.id, url: url, fileName: "export.xml")
        #expect(again.daysChanged == 0)
        let events = try await database.foodLog(owner: user.id)
        #expect(events.count == 4)  // active on two days, resting energy, the weigh-in: none more the second time
        _ = try await database.undoLastChange(owner: user.id)  // the second import (its history row)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.healthDays(owner: user.id, from: jan10, to: jan11).isEmpty)
        #expect(try await database.foodLog(owner: user.id).isEmpty)
    }

    @Test func aNewerExportCorrectsAChangedDayInsteadOfAddingIt() async throws {
        let (database, user) = try await makeDatabase()
        _ = try await database.importHealthFile(
            owner: user.id, url: try HealthStoreFixture.write(HealthStoreFixture.january), fileName: "a")
        let newer = HealthStoreFixture.january.replacingOccurrences(
            of: "</HealthData>",
            with: HealthStoreFixture.record(
                "ActiveEnergyBurned", "Ann’s Apple Watch", "kcal", "2024-01-10 20:00:00 +0100", "2024-01-10 20:10:00 +0100", "40")
                + "\n</HealthData>")
        let summary = try await database.importHealthFile(owner: user.id, url: try HealthStoreFixture.write(newer), fileName: "b")
        #expect(summary.daysChanged == 1)
        let day = try await database.foodDay(owner: user.id, day: jan10)
        #expect(day.summary.intake.measuredActiveKcal == 75)
    }

    @Test func aMalformedFileWritesNothingAndNamesItsLine() async throws {
        let (database, user) = try await makeDatabase()
        let broken = HealthStoreFixture.january.replacingOccurrences(of: "value=\"5\"", with: "value=\"five\"")
        await #expect {
            _ = try await database.importHealthFile(owner: user.id, url: try HealthStoreFixture.write(broken), fileName: "x")
        } throws: { error in
            (error as? AlmanacError)?.message.hasPrefix("Line 5:") == true
        }
        #expect(try await database.healthPage(owner: user.id, today: jan11).days.isEmpty)
        #expect(try await database.foodLog(owner: user.id).isEmpty)
    }

    @Test func theZipIsReadStreamingFromItsExportEntry() async throws {
        let (database, user) = try await makeDatabase()
        let zip = ZipFixture.archive([
            .init(path: "apple_health_export/export_cda.xml", bytes: Data("<x/>".utf8)),
            .init(path: "apple_health_export/export.xml", bytes: Data(HealthStoreFixture.january.utf8)),
        ])
        let url = try HealthStoreFixture.write("", name: "export.zip")
        try zip.write(to: url)
        let summary = try await database.importHealthFile(owner: user.id, url: url, fileName: "export.zip")
        #expect(summary.records == 8)
        #expect(summary.format == "apple-health")
        // A zip whose entry says it is smaller than it unpacks to is refused.
        let lying = ZipFixture.archive([
            .init(path: "apple_health_export/export.xml", bytes: Data(HealthStoreFixture.january.utf8), declaredSize: 100)
        ])
        try lying.write(to: url)
        await #expect(throws: AlmanacError.self) {
            _ = try await database.importHealthFile(owner: user.id, url: url, fileName: "export.zip")
        }
    }

    @Test func theSourceOrderIsTheUsersAndOwnedByThem() async throws {
        let (database, user) = try await makeDatabase()
        let other = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        _ = try await database.importHealthFile(
            owner: user.id, url: try HealthStoreFixture.write(HealthStoreFixture.january), fileName: "a")
        var page = try await database.healthPage(owner: user.id, today: jan11)
        #expect(page.sources.map(\.name) == ["Ann’s Apple Watch", "Ann’s iPhone"])
        let phone = page.sources[1]
        await #expect(throws: AlmanacError.notFound("No source with id \(phone.id).")) {
            try await database.moveHealthSource(owner: other.id, id: phone.id, up: true)
        }
        try await database.moveHealthSource(owner: user.id, id: phone.id, up: true)
        page = try await database.healthPage(owner: user.id, today: jan11)
        #expect(page.sources.map(\.name) == ["Ann’s iPhone", "Ann’s Apple Watch"])
        // Re-importing applies the new order: the iPhone's 08:05–08:15 counts in full now, and the
        // watch's 30 kcal over 20 minutes loses the 10 minutes under it (15): 30 + 5 + 15.
        let summary = try await database.importHealthFile(
            owner: user.id, url: try HealthStoreFixture.write(HealthStoreFixture.january), fileName: "a")
        #expect(summary.daysChanged == 1)
        let days = try await database.healthDays(owner: user.id, from: jan10, to: jan10)
        #expect(days[0].activeKcal == 50)
        #expect(try await database.foodDay(owner: user.id, day: jan10).summary.intake.measuredActiveKcal == 50)
    }
}

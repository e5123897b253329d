import AlmanacCore
import Foundation
import Testing

@testable import AlmanacStore

/// Three days of an `export.xml` the Health app of iOS 8 wrote in 2015
/// (Tests/Fixtures/third-party/apple-healthkit-csv): compact dates (`20150601215104+0100`), `source`
/// where later exports write `sourceName`, daily totals from other apps, and sleep from Sleep
/// Cycle with the raw value of its stage.
///
/// Apple's documentation of `HKCategoryValueSleepAnalysis` gives the stages' raw values: 0 in bed,
/// 1 asleep (now `asleepUnspecified`), 2 awake, 3 core, 4 deep, 5 REM sleep; later exports write
/// their names (`HKCategoryValueSleepAnalysisAsleepCore`). `HKQuantityTypeIdentifierActiveEnergyBurned`
/// is "the amount of active energy the user has burned" (kcal); `HKQuantityTypeIdentifierBodyMass`
/// the body's mass (kg); heart rate (here in count/s) and body fat are kinds Almanac does not keep.
@Suite struct AppleHealthOldExportTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/third-party/apple-healthkit-csv/export.xml")

    @Test func anOlderExportTheAppWroteIsReadWithItsNightsAndSources() throws {
        let (reading, format) = try HealthFile.read(Self.file)
        #expect(format == .appleHealth)
        // The three nights Sleep Cycle wrote with the stage 1 (asleep) are sleep, not skipped.
        #expect(reading.recordsByKind == [.activeEnergy: 3, .bodyMass: 1, .sleep: 3])
        #expect(reading.otherRecords == 4)
        let nights = reading.samples.filter { $0.kind == .sleep }
        // 2015-06-01 21:51:04 +0100 to 04:35:58: 6 h 44 min 54 s.
        #expect(nights.map(\.start) == [1_433_191_864, 1_433_281_451, 1_433_365_290])
        #expect(nights.map { $0.end - $0.start } == [24_294, 21_762, 28_477])
        #expect(reading.samples.filter { $0.kind == .activeEnergy }.map(\.value) == [1660, 1660, 1660])
        #expect(reading.samples.filter { $0.kind == .bodyMass }.map(\.value) == [71.1])
        // The sources, named by `source` in this export.
        #expect(Set(reading.sources) == ["Health", "Data Manager", "Sleep Cycle"])
    }

    /// A stage is read by its raw value or its name; in bed (0) and awake (2) are not sleep.
    @Test func sleepStagesAreReadByNumberAndName() throws {
        let stages = ["0", "1", "2", "3", "4", "5", "HKCategoryValueSleepAnalysisInBed", "HKCategoryValueSleepAnalysisAsleepREM", "6"]
        let records = stages.enumerated().map { index, stage in
            #" <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" startDate="2025-01-0\#(index + 1) 01:00:00 +0000" endDate="2025-01-0\#(index + 1) 02:00:00 +0000" value="\#(stage)"/>"#
        }
        let xml = "<HealthData>\n" + records.joined(separator: "\n") + "\n</HealthData>\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stages-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let (reading, _) = try HealthFile.read(url)
        #expect(reading.recordsByKind[.sleep] == 5)
        #expect(reading.otherRecords == 4)
    }
}

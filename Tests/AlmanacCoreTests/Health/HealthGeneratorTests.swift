import AlmanacCore
import Foundation
import Testing

/// The benchmark's generated export, read back: every day's totals equal the generator's truth
/// exactly, across the spring-forward day (23 hours) of America/New_York.
@Suite struct HealthGeneratorTests {
    @Test func theImportMatchesTheGeneratorsTruthExactlyOverADaylightSavingChange() throws {
        var generator = HealthExportGenerator(firstDay: LocalDay(year: 2019, month: 3, day: 8))
        var chunks: [[UInt8]] = []
        try generator.write(bytes: 1_200_000) { chunks.append($0) }
        var iterator = chunks.makeIterator()
        var reading = HealthReading()
        var reader = HealthExportReader(chunks: { iterator.next() })
        try reader.read(into: &reading)
        #expect(reading.records + reading.otherRecords == generator.records)  // heart rate is read and skipped
        let (days, stats) = HealthDays.compute(
            reading.samples, sources: reading.sources, order: HealthSourceOrder(), timeZone: generator.zone, dayStartHour: 0)
        #expect(days.map(\.day).contains(LocalDay(year: 2019, month: 3, day: 10)))
        #expect(stats.exactDuplicates > 0)
        #expect(days.count == generator.truth.count)
        for day in days {
            let truth = try #require(generator.truth[day.day])
            #expect(day.activeKcal == truth.activeKcal, "\(day.day)")
            #expect((day.basalKcal ?? 0) == truth.basalKcal, "\(day.day)")
            #expect((day.steps ?? 0) == truth.steps, "\(day.day)")
            #expect(day.weightKg == truth.weightKg, "\(day.day)")
        }
    }
}

import Foundation
import Testing

@testable import AlmanacCore

/// A small Apple Health export written by hand in the shape of a real one (DTD internal subset,
/// comments, metadata children, records of types Almanac does not use), whose totals are worked
/// out below by hand.
enum HealthFixture {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 13 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
        >
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2024-01-12 09:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
         <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Ann’s Apple Watch" unit="kcal" startDate="2024-01-10 08:00:00 +0100" endDate="2024-01-10 08:10:00 +0100" value="10"/>
         <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Ann’s Apple Watch" unit="kcal" startDate="2024-01-10 08:10:00 +0100" endDate="2024-01-10 08:20:00 +0100" value="20">
          <MetadataEntry key="HKWasUserEntered" value="0"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Ann’s Apple Watch" unit="kcal" startDate="2024-01-10 08:00:00 +0100" endDate="2024-01-10 08:10:00 +0100" value="10"/>
         <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Ann’s iPhone" unit="kcal" startDate="2024-01-10 08:05:00 +0100" endDate="2024-01-10 08:15:00 +0100" value="30"/>
         <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Ann’s iPhone" unit="kcal" startDate="2024-01-10 09:00:00 +0100" endDate="2024-01-10 09:10:00 +0100" value="5"/>
         <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Run &amp; Co" unit="Cal" startDate="2024-01-10 08:15:00 +0100" endDate="2024-01-10 08:25:00 +0100" value="8"/>
         <!-- a sample across midnight: half on each day -->
         <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Ann’s Apple Watch" unit="kcal" startDate="2024-01-10 23:50:00 +0100" endDate="2024-01-11 00:10:00 +0100" value="40"/>
         <Record type="HKQuantityTypeIdentifierBasalEnergyBurned" sourceName="Ann’s Apple Watch" unit="kJ" startDate="2024-01-10 00:00:00 +0100" endDate="2024-01-10 12:00:00 +0100" value="4184"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Ann’s iPhone" unit="lb" startDate="2024-01-10 07:00:00 +0100" endDate="2024-01-10 07:00:00 +0100" value="200"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale App" unit="kg" startDate="2024-01-10 07:30:00 +0100" endDate="2024-01-10 07:30:00 +0100" value="80"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Ann’s iPhone" unit="count" startDate="2024-01-10 10:00:00 +0100" endDate="2024-01-10 11:00:00 +0100" value="1000"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Ann’s Apple Watch" unit="count" startDate="2024-01-10 10:30:00 +0100" endDate="2024-01-10 11:30:00 +0100" value="600"/>
         <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="Food App" unit="kcal" startDate="2024-01-10 12:00:00 +0100" endDate="2024-01-10 12:00:00 +0100" value="500"/>
         <Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="Ann’s Apple Watch" unit="count/min" startDate="2024-01-10 06:00:00 +0100" endDate="2024-01-10 06:00:00 +0100" value="55"/>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Ann’s Apple Watch" unit="ms" startDate="2024-01-10 06:00:00 +0100" endDate="2024-01-10 06:01:00 +0100" value="40">
          <HeartRateVariabilityMetadataList>
           <InstantaneousBeatsPerMinute bpm="60" time="6:00:01,00 AM"/>
          </HeartRateVariabilityMetadataList>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Ann’s Apple Watch" unit="count/min" startDate="2024-01-10 06:00:00 +0100" endDate="2024-01-10 06:00:00 +0100" value="70"/>
         <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Ann’s Apple Watch" startDate="2024-01-10 22:30:00 +0100" endDate="2024-01-11 07:00:00 +0100" value="HKCategoryValueSleepAnalysisInBed"/>
         <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Ann’s Apple Watch" startDate="2024-01-10 23:00:00 +0100" endDate="2024-01-11 01:00:00 +0100" value="HKCategoryValueSleepAnalysisAsleepCore"/>
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Ann’s Apple Watch" startDate="2024-01-10 18:00:00 +0100" endDate="2024-01-10 18:30:00 +0100">
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2024-01-10 18:00:00 +0100" endDate="2024-01-10 18:30:00 +0100" sum="250" unit="kcal"/>
         </Workout>
        </HealthData>

        """

    static func chunks(_ text: String, size: Int) -> HealthExportReader.Chunks {
        let bytes = Array(text.utf8)
        let box = Box()
        return {
            guard box.offset < bytes.count else { return nil }
            let end = min(bytes.count, box.offset + size)
            defer { box.offset = end }
            return Array(bytes[box.offset..<end])
        }
    }

    final class Box: @unchecked Sendable { var offset = 0 }

    static func read(_ text: String, size: Int = 64) throws -> HealthReading {
        var reading = HealthReading()
        var reader = HealthExportReader(chunks: chunks(text, size: size))
        try reader.read(into: &reading)
        return reading
    }

    static let paris = TimeZone(identifier: "Europe/Paris")!
}

@Suite struct HealthExportTests {
    @Test func readsTheRecordsAlmanacUsesInAnyChunkSize() throws {
        for size in [1, 7, 64, 1 << 20] {
            let reading = try HealthFixture.read(HealthFixture.xml, size: size)
            #expect(reading.recordsByKind[.activeEnergy] == 7)
            #expect(reading.recordsByKind[.bodyMass] == 2)
            #expect(reading.recordsByKind[.sleep] == 1)
            #expect(reading.recordsByKind[.workout] == 1)
            #expect(reading.otherRecords == 2)  // heart rate, in bed
            #expect(reading.sources.contains("Run & Co"))
        }
    }

    @Test func daysAreDeduplicatedBySourcePriorityAndSplitAtMidnightButSleepIsNot() throws {
        let reading = try HealthFixture.read(HealthFixture.xml)
        let (days, stats) = HealthDays.compute(
            reading.samples, sources: reading.sources, order: HealthSourceOrder(), timeZone: HealthFixture.paris, dayStartHour: 0)
        #expect(days.map(\.day.description) == ["2024-01-10", "2024-01-11"])
        let first = days[0]
        // Watch 10 + 20 (the duplicate read once); the iPhone's 08:05–08:15 lies under the watch (0),
        // its 09:00 sample is alone (5); the app's 08:15–08:25 is half covered (8 Cal → 4); the
        // midnight sample gives half of 40.
        #expect(first.activeKcal == 59)
        #expect(days[1].activeKcal == 20)
        #expect(first.basalKcal == 1000)
        // The iPhone (a phone) outranks the scale app: 200 lb exactly.
        #expect(first.weightKg == 200 * 0.453_592_37)
        // Watch 600; the iPhone's hour is half under the watch: 500.
        #expect(first.steps == 1100)
        #expect(first.dietaryKcal == 500)
        #expect(first.restingHeartRate == 55)
        #expect(first.heartRateVariabilityMs == 40)
        // The 23:00–01:00 night is the 11th's, the day of waking, whole.
        #expect(first.sleepMinutes == nil)
        #expect(days[1].sleepMinutes == 120)
        #expect(first.workoutMinutes == 30)
        #expect(first.sources.first == "Ann’s Apple Watch")
        #expect(stats.exactDuplicates == 1)
    }

    @Test func samplesInAnyOrderGiveTheSameDays() {
        // Watch and phone energy, steps and weigh-ins over three days, some across midnight.
        var samples: [HealthSample] = []
        for hour in stride(from: Int64(0), to: 72, by: 1) {
            let start = 1_710_028_800 + hour * 3600 + 1800
            samples.append(HealthSample(kind: .activeEnergy, source: 0, start: start, end: start + 3600, value: 10))
            samples.append(HealthSample(kind: .activeEnergy, source: 1, start: start + 600, end: start + 1200, value: 4))
            samples.append(HealthSample(kind: .steps, source: 1, start: start, end: start + 900, value: 300))
            if hour % 24 == 7 {
                samples.append(HealthSample(kind: .bodyMass, source: 2, start: start, end: start, value: 70 + Double(hour) / 100))
            }
        }
        samples += samples.prefix(5)
        let zone = TimeZone(identifier: "Europe/Berlin")!
        let sources = ["Apple Watch", "iPhone", "Scale"]
        let inOrder = HealthDays.compute(samples, sources: sources, order: HealthSourceOrder(), timeZone: zone, dayStartHour: 0)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let shuffled = samples.shuffled(using: &generator)
            var grouped = shuffled
            let ranges = HealthDays.groupByKind(&grouped)
            #expect(ranges.allSatisfy { range in grouped[range].allSatisfy { $0.kind.rawValue == ranges.firstIndex(of: range) } })
            #expect(grouped.count == shuffled.count)
            let again = HealthDays.compute(shuffled, sources: sources, order: HealthSourceOrder(), timeZone: zone, dayStartHour: 0)
            #expect(again.days == inOrder.days)
            #expect(again.stats == inOrder.stats)
        }
        #expect(inOrder.days.count == 4)
        #expect(inOrder.stats.exactDuplicates == 5)
    }

    @Test(arguments: [nil, 0, 1, 3])
    func theInPlaceSortAgreesWithTheStandardSort(depth: Int?) {
        // Few distinct starts and sources, so equal keys (and whole duplicates) are common; every
        // length around the insertion-sort threshold, and one long enough for deep partitions.
        var generator = SystemRandomNumberGenerator()
        for count in Array(0...40) + [1_000, 20_000] {
            var samples = (0..<count).map { _ in
                let start = Int64.random(in: 0..<Int64(max(2, count / 8)), using: &generator)
                return HealthSample(
                    kind: .steps, source: Int32.random(in: 0..<3, using: &generator), start: start,
                    end: start + Int64.random(in: 0..<3, using: &generator), value: Double(Int.random(in: 0..<4, using: &generator)))
            }
            if count == 20_000 { samples.sort(by: HealthDays.inOrder) }  // already sorted: quicksort's worst case elsewhere
            let expected = samples.sorted(by: HealthDays.inOrder)
            var sorted = [HealthSample(kind: .sleep, source: 9, start: -1, end: 0, value: 0)] + samples
            HealthDays.sortInPlace(&sorted, 1..<(count + 1), depth: depth)
            #expect(Array(sorted.dropFirst()) == expected, "\(count) samples")
            #expect(sorted.first?.kind == .sleep, "the sample before the range stays")
        }
    }

    @Test func aSampleKeepsItsEndAndSourceIn24Bytes() {
        #expect(MemoryLayout<HealthSample>.stride == 24)
        let long = HealthSample(kind: .sleep, source: 65_535, start: 0, end: HealthSample.longestDuration, value: 1)
        #expect(long.end == HealthSample.longestDuration)
        #expect(long.source == 65_535)
        var reading = HealthReading()
        #expect(reading.add(.sleep, source: "Bed", start: 0, end: HealthSample.longestDuration + 1, value: 1) != nil)
        #expect(reading.samples.isEmpty, "a record too long to keep is refused, not clamped")
        #expect((0..<HealthSample.mostSources).allSatisfy { reading.source("source \($0)") == Int32($0) })
        #expect(reading.source("one too many") == nil)
        #expect(reading.add(.steps, source: "one too many", start: 0, end: 60, value: 10) != nil)
        #expect(reading.add(.steps, source: "source 7", start: 0, end: 60, value: 10) == nil)
        #expect(reading.samples.last?.source == 7)
    }

    @Test func theUsersOrderDecides() throws {
        let reading = try HealthFixture.read(HealthFixture.xml)
        let order = HealthSourceOrder(["Ann’s iPhone", "Scale App"])
        let (days, _) = HealthDays.compute(
            reading.samples, sources: reading.sources, order: order, timeZone: HealthFixture.paris, dayStartHour: 0)
        // iPhone first: its 30 + 5 in full; the watch's 08:00–08:20 loses the 08:05–08:15 the iPhone
        // covers (10 → 5, 20 → 10); the app's 08:15–08:25 is half covered (4); midnight 20.
        #expect(days[0].activeKcal == 74)  // 30 + 5 + 5 + 10 + 4 + 20
        #expect(days[0].steps == 1300)  // 1000 + 300
    }

    @Test func theDayStartHourMovesTheBoundary() throws {
        let reading = try HealthFixture.read(HealthFixture.xml)
        let (days, _) = HealthDays.compute(
            reading.samples, sources: reading.sources, order: HealthSourceOrder(), timeZone: HealthFixture.paris, dayStartHour: 4)
        // Midnight to 04:00 belongs to January 9: a third of the 12-hour basal sample.
        #expect(days.map(\.day.description) == ["2024-01-09", "2024-01-10"])
        #expect(abs(days[0].basalKcal! - 1000.0 / 3) < 1e-9)
        #expect(days[1].activeKcal == 79)
        #expect(days[1].sleepMinutes == 120)
    }

    @Test func equallyRankedSourcesCountAnOverlapOnce() {
        // Two apps (same class, not listed): 0–60 min 60 kcal and 30–90 min 60 kcal → 60 + 30.
        let t: Int64 = 1_704_067_200
        let samples = [
            HealthSample(kind: .activeEnergy, source: 0, start: t, end: t + 3600, value: 60),
            HealthSample(kind: .activeEnergy, source: 1, start: t + 1800, end: t + 5400, value: 60),
        ]
        let (days, stats) = HealthDays.compute(
            samples, sources: ["App A", "App B"], order: HealthSourceOrder(), timeZone: TimeZone(identifier: "UTC")!, dayStartHour: 0)
        #expect(days[0].activeKcal == 90)
        #expect(stats.overlapping == 1)
    }

    @Test func aDaylightSavingDayHas23Hours() {
        let zone = TimeZone(identifier: "America/New_York")!
        // 2024-03-10 23:30 to 2024-03-11 00:30 EDT (-0400): 30 minutes on each day.
        let start = HealthTimestamp.parse("2024-03-10 23:30:00 -0400")!
        let before = HealthTimestamp.parse("2024-03-10 01:30:00 -0500")!
        let after = HealthTimestamp.parse("2024-03-10 03:30:00 -0400")!
        let samples = [
            HealthSample(kind: .activeEnergy, source: 0, start: start, end: start + 3600, value: 100),
            HealthSample(kind: .steps, source: 0, start: before, end: after, value: 60),
        ]
        let (days, _) = HealthDays.compute(samples, sources: ["Watch"], order: HealthSourceOrder(), timeZone: zone, dayStartHour: 0)
        #expect(days.map(\.day.description) == ["2024-03-10", "2024-03-11"])
        #expect(days[0].activeKcal == 50)
        #expect(days[1].activeKcal == 50)
        // 01:30 EST to 03:30 EDT is one hour, all on March 10.
        #expect(after - before == 3600)
        #expect(days[0].steps == 60)
    }

    @Test func timestampsAreReadExactly() {
        #expect(HealthTimestamp.parse("1970-01-01 00:00:00 +0000") == 0)
        #expect(HealthTimestamp.parse("2024-01-10 08:00:00 +0100") == 1_704_870_000)
        #expect(HealthTimestamp.parse("2024-01-10T07:00:00Z") == 1_704_870_000)
        #expect(HealthTimestamp.parse("2024-01-10T08:00:00.250+01:00") == 1_704_870_000)
        #expect(HealthTimestamp.parse("2024-02-30 08:00:00 +0100") == nil)
        #expect(HealthTimestamp.parse("2024-01-10 08:00:00") == nil)
        #expect(HealthTimestamp.parse("yesterday") == nil)
    }

    @Test func unitsConvertExactly() {
        #expect(HealthUnits.factor("kJ", for: .activeEnergy)! * 4184 == 1000)
        #expect(HealthUnits.factor("Cal", for: .basalEnergy) == 1)
        #expect(HealthUnits.factor("lb", for: .bodyMass) == 0.453_592_37)
        #expect(HealthUnits.factor("g", for: .bodyMass) == 0.001)
        #expect(HealthUnits.factor("kg", for: .steps) == nil)
    }

    @Test func aMalformedFileIsRefusedNamingItsLine() {
        let broken = HealthFixture.xml.replacingOccurrences(of: "value=\"20\">", with: "value=20>")
        #expect(throws: AlmanacError.self) { try HealthFixture.read(broken) }
        do {
            _ = try HealthFixture.read(broken)
        } catch let error as AlmanacError {
            #expect(error.message.hasPrefix("Line 14:"))
        } catch {}
        let cut = String(HealthFixture.xml.prefix(2000))
        #expect(throws: AlmanacError.self) { try HealthFixture.read(cut) }
        let badUnit = HealthFixture.xml.replacingOccurrences(of: "unit=\"lb\"", with: "unit=\"furlong\"")
        do {
            _ = try HealthFixture.read(badUnit)
            Issue.record("a wrong unit was accepted")
        } catch let error as AlmanacError {
            #expect(error.message.contains("furlong"))
        } catch {}
        #expect(throws: AlmanacError.self) { try HealthFixture.read("<Journal></Journal>") }
    }

    @Test func theGenericCSVReadsTheSameWay() throws {
        let csv = """
            type,start,end,value,unit,source
            activeEnergy,2024-01-10T08:00:00+01:00,2024-01-10T08:10:00+01:00,10,kcal,Watch
            activeEnergy,2024-01-10T08:00:00+01:00,2024-01-10T08:10:00+01:00,10,kcal,Watch
            activeEnergy,2024-01-10T08:05:00+01:00,2024-01-10T08:15:00+01:00,41.84,kJ,"Phone, old"
            bodyMass,2024-01-10T07:00:00+01:00,2024-01-10T07:00:00+01:00,81.5,kg,Scale

            """
        var reading = HealthReading()
        try HealthCSVReader.read(chunks: HealthFixture.chunks(csv, size: 13), into: &reading)
        #expect(reading.records == 4)
        let (days, stats) = HealthDays.compute(
            reading.samples, sources: reading.sources, order: HealthSourceOrder(["Watch"]), timeZone: HealthFixture.paris, dayStartHour: 0)
        // Watch 10 (once); "Phone, old" 41.84 kJ = 10 kcal, half covered: 5.
        #expect(abs(days[0].activeKcal! - 15) < 1e-9)
        #expect(days[0].weightKg == 81.5)
        #expect(stats.exactDuplicates == 1)
        var bad = HealthReading()
        #expect(throws: AlmanacError.self) {
            try HealthCSVReader.read(
                chunks: HealthFixture.chunks("type,start,end,value,unit,source\nsteps,x,y,1,count,A\n", size: 5), into: &bad)
        }
        // A record longer than a sample can hold is refused with its line, not clamped.
        var long = HealthReading()
        let centuries = "type,start,end,value,unit,source\nsleep,1900-01-01T00:00:00Z,2100-01-01T00:00:00Z,1,min,Bed\n"
        do {
            try HealthCSVReader.read(chunks: HealthFixture.chunks(centuries, size: 7), into: &long)
            Issue.record("a 200-year record was read")
        } catch let error as AlmanacError {
            #expect(error.message.contains("Line 2") && error.message.contains("136 years"), "\(error.message)")
        }
        #expect(long.samples.isEmpty)
    }
}

import Foundation
import Testing

@testable import AlmanacCore

/// A night belongs to the day you wake up (Apple Health's Sleep view, Oura, Fitbit, Garmin), so a
/// day's sleep is one night, not the end of one and the start of the next.
@Suite struct HealthSleepTests {
    func sleep(_ from: String, _ to: String, source: Int32 = 0) -> HealthSample {
        let start = HealthTimestamp.parse(from)!
        let end = HealthTimestamp.parse(to)!
        return HealthSample(kind: .sleep, source: source, start: start, end: end, value: Double(end - start) / 60)
    }

    func sleepByDay(_ samples: [HealthSample], zone: String, dayStartHour: Int = 0, sources: [String] = ["Ann’s Apple Watch"])
        -> [String: Double]
    {
        let (days, _) = HealthDays.compute(
            samples, sources: sources, order: HealthSourceOrder(), timeZone: TimeZone(identifier: zone)!, dayStartHour: dayStartHour)
        return Dictionary(uniqueKeysWithValues: days.compactMap { day in day.sleepMinutes.map { (day.day.description, $0) } })
    }

    @Test func aNightAcrossMidnightCountsWholeOnTheDayOfWaking() {
        // Berlin: asleep 22:30–23:40, awake a quarter of an hour, asleep 23:55–06:30.
        let night = [
            sleep("2024-01-10 22:30:00 +0100", "2024-01-10 23:40:00 +0100"),
            sleep("2024-01-10 23:55:00 +0100", "2024-01-11 06:30:00 +0100"),
        ]
        #expect(sleepByDay(night, zone: "Europe/Berlin") == ["2024-01-11": 70 + 395])
    }

    @Test func eachDayHoldsOneNightNotTheHalvesOfTwo() {
        // Three nights in a row, 23:00–07:00 each: every day that ends a night has 480 minutes (split
        // at midnight, each day had 60 of one night and 420 of the next, and the first had 60 alone).
        let nights = (10...12).map { d in sleep("2024-01-\(d) 23:00:00 +0100", "2024-01-\(d + 1) 07:00:00 +0100") }
        #expect(sleepByDay(nights, zone: "Europe/Berlin") == ["2024-01-11": 480, "2024-01-12": 480, "2024-01-13": 480])
    }

    @Test func theDayIsTheSleepersLocalDayInTheirZone() {
        // Tokyo 22:00–06:00 is 13:00–21:00 UTC the day before: in Tokyo it is the 11th's night.
        let night = [sleep("2024-01-10 22:00:00 +0900", "2024-01-11 06:00:00 +0900")]
        #expect(sleepByDay(night, zone: "Asia/Tokyo") == ["2024-01-11": 480])
        #expect(sleepByDay(night, zone: "UTC") == ["2024-01-10": 480])
        // New York, a night that ends after midnight UTC but before it locally.
        let early = [
            sleep("2024-01-10 13:00:00 -0500", "2024-01-10 15:00:00 -0500"),
            sleep("2024-01-10 21:30:00 -0500", "2024-01-11 05:30:00 -0500"),
        ]
        #expect(sleepByDay(early, zone: "America/New_York") == ["2024-01-10": 120, "2024-01-11": 480])
    }

    @Test func aNightAcrossADaylightSavingChangeCountsItsRealMinutes() {
        // Berlin springs forward at 02:00 on 31 March 2024: 23:00 CET to 07:00 CEST is 7 hours.
        let spring = [sleep("2024-03-30 23:00:00 +0100", "2024-03-31 07:00:00 +0200")]
        #expect(sleepByDay(spring, zone: "Europe/Berlin") == ["2024-03-31": 420])
        // And falls back at 03:00 on 27 October 2024: 23:00 CEST to 07:00 CET is 9 hours.
        let autumn = [sleep("2024-10-26 23:00:00 +0200", "2024-10-27 07:00:00 +0100")]
        #expect(sleepByDay(autumn, zone: "Europe/Berlin") == ["2024-10-27": 540])
        // New York springs forward on 10 March 2024, a night written across it in two records.
        let newYork = [
            sleep("2024-03-09 23:30:00 -0500", "2024-03-10 01:45:00 -0500"),
            sleep("2024-03-10 03:10:00 -0400", "2024-03-10 07:00:00 -0400"),
        ]
        #expect(sleepByDay(newYork, zone: "America/New_York") == ["2024-03-10": 135 + 230])
    }

    @Test func aNapIsItsOwnAndTheDayStartHourDecidesAnEarlyWaking() {
        // A nap at 14:00 (seven hours after waking) is that day's; the night that starts at 23:00 is the next day's.
        let samples = [
            sleep("2024-01-10 14:00:00 +0100", "2024-01-10 14:30:00 +0100"),
            sleep("2024-01-10 23:00:00 +0100", "2024-01-11 03:00:00 +0100"),
        ]
        #expect(sleepByDay(samples, zone: "Europe/Berlin") == ["2024-01-10": 30, "2024-01-11": 240])
        // With the day starting at 04:00, waking at 03:00 is still the 10th.
        #expect(sleepByDay(samples, zone: "Europe/Berlin", dayStartHour: 4) == ["2024-01-10": 270])
    }

    @Test func twoSourcesOfOneNightCountItOnce() {
        // The watch and a sleep app both record the night: the watch counts, the app's overlap does not.
        let night = [
            sleep("2024-01-10 23:00:00 +0100", "2024-01-11 07:00:00 +0100", source: 0),
            sleep("2024-01-10 23:30:00 +0100", "2024-01-11 06:30:00 +0100", source: 1),
        ]
        #expect(sleepByDay(night, zone: "Europe/Berlin", sources: ["Ann’s Apple Watch", "Sleep App"]) == ["2024-01-11": 480])
    }
}

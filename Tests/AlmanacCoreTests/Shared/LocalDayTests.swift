import Foundation
import Testing

@testable import AlmanacCore

@Suite struct LocalDayTests {
    @Test func parsesAndRefusesImpossibleDays() {
        #expect(LocalDay("2024-02-29")?.description == "2024-02-29")
        #expect(LocalDay("2026-02-29") == nil)
        #expect(LocalDay("2026-13-01") == nil)
        #expect(LocalDay("26-01-01") == nil)
    }

    @Test func dayStartHourMovesEarlyMorningToYesterday() {
        let zone = TimeZone(identifier: "Europe/Berlin")!
        // 2026-11-22 01:30 UTC is 02:30 in Berlin.
        let instant = Date(timeIntervalSince1970: 1_795_311_000)
        #expect(LocalDay(containing: instant, in: zone).description == "2026-11-22")
        #expect(LocalDay(containing: instant, in: zone, dayStartHour: 4).description == "2026-11-21")
    }

    @Test func dayArithmetic() {
        let day = LocalDay("2026-12-31")!
        #expect(day.adding(days: 1).description == "2027-01-01")
        #expect(day.days(to: LocalDay("2027-03-01")!) == 60)
        #expect(LocalDay("2026-11-22")!.weekday == 1)  // a Sunday
    }
}

import AlmanacCore
import Testing

/// The days a read of health days covers: one rule for `GET /api/v1/health/days` and
/// `almanac health days` (the CLI read its own `--from`/`--to` without the 366-day limit).
@Suite struct HealthRangeTests {
    let today = LocalDay("2026-11-28")!

    @Test func defaultsToTheThirtyDaysEndingToday() throws {
        let range = try HealthDays.range(from: nil, to: nil, today: today)
        #expect(range.from == LocalDay("2026-10-30")!)
        #expect(range.to == today)
        let ending = try HealthDays.range(from: nil, to: "2026-01-31", today: today)
        #expect(ending.from == LocalDay("2026-01-02")!)
    }

    @Test func allowsAYearAndADayButNotMore() throws {
        let year = try HealthDays.range(from: "2024-01-01", to: "2024-12-31", today: today)
        #expect(year.from.adding(days: 365) == year.to)
        #expect(throws: AlmanacError.invalid("to", "Ask for at most 366 days at a time.")) {
            try HealthDays.range(from: "2024-01-01", to: "2025-01-01", today: today)
        }
    }

    @Test func refusesAnInvertedOrUnreadableRange() {
        #expect(throws: AlmanacError.invalid("from", "from comes after to.")) {
            try HealthDays.range(from: "2026-11-28", to: "2026-11-27", today: today)
        }
        #expect(throws: AlmanacError.self) { try HealthDays.range(from: "0000-01-01", to: nil, today: today) }
        #expect(throws: AlmanacError.self) { try HealthDays.range(from: nil, to: "2026-02-30", today: today) }
    }
}
